--TEST--
mysqli: get_warnings() and mysqli_stmt::get_warnings(): false without warnings, else a chain of mysqli_warning objects (errno, sqlstate HY000, message; next()) read by SHOW WARNINGS from the connection that holds the statement's diagnostics; a statement's result has no warnings until its end (false after execute and after store_result), as stock; mysqli_warning can't be constructed or cloned
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
mysqli_report(MYSQLI_REPORT_OFF);
$m = mpi_connect();
var_dump($m->get_warnings());
$m->query("SELECT CAST('1a' AS INT), CAST('b' AS INT)");
var_dump($m->warning_count);
$w = $m->get_warnings();
var_dump($w);
do { echo $w->errno, ' ', $w->sqlstate, ' ', $w->message, "\n"; } while ($w->next());
var_dump($w->next(), $m->warning_count, $m->affected_rows, $m->field_count);
try { new mysqli_warning(); } catch (Throwable $t) { echo get_class($t), ': ', $t->getMessage(), "\n"; }
try { $x = clone $w; } catch (Throwable $t) { echo get_class($t), ': ', $t->getMessage(), "\n"; }
$m->query("DO CAST('c' AS INT)");
$w = mysqli_get_warnings($m);
echo get_class($w), ' ', $w->message, "\n";
$s = $m->prepare("INSERT INTO no_such_table_449 VALUES (1)");
$s = $m->prepare("SELECT CAST('1a' AS INT)");
$s->execute();
var_dump($s->get_warnings(), $m->get_warnings(), $m->errno);
$s->store_result();
var_dump($s->get_warnings());
$s2 = $m->prepare("DO CAST('d' AS INT)");
$s2->execute();
$w = $s2->get_warnings();
echo get_class($w), ' ', $w->message, "\n";
$m->query("SELECT 1; SELECT 2");
var_dump($m->get_warnings());
?>
--EXPECT--
bool(false)
int(2)
object(mysqli_warning)#2 (3) {
  ["message"]=>
  string(39) "Truncated incorrect INTEGER value: '1a'"
  ["sqlstate"]=>
  string(5) "HY000"
  ["errno"]=>
  int(1292)
}
1292 HY000 Truncated incorrect INTEGER value: '1a'
1292 HY000 Truncated incorrect INTEGER value: 'b'
bool(false)
int(0)
int(0)
int(3)
Error: Call to private mysqli_warning::__construct() from global scope
Error: Trying to clone an uncloneable object of class mysqli_warning
mysqli_warning Truncated incorrect INTEGER value: 'c'
bool(false)
bool(false)
int(0)
bool(false)
mysqli_warning Truncated incorrect INTEGER value: 'd'
bool(false)
