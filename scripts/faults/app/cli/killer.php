<?php
// Picks php-fpm workers by what they are doing right now and SIGKILLs them (CLI only). Over one
// root connection (MYSQLPOOL_TEST_ROOT_SOCKET) it polls information_schema.PROCESSLIST every 5 ms
// for a statement of the pool user marked "fault-kind=KIND pid=N" (inc/faults.inc, marker())
// that has run between MIN_MS and MAX_MS; N must be a child of MASTER_PID (the FPM master). It
// kills N with SIGKILL, then looks again: if the marked statement is still running on the server,
// the kill came while the worker was inside it ("confirmed"). COUNT kills, INTERVAL_S apart.
// One JSON line per kill: {"t":epoch s,"pid":N,"ran_ms":..,"confirmed":bool}.
//
// usage: php killer.php KIND MIN_MS MAX_MS MASTER_PID COUNT INTERVAL_S
// env: MYSQLPOOL_TEST_ROOT_SOCKET, MYSQLPOOL_TEST_USER (the pool user)
if (PHP_SAPI !== 'cli') {
    http_response_code(403);
    exit;
}
[, $kind, $min, $max, $master, $count, $interval] = $argv + array_fill(0, 7, null);
if ($interval === null) {
    fwrite(STDERR, "usage: php killer.php KIND MIN_MS MAX_MS MASTER_PID COUNT INTERVAL_S\n");
    exit(2);
}
$db = new PDO('mysql:unix_socket=' . getenv('MYSQLPOOL_TEST_ROOT_SOCKET'), 'root', '',
    [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$find = $db->prepare("SELECT INFO, TIME_MS FROM information_schema.PROCESSLIST
    WHERE USER = ? AND COMMAND = 'Query' AND TIME_MS BETWEEN ? AND ? AND INFO LIKE ?");
$still = $db->prepare("SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE USER = ? AND INFO LIKE ?");
$user = getenv('MYSQLPOOL_TEST_USER') ?: 'mysqlpool';
$parent = function (int $pid): int {
    $stat = @file_get_contents("/proc/$pid/stat");
    if ($stat === false) return 0;
    $after = substr($stat, strrpos($stat, ')') + 2);  // state ppid ...
    return (int)explode(' ', $after)[1];
};
for ($k = 0; $k < (int)$count; $k++) {
    if ($k > 0) usleep((int)((float)$interval * 1e6));
    $deadline = microtime(true) + 2;
    $done = false;
    while (!$done && microtime(true) < $deadline) {
        $find->execute([$user, (int)$min, (int)$max, "%fault-kind=$kind pid=%"]);
        $rows = $find->fetchAll(PDO::FETCH_NUM);
        shuffle($rows);
        foreach ($rows as [$info, $ran]) {
            if (!preg_match("/fault-kind=$kind pid=(\\d+)/", $info, $m)) continue;
            $pid = (int)$m[1];
            if ($parent($pid) !== (int)$master) continue;
            $t = microtime(true);
            if (!posix_kill($pid, SIGKILL)) continue;
            $still->execute([$user, "%fault-kind=$kind pid=$pid %"]);
            $confirmed = (int)$still->fetchColumn() > 0;
            echo json_encode(['t' => round($t, 3), 'pid' => $pid, 'ran_ms' => (int)$ran, 'confirmed' => $confirmed]), "\n";
            $done = true;
            break;
        }
        if (!$done) usleep(5000);
    }
    if (!$done) echo json_encode(['t' => round(microtime(true), 3), 'pid' => 0, 'error' => "no worker inside a '$kind' statement within 2 s"]), "\n";
}
