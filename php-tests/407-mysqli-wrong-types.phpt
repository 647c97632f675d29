--TEST--
mysqli: wrong argument types and values: TypeError / ValueError as stock (as the PHP it runs on: stock 8.2 and 8.4 print this test's expectation)
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
$m = mpi_connect();
// What PHP 8.4's mysqli words otherwise (checked on stock 8.2 and 8.4): an empty argument "must
// not be empty" (8.2: "cannot be empty"), constructor arguments for a class without one a
// ValueError (8.2: Exception). Printed as <empty> and <error> when they are the version's.
$v84 = PHP_VERSION_ID >= 80400;
$versioned = function (string $label, callable $fn) use ($v84) {
    ob_start();
    mpi_try($label, $fn);
    echo strtr(ob_get_clean(), [$v84 ? 'must not be empty' : 'cannot be empty' => '<empty>',
        ': ' . ($v84 ? 'ValueError' : 'Exception') . ' [0] mysqli_result::fetch_object()' => ': <error> [0] mysqli_result::fetch_object()']);
};
mpi_try('query array', fn() => $m->query([]));
$versioned('query empty', fn() => $m->query(''));
$versioned('mysqli_query empty', fn() => mysqli_query($m, ''));
mpi_try('query bad mode', fn() => $m->query('SELECT 1', 99));
mpi_try('mysqli_query string link', fn() => mysqli_query('x', 'SELECT 1'));
mpi_try('mysqli_query null link', fn() => mysqli_query(null, 'SELECT 1'));
mpi_try('fetch_assoc link', fn() => mysqli_fetch_assoc($m));
$r = $m->query('SELECT 1 a');
mpi_try('fetch_array mode', fn() => $r->fetch_array(7));
mpi_try('mysqli_fetch_array mode', fn() => mysqli_fetch_array($r, 0));
mpi_try('fetch_all mode', fn() => $r->fetch_all(4));
mpi_try('fetch_column -1', fn() => $r->fetch_column(-1));
mpi_try('fetch_column 3', fn() => $r->fetch_column(3));
mpi_try('fetch_field_direct 5', fn() => $r->fetch_field_direct(5));
mpi_try('field_seek -1', fn() => mysqli_field_seek($r, -1));
mpi_try('data_seek -1', fn() => $r->data_seek(-1));
mpi_try('fetch_object abstract', fn() => $r->fetch_object('Throwable'));
mpi_try('fetch_object unknown', fn() => $r->fetch_object('NoSuchClass407'));
$versioned('fetch_object args', fn() => $r->fetch_object('stdClass', [1]));
mpi_try('real_connect port', fn() => mysqli_real_connect(mysqli_init(), MP_HOST, MP_USER, MP_PASSWORD, MP_DB, 'x'));
mpi_try('report', fn() => mysqli_report('x'));
mpi_try('write property', function () use ($m) { $m->errno = 1; });
mpi_try('write result property', function () use ($r) { $r->num_rows = 1; });
?>
--EXPECTF--
query array: TypeError [0] mysqli::query(): Argument #1 ($query) must be of type string, array given
query empty: ValueError [0] mysqli::query(): Argument #1 ($query) <empty>
mysqli_query empty: ValueError [0] mysqli_query(): Argument #2 ($query) <empty>
query bad mode: ValueError [0] mysqli::query(): Argument #2 ($result_mode) must be either MYSQLI_USE_RESULT or MYSQLI_STORE_RESULT with MYSQLI_ASYNC as an optional bitmask flag
mysqli_query string link: TypeError [0] mysqli_query(): Argument #1 ($mysql) must be of type mysqli, string given
mysqli_query null link: TypeError [0] mysqli_query(): Argument #1 ($mysql) must be of type mysqli, null given
fetch_assoc link: TypeError [0] mysqli_fetch_assoc(): Argument #1 ($result) must be of type mysqli_result, mysqli given
fetch_array mode: ValueError [0] mysqli_result::fetch_array(): Argument #1 ($mode) must be one of MYSQLI_NUM, MYSQLI_ASSOC, or MYSQLI_BOTH
mysqli_fetch_array mode: ValueError [0] mysqli_fetch_array(): Argument #2 ($mode) must be one of MYSQLI_NUM, MYSQLI_ASSOC, or MYSQLI_BOTH
fetch_all mode: ValueError [0] mysqli_result::fetch_all(): Argument #1 ($mode) must be one of MYSQLI_NUM, MYSQLI_ASSOC, or MYSQLI_BOTH
fetch_column -1: ValueError [0] mysqli_result::fetch_column(): Argument #1 ($column) must be greater than or equal to 0
fetch_column 3: ValueError [0] mysqli_result::fetch_column(): Argument #1 ($column) must be less than the number of fields for this result set
fetch_field_direct 5: ValueError [0] mysqli_result::fetch_field_direct(): Argument #1 ($index) must be less than the number of fields for this result set
field_seek -1: ValueError [0] mysqli_field_seek(): Argument #2 ($index) must be greater than or equal to 0
data_seek -1: ValueError [0] mysqli_result::data_seek(): Argument #1 ($offset) must be greater than or equal to 0
fetch_object abstract: Error [0] Class Throwable cannot be instantiated
fetch_object unknown: TypeError [0] mysqli_result::fetch_object(): Argument #1 ($class) must be a valid class name, NoSuchClass407 given
fetch_object args: <error> [0] mysqli_result::fetch_object(): Argument #2 ($constructor_args) must be empty when the specified class (stdClass) does not have a constructor
real_connect port: TypeError [0] mysqli_real_connect(): Argument #6 ($port) must be of type ?int, string given
report: TypeError [0] mysqli_report(): Argument #1 ($flags) must be of type int, string given
write property: Error [0] Cannot write read-only property mysqli::$errno
write result property: Error [0] Cannot write read-only property mysqli_result::$num_rows
