--TEST--
mysqli: thread_id: the connection the link holds or last held, set by the connect (as stock's; the
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
// connect leases a connection once), so that `KILL <thread_id>` ends it
ini_set('mysqlpool.max_connections', '1');
mp_pool_user('mp420', 'pw420');
$m = new mysqli(MP_HOST, 'mp420', 'pw420', MP_DB, MP_PORT);
$at_connect = $m->thread_id;
var_dump($at_connect > 0);
$id = (int) $m->query('SELECT CONNECTION_ID()')->fetch_row()[0];
var_dump($at_connect === $id, $m->thread_id === $id, mysqli_thread_id($m) === $id);
$m->query('DO 1');
var_dump($m->thread_id === $id);
$m->close();
mpi_try('closed', fn() => $m->thread_id);
?>
--EXPECTF--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
closed: Error [0] mysqli object is already closed
