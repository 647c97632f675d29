<?php
// Turns bench/run.sh's runs.tsv (one row per round x variant x workers) into the printed
// tables and the summary files next to it:
//   medians.tsv  per variant and worker count: medians over the rounds (connections: the max)
//   ratios.tsv   per variant and worker count: requests/s and CPU per request against
//                persistent PDO at the same worker count and against Go, computed per round,
//                then the median over the rounds
//   targets.tsv  the issue's targets, measured value and PASS / FAIL / n/a
//   plot.tsv     the data of bench/plot.gp (medians per variant and worker count)
//
// usage: php report.php RESULTS_DIR POOL_SIZE
// Exit status 1 when a configuration failed to run in some round (the tables say which).
if (PHP_SAPI !== 'cli') exit(1);
$dir = $argv[1] ?? '';
$pool = (int)($argv[2] ?? 20);
$file = "$dir/runs.tsv";
if (!is_readable($file)) {
    fwrite(STDERR, "report: no $file\n");
    exit(2);
}

const ORDER = ['pdo_new' => 1, 'pdo_persistent' => 2, 'mysqlpool' => 3, 'go' => 4];

function median(array $v): ?float {
    $v = array_values(array_filter($v, fn($x) => $x !== null && $x !== ''));
    if (!$v) return null;
    sort($v);
    $n = count($v);
    return $n % 2 ? (float)$v[intdiv($n, 2)] : ($v[$n / 2 - 1] + $v[$n / 2]) / 2;
}
function label(string $variant): string { return (ORDER[$variant] ?? '?') . ' ' . $variant; }
function wlabel(int $w): string { return $w === 0 ? '-' : (string)$w; }
function fmt(?float $x, int $dec = 1): string { return $x === null ? 'n/a' : number_format($x, $dec, '.', ''); }

$lines = file($file, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES);
$head = explode("\t", array_shift($lines));
$rows = [];
foreach ($lines as $line) {
    $r = array_combine($head, array_pad(explode("\t", $line), count($head), ''));
    $r['workers'] = (int)$r['workers'];
    $rows[] = $r;
}
if (!$rows) {
    fwrite(STDERR, "report: $file has no rows\n");
    exit(2);
}

// group by config
$configs = [];
foreach ($rows as $r) $configs[$r['variant'] . ':' . $r['workers']][] = $r;
uksort($configs, function ($a, $b) {
    [$va, $wa] = explode(':', $a);
    [$vb, $wb] = explode(':', $b);
    return [(int)$wa === 0 ? 1 : 0, (int)$wa, ORDER[$va] ?? 9] <=> [(int)$wb === 0 ? 1 : 0, (int)$wb, ORDER[$vb] ?? 9];
});
$by = [];  // [variant][workers][round] => row (ok rows only)
foreach ($rows as $r) if ($r['status'] === 'ok') $by[$r['variant']][$r['workers']][$r['round']] = $r;

$any_failed = false;
$med = [];
foreach ($configs as $key => $list) {
    [$v, $w] = explode(':', $key);
    $w = (int)$w;
    $ok = array_values(array_filter($list, fn($r) => $r['status'] === 'ok'));
    $failed = array_values(array_filter($list, fn($r) => $r['status'] !== 'ok'));
    if ($failed) $any_failed = true;
    $col = fn($c) => array_map(fn($r) => (float)$r[$c], $ok);
    $m = ['variant' => $v, 'workers' => $w, 'rounds_ok' => count($ok), 'rounds_failed' => count($failed),
          'failure' => $failed ? $failed[0]['note'] : ''];
    foreach (['rps', 'p50_ms', 'p99_ms', 'new_conn_per_req', 'cpu_app_us', 'cpu_mgr_us', 'cpu_db_us',
              'cpu_total_us', 'app_pss_mb', 'threads_avg', 'max_used_conn', 'app_csw_per_req', 'other_cpu_pct'] as $c) {
        $m[$c] = $ok ? median(array_map(fn($r) => $r[$c] === '' ? null : (float)$r[$c], $ok)) : null;
    }
    $m['errors'] = $ok ? (int)array_sum($col('errors')) : null;
    $m['requests'] = $ok ? (int)array_sum($col('requests')) : null;
    $m['php_errors'] = $ok ? (int)array_sum($col('php_errors')) : null;
    // connections: the highest seen in any round, by the server's counter and by sampling
    $m['max_used_conn_max'] = $ok ? (int)max($col('max_used_conn')) : null;
    $m['threads_max'] = $ok ? (int)max(array_merge($col('threads_max'), $col('app_conn_max'))) : null;
    $med[$key] = $m;
}

