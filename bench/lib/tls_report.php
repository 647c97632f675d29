<?php
// bench/tls.sh's report: php bench/lib/tls_report.php OUT
// Reads OUT/runs.tsv (one row per round x workload x variant) and OUT/meta.tsv; writes
// OUT/medians.tsv and OUT/ratios.tsv and prints both as Markdown tables (ready for the README).
//   medians   per workload and variant, the median over its rounds; server connections and
//             errors: the highest over the rounds
//   ratios    per round, mysqlpool / pdo_new requests/s and mysqlpool / pdo_persistent CPU per
//             request (app + db, and app alone), both sides from the same round; then the median
//             over the rounds, and the targets: >= 3 and <= 1.0
// Exit status 0 when the report could be made (missing targets are printed, not an error).
if ($argc !== 2) {
    fwrite(STDERR, "usage: php tls_report.php OUT\n");
    exit(2);
}
$out = $argv[1];
$lines = file("$out/runs.tsv", FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES);
$head = explode("\t", array_shift($lines));
$rows = [];
$failed = [];
foreach ($lines as $l) {
    $r = array_combine($head, array_pad(explode("\t", $l), count($head), ''));
    if ($r['status'] === 'ok') {
        $rows[$r['workload']][$r['variant']][(int)$r['round']] = $r;
    } else {
        $failed[] = $r;
    }
}
$meta = [];
foreach (file("$out/meta.tsv", FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) as $l) {
    [$k, $v] = explode("\t", $l, 2) + [1 => ''];
    $meta[$k] = isset($meta[$k]) ? "{$meta[$k]}; $v" : $v;
}

function median(array $v): ?float {
    $v = array_values(array_filter($v, fn($x) => $x !== '' && $x !== null));
    if (!$v) return null;
    sort($v);
    $n = count($v);
    return $n % 2 ? (float)$v[intdiv($n, 2)] : ($v[$n / 2 - 1] + $v[$n / 2]) / 2;
}
function fmt(?float $x, int $dec = 0): string {
    return $x === null ? 'n/a' : number_format($x, $dec, '.', '');
}

$variants = ['pdo_new' => 'pdo_mysql, new connection per request', 'pdo_persistent' => 'pdo_mysql persistent',
             'mysqlpool' => 'mysqlpool (pool of ' . ($meta['pool'] ?? '?') . ')'];
$workloads = ['user' => 'primary-key lookup', 'laravel' => 'Laravel /quote'];

$mcols = ['workload', 'variant', 'rounds', 'rps', 'p99_ms', 'cpu_app_us', 'cpu_mgr_us', 'cpu_db_us', 'cpu_total_us',
          'cpu_nginx_us', 'max_conns', 'sampled_max', 'new_conn_per_req', 'errors', 'other_cpu_pct'];
$medians = [implode("\t", $mcols)];
$table = ["| workload | variant | req/s | app CPU µs/req | db CPU µs/req | server conns | new conn/req | errors | p99 ms | others % |",
          "|---|---|---|---|---|---|---|---|---|---|"];
foreach ($workloads as $wl => $wname) {
    foreach ($variants as $v => $vname) {
        if (empty($rows[$wl][$v])) {
            if (isset($rows[$wl])) $table[] = "| $wname | $vname | not run | | | | | | | |";
            continue;
        }
        $rs = $rows[$wl][$v];
        $col = fn(string $c) => array_column($rs, $c);
        $m = ['workload' => $wl, 'variant' => $v, 'rounds' => count($rs)];
        foreach (['rps', 'p99_ms', 'cpu_app_us', 'cpu_mgr_us', 'cpu_db_us', 'cpu_total_us', 'cpu_nginx_us',
                  'new_conn_per_req', 'other_cpu_pct'] as $c) {
            $m[$c] = median($col($c));
        }
        foreach (['max_conns', 'sampled_max', 'errors'] as $c) $m[$c] = max(array_map('intval', $col($c)));
        $medians[] = implode("\t", array_map(fn($c) => is_float($m[$c]) ? round($m[$c], 4) : $m[$c], $mcols));
        $table[] = sprintf('| %s | %s | %s | %s%s | %s | %d | %s | %d | %s | %s |', $wname, $vname, fmt($m['rps']),
            fmt($m['cpu_app_us']), $v === 'mysqlpool' ? ' (manager ' . fmt($m['cpu_mgr_us']) . ')' : '',
            fmt($m['cpu_db_us']), $m['max_conns'], fmt($m['new_conn_per_req'], 2), $m['errors'], fmt($m['p99_ms'], 1),
            fmt($m['other_cpu_pct']));
    }
}
file_put_contents("$out/medians.tsv", implode("\n", $medians) . "\n");

