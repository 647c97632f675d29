--TEST--
mysqli: a fetch from an unbuffered result whose link was closed before all its rows were read fails with 2014 and false, as stock (php-src's bug64726)
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mpi_connect();
mysqli_report(MYSQLI_REPORT_ERROR);
$r = $m->query('SELECT 1 UNION SELECT 2', MYSQLI_USE_RESULT);
var_dump($r->fetch_row());
$m->close();
var_dump($r->fetch_object(), mysqli_fetch_assoc($r));
$m = mpi_connect();
$r = $m->query('SELECT 1 UNION SELECT 2', MYSQLI_USE_RESULT);
var_dump(count($r->fetch_all()));
$m->close();
var_dump($r->fetch_row());
?>
--EXPECTF--
array(1) {
  [0]=>
  string(1) "1"
}

Warning: mysqli_result::fetch_object(): (HY000/2014): Commands out of sync; you can't run this command now in %s on line %d

Warning: mysqli_fetch_assoc(): (HY000/2014): Commands out of sync; you can't run this command now in %s on line %d
bool(false)
bool(false)
int(2)
NULL
