--TEST--
pool: mysqlpool.manager_idle_exit_s takes the digits of 0 to 4294967295; any other value is named at every new PDO
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';

// A PHP_INI_SYSTEM entry, read as PHP reads a long before (OnUpdateLong): '-1' was a manager
// told --idle-exit 4294967295, '2x' 2 s, 'x' never. Each value in a process of its own; the
// first starts the manager (when none runs yet), so that a large value never does.
$file = sys_get_temp_dir() . '/mp128-' . getmypid() . '.php';
file_put_contents($file, '<?php require ' . var_export(__DIR__ . '/inc/config.inc', true) . ';
for ($i = 0; $i < 2; $i++) {
    try {
        $db = new PDO(mp_dsn(["pool" => "p128"]), MP_USER, MP_PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
        echo $db->query("SELECT 1")->fetchColumn(), " ";
    } catch (PDOException $e) {
        echo $e->getMessage(), " ";
    }
}
');
foreach (['60', '0060', '4294967295', '4294967296', '-1', '2x', 'x', '', ' 5', '99999999999'] as $value) {
    $out = [];
    exec(mp_php_command() . ' -d mysqlpool.manager_idle_exit_s=' . escapeshellarg($value) . ' '
        . escapeshellarg($file) . ' 2>&1', $out);
    echo var_export($value, true), ': ', trim(implode(' ', $out)), "\n";
}
unlink($file);
echo "done\n";
?>
--EXPECT--
'60': 1 1
'0060': 1 1
'4294967295': 1 1
'4294967296': SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.manager_idle_exit_s must be an integer from 0 to 4294967295, got '4294967296' SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.manager_idle_exit_s must be an integer from 0 to 4294967295, got '4294967296'
'-1': SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.manager_idle_exit_s must be an integer from 0 to 4294967295, got '-1' SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.manager_idle_exit_s must be an integer from 0 to 4294967295, got '-1'
'2x': SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.manager_idle_exit_s must be an integer from 0 to 4294967295, got '2x' SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.manager_idle_exit_s must be an integer from 0 to 4294967295, got '2x'
'x': SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.manager_idle_exit_s must be an integer from 0 to 4294967295, got 'x' SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.manager_idle_exit_s must be an integer from 0 to 4294967295, got 'x'
'': SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.manager_idle_exit_s must be an integer from 0 to 4294967295, got '' SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.manager_idle_exit_s must be an integer from 0 to 4294967295, got ''
' 5': SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.manager_idle_exit_s must be an integer from 0 to 4294967295, got ' 5' SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.manager_idle_exit_s must be an integer from 0 to 4294967295, got ' 5'
'99999999999': SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.manager_idle_exit_s must be an integer from 0 to 4294967295, got '99999999999' SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.manager_idle_exit_s must be an integer from 0 to 4294967295, got '99999999999'
done
