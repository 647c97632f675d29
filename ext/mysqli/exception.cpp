// mysqli_sql_exception's own method, and the exception of a function mysqlpool does not
// implement yet (unsupported.cpp).
#include "ext/mysqli/mysqli_api.h"

extern "C" {
#include "zend_exceptions.h"
}

// mysqli_sql_exception::getSqlState(): the sqlstate property, as a string (stock's).
ZEND_METHOD(mysqli_sql_exception, getSqlState) {
  ZEND_PARSE_PARAMETERS_NONE();
  zval rv;
  zval* prop = zend_read_property(mp_mysqli_sql_exception_ce, Z_OBJ_P(ZEND_THIS), "sqlstate",
                                  sizeof("sqlstate") - 1, /* silent */ 1, &rv);
  ZVAL_DEREF(prop);
  RETURN_STR(zval_get_string(prop));
}

namespace {

// libmysql's and mysqlnd's CR_NOT_IMPLEMENTED ("This feature is not implemented yet"), with
// their SQLSTATE for client errors.
constexpr int kNotImplemented = 2054;
constexpr char kClientErrorSqlstate[] = "HY000";

// "mysqli_stmt_prepare" or "mysqli_stmt::prepare": the name the caller used (a method that
// is an alias of a function runs the function's body with the method's zend_function).
zend_string* called_name(const zend_execute_data* execute_data) {
  const zend_function* f = execute_data->func;
  if (f->common.scope)
    return zend_strpprintf(0, "%s::%s", ZSTR_VAL(f->common.scope->name),
                           ZSTR_VAL(f->common.function_name));
  return zend_string_copy(f->common.function_name);
}

}  // namespace

void mp_mysqli_throw_unsupported(zend_execute_data* execute_data) {
  zend_string* name = called_name(execute_data);
  zval ex;
  object_init_ex(&ex, mp_mysqli_sql_exception_ce);
  zend_object* obj = Z_OBJ(ex);
  zend_string* message =
      zend_strpprintf(0, "%s() is not supported by mysqlpool yet", ZSTR_VAL(name));
  zend_update_property_str(mp_mysqli_sql_exception_ce, obj, "message", sizeof("message") - 1,
                           message);
  zend_update_property_long(mp_mysqli_sql_exception_ce, obj, "code", sizeof("code") - 1,
                            kNotImplemented);
  zend_update_property_string(mp_mysqli_sql_exception_ce, obj, "sqlstate", sizeof("sqlstate") - 1,
                              kClientErrorSqlstate);
  zend_string_release(message);
  zend_string_release(name);
  zend_throw_exception_object(&ex);
}
