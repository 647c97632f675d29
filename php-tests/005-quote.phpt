--TEST--
quote: quotes, backslashes, NUL, binary; round trip through INSERT and SELECT
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$db = mp_connect();
mp_drop($db, 't005');
$db->exec('CREATE TABLE t005 (id INT PRIMARY KEY, s VARCHAR(100), b VARBINARY(300))');

$cases = [
    'plain',
    '',
    "it's",
    'say "hi"',
    'back\\slash',
    'trailing\\',
    "nul\x00inside",
    "line\nbreak\r\ttab",
    "ctrl-z\x1a",
    "\\'; DROP TABLE t005; -- ",
    "caf\u{e9} \u{1F600}",
];
foreach ($cases as $s) {
    echo json_encode($db->quote($s)), "\n";
}
var_dump($db->quote('7', PDO::PARAM_INT));

foreach ($cases as $i => $s) {
    $db->exec('INSERT INTO t005 (id, s) VALUES (' . $i . ', ' . $db->quote($s) . ')');
}
$got = $db->query('SELECT id, s FROM t005 ORDER BY id')->fetchAll(PDO::FETCH_KEY_PAIR);
foreach ($cases as $i => $s) {
    echo $i, ' ', $got[$i] === $s ? 'same' : 'DIFFERENT: ' . json_encode($got[$i]), "\n";
}

$bin = '';
for ($c = 0; $c < 256; $c++) {
    $bin .= chr($c);
}
$db->exec('INSERT INTO t005 (id, b) VALUES (100, ' . $db->quote($bin) . ')');
$back = $db->query('SELECT b, LENGTH(b), MD5(b) FROM t005 WHERE id = 100')->fetch(PDO::FETCH_NUM);
var_dump($back[0] === $bin, $back[1], $back[2] === md5($bin));
// a quoted value in a WHERE clause finds the row
var_dump($db->query('SELECT id FROM t005 WHERE s = ' . $db->quote("\\'; DROP TABLE t005; -- "))->fetchColumn());
mp_drop($db, 't005');
echo "done\n";
?>
--EXPECT--
"'plain'"
"''"
"'it\\'s'"
"'say \\\"hi\\\"'"
"'back\\\\slash'"
"'trailing\\\\'"
"'nul\\0inside'"
"'line\\nbreak\\r\ttab'"
"'ctrl-z\\Z'"
"'\\\\\\'; DROP TABLE t005; -- '"
"'caf\u00e9 \ud83d\ude00'"
string(3) "'7'"
0 same
1 same
2 same
3 same
4 same
5 same
6 same
7 same
8 same
9 same
10 same
bool(true)
int(256)
bool(true)
int(9)
done
