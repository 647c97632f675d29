--TEST--
mysqli: a freed result: every use is an Error, as stock
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mpi_connect();
$r = $m->query('SELECT 1 a');
var_dump($r->free());
mpi_try('fetch_assoc', fn() => $r->fetch_assoc());
mpi_try('mysqli_fetch_row', fn() => mysqli_fetch_row($r));
mpi_try('num_rows', fn() => $r->num_rows);
mpi_try('mysqli_num_rows', fn() => mysqli_num_rows($r));
mpi_try('fetch_fields', fn() => $r->fetch_fields());
mpi_try('data_seek', fn() => $r->data_seek(0));
mpi_try('free again', fn() => $r->free());
mpi_try('mysqli_free_result', fn() => mysqli_free_result($r));
mpi_try('foreach', function () use ($r) { foreach ($r as $row) {} });
var_dump($r);
// the link is fine
var_dump($m->query('SELECT 2')->fetch_row());
// close() and free_result() are free()
$s = $m->query('SELECT 1');
$s->close();
mpi_try('after close', fn() => $s->fetch_row());
$t = $m->query('SELECT 1');
$t->free_result();
mpi_try('after free_result', fn() => $t->fetch_row());
?>
--EXPECTF--
NULL
fetch_assoc: Error [0] mysqli_result object is already closed
mysqli_fetch_row: Error [0] mysqli_result object is already closed
num_rows: Error [0] mysqli_result object is already closed
mysqli_num_rows: Error [0] mysqli_result object is already closed
fetch_fields: Error [0] mysqli_result object is already closed
data_seek: Error [0] mysqli_result object is already closed
free again: Error [0] mysqli_result object is already closed
mysqli_free_result: Error [0] mysqli_result object is already closed
foreach: Error [0] mysqli_result object is already closed
object(mysqli_result)#2 (0) {
}
array(1) {
  [0]=>
  string(1) "2"
}
after close: Error [0] mysqli_result object is already closed
after free_result: Error [0] mysqli_result object is already closed