// ratios per round, then the median
$ratios = [];
foreach ($med as $key => $m) {
    $v = $m['variant'];
    $w = $m['workers'];
    $acc = ['rps_vs_pers' => [], 'cpu_vs_pers' => [], 'rps_vs_go' => [], 'cpu_vs_go' => [], 'rps_vs_new' => []];
    foreach ($by[$v][$w] ?? [] as $round => $r) {
        $pers = $by['pdo_persistent'][$w][$round] ?? null;
        $go = $by['go'][0][$round] ?? null;
        $new = $by['pdo_new'][$w][$round] ?? null;
        if ($pers && $w > 0) {
            $acc['rps_vs_pers'][] = $r['rps'] / $pers['rps'];
            $acc['cpu_vs_pers'][] = $r['cpu_total_us'] / $pers['cpu_total_us'];
        }
        if ($go) {
            $acc['rps_vs_go'][] = $r['rps'] / $go['rps'];
            $acc['cpu_vs_go'][] = $r['cpu_total_us'] / $go['cpu_total_us'];
        }
        if ($new && $w > 0) $acc['rps_vs_new'][] = $r['rps'] / $new['rps'];
    }
    $ratios[$key] = ['variant' => $v, 'workers' => $w, 'rounds' => count($by[$v][$w] ?? [])];
    foreach ($acc as $k => $list) {
        $ratios[$key][$k] = median($list);
        $ratios[$key][$k . '_rounds'] = implode(',', array_map(fn($x) => sprintf('%.3f', $x), $list));
    }
}

// --- printing -----------------------------------------------------------------------------
function ulen(string $s): int { return (int)preg_match_all('/./us', $s); }  // no mbstring needed
function table(array $header, array $rows, array $left = [0]): void {
    $width = array_map('ulen', $header);
    foreach ($rows as $r) foreach (array_values($r) as $i => $c) $width[$i] = max($width[$i], ulen((string)$c));
    $line = function (array $cells) use ($width, $left) {
        $out = [];
        foreach (array_values($cells) as $i => $c) {
            $pad = str_repeat(' ', $width[$i] - ulen((string)$c));
            $out[] = in_array($i, $left, true) ? $c . $pad : $pad . $c;
        }
        echo rtrim(implode('  ', $out)), "\n";
    };
    $line($header);
    $line(array_map(fn($w) => str_repeat('-', $w), $width));
    foreach ($rows as $r) $line($r);
}

$meta = [];
if (is_readable("$dir/meta.tsv")) {
    foreach (file("$dir/meta.tsv", FILE_IGNORE_NEW_LINES) as $l) {
        [$k, $val] = array_pad(explode("\t", $l, 2), 2, '');
        $meta[$k] = $val;
    }
}
printf("mysqlpool reference workload: %s run, %s round(s) of %s s (+%s s warm-up) per variant, wrk %s\n",
    $meta['mode'] ?? '?', $meta['rounds'] ?? '?', $meta['measure_s'] ?? '?', $meta['warmup_s'] ?? '?', $meta['wrk'] ?? '?');
printf("GET /user?id=<uniform 1..100000>, MariaDB over TCP 127.0.0.1; PHP: nginx + php-fpm (pm=static, opcache); Go: net/http served directly, no nginx\n");
printf("%s; %s\n", $meta['php'] ?? 'PHP ?', preg_replace('/ from Debian.*/', '', $meta['mariadb'] ?? 'MariaDB ?'));
printf("host: %s CPUs, load average %s at start, %s at end\n\n", $meta['cpus'] ?? '?', $meta['loadavg_start'] ?? '?', $meta['loadavg_end'] ?? '?');

