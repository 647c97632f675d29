--TEST--
session safety, one request: FOUND_ROWS() after a plain SELECT answers for the handle's own SELECT (two handles on one connection)
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/pool.inc';
const USER = 'mp219';
const PASSWORD = 'mp219-pw';
mp_pool_user(USER, PASSWORD);
$root = mp_root();
mp_drop($root, 't219');
$root->exec('CREATE TABLE t219 (id INT PRIMARY KEY)');
$root->exec('INSERT INTO t219 SELECT seq FROM seq_1_to_10');
function conn(): PDO {
    return new PDO(mp_dsn(['max_connections' => 1, 'acquire_timeout_ms' => 5000]), USER, PASSWORD,
        [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
}
function q(PDO $db, string $sql) { return $db->query($sql)->fetchColumn(); }
$a = conn();
$b = conn();
echo "A: rows ", count($a->query('SELECT id FROM t219 LIMIT 3')->fetchAll()), "\n";
echo "B: rows ", count($b->query('SELECT id FROM t219')->fetchAll()), "\n";
echo "A: FOUND_ROWS() ", q($a, 'SELECT FOUND_ROWS()'), "\n";
echo "B: FOUND_ROWS() ", q($b, 'SELECT FOUND_ROWS()'), "\n";
echo "A: FOUND_ROWS() after SELECT FOUND_ROWS() ", q($a, 'SELECT FOUND_ROWS()'), "\n";
$st = $b->prepare('SELECT id FROM t219 WHERE id > ?');
$st->execute([6]);
echo "B: prepared SELECT rows ", count($st->fetchAll()), "\n";
echo "A: rows ", count($a->query('SELECT id FROM t219 WHERE id < 3')->fetchAll()), "\n";
echo "B: FOUND_ROWS() ", q($b, 'SELECT FOUND_ROWS()'), "\n";
echo "A: SQL_CALC_FOUND_ROWS rows ", count($a->query('SELECT SQL_CALC_FOUND_ROWS id FROM t219 LIMIT 1')->fetchAll()), "\n";
echo "A: FOUND_ROWS() ", q($a, 'SELECT FOUND_ROWS()'), "\n";
mp_drop($root, 't219');
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
A: rows 3
B: rows 10
A: FOUND_ROWS() 3
B: FOUND_ROWS() 10
A: FOUND_ROWS() after SELECT FOUND_ROWS() 1
B: prepared SELECT rows 4
A: rows 2
B: FOUND_ROWS() 4
A: SQL_CALC_FOUND_ROWS rows 1
A: FOUND_ROWS() 10
done
