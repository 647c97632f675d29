--TEST--
mysqli: what mysqlpool does not support yet throws mysqli_sql_exception naming itself (never a silent no-op)
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mpi_connect();
mpi_try('options', fn() => $m->options(MYSQLI_OPT_READ_TIMEOUT, 5));
mpi_try('mysqli_options', fn() => mysqli_options($m, MYSQLI_READ_DEFAULT_FILE, '/x'));
mpi_try('client stats', fn() => mysqli_get_client_stats());
// even with reports off: it is not an error of the server's
mysqli_report(MYSQLI_REPORT_OFF);
mpi_try('options off', fn() => $m->options(MYSQLI_OPT_READ_TIMEOUT, 5));
// what is supported is accepted
var_dump($m->options(MYSQLI_OPT_LOCAL_INFILE, false), $m->options(MYSQLI_OPT_INT_AND_FLOAT_NATIVE, true));
?>
--EXPECT--
options: mysqli_sql_exception [0] mysqli_options() option 11 is not supported by mysqlpool yet
mysqli_options: mysqli_sql_exception [0] mysqli_options() option 4 is not supported by mysqlpool yet
client stats: mysqli_sql_exception [2054] mysqli_get_client_stats() is not supported by mysqlpool yet
options off: mysqli_sql_exception [0] mysqli_options() option 11 is not supported by mysqlpool yet
bool(true)
bool(true)
