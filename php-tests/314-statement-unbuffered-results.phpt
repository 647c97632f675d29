--TEST--
statement path: unbuffered results (USE_BUFFERED_QUERY off) stream with bounded memory, and the handle is busy as pdo_mysql's (2014) until they are read
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Before: the attribute was accepted and ignored: every reply was read whole into memory, and
 * nothing ever failed with pdo_mysql's 2014 errors. Expected values are pdo_mysql's (the test
 * passes with MYSQLPOOL_TEST_DRIVER=mysql too).
 */
require __DIR__ . '/inc/config.inc';
function rss_kb(): int {
    preg_match('/VmRSS:\s+(\d+)/', file_get_contents('/proc/self/status'), $m);
    return (int) $m[1];
}
function attempt(PDO $db, string $sql): void {
    try {
        $st = $db->query($sql);
        echo "ok: ", json_encode($st->fetchAll(PDO::FETCH_NUM)), "\n";
    } catch (PDOException $e) {
        echo $e->getMessage(), "\n";
    }
}
foreach ([true, false] as $emulate) {
    echo "emulated prepares: ", $emulate ? "on" : "off", "\n";
    $db = mp_connect([], [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION, PDO::ATTR_EMULATE_PREPARES => $emulate,
        PDO::MYSQL_ATTR_USE_BUFFERED_QUERY => false]);
    // 0 before PHP 8.4, false from then on, as pdo_mysql (php-tests/022)
    var_dump($db->getAttribute(PDO::MYSQL_ATTR_USE_BUFFERED_QUERY) == false);

    $st = $db->query('SELECT seq FROM seq_1_to_3');
    echo "rowCount before reading: ", $st->rowCount(), "\n";
    echo "first: ", $st->fetchColumn(), "\n";
    attempt($db, 'SELECT 1');           // rows left: 2014
    echo "rest: ", json_encode($st->fetchAll(PDO::FETCH_COLUMN)), "\n";
    attempt($db, 'SELECT 2');           // all read: free
    $st = $db->query('SELECT seq FROM seq_1_to_3');
    $st->fetch();
    $st->closeCursor();                 // the rest is dropped
    attempt($db, 'SELECT 3');
    $st = $db->query('SELECT seq FROM seq_1_to_3');
    $st->fetch();
    unset($st);                         // so is a statement's end
    attempt($db, 'SELECT 4');

    // 60,000 rows of 1,000 bytes (60 MB) read one by one: memory stays bounded
    $before = rss_kb();
    $st = $db->query("SELECT seq, REPEAT('x', 1000) FROM seq_1_to_60000");
    $rows = 0; $bytes = 0;
    while ($r = $st->fetch(PDO::FETCH_NUM)) { $rows++; $bytes += strlen($r[1]); }
    $grown_mb = (rss_kb() - $before) / 1024;
    echo "streamed $rows rows, $bytes bytes; memory grew by less than 30 MB: ", var_export($grown_mb < 30, true), "\n";
    unset($st);
}

// Buffered: rowsets after the current one hold the handle until read (pdo_mysql's other 2014)
$db = mp_connect([], [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$st = $db->query('SELECT 1; SELECT 2');
echo json_encode($st->fetchAll(PDO::FETCH_NUM)), "\n";
attempt($db, 'SELECT 5');
$st->nextRowset();
echo json_encode($st->fetchAll(PDO::FETCH_NUM)), "\n";
var_dump($st->nextRowset());
attempt($db, 'SELECT 6');
// exec() of a statement that returns rows leaves its result unread, as pdo_mysql does
$db->exec('SELECT 7');
attempt($db, 'SELECT 8');
echo "done\n";
?>
--EXPECT--
emulated prepares: on
bool(true)
rowCount before reading: 0
first: 1
SQLSTATE[HY000]: General error: 2014 Cannot execute queries while other unbuffered queries are active.  Consider using PDOStatement::fetchAll().  Alternatively, if your code is only ever going to run against mysql, you may enable query buffering by setting the PDO::MYSQL_ATTR_USE_BUFFERED_QUERY attribute.
rest: [2,3]
ok: [[2]]
ok: [[3]]
ok: [[4]]
streamed 60000 rows, 60000000 bytes; memory grew by less than 30 MB: true
emulated prepares: off
bool(true)
rowCount before reading: 0
first: 1
SQLSTATE[HY000]: General error: 2014 Cannot execute queries while other unbuffered queries are active.  Consider using PDOStatement::fetchAll().  Alternatively, if your code is only ever going to run against mysql, you may enable query buffering by setting the PDO::MYSQL_ATTR_USE_BUFFERED_QUERY attribute.
rest: [2,3]
ok: [[2]]
ok: [[3]]
ok: [[4]]
streamed 60000 rows, 60000000 bytes; memory grew by less than 30 MB: true
[[1]]
SQLSTATE[HY000]: General error: 2014 Cannot execute queries while there are pending result sets. Consider unsetting the previous PDOStatement or calling PDOStatement::closeCursor()
[[2]]
bool(false)
ok: [[6]]
SQLSTATE[HY000]: General error: 2014 Cannot execute queries while other unbuffered queries are active.  Consider using PDOStatement::fetchAll().  Alternatively, if your code is only ever going to run against mysql, you may enable query buffering by setting the PDO::MYSQL_ATTR_USE_BUFFERED_QUERY attribute.
done
