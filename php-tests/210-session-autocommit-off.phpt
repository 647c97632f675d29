--TEST--
session safety, two requests on one pooled connection: SET autocommit=0
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Two requests (two `php` processes run one after the other) share a private pool of ONE
 * connection (user mp210, max_connections=1), so the second gets the connection the first
 * used: checked by CONNECTION_ID(). The state is checked within the first request, then it
 * must be invisible to the second, and the pool must still work.
 */
require __DIR__ . '/inc/pool.inc';
const USER = 'mp210';
const PASSWORD = 'mp210-pw';
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
mp_drop($root, 't210');
$root->exec('CREATE TABLE t210 (id INT PRIMARY KEY) ENGINE=InnoDB');

echo "-- request 1: SET autocommit=0, insert, ends without COMMIT\n";
$c1 = request(<<<'PHP'
$db->exec("SET autocommit = 0");
echo "pinned before any table access: ", in_use(), "\n";
// ATTR_AUTOCOMMIT is what PDO was told (setAttribute), as pdo_mysql answers it, not the server
echo "@@autocommit: ", q("SELECT @@autocommit"), ", ATTR_AUTOCOMMIT: ", $db->getAttribute(PDO::ATTR_AUTOCOMMIT), "\n";
$db->exec("INSERT INTO t210 VALUES (1)");
echo "own row visible inside: ", q("SELECT COUNT(*) FROM t210"), "\n";
echo "seen from outside: ", mp_root()->query("SELECT COUNT(*) FROM t210")->fetchColumn(), "\n";
PHP);
echo "-- request 2\n";
$c2 = request(<<<'PHP'
echo "@@autocommit: ", q("SELECT @@autocommit"), ", rows: ", q("SELECT COUNT(*) FROM t210"), "\n";
$db->exec("INSERT INTO t210 VALUES (2)");
echo "pool works, insert committed: ", mp_root()->query("SELECT COUNT(*) FROM t210")->fetchColumn(), "\n";
PHP);
same_connection($c1, $c2);
mp_drop($root, 't210');
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECTF--
-- request 1: SET autocommit=0, insert, ends without COMMIT
  | pinned before any table access: 1
  | @@autocommit: 0, ATTR_AUTOCOMMIT: 1
  | own row visible inside: 1
  | seen from outside: 0
  exit 0
-- request 2
  | @@autocommit: 1, rows: 0
  | pool works, insert committed: 1
  exit 0
same connection: yes
done
