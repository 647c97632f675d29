--TEST--
statement path: baseline statements apply however they are written, and a failing one is reported
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Two handles of one process share a pool of ONE connection, each with its own baseline, so
 * every switch between them resets the connection and replays the other's baseline. Baseline
 * statements end in ';', in a '-- comment', in a '# comment': each must apply (a comment
 * used to swallow the statements joined after it while the slot recorded them as applied).
 */
require __DIR__ . '/inc/pool.inc';
const USER = 'mp302';
const PASSWORD = 'mp302-pw';
mp_pool_user(USER, PASSWORD);
$opts = [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION];
$dsn = mp_dsn(['max_connections' => 1, 'acquire_timeout_ms' => 3000]);
$a = new PDO($dsn, USER, PASSWORD, $opts);
$b = new PDO($dsn, USER, PASSWORD, $opts);
$a->exec("SET time_zone = '+01:00' -- the office");
$a->exec("SET sql_mode = 'ANSI_QUOTES' # for Postgres habits");
$a->exec("SET NAMES latin1;");
$a->exec("SET @@session.div_precision_increment = 7;;");
$b->exec("SET time_zone = '+05:00'; SET NAMES utf8mb4 -- two in one text");
$q = "SELECT @@time_zone, @@sql_mode, @@character_set_client, @@div_precision_increment";
for ($round = 0; $round < 3; $round++) {
    echo "a: ", implode(' ', $a->query($q)->fetch(PDO::FETCH_NUM)), "\n";
    echo "b: ", implode(' ', $b->query($q)->fetch(PDO::FETCH_NUM)), "\n";
}
echo "a, one connection: ", $a->query("SELECT CONNECTION_ID()")->fetchColumn() == $b->query("SELECT CONNECTION_ID()")->fetchColumn() ? 'yes' : 'no', "\n";

// A setting that ran once (and costs no round trip the next time) but fails when replayed:
// the error reaches the handle that set it, at its next statement; then it is gone.
$root = mp_root();
$root->exec("CREATE DATABASE IF NOT EXISTS mp302_gone");
$root->exec("GRANT ALL ON mp302_gone.* TO '" . USER . "'@'%'");
$c = new PDO($dsn, USER, PASSWORD, $opts);
$c->exec("USE mp302_gone");
echo "c: ", $c->query("SELECT DATABASE()")->fetchColumn(), "\n";
unset($c);
$d = new PDO($dsn, USER, PASSWORD, $opts);
$d->exec("USE mp302_gone");     // known good in this process: deferred
$a->query("SELECT 1");          // the connection goes to a's baseline: d must replay its own
$root->exec("DROP DATABASE mp302_gone");
try {
    $d->query("SELECT DATABASE()");
    echo "d: no error\n";
} catch (PDOException $e) {
    echo "d: ", $e->errorInfo[1], " ", strpos($e->getMessage(), 'USE mp302_gone') !== false ? 'names the statement' : $e->getMessage(), "\n";
}
echo "d after: ", $d->query("SELECT DATABASE()")->fetchColumn(), "\n";
echo "a after: ", implode(' ', $a->query($q)->fetch(PDO::FETCH_NUM)), "\n";
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
a: +01:00 ANSI_QUOTES latin1 7
b: +05:00 STRICT_TRANS_TABLES,ERROR_FOR_DIVISION_BY_ZERO,NO_AUTO_CREATE_USER,NO_ENGINE_SUBSTITUTION utf8mb4 4
a: +01:00 ANSI_QUOTES latin1 7
b: +05:00 STRICT_TRANS_TABLES,ERROR_FOR_DIVISION_BY_ZERO,NO_AUTO_CREATE_USER,NO_ENGINE_SUBSTITUTION utf8mb4 4
a: +01:00 ANSI_QUOTES latin1 7
b: +05:00 STRICT_TRANS_TABLES,ERROR_FOR_DIVISION_BY_ZERO,NO_AUTO_CREATE_USER,NO_ENGINE_SUBSTITUTION utf8mb4 4
a, one connection: yes
c: mp302_gone
d: 1049 names the statement
d after: mysqlpool_test
a after: +01:00 ANSI_QUOTES latin1 7
done
