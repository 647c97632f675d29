<?php
// What the API part of a mysqli does without a server: mysqli_driver's properties (handlers,
// read-only errors, the int type of report_mode, the deprecated driver_version),
// mysqli_sql_exception, the mysqli.* ini entries' changeability, the classes' construction
// rules. mysqli_api_test.sh runs it on stock mysqli and on mysqlpool's and diffs the output.
error_reporting(E_ALL);
ini_set('display_errors', '1');
set_error_handler(function (int $no, string $msg) {
    echo "error $no: $msg\n";
    return true;
});
function attempt(string $what, callable $f) {
    try {
        $r = $f();
        echo "$what: ";
        var_dump($r);
    } catch (Throwable $e) {
        echo "$what: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}

$d = new mysqli_driver();
var_dump($d);
attempt('client_info', fn() => $d->client_info);
attempt('client_version', fn() => $d->client_version);
attempt('client_info is mysqlnd PHP_VERSION', fn() => $d->client_info === 'mysqlnd ' . PHP_VERSION);
attempt('client_version is PHP_VERSION_ID', fn() => $d->client_version === PHP_VERSION_ID);
attempt('driver_version', fn() => $d->driver_version);
attempt('report_mode', fn() => $d->report_mode);
attempt('isset driver_version', fn() => isset($d->driver_version));
attempt('isset client_info', fn() => isset($d->client_info));
attempt('empty report_mode', fn() => empty($d->report_mode));
attempt('property_exists', fn() => property_exists($d, 'report_mode'));
attempt('get_object_vars', fn() => get_object_vars($d));
attempt('(array)', fn() => (array)$d);
attempt('write client_info', function () use ($d) { $d->client_info = 'x'; });
attempt('write client_version', function () use ($d) { $d->client_version = 1; });
attempt('write report_mode string', function () use ($d) { $d->report_mode = 'x'; });
attempt('write report_mode "1"', function () use ($d) { $d->report_mode = '1'; return $d->report_mode; });
attempt('another driver sees it', fn() => (new mysqli_driver())->report_mode);
attempt('write report_mode ALL', function () use ($d) { $d->report_mode = MYSQLI_REPORT_ALL; return $d->report_mode; });
attempt('write report_mode OFF', function () use ($d) { $d->report_mode = MYSQLI_REPORT_OFF; return $d->report_mode; });
$d->report_mode = MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT;
attempt('dynamic property', function () use ($d) { $d->foo = 1; return $d->foo; });
attempt('clone', fn() => clone $d);
attempt('unset client_info', function () use ($d) { unset($d->client_info); return $d->client_info; });

$e = new mysqli_sql_exception('m', 5);
attempt('exception sqlstate', fn() => $e->getSqlState());
attempt('exception message, code', fn() => [$e->getMessage(), $e->getCode()]);
attempt('exception is RuntimeException', fn() => $e instanceof RuntimeException);
attempt('exception getSqlState(1)', fn() => $e->getSqlState(1));

attempt('new mysqli_warning', fn() => new mysqli_warning());
attempt('extends mysqli', fn() => get_parent_class(eval('return new class extends mysqli { function __construct() {} };')));
attempt('extends mysqli_result', fn() => get_parent_class(eval('return new class extends mysqli_result { function __construct() {} };')));
attempt('extends mysqli_stmt', fn() => get_parent_class(eval('return new class extends mysqli_stmt { function __construct() {} };')));
attempt('mysqli_result is iterable', fn() => is_subclass_of('mysqli_result', 'Traversable'));

foreach (ini_get_all('mysqli') as $name => $entry) {
    attempt("ini_set $name", fn() => ini_set($name, '7'));
    attempt("ini_get $name", fn() => ini_get($name));
}
attempt('ini_set default_socket ""', fn() => ini_set('mysqli.default_socket', ''));
attempt('ini_get default_socket', fn() => ini_get('mysqli.default_socket'));
attempt('ini_set default_port x', fn() => ini_set('mysqli.default_port', 'x'));
attempt('ini_get default_port', fn() => ini_get('mysqli.default_port'));

attempt('function_exists mysqli_stmt_prepare', fn() => function_exists('mysqli_stmt_prepare'));
attempt('method_exists mysqli prepare', fn() => method_exists('mysqli', 'prepare'));
attempt('extension_loaded', fn() => extension_loaded('mysqli'));
// the last line: mysqli_api_test.sh counts a run that did not get here (a fatal error) as failed
echo "-- end of behaviour.php\n";
