<?php
// One of bench/concurrent.sh's processes: ITERATIONS times what the reference workload's
// request does with the database (new PDO, prepare + execute a lookup with one bound int, fetch,
// drop the handle), then one line: "<driver> <iterations> <CPU µs of this process>".
//   php bench/concurrent.php pdo_mysql|mysqlpool ITERATIONS
[$driver, $n] = [$argv[1] ?? '', (int)($argv[2] ?? 0)];
if (!in_array($driver, ['pdo_mysql', 'mysqlpool'], true) || $n < 1) {
    fwrite(STDERR, "usage: php concurrent.php pdo_mysql|mysqlpool ITERATIONS\n");
    exit(2);
}
$dsn = sprintf('%s:host=%s;port=%s;dbname=%s;charset=utf8mb4', $driver === 'mysqlpool' ? 'mysqlpool' : 'mysql',
    getenv('MYSQLPOOL_TEST_HOST') ?: '127.0.0.1', getenv('MYSQLPOOL_TEST_PORT'), getenv('MYSQLPOOL_TEST_DB'));
$options = [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION, PDO::ATTR_PERSISTENT => $driver === 'pdo_mysql'];
$cpu = function (): float {
    $r = getrusage();
    return ($r['ru_utime.tv_sec'] + $r['ru_stime.tv_sec']) * 1e6 + $r['ru_utime.tv_usec'] + $r['ru_stime.tv_usec'];
};
$start = $cpu();
for ($i = 1; $i <= $n; $i++) {
    $pdo = new PDO($dsn, getenv('MYSQLPOOL_TEST_USER'), getenv('MYSQLPOOL_TEST_PASSWORD'), $options);
    $stmt = $pdo->prepare('SELECT ? AS id, \'name\' AS name');
    $stmt->bindValue(1, $i, PDO::PARAM_INT);
    $stmt->execute();
    $row = $stmt->fetch(PDO::FETCH_ASSOC);
    if ((int)$row['id'] !== $i) {
        fwrite(STDERR, "asked for $i, got " . var_export($row, true) . "\n");
        exit(1);
    }
    $stmt = null;
    $pdo = null;
}
printf("%s %d %.0f\n", $driver, $n, $cpu() - $start);
