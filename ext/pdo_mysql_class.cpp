// PHP 8.4's driver-specific PDO classes: `PDO::connect('mysql:…')` and `new Pdo\Mysql(…)` give
// a Pdo\Mysql, as with pdo_mysql, when mysqlpool serves `mysql:` DSNs; Pdo\Mysql's methods
// answer for a mysqlpool handle, and no pdo_mysql method ever runs on one (it would read
// mysqlpool's handle as its own). Nothing here before PHP 8.4.
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ext/php_mysqlpool.h"
#include "ext/pdo_mysqlpool_int.h"

#if PHP_VERSION_ID >= 80400

#include <string>
#include <unordered_map>

namespace {

// pdo_mysql's own handlers of Pdo\Mysql's methods, by the method (filled at MINIT).
std::unordered_map<const zend_function*, zif_handler>& pdo_mysql_handlers() {
  static auto* map = new std::unordered_map<const zend_function*, zif_handler>();
  return *map;
}

bool is_mysqlpool_handle(const pdo_dbh_t* dbh) {
  return dbh->driver == &pdo_mysqlpool_driver || dbh->driver == &pdo_mysqlpool_as_mysql_driver;
}

// Every method of Pdo\Mysql: mysqlpool's answer on a mysqlpool handle, pdo_mysql's otherwise.
ZEND_NAMED_FUNCTION(mp_pdo_mysql_method) {
  const zend_function* fn = EX(func);
  pdo_dbh_t* dbh = Z_PDO_DBH_P(ZEND_THIS);
  if (!dbh->driver || !is_mysqlpool_handle(dbh)) {
    auto it = pdo_mysql_handlers().find(fn);
    if (it != pdo_mysql_handlers().end()) it->second(INTERNAL_FUNCTION_PARAM_PASSTHRU);
    return;
  }
  const zend_string* name = fn->common.function_name;
  if (zend_string_equals_literal_ci(name, "getWarningCount")) {
    ZEND_PARSE_PARAMETERS_NONE();
    auto* H = static_cast<mp_handle*>(dbh->driver_data);
    RETURN_LONG(H->session->warning_count());
  }
  // A method a later pdo_mysql adds: refused, never handed mysqlpool's handle.
  zend_throw_exception_ex(php_pdo_get_exception(), 0,
                          "mysqlpool: Pdo\\Mysql::%s() is not supported on a mysqlpool connection",
                          ZSTR_VAL(name));
}

}  // namespace

// MINIT, after pdo_mysql's (an optional dependency) and after mysqlpool took the `mysql` name.
zend_result mp_serve_pdo_mysql_class() {
  auto* ce = static_cast<zend_class_entry*>(
      zend_hash_str_find_ptr(CG(class_table), "pdo\\mysql", sizeof("pdo\\mysql") - 1));
  if (!ce) return SUCCESS;  // pdo_mysql is not loaded: `mysql:` handles are plain PDO objects
  zval* entry;
  ZEND_HASH_MAP_FOREACH_VAL(&ce->function_table, entry) {
    auto* fn = static_cast<zend_function*>(Z_PTR_P(entry));
    if (fn->type != ZEND_INTERNAL_FUNCTION || fn->common.scope != ce) continue;
    if (fn->internal_function.handler == mp_pdo_mysql_method) continue;
    pdo_mysql_handlers()[fn] = fn->internal_function.handler;
    fn->internal_function.handler = mp_pdo_mysql_method;
  }
  ZEND_HASH_FOREACH_END();
  // Taking the name `mysql` dropped pdo_mysql's class for it too: PDO::connect('mysql:…')
  // gives a Pdo\Mysql again.
  return php_pdo_register_driver_specific_ce(&pdo_mysqlpool_as_mysql_driver, ce);
}

void mp_unserve_pdo_mysql_class() {
  for (auto& [fn, handler] : pdo_mysql_handlers())
    const_cast<zend_function*>(fn)->internal_function.handler = handler;
  pdo_mysql_handlers().clear();
}

#endif
