--TEST--
mysqli: begin_transaction() keeps the link's connection until rollback(), autocommit(false) until the link closes (autocommit(true) after it is a session change the pool does not replay: kept, as the PDO driver does); another link of a pool of 1 waits meanwhile (2002 with the pool's words, thrown in STRICT mode); a link closed with autocommit off leaves the next one a clean session: the row rolled back, autocommit on (pool-only)
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
ini_set('mysqlpool.max_connections', '1');
ini_set('mysqlpool.acquire_timeout_ms', '300');
mp_pool_user('mp444', 'pw444');
mysqli_report(MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT);
$a = new mysqli(MP_HOST, 'mp444', 'pw444', MP_DB, MP_PORT);
$a->query('DROP TABLE IF EXISTS t444');
$a->query('CREATE TABLE t444 (id INT PRIMARY KEY) ENGINE=InnoDB');
$b = new mysqli(MP_HOST, 'mp444', 'pw444', MP_DB, MP_PORT);
$other = function () use ($b) {
    try {
        return 'other link: ' . $b->query('SELECT COUNT(*) FROM t444')->fetch_row()[0];
    } catch (mysqli_sql_exception $e) {
        return 'other link: ' . $e->getCode() . ' (waits)';
    }
};

foreach (['begin_transaction' => fn() => $a->begin_transaction(), 'autocommit(false)' => fn() => $a->autocommit(false)] as $how => $start) {
    echo "-- $how\n";
    $start();
    $a->query('INSERT INTO t444 VALUES (1)');
    $id = $a->thread_id;
    echo $other(), "\n";
    $a->query('SELECT 1');
    echo 'same connection: ', var_export($a->thread_id === $id, true), "\n";
    $how === 'begin_transaction' ? $a->rollback() : $a->autocommit(true);
    echo $other(), "\n";
    $a->query('DELETE FROM t444');
}

echo "-- closed inside: the next link starts clean\n";
$a->autocommit(false);
$a->query('INSERT INTO t444 VALUES (2)');
$a->close();
echo $other(), "\n";
echo implode(' ', $b->query('SELECT @@autocommit, @@in_transaction')->fetch_row()), "\n";
$b->query('DROP TABLE t444');
?>
--EXPECT--
-- begin_transaction
other link: 2002 (waits)
same connection: true
other link: 0
-- autocommit(false)
other link: 2002 (waits)
same connection: true
other link: 2002 (waits)
-- closed inside: the next link starts clean
other link: 0
1 0
