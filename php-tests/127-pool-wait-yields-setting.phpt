--TEST--
pool: mysqlpool.wait_yields takes the digits of 0 to 8; any other value is named at every new PDO
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';

// A PHP_INI_SYSTEM entry: each value in a process of its own, two handles each.
$file = sys_get_temp_dir() . '/mp127-' . getmypid() . '.php';
file_put_contents($file, '<?php require ' . var_export(__DIR__ . '/inc/config.inc', true) . ';
for ($i = 0; $i < 2; $i++) {
    try {
        $db = new PDO(mp_dsn(["pool" => "p127"]), MP_USER, MP_PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
        echo $db->query("SELECT 1")->fetchColumn(), " ";
    } catch (PDOException $e) {
        echo $e->getMessage(), " ";
    }
}
');
foreach (['0', '2', '8', '9', '-1', '2x', '', ' 2', '0x2', '0008', '99999999999'] as $value) {
    $out = [];
    exec(mp_php_command() . ' -d mysqlpool.wait_yields=' . escapeshellarg($value) . ' '
        . escapeshellarg($file) . ' 2>&1', $out);
    echo var_export($value, true), ': ', trim(implode(' ', $out)), "\n";
}
unlink($file);
echo "done\n";
?>
--EXPECT--
'0': 1 1
'2': 1 1
'8': 1 1
'9': SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.wait_yields must be an integer from 0 to 8, got '9' SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.wait_yields must be an integer from 0 to 8, got '9'
'-1': SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.wait_yields must be an integer from 0 to 8, got '-1' SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.wait_yields must be an integer from 0 to 8, got '-1'
'2x': SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.wait_yields must be an integer from 0 to 8, got '2x' SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.wait_yields must be an integer from 0 to 8, got '2x'
'': SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.wait_yields must be an integer from 0 to 8, got '' SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.wait_yields must be an integer from 0 to 8, got ''
' 2': SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.wait_yields must be an integer from 0 to 8, got ' 2' SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.wait_yields must be an integer from 0 to 8, got ' 2'
'0x2': SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.wait_yields must be an integer from 0 to 8, got '0x2' SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.wait_yields must be an integer from 0 to 8, got '0x2'
'0008': 1 1
'99999999999': SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.wait_yields must be an integer from 0 to 8, got '99999999999' SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.wait_yields must be an integer from 0 to 8, got '99999999999'
done
