--TEST--
statement path: server-side prepared statements (ATTR_EMULATE_PREPARES off) as pdo_mysql: types, errors at prepare(), parameters, statements that outlive a connection
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Before: emulation off was only remembered for getAttribute(); every statement went as text, so
 * prepare() never failed, `SELECT ?` named its column after the value, and no HY093 was raised
 * for a parameter the statement does not have. The expected values are pdo_mysql's (run with
 * MYSQLPOOL_TEST_DRIVER=mysql): a YEAR column is ZEROFILL, so a string, as is `SELECT ?`.
 * With a pool of ONE connection and two handles, a statement prepared by one handle must still
 * work after the other handle used the connection (statement ids belong to a connection).
 */
require __DIR__ . '/inc/config.inc';
$opts = [PDO::ATTR_EMULATE_PREPARES => false, PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION];
$db = mp_connect(['max_connections' => 1], $opts);
$other = mp_connect(['max_connections' => 1], $opts);
mp_drop($db, 't313');
$db->exec("CREATE TABLE t313 (id INT PRIMARY KEY, ti TINYINT, bu BIGINT UNSIGNED, f FLOAT, d DOUBLE,
    de DECIMAL(6,2), da DATE, dt DATETIME(6), tm TIME(1), y YEAR, b BIT(3), z INT(4) ZEROFILL,
    s VARCHAR(20) CHARACTER SET utf8mb4, bin VARBINARY(8), n INT)");
$ins = $db->prepare("INSERT INTO t313 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, b'101', ?, ?, ?, ?)");
$ins->execute([1, -5, '18446744073709551615', 1.5, 2.25, '12.50', '2024-02-29',
    '2024-02-29 23:59:59.123456', '-25:01:02.5', 2024, 800, "h\u{e9}llo \u{1f600}", "\x00\xff'\\", null]);
echo "inserted ", $ins->rowCount(), "\n";

$sel = $db->prepare('SELECT * FROM t313 WHERE id = :id');
$sel->bindValue(':id', 1, PDO::PARAM_INT);
$sel->execute();
$row = $sel->fetch(PDO::FETCH_ASSOC);
$row['bin'] = bin2hex($row['bin']);
$row['b'] = bin2hex($row['b']);
var_dump($row);

// the column of `SELECT ?` is named by the server, as pdo_mysql's
var_dump($db->query('SELECT 1 AS one')->fetch(PDO::FETCH_ASSOC));
$q = $db->prepare('SELECT ?');
$q->execute(['id']);
var_dump($q->fetch(PDO::FETCH_ASSOC));

// errors: prepare() reports the server's, a parameter the statement has none for is HY093
try { $db->prepare('SELECT * FROM no_such_table_313'); } catch (PDOException $e) { echo "prepare: ", $e->getMessage(), "\n"; }
try { $db->prepare('SELECT 1 FROM'); } catch (PDOException $e) { echo "prepare: ", $e->errorInfo[1], "\n"; }
try { $sel->execute([]); } catch (PDOException $e) { echo "too few: ", $e->getMessage(), "\n"; }
try { $sel->execute([':nope' => 1]); } catch (PDOException $e) { echo "unknown name: ", $e->getMessage(), "\n"; }

// bool, null, float and a stream for the parameters
$p = $db->prepare('SELECT ? AS b, ? AS n, ? AS f, ? AS l');
$stream = fopen('php://memory', 'r+'); fwrite($stream, 'from a stream'); rewind($stream);
$p->bindValue(1, true, PDO::PARAM_BOOL);
$p->bindValue(2, null, PDO::PARAM_NULL);
$p->bindValue(3, 0.25);
$p->bindParam(4, $stream, PDO::PARAM_LOB);
$p->execute();
var_dump($p->fetch(PDO::FETCH_ASSOC));

