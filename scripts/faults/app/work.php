<?php
// The faults' load endpoint: one unit of realistic work per request, on pool ?pool= (default
// main). 200 {"ok":true} when it ran and its results were right; 500 {"ok":false,"class":...}
// otherwise (inc/faults.inc, classify()), so wrk's report (cli/wrk-report.lua) counts each class.
//   ?kind=query   a primary-key lookup            &sleep=S: the server sleeps S s in it
//   ?kind=txn     a transfer (5 statements)       &sleep=S: SELECT SLEEP(S) between the updates
//   ?kind=rows    a 300-row result, checked        &slow=1: streamed over ~60 ms
//   ?kind=mix     query 50 %, txn 30 %, rows 20 % (sleep/slow apply to all)
//   ?kind=soak    query 40 %, txn 20 %, rows 15 %, user variable 10 %, forgotten transaction 5 %,
//                 refused statement (caught) 10 %
// Both answers carry "db_ms": the unit's time from new PDO to its last row, every acquire wait
// included (the probe's fifth column, cli/probe.php: worker-kill reads how long probes waited).
require __DIR__ . '/inc/faults.inc';

$pool = fault_pool();
$kind = $_GET['kind'] ?? 'query';
$sleep = (float)($_GET['sleep'] ?? 0);
$slow = ($_GET['slow'] ?? '') === '1';
if ($kind === 'mix' || $kind === 'soak') {
    $r = random_int(1, 100);
    $kind = $kind === 'mix'
        ? ($r <= 50 ? 'query' : ($r <= 80 ? 'txn' : 'rows'))
        : ($r <= 40 ? 'query' : ($r <= 60 ? 'txn' : ($r <= 75 ? 'rows' : ($r <= 85 ? 'uservar' : ($r <= 90 ? 'forgot' : 'error')))));
}
$t0 = hrtime(true);
$db_ms = fn() => intdiv(hrtime(true) - $t0, 1000000);
try {
    $pdo = fault_pdo($pool);
    match ($kind) {
        'query' => do_query($pdo, $sleep),
        'txn' => do_txn($pdo, $sleep),
        'rows' => do_rows($pdo, $slow),
        'uservar' => do_uservar($pdo),
        'forgot' => do_forgot($pdo),
        'error' => do_error($pdo),
        default => fail("unknown kind '$kind'", ['class' => 'harness']),
    };
} catch (Throwable $e) {
    fault_fail($e, ['kind' => $kind, 'db_ms' => $db_ms()]);
}
fault_ok(['kind' => $kind, 'db_ms' => $db_ms()]);
