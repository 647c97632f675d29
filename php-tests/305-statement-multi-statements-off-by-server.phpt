--TEST--
statement path: MULTI_STATEMENTS => false is enforced by the server for the lease, and set back for the next handle
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * With PDO::MYSQL_ATTR_MULTI_STATEMENTS => false the server itself must refuse a second
 * statement (COM_SET_OPTION), whatever our tokenizer thinks of the text: MariaDB runs the
 * code in /*!NNNNN comments. A compound statement (CREATE PROCEDURE ... BEGIN ...; ...; END)
 * is one statement and must work. Another handle on the same connection (pool of one) that
 * keeps the default gets several statements again.
 */
require __DIR__ . '/inc/pool.inc';
const USER = 'mp305';
const PASSWORD = 'mp305-pw';
mp_pool_user(USER, PASSWORD);
$root = mp_root();
mp_drop($root, 't305');
$root->exec("DROP PROCEDURE IF EXISTS p305");
$root->exec("CREATE TABLE t305 (id INT)");
$dsn = mp_dsn(['max_connections' => 1, 'acquire_timeout_ms' => 3000]);
$off = new PDO($dsn, USER, PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION, PDO::MYSQL_ATTR_MULTI_STATEMENTS => false]);
$on = new PDO($dsn, USER, PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
function attempt(PDO $db, string $sql): string
{
    try {
        $st = $db->query($sql);
        $rows = $st->fetchAll(PDO::FETCH_NUM);
        return 'ran ' . json_encode($rows);
    } catch (PDOException $e) {
        return 'error ' . $e->errorInfo[1];
    }
}
echo "off, two statements: ", attempt($off, "SELECT 1; DROP TABLE t305"), "\n";
echo "off, version comment: ", attempt($off, "SELECT 1 /*!99999 '*/ ; DROP TABLE t305; -- ' */"), "\n";
echo "off, executable comment: ", attempt($off, "SELECT 1 /*! ; DROP TABLE t305 */"), "\n";
echo "table still there: ", $root->query("SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_NAME = 't305'")->fetchColumn(), "\n";
echo "off, one statement with a semicolon: ", attempt($off, "SELECT 2;"), "\n";
// a statement that names a table ends the errors' diagnostics, which kept the connection
echo "off, a table: ", attempt($off, "SELECT COUNT(*) FROM t305"), "\n";
echo "on, same connection: ", attempt($on, "SELECT 3; SELECT 4"), "\n";
echo "off again: ", attempt($off, "SELECT 5; SELECT 6"), "\n";
// after an error the handle keeps the connection (its diagnostics) until a statement that
// names a table, as MariaDB keeps the error until then
echo "off, next: ", attempt($off, "SELECT 7 FROM information_schema.ENGINES LIMIT 1"), "\n";
echo "one connection: ", $on->query("SELECT CONNECTION_ID()")->fetchColumn() == $off->query("SELECT CONNECTION_ID()")->fetchColumn() ? 'yes' : 'no', "\n";
echo "attribute: ", var_export($off->getAttribute(PDO::MYSQL_ATTR_MULTI_STATEMENTS), true), "\n";
// Last: a compound statement keeps its connection with the handle (the classifier does not
// read where a body's BEGIN ... END ends, so the text's later `statements` pin).
echo "off, compound statement: ", attempt($off, "CREATE PROCEDURE p305() BEGIN SELECT 1; SELECT 2; END"), "\n";
$root->exec("DROP PROCEDURE IF EXISTS p305");
mp_drop($root, 't305');
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
off, two statements: error 1064
off, version comment: error 1064
off, executable comment: error 1064
table still there: 1
off, one statement with a semicolon: ran [[2]]
off, a table: ran [[0]]
on, same connection: ran [[3]]
off again: error 1064
off, next: ran [[7]]
one connection: yes
attribute: false
off, compound statement: ran []
done
