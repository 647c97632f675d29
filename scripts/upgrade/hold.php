<?php
// Holds a connection in a transaction for SECONDS (argv[1]) during the stop checks of
// scripts/upgrade/upgrade_test.sh, then commits: prints "begun" once it holds the connection,
// then "committed", or the error.
$dsn = 'mysqlpool:host=' . getenv('MYSQLPOOL_TEST_HOST') . ';port=' . getenv('MYSQLPOOL_TEST_PORT') .
    ';dbname=' . getenv('MYSQLPOOL_TEST_DB');
try {
    $pdo = new PDO($dsn, getenv('MYSQLPOOL_TEST_USER'), getenv('MYSQLPOOL_TEST_PASSWORD'),
        [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
    $pdo->beginTransaction();
    $pdo->query('SELECT name FROM fpm_users WHERE id = 1 FOR UPDATE')->fetchColumn();
    echo "begun\n";
    usleep((int)((float)($argv[1] ?? 2) * 1e6));
    $pdo->query('SELECT 1')->fetchColumn();
    $pdo->commit();
    echo "committed\n";
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
