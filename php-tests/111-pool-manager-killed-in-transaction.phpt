--TEST--
pool: after the manager and a transaction's worker are killed, the session with its locks ends on the server once another worker notices
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc';
if (!function_exists('posix_kill')) die('skip posix_kill() not available'); ?>
--FILE--
<?php
/*
 * Worker B leased the pool's one connection once, so it keeps that connection's fd cached.
 * Worker A then holds the connection inside a transaction with a row lock. The manager is
 * SIGKILLed, then A. A's fds close with it, but B's cached fd keeps the TCP connection, and so
 * the server session with A's transaction and lock, alive, with no manager left to end it.
 * When B next talks to the pool it finds the manager gone: it must end the connections nobody
 * holds (shutdown, which ends them for every process), so the lock goes. A private manager.
 */
require __DIR__ . '/inc/pool.inc';
$root = mp_root();
mp_drop($root, 't111');
$root->exec("CREATE TABLE t111 (id INT PRIMARY KEY, v INT) ENGINE=InnoDB");
$root->exec("INSERT INTO t111 VALUES (1, 0)");
$socket = sys_get_temp_dir() . '/mp111-' . getmypid() . '.sock';
$php = getenv('TEST_PHP_EXECUTABLE') ?: PHP_BINARY;
$args = [];
if (preg_match_all('/-d\s*"?([^"\s]+)"?/', (string) getenv('TEST_PHP_EXTRA_ARGS'), $m)) {
    foreach ($m[1] as $d) { $args[] = '-d'; $args[] = $d; }
}
$args[] = '-d';
$args[] = "mysqlpool.manager_socket=$socket";
function worker(string $body): array {
    global $php, $args;
    $file = tempnam(sys_get_temp_dir(), 'mp111');
    file_put_contents($file, '<?php require ' . var_export(__DIR__ . '/inc/config.inc', true) . ";\n"
        . '$db = mp_connect(["max_connections" => 1, "acquire_timeout_ms" => 5000], [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);' . "\n" . $body);
    $p = proc_open(array_merge([$php], $args, [$file]), [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => ['file', '/dev/null', 'w']], $pipes);
    return [$p, $pipes, $file];
}
[$b, $bp, $bf] = worker('echo $db->query("SELECT CONNECTION_ID()")->fetchColumn(), "\n"; fgets(STDIN);
try { echo "B after: ", $db->query("SELECT 2")->fetchColumn(), "\n"; } catch (PDOException $e) { echo "B after: ", $e->getMessage(), "\n"; }
fgets(STDIN);');
$cid_b = (int) trim(fgets($bp[1]));
[$a, $ap, $af] = worker('$db->exec("START TRANSACTION"); $db->exec("UPDATE t111 SET v = 1 WHERE id = 1");
echo $db->query("SELECT CONNECTION_ID()")->fetchColumn(), "\n"; fgets(STDIN);');
$cid = (int) trim(fgets($ap[1]));
echo "A holds B's cached connection in a transaction: ", $cid > 0 && $cid === $cid_b ? 'yes' : "no ($cid, $cid_b)", "\n";
$manager = mp_manager_pid($socket);
echo "manager found: ", $manager > 0 ? 'yes' : 'no', "\n";
posix_kill($manager, SIGKILL);
posix_kill(proc_get_status($a)['pid'], SIGKILL);
usleep(300000);
$alive = (int) $root->query("SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE ID = $cid")->fetchColumn();
echo "A's session still on the server (B's fd keeps it): ", $alive ? 'yes' : 'no', "\n";
fwrite($bp[0], "go\n");
echo trim(fgets($bp[1])), "\n";
$gone = false;
for ($i = 0; $i < 40 && !$gone; $i++) {
    $gone = (int) $root->query("SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE ID = $cid")->fetchColumn() === 0;
    if (!$gone) usleep(50000);
}
echo "then ended: ", $gone ? 'yes' : 'no', "\n";
$root->exec("SET SESSION innodb_lock_wait_timeout = 2");
try {
    $root->exec("UPDATE t111 SET v = 2 WHERE id = 1");
    echo "row lock gone, A's update rolled back: ", (int) $root->query("SELECT v FROM t111")->fetchColumn() === 2 ? 'yes' : 'no', "\n";
} catch (PDOException $e) {
    echo "row still locked: ", $e->errorInfo[1], "\n";
}
fwrite($bp[0], "bye\n");
foreach ($ap as $p) fclose($p);
foreach ($bp as $p) fclose($p);
proc_close($a);
proc_close($b);
unlink($af);
unlink($bf);
mp_stop_manager($socket);  // the one B started
mp_drop($root, 't111');
echo "done\n";
?>
--EXPECT--
A holds B's cached connection in a transaction: yes
manager found: yes
A's session still on the server (B's fd keeps it): yes
B after: 2
then ended: yes
row lock gone, A's update rolled back: yes
done
