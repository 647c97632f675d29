// Errors and mysqli_report(), as stock mysqli reports them: a statement's error is thrown as
// mysqli_sql_exception (MYSQLI_REPORT_STRICT), warned as "(SQLSTATE/errno): message"
// (MYSQLI_REPORT_ERROR alone) or only kept for mysqli_error() (MYSQLI_REPORT_OFF, WordPress);
// a connect error is thrown or warned whatever the mode, and kept for mysqli_connect_error().
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ext/mysqli/mysqli_api.h"

#include <string>

zend_long mp_mysqli_report_mode = kMpMysqliDefaultReportMode;

// mysqli_connect_errno()/error(): the last connect attempt's, per process (stock keeps it in
// its globals, for the procedural form that has no object when connecting fails).
static int g_connect_errno = 0;
static std::string g_connect_error;

void mp_mysqli_throw(const char* sqlstate, int code, const char* fmt, ...) {
  va_list args;
  va_start(args, fmt);
  char* message = nullptr;
  vspprintf(&message, 0, fmt, args);
  va_end(args);
  zval ex;
  object_init_ex(&ex, mp_mysqli_sql_exception_ce);
  zend_update_property_string(mp_mysqli_sql_exception_ce, Z_OBJ(ex), "message",
                              sizeof("message") - 1, message);
  zend_update_property_string(mp_mysqli_sql_exception_ce, Z_OBJ(ex), "sqlstate",
                              sizeof("sqlstate") - 1, sqlstate ? sqlstate : "00000");
  zend_update_property_long(mp_mysqli_sql_exception_ce, Z_OBJ(ex), "code", sizeof("code") - 1,
                            code);
  efree(message);
  zend_throw_exception_object(&ex);
}

// Stock's one path for both: thrown in STRICT mode, else a warning of the calling function.
static void throw_or_warn(const char* sqlstate, int code, const std::string& message) {
  if (!(mp_mysqli_report_mode & MP_MYSQLI_REPORT_STRICT)) {
    php_error_docref(nullptr, E_WARNING, "(%s/%d): %s", sqlstate, code, message.c_str());
    return;
  }
  mp_mysqli_throw(sqlstate, code, "%s", message.c_str());
}

static const char* sqlstate_of(const mysqlpool::Error& e) {
  return e.sqlstate.size() == 5 ? e.sqlstate.c_str() : "HY000";
}

mysqlpool::Error mp_out_of_sync() {
  return mysqlpool::Error{2014, "HY000", "Commands out of sync; you can't run this command now"};
}

// An error as mysqli on mysqlnd reports it. The pool's own errors (no connection free in
// time, the manager gone) have no server code: they are mysqlnd's 2002, the server could not
// be reached, so that errno is never 0 with an error set and the report mode throws or warns
// them as any other. A reply that did not come within the read timeout is mysqlnd's 2006
// "MySQL server has gone away" (the Session's 2013, which the PDO driver keeps, names the
// wait); the pool discarded that connection, and the link's next statement takes another.
mysqlpool::Error mp_stock_error(const mysqlpool::Error& e) {
  if (e.code == 2013) return mysqlpool::Error{2006, "HY000", "MySQL server has gone away"};
  mysqlpool::Error out = e;
  if (out.code == 0) out.code = 2002;
  if (out.sqlstate.size() != 5) out.sqlstate = "HY000";
  return out;
}

void mp_link_set_error(mp_link* link, const mysqlpool::Error& e) {
  link->earlier_errors.clear();
  link->error = mp_stock_error(e);
}

void mp_link_add_error(mp_link* link, const mysqlpool::Error& e) {
  if (link->error.code) link->earlier_errors.push_back(link->error);
  link->error = mp_stock_error(e);
}

void mp_link_clear_error(mp_link* link) {
  link->earlier_errors.clear();
  link->error = mysqlpool::Error{};
  link->error.sqlstate = "00000";
}

void mp_report_link_error(mp_link* link) {
  if (!(mp_mysqli_report_mode & MP_MYSQLI_REPORT_ERROR) || link->error.code == 0) return;
  throw_or_warn(sqlstate_of(link->error), link->error.code, link->error.message);
}

void mp_report_error(const mysqlpool::Error& e) {
  if (!(mp_mysqli_report_mode & MP_MYSQLI_REPORT_ERROR) || e.code == 0) return;
  throw_or_warn(sqlstate_of(e), e.code, e.message);
}

void mp_report_connect_error(const mysqlpool::Error& e) {
  g_connect_errno = e.code ? e.code : 2002;
  g_connect_error = e.message;
  throw_or_warn(sqlstate_of(e), g_connect_errno, e.message);
}

void mp_clear_connect_error() {
  g_connect_errno = 0;
  g_connect_error.clear();
}

int mp_connect_errno() { return g_connect_errno; }

const std::string* mp_connect_error() { return g_connect_errno ? &g_connect_error : nullptr; }

void mp_report_index(const char* sql, uint16_t status) {
  constexpr uint16_t kNoGoodIndexUsed = 0x10, kNoIndexUsed = 0x20;  // the server's status flags
  const char* what = (status & kNoGoodIndexUsed) ? "Bad index"
                     : (status & kNoIndexUsed)   ? "No index"
                                                 : nullptr;
  if (!what) return;
  std::string message = std::string(what) + " used in query/prepared statement " + sql;
  throw_or_warn("00000", 0, message);
}

void mp_argument_empty(uint32_t arg) {
#if PHP_VERSION_ID >= 80400
  zend_argument_value_error(arg, "must not be empty");
#else
  zend_argument_value_error(arg, "cannot be empty");
#endif
}

ZEND_FUNCTION(mysqli_report) {
  zend_long flags;
  ZEND_PARSE_PARAMETERS_START(1, 1)
  Z_PARAM_LONG(flags)
  ZEND_PARSE_PARAMETERS_END();
  mp_mysqli_report_mode = flags;
  RETURN_TRUE;
}

ZEND_FUNCTION(mysqli_connect_errno) {
  ZEND_PARSE_PARAMETERS_NONE();
  RETURN_LONG(g_connect_errno);
}

ZEND_FUNCTION(mysqli_connect_error) {
  ZEND_PARSE_PARAMETERS_NONE();
  if (!g_connect_errno) RETURN_NULL();
  RETURN_STRINGL(g_connect_error.data(), g_connect_error.size());
}
