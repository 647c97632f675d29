--TEST--
closeCursor and re-execute; partially read results; several open statements on one handle
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$db = mp_connect();
mp_drop($db, 't018');
$db->exec('CREATE TABLE t018 (id INT PRIMARY KEY)');
$db->exec('INSERT INTO t018 SELECT seq FROM seq_1_to_10');

$s = $db->prepare('SELECT id FROM t018 WHERE id > ? ORDER BY id');
$s->execute([5]);
var_dump($s->fetchColumn());
var_dump($s->closeCursor());
$s->execute([8]);
var_dump($s->fetchAll(PDO::FETCH_COLUMN));
var_dump($s->closeCursor());
// re-execute without closeCursor, after a partial read
$s->execute([0]);
var_dump($s->fetchColumn());
$s->execute([9]);
var_dump($s->fetchAll(PDO::FETCH_COLUMN));

echo "-- two statements read alternately (buffered)\n";
$a = $db->query('SELECT id FROM t018 ORDER BY id');
$b = $db->query('SELECT id FROM t018 ORDER BY id DESC');
$out = [];
for ($i = 0; $i < 3; $i++) {
    $out[] = $a->fetchColumn() . '/' . $b->fetchColumn();
}
echo implode(' ', $out), "\n";
echo "-- a statement run while another is partly read\n";
var_dump($db->exec('DELETE FROM t018 WHERE id = 10'));
var_dump($a->fetchColumn());
$a->closeCursor();
$b->closeCursor();
echo "-- closeCursor before execute, and twice\n";
$c = $db->prepare('SELECT 1');
var_dump($c->closeCursor());
$c->execute();
var_dump($c->closeCursor(), $c->closeCursor());
var_dump($c->fetch());
$c->execute();
var_dump($c->fetchColumn());
echo "-- unset a statement with unread rows, the handle goes on\n";
$d = $db->query('SELECT id FROM t018');
$d->fetch();
unset($d);
var_dump($db->query('SELECT COUNT(*) FROM t018')->fetchColumn());
mp_drop($db, 't018');
echo "done\n";
?>
--EXPECT--
int(6)
bool(true)
array(2) {
  [0]=>
  int(9)
  [1]=>
  int(10)
}
bool(true)
int(1)
array(1) {
  [0]=>
  int(10)
}
-- two statements read alternately (buffered)
1/10 2/9 3/8
-- a statement run while another is partly read
int(1)
int(4)
-- closeCursor before execute, and twice
bool(true)
bool(true)
bool(true)
bool(false)
int(1)
-- unset a statement with unread rows, the handle goes on
int(9)
done
