--TEST--
pool: an open transaction keeps its connection; with a pool of 1 another process waits and times out with "no connection free"
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc';
if (!function_exists('pcntl_fork')) die('skip pcntl missing'); ?>
--FILE--
<?php
require __DIR__ . '/inc/pool.inc';
const USER = 'mp102';
const PASSWORD = 'mp102-pw';
mp_pool_user(USER, PASSWORD);
$root = mp_root();
mp_drop($root, 't102');
$root->exec('CREATE TABLE t102 (id INT PRIMARY KEY) ENGINE=InnoDB');
$root = null;
$dsn = mp_dsn(['max_connections' => 1, 'acquire_timeout_ms' => 500]);

// A: begins a transaction, inserts, then waits before committing
[$a, $to_a] = mp_fork(function ($ch) use ($dsn) {
    $db = new PDO($dsn, USER, PASSWORD);
    mp_send($ch, 'ready');
    mp_expect($ch, 'go');
    $db->beginTransaction();
    $db->exec('INSERT INTO t102 VALUES (1)');
    echo "A: inserted, in transaction: ", var_export($db->inTransaction(), true), "\n";
    mp_send($ch, 'inserted');
    mp_expect($ch, 'commit');
    $db->commit();
    echo "A: committed\n";
    mp_send($ch, 'committed');
    mp_expect($ch, 'exit');
});
// B: the same pool; its queries need the one connection A holds
[$b, $to_b] = mp_fork(function ($ch) use ($dsn) {
    $db = new PDO($dsn, USER, PASSWORD);
    mp_send($ch, 'ready');
    mp_expect($ch, 'query');
    $t = microtime(true);
    try {
        $n = $db->query('SELECT COUNT(*) FROM t102')->fetchColumn();
        echo "B: got an answer while A holds the only connection: $n\n";
    } catch (PDOException $e) {
        $waited = microtime(true) - $t;
        echo "B: PDOException, names the cause: ", var_export(str_contains($e->getMessage(), 'no connection free'), true), "\n";
        echo "B: waited about acquire_timeout_ms: ", ($waited >= 0.4 && $waited < 5) ? 'yes' : "no ($waited s)", "\n";
    }
    mp_send($ch, 'done');
    mp_expect($ch, 'again');
    echo "B: after A committed: ", $db->query('SELECT COUNT(*) FROM t102')->fetchColumn(), "\n";
    $db->exec('INSERT INTO t102 VALUES (2)');
    echo "B: inserted\n";
});

// both have their handles before A takes the connection
mp_expect($to_a, 'ready');
mp_expect($to_b, 'ready');
mp_send($to_a, 'go');
mp_expect($to_a, 'inserted');
echo "outside, before commit: ", mp_root()->query('SELECT COUNT(*) FROM t102')->fetchColumn(), "\n";
mp_send($to_b, 'query');
mp_expect($to_b, 'done');
mp_send($to_a, 'commit');
mp_expect($to_a, 'committed');
mp_send($to_b, 'again');
$status = mp_wait($b);
echo "B exit: $status\n";
mp_send($to_a, 'exit');
$status = mp_wait($a);
echo "A exit: $status\n";
$root = mp_root();
var_dump($root->query('SELECT id FROM t102 ORDER BY id')->fetchAll(PDO::FETCH_COLUMN));
mp_drop($root, 't102');
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
A: inserted, in transaction: true
outside, before commit: 0
B: PDOException, names the cause: true
B: waited about acquire_timeout_ms: yes
A: committed
B: after A committed: 1
B: inserted
B exit: 0
A exit: 0
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
done
