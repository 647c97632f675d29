--TEST--
statement path: a FLOAT/DOUBLE value is a float whatever byte follows it in the row
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * In a text row each value is followed by the next one's length byte. A string of 49 bytes
 * has the length byte '1': PHP's is_numeric_string() reads digits past the length it is given,
 * so "1.5" followed by "1" was read as "1.51", not a number, and came back as a string.
 */
require __DIR__ . '/inc/config.inc';
$db = mp_connect();
foreach ([48, 49, 57] as $len) {  // length bytes '0', '1', '9'
    $row = $db->query("SELECT 1.5e0 AS a, REPEAT('x', $len) AS b, CAST(2.5 AS FLOAT) AS c, '7' AS d")
              ->fetch(PDO::FETCH_NUM);
    var_dump($row[0], $row[2]);
}
?>
--EXPECT--
float(1.5)
float(2.5)
float(1.5)
float(2.5)
float(1.5)
float(2.5)
