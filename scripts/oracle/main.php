<?php
/*
 * The oracle's coordinator (scripts/oracle/oracle.sh starts it and documents it): the self-test, then
 * per unit (seed x pool mode x pool size) a pool of its own, rounds of one or two requests run
 * by two worker processes, and after every round the observer's look at each idle pooled
 * connection from outside and the probe's look through the pool.
 *
 * Environment: MYSQLPOOL_TEST_* (the private server, from scripts/lib/mariadb.sh's env.sh),
 * ORACLE_SERVER_TMPDIR (the server's tmpdir), ORACLE_PHP_ARGS (the php -d options that load
 * mysqlpool with the run's manager socket, for the workers), ORACLE_LOGDIR.
 */

declare(strict_types=1);
require __DIR__ . '/lib.php';

const ALL_SETUPS = ['statement:2', 'transaction:2', 'request:2', 'statement:1', 'transaction:1', 'request:1'];
/** The bounded run: each pool mode with a pool of 2 (seed 1) and of 1 (seed 2). */
const DEFAULT_UNITS = [[1, 'statement:2'], [1, 'transaction:2'], [1, 'request:2'], [2, 'statement:1'],
    [2, 'transaction:1'], [2, 'request:1']];

// ---- options --------------------------------------------------------------------------------------
$opt = ['seeds' => [], 'only' => null, 'long' => false, 'gaps' => false, 'self_test_only' => false, 'requests' => null,
    'budget' => null, 'max_print' => 0, 'show' => null, 'no_self_test' => false, 'families' => null];
$args = array_slice($argv, 1);
while ($args) {
    $a = array_shift($args);
    if (str_starts_with($a, '--') && str_contains($a, '=')) {
        [$a, $v] = explode('=', $a, 2);
        array_unshift($args, $v);
    }
    $val = function () use (&$args, $a) {
        if (!$args) {
            fwrite(STDERR, "oracle: $a needs a value\n");
            exit(2);
        }
        return array_shift($args);
    };
    switch ($a) {
        case '--seed':
        case '--seeds':
            foreach (explode(',', $val()) as $s) {
                if (preg_match('/^(\d+)-(\d+)$/', $s, $m)) {
                    $opt['seeds'] = array_merge($opt['seeds'], range((int) $m[1], (int) $m[2]));
                } else {
                    $opt['seeds'][] = (int) $s;
                }
            }
            break;
        case '--only': $opt['only'] = explode(',', $val()); break;
        case '--long': $opt['long'] = true; break;
        case '--known-gaps': $opt['gaps'] = true; break;
        case '--self-test': $opt['self_test_only'] = true; break;
        case '--no-self-test': $opt['no_self_test'] = true; break;
        case '--requests': $opt['requests'] = max(1, (int) $val()); break;
        case '--budget': $opt['budget'] = (int) $val(); break;
        case '--max-print': $opt['max_print'] = (int) $val(); break;
        case '--show': $opt['show'] = (int) $val(); break;
        case '--families': $opt['families'] = explode(',', $val()); break;
        case '--front':
            OracleGen::$force_front = $val();
            if (!in_array(OracleGen::$force_front, ['pdo', 'mysqli'], true)) {
                fwrite(STDERR, "oracle: --front takes pdo or mysqli\n");
                exit(2);
            }
            break;
        default:
            fwrite(STDERR, "oracle: unknown option $a (see scripts/oracle/oracle.sh)\n");
            exit(2);
    }
}
$long_env = getenv('ORACLE_LONG');
if ($long_env !== false && $long_env !== '' && $long_env !== '0') $opt['long'] = true;
$setups = $opt['only'] ?? ALL_SETUPS;
foreach ($setups as $s) {
    if (!preg_match('/^(statement|transaction|request):([12])$/', $s)) {
        fwrite(STDERR, "oracle: --only takes MODE:MAX[,...], MODE statement|transaction|request, MAX 1 or 2 (got '$s')\n");
        exit(2);
    }
}
$opt['budget'] ??= $opt['long'] ? (int) (getenv('ORACLE_LONG_SECONDS') ?: 600) : 80;
$seeds = $opt['seeds'] ?: ($opt['long'] ? range(1001, 1000 + 100000) : []);
$families = OracleGen::families();
$names = OracleGen::family_names($families, false);
$gap_names = OracleGen::family_names($families, true);
if (!empty($opt['families'])) {
    // only these (shell patterns), e.g. --families 'sst.*,func.time_zone'
    $pick = fn(array $list) => array_values(array_filter($list, function ($n) use ($opt) {
        foreach ($opt['families'] as $p) {
            if (fnmatch($p, $n)) return true;
        }
        return false;
    }));
    [$names, $gap_names] = [$pick($names), $pick($gap_names)];
    if (!$names && !$gap_names) {
        fwrite(STDERR, "oracle: --families matches no family\n");
        exit(2);
    }
}
// every family once per unit, then random ones (more in the long run)
$opt['requests'] ??= (int) ceil(count($names) * ($opt['long'] ? 1.0 : 0.8));

if ($opt['show'] !== null) {
    $g = new OracleGen($opt['show'], $families);
    foreach ($g->rounds($names, $opt['requests']) as $r => $round) {
        foreach ($round as $req) {
            echo "round $r request {$req['id']} family {$req['family']} baseline {$req['variant']}" . ($req['bin'] ? ' binary' : '')
                . ' ' . describe_front($req) . "\n";
            foreach ($req['stmts'] as $i => $s) echo "  $i [{$s['kind']}] " . (isset($s['op']) ? "{$s['op']}: " : '')
                . oracle_printable($s['sql']) . (isset($s['params']) ? ' ' . json_encode($s['params']) : '') . "\n";
        }
    }
    exit(0);
}

