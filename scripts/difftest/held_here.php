<?php
/*
 * difftest: what both setup-B workers (worker.php for PDO, mysqli_worker.php) ask the pool.
 */

declare(strict_types=1);

/**
 * The pool's connections this process's handles hold (mysqlpool_stats()'s in_use_here, every
 * pool): after a statement of one handle while the others held none, more than 0 means that
 * handle kept its connection.
 */
function dt_held_here(): int
{
    if (!function_exists('mysqlpool_stats')) {
        return 0;  // setup A's stock mysqli: no pool
    }
    $n = 0;
    foreach (mysqlpool_stats() as $pool) {
        $n += $pool['in_use_here'];
    }
    return $n;
}
