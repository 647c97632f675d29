--TEST--
statement path: inside a transaction, a statement prepared before a USE still reads the database of its prepare(), as pdo_mysql's
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * pdo_mysql's server-side statement belongs to the connection and keeps the database it was
 * prepared in. Prepared inside a transaction and run again after a USE in the same
 * transaction, it still reads the first database. Before, the driver closed the lease's
 * statements at the USE and prepared the text again, now in the second database (outside a
 * transaction it was right: prepared again in its own context).
 */
require __DIR__ . '/inc/config.inc';
$db = mp_connect(['pool' => 'p320', 'max_connections' => 2],
                 [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION, PDO::ATTR_EMULATE_PREPARES => false]);
foreach (['mp320_a', 'mp320_b'] as $d) {
    $db->exec("CREATE DATABASE IF NOT EXISTS $d");
    $db->exec("CREATE OR REPLACE TABLE $d.t (v VARCHAR(10))");
    $db->exec("INSERT INTO $d.t VALUES ('$d')");
}
$db->exec('USE mp320_a');
$db->beginTransaction();
$st = $db->prepare('SELECT v, ? FROM t');
$st->execute([1]);
echo "prepared in a: ", $st->fetchColumn(), "\n";
$db->exec('USE mp320_b');
$st->execute([2]);
echo "run again after USE b, same transaction: ", $st->fetchColumn(), "\n";
echo "a new one: ", $db->query('SELECT v FROM t')->fetchColumn(), "\n";
$again = $db->prepare('SELECT v, ? FROM t');
$again->execute([3]);
echo "the same text prepared again: ", $again->fetchColumn(), "\n";
$db->commit();
$st->execute([4]);
echo "after the commit: ", $st->fetchColumn(), "\n";
$db->exec('DROP DATABASE mp320_a');
$db->exec('DROP DATABASE mp320_b');
?>
--EXPECT--
prepared in a: mp320_a
run again after USE b, same transaction: mp320_a
a new one: mp320_b
the same text prepared again: mp320_b
after the commit: mp320_a
