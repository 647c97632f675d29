--TEST--
statement path: a reply larger than the process can hold is a PDOException (2008), not an abort
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Replies are read whole into the driver's own memory. Their rows count against memory_limit
 * (321); with no memory_limit (-1) nothing bounds them but the process's memory. A child
 * process limited to 600 MB of address space (ulimit -v) asks for 1.5 GB of rows: the
 * allocation fails inside the reader, and that must surface as an error the application can
 * catch (the process ended in std::terminate), the connection must go (it was read only in
 * part), and the handle must work again.
 */
require __DIR__ . '/inc/config.inc';
$code = '<?php require ' . var_export(__DIR__ . '/inc/config.inc', true) . ';'
    . '$db = mp_connect([], [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);'
    . 'try { $n = count($db->query("SELECT REPEAT(\'x\', 1000000) FROM seq_1_to_1500")->fetchAll()); echo "read $n rows\n"; }'
    . ' catch (PDOException $e) { echo "PDOException ", $e->errorInfo[1], ": ", $e->getMessage(), "\n"; }'
    . 'echo "after: ", $db->query("SELECT 1")->fetchColumn(), "\n";';
$file = tempnam(sys_get_temp_dir(), 'mp309');
file_put_contents($file, $code);
$out = [];
exec('ulimit -v 600000; ' . mp_php_command() . ' -d memory_limit=-1 ' . escapeshellarg($file) . ' 2>&1', $out, $rc);
unlink($file);
echo implode("\n", $out), "\nexit $rc\n";
?>
--EXPECTF--
PDOException 2008: SQLSTATE[HY000]: General error: 2008 MySQL client ran out of memory (mysqlpool: the reply did not fit in memory; the connection was closed)
after: 1
exit 0
