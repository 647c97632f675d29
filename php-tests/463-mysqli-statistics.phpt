--TEST--
mysqli: mysqli_get_client_stats() and get_connection_stats() have mysqlnd's 163 keys in its order, string values, and count as stock's: a statement (non_result_set_queries, bytes and packets), a buffered result (buffered_sets, rows from the server, rows fetched, the fetched values' bytes), an unbuffered one freed before its end (rows skipped), a prepared statement's stored rows; with mysqlnd.collect_statistics off nothing moves
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--INI--
mysqlnd.collect_statistics=1
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
mysqli_report(MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT);
$s = mysqli_get_client_stats();
echo count($s), ' keys, ', md5(implode(',', array_keys($s))), "\n";
echo 'all strings: ', var_export(count(array_filter($s, 'is_string')) === count($s), true), "\n";
$db = mpi_connect();
echo 'connection keys as the client\'s: ',
    var_export(array_keys($db->get_connection_stats()) === array_keys($s), true), "\n";
// What moved since $before, for these keys: a number, or '>0' where only a rise is certain.
$moved = function (array $before, array $keys) {
    $now = mysqli_get_client_stats();
    $out = [];
    foreach ($keys as $k => $how) {
        $d = $now[$k] - $before[$k];
        $out[] = "$k " . ($how === '>0' ? ($d > 0 ? '>0' : "$d") : "+$d");
    }
    echo implode(', ', $out), "\n";
    return $now;
};
$b = mysqli_get_client_stats();
$db->query('CREATE TEMPORARY TABLE t463 (id INT, label VARCHAR(8))');
$b = $moved($b, ['non_result_set_queries' => 1, 'result_set_queries' => 1, 'bytes_sent' => '>0',
    'bytes_received' => '>0', 'packets_sent' => '>0', 'packets_received' => '>0',
    'com_query' => '>0']);
$db->query("INSERT INTO t463 VALUES (1, 'a'), (2, 'bb'), (3, NULL)");
$b = $moved($b, ['non_result_set_queries' => 1, 'rows_affected_normal' => 1]);
$r = $db->query('SELECT id, label FROM t463 ORDER BY id');
$b = $moved($b, ['result_set_queries' => 1, 'buffered_sets' => 1,
    'rows_fetched_from_server_normal' => 1, 'rows_buffered_from_client_normal' => 1,
    'rows_fetched_from_client_normal_buffered' => 1, 'bytes_received_real_data_normal' => 1]);
$r->fetch_all();
$r->free();
// 1+1+1 digits, 1+2 bytes of labels (NULL counts none); 3 ints, 2 strings
$b = $moved($b, ['rows_fetched_from_client_normal_buffered' => 1,
    'bytes_received_real_data_normal' => 1, 'proto_text_fetched_int' => 1,
    'proto_text_fetched_string' => 1, 'explicit_free_result' => 1]);
$r = $db->query('SELECT id FROM t463 ORDER BY id', MYSQLI_USE_RESULT);
$r->fetch_row();
$r->free();
$b = $moved($b, ['unbuffered_sets' => 1, 'rows_fetched_from_client_normal_unbuffered' => 1,
    'rows_fetched_from_server_normal' => 1, 'rows_skipped_normal' => 1,
    'flushed_normal_sets' => 1]);
$st = $db->prepare('SELECT id, label FROM t463 WHERE id > ?');
$id = 1;
$st->bind_param('i', $id);
$st->execute();
$st->store_result();
$st->bind_result($i, $l);
while ($st->fetch());
$st->close();
$b = $moved($b, ['result_set_queries' => 1, 'ps_buffered_sets' => 1,
    'rows_fetched_from_server_ps' => 1, 'rows_buffered_from_client_ps' => 1,
    'rows_fetched_from_client_ps_buffered' => 1, 'bytes_received_real_data_ps' => '>0',
    'com_stmt_execute' => '>0', 'ps_prepared_once_executed' => 1, 'explicit_stmt_close' => 1]);
// off: nothing moves, for the process or the link
ini_set('mysqlnd.collect_statistics', '0');
$link = $db->get_connection_stats();
$db->query('SELECT 1')->fetch_row();
$db->query('DO 1');
$r = $db->query('SELECT id FROM t463', MYSQLI_USE_RESULT);
$r->free();
echo 'frozen: ', var_export(mysqli_get_client_stats() === $b, true), ' ',
    var_export($db->get_connection_stats() === $link, true), "\n";
ini_set('mysqlnd.collect_statistics', '1');
$db->query('DO 1');
$moved($b, ['non_result_set_queries' => 1, 'bytes_sent' => '>0']);
$db->close();
$moved($b, ['explicit_close' => 1, 'connect_success' => 0]);
?>
--EXPECT--
163 keys, 011e06bc68a7b4a0d5c0daa1e1cd45b9
all strings: true
connection keys as the client's: true
non_result_set_queries +1, result_set_queries +0, bytes_sent >0, bytes_received >0, packets_sent >0, packets_received >0, com_query >0
non_result_set_queries +1, rows_affected_normal +3
result_set_queries +1, buffered_sets +1, rows_fetched_from_server_normal +3, rows_buffered_from_client_normal +3, rows_fetched_from_client_normal_buffered +0, bytes_received_real_data_normal +0
rows_fetched_from_client_normal_buffered +3, bytes_received_real_data_normal +6, proto_text_fetched_int +3, proto_text_fetched_string +2, explicit_free_result +1
unbuffered_sets +1, rows_fetched_from_client_normal_unbuffered +3, rows_fetched_from_server_normal +3, rows_skipped_normal +2, flushed_normal_sets +1
result_set_queries +1, ps_buffered_sets +1, rows_fetched_from_server_ps +2, rows_buffered_from_client_ps +2, rows_fetched_from_client_ps_buffered +2, bytes_received_real_data_ps >0, com_stmt_execute >0, ps_prepared_once_executed +1, explicit_stmt_close +1
frozen: true true
non_result_set_queries +1, bytes_sent >0
explicit_close +1, connect_success +0
