--TEST--
mysqli: an unknown database: 1049
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
mpi_try('unknown db', fn() => mpi_connect('no_such_db_405'));
mpi_try('errno', fn() => [mysqli_connect_errno(), mysqli_connect_error()]);
mysqli_report(MYSQLI_REPORT_OFF);
var_dump(mysqli_connect(MP_HOST, MP_USER, MP_PASSWORD, 'no_such_db_405', MP_PORT));
var_dump(mysqli_connect_errno(), mysqli_connect_error());
// select_db to one that does not exist: the statement's error, the link stays
$m = mpi_connect();
var_dump($m->select_db('no_such_db_405'), $m->errno, $m->error);
var_dump($m->select_db(MP_DB), $m->query('SELECT DATABASE()')->fetch_row()[0] === MP_DB);
?>
--EXPECTF--
unknown db: mysqli_sql_exception [1049] Unknown database 'no_such_db_405'
errno: array(2) {
  [0]=>
  int(1049)
  [1]=>
  string(33) "Unknown database 'no_such_db_405'"
}

Warning: mysqli_connect(): (HY000/1049): Unknown database 'no_such_db_405' in %s on line 6
bool(false)
int(1049)
string(33) "Unknown database 'no_such_db_405'"
bool(false)
int(1049)
string(33) "Unknown database 'no_such_db_405'"
bool(true)
bool(true)
