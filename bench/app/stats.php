<?php
// bench/session_modes.sh: mysqlpool_stats() of the pool session3.php uses (the same DSN and
// user attach this worker to the same shared pool; no statement is run), as JSON.
header('Content-Type: application/json');
$dsn = sprintf('mysqlpool:host=%s;port=%s;dbname=%s;charset=utf8mb4',
    getenv('BENCH_DB_HOST') ?: '127.0.0.1', getenv('BENCH_DB_PORT') ?: '3306',
    getenv('BENCH_DB_NAME') ?: 'bench');
try {
    $pdo = new PDO($dsn, getenv('BENCH_DB_USER') ?: 'mysqlpool', getenv('BENCH_DB_PASSWORD') ?: '');
} catch (Throwable $e) {
    http_response_code(500);
    echo json_encode(['error' => $e->getMessage()]), "\n";
    exit;
}
$stats = mysqlpool_stats();
echo json_encode(['time_us' => intdiv(hrtime(true), 1000), 'pool' => $stats[0] ?? null]), "\n";
