--TEST--
mysqli: MYSQLI_OPT_READ_TIMEOUT on the pool (pool-only): a statement that waits past it fails with 2013 naming the wait (stock: 2006, and its link is dead), the connection is discarded and the link goes on with another one; the timeout is the link's own (another link of the same pool waits as long as the server takes), and set after the connect it changes nothing, as stock's
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
mp_pool_user('mp460', 'pw460');
mysqli_report(MYSQLI_REPORT_OFF);
$connect = function (?int $timeout) {
    $m = mysqli_init();
    if ($timeout !== null) {
        $m->options(MYSQLI_OPT_READ_TIMEOUT, $timeout);
    }
    $m->real_connect(MP_HOST, 'mp460', 'pw460', MP_DB, MP_PORT);
    return $m;
};
$a = $connect(1);
$id = $a->thread_id;
$broken = mysqlpool_stats()[0]['closed_broken'];
$t = microtime(true);
var_dump($a->query('SELECT SLEEP(3)'), $a->errno, $a->error);
printf("failed after about 1 s: %s\n", var_export(abs(microtime(true) - $t - 1) < 0.8, true));
$r = $a->query('SELECT CONNECTION_ID(), 2');
$row = $r->fetch_row();
echo "the link goes on: ", $row[1], ", on another connection: ", var_export((int) $row[0] !== $id, true), "\n";
for ($i = 0; $i < 50 && mysqlpool_stats()[0]['closed_broken'] === $broken; $i++) usleep(100000);
echo "the timed-out connection closed: ", var_export(mysqlpool_stats()[0]['closed_broken'] > $broken, true), "\n";
$b = $connect(null);
var_dump($b->query('SELECT SLEEP(1.5) AS s')->fetch_row()[0]);
$b->options(MYSQLI_OPT_READ_TIMEOUT, 1);
var_dump($b->query('SELECT SLEEP(1.5) AS s')->fetch_row()[0]);
$a->close();
$b->close();
mp_drop_pool_user('mp460');
echo "done\n";
?>
--EXPECTF--
bool(false)
int(2013)
string(%d) "Lost connection to server during query (mysqlpool: no reply within 1000 ms)"
failed after about 1 s: true
the link goes on: 2, on another connection: true
the timed-out connection closed: true
string(1) "0"
string(1) "0"
done
