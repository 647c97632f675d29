--TEST--
mysqli: character_set_name() is what mysqlnd knows: the connect's charset, then set_charset()'s name ("utf8" stays "utf8"); a SET NAMES through query() does not change it (php-src's bug37090)
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mpi_connect();
var_dump($m->character_set_name());
$m->query('SET NAMES latin1');
var_dump($m->character_set_name());
$m->set_charset('utf8');
var_dump($m->character_set_name(), mysqli_character_set_name($m));
$m->set_charset('UTF8MB4');
var_dump($m->character_set_name());
$m->query('SET character_set_client = latin1');
var_dump($m->character_set_name());
$m = mysqli_init();
$m->options(MYSQLI_SET_CHARSET_NAME, 'latin1');
$m->real_connect(MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT);
var_dump($m->character_set_name());
?>
--EXPECT--
string(7) "utf8mb4"
string(7) "utf8mb4"
string(4) "utf8"
string(4) "utf8"
string(7) "utf8mb4"
string(7) "utf8mb4"
string(6) "latin1"
