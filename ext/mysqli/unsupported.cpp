// Every function and method of PHP 8.2's mysqli API that mysqlpool does not implement yet
// (prepared statements, async and multi queries, statistics, ...): registered all
// the same, so that code testing function_exists() or method_exists() does not pick a path that
// dies later on a missing name, and each throws mysqli_sql_exception "<name>() is not supported
// by mysqlpool yet" (exception.cpp), whatever the report mode. A method that is an alias of one
// of these functions (mysqli::prepare is mysqli_prepare, in the stub) names itself so.
// When a name gets implemented, its line goes from here (the link fails on a duplicate).
#include "ext/mysqli/mysqli_api.h"

#define MP_UNSUPPORTED_FUNCTION(name) \
  ZEND_FUNCTION(name) { mp_mysqli_throw_unsupported(execute_data); }
#define MP_UNSUPPORTED_METHOD(cls, name) \
  ZEND_METHOD(cls, name) { mp_mysqli_throw_unsupported(execute_data); }

MP_UNSUPPORTED_FUNCTION(mysqli_get_client_stats)
MP_UNSUPPORTED_FUNCTION(mysqli_get_connection_stats)

