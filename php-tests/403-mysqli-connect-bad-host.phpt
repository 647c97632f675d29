--TEST--
mysqli: connect errors for an unreachable server as stock gives them: 2002 and mysqlnd's texts
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$srv = stream_socket_server('tcp://127.0.0.1:0');
$port = (int) substr(strrchr(stream_socket_get_name($srv, false), ':'), 1);
fclose($srv);
mpi_try('nothing listening', fn() => new mysqli('127.0.0.1', MP_USER, MP_PASSWORD, MP_DB, $port));
mpi_try('errno', fn() => [mysqli_connect_errno(), mysqli_connect_error()]);
mpi_try('unknown host', fn() => new mysqli('no-such-host.invalid', MP_USER, MP_PASSWORD));
mpi_try('no socket', fn() => new mysqli('localhost', MP_USER, MP_PASSWORD, MP_DB, 0, '/tmp/no-such-403.sock'));
mysqli_report(MYSQLI_REPORT_OFF);
var_dump(mysqli_connect('no-such-host.invalid', MP_USER, MP_PASSWORD));
var_dump(mysqli_connect_errno(), mysqli_connect_error());
// a good connect clears it
$m = mpi_connect();
var_dump(mysqli_connect_errno(), mysqli_connect_error(), $m->connect_errno);
?>
--EXPECTF--
nothing listening: mysqli_sql_exception [2002] Connection refused
errno: array(2) {
  [0]=>
  int(2002)
  [1]=>
  string(18) "Connection refused"
}

Warning: mysqli::__construct(): php_network_getaddresses: getaddrinfo for no-such-host.invalid failed: Name or service not known in %s on line 8
unknown host: mysqli_sql_exception [2002] php_network_getaddresses: getaddrinfo for no-such-host.invalid failed: Name or service not known
no socket: mysqli_sql_exception [2002] No such file or directory

Warning: mysqli_connect(): php_network_getaddresses: getaddrinfo for no-such-host.invalid failed: Name or service not known in %s on line 11

Warning: mysqli_connect(): (HY000/2002): php_network_getaddresses: getaddrinfo for no-such-host.invalid failed: Name or service not known in %s on line 11
bool(false)
int(2002)
string(96) "php_network_getaddresses: getaddrinfo for no-such-host.invalid failed: Name or service not known"
int(0)
NULL
int(0)
