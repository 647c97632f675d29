<?php
// Holds a lease: a transaction open for SECONDS (argv[1]), then commits. Prints "held <pid>" once
// the connection is leased. POOL (argv[2], optional) names the pool.
$pool = $argv[2] ?? '';
$dsn = 'mysqlpool:host=' . getenv('MYSQLPOOL_TEST_HOST') . ';port=' . getenv('MYSQLPOOL_TEST_PORT')
     . ';dbname=' . getenv('MYSQLPOOL_TEST_DB') . ($pool !== '' ? ";pool=$pool" : '');
$pdo = new PDO($dsn, getenv('MYSQLPOOL_TEST_USER'), getenv('MYSQLPOOL_TEST_PASSWORD'),
               [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$pdo->beginTransaction();
$pdo->query('SELECT 1')->fetchAll();
echo 'held ', getmypid(), "\n";
sleep((int)($argv[1] ?? 5));
$pdo->commit();
