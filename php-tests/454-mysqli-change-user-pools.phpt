--TEST--
mysqli: change_user() on the pool (pool-only): the link's next connection is another pool's (the new credentials' key, with the link's character set), leased from it (thread_id names it); the old connection goes back to its own pool, reset when the session held state, and serves other links; changing back takes the first pool's connection again; a refused change_user opens no connection for the link and leaves its pool
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
ini_set('mysqlpool.max_connections', '2');  // room for the refused change_user's connect: pools of one user and server share their bound
ini_set('mysqlpool.acquire_timeout_ms', '5000');
mp_pool_user('mp454a', 'pwa');
mp_pool_user('mp454b', 'pwb');
mysqli_report(MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT);
$pools = function () {
    $out = [];
    foreach (mysqlpool_stats() as $p) {
        preg_match('/mp454[ab]/', $p['pool'], $m);
        $out[] = ($m[0] ?? '?') . " open {$p['open']} in_use {$p['in_use']}";
    }
    sort($out);
    return implode('; ', $out);
};
$l = new mysqli(MP_HOST, 'mp454a', 'pwa', MP_DB, MP_PORT);
$a_id = (int) $l->query('SELECT CONNECTION_ID()')->fetch_row()[0];
$l->query('SET @kept = 1');  // pins the connection: it must go back reset
echo "before: ", $pools(), "\n";
var_dump($l->change_user('mp454b', 'pwb', MP_DB));
$b_id = (int) $l->query('SELECT CONNECTION_ID()')->fetch_row()[0];
echo "thread_id is the new pool's connection: ", var_export($l->thread_id === $b_id && $b_id !== $a_id, true), "\n";
echo "after: ", $pools(), "\n";
echo "user: ", $l->query('SELECT CURRENT_USER()')->fetch_row()[0], "\n";
// the manager resets the connection given back (its @kept) on its own time: until then the pool
// would open a second connection for the next link, and which of the two it gets is a race
$idle_a = function () {
    foreach (mysqlpool_stats() as $p) {
        if (str_contains($p['pool'], 'mp454a')) return $p['idle'];
    }
    return 0;
};
for ($i = 0; $i < 500 && $idle_a() < 1; $i++) usleep(10000);
$other = new mysqli(MP_HOST, 'mp454a', 'pwa', MP_DB, MP_PORT);
$r = $other->query('SELECT CONNECTION_ID(), @kept')->fetch_row();
echo "the first pool's connection serves another link, reset: ", var_export((int) $r[0] === $a_id && $r[1] === null, true), "\n";
$other->close();
var_dump($l->change_user('mp454a', 'pwa', MP_DB));
echo "back on the first pool's connection: ", var_export((int) $l->query('SELECT CONNECTION_ID()')->fetch_row()[0] === $a_id, true), "\n";
try {
    $l->change_user('mp454b', 'wrong', MP_DB);
} catch (mysqli_sql_exception $e) {
    echo "refused: ", $e->getCode(), "\n";
}
echo "still the first pool's connection: ", var_export((int) $l->query('SELECT CONNECTION_ID()')->fetch_row()[0] === $a_id, true), "\n";
$l->close();
mp_drop_pool_user('mp454a');
mp_drop_pool_user('mp454b');
echo "done\n";
?>
--EXPECTF--
before: mp454a open 1 in_use 1
bool(true)
thread_id is the new pool's connection: true
after: mp454a open 1 in_use 0; mp454b open 1 in_use 0
user: mp454b@%
the first pool's connection serves another link, reset: true
bool(true)
back on the first pool's connection: true
refused: 1045
still the first pool's connection: true
done
