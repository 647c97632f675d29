--TEST--
mysqli: change_user() moves the link to another user and database (null: none) with its character set kept; the session starts clean (variables, temporary tables, the open transaction rolled back, autocommit on, insert_id and affected_rows 0); its prepared statements are not the link's any more; a refused one (1045 with SQLSTATE 28000, 1044) keeps the user and database and resets the session, reported as the mode says; arguments as stock's
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--INI--
; PHP 8.4 deprecates ping(), kill() and refresh() (what it says is checked by the mysqli_api
; step against stock, scripts/mysqli_api/deprecations.php); this test is about what they do
error_reporting=E_ALL & ~E_DEPRECATED
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
mysqli_report(MYSQLI_REPORT_OFF);
$root = mp_root();
$root->exec("DROP USER IF EXISTS 'mp453'@'%'");
$root->exec("CREATE USER 'mp453'@'%' IDENTIFIED BY 'pw453'");
$root->exec("CREATE DATABASE IF NOT EXISTS mp453_other");
$root->exec("GRANT ALL ON mp453_other.* TO 'mp453'@'%'");
$root->exec("GRANT ALL ON `" . MP_DB . "`.* TO 'mp453'@'%'");
$l = mpi_connect();
$l->query('DROP TABLE IF EXISTS t453');
$l->query('CREATE TABLE t453 (id INT AUTO_INCREMENT PRIMARY KEY) ENGINE=InnoDB');
$l->set_charset('latin1');
$l->query('SET @v = 1');
$l->query('CREATE TEMPORARY TABLE tmp453 (x INT)');
$l->autocommit(false);
$l->query('INSERT INTO t453 VALUES (NULL)');
$s = $l->prepare('SELECT 42');
var_dump($l->character_set_name(), $l->insert_id);
echo "-- accepted\n";
var_dump($l->change_user('mp453', 'pw453', 'mp453_other'), $l->errno, $l->error, $l->affected_rows, $l->insert_id, $l->info);
var_dump($l->character_set_name());
var_dump($l->query('SELECT CURRENT_USER(), DATABASE(), @v, @@autocommit, @@character_set_client, @@character_set_results')->fetch_row());
var_dump($l->query('SELECT * FROM tmp453'), $l->errno);
var_dump(mp_root()->query('SELECT COUNT(*) FROM t453')->fetchColumn());
var_dump($s->execute() && $s->bind_result($x) && $s->fetch(), $s->errno !== 0);
echo "-- no database\n";
var_dump(mysqli_change_user($l, 'mp453', 'pw453', null), $l->query('SELECT DATABASE()')->fetch_row());
var_dump($l->change_user('mp453', 'pw453', ''), $l->query('SELECT DATABASE()')->fetch_row());
echo "-- refused\n";
$l->query('SET @w = 2');
var_dump($l->change_user('mp453', 'wrong', 'mp453_other'), $l->errno, $l->sqlstate, str_contains($l->error, "Access denied for user 'mp453'"));
var_dump($l->query('SELECT CURRENT_USER(), DATABASE(), @w')->fetch_row());
var_dump($l->change_user('mp453', 'pw453', 'mysql'), $l->errno, $l->sqlstate);
var_dump($l->query('SELECT CURRENT_USER()')->fetch_row(), $l->ping());
mysqli_report(MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT);
mpi_try('back to the first user', fn() => $l->change_user(MP_USER, MP_PASSWORD, MP_DB));
var_dump($l->query('SELECT CURRENT_USER() LIKE CONCAT(' . "'" . MP_USER . "'" . ', "@%"), DATABASE() = "' . MP_DB . '"')->fetch_row());
mpi_try('refused, strict', fn() => $l->change_user('mp453', 'wrong', null) ? 'true' : 'false');
mpi_try('three arguments', fn() => mysqli_change_user($l, 'a', 'b'));
mpi_try('array', fn() => $l->change_user([], 'b', null));
$l->close();
mpi_try('closed', fn() => $l->change_user('a', 'b', null));
mpi_try('not connected', fn() => mysqli_init()->change_user('a', 'b', null));
$root->exec('DROP TABLE t453');
$root->exec("DROP USER 'mp453'@'%'");
$root->exec('DROP DATABASE mp453_other');
echo "done\n";
?>
--EXPECT--
string(6) "latin1"
int(1)
-- accepted
bool(true)
int(0)
string(0) ""
int(0)
int(0)
NULL
string(6) "latin1"
array(6) {
  [0]=>
  string(7) "mp453@%"
  [1]=>
  string(11) "mp453_other"
  [2]=>
  NULL
  [3]=>
  string(1) "1"
  [4]=>
  string(6) "latin1"
  [5]=>
  string(6) "latin1"
}
bool(false)
int(1146)
int(0)
bool(false)
bool(true)
-- no database
bool(true)
array(1) {
  [0]=>
  NULL
}
bool(true)
array(1) {
  [0]=>
  NULL
}
-- refused
bool(false)
int(1045)
string(5) "28000"
bool(true)
array(3) {
  [0]=>
  string(7) "mp453@%"
  [1]=>
  NULL
  [2]=>
  NULL
}
bool(false)
int(1044)
string(5) "42000"
array(1) {
  [0]=>
  string(7) "mp453@%"
}
bool(true)
back to the first user: bool(true)
array(2) {
  [0]=>
  string(1) "1"
  [1]=>
  string(1) "1"
}
refused, strict: mysqli_sql_exception [1045] Access denied for user 'mp453'@'127.0.0.1' (using password: YES)
three arguments: ArgumentCountError [0] mysqli_change_user() expects exactly 4 arguments, 3 given
array: TypeError [0] mysqli::change_user(): Argument #1 ($username) must be of type string, array given
closed: Error [0] mysqli object is already closed
not connected: Error [0] mysqli object is not fully initialized
done
