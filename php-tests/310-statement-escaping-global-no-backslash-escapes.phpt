--TEST--
statement path: a server-wide NO_BACKSLASH_ESCAPES is followed from the first quote, before any statement
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--CONFLICTS--
all
--FILE--
<?php
/*
 * The status flags started from a constant (backslash escapes on) instead of what the server
 * reports: with NO_BACKSLASH_ESCAPES in the global sql_mode, "a\' OR 1=1 -- " quoted before
 * the handle's first statement left the quote bare. Runs alone (it changes a global).
 */
require __DIR__ . '/inc/pool.inc';
const USER = 'mp310';
const PASSWORD = 'mp310-pw';
mp_pool_user(USER, PASSWORD);
$root = mp_root();
$old = $root->query("SELECT @@global.sql_mode")->fetchColumn();
$root->exec("SET GLOBAL sql_mode = 'NO_BACKSLASH_ESCAPES'");
try {
    $db = new PDO(mp_dsn(['max_connections' => 1]), USER, PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
    foreach (["a\\' OR 1=1 -- ", "b\\\\' OR 1=1 -- ", "c' OR 1=1 -- "] as $s) {
        $q = $db->quote($s);                         // the handle's first use of the server
        $row = $db->query("SELECT $q AS v, 'end' AS e")->fetch(PDO::FETCH_ASSOC);
        echo ($row['e'] ?? null) === 'end' && $row['v'] === $s ? "safe, same string\n" : "WRONG " . json_encode($row) . "\n";
        $db = new PDO(mp_dsn(['max_connections' => 1]), USER, PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
    }
    $st = $db->prepare("SELECT ? AS v, 'end' AS e");
    $st->execute(["d\\' OR 1=1 -- "]);
    echo json_encode($st->fetch(PDO::FETCH_ASSOC)), "\n";
} finally {
    $root->exec("SET GLOBAL sql_mode = " . $root->quote($old));
}
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
safe, same string
safe, same string
safe, same string
{"v":"d\\' OR 1=1 -- ","e":"end"}
done
