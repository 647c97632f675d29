--TEST--
pool: mysqlpool_stats()'s in_use_here counts the connections this process's handles hold, not another process's
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc';
if (!function_exists('pcntl_fork')) die('skip pcntl missing'); ?>
--FILE--
<?php
/*
 * A child holds one of the pool's two connections inside a transaction; the parent then holds
 * the other. in_use counts both (the segment is shared); in_use_here only the caller's own: 0
 * in the parent while only the child holds one, 1 once the parent does, 1 in the child.
 */
require __DIR__ . '/inc/pool.inc';
const USER = 'mp130';
const PASSWORD = 'mp130-pw';
mp_pool_user(USER, PASSWORD);
$dsn = mp_dsn(['max_connections' => 2, 'acquire_timeout_ms' => 5000]);
$stats = function (): string {
    $s = mysqlpool_stats()[0];
    return "in_use {$s['in_use']} in_use_here {$s['in_use_here']}";
};
[$child, $ch] = mp_fork(function ($ch) use ($dsn, $stats) {
    $db = new PDO($dsn, USER, PASSWORD);
    $db->beginTransaction();
    $db->query('SELECT 1');
    echo "child holding: ", $stats(), "\n";
    mp_send($ch, 'holding');
    mp_expect($ch, 'done');
    $db->commit();
});
mp_expect($ch, 'holding');
$db = new PDO($dsn, USER, PASSWORD);
$db->query('SELECT 1');  // leased and given back: statement over, no transaction
echo "parent holding none: ", $stats(), "\n";
$db->beginTransaction();
$db->query('SELECT 1');
echo "parent holding one: ", $stats(), "\n";
$db->commit();
echo "parent after commit: ", $stats(), "\n";
mp_send($ch, 'done');
echo "child exit ", mp_wait($child), "\n";
$db = null;
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
child holding: in_use 1 in_use_here 1
parent holding none: in_use 1 in_use_here 0
parent holding one: in_use 2 in_use_here 1
parent after commit: in_use 1 in_use_here 0
child exit 0
done
