<?php
// The recovery prober (CLI only): GET URL every INTERVAL_MS until STOP_FILE exists, one line per
// request to stdout: "<start epoch s> <end epoch s> <HTTP status or 0> <class> <ms>", flushed;
// <ms> is what the endpoint says it waited ("wait_ms", or "acq_us" in µs) or, failing those,
// how long its database work took, its acquire waits included ("db_ms", work.php); else "-".
// scripts/faults/faults.sh reads the recovery time from it (faults_recovery in scripts/faults/lib.sh).
//
// usage: php probe.php URL STOP_FILE [INTERVAL_MS=50] [TIMEOUT_S=5]
if (PHP_SAPI !== 'cli') {
    http_response_code(403);
    exit;
}
[$url, $stop] = [$argv[1] ?? '', $argv[2] ?? ''];
$interval = (int)($argv[3] ?? 50);
$timeout = (float)($argv[4] ?? 5);
if ($url === '' || $stop === '') {
    fwrite(STDERR, "usage: php probe.php URL STOP_FILE [INTERVAL_MS] [TIMEOUT_S]\n");
    exit(2);
}
$ctx = stream_context_create(['http' => ['timeout' => $timeout, 'ignore_errors' => true,
    'header' => "Connection: close\r\n"]]);
$deadline = microtime(true) + 900;
while (!file_exists($stop) && microtime(true) < $deadline) {
    $t0 = microtime(true);
    $http_response_header = [];
    $body = @file_get_contents($url, false, $ctx);
    $t1 = microtime(true);
    $status = 0;
    if (isset($http_response_header[0]) && preg_match('#^HTTP/\S+ (\d+)#', $http_response_header[0], $m)) {
        $status = (int)$m[1];
    }
    $class = '-';
    if ($status !== 200) {
        $class = ($body !== false && preg_match('/"class":"([^"]*)"/', $body, $m)) ? $m[1]
            : ($status ? "http$status" : 'no_answer');
    }
    $wait = '-';
    if ($body !== false && preg_match('/"wait_ms":(\d+)/', $body, $m)) $wait = $m[1];
    elseif ($body !== false && preg_match('/"acq_us":(\d+)/', $body, $m)) $wait = intdiv((int)$m[1], 1000);
    elseif ($body !== false && preg_match('/"db_ms":(\d+)/', $body, $m)) $wait = $m[1];
    printf("%.3f %.3f %d %s %s\n", $t0, $t1, $status, $class, $wait);
    fflush(STDOUT);
    $left = $interval / 1000 - (microtime(true) - $t0);
    if ($left > 0) usleep((int)($left * 1e6));
}
