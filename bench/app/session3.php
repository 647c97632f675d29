<?php
// bench/session_modes.sh's endpoint: a request shaped like a framework's. Laravel's two
// connect-time statements, then 3 primary-key lookups in `users` (100k rows) with ~200 µs of
// PHP work between them. The pool mode comes from php.ini (mysqlpool.pool_mode, set by the
// script per run). GET /session3.php -> {"ids":[...]}; 500 (and a line in the error log) on
// any driver error or a wrong row, so wrk counts every failure.
// Environment (php-fpm runs with clear_env=no): BENCH_DB_HOST, _PORT, _USER, _PASSWORD, _NAME.
header('Content-Type: application/json');

function bench_fail(string $why): void {
    http_response_code(500);
    echo json_encode(['error' => $why]), "\n";
    error_log("bench session3.php: $why");
    exit;
}

// ~200 µs of PHP work: a fixed loop (about 19 ns an iteration with opcache on the reference
// machine). Not calibrated at run time: function statics don't outlive a request in php-fpm,
// so a calibration would run (and cost ~2 ms) in every request.
const PHP_WORK_ITERATIONS = 10500;
function php_work(): int {
    $work = (string) getenv('BENCH_WORK');
    if (str_starts_with($work, 'sleep')) {  // "sleep" = 200 µs, "sleep:US" = US µs
        usleep(str_contains($work, ':') ? (int) substr($work, 6) : 200);
        return 0;
    }
    $x = 0;
    for ($i = 0; $i < PHP_WORK_ITERATIONS; $i++) { $x = ($x * 31 + $i) % 1000003; }
    return $x;
}

$dsn = sprintf('mysqlpool:host=%s;port=%s;dbname=%s;charset=utf8mb4',
    getenv('BENCH_DB_HOST') ?: '127.0.0.1', getenv('BENCH_DB_PORT') ?: '3306',
    getenv('BENCH_DB_NAME') ?: 'bench');
try {
    $pdo = new PDO($dsn, getenv('BENCH_DB_USER') ?: 'mysqlpool', getenv('BENCH_DB_PASSWORD') ?: '',
        [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
    // Illuminate\Database\Connectors\MySqlConnector
    $pdo->prepare("set names 'utf8mb4' collate 'utf8mb4_unicode_ci'")->execute();
    $pdo->prepare("set session sql_mode='ONLY_FULL_GROUP_BY,STRICT_TRANS_TABLES,NO_ZERO_IN_DATE,NO_ZERO_DATE,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION'")->execute();
    $st = $pdo->prepare('SELECT id, name FROM users WHERE id = ?');
    $ids = [];
    for ($q = 0; $q < 3; $q++) {
        if ($q > 0) php_work();
        $id = random_int(1, 100000);
        $st->execute([$id]);
        $row = $st->fetch(PDO::FETCH_ASSOC);
        $st->closeCursor();
        if (!$row || (int) $row['id'] !== $id) {
            bench_fail("asked for id $id, got " . json_encode($row));
        }
        $ids[] = $id;
    }
} catch (Throwable $e) {
    bench_fail(get_class($e) . ': ' . $e->getMessage());
}
echo json_encode(['ids' => $ids]), "\n";
