<?php
// The victim of scripts/two_users/two_users_test.sh: one connection through mysqlpool and SELECT 1, with
// whatever mysqlpool.* settings the command line gives. Prints "ok <value> <seconds>" or
// "error <seconds> <message>".
$start = microtime(true);
try {
    $db = new PDO(
        'mysqlpool:host=' . getenv('MYSQLPOOL_TEST_HOST') . ';port=' . getenv('MYSQLPOOL_TEST_PORT')
            . ';dbname=' . getenv('MYSQLPOOL_TEST_DB'),
        getenv('MYSQLPOOL_TEST_USER'),
        getenv('MYSQLPOOL_TEST_PASSWORD'),
        [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]
    );
    $value = $db->query('SELECT 1')->fetchColumn();
    printf("ok %s %.3f\n", $value, microtime(true) - $start);
} catch (Throwable $e) {
    printf("error %.3f %s\n", microtime(true) - $start, str_replace("\n", ' ', $e->getMessage()));
}
