--TEST--
mysqli: a host written "host:port" connects to that port (the port argument ignored) and host_info shows it as given, as mysqlnd (php-src's bug 74432)
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = new mysqli(MP_HOST . ':' . MP_PORT, MP_USER, MP_PASSWORD, MP_DB, 1);
var_dump($m->host_info === MP_HOST . ':' . MP_PORT . ' via TCP/IP');
var_dump($m->query('SELECT 1')->fetch_row());
$m = mysqli_connect(MP_HOST . ':' . MP_PORT, MP_USER, MP_PASSWORD);
var_dump($m->query('SELECT 2')->fetch_row());
?>
--EXPECT--
bool(true)
array(1) {
  [0]=>
  string(1) "1"
}
array(1) {
  [0]=>
  string(1) "2"
}
