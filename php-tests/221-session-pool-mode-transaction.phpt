--TEST--
session safety: pool_mode=transaction: outside a transaction, session state that can't be replayed (user variables, temporary tables) is reset after each statement; inside one it lives until COMMIT; the baseline stays
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Observed (and asserted): in transaction mode a connection goes back to the pool after every
 * statement outside a transaction; one whose session holds unreplayable state goes back with
 * a reset, so a user variable set by one statement reads NULL in the next, and a temporary
 * table is gone. Inside a transaction the connection stays, so the state lives until COMMIT.
 * Plain session settings (time_zone) are the handle's baseline and survive.
 */
require __DIR__ . '/inc/pool.inc';
const USER = 'mp221';
const PASSWORD = 'mp221-pw';
mp_pool_user(USER, PASSWORD);
$db = new PDO(mp_dsn(['max_connections' => 1, 'acquire_timeout_ms' => 5000, 'pool_mode' => 'transaction']),
    USER, PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
function q(string $sql) { global $db; return $db->query($sql)->fetchColumn(); }
$in_use = fn() => mysqlpool_stats()[0]['in_use'];

$db->exec('SET @v221 = 1');
echo "after SET @v221 = 1: pinned ", $in_use(), ", next statement reads @v221 = ", var_export(q('SELECT @v221'), true), "\n";
echo "SELECT @w221 := 2 then @w221 = ", var_export(q('SELECT @w221 := 2'), true), ' ', var_export(q('SELECT @w221'), true), "\n";
$db->exec('CREATE TEMPORARY TABLE tmp221 (x INT)');
try {
    q('SELECT COUNT(*) FROM tmp221');
    echo "temporary table still there\n";
} catch (PDOException $e) {
    echo "temporary table in the next statement: error ", $e->errorInfo[1], "\n";
}
$db->beginTransaction();
$db->exec('SET @v221 = 3');
echo "in a transaction: pinned ", $in_use(), ", @v221 = ", var_export(q('SELECT @v221'), true), "\n";
$db->commit();
echo "after COMMIT: pinned ", $in_use(), ", @v221 = ", var_export(q('SELECT @v221'), true), "\n";
$db->exec("SET time_zone = '+05:00'");
echo "baseline: ", q('SELECT @@time_zone'), "\n";
$db->exec('SET @v221 = 4');
echo "after another reset, baseline: ", q('SELECT @@time_zone'), "\n";
echo "resets counted: ", var_export(mysqlpool_stats()[0]['resets'] >= 4, true), "\n";
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
after SET @v221 = 1: pinned 0, next statement reads @v221 = NULL
SELECT @w221 := 2 then @w221 = 2 NULL
temporary table in the next statement: error 1146
in a transaction: pinned 1, @v221 = 3
after COMMIT: pinned 0, @v221 = NULL
baseline: +05:00
after another reset, baseline: +05:00
resets counted: true
done
