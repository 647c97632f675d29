// Module entry: php.ini settings, registering the PDO driver, request end, phpinfo().
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ext/php_mysqlpool.h"
#include "ext/pdo_mysqlpool_int.h"
#include "ext/mysqli/mysqli_api.h"

extern "C" {
#include "php_ini.h"
#include "ext/standard/info.h"
#include "ext/spl/spl_exceptions.h"
#include "zend_exceptions.h"
}

#include <string>
#include <vector>

#include "core/common/pool_config.h"
#include "core/worker/manager_metrics.h"

ZEND_DECLARE_MODULE_GLOBALS(mysqlpool)

// Every entry a handle reads goes through these, so that what handle_config.cpp remembered
// is read again after any change (and after the request's changes are undone at its end).
static ZEND_INI_MH(OnUpdateHandleString) {
  mp_ini_changed();
  return OnUpdateString(entry, new_value, mh_arg1, mh_arg2, mh_arg3, stage);
}
// The pool settings' entries keep no global: their value is parsed when a handle reads it.
static ZEND_INI_MH(OnUpdatePoolSetting) {
  mp_ini_changed();
  return SUCCESS;
}

PHP_INI_BEGIN()
STD_PHP_INI_ENTRY("mysqlpool.manager_socket", "", PHP_INI_SYSTEM, OnUpdateHandleString,
                  manager_socket, zend_mysqlpool_globals, mysqlpool_globals)
STD_PHP_INI_ENTRY("mysqlpool.manager_log", "", PHP_INI_SYSTEM, OnUpdateHandleString, manager_log,
                  zend_mysqlpool_globals, mysqlpool_globals)
STD_PHP_INI_ENTRY("mysqlpool.manager_binary", "", PHP_INI_SYSTEM, OnUpdateHandleString,
                  manager_binary, zend_mysqlpool_globals, mysqlpool_globals)
STD_PHP_INI_ENTRY("mysqlpool.metrics_listen", "", PHP_INI_SYSTEM, OnUpdateHandleString,
                  metrics_listen, zend_mysqlpool_globals, mysqlpool_globals)
STD_PHP_INI_ENTRY("mysqlpool.manager_idle_exit_s", "300", PHP_INI_SYSTEM, OnUpdateHandleString,
                  manager_idle_exit_s, zend_mysqlpool_globals, mysqlpool_globals)
STD_PHP_INI_BOOLEAN("mysqlpool.serve_mysql_dsn", "0", PHP_INI_SYSTEM, OnUpdateBool, serve_mysql_dsn,
                    zend_mysqlpool_globals, mysqlpool_globals)
STD_PHP_INI_ENTRY("mysqlpool.pool_mode", "statement", PHP_INI_ALL, OnUpdateHandleString, pool_mode,
                  zend_mysqlpool_globals, mysqlpool_globals)
// Read by get_module() from php.ini (cfg_get_long) before any module starts: registered
// here so that ini_get() and phpinfo() show it.
PHP_INI_ENTRY("mysqlpool.serve_mysqli", "0", PHP_INI_SYSTEM, nullptr)
STD_PHP_INI_ENTRY("mysqlpool.wait_yields", "0", PHP_INI_SYSTEM, OnUpdateHandleString, wait_yields,
                  zend_mysqlpool_globals, mysqlpool_globals)
PHP_INI_END()

static PHP_GINIT_FUNCTION(mysqlpool) { memset(mysqlpool_globals, 0, sizeof *mysqlpool_globals); }

// PDO::MYSQL_ATTR_* as pdo_mysql defines them, for code written for it: declared here only
// when pdo_mysql is not loaded (it starts first when it is: an optional dependency below).
static void declare_missing_mysql_attribute_constants() {
  zend_class_entry* pdo = php_pdo_get_dbh_ce();
  for (const auto& a : kMysqlAttributeNames) {
    if (!zend_hash_str_exists(&pdo->constants_table, a.name, strlen(a.name)))
      zend_declare_class_constant_long(pdo, a.name, strlen(a.name), a.value);
  }
}

// mysqlpool.serve_mysql_dsn = 1: `new PDO('mysql:...')` is served by mysqlpool, so that code
// written for pdo_mysql (Laravel, Doctrine, WordPress) uses the pool with no change. pdo_mysql,
// when loaded, registered "mysql" first (it starts before us); PDO drops a driver by its name.
static zend_result serve_mysql_dsn() {
  const pdo_driver_t pdo_mysql_by_name = {PDO_DRIVER_HEADER(mysql), nullptr};
  php_pdo_unregister_driver(&pdo_mysql_by_name);
  if (php_pdo_register_driver(&pdo_mysqlpool_as_mysql_driver) != SUCCESS) return FAILURE;
#if PHP_VERSION_ID >= 80400
  return mp_serve_pdo_mysql_class();
#else
  return SUCCESS;
#endif
}

