--TEST--
mysqli: a result set whose rows end in an error (a subquery returning two rows): query() fails with it; real_query() succeeds and store_result() / new mysqli_result() fail with it, use_result() gives the result and the fetch that meets the error is false (reported; null after), the link free after; the same through MYSQLI_USE_RESULT after rows
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mpi_connect();
mysqli_report(MYSQLI_REPORT_OFF);
$q = "SELECT (SELECT 1 AS val UNION ALL SELECT 2) FROM dual";
var_dump($m->real_query($q), $m->errno, $m->field_count);
var_dump($m->store_result(), $m->errno, $m->error);
var_dump($m->real_query($q), $m->errno);
var_dump($r = $m->use_result(), $m->errno); var_dump($r ? $r->fetch_row() : null, $m->errno);
var_dump($m->query("SELECT 1")->fetch_row());
mysqli_report(MYSQLI_REPORT_ERROR|MYSQLI_REPORT_STRICT);
$m->real_query($q);
try { new mysqli_result($m); } catch (Throwable $x) { echo get_class($x), ' ', $x->getMessage(), "\n"; }
try { $m->query($q); } catch (Throwable $x) { echo get_class($x), ' ', $x->getMessage(), "\n"; }
var_dump($m->query("SELECT 2")->fetch_row());
mysqli_report(MYSQLI_REPORT_OFF);
$r = $m->query($q, MYSQLI_USE_RESULT);
var_dump($r, $m->errno);
if ($r) { var_dump($r->fetch_row(), $m->errno, $r->fetch_row(), $r->fetch_assoc()); }
var_dump($m->query("SELECT 3")->fetch_row());
$m->query("CREATE TEMPORARY TABLE tg (x INT)"); $m->query("INSERT INTO tg VALUES (1),(2),(3)");
$r = $m->query("SELECT x, (SELECT 1 UNION ALL SELECT 2 FROM dual WHERE x > 1) FROM tg", MYSQLI_USE_RESULT);
var_dump($r->fetch_row(), $r->fetch_row(), $m->errno, $r->fetch_row());
var_dump($m->query("SELECT 4")->fetch_row());
?>
--EXPECT--
bool(true)
int(0)
int(1)
bool(false)
int(1242)
string(32) "Subquery returns more than 1 row"
bool(true)
int(0)
object(mysqli_result)#2 (5) {
  ["current_field"]=>
  int(0)
  ["field_count"]=>
  int(1)
  ["lengths"]=>
  NULL
  ["num_rows"]=>
  int(0)
  ["type"]=>
  int(1)
}
int(0)
bool(false)
int(1242)
array(1) {
  [0]=>
  string(1) "1"
}
mysqli_sql_exception Subquery returns more than 1 row
mysqli_sql_exception Subquery returns more than 1 row
array(1) {
  [0]=>
  string(1) "2"
}
object(mysqli_result)#4 (5) {
  ["current_field"]=>
  int(0)
  ["field_count"]=>
  int(1)
  ["lengths"]=>
  NULL
  ["num_rows"]=>
  int(0)
  ["type"]=>
  int(1)
}
int(0)
bool(false)
int(1242)
NULL
NULL
array(1) {
  [0]=>
  string(1) "3"
}
array(2) {
  [0]=>
  string(1) "1"
  [1]=>
  string(1) "1"
}
bool(false)
int(1242)
NULL
array(1) {
  [0]=>
  string(1) "4"
}
