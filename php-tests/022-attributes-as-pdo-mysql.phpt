--TEST--
attributes: getAttribute()/setAttribute() answer as pdo_mysql of this PHP (types too); FETCH_TABLE_NAMES, DEFAULT_STR_PARAM, ZEROFILL
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Compared with pdo_mysql of the PHP that runs the test: its answers changed with PHP 8.4
 * (the on/off attributes are bools there, ints before; FETCH_TABLE_NAMES can be read), and
 * mysqlpool answers as the pdo_mysql beside it. Also what setAttribute() refuses (a string for
 * an on/off attribute is a TypeError).
 */
require __DIR__ . '/inc/config.inc';
$db = mp_connect([], [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$ref = new PDO('mysql:host=' . MP_HOST . ';port=' . MP_PORT . ';dbname=' . MP_DB . ';charset=utf8mb4',
    MP_USER, MP_PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
function answer(callable $f): string {
    try {
        return var_export($f(), true);
    } catch (Throwable $e) {
        return get_class($e) . ': ' . $e->getMessage();
    }
}
$flags = ['EMULATE_PREPARES' => PDO::ATTR_EMULATE_PREPARES, 'MYSQL_ATTR_DIRECT_QUERY' => PDO::MYSQL_ATTR_DIRECT_QUERY,
          'MYSQL_ATTR_USE_BUFFERED_QUERY' => PDO::MYSQL_ATTR_USE_BUFFERED_QUERY, 'AUTOCOMMIT' => PDO::ATTR_AUTOCOMMIT,
          'FETCH_TABLE_NAMES' => PDO::ATTR_FETCH_TABLE_NAMES];
$others = ['DEFAULT_STR_PARAM' => PDO::ATTR_DEFAULT_STR_PARAM, 'MYSQL_ATTR_LOCAL_INFILE' => PDO::MYSQL_ATTR_LOCAL_INFILE];
foreach ($flags + $others as $name => $a) {
    $mine = answer(fn() => $db->getAttribute($a));
    $theirs = answer(fn() => $ref->getAttribute($a));
    echo "$name: ", $mine === $theirs ? 'as pdo_mysql' : "$mine, pdo_mysql $theirs", "\n";
}
foreach ($flags as $name => $a) {
    foreach ([false, 2, '1', null] as $value) {
        $got = [];
        foreach ([$db, $ref] as $h) {
            $got[] = answer(fn() => $h->setAttribute($a, $value)) . ' then ' . answer(fn() => $h->getAttribute($a));
            $h->setAttribute($a, $a === PDO::ATTR_FETCH_TABLE_NAMES ? false : true);
        }
        if ($got[0] !== $got[1]) echo "set $name ", var_export($value, true), ": $got[0], pdo_mysql $got[1]\n";
    }
}
echo "SERVER_INFO: ", preg_match('/^Uptime: \d+\s+Threads: \d+/', $db->getAttribute(PDO::ATTR_SERVER_INFO)) ? 'Uptime ... Threads ...' : $db->getAttribute(PDO::ATTR_SERVER_INFO), "\n";
$db->setAttribute(PDO::ATTR_EMULATE_PREPARES, false);
$ref->setAttribute(PDO::ATTR_EMULATE_PREPARES, false);
echo "EMULATE_PREPARES after false: ", $db->getAttribute(PDO::ATTR_EMULATE_PREPARES) === $ref->getAttribute(PDO::ATTR_EMULATE_PREPARES)
    ? 'as pdo_mysql' : var_export($db->getAttribute(PDO::ATTR_EMULATE_PREPARES), true), "\n";
$db->exec("DROP TABLE IF EXISTS t022");
$db->exec("CREATE TABLE t022 (id INT(4) UNSIGNED ZEROFILL, label CHAR(1))");
$db->exec("INSERT INTO t022 VALUES (800, 'a')");
var_dump($db->query("SELECT id, label FROM t022")->fetch(PDO::FETCH_ASSOC));
$db->setAttribute(PDO::ATTR_FETCH_TABLE_NAMES, true);
var_dump($db->query("SELECT label FROM t022")->fetch(PDO::FETCH_ASSOC));
$db->setAttribute(PDO::ATTR_FETCH_TABLE_NAMES, false);
$db->setAttribute(PDO::ATTR_DEFAULT_STR_PARAM, PDO::PARAM_STR_NATL);
echo $db->quote("x"), " ", $db->quote("y", PDO::PARAM_STR | PDO::PARAM_STR_CHAR), " ", $db->getAttribute(PDO::ATTR_DEFAULT_STR_PARAM) === PDO::PARAM_STR_NATL ? 'NATL' : '?', "\n";
$db->exec("DROP TABLE t022");
?>
--EXPECT--
EMULATE_PREPARES: as pdo_mysql
MYSQL_ATTR_DIRECT_QUERY: as pdo_mysql
MYSQL_ATTR_USE_BUFFERED_QUERY: as pdo_mysql
AUTOCOMMIT: as pdo_mysql
FETCH_TABLE_NAMES: as pdo_mysql
DEFAULT_STR_PARAM: as pdo_mysql
MYSQL_ATTR_LOCAL_INFILE: as pdo_mysql
SERVER_INFO: Uptime ... Threads ...
EMULATE_PREPARES after false: as pdo_mysql
array(2) {
  ["id"]=>
  string(4) "0800"
  ["label"]=>
  string(1) "a"
}
array(1) {
  ["t022.label"]=>
  string(1) "a"
}
N'x' 'y' NATL
