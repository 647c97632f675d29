<?php
// Holds N connections of pool POOL (inc/faults.inc) for SECONDS, each in a transaction on its own
// handle, from a CLI process (so FPM's request_terminate_timeout does not end it). Run with the
// extension and the fault's mysqlpool.* settings (-d). Prints "held N" once all are leased.
//
// usage: php -d extension=... -d mysqlpool.manager_socket=... hold.php POOL N SECONDS
if (PHP_SAPI !== 'cli') {
    http_response_code(403);
    exit;
}
require __DIR__ . '/../inc/faults.inc';
[, $pool, $n, $seconds] = $argv + [null, 'wait', 2, 8];
$handles = [];
for ($i = 0; $i < (int)$n; $i++) {
    $pdo = fault_pdo($pool);
    $pdo->beginTransaction();
    $pdo->query('SELECT ' . marker('cliholder') . ' 1')->fetchAll();
    $handles[] = $pdo;
}
echo 'held ', count($handles), "\n";
usleep((int)((float)$seconds * 1e6));
foreach ($handles as $pdo) $pdo->commit();
