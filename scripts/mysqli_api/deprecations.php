<?php
// What a mysqli says is deprecated, and how, without a server: PHP 8.2 deprecates mysqli::init()
// and mysqli::get_client_info() (since 8.1) and a few constants; PHP 8.4 adds the reasons and
// deprecates mysqli_ping(), mysqli_kill(), mysqli_refresh(), their methods, the MYSQLI_REFRESH_*
// constants, MYSQLI_STORE_RESULT_COPY_DATA and passing store_result()'s $mode. Each call runs on
// a link that never connected, so what follows the deprecation is the link's own error.
// mysqli_api_test.sh runs it on stock mysqli and on mysqlpool's (--ext) and diffs the output.
error_reporting(E_ALL);
set_error_handler(function (int $no, string $msg) {
    echo "  error $no: $msg\n";
    return true;
});
function attempt(string $what, callable $f) {
    echo "$what\n";
    try {
        $r = $f();
        echo '  returns ', var_export($r, true), "\n";
    } catch (Throwable $e) {
        echo '  ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}

$m = mysqli_init();
attempt('mysqli_ping', fn() => mysqli_ping($m));
attempt('mysqli::ping', fn() => $m->ping());
attempt('mysqli_kill', fn() => mysqli_kill($m, 1));
attempt('mysqli::kill', fn() => $m->kill(1));
attempt('mysqli_refresh', fn() => mysqli_refresh($m, 1));
attempt('mysqli::refresh', fn() => $m->refresh(1));
attempt('mysqli_store_result without a mode', fn() => mysqli_store_result($m));
attempt('mysqli_store_result with a mode', fn() => mysqli_store_result($m, 0));
attempt('mysqli::store_result with a mode', fn() => $m->store_result(MYSQLI_STORE_RESULT));
attempt('mysqli::get_client_info', fn() => is_string($m->get_client_info()));
attempt('mysqli_get_client_info with a link', fn() => is_string(mysqli_get_client_info($m)));
// Adminer's way of starting a link (class Min_DB extends MySQLi)
class sub_mysqli extends mysqli {
    public function __construct() { parent::init(); }
}
attempt('parent::init() in a subclass', fn() => get_class(new sub_mysqli()));
foreach (['MYSQLI_REFRESH_GRANT', 'MYSQLI_REFRESH_REPLICA', 'MYSQLI_STORE_RESULT_COPY_DATA',
          'MYSQLI_NO_DATA', 'MYSQLI_SERVER_PS_OUT_PARAMS', 'MYSQLI_IS_MARIADB', 'MYSQLI_TYPE_VECTOR',
          'MYSQLI_TYPE_INTERVAL', 'MYSQLI_SET_CHARSET_DIR', 'MYSQLI_CURSOR_TYPE_SCROLLABLE'] as $c) {
    attempt($c, fn() => defined($c) ? constant($c) : 'not defined');
}
// the last line: mysqli_api_test.sh counts a run that did not get here (a fatal error) as failed
echo "-- end of deprecations.php\n";