$env = oracle_env();
$logdir = getenv('ORACLE_LOGDIR') ?: sys_get_temp_dir() . '/oracle-' . getmypid();
@mkdir($logdir, 0777, true);
// the file of the LOAD DATA [LOCAL] INFILE families (the private server runs as this user)
OracleGen::$infile = "$logdir/oracle-infile.tsv";
file_put_contents(OracleGen::$infile, OracleGen::INFILE_ROWS);
$T0 = microtime(true);
$passed = 0;
$failed = 0;
$root = oracle_root($env);
$observer = new OracleObserver($root, $env);

function tap(bool $ok, string $name): void
{
    global $passed, $failed;
    echo ($ok ? 'ok' : 'not ok') . " - $name\n";
    $ok ? $passed++ : $failed++;
}

function finish(string $extra = ''): never
{
    global $passed, $failed;
    if ($extra !== '') echo $extra;
    echo "$passed passed, $failed failed\n";
    exit($failed === 0 && $passed > 0 ? 0 : 1);
}

// ---- the server: instruments, objects, users ------------------------------------------------------
try {
    if ((int) $root->query("SELECT @@performance_schema")->fetchColumn() !== 1) {
        tap(false, "the server runs with performance_schema=ON");
        finish();
    }
    $root->exec("UPDATE performance_schema.setup_instruments SET ENABLED = 'YES', TIMED = 'YES'"
        . " WHERE NAME IN ('wait/lock/metadata/sql/mdl', 'transaction') OR NAME LIKE 'statement/%'");
    $root->exec("UPDATE performance_schema.setup_consumers SET ENABLED = 'YES' WHERE NAME = 'events_transactions_current'");
    // a lock left behind must not hang the run: waits end in 2 s (new sessions read the globals)
    $root->exec("SET GLOBAL lock_wait_timeout = 2, GLOBAL innodb_lock_wait_timeout = 2");
    if (getenv('ORACLE_GENERAL_LOG') === '1') {
        // every statement of every session, for reading a difference's story (slow)
        $root->exec("SET GLOBAL general_log_file = " . $root->quote("$logdir/general.log") . ", GLOBAL general_log = ON");
    }
    foreach (OracleGen::setup_sql() as $sql) $root->exec($sql);
} catch (PDOException $e) {
    tap(false, "objects of the workload made: " . $e->getMessage());
    finish();
}

function make_user(PDO $root, string $user): void
{
    $root->exec("DROP USER IF EXISTS '$user'@'%'");
    $root->exec("CREATE USER '$user'@'%' IDENTIFIED BY '" . ORACLE_PASSWORD . "'");
    $root->exec("GRANT ALL PRIVILEGES ON *.* TO '$user'@'%'");
}

/** A fresh connection's session with $seq applied (and the pool's trackers, as the pool sets them). */
function reference(array $env, string $user, array $trackers, array $seq): array
{
    global $observer;
    $c = oracle_direct($env, $user);
    foreach ($trackers as $k => $v) $c->exec("SET SESSION $k = " . $c->quote((string) $v));
    foreach ($seq as $s) oracle_run($c, $s);
    $r = OracleProbe::read($c);
    $c = null;
    // it is a session of the pool's user too: gone before the pool's sessions are looked at again
    wait_gone($observer, $user, [$r['id']]);
    return $r;
}

// ---- the self-test: each check sees what it claims to check -----------------------------------------
/**
 * Plants each kind of state on a dedicated connection (pdo_mysql as the test user, not through
 * the pool) and checks that the observer (from outside) or the probe reading (on the session)
 * reports it, and that a fresh connection shows nothing. Then runs every case family on a fresh
 * dedicated connection: a family that leaves nothing the oracle can see would prove nothing.
 */
