<?php
// bench/mysqli_stmt.sh's numbers (CLI):
//   php stmt_report.php row ROUND WORKERS VARIANT HZ WRK_LINE SAMPLER_JSON STATUS0 STATUS1
//                           APP_TICKS MGR_TICKS DB_TICKS BUSY_TICKS WALL_MS NCPU SERVED
//       one line of runs.tsv from one measurement (WRK_LINE: scripts/lib/wrk-report.lua's,
//       STATUS0/1: bench/lib/laravel.sh's lb_status words before and after)
//   php stmt_report.php summary OUT EXECUTES POOL
//       OUT/summary.tsv (per worker count and variant: medians over the rounds, errors and
//       max_conns the highest) and OUT/ratios.tsv (mysqlpool / each stock variant, per round,
//       then the median), both printed as tables, then one summary line.

function words(string $s): array {
    preg_match_all('/(\w+)=(-?\d+)/', $s, $x);
    return array_combine($x[1], array_map('intval', $x[2]));
}

function median(array $v): ?float {
    $v = array_values(array_filter($v, 'is_numeric'));
    if (!$v) return null;
    sort($v);
    $n = count($v);
    return $n % 2 ? (float)$v[intdiv($n, 2)] : ($v[$n / 2 - 1] + $v[$n / 2]) / 2;
}

function row(array $a): void {
    [$round, $w, $v, $hz, $wrk, $sj, $s0, $s1, $app, $mgr, $db, $busy, $wall_ms, $ncpu, $served] = $a;
    $W = words($wrk);
    [$S0, $S1] = [words($s0), words($s1)];
    $D = fn($k) => ($S1[$k] ?? 0) - ($S0[$k] ?? 0);
    $J = json_decode(file_get_contents($sj), true);
    $req = max(1, (int)$served);
    $us = 1e6 / $hz / $req;
    $errors = $W['status'] + $W['connect'] + $W['read'] + $W['write'] + $W['timeout'];
    $exec = $D('Com_stmt_execute');
    echo implode("\t", [$round, $w, $v,
        round($W['requests'] / ($W['duration_us'] / 1e6), 1), $W['requests'], $served,
        round($W['p50_us'] / 1000, 1), round($W['p99_us'] / 1000, 1), $errors,
        $J['max_used_app'], round($J['connections_delta'] / $req, 3),
        round($app * $us), round($mgr * $us), round($db * $us),
        $exec > 0 ? round($D('Com_stmt_prepare') / $exec, 4) : 'n/a',
        round($exec / $req, 2), round($D('Com_stmt_prepare') / $req, 3), round($D('Com_stmt_close') / $req, 3),
        round(100 * max(0, $busy - $app - $db) / $hz / $ncpu / ($wall_ms / 1000), 1)]), "\n";
}

function table(array $lines): string {
    $width = [];
    foreach ($lines as $l) foreach ($l as $i => $c) $width[$i] = max($width[$i] ?? 0, mb_strlen((string)$c));
    $out = '';
    foreach ($lines as $l) {
        $cells = [];
        foreach ($l as $i => $c) $cells[] = str_pad((string)$c, $width[$i] + (strlen((string)$c) - mb_strlen((string)$c)));
        $out .= rtrim(implode('  ', $cells)) . "\n";
    }
    return $out;
}

function write_tsv(string $file, array $lines): void {
    file_put_contents($file, implode("\n", array_map(fn($l) => implode("\t", $l), $lines)) . "\n");
}