$t = [];
foreach ($med as $m) {
    if (!$m['rounds_ok']) {
        $t[] = [label($m['variant']), wlabel($m['workers']), "0/{$m['rounds_failed']}", 'FAILED', '', '', '', '', '', '', '', '', '', '', '', ''];
        continue;
    }
    $t[] = [label($m['variant']), wlabel($m['workers']),
        $m['rounds_failed'] ? "{$m['rounds_ok']}/" . ($m['rounds_ok'] + $m['rounds_failed']) : (string)$m['rounds_ok'],
        fmt($m['rps'], 0), fmt($m['p50_ms'], 2), fmt($m['p99_ms'], 2), (string)$m['errors'],
        (string)$m['max_used_conn_max'], (string)$m['threads_max'], fmt($m['new_conn_per_req'], 3),
        fmt($m['cpu_app_us']), fmt($m['cpu_db_us']), fmt($m['cpu_total_us']), fmt($m['app_pss_mb']),
        fmt($m['app_csw_per_req'], 2), fmt($m['other_cpu_pct'], 0)];
}
echo "Medians over the rounds (connections: highest in any round)\n";
table(['variant', 'workers', 'rounds', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'max conns', 'sampled max',
       'new conn/req', 'CPU app µs/req', 'CPU db µs/req', 'CPU total µs/req', 'app PSS MB', 'app csw/req', 'others %'], $t);
echo "  max conns: server Max_used_connections during the measurement (after FLUSH STATUS, minus the\n"
   . "  sampler); sampled max: Threads_connected / PROCESSLIST every 100 ms; CPU app = php-fpm + nginx\n"
   . "  (+ mysqlpool manager) or the Go server; PSS = php-fpm master + workers (+ manager) or Go;\n"
   . "  csw/req = context switches of the app's processes per request (n/a for Go's threads);\n"
   . "  others % = machine CPU used by processes not of this benchmark (nor wrk), % of all CPUs.\n\n";

$t = [];
foreach ($ratios as $key => $r) {
    if (!$r['rounds']) continue;
    $t[] = [label($r['variant']), wlabel($r['workers']), (string)$r['rounds'],
        fmt($r['rps_vs_pers'], 2), fmt($r['cpu_vs_pers'], 2), fmt($r['rps_vs_go'], 2), fmt($r['cpu_vs_go'], 2)];
}
echo "Ratios per round, median (vs persistent PDO at the same worker count, and vs Go)\n";
table(['variant', 'workers', 'rounds', 'req/s ÷ pdo_persistent', 'CPU/req ÷ pdo_persistent', 'req/s ÷ go', 'CPU/req ÷ go'], $t);
echo "\n";

// --- targets ------------------------------------------------------------------------------
$targets = [];
$mp = array_filter($med, fn($m) => $m['variant'] === 'mysqlpool' && $m['rounds_ok']);
if ($mp) {
    $worst = max(array_map(fn($m) => max($m['max_used_conn_max'], $m['threads_max']), $mp));
    $ws = implode(', ', array_map(fn($m) => "{$m['workers']}w: {$m['max_used_conn_max']}", $mp));
    $targets[] = ["mysqlpool: server connections never above the pool size ($pool)", "max $worst ($ws)",
        "<= $pool", $worst <= $pool ? 'PASS' : 'FAIL'];
}
$pp = array_filter($med, fn($m) => $m['variant'] === 'pdo_persistent' && $m['rounds_ok']);
if ($pp) {
    $ok = true;
    $parts = [];
    foreach ($pp as $m) {
        $parts[] = "{$m['workers']}w: " . fmt($m['max_used_conn'], 0);
        if ((int)round($m['max_used_conn']) !== $m['workers']) $ok = false;
    }
    $targets[] = ['persistent PDO: one connection per worker', implode(', ', $parts), '= workers', $ok ? 'PASS' : 'FAIL'];
}
$check = function (string $name, ?array $r, string $k, string $op, float $goal) use (&$targets) {
    if (!$r || $r[$k] === null) {
        $targets[] = [$name, 'not measured', "$op $goal", 'n/a'];
        return;
    }
    $pass = $op === '<=' ? $r[$k] <= $goal : $r[$k] >= $goal;
    $targets[] = [$name, sprintf('%.2fx (rounds: %s)', $r[$k], $r[$k . '_rounds']), sprintf('%s %.1fx', $op, $goal),
        $pass ? 'PASS' : 'FAIL'];
};
// What the pool must buy to be worth its place in every request path:
// - no more CPU per request than persistent PDO (the cheapest per-worker alternative);
// - more requests/s than persistent PDO once workers outnumber what the server serves well
//   (128 workers: persistent PDO holds 128 connections, the pool 20);
// - well above a new connection per request (Laravel's default), whose connect costs CPU.
$check('CPU per request vs persistent PDO (32 workers): the pool costs no CPU', $ratios['mysqlpool:32'] ?? null, 'cpu_vs_pers', '<=', 1.0);
$check('req/s vs persistent PDO (128 workers): fewer connections serve more', $ratios['mysqlpool:128'] ?? null, 'rps_vs_pers', '>=', 1.1);
$check('req/s vs a new connection per request (32 workers): no connect per request', $ratios['mysqlpool:32'] ?? null, 'rps_vs_new', '>=', 1.6);
echo "Targets: what the pool must buy\n";
table(['target', 'measured', 'goal', 'result'], $targets, [0, 1, 2, 3]);

