--TEST--
statement path: transaction mode keeps SET TRANSACTION for the transaction that follows
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * SET TRANSACTION (no SESSION) applies to the next transaction only. In transaction mode the
 * connection went back (and was reset) right after it, so BEGIN ran without it. It must stay
 * with the handle until that transaction has begun, and the one after must be plain again.
 */
require __DIR__ . '/inc/pool.inc';
const USER = 'mp307';
const PASSWORD = 'mp307-pw';
mp_pool_user(USER, PASSWORD);
$root = mp_root();
mp_drop($root, 't307');
$root->exec("CREATE TABLE t307 (id INT) ENGINE=InnoDB");
$db = new PDO(mp_dsn(['max_connections' => 2, 'pool_mode' => 'transaction']), USER, PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$db->exec("SET TRANSACTION READ ONLY");
$db->exec("START TRANSACTION");
try {
    $db->exec("INSERT INTO t307 VALUES (1)");
    echo "insert in a READ ONLY transaction: allowed (wrong)\n";
} catch (PDOException $e) {
    echo "insert in a READ ONLY transaction: error ", $e->errorInfo[1], "\n";
}
$db->exec("COMMIT");
$db->exec("SET TRANSACTION ISOLATION LEVEL SERIALIZABLE");
$db->beginTransaction();
$db->query("SELECT * FROM t307")->fetchAll();
usleep(250000);  // information_schema.INNODB_TRX is a cache, refreshed every 0.1 s at most
echo "isolation seen by the server: ", $root->query("SELECT trx_isolation_level FROM information_schema.INNODB_TRX WHERE trx_mysql_thread_id = " . (int) $db->query("SELECT CONNECTION_ID()")->fetchColumn())->fetchColumn(), "\n";
$db->commit();
$db->exec("START TRANSACTION");
$db->exec("INSERT INTO t307 VALUES (2)");
$db->query("SELECT * FROM t307")->fetchAll();
usleep(250000);
echo "next transaction: ", $root->query("SELECT trx_isolation_level FROM information_schema.INNODB_TRX WHERE trx_mysql_thread_id = " . (int) $db->query("SELECT CONNECTION_ID()")->fetchColumn())->fetchColumn(), "\n";
$db->exec("COMMIT");
echo "in use after: ", mysqlpool_stats()[0]['in_use'], "\n";
mp_drop($root, 't307');
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
insert in a READ ONLY transaction: error 1792
isolation seen by the server: SERIALIZABLE
next transaction: REPEATABLE READ
in use after: 0
done
