// The module named "mysqli" that mysqlpool.so registers beside itself when php.ini says
// mysqlpool.serve_mysqli = 1 (docs/DESIGN.md, "The mysqli front-end"): code that checks
// extension_loaded('mysqli') or function_exists('mysqli_connect') finds it, and PHP's own
// mysqli must not be loaded (it is refused with a message saying so). One .so: the second
// module entry is registered from mysqlpool's get_module(), as PHP loads it.
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ext/mysqli/ini.h"
#include <string>

#include "ext/mysqli/mysqli_api.h"
#include "ext/mysqli/statement.h"
#include "ext/mysqli/report_mode.h"
#include "ext/php_mysqlpool.h"

extern "C" {
#include "php_ini.h"
#include "ext/standard/info.h"
#include "ext/spl/spl_exceptions.h"
#include "Zend/zend_attributes.h"  // the generated arginfo marks passwords #[SensitiveParameter]
#include "Zend/zend_interfaces.h"
}

// The generated arginfo is C: it passes zend_hash_str_find_ptr()'s void* as a zend_function*,
// which C++ does not convert by itself.
static inline zend_function* mp_find_function(const HashTable* ht, const char* name, size_t len) {
  return static_cast<zend_function*>(zend_hash_str_find_ptr(ht, name, len));
}
#define zend_hash_str_find_ptr mp_find_function
#include "ext/mysqli/mysqli_arginfo.h"
#undef zend_hash_str_find_ptr

zend_class_entry *mp_mysqli_ce, *mp_mysqli_result_ce, *mp_mysqli_stmt_ce, *mp_mysqli_driver_ce,
    *mp_mysqli_warning_ce, *mp_mysqli_sql_exception_ce;
zend_object_handlers mp_link_handlers, mp_result_handlers;

static void register_classes() {
  mp_mysqli_driver_ce = register_class_mysqli_driver();
  mp_mysqli_ce = register_class_mysqli();
  mp_mysqli_ce->create_object = mp_link_create;
  mp_mysqli_result_ce = register_class_mysqli_result(zend_ce_aggregate);
  mp_mysqli_result_ce->create_object = mp_result_create;
  mp_mysqli_result_ce->get_iterator = mp_result_get_iterator;
  mp_mysqli_stmt_ce = register_class_mysqli_stmt();
  mp_mysqli_stmt_ce->create_object = mp_stmt_create;
  mp_mysqli_warning_ce = register_class_mysqli_warning();
  mp_mysqli_sql_exception_ce = register_class_mysqli_sql_exception(spl_ce_RuntimeException);

  memcpy(&mp_link_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
  mp_link_handlers.offset = XtOffsetOf(mp_link_object, std);
  mp_link_handlers.free_obj = mp_link_free;
  mp_link_handlers.clone_obj = nullptr;
  memcpy(&mp_result_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
  mp_result_handlers.offset = XtOffsetOf(mp_result_object, std);
  mp_result_handlers.free_obj = mp_result_free;
  mp_result_handlers.clone_obj = nullptr;
  memcpy(&mp_stmt_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
  mp_stmt_handlers.offset = XtOffsetOf(mp_stmt_object, std);
  mp_stmt_handlers.free_obj = mp_stmt_free;
  mp_stmt_handlers.clone_obj = nullptr;
  mp_install_property_handlers(&mp_link_handlers, &mp_result_handlers, &mp_stmt_handlers);
}

static PHP_MINIT_FUNCTION(mp_mysqli) {
  if (mp_mysqli_register_ini(module_number) != SUCCESS) return FAILURE;
  register_classes();
  mp_mysqli_register_constants(module_number);
  register_mysqli_symbols(module_number);
  mp_mysqli_driver_class_setup(mp_mysqli_driver_ce);
  mp_mysqli_warning_class_setup(mp_mysqli_warning_ce);
  return SUCCESS;
}

static PHP_MSHUTDOWN_FUNCTION(mp_mysqli) {
  mp_mysqli_unregister_ini(module_number);
  return SUCCESS;
}

// As stock: every request starts in the PHP 8.1+ default mode (exceptions).
static PHP_RINIT_FUNCTION(mp_mysqli) {
  mp_mysqli_reset_report_mode();
  mp_clear_connect_error();
  return SUCCESS;
}

// Every link's session ends with the request (as for PDO handles): no connection stays
// pinned past it, whatever the script kept.
static PHP_RSHUTDOWN_FUNCTION(mp_mysqli) {
  mp_end_all_links();
  return SUCCESS;
}

static PHP_MINFO_FUNCTION(mp_mysqli) {
  php_info_print_table_start();
  php_info_print_table_header(2, "MysqlI Support", "enabled");
  php_info_print_table_row(2, "Client API library version", "mysqlnd " PHP_VERSION);
  php_info_print_table_row(2, "Served by", "mysqlpool (mysqlpool.serve_mysqli = 1)");
  mp_link_counts n = mp_count_links();
  std::string active = std::to_string(n.persistent), inactive = std::to_string(n.cached_persistent),
              links = std::to_string(n.connected);
  php_info_print_table_row(2, "Active Persistent Links", active.c_str());
  php_info_print_table_row(2, "Inactive Persistent Links", inactive.c_str());
  php_info_print_table_row(2, "Active Links", links.c_str());
  php_info_print_table_end();
  DISPLAY_INI_ENTRIES();  // the mysqli.* entries, as stock shows them
}

static const zend_module_dep mp_mysqli_deps[] = {ZEND_MOD_REQUIRED("mysqlpool") ZEND_MOD_END};

static zend_module_entry mp_mysqli_module_entry = {
    STANDARD_MODULE_HEADER_EX,
    nullptr,
    mp_mysqli_deps,
    "mysqli",
    ext_functions,
    PHP_MINIT(mp_mysqli),
    PHP_MSHUTDOWN(mp_mysqli),
    PHP_RINIT(mp_mysqli),
    PHP_RSHUTDOWN(mp_mysqli),
    PHP_MINFO(mp_mysqli),
    PHP_VERSION,
    STANDARD_MODULE_PROPERTIES,
};

void mp_offer_mysqli_module(int type) {
  zend_long serve = 0;
  if (cfg_get_long("mysqlpool.serve_mysqli", &serve) != SUCCESS || serve != 1) return;
  // dl() at run time can't add a module that defines classes for the whole process.
  if (type != MODULE_PERSISTENT) return;
  if (zend_hash_str_exists(&module_registry, "mysqli", sizeof("mysqli") - 1)) {
    zend_error(E_CORE_WARNING,
               "mysqlpool: mysqlpool.serve_mysqli = 1 is ignored: PHP's own mysqli extension is "
               "loaded. Disable it (phpdismod mysqli, or remove extension=mysqli from php.ini) "
               "so that mysqlpool serves mysqli, or set mysqlpool.serve_mysqli = 0");
    return;
  }
  mp_mysqli_module_entry.type = MODULE_PERSISTENT;
  mp_mysqli_module_entry.module_number = zend_next_free_module();
  mp_mysqli_module_entry.handle = nullptr;
#if PHP_VERSION_ID >= 80400
  zend_register_module_ex(&mp_mysqli_module_entry, MODULE_PERSISTENT);
#else
  zend_register_module_ex(&mp_mysqli_module_entry);
#endif
}
