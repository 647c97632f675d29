<?php
/*
 * difftest, mysqli mode: the coordinator. Generates the programs of a seed (mysqli_gen.php), runs
 * them on setup A (stock mysqli, one php process, a dedicated connection per handle and episode)
 * and on each unit's setup B (processes at once, handles interleaved: mysqli_worker.php), compares
 * operation by operation and prints TAP-style lines. Started by scripts/difftest/difftest_mysqli.sh,
 * which documents the options.
 *
 * Stock mysqli and mysqlpool's front-end can't be loaded in one php process (the front-end
 * refuses to start beside PHP's mysqli): each side is its own php -n with its extensions.
 * This process uses PDO only, to make and drop the handles' schemas.
 *
 * The escaping oracle of setup A: stock mysqlnd escapes with the charset set_charset() or the
 * connect gave it, whatever SET NAMES said since, so after SET NAMES gbk its
 * real_escape_string("\xbf'") is an injection (the server reads 0xbf5c as one character). That
 * is a limit of mysqlnd, not the answer a handle should get: setup A escapes those with a helper
 * handle of the session's charset (mysqli_worker.php, dtm_oracle()).
 */

declare(strict_types=1);
require __DIR__ . '/lib.php';  // dt_env, dt_pdo_mysql
require __DIR__ . '/mysqli_lib.php';
require __DIR__ . '/mysqli_gen.php';

// The bounded run: a fixed list of seeds (the same units on every machine).
const DTM_DEFAULT_SEEDS = [1, 2, 3];
// the comparison's own checks first (stock against stock: 0 mismatches; against the broken
// wrapper: mismatches found), then the front-end
const DTM_SELF_UNITS = ['stock', 'broken'];
const DTM_POOL_UNITS = ['pool:statement:1', 'pool:statement:2', 'pool:transaction:1', 'pool:transaction:2'];

$opt = ['seeds' => [], 'only' => null, 'procs' => 3, 'handles' => 2, 'episodes' => 4, 'blocks' => 12, 'max_print' => 3,
    'timeout' => 60, 'show' => null, 'minimize' => null];
$args = array_slice($argv, 1);
while ($args) {
    $a = array_shift($args);
    if (str_contains($a, '=') && str_starts_with($a, '--')) {
        [$a, $v] = explode('=', $a, 2);
        array_unshift($args, $v);
    }
    $val = function () use (&$args, $a) {
        if (!$args) {
            fwrite(STDERR, "difftest_mysqli: $a needs a value\n");
            exit(2);
        }
        return array_shift($args);
    };
    switch ($a) {
        case '--seed':
        case '--seeds':
            foreach (explode(',', $val()) as $s) {
                $opt['seeds'] = array_merge($opt['seeds'], preg_match('/^(\d+)-(\d+)$/', $s, $mm)
                    ? range((int) $mm[1], (int) $mm[2]) : [(int) $s]);
            }
            break;
        case '--only':
            $opt['only'] = explode(',', $val());
            break;
        case '--show':
            $opt['show'] = $val();
            break;
        case '--minimize':
            $opt['minimize'] = $val();
            break;
        case '--procs':
        case '--handles':
        case '--episodes':
        case '--blocks':
        case '--max-print':
        case '--timeout':
            $opt[str_replace('-', '_', substr($a, 2))] = (int) $val();
            break;
        default:
            fwrite(STDERR, "difftest_mysqli: unknown option $a (see scripts/difftest/difftest_mysqli.sh)\n");
            exit(2);
    }
}
$units = $opt['only'] ?? array_merge(DTM_SELF_UNITS, DTM_POOL_UNITS);
foreach ($units as $u) {
    if (!preg_match('/^(stock|broken|pool:(statement|transaction):\d+)$/', $u)) {
        fwrite(STDERR, "difftest_mysqli: --only takes stock, broken or pool:MODE:MAX (got '$u')\n");
        exit(2);
    }
}
$seeds = $opt['seeds'] ?: DTM_DEFAULT_SEEDS;
$env = dt_env();
$logdir = getenv('DIFFTEST_LOGDIR') ?: sys_get_temp_dir() . '/difftest-mysqli-' . getmypid();
@mkdir($logdir, 0777, true);
$prefix = 'dm' . (getmypid() % 100000);
$php = getenv('DIFFTEST_PHP') ?: PHP_BINARY;
$so = getenv('DIFFTEST_SO') ?: '';
$T0 = microtime(true);

