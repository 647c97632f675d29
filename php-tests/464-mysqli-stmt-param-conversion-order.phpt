--TEST--
mysqli: execute() converts bound values in mysqlnd's order (the integers, then the strings, then the doubles), so values that don't convert warn in stock's order; a string conversion that throws stops there; a statement whose link was closed still converts them before it fails with 2006
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
mysqli_report(MYSQLI_REPORT_OFF);
$m = mpi_connect();
$st = $m->prepare('SELECT ?, ?, ?, ?');
$d = 1.5; $s = 'x'; $i = 3; $i2 = 4;
$st->bind_param('dsii', $d, $s, $i, $i2);
$d = fn() => 1; $s = [1]; $i = new stdClass; $i2 = '99999999999999999999';
var_dump($st->execute(), $st->errno);
var_dump($st->get_result()->fetch_row());
echo "-- a string that throws\n";
$s = new stdClass;
try { $st->execute(); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
echo "-- the link closed\n";
$s = [2];
$m->close();
var_dump($st->execute(), $st->errno, $st->error);
?>
--EXPECTF--
Warning: Object of class stdClass could not be converted to float in %s on line %d

Warning: Object of class stdClass could not be converted to int in %s on line %d

Warning: Array to string conversion in %s on line %d

Warning: Object of class Closure could not be converted to float in %s on line %d
bool(true)
int(0)
array(4) {
  [0]=>
  float(1)
  [1]=>
  string(5) "Array"
  [2]=>
  int(1)
  [3]=>
  string(20) "99999999999999999999"
}
-- a string that throws

Warning: Object of class stdClass could not be converted to float in %s on line %d

Warning: Object of class stdClass could not be converted to int in %s on line %d
Error: Object of class stdClass could not be converted to string
-- the link closed

Warning: Object of class stdClass could not be converted to float in %s on line %d

Warning: Object of class stdClass could not be converted to int in %s on line %d

Warning: Array to string conversion in %s on line %d

Warning: Object of class Closure could not be converted to float in %s on line %d
bool(false)
int(2006)
string(26) "MySQL server has gone away"
