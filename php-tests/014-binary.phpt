--TEST--
binary data: all 256 byte values intact through prepare+execute (PARAM_STR and PARAM_LOB), quote, and in results
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$db = mp_connect();
mp_drop($db, 't014');
$db->exec('CREATE TABLE t014 (id INT PRIMARY KEY, b LONGBLOB, vb VARBINARY(512))');
$all = '';
for ($c = 0; $c < 256; $c++) {
    $all .= chr($c);
}
$reversed = strrev($all);
$big = str_repeat($all, 4096); // 1 MiB

$ins = $db->prepare('INSERT INTO t014 (id, b, vb) VALUES (?, ?, ?)');
$ins->bindValue(1, 1, PDO::PARAM_INT);
$ins->bindValue(2, $all, PDO::PARAM_LOB);
$ins->bindValue(3, $reversed, PDO::PARAM_STR);
$ins->execute();
$ins->execute([2, $big, $all . $all]);
$db->exec('INSERT INTO t014 (id, b, vb) VALUES (3, ' . $db->quote($reversed) . ', ' . $db->quote($all) . ')');

foreach ($db->query('SELECT id, b, vb, LENGTH(b), LENGTH(vb), MD5(b), MD5(vb) FROM t014 ORDER BY id', PDO::FETCH_NUM) as $r) {
    $exp_b = [1 => $all, 2 => $big, 3 => $reversed][$r[0]];
    $exp_vb = [1 => $reversed, 2 => $all . $all, 3 => $all][$r[0]];
    echo $r[0], ': b ', $r[1] === $exp_b ? 'same' : 'DIFFERENT', ' len ', $r[3], ' md5 ', $r[5] === md5($exp_b) ? 'same' : 'DIFFERENT',
        ', vb ', $r[2] === $exp_vb ? 'same' : 'DIFFERENT', ' len ', $r[4], ' md5 ', $r[6] === md5($exp_vb) ? 'same' : 'DIFFERENT', "\n";
}
echo "-- as a bound parameter in WHERE\n";
$s = $db->prepare('SELECT id FROM t014 WHERE vb = ?');
$s->execute([$all]);
var_dump($s->fetchAll(PDO::FETCH_COLUMN));
echo "-- each byte alone, through a parameter and back\n";
$s = $db->prepare('SELECT ?, HEX(?)');
$bad = 0;
for ($c = 0; $c < 256; $c++) {
    $s->execute([chr($c), chr($c)]);
    $r = $s->fetch(PDO::FETCH_NUM);
    if ($r[0] !== chr($c) || $r[1] !== sprintf('%02X', $c)) {
        $bad++;
        echo "byte $c: ", bin2hex($r[0]), ' ', $r[1], "\n";
    }
}
echo "bad: $bad\n";
echo "-- LOB stream result via bindColumn\n";
$s = $db->prepare('SELECT b FROM t014 WHERE id = 1');
$s->execute();
$s->bindColumn(1, $lob, PDO::PARAM_LOB);
$s->fetch(PDO::FETCH_BOUND);
$data = is_resource($lob) ? stream_get_contents($lob) : $lob;
var_dump($data === $all);
mp_drop($db, 't014');
echo "done\n";
?>
--EXPECT--
1: b same len 256 md5 same, vb same len 256 md5 same
2: b same len 1048576 md5 same, vb same len 512 md5 same
3: b same len 256 md5 same, vb same len 256 md5 same
-- as a bound parameter in WHERE
array(1) {
  [0]=>
  int(3)
}
-- each byte alone, through a parameter and back
bad: 0
-- LOB stream result via bindColumn
bool(true)
done
