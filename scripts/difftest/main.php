<?php
/*
 * difftest coordinator: generates the statement lists of a seed, runs them on setup A (stock
 * pdo_mysql, one dedicated connection per handle and episode, in this process) and on setup B
 * (mysqlpool, worker.php processes at once, several handles each), compares per statement and
 * prints TAP-style lines. Started by scripts/difftest/difftest.sh, which documents the options.
 *
 * Environment: MYSQLPOOL_TEST_* (the server), DIFFTEST_SO (mysqlpool.so), DIFFTEST_MANAGER_SOCKET,
 * DIFFTEST_MANAGER_LOG, DIFFTEST_LOGDIR (where details go), DIFFTEST_PHP (php binary).
 *
 * The quoting oracle of setup A: pdo_mysql escapes with the DSN's charset (utf8mb4) whatever
 * SET NAMES said since, so after SET NAMES gbk its PDO::quote("\xbf'") is an injection (the
 * server reads 0xbf5c as one character). That is a known limit of pdo_mysql, not the answer a
 * handle should get. For PDO::quote() statements run while the session's character_set_client
 * is not utf8mb4/utf8mb3, setup A quotes with a helper pdo_mysql connection opened with that
 * charset (and NO_BACKSLASH_ESCAPES when the session has it), which escapes as libmysql's
 * mysql_real_escape_string does for that charset, and runs the resulting SQL on the handle's
 * own connection. Prepared statements use only ASCII values in that state (gen.php).
 */

declare(strict_types=1);
require __DIR__ . '/lib.php';
require __DIR__ . '/gen.php';

// The bounded run's seeds: a fixed list, so that every machine runs the same units (20: 5 seeds x
// 4 setups). Seeds 1-10 need about twice the 75 s the step had (fresh clones reached 5 to 7
// seeds in it), and took 528 s of the step's 600 s limit on the 2-core machine under a load
// average of 18 (2026-12-04); --seed 1-10 runs them all.
const DEFAULT_SEEDS = [1, 2, 3, 4, 5];
const ALL_SETUPS = ['statement:1', 'statement:2', 'transaction:1', 'transaction:2'];

// ---- options ---------------------------------------------------------------------------------
$opt = ['seeds' => [], 'only' => null, 'long' => false, 'budget' => null, 'procs' => 3, 'handles' => 2,
    'episodes' => null, 'blocks' => null, 'max_print' => 3, 'show' => null, 'replay' => null, 'check_a' => null, 'timeout' => 120];
$args = array_slice($argv, 1);
while ($args) {
    $a = array_shift($args);
    $val = function () use (&$args, $a) {
        if (!$args) {
            fwrite(STDERR, "difftest: $a needs a value\n");
            exit(2);
        }
        return array_shift($args);
    };
    if (str_contains($a, '=') && str_starts_with($a, '--')) {
        [$a, $v] = explode('=', $a, 2);
        array_unshift($args, $v);
    }
    switch ($a) {
        case '--seed':
        case '--seeds':
            foreach (explode(',', $val()) as $s) {
                if (preg_match('/^(\d+)-(\d+)$/', $s, $mm)) {
                    $opt['seeds'] = array_merge($opt['seeds'], range((int) $mm[1], (int) $mm[2]));
                } else {
                    $opt['seeds'][] = (int) $s;
                }
            }
            break;
        case '--only':
            $opt['only'] = explode(',', $val());
            break;
        case '--long':
            $opt['long'] = true;
            break;
        case '--budget':
            $opt['budget'] = (int) $val();
            break;
        case '--procs':
            $opt['procs'] = max(1, (int) $val());
            break;
        case '--handles':
            $opt['handles'] = max(1, (int) $val());
            break;
        case '--episodes':
            $opt['episodes'] = max(1, (int) $val());
            break;
        case '--blocks':
            $opt['blocks'] = max(1, (int) $val());
            break;
        case '--max-print':
            $opt['max_print'] = (int) $val();
            break;
        case '--show':
            $opt['show'] = $val();
            break;
        case '--replay':
            $opt['replay'] = $val();
            break;
        case '--check-a':
            $opt['check_a'] = true;
            break;
        case '--timeout':
            $opt['timeout'] = (int) $val();
            break;
        default:
            fwrite(STDERR, "difftest: unknown option $a (see scripts/difftest/difftest.sh)\n");
            exit(2);
    }
}
$long_env = getenv('DIFFTEST_LONG');
if ($long_env !== false && $long_env !== '' && $long_env !== '0') {
    $opt['long'] = true;
}
$setups = $opt['only'] ?? ($opt['long'] ? array_merge(ALL_SETUPS, ['request:1']) : ALL_SETUPS);
foreach ($setups as $s) {
    if (!preg_match('/^(statement|transaction|request):(\d+)$/', $s)) {
        fwrite(STDERR, "difftest: --only takes MODE:MAX_CONNECTIONS[,...], MODE statement|transaction|request (got '$s')\n");
        exit(2);
    }
}
$opt['episodes'] ??= $opt['long'] ? 8 : 5;
$opt['blocks'] ??= $opt['long'] ? 10 : 7;
// The bounded run is its list of seeds, the same on every machine (a clock would make a slower
// machine test less); only the long run, and --budget, stop by the clock.
$opt['budget'] ??= $opt['long'] ? (int) (getenv('DIFFTEST_LONG_SECONDS') ?: 1800) : null;
$opt['check_a'] ??= $opt['long'];
$seeds = $opt['seeds'] ?: ($opt['long'] ? range(1001, 1000 + 100000) : DEFAULT_SEEDS);
$seed_given = (bool) $opt['seeds'];

