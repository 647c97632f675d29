--TEST--
session state belongs to its handle: user variables, temporary tables, sql_mode, time_zone
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$a = mp_connect();
$b = mp_connect();

$a->exec('SET @v020 = 42');
var_dump($a->query('SELECT @v020')->fetchColumn());
var_dump($b->query('SELECT @v020')->fetchColumn());

$a->exec('CREATE TEMPORARY TABLE tmp020 (id INT)');
$a->exec('INSERT INTO tmp020 VALUES (1), (2)');
var_dump($a->query('SELECT COUNT(*) FROM tmp020')->fetchColumn());
try {
    $b->query('SELECT COUNT(*) FROM tmp020');
} catch (PDOException $e) {
    echo $e->errorInfo[0], ' ', $e->errorInfo[1], "\n";
}

$a->exec("SET time_zone = '+05:00'");
$b->exec("SET time_zone = '+00:00'");
var_dump($a->query('SELECT @@time_zone')->fetchColumn());
var_dump($b->query('SELECT @@time_zone')->fetchColumn());
var_dump($a->query("SELECT CONVERT_TZ('2000-01-01 00:00:00', @@time_zone, '+00:00')")->fetchColumn());

$a->exec("SET sql_mode = 'ANSI_QUOTES'");
var_dump($a->query('SELECT "id" FROM tmp020 LIMIT 1')->fetchColumn());
var_dump($b->query('SELECT "id"')->fetchColumn());
// escaping follows the session: NO_BACKSLASH_ESCAPES on one handle
$a->exec("SET sql_mode = 'NO_BACKSLASH_ESCAPES'");
$s = "back\\slash 'q'";
var_dump($a->query('SELECT ' . $a->quote($s))->fetchColumn() === $s);
var_dump($b->query('SELECT ' . $b->quote($s))->fetchColumn() === $s);
$p = $a->prepare('SELECT ?');
$p->execute([$s]);
var_dump($p->fetchColumn() === $s);

$a->exec('DROP TEMPORARY TABLE tmp020');
echo "done\n";
?>
--EXPECT--
int(42)
NULL
int(2)
42S02 1146
string(6) "+05:00"
string(6) "+00:00"
string(19) "1999-12-31 19:00:00"
int(1)
string(2) "id"
bool(true)
bool(true)
bool(true)
done
