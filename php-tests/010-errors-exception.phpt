--TEST--
errors in ERRMODE_EXCEPTION: SQLSTATE codes, message format, errorInfo, duplicate key
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$db = mp_connect();
mp_drop($db, 't010', 't010_missing');
$db->exec('CREATE TABLE t010 (id INT PRIMARY KEY, u VARCHAR(10) UNIQUE)');

function show(PDOException $e): void {
    echo 'code: ', var_export($e->getCode(), true), "\n";
    echo 'message: ', $e->getMessage(), "\n";
    var_dump($e->errorInfo);
}

echo "-- missing table, query()\n";
try {
    $db->query('SELECT * FROM t010_missing');
} catch (PDOException $e) {
    show($e);
}
var_dump($db->errorCode());
var_dump($db->errorInfo());

echo "-- missing table, exec()\n";
try {
    $db->exec('DELETE FROM t010_missing');
} catch (PDOException $e) {
    show($e);
}

echo "-- missing table, prepare + execute\n";
try {
    $s = $db->prepare('SELECT * FROM t010_missing WHERE id = ?');
    $s->execute([1]);
} catch (PDOException $e) {
    show($e);
    var_dump($s->errorCode());
    var_dump($s->errorInfo());
}

echo "-- duplicate key\n";
$db->exec("INSERT INTO t010 VALUES (1, 'a')");
try {
    $db->exec("INSERT INTO t010 VALUES (1, 'b')");
} catch (PDOException $e) {
    show($e);
}
try {
    $s = $db->prepare('INSERT INTO t010 VALUES (?, ?)');
    $s->execute([2, 'a']);
} catch (PDOException $e) {
    show($e);
}

echo "-- syntax error\n";
try {
    $db->query('SELEKT 1');
} catch (PDOException $e) {
    show($e);
}

echo "-- unknown column\n";
try {
    $db->query('SELECT nope FROM t010');
} catch (PDOException $e) {
    echo $e->getMessage(), "\n";
    echo $e->errorInfo[0], ' ', $e->errorInfo[1], "\n";
}

echo "-- data too long (strict mode)\n";
try {
    $db->exec("INSERT INTO t010 VALUES (3, 'abcdefghijklmnop')");
} catch (PDOException $e) {
    echo $e->getMessage(), "\n";
}

echo "-- the handle keeps working after errors\n";
var_dump($db->query('SELECT COUNT(*) FROM t010')->fetchColumn());
var_dump($db->errorCode());
mp_drop($db, 't010');
echo "done\n";
?>
--EXPECT--
-- missing table, query()
code: '42S02'
message: SQLSTATE[42S02]: Base table or view not found: 1146 Table 'mysqlpool_test.t010_missing' doesn't exist
array(3) {
  [0]=>
  string(5) "42S02"
  [1]=>
  int(1146)
  [2]=>
  string(49) "Table 'mysqlpool_test.t010_missing' doesn't exist"
}
string(5) "42S02"
array(3) {
  [0]=>
  string(5) "42S02"
  [1]=>
  int(1146)
  [2]=>
  string(49) "Table 'mysqlpool_test.t010_missing' doesn't exist"
}
-- missing table, exec()
code: '42S02'
message: SQLSTATE[42S02]: Base table or view not found: 1146 Table 'mysqlpool_test.t010_missing' doesn't exist
array(3) {
  [0]=>
  string(5) "42S02"
  [1]=>
  int(1146)
  [2]=>
  string(49) "Table 'mysqlpool_test.t010_missing' doesn't exist"
}
-- missing table, prepare + execute
code: '42S02'
message: SQLSTATE[42S02]: Base table or view not found: 1146 Table 'mysqlpool_test.t010_missing' doesn't exist
array(3) {
  [0]=>
  string(5) "42S02"
  [1]=>
  int(1146)
  [2]=>
  string(49) "Table 'mysqlpool_test.t010_missing' doesn't exist"
}
string(5) "42S02"
array(3) {
  [0]=>
  string(5) "42S02"
  [1]=>
  int(1146)
  [2]=>
  string(49) "Table 'mysqlpool_test.t010_missing' doesn't exist"
}
-- duplicate key
code: '23000'
message: SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry '1' for key 'PRIMARY'
array(3) {
  [0]=>
  string(5) "23000"
  [1]=>
  int(1062)
  [2]=>
  string(37) "Duplicate entry '1' for key 'PRIMARY'"
}
code: '23000'
message: SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry 'a' for key 'u'
array(3) {
  [0]=>
  string(5) "23000"
  [1]=>
  int(1062)
  [2]=>
  string(31) "Duplicate entry 'a' for key 'u'"
}
-- syntax error
code: '42000'
message: SQLSTATE[42000]: Syntax error or access violation: 1064 You have an error in your SQL syntax; check the manual that corresponds to your MariaDB server version for the right syntax to use near 'SELEKT 1' at line 1
array(3) {
  [0]=>
  string(5) "42000"
  [1]=>
  int(1064)
  [2]=>
  string(156) "You have an error in your SQL syntax; check the manual that corresponds to your MariaDB server version for the right syntax to use near 'SELEKT 1' at line 1"
}
-- unknown column
SQLSTATE[42S22]: Column not found: 1054 Unknown column 'nope' in 'SELECT'
42S22 1054
-- data too long (strict mode)
SQLSTATE[22001]: String data, right truncated: 1406 Data too long for column 'u' at row 1
-- the handle keeps working after errors
int(1)
string(5) "00000"
done
