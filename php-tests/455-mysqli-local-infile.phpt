--TEST--
mysqli: LOAD DATA LOCAL INFILE as stock applies its settings: the connect sets LOCAL_INFILE from mysqli.allow_local_infile (over options() before it) and the directory from mysqli.local_infile_directory; options() after the connect change them; MYSQLI_OPT_LOAD_DATA_LOCAL_DIR allows only files below it (a path through .. or a link out is refused with 2068, a missing file below it is 7890); the rows, affected_rows and info of a load
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--INI--
mysqli.local_infile_directory=/tmp/mp455-ini
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
mysqli_report(MYSQLI_REPORT_OFF);
foreach (['/tmp/mp455-ini', '/tmp/mp455-opt'] as $d) @mkdir($d);
file_put_contents('/tmp/mp455-ini/in.csv', "1,a\n2,b\n");
file_put_contents('/tmp/mp455-opt/in.csv', "3,c\n");
file_put_contents('/tmp/mp455-out.csv', "4,d\n");
@unlink('/tmp/mp455-opt/link.csv');
symlink('/tmp/mp455-out.csv', '/tmp/mp455-opt/link.csv');
$files = ['/tmp/mp455-ini/in.csv', '/tmp/mp455-opt/in.csv', '/tmp/mp455-out.csv', '/tmp/mp455-opt/../mp455-out.csv',
    '/tmp/mp455-opt/link.csv', '/tmp/mp455-opt/none.csv', '/tmp/mp455-ini/none.csv'];
$try = function (string $label, callable $before, ?callable $after = null) use ($files) {
    $l = mysqli_init();
    $before($l);
    $l->real_connect(MP_HOST, MP_USER, MP_PASSWORD, MP_DB, MP_PORT);
    if ($after) $after($l);
    $l->query('CREATE TABLE IF NOT EXISTS t455 (id INT, v VARCHAR(5))');
    $r = [];
    foreach ($files as $f) {
        $ok = $l->query("LOAD DATA LOCAL INFILE '$f' INTO TABLE t455 FIELDS TERMINATED BY ','");
        $r[] = $ok ? "ok $l->affected_rows" : $l->errno;
    }
    echo str_pad($label, 32), implode(' | ', $r), "\n";
};
$try('ini only', fn($l) => null);
$try('LOCAL_INFILE before', fn($l) => $l->options(MYSQLI_OPT_LOCAL_INFILE, 1));
$try('LOCAL_INFILE after', fn($l) => null, fn($l) => $l->options(MYSQLI_OPT_LOCAL_INFILE, true));
$try('dir before (ini wins)', fn($l) => $l->options(MYSQLI_OPT_LOAD_DATA_LOCAL_DIR, '/tmp/mp455-opt'));
$try('dir after', fn($l) => null, fn($l) => $l->options(MYSQLI_OPT_LOAD_DATA_LOCAL_DIR, '/tmp/mp455-opt/'));
$try('dir after, null', fn($l) => null, fn($l) => $l->options(MYSQLI_OPT_LOAD_DATA_LOCAL_DIR, null));
$l = mpi_connect();
$l->query('TRUNCATE t455');
var_dump($l->query("LOAD DATA LOCAL INFILE '/tmp/mp455-ini/in.csv' INTO TABLE t455 FIELDS TERMINATED BY ','"));
var_dump($l->affected_rows, $l->info, $l->warning_count);
var_dump($l->query('SELECT * FROM t455 ORDER BY id')->fetch_all());
$l->options(MYSQLI_OPT_LOAD_DATA_LOCAL_DIR, '');
var_dump($l->query("LOAD DATA LOCAL INFILE '/tmp/mp455-ini/in.csv' INTO TABLE t455"), $l->errno, $l->error, $l->sqlstate);
mysqli_report(MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT);
mpi_try('refused, strict', fn() => $l->query("LOAD DATA LOCAL INFILE '/tmp/mp455-ini/in.csv' INTO TABLE t455"));
$l->options(MYSQLI_OPT_LOCAL_INFILE, 1);
mpi_try('missing, strict', fn() => $l->query("LOAD DATA LOCAL INFILE '/tmp/mp455-ini/none.csv' INTO TABLE t455"));
$l->query('DROP TABLE t455');
echo "done\n";
?>
--CLEAN--
<?php
foreach (['/tmp/mp455-ini/in.csv', '/tmp/mp455-opt/in.csv', '/tmp/mp455-opt/link.csv', '/tmp/mp455-out.csv'] as $f) @unlink($f);
@rmdir('/tmp/mp455-ini');
@rmdir('/tmp/mp455-opt');
?>
--EXPECT--
ini only                        ok 2 | 2068 | 2068 | 2068 | 2068 | 2068 | 7890
LOCAL_INFILE before             ok 2 | 2068 | 2068 | 2068 | 2068 | 2068 | 7890
LOCAL_INFILE after              ok 2 | ok 1 | ok 1 | ok 1 | ok 1 | 7890 | 7890
dir before (ini wins)           ok 2 | 2068 | 2068 | 2068 | 2068 | 2068 | 7890
dir after                       2068 | ok 1 | 2068 | 2068 | 2068 | 7890 | 2068
dir after, null                 2068 | 2068 | 2068 | 2068 | 2068 | 2068 | 2068
bool(true)
int(2)
string(47) "Records: 2  Deleted: 0  Skipped: 0  Warnings: 0"
int(0)
array(2) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "1"
    [1]=>
    string(1) "a"
  }
  [1]=>
  array(2) {
    [0]=>
    string(1) "2"
    [1]=>
    string(1) "b"
  }
}
bool(false)
int(2068)
string(191) "LOAD DATA LOCAL INFILE is forbidden, check related settings like mysqli.allow_local_infile|mysqli.local_infile_directory or PDO::MYSQL_ATTR_LOCAL_INFILE|PDO::MYSQL_ATTR_LOCAL_INFILE_DIRECTORY"
string(5) "HY000"
refused, strict: mysqli_sql_exception [2068] LOAD DATA LOCAL INFILE is forbidden, check related settings like mysqli.allow_local_infile|mysqli.local_infile_directory or PDO::MYSQL_ATTR_LOCAL_INFILE|PDO::MYSQL_ATTR_LOCAL_INFILE_DIRECTORY
missing, strict: mysqli_sql_exception [7890] Can't find file '/tmp/mp455-ini/none.csv'.
done
