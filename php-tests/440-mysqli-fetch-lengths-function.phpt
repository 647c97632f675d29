--TEST--
mysqli: mysqli_fetch_lengths() answers as the lengths property: 0 for values made ints (MYSQLI_OPT_INT_AND_FLOAT_NATIVE), false after a stored set's last row, the last row's after an unbuffered one's
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mysqli_init();
$m->options(MYSQLI_OPT_INT_AND_FLOAT_NATIVE, 1);
$m->real_connect(MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT);
$m->query('CREATE TEMPORARY TABLE t440 (id INT, v VARCHAR(9), n INT)');
$m->query('INSERT INTO t440 VALUES (1, "a-one", 2)');
$r = $m->query('SELECT * FROM t440');
$r->fetch_row();
echo json_encode(mysqli_fetch_lengths($r)), "\n";
$r->fetch_row();
var_dump(mysqli_fetch_lengths($r));
$r = $m->query('SELECT * FROM t440', MYSQLI_USE_RESULT);
$r->fetch_row();
$r->fetch_row();
echo json_encode(mysqli_fetch_lengths($r)), "\n";
?>
--EXPECT--
[0,5,0]
bool(false)
[0,5,0]
