--TEST--
statement path: driver options and DSN values are type-checked with an error naming them; no secret in messages
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * PDO::MYSQL_ATTR_INIT_COMMAND => null (or 1) crashed PHP with SIGSEGV, [] with SIGABRT: each
 * runs in a child process here, so a crash shows as an exit code. A scalar is sent as pdo_mysql
 * sends it (null as "", the server's 1065); an array or object is refused, naming the option. A ';' inside a DSN password
 * ends it, and the error about what follows showed the rest of the password.
 */
require __DIR__ . '/inc/config.inc';
$cases = [
    'INIT_COMMAND null' => '[PDO::MYSQL_ATTR_INIT_COMMAND => null]',
    'INIT_COMMAND 1' => '[PDO::MYSQL_ATTR_INIT_COMMAND => 1]',
    'INIT_COMMAND []' => '[PDO::MYSQL_ATTR_INIT_COMMAND => []]',
    'INIT_COMMAND object' => '[PDO::MYSQL_ATTR_INIT_COMMAND => new stdClass]',
    'ATTR_TIMEOUT "x"' => '[PDO::ATTR_TIMEOUT => "x"]',
    'ATTR_TIMEOUT -1' => '[PDO::ATTR_TIMEOUT => -1]',
    'ATTR_TIMEOUT PHP_INT_MAX' => '[PDO::ATTR_TIMEOUT => PHP_INT_MAX]',
    'LOCAL_INFILE_DIRECTORY []' => '[PDO::MYSQL_ATTR_LOCAL_INFILE_DIRECTORY => []]',
    'MULTI_STATEMENTS []' => '[PDO::MYSQL_ATTR_MULTI_STATEMENTS => []]',
    'INIT_COMMAND string' => '[PDO::MYSQL_ATTR_INIT_COMMAND => "SET @@session.div_precision_increment = 6"]',
];
foreach ($cases as $label => $options) {
    $code = '<?php require ' . var_export(__DIR__ . '/inc/config.inc', true) . ';'
        . 'try { $db = mp_connect([], ' . $options . ' + [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);'
        . ' echo "connected ", $db->query("SELECT @@div_precision_increment")->fetchColumn(), "\n"; }'
        . ' catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }';
    $file = tempnam(sys_get_temp_dir(), 'mp308');
    file_put_contents($file, $code);
    $out = [];
    exec(mp_php_command() . ' ' . escapeshellarg($file) . ' 2>&1', $out, $rc);
    unlink($file);
    echo "$label: exit $rc: ", implode(' / ', $out), "\n";
}

foreach (['password=se;cret-tail', 'password=se;cret-tail=1', 'password=se;port=cret-tail'] as $tail) {
    try {
        new PDO(mp_dsn() . ";$tail", MP_USER, null);
        echo "accepted\n";
    } catch (PDOException $e) {
        echo strpos($e->getMessage(), 'cret') === false ? "no secret shown: " : "SECRET SHOWN: ", $e->getMessage(), "\n";
    }
}
echo "done\n";
?>
--EXPECTF--
INIT_COMMAND null: exit 0: PDOException: SQLSTATE[42000] [1065] Query was empty
INIT_COMMAND 1: exit 0: PDOException: SQLSTATE[42000] [1064] You have an error in your SQL syntax; %s
INIT_COMMAND []: exit 0: PDOException: SQLSTATE[HY000]: mysqlpool: PDO::MYSQL_ATTR_INIT_COMMAND must be a string of SQL, got array
INIT_COMMAND object: exit 0: PDOException: SQLSTATE[HY000]: mysqlpool: PDO::MYSQL_ATTR_INIT_COMMAND must be a string of SQL, got stdClass
ATTR_TIMEOUT "x": exit 0: PDOException: SQLSTATE[HY000]: mysqlpool: PDO::ATTR_TIMEOUT must be an int of seconds, got string
ATTR_TIMEOUT -1: exit 0: connected 4
ATTR_TIMEOUT PHP_INT_MAX: exit 0: connected 4
LOCAL_INFILE_DIRECTORY []: exit 0: PDOException: SQLSTATE[HY000]: mysqlpool: PDO::MYSQL_ATTR_LOCAL_INFILE_DIRECTORY must be a string, got array
MULTI_STATEMENTS []: exit 0: TypeError: %s
INIT_COMMAND string: exit 0: connected 6
no secret shown: SQLSTATE[HY000]: mysqlpool: the DSN item after the password or user is not valid (a ';' ends a DSN value: write ';;' for a ';' inside it, or pass the password as PDO's argument)
no secret shown: SQLSTATE[HY000]: mysqlpool: the DSN item after the password or user is not valid (a ';' ends a DSN value: write ';;' for a ';' inside it, or pass the password as PDO's argument)
no secret shown: SQLSTATE[HY000]: mysqlpool: the DSN item after the password or user is not valid (a ';' ends a DSN value: write ';;' for a ';' inside it, or pass the password as PDO's argument)
done
