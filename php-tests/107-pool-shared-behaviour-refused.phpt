--TEST--
pool: COMPRESS and IGNORE_SPACE, which would change a shared connection for every handle, are accepted off and refused on, as options and by setAttribute()
--SKIPIF--
<?php $mp_pool_only = true; require __DIR__ . '/inc/skipif.inc';
if (!defined('PDO::MYSQL_ATTR_COMPRESS')) die('skip pdo_mysql constants missing'); ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
function attempt(string $label, callable $fn): void {
    try {
        $r = $fn();
        echo "$label: ", var_export($r, true), "\n";
    } catch (PDOException $e) {
        echo "$label: PDOException: ", preg_replace('/^SQLSTATE\[[^\]]*\]: [^:]*: (\d+ )?/', '', $e->getMessage()), "\n";
    } catch (TypeError $e) {
        echo "$label: TypeError\n";
    }
}
$db = mp_connect([], [PDO::MYSQL_ATTR_COMPRESS => false, PDO::MYSQL_ATTR_IGNORE_SPACE => false]);
echo "off as options: connected\n";
attempt('setAttribute(COMPRESS, false)', fn () => $db->setAttribute(PDO::MYSQL_ATTR_COMPRESS, false));
attempt('setAttribute(COMPRESS, true)', fn () => $db->setAttribute(PDO::MYSQL_ATTR_COMPRESS, true));
attempt('setAttribute(IGNORE_SPACE, true)', fn () => $db->setAttribute(PDO::MYSQL_ATTR_IGNORE_SPACE, true));
attempt('setAttribute(IGNORE_SPACE, "yes please")', fn () => $db->setAttribute(PDO::MYSQL_ATTR_IGNORE_SPACE, []));
attempt('COMPRESS on as an option', fn () => mp_connect([], [PDO::MYSQL_ATTR_COMPRESS => true]) && 'connected');
// the handle still works, and the session did not get IGNORE_SPACE
var_dump($db->query("SELECT @@SESSION.sql_mode LIKE '%IGNORE_SPACE%'")->fetchColumn());
echo "done\n";
?>
--EXPECT--
off as options: connected
setAttribute(COMPRESS, false): true
setAttribute(COMPRESS, true): PDOException: mysqlpool: PDO::MYSQL_ATTR_COMPRESS can't be turned on: pooled connections are shared, and it would change them for every handle
setAttribute(IGNORE_SPACE, true): PDOException: mysqlpool: PDO::MYSQL_ATTR_IGNORE_SPACE can't be turned on: pooled connections are shared, and it would change them for every handle
setAttribute(IGNORE_SPACE, "yes please"): TypeError
COMPRESS on as an option: PDOException: mysqlpool: PDO::MYSQL_ATTR_COMPRESS can't be turned on: pooled connections are shared, and it would change them for every handle
int(0)
done
