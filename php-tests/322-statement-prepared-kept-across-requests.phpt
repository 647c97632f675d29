--TEST--
statement path: a server-side prepared statement stays prepared on its connection for the next requests (other processes), under its own context only, and goes with a reset
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Before: every statement was closed when its connection went back, so each request prepared
 * each of its statements again (5.7 prepares per request in the Laravel benchmark). Now the
 * connection keeps them: the counts are the server's (COM_STMT_PREPARE of the one pooled
 * connection, read at the start and the end of each request, a separate PHP process). A
 * statement with result columns costs one prepare per process: the server omits the columns
 * of a statement it already sent them for, which a process that never saw them can't read.
 */
require __DIR__ . '/inc/requests.inc';
const USER = 'mp322';
const PASSWORD = 'mp322-pw';
mp_pool_user(USER, PASSWORD);
$root = mp_root();
$root->exec('CREATE OR REPLACE TABLE ' . MP_DB . '.t322 (id INT PRIMARY KEY, v VARCHAR(10), n INT)');
$root->exec("INSERT INTO " . MP_DB . ".t322 VALUES (1, 'one', 0), (2, 'two', 0)");
$opts = [PDO::ATTR_EMULATE_PREPARES => false];
$count = 'function prepares() { return (int) q("SELECT VARIABLE_VALUE FROM information_schema.SESSION_STATUS WHERE VARIABLE_NAME = \'COM_STMT_PREPARE\'"); }' . "\n";
$body = $count . '$before = prepares();
$s = $db->prepare("SELECT v FROM t322 WHERE id = ?");
$u = $db->prepare("UPDATE t322 SET n = n + 1 WHERE id = ?");
$got = [];
foreach ([1, 2, 1] as $id) { $s->execute([$id]); $got[] = $s->fetchColumn(); $u->execute([$id]); }
echo implode(" ", $got), "; prepared here: ", prepares() - $before, "\n";';

echo "first request:\n";
$ids[] = mp_request(USER, PASSWORD, $body, [], $opts);
echo "second request (the UPDATE kept; the SELECT's columns unknown to this process):\n";
$ids[] = mp_request(USER, PASSWORD, $body, [], $opts);
echo "two handles in one request, the second prepares nothing:\n";
$ids[] = mp_request(USER, PASSWORD, $body . '
$db = new PDO(mp_dsn(["max_connections" => 1]), "mp322", "mp322-pw", [PDO::ATTR_EMULATE_PREPARES => false]);
$before = prepares();
$s = $db->prepare("SELECT v FROM t322 WHERE id = ?"); $s->execute([2]);
$u = $db->prepare("UPDATE t322 SET n = n + 1 WHERE id = ?"); $u->execute([2]);
echo $s->fetchColumn(), "; prepared by the second handle: ", prepares() - $before, "\n";', [], $opts);
echo "another context (time_zone set): its own statements, and the same results:\n";
$ids[] = mp_request(USER, PASSWORD, '$db->exec("SET time_zone = \'+01:00\'");' . "\n" . $body, [], $opts);
echo "back to no setting: the connection is reset to leave that context, prepared again:\n";
$ids[] = mp_request(USER, PASSWORD, $body, [], $opts);
echo "a pinned request (a user variable) goes back reset: the next prepares again:\n";
$ids[] = mp_request(USER, PASSWORD, '$db->exec("SET @mp322 = 1");' . "\n" . $body, [], $opts);
$ids[] = mp_request(USER, PASSWORD, $body, [], $opts);
mp_same_connection(...$ids);
echo "updates: ", $root->query('SELECT GROUP_CONCAT(n ORDER BY id) FROM ' . MP_DB . '.t322')->fetchColumn(), "\n";
$root->exec('DROP TABLE ' . MP_DB . '.t322');
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
first request:
  | one two one; prepared here: 2
  exit 0
second request (the UPDATE kept; the SELECT's columns unknown to this process):
  | one two one; prepared here: 1
  exit 0
two handles in one request, the second prepares nothing:
  | one two one; prepared here: 1
  | two; prepared by the second handle: 0
  exit 0
another context (time_zone set): its own statements, and the same results:
  | one two one; prepared here: 2
  exit 0
back to no setting: the connection is reset to leave that context, prepared again:
  | one two one; prepared here: 2
  exit 0
a pinned request (a user variable) goes back reset: the next prepares again:
  | one two one; prepared here: 2
  exit 0
  | one two one; prepared here: 2
  exit 0
same connection: yes
updates: 14,8
done
