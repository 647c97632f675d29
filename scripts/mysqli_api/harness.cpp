// A test-only PHP module named "mysqli" made of ext/mysqli's API files (the stub's arginfo,
// constants.cpp, ini.cpp, driver.cpp, exception.cpp, uncloneable.cpp) and nothing of the pool,
// so that mysqli_api_test.sh can compare that API with stock mysqli's before (and without) the
// front-end's module. The functions the front-end implements are bodies that throw Error
// "... is not in the harness" (harness_rest.inc, made by mysqli_api_test.sh).
extern "C" {
#include "php.h"
#include "ext/spl/spl_exceptions.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"
#include "zend_attributes.h"
}

#include "ext/mysqli/ini.h"
#include "ext/mysqli/mysqli_api.h"
#include "ext/mysqli/report_mode.h"
#include "ext/mysqli/mysqli_arginfo.h"

zend_class_entry *mp_mysqli_ce, *mp_mysqli_result_ce, *mp_mysqli_stmt_ce, *mp_mysqli_driver_ce,
    *mp_mysqli_warning_ce, *mp_mysqli_sql_exception_ce;

zend_long mp_mysqli_report_mode = kMpMysqliDefaultReportMode;

void mp_mysqli_throw(const char* sqlstate, int code, const char* fmt, ...) {
  zend_throw_error(nullptr, "mp_mysqli_throw is not in the harness");
}

static void not_in_harness(zend_execute_data* execute_data) {
  zend_throw_error(nullptr, "%s is not in the harness",
                   ZSTR_VAL(execute_data->func->common.function_name));
}
#define HARNESS_FUNCTION(name) \
  ZEND_FUNCTION(name) { not_in_harness(execute_data); }
#define HARNESS_METHOD(cls, name) \
  ZEND_METHOD(cls, name) { not_in_harness(execute_data); }
#include "harness_rest.inc"

static PHP_MINIT_FUNCTION(mysqli) {
  if (mp_mysqli_register_ini(module_number) != SUCCESS) return FAILURE;
  mp_mysqli_sql_exception_ce = register_class_mysqli_sql_exception(spl_ce_RuntimeException);
  mp_mysqli_driver_ce = register_class_mysqli_driver();
  mp_mysqli_driver_class_setup(mp_mysqli_driver_ce);
  mp_mysqli_ce = register_class_mysqli();
  mp_mysqli_warning_ce = register_class_mysqli_warning();
  mp_mysqli_result_ce = register_class_mysqli_result(zend_ce_aggregate);
  mp_mysqli_stmt_ce = register_class_mysqli_stmt();
  mp_mysqli_uncloneable_class_setup(mp_mysqli_stmt_ce);
  mp_mysqli_uncloneable_class_setup(mp_mysqli_warning_ce);
  // the front-end's classes, uncloneable as in stock (their objects are the front-end's)
  mp_mysqli_uncloneable_class_setup(mp_mysqli_ce);
  mp_mysqli_uncloneable_class_setup(mp_mysqli_result_ce);
  mp_mysqli_register_constants(module_number);
  register_mysqli_symbols(module_number);
  return SUCCESS;
}

static PHP_MSHUTDOWN_FUNCTION(mysqli) {
  mp_mysqli_unregister_ini(module_number);
  return SUCCESS;
}

static PHP_RINIT_FUNCTION(mysqli) {
  mp_mysqli_reset_report_mode();
  return SUCCESS;
}

static const zend_module_dep harness_deps[] = {ZEND_MOD_REQUIRED("spl") ZEND_MOD_END};

static zend_module_entry harness_module_entry = {STANDARD_MODULE_HEADER_EX,
                                                 nullptr,
                                                 harness_deps,
                                                 "mysqli",
                                                 ext_functions,
                                                 PHP_MINIT(mysqli),
                                                 PHP_MSHUTDOWN(mysqli),
                                                 PHP_RINIT(mysqli),
                                                 nullptr,
                                                 nullptr,
                                                 PHP_VERSION,
                                                 STANDARD_MODULE_PROPERTIES};

extern "C" ZEND_DLEXPORT zend_module_entry* get_module() { return &harness_module_entry; }
