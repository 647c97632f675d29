--TEST--
session safety, two requests on one pooled connection: the transaction isolation level (SET SESSION TRANSACTION ..., SET TRANSACTION ... for the next one)
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Two requests (two `php` processes run one after the other) share a private pool of ONE
 * connection (user mp213, max_connections=1), so the second gets the connection the first
 * used: checked by CONNECTION_ID(). The state is checked within the first request, then it
 * must be invisible to the second, and the pool must still work.
 */
require __DIR__ . '/inc/pool.inc';
const USER = 'mp213';
const PASSWORD = 'mp213-pw';
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
mp_drop($root, 't213');
$root->exec('CREATE TABLE t213 (id INT PRIMARY KEY) ENGINE=InnoDB');

// The level of the request's next transaction, by behaviour: another connection holds an
// uncommitted row (seen only by READ UNCOMMITTED), then commits a row between two reads of
// the transaction (seen by READ COMMITTED, not by REPEATABLE READ).
$probe = <<<'PHP'
function probe_level() {
    global $db;
    $dirty = mp_root();
    $dirty->beginTransaction();
    $dirty->exec("INSERT INTO t213 VALUES (99)");
    $db->exec("START TRANSACTION");
    $a = (int) q("SELECT COUNT(*) FROM t213");
    mp_root()->exec("INSERT INTO t213 VALUES (100)");
    $b = (int) q("SELECT COUNT(*) FROM t213");
    $db->exec("COMMIT");
    $dirty->rollBack();
    mp_root()->exec("DELETE FROM t213");
    return $a > 0 ? 'READ UNCOMMITTED' : ($b > $a ? 'READ COMMITTED' : 'REPEATABLE READ');
}

PHP;
echo "-- request 1: SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED, then READ UNCOMMITTED for the next transaction only\n";
$c1 = request($probe . <<<'PHP'
$db->exec("SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED");
echo "session level: ", q("SELECT @@SESSION.tx_isolation"), ", pinned: ", in_use(), "\n";
echo "a transaction's level: ", probe_level(), "\n";
$db->exec("SET TRANSACTION ISOLATION LEVEL READ UNCOMMITTED");
echo "pinned after SET TRANSACTION: ", in_use(), "\n";
echo "next transaction's level: ", probe_level(), "\n";
echo "the one after: ", probe_level(), "\n";
PHP);
echo "-- request 2\n";
$c2 = request($probe . <<<'PHP'
echo "session level: ", q("SELECT @@SESSION.tx_isolation"), "\n";
echo "a transaction's level: ", probe_level(), "\n";
echo "pool works: ", q("SELECT 1 + 1"), "\n";
PHP);
same_connection($c1, $c2);
mp_drop($root, 't213');
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
-- request 1: SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED, then READ UNCOMMITTED for the next transaction only
  | session level: READ-COMMITTED, pinned: 0
  | a transaction's level: READ COMMITTED
  | pinned after SET TRANSACTION: 1
  | next transaction's level: READ UNCOMMITTED
  | the one after: READ COMMITTED
  exit 0
-- request 2
  | session level: REPEATABLE-READ
  | a transaction's level: REPEATABLE READ
  | pool works: 2
  exit 0
same connection: yes
done
