--TEST--
mysqli: fetch_array(MYSQLI_BOTH) as mysqlnd: a column named "1" takes index 1 before the second column does (php-src's bug79084_collision)
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mpi_connect();
$sql = 'SELECT 11111 AS `1`, 22222 AS `2`';
echo json_encode($m->query($sql)->fetch_array()), "\n";
$m->real_query($sql);
echo json_encode($m->use_result()->fetch_array(MYSQLI_BOTH)), "\n";
echo json_encode($m->query('SELECT 1 AS a, 2 AS `0`')->fetch_array()), "\n";
?>
--EXPECT--
["11111","11111","22222"]
["11111","11111","22222"]
{"0":"2","a":"1","1":"2"}
