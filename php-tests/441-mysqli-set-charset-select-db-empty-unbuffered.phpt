--TEST--
mysqli: an unknown charset for set_charset() changes nothing but the error (mysqlnd refuses it before sending), select_db() makes affected_rows -1 also when it fails, an unbuffered result with no row has a 0 per column as lengths at its end, as stock
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
mysqli_report(MYSQLI_REPORT_OFF);
$m = mpi_connect();
var_dump($m->set_charset('no_such_charset'), $m->errno, $m->affected_rows);
$m->query('SELECT 1 UNION SELECT 2');
var_dump($m->set_charset('no_such_charset'), $m->errno, $m->affected_rows);
$m->real_query('SELECT 1,2,3');
var_dump($m->select_db('no_such_db'), $m->errno, $m->affected_rows, $m->field_count);
$m->store_result();
$r = $m->query('SELECT 1, 2 FROM DUAL WHERE 0', MYSQLI_USE_RESULT);
var_dump($r->fetch_row(), $r->lengths, mysqli_fetch_lengths($r));
?>
--EXPECT--
bool(false)
int(2019)
int(0)
bool(false)
int(2019)
int(2)
bool(false)
int(2014)
int(-1)
int(3)
NULL
array(2) {
  [0]=>
  int(0)
  [1]=>
  int(0)
}
array(2) {
  [0]=>
  int(0)
  [1]=>
  int(0)
}
