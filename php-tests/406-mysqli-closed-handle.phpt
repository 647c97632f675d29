--TEST--
mysqli: a closed link, one never connected, one whose constructor failed: stock's Errors
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mpi_connect();
var_dump($m->close());
mpi_try('query', fn() => $m->query('SELECT 1'));
mpi_try('mysqli_query', fn() => mysqli_query($m, 'SELECT 1'));
mpi_try('close again', fn() => $m->close());
mpi_try('errno', fn() => $m->errno);
mpi_try('thread_id', fn() => $m->thread_id);
mpi_try('connect_errno', fn() => $m->connect_errno);
mpi_try('escape', fn() => $m->real_escape_string('x'));
var_dump($m);
$i = mysqli_init();
mpi_try('init query', fn() => $i->query('SELECT 1'));
mpi_try('init errno', fn() => $i->errno);
mpi_try('init affected_rows', fn() => $i->affected_rows);
mpi_try('init close', fn() => $i->close());
mysqli_report(MYSQLI_REPORT_OFF);
$n = @new mysqli(MP_HOST, MP_USER, 'x', MP_DB, MP_PORT);
mpi_try('failed ctor query', fn() => $n->query('SELECT 1'));
mpi_try('failed ctor errno', fn() => $n->errno);
?>
--EXPECTF--
bool(true)
query: Error [0] mysqli object is already closed
mysqli_query: Error [0] mysqli object is already closed
close again: Error [0] mysqli object is already closed
errno: Error [0] mysqli object is already closed
thread_id: Error [0] mysqli object is already closed
connect_errno: int(0)
escape: Error [0] mysqli object is already closed
object(mysqli)#1 (4) {
  ["client_info"]=>
  string(%d) "%s"
  ["client_version"]=>
  int(%d)
  ["connect_errno"]=>
  int(0)
  ["connect_error"]=>
  NULL
}
init query: Error [0] mysqli object is not fully initialized
init errno: int(0)
init affected_rows: Error [0] Property access is not allowed yet
init close: bool(true)
failed ctor query: Error [0] mysqli object is already closed
failed ctor errno: Error [0] mysqli object is already closed
