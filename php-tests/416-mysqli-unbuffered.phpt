--TEST--
mysqli: MYSQLI_USE_RESULT: rows streamed (a result far larger than memory_limit leaves), 2014 until
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
// they are all fetched, num_rows only then, iterated once
ini_set('memory_limit', '16M');
$m = mpi_connect();
$sql = "SELECT seq, REPEAT('x', 1000) FROM seq_1_to_40000";
$r = $m->query($sql, MYSQLI_USE_RESULT);
var_dump($r->type, $r->num_rows);
mpi_try('num_rows', fn() => mysqli_num_rows($r));
mpi_try('data_seek', fn() => $r->data_seek(0));
mpi_try('query meanwhile', fn() => $m->query('SELECT 1'));
$n = 0;
$bytes = 0;
while ($row = $r->fetch_row()) {
    $n++;
    $bytes += strlen($row[1]);
}
var_dump($n, $bytes, $r->num_rows, mysqli_num_rows($r), memory_get_peak_usage() < 16 << 20);
var_dump($m->query('SELECT 1')->fetch_row());
// freed before its end: the rest is read away, the link works
$r = $m->query($sql, MYSQLI_USE_RESULT);
$r->fetch_row();
$r->free();
var_dump($m->query('SELECT 2')->fetch_row());
// real_query + use_result
$m->real_query('SELECT 1 UNION SELECT 2');
$r = $m->use_result();
foreach ($r as $row) { var_dump($row); }
foreach ($r as $row) { var_dump($row); }
// buffered, it would not fit: mysqlpool fails the query with 2008 naming memory_limit (stock mysqli
// hits memory_limit in the middle and the script dies); here only ours runs it
if (getenv("MYSQLPOOL_TEST_DRIVER") !== "mysql")
mpi_try('buffered', fn() => $m->query($sql));
?>
--EXPECTF--
int(1)
int(0)
num_rows: Error [0] mysqli_num_rows() cannot be used in MYSQLI_USE_RESULT mode
data_seek: Error [0] mysqli_result::data_seek() cannot be used in MYSQLI_USE_RESULT mode
query meanwhile: mysqli_sql_exception [2014] Commands out of sync; you can't run this command now
int(40000)
int(40000000)
int(40000)
int(40000)
bool(true)
array(1) {
  [0]=>
  string(1) "1"
}
array(1) {
  [0]=>
  string(1) "2"
}
array(1) {
  [1]=>
  string(1) "1"
}
array(1) {
  [1]=>
  string(1) "2"
}

Warning: main(): Data fetched with MYSQLI_USE_RESULT can be iterated only once in %s on line 29
buffered: mysqli_sql_exception [2008] MySQL client ran out of memory (mysqlpool: the result's rows would pass memory_limit, 16777216 bytes; the connection was closed)
