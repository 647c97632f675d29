--TEST--
mysqli: $mysqli->get_client_info() takes no argument (deprecated method), the procedural form's argument is deprecated, as stock (8.4 adds since when and why, which scripts/mysqli_api/deprecations.php compares with stock)
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mpi_connect();
var_dump(str_starts_with($m->get_client_info(), 'mysqlnd '));
var_dump(mysqli_get_client_info() === mysqli_get_client_info($m));
?>
--EXPECTF--
Deprecated: Method mysqli::get_client_info() is deprecated%S in %s on line %d
bool(true)

Deprecated: mysqli_get_client_info(): Passing connection object as an argument is deprecated in %s on line %d
bool(true)
