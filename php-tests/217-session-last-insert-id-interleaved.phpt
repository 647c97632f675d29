--TEST--
session safety: LAST_INSERT_ID() and lastInsertId() of two processes inserting in turn on a pool of one connection: each sees its own
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc';
if (!function_exists('pcntl_fork')) die('skip pcntl missing'); ?>
--FILE--
<?php
require __DIR__ . '/inc/pool.inc';
const USER = 'mp217';
const PASSWORD = 'mp217-pw';
mp_pool_user(USER, PASSWORD);
$root = mp_root();
mp_drop($root, 't217', 't217c');
$root->exec('CREATE TABLE t217 (id INT AUTO_INCREMENT PRIMARY KEY, token VARCHAR(32) NOT NULL) ENGINE=InnoDB');
$root->exec('CREATE TABLE t217c (id INT AUTO_INCREMENT PRIMARY KEY, parent INT NOT NULL) ENGINE=InnoDB');
$root->exec('ALTER TABLE t217c AUTO_INCREMENT = 1000');
$root = null;

// Each child: insert its token, tell the parent; when told, report its ids; twice.
function child(string $name): callable {
    return function ($ch) use ($name) {
        $db = new PDO(mp_dsn(['max_connections' => 1, 'acquire_timeout_ms' => 5000]), USER, PASSWORD,
            [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
        for ($round = 1; $round <= 2; $round++) {
            mp_expect($ch, 'insert');
            $token = "$name-$round-" . bin2hex(random_bytes(4));
            $db->prepare('INSERT INTO t217 (token) VALUES (?)')->execute([$token]);
            mp_send($ch, 'inserted');
            mp_expect($ch, 'check');
            $pdo_id = $db->lastInsertId();
            $sql_id = $db->query('SELECT LAST_INSERT_ID()')->fetchColumn();
            $row = $db->query("SELECT token FROM t217 WHERE id = $sql_id")->fetchColumn();
            // the classic parent/child insert
            $db->exec('INSERT INTO t217c (parent) VALUES (LAST_INSERT_ID())');
            $child_id = $db->lastInsertId();
            $parent = $db->query("SELECT parent FROM t217c WHERE id = $child_id")->fetchColumn();
            $again = $db->query('SELECT LAST_INSERT_ID()')->fetchColumn();
            echo "$name round $round: lastInsertId() $pdo_id, LAST_INSERT_ID() $sql_id, row is its own: ",
                var_export($row === $token, true), ", child row's parent $parent, LAST_INSERT_ID() now $again\n";
            mp_send($ch, 'checked');
        }
    };
}
[$a, $to_a] = mp_fork(child('A'));
[$b, $to_b] = mp_fork(child('B'));
for ($round = 1; $round <= 2; $round++) {
    // A inserts, B inserts on the same (only) connection, then each asks for its id
    mp_send($to_a, 'insert'); mp_expect($to_a, 'inserted');
    mp_send($to_b, 'insert'); mp_expect($to_b, 'inserted');
    mp_send($to_a, 'check'); mp_expect($to_a, 'checked');
    mp_send($to_b, 'check'); mp_expect($to_b, 'checked');
}
$ra = mp_wait($a);
$rb = mp_wait($b);
echo "exits: $ra $rb\n";
$root = mp_root();
echo "rows: ", json_encode($root->query('SELECT id, LEFT(token, 3) FROM t217 ORDER BY id')->fetchAll(PDO::FETCH_NUM)), "\n";
mp_drop($root, 't217', 't217c');
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
A round 1: lastInsertId() 1, LAST_INSERT_ID() 1, row is its own: true, child row's parent 1, LAST_INSERT_ID() now 1000
B round 1: lastInsertId() 2, LAST_INSERT_ID() 2, row is its own: true, child row's parent 2, LAST_INSERT_ID() now 1001
A round 2: lastInsertId() 3, LAST_INSERT_ID() 3, row is its own: true, child row's parent 3, LAST_INSERT_ID() now 1002
B round 2: lastInsertId() 4, LAST_INSERT_ID() 4, row is its own: true, child row's parent 4, LAST_INSERT_ID() now 1003
exits: 0 0
rows: [[1,"A-1"],[2,"B-1"],[3,"A-2"],[4,"B-2"]]
done
