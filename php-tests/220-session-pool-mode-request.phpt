--TEST--
session safety: pool_mode=request keeps one connection for the whole request while another process works the pool (max_connections=2)
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc';
if (!function_exists('pcntl_fork')) die('skip pcntl missing'); ?>
--FILE--
<?php
require __DIR__ . '/inc/pool.inc';
const USER = 'mp220';
const PASSWORD = 'mp220-pw';
mp_pool_user(USER, PASSWORD);
// B: statement mode, queries in a loop until told to stop
[$b, $to_b] = mp_fork(function ($ch) {
    $db = new PDO(mp_dsn(['max_connections' => 2, 'acquire_timeout_ms' => 5000]), USER, PASSWORD,
        [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
    $db->query('SELECT 1')->fetchColumn();
    mp_send($ch, 'busy');
    $n = 0;
    stream_set_blocking($ch, false);
    while (fgets($ch) === false) {
        $db->query('SELECT CONNECTION_ID()')->fetchColumn();
        $n++;
    }
    mp_send($ch, $n > 0 ? 'answered' : 'starved');
});
mp_expect($to_b, 'busy');
$db = new PDO(mp_dsn(['max_connections' => 2, 'acquire_timeout_ms' => 5000, 'pool_mode' => 'request']),
    USER, PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
echo "mode: ", var_export(str_contains($db->getAttribute(PDO::ATTR_CONNECTION_STATUS), 'request mode'), true), "\n";
$ids = [];
$held = 0;
for ($i = 0; $i < 30; $i++) {
    $ids[] = $db->query('SELECT CONNECTION_ID()')->fetchColumn();
    $held += mysqlpool_stats()[0]['in_use'] >= 1 ? 1 : 0;
    usleep(2000);
}
echo "statements: ", count($ids), ", distinct connections: ", count(array_unique($ids)), "\n";
echo "a connection leased between statements every time: ", var_export($held === 30, true), "\n";
$db->exec('SET @r220 = 1');
echo "user variable kept: ", $db->query('SELECT @r220')->fetchColumn(), "\n";
mp_send($to_b, 'stop');
mp_expect($to_b, 'answered');
$rc = mp_wait($b);
echo "the other process got answers meanwhile, exit $rc\n";
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
mode: true
statements: 30, distinct connections: 1
a connection leased between statements every time: true
user variable kept: 1
the other process got answers meanwhile, exit 0
done
