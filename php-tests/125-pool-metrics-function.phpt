--TEST--
pool: mysqlpool_metrics() returns the manager's Prometheus text, with this process's pool and no password
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$db = mp_connect();
$db->query('SELECT 1')->fetchAll();
$stats = mysqlpool_stats();
$text = mysqlpool_metrics();
var_dump(is_string($text));
var_dump(str_contains($text, "\nmysqlpool_up 1\n"));
var_dump(str_contains($text, "# TYPE mysqlpool_lease_hold_seconds histogram\n"));
var_dump(str_contains($text, MP_PASSWORD));
// Every pool this process uses is in it; counters only grow, and the text was asked after.
foreach ($stats as $pool) {
    $label = 'pool="' . addcslashes($pool['pool'], "\\\"") . '"';
    $ok = preg_match('/^mysqlpool_leases_total\{' . preg_quote($label, '/') . '\} (\d+)$/m', $text, $m);
    var_dump($ok === 1 && (int) $m[1] >= $pool['leases']);
    var_dump(str_contains($text, "mysqlpool_max_connections{" . $label . "} " . $pool['max_connections'] . "\n"));
}
var_dump(substr($text, -1) === "\n");
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
