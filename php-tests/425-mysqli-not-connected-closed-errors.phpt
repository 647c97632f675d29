--TEST--
mysqli: a failed connect on an object that had a link, a closed link and a freed result give stock's errors ("not fully initialized", "Property access is not allowed yet")
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
mysqli_report(MYSQLI_REPORT_OFF);
$m = new mysqli();
@$m->__construct('doesnotexist');
mpi_try('failed ctor close', fn() => $m->close());
mpi_try('failed ctor query', fn() => $m->query('SELECT 1'));
$m = new mysqli();
@$m->connect('doesnotexist');
mpi_try('failed connect close', fn() => $m->close());
$m = mysqli_init();
@$m->real_connect('doesnotexist');
mpi_try('failed real_connect close', fn() => $m->close());
$m = mpi_connect();
$r = $m->query('SELECT 1');
$r->free();
foreach (['current_field', 'lengths', 'type'] as $p) mpi_try("freed $p", fn() => $r->$p);
$m->close();
foreach (['affected_rows', 'error_list', 'errno', 'thread_id'] as $p) mpi_try("closed $p", fn() => $m->$p);
?>
--EXPECT--
failed ctor close: Error [0] mysqli object is not fully initialized
failed ctor query: Error [0] mysqli object is not fully initialized
failed connect close: Error [0] mysqli object is not fully initialized
failed real_connect close: bool(true)
freed current_field: Error [0] mysqli_result object is already closed
freed lengths: Error [0] Property access is not allowed yet
freed type: Error [0] Property access is not allowed yet
closed affected_rows: Error [0] Property access is not allowed yet
closed error_list: Error [0] Property access is not allowed yet
closed errno: Error [0] mysqli object is already closed
closed thread_id: Error [0] mysqli object is already closed
