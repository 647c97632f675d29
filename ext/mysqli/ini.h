// The mysqli.* php.ini entries, with stock PHP 8.2's names, defaults and who may change them,
// so that php.ini files written for stock mysqli mean the same. The connect code reads the
// defaults of a mysqli_connect()/real_connect() whose argument is null (as stock does).
#ifndef MP_MYSQLI_INI_H
#define MP_MYSQLI_INI_H

extern "C" {
#include "php.h"
}

struct MpMysqliIni {
  zend_long max_links;       // mysqli.max_links (-1: no limit)
  zend_long max_persistent;  // mysqli.max_persistent (-1: no limit)
  bool allow_persistent;     // mysqli.allow_persistent: `p:` hosts allowed
  bool rollback_on_cached_plink;
  char* default_host;  // null when not set
  char* default_user;
  char* default_pw;
  zend_long default_port;  // 3306
  char* default_socket;    // stock's build default: /var/run/mysqld/mysqld.sock on Debian
  bool allow_local_infile;
  char* local_infile_directory;
};

// The values in force (per process; PHP_INI_ALL entries are set back at each request's end).
extern MpMysqliIni mp_mysqli_ini;

// Called from the mysqli module's MINIT and MSHUTDOWN, with its module number
// (ini_get_all("mysqli") lists them under it).
zend_result mp_mysqli_register_ini(int module_number);
void mp_mysqli_unregister_ini(int module_number);

// The connect defaults as stock reads them: null or "" when not set.
inline const char* mp_mysqli_ini_default_host() { return mp_mysqli_ini.default_host; }
inline const char* mp_mysqli_ini_default_user() { return mp_mysqli_ini.default_user; }
inline const char* mp_mysqli_ini_default_pw() { return mp_mysqli_ini.default_pw; }
inline zend_long mp_mysqli_ini_default_port() { return mp_mysqli_ini.default_port; }
inline const char* mp_mysqli_ini_default_socket() { return mp_mysqli_ini.default_socket; }

#endif