$failed = array_filter($med, fn($m) => $m['rounds_failed'] > 0);
$errs = array_filter($med, fn($m) => ($m['errors'] ?? 0) > 0 || ($m['php_errors'] ?? 0) > 0);
if ($failed || $errs) {
    echo "\nProblems\n";
    foreach ($failed as $m) {
        printf("  %s %s: failed in %d round(s): %s\n", label($m['variant']), wlabel($m['workers']),
            $m['rounds_failed'], $m['failure']);
    }
    foreach ($errs as $m) {
        printf("  %s %s: %d failed requests, %d lines in php-fpm's error log (see logs/)\n", label($m['variant']),
            wlabel($m['workers']), $m['errors'], $m['php_errors']);
    }
}

// --- files --------------------------------------------------------------------------------
$write = function (string $name, array $header, array $rows) use ($dir) {
    $out = implode("\t", $header) . "\n";
    foreach ($rows as $r) {
        $out .= implode("\t", array_map(fn($c) => is_float($c) ? sprintf('%.4g', $c) : (string)$c, $r)) . "\n";
    }
    file_put_contents("$dir/$name", $out);
};
$mcols = ['variant', 'workers', 'rounds_ok', 'rounds_failed', 'rps', 'p50_ms', 'p99_ms', 'errors', 'requests',
          'max_used_conn', 'max_used_conn_max', 'threads_max', 'threads_avg', 'new_conn_per_req', 'cpu_app_us',
          'cpu_mgr_us', 'cpu_db_us', 'cpu_total_us', 'app_pss_mb', 'app_csw_per_req', 'other_cpu_pct', 'php_errors'];
$write('medians.tsv', $mcols, array_map(fn($m) => array_map(fn($c) => $m[$c] ?? '', $mcols), array_values($med)));
$rcols = ['variant', 'workers', 'rounds', 'rps_vs_pers', 'cpu_vs_pers', 'rps_vs_go', 'cpu_vs_go', 'rps_vs_new',
          'rps_vs_pers_rounds', 'cpu_vs_pers_rounds', 'rps_vs_go_rounds', 'cpu_vs_go_rounds', 'rps_vs_new_rounds'];
$write('ratios.tsv', $rcols, array_map(fn($r) => array_map(fn($c) => $r[$c] ?? '', $rcols), array_values($ratios)));
$write('targets.tsv', ['target', 'measured', 'goal', 'result'], $targets);

// plot data: one block per variant (gnuplot `index`), Go drawn flat across the worker range
$ws = array_values(array_unique(array_filter(array_map(fn($m) => $m['workers'], $med))));
sort($ws);
$plot = "variant\tworkers\tmax_conns\trps\tcpu_total_us\n";
$blocks = [];
foreach (array_keys(ORDER) as $v) {
    $pts = array_filter($med, fn($m) => $m['variant'] === $v && $m['rounds_ok']);
    if (!$pts) continue;
    $block = '';
    foreach ($pts as $m) {
        $xs = $m['workers'] === 0 ? ($ws ? [min($ws), max($ws)] : []) : [$m['workers']];
        foreach ($xs as $x) {
            $line = sprintf("%s\t%d\t%d\t%.0f\t%.1f\n", $v, $x, $m['max_used_conn_max'], $m['rps'], $m['cpu_total_us']);
            $plot .= $line;
            $block .= $line;
        }
    }
    $blocks[] = "# $v\n" . $block;
}
file_put_contents("$dir/plot.tsv", $plot);
file_put_contents("$dir/plot.dat", implode("\n\n", $blocks));
file_put_contents("$dir/plot.variants", implode(' ', array_map(fn($b) => substr(strtok($b, "\n"), 2), $blocks)));
exit($any_failed ? 1 : 0);
