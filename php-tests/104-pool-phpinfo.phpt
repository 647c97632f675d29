--TEST--
pool: phpinfo() has a mysqlpool section listing max_connections, and never shows a password
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
var_dump(extension_loaded('mysqlpool'));
var_dump(in_array('mysqlpool', PDO::getAvailableDrivers(), true));
// a pool exists (so that live counts, if shown, are there)
$db = mp_connect();
var_dump($db->query('SELECT 1')->fetchColumn());

ob_start();
phpinfo(INFO_MODULES);
$info = ob_get_clean();
// text mode (CLI): a module's section starts with its name alone on a line
$start = strpos($info, "\nmysqlpool\n");
var_dump($start !== false);
$section = substr($info, $start + 11);
if (preg_match('/\n\n[A-Za-z][A-Za-z0-9_ ]*\n\n/', $section, $m, PREG_OFFSET_CAPTURE)) {
    $section = substr($section, 0, $m[0][1]);
}
var_dump(str_contains($section, 'max_connections'));
var_dump(str_contains($info, MP_PASSWORD));

// the ini settings behind it
var_dump(ini_get('mysqlpool.max_connections') !== false);
echo "done\n";
?>
--EXPECT--
bool(true)
bool(true)
int(1)
bool(true)
bool(true)
bool(false)
bool(true)
done
