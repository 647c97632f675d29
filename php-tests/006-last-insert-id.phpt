--TEST--
lastInsertId after single and multi-row inserts, explicit ids, and non-insert statements
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$db = mp_connect();
mp_drop($db, 't006');
$db->exec('CREATE TABLE t006 (id INT AUTO_INCREMENT PRIMARY KEY, v VARCHAR(10)) AUTO_INCREMENT=100');
var_dump($db->lastInsertId());
$db->exec("INSERT INTO t006 (v) VALUES ('a')");
var_dump($db->lastInsertId());
// multi-row insert: the id of the first row
$db->exec("INSERT INTO t006 (v) VALUES ('b'), ('c'), ('d')");
var_dump($db->lastInsertId());
$s = $db->prepare('INSERT INTO t006 (v) VALUES (?)');
$s->execute(['e']);
var_dump($db->lastInsertId());
$s->execute(['f']);
var_dump($db->lastInsertId());
// explicit id
$db->exec("INSERT INTO t006 (id, v) VALUES (500, 'g')");
var_dump($db->lastInsertId());
$db->exec("INSERT INTO t006 (v) VALUES ('h')");
var_dump($db->lastInsertId());
// as in pdo_mysql, a SELECT resets it to 0 (it comes from the last statement's reply)
$db->query('SELECT COUNT(*) FROM t006')->fetchAll();
var_dump($db->lastInsertId());
var_dump($db->query('SELECT LAST_INSERT_ID()')->fetchColumn());
// an UPDATE resets it to 0 (no auto-increment value generated)
$db->exec("UPDATE t006 SET v = 'x' WHERE id = 100");
var_dump($db->lastInsertId());
// a fresh handle has none
$db2 = mp_connect();
var_dump($db2->lastInsertId());
var_dump($db->query('SELECT COUNT(*), MAX(id) FROM t006')->fetch(PDO::FETCH_NUM));
mp_drop($db, 't006');
echo "done\n";
?>
--EXPECT--
string(1) "0"
string(3) "100"
string(3) "101"
string(3) "104"
string(3) "105"
string(3) "500"
string(3) "501"
string(1) "0"
int(501)
string(1) "0"
string(1) "0"
array(2) {
  [0]=>
  int(8)
  [1]=>
  int(501)
}
done
