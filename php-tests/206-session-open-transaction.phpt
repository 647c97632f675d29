--TEST--
session safety, two requests on one pooled connection: a transaction left open by a request that ended (raw BEGIN, START TRANSACTION, PDO::beginTransaction, XA START)
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Two requests (two `php` processes run one after the other) share a private pool of ONE
 * connection (user mp206, max_connections=1), so the second gets the connection the first
 * used: checked by CONNECTION_ID(). The state is checked within the first request, then it
 * must be invisible to the second, and the pool must still work.
 */
require __DIR__ . '/inc/pool.inc';
const USER = 'mp206';
const PASSWORD = 'mp206-pw';
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
mp_drop($root, 't206');
$root->exec('CREATE TABLE t206 (id INT PRIMARY KEY) ENGINE=InnoDB');

echo "-- request 1: raw BEGIN, insert, ends without COMMIT\n";
$c1 = request(<<<'PHP'
$db->exec("BEGIN");
$db->exec("INSERT INTO t206 VALUES (1)");
echo "inTransaction: ", var_export($db->inTransaction(), true), "\n";
echo "own row visible inside: ", q("SELECT COUNT(*) FROM t206"), "\n";
echo "seen from outside: ", mp_root()->query("SELECT COUNT(*) FROM t206")->fetchColumn(), "\n";
echo "pinned: ", in_use(), "\n";
PHP);
echo "-- request 2: checks, then START TRANSACTION, insert, ends\n";
$c2 = request(<<<'PHP'
echo "rows: ", q("SELECT COUNT(*) FROM t206"), ", @@in_transaction: ", q("SELECT @@in_transaction"), ", inTransaction: ", var_export($db->inTransaction(), true), "\n";
$db->exec("START TRANSACTION");
$db->exec("INSERT INTO t206 VALUES (2)");
echo "inTransaction: ", var_export($db->inTransaction(), true), "\n";
PHP);
echo "-- request 3: checks, then PDO::beginTransaction, insert, ends\n";
$c3 = request(<<<'PHP'
echo "rows: ", q("SELECT COUNT(*) FROM t206"), ", @@in_transaction: ", q("SELECT @@in_transaction"), "\n";
$db->beginTransaction();
$db->exec("INSERT INTO t206 VALUES (3)");
echo "inTransaction: ", var_export($db->inTransaction(), true), "\n";
PHP);
echo "-- request 4: checks; the pool works\n";
$c4 = request(<<<'PHP'
echo "rows: ", q("SELECT COUNT(*) FROM t206"), ", @@in_transaction: ", q("SELECT @@in_transaction"), "\n";
$db->exec("INSERT INTO t206 VALUES (10)");
echo "inserted 10\n";
PHP);
same_connection($c1, $c2, $c3, $c4);
echo "-- request 5: XA START, insert, ends (the server refuses ROLLBACK in an active XA transaction)\n";
request(<<<'PHP'
$db->exec("XA START 'xa206'");
$db->exec("INSERT INTO t206 VALUES (5)");
echo "inTransaction: ", var_export($db->inTransaction(), true), "\n";
echo "seen from outside: ", mp_root()->query("SELECT COUNT(*) FROM t206")->fetchColumn(), "\n";
PHP);
echo "-- request 6: checks; the pool works\n";
request(<<<'PHP'
echo "rows: ", q("SELECT COUNT(*) FROM t206"), ", @@in_transaction: ", q("SELECT @@in_transaction"), "\n";
echo "XA RECOVER: ", json_encode($db->query("XA RECOVER")->fetchAll(PDO::FETCH_ASSOC)), "\n";
$db->exec("INSERT INTO t206 VALUES (11)");
echo "inserted 11\n";
PHP);
echo "outside: ", json_encode($root->query('SELECT id FROM t206 ORDER BY id')->fetchAll(PDO::FETCH_COLUMN)), "\n";
mp_drop($root, 't206');
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECTF--
-- request 1: raw BEGIN, insert, ends without COMMIT
  | inTransaction: true
  | own row visible inside: 1
  | seen from outside: 0
  | pinned: 1
  exit 0
-- request 2: checks, then START TRANSACTION, insert, ends
  | rows: 0, @@in_transaction: 0, inTransaction: false
  | inTransaction: true
  exit 0
-- request 3: checks, then PDO::beginTransaction, insert, ends
  | rows: 0, @@in_transaction: 0
  | inTransaction: true
  exit 0
-- request 4: checks; the pool works
  | rows: 0, @@in_transaction: 0
  | inserted 10
  exit 0
same connection: yes
-- request 5: XA START, insert, ends (the server refuses ROLLBACK in an active XA transaction)
  | inTransaction: true
  | seen from outside: 1
  exit 0
-- request 6: checks; the pool works
  | rows: 1, @@in_transaction: 0
  | XA RECOVER: []
  | inserted 11
  exit 0
outside: [10,11]
done
