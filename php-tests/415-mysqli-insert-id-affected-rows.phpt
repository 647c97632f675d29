--TEST--
mysqli: insert_id, affected_rows, info, warning_count, field_count after each kind of statement
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mpi_connect();
$m->query('DROP TABLE IF EXISTS t415');
var_dump($m->query('CREATE TABLE t415 (id INT AUTO_INCREMENT PRIMARY KEY, v VARCHAR(3))'));
var_dump($m->insert_id, $m->affected_rows, $m->info, $m->field_count);
var_dump($m->query("INSERT INTO t415 (v) VALUES ('a'), ('b'), ('c')"));
var_dump($m->insert_id, mysqli_insert_id($m), $m->affected_rows, mysqli_affected_rows($m), $m->info, mysqli_info($m));
var_dump($m->query("INSERT INTO t415 (v) VALUES ('d')"), $m->insert_id);
var_dump($m->query("UPDATE t415 SET v = 'x' WHERE id > 2"), $m->affected_rows, $m->info);
var_dump($m->query("UPDATE t415 SET v = 'x' WHERE id > 2"), $m->affected_rows);
var_dump($m->query("SELECT LAST_INSERT_ID()")->fetch_row()[0]);
$r = $m->query('SELECT * FROM t415');
var_dump($m->affected_rows, $m->field_count, $m->insert_id, mysqli_field_count($m));
var_dump($m->query("INSERT IGNORE INTO t415 (v) VALUES ('long value')"), $m->warning_count, mysqli_warning_count($m));
var_dump($m->query('DELETE FROM t415'), $m->affected_rows);
$m->query('DROP TABLE t415');
?>
--EXPECTF--
bool(true)
int(0)
int(0)
NULL
int(0)
bool(true)
int(1)
int(1)
int(3)
int(3)
string(38) "Records: 3  Duplicates: 0  Warnings: 0"
string(38) "Records: 3  Duplicates: 0  Warnings: 0"
bool(true)
int(4)
bool(true)
int(2)
string(40) "Rows matched: 2  Changed: 2  Warnings: 0"
bool(true)
int(0)
string(1) "4"
int(4)
int(2)
int(0)
int(2)
bool(true)
int(1)
int(1)
bool(true)
int(5)
