--TEST--
mysqli: prepared statements as stock runs them: bind_param by reference (read at execute(), 'i' given a string or a number past the int range, 'd', 's', NULL), types of the binary protocol (ints, floats, ZEROFILL and past-range text, BIT, dates), bind_result/fetch, store_result/num_rows/data_seek, get_result, result_metadata, execute([...]), execute_query(), long data in pieces, the link busy until the rows are read (2014), errors among the rows, and the statement's numbers and errors
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
mysqli_report(MYSQLI_REPORT_OFF);
$m = mpi_connect();
$m->query('CREATE TEMPORARY TABLE t446 (id INT AUTO_INCREMENT PRIMARY KEY, v VARCHAR(10), z INT(5) ZEROFILL, b BIT(4), bb BLOB, f FLOAT, dd DOUBLE, dt DATETIME(3), dc DECIMAL(5,2), u BIGINT UNSIGNED)');
$ins = $m->prepare('INSERT INTO t446 (v, z, b, bb, f, dd, dt, dc, u) VALUES (?,?,?,?,?,?,?,?,?)');
echo 'params ', $ins->param_count, ' fields ', $ins->field_count, ' affected ', $ins->affected_rows, "\n";
$v = 'x'; $z = '42'; $b = 5; $bb = null; $f = 1.1; $dd = 2.5; $dt = '2024-01-02 03:04:05.678'; $dc = '3.14'; $u = '18446744073709551615';
$ins->bind_param('siibddssi', $v, $z, $b, $bb, $f, $dd, $dt, $dc, $u);
var_dump($ins->send_long_data(3, 'abc'), $ins->send_long_data(3, 'def'), $ins->send_long_data(0, 'x'), $ins->errno, $ins->send_long_data(9, 'x'), $ins->errno);
$v = 'read late';  // by reference: the value at execute()
var_dump($ins->execute(), $ins->affected_rows, $ins->insert_id, $m->insert_id);
var_dump($ins->store_result(), $ins->get_result(), $ins->fetch(), $ins->errno);

$q = $m->prepare('SELECT * FROM t446 WHERE id > ?');
$min = 0;
$q->bind_param('i', $min);
var_dump($q->execute(), $q->affected_rows, $q->num_rows);
var_dump($m->query('SELECT 1'), $m->errno);  // the link is busy with the rows
$q->bind_result($c1, $c2, $c3, $c4, $c5, $c6, $c7, $c8, $c9, $c10);
var_dump($q->fetch(), $q->num_rows);
var_dump($c1, $c2, $c3, $c4, $c5, $c6, $c7, $c8, $c9, $c10);
var_dump($q->fetch(), $q->num_rows, $m->query('SELECT 2')->fetch_row()[0]);

var_dump($q->execute(), $q->store_result(), $q->store_result(), $q->errno, $q->num_rows, $q->affected_rows);
var_dump($m->query('SELECT 3')->fetch_row()[0]);
$q->data_seek(0);
var_dump($q->fetch(), $c2, $q->fetch());
$q->execute();
$r = $q->get_result();
var_dump($r->fetch_assoc(), $q->num_rows, $q->affected_rows);
$md = $q->result_metadata();
var_dump($md->field_count, $md->fetch_field()->name, $md->fetch_row(), $ins->result_metadata());

