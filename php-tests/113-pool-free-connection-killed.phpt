--TEST--
pool: a free connection the server closed a moment after its release is not handed out
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Pool of one. The server KILLs the connection right after a statement released it, and the
 * next statement leases it again well within a second. Before, a connection released less
 * than 1 s ago was not checked: that statement failed with 2006. It must be replaced instead,
 * as it is after a longer idle, and nothing else may differ. (Not "as pdo_mysql": a dedicated
 * connection killed between two statements fails the second one; a pool must not.)
 */
require __DIR__ . '/inc/config.inc';
$db = mp_connect(['pool' => 'p113', 'max_connections' => 1],
                 [PDO::ATTR_ERRMODE => PDO::ERRMODE_SILENT]);
$root = mp_root();
$failed = 0;
$replaced = 0;
for ($i = 0; $i < 5; $i++) {
    $id = (int) $db->query('SELECT CONNECTION_ID()')->fetchColumn();
    $root->exec("KILL CONNECTION $id");
    // KILL returns before the server has closed the socket: wait until the thread is gone.
    for ($w = 0; $w < 100; $w++) {
        $left = $root->query("SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE ID = $id")->fetchColumn();
        if ($left == 0) break;
        usleep(5000);
    }
    $st = $db->query('SELECT CONNECTION_ID()');
    if (!$st) { $failed++; echo implode(' ', $db->errorInfo()), "\n"; continue; }
    if ((int) $st->fetchColumn() !== $id) $replaced++;
}
echo "failed $failed, replaced $replaced\n";
?>
--EXPECT--
failed 0, replaced 5
