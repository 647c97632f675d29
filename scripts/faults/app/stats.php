<?php
// mysqlpool_stats() of the pools named in ?pools=a,b (default main), attached with the same DSN
// as the load (inc/faults.inc): {"pools":{"a":{open, idle, in_use, in_upkeep, waiting, counters
// ...} or null}, "pid":...}. Attaching takes no lease; a pool the manager does not have yet is
// created (its first connection opened), as for any new PDO.
require __DIR__ . '/inc/faults.inc';

$out = [];
foreach (explode(',', $_GET['pools'] ?? 'main') as $pool) {
    $_GET['pool'] = $pool;
    fault_pool();
    try {
        $pdo = fault_pdo($pool);
    } catch (Throwable $e) {
        fault_fail($e, ['pool' => $pool]);
    }
    $out[$pool] = null;
    foreach (mysqlpool_stats() as $entry) {
        if (fault_is_pool($entry, $pool)) $out[$pool] = $entry;
    }
}
echo json_encode(['pools' => $out, 'pid' => getmypid()]), "\n";
