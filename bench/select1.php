<?php
// 20,000 `SELECT 1` in this one CLI process through one driver; prints one JSON line with the
// PHP process's CPU (getrusage utime+stime) and wall time per query, and for mysqlpool the
// manager process's CPU over the same interval. Driven by bench/select1.sh, which alternates
// the drivers in separate processes and prints medians.
//
//   php select1.php pdo_mysql|mysqlpool [QUERIES] [SHAPE]   measure (env: MYSQLPOOL_TEST_*)
//   php select1.php --report FILE                           medians + ratio of the JSON lines
//
// SHAPE `query` (the default): one handle, `query('SELECT 1')` each time. SHAPE `request`:
// what bench/app/user.php does in a request, each time: a new PDO, prepare('SELECT ?'), an int
// bound, execute, fetch, both let go (the handle's setup and end counted with the statement).
//
// pdo_mysql runs with PDO::ATTR_PERSISTENT (what PHP apps use to avoid connecting per request).
// A failure (driver missing, connect error, wrong result) is reported as a JSON line with
// "error", exit status 1.

const MANAGER_NAME = 'mysqlpool-manager';

// This process's CPU in µs: [user, system].
function cpu_us(): array {
    $r = getrusage();
    return [$r['ru_utime.tv_sec'] * 1e6 + $r['ru_utime.tv_usec'], $r['ru_stime.tv_sec'] * 1e6 + $r['ru_stime.tv_usec']];
}

// Processes of this uid whose comm is the manager's name. The kernel keeps 15 characters of a
// comm, so 'mysqlpool-manager' shows as 'mysqlpool-manag'; the cmdline's first word is checked too.
function manager_pids(): array {
    $pids = [];
    $uid = getmyuid();
    $comm_name = substr(MANAGER_NAME, 0, 15);
    foreach (glob('/proc/[0-9]*', GLOB_NOSORT) ?: [] as $dir) {
        $comm = @file_get_contents("$dir/comm");
        if ($comm === false) continue;
        $comm = rtrim($comm, "\n");
        $cmd = (string)@file_get_contents("$dir/cmdline");
        $argv0 = basename(explode("\0", $cmd)[0]);
        if ($comm !== $comm_name && $comm !== MANAGER_NAME && $argv0 !== MANAGER_NAME) continue;
        $st = @stat($dir);
        if ($st !== false && $st['uid'] === $uid) $pids[] = (int)basename($dir);
    }
    return $pids;
}

// utime+stime of the given processes in µs (from /proc/PID/stat, clock ticks; 100 Hz here).
function proc_cpu_us(array $pids): ?float {
    static $hz = null;
    if ($hz === null) {
        $hz = (int)trim((string)@shell_exec('getconf CLK_TCK 2>/dev/null')) ?: 100;
    }
    $total = 0;
    foreach ($pids as $pid) {
        $stat = @file_get_contents("/proc/$pid/stat");
        if ($stat === false) return null;  // it went away: the interval is not measurable
        // fields after the ")" that ends comm: state is field 3, utime 14, stime 15
        $fields = explode(' ', substr($stat, strrpos($stat, ')') + 2));
        $total += (int)$fields[11] + (int)$fields[12];
    }
    return $total * 1e6 / $hz;
}

function median(array $v): ?float {
    if (!$v) return null;
    sort($v);
    $n = count($v);
    return $n % 2 ? $v[intdiv($n, 2)] : ($v[$n / 2 - 1] + $v[$n / 2]) / 2;
}

function report(string $file): int {
    $runs = [];
    foreach (file($file, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) as $line) {
        $r = json_decode($line, true);
        if (is_array($r) && isset($r['driver'])) $runs[$r['driver']][] = $r;
    }
    $med = [];
    foreach (['pdo_mysql', 'mysqlpool'] as $d) {
        $ok = array_values(array_filter($runs[$d] ?? [], fn($r) => empty($r['error'])));
        $bad = array_values(array_filter($runs[$d] ?? [], fn($r) => !empty($r['error'])));
        if (!isset($runs[$d])) {
            printf("%-10s not run\n", $d);
            continue;
        }
        if (!$ok) {
            printf("%-10s FAILED in all %d rounds: %s\n", $d, count($bad), $bad[0]['error']);
            continue;
        }
        $m = [
            'cpu' => median(array_column($ok, 'cpu_us_per_query')),
            'user' => median(array_column($ok, 'user_us_per_query')),
            'wall' => median(array_column($ok, 'wall_us_per_query')),
            'mgr' => median(array_filter(array_column($ok, 'manager_cpu_us_per_query'), 'is_numeric')),
        ];
        $m['total'] = $m['cpu'] + ($m['mgr'] ?? 0);
        $med[$d] = $m;
        $mgr = $d !== 'mysqlpool' ? '' : ($m['mgr'] === null
            ? ', manager CPU: not measured (' . ($ok[0]['manager_note'] ?? 'no manager process') . ')'
            : sprintf(', manager CPU %.2f µs/query, PHP+manager %.2f µs/query', $m['mgr'], $m['total']));
        printf("%-10s PHP CPU %.2f µs/query (user %.2f), wall %.2f µs/query%s  (median of %d rounds%s)\n", $d,
            $m['cpu'], $m['user'], $m['wall'], $mgr, count($ok), $bad ? ', ' . count($bad) . ' failed' : '');
    }
    if (isset($med['pdo_mysql'], $med['mysqlpool'])) {
        printf("ratio mysqlpool/pdo_mysql: PHP CPU %.2f (user %.2f), PHP+manager CPU %.2f, wall %.2f\n",
            $med['mysqlpool']['cpu'] / $med['pdo_mysql']['cpu'],
            $med['mysqlpool']['user'] / $med['pdo_mysql']['user'],
            $med['mysqlpool']['total'] / $med['pdo_mysql']['cpu'],
            $med['mysqlpool']['wall'] / $med['pdo_mysql']['wall']);
    } else {
        echo "ratio mysqlpool/pdo_mysql: n/a (a driver did not run)\n";
    }
    return 0;
}

