<?php
// Front controller. The private nginx of scripts/lib/fpm.sh passes only *.php to php-fpm, so the
// route comes as ?r=/path (e.g. /index.php?r=/users/5&x=1); it becomes the request path.
if (isset($_GET['r'])) {
    $path = '/' . ltrim((string)$_GET['r'], '/');
    unset($_GET['r']);
    $query = http_build_query($_GET);
    $_SERVER['REQUEST_URI'] = $path . ($query === '' ? '' : "?$query");
    $_SERVER['QUERY_STRING'] = $query;
    $_SERVER['SCRIPT_NAME'] = $_SERVER['PHP_SELF'] = '/index.php';
}

$app = require __DIR__ . '/../bootstrap.php';
$kernel = $app->make(Illuminate\Contracts\Http\Kernel::class);
$response = $kernel->handle($request = Illuminate\Http\Request::capture());
$response->send();
$kernel->terminate($request, $response);
