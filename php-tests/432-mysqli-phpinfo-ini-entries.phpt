--TEST--
mysqli: phpinfo() shows the mysqli.* php.ini entries in the mysqli section, as stock (php-src's mysqli_phpinfo)
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
ob_start();
phpinfo(INFO_MODULES);
$info = ob_get_clean();
foreach (['default_host', 'default_port', 'default_pw', 'default_socket', 'default_user', 'max_links',
          'allow_local_infile', 'local_infile_directory', 'allow_persistent', 'max_persistent',
          'rollback_on_cached_plink'] as $name) {
    echo $name, ': ', var_export(stripos($info, "mysqli.$name") !== false, true), "\n";
}
?>
--EXPECT--
default_host: true
default_port: true
default_pw: true
default_socket: true
default_user: true
max_links: true
allow_local_infile: true
local_infile_directory: true
allow_persistent: true
max_persistent: true
rollback_on_cached_plink: true
