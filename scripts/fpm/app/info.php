<?php
// What this php-fpm worker has loaded: lets scripts/fpm/fpm_test.sh check that the extension and
// the --ini settings reached the workers before it spends time on load.
header('Content-Type: application/json');
$opcache = function_exists('opcache_get_status') ? opcache_get_status(false) : false;
echo json_encode([
    'pid' => getmypid(),
    'php' => PHP_VERSION,
    'pdo_drivers' => PDO::getAvailableDrivers(),
    'mysqlpool_loaded' => extension_loaded('mysqlpool'),
    'mysqlpool_max_connections' => ini_get('mysqlpool.max_connections'),
    'opcache_enabled' => is_array($opcache) && !empty($opcache['opcache_enabled']),
    'dsn_prefix' => getenv('FPM_TEST_DSN_PREFIX') ?: 'mysqlpool',
]), "\n";
