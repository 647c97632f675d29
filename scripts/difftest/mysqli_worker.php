<?php
/*
 * difftest, mysqli mode: one process of a setup. Runs the episodes of its handles on whatever
 * mysqli this php has loaded (stock: -n -d extension=mysqlnd -d extension=mysqli; mysqlpool's
 * front-end: -n -d extension=mysqlpool.so -d mysqlpool.serve_mysqli=1 ...) and writes one JSON
 * line per operation.
 *
 *   php ... mysqli_worker.php JOB.ser OUT.jsonl
 *
 * job['order'] = 'seq' (setup A): the handles one after another, each episode on a connection of
 * its own; every 'esc' operation run while the session's charset is not the one mysqli was told
 * (cs != mcs: SET NAMES since) escapes with a helper handle of that charset (the oracle,
 * mysqli_main.php). 'mix' (setup B): the handles interleaved operation by operation, drawn at
 * random (seeded), as worker.php does for PDO: a handle that may hold its pooled connection
 * (pin_<mode>, diag: its operation left warnings or an error on setup A) runs alone until that
 * clears, or while the pool says the process holds a connection after it (in_use_here: what
 * the generator did not foresee, worker.php); an operation that still finds no connection free
 * (the pool refuses at once when this process's handles hold every connection) is tried again
 * after the siblings ran their episodes to the end (counted, not a mismatch). Waits for another
 * process's handles are the pool's own (acquire_timeout_ms 20 s): an operation is several
 * calls, and one tried again after a later call found no connection would run its first calls
 * twice.
 */

declare(strict_types=1);
require __DIR__ . '/mysqli_lib.php';
require __DIR__ . '/held_here.php';

[$job_file, $out_file] = [$argv[1], $argv[2]];
$job = unserialize(file_get_contents($job_file));
$out = fopen($out_file, 'w');
$env = $job['env'];
$pin_key = ['statement' => 'pin_st', 'transaction' => 'pin_tx'][$job['mode']] ?? 'pin_st';
set_error_handler('dtm_error_handler');

function dtm_emit($out, string $hid, int $e, int $i, array $r): void
{
    fwrite($out, json_encode(['h' => $hid, 'e' => $e, 'i' => $i, 'r' => $r], JSON_THROW_ON_ERROR | JSON_INVALID_UTF8_SUBSTITUTE) . "\n");
    fflush($out);
}

/**
 * $st with the charset its session really has, for the oracle. The generator's model takes
 * every SET NAMES as done, but one sent while results are pending fails (2014) and changes
 * nothing. $t (per handle): 'cs' the session's charset after the last operation, 'not' a model
 * charset the session did not take; a connect starts afresh.
 */
function dtm_real_cs(array &$t, array $st): array
{
    if ($st['k'] === 'connect') {
        $t = [];
    } elseif (isset($t['not']) && $st['cs'] === $t['not']) {
        $st['cs'] = $t['cs'];
    } else {
        unset($t['not']);
    }
    if (isset($t['not_m']) && $st['k'] !== 'connect' && $st['mcs'] === $t['not_m']) {
        $st['mcs'] = $t['mcs'];
    } else {
        unset($t['not_m']);
    }
    return $st;
}

/** After $st ran (answer $r): what its session's charset now is (dtm_real_cs). */
function dtm_track_cs(array &$t, array $st, array $real, array $r): void
{
    $sets = $st['k'] === 'q' && preg_match('/^SET (NAMES|character_set_client)\b/i', $st['sql']);
    if ($sets && isset($t['cs']) && (isset($r['err']) || ($r['handle']['errno']['i'] ?? 0) !== 0)) {
        $t['not'] = $st['cs'];
        return;
    }
    // a set_charset() that failed (a busy link's 2014) changed neither the session's charset nor
    // mysqli's, which the generator's model took as set: both stay what they were before it
    if ($st['k'] === 'set_charset' && (($r['ret'] ?? null) !== true || isset($r['err']))) {
        $new = $st['sql'] === 'utf8' ? 'utf8mb3' : $st['sql'];
        [$t['not'], $t['cs'], $t['not_m'], $t['mcs']] = [$new, $real['cs'], $new, $real['mcs']];
        return;
    }
    $t['cs'] = $real['cs'];
}

