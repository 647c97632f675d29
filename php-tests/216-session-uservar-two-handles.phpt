--TEST--
session safety, one request: a user variable pins the connection to its handle; a second handle of the same pool (max_connections=2) does not see it
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/pool.inc';
const USER = 'mp216';
const PASSWORD = 'mp216-pw';
mp_pool_user(USER, PASSWORD);
function conn(): PDO {
    return new PDO(mp_dsn(['max_connections' => 2, 'acquire_timeout_ms' => 5000]), USER, PASSWORD,
        [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
}
function q(PDO $db, string $sql) { return $db->query($sql)->fetchColumn(); }
$a = conn();
$b = conn();
echo "A: SELECT @v216 := 5 -> ", q($a, 'SELECT @v216 := 5'), "\n";
// B holds the other connection in a transaction (if A had released its connection, B could
// get that one and A the other)
$b->beginTransaction();
echo "B: @v216 = ", var_export(q($b, 'SELECT @v216'), true), "\n";
echo "A: @v216 = ", var_export(q($a, 'SELECT @v216'), true), "\n";
$a->query('SELECT 7 INTO @w216');
echo "A: SELECT 7 INTO @w216, then @w216 = ", var_export(q($a, 'SELECT @w216'), true), "\n";
echo "B: @w216 = ", var_export(q($b, 'SELECT @w216'), true), "\n";
$a->exec("SET @x216 = 'x'");
echo "A: SET @x216, then @x216 = ", var_export(q($a, 'SELECT @x216'), true), "\n";
echo "B: @x216 = ", var_export(q($b, 'SELECT @x216'), true), "\n";
echo "A and B on different connections: ", var_export(q($a, 'SELECT CONNECTION_ID()') !== q($b, 'SELECT CONNECTION_ID()'), true), "\n";
$b->commit();
echo "B after commit: @v216 = ", var_export(q($b, 'SELECT @v216'), true), "\n";
echo "A: @v216 = ", var_export(q($a, 'SELECT @v216'), true), "\n";
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
A: SELECT @v216 := 5 -> 5
B: @v216 = NULL
A: @v216 = 5
A: SELECT 7 INTO @w216, then @w216 = 7
B: @w216 = NULL
A: SET @x216, then @x216 = 'x'
B: @x216 = NULL
A and B on different connections: true
B after commit: @v216 = NULL
A: @v216 = 5
done
