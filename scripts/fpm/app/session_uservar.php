<?php
// Session safety under load (scripts/fpm/fpm_session_test.sh): a user variable and a time_zone
// baseline, checked within the request; and nothing of another request's session at the start.
// 200 with JSON when everything reads back right, 500 on any mismatch or error (wrk counts it).
//   1. at the start: @r is NULL and @@time_zone is the server default (no leak from a request
//      that ran on this connection before);
//   2. SET @r = random, then another statement reads it back (the user variable pins);
//   3. SET time_zone to a random offset, then another statement reads it back (baseline).
// Environment: MYSQLPOOL_TEST_HOST, _PORT, _USER, _PASSWORD, _DB (php-fpm runs with clear_env=no).
require __DIR__ . '/inc/app.inc';

try {
    $pdo = app_pdo(app_dsn('mysqlpool', ';charset=utf8mb4'));
    [$leaked, $tz_default] = $pdo->query('SELECT @r, @@SESSION.time_zone = @@GLOBAL.time_zone')->fetch(PDO::FETCH_NUM);
    if ($leaked !== null || (int) $tz_default !== 1) {
        fail('session state of another request at the start', ['@r' => $leaked, 'tz_default' => $tz_default]);
    }
    $r = random_int(1, PHP_INT_MAX);
    $pdo->exec("SET @r = $r");
    $usleep = random_int(0, 300);
    usleep($usleep);  // let other requests run meanwhile
    $got = $pdo->query('SELECT @r')->fetchColumn();
    if ((string) $got !== (string) $r) {
        fail('user variable mismatch', ['set' => $r, 'got' => $got]);
    }
    $minutes = random_int(-12, 12) * 60;
    $tz = sprintf('%s%02d:00', $minutes < 0 ? '-' : '+', abs($minutes) / 60);
    $pdo->exec("SET time_zone = '$tz'");
    usleep($usleep);
    [$got_tz, $epoch] = $pdo->query('SELECT @@time_zone, FROM_UNIXTIME(0)')->fetch(PDO::FETCH_NUM);
    $want_epoch = gmdate('Y-m-d H:i:s', $minutes * 60);
    if ($got_tz !== $tz || $epoch !== $want_epoch) {
        fail('time_zone mismatch', ['set' => $tz, 'got' => $got_tz, 'epoch' => $epoch, 'want' => $want_epoch]);
    }
    if ((string) $pdo->query('SELECT @r')->fetchColumn() !== (string) $r) {
        fail('user variable lost after the time_zone change');
    }
} catch (Throwable $e) {
    fail(get_class($e) . ': ' . $e->getMessage());
}
echo json_encode(['ok' => true, 'r' => $r, 'tz' => $tz, 'pid' => getmypid()]), "\n";