function summary(string $out, int $executes, int $pool): void {
    $rows = array_map(fn($l) => explode("\t", $l), file("$out/runs.tsv", FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES));
    $head = array_shift($rows);
    $by = [];
    foreach ($rows as $r) {
        if (count($r) === count($head)) {
            $r = array_combine($head, $r);
            $by[$r['workers']][$r['variant']][$r['round']] = $r;
        }
    }
    $cols = ['rps', 'p99_ms', 'errors', 'max_conns', 'new_conn_per_req', 'cpu_app_us', 'cpu_mgr_us', 'cpu_db_us',
             'prepares_per_exec', 'executes_per_req', 'prepares_per_req', 'closes_per_req', 'other_cpu_pct'];
    $sum = [array_merge(['workers', 'variant', 'rounds'], $cols)];
    $rat = [['workers', 'ratio', 'rps', 'cpu_app_us', 'cpu_db_us', 'cpu_total_us', 'rounds']];
    $verdicts = $med = [];
    foreach ($by as $w => $vars) {
        foreach (['stock_new', 'stock_persistent', 'mysqlpool'] as $v) {
            if (empty($vars[$v])) continue;
            $line = [$w, $v, count($vars[$v])];
            foreach ($cols as $c) $line[] = in_array($c, ['errors', 'max_conns'], true)
                ? max(array_column($vars[$v], $c)) : median(array_column($vars[$v], $c));
            $sum[] = $line;
            $med[$w][$v] = array_combine(array_merge(['workers', 'variant', 'rounds'], $cols), $line);
        }
        $ratio = [];
        foreach (['stock_new' => 'new', 'stock_persistent' => 'persistent'] as $b => $short) {
            if (empty($vars['mysqlpool']) || empty($vars[$b])) continue;
            $line = [$w, "mysqlpool / $b"];
            foreach (['rps', 'cpu_app_us', 'cpu_db_us', 'cpu_total_us'] as $c) {
                $q = [];
                foreach ($vars['mysqlpool'] as $round => $r) {
                    $o = $vars[$b][$round] ?? null;
                    if ($o === null) continue;
                    $x = $c === 'cpu_total_us' ? $r['cpu_app_us'] + $r['cpu_db_us'] : $r[$c];
                    $y = $c === 'cpu_total_us' ? $o['cpu_app_us'] + $o['cpu_db_us'] : $o[$c];
                    if ($y > 0) $q[] = $x / $y;
                }
                $line[] = $q ? sprintf('%.2fx', median($q)) : 'n/a';
                $ratio[$short][$c] = $line[count($line) - 1];
            }
            $line[] = count($q);
            $rat[] = $line;
        }
        if (isset($med[$w]['mysqlpool'])) {
            $m = $med[$w]['mysqlpool'];
            $ppe = $m['prepares_per_exec'];
            $verdicts[] = sprintf('%s workers: mysqlpool %s prepares/execute (target <= 0.1: %s; stock_new %s, stock_persistent %s; 1/N = %.3f), max %s server conns (pool %d), %s errors; req/s %s stock_new, %s stock_persistent; CPU/req (app + db) %s stock_new, %s stock_persistent',
                $w, $ppe ?? 'n/a', $ppe !== null && $ppe <= 0.1 ? 'met' : 'MISSED',
                $med[$w]['stock_new']['prepares_per_exec'] ?? 'n/a', $med[$w]['stock_persistent']['prepares_per_exec'] ?? 'n/a',
                1 / max(1, $executes), $m['max_conns'], $pool, $m['errors'],
                $ratio['new']['rps'] ?? 'n/a', $ratio['persistent']['rps'] ?? 'n/a',
                $ratio['new']['cpu_total_us'] ?? 'n/a', $ratio['persistent']['cpu_total_us'] ?? 'n/a');
        }
    }
    write_tsv("$out/summary.tsv", $sum);
    write_tsv("$out/ratios.tsv", $rat);
    echo table($sum), "\n";
    echo "# errors and max_conns: the highest over the rounds; the rest: medians. CPU in µs per request\n";
    echo "# (app: php-fpm + nginx + manager, cpu_mgr_us the manager's share; db: mariadbd); prepares_per_exec: Com_stmt_prepare / Com_stmt_execute.\n\n";
    echo table($rat), "\n";
    echo "# ratios: per round, then the median over the rounds (cpu_total_us: app + db).\n\n";
    foreach ($verdicts ?: ['no mysqlpool figures (see runs.tsv)'] as $l) echo "SUMMARY: $l\n";
}

$argv0 = $argv;
array_shift($argv0);
$mode = array_shift($argv0);
if ($mode === 'row' && count($argv0) === 15) {
    row($argv0);
} elseif ($mode === 'summary' && count($argv0) === 3) {
    summary($argv0[0], (int)$argv0[1], (int)$argv0[2]);
} else {
    fwrite(STDERR, "usage: stmt_report.php row ROUND WORKERS VARIANT HZ WRK SAMPLER S0 S1 APP MGR DB BUSY WALL_MS NCPU SERVED\n"
        . "       stmt_report.php summary OUT EXECUTES POOL\n");
    exit(2);
}
