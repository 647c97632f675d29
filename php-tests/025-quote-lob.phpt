--TEST--
PDO::quote() and emulated prepares quote a LOB as pdo_mysql of this PHP version does
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * pdo_mysql prefixes a quoted PDO::PARAM_LOB with _binary from PHP 8.4 on; before, it is a
 * plain string literal, which the server converts from the connection's charset (bytes that
 * are not valid there become '?'). The driver added _binary on every version: a row written
 * through it differed from the same code on pdo_mysql (found by scripts/difftest/difftest.sh).
 */
require __DIR__ . '/inc/config.inc';
$db = mp_connect([], [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION, PDO::ATTR_EMULATE_PREPARES => true]);
$want = (PHP_VERSION_ID >= 80400 ? '_binary' : '') . "'a\\0b\\''";
echo "quote: ", $db->quote("a\0b'", PDO::PARAM_LOB) === $want ? 'as pdo_mysql' : $db->quote("a\0b'", PDO::PARAM_LOB), "\n";
// The same LOB inserted through each driver, the connection's client charset big5 and its
// connection charset latin1 (the server converts a plain literal between the two).
function stored(PDO $db): string {
    $db->exec('DROP TABLE IF EXISTS t025');
    $db->exec('CREATE TABLE t025 (id INT PRIMARY KEY, b VARBINARY(16))');
    $db->exec('SET NAMES latin1');
    $db->exec('SET character_set_client = big5');
    $st = $db->prepare('INSERT INTO t025 VALUES (1, ?)');
    $lob = fopen('data:,' . rawurlencode("\x00\xff'\\\x80"), 'rb');
    $st->bindParam(1, $lob, PDO::PARAM_LOB);
    $st->execute();
    $hex = $db->query('SELECT HEX(b) FROM t025')->fetchColumn();
    $db->exec('DROP TABLE t025');
    return $hex;
}
$mine = stored($db);
$theirs = stored(new PDO('mysql:host=' . MP_HOST . ';port=' . MP_PORT . ';dbname=' . MP_DB . ';charset=utf8mb4',
    MP_USER, MP_PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION, PDO::ATTR_EMULATE_PREPARES => true]));
echo "stored: ", $mine === $theirs ? 'as pdo_mysql' : "$mine, pdo_mysql $theirs", "\n";
?>
--EXPECT--
quote: as pdo_mysql
stored: as pdo_mysql
