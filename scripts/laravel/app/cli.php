<?php
// Runs one route of the app in the CLI, through Laravel's HTTP kernel, and prints the answer:
//   php cli.php /migrate/up     php cli.php /seed     php cli.php '/quote?user=5&product=7&qty=3'
// Exit status 0 for a 2xx answer. Same environment as under php-fpm (DB_*, LARAVEL_STORAGE).
if (PHP_SAPI !== 'cli' || !isset($argv[1])) {
    fwrite(STDERR, "usage: php cli.php /route[?query]\n");
    exit(2);
}
$app = require __DIR__ . '/bootstrap.php';
$kernel = $app->make(Illuminate\Contracts\Http\Kernel::class);
$response = $kernel->handle($request = Illuminate\Http\Request::create($argv[1], 'GET'));
echo $response->getContent(), "\n";
$kernel->terminate($request, $response);
exit($response->isSuccessful() ? 0 : 1);
