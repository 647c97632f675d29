--TEST--
session safety, two requests on one pooled connection: SQL_CALC_FOUND_ROWS + FOUND_ROWS()
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Two requests (two `php` processes run one after the other) share a private pool of ONE
 * connection (user mp211, max_connections=1), so the second gets the connection the first
 * used: checked by CONNECTION_ID(). The state is checked within the first request, then it
 * must be invisible to the second, and the pool must still work.
 */
require __DIR__ . '/inc/pool.inc';
const USER = 'mp211';
const PASSWORD = 'mp211-pw';
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
mp_drop($root, 't211');
$root->exec('CREATE TABLE t211 (id INT PRIMARY KEY)');
$root->exec('INSERT INTO t211 SELECT seq FROM seq_1_to_10');

echo "-- request 1\n";
$c1 = request(<<<'PHP'
echo "rows returned: ", count($db->query("SELECT SQL_CALC_FOUND_ROWS id FROM t211 ORDER BY id LIMIT 2")->fetchAll()), "\n";
echo "pinned: ", in_use(), "\n";
echo "FOUND_ROWS(): ", q("SELECT FOUND_ROWS()"), "\n";
PHP);
echo "-- request 2\n";
$c2 = request(<<<'PHP'
echo "FOUND_ROWS() first thing (1 on a new connection): ", q("SELECT FOUND_ROWS()"), "\n";
echo "rows returned: ", count($db->query("SELECT id FROM t211 LIMIT 3")->fetchAll()), "\n";
echo "FOUND_ROWS() after its own SELECT: ", q("SELECT FOUND_ROWS()"), "\n";
PHP);
same_connection($c1, $c2);
mp_drop($root, 't211');
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
-- request 1
  | rows returned: 2
  | pinned: 1
  | FOUND_ROWS(): 10
  exit 0
-- request 2
  | FOUND_ROWS() first thing (1 on a new connection): 1
  | rows returned: 3
  | FOUND_ROWS() after its own SELECT: 3
  exit 0
same connection: yes
done
