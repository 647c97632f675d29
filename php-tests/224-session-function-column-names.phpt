--TEST--
session safety, one request: SELECT LAST_INSERT_ID(), ROW_COUNT(), FOUND_ROWS() answered from the handle's own values look as on a dedicated connection (values, column names, types)
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/* The values are replaced when the handle's previous statement ran on a connection it no longer
 * holds; what the application sees must not change: pdo_mysql on a dedicated connection names
 * the column after the expression as written. */
require __DIR__ . '/inc/pool.inc';
const USER = 'mp224';
const PASSWORD = 'mp224-pw';
mp_pool_user(USER, PASSWORD);
$root = mp_root();
mp_drop($root, 't224');
$root->exec('CREATE TABLE t224 (id INT AUTO_INCREMENT PRIMARY KEY, v INT)');
$a = new PDO(mp_dsn(['max_connections' => 1, 'acquire_timeout_ms' => 3000]), USER, PASSWORD,
    [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$b = new PDO(mp_dsn(['max_connections' => 1, 'acquire_timeout_ms' => 3000]), USER, PASSWORD,
    [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$a->exec('INSERT INTO t224 (v) VALUES (1)');
$b->exec('INSERT INTO t224 (v) VALUES (2), (3)');
echo "A: ", json_encode($a->query('SELECT LAST_INSERT_ID()')->fetch(PDO::FETCH_ASSOC)), "\n";
echo "B: ", json_encode($b->query('select last_insert_id()')->fetch(PDO::FETCH_ASSOC)), "\n";
$a->exec('UPDATE t224 SET v = v + 1');
echo "A: ", json_encode($a->query('SELECT ROW_COUNT()')->fetch(PDO::FETCH_ASSOC)), "\n";
$b->query('SELECT * FROM t224 LIMIT 2')->fetchAll();
echo "B: ", json_encode($b->query('SELECT FOUND_ROWS()')->fetch(PDO::FETCH_ASSOC)), "\n";
echo "A: ", json_encode($a->query('SELECT LAST_INSERT_ID(), ROW_COUNT(), FOUND_ROWS()')->fetch(PDO::FETCH_ASSOC)), "\n";
echo "A: with alias ", json_encode($a->query('SELECT LAST_INSERT_ID() AS id')->fetch(PDO::FETCH_ASSOC)), "\n";
$st = $b->query('SELECT LAST_INSERT_ID()');
echo "B: column meta name ", $st->getColumnMeta(0)['name'], "\n";
echo "A: in a string, untouched: ", $a->query("SELECT 'LAST_INSERT_ID()'")->fetchColumn(), "\n";
mp_drop($root, 't224');
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
A: {"LAST_INSERT_ID()":1}
B: {"last_insert_id()":2}
A: {"ROW_COUNT()":3}
B: {"FOUND_ROWS()":2}
A: {"LAST_INSERT_ID()":1,"ROW_COUNT()":-1,"FOUND_ROWS()":1}
A: with alias {"id":1}
B: column meta name LAST_INSERT_ID()
A: in a string, untouched: LAST_INSERT_ID()
done
