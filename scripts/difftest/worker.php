<?php
/*
 * difftest: one process of setup B. Runs the episodes of its handles on mysqlpool, interleaving
 * the handles statement by statement, and writes one JSON line per statement run.
 *
 *   php -d extension=mysqlpool.so ... worker.php JOB.ser OUT.jsonl
 *
 * Interleaving: the next handle is drawn at random (seeded) among the handles with statements
 * left, except while a handle may hold its pooled connection (the statement's pin_<mode> flag
 * from gen.php, or its diag flag from main.php, or an error): that handle then runs alone
 * until the flags clear or its episode ends, since a sibling waiting for a connection the
 * process itself holds would wait for nothing. When a statement still gets "no connection free" (the
 * driver kept a connection where the generator did not expect it), the siblings with an open
 * episode are run alone to their episode's end and the statement is tried again (counted as
 * an unexpected pin, reported, not a mismatch by itself); the category of the sibling's last
 * statement is learned: after a statement of a learned category a handle runs alone to its
 * episode's end. (A wait caused by another process's self-blocked handle teaches a wrong
 * category here; that costs interleaving in this run only.) What the generator does not foresee
 * the pool reports: after a statement whose handle the flags let go, a connection still held
 * by this process (mysqlpool_stats()'s in_use_here) is that handle's, and it runs alone while
 * it holds one (counted, not a mismatch), so that no process waits while it holds a connection
 * (two processes of a pool of 2, each holding one and waiting for the other, would wait out
 * their acquire_timeout_ms). A wait for another process's handles is the pool's own: main.php
 * gives setup B an acquire_timeout_ms of 20 s, and the pool refuses at once only when this
 * process's handles hold every connection, so no statement is tried again for another process.
 */

declare(strict_types=1);
require __DIR__ . '/lib.php';
require __DIR__ . '/held_here.php';

[$job_file, $out_file] = [$argv[1], $argv[2]];
$job = unserialize(file_get_contents($job_file));
$out = fopen($out_file, 'w');
$mode = $job['mode'];
$pin_key = ['statement' => 'pin_st', 'transaction' => 'pin_tx', 'request' => 'pin_rq'][$mode];
$env = $job['env'];

set_error_handler(function (int $no, string $msg, string $file, int $line) {
    fwrite(STDERR, "php warning: $msg\n");
    return true;
});

$h = [];
foreach ($job['handles'] as $hid => $episodes) {
    $h[$hid] = ['episodes' => $episodes, 'e' => 0, 'i' => 0, 'pdo' => null, 'ctx' => [], 'side' => null, 'forced' => false];
}
$rng = new Random\Randomizer(new Random\Engine\Mt19937($job['sched_seed']));
$exclusive = null;
$unexpected = 0;
$held_unmodelled = 0;  // statements after which the pool said the handle held its connection, unforeseen
// categories of statements after which a handle kept its connection where the generator did not
// expect it (learned in this run): after such a statement a handle runs alone to its episode's end
$learned = [];
$last_cat = [];
$retries = [];

$open_episode = fn(array $x) => $x['pdo'] !== null || $x['i'] > 0;

