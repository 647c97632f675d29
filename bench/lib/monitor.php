<?php
// Server-side figures for bench/oversubscription.sh (CLI only), over ONE root connection made
// before the load, so that it exists even when the server refuses new ones ("Too many
// connections": the load may take every slot, the SUPER one included).
//   1. connects, writes "connected" to READY_FILE, waits for GO_FILE;
//   2. FLUSH STATUS (resets Max_used_connections to what is open now), reads the counters,
//      writes "ready" to READY_FILE;
//   3. every INTERVAL_MS samples Threads_connected and the app user's connections until
//      STOP_FILE exists (or MAX_S pass);
//   4. prints one JSON object: max_used_app (Max_used_connections minus what was open at FLUSH
//      and is not the app user's), threads_max, app_max, app_avg, samples, and the deltas of
//      Connections, Aborted_connects, Connection_errors_max_connections, Questions over the window.
//
// usage: php monitor.php SOCKET APP_USER READY_FILE GO_FILE STOP_FILE [INTERVAL_MS] [MAX_S]
if (PHP_SAPI !== 'cli') exit(1);
[, $socket, $app_user, $ready, $go, $stop] = $argv + [null, '', '', '', '', ''];
$interval_ms = (int)($argv[6] ?? 100);
$max_s = (int)($argv[7] ?? 300);
if ($socket === '' || $stop === '') {
    fwrite(STDERR, "usage: php monitor.php SOCKET APP_USER READY_FILE GO_FILE STOP_FILE [INTERVAL_MS] [MAX_S]\n");
    exit(2);
}
try {
    $db = new PDO("mysql:unix_socket=$socket", 'root', '', [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
    $counters = function () use ($db): array {
        $r = [];
        foreach ($db->query("SHOW GLOBAL STATUS WHERE Variable_name IN ('Connections', 'Aborted_connects',
                 'Connection_errors_max_connections', 'Questions', 'Threads_connected', 'Max_used_connections')") as $row) {
            $r[$row[0]] = (int)$row[1];
        }
        return $r;
    };
    $app = $db->prepare('SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE USER = ?');
    file_put_contents($ready, "connected\n");
    $deadline = microtime(true) + $max_s;
    while (!file_exists($go) && microtime(true) < $deadline) usleep(20000);

    $db->exec('FLUSH STATUS');
    $c0 = $counters();
    $app->execute([$app_user]);
    $app_at_flush = (int)$app->fetchColumn();
    file_put_contents($ready, "ready\n");
    $n = $app_max = $app_sum = $threads_max = 0;
    do {
        $app->execute([$app_user]);
        $a = (int)$app->fetchColumn();
        $t = $counters()['Threads_connected'] - 1;
        $n++;
        $app_max = max($app_max, $a);
        $app_sum += $a;
        $threads_max = max($threads_max, $t);
        usleep($interval_ms * 1000);
    } while (!file_exists($stop) && microtime(true) < $deadline);
    $c1 = $counters();
    $d = fn($k) => $c1[$k] - $c0[$k];
    echo json_encode([
        'max_used_app' => $c1['Max_used_connections'] - ($c0['Threads_connected'] - $app_at_flush),
        'threads_max' => $threads_max, 'app_max' => $app_max, 'app_avg' => round($app_sum / $n, 1),
        'threads_end' => $c1['Threads_connected'] - 1, 'samples' => $n,
        'connections_delta' => $d('Connections'), 'aborted_connects_delta' => $d('Aborted_connects'),
        'too_many_delta' => $d('Connection_errors_max_connections'), 'questions_delta' => $d('Questions'),
    ]), "\n";
} catch (Throwable $e) {
    fwrite(STDERR, 'monitor: ' . $e->getMessage() . "\n");
    file_put_contents($ready, "failed\n");
    exit(1);
}
