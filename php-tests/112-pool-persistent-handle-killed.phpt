--TEST--
pool: a persistent handle whose kept connection the server killed is replaced when reused, as pdo_mysql's
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * A user variable pins the connection to the persistent handle. KILL closes it on the server.
 * A new PDO object for the same persistent handle must work (pdo_mysql pings it and opens a
 * new one); before, the dead connection was reused and every statement failed with 2006.
 */
require __DIR__ . '/inc/config.inc';
$opts = [PDO::ATTR_PERSISTENT => true, PDO::ATTR_ERRMODE => PDO::ERRMODE_SILENT];
$db = mp_connect(['pool' => 'p112'], $opts);
$db->exec('SET @pinned = 1');
$id = $db->query('SELECT CONNECTION_ID()')->fetchColumn();
mp_root()->exec("KILL $id");
usleep(300000);
$again = mp_connect(['pool' => 'p112'], $opts);
$st = $again->query('SELECT @pinned, CONNECTION_ID() <> ' . (int) $id);
var_dump($st ? $st->fetch(PDO::FETCH_NUM) : $again->errorInfo());
?>
--EXPECT--
array(2) {
  [0]=>
  NULL
  [1]=>
  int(1)
}
