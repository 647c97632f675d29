--TEST--
statement path: Laravel's connect sequence from 4 processes with 2 baselines on a pool of 2, zero errors
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * Laravel's MySqlConnector runs ``use `db`;`` (with its semicolon), `set names ... collate ...`
 * and `set session sql_mode=...` on every connect. Four processes at once, two of them with
 * one sql_mode and two with another, share a pool of 2: connections keep moving between the
 * two baselines. Every iteration must succeed and see its own sql_mode (issue: the baseline
 * statements were joined with ';', giving ';;' and a syntax error in 97% of requests).
 */
require __DIR__ . '/inc/requests.inc';
const USER = 'mp301';
const PASSWORD = 'mp301-pw';
mp_pool_user(USER, PASSWORD);

$body = <<<'PHP'
$errors = 0; $wrong = 0;
$want = $argv[1] ? 'ONLY_FULL_GROUP_BY' : 'NO_ENGINE_SUBSTITUTION';
for ($i = 0; $i < 150; $i++) {
    try {
        $pdo = new PDO(mp_dsn(['max_connections' => 2, 'acquire_timeout_ms' => 10000]), USER_, PASS_,
            [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION, PDO::ATTR_EMULATE_PREPARES => false]);
        $pdo->exec("use `" . MP_DB . "`;");
        $pdo->prepare("set names 'utf8mb4' collate 'utf8mb4_unicode_ci'")->execute();
        $pdo->prepare("set session sql_mode='$want'")->execute();
        $row = $pdo->query("select @@sql_mode, @@collation_connection, database()")->fetch(PDO::FETCH_NUM);
        if ($row !== [$want, 'utf8mb4_unicode_ci', MP_DB]) {
            $wrong++;
            if ($wrong < 3) echo "wrong session: ", json_encode($row), "\n";
        }
    } catch (PDOException $e) {
        $errors++;
        if ($errors < 3) echo $e->getMessage(), "\n";
    }
}
echo "errors $errors, wrong $wrong\n";
PHP;
$body = str_replace(['USER_', 'PASS_'], [var_export(USER, true), var_export(PASSWORD, true)], $body);
$file = mp_request_file(USER, PASSWORD, $body, ['max_connections' => 2]);
$procs = [];
foreach ([0, 1, 0, 1] as $i => $mode) {
    $procs[$i] = proc_open(mp_php_command() . ' ' . escapeshellarg($file) . " $mode 2>&1", [1 => ['pipe', 'w']], $pipes[$i]);
}
foreach ($procs as $i => $p) {
    $out = stream_get_contents($pipes[$i][1]);
    fclose($pipes[$i][1]);
    $rc = proc_close($p);
    foreach (explode("\n", trim($out)) as $line) {
        if (strpos($line, 'connection ') !== 0) echo "process $i: $line\n";
    }
    echo "process $i: exit $rc\n";
}
unlink($file);
$max = mp_root()->query("SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE USER = '" . USER . "'")->fetchColumn();
echo "server connections of the pool: ", $max <= 2 ? 'at most 2' : $max, "\n";
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
process 0: errors 0, wrong 0
process 0: exit 0
process 1: errors 0, wrong 0
process 1: exit 0
process 2: errors 0, wrong 0
process 2: exit 0
process 3: errors 0, wrong 0
process 3: exit 0
server connections of the pool: at most 2
done
