--TEST--
mysqli: wrong user or password: 1045 with the server's text, SQLSTATE HY000 as mysqlnd reports connect errors
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
mpi_try('wrong password', fn() => new mysqli(MP_HOST, MP_USER, 'not-the-password', MP_DB, MP_PORT));
mpi_try('errno', fn() => [mysqli_connect_errno(), mysqli_connect_error()]);
mpi_try('unknown user', fn() => mysqli_connect(MP_HOST, 'nobody_404', 'x', MP_DB, MP_PORT));
try {
    new mysqli(MP_HOST, MP_USER, 'x', MP_DB, MP_PORT);
} catch (mysqli_sql_exception $e) {
    var_dump($e->getSqlState(), $e->getCode());
}
// WordPress: report off, @real_connect, then connect_errno
mysqli_report(MYSQLI_REPORT_OFF);
$m = mysqli_init();
var_dump(@$m->real_connect(MP_HOST, MP_USER, 'x', MP_DB, MP_PORT));
var_dump($m->connect_errno, $m->connect_error, $m->errno);
$n = new mysqli(MP_HOST, MP_USER, 'x', MP_DB, MP_PORT);
var_dump($n->connect_errno);
?>
--EXPECTF--
wrong password: mysqli_sql_exception [1045] Access denied for user 'mysqlpool'@'%s' (using password: YES)
errno: array(2) {
  [0]=>
  int(1045)
  [1]=>
  string(68) "Access denied for user 'mysqlpool'@'%s' (using password: YES)"
}
unknown user: mysqli_sql_exception [1045] Access denied for user 'nobody_404'@'%s' (using password: YES)
string(5) "HY000"
int(1045)
bool(false)
int(1045)
string(68) "Access denied for user 'mysqlpool'@'%s' (using password: YES)"
int(1045)

Warning: mysqli::__construct(): (HY000/1045): Access denied for user 'mysqlpool'@'%s' (using password: YES) in %s on line 16
int(1045)
