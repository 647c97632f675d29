--TEST--
pool: a transaction left open at request end is rolled back, also after an uncaught exception; the connection is reused clean
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/pool.inc';
const USER = 'mp103';
const PASSWORD = 'mp103-pw';
mp_pool_user(USER, PASSWORD);
$root = mp_root();
mp_drop($root, 't103');
$root->exec('CREATE TABLE t103 (id INT PRIMARY KEY) ENGINE=InnoDB');

// every script uses the same pool of one connection
$prologue = '<?php require ' . var_export(__DIR__ . '/inc/config.inc', true) . ";\n"
    . '$db = new PDO(mp_dsn(["max_connections" => 1, "acquire_timeout_ms" => 5000]), '
    . var_export(USER, true) . ', ' . var_export(PASSWORD, true) . ");\n";
function run_script(string $prologue, string $body): void {
    $file = tempnam(sys_get_temp_dir(), 'mp103');
    file_put_contents($file, $prologue . $body);
    $out = [];
    exec(mp_php_command() . ' ' . escapeshellarg($file) . ' 2>&1', $out, $rc);
    unlink($file);
    foreach ($out as $line) {
        echo '  | ', str_replace($file, 'SCRIPT', $line), "\n";
    }
    echo "  exit $rc\n";
}

echo "-- begins, inserts, exits\n";
run_script($prologue, '$db->beginTransaction(); $db->exec("INSERT INTO t103 VALUES (1)"); echo "inserted\n";');
echo "-- begins, inserts, dies of an uncaught exception\n";
run_script($prologue, '$db->beginTransaction(); $db->exec("INSERT INTO t103 VALUES (2)"); echo "inserted\n"; throw new Exception("boom");');
echo "-- begins, inserts, exit() in the middle\n";
run_script($prologue, '$db->beginTransaction(); $db->exec("INSERT INTO t103 VALUES (3)"); echo "inserted\n"; exit(3);');
echo "-- autocommit off, inserts, exits\n";
run_script($prologue, '$db->setAttribute(PDO::ATTR_AUTOCOMMIT, false); $db->exec("INSERT INTO t103 VALUES (4)"); echo "inserted\n";');
echo "-- user variable and temporary table, exits\n";
run_script($prologue, '$db->exec("SET @leak103 = 1"); $db->exec("CREATE TEMPORARY TABLE tmp103 (x INT)"); echo "set\n";');

echo "-- next script, same pool of one\n";
run_script($prologue, <<<'PHP'
echo "rows: ", $db->query("SELECT COUNT(*) FROM t103")->fetchColumn(), "\n";
echo "in transaction: ", var_export($db->inTransaction(), true), "\n";
echo "server says in transaction: ", $db->query("SELECT @@in_transaction")->fetchColumn(), "\n";
echo "autocommit: ", $db->query("SELECT @@autocommit")->fetchColumn(), "\n";
echo "user variable: ", var_export($db->query("SELECT @leak103")->fetchColumn(), true), "\n";
try {
    $db->query("SELECT * FROM tmp103");
    echo "temporary table still there\n";
} catch (PDOException $e) {
    echo "temporary table: ", $e->errorInfo[1], "\n";
}
$db->exec("INSERT INTO t103 VALUES (10)");
echo "inserted 10\n";
PHP);
echo "outside: ", json_encode($root->query('SELECT id FROM t103 ORDER BY id')->fetchAll(PDO::FETCH_COLUMN)), "\n";
mp_drop($root, 't103');
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECTF--
-- begins, inserts, exits
  | inserted
  exit 0
-- begins, inserts, dies of an uncaught exception
  | inserted
%AFatal error: Uncaught Exception: boom in SCRIPT:%d
%A  exit 255
-- begins, inserts, exit() in the middle
  | inserted
  exit 3
-- autocommit off, inserts, exits
  | inserted
  exit 0
-- user variable and temporary table, exits
  | set
  exit 0
-- next script, same pool of one
  | rows: 0
  | in transaction: false
  | server says in transaction: 0
  | autocommit: 1
  | user variable: NULL
  | temporary table: 1146
  | inserted 10
  exit 0
outside: [10]
done
