--TEST--
mysqli: send_long_data()'s pieces, kept until execute(), count against memory_limit as the application's own strings (held, not copied outside PHP's allocator): 64 distinct 1 MiB pieces under memory_limit=32M end in PHP's memory-limit error, not in 64 MiB the limit does not see (pool-only: stock sends each piece at once)
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--INI--
memory_limit=32M
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
mysqli_report(MYSQLI_REPORT_OFF);
$m = mpi_connect();
$s = $m->prepare('SELECT LENGTH(?)');
$none = null;
$s->bind_param('b', $none);
for ($i = 0; $i < 64; $i++) {
    $piece = str_repeat('x', 1 << 20) . $i;  // a new string each time
    $s->send_long_data(0, $piece);
}
echo "not reached: ", memory_get_usage(), "\n";
?>
--EXPECTF--
%AFatal error: Allowed memory size of 33554432 bytes exhausted%a
