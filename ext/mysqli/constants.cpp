// The MYSQLI_* constants, with the values stock mysqli (on mysqlnd) gives them in PHP 8.2 and
// 8.4: code passes them to mysqlpool's mysqli and compares what it returns (field types and
// flags) with them. Stock's values come from libmysql/mysqlnd headers, which mysqlpool does not
// include, so they are written out here; the mysqli_api step (scripts/mysqli_api/, on both PHPs)
// compares the whole list (names, values, order, deprecations) with stock's.
#include "ext/mysqli/mysqli_api.h"

namespace {

// Where a constant stands, by the PHP the front-end is built for: 8.4 deprecated
// MYSQLI_STORE_RESULT_COPY_DATA and the MYSQLI_REFRESH_* (with mysqli_refresh()), removed five
// that did nothing and added MYSQLI_TYPE_VECTOR (its UPGRADING; stock 8.4.27 by reflection).
enum Life : uint8_t {
  kCurrent = 0,
  kDeprecated = 1,       // since 8.1: warns "Constant ... is deprecated" on use
  kDeprecatedIn84 = 2,   // so from 8.4 on
  kRemovedIn84 = 4,      // not in 8.4
  kAddedIn84 = 8,        // only in 8.4
};

struct MysqliConstant {
  const char* name;
  zend_long value;
  uint8_t life;  // Life
};

constexpr bool kPhp84 = PHP_VERSION_ID >= 80400;

// In stock's order (get_defined_constants() lists them so).
constexpr MysqliConstant kConstants[] = {
    // mysqli_options()
    {"MYSQLI_READ_DEFAULT_GROUP", 5, kCurrent},
    {"MYSQLI_READ_DEFAULT_FILE", 4, kCurrent},
    {"MYSQLI_OPT_CONNECT_TIMEOUT", 0, kCurrent},
    {"MYSQLI_OPT_LOCAL_INFILE", 8, kCurrent},
    {"MYSQLI_OPT_LOAD_DATA_LOCAL_DIR", 43, kCurrent},
    {"MYSQLI_INIT_COMMAND", 3, kCurrent},
    {"MYSQLI_OPT_READ_TIMEOUT", 11, kCurrent},
    {"MYSQLI_OPT_NET_CMD_BUFFER_SIZE", 202, kCurrent},
    {"MYSQLI_OPT_NET_READ_BUFFER_SIZE", 203, kCurrent},
    {"MYSQLI_OPT_INT_AND_FLOAT_NATIVE", 201, kCurrent},
    {"MYSQLI_OPT_SSL_VERIFY_SERVER_CERT", 21, kCurrent},
    {"MYSQLI_SERVER_PUBLIC_KEY", 35, kCurrent},
    // mysqli_real_connect()'s flags
    {"MYSQLI_CLIENT_SSL", 2048, kCurrent},
    {"MYSQLI_CLIENT_COMPRESS", 32, kCurrent},
    {"MYSQLI_CLIENT_INTERACTIVE", 1024, kCurrent},
    {"MYSQLI_CLIENT_IGNORE_SPACE", 256, kCurrent},
    {"MYSQLI_CLIENT_NO_SCHEMA", 16, kCurrent},
    {"MYSQLI_CLIENT_FOUND_ROWS", 2, kCurrent},
    {"MYSQLI_CLIENT_SSL_VERIFY_SERVER_CERT", 1073741824, kCurrent},
    {"MYSQLI_CLIENT_SSL_DONT_VERIFY_SERVER_CERT", 64, kCurrent},
    {"MYSQLI_CLIENT_CAN_HANDLE_EXPIRED_PASSWORDS", 4194304, kCurrent},
    {"MYSQLI_OPT_CAN_HANDLE_EXPIRED_PASSWORDS", 37, kCurrent},
    // mysqli_query()'s result mode
    {"MYSQLI_STORE_RESULT", 0, kCurrent},
    {"MYSQLI_USE_RESULT", 1, kCurrent},
    {"MYSQLI_ASYNC", 8, kCurrent},
    {"MYSQLI_STORE_RESULT_COPY_DATA", 16, kDeprecatedIn84},
    // the fetch modes
    {"MYSQLI_ASSOC", 1, kCurrent},
    {"MYSQLI_NUM", 2, kCurrent},
    {"MYSQLI_BOTH", 3, kCurrent},
    // mysqli_stmt_attr_set()
    {"MYSQLI_STMT_ATTR_UPDATE_MAX_LENGTH", 0, kCurrent},
    {"MYSQLI_STMT_ATTR_CURSOR_TYPE", 1, kCurrent},
    {"MYSQLI_CURSOR_TYPE_NO_CURSOR", 0, kCurrent},
    {"MYSQLI_CURSOR_TYPE_READ_ONLY", 1, kCurrent},
    {"MYSQLI_CURSOR_TYPE_FOR_UPDATE", 2, kRemovedIn84},
    {"MYSQLI_CURSOR_TYPE_SCROLLABLE", 4, kRemovedIn84},
    {"MYSQLI_STMT_ATTR_PREFETCH_ROWS", 2, kRemovedIn84},
    // field flags
    {"MYSQLI_NOT_NULL_FLAG", 1, kCurrent},
    {"MYSQLI_PRI_KEY_FLAG", 2, kCurrent},
    {"MYSQLI_UNIQUE_KEY_FLAG", 4, kCurrent},
    {"MYSQLI_MULTIPLE_KEY_FLAG", 8, kCurrent},
    {"MYSQLI_BLOB_FLAG", 16, kCurrent},
    {"MYSQLI_UNSIGNED_FLAG", 32, kCurrent},
    {"MYSQLI_ZEROFILL_FLAG", 64, kCurrent},
    {"MYSQLI_AUTO_INCREMENT_FLAG", 512, kCurrent},
    {"MYSQLI_TIMESTAMP_FLAG", 1024, kCurrent},
    {"MYSQLI_SET_FLAG", 2048, kCurrent},
    {"MYSQLI_NUM_FLAG", 32768, kCurrent},
    {"MYSQLI_PART_KEY_FLAG", 16384, kCurrent},
    {"MYSQLI_GROUP_FLAG", 32768, kCurrent},
    {"MYSQLI_ENUM_FLAG", 256, kCurrent},
    {"MYSQLI_BINARY_FLAG", 128, kCurrent},
    {"MYSQLI_NO_DEFAULT_VALUE_FLAG", 4096, kCurrent},
    {"MYSQLI_ON_UPDATE_NOW_FLAG", 8192, kCurrent},
    // field types
    {"MYSQLI_TYPE_DECIMAL", 0, kCurrent},
    {"MYSQLI_TYPE_TINY", 1, kCurrent},
    {"MYSQLI_TYPE_SHORT", 2, kCurrent},
    {"MYSQLI_TYPE_LONG", 3, kCurrent},
    {"MYSQLI_TYPE_FLOAT", 4, kCurrent},
    {"MYSQLI_TYPE_DOUBLE", 5, kCurrent},
    {"MYSQLI_TYPE_NULL", 6, kCurrent},
    {"MYSQLI_TYPE_TIMESTAMP", 7, kCurrent},
    {"MYSQLI_TYPE_LONGLONG", 8, kCurrent},
    {"MYSQLI_TYPE_INT24", 9, kCurrent},
    {"MYSQLI_TYPE_DATE", 10, kCurrent},
    {"MYSQLI_TYPE_TIME", 11, kCurrent},
    {"MYSQLI_TYPE_DATETIME", 12, kCurrent},
    {"MYSQLI_TYPE_YEAR", 13, kCurrent},
    {"MYSQLI_TYPE_NEWDATE", 14, kCurrent},
    {"MYSQLI_TYPE_ENUM", 247, kCurrent},
    {"MYSQLI_TYPE_SET", 248, kCurrent},
    {"MYSQLI_TYPE_TINY_BLOB", 249, kCurrent},
    {"MYSQLI_TYPE_MEDIUM_BLOB", 250, kCurrent},
    {"MYSQLI_TYPE_LONG_BLOB", 251, kCurrent},
    {"MYSQLI_TYPE_BLOB", 252, kCurrent},
    {"MYSQLI_TYPE_VAR_STRING", 253, kCurrent},
    {"MYSQLI_TYPE_STRING", 254, kCurrent},
    {"MYSQLI_TYPE_CHAR", 1, kCurrent},
    {"MYSQLI_TYPE_INTERVAL", 247, kRemovedIn84},
    {"MYSQLI_TYPE_GEOMETRY", 255, kCurrent},
    {"MYSQLI_TYPE_VECTOR", 242, kAddedIn84},
    {"MYSQLI_TYPE_JSON", 245, kCurrent},
    {"MYSQLI_TYPE_NEWDECIMAL", 246, kCurrent},
    {"MYSQLI_TYPE_BIT", 16, kCurrent},
    // mysqli_options(), again
    {"MYSQLI_SET_CHARSET_NAME", 7, kCurrent},
    {"MYSQLI_SET_CHARSET_DIR", 6, kRemovedIn84},
    // bind results (deprecated in 8.1)
    {"MYSQLI_NO_DATA", 100, kDeprecated},
    {"MYSQLI_DATA_TRUNCATED", 101, kDeprecated},
    // mysqli_report()
    {"MYSQLI_REPORT_INDEX", 4, kCurrent},
    {"MYSQLI_REPORT_ERROR", 1, kCurrent},
    {"MYSQLI_REPORT_STRICT", 2, kCurrent},
    {"MYSQLI_REPORT_ALL", 255, kCurrent},
    {"MYSQLI_REPORT_OFF", 0, kCurrent},
    // mysqlnd built without its debug trace
    {"MYSQLI_DEBUG_TRACE_ENABLED", 0, kCurrent},
    // server status flags (deprecated in 8.1)
    {"MYSQLI_SERVER_QUERY_NO_GOOD_INDEX_USED", 16, kDeprecated},
    {"MYSQLI_SERVER_QUERY_NO_INDEX_USED", 32, kDeprecated},
    {"MYSQLI_SERVER_QUERY_WAS_SLOW", 2048, kDeprecated},
    {"MYSQLI_SERVER_PS_OUT_PARAMS", 4096, kDeprecated},
    // mysqli_refresh()
    {"MYSQLI_REFRESH_GRANT", 1, kDeprecatedIn84},
    {"MYSQLI_REFRESH_LOG", 2, kDeprecatedIn84},
    {"MYSQLI_REFRESH_TABLES", 4, kDeprecatedIn84},
    {"MYSQLI_REFRESH_HOSTS", 8, kDeprecatedIn84},
    {"MYSQLI_REFRESH_STATUS", 16, kDeprecatedIn84},
    {"MYSQLI_REFRESH_THREADS", 32, kDeprecatedIn84},
    {"MYSQLI_REFRESH_REPLICA", 64, kDeprecatedIn84},
    {"MYSQLI_REFRESH_SLAVE", 64, kDeprecatedIn84},
    {"MYSQLI_REFRESH_MASTER", 128, kDeprecatedIn84},
    {"MYSQLI_REFRESH_BACKUP_LOG", 2097152, kDeprecatedIn84},
    // mysqli_begin_transaction()
    {"MYSQLI_TRANS_START_WITH_CONSISTENT_SNAPSHOT", 1, kCurrent},
    {"MYSQLI_TRANS_START_READ_WRITE", 2, kCurrent},
    {"MYSQLI_TRANS_START_READ_ONLY", 4, kCurrent},
    // mysqli_commit() and mysqli_rollback()
    {"MYSQLI_TRANS_COR_AND_CHAIN", 1, kCurrent},
    {"MYSQLI_TRANS_COR_AND_NO_CHAIN", 2, kCurrent},
    {"MYSQLI_TRANS_COR_RELEASE", 4, kCurrent},
    {"MYSQLI_TRANS_COR_NO_RELEASE", 8, kCurrent},
};

}  // namespace

void mp_mysqli_register_constants(int module_number) {
  for (const MysqliConstant& c : kConstants) {
    if (c.life & (kPhp84 ? kRemovedIn84 : kAddedIn84)) continue;
    const bool deprecated = (c.life & kDeprecated) || (kPhp84 && (c.life & kDeprecatedIn84));
    int flags = CONST_PERSISTENT | (deprecated ? CONST_DEPRECATED : 0);
    zend_register_long_constant(c.name, strlen(c.name), c.value, flags, module_number);
  }
  // mysqlnd's (not MariaDB's client library): false, as stock on mysqlnd
  zend_register_bool_constant("MYSQLI_IS_MARIADB", sizeof("MYSQLI_IS_MARIADB") - 1, false,
                              CONST_PERSISTENT | CONST_DEPRECATED, module_number);
}
