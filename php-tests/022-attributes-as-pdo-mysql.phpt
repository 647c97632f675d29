--TEST--
attributes: getAttribute() answers as pdo_mysql (types too); FETCH_TABLE_NAMES, DEFAULT_STR_PARAM, ZEROFILL
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$db = mp_connect([], [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
foreach (['EMULATE_PREPARES' => PDO::ATTR_EMULATE_PREPARES, 'MYSQL_ATTR_DIRECT_QUERY' => PDO::MYSQL_ATTR_DIRECT_QUERY,
          'MYSQL_ATTR_USE_BUFFERED_QUERY' => PDO::MYSQL_ATTR_USE_BUFFERED_QUERY, 'AUTOCOMMIT' => PDO::ATTR_AUTOCOMMIT,
          'DEFAULT_STR_PARAM' => PDO::ATTR_DEFAULT_STR_PARAM, 'MYSQL_ATTR_LOCAL_INFILE' => PDO::MYSQL_ATTR_LOCAL_INFILE] as $name => $a) {
    echo "$name: ", var_export($db->getAttribute($a), true), "\n";
}
echo "SERVER_INFO: ", preg_match('/^Uptime: \d+\s+Threads: \d+/', $db->getAttribute(PDO::ATTR_SERVER_INFO)) ? 'Uptime ... Threads ...' : $db->getAttribute(PDO::ATTR_SERVER_INFO), "\n";
$db->setAttribute(PDO::ATTR_EMULATE_PREPARES, false);
echo "EMULATE_PREPARES after false: ", var_export($db->getAttribute(PDO::ATTR_EMULATE_PREPARES), true), "\n";
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
EMULATE_PREPARES: 1
MYSQL_ATTR_DIRECT_QUERY: 1
MYSQL_ATTR_USE_BUFFERED_QUERY: 1
AUTOCOMMIT: 1
DEFAULT_STR_PARAM: 536870912
MYSQL_ATTR_LOCAL_INFILE: false
SERVER_INFO: Uptime ... Threads ...
EMULATE_PREPARES after false: 0
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
