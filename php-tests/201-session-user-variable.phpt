--TEST--
session safety, two requests on one pooled connection: user variables (SET @u, SELECT @v := ..., SELECT ... INTO @w)
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Two requests (two `php` processes run one after the other) share a private pool of ONE
 * connection (user mp201, max_connections=1), so the second gets the connection the first
 * used: checked by CONNECTION_ID(). The state is checked within the first request, then it
 * must be invisible to the second, and the pool must still work.
 */
require __DIR__ . '/inc/pool.inc';
const USER = 'mp201';
const PASSWORD = 'mp201-pw';
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

echo "-- request 1 sets user variables three ways\n";
$c1 = request(<<<'PHP'
$db->exec("SET @u201 = 'apple'");
echo "SET @u: ", q("SELECT @u201"), "\n";
echo "pinned after SET @u: ", in_use(), "\n";
q("SELECT @v201 := 5");
echo "SELECT @v := 5, then @v: ", q("SELECT @v201"), "\n";
$db->query("SELECT 7 INTO @w201");
echo "SELECT 7 INTO @w, then @w: ", q("SELECT @w201"), "\n";
PHP);
echo "-- request 2, same pool of one\n";
$c2 = request(<<<'PHP'
echo "user variables: ", json_encode($db->query("SELECT @u201, @v201, @w201")->fetch(PDO::FETCH_NUM)), "\n";
$db->exec("SET @u201 = 'pear'");
echo "pool works, own variable: ", q("SELECT @u201"), "\n";
PHP);
same_connection($c1, $c2);
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
-- request 1 sets user variables three ways
  | SET @u: apple
  | pinned after SET @u: 1
  | SELECT @v := 5, then @v: 5
  | SELECT 7 INTO @w, then @w: 7
  exit 0
-- request 2, same pool of one
  | user variables: [null,null,null]
  | pool works, own variable: pear
  exit 0
same connection: yes
done
