--TEST--
pool: TLS options are read as pdo_mysql reads them; a server without TLS, a missing file, a bad type and a DSN key are refused, naming what
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
    } catch (Throwable $e) {
        $m = $e->getMessage();
        $m = preg_replace('/SQLSTATE\[(\w+)\] \[(\d+)\] /', '[$2] ', $m);
        echo "$label: ", get_class($e), ": ", substr($m, 0, 110), "\n";
    }
}
refused('SSL_CA missing file', fn () => mp_connect([], [PDO::MYSQL_ATTR_SSL_CA => '/nonexistent/ca.pem']));
refused('SSL_KEY + CERT missing', fn () => mp_connect([], [
    PDO::MYSQL_ATTR_SSL_KEY => '/nonexistent/key.pem',
    PDO::MYSQL_ATTR_SSL_CERT => '/nonexistent/cert.pem',
]));
// Whether the server offers TLS at all (CLIENT_SSL in its greeting): MariaDB 10.11 here does
// not; MariaDB 11.8 (the PHP 8.4 step) does, with a certificate of its own making. Each case
// below checks what that server must give, and prints the same line in both.
function server_offers_tls(): bool {
    $s = fsockopen(MP_HOST, MP_PORT, $errno, $errstr, 5);
    $greeting = fread($s, 4096);
    fclose($s);
    $p = 4;                                         // packet header
    $p++;                                           // protocol version
    $p = strpos($greeting, "\0", $p) + 1;          // server version
    $p += 4 + 8 + 1;                                // thread id, scramble, filler
    $caps = unpack('v', substr($greeting, $p, 2))[1];
    return ($caps & 0x800) !== 0;
}
$offers = server_offers_tls();
function outcome(callable $fn): array {
    try {
        $pdo = $fn();
        return [true, $pdo->query("SHOW SESSION STATUS LIKE 'Ssl_version'")->fetch(PDO::FETCH_NUM)[1]];
    } catch (PDOException $e) {
        return [false, $e->getMessage()];
    }
}
// SSL_VERIFY_SERVER_CERT alone asks for TLS, verified against the system's CAs: refused either
// way (no TLS offered, or a certificate the system's CAs did not sign).
[$ok, $what] = outcome(fn () => mp_connect([], [PDO::MYSQL_ATTR_SSL_VERIFY_SERVER_CERT => true]));
$want = $offers ? '/\[2026\] mysqlpool: TLS handshake with .* failed: /'
                : '/\[2026\] mysqlpool: TLS was asked for, and the server does not offer it/';
echo 'VERIFY_SERVER_CERT alone turns TLS on: ', !$ok && preg_match($want, $what) ? 'as the server must answer' : "no: $what", "\n";
// SSL_VERIFY_SERVER_CERT => false is still TLS: TLSv1.3 where it is offered, refused where not.
[$ok, $what] = outcome(fn () => mp_connect([], [PDO::MYSQL_ATTR_SSL_VERIFY_SERVER_CERT => false]));
$right = $offers ? ($ok && $what === 'TLSv1.3')
                 : (!$ok && str_contains($what, 'the server does not offer it'));
echo 'VERIFY off still TLS: ', $right ? 'as the server must answer' : "no: $what", "\n";
refused('SSL_CA of the wrong type', fn () => mp_connect([], [PDO::MYSQL_ATTR_SSL_CA => ['x']]));
refused('SSL_CIPHER nobody knows', fn () => mp_connect([], [PDO::MYSQL_ATTR_SSL_CIPHER => 'NO-SUCH-CIPHER']));
refused('SSL_KEY without CERT', fn () => mp_connect([], [PDO::MYSQL_ATTR_SSL_KEY => __FILE__]));
refused('DSN ssl_ca', fn () => mp_connect(['ssl_ca' => '/nonexistent/ca.pem']));
refused('DSN sslmode', fn () => mp_connect(['sslmode' => 'require']));
// Nothing was half-made: without them, the same DSN connects, in plaintext (the manager's
// libmariadb never turns TLS on by itself: the workers could not speak such a session).
$pdo = mp_connect();
var_dump($pdo->query("SHOW SESSION STATUS LIKE 'Ssl_version'")->fetch(PDO::FETCH_NUM)[1]);
// Set again after the handle is made: accepted (read when it was made), as INIT_COMMAND.
var_dump($pdo->setAttribute(PDO::MYSQL_ATTR_SSL_CA, '/x'));
echo "done\n";
?>
--EXPECT--
SSL_CA missing file: PDOException: [2026] mysqlpool: TLS file /nonexistent/ca.pem (PDO::MYSQL_ATTR_SSL_CA) can't be read: No such file or directo
SSL_KEY + CERT missing: PDOException: [2026] mysqlpool: TLS file /nonexistent/cert.pem (PDO::MYSQL_ATTR_SSL_CERT) can't be read: No such file or dir
VERIFY_SERVER_CERT alone turns TLS on: as the server must answer
VERIFY off still TLS: as the server must answer
SSL_CA of the wrong type: PDOException: SQLSTATE[HY000]: mysqlpool: PDO::MYSQL_ATTR_SSL_CA must be a string, got array
SSL_CIPHER nobody knows: PDOException: [2026] mysqlpool: TLS cipher list 'NO-SUCH-CIPHER' (PDO::MYSQL_ATTR_SSL_CIPHER) names no cipher OpenSSL knows;
SSL_KEY without CERT: PDOException: [2026] mysqlpool: TLS PDO::MYSQL_ATTR_SSL_KEY is set without PDO::MYSQL_ATTR_SSL_CERT
DSN ssl_ca: PDOException: SQLSTATE[HY000]: mysqlpool: DSN option 'ssl_ca': TLS is set with the PDO::MYSQL_ATTR_SSL_* options of new PDO,
DSN sslmode: PDOException: SQLSTATE[HY000]: mysqlpool: DSN option 'sslmode': TLS is set with the PDO::MYSQL_ATTR_SSL_* options of new PDO
string(0) ""
bool(true)
done