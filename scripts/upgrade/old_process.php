<?php
// A process of the old version during scripts/upgrade/upgrade_test.sh: queries through its own
// pool handle, one PDO per query as a request would, for SECONDS (argv[1]) or, given a STOP
// file (argv[2]), until that file exists (SECONDS then bounds it): the test says when the
// process may end, so a slow machine can't end it before the checks that need it. Prints
// "queries N errors M" (the first errors before it).
$seconds = (float)($argv[1] ?? 10);
$stop = $argv[2] ?? null;
$dsn = 'mysqlpool:host=' . getenv('MYSQLPOOL_TEST_HOST') . ';port=' . getenv('MYSQLPOOL_TEST_PORT') .
    ';dbname=' . getenv('MYSQLPOOL_TEST_DB');
$end = microtime(true) + $seconds;
$queries = 0;
$errors = 0;
while (microtime(true) < $end && !($stop !== null && file_exists($stop))) {
    try {
        $pdo = new PDO($dsn, getenv('MYSQLPOOL_TEST_USER'), getenv('MYSQLPOOL_TEST_PASSWORD'),
            [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
        $id = random_int(1, 10000);
        $name = $pdo->query("SELECT name FROM fpm_users WHERE id = $id")->fetchColumn();
        if ($name !== "user-$id") throw new RuntimeException("wrong row for $id: " . var_export($name, true));
        $queries++;
    } catch (Throwable $e) {
        if (++$errors <= 3) echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    $pdo = null;
    usleep(5000);
}
echo "queries $queries errors $errors\n";