$env = dt_env();
$logdir = getenv('DIFFTEST_LOGDIR') ?: sys_get_temp_dir() . '/difftest-' . getmypid();
@mkdir($logdir, 0777, true);
if (!getenv('DIFFTEST_MANAGER_SOCKET')) {
    // never the default /tmp/mysqlpool-<uid>.sock: that manager may be another build's
    putenv("DIFFTEST_MANAGER_SOCKET=$logdir/manager.sock");
    putenv("DIFFTEST_MANAGER_LOG=$logdir/manager.log");
}
$prefix = 'dt' . (getenv('DIFFTEST_PREFIX') ?: (string) (getmypid() % 100000));
$so = getenv('DIFFTEST_SO') ?: '';
$php = getenv('DIFFTEST_PHP') ?: PHP_BINARY;
$T0 = microtime(true);

// ---- per-handle objects --------------------------------------------------------------------------
function dt_hids(array $opt): array
{
    $hids = [];
    for ($p = 0; $p < $opt['procs']; $p++) {
        for ($h = 0; $h < $opt['handles']; $h++) {
            $hids[] = ['p' => $p, 'hid' => "p{$p}h{$h}", 'n' => $h];
        }
    }
    return $hids;
}

function dt_generate(string $prefix, int $seed, array $opt): array
{
    $lists = [];
    foreach (dt_hids($opt) as $x) {
        $g = new DtGen($prefix, $x['hid'], $seed * 1000 + $x['p'] * 10 + $x['n']);
        $lists[$x['hid']] = $g->handle($opt['episodes'], $opt['blocks']);
    }
    return $lists;
}

