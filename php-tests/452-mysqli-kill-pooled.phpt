--TEST--
mysqli: kill() on the pool (pool-only): of its own thread_id while the link holds its connection (a transaction), that server session ends (the transaction rolled back, the thread gone) and the pool replaces the connection; after the link gave its connection back, the connection serves on and only the link's session is gone; of another link's thread_id, that link's connection ends and its next statement fails, as stock; of its own last thread_id that another link holds now, only its own session ends (never another link's connection)
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--INI--
; PHP 8.4 deprecates ping(), kill() and refresh() (what it says is checked by the mysqli_api
; step against stock, scripts/mysqli_api/deprecations.php); this test is about what they do
error_reporting=E_ALL & ~E_DEPRECATED
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
ini_set('mysqlpool.max_connections', '2');
ini_set('mysqlpool.acquire_timeout_ms', '5000');
mp_pool_user('mp452', 'pw452');
mysqli_report(MYSQLI_REPORT_OFF);
$root = mp_root();
$alive = fn(int $id) => (int) $root->query("SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE ID = $id")->fetchColumn();
$wait_gone = function (int $id) use ($alive) {
    for ($i = 0; $i < 100 && $alive($id); $i++) usleep(20000);
    return $alive($id) ? 'still there' : 'gone';
};
$connect = fn() => new mysqli(MP_HOST, 'mp452', 'pw452', MP_DB, MP_PORT);
$a = $connect();
$a->query('DROP TABLE IF EXISTS t452');
$a->query('CREATE TABLE t452 (id INT PRIMARY KEY) ENGINE=InnoDB');

echo "-- own, holding the connection in a transaction\n";
$a->begin_transaction();
$a->query('INSERT INTO t452 VALUES (1)');
$id = (int) $a->query('SELECT CONNECTION_ID()')->fetch_row()[0];
var_dump($id === $a->thread_id, $a->kill($id));
echo "server thread: ", $wait_gone($id), "\n";
echo "rows: ", $root->query('SELECT COUNT(*) FROM t452')->fetchColumn(), "\n";
var_dump($a->query('SELECT 1'), $a->errno, $a->error);
$b = $connect();
$b_id = (int) $b->query('SELECT CONNECTION_ID()')->fetch_row()[0];
echo "another link gets another connection: ", var_export($b_id !== $id, true), "\n";
echo "closed_broken counted: ", var_export(mysqlpool_stats()[0]['closed_broken'] >= 1, true), "\n";

echo "-- own, the connection given back\n";
$c = $connect();
$c_id = (int) $c->query('SELECT CONNECTION_ID()')->fetch_row()[0];
var_dump($c->kill($c->thread_id));
usleep(200000);
echo "the pool's connection ", $c_id, " still on the server: ", $alive($c_id), "\n";
var_dump($c->query('SELECT 1'), $c->errno);
$seen = [];
for ($i = 0; $i < 6; $i++) $seen[] = (int) $b->query('SELECT CONNECTION_ID()')->fetch_row()[0];
echo "the pool still serves it: ", var_export(in_array($c_id, $seen, true) || $alive($c_id) === 1, true), "\n";

echo "-- another link's connection\n";
$b->begin_transaction();
$b->query('SELECT 1');  // b holds one connection, d the other
$d = $connect();
$d->begin_transaction();
$d->query('INSERT INTO t452 VALUES (2)');
$d_id = $d->thread_id;
var_dump($d_id !== $b->thread_id, $b->kill($d_id), $b->errno);
echo "its thread: ", $wait_gone($d_id), "\n";
var_dump($d->query('SELECT 1'));
echo "its next statement fails: ", var_export(in_array($d->errno, [2006, 2013, 1927], true), true), "\n";
echo "rows: ", $root->query('SELECT COUNT(*) FROM t452')->fetchColumn(), "\n";
var_dump($b->query('SELECT 1')->fetch_row());
$b->commit();

echo "-- its own last connection, now another link's (one id for two links): only its own session ends\n";
$e = $connect();
$e->query('SELECT 1');  // leased and given back: e's thread_id names it
$f = $connect();
$f->begin_transaction();
$f->query('INSERT INTO t452 VALUES (3)');
$same = $f->thread_id === $e->thread_id;
if (!$same) {  // the pool handed f the other connection: give e f's to remember
    $f->rollback();
    $e->query('SELECT 1');
    $f->begin_transaction();
    $f->query('INSERT INTO t452 VALUES (3)');
    $same = $f->thread_id === $e->thread_id;
}
echo "same id: ", var_export($same, true), "\n";
var_dump($e->kill($f->thread_id), $e->query('SELECT 1'), $e->errno);
var_dump($f->query('SELECT COUNT(*) FROM t452')->fetch_row(), $f->commit());
echo "rows: ", $root->query('SELECT COUNT(*) FROM t452')->fetchColumn(), "\n";
$b->query('DROP TABLE t452');
foreach ([$a, $b, $c, $d, $e, $f] as $l) $l->close();
mp_drop_pool_user('mp452');
echo "done\n";
?>
--EXPECTF--
-- own, holding the connection in a transaction
bool(true)
bool(true)
server thread: gone
rows: 0
bool(false)
int(2006)
string(26) "MySQL server has gone away"
another link gets another connection: true
closed_broken counted: true
-- own, the connection given back
bool(true)
the pool's connection %d still on the server: 1
bool(false)
int(2006)
the pool still serves it: true
-- another link's connection
bool(true)
bool(true)
int(0)
its thread: gone
bool(false)
its next statement fails: true
rows: 0
array(1) {
  [0]=>
  string(1) "1"
}
-- its own last connection, now another link's (one id for two links): only its own session ends
same id: true
bool(true)
bool(false)
int(2006)
array(1) {
  [0]=>
  string(1) "1"
}
bool(true)
rows: 1
done
