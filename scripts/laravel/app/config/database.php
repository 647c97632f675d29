<?php

// Laravel's stock `mysql` connection, as a new Laravel 8 project has it. Nothing here knows about
// mysqlpool: with `mysqlpool.serve_mysql_dsn = 1` in php.ini, the `mysql:` DSN that Laravel's
// MySqlConnector builds is served by the pool. The `mysqlpool` connection is the explicit route
// (integrations/laravel/): DB_CONNECTION=mysqlpool selects it.
$options = [];
if (getenv('DB_PERSISTENT') === '1') {
    $options[PDO::ATTR_PERSISTENT] = true;  // the benchmark's "pdo_mysql persistent" variant
}

$mysql = [
    'driver' => 'mysql',
    'url' => env('DATABASE_URL'),
    'host' => env('DB_HOST', '127.0.0.1'),
    'port' => env('DB_PORT', '3306'),
    'database' => env('DB_DATABASE', 'forge'),
    'username' => env('DB_USERNAME', 'forge'),
    'password' => env('DB_PASSWORD', ''),
    'unix_socket' => env('DB_SOCKET', ''),
    'charset' => 'utf8mb4',
    'collation' => 'utf8mb4_unicode_ci',
    'prefix' => '',
    'prefix_indexes' => true,
    'strict' => true,
    'engine' => null,
    'timezone' => '+00:00',
    'options' => $options,
];

return [
    'default' => env('DB_CONNECTION', 'mysql'),
    'connections' => [
        'mysql' => $mysql,
        'mysqlpool' => ['driver' => 'mysqlpool', 'pool_mode' => env('DB_POOL_MODE')] + $mysql,
    ],
    'migrations' => 'migrations',
];
