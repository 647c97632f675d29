--TEST--
mysqli: options before real_connect: MYSQLI_INIT_COMMAND (run at connect; its failure fails the connect), MYSQLI_SET_CHARSET_NAME, MYSQLI_OPT_CONNECT_TIMEOUT
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mysqli_init();
var_dump($m->options(MYSQLI_INIT_COMMAND, "SET @@SESSION.sql_mode = 'ANSI_QUOTES'"));
var_dump($m->options(MYSQLI_SET_CHARSET_NAME, 'latin1'), mysqli_options($m, MYSQLI_OPT_CONNECT_TIMEOUT, 3));
var_dump($m->real_connect(MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT));
var_dump($m->query('SELECT @@SESSION.sql_mode, @@character_set_client')->fetch_row(), $m->character_set_name());
$n = mysqli_init();
$n->options(MYSQLI_INIT_COMMAND, 'SELEC 1');
mpi_try('bad init command', fn() => $n->real_connect(MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT));
mysqli_report(MYSQLI_REPORT_OFF);
$o = mysqli_init();
$o->options(MYSQLI_INIT_COMMAND, 'SELEC 1');
var_dump(@$o->real_connect(MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT), $o->connect_errno, $o->errno);
mpi_try('query', fn() => $o->query('SELECT 1'));
?>
--EXPECTF--
bool(true)
bool(true)
bool(true)
bool(true)
array(2) {
  [0]=>
  string(11) "ANSI_QUOTES"
  [1]=>
  string(6) "latin1"
}
string(6) "latin1"
bad init command: mysqli_sql_exception [1064] You have an error in your SQL syntax; check the manual that corresponds to your MariaDB server version for the right syntax to use near 'SELEC 1' at line 1
bool(false)
int(1064)
int(1064)
query: Error [0] mysqli object is not fully initialized