const DTM_STOCK = ['-n', '-d', 'extension=mysqlnd', '-d', 'extension=mysqli'];

/**
 * The php command line of a side. The pool's waits are short (2 s, as the PDO tester's), so that
 * a wait that should not happen costs little time and shows as a mismatch, not a timeout.
 */
function dtm_php_args(string $php, string $unit, string $so, string $dir): array
{
    if ($unit === 'stock' || $unit === 'broken' || $unit === 'A') {
        return array_merge([$php], DTM_STOCK);
    }
    [, $mode, $max] = explode(':', $unit);
    return [$php, '-n', '-d', 'extension=pdo', '-d', "extension=$so", '-d', 'mysqlpool.serve_mysqli=1',
        '-d', "mysqlpool.manager_socket=$dir/manager.sock", '-d', "mysqlpool.manager_log=$dir/manager.log",
        '-d', 'mysqlpool.manager_idle_exit_s=30', '-d', "mysqlpool.pool_mode=$mode", '-d', "mysqlpool.max_connections=$max",
        '-d', 'mysqlpool.acquire_timeout_ms=20000', '-d', 'mysqlpool.connect_timeout_ms=2000'];
}

function dtm_hids(array $opt): array
{
    $hids = [];
    for ($p = 0; $p < $opt['procs']; $p++) {
        for ($h = 0; $h < $opt['handles']; $h++) {
            $hids["p{$p}h{$h}"] = $p;
        }
    }
    return $hids;
}

function dtm_generate(string $prefix, int $seed, array $opt): array
{
    $lists = [];
    foreach (dtm_hids($opt) as $hid => $p) {
        $n = (int) substr($hid, strpos($hid, 'h') + 1);
        $lists[$hid] = (new DtGenMysqli($prefix, $hid, $seed * 1000 + $p * 10 + $n))->handle($opt['episodes'], $opt['blocks']);
    }
    return $lists;
}

/**
 * Gives every handle's two schemas the same contents each time: made once (dtm_make_objects),
 * then their rows and AUTO_INCREMENT counters put back (TRUNCATE), which takes a fraction of
 * the time that dropping and creating them takes (t3 and p1 are only read).
 */
function dtm_reset_objects(PDO $admin, string $prefix, array $hids): void
{
    static $made = [];
    foreach ($hids as $hid) {
        foreach (DtGenMysqli::schemas($prefix, $hid) as $j => $schema) {
            $tag = $j === 0 ? 'a' : 'b';
            if (!isset($made[$schema])) {
                dtm_make_objects($admin, $schema);
                $made[$schema] = true;
            }
            // (t2's ids start at 1000: a row 999 inserted and deleted moves the counter with no DDL)
            $admin->exec("TRUNCATE `$schema`.t1;"
                . " INSERT INTO `$schema`.t1 (v, n, u) VALUES ('$tag-one', 1, 1), ('$tag-two', 2, NULL), ('\u{e4}$tag-three', 3, 7);"
                . " TRUNCATE `$schema`.t2; INSERT INTO `$schema`.t2 (id, v) VALUES (999, ''); DELETE FROM `$schema`.t2;"
                . " TRUNCATE `$schema`.wp_options;"
                . " INSERT INTO `$schema`.wp_options (option_name, option_value, autoload) VALUES ('siteurl', 'http://$tag.test', 'yes'),"
                . " ('blogname', 'Blog \u{e9}', 'yes'), ('cron', 'a:0:{}', 'no'), ('empty', '', 'yes')");
        }
    }
}

