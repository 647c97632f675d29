<?php
// The test application's bootstrap: Laravel 8 from Debian's php-laravel-framework (no Composer,
// no network). Debian installs every package under /usr/share/php with its own autoload.php;
// /usr/share/php/Illuminate/autoload.php loads the framework and all its dependencies. This file
// adds the application's classes (App\ → app/) and the repository's Laravel integration
// (MysqlPool\Laravel\ → integrations/laravel/src/), then makes the Application.
//
// Environment (php-fpm runs with clear_env=no): DB_* (config/database.php), LARAVEL_STORAGE
// (writable directory for Laravel's caches; default /tmp/mysqlpool-laravel-<uid>).

require_once '/usr/share/php/Illuminate/autoload.php';

spl_autoload_register(static function (string $class): void {
    static $roots = null;
    $roots ??= [
        'App\\' => __DIR__ . '/app/',
        'MysqlPool\\Laravel\\' => dirname(__DIR__, 3) . '/integrations/laravel/src/',
    ];
    foreach ($roots as $prefix => $dir) {
        if (strncmp($class, $prefix, strlen($prefix)) === 0) {
            $file = $dir . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
            if (is_file($file)) require $file;
            return;
        }
    }
});

// Laravel writes its provider and package manifests under bootstrap/cache unless told
// otherwise: keep them out of the source tree.
$storage = getenv('LARAVEL_STORAGE') ?: sys_get_temp_dir() . '/mysqlpool-laravel-' . getmyuid();
if (!is_dir("$storage/cache")) @mkdir("$storage/cache", 0700, true);
foreach (['APP_SERVICES_CACHE' => 'services.php', 'APP_PACKAGES_CACHE' => 'packages.php',
          'APP_CONFIG_CACHE' => 'config.php', 'APP_ROUTES_CACHE' => 'routes-v7.php',
          'APP_EVENTS_CACHE' => 'events.php'] as $key => $file) {
    $_SERVER[$key] = $_ENV[$key] = "$storage/cache/$file";
}

$app = new Illuminate\Foundation\Application(__DIR__);
$app->useStoragePath($storage);
$app->singleton(Illuminate\Contracts\Http\Kernel::class, App\Http\Kernel::class);
$app->singleton(Illuminate\Contracts\Console\Kernel::class, Illuminate\Foundation\Console\Kernel::class);
$app->singleton(Illuminate\Contracts\Debug\ExceptionHandler::class, App\Exceptions\Handler::class);

return $app;
