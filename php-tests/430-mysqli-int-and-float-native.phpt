--TEST--
mysqli: MYSQLI_OPT_INT_AND_FLOAT_NATIVE as mysqlnd: YEAR and ZEROFILL stay strings, lengths are 0 for values made ints/floats, ROW_COUNT()/FOUND_ROWS()/LAST_INSERT_ID() are BIGINT (type 8) ints
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mpi_connect();
$m->query('DROP TABLE IF EXISTS t430');
$m->query('CREATE TABLE t430 (y YEAR, z INT(6) ZEROFILL, i INT, d DOUBLE)');
$m->query("INSERT INTO t430 VALUES (1901, 1, 7, 1.5)");
foreach ([false, true] as $native) {
    $m = mysqli_init();
    $m->options(MYSQLI_OPT_INT_AND_FLOAT_NATIVE, $native);
    $m->real_connect(MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT);
    $r = $m->query('SELECT * FROM t430');
    echo json_encode($r->fetch_row()), ' ', json_encode($r->lengths), "\n";
    $r = $m->query('SELECT ROW_COUNT(), FOUND_ROWS(), LAST_INSERT_ID()');
    var_dump($r->fetch_row());
    foreach ($r->fetch_fields() as $f) echo $f->name, ' ', $f->type, ' ', $f->length, "\n";
}
$m->query('DROP TABLE t430');
?>
--EXPECT--
["1901","000001","7","1.5"] [4,6,1,3]
array(3) {
  [0]=>
  string(2) "-1"
  [1]=>
  string(1) "1"
  [2]=>
  string(1) "0"
}
ROW_COUNT() 8 21
FOUND_ROWS() 8 21
LAST_INSERT_ID() 8 21
["1901","000001",7,1.5] [4,6,0,0]
array(3) {
  [0]=>
  int(-1)
  [1]=>
  int(1)
  [2]=>
  int(0)
}
ROW_COUNT() 8 21
FOUND_ROWS() 8 21
LAST_INSERT_ID() 8 21
