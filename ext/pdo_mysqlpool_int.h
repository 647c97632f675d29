// The PDO driver's internal structures, shared by the handle (pdo_handle.cpp) and the
// statement (pdo_statement.cpp). All state that must survive a PHP bailout lives in core
// memory (new/delete), never in PHP's request allocator.
#ifndef PDO_MYSQLPOOL_INT_H
#define PDO_MYSQLPOOL_INT_H

#include <cstdint>
#include <string>
#include <vector>

#include "core/worker/attachment.h"
#include "core/protocol/codec.h"
#include "core/worker/pool_stats.h"
#include "core/worker/session.h"

extern "C" {
#include "php.h"
#include "ext/pdo/php_pdo.h"
#include "ext/pdo/php_pdo_driver.h"
#include "Zend/zend_exceptions.h"
}

// PDO::MYSQL_ATTR_* (pdo_mysql's constants and values, numbered from PDO's base as pdo_mysql
// does), so that code written for pdo_mysql works unchanged. One list gives the values and,
// for PDO's class constants when pdo_mysql is not loaded (mysqlpool_module.cpp), the names.
#define MP_MYSQL_ATTRIBUTES(X)                                                               \
  X(USE_BUFFERED_QUERY)                                                                      \
  X(LOCAL_INFILE)                                                                            \
  X(INIT_COMMAND)                                                                            \
  X(COMPRESS) X(DIRECT_QUERY) X(FOUND_ROWS) X(IGNORE_SPACE) X(SSL_KEY) X(SSL_CERT) X(SSL_CA) \
      X(SSL_CAPATH) X(SSL_CIPHER) X(SERVER_PUBLIC_KEY) X(MULTI_STATEMENTS)                   \
          X(SSL_VERIFY_SERVER_CERT) X(LOCAL_INFILE_DIRECTORY)

#define MP_ATTRIBUTE_VALUE(name) MYSQL_ATTR_##name,
enum {
  MYSQL_ATTR_BEFORE_FIRST_ = PDO_ATTR_DRIVER_SPECIFIC - 1,
  MP_MYSQL_ATTRIBUTES(MP_ATTRIBUTE_VALUE)
};
#undef MP_ATTRIBUTE_VALUE

struct mp_attribute_name {
  const char* name;
  zend_long value;
};
#define MP_ATTRIBUTE_NAME(name) {"MYSQL_ATTR_" #name, MYSQL_ATTR_##name},
constexpr mp_attribute_name kMysqlAttributeNames[] = {MP_MYSQL_ATTRIBUTES(MP_ATTRIBUTE_NAME)};
#undef MP_ATTRIBUTE_NAME

struct mp_handle {
  // Which connection runs each statement, and when it goes back: core/worker/session.h.
  mysqlpool::Session* session = nullptr;
  mysqlpool::Error error;   // the last one (code 0, SQLSTATE "00000": none)
  bool being_made = false;  // in the factory: errors throw, as pdo_mysql's connect errors
  // PDO::ATTR_EMULATE_PREPARES / MYSQL_ATTR_DIRECT_QUERY: statements go as text with quoted
  // values (on), or are prepared by the server (off).
  bool emulate_prepares = true;
  bool national_strings = false;   // PDO::ATTR_DEFAULT_STR_PARAM = PDO::PARAM_STR_NATL
  bool fetch_table_names = false;  // PDO::ATTR_FETCH_TABLE_NAMES: columns named "table.column"
  // PDO::MYSQL_ATTR_USE_BUFFERED_QUERY: replies read whole (on), or streamed in batches (off).
  bool buffered = true;
  // The statement whose results are not all read (an unbuffered set being streamed, or more
  // rowsets after the current one): until it reads or drops them, nothing else runs on the
  // handle (pdo_mysql's 2014 errors).
  struct mp_statement* busy = nullptr;
  // exec() ran a statement that returned rows: pdo_mysql leaves that result unread on the
  // connection, and every later statement of the handle fails with 2014. Kept as pdo_mysql
  // behaves (exec() is not for statements that return rows).
  bool result_left_by_exec = false;
  mp_handle* next_live = nullptr;  // in the list of live handles (request-end safety net)
  mp_handle* prev_live = nullptr;
};

struct mp_statement {
  mp_handle* handle = nullptr;
  // Prepared by the server (PDO::ATTR_EMULATE_PREPARES off): the text it was given (named
  // placeholders rewritten to `?` by PDO) and its number of `?`. Otherwise PDO puts quoted
  // values in the text and it runs as a query.
  bool native = false;
  std::string native_sql;
  uint16_t param_count = 0;
  uint64_t context = 0;       // the session's context() at prepare() (Session::execute)
  bool streaming = false;     // the reply is being read in batches (unbuffered)
  int last_column_count = 0;  // of the last result set shown (show_part)
  bool unbuffered = false;    // executed with USE_BUFFERED_QUERY off
  // An unbuffered set whose rows PHP has not all fetched: as for pdo_mysql (mysql_use_result),
  // the handle is busy with it until then, however much of it was read already.
  bool rows_left = false;
  // closeCursor() was called or nextRowset() reached the end since the last execute
  // (pdo_mysql's S->done): a statement destroyed before that reads the handle's pending
  // rowsets away, whoever's they are (drain_other_rowsets).
  bool done = false;
  mysqlpool::proto::QueryReply reply;
  size_t part = 0;  // the rowset being read
  long row = -1;    // the current row in it
  mysqlpool::Error error;
};

