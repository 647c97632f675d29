--TEST--
mysqli: a ping that succeeds clears the last error (errno, error, error_list), as mysqlnd
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--INI--
; PHP 8.4 deprecates ping(), kill() and refresh() (what it says is checked by the mysqli_api
; step against stock, scripts/mysqli_api/deprecations.php); this test is about what they do
error_reporting=E_ALL & ~E_DEPRECATED
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
mysqli_report(MYSQLI_REPORT_OFF);
$m = mpi_connect();
var_dump($m->query('SELECT * FROM no_such_table_426'), $m->errno);
var_dump($m->ping(), $m->errno, $m->error, $m->error_list);
@$m->query('SELECT * FROM no_such_table_426');
var_dump(mysqli_ping($m), mysqli_errno($m));
?>
--EXPECT--
bool(false)
int(1146)
bool(true)
int(0)
string(0) ""
array(0) {
}
bool(true)
int(0)
