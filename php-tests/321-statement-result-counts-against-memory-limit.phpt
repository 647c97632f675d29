--TEST--
statement path: a result's rows count against memory_limit, as mysqlnd's do: a result that can't fit is a PDOException (2008) naming memory_limit, long before the process grows by its size
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Before: rows were read into the driver's own memory, outside memory_limit. A child with
 * memory_limit=64M read a 600 MB result whole (fetchAll then failed in PHP's allocator, with a
 * peak RSS over 1 GB). pdo_mysql (mysqlnd) counts the rows against memory_limit and the script
 * fails with "Allowed memory size of 67108864 bytes exhausted". Now the rows the driver holds
 * are refused once they would pass what memory_limit leaves: a catchable 2008 error naming
 * memory_limit, the half-read connection closed, a peak far below the result's size, the handle
 * usable afterwards, and a result that fits still read. Both protocols: text (emulated
 * prepares) and binary (server-side prepared statements); and an unbuffered batch.
 */
require __DIR__ . '/inc/config.inc';
$code = '<?php require ' . var_export(__DIR__ . '/inc/config.inc', true) . ';
function peak_mib(): int {
    preg_match("/VmHWM:\\s+(\\d+)/", file_get_contents("/proc/self/status"), $m);
    return intdiv((int) $m[1], 1024);
}
foreach ([true, false] as $emulate) {
    echo "emulated prepares: ", $emulate ? "on" : "off", "\n";
    $db = mp_connect([], [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION, PDO::ATTR_EMULATE_PREPARES => $emulate]);
    try {
        $st = $db->prepare("SELECT REPEAT(\'x\', 1000000) FROM seq_1_to_600");
        $st->execute();
        $n = count($st->fetchAll());
        echo "read $n rows\n";
    } catch (PDOException $e) {
        echo "PDOException ", $e->errorInfo[1], ": ", $e->getMessage(), "\n";
    }
    unset($st);
    $peak = peak_mib();
    echo "peak RSS below 200 MiB: ", $peak < 200 ? "yes" : "no", " ($peak MiB)\n";
    echo "after: ", $db->query("SELECT 1")->fetchColumn(), "\n";
    $st = $db->prepare("SELECT REPEAT(\'y\', 1000000) FROM seq_1_to_20");
    $st->execute();
    $rows = $st->fetchAll(PDO::FETCH_COLUMN);
    echo "a 20 MB result: ", count($rows), " rows of ", strlen($rows[0]), " bytes\n";
    unset($rows, $st, $db);
}
// Unbuffered: only the batch held counts. With PHP\'s own heap 1.5 MiB short of the limit (at
// most 3.5 MiB counting the free room in its chunks), a 300 KB row is read, and the batch of a
// 5 MB row after it fails fetch() with the same error.
$db = mp_connect([], [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION, PDO::MYSQL_ATTR_USE_BUFFERED_QUERY => false]);
$st = $db->prepare("SELECT REPEAT(\'z\', IF(seq = 1, 300000, 5000000)) FROM seq_1_to_3");
$pad = str_repeat("p", 67108864 - memory_get_usage(true) - (1536 << 10));
$st->execute();
try {
    while (($v = $st->fetchColumn()) !== false) echo "unbuffered row of ", strlen($v), " bytes\n";
} catch (PDOException $e) {
    echo "PDOException ", $e->errorInfo[1], ": ", $e->getMessage(), "\n";
}
unset($pad, $st);
echo "after: ", $db->query("SELECT 1")->fetchColumn(), "\n";
// PHP\'s chunks reach the limit (memory_get_usage(true) = memory_limit) with room left in them:
// a small result still fits, as with pdo_mysql, whose buffers would go in that room.
$pad = str_repeat("p", 67108864 - memory_get_usage(true) - 64);
echo "chunks at the limit: ", memory_get_usage(true) === 67108864 ? "yes" : "no", "; ",
    $db->query("SELECT \'small\'")->fetchColumn(), "\n";
';
$file = tempnam(sys_get_temp_dir(), 'mp321');
file_put_contents($file, $code);
$out = [];
exec(mp_php_command() . ' -d memory_limit=64M ' . escapeshellarg($file) . ' 2>&1', $out, $rc);
unlink($file);
echo implode("\n", $out), "\nexit $rc\n";
?>
--EXPECTF--
emulated prepares: on
PDOException 2008: SQLSTATE[HY000]: General error: 2008 MySQL client ran out of memory (mysqlpool: the result's rows would pass memory_limit, 67108864 bytes; the connection was closed)
peak RSS below 200 MiB: yes (%d MiB)
after: 1
a 20 MB result: 20 rows of 1000000 bytes
emulated prepares: off
PDOException 2008: SQLSTATE[HY000]: General error: 2008 MySQL client ran out of memory (mysqlpool: the result's rows would pass memory_limit, 67108864 bytes; the connection was closed)
peak RSS below 200 MiB: yes (%d MiB)
after: 1
a 20 MB result: 20 rows of 1000000 bytes
unbuffered row of 300000 bytes
PDOException 2008: SQLSTATE[HY000]: General error: 2008 MySQL client ran out of memory (mysqlpool: the result's rows would pass memory_limit, 67108864 bytes; the connection was closed)
after: 1
chunks at the limit: yes; small
exit 0
