--TEST--
value types as pdo_mysql returns them on PHP 8.1+: native ints and floats, DECIMAL as string, NULL, BIGINT UNSIGNED, TINYINT, YEAR, BIT, dates
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$db = mp_connect();
mp_drop($db, 't012');
$db->exec('CREATE TABLE t012 (
    id INT PRIMARY KEY,
    ti TINYINT, tu TINYINT UNSIGNED, si SMALLINT, mi MEDIUMINT, i INT, iu INT UNSIGNED,
    bi BIGINT, bu BIGINT UNSIGNED,
    dec1 DECIMAL(10,3), f FLOAT, d DOUBLE,
    y YEAR, bt BIT(8), b1 BIT(1),
    dt DATE, tm TIME, dtm DATETIME, dtm6 DATETIME(6), ts TIMESTAMP NULL,
    ch CHAR(3), vc VARCHAR(10), tx TEXT, en ENUM(\'x\', \'y\'), js JSON, nul INT NULL
)');
$db->exec("INSERT INTO t012 VALUES (1,
    -128, 255, -32768, 8388607, -2147483648, 4294967295,
    -9223372036854775808, 18446744073709551615,
    '-1234567.891', 1.5, 3.141592653589793,
    2024, b'10100101', b'1',
    '2024-02-29', '-838:59:59', '1999-12-31 23:59:59', '2000-01-01 00:00:00.123456', '2020-05-05 05:05:05',
    'ab', 'vc', 'text', 'y', '{\"a\": 1}', NULL)");
$db->exec("INSERT INTO t012 (id, bi, bu, f, d) VALUES (2, 9223372036854775807, 9223372036854775807, 0.1, 0.1)");
$db->exec("INSERT INTO t012 (id, bu, f, d) VALUES (3, 9223372036854775808, -3.25e10, 1e300)");

echo "-- table columns, query()\n";
var_dump($db->query('SELECT * FROM t012 WHERE id = 1')->fetch(PDO::FETCH_ASSOC));
echo "-- prepared\n";
$s = $db->prepare('SELECT * FROM t012 WHERE id = ?');
$s->execute([1]);
var_dump($s->fetch(PDO::FETCH_ASSOC) == $db->query('SELECT * FROM t012 WHERE id = 1')->fetch(PDO::FETCH_ASSOC));
echo "-- edges\n";
var_dump($db->query('SELECT bi, bu, f, d FROM t012 WHERE id = 2')->fetch(PDO::FETCH_NUM));
var_dump($db->query('SELECT bu, f, d FROM t012 WHERE id = 3')->fetch(PDO::FETCH_NUM));
echo "-- expressions\n";
var_dump($db->query("SELECT 1, -1, 1.5, 1e2, 2.5e0, 10/4, 7 DIV 2, NULL, 'str', '', CAST(1 AS UNSIGNED), CAST(-1 AS SIGNED), 0.1 + 0.2, SUM(1), COUNT(*), AVG(2), CAST(18446744073709551615 AS UNSIGNED), TRUE, X'41FF' = CONCAT('A', X'FF'), CAST('2001-02-03' AS DATE), NOW() IS NOT NULL")->fetch(PDO::FETCH_NUM));
mp_drop($db, 't012');
echo "done\n";
?>
--EXPECT--
-- table columns, query()
array(26) {
  ["id"]=>
  int(1)
  ["ti"]=>
  int(-128)
  ["tu"]=>
  int(255)
  ["si"]=>
  int(-32768)
  ["mi"]=>
  int(8388607)
  ["i"]=>
  int(-2147483648)
  ["iu"]=>
  int(4294967295)
  ["bi"]=>
  int(-9223372036854775808)
  ["bu"]=>
  string(20) "18446744073709551615"
  ["dec1"]=>
  string(12) "-1234567.891"
  ["f"]=>
  float(1.5)
  ["d"]=>
  float(3.141592653589793)
  ["y"]=>
  string(4) "2024"
  ["bt"]=>
  int(165)
  ["b1"]=>
  int(1)
  ["dt"]=>
  string(10) "2024-02-29"
  ["tm"]=>
  string(10) "-838:59:59"
  ["dtm"]=>
  string(19) "1999-12-31 23:59:59"
  ["dtm6"]=>
  string(26) "2000-01-01 00:00:00.123456"
  ["ts"]=>
  string(19) "2020-05-05 05:05:05"
  ["ch"]=>
  string(2) "ab"
  ["vc"]=>
  string(2) "vc"
  ["tx"]=>
  string(4) "text"
  ["en"]=>
  string(1) "y"
  ["js"]=>
  string(8) "{"a": 1}"
  ["nul"]=>
  NULL
}
-- prepared
bool(true)
-- edges
array(4) {
  [0]=>
  int(9223372036854775807)
  [1]=>
  int(9223372036854775807)
  [2]=>
  float(0.1)
  [3]=>
  float(0.1)
}
array(3) {
  [0]=>
  string(19) "9223372036854775808"
  [1]=>
  float(-32500000000)
  [2]=>
  float(1.0E+300)
}
-- expressions
array(21) {
  [0]=>
  int(1)
  [1]=>
  int(-1)
  [2]=>
  string(3) "1.5"
  [3]=>
  float(100)
  [4]=>
  float(2.5)
  [5]=>
  string(6) "2.5000"
  [6]=>
  int(3)
  [7]=>
  NULL
  [8]=>
  string(3) "str"
  [9]=>
  string(0) ""
  [10]=>
  int(1)
  [11]=>
  int(-1)
  [12]=>
  string(3) "0.3"
  [13]=>
  string(1) "1"
  [14]=>
  int(1)
  [15]=>
  string(6) "2.0000"
  [16]=>
  string(20) "18446744073709551615"
  [17]=>
  int(1)
  [18]=>
  int(1)
  [19]=>
  string(10) "2001-02-03"
  [20]=>
  int(1)
}
done
