--TEST--
statement path: diagnostics, @@identity and sequence values are the request's own, never another's
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Requests run one after the other on a pool of ONE connection. What one leaves in the
 * connection's diagnostics area (warnings, an error), its LAST_INSERT_ID() and its sequence
 * values must not reach the next request's SHOW WARNINGS, @@warning_count, GET DIAGNOSTICS,
 * @@identity or LASTVAL(): the next request reads what a new connection would.
 * Within a request, a statement with warnings keeps the connection until the next one, so
 * the handle reads its own.
 */
require __DIR__ . '/inc/requests.inc';
const USER = 'mp306';
const PASSWORD = 'mp306-pw';
mp_pool_user(USER, PASSWORD);
$root = mp_root();
mp_drop($root, 't306');
$root->exec("DROP SEQUENCE IF EXISTS s306");
$root->exec("CREATE TABLE t306 (id INT AUTO_INCREMENT PRIMARY KEY, v INT)");
$root->exec("CREATE SEQUENCE s306");

echo "-- request 1: an insert, warnings, an error (nothing that pins: no reset after it)\n";
$c1 = mp_request(USER, PASSWORD, <<<'PHP'
$db->exec("INSERT INTO t306 (v) VALUES (1)");
$db->query("SELECT CAST('x' AS INT), CAST('y' AS INT)")->fetchAll();
echo "held for its diagnostics: ", in_use(), "\n";
echo "own warnings: ", count(rows("SHOW WARNINGS")), "\n";
$db->query("SELECT CAST('x' AS INT)")->fetchAll();
echo "own @@warning_count: ", q("SELECT @@warning_count"), "\n";
echo "error: ", e("SELECT * FROM no_such_table_306"), "\n";
PHP);
echo "-- request 2: reads them first thing\n";
$c2 = mp_request(USER, PASSWORD, <<<'PHP'
echo "SHOW WARNINGS: ", json_encode(rows("SHOW WARNINGS")), "\n";
echo "SHOW ERRORS: ", json_encode(rows("SHOW ERRORS")), "\n";
echo "@@warning_count, @@error_count: ", json_encode(rows("SELECT @@warning_count, @@error_count")), "\n";
$db->exec("GET DIAGNOSTICS @n306 = NUMBER");
echo "GET DIAGNOSTICS: ", q("SELECT @n306"), "\n";
echo "@@identity: ", q("SELECT @@identity"), ", LAST_INSERT_ID(): ", q("SELECT LAST_INSERT_ID()"), "\n";
PHP);
echo "-- request 3: a sequence value\n";
$c3 = mp_request(USER, PASSWORD, <<<'PHP'
echo "NEXTVAL: ", q("SELECT NEXTVAL(s306)"), "\n";
echo "pinned: ", in_use(), "\n";
PHP);
echo "-- request 4\n";
$c4 = mp_request(USER, PASSWORD, <<<'PHP'
echo "LASTVAL: ", json_encode(q("SELECT LASTVAL(s306)")), "\n";
PHP);
mp_same_connection($c1, $c2, $c3, $c4);
$root->exec("DROP SEQUENCE s306");
mp_drop($root, 't306');
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
-- request 1: an insert, warnings, an error (nothing that pins: no reset after it)
  | held for its diagnostics: 1
  | own warnings: 2
  | own @@warning_count: 1
  | error: error 1146
  exit 0
-- request 2: reads them first thing
  | SHOW WARNINGS: []
  | SHOW ERRORS: []
  | @@warning_count, @@error_count: [[0,0]]
  | GET DIAGNOSTICS: 0
  | @@identity: 0, LAST_INSERT_ID(): 0
  exit 0
-- request 3: a sequence value
  | NEXTVAL: 1
  | pinned: 1
  exit 0
-- request 4
  | LASTVAL: null
  exit 0
same connection: yes
done
