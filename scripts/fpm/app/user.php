<?php
// The whole-system test's endpoint: connect, look up one random row by primary key, check it.
// The table (fpm_users: id 1..10000, name 'user-<id>', hash MD5(id)) is created by
// scripts/fpm/fpm_test.sh before the load. Answers 200 with JSON when the row is right, 500 when
// anything is wrong (connect error, query error, wrong row), so wrk counts every failure.
//
// Environment (php-fpm runs with clear_env=no):
//   FPM_TEST_DSN_PREFIX  mysqlpool (default) or mysql (pdo_mysql, to validate the harness)
//   FPM_TEST_PERSISTENT  1: PDO::ATTR_PERSISTENT (default 0)
//   MYSQLPOOL_TEST_HOST, _PORT, _USER, _PASSWORD, _DB
require __DIR__ . '/inc/app.inc';

$prefix = getenv('FPM_TEST_DSN_PREFIX') ?: 'mysqlpool';
$persistent = getenv('FPM_TEST_PERSISTENT') === '1';
$dsn = app_dsn($prefix);

try {
    $pdo = app_pdo($dsn, [PDO::ATTR_PERSISTENT => $persistent]);
    $id = random_int(1, 10000);
    $row = $pdo->query("SELECT id, name, hash FROM fpm_users WHERE id = $id")->fetch(PDO::FETCH_ASSOC);
} catch (Throwable $e) {
    fail(get_class($e) . ': ' . $e->getMessage(), ['dsn' => $dsn]);
}

if (!is_array($row)) {
    fail("no row for id $id");
}
if ((int)$row['id'] !== $id || $row['name'] !== "user-$id" || $row['hash'] !== md5((string)$id)) {
    fail("wrong row for id $id", ['row' => $row]);
}
echo json_encode(['ok' => true, 'id' => $id, 'name' => $row['name'], 'pid' => getmypid()]), "\n";
