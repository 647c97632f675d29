--TEST--
mysqli: ROW_COUNT() read together with LAST_INSERT_ID() is the previous statement's (the statement that sets the connection's LAST_INSERT_ID() first must not become "the previous statement")
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mpi_connect();
$m->query('DROP TABLE IF EXISTS t442');
$m->query('CREATE TABLE t442 (id INT AUTO_INCREMENT PRIMARY KEY, n INT)');
$m->query('INSERT INTO t442 (n) VALUES (1), (2), (3)');
$m = mpi_connect();
$m->query('START TRANSACTION');
$m->query('UPDATE t442 SET n = n + 1 WHERE id <= 2');
echo json_encode($m->query('SELECT LAST_INSERT_ID() AS lid, ROW_COUNT() AS rc')->fetch_assoc()), "\n";
$m->query('COMMIT');
$m->query('DROP TABLE t442');
?>
--EXPECT--
{"lid":"0","rc":"2"}
