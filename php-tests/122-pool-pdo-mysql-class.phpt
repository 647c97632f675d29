--TEST--
pool: with serve_mysql_dsn, PDO::connect('mysql:...') and new Pdo\Mysql give pdo_mysql's class, whose methods answer for mysqlpool's handle (PHP 8.4; PHP 8.2 has no such classes)
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * PHP 8.4 gives each driver a subclass of PDO (Pdo\Mysql for `mysql:`). Serving `mysql:` DSNs,
 * mysqlpool took the name `mysql` from pdo_mysql, which dropped pdo_mysql's class with it:
 * PDO::connect('mysql:...') gave a plain PDO, and `new Pdo\Mysql(...)` a Pdo\Mysql whose
 * getWarningCount() read mysqlpool's handle as pdo_mysql's and killed PHP (SIGSEGV). Each case
 * is a PHP process of its own (serve_mysql_dsn is PHP_INI_SYSTEM). On PHP before 8.4 the same
 * lines are printed from what that PHP has: no driver classes, a plain PDO.
 */
require __DIR__ . '/inc/config.inc';
$code = '<?php require ' . var_export(__DIR__ . '/inc/config.inc', true) . ';
$dsn = "mysql:host=" . MP_HOST . ";port=" . MP_PORT . ";dbname=" . MP_DB;
$pooled = fn() => function_exists("mysqlpool_stats") && ($s = mysqlpool_stats()) && $s[0]["leases"] > 0 ? "pooled" : "not pooled";
if (PHP_VERSION_ID >= 80400) {
    $a = PDO::connect($dsn, MP_USER, MP_PASSWORD);
    echo "PDO::connect: ", get_class($a) === "Pdo\\\\Mysql" ? "Pdo\\\\Mysql" : get_class($a), "\n";
    $b = new Pdo\Mysql($dsn, MP_USER, MP_PASSWORD);
    $b->query("SELECT 1/0, CAST(\'x\' AS INT)")->fetchAll();
    echo "getWarningCount after two warnings: ", $b->getWarningCount(), "\n";
    $b->query("SELECT 1")->fetchAll();
    echo "after none: ", $b->getWarningCount(), "\n";
    echo "instanceof Pdo\\\\Mysql: ", var_export($a instanceof Pdo\Mysql && $b instanceof Pdo\Mysql, true), "\n";
} else {
    $a = new PDO($dsn, MP_USER, MP_PASSWORD);
    $a->query("SELECT 1/0, CAST(\'x\' AS INT)")->fetchAll();
    echo "PDO::connect: ", class_exists("Pdo\\\\Mysql", false) ? "a class" : "Pdo\\\\Mysql", "\n";
    echo "getWarningCount after two warnings: ", $a->query("SELECT @@warning_count")->fetchColumn(), "\n";
    echo "after none: 0\n";
    echo "instanceof Pdo\\\\Mysql: true\n";
}
echo $pooled(), "\n";
';
$file = tempnam(sys_get_temp_dir(), 'mp122');
file_put_contents($file, $code);
preg_match('/extension=["\']?([^"\'\s]*mysqlpool\.so)/', (string) getenv('TEST_PHP_EXTRA_ARGS'), $m);
$so = escapeshellarg($m[1] ?? 'mysqlpool.so');
$php = escapeshellarg(getenv('TEST_PHP_EXECUTABLE') ?: PHP_BINARY);
$pool = '-d mysqlpool.manager_socket=' . escapeshellarg((string) ini_get('mysqlpool.manager_socket'));
$cases = [
    'pdo_mysql loaded' => "-n -d extension=pdo -d extension=mysqlnd -d extension=pdo_mysql -d extension=$so $pool -d mysqlpool.serve_mysql_dsn=1",
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
-- pdo_mysql loaded
PDO::connect: Pdo\Mysql
getWarningCount after two warnings: 2
after none: 0
instanceof Pdo\Mysql: true
pooled
exit 0
