--TEST--
session safety, two requests on one pooled connection: time_zone
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Two requests (two `php` processes run one after the other) share a private pool of ONE
 * connection (user mp204, max_connections=1), so the second gets the connection the first
 * used: checked by CONNECTION_ID(). The state is checked within the first request, then it
 * must be invisible to the second, and the pool must still work.
 */
// FROM_UNIXTIME(86400), not (0): MariaDB 11.8 gives NULL and warning 1292 for 0 at a zone east
// of UTC (10.11 gives 1970-01-01 05:00:00).
require __DIR__ . '/inc/pool.inc';
const USER = 'mp204';
const PASSWORD = 'mp204-pw';
mp_pool_user(USER, PASSWORD);
$root = mp_root();

/* Runs one request: $body after a prologue that opens $db on the pool of one, with q() (first
 * column of a query), e() ("ok" or "error N") and in_use() (the pool's leased connections).
 * Prints the output (warnings included), returns the CONNECTION_ID() it ended on. */
function request(string $body): ?int
{
    $prologue = '<?php require ' . var_export(__DIR__ . '/inc/config.inc', true) . ";\n"
        . "ini_set('display_errors', '1'); ini_set('log_errors', '0'); ini_set('html_errors', '0'); error_reporting(E_ALL);\n"
        . '$db = new PDO(mp_dsn(["max_connections" => 1, "acquire_timeout_ms" => 5000]), '
        . var_export(USER, true) . ', ' . var_export(PASSWORD, true)
        . ", [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);\n"
        . 'function q(string $sql) { global $db; return $db->query($sql)->fetchColumn(); }' . "\n"
        . 'function e(string $sql) { global $db; try { $db->query($sql); return "ok"; } catch (PDOException $x) { return "error " . $x->errorInfo[1]; } }' . "\n"
        . 'function in_use() { return mysqlpool_stats()[0]["in_use"]; }' . "\n";
    $epilogue = "\n" . 'echo "connection ", q("SELECT CONNECTION_ID()"), "\n";' . "\n";
    $file = tempnam(sys_get_temp_dir(), USER);
    file_put_contents($file, $prologue . $body . $epilogue);
    $out = [];
    exec(mp_php_command() . ' ' . escapeshellarg($file) . ' 2>&1', $out, $rc);
    unlink($file);
    $cid = null;
    foreach ($out as $line) {
        if (preg_match('/^connection (\d+)$/', $line, $m)) {
            $cid = (int) $m[1];
        } elseif (trim($line) !== '') {
            echo '  | ', str_replace($file, 'SCRIPT', $line), "\n";
        }
    }
    echo "  exit $rc\n";
    return $cid;
}

function same_connection(?int ...$ids): void
{
    $ok = !in_array(null, $ids, true) && count(array_unique($ids)) === 1;
    echo "same connection: ", $ok ? 'yes' : 'no (' . json_encode($ids) . ')', "\n";
}

echo "-- request 1\n";
$c1 = request(<<<'PHP'
$db->exec("SET time_zone = '+05:00'");
echo "time_zone: ", q("SELECT @@time_zone"), "\n";
echo "FROM_UNIXTIME(86400): ", q("SELECT FROM_UNIXTIME(86400)"), "\n";
echo "pinned: ", in_use(), "\n";
PHP);
echo "-- request 2\n";
$c2 = request(<<<'PHP'
echo "time_zone is the global default: ", q("SELECT @@SESSION.time_zone = @@GLOBAL.time_zone"), "\n";
echo "FROM_UNIXTIME(86400) as on a new connection: ", var_export(q("SELECT FROM_UNIXTIME(86400)") === mp_root()->query("SELECT FROM_UNIXTIME(86400)")->fetchColumn(), true), "\n";
echo "pool works: ", q("SELECT 1 + 1"), "\n";
PHP);
same_connection($c1, $c2);
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
-- request 1
  | time_zone: +05:00
  | FROM_UNIXTIME(86400): 1970-01-02 05:00:00
  | pinned: 0
  exit 0
-- request 2
  | time_zone is the global default: 1
  | FROM_UNIXTIME(86400) as on a new connection: true
  | pool works: 2
  exit 0
same connection: yes
done