$rcols = ['workload', 'rounds', 'rps_vs_new', 'cpu_vs_persistent', 'cpu_app_vs_persistent', 'rps_vs_persistent',
          'rps_vs_new_rounds', 'cpu_vs_persistent_rounds'];
$ratios = [implode("\t", $rcols)];
$rtable = ["| workload | mysqlpool / new connection, req/s (target ≥ 3) | mysqlpool / persistent, CPU per request app + db (target ≤ 1.0) | … app only | mysqlpool / persistent, req/s | rounds |",
           "|---|---|---|---|---|---|"];
$verdicts = [];
foreach ($workloads as $wl => $wname) {
    if (!isset($rows[$wl])) continue;
    $acc = ['rps_vs_new' => [], 'cpu_vs_persistent' => [], 'cpu_app_vs_persistent' => [], 'rps_vs_persistent' => []];
    foreach ($rows[$wl]['mysqlpool'] ?? [] as $round => $mp) {
        if ($new = $rows[$wl]['pdo_new'][$round] ?? null) {
            $acc['rps_vs_new'][] = $mp['rps'] / $new['rps'];
        }
        if ($pers = $rows[$wl]['pdo_persistent'][$round] ?? null) {
            $acc['cpu_vs_persistent'][] = $mp['cpu_total_us'] / $pers['cpu_total_us'];
            $acc['cpu_app_vs_persistent'][] = $mp['cpu_app_us'] / $pers['cpu_app_us'];
            $acc['rps_vs_persistent'][] = $mp['rps'] / $pers['rps'];
        }
    }
    $med = array_map('median', $acc);
    $per = fn(string $k) => implode(' ', array_map(fn($x) => number_format($x, 2), $acc[$k]));
    $ratios[] = implode("\t", [$wl, count($rows[$wl]['mysqlpool'] ?? []), fmt($med['rps_vs_new'], 3),
        fmt($med['cpu_vs_persistent'], 3), fmt($med['cpu_app_vs_persistent'], 3), fmt($med['rps_vs_persistent'], 3),
        $per('rps_vs_new'), $per('cpu_vs_persistent')]);
    $rtable[] = sprintf('| %s | %s | %s | %s | %s | %d |', $wname, fmt($med['rps_vs_new'], 2),
        fmt($med['cpu_vs_persistent'], 2), fmt($med['cpu_app_vs_persistent'], 2), fmt($med['rps_vs_persistent'], 2),
        count($acc['cpu_vs_persistent']) ?: count($acc['rps_vs_new']));
    $verdict = fn(?float $x, string $op, float $t) => $x === null ? 'not measured'
        : (($op === '>=' ? $x >= $t : $x <= $t) ? 'met' : 'missed') . sprintf(' (%.2f %s %.1f)', $x, $op, $t);
    $verdicts[] = "$wname: req/s vs new connection " . $verdict($med['rps_vs_new'], '>=', 3.0)
        . "; CPU per request vs persistent " . $verdict($med['cpu_vs_persistent'], '<=', 1.0);
}
file_put_contents("$out/ratios.tsv", implode("\n", $ratios) . "\n");

printf("TLS (MariaDB %s, %s), %s php-fpm workers, %s of %s round(s), %s s warm-up + %s s measured per variant\n",
    preg_replace('/^.*Ver (\S+).*$/', '$1', $meta['mariadb'] ?? '?'), $meta['server_tls'] ?? '?', $meta['workers'] ?? '?',
    $meta['rounds_run'] ?? '?', $meta['rounds_asked'] ?? '?', $meta['warmup_s'] ?? '?', $meta['measure_s'] ?? '?');
printf("host: %s CPUs, load average %s at start, %s at end\n\n", $meta['cpus'] ?? '?',
    $meta['loadavg_start'] ?? '?', $meta['loadavg_end'] ?? '?');
echo implode("\n", $table), "\n\n";
echo "app CPU: php-fpm master + workers, + the manager for mysqlpool (nginx apart, in medians.tsv);\n";
echo "server conns: the highest over the rounds; the rest: medians.\n\n";
echo implode("\n", $rtable), "\n\n";
foreach ($verdicts as $v) echo "target: $v\n";
foreach ($failed as $f) printf("FAILED round %s %s %s: %s\n", $f['round'], $f['workload'], $f['variant'], $f['note']);
if (!empty($meta['dropped'])) echo "not run again after failing in round 1: {$meta['dropped']}\n";
