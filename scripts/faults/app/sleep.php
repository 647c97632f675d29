<?php
// A statement that runs long on the server: SELECT SLEEP(?s=5) on pool ?pool= (default main),
// for FPM's request_terminate_timeout to fire inside it (its worker is then killed).
require __DIR__ . '/inc/faults.inc';

$pool = fault_pool();
$s = (float)($_GET['s'] ?? 5);
try {
    $pdo = fault_pdo($pool);
    $pdo->query('SELECT ' . marker('sleep') . sprintf(' SLEEP(%.3f)', $s))->fetchAll();
} catch (Throwable $e) {
    fault_fail($e, ['kind' => 'sleep']);
}
fault_ok(['kind' => 'sleep']);
