// A `mysqli_stmt` (ext/mysqli/statement*.cpp): a server-side prepared statement of its link's
// Session, as the PDO driver's (Session::check_prepare / execute): prepared on whichever
// connection it runs on, kept in that connection's statement cache across leases, and run in
// the context (the link's baseline) it was prepared in. Its reply is read whole at execute();
// until the application stores, gets or fetches it to the end, the link is busy with it
// (stock's 2014 for the link's other statements), as stock's unbuffered statement result.
#ifndef MYSQLPOOL_MYSQLI_STATEMENT_H
#define MYSQLPOOL_MYSQLI_STATEMENT_H

#include <string>
#include <vector>

#include "ext/mysqli/mysqli_api.h"

struct mp_stmt {
  // The mysqli object it was made from, kept alive while the statement is (stock's reference
  // to its connection), and that link's connect (mp_link::serial): a link closed or
  // connected again is not the statement's any more (2006).
  zend_object* link_object = nullptr;
  uint64_t link_serial = 0;
  // Stock's VALID once a prepare() succeeded (stmt_init() alone: INITIALIZED); a later failed
  // prepare() keeps it VALID, but there is no statement to run (ready: 2014 until one is).
  bool prepared = false;
  bool ready = false;
  std::string sql;
  uint64_t context = 0;  // Session::context() at prepare()
  uint16_t param_count = 0;
  std::vector<mysqlpool::proto::ColumnDef> columns;  // of the prepare, then the last result's
  // bind_param(): the types and the variables (references, read at execute()); empty: none.
  std::string types;
  std::vector<zval> params;
  // send_long_data()'s pieces per parameter, since the last execute(): PHP's strings, held
  // (not copied), so they count against memory_limit as the application's own.
  std::vector<std::vector<zend_string*>> long_data;
  std::vector<zval> results;  // bind_result()'s variables
  // The last execute()'s reply and where the application is in it.
  enum class Result { None, Waiting, Fetching, Stored } result = Result::None;
  mysqlpool::proto::QueryReply reply;
  size_t part = 0;
  size_t row = 0;  // the next row to fetch
  bool fetched_to_end = false;
  // What mysqlnd keeps per statement.
  mysqlpool::Error error;
  std::vector<mysqlpool::Error> earlier_errors;
  uint64_t affected_rows = 0;
  uint64_t insert_id = 0;
  uint16_t warning_count = 0;
  uint64_t id = 0;          // a number of its own (stock: the server's statement id)
  uint64_t executions = 0;  // of its last prepare (statistics: ps_prepared_*)
  // attr_set()'s values, kept and read back (they change nothing: the rows are read whole).
  zend_long update_max_length = 0;
  zend_long cursor_type = 0;
  zend_long prefetch_rows = 1;
};

struct mp_stmt_object {
  mp_stmt* stmt;
  zend_object std;
};
inline mp_stmt_object* mp_stmt_from(zend_object* o) {
  return reinterpret_cast<mp_stmt_object*>(reinterpret_cast<char*>(o) -
                                           XtOffsetOf(mp_stmt_object, std));
}

extern zend_object_handlers mp_stmt_handlers;
zend_object* mp_stmt_create(zend_class_entry* ce);
void mp_stmt_free(zend_object* o);

// A new statement of the link (not yet prepared), and its PHP object.
mp_stmt* mp_stmt_new(zval* link_zv, mp_link* link);
void mp_stmt_init_object(zval* out, mp_stmt* s);
// Its result dropped, its variables released, its link let go of (no PHP object: its own).
// As mysqlnd's statement close, the link's error goes too, unless !clears_link_error.
void mp_stmt_destroy(mp_stmt* s, bool clears_link_error = true);
// The statement of a mysqli_stmt argument, as stock's MYSQLI_FETCH_RESOURCE_STMT: nullptr
// with Error thrown ("... is already closed", "... is not fully initialized" unless
// initialized_ok).
mp_stmt* mp_valid_stmt(zval* object, bool initialized_ok = false);
// The statement's link while it is the one the statement was prepared on; nullptr: closed or
// connected again since.
mp_link* mp_stmt_link(const mp_stmt* s);
void mp_stmt_set_error(mp_stmt* s, const mysqlpool::Error& e);
void mp_stmt_clear_error(mp_stmt* s);
void mp_report_stmt_error(const mp_stmt* s);
void mp_stmt_error_list(const mp_stmt* s, zval* out);
// The link lets go of the statement's pending result: its rows are dropped (flush), as stock
// does before the statement runs again or closes.
void mp_stmt_flush(mp_stmt* s);
// The long data given since the last execute() is let go of (the pieces released).
void mp_stmt_clear_long_data(mp_stmt* s);
// Prepares `sql` on the link's session for s (its earlier state dropped). false: the error is
// the statement's (and the link's, as stock copies it).
bool mp_stmt_prepare(mp_stmt* s, mp_link* link, std::string_view sql);
// Runs the statement with its bound parameters; false: the error is the statement's.
bool mp_stmt_execute(mp_stmt* s);
// The current result's rows as a mysqli_result (get_result()); false: none (2014 set).
bool mp_stmt_take_result(mp_stmt* s, zval* out);
// num_rows: the rows once stored or fetched to the end, 0 before.
uint64_t mp_stmt_num_rows(const mp_stmt* s);
// A value of a binary-protocol row as mysqlnd types it (ints, floats, strings, null).
void mp_binary_value(const mysqlpool::proto::ResultSet& rs, size_t row, size_t col, zval* out);

#endif
