// The MYSQLI_* constants, with the values stock PHP 8.2 mysqli (on mysqlnd) gives them: code
// passes them to mysqlpool's mysqli and compares what it returns (field types and flags) with
// them. Stock's values come from libmysql/mysqlnd headers, which mysqlpool does not include, so
// they are written out here; php-tests/mysqli_api/constants_check.php compares the whole list
// (names, values, deprecations) with stock's at test time.
#include "ext/mysqli/mysqli_api.h"

namespace {

struct MysqliConstant {
  const char* name;
  zend_long value;
  bool deprecated;  // PHP 8.2 warns "Constant ... is deprecated" on use
};

// In stock's order (get_defined_constants() lists them so).
constexpr MysqliConstant kConstants[] = {
    // mysqli_options()
    {"MYSQLI_READ_DEFAULT_GROUP", 5, false},
    {"MYSQLI_READ_DEFAULT_FILE", 4, false},
    {"MYSQLI_OPT_CONNECT_TIMEOUT", 0, false},
    {"MYSQLI_OPT_LOCAL_INFILE", 8, false},
    {"MYSQLI_OPT_LOAD_DATA_LOCAL_DIR", 43, false},
    {"MYSQLI_INIT_COMMAND", 3, false},
    {"MYSQLI_OPT_READ_TIMEOUT", 11, false},
    {"MYSQLI_OPT_NET_CMD_BUFFER_SIZE", 202, false},
    {"MYSQLI_OPT_NET_READ_BUFFER_SIZE", 203, false},
    {"MYSQLI_OPT_INT_AND_FLOAT_NATIVE", 201, false},
    {"MYSQLI_OPT_SSL_VERIFY_SERVER_CERT", 21, false},
    {"MYSQLI_SERVER_PUBLIC_KEY", 35, false},
    // mysqli_real_connect()'s flags
    {"MYSQLI_CLIENT_SSL", 2048, false},
    {"MYSQLI_CLIENT_COMPRESS", 32, false},
    {"MYSQLI_CLIENT_INTERACTIVE", 1024, false},
    {"MYSQLI_CLIENT_IGNORE_SPACE", 256, false},
    {"MYSQLI_CLIENT_NO_SCHEMA", 16, false},
    {"MYSQLI_CLIENT_FOUND_ROWS", 2, false},
    {"MYSQLI_CLIENT_SSL_VERIFY_SERVER_CERT", 1073741824, false},
    {"MYSQLI_CLIENT_SSL_DONT_VERIFY_SERVER_CERT", 64, false},
    {"MYSQLI_CLIENT_CAN_HANDLE_EXPIRED_PASSWORDS", 4194304, false},
    {"MYSQLI_OPT_CAN_HANDLE_EXPIRED_PASSWORDS", 37, false},
    // mysqli_query()'s result mode
    {"MYSQLI_STORE_RESULT", 0, false},
    {"MYSQLI_USE_RESULT", 1, false},
    {"MYSQLI_ASYNC", 8, false},
    {"MYSQLI_STORE_RESULT_COPY_DATA", 16, false},
    // the fetch modes
    {"MYSQLI_ASSOC", 1, false},
    {"MYSQLI_NUM", 2, false},
    {"MYSQLI_BOTH", 3, false},
    // mysqli_stmt_attr_set()
    {"MYSQLI_STMT_ATTR_UPDATE_MAX_LENGTH", 0, false},
    {"MYSQLI_STMT_ATTR_CURSOR_TYPE", 1, false},
    {"MYSQLI_CURSOR_TYPE_NO_CURSOR", 0, false},
    {"MYSQLI_CURSOR_TYPE_READ_ONLY", 1, false},
    {"MYSQLI_CURSOR_TYPE_FOR_UPDATE", 2, false},
    {"MYSQLI_CURSOR_TYPE_SCROLLABLE", 4, false},
    {"MYSQLI_STMT_ATTR_PREFETCH_ROWS", 2, false},
    // field flags
    {"MYSQLI_NOT_NULL_FLAG", 1, false},
    {"MYSQLI_PRI_KEY_FLAG", 2, false},
    {"MYSQLI_UNIQUE_KEY_FLAG", 4, false},
    {"MYSQLI_MULTIPLE_KEY_FLAG", 8, false},
    {"MYSQLI_BLOB_FLAG", 16, false},
    {"MYSQLI_UNSIGNED_FLAG", 32, false},
    {"MYSQLI_ZEROFILL_FLAG", 64, false},
    {"MYSQLI_AUTO_INCREMENT_FLAG", 512, false},
    {"MYSQLI_TIMESTAMP_FLAG", 1024, false},
    {"MYSQLI_SET_FLAG", 2048, false},
    {"MYSQLI_NUM_FLAG", 32768, false},
    {"MYSQLI_PART_KEY_FLAG", 16384, false},
    {"MYSQLI_GROUP_FLAG", 32768, false},
    {"MYSQLI_ENUM_FLAG", 256, false},
    {"MYSQLI_BINARY_FLAG", 128, false},
    {"MYSQLI_NO_DEFAULT_VALUE_FLAG", 4096, false},
    {"MYSQLI_ON_UPDATE_NOW_FLAG", 8192, false},
    // field types
    {"MYSQLI_TYPE_DECIMAL", 0, false},
    {"MYSQLI_TYPE_TINY", 1, false},
    {"MYSQLI_TYPE_SHORT", 2, false},
    {"MYSQLI_TYPE_LONG", 3, false},
    {"MYSQLI_TYPE_FLOAT", 4, false},
    {"MYSQLI_TYPE_DOUBLE", 5, false},
    {"MYSQLI_TYPE_NULL", 6, false},
    {"MYSQLI_TYPE_TIMESTAMP", 7, false},
    {"MYSQLI_TYPE_LONGLONG", 8, false},
    {"MYSQLI_TYPE_INT24", 9, false},
    {"MYSQLI_TYPE_DATE", 10, false},
    {"MYSQLI_TYPE_TIME", 11, false},
    {"MYSQLI_TYPE_DATETIME", 12, false},
    {"MYSQLI_TYPE_YEAR", 13, false},
    {"MYSQLI_TYPE_NEWDATE", 14, false},
    {"MYSQLI_TYPE_ENUM", 247, false},
    {"MYSQLI_TYPE_SET", 248, false},
    {"MYSQLI_TYPE_TINY_BLOB", 249, false},
    {"MYSQLI_TYPE_MEDIUM_BLOB", 250, false},
    {"MYSQLI_TYPE_LONG_BLOB", 251, false},
    {"MYSQLI_TYPE_BLOB", 252, false},
    {"MYSQLI_TYPE_VAR_STRING", 253, false},
    {"MYSQLI_TYPE_STRING", 254, false},
    {"MYSQLI_TYPE_CHAR", 1, false},
    {"MYSQLI_TYPE_INTERVAL", 247, false},
    {"MYSQLI_TYPE_GEOMETRY", 255, false},
    {"MYSQLI_TYPE_JSON", 245, false},
    {"MYSQLI_TYPE_NEWDECIMAL", 246, false},
    {"MYSQLI_TYPE_BIT", 16, false},
    // mysqli_options(), again
    {"MYSQLI_SET_CHARSET_NAME", 7, false},
    {"MYSQLI_SET_CHARSET_DIR", 6, false},
    // bind results (deprecated in 8.1)
    {"MYSQLI_NO_DATA", 100, true},
    {"MYSQLI_DATA_TRUNCATED", 101, true},
    // mysqli_report()
    {"MYSQLI_REPORT_INDEX", 4, false},
    {"MYSQLI_REPORT_ERROR", 1, false},
    {"MYSQLI_REPORT_STRICT", 2, false},
    {"MYSQLI_REPORT_ALL", 255, false},
    {"MYSQLI_REPORT_OFF", 0, false},
    // mysqlnd built without its debug trace
    {"MYSQLI_DEBUG_TRACE_ENABLED", 0, false},
    // server status flags (deprecated in 8.1)
    {"MYSQLI_SERVER_QUERY_NO_GOOD_INDEX_USED", 16, true},
    {"MYSQLI_SERVER_QUERY_NO_INDEX_USED", 32, true},
    {"MYSQLI_SERVER_QUERY_WAS_SLOW", 2048, true},
    {"MYSQLI_SERVER_PS_OUT_PARAMS", 4096, true},
    // mysqli_refresh()
    {"MYSQLI_REFRESH_GRANT", 1, false},
    {"MYSQLI_REFRESH_LOG", 2, false},
    {"MYSQLI_REFRESH_TABLES", 4, false},
    {"MYSQLI_REFRESH_HOSTS", 8, false},
    {"MYSQLI_REFRESH_STATUS", 16, false},
    {"MYSQLI_REFRESH_THREADS", 32, false},
    {"MYSQLI_REFRESH_REPLICA", 64, false},
    {"MYSQLI_REFRESH_SLAVE", 64, false},
    {"MYSQLI_REFRESH_MASTER", 128, false},
    {"MYSQLI_REFRESH_BACKUP_LOG", 2097152, false},
    // mysqli_begin_transaction()
    {"MYSQLI_TRANS_START_WITH_CONSISTENT_SNAPSHOT", 1, false},
    {"MYSQLI_TRANS_START_READ_WRITE", 2, false},
    {"MYSQLI_TRANS_START_READ_ONLY", 4, false},
    // mysqli_commit() and mysqli_rollback()
    {"MYSQLI_TRANS_COR_AND_CHAIN", 1, false},
    {"MYSQLI_TRANS_COR_AND_NO_CHAIN", 2, false},
    {"MYSQLI_TRANS_COR_RELEASE", 4, false},
    {"MYSQLI_TRANS_COR_NO_RELEASE", 8, false},
};

}  // namespace

void mp_mysqli_register_constants(int module_number) {
  for (const MysqliConstant& c : kConstants) {
    int flags = CONST_PERSISTENT | (c.deprecated ? CONST_DEPRECATED : 0);
    zend_register_long_constant(c.name, strlen(c.name), c.value, flags, module_number);
  }
  // mysqlnd's (not MariaDB's client library): false, as stock on mysqlnd
  zend_register_bool_constant("MYSQLI_IS_MARIADB", sizeof("MYSQLI_IS_MARIADB") - 1, false,
                              CONST_PERSISTENT | CONST_DEPRECATED, module_number);
}
