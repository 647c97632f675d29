--TEST--
mysqli: an unbuffered result: affected_rows is -1 until its rows are read (or freed) to the end, then 0, and lengths after the last fetch are the last row's, as mysqlnd (a stored one: its row count)
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mpi_connect();
$m->query('SELECT 1 UNION SELECT 2 UNION SELECT 3');
echo 'stored: ', $m->affected_rows, "\n";
$r = $m->query('SELECT 1 UNION SELECT 22 UNION SELECT 3', MYSQLI_USE_RESULT);
echo 'use: ', $m->affected_rows, "\n";
$r->fetch_row();
echo 'first: ', json_encode($r->lengths), ' ', $m->affected_rows, "\n";
while ($r->fetch_row());
echo 'end: ', json_encode($r->lengths), ' ', $m->affected_rows, "\n";
$r = $m->query('SELECT seq, REPEAT("x", seq % 7) FROM seq_1_to_20000', MYSQLI_USE_RESULT);
while ($r->fetch_row());
echo 'many: ', json_encode($r->lengths), ' ', $m->affected_rows, "\n";
$r = $m->query('SELECT seq FROM seq_1_to_20000', MYSQLI_USE_RESULT);
$r->fetch_row();
$r->free();
echo 'freed: ', $m->affected_rows, "\n";
?>
--EXPECT--
stored: 3
use: -1
first: [1] -1
end: [1] 0
many: [5,1] 0
freed: 0
