--TEST--
mysqli: options() answers every option as stock's mysqli on mysqlnd does (true where mysqlnd takes it, false with nothing reported where it does not: write timeout, a command buffer under 4096 bytes, an option only libmysqlclient has; an unknown charset is 2019 "Unknown character set", reported as the mode says); init commands accumulate and each connect runs them in order, the first that fails being the connect error; a read timeout set before the connect lets a statement that waits past it fail
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
mysqli_report(MYSQLI_REPORT_OFF);
$m = mysqli_init();
$taken = [];
foreach (array_merge(range(-1, 45), range(200, 212)) as $o) {
    $v = in_array($o, [3, 4, 5, 6, 7, 35, 43], true) ? 'utf8mb4' : 1;
    $taken[] = "$o:" . ($m->options($o, $v) ? 'y' : 'n');
}
echo implode(' ', $taken), "\n";
var_dump($m->options(MYSQLI_OPT_NET_CMD_BUFFER_SIZE, 4095), $m->options(MYSQLI_OPT_NET_CMD_BUFFER_SIZE, 4096), $m->errno);
var_dump($m->options(MYSQLI_SET_CHARSET_NAME, 'no_such_set'), $m->errno, $m->error);
var_dump(mysqli_set_opt($m, MYSQLI_SET_CHARSET_NAME, 'LATIN1'));
mysqli_report(MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT);
mpi_try('up to a NUL byte', fn() => $m->options(MYSQLI_SET_CHARSET_NAME, "utf8mb4\0x"));
mpi_try('unknown charset, strict', fn() => $m->options(MYSQLI_SET_CHARSET_NAME, 'nope'));
mpi_try('closed link', function () { $c = mysqli_init(); $c->close(); return $c->options(0, 1); });
mysqli_report(MYSQLI_REPORT_OFF);

echo "-- init commands\n";
$m = mysqli_init();
$m->options(MYSQLI_INIT_COMMAND, 'SET @a = 1');
$m->options(MYSQLI_INIT_COMMAND, 'SET @b = @a + 1');
var_dump($m->real_connect(MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT));
var_dump($m->query('SELECT @a, @b')->fetch_row());
$m->close();
$m = mysqli_init();
$m->options(MYSQLI_INIT_COMMAND, 'SET @a = 1');
$m->options(MYSQLI_INIT_COMMAND, 'SELEC 2');
$m->options(MYSQLI_INIT_COMMAND, 'SET @c = 3');
var_dump(@$m->real_connect(MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT), mysqli_connect_errno());

echo "-- read timeout\n";
$m = mysqli_init();
var_dump($m->options(MYSQLI_OPT_READ_TIMEOUT, 1));
$m->real_connect(MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT);
$t = microtime(true);
var_dump(@$m->query('SELECT SLEEP(3)'), $m->errno, $m->error);
echo "failed within 2.5 s: ", var_export(microtime(true) - $t < 2.5, true), "\n";
$m = mysqli_init();
$m->options(MYSQLI_OPT_READ_TIMEOUT, 5);
$m->real_connect(MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT);
var_dump($m->query('SELECT SLEEP(1) AS s')->fetch_row()[0]);
echo "done\n";
?>
--EXPECT--
-1:n 0:y 1:n 2:y 3:y 4:y 5:y 6:n 7:y 8:y 9:n 10:n 11:y 12:n 13:n 14:n 15:n 16:n 17:n 18:n 19:n 20:n 21:n 22:n 23:n 24:n 25:n 26:n 27:n 28:n 29:n 30:n 31:n 32:n 33:n 34:n 35:y 36:n 37:y 38:n 39:n 40:n 41:n 42:n 43:y 44:n 45:n 200:n 201:y 202:n 203:y 204:n 205:n 206:n 207:n 208:n 209:n 210:n 211:n 212:n
bool(false)
bool(true)
int(0)
bool(false)
int(2019)
string(21) "Unknown character set"
bool(true)
up to a NUL byte: bool(true)
unknown charset, strict: mysqli_sql_exception [2019] Unknown character set
closed link: Error [0] mysqli object is already closed
-- init commands
bool(true)
array(2) {
  [0]=>
  string(1) "1"
  [1]=>
  string(1) "2"
}
bool(false)
int(1064)
-- read timeout
bool(true)
bool(false)
int(2006)
string(26) "MySQL server has gone away"
failed within 2.5 s: true
string(1) "0"
done