// The pool settings' ini entries, `mysqlpool.<name>` with the default, made from core's
// settings table (pool_config.h) and read through it when a handle is made (pdo_handle.cpp),
// so each setting is named, defaulted, parsed and range-checked in one place.
const std::vector<std::string>& mp_pool_setting_entries() {
  static const std::vector<std::string> entries = [] {
    std::vector<std::string> out;
    for (size_t i = 0; i < mysqlpool::kSettingFieldCount; i++)
      out.push_back(std::string("mysqlpool.") + mysqlpool::kSettingFields[i].name);
    return out;
  }();
  return entries;
}

static zend_result register_pool_setting_entries(int module_number) {
  static std::vector<std::string> defaults;
  static std::vector<zend_ini_entry_def> defs;
  if (defs.empty()) {
    const std::vector<std::string>& names = mp_pool_setting_entries();
    defaults.reserve(mysqlpool::kSettingFieldCount);
    for (size_t i = 0; i < mysqlpool::kSettingFieldCount; i++) {
      const mysqlpool::SettingField& f = mysqlpool::kSettingFields[i];
      defaults.push_back(std::to_string(f.default_value));
      zend_ini_entry_def d{};
      d.name = names[i].c_str();
      d.name_length = uint16_t(names[i].size());
      d.value = defaults.back().c_str();
      d.value_length = uint32_t(defaults.back().size());
      d.modifiable = PHP_INI_ALL;
      d.on_modify = OnUpdatePoolSetting;
      defs.push_back(d);
    }
    defs.push_back(zend_ini_entry_def{});  // the end
  }
  return zend_register_ini_entries(defs.data(), module_number);
}

static PHP_MINIT_FUNCTION(mysqlpool) {
  REGISTER_INI_ENTRIES();
  if (register_pool_setting_entries(module_number) != SUCCESS) return FAILURE;
  declare_missing_mysql_attribute_constants();
  if (php_pdo_register_driver(&pdo_mysqlpool_driver) != SUCCESS) return FAILURE;
  mp_count_rows_against_memory_limit(true);
  return MYSQLPOOL_G(serve_mysql_dsn) ? serve_mysql_dsn() : SUCCESS;
}

static PHP_MSHUTDOWN_FUNCTION(mysqlpool) {
  mp_count_rows_against_memory_limit(false);
  php_pdo_unregister_driver(&pdo_mysqlpool_driver);
  if (MYSQLPOOL_G(serve_mysql_dsn)) {
#if PHP_VERSION_ID >= 80400
    mp_unserve_pdo_mysql_class();
#endif
    php_pdo_unregister_driver(&pdo_mysqlpool_as_mysql_driver);
  }
  UNREGISTER_INI_ENTRIES();
  return SUCCESS;
}

// Handles normally give their lease back when PDO frees them; this catches any still held
// (a handle kept alive past the request, a persistent one), so no connection outlives its
// request pinned.
static PHP_RSHUTDOWN_FUNCTION(mysqlpool) {
  mp_end_all_sessions();
  return SUCCESS;
}

static PHP_MINFO_FUNCTION(mysqlpool) {
  php_info_print_table_start();
  php_info_print_table_header(2, "mysqlpool", "enabled");
  php_info_print_table_row(2, "Version", PHP_MYSQLPOOL_VERSION);
  // pdo_mysql's two lines, which code (and php-src's tests) read to learn what serves `mysql:`
  // DSNs and whether it types results as mysqlnd does (mysqlpool does: pdo_statement.cpp).
  if (MYSQLPOOL_G(serve_mysql_dsn)) php_info_print_table_row(2, "PDO Driver for MySQL", "enabled");
  php_info_print_table_row(2, "Client API version", MP_CLIENT_VERSION);
  php_info_print_table_end();
  DISPLAY_INI_ENTRIES();

  for (const mysqlpool::PoolAttachment* pool : mysqlpool::PoolRegistry::instance().pools()) {
    mysqlpool::PoolStats st = mysqlpool::pool_stats(*pool);
    php_info_print_table_start();
    php_info_print_table_header(2, "mysqlpool pool", pool->key().describe().c_str());
    php_info_print_table_row(2, "settings", pool->settings().describe().c_str());
    char line[256];
    snprintf(line, sizeof line, "%u open of %u: %u idle, %u in use, %u in upkeep; %u waiting",
             st.open, st.max_connections, st.idle, st.in_use, st.in_upkeep, st.waiting);
    php_info_print_table_row(2, "connections", line);
    php_info_print_table_row(2, "tls", st.tls.empty() ? "no" : st.tls.c_str());
    for (const auto& [name, value] : st.counters) {
      snprintf(line, sizeof line, "%llu", (unsigned long long)value);
      php_info_print_table_row(2, name, line);
    }
    php_info_print_table_end();
  }
}

