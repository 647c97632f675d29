--TEST--
mysqli: MYSQLI_ASYNC on the pool (pool-only): the link holds its connection from the send to the reap (in_use 1; with a pool of 1 another link waits for it), the statement runs through the session as query()'s (a SET NAMES joins the baseline: the connection goes back at the reap), and a link closed with its query pending gives no half-read connection back (the pool closes it and opens another)
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
ini_set('mysqlpool.max_connections', '1');
ini_set('mysqlpool.acquire_timeout_ms', '300');
mp_pool_user('mp457', 'pw457');
mysqli_report(MYSQLI_REPORT_OFF);
$c = fn() => new mysqli(MP_HOST, 'mp457', 'pw457', MP_DB, MP_PORT);
$in_use = fn() => mysqlpool_stats()[0]['in_use'];
$a = $c();
$b = $c();
var_dump($a->query('SELECT SLEEP(0.2), 1', MYSQLI_ASYNC));
echo "sent: in_use ", $in_use(), "\n";
$t = microtime(true);
var_dump($b->query('SELECT 2'), $b->errno, str_contains($b->error, 'no connection free'));
$r = [$a]; $e = $rej = [];
var_dump(mysqli_poll($r, $e, $rej, 5));
var_dump($a->reap_async_query()->fetch_row());
echo "reaped: in_use ", $in_use(), "\n";
var_dump($b->query('SELECT 2')->fetch_row());

echo "-- a wait as long as PHP_INT_MAX seconds ends when the reply comes\n";
$a->query('SELECT 3', MYSQLI_ASYNC);
$r = [$a];
var_dump(mysqli_poll($r, $e, $rej, PHP_INT_MAX, PHP_INT_MAX), $a->reap_async_query()->fetch_row()[0]);

echo "-- a setting\n";
var_dump($a->query('SET NAMES latin1', MYSQLI_ASYNC));
$r = [$a]; mysqli_poll($r, $e, $rej, 5);
var_dump($a->reap_async_query(), $in_use(), $a->query('SELECT @@character_set_client')->fetch_row()[0]);

echo "-- closed while pending\n";
$id = (int) $a->query('SELECT CONNECTION_ID()')->fetch_row()[0];
$opened = mysqlpool_stats()[0]['opened'];
$a->query('SELECT SLEEP(0.5)', MYSQLI_ASYNC);
$a->close();
var_dump($in_use());
// the replacement opens once the server ended the killed session (after its SLEEP)
for ($i = 0; $i < 50 && !($res = $b->query('SELECT CONNECTION_ID()')); $i++) usleep(100000);
$next = (int) $res->fetch_row()[0];
echo "another connection: ", var_export($next !== $id, true), ", opened one more: ", var_export(mysqlpool_stats()[0]['opened'] > $opened, true), "\n";
$b->close();
mp_drop_pool_user('mp457');
echo "done\n";
?>
--EXPECT--
bool(true)
sent: in_use 1
bool(false)
int(2002)
bool(true)
int(1)
array(2) {
  [0]=>
  string(1) "0"
  [1]=>
  string(1) "1"
}
reaped: in_use 0
array(1) {
  [0]=>
  string(1) "2"
}
-- a wait as long as PHP_INT_MAX seconds ends when the reply comes
int(1)
string(1) "3"
-- a setting
bool(true)
bool(true)
int(0)
string(6) "latin1"
-- closed while pending
int(0)
another connection: true, opened one more: true
done
