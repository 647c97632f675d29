--TEST--
pool: a child forked while its handle holds a connection never uses the parent's connection
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc';
if (!function_exists('pcntl_fork')) die('skip pcntl_fork() not available'); ?>
--FILE--
<?php
/*
 * The parent is in a transaction (its handle holds a connection) when it forks. The child's
 * copy of the handle must not send on that connection's fd number: the fork closed it in the
 * child, and the child may have opened a file with the same number since (a statement would
 * then be written into the file). The child gets error 2006 once, then works on a connection of
 * its own; the parent's transaction is untouched.
 */
require __DIR__ . '/inc/pool.inc';
$root = mp_root();
mp_drop($root, 't110');
$root->exec("CREATE TABLE t110 (id INT) ENGINE=InnoDB");
$root = null;  // a pdo_mysql connection inherited by the child would be closed by its exit
$db = mp_connect(['max_connections' => 2], [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$db->beginTransaction();
$db->exec("INSERT INTO t110 VALUES (1)");
$file = tempnam(sys_get_temp_dir(), 'mp110');
$pid = pcntl_fork();
if ($pid === 0) {
    $fds = [];
    for ($i = 0; $i < 8; $i++) $fds[] = fopen($file, 'a');  // take the freed fd numbers
    try {
        $db->query("SELECT 1");
        echo "child: used the parent's connection\n";
    } catch (PDOException $e) {
        echo "child: ", $e->errorInfo[1], " ", strpos($e->getMessage(), 'parent process') !== false ? 'names the parent' : $e->getMessage(), "\n";
    }
    echo "child then: ", $db->query("SELECT COUNT(*) FROM t110")->fetchColumn(), " rows seen\n";
    exit(0);
}
pcntl_waitpid($pid, $status);
echo "file written by the child: ", filesize($file), " bytes\n";
unlink($file);
echo "parent still in its transaction: ", var_export($db->inTransaction(), true), "\n";
$db->exec("INSERT INTO t110 VALUES (2)");
$db->commit();
$root = mp_root();
echo "committed: ", $root->query("SELECT COUNT(*) FROM t110")->fetchColumn(), "\n";
mp_drop($root, 't110');
echo "done\n";
?>
--EXPECT--
child: 2006 names the parent
child then: 0 rows seen
file written by the child: 0 bytes
parent still in its transaction: true
committed: 2
done
