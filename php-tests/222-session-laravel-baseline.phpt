--TEST--
session safety: Laravel's connect-time statements on 20 handles in sequence (pool of one): the baseline is applied once, then costs nothing
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/pool.inc';
const USER = 'mp222';
const PASSWORD = 'mp222-pw';
const MODE = 'ONLY_FULL_GROUP_BY,STRICT_TRANS_TABLES,NO_ZERO_IN_DATE,NO_ZERO_DATE,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION';
mp_pool_user(USER, PASSWORD);
$root = mp_root();
mp_drop($root, 't222');
$root->exec('CREATE TABLE t222 (id INT PRIMARY KEY, name VARCHAR(20))');
$root->exec("INSERT INTO t222 SELECT seq, CONCAT('n', seq) FROM seq_1_to_100");
// a pool of its own for this run (a manager kept from an earlier run has the old one warm)
$dsn = mp_dsn(['max_connections' => 1, 'acquire_timeout_ms' => 5000, 'pool' => 'p222x' . getmypid()]);
$probe = new PDO($dsn, USER, PASSWORD);  // attaches this process to the pool
$stats = fn() => mysqlpool_stats()[0];
$s0 = $stats();
$wrong = 0;
$per_handle = [];
for ($i = 1; $i <= 20; $i++) {
    $before = $stats();
    $db = new PDO($dsn, USER, PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
    // Illuminate\Database\Connectors\MySqlConnector
    $db->prepare("set names 'utf8mb4' collate 'utf8mb4_unicode_ci'")->execute();
    $db->prepare("set session sql_mode='" . MODE . "'")->execute();
    [$collation, $mode] = $db->query('SELECT @@collation_connection, @@sql_mode')->fetch(PDO::FETCH_NUM);
    $wrong += ($collation !== 'utf8mb4_unicode_ci' || $mode !== MODE) ? 1 : 0;
    $st = $db->prepare('SELECT name FROM t222 WHERE id = ?');
    $st->execute([$i]);
    $wrong += $st->fetchColumn() === "n$i" ? 0 : 1;
    $wrong += (int) $db->query('SELECT COUNT(*) FROM t222')->fetchColumn() === 100 ? 0 : 1;
    $per_handle[] = $stats()['baseline_statements'] - $before['baseline_statements'];
    $db = null;
}
$s1 = $stats();
echo "wrong answers: $wrong\n";
$sent = $s1['baseline_statements'] - $s0['baseline_statements'];
echo "baseline statements sent in total: ", $sent <= 2 ? 'at most 2' : "$sent", "\n";
echo "baseline statements sent by handles 2..20: ", array_sum(array_slice($per_handle, 1)), "\n";
echo "baseline resets: ", $s1['baseline_resets'] - $s0['baseline_resets'], "\n";
echo "connections open: ", $s1["open"], "\n";
mp_drop($root, 't222');
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
wrong answers: 0
baseline statements sent in total: at most 2
baseline statements sent by handles 2..20: 0
baseline resets: 0
connections open: 1
done
