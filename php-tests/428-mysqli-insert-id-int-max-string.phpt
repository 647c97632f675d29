--TEST--
mysqli: insert_id from PHP_INT_MAX on is a string, as stock's (php-src's gh8267)
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mpi_connect();
$m->query('DROP TABLE IF EXISTS t428');
$m->query('CREATE TABLE t428 (id BIGINT UNSIGNED AUTO_INCREMENT PRIMARY KEY)');
$m->query('INSERT INTO t428 VALUES (9223372036854775806)');
var_dump($m->insert_id);
$m->query('INSERT INTO t428 VALUES (NULL)');
var_dump($m->insert_id, mysqli_insert_id($m));
$m->query('INSERT INTO t428 VALUES (NULL)');
var_dump($m->insert_id);
$m->query('DROP TABLE t428');
?>
--EXPECT--
int(9223372036854775806)
string(19) "9223372036854775807"
string(19) "9223372036854775807"
string(19) "9223372036854775808"