/** Drops and creates every handle's two schemas, with the same contents each time. */
function dt_reset_objects(PDO $admin, string $prefix, array $hids): void
{
    foreach ($hids as $hid) {
        foreach (DtGen::schemas($prefix, $hid) as $j => $schema) {
            $tag = $j === 0 ? 'a' : 'b';
            $t2start = $j === 0 ? 1000 : 5000;
            $admin->exec("DROP DATABASE IF EXISTS `$schema`");
            $admin->exec("CREATE DATABASE `$schema` CHARACTER SET utf8mb4");
            $admin->exec("CREATE TABLE `$schema`.t1 (id INT AUTO_INCREMENT PRIMARY KEY, v VARCHAR(40) NOT NULL DEFAULT '',"
                . " s VARCHAR(4) NULL, n INT NOT NULL DEFAULT 0, u INT NULL UNIQUE, ts TIMESTAMP NULL DEFAULT NULL) ENGINE=InnoDB");
            $admin->exec("INSERT INTO `$schema`.t1 (v, n) VALUES ('$tag-one', 1), ('$tag-two', 2), ('\u{e4}$tag-three', 3)");
            $admin->exec("CREATE TABLE `$schema`.t2 (id BIGINT AUTO_INCREMENT PRIMARY KEY, v VARCHAR(40)) ENGINE=InnoDB AUTO_INCREMENT=$t2start");
            // column types for the text and the binary protocol (gen.php, blk_types)
            $admin->exec("CREATE TABLE `$schema`.t3 (id INT AUTO_INCREMENT PRIMARY KEY, ti TINYINT, tu TINYINT UNSIGNED, si SMALLINT,"
                . " mi MEDIUMINT UNSIGNED, i INT, bu BIGINT UNSIGNED, bi BIGINT, f FLOAT, d DOUBLE, dc DECIMAL(12,4), dt DATE,"
                . " dtm DATETIME(6), tm TIME, y YEAR, b BIT(10), zf INT(6) UNSIGNED ZEROFILL, tx TEXT CHARACTER SET utf8mb4,"
                . " bin VARBINARY(32), ts TIMESTAMP(3) NULL DEFAULT NULL) ENGINE=InnoDB");
            $admin->exec("INSERT INTO `$schema`.t3 VALUES"
                . " (1, -128, 255, -32768, 16777215, -2147483648, 18446744073709551615, -9223372036854775808, -3.40282e38, 1.7976931348623157e308,"
                . "  -99999999.9999, '1000-01-01', '9999-12-31 23:59:59.999999', '-838:59:59', 1901, b'1111111111', 1, '', x'', '1970-01-01 00:00:01.000'),"
                . " (2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),"
                . " (3, 1, 2, 3, 4, 5, 9223372036854775808, 9223372036854775807, 3.14159, 0.1, 12345678.1234, '2020-02-29',"
                . "  '2021-03-04 05:06:07.000123', '12:34:56', 2155, b'1010101010', 42, 'h\u{e9}llo \u{1f4a9}', x'00ff275c80', '2020-06-01 12:00:00.5'),"
                . " (4, 0, 0, 0, 0, 0, 0, 0, 1.5e-5, -0.0, 0.0001, '0000-00-00', '2000-01-01 00:00:00', '00:00:00.000000', 0, b'0', 0, 'x', x'00', NULL)");
            $admin->exec("CREATE PROCEDURE `$schema`.p1(IN k INT) BEGIN SELECT id, v, n FROM t1 WHERE n >= k ORDER BY id;"
                . " SELECT k AS k, COUNT(*) AS c FROM t2; END");
            $admin->exec("CREATE PROCEDURE `$schema`.p2() BEGIN UPDATE t1 SET n = n + 1 WHERE id = 2; END");
        }
    }
}

function dt_drop_objects(PDO $admin, string $prefix, array $hids): void
{
    foreach ($hids as $hid) {
        foreach (DtGen::schemas($prefix, $hid) as $schema) {
            $admin->exec("DROP DATABASE IF EXISTS `$schema`");
        }
    }
}

// ---- setup A -------------------------------------------------------------------------------------
/**
 * Runs every handle's episodes on pdo_mysql, one dedicated connection per episode.
 * $probe: also run SHOW COUNT(*) WARNINGS after each statement and return only whether the
 * statement left diagnostics (warnings, notes or an error) for the workers' scheduling: a
 * driver may keep the connection until the handle's next statement so that SHOW WARNINGS can
 * answer. (The probe changes what later statements see, so its answers are not used otherwise.)
 */
