<?php
// Session safety under load (scripts/fpm_session_test.sh): each request inserts a row with a
// random token and must read its own id back, through lastInsertId() and through
// SELECT LAST_INSERT_ID(), and find its own token under that id. Statement mode: the insert and
// the SELECT may run on different connections, with other requests' inserts in between.
// 200 with JSON when everything matches, 500 on any mismatch or error (wrk counts it).
// The table fpm_session_ids (id AUTO_INCREMENT, token) is created by the test script.
header('Content-Type: application/json');

function fail(string $why, array $extra = []): void {
    http_response_code(500);
    echo json_encode(['ok' => false, 'error' => $why, 'pid' => getmypid()] + $extra), "\n";
    error_log("fpm-app/session_lastid.php: $why " . json_encode($extra));
    exit;
}

$dsn = sprintf('mysqlpool:host=%s;port=%s;dbname=%s;charset=utf8mb4',
    getenv('MYSQLPOOL_TEST_HOST') ?: '127.0.0.1', getenv('MYSQLPOOL_TEST_PORT') ?: '3306',
    getenv('MYSQLPOOL_TEST_DB') ?: 'mysqlpool_test');
try {
    $pdo = new PDO($dsn, getenv('MYSQLPOOL_TEST_USER') ?: 'mysqlpool',
        getenv('MYSQLPOOL_TEST_PASSWORD') ?: '', [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
    $token = bin2hex(random_bytes(12));
    $pdo->prepare('INSERT INTO fpm_session_ids (token) VALUES (?)')->execute([$token]);
    $pdo_id = $pdo->lastInsertId();
    usleep(random_int(0, 300));  // let other requests insert meanwhile
    $sql_id = $pdo->query('SELECT LAST_INSERT_ID()')->fetchColumn();
    if ((string) $pdo_id !== (string) $sql_id || (int) $sql_id <= 0) {
        fail('lastInsertId() and LAST_INSERT_ID() differ', ['lastInsertId' => $pdo_id, 'LAST_INSERT_ID' => $sql_id]);
    }
    $st = $pdo->prepare('SELECT token FROM fpm_session_ids WHERE id = ?');
    $st->execute([(int) $sql_id]);
    $got = $st->fetchColumn();
    if ($got !== $token) {
        fail('the row under LAST_INSERT_ID() is not this request\'s', ['id' => $sql_id, 'token' => $token, 'got' => $got]);
    }
} catch (Throwable $e) {
    fail(get_class($e) . ': ' . $e->getMessage());
}
echo json_encode(['ok' => true, 'id' => (int) $sql_id, 'pid' => getmypid()]), "\n";
