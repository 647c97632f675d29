<?php

return [
    'name' => 'mysqlpool-laravel-test',
    'env' => 'production',
    'debug' => false,
    'url' => 'http://127.0.0.1',
    'timezone' => 'UTC',
    'locale' => 'en',
    'fallback_locale' => 'en',
    'key' => 'base64:' . base64_encode(str_repeat('k', 32)),
    'cipher' => 'AES-256-CBC',
    'providers' => [
        Illuminate\Database\DatabaseServiceProvider::class,
        Illuminate\Database\MigrationServiceProvider::class,
        Illuminate\Filesystem\FilesystemServiceProvider::class,
        Illuminate\Pagination\PaginationServiceProvider::class,
        // the repository's integration: registers the `mysqlpool` database driver
        // (integrations/laravel/); harmless when no connection uses it
        MysqlPool\Laravel\MysqlPoolServiceProvider::class,
        App\Providers\AppServiceProvider::class,
    ],
    'aliases' => [],
];