function dtm_make_objects(PDO $admin, string $schema): void
{
    $admin->exec("DROP DATABASE IF EXISTS `$schema`");
    $admin->exec("CREATE DATABASE `$schema` CHARACTER SET utf8mb4");
    $admin->exec("CREATE TABLE `$schema`.t1 (id INT AUTO_INCREMENT PRIMARY KEY, v VARCHAR(40) NOT NULL DEFAULT '',"
        . " s VARCHAR(4) NULL, n INT NOT NULL DEFAULT 0, u INT NULL UNIQUE, ts TIMESTAMP NULL DEFAULT NULL) ENGINE=InnoDB");
    $admin->exec("CREATE TABLE `$schema`.t2 (id BIGINT AUTO_INCREMENT PRIMARY KEY, v VARCHAR(40)) ENGINE=InnoDB");
    $admin->exec("CREATE TABLE `$schema`.t3 (id INT AUTO_INCREMENT PRIMARY KEY, ti TINYINT, bu BIGINT UNSIGNED, bi BIGINT,"
        . " f FLOAT, d DOUBLE, dc DECIMAL(12,4), dt DATE, dtm DATETIME(6), tm TIME, y YEAR, b BIT(10), zf INT(6) UNSIGNED ZEROFILL,"
        . " tx TEXT CHARACTER SET utf8mb4, bin VARBINARY(32), ts TIMESTAMP(3) NULL DEFAULT NULL) ENGINE=InnoDB");
    $admin->exec("INSERT INTO `$schema`.t3 VALUES"
        . " (1, -128, 18446744073709551615, -9223372036854775808, -3.40282e38, 1.7976931348623157e308, -99999999.9999, '1000-01-01',"
        . "  '9999-12-31 23:59:59.999999', '-838:59:59', 1901, b'1111111111', 1, '', x'', '1970-01-01 00:00:01.000'),"
        . " (2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),"
        . " (3, 1, 9223372036854775808, 9223372036854775807, 3.14159, 0.1, 12345678.1234, '2020-02-29',"
        . "  '2021-03-04 05:06:07.000123', '12:34:56', 2155, b'1010101010', 42, 'h\u{e9}llo \u{1f4a9}', x'00ff275c80', '2020-06-01 12:00:00.5')");
    // WordPress's options table, as its schema has it (the queries of its front page)
    $admin->exec("CREATE TABLE `$schema`.wp_options (option_id BIGINT(20) UNSIGNED NOT NULL AUTO_INCREMENT,"
        . " option_name VARCHAR(191) NOT NULL DEFAULT '', option_value LONGTEXT NOT NULL, autoload VARCHAR(20) NOT NULL DEFAULT 'yes',"
        . " PRIMARY KEY (option_id), UNIQUE KEY option_name (option_name), KEY autoload (autoload))"
        . " ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci");
    $admin->exec("CREATE PROCEDURE `$schema`.p1(IN k INT) BEGIN SELECT id, v, n FROM t1 WHERE n >= k ORDER BY id;"
        . " SELECT k AS k, COUNT(*) AS c FROM t2; END");
}

function dtm_drop_objects(PDO $admin, string $prefix, array $hids): void
{
    foreach ($hids as $hid) {
        foreach (DtGenMysqli::schemas($prefix, $hid) as $schema) {
            $admin->exec("DROP DATABASE IF EXISTS `$schema`");
        }
    }
}

/**
 * Runs $groups ([p => [hid => episodes]]) as one process each with $cmd, order seq or mix (on
 * stock mysqli with setup A's escaping oracle);
 * returns [hid][e][i] => record and sets $info (exit statuses, unexpected pins).
 */
