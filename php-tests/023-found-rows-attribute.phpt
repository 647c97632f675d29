--TEST--
attributes: PDO::MYSQL_ATTR_FOUND_ROWS counts matched rows, as pdo_mysql (its connections are a pool of their own)
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$plain = mp_connect([], [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$found = mp_connect([], [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION, PDO::MYSQL_ATTR_FOUND_ROWS => true]);
$plain->exec("DROP TABLE IF EXISTS t023");
$plain->exec("CREATE TABLE t023 (id INT PRIMARY KEY, v INT)");
$plain->exec("INSERT INTO t023 VALUES (1, 5), (2, 5)");
echo "changed rows: ", $plain->exec("UPDATE t023 SET v = 5"), "\n";
echo "matched rows: ", $found->exec("UPDATE t023 SET v = 5"), "\n";
$st = $found->prepare("UPDATE t023 SET v = 5 WHERE id = 1");
$st->execute();
echo "matched rows (statement): ", $st->rowCount(), "\n";
echo "plain again: ", $plain->exec("UPDATE t023 SET v = 5"), "\n";
if (MP_DRIVER === 'mysqlpool') {
    $pools = array_column(mysqlpool_stats(), 'pool');
    echo "a pool of its own: ", count(array_filter($pools, fn($p) => str_contains($p, '[found rows]'))) === 1 ? 'yes' : json_encode($pools), "\n";
} else {
    echo "a pool of its own: yes\n";
}
$plain->exec("DROP TABLE t023");
?>
--EXPECT--
changed rows: 0
matched rows: 2
matched rows (statement): 1
plain again: 0
a pool of its own: yes
