--TEST--
session safety: on a pool without a database, a handle with none sees none (DATABASE() NULL) on a connection where another handle had selected one (USE, select_db, a pinned session's USE), as on a dedicated connection: COM_RESET_CONNECTION keeps the database, so such a connection is handed back and the manager resets it with COM_CHANGE_USER to none, and it serves again (no connection closed, one opened); a handle that selected one keeps the connection
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/pool.inc';
const USER = 'mp225';
const PASSWORD = 'mp225-pw';
mp_pool_user(USER, PASSWORD);
$dsn = 'mysqlpool:host=' . MP_HOST . ';port=' . MP_PORT . ';max_connections=1;acquire_timeout_ms=5000';
$db = fn() => new PDO($dsn, USER, PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$q = fn(PDO $h, string $sql) => $h->query($sql)->fetchColumn();

$a = $db();
echo "a starts without one: ", var_export($q($a, 'SELECT DATABASE()'), true), "\n";
$first = $q($a, 'SELECT CONNECTION_ID()');
$a->exec('USE ' . MP_DB);
echo "a after USE: ", $q($a, 'SELECT DATABASE()'), "\n";
$a = null;
$b = $db();
echo "b (none selected): ", var_export($q($b, 'SELECT DATABASE()'), true), "\n";
echo "b is on a's connection, reset to none: ", var_export($q($b, 'SELECT CONNECTION_ID()') === $first, true), "\n";
$b = null;

echo "-- a pinned session's USE\n";
$c = $db();
$c->beginTransaction();
$c->exec('USE ' . MP_DB);
$c->commit();
$c->exec('SET @pin = 1');  // pinned: handed back with a reset
$c = null;
$d = $db();
echo "d (none selected): ", var_export($q($d, 'SELECT DATABASE()'), true), "\n";
echo "d: the same connection, and no @pin: ", var_export($q($d, 'SELECT CONNECTION_ID()') === $first && $q($d, 'SELECT @pin') === null, true), "\n";
$d = null;

echo "-- a USE that fails on such a connection leaves no database behind\n";
$x = $db();
$x->exec('USE ' . MP_DB);
$q($x, 'SELECT 1');
$x = null;
$g = $db();
try { $g->exec('USE no_such_database_225'); } catch (PDOException $x) { echo "USE: ", $x->errorInfo[1], "\n"; }
echo "g: ", var_export($q($g, 'SELECT DATABASE()'), true), "\n";
$g = null;
echo "-- a handle that selects one itself keeps the connection\n";
$e = $db();
$e->exec('USE ' . MP_DB);
$id = $q($e, 'SELECT CONNECTION_ID()');
$e = null;
$f = $db();
$f->exec('USE ' . MP_DB);
echo "f: ", $q($f, 'SELECT DATABASE()'), ", same connection: ", var_export($q($f, 'SELECT CONNECTION_ID()') === $id, true), "\n";
$f = null;
foreach (mysqlpool_stats() as $p) {
    if (str_starts_with($p['pool'], USER . '@')) echo "connections opened: ", $p['opened'], ", closed: ", $p['closed_broken'], "\n";
}
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECTF--
a starts without one: NULL
a after USE: %s
b (none selected): NULL
b is on a's connection, reset to none: true
-- a pinned session's USE
d (none selected): NULL
d: the same connection, and no @pin: true
-- a USE that fails on such a connection leaves no database behind
USE: 1044
g: NULL
-- a handle that selects one itself keeps the connection
f: %s, same connection: true
connections opened: 1, closed: 0
done
