// The mysqlpool PHP extension: module globals (php.ini settings) and the module entry.
#ifndef PHP_MYSQLPOOL_H
#define PHP_MYSQLPOOL_H

#include "php.h"

#ifdef ZTS
// Handles, the pool registry and the control socket are per process: a thread-safe PHP would
// share them between threads. Refused at build time rather than wrong at run time.
#error "mysqlpool does not support thread-safe (ZTS) PHP builds"
#endif

#include "core/common/version.h"
#define PHP_MYSQLPOOL_VERSION MYSQLPOOL_VERSION
// PDO::ATTR_CLIENT_VERSION and phpinfo()'s "Client API version": mysqlpool speaks the protocol
// itself (no libmysql) and types results as mysqlnd does, which is what code testing for
// "mysqlnd" in this string wants to know.
#define MP_CLIENT_VERSION "mysqlpool " PHP_MYSQLPOOL_VERSION " (mysqlnd-compatible)"

extern zend_module_entry mysqlpool_module_entry;
#define phpext_mysqlpool_ptr &mysqlpool_module_entry

ZEND_BEGIN_MODULE_GLOBALS(mysqlpool)
char* manager_socket;
char* manager_log;
char* manager_binary;
char* metrics_listen;  // mysqlpool.metrics_listen: passed to a manager PHP starts
char* manager_idle_exit_s;
char* pool_mode;
char* wait_yields;  // mysqlpool.wait_yields: parsed (and checked) when a handle is made
bool serve_mysql_dsn;
ZEND_END_MODULE_GLOBALS(mysqlpool)

ZEND_EXTERN_MODULE_GLOBALS(mysqlpool)
#define MYSQLPOOL_G(v) ZEND_MODULE_GLOBALS_ACCESSOR(mysqlpool, v)

#endif
