--TEST--
mysqli: close() gives the connection back to the pool, never COM_QUIT: the server's connection stays
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
// (the pool's), and the next link gets it
ini_set('mysqlpool.max_connections', '1');
mp_pool_user('mp419', 'pw419');
$count = fn() => (int) mp_root()->query("SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE USER = 'mp419'")->fetchColumn();
$m = new mysqli(MP_HOST, 'mp419', 'pw419', MP_DB, MP_PORT);
$id = (int) $m->query('SELECT CONNECTION_ID()')->fetch_row()[0];
var_dump($count());
var_dump($m->close());
usleep(100000);
var_dump($count());
$n = new mysqli(MP_HOST, 'mp419', 'pw419', MP_DB, MP_PORT);
var_dump((int) $n->query('SELECT CONNECTION_ID()')->fetch_row()[0] === $id, $count());
// and a PDO handle with the same key shares the pool
$pdo = new PDO('mysqlpool:host=' . MP_HOST . ';port=' . MP_PORT . ';dbname=' . MP_DB, 'mp419', 'pw419');
var_dump((int) $pdo->query('SELECT CONNECTION_ID()')->fetchColumn() === $id, $count());
?>
--EXPECTF--
int(1)
bool(true)
int(1)
bool(true)
int(1)
bool(true)
int(1)
