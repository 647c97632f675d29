--TEST--
mysqli: a CALL's results one by one: more_results / next_result / store_result, the OK at its end; a
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
// query while results are pending is 2014; MYSQLI_CLIENT_FOUND_ROWS counts matched rows
$m = mpi_connect();
$m->query('DROP PROCEDURE IF EXISTS p423');
$m->query('CREATE PROCEDURE p423() BEGIN SELECT 1 AS a; SELECT 2 AS b, 3 AS c; END');
var_dump($m->real_query('CALL p423()'));
do {
    if ($r = $m->store_result()) {
        var_dump($r->fetch_all(MYSQLI_ASSOC));
        $r->free();
    } else {
        var_dump($m->errno, $m->field_count);
    }
} while ($m->more_results() && $m->next_result());
var_dump($m->more_results(), $m->next_result());
$r = $m->query('CALL p423()');
var_dump($r->fetch_row());
mpi_try('pending', fn() => $m->query('SELECT 1'));
while ($m->next_result()) { if ($x = $m->store_result()) $x->free(); }
var_dump($m->query('SELECT 5')->fetch_row());
$m->query('DROP PROCEDURE p423');
mpi_try('two statements', fn() => $m->query('SELECT 1; SELECT 2'));
$m->query('DROP TABLE IF EXISTS t423');
$m->query('CREATE TABLE t423 (id INT, v INT)');
$m->query('INSERT INTO t423 VALUES (1, 1), (2, 2)');
$f = mysqli_init();
$f->real_connect(MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT, null, MYSQLI_CLIENT_FOUND_ROWS);
$f->query('UPDATE t423 SET v = 1');
var_dump($f->affected_rows);
$m->query('UPDATE t423 SET v = 1');
var_dump($m->affected_rows);
$m->query('DROP TABLE t423');
?>
--EXPECTF--
bool(true)
array(1) {
  [0]=>
  array(1) {
    ["a"]=>
    string(1) "1"
  }
}
array(1) {
  [0]=>
  array(2) {
    ["b"]=>
    string(1) "2"
    ["c"]=>
    string(1) "3"
  }
}
int(0)
int(0)
bool(false)
bool(false)
array(1) {
  [0]=>
  string(1) "1"
}
pending: mysqli_sql_exception [2014] Commands out of sync; you can't run this command now
array(1) {
  [0]=>
  string(1) "5"
}
two statements: mysqli_sql_exception [1064] You have an error in your SQL syntax; check the manual that corresponds to your MariaDB server version for the right syntax to use near 'SELECT 2' at line 1
int(2)
int(0)
