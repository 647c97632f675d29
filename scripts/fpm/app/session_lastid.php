<?php
// Session safety under load (scripts/fpm/fpm_session_test.sh): each request inserts a row with a
// random token and must read its own id back, through lastInsertId() and through
// SELECT LAST_INSERT_ID(), and find its own token under that id. Statement mode: the insert and
// the SELECT may run on different connections, with other requests' inserts in between.
// 200 with JSON when everything matches, 500 on any mismatch or error (wrk counts it).
// The table fpm_session_ids (id AUTO_INCREMENT, token) is created by the test script.
require __DIR__ . '/inc/app.inc';

try {
    $pdo = app_pdo(app_dsn('mysqlpool', ';charset=utf8mb4'));
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
