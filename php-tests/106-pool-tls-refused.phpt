--TEST--
pool: TLS options are refused at new PDO with an error that says TLS is not supported
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc';
if (!defined('PDO::MYSQL_ATTR_SSL_CA')) die('skip pdo_mysql constants missing'); ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
function refused(string $label, callable $fn): void {
    try {
        $fn();
        echo "$label: accepted?!\n";
    } catch (PDOException $e) {
        echo "$label: PDOException, mentions TLS: ", var_export(stripos($e->getMessage(), 'TLS') !== false, true), "\n";
    }
}
// driver options: the same attribute numbers as pdo_mysql
refused('PDO::MYSQL_ATTR_SSL_CA', fn () => mp_connect([], [PDO::MYSQL_ATTR_SSL_CA => '/nonexistent/ca.pem']));
refused('PDO::MYSQL_ATTR_SSL_KEY + CERT', fn () => mp_connect([], [
    PDO::MYSQL_ATTR_SSL_KEY => '/nonexistent/key.pem',
    PDO::MYSQL_ATTR_SSL_CERT => '/nonexistent/cert.pem',
]));
refused('PDO::MYSQL_ATTR_SSL_VERIFY_SERVER_CERT', fn () => mp_connect([], [PDO::MYSQL_ATTR_SSL_VERIFY_SERVER_CERT => true]));
// DSN keys
refused('DSN ssl_ca', fn () => mp_connect(['ssl_ca' => '/nonexistent/ca.pem']));
refused('DSN sslmode', fn () => mp_connect(['sslmode' => 'require']));
// without them, the same DSN connects
var_dump(mp_connect()->query('SELECT 1')->fetchColumn());
echo "done\n";
?>
--EXPECT--
PDO::MYSQL_ATTR_SSL_CA: PDOException, mentions TLS: true
PDO::MYSQL_ATTR_SSL_KEY + CERT: PDOException, mentions TLS: true
PDO::MYSQL_ATTR_SSL_VERIFY_SERVER_CERT: PDOException, mentions TLS: true
DSN ssl_ca: PDOException, mentions TLS: true
DSN sslmode: PDOException, mentions TLS: true
int(1)
done
