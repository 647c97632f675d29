--TEST--
mysqli: text results: strings and null; MYSQLI_OPT_INT_AND_FLOAT_NATIVE: ints and floats (DECIMAL stays a string)
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$sql = "SELECT 1 i, -5 n, 1.5 d, 1e0 f, CAST(2.5 AS DOUBLE) g, NULL z, 'x' s, '' e, 18446744073709551615 big, CAST('2024-01-02' AS DATE) dt, YEAR('2024-01-02') y, b'101' bits";
$m = mpi_connect();
var_dump($m->query($sql)->fetch_assoc());
$n = mysqli_init();
var_dump($n->options(MYSQLI_OPT_INT_AND_FLOAT_NATIVE, 1));
$n->real_connect(MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT);
var_dump($n->query($sql)->fetch_assoc());
?>
--EXPECTF--
array(12) {
  ["i"]=>
  string(1) "1"
  ["n"]=>
  string(2) "-5"
  ["d"]=>
  string(3) "1.5"
  ["f"]=>
  string(1) "1"
  ["g"]=>
  string(3) "2.5"
  ["z"]=>
  NULL
  ["s"]=>
  string(1) "x"
  ["e"]=>
  string(0) ""
  ["big"]=>
  string(20) "18446744073709551615"
  ["dt"]=>
  string(10) "2024-01-02"
  ["y"]=>
  string(4) "2024"
  ["bits"]=>
  string(1) ""
}
bool(true)
array(12) {
  ["i"]=>
  int(1)
  ["n"]=>
  int(-5)
  ["d"]=>
  string(3) "1.5"
  ["f"]=>
  float(1)
  ["g"]=>
  float(2.5)
  ["z"]=>
  NULL
  ["s"]=>
  string(1) "x"
  ["e"]=>
  string(0) ""
  ["big"]=>
  string(20) "18446744073709551615"
  ["dt"]=>
  string(10) "2024-01-02"
  ["y"]=>
  int(2024)
  ["bits"]=>
  string(1) ""
}
