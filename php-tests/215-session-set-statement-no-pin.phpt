--TEST--
session safety, one request: SET STATEMENT ... FOR does not pin; SELECT @v := 5 does
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/pool.inc';
const USER = 'mp215';
const PASSWORD = 'mp215-pw';
mp_pool_user(USER, PASSWORD);
$db = new PDO(mp_dsn(['max_connections' => 1, 'acquire_timeout_ms' => 5000]), USER, PASSWORD,
    [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$in_use = fn() => mysqlpool_stats()[0]['in_use'];

echo "SET STATEMENT max_statement_time=10 FOR SELECT 1: ", $db->query('SET STATEMENT max_statement_time=10 FOR SELECT 1')->fetchColumn(), "\n";
echo "pinned: ", $in_use(), "\n";
echo "max_statement_time did not persist: ", var_export((float) $db->query('SELECT @@max_statement_time')->fetchColumn() === 0.0, true), "\n";
echo "SET STATEMENT sql_mode='' FOR SELECT 2: ", $db->query("SET STATEMENT sql_mode='' FOR SELECT 2")->fetchColumn(), "\n";
echo "pinned: ", $in_use(), "\n";
// another process can use the one connection meanwhile
[$pid, $ch] = mp_fork(function ($ch) {
    $db = new PDO(mp_dsn(['max_connections' => 1, 'acquire_timeout_ms' => 1000]), USER, PASSWORD,
        [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
    echo "another process: ", $db->query('SELECT 40 + 2')->fetchColumn(), "\n";
});
$rc = mp_wait($pid);
echo "its exit: $rc\n";

echo "SELECT @v215 := 5: ", $db->query('SELECT @v215 := 5')->fetchColumn(), "\n";
echo "pinned: ", $in_use(), "\n";
echo "@v215: ", $db->query('SELECT @v215')->fetchColumn(), "\n";
// now the other process can't get the connection
[$pid, $ch] = mp_fork(function ($ch) {
    $db = new PDO(mp_dsn(['max_connections' => 1, 'acquire_timeout_ms' => 300]), USER, PASSWORD,
        [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
    try {
        $answer = $db->query('SELECT 40 + 2')->fetchColumn();
        echo "another process: $answer\n";
    } catch (PDOException $e) {
        echo "another process: no connection free: ", var_export(str_contains($e->getMessage(), 'no connection free'), true), "\n";
    }
});
$rc = mp_wait($pid);
echo "its exit: $rc\n";
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
SET STATEMENT max_statement_time=10 FOR SELECT 1: 1
pinned: 0
max_statement_time did not persist: true
SET STATEMENT sql_mode='' FOR SELECT 2: 2
pinned: 0
another process: 42
its exit: 0
SELECT @v215 := 5: 5
pinned: 1
@v215: 5
another process: no connection free: true
its exit: 0
done
