--TEST--
rowCount for INSERT UPDATE DELETE SELECT, columnCount
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$db = mp_connect();
mp_drop($db, 't007');
$db->exec('CREATE TABLE t007 (id INT PRIMARY KEY, v INT)');
$s = $db->prepare('INSERT INTO t007 VALUES (1, 10), (2, 20), (3, 30), (4, 40), (5, 50)');
$s->execute();
echo "insert: ", $s->rowCount(), ' ', $s->columnCount(), "\n";
$s = $db->prepare('UPDATE t007 SET v = v + 1 WHERE id <= ?');
$s->execute([3]);
echo "update 3: ", $s->rowCount(), "\n";
$s = $db->prepare('UPDATE t007 SET v = v WHERE id = 1');
$s->execute();
echo "update unchanged: ", $s->rowCount(), "\n";
$s = $db->prepare('DELETE FROM t007 WHERE id > ?');
$s->execute([3]);
echo "delete 2: ", $s->rowCount(), "\n";
$s->execute([100]);
echo "delete 0: ", $s->rowCount(), "\n";
$s = $db->query('SELECT id, v FROM t007');
echo "select: ", $s->rowCount(), ' columns ', $s->columnCount(), "\n";
$s = $db->query('SELECT id, v, 1, 2 FROM t007 WHERE id = 0');
echo "select empty: ", $s->rowCount(), ' columns ', $s->columnCount(), "\n";
$s = $db->prepare('SELECT id FROM t007');
echo "prepared, not executed: columns ", $s->columnCount(), "\n";
$s->execute();
echo "executed: ", $s->rowCount(), ' columns ', $s->columnCount(), "\n";
$s = $db->query("INSERT INTO t007 VALUES (9, 90) ON DUPLICATE KEY UPDATE v = 91");
echo "upsert new: ", $s->rowCount(), "\n";
$s = $db->query("INSERT INTO t007 VALUES (9, 90) ON DUPLICATE KEY UPDATE v = 91");
echo "upsert update: ", $s->rowCount(), "\n";
$s = $db->query('DELETE FROM t007');
echo "delete all: ", $s->rowCount(), ' columns ', $s->columnCount(), "\n";
mp_drop($db, 't007');
echo "done\n";
?>
--EXPECT--
insert: 5 0
update 3: 3
update unchanged: 0
delete 2: 2
delete 0: 0
select: 3 columns 2
select empty: 0 columns 4
prepared, not executed: columns 0
executed: 3 columns 1
upsert new: 1
upsert update: 2
delete all: 4 columns 0
done
