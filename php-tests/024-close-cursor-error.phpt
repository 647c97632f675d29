--TEST--
statements: closeCursor() fails with an error among the unread results, as pdo_mysql
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$db = mp_connect([], [PDO::ATTR_ERRMODE => PDO::ERRMODE_SILENT]);
$st = $db->query("SELECT 1; SELECT * FROM no_such_table_024");
var_dump($st->fetchAll(PDO::FETCH_NUM));
var_dump($st->closeCursor(), $st->errorInfo()[1]);
$st = $db->query("SELECT 1; SELECT 2");
var_dump($st->closeCursor());
?>
--EXPECT--
array(1) {
  [0]=>
  array(1) {
    [0]=>
    int(1)
  }
}
bool(false)
int(1146)
bool(true)
