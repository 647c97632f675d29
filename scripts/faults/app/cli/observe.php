<?php
// After a fault's load (CLI only, run with the extension and the fault's mysqlpool.* settings as
// -d options): every 200 ms, until everything is back or TIMEOUT_S pass,
//   - mysqlpool_stats() of POOLS (in_use, in_upkeep, waiting, idle, open), read by this process:
//     it attaches to the running manager's pools with the load's DSNs (inc/faults.inc) and takes
//     no lease. (Not through the FPM workers' stats.php: a worker that has run no statement
//     since a manager died still shows that manager's pool.)
//   - the server, as root over MYSQLPOOL_TEST_ROOT_SOCKET: the sessions of USERS in
//     information_schema.PROCESSLIST, and every open transaction in information_schema.INNODB_TRX
//     (a cache the server refreshes every 0.1 s; only the pool users run transactions here)
// "Clean" is: in_use 0, in_upkeep 0, waiting 0, idle == open in every pool, sessions of USERS ==
// the pools' open connections (none beyond them: "sessions left open" = the difference), no
// open transaction. Prints one JSON object: clean, settle_ms (time to the first clean sample),
// the last sample's numbers, max_extra over the samples, and the extra sessions' rows if not clean.
//
// usage: php -d extension=.../mysqlpool.so -d mysqlpool.manager_socket=... observe.php POOLS USERS TIMEOUT_S
if (PHP_SAPI !== 'cli') {
    http_response_code(403);
    exit;
}
require __DIR__ . '/../inc/faults.inc';
[$pools, $users, $timeout] = [$argv[1] ?? 'main', $argv[2] ?? 'mysqlpool', (float)($argv[3] ?? 3)];
$socket = getenv('MYSQLPOOL_TEST_ROOT_SOCKET');
try {
    $db = new PDO("mysql:unix_socket=$socket", 'root', '', [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
} catch (Throwable $e) {
    echo json_encode(['clean' => false, 'error' => 'root connection: ' . $e->getMessage()]), "\n";
    exit(1);
}
$user_list = implode(',', array_map(fn($u) => $db->quote($u), explode(',', $users)));
$handles = [];
$t_start = microtime(true);
$max_extra = 0;
$sample = null;
do {
    $t = microtime(true);
    $s = ['open' => 0, 'idle' => 0, 'in_use' => 0, 'in_upkeep' => 0, 'waiting' => 0, 'pools_missing' => 0];
    $stats = [];
    try {
        foreach (explode(',', $pools) as $pool) {
            $handles[$pool] ??= fault_pdo($pool);
            $stats[$pool] = null;
        }
        foreach (mysqlpool_stats() as $entry) {
            foreach (array_keys($stats) as $pool) {
                if (fault_is_pool($entry, $pool)) $stats[$pool] = $entry;
            }
        }
    } catch (Throwable $e) {
        $s['stats_error'] = $e->getMessage();
        $handles = [];
    }
    if (!isset($s['stats_error'])) {
        foreach ($stats as $name => $p) {
            if ($p === null) { $s['pools_missing']++; continue; }
            foreach (['open', 'idle', 'in_use', 'in_upkeep', 'waiting'] as $k) $s[$k] += $p[$k];
            // every counter mysqlpool_stats() has (the names change with the code)
            $s['counters'][$name] = array_diff_key(array_filter($p, 'is_int'),
                array_flip(['max_connections', 'open', 'idle', 'in_use', 'in_upkeep', 'waiting']));
        }
    }
    $s['sessions'] = (int)$db->query("SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE USER IN ($user_list)")->fetchColumn();
    $s['open_trx'] = (int)$db->query('SELECT COUNT(*) FROM information_schema.INNODB_TRX')->fetchColumn();
    $s['extra'] = $s['sessions'] - $s['open'];
    $max_extra = max($max_extra, $s['extra']);
    $s['clean'] = !isset($s['stats_error']) && $s['pools_missing'] === 0 && $s['in_use'] === 0 && $s['in_upkeep'] === 0
        && $s['waiting'] === 0 && $s['idle'] === $s['open'] && $s['extra'] <= 0 && $s['open_trx'] === 0;
    $sample = $s;
    if ($s['clean']) break;
    $left = 0.2 - (microtime(true) - $t);
    if ($left > 0) usleep((int)($left * 1e6));
} while (microtime(true) - $t_start < $timeout);
$out = ['clean' => $sample['clean'], 'settle_ms' => (int)round((microtime(true) - $t_start) * 1000), 'max_extra' => $max_extra] + $sample;
if (!$sample['clean']) {
    $out['sessions_rows'] = $db->query("SELECT ID, USER, COMMAND, TIME, STATE, LEFT(INFO, 80) AS INFO FROM information_schema.PROCESSLIST WHERE USER IN ($user_list)")->fetchAll(PDO::FETCH_ASSOC);
    $out['trx_rows'] = $db->query('SELECT trx_mysql_thread_id, trx_state, trx_started, trx_rows_locked FROM information_schema.INNODB_TRX')->fetchAll(PDO::FETCH_ASSOC);
}
echo json_encode($out), "\n";
