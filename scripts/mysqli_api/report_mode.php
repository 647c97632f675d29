<?php
// mysqli_report() and mysqli_driver::$report_mode are one setting (stock: one global), and the
// client's name and version are the same wherever they are read. Run by mysqli_api_test.sh on
// the real front-end only (--ext: the harness has neither mysqli_report() nor the functions).
$d = new mysqli_driver();
// WordPress 6.1 (wpdb::has_cap('utf8mb4')) reads "mysqlnd <version>" in mysqli_get_client_info()
// to choose utf8mb4: the function must say what mysqli_driver says (stock's "mysqlnd 8.2.x")
var_dump(mysqli_get_client_info() === $d->client_info, mysqli_get_client_version() === $d->client_version);
var_dump($d->report_mode);
var_dump(mysqli_report(MYSQLI_REPORT_OFF), $d->report_mode);
var_dump(mysqli_report(MYSQLI_REPORT_ALL), $d->report_mode);
$d->report_mode = MYSQLI_REPORT_ERROR;
// what mysqli_report() set is what the front-end reports by: an error of a connect is a
// warning now (REPORT_ERROR without STRICT), not an exception
try {
    $m = @mysqli_connect('127.0.0.1', 'no_such_user', 'x', '', 1);
    echo "connect: ", var_export($m, true), ' ', mysqli_connect_errno() !== 0 ? 'errno set' : 'no errno', "\n";
} catch (mysqli_sql_exception $e) {
    echo "connect threw\n";
}
$d->report_mode = MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT;
try {
    mysqli_connect('127.0.0.1', 'no_such_user', 'x', '', 1);
    echo "connect returned\n";
} catch (mysqli_sql_exception $e) {
    echo "connect threw\n";
}
// the last line: mysqli_api_test.sh counts a run that did not get here (a fatal error) as failed
echo "-- end of report_mode.php\n";
