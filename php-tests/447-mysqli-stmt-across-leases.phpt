--TEST--
mysqli: a statement runs the same text on whichever connection its link leases next (prepared there when it is not yet: once per connection, not per execute), in the context of its prepare (the database it was prepared in, after select_db()), and its long data reaches the connection it runs on whole, sent in the pieces given, though another link used the connections between send_long_data() and execute() (pool-only)
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
ini_set('mysqlpool.max_connections', '2');
mp_pool_user('mp447', 'pw447');
mysqli_report(MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT);
$a = new mysqli(MP_HOST, 'mp447', 'pw447', MP_DB, MP_PORT);
$b = new mysqli(MP_HOST, 'mp447', 'pw447', MP_DB, MP_PORT);
$a->query('DROP TABLE IF EXISTS t447');
$a->query('CREATE TABLE t447 (id INT AUTO_INCREMENT PRIMARY KEY, body LONGBLOB) ENGINE=InnoDB');
$prepares = fn() => (int) mp_root()->query("SHOW GLOBAL STATUS LIKE 'Com_stmt_prepare'")->fetch()[1];

echo "-- the same statement on every connection\n";
$s = $a->prepare('SELECT CONCAT(?, ?), CONNECTION_ID()');
$x = 'a';
$y = 'b';
$s->bind_param('ss', $x, $y);
$s->bind_result($text, $id);
$seen = [];
$before = $prepares();
for ($i = 0; $i < 20; $i++) {
    if ($i % 2) {  // the other link holds one connection: this one runs on the other
        $b->begin_transaction();
        $b->query('SELECT 1');
    }
    $x = "n$i";
    $s->execute();
    $s->fetch();
    $s->free_result();
    if ($text !== "n{$i}b") echo "wrong result: $text\n";
    if ($i % 2 && $id === $b->thread_id) echo "ran on the other link's connection\n";
    $seen[$id] = true;
    if ($i % 2) $b->commit();
}
echo 'connections: ', count($seen), "\n";
echo 'prepared at most once per connection: ', var_export($prepares() - $before <= count($seen), true), "\n";

echo "-- the context of its prepare\n";
$c = $a->prepare('SELECT COUNT(*) FROM t447');
$a->select_db('information_schema');
$c->execute();
$c->bind_result($n);
$c->fetch();
echo "rows: $n\n";
$c->close();
$a->select_db(MP_DB);

echo "-- long data across leases\n";
$ins = $a->prepare('INSERT INTO t447 (body) VALUES (?)');
$none = null;
$ins->bind_param('b', $none);
$piece = str_repeat('x', 100000);
$long = fn() => (int) mp_root()->query("SHOW GLOBAL STATUS LIKE 'Com_stmt_send_long_data'")->fetch()[1];
$sent = $long();
for ($i = 0; $i < 5; $i++) {
    $ins->send_long_data(0, $piece . $i);
    $b->begin_transaction();  // the other link takes a connection and gives it back
    $b->query('SELECT COUNT(*) FROM t447')->fetch_row();
    $b->commit();
}
$ins->execute();
echo 'COM_STMT_SEND_LONG_DATA: ', $long() - $sent, "\n";
$want = '';
for ($i = 0; $i < 5; $i++) $want .= $piece . $i;
$got = $a->query('SELECT body FROM t447 WHERE id = ' . $ins->insert_id)->fetch_row()[0];
echo 'length: ', strlen($got), ', same bytes: ', var_export($got === $want, true), "\n";
$ins->execute();  // sent once: the next execute has no long data (the variable's NULL)
echo 'next execute: ', $a->query('SELECT body IS NULL FROM t447 WHERE id = ' . $ins->insert_id)->fetch_row()[0], "\n";
$none = 'inline';  // no long data and a value: an empty blob, as mysqlnd sends ("b" is long data only)
$ins->execute();
echo 'with a value: ', json_encode($a->query('SELECT body FROM t447 WHERE id = ' . $ins->insert_id)->fetch_row()[0]), "\n";
$a->query('DROP TABLE t447');
?>
--EXPECT--
-- the same statement on every connection
connections: 2
prepared at most once per connection: true
-- the context of its prepare
rows: 0
-- long data across leases
COM_STMT_SEND_LONG_DATA: 5
length: 500005, same bytes: true
next execute: 1
with a value: ""
