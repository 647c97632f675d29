<?php
// The benchmark's endpoint: GET /user.php?id=N -> {"id":N,"name":"..."}, one primary-key
// lookup in `users`. (The nginx that scripts/lib/fpm.sh configures serves *.php only, so the PHP
// path is /user.php; the Go server answers /user.)
//
// The variant comes from the environment (php-fpm runs with clear_env=no; bench/run.sh
// exports it before starting php-fpm):
//   BENCH_VARIANT   pdo_new         pdo_mysql, a new connection per request
//                   pdo_persistent  pdo_mysql with PDO::ATTR_PERSISTENT
//                   mysqlpool       the mysqlpool: driver (pool size from mysqlpool.max_connections)
//   BENCH_DB_HOST, BENCH_DB_PORT, BENCH_DB_USER, BENCH_DB_PASSWORD, BENCH_DB_NAME
//   BENCH_DB_SSL_CA  when set (bench/tls.sh): TLS to the server, verified against this CA
//                    (PDO::MYSQL_ATTR_SSL_CA + SSL_VERIFY_SERVER_CERT, pdo_mysql's attributes,
//                    which mysqlpool takes too)
//
// Answers 400 for a bad id, 404 for an unknown one, 500 (and a line in the error log) when the
// driver fails or returns a row other than the one asked for, so wrk counts every failure.
header('Content-Type: application/json');

function bench_fail(int $code, string $why): void {
    http_response_code($code);
    echo json_encode(['error' => $why], JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE), "\n";
    if ($code >= 500) {
        error_log('bench user.php [' . (getenv('BENCH_VARIANT') ?: '?') . "] $why");
    }
}

$id = filter_var($_GET['id'] ?? null, FILTER_VALIDATE_INT, ['options' => ['min_range' => 1]]);
if ($id === false) {
    bench_fail(400, 'bad id');
    return;
}

switch (getenv('BENCH_VARIANT')) {
    case 'pdo_new':        $prefix = 'mysql';     $persistent = false; break;
    case 'pdo_persistent': $prefix = 'mysql';     $persistent = true;  break;
    case 'mysqlpool':      $prefix = 'mysqlpool'; $persistent = false; break;
    default:
        bench_fail(500, 'BENCH_VARIANT is not one of pdo_new, pdo_persistent, mysqlpool');
        return;
}
$dsn = sprintf('%s:host=%s;port=%s;dbname=%s;charset=utf8mb4', $prefix,
    getenv('BENCH_DB_HOST') ?: '127.0.0.1', getenv('BENCH_DB_PORT') ?: '3306',
    getenv('BENCH_DB_NAME') ?: 'bench');

$options = [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION, PDO::ATTR_PERSISTENT => $persistent];
if (($ca = getenv('BENCH_DB_SSL_CA')) !== false && $ca !== '') {
    $options[PDO::MYSQL_ATTR_SSL_CA] = $ca;
    $options[PDO::MYSQL_ATTR_SSL_VERIFY_SERVER_CERT] = true;
}

try {
    $pdo = new PDO($dsn, getenv('BENCH_DB_USER') ?: 'mysqlpool', getenv('BENCH_DB_PASSWORD') ?: '', $options);
    $stmt = $pdo->prepare('SELECT id, name FROM users WHERE id = ?');
    $stmt->bindValue(1, $id, PDO::PARAM_INT);
    $stmt->execute();
    $row = $stmt->fetch(PDO::FETCH_ASSOC);
} catch (Throwable $e) {
    bench_fail(500, get_class($e) . ': ' . $e->getMessage());
    return;
}
if ($row === false) {
    bench_fail(404, 'no such user');
    return;
}
if ((int)$row['id'] !== $id) {
    bench_fail(500, "asked for id $id, got row " . var_export($row['id'], true));
    return;
}
echo json_encode(['id' => $id, 'name' => $row['name']], JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE), "\n";
