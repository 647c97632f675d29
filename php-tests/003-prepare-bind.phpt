--TEST--
prepare and execute: bindValue with each PDO::PARAM type, bindParam, named, positional, execute(array)
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$db = mp_connect();
mp_drop($db, 't003');
$db->exec('CREATE TABLE t003 (id INT PRIMARY KEY, i INT NULL, s VARCHAR(50) NULL, b TINYINT(1) NULL, l BLOB NULL)');

echo "-- bindValue, named\n";
$ins = $db->prepare('INSERT INTO t003 (id, i, s, b, l) VALUES (:id, :i, :s, :b, :l)');
$ins->bindValue(':id', 1, PDO::PARAM_INT);
$ins->bindValue(':i', '42', PDO::PARAM_INT);
$ins->bindValue(':s', "it's", PDO::PARAM_STR);
$ins->bindValue(':b', true, PDO::PARAM_BOOL);
$ins->bindValue(':l', "lob\x00data", PDO::PARAM_LOB);
var_dump($ins->execute());
var_dump($ins->rowCount());

$ins->bindValue(':id', 2, PDO::PARAM_INT);
$ins->bindValue(':i', null, PDO::PARAM_NULL);
$ins->bindValue(':s', null, PDO::PARAM_NULL);
$ins->bindValue(':b', false, PDO::PARAM_BOOL);
$ins->bindValue(':l', null, PDO::PARAM_NULL);
var_dump($ins->execute());

echo "-- LOB from a stream\n";
$fp = fopen('php://memory', 'w+');
fwrite($fp, "streamed\x01\x02");
rewind($fp);
$ins->bindValue(':id', 3, PDO::PARAM_INT);
$ins->bindValue(':i', -7, PDO::PARAM_INT);
$ins->bindValue(':s', 'x', PDO::PARAM_STR);
$ins->bindValue(':b', 0, PDO::PARAM_BOOL);
$ins->bindValue(':l', $fp, PDO::PARAM_LOB);
var_dump($ins->execute());

echo "-- bindParam by reference, positional\n";
$ins2 = $db->prepare('INSERT INTO t003 (id, i, s) VALUES (?, ?, ?)');
$id = 0; $i = 0; $s = '';
$ins2->bindParam(1, $id, PDO::PARAM_INT);
$ins2->bindParam(2, $i, PDO::PARAM_INT);
$ins2->bindParam(3, $s, PDO::PARAM_STR);
foreach ([[10, 100, 'ten'], [11, 110, 'eleven'], [12, 120, "tw'elve\\"]] as [$id, $i, $s]) {
    $ins2->execute();
}

echo "-- execute(array), positional and named\n";
$ins3 = $db->prepare('INSERT INTO t003 (id, i, s) VALUES (?, ?, ?)');
var_dump($ins3->execute([20, 200, 'twenty']));
$ins4 = $db->prepare('INSERT INTO t003 (id, i, s) VALUES (:id, :i, :s)');
var_dump($ins4->execute([':id' => 21, ':i' => 210, ':s' => null]));
var_dump($ins4->execute(['id' => 22, 'i' => '220', 's' => '']));

echo "-- placeholders in string literals are not parameters\n";
$q = $db->prepare("SELECT '?' AS q, ':name' AS n, ? AS p");
$q->execute(['real']);
var_dump($q->fetch(PDO::FETCH_ASSOC));

echo "-- the same named parameter twice\n";
$q = $db->prepare('SELECT :v AS a, :v AS b');
$q->execute([':v' => 'twice']);
var_dump($q->fetch(PDO::FETCH_NUM));

echo "-- select with bound parameters\n";
$sel = $db->prepare('SELECT id, i, s, b, l FROM t003 WHERE id >= :lo AND id <= :hi ORDER BY id');
$lo = 1; $hi = 3;
$sel->bindParam(':lo', $lo, PDO::PARAM_INT);
$sel->bindParam(':hi', $hi, PDO::PARAM_INT);
$sel->execute();
foreach ($sel->fetchAll(PDO::FETCH_ASSOC) as $r) {
    $r['l'] = $r['l'] === null ? null : bin2hex($r['l']);
    var_dump($r);
}
$lo = 10; $hi = 22;
$sel->execute();
foreach ($sel->fetchAll(PDO::FETCH_NUM) as $r) {
    echo json_encode($r), "\n";
}

echo "-- wrong parameter count\n";
try {
    $ins3->execute([1, 2]);
} catch (PDOException $e) {
    echo get_class($e), ' ', $e->getCode(), ' ', $e->getMessage(), "\n";
}
try {
    $ins4->execute([':id' => 1, ':i' => 2, ':nope' => 3]);
} catch (PDOException $e) {
    echo get_class($e), ' ', $e->getCode(), ' ', $e->getMessage(), "\n";
}
mp_drop($db, 't003');
echo "done\n";
?>
--EXPECT--
-- bindValue, named
bool(true)
int(1)
bool(true)
-- LOB from a stream
bool(true)
-- bindParam by reference, positional
-- execute(array), positional and named
bool(true)
bool(true)
bool(true)
-- placeholders in string literals are not parameters
array(3) {
  ["q"]=>
  string(1) "?"
  ["n"]=>
  string(5) ":name"
  ["p"]=>
  string(4) "real"
}
-- the same named parameter twice
array(2) {
  [0]=>
  string(5) "twice"
  [1]=>
  string(5) "twice"
}
-- select with bound parameters
array(5) {
  ["id"]=>
  int(1)
  ["i"]=>
  int(42)
  ["s"]=>
  string(4) "it's"
  ["b"]=>
  int(1)
  ["l"]=>
  string(16) "6c6f620064617461"
}
array(5) {
  ["id"]=>
  int(2)
  ["i"]=>
  NULL
  ["s"]=>
  NULL
  ["b"]=>
  int(0)
  ["l"]=>
  NULL
}
array(5) {
  ["id"]=>
  int(3)
  ["i"]=>
  int(-7)
  ["s"]=>
  string(1) "x"
  ["b"]=>
  int(0)
  ["l"]=>
  string(20) "73747265616d65640102"
}
[10,100,"ten",null,null]
[11,110,"eleven",null,null]
[12,120,"tw'elve\\",null,null]
[20,200,"twenty",null,null]
[21,210,null,null,null]
[22,220,"",null,null]
-- wrong parameter count
PDOException HY093 SQLSTATE[HY093]: Invalid parameter number: number of bound variables does not match number of tokens
PDOException HY093 SQLSTATE[HY093]: Invalid parameter number: parameter was not defined
done
