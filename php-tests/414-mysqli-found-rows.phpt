--TEST--
mysqli: SQL_CALC_FOUND_ROWS then SELECT FOUND_ROWS() answers the right count (WordPress's front page)
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mpi_connect();
$m->query('DROP TABLE IF EXISTS t414');
$m->query('CREATE TABLE t414 (id INT)');
$m->query('INSERT INTO t414 VALUES (1),(2),(3),(4),(5),(6),(7)');
for ($i = 0; $i < 3; $i++) {
    $r = $m->query('SELECT SQL_CALC_FOUND_ROWS id FROM t414 ORDER BY id LIMIT 2');
    var_dump($r->num_rows);
    var_dump($m->query('SELECT FOUND_ROWS()')->fetch_row()[0]);
}
$m->query('SELECT SQL_CALC_FOUND_ROWS id FROM t414 WHERE id > 5 LIMIT 1');
var_dump($m->query('SELECT FOUND_ROWS() AS found')->fetch_object()->found);
$m->query('DROP TABLE t414');
?>
--EXPECTF--
int(2)
string(1) "7"
int(2)
string(1) "7"
int(2)
string(1) "7"
string(1) "2"
