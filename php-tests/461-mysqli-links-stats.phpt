--TEST--
mysqli: mysqli_get_links_stats() and phpinfo()'s link rows count this process's connected links (total), those of them with a p: host (active_plinks), and no argument is taken; cached_plinks is stock's store of closed p: connections, which the pool does not keep (0 on the pool, 1 on stock after a p: link closed)
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
mysqli_report(MYSQLI_REPORT_OFF);
$show = function (string $when) {
    $s = mysqli_get_links_stats();
    ob_start();
    phpinfo(INFO_MODULES);
    $info = strip_tags(ob_get_clean());
    $info = substr($info, strpos($info, 'MysqlI Support => enabled'), 600);
    preg_match('/Active Persistent Links => (\d+)/', $info, $a);
    preg_match('/Active Links => (\d+)/', $info, $l);
    echo "$when: total {$s['total']} active_plinks {$s['active_plinks']}; phpinfo: active links {$l[1]}, active persistent {$a[1]}\n";
    return $s;
};
try {
    mysqli_get_links_stats(1);
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
$show('none');
$a = mpi_connect();
$b = mysqli_init();
$show('one connected, one initialized');
$p = new mysqli('p:' . MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT);
$show('and a p: link');
$bad = @new mysqli(MP_HOST, MP_USER, 'wrong', MP_DB, MP_PORT);
$show('and a refused connect');
$p->close();
$s = $show('p: closed');
$pool = getenv('MYSQLPOOL_TEST_DRIVER') !== 'mysql';
echo "cached_plinks as expected: ", var_export($s['cached_plinks'] === ($pool ? 0 : 1), true), "\n";
$a->close();
$show('all closed');
?>
--EXPECT--
mysqli_get_links_stats() expects exactly 0 arguments, 1 given
none: total 0 active_plinks 0; phpinfo: active links 0, active persistent 0
one connected, one initialized: total 1 active_plinks 0; phpinfo: active links 1, active persistent 0
and a p: link: total 2 active_plinks 1; phpinfo: active links 2, active persistent 1
and a refused connect: total 2 active_plinks 1; phpinfo: active links 2, active persistent 1
p: closed: total 1 active_plinks 0; phpinfo: active links 1, active persistent 0
cached_plinks as expected: true
all closed: total 0 active_plinks 0; phpinfo: active links 0, active persistent 0
