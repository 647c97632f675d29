--TEST--
ATTR_STRINGIFY_FETCHES returns every non-NULL value as a string
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$db = mp_connect([], [PDO::ATTR_STRINGIFY_FETCHES => true]);
var_dump($db->getAttribute(PDO::ATTR_STRINGIFY_FETCHES));
mp_drop($db, 't013');
$db->exec('CREATE TABLE t013 (i INT, bu BIGINT UNSIGNED, dc DECIMAL(5,2), f FLOAT, d DOUBLE, y YEAR, dt DATETIME, n INT NULL, b BIT(4))');
$db->exec("INSERT INTO t013 VALUES (-5, 18446744073709551615, 1.50, 2.5, 0.25, 2001, '2001-01-01 01:01:01', NULL, b'1010')");
var_dump($db->query('SELECT * FROM t013')->fetch(PDO::FETCH_ASSOC));
$s = $db->prepare('SELECT i, ? AS p, 1 + 1 AS e FROM t013');
$s->execute([7]);
var_dump($s->fetch(PDO::FETCH_ASSOC));
echo "-- switched off again\n";
$db->setAttribute(PDO::ATTR_STRINGIFY_FETCHES, false);
var_dump($db->query('SELECT i, d, n FROM t013')->fetch(PDO::FETCH_NUM));
mp_drop($db, 't013');
echo "done\n";
?>
--EXPECT--
bool(true)
array(9) {
  ["i"]=>
  string(2) "-5"
  ["bu"]=>
  string(20) "18446744073709551615"
  ["dc"]=>
  string(4) "1.50"
  ["f"]=>
  string(3) "2.5"
  ["d"]=>
  string(4) "0.25"
  ["y"]=>
  string(4) "2001"
  ["dt"]=>
  string(19) "2001-01-01 01:01:01"
  ["n"]=>
  NULL
  ["b"]=>
  string(2) "10"
}
array(3) {
  ["i"]=>
  string(2) "-5"
  ["p"]=>
  string(1) "7"
  ["e"]=>
  string(1) "2"
}
-- switched off again
array(3) {
  [0]=>
  int(-5)
  [1]=>
  float(0.25)
  [2]=>
  NULL
}
done
