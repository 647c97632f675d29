<?php
/*
 * difftest: what both setup-B workers (worker.php for PDO, mysqli_worker.php) ask the pool.
 */

declare(strict_types=1);

/**
 * The pool's connections this process's handles hold (mysqlpool_stats()'s in_use_here, every
 * pool): 0 after a "no connection free" means another process held them all, so that nothing
 * this process could run first would free one.
 */
function dt_held_here(): int
{
    $n = 0;
    foreach (mysqlpool_stats() as $pool) {
        $n += $pool['in_use_here'];
    }
    return $n;
}