// mysqlpool_stats(): one array per pool this process is attached to, with the live counts and
// the counters (shared by every process of the pool), for dashboards and benchmarks.
ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_mysqlpool_stats, 0, 0, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

static PHP_FUNCTION(mysqlpool_stats) {
  ZEND_PARSE_PARAMETERS_NONE();
  array_init(return_value);
  for (const mysqlpool::PoolAttachment* pool : mysqlpool::PoolRegistry::instance().pools()) {
    mysqlpool::PoolStats st = mysqlpool::pool_stats(*pool);
    zval entry;
    array_init(&entry);
    add_assoc_string(&entry, "pool", pool->key().describe().c_str());
    add_assoc_long(&entry, "max_connections", st.max_connections);
    add_assoc_long(&entry, "open", st.open);
    add_assoc_long(&entry, "idle", st.idle);
    add_assoc_long(&entry, "in_use", st.in_use);
    add_assoc_long(&entry, "in_use_here", st.in_use_here);
    add_assoc_long(&entry, "in_upkeep", st.in_upkeep);
    add_assoc_long(&entry, "waiting", st.waiting);
    add_assoc_string(&entry, "tls", st.tls.c_str());
    for (const auto& [name, value] : st.counters) add_assoc_long(&entry, name, zend_long(value));
    add_next_index_zval(return_value, &entry);
  }
}

// mysqlpool_metrics(): the running manager's Prometheus text (all its pools, not only this
// process's), for apps that serve /metrics themselves. Asked on a connection of its own to the
// control socket where this process finds the manager; never starts one: with none running,
// the text says `mysqlpool_up 0`. A socket or peer that fails the trust checks, or a peer that
// does not answer as a manager, throws (RuntimeException naming the socket).
static bool mp_manager_metrics(std::string* text, std::string* error) {
  std::string configured = MYSQLPOOL_G(manager_socket) ? MYSQLPOOL_G(manager_socket) : "";
  return mysqlpool::manager_metrics(configured, text, error);
}

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_mysqlpool_metrics, 0, 0, IS_STRING, 0)
ZEND_END_ARG_INFO()

static PHP_FUNCTION(mysqlpool_metrics) {
  ZEND_PARSE_PARAMETERS_NONE();
  std::string text, error;
  if (!mp_manager_metrics(&text, &error)) {
    zend_throw_exception(spl_ce_RuntimeException, error.c_str(), 0);
    RETURN_THROWS();
  }
  RETURN_STRINGL(text.data(), text.size());
}

static const zend_function_entry mysqlpool_functions[] = {
    PHP_FE(mysqlpool_stats, arginfo_mysqlpool_stats)
        PHP_FE(mysqlpool_metrics, arginfo_mysqlpool_metrics) PHP_FE_END};

static const zend_module_dep mysqlpool_deps[] = {ZEND_MOD_REQUIRED("pdo")
                                                     ZEND_MOD_OPTIONAL("pdo_mysql") ZEND_MOD_END};

zend_module_entry mysqlpool_module_entry = {
    STANDARD_MODULE_HEADER_EX,
    nullptr,
    mysqlpool_deps,
    "mysqlpool",
    mysqlpool_functions,
    PHP_MINIT(mysqlpool),
    PHP_MSHUTDOWN(mysqlpool),
    nullptr,
    PHP_RSHUTDOWN(mysqlpool),
    PHP_MINFO(mysqlpool),
    PHP_MYSQLPOOL_VERSION,
    PHP_MODULE_GLOBALS(mysqlpool),
    PHP_GINIT(mysqlpool),
    nullptr,
    nullptr,
    STANDARD_MODULE_PROPERTIES_EX,
};

// PHP's get_module, with the module "mysqli" offered first (mysqlpool.serve_mysqli: it is
// registered beside mysqlpool, from this one .so, before PHP registers mysqlpool itself).
extern "C" {
ZEND_DLEXPORT zend_module_entry* get_module() {
  // php.ini's extension= loads it at startup; dl() from a running script is temporary.
  mp_offer_mysqli_module(EG(current_execute_data) ? MODULE_TEMPORARY : MODULE_PERSISTENT);
  return &mysqlpool_module_entry;
}
}