function self_test(array $env, PDO $root, OracleObserver $observer, array $families, array $names): void
{
    $user = 'oracle_selftest';
    make_user($root, $user);
    $fresh = oracle_direct($env, $user);
    $trackers = [];
    $ref = OracleProbe::read($fresh);
    $sessions = $observer->sessions($user);
    $outside = $observer->inspect($sessions);
    tap(count($sessions) === 1 && $outside === [array_key_first($sessions) => []]
        && OracleProbe::compare(OracleProbe::read($fresh), $ref, []) === [],
        "self-test: a fresh connection shows no state (outside: " . json_encode($outside) . ")");
    $fresh = null;
    tap($observer->tmpdir_usable(), "self-test: the server's tmpdir is readable for temporary-table files");

    $plant = [
        // [what, statements, check that must report it, where: outside|probe]
        ['user variable', ["SET @ov_x = 1"], 'user_variable', 'outside'],
        ['SQL prepared statement', ["PREPARE ops_x FROM 'SELECT 1'"], 'sql_prepare', 'outside'],
        ['protocol prepared statement', [['proto' => "SELECT 1 + ?"]], 'protocol_prepare', 'outside'],
        ['GET_LOCK', ["SELECT GET_LOCK('oracle_lk_1', 0)"], 'named_lock', 'outside'],
        ['FLUSH TABLES WITH READ LOCK', ["FLUSH TABLES WITH READ LOCK"], 'global_read_or_backup_lock', 'outside'],
        ['BACKUP STAGE START', ["BACKUP STAGE START"], 'global_read_or_backup_lock', 'outside'],
        ['BACKUP LOCK', ["BACKUP LOCK oracle_t"], 'table_lock', 'outside'],
        ['LOCK TABLES', ["LOCK TABLES oracle_t READ"], 'table_lock', 'outside'],
        ['HANDLER OPEN', ["HANDLER oracle_t OPEN"], 'table_lock', 'outside'],
        ['Aria temporary table', ["CREATE TEMPORARY TABLE ot_1 (a INT) ENGINE=Aria"], 'temp_table_file', 'outside'],
        ['MyISAM temporary table', ["CREATE TEMPORARY TABLE ot_1 (a INT) ENGINE=MyISAM"], 'temp_table_file', 'outside'],
        ['InnoDB temporary table (probe)', ["CREATE TEMPORARY TABLE ot_1 (a INT) ENGINE=InnoDB"], 'temp_table', 'probe'],
        ['MEMORY temporary table (probe)', ["CREATE TEMPORARY TABLE ot_2 (a INT) ENGINE=MEMORY"], 'temp_table', 'probe'],
        ['current database', ["USE oracle_x"], 'database', 'outside'],
        ['open transaction', ["BEGIN", "INSERT INTO oracle_w (a) VALUES (1)"], 'transaction', 'outside'],
        ['consistent snapshot', ["START TRANSACTION WITH CONSISTENT SNAPSHOT"], 'transaction', 'outside'],
        ['XA transaction', ["XA START 'oxa_self'"], 'transaction', 'outside'],
        ['autocommit off (probe)', ["SET autocommit = 0"], 'system_variable', 'probe'],
        ['time_zone (probe)', ["SET time_zone = '+07:00'"], 'system_variable', 'probe'],
        ['sql_mode (probe)', ["SET sql_mode = 'PIPES_AS_CONCAT'"], 'system_variable', 'probe'],
        ['charset (probe)', ["SET NAMES gbk"], 'system_variable', 'probe'],
        ['profiling variable (probe)', ["SET profiling = 1"], 'system_variable', 'probe'],
        ['profiling history (probe)', ["SET profiling = 1", "SELECT 'oracle-self-test-query'"], 'profiling_history', 'probe'],
        ['optimizer trace (probe)', ["SET optimizer_trace = 'enabled=on'", "SELECT 'oracle-self-test-query'"], 'optimizer_trace', 'probe'],
        ['user variable (probe)', ["SET @ov_x = 1"], 'user_variable', 'probe'],
        ['current database (probe)', ["USE oracle_x"], 'database', 'probe'],
        // issue 33's checks
        ['CREATE OR REPLACE TEMPORARY TABLE (probe)', ["CREATE OR REPLACE TEMPORARY TABLE ot_r (a INT)"], 'temp_table', 'probe'],
        ['user variable filled by LOAD DATA INFILE', ["LOAD DATA INFILE '" . OracleGen::$infile . "' INTO TABLE oracle_ld (a, @ov_x)"],
            'user_variable', 'outside'],
        ['sequence drawn by a column default (probe)', ["INSERT INTO oracle_seq_t (a) VALUES (1)"], 'sequence', 'probe'],
        ['LAST_INSERT_ID(n) of the workload (probe)', ["SELECT LAST_INSERT_ID(" . (OracleGen::LID_MARK + 9) . ")"],
            'last_insert_id', 'probe'],
        ['XA transaction ended (IDLE)', ["XA START 'oxa_self_e'", "XA END 'oxa_self_e'"], 'transaction', 'outside'],
        ['XA transaction prepared', ["XA START 'oxa_self_p'", "XA END 'oxa_self_p'", "XA PREPARE 'oxa_self_p'"], 'transaction',
            'outside'],
        ['XA transaction prepared (probe)', ["XA START 'oxa_self_q'", "XA END 'oxa_self_q'", "XA PREPARE 'oxa_self_q'"],
            'probe_refused', 'probe'],
        ['HANDLER OPEN AS another name', ["HANDLER oracle_t OPEN AS oh_x"], 'table_lock', 'outside'],
    ];
    foreach ($plant as [$what, $stmts, $check, $where]) {
        $c = oracle_direct($env, $user);
        $keep = [];
        $err = null;
        foreach ($stmts as $s) {
            if (is_array($s)) {
                $c->setAttribute(PDO::ATTR_EMULATE_PREPARES, false);
                $st = $c->prepare($s['proto']);
                $st->execute([1]);
                $st->fetchAll();
                $keep[] = $st;  // the server keeps it while the statement object lives
            } else {
                $err ??= oracle_run($c, $s);
            }
        }
        if ($where === 'outside') {
            $got = $observer->inspect($observer->sessions($user));
            $d = $got[oracle_id($c)] ?? [];
        } else {
            $d = OracleProbe::compare(OracleProbe::read($c), $ref, ["SELECT 'oracle-self-test-query'" => true]);
        }
        tap($err === null && !empty($d[$check]), "self-test: $what is seen by the $where check '$check'"
            . ($err ? " (planting failed: $err)" : (empty($d[$check]) ? " (saw: " . oracle_format_diff($d) . ")" : '')));
        unset($keep, $st);
        $c = null;
        wait_gone($observer, $user);
        $observer->rollback_detached_xa();
    }
    // and an insert's LAST_INSERT_ID, which the pool primes per handle, is not counted
    $c = oracle_direct($env, $user);
    oracle_run($c, "INSERT INTO oracle_w (a) VALUES (1)");
    $d = OracleProbe::compare(OracleProbe::read($c), $ref, []);
    tap(!isset($d['last_insert_id']) && !isset($d['system_variable']),
        "self-test: an insert's LAST_INSERT_ID is not counted (saw: " . oracle_format_diff($d) . ")");
    $c = null;
    wait_gone($observer, $user);

    // every family, on a fresh dedicated connection: it must leave something the oracle sees
    $silent = [];
    foreach (array_merge($names, OracleGen::family_names($families, true)) as $name) {
        if (str_starts_with($name, 'control.') || str_starts_with($name, 'fail.') || !empty($families[$name][1]['none'])) continue;
        $g = new OracleGen(1, $families);
        $req = $g->request($name, 'self', 'B0');
        // compared with a fresh connection with the family's own settings (SET NAMES gbk, an
        // sql_mode, SET profiling = 1): what is seen must be its case statements' doing
        $settings = array_column(array_filter($req['stmts'], fn($s) => $s['kind'] === 'setting'), 'sql');
        $fref = $ref;
        if ($settings) {
            $r = oracle_direct($env, $user);
            foreach ($settings as $sql) oracle_run($r, $sql);
            $fref = OracleProbe::read($r);
            $r = null;
            wait_gone($observer, $user);
        }
        $c = oracle_direct($env, $user, $req['infile']);
        $c->setAttribute(PDO::ATTR_EMULATE_PREPARES, !$req['bin']);
        $foreign = [];
        foreach ($req['stmts'] as $s) {
            if ($s['kind'] === 'case' || $s['kind'] === 'setting') {
                oracle_run($c, $s['sql'], $s['params'] ?? null, $req['bin']);
                if ($s['kind'] === 'case') $foreign[trim($s['sql'])] = true;
            }
        }
        $got = $observer->inspect($observer->sessions($user));
        $probe = OracleProbe::read($c);  // first: it reads the optimizer trace before anything replaces it
        $d = ($got[$probe['id']] ?? []) + OracleProbe::compare($probe, $fref, $foreign);
        unset($d['protocol_prepare']);
        if (!$d) $silent[] = $name;
        // a family that leaves only 'setting' state (SET profiling) is seen by its history
        $c = null;
        wait_gone($observer, $user);
        $observer->rollback_detached_xa();
    }
    tap(!$silent, "self-test: every case family leaves state the oracle sees on a dedicated connection"
        . ($silent ? " (nothing seen for: " . implode(', ', $silent) . ")" : ''));
    self_test_answers($env, $observer, $families, $names, $user);
}