// Runs one SQL text through the handle's session and reads the whole reply. false: no reply
// (no connection, server gone) with H->error set; true: a reply, which may be a server error
// (reply->is_error, H->error set).
bool mp_run_query(mp_handle* H, const char* sql, size_t len, mysqlpool::proto::QueryReply* reply,
                  size_t row_budget = mysqlpool::proto::Connection::kWhole);
// The same for a server-side prepared statement with its parameters. Both refuse to run while
// another statement's results are unread (H->busy), with pdo_mysql's 2014 error; row_budget as
// Session::run's.
bool mp_run_prepared(mp_handle* H, const std::string& sql,
                     const std::vector<mysqlpool::proto::Param>& params,
                     mysqlpool::proto::QueryReply* reply, size_t row_budget, uint64_t context);
// Sets H->error to error 2014 ("Commands out of sync") and returns true when another
// statement's results hold the handle (H->busy, H->result_left_by_exec); mp_raise gives it
// pdo_mysql's text.
bool mp_handle_busy(mp_handle* H);
// The request ends for this handle: its connection goes back, rolled back / reset if needed.
void mp_end_session(mp_handle* H);
// Ends the session of every live handle (request shutdown).
void mp_end_all_sessions();
// The one way an error reaches PHP, as pdo_mysql's _pdo_mysql_error(): records it on the
// statement (stmt) or the handle, sets PDO's SQLSTATE there (PDO then reads the rest through
// fetch_err and raises it as the error mode says), and while the handle is being made throws
// the PDOException pdo_mysql throws then. Error 2014 gets pdo_mysql's text, as there.
// Returns 0, the failure value of PDO's hooks.
int mp_raise(pdo_dbh_t* dbh, pdo_stmt_t* stmt, const mysqlpool::Error& e);
// No error on this handle (PDO's "00000").
mysqlpool::Error mp_no_error();

// Another extension's ini entry (pdo_mysql's, mysqlnd's), as that extension would read it: its
// value when the extension is loaded and registered it, else php.ini's line (PHP keeps the
// lines no extension registered), else nullptr (handle_config.cpp).
const char* mp_foreign_ini(const char* name, size_t len);

// The php.ini entry of each pool setting, "mysqlpool.<name>", in kSettingFields' order: made
// once, for registering the entries (MINIT) and for reading them (handle_config.cpp).
const std::vector<std::string>& mp_pool_setting_entries();

// What a new handle asks for before its driver options (handle_config.cpp): php.ini's
// mysqlpool.* entries, then the DSN, then PDO's user and password.
struct mp_handle_config {
  mysqlpool::PoolKey key;
  mysqlpool::PoolSettings settings;
  mysqlpool::PoolMode mode = mysqlpool::PoolMode::Statement;
  std::string lookup;        // key.lookup_key()
  uint32_t wait_yields = 0;  // mysqlpool.wait_yields
  // The manager a handle starts when none answers, from the PHP_INI_SYSTEM mysqlpool.* entries.
  mysqlpool::ManagerOptions manager;
};
// The config for dbh's DSN, user and password: remembered from an earlier handle when no
// mysqlpool.* ini value changed since, else read. nullptr with *problem (naming the ini entry
// or the DSN key) when a value is bad; a bad read is not remembered.
const mp_handle_config* mp_read_handle_config(pdo_dbh_t* dbh, std::string* problem);
// The same for a mysqli link (ext/mysqli/), whose pool key its connect arguments made: php.ini's
// entries with that key.
const mp_handle_config* mp_read_link_config(const mysqlpool::PoolKey& key, std::string* problem);
// Called by every mysqlpool.* entry's on_modify handler: what was remembered is read again.
void mp_ini_changed();

// Result rows count against memory_limit (row_memory.cpp): the hook core asks, installed in
// MINIT (on) and removed in MSHUTDOWN (off).
void mp_count_rows_against_memory_limit(bool on);
// How many reads memory_limit refused so far; taken before a call that reads rows, then given
// to mp_name_memory_limit with that call's error: if the limit refused rows meanwhile, the
// error becomes 2008 naming memory_limit (core only knows that memory ran out).
uint64_t mp_row_memory_refusals();
void mp_name_memory_limit(uint64_t refusals_before, mysqlpool::Error* err);

extern const struct pdo_stmt_methods mysqlpool_stmt_methods;
extern const pdo_driver_t pdo_mysqlpool_driver;
// The same driver under pdo_mysql's name, for mysqlpool.serve_mysql_dsn = 1.
extern const pdo_driver_t pdo_mysqlpool_as_mysql_driver;

#if PHP_VERSION_ID >= 80400
// Where PDO finds the placeholders of a statement's text: as pdo_mysql reads MySQL's quoting
// and comments (pdo_sql_scanner.cpp). PHP 8.4's own reads standard SQL.
int mp_sql_scanner(pdo_scanner_t* s);
// Pdo\Mysql for the `mysql:` DSNs mysqlpool serves (pdo_mysql_class.cpp).
zend_result mp_serve_pdo_mysql_class();
void mp_unserve_pdo_mysql_class();
#endif

#endif