$p = $m->prepare('SELECT ?, ?, ?');
$n1 = '9223372036854775808'; $n2 = 1.9; $n3 = 'abc';
$p->bind_param('iii', $n1, $n2, $n3);
$p->execute();
var_dump($p->get_result()->fetch_row());
var_dump($p->execute([null, 2, 'three']), $p->get_result()->fetch_row());
try { $p->execute([1]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump($m->execute_query('SELECT ? + 1 AS n', [41])->fetch_assoc(), $m->execute_query('DO ?', [1]), $m->execute_query('SELEC'), $m->errno);

$cut = 'SELECT a, (SELECT 1 UNION SELECT a) FROM (SELECT 1 a UNION SELECT 2 UNION SELECT 3) t';
$s = $m->prepare($cut);
var_dump($s->execute(), $s->store_result(), $s->errno, $m->errno);
$s->execute();
$s->bind_result($a, $x);
var_dump($s->fetch(), $a, $s->fetch(), $s->errno, $s->fetch());

$bad = $m->prepare('SELECT * FROM no_such_table_446');
var_dump($bad, $m->errno);
$st = $m->stmt_init();
var_dump($st->prepare('SELEC'), $st->errno, $m->errno);
try { $st->execute(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($q->prepare('SELECT * FROM no_such_table_446'), $q->execute(), $q->errno, $q->affected_rows);
try { $p->bind_param('xii', $n1, $n2, $n3); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { $p->bind_param('ii', $n1, $n2); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
// A scrollable cursor (4) and MYSQLI_STMT_ATTR_PREFETCH_ROWS (2), which mysqlnd never
// implemented: 8.2 takes them and answers 2054 "Not implemented"; 8.4, whose constants for them
// are gone, refuses them as bad arguments. Each line says whether the answer is this PHP's.
$answer = function (callable $call) use ($p) {
    try { return var_export($call(), true) . ' ' . $p->errno; } catch (ValueError $e) { return $e->getMessage(); }
};
$v84 = PHP_VERSION_ID >= 80400;
foreach ([
    ['attr_set(CURSOR_TYPE, 4)', fn() => $p->attr_set(MYSQLI_STMT_ATTR_CURSOR_TYPE, 4), $v84
        ? 'mysqli_stmt::attr_set(): Argument #2 ($value) must be one of the MYSQLI_CURSOR_TYPE_* constants for attribute MYSQLI_STMT_ATTR_CURSOR_TYPE'
        : 'false 2054'],
    ['attr_get(2)', fn() => $p->attr_get(2), $v84
        ? 'mysqli_stmt::attr_get(): Argument #1 ($attribute) must be either MYSQLI_STMT_ATTR_UPDATE_MAX_LENGTH or MYSQLI_STMT_ATTR_CURSOR_TYPE'
        : '1 2054'],
] as [$label, $call, $want]) {  // ($f is bound to $ins above)
    $got = $answer($call);
    echo $label, ': ', $got === $want ? "as stock PHP's" : "not as stock PHP's: $got", "\n";
}
$unbound = $m->prepare('SELECT ?');  // executed unbound: the statement's error, not the link's
var_dump($unbound->execute(), $unbound->errno, $m->errno);
$p->close();
try { $p->execute(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$m->close();
var_dump($ins->execute(), $ins->errno, $ins->error);
?>
--EXPECTF--
params 9 fields 0 affected 0
bool(true)
bool(true)
bool(false)
int(2035)
bool(false)
int(2034)
bool(true)
int(1)
int(1)
int(1)
bool(true)
bool(false)
bool(false)
int(2014)
bool(true)
int(-1)
int(0)
bool(false)
int(2014)
bool(true)
int(0)
int(1)
string(9) "read late"
string(5) "00042"
int(5)
string(6) "abcdef"
float(1.1)
float(2.5)
string(23) "2024-01-02 03:04:05.678"
string(4) "3.14"
string(20) "18446744073709551615"
NULL
int(1)
string(1) "2"
bool(true)
bool(true)
bool(false)
int(2014)
int(1)
int(1)
string(1) "3"
bool(true)
string(9) "read late"
NULL
array(10) {
  ["id"]=>
  int(1)
  ["v"]=>
  string(9) "read late"
  ["z"]=>
  string(5) "00042"
  ["b"]=>
  int(5)
  ["bb"]=>
  string(6) "abcdef"
  ["f"]=>
  float(1.1)
  ["dd"]=>
  float(2.5)
  ["dt"]=>
  string(23) "2024-01-02 03:04:05.678"
  ["dc"]=>
  string(4) "3.14"
  ["u"]=>
  string(20) "18446744073709551615"
}
int(0)
int(1)
int(10)
string(2) "id"
NULL
bool(false)
array(3) {
  [0]=>
  string(19) "9223372036854775808"
  [1]=>
  int(1)
  [2]=>
  int(0)
}
bool(true)
array(3) {
  [0]=>
  NULL
  [1]=>
  string(1) "2"
  [2]=>
  string(5) "three"
}
mysqli_stmt::execute(): Argument #1 ($params) must consist of exactly 3 elements, 1 present
array(1) {
  ["n"]=>
  float(42)
}
bool(true)
bool(false)
int(1064)
bool(true)
bool(false)
int(1242)
int(1242)
bool(true)
int(1)
bool(false)
int(1242)
NULL
bool(false)
int(1146)
bool(false)
int(1064)
int(1064)
mysqli_stmt object is not fully initialized
bool(false)
bool(false)
int(2014)
int(-1)
mysqli_stmt::bind_param(): Argument #1 ($types) must only contain the "b", "d", "i", "s" type specifiers
The number of variables must match the number of parameters in the prepared statement
attr_set(CURSOR_TYPE, 4): as stock PHP's
attr_get(2): as stock PHP's
bool(false)
int(2031)
int(0)
mysqli_stmt object is already closed
bool(false)
int(2006)
string(26) "MySQL server has gone away"
