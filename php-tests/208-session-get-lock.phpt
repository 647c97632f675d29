--TEST--
session safety, two requests on one pooled connection: a named lock (GET_LOCK)
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Two requests (two `php` processes run one after the other) share a private pool of ONE
 * connection (user mp208, max_connections=1), so the second gets the connection the first
 * used: checked by CONNECTION_ID(). The state is checked within the first request, then it
 * must be invisible to the second, and the pool must still work.
 */
require __DIR__ . '/inc/pool.inc';
const USER = 'mp208';
const PASSWORD = 'mp208-pw';
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

echo "-- request 1: GET_LOCK, ends without RELEASE_LOCK\n";
$c1 = request(<<<'PHP'
echo "GET_LOCK: ", q("SELECT GET_LOCK('l208', 0)"), "\n";
echo "pinned: ", in_use(), "\n";
$holder = mp_root()->query("SELECT IS_USED_LOCK('l208')")->fetchColumn();
echo "held by this request's connection (seen from outside): ", var_export($holder == q("SELECT CONNECTION_ID()"), true), "\n";
PHP);
// the reset that ends the lock runs in the manager once request 1 has handed the connection back
echo "after request 1, IS_USED_LOCK from outside: ", var_export(mp_poll($root, "SELECT IS_USED_LOCK('l208')", null), true), "\n";
echo "-- request 2\n";
$c2 = request(<<<'PHP'
echo "IS_USED_LOCK: ", var_export(q("SELECT IS_USED_LOCK('l208')"), true), "\n";
echo "RELEASE_LOCK (NULL: nobody holds it): ", var_export(q("SELECT RELEASE_LOCK('l208')"), true), "\n";
echo "pool works, GET_LOCK: ", q("SELECT GET_LOCK('l208', 0)"), ", RELEASE_LOCK: ", q("SELECT RELEASE_LOCK('l208')"), "\n";
PHP);
same_connection($c1, $c2);
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
-- request 1: GET_LOCK, ends without RELEASE_LOCK
  | GET_LOCK: 1
  | pinned: 1
  | held by this request's connection (seen from outside): true
  exit 0
after request 1, IS_USED_LOCK from outside: NULL
-- request 2
  | IS_USED_LOCK: NULL
  | RELEASE_LOCK (NULL: nobody holds it): NULL
  | pool works, GET_LOCK: 1, RELEASE_LOCK: 1
  exit 0
same connection: yes
done
