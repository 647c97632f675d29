--TEST--
session safety, one request: ROW_COUNT() and rowCount() answer for the handle's own last statement (statement mode, two handles on one connection)
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/pool.inc';
const USER = 'mp218';
const PASSWORD = 'mp218-pw';
mp_pool_user(USER, PASSWORD);
$root = mp_root();
mp_drop($root, 't218');
$root->exec('CREATE TABLE t218 (id INT PRIMARY KEY, v INT NOT NULL DEFAULT 0)');
$root->exec('INSERT INTO t218 (id) SELECT seq FROM seq_1_to_10');
function conn(): PDO {
    return new PDO(mp_dsn(['max_connections' => 1, 'acquire_timeout_ms' => 5000, 'pool_mode' => 'statement']),
        USER, PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
}
function q(PDO $db, string $sql) { return $db->query($sql)->fetchColumn(); }
$a = conn();
$b = conn();
echo "A: UPDATE 3 rows: exec() ", $a->exec('UPDATE t218 SET v = 1 WHERE id <= 3'), "\n";
$st = $b->prepare('UPDATE t218 SET v = 2 WHERE id > ?');
$st->execute([5]);
echo "B: UPDATE 5 rows: rowCount() ", $st->rowCount(), "\n";
echo "A: ROW_COUNT() ", q($a, 'SELECT ROW_COUNT()'), "\n";
echo "B: ROW_COUNT() ", q($b, 'SELECT ROW_COUNT()'), "\n";
echo "A: ROW_COUNT() after a SELECT ", q($a, 'SELECT ROW_COUNT()'), "\n";
echo "A: UPDATE changing nothing: exec() ", $a->exec('UPDATE t218 SET v = 1 WHERE id <= 3'), "\n";
$b->exec('DELETE FROM t218 WHERE id = 10');
echo "A: ROW_COUNT() ", q($a, 'SELECT ROW_COUNT()'), "\n";
$b->exec('DELETE FROM t218 WHERE id = 9');
echo "B: ROW_COUNT() in an expression ", q($b, 'SELECT ROW_COUNT() + 100'), "\n";
echo "A and B on one connection: ", var_export(q($a, 'SELECT CONNECTION_ID()') === q($b, 'SELECT CONNECTION_ID()'), true), "\n";
mp_drop($root, 't218');
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
A: UPDATE 3 rows: exec() 3
B: UPDATE 5 rows: rowCount() 5
A: ROW_COUNT() 3
B: ROW_COUNT() 5
A: ROW_COUNT() after a SELECT -1
A: UPDATE changing nothing: exec() 0
A: ROW_COUNT() 0
B: ROW_COUNT() in an expression 101
A and B on one connection: true
done
