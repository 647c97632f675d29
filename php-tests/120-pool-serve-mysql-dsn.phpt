--TEST--
pool: mysqlpool.serve_mysql_dsn = 1 serves new PDO('mysql:...') through the pool, as pdo_mysql would answer
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Code written for pdo_mysql (Laravel, Doctrine) builds `mysql:` DSNs: with the php.ini switch
 * they go through the pool, with pdo_mysql loaded or not, and look like pdo_mysql to the
 * application (driver name, errors). Without it nothing changes. The switch is read at
 * startup (PHP_INI_SYSTEM), so each case is a PHP process of its own.
 */
require __DIR__ . '/inc/config.inc';
$code = '<?php require ' . var_export(__DIR__ . '/inc/config.inc', true) . ';
$db = new PDO("mysql:host=" . MP_HOST . ";port=" . MP_PORT . ";dbname=" . MP_DB . ";charset=utf8mb4", MP_USER, MP_PASSWORD,
    [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION, PDO::ATTR_PERSISTENT => false]);
echo "driver: ", $db->getAttribute(PDO::ATTR_DRIVER_NAME), "\n";
echo "value: ", $db->query("SELECT 6 * 7")->fetchColumn(), "\n";
echo "pooled: ", function_exists("mysqlpool_stats") && ($s = mysqlpool_stats()) && $s[0]["leases"] > 0 ? "yes" : "no", "\n";
try { $db->query("SELEC 1"); } catch (PDOException $e) { echo get_class($e), " ", $e->getCode(), " ", rtrim(substr($e->getMessage(), 0, 55)), "\n"; }
echo "constant: ", PDO::MYSQL_ATTR_INIT_COMMAND, "\n";
';
$file = tempnam(sys_get_temp_dir(), 'mp120');
file_put_contents($file, $code);
preg_match('/extension=["\']?([^"\'\s]*mysqlpool\.so)/', (string) getenv('TEST_PHP_EXTRA_ARGS'), $m);
$so = escapeshellarg($m[1] ?? 'mysqlpool.so');
$php = escapeshellarg(getenv('TEST_PHP_EXECUTABLE') ?: PHP_BINARY);
$socket = (string) ini_get('mysqlpool.manager_socket');
$pool = '-d mysqlpool.manager_socket=' . escapeshellarg($socket);
$cases = [
    'switch on, pdo_mysql loaded' => "-n -d extension=pdo -d extension=mysqlnd -d extension=pdo_mysql -d extension=$so $pool -d mysqlpool.serve_mysql_dsn=1",
    'switch on, no pdo_mysql' => "-n -d extension=pdo -d extension=$so $pool -d mysqlpool.serve_mysql_dsn=1",
    'switch off, pdo_mysql loaded' => "-n -d extension=pdo -d extension=mysqlnd -d extension=pdo_mysql -d extension=$so $pool",
];
foreach ($cases as $label => $args) {
    echo "-- $label\n";
    $out = [];
    exec("$php $args " . escapeshellarg($file) . ' 2>&1', $out, $rc);
    echo implode("\n", $out), "\nexit $rc\n";
}
unlink($file);
?>
--EXPECT--
-- switch on, pdo_mysql loaded
driver: mysql
value: 42
pooled: yes
PDOException 42000 SQLSTATE[42000]: Syntax error or access violation: 1064
constant: 1002
exit 0
-- switch on, no pdo_mysql
driver: mysql
value: 42
pooled: yes
PDOException 42000 SQLSTATE[42000]: Syntax error or access violation: 1064
constant: 1002
exit 0
-- switch off, pdo_mysql loaded
driver: mysql
value: 42
pooled: no
PDOException 42000 SQLSTATE[42000]: Syntax error or access violation: 1064
constant: 1002
exit 0
