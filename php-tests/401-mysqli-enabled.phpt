--TEST--
mysqli: mysqlpool.serve_mysqli=1 with PHP's own mysqli not loaded: the module "mysqli" is mysqlpool's
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
var_dump(extension_loaded('mysqli'), function_exists('mysqli_connect'), function_exists('mysqli_init'));
var_dump(ini_get('mysqlpool.serve_mysqli'));
$ext = new ReflectionExtension('mysqli');
var_dump($ext->getName(), $ext->getVersion() === PHP_VERSION, $ext->getDependencies());
foreach (['mysqli', 'mysqli_result', 'mysqli_driver', 'mysqli_sql_exception', 'mysqli_stmt', 'mysqli_warning'] as $c) {
    var_dump(class_exists($c));
}
var_dump(get_parent_class('mysqli_sql_exception'), (new mysqli_result_ref())->ok());
class mysqli_result_ref { function ok() { return in_array('IteratorAggregate', class_implements('mysqli_result')); } }
var_dump(MYSQLI_REPORT_OFF, MYSQLI_ASSOC, MYSQLI_BOTH, MYSQLI_USE_RESULT, MYSQLI_CLIENT_SSL, MYSQLI_OPT_INT_AND_FLOAT_NATIVE);
$m = mpi_connect();
var_dump($m instanceof mysqli, $m->query('SELECT 1') instanceof mysqli_result);
ob_start();
phpinfo(INFO_MODULES);
var_dump(str_contains(ob_get_clean(), 'mysqlpool.serve_mysqli => 1'));
?>
--EXPECTF--
bool(true)
bool(true)
bool(true)
string(1) "1"
string(6) "mysqli"
bool(true)
array(1) {
  ["mysqlpool"]=>
  string(8) "Required"
}
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
string(16) "RuntimeException"
bool(true)
int(0)
int(1)
int(3)
int(1)
int(2048)
int(201)
bool(true)
bool(true)
bool(true)
