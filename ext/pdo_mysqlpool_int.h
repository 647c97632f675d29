// The PDO driver's internal structures, shared by the handle (pdo_handle.cpp) and the
// statement (pdo_statement.cpp). All state that must survive a PHP bailout lives in core
// memory (new/delete), never in PHP's request allocator.
#ifndef PDO_MYSQLPOOL_INT_H
#define PDO_MYSQLPOOL_INT_H

#include <cstdint>
#include <string>

#include "core/worker/attachment.h"
#include "core/protocol/codec.h"
#include "core/worker/session.h"

extern "C" {
#include "php.h"
#include "ext/pdo/php_pdo.h"
#include "ext/pdo/php_pdo_driver.h"
#include "Zend/zend_exceptions.h"
}

// PDO::MYSQL_ATTR_* (pdo_mysql's constants and values, numbered from PDO's base as pdo_mysql
// does), so that code written for pdo_mysql works unchanged.
enum {
  MYSQL_ATTR_USE_BUFFERED_QUERY = PDO_ATTR_DRIVER_SPECIFIC,
  MYSQL_ATTR_LOCAL_INFILE,
  MYSQL_ATTR_INIT_COMMAND,
  MYSQL_ATTR_COMPRESS,
  MYSQL_ATTR_DIRECT_QUERY,
  MYSQL_ATTR_FOUND_ROWS,
  MYSQL_ATTR_IGNORE_SPACE,
  MYSQL_ATTR_SSL_KEY,
  MYSQL_ATTR_SSL_CERT,
  MYSQL_ATTR_SSL_CA,
  MYSQL_ATTR_SSL_CAPATH,
  MYSQL_ATTR_SSL_CIPHER,
  MYSQL_ATTR_SERVER_PUBLIC_KEY,
  MYSQL_ATTR_MULTI_STATEMENTS,
  MYSQL_ATTR_SSL_VERIFY_SERVER_CERT,
  MYSQL_ATTR_LOCAL_INFILE_DIRECTORY,
};

// Their names, for PDO's class constants when pdo_mysql is not loaded (mysqlpool_module.cpp).
struct mp_attribute_name {
  const char* name;
  zend_long value;
};
constexpr mp_attribute_name kMysqlAttributeNames[] = {
    {"MYSQL_ATTR_USE_BUFFERED_QUERY", MYSQL_ATTR_USE_BUFFERED_QUERY},
    {"MYSQL_ATTR_LOCAL_INFILE", MYSQL_ATTR_LOCAL_INFILE},
    {"MYSQL_ATTR_INIT_COMMAND", MYSQL_ATTR_INIT_COMMAND},
    {"MYSQL_ATTR_COMPRESS", MYSQL_ATTR_COMPRESS},
    {"MYSQL_ATTR_DIRECT_QUERY", MYSQL_ATTR_DIRECT_QUERY},
    {"MYSQL_ATTR_FOUND_ROWS", MYSQL_ATTR_FOUND_ROWS},
    {"MYSQL_ATTR_IGNORE_SPACE", MYSQL_ATTR_IGNORE_SPACE},
    {"MYSQL_ATTR_SSL_KEY", MYSQL_ATTR_SSL_KEY},
    {"MYSQL_ATTR_SSL_CERT", MYSQL_ATTR_SSL_CERT},
    {"MYSQL_ATTR_SSL_CA", MYSQL_ATTR_SSL_CA},
    {"MYSQL_ATTR_SSL_CAPATH", MYSQL_ATTR_SSL_CAPATH},
    {"MYSQL_ATTR_SSL_CIPHER", MYSQL_ATTR_SSL_CIPHER},
    {"MYSQL_ATTR_SERVER_PUBLIC_KEY", MYSQL_ATTR_SERVER_PUBLIC_KEY},
    {"MYSQL_ATTR_MULTI_STATEMENTS", MYSQL_ATTR_MULTI_STATEMENTS},
    {"MYSQL_ATTR_SSL_VERIFY_SERVER_CERT", MYSQL_ATTR_SSL_VERIFY_SERVER_CERT},
    {"MYSQL_ATTR_LOCAL_INFILE_DIRECTORY", MYSQL_ATTR_LOCAL_INFILE_DIRECTORY},
};


struct mp_handle {
  // Which connection runs each statement, and when it goes back: core/session.h.
  mysqlpool::Session* session = nullptr;
  mysqlpool::Error error;  // the last one (code 0, SQLSTATE "00000": none)
  bool being_made = false;  // in the factory: errors throw, as pdo_mysql's connect errors
  // What pdo_mysql's getAttribute() answers with, as set (statements go as text either way).
  zend_long emulate_prepares = 1;
  bool national_strings = false;  // PDO::ATTR_DEFAULT_STR_PARAM = PDO::PARAM_STR_NATL
  bool fetch_table_names = false;  // PDO::ATTR_FETCH_TABLE_NAMES: columns named "table.column"
  mp_handle* next_live = nullptr;  // in the list of live handles (request-end safety net)
  mp_handle* prev_live = nullptr;
};

struct mp_statement {
  mp_handle* handle = nullptr;
  mysqlpool::proto::QueryReply reply;
  size_t part = 0;       // the rowset being read
  long row = -1;         // the current row in it
  mysqlpool::Error error;
};

// Runs one SQL text through the handle's session and reads the whole reply. false: no reply
// (no connection, server gone) with H->error set; true: a reply, which may be a server error
// (reply->is_error, H->error set).
bool mp_run_query(mp_handle* H, const char* sql, size_t len, mysqlpool::proto::QueryReply* reply);
// The request ends for this handle: its connection goes back, rolled back / reset if needed.
void mp_end_session(mp_handle* H);
// Ends the session of every live handle (request shutdown).
void mp_end_all_sessions();
// The one way an error reaches PHP, as pdo_mysql's _pdo_mysql_error(): records it on the
// statement (stmt) or the handle, sets PDO's SQLSTATE there (PDO then reads the rest through
// fetch_err and raises it as the error mode says), and while the handle is being made throws
// the PDOException pdo_mysql throws then. Returns 0, the failure value of PDO's hooks.
int mp_raise(pdo_dbh_t* dbh, pdo_stmt_t* stmt, const mysqlpool::Error& e);
// No error on this handle (PDO's "00000").
mysqlpool::Error mp_no_error();

extern const struct pdo_stmt_methods mysqlpool_stmt_methods;
extern const pdo_driver_t pdo_mysqlpool_driver;
// The same driver under pdo_mysql's name, for mysqlpool.serve_mysql_dsn = 1.
extern const pdo_driver_t pdo_mysqlpool_as_mysql_driver;

#endif
