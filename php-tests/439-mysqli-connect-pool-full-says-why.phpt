--TEST--
mysqli: a connect the pool can't serve in time (its only connection held) is 2002 with the pool's words, which say why, not a socket's "Connection refused" (pool-only: stock opens a connection of its own)
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
ini_set('mysqlpool.max_connections', '1');
ini_set('mysqlpool.connect_timeout_ms', '1000');
mp_pool_user('mp439', 'pw439');
$a = new mysqli(MP_HOST, 'mp439', 'pw439', MP_DB, MP_PORT);
$a->query('START TRANSACTION');
$a->query('SELECT 1');
mysqli_report(MYSQLI_REPORT_OFF);
$b = @new mysqli(MP_HOST, 'mp439', 'wrong', MP_DB, MP_PORT);
echo mysqli_connect_errno(), ' ', mysqli_connect_error(), "\n";
?>
--EXPECTF--
2002 mysqlpool: %s
