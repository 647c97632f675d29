--TEST--
statement path: quoting follows the charset and NO_BACKSLASH_ESCAPES the server reports (gbk injection)
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * "\xbf' OR 1=1 -- " quoted as utf8mb4 becomes '\xbf\' OR 1=1 -- ', which a gbk connection
 * reads as the character 0xBF5C followed by a closing quote: the SELECT then returns 1 and
 * comments out the rest. Quoting must follow what the server says the connection uses, however
 * the charset was changed, on every path (a real round trip, the no-round-trip baseline
 * shortcut of a second handle, a pinned multi-statement text, after a reset in transaction
 * mode), and NO_BACKSLASH_ESCAPES likewise. pdo_mysql itself fails the first case.
 */
require __DIR__ . '/inc/pool.inc';
const USER = 'mp303';
const PASSWORD = 'mp303-pw';
mp_pool_user(USER, PASSWORD);
$evil = ["\xbf' OR 1=1 -- ", "\xbf\\' OR 1=1 -- ", "a\\' OR 1=1 -- ", "x' OR 1=1 -- "];

function handle(array $extra = []): PDO
{
    return new PDO(mp_dsn($extra + ['max_connections' => 2, 'acquire_timeout_ms' => 3000]), USER, PASSWORD,
        [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
}

function check(string $label, PDO $db): void
{
    global $evil;
    $verdicts = [];
    foreach ($evil as $s) {
        $st = $db->prepare("SELECT ? AS v, 'end' AS e");
        $st->execute([$s]);
        $bound = $st->fetch(PDO::FETCH_ASSOC);
        $quoted = $db->query("SELECT " . $db->quote($s) . " AS v, 'end' AS e")->fetch(PDO::FETCH_ASSOC);
        foreach ([$bound, $quoted] as $row) {
            $verdicts[] = ($row && ($row['e'] ?? null) === 'end' && $row['v'] !== '1') ? 'safe' : 'INJECTED ' . json_encode($row);
        }
    }
    $u = array_unique($verdicts);
    echo "$label: ", implode(', ', $u), "\n";
}

$a = handle();
$a->exec("SET character_set_client = gbk");
check("SET character_set_client", $a);
$b = handle();
$b->exec("SET character_set_client = gbk");           // the shortcut: no round trip
check("same, second handle (no round trip)", $b);
$c = handle();
$c->exec("SET @@session.character_set_client = 'gbk'");
check("SET @@session.character_set_client", $c);
$d = handle();
$d->exec("SET NAMES gbk; DO 1");                        // pins: not a baseline
check("SET NAMES gbk; DO 1", $d);
unset($a, $b, $c, $d);

$t = handle(['pool_mode' => 'transaction']);
$t->exec("SET NAMES gbk");
$t->exec("SET @x = 1");                                 // reset when the connection goes back
check("transaction mode, after a reset", $t);
echo "charset there: ", $t->query("SELECT @@character_set_client")->fetchColumn(), "\n";
unset($t);

$n = handle();
$n->exec("SET sql_mode = 'NO_BACKSLASH_ESCAPES'");
check("NO_BACKSLASH_ESCAPES", $n);
$m = handle();
$m->exec("SET sql_mode = 'NO_BACKSLASH_ESCAPES'");      // the shortcut again
check("same, second handle (no round trip)", $m);
echo "round trip: ", $m->query("SELECT " . $m->quote("a\\b'c") . " = CONCAT('a', CHAR(92), 'b', CHAR(39), 'c')")->fetchColumn(), "\n";

// the bytes come back as they went in (gbk results, so nothing is converted)
$g = handle();
$g->exec("SET NAMES gbk");
$st = $g->prepare("SELECT HEX(?)");
foreach ($evil as $s) {
    $st->execute([$s]);
    echo bin2hex($s) === strtolower($st->fetchColumn()) ? "same bytes\n" : "changed\n";
}
mp_drop_pool_user(USER);
echo "done\n";
?>
--EXPECT--
SET character_set_client: safe
same, second handle (no round trip): safe
SET @@session.character_set_client: safe
SET NAMES gbk; DO 1: safe
transaction mode, after a reset: safe
charset there: gbk
NO_BACKSLASH_ESCAPES: safe
same, second handle (no round trip): safe
round trip: 1
same bytes
same bytes
same bytes
same bytes
done
