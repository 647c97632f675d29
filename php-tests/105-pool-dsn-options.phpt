--TEST--
pool: DSN pool options are accepted; an unknown option or a bad value is refused at new PDO, naming the option
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/pool.inc';
// a user of its own: pools are keyed by server, user, database and charset, and this test
// must not depend on whether the default pool of user mysqlpool already exists
const USER = 'mp105';
const PASSWORD = 'mp105-pw';
mp_pool_user(USER, PASSWORD);

echo "-- every pool option\n";
$db = mp_connect([
    'max_connections' => 3,
    'min_idle' => 1,
    'acquire_timeout_ms' => 2000,
    'max_lifetime_s' => 600,
    'idle_timeout_s' => 60,
    'connect_timeout_ms' => 2000,
    'read_timeout_ms' => 10000,
], [], USER, PASSWORD);
var_dump($db->query('SELECT 1')->fetchColumn());
$db = null;

function refused(string $label, array $extra, string $must_name): void {
    try {
        mp_connect($extra);
        echo "$label: accepted?!\n";
    } catch (PDOException $e) {
        echo "$label: PDOException, names '$must_name': ",
            var_export(str_contains($e->getMessage(), $must_name), true), "\n";
    }
}
refused('unknown option', ['bogus' => 1], 'bogus');
refused('unknown option, other spelling', ['maxConnections' => 5], 'maxConnections');
refused('not a number', ['max_connections' => 'many'], 'max_connections');
refused('negative', ['acquire_timeout_ms' => -1], 'acquire_timeout_ms');
refused('zero connections', ['max_connections' => 0], 'max_connections');
refused('min_idle above max_connections', ['max_connections' => 2, 'min_idle' => 5], 'min_idle');

echo "-- the handle-level keys pdo_mysql knows are accepted\n";
$db = new PDO(MP_DRIVER . ':host=' . MP_HOST . ';port=' . MP_PORT . ';dbname=' . MP_DB . ';charset=utf8mb4', MP_USER, MP_PASSWORD);
var_dump($db->query('SELECT DATABASE()')->fetchColumn() === MP_DB);
$db = new PDO(MP_DRIVER . ':unix_socket=' . getenv('MYSQLPOOL_TEST_SOCKET') . ';dbname=' . MP_DB, MP_USER, MP_PASSWORD);
var_dump($db->query('SELECT 2')->fetchColumn());
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
-- every pool option
int(1)
unknown option: PDOException, names 'bogus': true
unknown option, other spelling: PDOException, names 'maxConnections': true
not a number: PDOException, names 'max_connections': true
negative: PDOException, names 'acquire_timeout_ms': true
zero connections: PDOException, names 'max_connections': true
min_idle above max_connections: PDOException, names 'min_idle': true
-- the handle-level keys pdo_mysql knows are accepted
bool(true)
int(2)
done