function dtm_run_side(array $cmd, array $groups, string $order, string $mode, int $seed, string $dir, array $env,
                      int $timeout, array $extra_env, &$info): array
{
    $procs = [];
    foreach ($groups as $p => $handles) {
        $jf = "$dir/job-p$p.ser";
        file_put_contents($jf, serialize(['order' => $order, 'mode' => $mode, 'env' => $env, 'handles' => $handles,
            'oracle' => $cmd[1] === '-n' && in_array('extension=mysqli', $cmd, true),
            'sched_seed' => $seed * 100 + $p]));
        $procs[$p] = proc_open(array_merge($cmd, [__DIR__ . '/mysqli_worker.php', $jf, "$dir/out-p$p.jsonl"]),
            [0 => ['file', '/dev/null', 'r'], 1 => ['file', "$dir/worker-p$p.log", 'w'], 2 => ['file', "$dir/worker-p$p.log", 'a']],
            $pipes, null, $extra_env + getenv());
    }
    $deadline = microtime(true) + $timeout;
    $info = ['exit' => [], 'unexpected' => 0, 'held' => 0];
    foreach ($procs as $p => $proc) {
        for (;;) {
            $s = proc_get_status($proc);
            if (!$s['running']) {
                $info['exit'][$p] = $s['exitcode'];
                break;
            }
            if (microtime(true) > $deadline) {
                proc_terminate($proc, 9);  // our own child, by its handle
                $info['exit'][$p] = "killed after $timeout s";
                proc_close($proc);
                break;
            }
            usleep(20000);
        }
    }
    $res = [];
    foreach ($groups as $p => $_) {
        $f = "$dir/out-p$p.jsonl";
        foreach (is_file($f) ? file($f, FILE_IGNORE_NEW_LINES) : [] as $line) {
            $j = json_decode($line, true);
            if (isset($j['unexpected_pin'])) {
                $info['unexpected']++;
            } elseif (isset($j['done'])) {
                $info['held'] += $j['held_unmodelled'] ?? 0;
            } elseif (isset($j['r'])) {
                $res[$j['h']][$j['e']][$j['i']] = $j['r'];
            }
        }
        if (!is_file($f) || !str_contains((string) file_get_contents($f), '"done"')) {
            $info['exit'][$p] = ($info['exit'][$p] ?? 0) ?: 'no "done" line';
        }
    }
    return $res;
}

/**
 * Stops a pool unit's manager once its workers are done, with its connections (one per pool
 * key), rather than at its idle exit: over many seeds the lingering managers' connections
 * would reach the server's max_connections.
 */
function dtm_stop_manager(string $dir): void
{
    $lib = dirname(__DIR__) . '/lib/common.sh';
    exec('bash -c ' . escapeshellarg('source "$0"; stop_manager "$1"') . ' ' . escapeshellarg($lib) . ' '
        . escapeshellarg("$dir/manager.sock"));
}

/** Whether a record of setup A shows diagnostics (warnings or an error) the pool may keep the connection for. */
function dtm_has_diag(array $r): bool
{
    $h = $r['handle'] ?? null;
    return isset($r['err']) || (is_array($h) && (($h['warning_count']['i'] ?? 0) > 0 || ($h['errno']['i'] ?? 0) !== 0));
}

function dtm_print_exits(array $bad_exit, string $dir): void
{
    foreach ($bad_exit as $p => $c) {
        echo "#   worker p$p exit status $c; its log: $dir/worker-p$p.log\n";
        $lines = array_filter(file("$dir/worker-p$p.log", FILE_IGNORE_NEW_LINES) ?: [], fn($l) => trim($l) !== '');
        foreach (array_slice($lines, -5) as $l) {
            echo '#     | ' . substr($l, 0, 400) . "\n";
        }
    }
}

/**
 * Writes every mismatch of a unit to $log and prints the first $max_print (0: all; -1: none,
 * for the broken wrapper's, which are expected), each episode's first one first; counts them
 * by category and what differs into $findings (unless null).
 */
function dtm_log_mismatches(array $mism, int $seed, string $unit, string $log, int $max_print, ?array &$findings): void
{
    usort($mism, fn($p, $q) => [$q['first'], $p['hid'], $p['e'], $p['i']] <=> [$p['first'], $q['hid'], $q['e'], $q['i']]);
    $n = 0;
    foreach ($mism as $x) {
        if ($findings !== null) {
            $key = $x['st']['cat'] . ' (' . implode(', ', $x['fields']) . ')';
            $findings[$key] = ($findings[$key] ?? 0) + 1;
        }
        $head = "seed $seed, $unit, handle {$x['hid']}, episode {$x['e']} operation #{$x['i']} [{$x['st']['cat']}] differs in "
            . implode(', ', $x['fields']) . ($x['first'] ? '' : ' (after an earlier mismatch in this episode)');
        $body = '    op:       ' . dtm_show_op($x['st']) . "\n    expected: " . dtm_show($x['exp'], 100000)
            . (isset($x['exp']['oracle']) ? "   (escaped for {$x['exp']['oracle']}: see mysqli_main.php)" : '')
            . "\n    got:      " . dtm_show($x['got'], 100000)
            . "\n    repro:    scripts/difftest/difftest_mysqli.sh --seed $seed --only $unit   (--show {$x['hid']}:{$x['e']} for the episode,"
            . " --minimize {$x['hid']}:{$x['e']}:{$x['i']} for the smallest program)\n";
        file_put_contents($log, "$head\n$body", FILE_APPEND);
        if ($max_print === 0 || ($max_print > 0 && $n < $max_print)) {
            echo "#   $head\n";
            foreach (explode("\n", rtrim($body)) as $l) {
                echo '#   ' . (strlen($l) > 700 ? substr($l, 0, 700) . '...' : $l) . "\n";
            }
        }
        $n++;
    }
    if ($max_print > 0 && $n > $max_print) {
        echo '#   ... ' . ($n - $max_print) . " more in $log\n";
    }
}