function dt_run_a(array $env, array $lists, bool $probe = false): array
{
    $res = [];
    $helpers = [];
    foreach ($lists as $hid => $episodes) {
        $side = null;
        foreach ($episodes as $e => $stmts) {
            $pdo = dt_pdo_mysql($env, 'utf8mb4', $stmts[0]['newpdo'] ?? []);
            $ctx = [];
            foreach ($stmts as $i => $st) {
                if ($st['k'] === 'side') {
                    if ($side === null) {
                        $side = dt_pdo_mysql($env);
                        $side->exec('SET innodb_lock_wait_timeout = 3');
                    }
                    $res[$hid][$e][$i] = dt_run($side, ['k' => 'q'] + $st);
                    continue;
                }
                $quote = null;
                $oracle = false;
                if ($st['k'] === 'quote' && !in_array($st['cs'], ['utf8mb4', 'utf8mb3'], true)) {
                    $key = $st['cs'] . ($st['nbe'] ? '/nbe' : '');
                    if (!isset($helpers[$key])) {
                        $helpers[$key] = dt_pdo_mysql($env, $st['cs']);
                        $helpers[$key]->exec($st['nbe'] ? "SET sql_mode = 'NO_BACKSLASH_ESCAPES'" : "SET sql_mode = ''");
                    }
                    $helper = $helpers[$key];
                    $quote = fn(string $s) => $helper->quote($s);
                    $oracle = true;
                }
                $r = dt_run($pdo, $st, $quote, $ctx);
                if ($probe) {
                    try {
                        // (fetchAll: on an unbuffered handle fetchColumn would leave the probe's
                        // result unread and every later statement failing with 2014)
                        $n = (int) ($pdo->query('SHOW COUNT(*) WARNINGS')->fetchAll(PDO::FETCH_COLUMN)[0] ?? 0);
                    } catch (PDOException) {
                        $n = 1;  // (2014 too: another statement still has rows or result sets)
                    }
                    $res[$hid][$e][$i] = $n > 0 || isset($r['err']);
                    continue;
                }
                if ($oracle) {
                    $r['oracle'] = $st['cs'];
                }
                $res[$hid][$e][$i] = $r;
            }
            $ctx = [];  // the episode's statements go before its handle
            $pdo = null;
        }
    }
    return $res;
}

// ---- setup B -------------------------------------------------------------------------------------
/** The handles' lists by worker process: [p => [hid => episodes]]. */
function dt_groups(array $lists): array
{
    $g = [];
    foreach ($lists as $hid => $episodes) {
        $g[(int) substr($hid, 1, strpos($hid, 'h') - 1)][$hid] = $episodes;
    }
    return $g;
}

