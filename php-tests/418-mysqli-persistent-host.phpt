--TEST--
mysqli: a `p:` host: the same pool as without it (the pool's connections are what persist), host_info
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
// and the link as stock gives them
$m = new mysqli('p:' . MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT);
var_dump($m->query('SELECT 1')->fetch_row(), $m->host_info === MP_HOST . ' via TCP/IP');
$n = mysqli_connect('p:' . MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT);
var_dump($n->query('SELECT 2')->fetch_row(), $n->errno);
$i = mysqli_init();
var_dump($i->real_connect('p:' . MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT), $i->query('SELECT 3')->fetch_row());
var_dump($m->close(), $n->close(), $i->close());
?>
--EXPECTF--
array(1) {
  [0]=>
  string(1) "1"
}
bool(true)
array(1) {
  [0]=>
  string(1) "2"
}
int(0)
bool(true)
array(1) {
  [0]=>
  string(1) "3"
}
bool(true)
bool(true)
bool(true)
