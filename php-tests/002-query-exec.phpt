--TEST--
query and exec: affected rows, iteration, DDL
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$db = mp_connect();
mp_drop($db, 't002');
var_dump($db->exec('CREATE TABLE t002 (id INT PRIMARY KEY, name VARCHAR(20)) ENGINE=InnoDB'));
var_dump($db->exec("INSERT INTO t002 VALUES (1, 'one'), (2, 'two'), (3, 'three')"));
var_dump($db->exec("UPDATE t002 SET name = UPPER(name) WHERE id >= 2"));
var_dump($db->exec("UPDATE t002 SET name = name WHERE id = 1"));
var_dump($db->exec("DELETE FROM t002 WHERE id = 99"));
foreach ($db->query('SELECT id, name FROM t002 ORDER BY id', PDO::FETCH_ASSOC) as $row) {
    echo $row['id'], ' ', $row['name'], "\n";
}
$stmt = $db->query('SELECT name FROM t002 ORDER BY id DESC', PDO::FETCH_COLUMN, 0);
var_dump($stmt->fetchAll());
$stmt = $db->query('SELECT id FROM t002 WHERE id = 2');
var_dump($stmt->queryString);
var_dump($db->exec("SET @x002 = 5"));
var_dump($db->exec("DELETE FROM t002"));
mp_drop($db, 't002');
echo "done\n";
?>
--EXPECT--
int(0)
int(3)
int(2)
int(0)
int(0)
1 one
2 TWO
3 THREE
array(3) {
  [0]=>
  string(5) "THREE"
  [1]=>
  string(3) "TWO"
  [2]=>
  string(3) "one"
}
string(32) "SELECT id FROM t002 WHERE id = 2"
int(0)
int(3)
done
