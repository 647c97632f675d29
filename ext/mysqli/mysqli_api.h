// What the parts of the mysqli front-end share: the class entries (registered in the module's
// MINIT from the generated mysqli_arginfo.h) and the one way to raise a mysqli error.
#ifndef MP_MYSQLI_API_H
#define MP_MYSQLI_API_H

extern "C" {
#include "php.h"
}

extern zend_class_entry *mp_mysqli_ce, *mp_mysqli_result_ce, *mp_mysqli_stmt_ce,
    *mp_mysqli_driver_ce, *mp_mysqli_warning_ce, *mp_mysqli_sql_exception_ce;

void mp_mysqli_throw(const char* sqlstate, int code, const char* fmt, ...);

// ---- helper "mysqli-api"'s part (constants.cpp, ini.cpp, driver.cpp, exception.cpp,
// uncloneable.cpp, unsupported.cpp); the module's MINIT calls, after registering the classes
// (mysqli_sql_exception's parent: spl_ce_RuntimeException; mysqli_result's: zend_ce_aggregate;
// mysqli_arginfo.h needs zend_attributes.h and zend_interfaces.h included before it):
//   mp_mysqli_register_ini(module_number);        (ini.h; MSHUTDOWN: mp_mysqli_unregister_ini)
//   mp_mysqli_register_constants(module_number);
//   register_mysqli_symbols(module_number);       (generated: the #[\SensitiveParameter]s)
//   mp_mysqli_driver_class_setup(mp_mysqli_driver_ce);
//   mp_mysqli_uncloneable_class_setup(mp_mysqli_stmt_ce);
//   mp_mysqli_uncloneable_class_setup(mp_mysqli_warning_ce);
// and its RINIT mp_mysqli_reset_report_mode() (report_mode.h).
void mp_mysqli_register_constants(int module_number);
// mysqli_driver's objects: its 4 properties are read (and report_mode written) through
// handlers, as stock's, over mp_mysqli_report_mode (report_mode.h).
void mp_mysqli_driver_class_setup(zend_class_entry* ce);
// What mysqli_get_client_info()/client_info and mysqli_get_client_version()/client_version
// answer: stock's values on mysqlnd ("mysqlnd 8.2.36", 80236); WordPress reads "mysqlnd" and
// the version after it to decide that utf8mb4 is supported (wpdb::has_cap).
const char* mp_mysqli_client_info();
zend_long mp_mysqli_client_version();
// A class whose objects are plain but can't be cloned, as every stock mysqli class's
// (uncloneable.cpp): for mysqli_stmt and mysqli_warning, which have no state yet.
void mp_mysqli_uncloneable_class_setup(zend_class_entry* ce);
// Throws mysqli_sql_exception "<function or Class::method>() is not supported by mysqlpool yet"
// (code 2054, CR_NOT_IMPLEMENTED; SQLSTATE HY000) for the function running in execute_data,
// whatever the report mode: code that calls it must fail loudly, not go on with false.
void mp_mysqli_throw_unsupported(zend_execute_data* execute_data);
// ---- end of helper "mysqli-api"'s part

#endif
