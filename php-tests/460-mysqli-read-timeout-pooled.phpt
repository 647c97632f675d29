--TEST--
mysqli: MYSQLI_OPT_READ_TIMEOUT on the pool (pool-only): a statement that waits past it fails with stock's 2006 "MySQL server has gone away", the connection is discarded and the link goes on with another one (stock's link is dead); the timeout is the link's own (another link of the same pool waits as long as the server takes), set after the connect it changes nothing, as stock's; without the option mysqlnd.net_read_timeout is the link's (--INI-- 3 s here), and the pool's read_timeout_ms applies when it is shorter
--INI--
mysqlnd.net_read_timeout=3
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
// Seconds since $t (hrtime: monotonic, as the transport's deadline is). A timeout cannot fire
// before its time; after it, a slow machine may take a while to run the test again, so the
// upper bound is only "before the alternative would have ended" (the other timeout, the SLEEP).
$since = fn (int $t): float => (hrtime(true) - $t) / 1e9;
$a = $connect(1);
$id = $a->thread_id;
$broken = mysqlpool_stats()[0]['closed_broken'];
$t = hrtime(true);
var_dump($a->query('SELECT SLEEP(3)'), $a->errno, $a->error);
$s = $since($t);
printf("failed after its 1 s, before the 3 s: %s\n", var_export($s >= 0.95 && $s < 2.9, true));
$r = $a->query('SELECT CONNECTION_ID(), 2');
$row = $r->fetch_row();
echo "the link goes on: ", $row[1], ", on another connection: ", var_export((int) $row[0] !== $id, true), "\n";
for ($i = 0; $i < 50 && mysqlpool_stats()[0]['closed_broken'] === $broken; $i++) usleep(100000);
echo "the timed-out connection closed: ", var_export(mysqlpool_stats()[0]['closed_broken'] > $broken, true), "\n";
$b = $connect(null);
var_dump($b->query('SELECT SLEEP(1.5) AS s')->fetch_row()[0]);
$b->options(MYSQLI_OPT_READ_TIMEOUT, 1);
var_dump($b->query('SELECT SLEEP(1.5) AS s')->fetch_row()[0]);
echo "-- mysqlnd.net_read_timeout (3 s)\n";
$t = hrtime(true);
var_dump($b->query('SELECT SLEEP(5)'), $b->errno);
$s = $since($t);
printf("failed after its 3 s, before the 5 s: %s\n", var_export($s >= 2.95 && $s < 4.9, true));
echo "-- the pool's read_timeout_ms (1 s) is shorter than the link's 3 s\n";
ini_set('mysqlpool.read_timeout_ms', '1000');
$c = mysqli_init();
$c->options(MYSQLI_OPT_READ_TIMEOUT, 3);
$c->real_connect(MP_HOST, 'mp460', 'pw460', null, MP_PORT);  // no database: a new pool, with it
$t = hrtime(true);
var_dump($c->query('SELECT SLEEP(2)'), $c->errno);
$s = $since($t);
printf("failed after 1 s, before the link's 3 s: %s\n", var_export($s >= 0.95 && $s < 2.9, true));
$c->close();
$a->close();
$b->close();
mp_drop_pool_user('mp460');
echo "done\n";
?>
--EXPECTF--
bool(false)
int(2006)
string(26) "MySQL server has gone away"
failed after its 1 s, before the 3 s: true
the link goes on: 2, on another connection: true
the timed-out connection closed: true
string(1) "0"
string(1) "0"
-- mysqlnd.net_read_timeout (3 s)
bool(false)
int(2006)
failed after its 3 s, before the 5 s: true
-- the pool's read_timeout_ms (1 s) is shorter than the link's 3 s
bool(false)
int(2006)
failed after 1 s, before the link's 3 s: true
done
