--TEST--
pool: a process that outlives several managers keeps the shared memory of the current one only
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc';
if (!function_exists('posix_kill')) die('skip posix_kill() not available'); ?>
--INI--
mysqlpool.manager_socket={PWD}/mp115.sock
--FILE--
<?php
/*
 * The manager is SIGKILLed three times while this process uses the pool (a handle per round,
 * as a request makes). Each time the process attaches to the new manager's pool. The old
 * attachments (a mapping of the dead pool's segment, its fds) are of no use once no handle
 * and no lease refers to them. Before, a worker kept them all for its life: one mapping per
 * dead manager and pool. A private manager.
 */
require __DIR__ . '/inc/pool.inc';
$socket = ini_get('mysqlpool.manager_socket');
function segments(): int {
    return substr_count(file_get_contents('/proc/self/maps'), 'mysqlpool-slots');
}
$answers = [];
$killed = [];
for ($round = 0; $round < 4; $round++) {
    $db = mp_connect(['pool' => 'p115', 'max_connections' => 2], [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
    $answers[] = $db->query("SELECT $round")->fetchColumn();
    $db = null;
    if ($round === 3) break;
    $pid = mp_manager_pid($socket);
    $killed[] = $pid > 0 && posix_kill($pid, SIGKILL);
    usleep(1700000);  // past the heartbeat's silence: the next statement looks
}
echo "answers: ", implode(' ', $answers), "\n";
echo "managers killed: ", count(array_filter($killed)), "\n";
echo "segments mapped: ", segments(), "\n";
mp_stop_manager($socket);
?>
--CLEAN--
<?php foreach (glob(__DIR__ . '/mp115.sock.*') ?: [] as $f) @unlink($f); ?>
--EXPECT--
answers: 0 1 2 3
managers killed: 3
segments mapped: 1
