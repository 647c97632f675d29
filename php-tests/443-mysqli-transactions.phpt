--TEST--
mysqli: autocommit, begin_transaction (flags, name), commit/rollback (AND CHAIN, RELEASE, name), savepoint and release_savepoint, with stock's errors, warnings and report behaviour; bad arguments
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
mysqli_report(MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT);
$m = mpi_connect();
$m->query('DROP TABLE IF EXISTS t443');
$m->query('CREATE TABLE t443 (id INT PRIMARY KEY) ENGINE=InnoDB');
$state = fn() => implode(' ', $m->query('SELECT @@in_transaction, @@autocommit, (SELECT COUNT(*) FROM t443)')->fetch_row());
// What differs by PHP version (stock mysqli's, checked on 8.2 and 8.4): from 8.4 on,
// begin_transaction() and the savepoints report their errors (8.2: false only), and an empty
// argument "must not be empty" (8.2: "cannot be empty"). Printed as <as stock> and <empty>
// when they are the version's.
$reports = PHP_VERSION_ID >= 80400;
$empty = PHP_VERSION_ID >= 80400 ? 'must not be empty' : 'cannot be empty';
$either = function (string $label, callable $fn, int $code) use ($reports) {
    try {
        $r = $fn();
        echo "$label: ", !$reports && $r === false ? '<as stock>' : 'returned ' . var_export($r, true) . ': differs from stock', "\n";
    } catch (mysqli_sql_exception $e) {
        echo "$label: ", $reports && $e->getCode() === $code ? '<as stock>' : 'thrown ' . $e->getCode() . ': differs from stock', "\n";
    }
};
$bad = function (string $label, callable $fn) use ($empty) {
    try {
        $fn();
        echo "$label: no error\n";
    } catch (Throwable $e) {
        echo "$label: ", get_class($e), ' ', str_replace($empty, '<empty>', $e->getMessage()), "\n";
    }
};

echo "-- begin, insert, rollback\n";
var_dump($m->begin_transaction());
$m->query('INSERT INTO t443 VALUES (1)');
echo $state(), "\n";
var_dump($m->rollback());
echo $state(), "\n";

echo "-- begin READ ONLY with a name: a write fails\n";
var_dump(mysqli_begin_transaction($m, MYSQLI_TRANS_START_READ_ONLY | MYSQLI_TRANS_START_WITH_CONSISTENT_SNAPSHOT, 'tx-1=ok'));
mpi_try('insert', fn() => $m->query('INSERT INTO t443 VALUES (2)'));
var_dump($m->commit(0, 'tx 1'));
echo $state(), "\n";

echo "-- commit AND CHAIN starts the next transaction\n";
$m->begin_transaction(MYSQLI_TRANS_START_READ_WRITE);
$m->query('INSERT INTO t443 VALUES (3)');
var_dump($m->commit(MYSQLI_TRANS_COR_AND_CHAIN));
echo $state(), "\n";
$m->query('INSERT INTO t443 VALUES (4)');
var_dump(mysqli_rollback($m, MYSQLI_TRANS_COR_AND_NO_CHAIN | MYSQLI_TRANS_COR_NO_RELEASE));
echo $state(), "\n";

echo "-- a name with other characters: one warning, the rest kept\n";
var_dump($m->begin_transaction(0, "a*/b;c'd"));
var_dump($m->rollback(0, "x\0y"));

echo "-- savepoints\n";
$m->begin_transaction();
$m->query('INSERT INTO t443 VALUES (5)');
var_dump($m->savepoint('sp1'));
$m->query('INSERT INTO t443 VALUES (6)');
$m->query('ROLLBACK TO SAVEPOINT sp1');
var_dump(mysqli_release_savepoint($m, 'sp1'));
$either('release again', fn() => $m->release_savepoint('sp1'), 1305);
echo $m->errno, ' ', $m->error, "\n";
$m->commit();
echo $state(), "\n";

echo "-- autocommit off: rows wait for commit; on again\n";
var_dump($m->autocommit(false));
$m->query('INSERT INTO t443 VALUES (7)');
echo $state(), "\n";
var_dump(mysqli_autocommit($m, true));
echo $state(), "\n";

echo "-- errors: reported by commit and autocommit; by begin_transaction and savepoint from PHP 8.4 on\n";
$m->query('CREATE TEMPORARY TABLE IF NOT EXISTS t443_tmp (a INT)');
$r = $m->query('SELECT 1 UNION SELECT 2', MYSQLI_USE_RESULT);
$either('begin (results pending)', fn() => $m->begin_transaction(), 2014);
echo $m->errno, "\n";
$either('savepoint (results pending)', fn() => $m->savepoint('x'), 2014);
mpi_try('commit (results pending)', fn() => $m->commit());
mpi_try('autocommit (results pending)', fn() => $m->autocommit(true));
$r->free();

echo "-- bad arguments\n";
mpi_try('flags -1', fn() => $m->begin_transaction(-1));
mpi_try('flags -1 (function)', fn() => mysqli_begin_transaction($m, -1));
$bad('empty name', fn() => $m->begin_transaction(0, ''));
$bad('empty savepoint', fn() => $m->savepoint(''));
$bad('empty savepoint (function)', fn() => mysqli_release_savepoint($m, ''));
mpi_try('commit flags as string', fn() => $m->commit('x'));
$m->close();
mpi_try('closed', fn() => $m->commit());
mpi_try('closed autocommit', fn() => mysqli_autocommit($m, true));
$m = mpi_connect();
$m->query('DROP TABLE t443');
?>
--EXPECTF--
-- begin, insert, rollback
bool(true)
1 1 1
bool(true)
0 1 0
-- begin READ ONLY with a name: a write fails
bool(true)
insert: mysqli_sql_exception [1792] Cannot execute statement in a READ ONLY transaction
bool(true)
0 1 0
-- commit AND CHAIN starts the next transaction
bool(true)
1 1 1
bool(true)
0 1 1
-- a name with other characters: one warning, the rest kept

Warning: mysqli::begin_transaction(): Transaction name has been truncated, since it can only contain the A-Z, a-z, 0-9, "\", "-", "_", and "=" characters in %s on line %d
bool(true)
bool(true)
-- savepoints
bool(true)
bool(true)
release again: <as stock>
1305 SAVEPOINT sp1 does not exist
0 1 2
-- autocommit off: rows wait for commit; on again
bool(true)
1 0 3
bool(true)
0 1 3
-- errors: reported by commit and autocommit; by begin_transaction and savepoint from PHP 8.4 on
begin (results pending): <as stock>
2014
savepoint (results pending): <as stock>
commit (results pending): mysqli_sql_exception [2014] Commands out of sync; you can't run this command now
autocommit (results pending): mysqli_sql_exception [2014] Commands out of sync; you can't run this command now
-- bad arguments
flags -1: ValueError [0] mysqli::begin_transaction(): Argument #1 ($flags) must be one of the MYSQLI_TRANS_* constants
flags -1 (function): ValueError [0] mysqli_begin_transaction(): Argument #2 ($flags) must be one of the MYSQLI_TRANS_* constants
empty name: ValueError mysqli::begin_transaction(): Argument #2 ($name) <empty>
empty savepoint: ValueError mysqli::savepoint(): Argument #1 ($name) <empty>
empty savepoint (function): ValueError mysqli_release_savepoint(): Argument #2 ($name) <empty>
commit flags as string: TypeError [0] mysqli::commit(): Argument #1 ($flags) must be of type int, string given
closed: Error [0] mysqli object is already closed
closed autocommit: Error [0] mysqli object is already closed
