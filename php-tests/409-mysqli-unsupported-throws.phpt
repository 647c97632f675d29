--TEST--
mysqli: what mysqlpool does not support yet throws mysqli_sql_exception naming itself (never a silent no-op), whatever the report mode
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mpi_connect();
mpi_try('client stats', fn() => mysqli_get_client_stats());
mpi_try('connection stats', fn() => $m->get_connection_stats());
// even with reports off: it is not an error of the server's
mysqli_report(MYSQLI_REPORT_OFF);
mpi_try('client stats off', fn() => mysqli_get_client_stats());
// what is supported is accepted (every options() option: PHPT 459)
var_dump($m->options(MYSQLI_OPT_LOCAL_INFILE, false), $m->options(MYSQLI_OPT_INT_AND_FLOAT_NATIVE, true));
?>
--EXPECT--
client stats: mysqli_sql_exception [2054] mysqli_get_client_stats() is not supported by mysqlpool yet
connection stats: mysqli_sql_exception [2054] mysqli::get_connection_stats() is not supported by mysqlpool yet
client stats off: mysqli_sql_exception [2054] mysqli_get_client_stats() is not supported by mysqlpool yet
bool(true)
bool(true)