$passed = 0;
$failed = 0;
$total_compared = 0;
$total_mismatches = 0;
$findings = [];
set_exception_handler(function (Throwable $e) use (&$passed, &$failed, &$total_compared, &$total_mismatches) {
    echo 'not ok - difftest_mysqli itself failed: ' . get_class($e) . ': ' . $e->getMessage() . ' at ' . basename($e->getFile()) . ':' . $e->getLine() . "\n";
    echo "difftest_mysqli: $total_compared operations compared, $total_mismatches mismatches\n";
    echo "$passed passed, " . ($failed + 1) . " failed\n";
    exit(1);
});
$admin = dt_pdo_mysql($env);
$hids = array_keys(dtm_hids($opt));
$mismatch_log = "$logdir/mismatches.txt";
file_put_contents($mismatch_log, '');

if ($opt['show'] !== null) {
    // one episode's operations with stock mysqli's answers
    [$shid, $se] = array_pad(explode(':', $opt['show']), 2, '0');
    $seed = $seeds[0];
    $lists = dtm_generate($prefix, $seed, $opt);
    dtm_reset_objects($admin, $prefix, $hids);
    @mkdir("$logdir/show", 0777, true);
    $a = dtm_run_side(dtm_php_args($php, 'A', $so, $logdir), [0 => [$shid => $lists[$shid]]], 'seq', 'statement', $seed,
        "$logdir/show", $env, $opt['timeout'], [], $info);
    dtm_drop_objects($admin, $prefix, $hids);
    foreach ($lists[$shid][(int) $se] ?? [] as $i => $st) {
        printf("%3d [%s]%s %s\n      => %s\n", $i, $st['cat'], $st['cmp_tx'] ? ' tx' : '', dtm_show_op($st), dtm_show($a[$shid][(int) $se][$i] ?? null, 3000));
    }
    exit(0);
}

/**
 * Runs $ops (one episode of one handle) alone on setup A and on $unit, tables reset before each;
 * [expected, got] of the last operation when they differ, else null.
 */
function dtm_alone(array $ops, string $hid, string $unit, int $seed, array $env, array $opt, string $php, string $so,
                   string $dir, PDO $admin, string $prefix, array $hids): ?array
{
    $ops = array_values($ops);
    $last = count($ops) - 1;
    $mode = str_starts_with($unit, 'pool:') ? explode(':', $unit)[1] : 'statement';
    $r = [];
    foreach (['A' => 'seq', $unit => 'mix'] as $side => $order) {
        dtm_reset_objects($admin, $prefix, $hids);
        $r[] = dtm_run_side(dtm_php_args($php, $side, $so, $dir), [0 => [$hid => [$ops]]], $order, $mode, $seed, $dir, $env,
            $opt['timeout'], $unit === 'broken' && $side !== 'A' ? ['DIFFTEST_MYSQLI_BREAK' => '1'] : [], $info)[$hid][0][$last] ?? null;
    }
    [$exp, $got] = $r;
    return $exp !== null && ($got === null || !dtm_same($exp, $got)) ? [$exp, $got] : null;
}

/**
 * --minimize HID:E:I: the smallest program that still shows mismatch I of that episode when the
 * handle runs alone: operations before I are dropped one at a time (the connect stays) while
 * the mismatch stays (the same parts differ). Prints the program, then what stock and the unit answered.
 */
