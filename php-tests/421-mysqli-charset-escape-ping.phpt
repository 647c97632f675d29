--TEST--
mysqli: set_charset / character_set_name / real_escape_string / escape_string / ping / select_db / get_* info
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--INI--
; PHP 8.4 deprecates ping(), kill() and refresh() (what it says is checked by the mysqli_api
; step against stock, scripts/mysqli_api/deprecations.php); this test is about what they do
error_reporting=E_ALL & ~E_DEPRECATED
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mpi_connect();
var_dump($m->set_charset('utf8mb4'), $m->character_set_name(), mysqli_character_set_name($m));
var_dump($m->real_escape_string("a'b\"c\\d\0e\n"), mysqli_escape_string($m, "x'y"), $m->escape_string(''));
var_dump($m->set_charset('latin1'), $m->character_set_name());
var_dump($m->query("SELECT @@character_set_client, @@character_set_results")->fetch_row());
mpi_try('bad charset', fn() => $m->set_charset('nosuchcharset'));
var_dump($m->ping(), mysqli_ping($m));
var_dump($m->select_db(MP_DB), $m->query('SELECT DATABASE()')->fetch_row()[0] === MP_DB);
var_dump($m->get_server_info() === $m->server_info, mysqli_get_server_version($m) === $m->server_version);
var_dump(mysqli_get_proto_info($m), $m->protocol_version, mysqli_get_host_info($m) === $m->host_info);
var_dump(is_string(mysqli_get_client_info()), mysqli_get_client_version() === $m->client_version);
var_dump($m->more_results(), $m->next_result(), mysqli_more_results($m));
?>
--EXPECTF--
bool(true)
string(7) "utf8mb4"
string(7) "utf8mb4"
string(15) "a\'b\"c\\d\0e\n"
string(4) "x\'y"
string(0) ""
bool(true)
string(6) "latin1"
array(2) {
  [0]=>
  string(6) "latin1"
  [1]=>
  string(6) "latin1"
}
bad charset: mysqli_sql_exception [2019] Invalid character set was provided
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
int(10)
int(10)
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
