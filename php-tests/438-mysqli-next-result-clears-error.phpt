--TEST--
mysqli: after results pending (2014), next_result() going on to the next result clears the error, as mysqlnd (store_result() alone does not)
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
mysqli_report(MYSQLI_REPORT_OFF);
$m = mpi_connect();
$m->query('DROP PROCEDURE IF EXISTS p438');
$m->query('CREATE PROCEDURE p438() BEGIN SELECT 1; SELECT 2; END');
$m->real_query('CALL p438()');
var_dump($m->query('SELECT 3'), $m->errno);
$r = $m->store_result();
echo 'after store: ', $m->errno, "\n";
while ($m->more_results()) {
    $m->next_result();
    echo 'next: ', $m->errno, "\n";
    if ($x = $m->store_result()) $x->free();
}
var_dump($m->query('SELECT 3')->fetch_row()[0], $m->errno);
$m->query('DROP PROCEDURE p438');
?>
--EXPECT--
bool(false)
int(2014)
after store: 2014
next: 0
next: 0
string(1) "3"
int(0)
