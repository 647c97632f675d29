--TEST--
utf8mb4: 4-byte characters and emoji with charset=utf8mb4 in the DSN
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$db = mp_connect(['charset' => 'utf8mb4']);
mp_drop($db, 't015');
$db->exec('CREATE TABLE t015 (id INT PRIMARY KEY, s VARCHAR(20) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin) DEFAULT CHARSET=utf8mb4');
$strings = [
    1 => "\u{1F600}\u{1F680}",          // emoji
    2 => "\u{1D11E} clef",              // musical symbol, 4 bytes
    3 => "\u{20B9F}\u{2A6D6}",          // CJK extension B
    4 => "caf\u{E9} na\u{EF}ve \u{20AC}",  // 2 and 3 byte
    5 => "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", // ZWJ family
];
$ins = $db->prepare('INSERT INTO t015 VALUES (?, ?)');
foreach ($strings as $id => $s) {
    $ins->execute([$id, $s]);
}
$db->exec('INSERT INTO t015 VALUES (6, ' . $db->quote("quoted \u{1F389}") . ')');
foreach ($db->query('SELECT id, s, CHAR_LENGTH(s), LENGTH(s), HEX(s) FROM t015 ORDER BY id', PDO::FETCH_NUM) as $r) {
    $expected = $strings[$r[0]] ?? "quoted \u{1F389}";
    echo $r[0], ' ', $r[1] === $expected ? 'same' : 'DIFFERENT', ' chars=', $r[2], ' bytes=', $r[3], ' hex ok=', $r[4] === strtoupper(bin2hex($expected)) ? 'yes' : 'no', "\n";
}
$s = $db->prepare('SELECT id FROM t015 WHERE s = ?');
$s->execute(["\u{1F600}\u{1F680}"]);
var_dump($s->fetchColumn());
var_dump($db->query("SELECT '\u{1F600}' AS e")->fetchColumn() === "\u{1F600}");
var_dump($db->query("SELECT @@character_set_connection")->fetchColumn());
mp_drop($db, 't015');
echo "done\n";
?>
--EXPECT--
1 same chars=2 bytes=8 hex ok=yes
2 same chars=6 bytes=9 hex ok=yes
3 same chars=2 bytes=8 hex ok=yes
4 same chars=12 bytes=16 hex ok=yes
5 same chars=5 bytes=18 hex ok=yes
6 same chars=8 bytes=11 hex ok=yes
int(1)
bool(true)
string(7) "utf8mb4"
done