if (($argv[1] ?? '') === '--report') exit(report($argv[2] ?? ''));

$driver = $argv[1] ?? '';
$queries = (int)($argv[2] ?? 20000);
$shape = $argv[3] ?? 'query';
$result = ['driver' => $driver, 'queries' => $queries, 'shape' => $shape];
function out(array $r): void { echo json_encode($r), "\n"; }

if (!in_array($driver, ['pdo_mysql', 'mysqlpool'], true) || $queries <= 0 ||
    !in_array($shape, ['query', 'request'], true)) {
    fwrite(STDERR, "usage: php select1.php pdo_mysql|mysqlpool [QUERIES] [query|request] | --report FILE\n");
    exit(2);
}
$prefix = $driver === 'pdo_mysql' ? 'mysql' : 'mysqlpool';
if (!in_array($prefix, PDO::getAvailableDrivers(), true)) {
    out($result + ['error' => "PDO driver '$prefix' not available (loaded: " . implode(',', PDO::getAvailableDrivers()) . ')']);
    exit(1);
}
$dsn = sprintf('%s:host=%s;port=%s;dbname=%s', $prefix, getenv('MYSQLPOOL_TEST_HOST') ?: '127.0.0.1',
    getenv('MYSQLPOOL_TEST_PORT') ?: '3306', getenv('MYSQLPOOL_TEST_DB') ?: 'mysqlpool_test');
$connect = fn () => new PDO($dsn, getenv('MYSQLPOOL_TEST_USER') ?: 'mysqlpool', getenv('MYSQLPOOL_TEST_PASSWORD') ?: '', [
    PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
    PDO::ATTR_PERSISTENT => $driver === 'pdo_mysql',
]);
// One statement in SHAPE; returns its value.
$statement = $shape === 'query'
    ? fn (PDO $pdo, int $i) => $pdo->query('SELECT 1')->fetchColumn()
    : function (PDO $unused, int $i) use ($connect) {
        $pdo = $connect();
        $stmt = $pdo->prepare('SELECT ?');
        $stmt->bindValue(1, 1, PDO::PARAM_INT);
        $stmt->execute();
        return $stmt->fetchColumn();
    };
try {
    $pdo = $connect();
    for ($i = 0; $i < 200; $i++) $statement($pdo, $i);  // warm up

    $mgr_pids = $driver === 'mysqlpool' ? manager_pids() : [];
    $mgr0 = $mgr_pids ? proc_cpu_us($mgr_pids) : null;
    $cpu0 = cpu_us();
    $t0 = hrtime(true);
    for ($i = 0; $i < $queries; $i++) {
        $v = $statement($pdo, $i);
        if ((int)$v !== 1) throw new RuntimeException("SELECT 1 returned " . var_export($v, true));
    }
    $wall = (hrtime(true) - $t0) / 1e3;
    $cpu1 = cpu_us();
    [$user, $system] = [$cpu1[0] - $cpu0[0], $cpu1[1] - $cpu0[1]];
    $mgr1 = $mgr_pids ? proc_cpu_us($mgr_pids) : null;
} catch (Throwable $e) {
    out($result + ['error' => get_class($e) . ': ' . $e->getMessage()]);
    exit(1);
}
$result += [
    'cpu_us_per_query' => ($user + $system) / $queries,
    'user_us_per_query' => $user / $queries,  // the driver's code (and PHP's)
    'system_us_per_query' => $system / $queries,  // the kernel's: sockets, waking the server
    'wall_us_per_query' => $wall / $queries,
    'manager_cpu_us_per_query' => ($mgr0 !== null && $mgr1 !== null) ? ($mgr1 - $mgr0) / $queries : null,
];
if ($driver === 'mysqlpool') {
    $result['manager_pids'] = $mgr_pids;
    if (!$mgr_pids) $result['manager_note'] = 'no process named ' . MANAGER_NAME . ' owned by uid ' . getmyuid();
    elseif ($result['manager_cpu_us_per_query'] === null) $result['manager_note'] = 'manager exited during the run';
}
out($result);
