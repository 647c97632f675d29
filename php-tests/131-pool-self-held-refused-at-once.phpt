--TEST--
pool: a process whose own handles hold every connection of its pool is refused at once with "no connection free" saying why (waiting acquire_timeout_ms could free nothing), counted in acquire_timeouts; with one given back the next statement runs
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Two handles of one process each hold one of the pool's two connections in a transaction;
 * a third handle's statement can't get one, and no other process could give one back while
 * this one waits (PHP runs one thing at a time): refused before the 5 s acquire_timeout_ms.
 * (Another process holding them: the statement waits for them, PHPT 102.)
 */
require __DIR__ . '/inc/pool.inc';
const USER = 'mp131';
const PASSWORD = 'mp131-pw';
mp_pool_user(USER, PASSWORD);
$dsn = mp_dsn(['max_connections' => 2, 'acquire_timeout_ms' => 5000]);
$a = new PDO($dsn, USER, PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$b = new PDO($dsn, USER, PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$c = new PDO($dsn, USER, PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
foreach ([$a, $b] as $db) {
    $db->beginTransaction();
    $db->query('SELECT 1');
}
$timeouts = mysqlpool_stats()[0]['acquire_timeouts'];
$t = hrtime(true);
try {
    $c->query('SELECT 2');
    echo "c got a connection\n";
} catch (PDOException $e) {
    // Not waiting is what is asserted; 2.5 s is half the 5 s it would wait, room for a slow machine.
    $waited = (hrtime(true) - $t) / 1e9;
    echo "refused long before the 5 s: ", var_export($waited < 2.5, true), "\n";
    echo preg_replace('/pool \S+\'s/', "pool P's", $e->getMessage()), "\n";
}
echo "acquire_timeouts +", mysqlpool_stats()[0]['acquire_timeouts'] - $timeouts, "\n";
$b->commit();
echo "after b's commit: ", $c->query('SELECT 2')->fetchColumn(), "\n";
$a->commit();
$a = $b = $c = null;
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
refused long before the 5 s: true
SQLSTATE[HY000]: General error: mysqlpool: no connection free: this process's own handles hold all 2 of pool P's connections, so waiting could not free one; close a handle (or end its transaction) first, or raise max_connections
acquire_timeouts +1
after b's commit: 2
done
