<?php
// Holds a connection in a transaction for ?hold=S seconds (SELECT SLEEP inside it), on pool
// ?pool= (default exhaust). The acquire time is measured with hrtime() around the transaction's
// first statement (beginTransaction() and a small SELECT: a lease is taken there) and returned
// as acq_us, in the error answer too, so the harness reports p50/p99 from the responses.
require __DIR__ . '/inc/faults.inc';

$_GET['pool'] ??= 'exhaust';
$pool = fault_pool();
$hold = (float)($_GET['hold'] ?? 0.2);
$acq_us = null;
try {
    $pdo = fault_pdo($pool);
    $t0 = hrtime(true);
    try {
        $pdo->beginTransaction();
        $pdo->query('SELECT ' . marker('hold') . ' COUNT(*) FROM fault_items WHERE id <= 10')->fetchAll();
    } finally {
        $acq_us = intdiv(hrtime(true) - $t0, 1000);
    }
    $pdo->query('SELECT ' . marker('holding') . sprintf(' SLEEP(%.3f)', $hold))->fetchAll();
    $pdo->commit();
} catch (Throwable $e) {
    fault_fail($e, ['kind' => 'hold', 'acq_us' => $acq_us]);
}
fault_ok(['kind' => 'hold', 'acq_us' => $acq_us]);