function dtm_minimize(string $what, array $lists, string $unit, int $seed, array $env, array $opt, string $php, string $so,
                      string $logdir, PDO $admin, string $prefix, array $hids): int
{
    [$hid, $e, $i] = array_map(fn($x) => is_numeric($x) ? (int) $x : $x, explode(':', $what) + [null, 0, 0]);
    $ops = array_slice($lists[$hid][$e] ?? [], 0, $i + 1);
    if (!isset($ops[$i])) {
        fwrite(STDERR, "difftest_mysqli: no operation $what\n");
        return 2;
    }
    $dir = "$logdir/minimize";
    @mkdir($dir, 0777, true);
    $d = dtm_alone($ops, $hid, $unit, $seed, $env, $opt, $php, $so, $dir, $admin, $prefix, $hids);
    if ($d === null) {
        echo "# $what: no mismatch when the handle runs alone on $unit (it needs the other handles: see the full run)\n";
        return 1;
    }
    // the same mismatch: at least what differed at first (another mismatch of the last
    // operation, one that a shorter program shows too, does not count)
    $want = dtm_diff_fields($d[0], $d[1]);
    for ($j = count($ops) - 2; $j >= 1; $j--) {
        $try = $ops;
        unset($try[$j]);
        $t = dtm_alone($try, $hid, $unit, $seed, $env, $opt, $php, $so, $dir, $admin, $prefix, $hids);
        if ($t !== null && !array_diff($want, dtm_diff_fields($t[0], $t[1]))) {
            $ops = array_values($try);
            $d = $t;
        }
    }
    echo "# the smallest program found for seed $seed $unit $what (" . count($ops) . " operations, the handle alone):\n";
    foreach ($ops as $k => $st) {
        echo '  ' . dtm_show_op($st) . "\n";
    }
    echo '# stock mysqli:  ' . dtm_show($d[0], 4000) . "\n";
    echo "# $unit: " . dtm_show($d[1], 4000) . "\n";
    echo '# differs in: ' . implode(', ', dtm_diff_fields($d[0], $d[1])) . "\n";
    return 0;
}

if ($opt['minimize'] !== null) {
    $lists = dtm_generate($prefix, $seeds[0], $opt);
    $unit = ($opt['only'] ?? DTM_POOL_UNITS)[0];
    $rc = dtm_minimize($opt['minimize'], $lists, $unit, $seeds[0], $env, $opt, $php, $so, $logdir, $admin, $prefix, $hids);
    dtm_drop_objects($admin, $prefix, $hids);
    exit($rc);
}

