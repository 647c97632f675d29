--TEST--
mysqli: set_charset() with SQL in the name, quotes, a NUL byte or a collation name is refused with 2019 before anything is sent, and the link keeps its charset and works; a name cut by a NUL byte is read up to it (mysqlnd's C string), as stock
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
mysqli_report(MYSQLI_REPORT_OFF);
$m = mpi_connect();
$m->set_charset('latin1');
foreach (["utf8mb4; SET @x = 1", "latin1' -- ", "utf8`", "utf8mb4\0x", "utf8mb4_general_ci", " utf8mb4"] as $name) {
    echo json_encode($name), ': ', var_export($m->set_charset($name), true), ' ', $m->errno, ' ', $m->character_set_name(), "\n";
}
echo implode(' ', $m->query('SELECT @@character_set_client, @x IS NULL')->fetch_row()), "\n";
?>
--EXPECT--
"utf8mb4; SET @x = 1": false 2019 latin1
"latin1' -- ": false 2019 latin1
"utf8`": false 2019 latin1
"utf8mb4\u0000x": true 0 utf8mb4
"utf8mb4_general_ci": false 2019 utf8mb4
" utf8mb4": false 2019 utf8mb4
utf8mb4 1
