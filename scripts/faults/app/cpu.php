<?php
// max_execution_time (php.ini, CPU time on Linux: setitimer(ITIMER_PROF)) firing with a
// connection in use. The request always ends in PHP's fatal "Maximum execution time ... exceeded"
// (HTTP 500, empty body: wrk-report.lua counts it as http500); what must hold is what is left.
//   ?mode=txn    half a transfer (+1000000 on one account), then CPU until the timer fires:
//                the fatal error ends the request inside the transaction; mysqlpool must roll
//                it back (the balance sum shows it if not).
//   ?mode=query  3,000-row results read over and over, nothing else (no fetch: the reply is read
//                and parsed inside the extension), so nearly all the CPU is used inside query()
//                and the timer fires there (PHP reports it at the loop's next opcode; a shutdown
//                function logs the share of the request's CPU used inside query()).
//   ?mode=wait   CPU until close to the limit, then a statement on pool mwait (1 connection,
//                held by another request): the timer counts CPU, so it can not fire while the
//                worker sleeps in the acquire wait; the wait ends by acquire_timeout_ms.
require __DIR__ . '/inc/faults.inc';

$mode = $_GET['mode'] ?? 'txn';
$limit = (int)ini_get('max_execution_time');
function cpu_s(): float {
    $u = getrusage();
    return $u['ru_utime.tv_sec'] + $u['ru_utime.tv_usec'] / 1e6 + $u['ru_stime.tv_sec'] + $u['ru_stime.tv_usec'] / 1e6;
}
$cpu0 = cpu_s();  // the worker's CPU before this request (the timer counts this request's only)
// Uses CPU until this request has used $cpu_s seconds of it.
function burn_until(float $cpu_s): void {
    global $cpu0;
    while (cpu_s() - $cpu0 < $cpu_s) {
        for ($i = 0; $i < 20000; $i++) { $x = md5((string)$i); }
    }
}
try {
    if ($mode === 'txn') {
        $pdo = fault_pdo('main');
        $a = random_int(1, 1000);
        $pdo->beginTransaction();
        $pdo->exec("UPDATE fault_accounts SET balance = balance + 1000000 WHERE id = $a");
        burn_until($limit + 5);
        $pdo->commit();  // never reached
    } elseif ($mode === 'query') {
        $pdo = fault_pdo('main');
        // what share of this request's CPU was used inside query(): logged when the fatal error
        // ends it (the harness reports it: the timer fires inside a query with that chance)
        $inside = 0.0;
        register_shutdown_function(function () use (&$inside) {
            global $cpu0;
            error_log(sprintf('fault-cpu-query: inside_query_cpu_s=%.3f request_cpu_s=%.3f', $inside, cpu_s() - $cpu0));
        });
        for ($n = 0; $n < 100000; $n++) {
            $c = cpu_s();
            $pdo->query('SELECT ' . marker('bigquery') . ' id, name, payload FROM fault_items LIMIT 3000');
            $inside += cpu_s() - $c;
        }
    } elseif ($mode === 'wait') {
        $pdo = fault_pdo('mwait');
        burn_until(max(0, $limit - 0.05));
        $t0 = hrtime(true);
        try {
            $pdo->query('SELECT ' . marker('mwait') . ' 1')->fetchAll();
        } finally {
            $wait_ms = intdiv(hrtime(true) - $t0, 1000000);
        }
        fault_ok(['kind' => 'mwait', 'wait_ms' => $wait_ms]);
        exit;
    } else {
        fail("unknown mode '$mode'", ['class' => 'harness']);
    }
} catch (Throwable $e) {
    fault_fail($e, ['kind' => "cpu-$mode", 'wait_ms' => $wait_ms ?? null]);
}
fault_ok(['kind' => "cpu-$mode"]);
