--TEST--
pool: after the manager is killed, its idle connections end on the server even while an idle process caches their fds
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc';
if (!function_exists('posix_kill')) die('skip posix_kill() not available'); ?>
--FILE--
<?php
/*
 * Worker B used both connections of a pool of 2 and went idle: it caches both fds. Worker C
 * used one of them (it caches that fd only). The manager is SIGKILLed. B stays idle, as an
 * FPM worker with no requests does, so its fds keep both server sessions open, with no
 * manager left to close them. When C next talks to the pool it finds the manager gone and
 * must end both: the one it holds an fd for by shutdown, the other (B's alone) by KILL from
 * its new connection. Before, C left FREE connections alone: both stayed open as long as B
 * idled, on top of the new manager's. Then B must still work. A private manager.
 */
require __DIR__ . '/inc/pool.inc';
$root = mp_root();
$socket = sys_get_temp_dir() . '/mp114-' . getmypid() . '.sock';
$php = getenv('TEST_PHP_EXECUTABLE') ?: PHP_BINARY;
$args = [];
if (preg_match_all('/-d\s*"?([^"\s]+)"?/', (string) getenv('TEST_PHP_EXTRA_ARGS'), $m)) {
    foreach ($m[1] as $d) { $args[] = '-d'; $args[] = $d; }
}
$args[] = '-d';
$args[] = "mysqlpool.manager_socket=$socket";
function worker(string $body): array {
    global $php, $args;
    $file = tempnam(sys_get_temp_dir(), 'mp114');
    file_put_contents($file, '<?php require ' . var_export(__DIR__ . '/inc/config.inc', true) . ";\n"
        . '$o = [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]; $p = ["pool" => "p114", "max_connections" => 2, "acquire_timeout_ms" => 5000];' . "\n"
        . '$db = mp_connect($p, $o);' . "\n" . $body);
    $proc = proc_open(array_merge([$php], $args, [$file]), [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => ['file', '/dev/null', 'w']], $pipes);
    return [$proc, $pipes, $file];
}
function on_server(PDO $root, int $id): bool {
    return (int) $root->query("SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE ID = $id")->fetchColumn() > 0;
}
// B: one handle pinned by a transaction, a second handle gets the other connection.
[$b, $bp, $bf] = worker('$db2 = mp_connect($p, $o); $db->beginTransaction();
echo $db->query("SELECT CONNECTION_ID()")->fetchColumn(), " ", $db2->query("SELECT CONNECTION_ID()")->fetchColumn(), "\n";
$db->commit(); fgets(STDIN);
try { echo "B after: ", $db->query("SELECT 2")->fetchColumn(), "\n"; } catch (PDOException $e) { echo "B after: ", $e->getMessage(), "\n"; }
fgets(STDIN);');
[$b1, $b2] = array_map('intval', explode(' ', trim(fgets($bp[1]))));
[$c, $cp, $cf] = worker('echo $db->query("SELECT CONNECTION_ID()")->fetchColumn(), "\n"; fgets(STDIN);
try { echo "C after: ", $db->query("SELECT 2")->fetchColumn(), "\n"; } catch (PDOException $e) { echo "C after: ", $e->getMessage(), "\n"; }
fgets(STDIN);');
$c1 = (int) trim(fgets($cp[1]));
echo "B cached two connections, C one of them: ", $b1 > 0 && $b2 > 0 && $b1 !== $b2 && ($c1 === $b1 || $c1 === $b2) ? 'yes' : "no ($b1 $b2 $c1)", "\n";
$manager = mp_manager_pid($socket);
echo "manager found: ", $manager > 0 ? 'yes' : 'no', "\n";
posix_kill($manager, SIGKILL);
usleep(1700000);  // past the heartbeat's silence, so that C looks at its control socket
echo "both still on the server (B's fds keep them): ", on_server($root, $b1) && on_server($root, $b2) ? 'yes' : 'no', "\n";
fwrite($cp[0], "go\n");
echo trim(fgets($cp[1])), "\n";
$gone = false;
for ($i = 0; $i < 40 && !$gone; $i++) {
    $gone = !on_server($root, $b1) && !on_server($root, $b2);
    if (!$gone) usleep(50000);
}
echo "then both ended, B still idle: ", $gone ? 'yes' : 'no (' . (on_server($root, $b1) ? "$b1 " : '') . (on_server($root, $b2) ? "$b2" : '') . ')', "\n";
fwrite($bp[0], "go\n");
echo trim(fgets($bp[1])), "\n";
fwrite($bp[0], "bye\n");
fwrite($cp[0], "bye\n");
foreach ([[$b, $bp, $bf], [$c, $cp, $cf]] as [$proc, $pipes, $file]) {
    foreach ($pipes as $p) fclose($p);
    proc_close($proc);
    unlink($file);
}
mp_stop_manager($socket);  // the one C started
echo "done\n";
?>
--EXPECT--
B cached two connections, C one of them: yes
manager found: yes
both still on the server (B's fds keep them): yes
C after: 2
then both ended, B still idle: yes
B after: 2
done
