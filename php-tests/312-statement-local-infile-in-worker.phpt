--TEST--
statement path: LOAD DATA LOCAL INFILE is read by the worker, as the handle's LOCAL_INFILE / LOCAL_INFILE_DIRECTORY say
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Every pooled connection can be asked for a file; what is sent is decided per handle, in the
 * worker, as mysqlnd decides: LOCAL_INFILE => true any file, else LOCAL_INFILE_DIRECTORY the
 * files below it, else nothing (2068). Handles with different policies share the pool's
 * connections: a handle that loaded a file leaves nothing enabled for the next one.
 */
// A pool of its own: the default test pool is shared with PHPTs that run meanwhile and KILL
// connections, whose replacements keep a slot until the server has ended the old session.
require __DIR__ . '/inc/config.inc';
$root = sys_get_temp_dir() . '/mp312-' . getmypid();
@mkdir($root);
@mkdir("$root/allowed");
file_put_contents("$root/allowed/in.csv", "1;one\n2;two\n3;three\n");
file_put_contents("$root/outside.csv", "7;seven\n8;eight\n");
symlink("$root/outside.csv", "$root/allowed/link.csv");

$load = fn(PDO $db, string $file) => "LOAD DATA LOCAL INFILE " . $db->quote($file) .
    " INTO TABLE t312 FIELDS TERMINATED BY ';' LINES TERMINATED BY '\\n'";
function try_load(string $label, PDO $db, string $sql): void {
    try {
        $n = $db->exec($sql);
        echo "$label: loaded ", var_export($n, true), "\n";
    } catch (PDOException $e) {
        echo "$label: ", $e->errorInfo[0], " ", $e->errorInfo[1], " ", $e->errorInfo[2], "\n";
    }
}
function attrs(string $label, PDO $db, string $root): void {
    $dir = $db->getAttribute(PDO::MYSQL_ATTR_LOCAL_INFILE_DIRECTORY);
    echo "$label: LOCAL_INFILE ", var_export($db->getAttribute(PDO::MYSQL_ATTR_LOCAL_INFILE), true),
         ", DIRECTORY ", $dir === null ? 'NULL' : str_replace($root, 'ROOT', $dir), "\n";
}
$e = [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION];
$plain = mp_connect(['pool' => 'p312', 'max_connections' => 3], $e);
$plain->exec("DROP TABLE IF EXISTS t312");
$plain->exec("CREATE TABLE t312 (id INT PRIMARY KEY, v VARCHAR(10))");

attrs('default', $plain, $root);
try_load('default', $plain, $load($plain, "$root/allowed/in.csv"));
echo "default then: ", $plain->query("SELECT COUNT(*) FROM t312")->fetchColumn(), " rows\n";

$on = mp_connect(['pool' => 'p312', 'max_connections' => 3], $e + [PDO::MYSQL_ATTR_LOCAL_INFILE => true]);
attrs('on', $on, $root);
try_load('on', $on, $load($on, "$root/outside.csv"));
try_load('on, missing file', $on, $load($on, "$root/nope.csv"));
echo "on then: ", $on->query("SELECT COUNT(*) FROM t312")->fetchColumn(), " rows\n";
// A LOAD DATA keeps its connection with the handle until the handle or the request ends (its
// @v columns are state that nothing reports): ending the handle gives it back, reset. The
// default handle is still refused.
$on = null;
try_load('default again', $plain, $load($plain, "$root/allowed/in.csv"));
// As pdo_mysql: not changed after the handle is made.
var_dump($plain->setAttribute(PDO::MYSQL_ATTR_LOCAL_INFILE, true));
attrs('default after setAttribute', $plain, $root);

$dir = mp_connect(['pool' => 'p312', 'max_connections' => 3], $e + [PDO::MYSQL_ATTR_LOCAL_INFILE_DIRECTORY => "$root/allowed"]);
attrs('dir', $dir, $root);
try_load('dir, outside', $dir, $load($dir, "$root/outside.csv"));
try_load('dir, symlink to outside', $dir, $load($dir, "$root/allowed/link.csv"));
try_load('dir, ../', $dir, $load($dir, "$root/allowed/../outside.csv"));
try_load('dir, inside', $dir, $load($dir, "$root/allowed/in.csv"));
$dir = null;

$both = mp_connect(['pool' => 'p312', 'max_connections' => 3], $e + [PDO::MYSQL_ATTR_LOCAL_INFILE => true,
                             PDO::MYSQL_ATTR_LOCAL_INFILE_DIRECTORY => "$root/allowed"]);
$both->exec("DELETE FROM t312 WHERE id > 6");
try_load('on + dir, outside', $both, $load($both, "$root/outside.csv"));
echo json_encode($plain->query("SELECT id, v FROM t312 ORDER BY id")->fetchAll(PDO::FETCH_NUM)), "\n";

$plain->exec("DROP TABLE t312");
unlink("$root/allowed/link.csv");
unlink("$root/allowed/in.csv");
unlink("$root/outside.csv");
rmdir("$root/allowed");
rmdir($root);
?>
--EXPECTF--
default: LOCAL_INFILE false, DIRECTORY NULL
default: HY000 2068 LOAD DATA LOCAL INFILE is forbidden, check related settings like mysqli.allow_local_infile|mysqli.local_infile_directory or PDO::MYSQL_ATTR_LOCAL_INFILE|PDO::MYSQL_ATTR_LOCAL_INFILE_DIRECTORY
default then: 0 rows
on: LOCAL_INFILE true, DIRECTORY NULL
on: loaded 2
on, missing file: HY000 7890 Can't find file '%s/nope.csv'.
on then: 2 rows
default again: HY000 2068 LOAD DATA LOCAL INFILE is forbidden, check related settings like mysqli.allow_local_infile|mysqli.local_infile_directory or PDO::MYSQL_ATTR_LOCAL_INFILE|PDO::MYSQL_ATTR_LOCAL_INFILE_DIRECTORY
bool(false)
default after setAttribute: LOCAL_INFILE false, DIRECTORY NULL
dir: LOCAL_INFILE false, DIRECTORY ROOT/allowed
dir, outside: HY000 2068 LOAD DATA LOCAL INFILE DIRECTORY restriction in effect. Unable to open file
dir, symlink to outside: HY000 2068 LOAD DATA LOCAL INFILE DIRECTORY restriction in effect. Unable to open file
dir, ../: HY000 2068 LOAD DATA LOCAL INFILE DIRECTORY restriction in effect. Unable to open file
dir, inside: loaded 3
on + dir, outside: loaded 2
[[1,"one"],[2,"two"],[3,"three"],[7,"seven"],[8,"eight"]]