// (the refused prepares left diagnostics, which MariaDB keeps until a statement names a
// table: until then the connection stays with $db for SHOW ERRORS to read them)
var_dump(count($db->query('SHOW ERRORS')->fetchAll()) > 0);
$db->query('SELECT COUNT(*) FROM t313')->fetchAll();
// the other handle uses the one connection in between; the statements still work
for ($i = 0; $i < 3; $i++) {
    $other->query('SELECT 1')->fetchAll();
    $sel->execute([':id' => 1]);
    echo "after the other handle: ", $sel->fetchColumn(0), "\n";
}
// prepared inside a transaction, executed after it
$db->beginTransaction();
$in_tx = $db->prepare('SELECT COUNT(*) FROM t313 WHERE id > ?');
$in_tx->execute([0]);
echo "in the transaction: ", $in_tx->fetchColumn(), "\n";
$db->commit();
$other->query('SELECT 1')->fetchAll();
$in_tx->execute([0]);
echo "after commit: ", $in_tx->fetchColumn(), "\n";
// a statement kept for the lease (a transaction) is not reused once the session reads it
// differently: after SET sql_mode = 'ANSI_QUOTES', "dq" is a column, not a string
$db->beginTransaction();
echo "before: ", $db->query('SELECT "dq" AS x')->fetchColumn(), "\n";
$db->exec("SET sql_mode = CONCAT(@@sql_mode, ',ANSI_QUOTES')");
try { $db->query('SELECT "dq" AS x')->fetchColumn(); echo "after: no error\n"; }
catch (PDOException $e) { echo "after: ", $e->errorInfo[1], "\n"; }
$db->rollBack();
$db->exec("SET sql_mode = REPLACE(@@sql_mode, 'ANSI_QUOTES', '')");
// a statement keeps the database of its prepare(), as pdo_mysql's: executed after USE of
// another one (outside a transaction) it still reads the first
foreach (['mp313_a', 'mp313_b'] as $d) {
    $db->exec("CREATE DATABASE IF NOT EXISTS $d");
    $db->exec("CREATE OR REPLACE TABLE $d.t (v VARCHAR(10))");
    $db->exec("INSERT INTO $d.t VALUES ('$d')");
}
$db->exec('USE mp313_a');
$in_a = $db->prepare('SELECT v, ? FROM t');
$in_a->execute([1]);
$db->exec('USE mp313_b');
$in_a->execute([2]);
echo "prepared in a, run after USE b: ", $in_a->fetchColumn(), "; a new one: ",
    $db->query('SELECT v FROM t')->fetchColumn(), "\n";
$db->exec('DROP DATABASE mp313_a');
$db->exec('DROP DATABASE mp313_b');
$db->exec('USE ' . MP_DB);
// a text prepared before may fail later (its table dropped): then execute() reports it (this
// process may skip prepare()'s round trip for a known text), and prepare() again after that
$known = 'SELECT COUNT(*) FROM t313 WHERE id > ?';
$db->prepare($known)->execute([0]);
mp_drop($db, 't313');
foreach ([1, 2] as $attempt) {
    try {
        $st = $db->prepare($known);
        $st->execute([0]);
        echo "attempt $attempt: no error\n";
    } catch (PDOException $e) {
        echo "attempt $attempt: ", $e->errorInfo[1], "\n";
    }
}
// a setting bound as a parameter pins the connection to the handle (it can't be replayed from
// its text on another one)
$set = $db->prepare('SET @@session.time_zone = ?');
$set->execute(['+03:00']);
echo "setting: ", $db->query('SELECT @@session.time_zone')->fetchColumn(), "\n";
echo "done\n";
?>
--EXPECTF--
inserted 1
array(15) {
  ["id"]=>
  int(1)
  ["ti"]=>
  int(-5)
  ["bu"]=>
  string(20) "18446744073709551615"
  ["f"]=>
  float(1.5)
  ["d"]=>
  float(2.25)
  ["de"]=>
  string(5) "12.50"
  ["da"]=>
  string(10) "2024-02-29"
  ["dt"]=>
  string(26) "2024-02-29 23:59:59.123456"
  ["tm"]=>
  string(11) "-25:01:02.5"
  ["y"]=>
  string(4) "2024"
  ["b"]=>
  string(2) "35"
  ["z"]=>
  string(4) "0800"
  ["s"]=>
  string(11) "héllo 😀"
  ["bin"]=>
  string(8) "00ff275c"
  ["n"]=>
  NULL
}
array(1) {
  ["one"]=>
  int(1)
}
array(1) {
  ["?"]=>
  string(2) "id"
}
prepare: SQLSTATE[42S02]: Base table or view not found: 1146 Table '%s.no_such_table_313' doesn't exist
prepare: 1064
too few: SQLSTATE[HY093]: Invalid parameter number
unknown name: SQLSTATE[HY093]: Invalid parameter number: parameter was not defined
array(4) {
  ["b"]=>
  int(1)
  ["n"]=>
  NULL
  ["f"]=>
  string(4) "0.25"
  ["l"]=>
  string(13) "from a stream"
}
bool(true)
after the other handle: 1
after the other handle: 1
after the other handle: 1
in the transaction: 1
after commit: 1
before: dq
after: 1054
prepared in a, run after USE b: mp313_a; a new one: mp313_b
attempt 1: 1146
attempt 2: 1146
setting: +03:00
done
