--TEST--
mysqli: field objects with every property, as stock fills them (max_length is 0 on PHP 8.1+)
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mpi_connect();
$m->query('DROP TABLE IF EXISTS t411');
$m->query('CREATE TABLE t411 (id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, name VARCHAR(20) CHARACTER SET utf8mb4 DEFAULT NULL, price DECIMAL(8,2) NOT NULL DEFAULT 0, b BLOB, ts TIMESTAMP NULL, UNIQUE KEY (name))');
$m->query("INSERT INTO t411 (name, price) VALUES ('a', 1.5), ('bbbb', 2)");
$r = $m->query('SELECT id, name AS n, price, b, ts, 1 + 1 AS expr FROM t411 AS alias');
var_dump($r->fetch_fields());
var_dump($r->field_count, $r->current_field, mysqli_field_tell($r));
var_dump($r->fetch_field()->name, $r->fetch_field()->name, $r->current_field);
var_dump($r->field_seek(5), $r->fetch_field()->name, $r->fetch_field());
var_dump($r->fetch_field_direct(1)->orgname);
var_dump(mysqli_num_fields($r), $m->field_count);
$m->query('DROP TABLE t411');
?>
--EXPECTF--
array(6) {
  [0]=>
  object(stdClass)#3 (13) {
    ["name"]=>
    string(2) "id"
    ["orgname"]=>
    string(2) "id"
    ["table"]=>
    string(5) "alias"
    ["orgtable"]=>
    string(4) "t411"
    ["def"]=>
    string(0) ""
    ["db"]=>
    string(14) "mysqlpool_test"
    ["catalog"]=>
    string(3) "def"
    ["max_length"]=>
    int(0)
    ["length"]=>
    int(10)
    ["charsetnr"]=>
    int(63)
    ["flags"]=>
    int(49699)
    ["type"]=>
    int(3)
    ["decimals"]=>
    int(0)
  }
  [1]=>
  object(stdClass)#4 (13) {
    ["name"]=>
    string(1) "n"
    ["orgname"]=>
    string(4) "name"
    ["table"]=>
    string(5) "alias"
    ["orgtable"]=>
    string(4) "t411"
    ["def"]=>
    string(0) ""
    ["db"]=>
    string(14) "mysqlpool_test"
    ["catalog"]=>
    string(3) "def"
    ["max_length"]=>
    int(0)
    ["length"]=>
    int(80)
    ["charsetnr"]=>
    int(%d)
    ["flags"]=>
    int(16388)
    ["type"]=>
    int(253)
    ["decimals"]=>
    int(0)
  }
  [2]=>
  object(stdClass)#5 (13) {
    ["name"]=>
    string(5) "price"
    ["orgname"]=>
    string(5) "price"
    ["table"]=>
    string(5) "alias"
    ["orgtable"]=>
    string(4) "t411"
    ["def"]=>
    string(0) ""
    ["db"]=>
    string(14) "mysqlpool_test"
    ["catalog"]=>
    string(3) "def"
    ["max_length"]=>
    int(0)
    ["length"]=>
    int(10)
    ["charsetnr"]=>
    int(63)
    ["flags"]=>
    int(1)
    ["type"]=>
    int(246)
    ["decimals"]=>
    int(2)
  }
  [3]=>
  object(stdClass)#6 (13) {
    ["name"]=>
    string(1) "b"
    ["orgname"]=>
    string(1) "b"
    ["table"]=>
    string(5) "alias"
    ["orgtable"]=>
    string(4) "t411"
    ["def"]=>
    string(0) ""
    ["db"]=>
    string(14) "mysqlpool_test"
    ["catalog"]=>
    string(3) "def"
    ["max_length"]=>
    int(0)
    ["length"]=>
    int(65535)
    ["charsetnr"]=>
    int(63)
    ["flags"]=>
    int(144)
    ["type"]=>
    int(252)
    ["decimals"]=>
    int(0)
  }
  [4]=>
  object(stdClass)#7 (13) {
    ["name"]=>
    string(2) "ts"
    ["orgname"]=>
    string(2) "ts"
    ["table"]=>
    string(5) "alias"
    ["orgtable"]=>
    string(4) "t411"
    ["def"]=>
    string(0) ""
    ["db"]=>
    string(14) "mysqlpool_test"
    ["catalog"]=>
    string(3) "def"
    ["max_length"]=>
    int(0)
    ["length"]=>
    int(19)
    ["charsetnr"]=>
    int(63)
    ["flags"]=>
    int(160)
    ["type"]=>
    int(7)
    ["decimals"]=>
    int(0)
  }
  [5]=>
  object(stdClass)#8 (13) {
    ["name"]=>
    string(4) "expr"
    ["orgname"]=>
    string(0) ""
    ["table"]=>
    string(0) ""
    ["orgtable"]=>
    string(0) ""
    ["def"]=>
    string(0) ""
    ["db"]=>
    string(0) ""
    ["catalog"]=>
    string(3) "def"
    ["max_length"]=>
    int(0)
    ["length"]=>
    int(3)
    ["charsetnr"]=>
    int(63)
    ["flags"]=>
    int(32897)
    ["type"]=>
    int(3)
    ["decimals"]=>
    int(0)
  }
}
int(6)
int(0)
int(0)
string(2) "id"
string(1) "n"
int(2)
bool(true)
string(4) "expr"
bool(false)
string(4) "name"
int(6)
int(6)
