--TEST--
session safety: on a pool without a database, a handle with none sees none (DATABASE() NULL) on a connection where another handle had selected one (USE, select_db, a pinned session's USE), as on a dedicated connection: no reset clears the database, so such a connection is closed and another taken; a handle that selected one keeps the connection
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
echo "b is on another connection: ", var_export($q($b, 'SELECT CONNECTION_ID()') !== $first, true), "\n";
$b = null;

echo "-- a pinned session's USE\n";
$c = $db();
$c->beginTransaction();
$c->exec('USE ' . MP_DB);
$c->commit();
$c->exec('SET @pin = 1');  // pinned: handed back with a reset, which keeps the database
$c = null;
$d = $db();
echo "d (none selected): ", var_export($q($d, 'SELECT DATABASE()'), true), "\n";
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
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECTF--
a starts without one: NULL
a after USE: %s
b (none selected): NULL
b is on another connection: true
-- a pinned session's USE
d (none selected): NULL
-- a USE that fails on such a connection leaves no database behind
USE: 1044
g: NULL
-- a handle that selects one itself keeps the connection
f: %s, same connection: true
done
