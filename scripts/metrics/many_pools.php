<?php
// Attaches to N pools (argv[1]) of the test server, named big1..bigN, and holds one lease in
// each for SECONDS (argv[2]); prints "attached N" when all are held.
$n = (int)$argv[1];
$handles = [];
for ($i = 1; $i <= $n; $i++) {
    $dsn = 'mysqlpool:host=' . getenv('MYSQLPOOL_TEST_HOST') . ';port=' . getenv('MYSQLPOOL_TEST_PORT')
         . ';dbname=' . getenv('MYSQLPOOL_TEST_DB') . ";pool=big$i";
    $pdo = new PDO($dsn, getenv('MYSQLPOOL_TEST_USER'), getenv('MYSQLPOOL_TEST_PASSWORD'),
                   [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
    $pdo->beginTransaction();
    $pdo->query('SELECT 1')->fetchAll();
    $handles[] = $pdo;
}
echo "attached $n\n";
sleep((int)$argv[2]);
