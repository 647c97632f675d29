--TEST--
mysqli: BIT columns are their number as a decimal string (an int with MYSQLI_OPT_INT_AND_FLOAT_NATIVE when it fits), and lengths are that text's, as mysqlnd (php-src's bug_bits, bug75018, mysqli_fetch_assoc_bit)
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mpi_connect();
$m->query('DROP TABLE IF EXISTS t429');
$m->query('CREATE TABLE t429 (b BIT(64), s BIT(3))');
$m->query("INSERT INTO t429 VALUES (b'1111111111111111111111111111111111111111111111111111111111111111', 5), (1023, 0), (NULL, NULL)");
foreach ([false, true] as $native) {
    $m = mysqli_init();
    $m->options(MYSQLI_OPT_INT_AND_FLOAT_NATIVE, $native);
    $m->real_connect(MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT);
    $r = $m->query('SELECT * FROM t429');
    while ($row = $r->fetch_row()) echo json_encode($row), ' ', json_encode($r->lengths), "\n";
}
$m->query('DROP TABLE t429');
?>
--EXPECT--
["18446744073709551615","5"] [20,1]
["1023","0"] [4,1]
[null,null] [0,0]
["18446744073709551615",5] [20,0]
[1023,0] [0,0]
[null,null] [0,0]
