<?php
// bench/tls.sh's front controller of the Laravel test app (scripts/laravel/app): the same app
// and routes as its public/index.php, with one difference: the `mysql` connection's PDO options
// get TLS verified against BENCH_DB_SSL_CA (PDO::MYSQL_ATTR_SSL_CA + SSL_VERIFY_SERVER_CERT,
// pdo_mysql's attributes, which mysqlpool takes too), added to what config/database.php sets
// (PDO::ATTR_PERSISTENT for DB_PERSISTENT=1). The app's config has no TLS setting and stays as a
// new Laravel project has it; this is what a user adds to `options` there.
//
// The route comes as ?r=/path, as for public/index.php (scripts/lib/fpm.sh's nginx passes only
// *.php to php-fpm).
if (isset($_GET['r'])) {
    $path = '/' . ltrim((string)$_GET['r'], '/');
    unset($_GET['r']);
    $query = http_build_query($_GET);
    $_SERVER['REQUEST_URI'] = $path . ($query === '' ? '' : "?$query");
    $_SERVER['QUERY_STRING'] = $query;
    $_SERVER['SCRIPT_NAME'] = $_SERVER['PHP_SELF'] = '/index.php';
}

$app = require dirname(__DIR__, 3) . '/scripts/laravel/app/bootstrap.php';
$ca = getenv('BENCH_DB_SSL_CA');
if ($ca === false || $ca === '') {
    http_response_code(500);
    echo "BENCH_DB_SSL_CA is not set\n";
    error_log('bench tls-laravel: BENCH_DB_SSL_CA is not set');
    return;
}
$app->afterBootstrapping(Illuminate\Foundation\Bootstrap\LoadConfiguration::class, static function ($app) use ($ca): void {
    $config = $app['config'];
    $config->set('database.connections.mysql.options', [
        PDO::MYSQL_ATTR_SSL_CA => $ca,
        PDO::MYSQL_ATTR_SSL_VERIFY_SERVER_CERT => true,
    ] + $config->get('database.connections.mysql.options', []));
});

$kernel = $app->make(Illuminate\Contracts\Http\Kernel::class);
$response = $kernel->handle($request = Illuminate\Http\Request::capture());
$response->send();
$kernel->terminate($request, $response);
