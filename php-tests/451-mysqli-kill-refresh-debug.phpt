--TEST--
mysqli: kill() of the link's own thread_id ends its session (true; every command after fails with 2006 "MySQL server has gone away", quoting still works, thread_id stays), of an unknown id fails with 1094 (reported as the mode says), of 0 is a ValueError; refresh() and dump_debug_info() answer without reporting (affected_rows -1 after each; refresh on an unconnected link: false, 2014); debug() is true
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
$id = $m->thread_id;
var_dump($m->refresh(MYSQLI_REFRESH_STATUS), $m->affected_rows, $m->errno);
var_dump(mysqli_refresh($m, MYSQLI_REFRESH_TABLES | MYSQLI_REFRESH_STATUS));
var_dump($m->dump_debug_info(), mysqli_dump_debug_info($m), $m->affected_rows);
var_dump(mysqli_debug('d:t:O,/dev/null'));
var_dump($m->kill(4294967295), $m->errno, $m->error, $m->affected_rows);
var_dump($m->query('SELECT 1')->fetch_row());
mysqli_report(MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT);
mpi_try('kill unknown, strict', fn() => $m->kill(4294967295));
mpi_try('kill 0', fn() => $m->kill(0));
mpi_try('mysqli_kill -1', fn() => mysqli_kill($m, -1));
mysqli_report(MYSQLI_REPORT_OFF);
echo "-- kill of its own thread id\n";
var_dump(mysqli_kill($m, $id), $m->errno, $m->error, $m->error_list, $m->affected_rows);
var_dump($m->ping(), $m->errno, $m->error, $m->sqlstate);
var_dump($m->query('SELECT 1'), $m->errno, $m->thread_id === $id);
var_dump($m->real_escape_string("a'b"));
var_dump($m->select_db(MP_DB), $m->set_charset('latin1'), $m->errno, $m->character_set_name());
var_dump($m->stat(), $m->prepare('SELECT 1'), $m->errno);
var_dump($m->refresh(MYSQLI_REFRESH_STATUS), $m->dump_debug_info(), $m->errno);
var_dump($m->kill($id), $m->errno, $m->error);
mysqli_report(MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT);
mpi_try('query after kill, strict', fn() => $m->query('SELECT 1'));
mysqli_report(MYSQLI_REPORT_OFF);
var_dump($m->close());
echo "-- a new link works\n";
$m = mpi_connect();
var_dump($m->query('SELECT 1')->fetch_row());
echo "-- unconnected\n";
$i = mysqli_init();
var_dump($i->refresh(1), $i->errno, $i->error);
mpi_try('dump_debug_info', fn() => $i->dump_debug_info());
mpi_try('kill', fn() => $i->kill(1));
$m->close();
mpi_try('kill closed', fn() => $m->kill(1));
mpi_try('refresh closed', fn() => $m->refresh(1));
echo "done\n";
?>
--EXPECT--
bool(true)
int(-1)
int(0)
bool(true)
bool(true)
bool(true)
int(-1)
bool(true)
bool(false)
int(1094)
string(29) "Unknown thread id: 4294967295"
int(-1)
array(1) {
  [0]=>
  string(1) "1"
}
kill unknown, strict: mysqli_sql_exception [1094] Unknown thread id: 4294967295
kill 0: ValueError [0] mysqli::kill(): Argument #1 ($process_id) must be greater than 0
mysqli_kill -1: ValueError [0] mysqli_kill(): Argument #2 ($process_id) must be greater than 0
-- kill of its own thread id
bool(true)
int(0)
string(0) ""
array(0) {
}
int(-1)
bool(false)
int(2006)
string(26) "MySQL server has gone away"
string(5) "HY000"
bool(false)
int(2006)
bool(true)
string(4) "a\'b"
bool(false)
bool(false)
int(2006)
string(7) "utf8mb4"
bool(false)
bool(false)
int(2006)
bool(false)
bool(false)
int(2006)
bool(false)
int(2006)
string(26) "MySQL server has gone away"
query after kill, strict: mysqli_sql_exception [2006] MySQL server has gone away
bool(true)
-- a new link works
array(1) {
  [0]=>
  string(1) "1"
}
-- unconnected
bool(false)
int(2014)
string(52) "Commands out of sync; you can't run this command now"
dump_debug_info: Error [0] mysqli object is not fully initialized
kill: Error [0] mysqli object is not fully initialized
kill closed: Error [0] mysqli object is already closed
refresh closed: Error [0] mysqli object is already closed
done
