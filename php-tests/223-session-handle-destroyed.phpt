--TEST--
session safety, one request: a pinned handle destroyed mid-request gives its connection back clean (rolled back silently, as pdo_mysql; reset) to the next handle
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/pool.inc';
const USER = 'mp223';
const PASSWORD = 'mp223-pw';
mp_pool_user(USER, PASSWORD);
$root = mp_root();
mp_drop($root, 't223');
$root->exec('CREATE TABLE t223 (id INT PRIMARY KEY) ENGINE=InnoDB');
function conn(): PDO {
    return new PDO(mp_dsn(['max_connections' => 1, 'acquire_timeout_ms' => 3000]), USER, PASSWORD,
        [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
}
function q(PDO $db, string $sql) { return $db->query($sql)->fetchColumn(); }
function check(string $label, int $cid): void {
    $b = conn();
    $tmp = 'gone';
    try { q($b, 'SELECT COUNT(*) FROM tmp223'); $tmp = 'still there'; } catch (PDOException $e) {}
    echo "$label: same connection ", var_export((int) q($b, 'SELECT CONNECTION_ID()') === $cid, true),
        ", rows ", q($b, 'SELECT COUNT(*) FROM t223'), ", @@in_transaction ", q($b, 'SELECT @@in_transaction'),
        ", @v223 ", var_export(q($b, 'SELECT @v223'), true), ", temporary table $tmp\n";
}

echo "-- beginTransaction, insert, user variable, temporary table; handle destroyed\n";
$a = conn();
$a->beginTransaction();
$a->exec('INSERT INTO t223 VALUES (1)');
$a->exec('SET @v223 = 1');
$a->exec('CREATE TEMPORARY TABLE tmp223 (x INT)');
$cid = (int) q($a, 'SELECT CONNECTION_ID()');
$a = null;
check('next handle', $cid);

echo "-- raw BEGIN, insert; handle destroyed\n";
$a = conn();
$a->exec('BEGIN');
$a->exec('INSERT INTO t223 VALUES (2)');
$cid = (int) q($a, 'SELECT CONNECTION_ID()');
unset($a);
check('next handle', $cid);

echo "-- user variable only; handle destroyed (no transaction)\n";
$a = conn();
$a->exec('SET @v223 = 3');
$cid = (int) q($a, 'SELECT CONNECTION_ID()');
$a = null;
check('next handle', $cid);
echo "outside: ", $root->query('SELECT COUNT(*) FROM t223')->fetchColumn(), "\n";
mp_drop($root, 't223');
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECTF--
-- beginTransaction, insert, user variable, temporary table; handle destroyed
next handle: same connection true, rows 0, @@in_transaction 0, @v223 NULL, temporary table gone
-- raw BEGIN, insert; handle destroyed
next handle: same connection true, rows 0, @@in_transaction 0, @v223 NULL, temporary table gone
-- user variable only; handle destroyed (no transaction)
next handle: same connection true, rows 0, @@in_transaction 0, @v223 NULL, temporary table gone
outside: 0
done
