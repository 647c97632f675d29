--TEST--
mysqli: mysqli.max_links counts the process's connected links (p: ones too) and refuses one more with stock's warning (php-src's mysqli_max_links)
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--INI--
mysqli.max_links=1
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$l = mysqli_connect(MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT);
var_dump(mysqli_connect(MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT));
$m = mysqli_init();
var_dump($m->real_connect(MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT));
var_dump(mysqli_connect('p:' . MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT));
$l->close();
var_dump(mysqli_connect(MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT) instanceof mysqli);
?>
--EXPECTF--
Warning: mysqli_connect(): Too many open links (1) in %s on line %d
bool(false)

Warning: mysqli::real_connect(): Too many open links (1) in %s on line %d
bool(false)

Warning: mysqli_connect(): Too many open links (1) in %s on line %d
bool(false)
bool(true)