/** Setup A's escape for $st: the handle's own, or a helper's of the session's charset. */
function dtm_oracle(array $st, array $env, array &$helpers): ?callable
{
    if ($st['k'] !== 'esc' || $st['cs'] === $st['mcs']) {
        return null;
    }
    $key = $st['cs'] . ($st['nbe'] ? '/nbe' : '');
    if (!isset($helpers[$key])) {
        mysqli_report(MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT);
        $h = new mysqli($env['host'], $env['user'], $env['password'], null, (int) $env['port']);
        $h->set_charset($st['cs'] === 'utf8mb3' ? 'utf8' : $st['cs']);
        $h->query($st['nbe'] ? "SET sql_mode = 'NO_BACKSLASH_ESCAPES'" : "SET sql_mode = ''");
        $helpers[$key] = $h;
    }
    $h = $helpers[$key];
    return fn(string $s) => $h->real_escape_string($s);
}

if ($job['order'] === 'seq') {
    $helpers = [];
    foreach ($job['handles'] as $hid => $episodes) {
        foreach ($episodes as $e => $ops) {
            $m = null;
            $cs = [];
            foreach ($ops as $i => $st) {
                $t0 = hrtime(true);
                $real = dtm_real_cs($cs, $st);
                $oracle = dtm_oracle($real, $env, $helpers);
                $r = dtm_run($m, $st, $env, $oracle);
                dtm_track_cs($cs, $st, $real, $r);
                if ($oracle) {
                    $r['oracle'] = $real['cs'];
                }
                $r['ms'] = round((hrtime(true) - $t0) / 1e6, 2);
                dtm_emit($out, $hid, $e, $i, $r);
            }
            $m = null;  // the request ends
        }
    }
    fwrite($out, json_encode(['done' => true]) . "\n");
    exit(0);
}

// ---- 'mix': the handles of this process interleaved -------------------------------------------
$h = [];
foreach ($job['handles'] as $hid => $episodes) {
    $h[$hid] = ['episodes' => $episodes, 'e' => 0, 'i' => 0, 'm' => null, 'forced' => false, 'cs' => []];
}
$rng = new Random\Randomizer(new Random\Engine\Mt19937($job['sched_seed']));
$exclusive = null;
$retries = [];
$unexpected = 0;
$held_unmodelled = 0;
$open_episode = fn(array $x) => $x['i'] > 0;
$helpers = [];
$no_conn = fn(array $r) => str_contains(json_encode($r, JSON_INVALID_UTF8_SUBSTITUTE), 'no connection free');

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
    // stock units (the comparison's own check) escape as setup A does
    $real = dtm_real_cs($x['cs'], $st);
    $oracle = empty($job['oracle']) ? null : dtm_oracle($real, $env, $helpers);
    $r = dtm_run($x['m'], $st, $env, $oracle);
    dtm_track_cs($x['cs'], $st, $real, $r);
    if ($oracle) {
        $r['oracle'] = $real['cs'];
    }
    $key = "$hid/{$x['e']}/{$x['i']}";
    if (getenv('DIFFTEST_TRACE')) {
        fwrite(STDERR, sprintf("%.3f trace %s e%d #%d %s => %s\n", microtime(true), $hid, $x['e'], $x['i'], dtm_show_op($st), dtm_show($r, 300)));
    }
    if ($no_conn($r) && ($retries[$key] ?? 0) < 3) {
        $retries[$key] = ($retries[$key] ?? 0) + 1;
        $unexpected++;
        $holders = [];
        foreach ($h as $other => &$y) {
            if ($other !== $hid && $open_episode($y)) {
                $y['forced'] = true;
                $holders[] = $other;
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
        unset($x);
        continue;
    }
    $r['ms'] = round((hrtime(true) - $t0) / 1e6, 2);
    if (isset($retries[$key])) {
        $r['retries'] = $retries[$key];
    }
    dtm_emit($out, $hid, $x['e'], $x['i'], $r);
    $x['i']++;
    if ($x['i'] >= count($x['episodes'][$x['e']])) {
        $x['m'] = null;  // the request ends: the handle goes, its connection back to the pool
        $x['e']++;
        $x['i'] = 0;
        $x['forced'] = false;
        if ($exclusive === $hid) {
            $exclusive = null;
        }
    } elseif ($st[$pin_key] || $x['forced'] || !empty($st['diag'])) {
        $exclusive = $hid;
    } elseif (dt_held_here() > 0) {
        // the pool says the handle kept its connection, unforeseen: it runs alone while it does
        $exclusive = $hid;
        $held_unmodelled++;
        if (getenv('DIFFTEST_TRACE')) {
            fwrite(STDERR, "held: $hid e{$x['e']} #" . ($x['i'] - 1) . ' ' . dtm_show_op($st) . "\n");
        }
    } elseif ($exclusive === $hid) {
        $exclusive = null;
    }
    unset($x);
    usleep($job['pause_us'] ?? 200);
}
fwrite($out, json_encode(['done' => true, 'unexpected_pins' => $unexpected, 'held_unmodelled' => $held_unmodelled]) . "\n");
fclose($out);
