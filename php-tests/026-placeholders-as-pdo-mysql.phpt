--TEST--
placeholders: PDO finds them in the same places as on pdo_mysql of this PHP (quotes, backslashes, backticks, comments, NUL bytes)
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * From PHP 8.4 on, PDO asks the driver where a statement's placeholders are: pdo_mysql reads
 * MySQL's quoting (backslash escapes, backticks, # and "-- " comments), PHP's default reads
 * standard SQL. Without a reading of its own, mysqlpool on PHP 8.4 replaced the `?` of
 * 'it\'s ?' where pdo_mysql leaves it (found by scripts/php84/php84.sh's differential run). Here both
 * drivers read the same texts, hand-picked edge cases and random ones made of the bytes that
 * matter, and what PDO makes of each (the text an emulated execute() sends, or its HY093 when
 * the parameters don't fit the placeholders it found) must be the same. On PHP 8.2 both use
 * PDO's one scanner, so the test holds there too.
 */
require __DIR__ . '/inc/config.inc';
$options = [PDO::ATTR_EMULATE_PREPARES => true, PDO::ATTR_ERRMODE => PDO::ERRMODE_SILENT];
$mine = mp_connect([], $options);
$theirs = new PDO('mysql:host=' . MP_HOST . ';port=' . MP_PORT . ';dbname=' . MP_DB . ';charset=utf8mb4',
    MP_USER, MP_PASSWORD, $options);

// What PDO made of $sql with each set of parameters: "HY093", or the text it sent.
function reading(PDO $db, string $sql): string {
    $out = [];
    foreach ([[], ['P1'], ['P1', 'P2'], [':a' => 'A'], [':a' => 'A', ':b' => 'B']] as $params) {
        $st = $db->prepare($sql);
        @$st->execute($params);  // HY093 warns whatever the error mode
        if ($st->errorInfo()[0] === 'HY093') {
            $out[] = 'HY093';
            continue;
        }
        ob_start();
        $st->debugDumpParams();
        $dump = ob_get_clean();
        $out[] = preg_match('/\nSent SQL: \[\d+\] (.*)\nParams:/s', $dump, $m) ? $m[1] : 'as written';
    }
    return implode(' | ', $out);
}

function compare(PDO $mine, PDO $theirs, array $texts): int {
    $differ = 0;
    foreach ($texts as $sql) {
        $a = reading($mine, $sql);
        $b = reading($theirs, $sql);
        if ($a !== $b && ++$differ <= 5) {
            echo json_encode($sql), "\n  mysqlpool: ", json_encode($a), "\n  pdo_mysql: ", json_encode($b), "\n";
        }
    }
    return $differ;
}

$cases = [
    "SELECT ?", "SELECT 'a\\'?', ?", "SELECT \"a\\\"?\", ?", "SELECT 'a''?', ?", "SELECT \"a\"\"?\", ?",
    "SELECT `a?`, ?", "SELECT `a``?`, ?", "SELECT `a\\`?`, ?", "SELECT 'x\\\\', ?", "SELECT '''' ?",
    "SELECT 1 -- ?\n, ?", "SELECT 1 --?\n, ?", "SELECT 1--1, ?", "SELECT 1 --\t?\n?", "SELECT 1 --\r?\n?",
    "SELECT 1 --\v?\n?", "SELECT 1 --\f?\n?", "SELECT 1 --\n?", "SELECT 1 -- ?\r?", "SELECT 1 --\xa0?\n?",
    "SELECT 1 # ?\n, ?", "SELECT 1 #?", "SELECT ? #", "SELECT ? -- ", "SELECT ? --",
    "SELECT /* ? */ ?", "SELECT ? /* ?", "SELECT 1 /*/ ? */ ?", "SELECT /**/ ?", "SELECT /* * / ? */ ?",
    "SELECT ? /*", "SELECT ??", "SELECT ?? ?", "SELECT ???, ?", "SELECT :a", "SELECT ::a, :a", "SELECT :a, ?",
    "SELECT :a_b1 :b", "SELECT :\xc3\xa9, ?", "SELECT 'abc ?", "SELECT `abc ?", "SELECT \"abc ?", "SELECT 'a\\",
    "SELECT ?\0?", "SELECT '\0?', ?", "SELECT `?\0`, ?", "SELECT `?#\0`, ?", "SELECT '\\\0', ?", "SELECT /* \0 */ ?",
    "SELECT # \0 ?\n?", "SELECT N'?', ?", "SELECT \\?, ?", "SELECT 1-?", "SELECT ?--", "SELECT :",
];
echo "edge cases: ", ($n = compare($mine, $theirs, $cases)) ? "$n differ" : 'read alike', "\n";

mt_srand(26);
$bytes = ["'", '"', '`', '\\', '?', ':a', ':b', ':', '::', '??', '--', '-- ', "--\t", '-', '#', '/*', '*/',
          '*', '/', "\n", "\r", ' ', 'x', "''", '""', '``', "\0", "\xc3\xa9"];
$texts = [];
for ($i = 0; $i < 1500; $i++) {
    $sql = 'SELECT ';
    for ($j = 0, $len = mt_rand(1, 12); $j < $len; $j++) {
        $sql .= $bytes[mt_rand(0, count($bytes) - 1)];
    }
    $texts[] = $sql;
}
echo "random texts: ", ($n = compare($mine, $theirs, $texts)) ? "$n of 1500 differ" : 'read alike', "\n";
?>
--EXPECT--
edge cases: read alike
random texts: read alike
