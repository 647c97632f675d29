--TEST--
pool: host=localhost without unix_socket connects to pdo_mysql.default_socket, as pdo_mysql does
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * pdo_mysql connects `host=localhost` (or no host) to its php.ini pdo_mysql.default_socket;
 * mysqlpool did to a fixed /run/mysqld/mysqld.sock (another server, or none). The private
 * server's socket is given only as pdo_mysql.default_socket (PHP_INI_SYSTEM: one PHP process
 * per case), with pdo_mysql loaded and without it (php.ini keeps the entry all the same), for
 * `mysql:` DSNs served by mysqlpool and for `mysqlpool:` DSNs. The session is the private
 * server's (its port) and came over the socket (PROCESSLIST's host is `localhost`).
 */
require __DIR__ . '/inc/config.inc';
$code = '<?php require ' . var_export(__DIR__ . '/inc/config.inc', true) . ';
foreach (["mysql:host=localhost" => "mysql:host=localhost;dbname=" . MP_DB,
          "mysqlpool:host=localhost" => "mysqlpool:host=localhost;dbname=" . MP_DB . ";pool=p129",
          "mysqlpool: without host" => "mysqlpool:dbname=" . MP_DB . ";pool=p129"] as $label => $dsn) {
    try {
        $db = new PDO($dsn, MP_USER, MP_PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
        $where = $db->query("SELECT @@port = " . MP_PORT . ", HOST FROM information_schema.PROCESSLIST WHERE ID = CONNECTION_ID()")->fetch(PDO::FETCH_NUM);
        echo $label, ": private server ", $where[0] ? "yes" : "no", ", over ", $where[1], "\n";
    } catch (PDOException $e) {
        echo $label, ": ", $e->getCode(), "\n";
    }
}
echo "pooled: ", ($s = mysqlpool_stats()) && array_sum(array_column($s, "leases")) >= 3 ? "yes" : "no", "\n";
';
$file = tempnam(sys_get_temp_dir(), 'mp129');
file_put_contents($file, $code);
preg_match('/extension=["\']?([^"\'\s]*mysqlpool\.so)/', (string) getenv('TEST_PHP_EXTRA_ARGS'), $m);
$so = escapeshellarg($m[1] ?? 'mysqlpool.so');
$php = escapeshellarg(getenv('TEST_PHP_EXECUTABLE') ?: PHP_BINARY);
$pool = '-d mysqlpool.manager_socket=' . escapeshellarg((string) ini_get('mysqlpool.manager_socket'));
$socket = '-d pdo_mysql.default_socket=' . escapeshellarg(MP_ROOT_SOCKET);
$cases = [
    'pdo_mysql loaded' => "-n -d extension=pdo -d extension=mysqlnd -d extension=pdo_mysql -d extension=$so $pool -d mysqlpool.serve_mysql_dsn=1 $socket",
    'no pdo_mysql' => "-n -d extension=pdo -d extension=$so $pool -d mysqlpool.serve_mysql_dsn=1 $socket",
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
mysql:host=localhost: private server yes, over localhost
mysqlpool:host=localhost: private server yes, over localhost
mysqlpool: without host: private server yes, over localhost
pooled: yes
exit 0
-- no pdo_mysql
mysql:host=localhost: private server yes, over localhost
mysqlpool:host=localhost: private server yes, over localhost
mysqlpool: without host: private server yes, over localhost
pooled: yes
exit 0
