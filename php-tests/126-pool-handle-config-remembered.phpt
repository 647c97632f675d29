--TEST--
pool: a handle's php.ini and DSN reading is remembered per DSN, user and password, and read again after any mysqlpool.* ini change
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';

function attempt(string $label, callable $make): void {
    try {
        $db = $make();
        $status = $db->getAttribute(PDO::ATTR_CONNECTION_STATUS);
        preg_match('/(statement|transaction|request) mode/', $status, $m);
        echo "$label: ", $db->query('SELECT 1')->fetchColumn(), ', ', $m[0] ?? $status, "\n";
    } catch (PDOException $e) {
        echo "$label: ", $e->getCode(), ' ', $e->getMessage(), "\n";
    }
}
$options = [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION];
$dsn = mp_dsn(['pool' => 'p126']);

// the same DSN with another password is another pool: never the remembered one
attempt('right password', fn () => new PDO($dsn, MP_USER, MP_PASSWORD, $options));
attempt('wrong password', fn () => new PDO($dsn, MP_USER, 'not-the-password', $options));
attempt('no password', fn () => new PDO($dsn, MP_USER, null, $options));
attempt('right again', fn () => new PDO($dsn, MP_USER, MP_PASSWORD, $options));

// ini_set() of the pool mode: the next handle of the same DSN has it
ini_set('mysqlpool.pool_mode', 'request');
attempt('after ini_set pool_mode', fn () => new PDO($dsn, MP_USER, MP_PASSWORD, $options));
ini_restore('mysqlpool.pool_mode');
attempt('after ini_restore', fn () => new PDO($dsn, MP_USER, MP_PASSWORD, $options));

// a bad value set after a good read is named, every time, until it is undone
ini_set('mysqlpool.acquire_timeout_ms', 'soon');
attempt('bad acquire_timeout_ms', fn () => new PDO($dsn, MP_USER, MP_PASSWORD, $options));
attempt('bad acquire_timeout_ms again', fn () => new PDO($dsn, MP_USER, MP_PASSWORD, $options));
ini_restore('mysqlpool.acquire_timeout_ms');
attempt('after ini_restore', fn () => new PDO($dsn, MP_USER, MP_PASSWORD, $options));

// a DSN's own setting wins over php.ini's, remembered or not
ini_set('mysqlpool.pool_mode', 'transaction');
attempt('DSN pool_mode over ini', fn () => new PDO(mp_dsn(['pool' => 'p126', 'pool_mode' => 'statement']), MP_USER, MP_PASSWORD, $options));
attempt('ini pool_mode', fn () => new PDO($dsn, MP_USER, MP_PASSWORD, $options));

// more DSNs than are remembered at once, then the first again
for ($i = 0; $i < 6; $i++) {
    attempt("pool $i", fn () => new PDO(mp_dsn(['pool' => "p126-$i"]), MP_USER, MP_PASSWORD, $options));
}
attempt('pool 0 again', fn () => new PDO(mp_dsn(['pool' => 'p126-0']), MP_USER, MP_PASSWORD, $options));
echo "done\n";
?>
--EXPECTF--
right password: 1, statement mode
wrong password: 1045 SQLSTATE[HY000] [1045] Access denied for user '%s'@'%s' (using password: YES)
no password: 1045 SQLSTATE[HY000] [1045] Access denied for user '%s'@'%s' (using password: NO)
right again: 1, statement mode
after ini_set pool_mode: 1, request mode
after ini_restore: 1, statement mode
bad acquire_timeout_ms: 0 SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.acquire_timeout_ms must be an integer from 0 to 3600000, got 'soon'
bad acquire_timeout_ms again: 0 SQLSTATE[HY000]: mysqlpool: php.ini mysqlpool.acquire_timeout_ms must be an integer from 0 to 3600000, got 'soon'
after ini_restore: 1, statement mode
DSN pool_mode over ini: 1, statement mode
ini pool_mode: 1, transaction mode
pool 0: 1, transaction mode
pool 1: 1, transaction mode
pool 2: 1, transaction mode
pool 3: 1, transaction mode
pool 4: 1, transaction mode
pool 5: 1, transaction mode
pool 0 again: 1, transaction mode
done
