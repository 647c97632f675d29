--TEST--
mysqli: MYSQLI_ASYNC, mysqli_poll() and reap_async_query(): queries sent on several links run at once; poll() returns the links whose reply came (the others stay out, links with nothing sent go to $reject), waits up to its time; reap gives what query() would (a result, stored or used, true with affected_rows/insert_id/info, or the error, reported as the mode says); the link refuses other commands with 2014 until then; stock's warnings and argument errors
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
mysqli_report(MYSQLI_REPORT_OFF);
$c = fn() => mpi_connect();
$a = $c(); $b = $c(); $d = $c();
var_dump($a->query("SELECT SLEEP(1), 'a'", MYSQLI_ASYNC));
var_dump($b->query("SELECT 'b', 2", MYSQLI_ASYNC | MYSQLI_USE_RESULT));
var_dump($a->query("SELECT 1"), $a->errno, $a->error);
var_dump($a->query("SELECT 1", MYSQLI_ASYNC), $a->errno);
$t = microtime(true);
$all = 0; $seen = [];
while ($all < 2) {
  $r = [$a, $b, $d]; $er = [$a, $b, $d]; $rej = [];
  $n = mysqli_poll($r, $er, $rej, 1);
  if ($n === false) { echo "poll false\n"; break; }
  foreach ($r as $l) {
    $res = $l->reap_async_query();
    var_dump($res instanceof mysqli_result ? $res->fetch_all() : $res);
    $all++;
  }
  if (!$seen) { $seen = [count($r), count($er), count($rej)]; }
}
echo "first poll: ", json_encode($seen), " waited: ", (microtime(true) - $t) > 0.2 ? "yes" : "no", "\n";
var_dump($a->reap_async_query(), $a->errno);
echo "-- insert\n";
$a->query("CREATE TEMPORARY TABLE ta (id INT AUTO_INCREMENT PRIMARY KEY)");
var_dump($a->query("INSERT INTO ta VALUES (NULL),(NULL)", MYSQLI_ASYNC));
$r = [$a]; $er = $rej = []; var_dump(mysqli_poll($r, $er, $rej, 2));
var_dump($a->reap_async_query(), $a->affected_rows, $a->insert_id, $a->info);
echo "-- error\n";
var_dump($a->query("SELECT * FROM no_such_table_a1", MYSQLI_ASYNC), $a->errno);
$r = [$a]; $er = $rej = []; var_dump(mysqli_poll($r, $er, $rej, 2));
var_dump($a->reap_async_query(), $a->errno, $a->error);
mysqli_report(MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT);
$a->query("SELECT * FROM no_such_table_a1", MYSQLI_ASYNC);
$r = [$a]; $er = $rej = []; mysqli_poll($r, $er, $rej, 2);
try { $a->reap_async_query(); } catch (mysqli_sql_exception $x) { echo "exception ", $x->getCode(), "\n"; }
mysqli_report(MYSQLI_REPORT_OFF);
echo "-- nothing to poll\n";
$r = [$d]; $er = $rej = []; var_dump(mysqli_poll($r, $er, $rej, 0), $r, count($rej));
$r = null; $er = null; var_dump(@mysqli_poll($r, $er, $rej, 0));
try { $r = [1]; mysqli_poll($r, $er, $rej, 0); } catch (Throwable $x) { echo get_class($x), ": ", $x->getMessage(), "\n"; }
try { $r = [$d]; mysqli_poll($r, $er, $rej, -1); } catch (Throwable $x) { echo get_class($x), ": ", $x->getMessage(), "\n"; }
echo "-- timeout\n";
$a->query("SELECT SLEEP(1)", MYSQLI_ASYNC);
$r = [$a]; $er = $rej = []; var_dump(mysqli_poll($r, $er, $rej, 0, 50000), count($r));
$r = [$a]; var_dump(mysqli_poll($r, $er, $rej, 2), count($r));
var_dump($a->reap_async_query()->fetch_row());
echo "-- use result\n";
$a->query("SELECT 1 UNION SELECT 2", MYSQLI_ASYNC | MYSQLI_USE_RESULT);
$r = [$a]; mysqli_poll($r, $er, $rej, 2);
$res = $a->reap_async_query(); var_dump(get_class($res), $res->fetch_row(), $a->query("SELECT 3"), $a->errno);
$res->free();
echo "-- close pending\n";
$a->query("SELECT SLEEP(0.2)", MYSQLI_ASYNC);
var_dump($a->close());
$x = $c(); var_dump($x->query("SELECT 5")->fetch_row());
?>
--EXPECTF--
bool(true)
bool(true)
bool(false)
int(2014)
string(52) "Commands out of sync; you can't run this command now"
bool(false)
int(2014)
array(1) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "b"
    [1]=>
    string(1) "2"
  }
}
array(1) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "0"
    [1]=>
    string(1) "a"
  }
}
first poll: [1,0,1] waited: yes

Warning: mysqli::reap_async_query(): Connection not opened, clear or has been closed in %s on line 24
bool(false)
int(0)
-- insert
bool(true)
int(1)
bool(true)
int(2)
int(1)
string(38) "Records: 2  Duplicates: 0  Warnings: 0"
-- error
bool(true)
int(0)
int(1)
bool(false)
int(1146)
string(53) "Table 'mysqlpool_test.no_such_table_a1' doesn't exist"
exception 1146
-- nothing to poll

Warning: mysqli_poll(): All arrays passed are clear in %s on line 40
bool(false)
array(0) {
}
int(1)
bool(false)
TypeError: mysqli_poll(): Argument #1 ($read) must be an instance of mysqli, int given
ValueError: mysqli_poll(): Argument #4 ($seconds) must be greater than or equal to 0
-- timeout
int(0)
int(0)
int(1)
int(1)
array(1) {
  [0]=>
  string(1) "0"
}
-- use result
string(13) "mysqli_result"
array(1) {
  [0]=>
  string(1) "1"
}
bool(false)
int(2014)
-- close pending
bool(true)
array(1) {
  [0]=>
  string(1) "5"
}
