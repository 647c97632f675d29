--TEST--
connect: handle attributes, driver name, default error mode
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$db = mp_connect();
var_dump($db instanceof PDO);
var_dump($db->getAttribute(PDO::ATTR_DRIVER_NAME) === MP_DRIVER);
var_dump(in_array(MP_DRIVER, PDO::getAvailableDrivers(), true));
var_dump($db->getAttribute(PDO::ATTR_ERRMODE) === PDO::ERRMODE_EXCEPTION);
var_dump((bool) $db->getAttribute(PDO::ATTR_EMULATE_PREPARES));
// pdo_mysql answers 1 before PHP 8.4, true from then on (php-tests/022 compares the types)
var_dump($db->getAttribute(PDO::ATTR_AUTOCOMMIT) == true);
var_dump($db->getAttribute(PDO::ATTR_CASE) === PDO::CASE_NATURAL);
var_dump($db->getAttribute(PDO::ATTR_DEFAULT_FETCH_MODE) === PDO::FETCH_BOTH);
var_dump($db->getAttribute(PDO::ATTR_STRINGIFY_FETCHES));
var_dump((bool) preg_match('/^\d+\.\d+\.\d+/', $db->getAttribute(PDO::ATTR_SERVER_VERSION)));
var_dump($db->inTransaction());
var_dump($db->query('SELECT 1')->fetchColumn());
var_dump($db->query('SELECT DATABASE()')->fetchColumn() === MP_DB);
var_dump($db->query('SELECT CURRENT_USER()')->fetchColumn());
var_dump($db->query('SELECT @@character_set_client, @@character_set_results, @@character_set_connection')->fetch(PDO::FETCH_NUM));
$db->setAttribute(PDO::ATTR_DEFAULT_FETCH_MODE, PDO::FETCH_ASSOC);
var_dump($db->query('SELECT 2 AS two')->fetch());
var_dump($db->errorCode());
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
int(1)
bool(true)
string(11) "mysqlpool@%"
array(3) {
  [0]=>
  string(7) "utf8mb4"
  [1]=>
  string(7) "utf8mb4"
  [2]=>
  string(7) "utf8mb4"
}
array(1) {
  ["two"]=>
  int(2)
}
string(5) "00000"
