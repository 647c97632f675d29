// mysqli_sql_exception's own method.
#include "ext/mysqli/mysqli_api.h"

// mysqli_sql_exception::getSqlState(): the sqlstate property, as a string (stock's).
ZEND_METHOD(mysqli_sql_exception, getSqlState) {
  ZEND_PARSE_PARAMETERS_NONE();
  zval rv;
  zval* prop = zend_read_property(mp_mysqli_sql_exception_ce, Z_OBJ_P(ZEND_THIS), "sqlstate",
                                  sizeof("sqlstate") - 1, /* silent */ 1, &rv);
  ZVAL_DEREF(prop);
  RETURN_STR(zval_get_string(prop));
}
