<?php
// The connection sampler of the tests and the benchmarks (CLI only): what the server itself
// says about the connections of one window, for scripts/lib/common.sh's sampler_start
// (scripts/fpm, scripts/laravel), bench/run.sh, bench/laravel.sh and bench/oversubscription.sh.
// Over ONE admin connection (root over the Unix socket, so it never counts as the app's):
//   1. with --go FILE: connects, writes "connected" to READY_FILE and waits for FILE, so that
//      the connection exists before a load that may take every slot, the SUPER one included
//      ("Too many connections": bench/oversubscription.sh);
//   2. FLUSH GLOBAL STATUS (MariaDB 11.5 on; FLUSH STATUS on 10.11: it resets
//      Max_used_connections to the connections open now, this one included, not to 0), then
//      reads the counters (one SHOW GLOBAL STATUS) and the app user's open connections;
//   3. writes "ready" to READY_FILE, then every INTERVAL_MS counts the app user's connections in
//      information_schema.PROCESSLIST and Threads_connected (one SELECT per sample, at least
//      one), until STOP_FILE exists (or MAX_S pass since the start);
//   4. reads the counters again (one SHOW GLOBAL STATUS) and prints one JSON object:
//        max_used_app       max_used - (at_flush_threads - at_flush_app): the server's own peak
//                           of simultaneous connections, minus this sampler and anything else not
//                           of the app user that was open at FLUSH (the app's connections open
//                           at FLUSH stay counted)
//        max_used           Max_used_connections at the end
//        at_flush_threads   Threads_connected right after FLUSH (this sampler included)
//        at_flush_app       the app user's connections right after FLUSH
//        app_max, app_avg   sampled connections of the app user (the samples only)
//        threads_max, threads_avg   sampled Threads_connected minus this sampler
//        threads_end        Threads_connected at the end minus this sampler
//        connections_delta  Connections (connection attempts the server accepted, every
//                           client's) from FLUSH to the end; this sampler connected before
//        aborted_connects_delta, too_many_delta (Connection_errors_max_connections),
//        questions_delta, com_set_option_delta (SET statements)
//                           the same window's deltas of those counters
//        samples, interval_ms
// What this sampler sends, for a caller that subtracts it from the server's counters: FLUSH
// (a failed FLUSH GLOBAL STATUS and FLUSH STATUS on 10.11), 2 SHOW STATUS, 1 SELECT before the
// samples and 1 SELECT per sample.
//
// usage: php sampler.php [--socket SOCKET] [--user APP_USER] [--interval-ms N] [--max-s N]
//                        [--go GO_FILE] READY_FILE STOP_FILE
//   --socket       root over this Unix socket; default MYSQLPOOL_TEST_ROOT_SOCKET, and without
//                  it MYSQLPOOL_TEST_USER/PASSWORD over TCP to MYSQLPOOL_TEST_HOST/PORT
//   --user         the app user whose connections are counted (default MYSQLPOOL_TEST_USER,
//                  else mysqlpool); this sampler's own connection is never counted
//   --interval-ms  default 100; --max-s default 300
if (PHP_SAPI !== 'cli') {
    http_response_code(403);
    exit;
}
$usage = "usage: php sampler.php [--socket SOCKET] [--user APP_USER] [--interval-ms N] [--max-s N] [--go GO_FILE] READY_FILE STOP_FILE\n";
$opt = ['socket' => getenv('MYSQLPOOL_TEST_ROOT_SOCKET') ?: '', 'user' => getenv('MYSQLPOOL_TEST_USER') ?: 'mysqlpool',
        'interval-ms' => '100', 'max-s' => '300', 'go' => ''];