/**
 * The answers the workload checks ('expect': FOUND_ROWS() after SQL_CALC_FOUND_ROWS, a user
 * variable the request's first handle set, read by its second) are a dedicated connection's:
 * so a wrong one in a unit is the pool's. A mysqli 'reconnect' is a new connection here.
 */
function self_test_answers(array $env, OracleObserver $observer, array $families, array $names, string $user): void
{
    $wrong = [];
    $checked = 0;
    foreach ($names as $name) {
        $req = (new OracleGen(1, $families))->request($name, 'self', 'B0', 'pdo');
        if (!array_filter($req['stmts'], fn($s) => array_key_exists('expect', $s))) continue;
        $checked++;
        $c = oracle_direct($env, $user);
        foreach ($req['stmts'] as $i => $s) {
            if ($s['kind'] === 'harmless') continue;
            if (($s['op'] ?? '') === 'reconnect') {
                $c = oracle_direct($env, $user);
                continue;
            }
            $err = oracle_run($c, $s['sql'], null, false, $first);
            if (array_key_exists('expect', $s) && ($err !== null || $first !== $s['expect'])) {
                $wrong[] = "$name statement $i: " . ($err ?? var_export($first, true)) . ", expected " . var_export($s['expect'], true);
            }
        }
        $c = null;
        wait_gone($observer, $user);
    }
    tap($checked > 0 && !$wrong, "self-test: the $checked families whose answers are checked answer so on a dedicated connection"
        . ($wrong ? " (" . implode('; ', $wrong) . ")" : ''));
}

function oracle_id(PDO $c): int
{
    return (int) $c->query("SELECT CONNECTION_ID()")->fetchColumn();
}

function wait_gone(OracleObserver $observer, string $user, array $ids = []): bool
{
    $deadline = microtime(true) + 10;
    while (microtime(true) < $deadline) {
        $s = $observer->sessions($user);
        if ($ids ? !array_intersect($ids, array_keys($s)) : !$s) return true;
        usleep(5000);
    }
    return false;
}

// ---- workers -------------------------------------------------------------------------------------
final class Worker
{
    public $proc;
    public array $pipes = [];

    public function __construct(public int $n, string $logdir)
    {
        $php = getenv('ORACLE_PHP') ?: PHP_BINARY;
        // the workers' own php options (mysqlpool's mysqli front-end, PHP's mysqli not loaded)
        $args = getenv('ORACLE_WORKER_PHP_ARGS') ?: (getenv('ORACLE_PHP_ARGS') ?: '');
        $cmd = $php . ' ' . $args . ' ' . escapeshellarg(__DIR__ . '/worker.php');
        $this->proc = proc_open($cmd, [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => ['file', "$logdir/worker-$n.log", 'a']],
            $this->pipes);
        if (!is_resource($this->proc)) throw new RuntimeException("worker $n did not start");
    }

    public function send(array $msg): void
    {
        foreach ($msg['req']['stmts'] ?? [] as $i => $st) {
            foreach (['sql', 'tpl', 'esc', 'esc_expect'] as $k) {
                if (isset($st[$k]) && !preg_match('//u', $st[$k])) {
                    $msg['req']['stmts'][$i]["{$k}_b64"] = base64_encode($st[$k]);
                    $msg['req']['stmts'][$i][$k] = '';
                }
            }
        }
        fwrite($this->pipes[0], json_encode($msg) . "\n");
        fflush($this->pipes[0]);
    }

    public function receive(float $timeout): ?array
    {
        $deadline = microtime(true) + $timeout;
        $line = '';
        while (microtime(true) < $deadline) {
            $r = [$this->pipes[1]];
            $w = $e = null;
            $left = max(0.0, $deadline - microtime(true));
            if (@stream_select($r, $w, $e, (int) $left, (int) (fmod($left, 1) * 1e6)) > 0) {
                $chunk = fgets($this->pipes[1]);
                if ($chunk === false) return null;  // exited
                $line .= $chunk;
                if (str_ends_with($line, "\n")) return json_decode($line, true);
            }
        }
        return null;
    }

    /** After its last request (a handle left for the request's end): waits for it to exit; its exit status. */
    public function finish(): int
    {
        foreach ($this->pipes as $p) @fclose($p);
        return proc_close($this->proc);
    }

    public function stop(): void
    {
        @fwrite($this->pipes[0], json_encode(['cmd' => 'quit']) . "\n");
        foreach ($this->pipes as $p) @fclose($p);
        proc_close($this->proc);
    }
}