foreach ($seeds as $seed) {
    $lists = dtm_generate($prefix, $seed, $opt);
    $nops = array_sum(array_map(fn($eps) => array_sum(array_map('count', $eps)), $lists));
    $dir = "$logdir/seed$seed-A";
    @mkdir($dir, 0777, true);
    dtm_reset_objects($admin, $prefix, $hids);
    $a = dtm_run_side(dtm_php_args($php, 'A', $so, $dir), [0 => $lists], 'seq', 'statement', $seed, $dir, $env, $opt['timeout'], [], $info);
    if (array_filter($info['exit'], fn($c) => $c !== 0)) {
        $failed++;
        echo "not ok - seed $seed: setup A (stock mysqli) ran: exit " . json_encode($info['exit']) . "; log $dir/worker-p0.log\n";
        continue;
    }
    foreach ($lists as $hid => &$eps) {
        foreach ($eps as $e => &$ops) {
            foreach ($ops as $i => &$st) {
                $st['diag'] = isset($a[$hid][$e][$i]) && dtm_has_diag($a[$hid][$e][$i]);
            }
        }
    }
    unset($eps, $ops, $st);
    $groups = [];
    foreach ($lists as $hid => $eps) {
        $groups[(int) substr($hid, 1, strpos($hid, 'h') - 1)][$hid] = $eps;
    }
    foreach ($units as $unit) {
        if ($opt['only'] === null && in_array($unit, DTM_SELF_UNITS, true) && $seed !== $seeds[0]) {
            continue;  // the comparison's own checks: on the first seed of the list
        }
        $mode = str_starts_with($unit, 'pool:') ? explode(':', $unit)[1] : 'statement';
        $dir = "$logdir/seed$seed-" . str_replace(':', '-', $unit);
        @mkdir($dir, 0777, true);
        dtm_reset_objects($admin, $prefix, $hids);
        $t = microtime(true);
        $b = dtm_run_side(dtm_php_args($php, $unit, $so, $dir), $groups, 'mix', $mode, $seed, $dir, $env, $opt['timeout'],
            $unit === 'broken' ? ['DIFFTEST_MYSQLI_BREAK' => '1'] : [], $info);
        $secs = microtime(true) - $t;
        if (str_starts_with($unit, 'pool:')) {
            dtm_stop_manager($dir);
        }
        $bad_exit = array_filter($info['exit'], fn($c) => $c !== 0);
        if (!$b && $bad_exit) {
            // nothing ran (a front-end that does not load, a worker that died at once)
            $failed++;
            printf("not ok - seed %d %s: the workers ran nothing (%.1f s)\n", $seed, $unit, $secs);
            dtm_print_exits($bad_exit, $dir);
            continue;
        }
        $compared = 0;
        $excluded = 0;
        $mism = [];
        foreach ($lists as $hid => $eps) {
            foreach ($eps as $e => $ops) {
                $first = true;
                foreach ($ops as $i => $st) {
                    if ($mode === 'transaction' && !$st['cmp_tx']) {
                        $excluded++;
                        continue;
                    }
                    $compared++;
                    $exp = $a[$hid][$e][$i];
                    $got = $b[$hid][$e][$i] ?? null;
                    if ($got === null || !dtm_same($exp, $got)) {
                        $mism[] = ['hid' => $hid, 'e' => $e, 'i' => $i, 'st' => $st, 'exp' => $exp, 'got' => $got, 'first' => $first,
                            'fields' => dtm_diff_fields($exp, $got)];
                        $first = false;
                    }
                }
            }
        }
        $label = "seed $seed $unit";
        $extra = ($excluded ? ", $excluded not defined in this mode" : '') . ($info['unexpected'] ? ", {$info['unexpected']} unexpected pins" : '')
            . ($info['held'] ? ", {$info['held']} run alone while the pool said they held a connection" : '');
        if ($unit === 'broken') {
            // the comparison's own check: the broken wrapper must be caught, in what it breaks
            $cats = array_unique(array_map(fn($x) => $x['st']['cat'], $mism));
            $caught = array_intersect($cats, ['escape', 'write']) !== [] && !$bad_exit;
            $caught ? $passed++ : $failed++;
            $none = null;
            dtm_log_mismatches($mism, $seed, $unit, $mismatch_log, -1, $none);
            echo ($caught ? 'ok' : 'not ok') . " - $label: the broken wrapper (charset-blind escaping, a statement more after"
                . ' INSERT) is caught: ' . count($mism) . " mismatches in $compared operations, categories " . implode(', ', $cats)
                . sprintf(' (%.1f s)', $secs) . "\n";
            continue;
        }
        $total_compared += $compared;
        $total_mismatches += count($mism);
        if (!$mism && !$bad_exit) {
            $passed++;
            printf("ok - %s: %d operations compared%s (%.1f s)\n", $label, $compared, $extra, $secs);
        } else {
            $failed++;
            printf("not ok - %s: %d mismatches in %d operations compared%s (%.1f s)\n", $label, count($mism), $compared, $extra, $secs);
        }
        dtm_print_exits($bad_exit, $dir);
        dtm_log_mismatches($mism, $seed, $unit, $mismatch_log, $opt['max_print'], $findings);
    }
}
dtm_drop_objects($admin, $prefix, $hids);
if ($findings) {
    arsort($findings);
    echo "# mismatches by category (what differs): count\n";
    foreach ($findings as $k => $v) {
        echo "#   $k: $v\n";
    }
    echo "# every mismatch in full: $mismatch_log\n";
}
printf("# %d seed(s), %.0f s\n", count($seeds), microtime(true) - $T0);
echo "difftest_mysqli: $total_compared operations compared, $total_mismatches mismatches\n";
echo "$passed passed, $failed failed\n";
exit($failed === 0 && $passed > 0 ? 0 : 1);
