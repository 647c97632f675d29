--TEST--
statement path: a baseline known good on one pool does not lend its charset to another pool
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
/*
 * The process-wide cache of baselines that ran without error (and the escaping they leave)
 * was keyed by the baseline alone. Pool A (charset gbk) ran "SET sql_mode=''"; a handle of
 * pool B (utf8mb4) setting the same found it "known" and took A's escaping: gbk, which reads
 * 0xBF 0x5C as one character and leaves the quote after it bare on a utf8mb4 connection.
 */
require __DIR__ . '/inc/pool.inc';
$opts = [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION];
$a = new PDO(mp_dsn(['charset' => 'gbk', 'pool' => 'p311a', 'max_connections' => 1]), MP_USER, MP_PASSWORD, $opts);
$a->exec("SET sql_mode=''");
$a->query("SELECT 1")->fetchAll();
$b = new PDO(mp_dsn(['charset' => 'utf8mb4', 'pool' => 'p311b', 'max_connections' => 1]), MP_USER, MP_PASSWORD, $opts);
$b->exec("SET sql_mode=''");
$s = "\xbf\x5c' OR 1=1 -- ";
$q = $b->quote($s);
echo bin2hex($q) === bin2hex("'\xbf\\\\\\' OR 1=1 -- '") ? "escaped as utf8mb4\n" : "WRONG quote " . bin2hex($q) . "\n";
$row = $b->query("SELECT HEX(CAST($q AS BINARY)) AS v, 'end' AS e")->fetch(PDO::FETCH_ASSOC);
echo $row['e'] === 'end' ? "quote held\n" : "WRONG " . json_encode($row) . "\n";
echo "done\n";
?>
--EXPECT--
escaped as utf8mb4
quote held
done
