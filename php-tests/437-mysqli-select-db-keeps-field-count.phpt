--TEST--
mysqli: select_db() leaves field_count as the last result's and affected_rows -1, as mysqlnd's COM_INIT_DB
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mpi_connect();
$m->query('SELECT 1, 2, 3');
echo $m->affected_rows, ' ', $m->field_count, "\n";
var_dump($m->select_db(MP_DB));
echo $m->affected_rows, ' ', $m->field_count, "\n";
$m->query('DO 1');
$m->select_db(MP_DB);
echo mysqli_affected_rows($m), ' ', mysqli_field_count($m), "\n";
?>
--EXPECT--
1 3
bool(true)
-1 3
-1 0
