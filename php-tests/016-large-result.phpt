--TEST--
a 100000-row result set: count, sums, first and last rows
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$db = mp_connect();
$s = $db->query("SELECT seq, CONCAT('row', seq) FROM seq_1_to_100000");
$n = 0; $sum = 0; $len = 0; $first = null; $last = null; $bad = 0;
while ($r = $s->fetch(PDO::FETCH_NUM)) {
    $n++;
    $sum += $r[0];
    $len += strlen($r[1]);
    if ($r[1] !== 'row' . $r[0] || $r[0] !== $n) {
        $bad++;
    }
    $first ??= $r;
    $last = $r;
}
var_dump($n, $sum, $len, $bad, $first, $last);
var_dump($s->rowCount());
echo "-- fetchAll of the same\n";
$all = $db->query("SELECT seq, CONCAT('row', seq) FROM seq_1_to_100000")->fetchAll(PDO::FETCH_KEY_PAIR);
var_dump(count($all), array_sum(array_keys($all)), $all[50000]);
echo "-- prepared, with a parameter\n";
$s = $db->prepare('SELECT SUM(seq), COUNT(*) FROM seq_1_to_100000 WHERE seq > ?');
$s->execute([99990]);
var_dump($s->fetch(PDO::FETCH_NUM));
echo "done\n";
?>
--EXPECT--
int(100000)
int(5000050000)
int(788895)
int(0)
array(2) {
  [0]=>
  int(1)
  [1]=>
  string(4) "row1"
}
array(2) {
  [0]=>
  int(100000)
  [1]=>
  string(9) "row100000"
}
int(100000)
-- fetchAll of the same
int(100000)
int(5000050000)
string(8) "row50000"
-- prepared, with a parameter
array(2) {
  [0]=>
  string(6) "999955"
  [1]=>
  int(10)
}
done
