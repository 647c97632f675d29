--TEST--
mysqli: PHP's own mysqli loaded first: mysqlpool does not register "mysqli", and says what to disable
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$php = getenv('TEST_PHP_EXECUTABLE') ?: PHP_BINARY;
$code = 'var_dump(extension_loaded("mysqli"), (new ReflectionExtension("mysqli"))->getVersion() === PHP_VERSION,'
    . ' class_exists("mysqli"), ini_get("mysqlpool.serve_mysqli"), extension_loaded("mysqlpool"));';
echo shell_exec(escapeshellarg($php) . ' -n -d extension=mysqlnd -d extension=mysqli -d extension=pdo'
    . ' -d extension=' . escapeshellarg(mpi_so()) . ' -d mysqlpool.serve_mysqli=1'
    . ' -d display_startup_errors=1 -r ' . escapeshellarg($code) . ' 2>&1');
// with serve_mysqli=0 nothing is said
echo shell_exec(escapeshellarg($php) . ' -n -d extension=mysqlnd -d extension=mysqli -d extension=pdo'
    . ' -d extension=' . escapeshellarg(mpi_so()) . ' -d display_startup_errors=1'
    . ' -r ' . escapeshellarg('var_dump(extension_loaded("mysqli"));') . ' 2>&1');
?>
--EXPECTF--

Warning: mysqlpool: mysqlpool.serve_mysqli = 1 is ignored: PHP's own mysqli extension is loaded. Disable it (phpdismod mysqli, or remove extension=mysqli from php.ini) so that mysqlpool serves mysqli, or set mysqlpool.serve_mysqli = 0 in Unknown on line 0
bool(true)
bool(true)
bool(true)
string(1) "1"
bool(true)
bool(true)
