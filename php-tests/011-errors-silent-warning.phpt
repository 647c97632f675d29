--TEST--
errors in ERRMODE_SILENT and ERRMODE_WARNING: return values, errorCode, errorInfo, warnings
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$db = mp_connect([], [PDO::ATTR_ERRMODE => PDO::ERRMODE_SILENT]);
mp_drop($db, 't011');
$db->exec('CREATE TABLE t011 (id INT PRIMARY KEY)');
$db->exec('INSERT INTO t011 VALUES (1)');

echo "-- SILENT\n";
var_dump($db->query('SELECT * FROM t011_missing'));
var_dump($db->errorCode());
var_dump($db->errorInfo());
var_dump($db->exec('INSERT INTO t011 VALUES (1)'));
var_dump($db->errorInfo());
$s = $db->prepare('INSERT INTO t011 VALUES (?)');
var_dump($s->execute([1]));
var_dump($s->errorCode());
var_dump($s->errorInfo());
var_dump($s->execute([2]));
var_dump($s->errorCode());
// a successful statement on the handle clears its error
var_dump($db->query('SELECT 1')->fetchColumn());
var_dump($db->errorCode());
var_dump($db->errorInfo());

echo "-- WARNING\n";
$db->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_WARNING);
var_dump($db->query('SELECT * FROM t011_missing'));
var_dump($db->errorInfo()[1]);
var_dump($db->exec('INSERT INTO t011 VALUES (2)'));
$s = $db->prepare('SELECT * FROM t011_missing WHERE id = ?');
var_dump($s->execute([1]));
var_dump($s->errorInfo()[1]);
mp_drop($db, 't011');
echo "done\n";
?>
--EXPECTF--
-- SILENT
bool(false)
string(5) "42S02"
array(3) {
  [0]=>
  string(5) "42S02"
  [1]=>
  int(1146)
  [2]=>
  string(49) "Table 'mysqlpool_test.t011_missing' doesn't exist"
}
bool(false)
array(3) {
  [0]=>
  string(5) "23000"
  [1]=>
  int(1062)
  [2]=>
  string(37) "Duplicate entry '1' for key 'PRIMARY'"
}
bool(false)
string(5) "23000"
array(3) {
  [0]=>
  string(5) "23000"
  [1]=>
  int(1062)
  [2]=>
  string(37) "Duplicate entry '1' for key 'PRIMARY'"
}
bool(true)
string(5) "00000"
int(1)
string(5) "00000"
array(3) {
  [0]=>
  string(5) "00000"
  [1]=>
  NULL
  [2]=>
  NULL
}
-- WARNING

Warning: PDO::query(): SQLSTATE[42S02]: Base table or view not found: 1146 Table 'mysqlpool_test.t011_missing' doesn't exist in %s on line %d
bool(false)
int(1146)

Warning: PDO::exec(): SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry '2' for key 'PRIMARY' in %s on line %d
bool(false)

Warning: PDOStatement::execute(): SQLSTATE[42S02]: Base table or view not found: 1146 Table 'mysqlpool_test.t011_missing' doesn't exist in %s on line %d
bool(false)
int(1146)
done
