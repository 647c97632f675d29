--TEST--
stored procedure with several result sets: nextRowset, then the handle is usable again
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$db = mp_connect();
$db->exec('DROP PROCEDURE IF EXISTS p017');
mp_drop($db, 't017');
$db->exec('CREATE TABLE t017 (id INT PRIMARY KEY, v VARCHAR(10))');
$db->exec("INSERT INTO t017 VALUES (1, 'a'), (2, 'b'), (3, 'c')");
$db->exec("CREATE PROCEDURE p017(IN lim INT)
BEGIN
    SELECT id, v FROM t017 WHERE id <= lim ORDER BY id;
    SELECT COUNT(*) AS n FROM t017;
    SELECT 'third' AS label, 1.5 AS num;
END");

foreach (['query' => null, 'prepare' => 2] as $how => $arg) {
    echo "-- via $how\n";
    if ($arg === null) {
        $s = $db->query('CALL p017(2)');
    } else {
        $s = $db->prepare('CALL p017(?)');
        $s->execute([$arg]);
    }
    $set = 0;
    do {
        $set++;
        echo "set $set, columns ", $s->columnCount(), ': ', json_encode($s->fetchAll(PDO::FETCH_ASSOC)), "\n";
    } while ($s->nextRowset());
    var_dump($s->nextRowset());
    // the handle works after all result sets were read
    var_dump($db->query('SELECT 42')->fetchColumn());
}

// Prepared by the server, the status of the CALL (the last rowset) has the column count
// pdo_mysql of this PHP gives it: 0 from PHP 8.4.27 on, the previous set's before (mysqlnd
// reset it on an OK packet only from then on).
echo "-- prepared by the server: column counts as pdo_mysql's\n";
$ref = new PDO('mysql:host=' . MP_HOST . ';port=' . MP_PORT . ';dbname=' . MP_DB, MP_USER, MP_PASSWORD);
$counts = [];
foreach ([$db, $ref] as $h) {
    $h->setAttribute(PDO::ATTR_EMULATE_PREPARES, false);
    $s = $h->prepare('CALL p017(?)');
    $s->execute([2]);
    $c = [];
    do {
        $c[] = $s->columnCount() . ' columns, ' . count($s->fetchAll()) . ' rows';
    } while ($s->nextRowset());
    $counts[] = implode('; ', $c);
    $h->setAttribute(PDO::ATTR_EMULATE_PREPARES, true);
}
echo $counts[0] === $counts[1] ? "as pdo_mysql\n" : "$counts[0]\npdo_mysql: $counts[1]\n";

echo "-- closeCursor skips the remaining result sets\n";
$s = $db->query('CALL p017(3)');
var_dump(count($s->fetchAll()));
$s->closeCursor();
var_dump($db->query('SELECT 43')->fetchColumn());

echo "-- a procedure that only modifies\n";
$db->exec('DROP PROCEDURE IF EXISTS p017b');
$db->exec("CREATE PROCEDURE p017b() BEGIN UPDATE t017 SET v = 'z' WHERE id = 1; END");
$s = $db->query('CALL p017b()');
var_dump($s->columnCount());
$s->closeCursor();
var_dump($db->query('SELECT v FROM t017 WHERE id = 1')->fetchColumn());

$db->exec('DROP PROCEDURE p017');
$db->exec('DROP PROCEDURE p017b');
mp_drop($db, 't017');
echo "done\n";
?>
--EXPECT--
-- via query
set 1, columns 2: [{"id":1,"v":"a"},{"id":2,"v":"b"}]
set 2, columns 1: [{"n":3}]
set 3, columns 2: [{"label":"third","num":"1.5"}]
set 4, columns 0: []
bool(false)
int(42)
-- via prepare
set 1, columns 2: [{"id":1,"v":"a"},{"id":2,"v":"b"}]
set 2, columns 1: [{"n":3}]
set 3, columns 2: [{"label":"third","num":"1.5"}]
set 4, columns 0: []
bool(false)
int(42)
-- prepared by the server: column counts as pdo_mysql's
as pdo_mysql
-- closeCursor skips the remaining result sets
int(3)
int(43)
-- a procedure that only modifies
int(0)
string(1) "z"
done
