--TEST--
mysqli: mysqli_report: the PHP 8.1+ default throws, ERROR alone warns, OFF only records (WordPress)
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mpi_connect();
mpi_try('default', fn() => $m->query('SELEC 1'));
try {
    $m->query('SELECT * FROM no_such_table_413');
} catch (mysqli_sql_exception $e) {
    var_dump($e->getCode(), $e->getSqlState(), $e instanceof RuntimeException);
}
mysqli_report(MYSQLI_REPORT_ERROR);
var_dump($m->query('SELEC 1'));
var_dump($m->errno, $m->sqlstate, mysqli_errno($m), mysqli_sqlstate($m), $m->error_list);
mysqli_report(MYSQLI_REPORT_OFF);
var_dump($m->query('SELEC 1'), $m->errno, mysqli_error($m));
var_dump($m->query('SELECT 1')->fetch_row(), $m->errno, $m->error, $m->sqlstate, mysqli_error_list($m));
var_dump(mysqli_report(MYSQLI_REPORT_ALL));
mpi_try('index', fn() => $m->query('SELECT * FROM information_schema.CHARACTER_SETS WHERE CHARACTER_SET_NAME = "x"'));
mysqli_report(MYSQLI_REPORT_STRICT);
var_dump($m->query('SELEC 1'), $m->errno);
?>
--EXPECTF--
default: mysqli_sql_exception [1064] You have an error in your SQL syntax; check the manual that corresponds to your MariaDB server version for the right syntax to use near 'SELEC 1' at line 1
int(1146)
string(5) "42S02"
bool(true)

Warning: mysqli::query(): (42000/1064): You have an error in your SQL syntax; check the manual that corresponds to your MariaDB server version for the right syntax to use near 'SELEC 1' at line 1 in %s on line 11
bool(false)
int(1064)
string(5) "42000"
int(1064)
string(5) "42000"
array(1) {
  [0]=>
  array(3) {
    ["errno"]=>
    int(1064)
    ["sqlstate"]=>
    string(5) "42000"
    ["error"]=>
    string(155) "You have an error in your SQL syntax; check the manual that corresponds to your MariaDB server version for the right syntax to use near 'SELEC 1' at line 1"
  }
}
bool(false)
int(1064)
string(155) "You have an error in your SQL syntax; check the manual that corresponds to your MariaDB server version for the right syntax to use near 'SELEC 1' at line 1"
array(1) {
  [0]=>
  string(1) "1"
}
int(0)
string(0) ""
string(5) "00000"
array(0) {
}
bool(true)
index: mysqli_sql_exception [0] No index used in query/prepared statement SELECT * FROM information_schema.CHARACTER_SETS WHERE CHARACTER_SET_NAME = "x"
bool(false)
int(1064)