// ---- the pool: idle, stats ------------------------------------------------------------------------
function pool_stats(string $user): ?array
{
    foreach (mysqlpool_stats() as $s) {
        if (str_starts_with($s['pool'], "$user@")) return $s;
    }
    return null;
}

/**
 * Waits until the pool is idle: no lease, no slot in upkeep (a reset or a close in progress),
 * nobody waiting, every session of the user asleep in the server (or idle with a KILL QUERY
 * pending), and no session the pool does not count yet (one being opened). Returns the
 * sessions, or null on timeout ($why set).
 */
function wait_idle(OracleObserver $observer, string $user, ?string &$why, float $timeout = 15.0): ?array
{
    $deadline = microtime(true) + $timeout;
    do {
        $st = pool_stats($user);
        $s = $observer->sessions($user);
        // 'Killed' and no state: an idle session whose query a KILL QUERY (kill.other_query) found
        // between statements; the server clears that at the session's next command
        $asleep = count(array_filter($s, fn($x) => $x['command'] === 'Sleep'
            || ($x['command'] === 'Killed' && (string) $x['state'] === ''))) === count($s);
        if ($st && $st['in_use'] === 0 && $st['in_upkeep'] === 0 && $st['waiting'] === 0 && $asleep
            && count($s) <= $st['open']) {
            return $s;
        }
        usleep(3000);
    } while (microtime(true) < $deadline);
    $why = "pool not idle after {$timeout}s: stats " . json_encode($st ? array_intersect_key($st,
        array_flip(['open', 'idle', 'in_use', 'in_upkeep', 'waiting'])) : null) . ", sessions " . json_encode($s);
    return null;
}

/**
 * Observes from outside. A protocol prepared statement on an idle connection may be one whose
 * COM_STMT_CLOSE (sent when the connection went back, with no reply to wait for) the server has
 * not read yet: then everything is looked at again 200 ms later and only what stayed is kept.
 * (Nothing else of an idle connection can change by itself: a reset in progress keeps its slot
 * in upkeep, which wait_idle() waits out.)
 */
function observe_settled(OracleObserver $observer, string $user, array $sessions, ?string &$why): ?array
{
    $first = $observer->inspect($sessions);
    if (!array_filter(array_column($first, 'protocol_prepare'))) return $first;
    usleep(200000);
    $again = wait_idle($observer, $user, $why);
    if ($again === null) return null;
    $second = $observer->inspect($again);
    $out = [];
    foreach ($second as $id => $checks) {
        $out[$id] = [];
        foreach ($checks as $c => $items) {
            $keep = array_values(array_intersect($items, $first[$id][$c] ?? []));
            if ($keep) $out[$id][$c] = $keep;
        }
    }
    return $out;
}

// ---- a unit ----------------------------------------------------------------------------------------
/** The `#   request` lines under a DIFF: each statement of the round's requests, its kind and error. */
function print_requests(array $round, array $replies): void
{
    foreach ($round as $j => $req) {
        $parts = [];
        foreach ($req['stmts'] as $i => $st) {
            $err = array_key_exists($i, $replies[$j]['results'] ?? [])
                ? $replies[$j]['results'][$i]['err'] : ($replies[$j]['connect_err'] ?? 'not run');
            $parts[] = "$i:{$st['kind']}: " . (isset($st['op']) ? "{$st['op']}: " : '') . oracle_short($st['sql'], 90)
                . ($err ? " -> error " . oracle_short($err, 60) : '');
        }
        echo "#   request {$req['id']} [{$req['family']}, baseline {$req['variant']}" . ($req['bin'] ? ', binary protocol' : '')
            . ', ' . describe_front($req) . "]: " . implode(' || ', $parts) . "\n";
    }
}

/** "PDO", or "mysqli (how it connects, its report mode, how the handle ends)". */
function describe_front(array $req): string
{
    if ($req['front'] !== 'mysqli') return 'PDO';
    $my = $req['my'];
    return "mysqli ({$my['connect']}" . ($my['persistent'] ? ', p: host' : '') . ", report {$my['report']}, end {$my['end']})";
}

$front_counts = ['pdo' => ['requests' => 0, 'connect_errors' => 0, 'request_end' => 0, 'errors' => []],
    'mysqli' => ['requests' => 0, 'connect_errors' => 0, 'request_end' => 0, 'errors' => []]];
$units_run = 0;
$error_codes = [];
$requests_run = 0;
$diffs_total = 0;
$notes_total = 0;
$probes = ['conclusive' => 0, 'reset' => 0];
$by_family = [];      // family => [count, example]
$gap_by_family = [];
$ref_cache = [];
$unit_no = 0;

