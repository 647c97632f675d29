// The mysqli.* php.ini entries (ini.h): the 11 of stock PHP 8.2, same names, defaults and
// changeability (PHP_INI_SYSTEM or PHP_INI_ALL), so that ini_get() and php.ini files written
// for stock mysqli mean the same.
#include "ext/mysqli/ini.h"

extern "C" {
#include "php_ini.h"
}

MpMysqliIni mp_mysqli_ini = {
    -1, -1, true, false, nullptr, nullptr, nullptr, 3306, nullptr, false, nullptr,
};

// As stock's (a plain struct for its module globals: mysqlpool is NTS only, php_mysqlpool.h).
// The socket's default is stock's build setting: Debian builds php8.2 with
// /var/run/mysqld/mysqld.sock.
#define MP_INI_LONG(name, def, modifiable, field, displayer)                                   \
  STD_PHP_INI_ENTRY_EX(name, def, modifiable, OnUpdateLong, field, MpMysqliIni, mp_mysqli_ini, \
                       displayer)
#define MP_INI_BOOL(name, def, modifiable, field) \
  STD_PHP_INI_BOOLEAN(name, def, modifiable, OnUpdateBool, field, MpMysqliIni, mp_mysqli_ini)
#define MP_INI_STRING(name, def, modifiable, on_update, field) \
  STD_PHP_INI_ENTRY(name, def, modifiable, on_update, field, MpMysqliIni, mp_mysqli_ini)

// display_link_numbers (Zend's): -1 shows as "Unlimited" in phpinfo(), as stock's.
PHP_INI_BEGIN()
MP_INI_LONG("mysqli.max_links", "-1", PHP_INI_SYSTEM, max_links, display_link_numbers)
MP_INI_LONG("mysqli.max_persistent", "-1", PHP_INI_SYSTEM, max_persistent, display_link_numbers)
MP_INI_BOOL("mysqli.allow_persistent", "1", PHP_INI_SYSTEM, allow_persistent)
MP_INI_BOOL("mysqli.rollback_on_cached_plink", "0", PHP_INI_SYSTEM, rollback_on_cached_plink)
MP_INI_STRING("mysqli.default_host", nullptr, PHP_INI_ALL, OnUpdateString, default_host)
MP_INI_STRING("mysqli.default_user", nullptr, PHP_INI_ALL, OnUpdateString, default_user)
MP_INI_STRING("mysqli.default_pw", nullptr, PHP_INI_ALL, OnUpdateString, default_pw)
MP_INI_LONG("mysqli.default_port", "3306", PHP_INI_ALL, default_port, nullptr)
MP_INI_STRING("mysqli.default_socket", "/var/run/mysqld/mysqld.sock", PHP_INI_ALL,
              OnUpdateStringUnempty, default_socket)
MP_INI_BOOL("mysqli.allow_local_infile", "0", PHP_INI_SYSTEM, allow_local_infile)
MP_INI_STRING("mysqli.local_infile_directory", nullptr, PHP_INI_SYSTEM, OnUpdateString,
              local_infile_directory)
PHP_INI_END()

zend_result mp_mysqli_register_ini(int module_number) {
  return zend_register_ini_entries(ini_entries, module_number);
}

void mp_mysqli_unregister_ini(int module_number) { zend_unregister_ini_entries(module_number); }
