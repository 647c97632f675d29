<?php
// Server-side connection figures for one measurement window of bench/run.sh (CLI only).
// Over ONE admin connection (root over the Unix socket, so it never counts as the app's):
//   1. FLUSH GLOBAL STATUS (MariaDB 11.5 on; FLUSH STATUS on 10.11: it resets
//      Max_used_connections to the connections open now, this one included, not to 0), then
//      records Threads_connected, the app user's open connections and the Connections counter;
//   2. writes "ready" to READY_FILE, then every INTERVAL_MS samples Threads_connected and the
//      app user's connections in information_schema.PROCESSLIST, until STOP_FILE exists (or
//      MAX_S pass);
//   3. prints one JSON object:
//        max_used_app   Max_used_connections - (Threads_connected at FLUSH - app connections at
//                       FLUSH): the server's own peak of simultaneous connections, minus this
//                       sampler and anything else not of the app user that was open at FLUSH
//        threads_max / threads_avg   sampled Threads_connected minus this sampler
//        app_max / app_avg           sampled connections of the app user
//        connections_delta           Connections (connection attempts) during the window,
//                                    excluding this sampler's own (it connected before)
//        samples, interval_ms, at_flush_threads, at_flush_app, max_used_raw
//
// usage: php sampler.php SOCKET APP_USER READY_FILE STOP_FILE [INTERVAL_MS] [MAX_S]
if (PHP_SAPI !== 'cli') {
    http_response_code(403);
    exit;
}
[, $socket, $app_user, $ready_file, $stop_file] = $argv + [null, '', '', '', ''];
$interval_ms = (int)($argv[5] ?? 100);
$max_s = (int)($argv[6] ?? 300);
if ($socket === '' || $app_user === '' || $ready_file === '' || $stop_file === '') {
    fwrite(STDERR, "usage: php sampler.php SOCKET APP_USER READY_FILE STOP_FILE [INTERVAL_MS] [MAX_S]\n");
    exit(2);
}
try {
    $db = new PDO("mysql:unix_socket=$socket", 'root', '', [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
    $status = function (string $name) use ($db): int {
        return (int)$db->query("SHOW GLOBAL STATUS LIKE '$name'")->fetch(PDO::FETCH_NUM)[1];
    };
    $sample = $db->prepare("SELECT
        (SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE USER = ?),
        (SELECT VARIABLE_VALUE FROM information_schema.GLOBAL_STATUS WHERE VARIABLE_NAME = 'THREADS_CONNECTED')");
    $take = function () use ($sample, $app_user): array {
        $sample->execute([$app_user]);
        [$app, $threads] = $sample->fetch(PDO::FETCH_NUM);
        $sample->closeCursor();
        return [(int)$app, (int)$threads - 1];  // minus this sampler
    };

    // MariaDB 11.5 on resets Max_used_connections with FLUSH GLOBAL STATUS only (FLUSH STATUS
    // became the session's); 10.11 and MySQL know only FLUSH STATUS, which does both.
    try {
        $db->exec('FLUSH GLOBAL STATUS');
    } catch (PDOException $e) {
        $db->exec('FLUSH STATUS');
    }
    $at_flush_threads = $status('Threads_connected');
    [$at_flush_app] = $take();
    $connections0 = $status('Connections');
    file_put_contents($ready_file, "ready\n");

    $n = 0;
    $app_max = $app_sum = $threads_max = $threads_sum = 0;
    $deadline = microtime(true) + $max_s;
    do {
        [$app, $threads] = $take();
        $n++;
        $app_max = max($app_max, $app);
        $app_sum += $app;
        $threads_max = max($threads_max, $threads);
        $threads_sum += $threads;
        usleep($interval_ms * 1000);
    } while (!file_exists($stop_file) && microtime(true) < $deadline);

    $max_used = $status('Max_used_connections');
    $connections1 = $status('Connections');
    echo json_encode([
        'max_used_app' => $max_used - ($at_flush_threads - $at_flush_app),
        'threads_max' => $threads_max,
        'threads_avg' => round($threads_sum / $n, 2),
        'app_max' => $app_max,
        'app_avg' => round($app_sum / $n, 2),
        'connections_delta' => $connections1 - $connections0,
        'samples' => $n,
        'interval_ms' => $interval_ms,
        'at_flush_threads' => $at_flush_threads,
        'at_flush_app' => $at_flush_app,
        'max_used_raw' => $max_used,
    ]), "\n";
} catch (Throwable $e) {
    fwrite(STDERR, 'sampler: ' . $e->getMessage() . "\n");
    file_put_contents($ready_file, "failed\n");
    exit(1);
}