for (;;) {
    $left = array_keys(array_filter($h, fn($x) => $x['e'] < count($x['episodes'])));
    if (!$left) {
        break;
    }
    if ($exclusive === null) {
        foreach ($left as $hid) {
            if ($h[$hid]['forced'] && $open_episode($h[$hid])) {
                $exclusive = $hid;
                break;
            }
        }
    }
    $hid = $exclusive ?? $left[$rng->getInt(0, count($left) - 1)];
    $x = &$h[$hid];
    $st = $x['episodes'][$x['e']][$x['i']];
    $t0 = hrtime(true);
    $r = null;
    if ($x['pdo'] === null) {
        try {
            $x['pdo'] = new PDO($job['dsn'], $env['user'], $env['password'], dt_pdo_options($st['newpdo'] ?? []));
        } catch (Throwable $e) {
            $r = ['err' => dt_error($e), 'lid' => null, 'intx' => false, 'connect' => true];
        }
    }
    if ($r === null) {
        if ($st['k'] === 'side') {
            if ($x['side'] === null) {
                $x['side'] = dt_pdo_mysql($env);
                $x['side']->exec('SET innodb_lock_wait_timeout = 3');
            }
            $r = dt_run($x['side'], ['k' => 'q'] + $st);
        } else {
            $r = dt_run($x['pdo'], $st, null, $x['ctx']);
        }
    }
    $key = "$hid/{$x['e']}/{$x['i']}";
    if (getenv('DIFFTEST_TRACE')) {
        fwrite(STDERR, sprintf("%.3f trace %s e%d #%d%s %s => %s\n", microtime(true), $hid, $x['e'], $x['i'], $exclusive === $hid ? ' (alone)' : '',
            dt_show_statement($st), dt_show($r, 200)));
    }
    if (isset($r['err']['msg']) && str_contains($r['err']['msg'], 'no connection free') && ($retries[$key] ?? 0) < 3) {
        // a sibling of this process holds the connection: let it finish its episode first
        $retries[$key] = ($retries[$key] ?? 0) + 1;
        $unexpected++;
        $holders = [];
        foreach ($h as $other => &$y) {
            if ($other !== $hid && $open_episode($y)) {
                $y['forced'] = true;
                $holders[] = $other;
                if (isset($last_cat[$other])) {
                    $learned[$last_cat[$other]] = true;
                }
            }
        }
        unset($y);
        fwrite(STDERR, "unexpected pin: $hid episode {$x['e']} #{$x['i']} got no connection; running "
            . (implode(',', $holders) ?: 'nobody') . " alone first\n");
        fwrite($out, json_encode(['h' => $hid, 'e' => $x['e'], 'i' => $x['i'], 'unexpected_pin' => $holders]) . "\n");
        if ($exclusive === $hid) {
            $exclusive = null;
        }
        if (!$holders) {
            usleep(100000);
        }
        dt_rewind_lobs($x['ctx']);
        unset($x);
        continue;
    }
    $r['ms'] = round((hrtime(true) - $t0) / 1e6, 2);
    if (isset($retries[$key])) {
        $r['retries'] = $retries[$key];
    }
    fwrite($out, json_encode(['h' => $hid, 'e' => $x['e'], 'i' => $x['i'], 'r' => $r], JSON_THROW_ON_ERROR) . "\n");
    fflush($out);
    $last_cat[$hid] = $st['cat'];
    if (isset($learned[$st['cat']])) {
        $x['forced'] = true;
    }
    $x['i']++;
    if ($x['i'] >= count($x['episodes'][$x['e']])) {
        // the episode (request) ends: the handle goes (its statements first), its connection back to the pool
        $x['ctx'] = [];
        $x['pdo'] = null;
        $x['e']++;
        $x['i'] = 0;
        $x['forced'] = false;
        if ($exclusive === $hid) {
            $exclusive = null;
        }
    } elseif ($st[$pin_key] || $x['forced'] || !empty($st['diag']) || isset($r['err'])) {
        // diag: the statement leaves warnings or an error (main.php's probe), which a driver may
        // keep the connection for, until the handle's next statement
        $exclusive = $hid;
    } elseif (dt_held_here() > 0) {
        // the pool says this handle kept its connection where the generator did not expect it
        // (the other handles held none when it ran): it runs alone while it holds one
        $exclusive = $hid;
        $held_unmodelled++;
    } elseif ($exclusive === $hid) {
        $exclusive = null;
    }
    unset($x);
    // a pause between statements, as an application has: without it a process that releases
    // and leases again at once can keep the connection from waiters of other processes
    usleep($job['pause_us'] ?? 200);
}
fwrite($out, json_encode(['done' => true, 'unexpected_pins' => $unexpected, 'held_unmodelled' => $held_unmodelled, 'learned' => array_keys($learned)]) . "\n");
fclose($out);