function run_unit(int $seed, string $setup, array $names, bool $is_gap_unit): void
{
    global $env, $root, $observer, $families, $opt, $workers, $logdir, $requests_run, $diffs_total, $notes_total, $error_codes,
        $probes, $by_family, $gap_by_family, $unit_no, $units_run, $front_counts;
    [$mode, $max] = explode(':', $setup);
    $max = (int) $max;
    $unit_no++;
    $units_run++;
    $user = 'oracle_u' . $unit_no;
    make_user($root, $user);
    $label = ($is_gap_unit ? 'known-gaps ' : '') . "seed $seed $setup";
    $dsn = oracle_pool_dsn($env, $mode, $max);
    // a mysqli request's pool: the DSN's key and settings, from its connect arguments and php.ini
    $mysqli = ['host' => $env['host'], 'port' => (int) $env['port'], 'db' => 'oracle_a', 'mode' => $mode, 'max' => $max];
    $probe_dsn = oracle_pool_dsn($env, 'request', $max);
    $stat_dsn = oracle_pool_dsn($env, 'statement', $max);
    $fail = function (string $why) use ($label, $is_gap_unit) {
        if ($is_gap_unit) {
            echo "# $label: harness error: $why\n";
        } else {
            tap(false, "$label: $why");
        }
    };
    $why = null;
    try {
        // the coordinator's own attachment: mysqlpool_stats() for this pool
        $att = new PDO($stat_dsn, $user, ORACLE_PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
        $att->query("SELECT 'oracle attach'")->fetchAll();
    } catch (Throwable $e) {
        $fail("pool attached: " . $e->getMessage());
        return;
    }
    // the fresh pool's connection: nothing from outside, and as a fresh pdo_mysql connection
    // except the trackers the pool sets (taken from it for the reference)
    $s = wait_idle($observer, $user, $why);
    if ($s === null) {
        $fail($why);
        return;
    }
    $h = new PDO($probe_dsn, $user, ORACLE_PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
    $fresh = OracleProbe::read($h, false);
    $h = null;
    $trackers = [];
    foreach ($fresh['vars'] as $k => $v) {
        if (str_starts_with($k, 'SESSION_TRACK_')) $trackers[$k] = $v;
    }
    $refs = [];
    $ref_for = function (array $seq) use (&$refs, $env, $user, $trackers) {
        $key = json_encode($seq);
        return $refs[$key] ??= reference($env, $user, $trackers, $seq);
    };
    $d0 = OracleProbe::compare($fresh, $ref_for([]), []);
    $s = wait_idle($observer, $user, $why);
    $outside0 = $s === null ? null : $observer->inspect($s);
    if ($d0 || $outside0 === null || array_filter($outside0)) {
        $fail("a fresh pool connection is in a fresh connection's state: " . oracle_format_diff($d0)
            . ($outside0 === null ? " $why" : ' ' . json_encode(array_filter($outside0))));
        return;
    }

    $gen = new OracleGen($seed, $families);
    $rounds = $is_gap_unit ? $gen->rounds($names, count($names) * 2, 2) : $gen->rounds($names, $opt['requests']);
    $warm = [];
    $foreign = [];
    $diffs = 0;
    $unit_families = [];
    $t0 = microtime(true);
    $tm = ['warm' => 0.0, 'idle' => 0.0, 'requests' => 0.0, 'observe' => 0.0, 'probe' => 0.0, 'kill' => 0.0];
    foreach ($rounds as $rno => $round) {
        // the probe's baselines, learnt by this process before the request, so that the probe
        // runs none of them on a connection that has them (a reset would hide what it holds)
        $tt = microtime(true);
        foreach ($round as $req) {
            $seq = OracleGen::probe_sequence($req);
            $key = json_encode($seq);
            if ($seq && !isset($warm[$key])) {
                $h = new PDO($probe_dsn, $user, ORACLE_PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
                foreach ($seq as $sql) oracle_run($h, $sql);
                oracle_run($h, "SELECT 'oracle warm-up'");
                $h = null;
                $warm[$key] = true;
            }
        }
        $tm['warm'] += microtime(true) - $tt;
        $tt = microtime(true);
        $before = wait_idle($observer, $user, $why);
        if ($before === null) {
            $fail("round $rno: before the requests: $why");
            return;
        }
        $q_before = $observer->last_query_ids($before);
        $tm['idle'] += microtime(true) - $tt;
        $tt = microtime(true);
        // the requests: one per worker, at once
        foreach ($round as $j => $req) {
            $workers[$j]->send(['dsn' => $dsn, 'user' => $user, 'password' => ORACLE_PASSWORD, 'req' => $req,
                'mysqli' => $mysqli]);
        }
        $replies = [];
        $answers = [];
        foreach ($round as $j => $req) {
            $replies[$j] = $workers[$j]->receive(120.0);
            if ($replies[$j] === null) {
                $fail("round $rno: worker $j gave no reply for request {$req['id']} (see $logdir/worker-$j.log)");
                $workers[$j]->stop();
                $workers[$j] = new Worker($j, $logdir);
                return;
            }
            $requests_run++;
            if (!empty($replies[$j]['ended'])) {
                $front_counts[$req['front']]['request_end']++;
                // its request ended with the handle left open: the process is done (exited only
                // after its request shutdown gave the connection back)
                $old = $workers[$j];
                $workers[$j] = new Worker($j, $logdir);  // starting while the old one ends
                $code = $old->finish();
                if ($code !== 0) {
                    // its request's shutdown (which gave the handle's connection back) failed
                    $fail("round $rno: worker $j exited with status $code after request {$req['id']} ended its request"
                        . " (see $logdir/worker-$j.log)");
                    return;
                }
            }
            $front_counts[$req['front']]['requests']++;
            foreach ($replies[$j]['results'] as $i => $r) {
                if (!empty($r['bad'])) $answers[$j][] = "statement $i: {$r['bad']}";
                if ($r['err'] === null) continue;
                $code = strtok($r['err'], ' ');
                $error_codes[$code] = ($error_codes[$code] ?? 0) + 1;
                $front_counts[$req['front']]['errors'][$code] = ($front_counts[$req['front']]['errors'][$code] ?? 0) + 1;
                // a connection lost, or none to be had: the pool's doing or the harness's, never the SQL's
                if (in_array($code, ['2002', '2006', '2013', 'HY000'], true) || str_contains($r['err'], 'mysqlpool')) {
                    echo "# NOTE seed=$seed setup=$setup round=$rno req={$req['id']} family={$req['family']} statement $i: "
                        . oracle_short($req['stmts'][$i]['sql'], 80) . " -> " . oracle_short($r['err'], 160) . "\n";
                }
            }
            if ($replies[$j]['connect_err'] !== null) {
                echo "# NOTE seed=$seed setup=$setup round=$rno req={$req['id']}: " . oracle_short($replies[$j]['connect_err'], 200) . "\n";
                $error_codes['connect'] = ($error_codes['connect'] ?? 0) + 1;
                $front_counts[$req['front']]['connect_errors']++;
            }
            foreach ($req['stmts'] as $st) {
                if ($st['kind'] !== 'base' && $st['kind'] !== 'setting') $foreign[trim($st['sql'])] = true;
            }
        }
        $tm['requests'] += microtime(true) - $tt;
        // a wrong answer (FOUND_ROWS(), real_escape_string, another handle's user variable) is a
        // difference of the request itself
        foreach ($answers as $j => $list) {
            $diffs++;
            $line = "seed=$seed setup=$setup round=$rno req={$round[$j]['id']} family={$round[$j]['family']} conn=- (the request's"
                . " own answers) | answer: " . implode('; ', $list);
            if ($opt['max_print'] === 0 || $diffs <= $opt['max_print']) {
                echo "# DIFF $line\n";
                print_requests($round, $replies);
            }
            $by_family[$round[$j]['family']] ??= [0, $line];
            $by_family[$round[$j]['family']][0]++;
            $unit_families[$round[$j]['family']] = true;
        }
        $tt = microtime(true);
        $sessions = wait_idle($observer, $user, $why);
        if ($sessions === null) {
            $fail("round $rno: after requests " . implode(', ', array_column($round, 'id')) . ": $why");
            return;
        }
        $q_after = $observer->last_query_ids($sessions);
        $tm['idle'] += microtime(true) - $tt;
        $tt = microtime(true);
        $outside = observe_settled($observer, $user, $sessions, $why);
        if ($outside === null) {
            $fail("round $rno: $why");
            return;
        }
        $sessions = $observer->sessions($user);
        // the probe: as many request-mode handles as idle connections, each with the baseline of
        // a request of the round; a lease that had to reset the connection saw nothing of it
        $tm['observe'] += microtime(true) - $tt;
        $tt = microtime(true);
        $probe_d = [];
        $handles = [];
        $n = min(count($sessions), $max);
        // a sequence's last value is read only after a round that draws one: the read itself
        // pins the probe's connection, and only those families' statements draw
        $draws = (bool) array_filter($round, fn($r) => str_starts_with($r['family'], 'seq.'));
        for ($k = 0; $k < $n; $k++) {
            $req = $round[min($k, count($round) - 1)];
            $seq = OracleGen::probe_sequence($req, $replies[min($k, count($round) - 1)]['results'] ?? []);
            $st0 = pool_stats($user);
            try {
                $h = new PDO($probe_dsn, $user, ORACLE_PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
                foreach ($seq as $sql) oracle_run($h, $sql);
                $got = OracleProbe::read($h, $draws);
            } catch (Throwable $e) {
                $fail("round $rno: probe: " . $e->getMessage());
                return;
            }
            $handles[] = $h;
            // a lease that had to reset the connection for the probe's baseline hides what the
            // reset cleans, but what it leaves (profiling history) is still another request's
            $st1 = pool_stats($user);
            $reset = $st1['baseline_resets'] > $st0['baseline_resets'];
            $probes[$reset ? 'reset' : 'conclusive']++;
            $own = $foreign;
            foreach ($seq as $sql) unset($own[trim($sql)]);
            $d = OracleProbe::compare($got, $ref_for($seq), $own);
            if ($d && $reset) {
                foreach ($d as $c => $items) $d[$c] = array_map(fn($x) => "$x (after a reset for the probe)", $items);
            }
            if ($d) $probe_d[$got['id']] = $d;
        }
        $handles = [];
        $h = null;
        $tm['probe'] += microtime(true) - $tt;
        $tt = microtime(true);
        // the differences of each connection, from outside and through the probe
        $dirty = [];
        foreach (array_unique(array_merge(array_keys($outside), array_keys($probe_d))) as $id) {
            $d = ($outside[$id] ?? []);
            foreach ($probe_d[$id] ?? [] as $c => $items) $d[$c] = array_merge($d[$c] ?? [], $items);
            $note = $d['protocol_prepare'] ?? null;
            unset($d['protocol_prepare']);
            $ids = implode('+', array_column($round, 'id'));
            $fams = implode('+', array_column($round, 'family'));
            $used = isset($q_before[$id], $q_after[$id]) ? ($q_after[$id] !== $q_before[$id] ? 'used' : 'not used')
                : 'new';
            if ($note) {
                $notes_total++;
                echo "# NOTE seed=$seed setup=$setup round=$rno req=$ids family=$fams conn=$id ($used this round): protocol_prepare: "
                    . implode('; ', $note) . "\n";
            }
            if (!$d) continue;
            $dirty[] = $id;
            $diffs++;
            $line = "seed=$seed setup=$setup round=$rno req=$ids family=$fams conn=$id ($used this round) | "
                . oracle_format_diff($d);
            if ($opt['max_print'] === 0 || $diffs <= $opt['max_print']) {
                echo "# DIFF $line\n";
                print_requests($round, $replies);
            }
            // a control request beside the family's (controls leave nothing: their own rounds show
            // it); of two adversarial requests, the one whose text has every marker of the
            // difference (a variable's name, a value, a lock) when only one has
            $named = array_values(array_filter(array_column($round, 'family'), fn($f) => !str_starts_with($f, 'control.')));
            $key = implode('+', $named ?: array_column($round, 'family'));
            if (count($round) === 2 && count($named) === 2) {
                $markers = OracleGen::markers(oracle_format_diff($d));
                $fits = array_values(array_filter($round, function ($req) use ($markers) {
                    $text = OracleGen::case_text($req);
                    foreach ($markers as $mk) {
                        $any = false;
                        foreach ((array) $mk as $alt) $any = $any || stripos($text, $alt) !== false;
                        if (!$any) return false;
                    }
                    return $markers !== [];
                }));
                if (count($fits) === 1) $key = $fits[0]['family'] . ' (in a round of two)';
            }
            if ($is_gap_unit) {
                $gap_by_family[$key] ??= [0, $line];
                $gap_by_family[$key][0]++;
            } else {
                $by_family[$key] ??= [0, $line];
                $by_family[$key][0]++;
                $unit_families[$key] = true;
            }
        }
        // The coordinator's own handles replayed this round's settings (warm-up, probe): after
        // `SET profiling = 1` a connection records every later statement into a history that no
        // reset clears, so it would show another round's statements; such connections are ended.
        foreach ($round as $req) {
            if (in_array('setting', array_column($req['stmts'], 'kind'), true)) {
                $dirty = array_values(array_unique(array_merge($dirty, array_keys($observer->sessions($user)))));
                break;
            }
        }
        // what differs is ended, so that the next round starts from clean connections
        if ($dirty) {
            $observer->kill($dirty);
            if (!wait_gone($observer, $user, $dirty)) {
                $fail("round $rno: killed sessions " . implode(',', $dirty) . " did not end");
                return;
            }
        }
        $observer->rollback_detached_xa();
        $tm['kill'] += microtime(true) - $tt;
    }
    $att = null;
    $diffs_total += $is_gap_unit ? 0 : $diffs;
    $secs = round(microtime(true) - $t0, 1);
    $nreq = array_sum(array_map('count', $rounds));
    if (getenv('ORACLE_TRACE') === '1') {
        echo "# $label: seconds spent: " . json_encode(array_map(fn($x) => round($x, 2), $tm)) . "\n";
    }
    if ($is_gap_unit) {
        echo "# $label: $nreq requests, $diffs differences (known gaps: reported, not counted) in {$secs}s\n";
    } else {
        tap($diffs === 0, "$label: $nreq requests, $diffs differences" . ($unit_families ? " (families: "
            . implode(', ', array_keys($unit_families)) . ")" : '') . " in {$secs}s");
    }
}

// ---- the run ----------------------------------------------------------------------------------------
echo "# oracle: " . count($names) . " case families" . ($opt['gaps'] ? " + " . count($gap_names) . " known-gap families" : '')
    . ", setups " . implode(' ', $setups) . "; logs in $logdir\n";
if (!$opt['no_self_test']) self_test($env, $root, $observer, $families, $names);
if ($opt['self_test_only']) finish();

$workers = [new Worker(0, $logdir), new Worker(1, $logdir)];
$budget_end = $T0 + $opt['budget'];
$units = (function () use ($seeds, $setups, $opt) {
    if (!$seeds && $opt['only'] === null) {
        yield from DEFAULT_UNITS;
        return;
    }
    foreach ($seeds ?: [1] as $seed) {
        foreach ($setups as $setup) yield [$seed, $setup];
    }
})();
$i = 0;
foreach ($units as [$seed, $setup]) {
    // the long run stops starting units when its time is up; an explicit list runs whole
    if ($i++ > 0 && $opt['long'] && !$opt['seeds'] && microtime(true) > $budget_end) break;
    run_unit($seed, $setup, $names, false);
    if ($opt['gaps']) run_unit($seed, $setup, $gap_names, true);
}
foreach ($workers as $w) $w->stop();

ksort($by_family);
echo "# differences by case family (the request alone, beside a control request, or the one of two whose text has the difference's names and values):\n";
foreach ($by_family as $fam => [$n, $example]) {
    if (!str_contains($fam, '+')) echo "#   $fam: $n; e.g. $example\n";
}
echo "# differences in rounds of two adversarial requests at once (both named):\n";
foreach ($by_family as $fam => [$n, $example]) {
    if (str_contains($fam, '+')) echo "#   $fam: $n; e.g. $example\n";
}
$alone = array_values(array_unique(array_map(fn($f) => str_replace(' (in a round of two)', '', $f),
    array_filter(array_keys($by_family), fn($f) => !str_contains($f, '+')))));
$paired = [];
foreach (array_keys($by_family) as $k) {
    foreach (str_contains($k, '+') ? explode('+', $k) : [] as $f) {
        if (!in_array($f, $alone, true)) $paired[$f] = true;
    }
}
echo "# families with differences: " . count($alone) . " of " . count($names) . " (" . implode(' ', $alone) . ")\n";
if ($paired) {
    echo "# named only in rounds of two adversarial requests (either may be the cause): " . implode(' ', array_keys($paired)) . "\n";
}
if ($opt['gaps']) {
    echo "# known gaps (not counted):\n";
    ksort($gap_by_family);
    foreach ($gap_by_family as $fam => [$n, $example]) echo "#   $fam: $n; e.g. $example\n";
}
foreach ($front_counts as $front => $c) {
    ksort($c['errors']);
    echo "# $front requests: {$c['requests']} ({$c['request_end']} left for the request's end), connect errors {$c['connect_errors']};"
        . " statement errors: "
        . implode(', ', array_map(fn($code, $n) => "$code x$n", array_keys($c['errors']), $c['errors'])) . "\n";
}
// the mysqli front-end must have run its share, every request connected: else 0 differences
// would prove nothing of it
if ($units_run > 0) {
    $m = $front_counts['mysqli'];
    tap($m['requests'] > 0 && $m['connect_errors'] === 0, "mysqli requests ran through mysqlpool's front-end and connected:"
        . " {$m['requests']} requests, {$m['connect_errors']} connect errors");
}
ksort($error_codes);
echo "# statement errors by code (most are the planned failures of the workload): "
    . implode(', ', array_map(fn($c, $n) => "$c x$n", array_keys($error_codes), $error_codes)) . "\n";
printf("oracle: %d units, %d requests, %d differences, %d protocol-prepared notes, probes %d as found / %d after a reset, %.0f s\n",
    $units_run, $requests_run, $diffs_total, $notes_total, $probes['conclusive'], $probes['reset'], microtime(true) - $T0);
finish();
