--TEST--
transactions: beginTransaction commit rollBack inTransaction, errors without an active transaction
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$db = mp_connect();
$other = mp_connect();
mp_drop($db, 't009');
$db->exec('CREATE TABLE t009 (id INT PRIMARY KEY) ENGINE=InnoDB');
$count = function (PDO $h) { return $h->query('SELECT COUNT(*) FROM t009')->fetchColumn(); };

echo "-- rollBack makes rows disappear\n";
var_dump($db->inTransaction());
var_dump($db->beginTransaction());
var_dump($db->inTransaction());
$db->exec('INSERT INTO t009 VALUES (1), (2)');
echo "inside: ", $count($db), " other handle: ", $count($other), "\n";
var_dump($db->rollBack());
var_dump($db->inTransaction());
echo "after rollBack: ", $count($db), "\n";

echo "-- commit keeps them\n";
$db->beginTransaction();
$db->exec('INSERT INTO t009 VALUES (3)');
$s = $db->prepare('INSERT INTO t009 VALUES (?)');
$s->execute([4]);
echo "other handle before commit: ", $count($other), "\n";
var_dump($db->commit());
var_dump($db->inTransaction());
echo "after commit: ", $count($db), " other handle: ", $count($other), "\n";

echo "-- no active transaction\n";
foreach (['commit', 'rollBack'] as $m) {
    try {
        $db->$m();
    } catch (PDOException $e) {
        echo $m, ': ', get_class($e), ' code=', var_export($e->getCode(), true), ' ', $e->getMessage(), "\n";
    }
}
echo "-- nested beginTransaction\n";
$db->beginTransaction();
try {
    $db->beginTransaction();
} catch (PDOException $e) {
    echo get_class($e), ' ', $e->getMessage(), "\n";
}
var_dump($db->inTransaction());
$db->rollBack();

echo "-- an error inside a transaction leaves it open\n";
$db->beginTransaction();
$db->exec('INSERT INTO t009 VALUES (5)');
try {
    $db->exec('INSERT INTO t009 VALUES (5)');
} catch (PDOException $e) {
    echo $e->getCode(), "\n";
}
var_dump($db->inTransaction());
$db->commit();
echo "rows: ", $count($other), "\n";

echo "-- a transaction with only SELECTs\n";
$db->beginTransaction();
echo $count($db), "\n";
var_dump($db->commit());

echo "-- rollBack then reuse\n";
$db->beginTransaction();
$db->exec('DELETE FROM t009');
echo "inside: ", $count($db), "\n";
$db->rollBack();
echo "after: ", $count($db), "\n";
var_dump($db->query('SELECT id FROM t009 ORDER BY id')->fetchAll(PDO::FETCH_COLUMN));
mp_drop($db, 't009');
echo "done\n";
?>
--EXPECT--
-- rollBack makes rows disappear
bool(false)
bool(true)
bool(true)
inside: 2 other handle: 0
bool(true)
bool(false)
after rollBack: 0
-- commit keeps them
other handle before commit: 0
bool(true)
bool(false)
after commit: 2 other handle: 2
-- no active transaction
commit: PDOException code=0 There is no active transaction
rollBack: PDOException code=0 There is no active transaction
-- nested beginTransaction
PDOException There is already an active transaction
bool(true)
-- an error inside a transaction leaves it open
23000
bool(true)
rows: 3
-- a transaction with only SELECTs
3
bool(true)
-- rollBack then reuse
inside: 0
after: 3
array(3) {
  [0]=>
  int(3)
  [1]=>
  int(4)
  [2]=>
  int(5)
}
done
