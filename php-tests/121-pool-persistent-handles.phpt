--TEST--
pool: PDO::ATTR_PERSISTENT shares a handle as pdo_mysql does; closing one object ends nothing another still uses; rollbacks at close are silent and counted
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Two PDO objects with ATTR_PERSISTENT share one handle (PDO's persistent list). Freeing one
 * must not end the session the other uses (a user variable pinned it): PDO calls the
 * driver's persistent_shutdown for every object it frees. A transaction still open when an
 * object is freed is rolled back by PDO itself, as with pdo_mysql: silently (no E_WARNING,
 * which breaks code that turns warnings into exceptions), and counted.
 */
require __DIR__ . '/inc/pool.inc';
set_error_handler(function ($no, $str) { echo "PHP warning: $str\n"; return true; });
$dsn = mp_dsn(['max_connections' => 2]);
$o = [PDO::ATTR_PERSISTENT => true, PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION];
$db1 = new PDO($dsn, MP_USER, MP_PASSWORD, $o);
$db2 = new PDO($dsn, MP_USER, MP_PASSWORD, $o);
$db1->exec("SET @v121 = 7");
$db1 = null;
echo "the other object's session: @v121 = ", var_export($db2->query("SELECT @v121")->fetchColumn(), true), "\n";
$before = mysqlpool_stats()[0]['rollbacks_at_close'];
$db2->beginTransaction();
$db3 = new PDO($dsn, MP_USER, MP_PASSWORD, $o);
$db3 = null;
// PHP 8.2's PDO rolls the shared handle's transaction back when one of its objects is freed;
// PHP 8.4's does not (both seen with pdo_mysql: inTransaction() false on 8.2.36, true on 8.4.27).
$pdo_mysql_rolls_back = PHP_VERSION_ID < 80400;
echo "in transaction after, as pdo_mysql on this PHP: ",
    var_export($db2->inTransaction() === !$pdo_mysql_rolls_back, true), "\n";
echo "rollbacks at close counted as they happened: ",
    var_export(mysqlpool_stats()[0]['rollbacks_at_close'] - $before === ($pdo_mysql_rolls_back ? 1 : 0), true), "\n";
echo "done\n";
?>
--EXPECT--
the other object's session: @v121 = 7
in transaction after, as pdo_mysql on this PHP: true
rollbacks at close counted as they happened: true
done
