--TEST--
session safety, one request: SET time_zone is the handle's baseline, brought to whatever connection it gets next (two handles, one connection)
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
// FROM_UNIXTIME(86400), not (0): MariaDB 11.8 gives NULL and warning 1292 for 0 at a zone east
// of UTC (10.11 gives 1970-01-01 05:00:00).
require __DIR__ . '/inc/pool.inc';
const USER = 'mp214';
const PASSWORD = 'mp214-pw';
mp_pool_user(USER, PASSWORD);
function conn(): PDO {
    return new PDO(mp_dsn(['max_connections' => 1, 'acquire_timeout_ms' => 5000]), USER, PASSWORD,
        [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
}
function q(PDO $db, string $sql) { return $db->query($sql)->fetchColumn(); }
function stat_(string $k): int { return mysqlpool_stats()[0][$k]; }

$a = conn();
$b = conn();
$a->exec("SET time_zone = '+05:00'");
echo "A: ", q($a, 'SELECT @@time_zone'), ' ', q($a, 'SELECT FROM_UNIXTIME(86400)'), "\n";
echo "A pinned by SET time_zone: ", stat_('in_use'), "\n";
$b->exec("SET time_zone = '-03:00'");
echo "B: ", q($b, 'SELECT @@time_zone'), ' ', q($b, 'SELECT FROM_UNIXTIME(86400)'), "\n";
$cid_b = q($b, 'SELECT CONNECTION_ID()');
$statements = stat_('baseline_statements');
echo "A again: ", q($a, 'SELECT @@time_zone'), ' ', q($a, 'SELECT FROM_UNIXTIME(86400)'), "\n";
echo "A and B on the one connection: ", var_export(q($a, 'SELECT CONNECTION_ID()') === $cid_b, true), "\n";
echo "A's baseline was sent again: ", var_export(stat_('baseline_statements') > $statements, true), "\n";
echo "B again: ", q($b, 'SELECT @@time_zone'), "\n";

// a third handle sets what this process has set before: no round trip for the SET itself,
// the setting comes with its next statement
$c = conn();
$leases = stat_('leases');
$c->exec("SET time_zone = '+05:00'");
echo "C's SET took no connection: ", var_export(stat_('leases') === $leases, true), "\n";
echo "C: ", q($c, 'SELECT @@time_zone'), "\n";
echo "B: ", q($b, 'SELECT @@time_zone'), "\n";
echo "C: ", q($c, 'SELECT FROM_UNIXTIME(86400)'), "\n";
// a handle without a baseline gets the server's default
$d = conn();
echo "D: ", var_export(q($d, 'SELECT @@SESSION.time_zone = @@GLOBAL.time_zone'), true), "\n";
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
A: +05:00 1970-01-02 05:00:00
A pinned by SET time_zone: 0
B: -03:00 1970-01-01 21:00:00
A again: +05:00 1970-01-02 05:00:00
A and B on the one connection: true
A's baseline was sent again: true
B again: -03:00
C's SET took no connection: true
C: +05:00
B: -03:00
C: 1970-01-02 05:00:00
D: 1
done