function dt_run_b(array $env, array $groups, array $opt, string $mode, int $max, int $seed, string $dir,
                  string $php, string $so, &$info): array
{
    $dsn = "mysqlpool:host=$env[host];port=$env[port];dbname=$env[db];charset=utf8mb4;pool=difftest_{$mode}_$max;"
        . "pool_mode=$mode;max_connections=$max;acquire_timeout_ms=20000";
    $ini = ['-d', "extension=$so"];
    foreach (['DIFFTEST_MANAGER_SOCKET' => 'mysqlpool.manager_socket', 'DIFFTEST_MANAGER_LOG' => 'mysqlpool.manager_log'] as $e => $k) {
        if (getenv($e)) {
            array_push($ini, '-d', "$k=" . getenv($e));
        }
    }
    array_push($ini, '-d', 'mysqlpool.manager_idle_exit_s=60');
    $procs = [];
    foreach ($groups as $p => $handles) {
        $job = ['mode' => $mode, 'dsn' => $dsn, 'env' => $env, 'handles' => $handles, 'sched_seed' => $seed * 100 + $p];
        $jf = "$dir/job-p$p.ser";
        file_put_contents($jf, serialize($job));  // binary-safe: the quoted strings are not all UTF-8
        $cmd = array_merge([$php], $ini, [__DIR__ . '/worker.php', $jf, "$dir/out-p$p.jsonl"]);
        $proc = proc_open($cmd, [0 => ['file', '/dev/null', 'r'], 1 => ['file', "$dir/worker-p$p.log", 'w'],
            2 => ['file', "$dir/worker-p$p.log", 'a']], $pipes);
        $procs[$p] = $proc;
    }
    $deadline = microtime(true) + $opt['timeout'];
    $info = ['exit' => [], 'unexpected' => 0, 'unexpected_at' => [], 'learned' => [], 'held' => 0];
    foreach ($procs as $p => $proc) {
        for (;;) {
            $s = proc_get_status($proc);
            if (!$s['running']) {
                $info['exit'][$p] = $s['exitcode'];
                break;
            }
            if (microtime(true) > $deadline) {
                proc_terminate($proc, 9);  // our own child, by its handle
                $info['exit'][$p] = 'killed after ' . $opt['timeout'] . ' s';
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
            if (!is_array($j)) {
                continue;
            }
            if (isset($j['done'])) {
                $info['held'] += $j['held_unmodelled'] ?? 0;
                foreach ($j['learned'] as $c) {
                    $info['learned'][$c] = true;
                }
            } elseif (isset($j['unexpected_pin'])) {
                $info['unexpected']++;
                $info['unexpected_at'][] = "$j[h] episode $j[e] #$j[i]";
            } elseif (isset($j['r'])) {
                $res[$j['h']][$j['e']][$j['i']] = $j['r'];
            }
        }
    }
    return $res;
}

// ---- comparing and printing ----------------------------------------------------------------------
/** The options that fix the statement lists, when they are not the defaults. */
function dt_list_opts(array $opt): string
{
    $x = '';
    foreach (['procs' => 3, 'handles' => 2, 'episodes' => 5, 'blocks' => 7] as $k => $default) {
        if ($opt[$k] !== $default) {
            $x .= " --$k " . $opt[$k];
        }
    }
    return $x;
}

function dt_repro(int $seed, string $setup, string $hid, int $e, array $opt): string
{
    return "scripts/difftest/difftest.sh --seed $seed --only $setup" . dt_list_opts($opt)
        . "   (add --replay $hid:$e to run that handle alone, --show $hid:$e for its episode)";
}

$passed = 0;
$failed = 0;
set_exception_handler(function (Throwable $e) use (&$passed, &$failed, &$total_compared, &$total_mismatches) {
    echo "not ok - difftest itself failed: " . get_class($e) . ': ' . $e->getMessage() . ' at ' . basename($e->getFile()) . ':' . $e->getLine() . "\n";
    echo 'difftest: ' . (int) $total_compared . ' statements compared, ' . (int) $total_mismatches . " mismatches\n";
    echo "$passed passed, " . ($failed + 1) . " failed\n";
    exit(1);
});
$total_compared = 0;
$total_mismatches = 0;
$total_excluded = 0;
$mismatch_log = "$logdir/mismatches.txt";
$by_cat_all = [];
file_put_contents($mismatch_log, '');

$admin = dt_pdo_mysql($env);
$all_hids = array_column(dt_hids($opt), 'hid');

if ($opt['show'] !== null) {
    // print one episode of one handle, with the answers of pdo_mysql
    [$shid, $se] = array_pad(explode(':', $opt['show']), 2, '0');
    $seed = $opt['seeds'][0] ?? DEFAULT_SEEDS[0];
    $lists = dt_generate($prefix, $seed, $opt);
    if (!isset($lists[$shid][(int) $se])) {
        fwrite(STDERR, "difftest: no episode $se of handle $shid\n");
        exit(2);
    }
    dt_reset_objects($admin, $prefix, $all_hids);
    $a = dt_run_a($env, $lists);
    dt_drop_objects($admin, $prefix, $all_hids);
    echo "# seed $seed, handle $shid, episode $se (a new handle; DSN dbname=$env[db], charset=utf8mb4; objects prefixed $prefix)\n";
    echo "# columns: index, [category], tx = compared in transaction mode, statement, then what pdo_mysql answered\n";
    foreach ($lists[$shid][(int) $se] as $i => $st) {
        printf("%3d [%s]%s %s\n      => %s\n", $i, $st['cat'], $st['cmp_tx'] ? ' tx' : '', dt_show_statement($st),
            dt_show($a[$shid][(int) $se][$i], 2000));
    }
    exit(0);
}

if ($opt['replay'] !== null) {
    // run one handle's episodes 0..E alone on mysqlpool (no other handle anywhere) and show
    // episode E next to pdo_mysql's answers: a mismatch that stays is a single-handle bug
    [$rhid, $re] = array_pad(explode(':', $opt['replay']), 2, '0');
    $re = (int) $re;
    $seed = $opt['seeds'][0] ?? DEFAULT_SEEDS[0];
    [$mode, $max] = explode(':', $setups[0]);
    $lists = dt_generate($prefix, $seed, $opt);
    if (!isset($lists[$rhid][$re])) {
        fwrite(STDERR, "difftest: no episode $re of handle $rhid\n");
        exit(2);
    }
    dt_reset_objects($admin, $prefix, $all_hids);
    $a = dt_run_a($env, $lists);
    dt_reset_objects($admin, $prefix, $all_hids);
    $dir = "$logdir/replay";
    @mkdir($dir, 0777, true);
    $b = dt_run_b($env, [0 => [$rhid => array_slice($lists[$rhid], 0, $re + 1)]], $opt, $mode, (int) $max, $seed, $dir, $php, $so, $info);
    dt_drop_objects($admin, $prefix, $all_hids);
    echo "# seed $seed, handle $rhid alone on mysqlpool ($mode, max_connections=$max): episodes 0..$re run, episode $re shown\n";
    echo "# (a new handle: DSN dbname=$env[db], charset=utf8mb4; objects prefixed $prefix)\n";
    $n = 0;
    foreach ($lists[$rhid][$re] as $i => $st) {
        $exp = $a[$rhid][$re][$i];
        $got = $b[$rhid][$re][$i] ?? null;
        $bad = ($st['cmp'] ?? true) && ($mode !== 'transaction' || $st['cmp_tx']) &&
            ($got === null || !dt_same_in($exp, $got, $st, $mode));
        $n += $bad ? 1 : 0;
        printf("%s%3d [%s] %s\n      pdo_mysql: %s\n", $bad ? '!!' : '  ', $i, $st['cat'], dt_show_statement($st), dt_show($exp, 2000));
        if ($bad || $got === null || !dt_same($exp, $got)) {
            echo '      mysqlpool: ' . dt_show($got, 2000) . ($bad ? '' : '   (not compared in transaction mode)') . "\n";
        }
    }
    echo "# $n mismatches in episode $re of $rhid when it runs alone\n";
    exit($n ? 1 : 0);
}

$ran_seeds = 0;
$skipped_note = null;
foreach ($seeds as $si => $seed) {
    if ($opt['budget'] !== null && $ran_seeds > 0 && microtime(true) - $T0 > $opt['budget']) {
        $skipped_note = $seed_given ? 'seeds ' . implode(',', array_slice($seeds, $si)) . ' not run' : 'stopped';
        break;
    }
    $ran_seeds++;
    $lists = dt_generate($prefix, $seed, $opt);
    $nstmts = array_sum(array_map(fn($eps) => array_sum(array_map('count', $eps)), $lists));
    dt_reset_objects($admin, $prefix, $all_hids);
    $a = dt_run_a($env, $lists);
    dt_reset_objects($admin, $prefix, $all_hids);
    $diag = dt_run_a($env, $lists, true);
    foreach ($lists as $hid => &$eps) {
        foreach ($eps as $e => &$stmts) {
            foreach ($stmts as $i => &$st) {
                $st['diag'] = $diag[$hid][$e][$i] ?? false;
            }
        }
    }
    unset($eps, $stmts, $st);
    if ($opt['check_a']) {
        dt_reset_objects($admin, $prefix, $all_hids);
        $a2 = dt_run_a($env, $lists);
        $diff = [];
        foreach ($lists as $hid => $eps) {
            foreach ($eps as $e => $stmts) {
                foreach ($stmts as $i => $st) {
                    // a statement that is run but not compared (gen.php: cmp) may read what
                    // pdo_mysql's connection did before the episode: not the generator's
                    if (($st['cmp'] ?? true) && !dt_same($a[$hid][$e][$i], $a2[$hid][$e][$i])) {
                        $diff[] = "$hid episode $e #$i " . dt_show_statement($st) . ': ' . dt_show($a[$hid][$e][$i]) . ' vs ' . dt_show($a2[$hid][$e][$i]);
                    }
                }
            }
        }
        if ($diff) {
            $failed++;
            echo "not ok - seed $seed: setup A (pdo_mysql) gives the same answers twice: " . count($diff) . " differ (a nondeterministic statement in the generator)\n";
            foreach (array_slice($diff, 0, 5) as $d) {
                echo "#   $d\n";
            }
        } else {
            $passed++;
            echo "ok - seed $seed: setup A (pdo_mysql) gives the same answers twice ($nstmts statements)\n";
        }
    }
    foreach ($setups as $setup) {
        [$mode, $max] = explode(':', $setup);
        $max = (int) $max;
        $dir = "$logdir/seed$seed-$mode$max";
        @mkdir($dir, 0777, true);
        dt_reset_objects($admin, $prefix, $all_hids);
        $t = microtime(true);
        $b = dt_run_b($env, dt_groups($lists), $opt, $mode, $max, $seed, $dir, $php, $so, $info);
        $secs = microtime(true) - $t;
        $compared = 0;
        $excluded = 0;
        $mism = [];
        foreach ($lists as $hid => $eps) {
            $earlier_episode = null;  // the episode of this handle's first mismatch
            foreach ($eps as $e => $stmts) {
                $first_in_episode = true;
                foreach ($stmts as $i => $st) {
                    if (!($st['cmp'] ?? true) || ($mode === 'transaction' && !$st['cmp_tx'])) {
                        $excluded++;
                        continue;
                    }
                    $compared++;
                    $exp = $a[$hid][$e][$i];
                    $got = $b[$hid][$e][$i] ?? null;
                    if ($got === null || !dt_same_in($exp, $got, $st, $mode)) {
                        $mism[] = ['hid' => $hid, 'e' => $e, 'i' => $i, 'st' => $st, 'exp' => $exp, 'got' => $got,
                            'first' => $first_in_episode, 'handle_first' => $earlier_episode === null,
                            'after' => $earlier_episode];
                        $first_in_episode = false;
                        $earlier_episode ??= $e;
                    }
                }
            }
        }
        $total_compared += $compared;
        $total_excluded += $excluded;
        $total_mismatches += count($mism);
        $bad_exit = array_filter($info['exit'], fn($c) => $c !== 0);
        $label = "seed $seed $mode max_connections=$max";
        $extra = ($excluded ? ", $excluded not defined in this mode" : '')
            . ($info['held'] ? ", {$info['held']} run alone while the pool said they held a connection" : '');
        $secs_s = sprintf('%.1f s', $secs);
        if (!$mism && !$bad_exit) {
            $passed++;
            echo "ok - $label: $compared statements compared$extra ($secs_s)\n";
        } else {
            $failed++;
            echo "not ok - $label: " . count($mism) . " mismatches in $compared statements compared$extra ($secs_s)\n";
        }
        foreach ($bad_exit as $p => $c) {
            echo "#   worker p$p exit status $c; its log: $dir/worker-p$p.log\n";
            foreach (array_slice(file("$dir/worker-p$p.log", FILE_IGNORE_NEW_LINES) ?: [], -5) as $l) {
                echo "#     | $l\n";
            }
        }
        if ($info['unexpected']) {
            echo "#   note: {$info['unexpected']} time(s) a handle got no connection, a sibling having kept one where the "
                . "generator did not expect it (" . implode('; ', array_slice($info['unexpected_at'], 0, 4)) . "; categories "
                . "run alone after that: " . (implode(', ', array_keys($info['learned'])) ?: 'none') . "; worker logs in $dir)\n";
        }
        if ($mism) {
            $cats = [];
            foreach ($mism as &$x) {
                $x['fields'] = dt_diff_fields($x['exp'], $x['got']);
                $c = $x['st']['cat'] . ' (' . implode(', ', $x['fields']) . ')';
                $cats[$c] = ($cats[$c] ?? 0) + 1;
                $k = "$mode: $c";
                $by_cat_all[$k] ??= ['n' => 0, 'first' => 0, 'eg' => null];
                $by_cat_all[$k]['n']++;
                if ($x['first']) {
                    $by_cat_all[$k]['first']++;
                    // the example: preferably a handle's very first mismatch (nothing before it differed)
                    $rank = $x['handle_first'] ? 2 : 1;
                    if ($rank > ($by_cat_all[$k]['rank'] ?? 0)) {
                        $by_cat_all[$k]['rank'] = $rank;
                        $by_cat_all[$k]['eg'] = "--seed $seed --only $setup" . dt_list_opts($opt) . " --replay {$x['hid']}:{$x['e']}, #{$x['i']}: "
                            . dt_show_statement($x['st']);
                    }
                }
            }
            unset($x);
            arsort($cats);
            echo '#   by category (what differs): ' . implode(', ', array_map(fn($k, $v) => "$k $v", array_keys($cats), $cats)) . "\n";
            // print first the first mismatch of each episode (later ones may follow from it)
            usort($mism, fn($p, $q) => [$q['handle_first'], $q['first'], $p['hid'], $p['e'], $p['i']]
                <=> [$p['handle_first'], $p['first'], $q['hid'], $q['e'], $q['i']]);
            $n = 0;
            foreach ($mism as $x) {
                $head = "seed $seed, $mode max_connections=$max, process p" . substr($x['hid'], 1, strpos($x['hid'], 'h') - 1)
                    . " handle {$x['hid']}, episode {$x['e']} statement #{$x['i']} [{$x['st']['cat']}] differs in "
                    . implode(', ', $x['fields'])
                    . ($x['first'] ? ($x['handle_first'] ? '' : " (after a mismatch of this handle in episode {$x['after']}: tables may differ since)")
                        : ' (after an earlier mismatch in this episode)');
                $body = "    sql:      " . dt_show_statement($x['st']) . "\n"
                    . "    expected: " . dt_show($x['exp'], 100000) . (isset($x['exp']['oracle']) ? "   (quoted for {$x['exp']['oracle']}: see main.php)" : '') . "\n"
                    . "    got:      " . dt_show($x['got'], 100000) . "\n"
                    . "    repro:    " . dt_repro($seed, $setup, $x['hid'], $x['e'], $opt) . "\n";
                file_put_contents($mismatch_log, "$head\n$body", FILE_APPEND);
                if ($opt['max_print'] === 0 || $n < $opt['max_print']) {
                    echo "#   $head\n";
                    foreach (explode("\n", rtrim($body)) as $l) {
                        echo '#   ' . (strlen($l) > 600 ? substr($l, 0, 600) . '...' : $l) . "\n";
                    }
                }
                $n++;
            }
            if ($opt['max_print'] !== 0 && $n > $opt['max_print']) {
                echo "#   ... " . ($n - $opt['max_print']) . " more in $mismatch_log (--max-print 0 prints all)\n";
            }
        }
    }
}
dt_drop_objects($admin, $prefix, $all_hids);

if ($skipped_note !== null) {
    echo "# time budget of {$opt['budget']} s reached after $ran_seeds seed(s): $skipped_note\n";
}
if ($by_cat_all) {
    uasort($by_cat_all, fn($p, $q) => $q['n'] <=> $p['n']);
    echo "# mismatches by pool mode, category and what differs (count; first in their episode; an example to rerun alone):\n";
    foreach ($by_cat_all as $k => $v) {
        echo "#   $k: {$v['n']}; {$v['first']}" . ($v['eg'] ? "; scripts/difftest/difftest.sh {$v['eg']}" : '') . "\n";
    }
    echo "# every mismatch in full: $mismatch_log\n";
}
printf("# %d seed(s), %.0f s\n", $ran_seeds, microtime(true) - $T0);
if ($total_excluded) {
    echo "# $total_excluded more statements ran but were not compared: their result is undefined there (gen.php: cmp, cmp_tx)\n";
}
echo "difftest: $total_compared statements compared, $total_mismatches mismatches\n";
echo "$passed passed, $failed failed\n";
exit($failed === 0 && $passed > 0 ? 0 : 1);
