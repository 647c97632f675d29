<?php
// The pool's counters as this php-fpm worker sees them (scripts/fpm/fpm_session_test.sh notes them
// after each endpoint): whether the pool opened, replaced or closed connections during a run.
// Attaches with the endpoints' own DSN, so it joins their pool and opens no connection.
require __DIR__ . '/inc/app.inc';

try {
    app_pdo(app_dsn('mysqlpool', ';charset=utf8mb4'));
    $keys = ['open', 'opened', 'open_failures', 'closed_broken', 'closed_dead_holder',
             'closed_lifetime', 'closed_idle', 'in_upkeep'];
    $out = [];
    foreach (mysqlpool_stats() as $pool) {
        $out[] = array_intersect_key($pool, array_flip($keys));
    }
    echo json_encode($out), "\n";
} catch (Throwable $e) {
    fail(get_class($e) . ': ' . $e->getMessage());
}
