--TEST--
session safety, one request: SET STATEMENT ... FOR pins whatever it wraps, and nothing of it reaches the next request (every pool mode)
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * The server flags a state change for every SET STATEMENT, whatever its inner statement did:
 * the flag proves nothing, so the statement pins and the session is reset at the request's
 * end. Before (issue 16), SET STATEMENT was trusted as a "false positive": SET @v, USE,
 * SET NAMES gbk and CREATE TEMPORARY TABLE inside one reached the next request unpinned and
 * unreset, in every mode, and with SET NAMES gbk another request's quote() of
 * "\xbf' OR 1=1 -- " returned every row.
 */
require __DIR__ . '/inc/pool.inc';
const USER = 'mp215';
const PASSWORD = 'mp215-pw';
mp_pool_user(USER, PASSWORD);
$inner = [
    'SET @v215 = 5',
    'SET NAMES gbk',
    'USE information_schema',
    "SET time_zone = '+07:00'",
    'CREATE TEMPORARY TABLE tmp215 (a INT)',
    "PREPARE s215 FROM 'SELECT 1'",
    'SELECT 1',
];
$fresh = "SELECT CONCAT_WS(' ', IFNULL(@v215, 'no-var'), @@character_set_client, DATABASE(), @@time_zone,"
       . " (SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_NAME = 'tmp215'))";
$setup = new PDO(mp_dsn(['max_connections' => 1]), USER, PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$setup->exec('CREATE OR REPLACE TABLE t215 (name VARCHAR(20))');
$setup->exec("INSERT INTO t215 VALUES ('a'), ('b')");
$setup = null;
foreach (['statement', 'transaction', 'request'] as $mode) {
    $bad = [];
    foreach ($inner as $sql) {
        $dsn = mp_dsn(['max_connections' => 1, 'acquire_timeout_ms' => 3000, 'pool_mode' => $mode]);
        $a = new PDO($dsn, USER, PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
        $a->exec("SET STATEMENT max_statement_time=10 FOR $sql");
        $pinned = mysqlpool_stats()[0]['in_use'];
        if ($mode !== 'transaction' && $pinned !== 1) $bad[] = "$sql: not pinned ($pinned)";
        $a = null;  // the request ends
        $b = new PDO($dsn, USER, PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
        $seen = $b->query($fresh)->fetchColumn();
        if ($seen !== 'no-var utf8mb4 ' . MP_DB . ' SYSTEM 0') $bad[] = "$sql: next request saw '$seen'";
        $n = $b->query("SELECT COUNT(*) FROM t215 WHERE name = " . $b->quote("\xbf' OR 1=1 -- "))->fetchColumn();
        if ($n !== 0 && $n !== '0') $bad[] = "$sql: quote() let the string out ($n rows)";
        $b = null;
    }
    echo "$mode: ", $bad ? implode('; ', $bad) : 'nothing reached the next request', "\n";
}
$b = new PDO(mp_dsn(['max_connections' => 1]), USER, PASSWORD);
$b->exec('DROP TABLE t215');
$b = null;
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
statement: nothing reached the next request
transaction: nothing reached the next request
request: nothing reached the next request
done