$files = [];
for ($i = 1; $i < $argc; $i++) {
    $name = substr($argv[$i], 2);
    if (str_starts_with($argv[$i], '--') && array_key_exists($name, $opt) && $i + 1 < $argc) {
        $opt[$name] = $argv[++$i];
    } elseif (str_starts_with($argv[$i], '--')) {
        fwrite(STDERR, $usage);
        exit(2);
    } else {
        $files[] = $argv[$i];
    }
}
if (count($files) !== 2 || $files[0] === '' || $files[1] === '' || $opt['user'] === '') {
    fwrite(STDERR, $usage);
    exit(2);
}
[$ready_file, $stop_file] = $files;
$app_user = $opt['user'];
$interval_ms = (int)$opt['interval-ms'];
$deadline = microtime(true) + (int)$opt['max-s'];
try {
    if ($opt['socket'] !== '') {
        $db = new PDO("mysql:unix_socket={$opt['socket']}", 'root', '');
    } else {
        $db = new PDO(sprintf('mysql:host=%s;port=%s', getenv('MYSQLPOOL_TEST_HOST') ?: '127.0.0.1',
            getenv('MYSQLPOOL_TEST_PORT') ?: '3306'), $app_user, getenv('MYSQLPOOL_TEST_PASSWORD') ?: '');
    }
    $db->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
    $counters = function () use ($db): array {
        $r = [];
        foreach ($db->query("SHOW GLOBAL STATUS WHERE Variable_name IN ('Threads_connected', 'Max_used_connections',
                 'Connections', 'Aborted_connects', 'Connection_errors_max_connections', 'Questions',
                 'Com_set_option')") as $row) {
            $r[$row[0]] = (int)$row[1];
        }
        return $r;
    };
    $sample = $db->prepare("SELECT
        (SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE USER = ? AND ID <> CONNECTION_ID()),
        (SELECT VARIABLE_VALUE FROM information_schema.GLOBAL_STATUS WHERE VARIABLE_NAME = 'THREADS_CONNECTED')");
    $take = function () use ($sample, $app_user): array {
        $sample->execute([$app_user]);
        [$app, $threads] = $sample->fetch(PDO::FETCH_NUM);
        $sample->closeCursor();
        return [(int)$app, (int)$threads - 1];  // minus this sampler
    };

    if ($opt['go'] !== '') {
        file_put_contents($ready_file, "connected\n");
        while (!file_exists($opt['go']) && microtime(true) < $deadline) {
            usleep(20000);
        }
    }
    // MariaDB 11.5 on resets Max_used_connections with FLUSH GLOBAL STATUS only (FLUSH STATUS
    // became the session's); 10.11 and MySQL know only FLUSH STATUS, which does both.
    try {
        $db->exec('FLUSH GLOBAL STATUS');
    } catch (PDOException $e) {
        $db->exec('FLUSH STATUS');
    }
    $c0 = $counters();
    [$at_flush_app] = $take();
    file_put_contents($ready_file, "ready\n");

    $n = $app_max = $app_sum = $threads_max = $threads_sum = 0;
    do {
        [$app, $threads] = $take();
        $n++;
        $app_max = max($app_max, $app);
        $app_sum += $app;
        $threads_max = max($threads_max, $threads);
        $threads_sum += $threads;
        usleep($interval_ms * 1000);
    } while (!file_exists($stop_file) && microtime(true) < $deadline);

    $c1 = $counters();
    $d = fn(string $k): int => $c1[$k] - $c0[$k];
    echo json_encode([
        'max_used_app' => $c1['Max_used_connections'] - ($c0['Threads_connected'] - $at_flush_app),
        'max_used' => $c1['Max_used_connections'],
        'at_flush_threads' => $c0['Threads_connected'],
        'at_flush_app' => $at_flush_app,
        'app_max' => $app_max,
        'app_avg' => round($app_sum / $n, 2),
        'threads_max' => $threads_max,
        'threads_avg' => round($threads_sum / $n, 2),
        'threads_end' => $c1['Threads_connected'] - 1,
        'connections_delta' => $d('Connections'),
        'aborted_connects_delta' => $d('Aborted_connects'),
        'too_many_delta' => $d('Connection_errors_max_connections'),
        'questions_delta' => $d('Questions'),
        'com_set_option_delta' => $d('Com_set_option'),
        'samples' => $n,
        'interval_ms' => $interval_ms,
    ]), "\n";
} catch (Throwable $e) {
    fwrite(STDERR, 'sampler: ' . $e->getMessage() . "\n");
    file_put_contents($ready_file, "failed\n");
    exit(1);
}
