--TEST--
mysqli: the read timeout's odd values as stock takes them: mysqlnd.net_read_timeout that is not a number reads as 0, and 0 (from the ini or MYSQLI_OPT_READ_TIMEOUT) leaves PHP's default_socket_timeout in force; a negative one is none; a quantity ("2k") is read as PHP reads it. Each case runs SELECT SLEEP(2.5) with default_socket_timeout=1: a timeout fails it with 2006 after 1 s (before the SLEEP ends here), none lets it finish
--INI--
default_socket_timeout=1
--SKIPIF--
<?php
require __DIR__ . '/inc/skipif.inc';
if (!extension_loaded('mysqlnd')) die('skip mysqlnd.net_read_timeout needs mysqlnd loaded');
?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
mysqli_report(MYSQLI_REPORT_OFF);
$sleep = function (string $case, ?int $option) {
    $m = mysqli_init();
    if ($option !== null) {
        $m->options(MYSQLI_OPT_READ_TIMEOUT, $option);
    }
    $m->real_connect(MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT);
    $t = hrtime(true);
    $r = @$m->query('SELECT SLEEP(2.5)');
    $s = (hrtime(true) - $t) / 1e9;
    // A timeout of 1 s fails it in about 1 s; the bound is the SLEEP's end (room for a slow
    // machine), before which nothing but a timeout fails it.
    printf("%s: %s\n", $case, $r === false
        ? sprintf('errno %d, %s', $m->errno, $s >= 0.95 && $s < 2.45 ? 'after 1 s, before the SLEEP ends' : "after $s s")
        : 'finished: ' . $r->fetch_row()[0]);
    $m->close();
};
@ini_set('mysqlnd.net_read_timeout', 'abc');
var_dump(ini_get('mysqlnd.net_read_timeout'));
$sleep('net_read_timeout=abc', null);
ini_set('mysqlnd.net_read_timeout', '0');
$sleep('net_read_timeout=0', null);
ini_set('mysqlnd.net_read_timeout', '-1');
$sleep('net_read_timeout=-1', null);
$sleep('option 0', 0);
ini_set('mysqlnd.net_read_timeout', '86400');
$sleep('option 0, net_read_timeout=86400', 0);
echo "done\n";
?>
--EXPECT--
string(3) "abc"
net_read_timeout=abc: errno 2006, after 1 s, before the SLEEP ends
net_read_timeout=0: errno 2006, after 1 s, before the SLEEP ends
net_read_timeout=-1: finished: 0
option 0: errno 2006, after 1 s, before the SLEEP ends
option 0, net_read_timeout=86400: errno 2006, after 1 s, before the SLEEP ends
done
