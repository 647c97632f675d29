--TEST--
statement path: LAST_INSERT_ID(), ROW_COUNT(), FOUND_ROWS() answer as a dedicated connection in every form, stored text unchanged
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Two handles share a pool of ONE connection, so each statement of one may follow the
 * other's on the server. What a statement reads of its handle's previous statement must be
 * the handle's own, in multi-statement texts (where later statements read the text's own),
 * routines and triggers, and text the server stores (CREATE TRIGGER) must stay as written.
 */
require __DIR__ . '/inc/pool.inc';
const USER = 'mp304';
const PASSWORD = 'mp304-pw';
mp_pool_user(USER, PASSWORD);
$root = mp_root();
mp_drop($root, 't304a', 't304b', 't304log');
$root->exec("DROP PROCEDURE IF EXISTS p304");
$root->exec("CREATE TABLE t304a (id INT AUTO_INCREMENT PRIMARY KEY, v INT)");
$root->exec("CREATE TABLE t304b (id INT AUTO_INCREMENT PRIMARY KEY, a_id INT) AUTO_INCREMENT=1000");
$root->exec("CREATE TABLE t304log (id INT AUTO_INCREMENT PRIMARY KEY, n INT)");
$dsn = mp_dsn(['max_connections' => 1, 'acquire_timeout_ms' => 3000]);
$opts = [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION];
$a = new PDO($dsn, USER, PASSWORD, $opts);
$b = new PDO($dsn, USER, PASSWORD, $opts);

// multi-statement text: the second INSERT links the first's id
$a->exec("INSERT INTO t304a (v) VALUES (1)");
$b->exec("INSERT INTO t304a (v) VALUES (2)");      // b's id is the connection's latest
$a->exec("INSERT INTO t304a (v) VALUES (3); INSERT INTO t304b (a_id) VALUES (LAST_INSERT_ID())");
echo "linked: ", $root->query("SELECT a_id FROM t304b ORDER BY id DESC LIMIT 1")->fetchColumn(), " (expected 3)\n";
// a text whose first statement generates nothing reads the handle's value
$b->exec("INSERT INTO t304a (v) VALUES (4)");       // id 4
$a->exec("DO 1; INSERT INTO t304b (a_id) VALUES (LAST_INSERT_ID())");
echo "handle's own after DO 1: ", $root->query("SELECT a_id FROM t304b ORDER BY id DESC LIMIT 1")->fetchColumn(), " (expected 1000, a's last: the previous t304b insert)\n";
echo "LAST_INSERT_ID() a: ", $a->query("SELECT LAST_INSERT_ID()")->fetchColumn(), ", b: ", $b->query("SELECT LAST_INSERT_ID()")->fetchColumn(), "\n";
echo "@@identity a: ", $a->query("SELECT @@identity")->fetchColumn(), ", @@last_insert_id b: ", $b->query("SELECT @@last_insert_id")->fetchColumn(), "\n";

// a routine reads the caller's LAST_INSERT_ID()
$root->exec("CREATE PROCEDURE p304() INSERT INTO t304log (n) VALUES (LAST_INSERT_ID())");
$root->exec("GRANT EXECUTE ON PROCEDURE " . MP_DB . ".p304 TO '" . USER . "'@'%'");
$a->exec("INSERT INTO t304a (v) VALUES (5)");        // id 5
$b->exec("INSERT INTO t304a (v) VALUES (6)");        // id 6
$a->exec("CALL p304()");
echo "routine saw: ", $root->query("SELECT n FROM t304log ORDER BY id DESC LIMIT 1")->fetchColumn(), " (expected 5)\n";
// stored code may leave what the server doesn't report: the CALL pinned a's connection, and
// b can have it only once a's request ends
$a = null;
$a = new PDO($dsn, USER, PASSWORD, $opts);

// ROW_COUNT(): the handle's previous statement; in a later statement, the text's own
$a->exec("UPDATE t304a SET v = v + 1 WHERE id <= 2");   // 2 rows
$b->exec("UPDATE t304a SET v = v + 1 WHERE id = 3");    // 1 row
echo "ROW_COUNT() a: ", $a->query("SELECT ROW_COUNT()")->fetchColumn(), "\n";
$a->exec("UPDATE t304a SET v = v + 1 WHERE id <= 4; INSERT INTO t304log (n) VALUES (ROW_COUNT())");
echo "ROW_COUNT() in the text's second statement: ", $root->query("SELECT n FROM t304log ORDER BY id DESC LIMIT 1")->fetchColumn(), " (expected 4)\n";
$a->query("SELECT * FROM t304a WHERE id <= 3")->fetchAll();
$b->query("SELECT * FROM t304a")->fetchAll();
echo "FOUND_ROWS() a: ", $a->query("SELECT FOUND_ROWS()")->fetchColumn(), "\n";

// stored text keeps the call
$a->exec("CREATE TRIGGER tr304 BEFORE INSERT ON t304log FOR EACH ROW SET NEW.n = COALESCE(NEW.n, ROW_COUNT())");
echo "trigger body: ", $root->query("SELECT ACTION_STATEMENT FROM information_schema.TRIGGERS WHERE TRIGGER_NAME = 'tr304'")->fetchColumn(), "\n";
$root->exec("DROP TRIGGER tr304");
$root->exec("DROP PROCEDURE p304");
mp_drop($root, 't304a', 't304b', 't304log');
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
linked: 3 (expected 3)
handle's own after DO 1: 1000 (expected 1000, a's last: the previous t304b insert)
LAST_INSERT_ID() a: 1001, b: 4
@@identity a: 1001, @@last_insert_id b: 4
routine saw: 5 (expected 5)
ROW_COUNT() a: 2
ROW_COUNT() in the text's second statement: 4 (expected 4)
FOUND_ROWS() a: 3
trigger body: SET NEW.n = COALESCE(NEW.n, ROW_COUNT())
done
