--TEST--
mysqli: multi_query() runs several statements (results by store_result/use_result, more_results/next_result, a later statement's error at its next_result(), affected_rows and insert_id per result), the link refuses other statements until the last result (2014), query() after it has multi-statements off again (a second statement is a syntax error, not run), a failed first statement is multi_query()'s false; stat(), thread_safe() and get_charset() (mysqlnd's table), as stock
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
mysqli_report(MYSQLI_REPORT_OFF);
$m = mpi_connect();
$m->query('CREATE TEMPORARY TABLE t448 (id INT AUTO_INCREMENT PRIMARY KEY, v VARCHAR(10))');
var_dump($m->multi_query("INSERT INTO t448 (v) VALUES ('a'), ('b'); SELECT id, v FROM t448 ORDER BY id; UPDATE t448 SET v = 'c' WHERE id = 1; SELECT COUNT(*) FROM t448"));
var_dump($m->affected_rows, $m->insert_id, $m->field_count);
var_dump($m->query('SELECT 1'), $m->errno);
$i = 0;
do {
    $r = $i % 2 ? $m->use_result() : $m->store_result();
    echo "result $i: ", $r ? json_encode($r->fetch_all()) : 'none', ' affected ', $m->affected_rows, ' more ', var_export($m->more_results(), true), "\n";
    if ($r) $r->free();
    $i++;
} while ($m->more_results() && $m->next_result());
var_dump($m->next_result(), $m->query('SELECT 2')->fetch_row());

var_dump($m->multi_query('SELECT 1; SELECT * FROM no_such_table_448; SELECT 3'));
$r = $m->store_result();
var_dump($r->fetch_row(), $m->more_results(), $m->next_result(), $m->errno, $m->error, $m->more_results());
var_dump($m->query('SELECT 4')->fetch_row());

var_dump($m->multi_query('SELEC 1; SELECT 2'), $m->errno);
var_dump($m->query('SELECT 5; SELECT 6'), $m->errno);
var_dump($m->query("SELECT COUNT(*) FROM t448 WHERE v = 'c'")->fetch_row());

$s = $m->stat();
var_dump(is_string($s), str_starts_with($s, 'Uptime: '), str_contains($s, 'Threads: '), $m->thread_safe(), mysqli_thread_safe());
foreach (['utf8mb4', 'latin1', 'utf8', 'gbk', 'utf16', 'binary'] as $cs) {
    $m->set_charset($cs);
    echo $cs, ' ', json_encode(mysqli_get_charset($m)), "\n";
}
?>
--EXPECT--
bool(true)
int(2)
int(1)
int(0)
bool(false)
int(2014)
result 0: none affected 2 more true
result 1: [["1","a"],["2","b"]] affected 0 more true
result 2: none affected 1 more true
result 3: [["2"]] affected 0 more false
bool(false)
array(1) {
  [0]=>
  string(1) "2"
}
bool(true)
array(1) {
  [0]=>
  string(1) "1"
}
bool(true)
bool(false)
int(1146)
string(54) "Table 'mysqlpool_test.no_such_table_448' doesn't exist"
bool(false)
array(1) {
  [0]=>
  string(1) "4"
}
bool(false)
int(1064)
bool(false)
int(1064)
array(1) {
  [0]=>
  string(1) "1"
}
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
utf8mb4 {"charset":"utf8mb4","collation":"utf8mb4_general_ci","dir":"","min_length":1,"max_length":4,"number":45,"state":1,"comment":"UTF-8 Unicode"}
latin1 {"charset":"latin1","collation":"latin1_swedish_ci","dir":"","min_length":1,"max_length":1,"number":8,"state":1,"comment":""}
utf8 {"charset":"utf8","collation":"utf8_general_ci","dir":"","min_length":1,"max_length":3,"number":33,"state":1,"comment":"UTF-8 Unicode"}
gbk {"charset":"gbk","collation":"gbk_chinese_ci","dir":"","min_length":1,"max_length":2,"number":28,"state":1,"comment":""}
utf16 {"charset":"gbk","collation":"gbk_chinese_ci","dir":"","min_length":1,"max_length":2,"number":28,"state":1,"comment":""}
binary {"charset":"binary","collation":"binary","dir":"","min_length":1,"max_length":1,"number":63,"state":1,"comment":""}
