// The PDO statement of the `mysqlpool:` driver. A statement's reply is read whole into core
// memory by mp_run_query (so the connection is back in the pool before PHP sees a row; its
// rows counted against memory_limit: row_memory.cpp), then handed to PDO row by row, typed as
// pdo_mysql types text results on PHP 8.1+.
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ext/php_mysqlpool.h"
#include "ext/pdo_mysqlpool_int.h"

extern "C" {
#include "Zend/zend_operators.h"
#include "Zend/zend_exceptions.h"
}

namespace proto = mysqlpool::proto;

// Shows rowset S->part to PDO: its columns and row count.
static void show_part(pdo_stmt_t* stmt, mp_statement* S) {
  S->row = -1;
  const auto& part = S->reply.parts[S->part];
  S->handle->session->show_result(part);
  if (part.is_result_set) {
    php_pdo_stmt_set_column_count(stmt, int(part.rs.columns.size()));
    S->last_column_count = int(part.rs.columns.size());
    // As pdo_mysql: an unbuffered set's count is not known before it is read (0).
    S->rows_left = S->unbuffered;
    stmt->row_count = S->unbuffered ? 0 : zend_long(part.rs.row_count);
  } else {
#if PHP_VERSION_ID >= 80427
    // A rowset without a result (the status of a CALL) has no columns. mysqlnd gives it 0
    // from PHP 8.4.27 on ("field_count not resetting on OK packet"), and pdo_mysql with it.
    php_pdo_stmt_set_column_count(stmt, 0);
#else
    // pdo_mysql (mysqlnd) gives a prepared statement's rowset without a result (the status
    // of a CALL) the previous set's column count, with no rows; an emulated one's is 0.
    php_pdo_stmt_set_column_count(stmt, S->native && S->part > 0 ? S->last_column_count : 0);
#endif
    stmt->row_count = zend_long(part.ok.affected_rows);
    S->rows_left = false;
  }
}

// Whether results of S are still unread: rows being streamed, rowsets after the current one,
// or the error that ended the reply (nextRowset()'s). The handle is busy with S until then.
static void update_busy(mp_statement* S) {
  mp_handle* H = S->handle;
  S->streaming = H->session->streaming() && S->streaming;
  bool unread = S->rows_left || S->streaming || S->part + 1 < S->reply.parts.size() ||
                (S->reply.is_error && S->part + 1 == S->reply.parts.size());
  if (unread) {
    H->busy = S;
  } else if (H->busy == S) {
    H->busy = nullptr;
  }
}

// The rest of S's reply is not wanted (closeCursor, re-execute, the statement's end): an
// unbuffered one is read away, as pdo_mysql does, and the handle is free again.
static void drop_results(mp_statement* S) {
  if (S->streaming) S->handle->session->drop_stream(&S->reply);
  S->streaming = S->rows_left = false;
  S->reply = proto::QueryReply();
  S->part = 0;
  S->row = -1;
  if (S->handle->busy == S) S->handle->busy = nullptr;
}

// pdo_mysql reads results per connection: closing any statement's cursor, or destroying a
// statement not closed, reads away the pending rowsets of whichever statement left them (not
// its current one, already read). Kept so, as code that runs on pdo_mysql relies on it. true
// with *error: an error was among them.
static bool drain_other_rowsets(mp_statement* S, mysqlpool::Error* error) {
  mp_statement* X = S->handle->busy;
  if (!X || X == S || X->rows_left || X->streaming) return false;
  bool failed = X->reply.is_error && X->part < X->reply.parts.size();
  if (failed) *error = X->reply.err;
  if (X->part + 1 < X->reply.parts.size()) X->reply.parts.resize(X->part + 1);
  X->reply.is_error = false;
  update_busy(X);
  return failed;
}

// As pdo_mysql's dtor decides: not for a statement PDO::query() gave up on after a failed
// execute (PDO drops its handle reference then), nor while the PDO object is being freed.
static bool drains_when_destroyed(pdo_stmt_t* stmt) {
  return !Z_ISUNDEF(stmt->database_object_handle) &&
         IS_OBJ_VALID(
             EG(objects_store).object_buckets[Z_OBJ_HANDLE(stmt->database_object_handle)]) &&
         !(OBJ_FLAGS(Z_OBJ(stmt->database_object_handle)) & IS_OBJ_FREE_CALLED);
}

// pdo_mysql's nextRowset() of an emulated statement whose results are all read reads the
// connection's next result, whichever statement left it pending: that statement's next
// rowsets become this one's (php-src's bug_61207 relies on it). Kept so, with the drains above.
static bool take_other_rowsets(mp_statement* S) {
  mp_statement* X = S->handle->busy;
  if (S->native || !X || X == S || X->rows_left || X->streaming ||
      X->part + 1 >= X->reply.parts.size())
    return false;
  proto::QueryReply taken;
  taken.parts.assign(std::make_move_iterator(X->reply.parts.begin() + long(X->part) + 1),
                     std::make_move_iterator(X->reply.parts.end()));
  taken.is_error = X->reply.is_error;
  taken.err = X->reply.err;
  taken.status = X->reply.status;
  X->reply.parts.resize(X->part + 1);
  X->reply.is_error = false;
  update_busy(X);
  S->reply = std::move(taken);
  S->part = 0;
  return true;
}

static int mp_stmt_dtor(pdo_stmt_t* stmt) {
  auto* S = static_cast<mp_statement*>(stmt->driver_data);
  if (S && S->handle && S->handle->session && !S->done && drains_when_destroyed(stmt)) {
    mysqlpool::Error ignored;
    drain_other_rowsets(S, &ignored);
  }
  if (S && S->handle && S->handle->session) drop_results(S);
  delete S;
  stmt->driver_data = nullptr;
  return 1;
}

// A bound value as pdo_mysql (mysqlnd) sends it: NULL for PARAM_NULL or null, a stream's
// contents for PARAM_LOB, then by the value's PHP type (bool as 0/1, int, float, string).
// false: a value of no such type (an array, an object), or a LOB that is no stream.
static bool param_value(pdo_stmt_t* stmt, struct pdo_bound_param_data* param, proto::Param* out) {
  zval* v = Z_ISREF(param->parameter) ? Z_REFVAL(param->parameter) : &param->parameter;
  if (PDO_PARAM_TYPE(param->param_type) == PDO_PARAM_NULL || Z_TYPE_P(v) == IS_NULL) {
    out->kind = proto::Param::Kind::Null;
    return true;
  }
  if (PDO_PARAM_TYPE(param->param_type) == PDO_PARAM_LOB && Z_TYPE_P(v) == IS_RESOURCE) {
    php_stream* stm = nullptr;
    php_stream_from_zval_no_verify(stm, v);
    if (!stm) {
      pdo_raise_impl_error(stmt->dbh, stmt, const_cast<char*>("HY105"),
                           "Expected a stream resource");
      return false;
    }
    zend_string* mem = php_stream_copy_to_mem(stm, PHP_STREAM_COPY_ALL, 0);
    zval_ptr_dtor(v);
    ZVAL_STR(v, mem ? mem : ZSTR_EMPTY_ALLOC());
  }
  switch (Z_TYPE_P(v)) {
    case IS_STRING:
      out->kind = proto::Param::Kind::Text;
      out->text = std::string_view(Z_STRVAL_P(v), Z_STRLEN_P(v));
      return true;
    case IS_LONG:
      out->kind = proto::Param::Kind::Int;
      out->i = Z_LVAL_P(v);
      return true;
    case IS_TRUE:
    case IS_FALSE:
      out->kind = proto::Param::Kind::Int;
      out->i = Z_TYPE_P(v) == IS_TRUE;
      return true;
    case IS_DOUBLE:
      out->kind = proto::Param::Kind::Double;
      out->d = Z_DVAL_P(v);
      return true;
    default:
      return false;
  }
}

// The bound values in the order of the statement's `?`; false (with the error raised) when
// one is missing or can't be sent.
static bool collect_params(pdo_stmt_t* stmt, mp_statement* S, std::vector<proto::Param>* out) {
  out->assign(S->param_count, proto::Param());
  std::vector<bool> given(S->param_count, false);
  if ((stmt->bound_params ? zend_hash_num_elements(stmt->bound_params) : 0) < S->param_count) {
    strcpy(stmt->error_code, "HY093");  // too few bound: pdo_mysql's error, with no detail
    return false;
  }
  if (stmt->bound_params) {
    zval* entry;
    ZEND_HASH_FOREACH_VAL(stmt->bound_params, entry) {
      auto* param = static_cast<struct pdo_bound_param_data*>(Z_PTR_P(entry));
      if (param->paramno < 0 || param->paramno >= zend_long(S->param_count)) continue;
      if (!param_value(stmt, param, &(*out)[size_t(param->paramno)])) {
        if (!strcmp(stmt->error_code, PDO_ERR_NONE)) strcpy(stmt->error_code, "HY105");
        return false;
      }
      given[size_t(param->paramno)] = true;
    }
    ZEND_HASH_FOREACH_END();
  }
  for (bool g : given) {
    if (g) continue;
    mysqlpool::Error e;
    e.code = 2031;  // mysqlnd's CR_PARAMS_NOT_BOUND
    e.sqlstate = "HY000";
    e.message = "No data supplied for parameters in prepared statement";
    mp_raise(stmt->dbh, stmt, e);
    return false;
  }
  return true;
}

// Runs the statement; a failure is the statement's (as pdo_mysql keeps statement errors apart
// from the handle's: PDO::errorInfo() after another call does not show them).
static bool run_statement(pdo_stmt_t* stmt, mp_statement* S, mysqlpool::Error* error) {
  mp_handle* H = S->handle;
  mysqlpool::Error handle_error = H->error;
  size_t budget = H->buffered ? proto::Connection::kWhole : mysqlpool::Session::kStreamBatch;
  bool ran;
  if (S->native) {
    std::vector<proto::Param> params;
    if (!collect_params(stmt, S, &params)) return false;
    ran = mp_run_prepared(H, S->native_sql, params, &S->reply, budget, S->context);
  } else {
    zend_string* sql = stmt->active_query_string ? stmt->active_query_string : stmt->query_string;
    ran = mp_run_query(H, ZSTR_VAL(sql), ZSTR_LEN(sql), &S->reply, budget);
  }
  S->streaming = ran && H->session->streaming();
  S->unbuffered = !H->buffered;
  *error = H->error;
  H->error = handle_error;
  return ran && !S->reply.parts.empty();  // no parts: the first statement failed
}

static int mp_stmt_execute(pdo_stmt_t* stmt) {
  auto* S = static_cast<mp_statement*>(stmt->driver_data);
  drop_results(S);  // of its previous execute
  S->done = false;
  S->error = mp_no_error();
  mysqlpool::Error error = mp_no_error();
  if (!run_statement(stmt, S, &error)) {
    if (error.code || error.sqlstate != "00000") mp_raise(stmt->dbh, stmt, error);
    return 0;
  }
  show_part(stmt, S);
  update_busy(S);
  return 1;
}

// An unbuffered set's next batch, once the rows at hand are consumed: false when the set has
// no more rows (or reading failed, with the error raised).
static bool next_batch(pdo_stmt_t* stmt, mp_statement* S) {
  if (!S->streaming || S->part + 1 != S->reply.parts.size()) return false;
  S->reply.parts[S->part].rs.drop_rows();
  S->row = -1;
  mysqlpool::Error err;
  uint64_t refusals = mp_row_memory_refusals();
  if (!S->handle->session->read_more(&S->reply, &err)) {
    mp_name_memory_limit(refusals, &err);
    S->streaming = false;
    update_busy(S);
    mp_raise(stmt->dbh, stmt, err);
    return false;
  }
  if (!S->handle->session->streaming()) S->streaming = false;
  update_busy(S);
  return S->reply.parts[S->part].rs.row_count > 0;
}

static int mp_stmt_fetch(pdo_stmt_t* stmt, enum pdo_fetch_orientation ori, zend_long offset) {
  auto* S = static_cast<mp_statement*>(stmt->driver_data);
  if (S->part >= S->reply.parts.size() || !S->reply.parts[S->part].is_result_set) return 0;
  if (size_t(S->row + 1) >= S->reply.parts[S->part].rs.row_count && !next_batch(stmt, S)) {
    if (S->part < S->reply.parts.size()) S->row = long(S->reply.parts[S->part].rs.row_count);
    if (S->rows_left) {  // all fetched: the handle is free (unless more rowsets follow)
      S->rows_left = false;
      if (S->reply.is_error && S->part + 1 == S->reply.parts.size() &&
          !S->reply.parts[S->part].rs.complete) {
        // The server ended the unbuffered set with an error (a lock wait timeout, a KILL):
        // as with pdo_mysql, fetch() reports it. (An error of a later statement of the text
        // is nextRowset()'s.)
        S->part++;
        update_busy(S);
        mp_raise(stmt->dbh, stmt, S->reply.err);
        return 0;
      }
      update_busy(S);
    }
    return 0;
  }
  S->row++;
  return 1;
}

static int mp_stmt_describe(pdo_stmt_t* stmt, int colno) {
  auto* S = static_cast<mp_statement*>(stmt->driver_data);
  if (S->part >= S->reply.parts.size() || !S->reply.parts[S->part].is_result_set) return 0;
  const auto& columns = S->reply.parts[S->part].rs.columns;
  if (colno < 0 || size_t(colno) >= columns.size()) return 0;
  struct pdo_column_data* col = &stmt->columns[colno];
  const proto::ColumnDef& def = columns[colno];
  if (col->name) zend_string_release(col->name);
  if (S->handle->fetch_table_names) {  // as pdo_mysql: "table.column"
    std::string name = def.table + "." + def.name;
    col->name = zend_string_init(name.data(), name.size(), 0);
  } else {
    col->name = zend_string_init(def.name.data(), def.name.size(), 0);
  }
  col->maxlen = def.length;
  col->precision = def.decimals;
  return 1;
}

// Types mysqlnd returns as PHP int from a text result (YEAR stays a string there).
static bool is_integer_type(uint8_t type) {
  switch (type) {
    case proto::TYPE_TINY:
    case proto::TYPE_SHORT:
    case proto::TYPE_INT24:
    case proto::TYPE_LONG:
    case proto::TYPE_LONGLONG:
      return true;
    default:
      return false;
  }
}

// A decimal integer that fits a zend_long; false for anything else (e.g. BIGINT UNSIGNED
// above ZEND_LONG_MAX, which stays a string as in mysqlnd).
static bool parse_long(std::string_view v, zend_long* out) {
  if (v.empty() || v.size() > 20) return false;
  size_t i = v[0] == '-' ? 1 : 0;
  if (i == v.size()) return false;
  uint64_t magnitude = 0;
  for (; i < v.size(); i++) {
    if (v[i] < '0' || v[i] > '9') return false;
    uint64_t digit = uint64_t(v[i] - '0');
    if (magnitude > (UINT64_MAX - digit) / 10) return false;
    magnitude = magnitude * 10 + digit;
  }
  if (v[0] == '-') {
    if (magnitude > uint64_t(ZEND_LONG_MAX) + 1) return false;
    *out = magnitude == uint64_t(ZEND_LONG_MAX) + 1 ? ZEND_LONG_MIN : -zend_long(magnitude);
  } else {
    if (magnitude > uint64_t(ZEND_LONG_MAX)) return false;
    *out = zend_long(magnitude);
  }
  return true;
}

static int mp_stmt_get_col(pdo_stmt_t* stmt, int colno, zval* result, enum pdo_param_type* type) {
  auto* S = static_cast<mp_statement*>(stmt->driver_data);
  if (S->part >= S->reply.parts.size() || !S->reply.parts[S->part].is_result_set) return 0;
  const proto::ResultSet& rs = S->reply.parts[S->part].rs;
  if (S->row < 0 || size_t(S->row) >= rs.row_count || colno < 0 ||
      size_t(colno) >= rs.columns.size())
    return 0;
  if (rs.is_null(size_t(S->row), size_t(colno))) {
    ZVAL_NULL(result);
    return 1;
  }
  std::string_view v = rs.value(size_t(S->row), size_t(colno));
  const proto::ColumnDef& def = rs.columns[colno];
  // ZEROFILL columns stay strings ("0800"), as mysqlnd returns them: an int would lose zeros.
  // The binary protocol sends YEAR as a number, which mysqlnd returns as an int.
  bool integer = is_integer_type(def.type) || (rs.binary && def.type == proto::TYPE_YEAR);
  if (integer && !(def.flags & proto::ZEROFILL_FLAG)) {
    zend_long lval;
    if (parse_long(v, &lval)) {
      ZVAL_LONG(result, lval);
      return 1;
    }
  } else if (def.type == proto::TYPE_BIT && v.size() <= 8) {
    // BIT arrives as big-endian bytes; mysqlnd returns it as an int.
    uint64_t bits = 0;
    for (unsigned char c : v) bits = (bits << 8) | c;
    if (bits <= uint64_t(ZEND_LONG_MAX)) {
      ZVAL_LONG(result, zend_long(bits));
      return 1;
    }
  } else if ((def.type == proto::TYPE_FLOAT || def.type == proto::TYPE_DOUBLE) && v.size() < 400) {
    // is_numeric_string's strtod reads past `length` while digits follow: the value is copied
    // out of the row first (in it, the next field's bytes come right after).
    char text[400];
    memcpy(text, v.data(), v.size());
    text[v.size()] = '\0';
    zend_long lval;
    double dval;
    zend_uchar t = is_numeric_string(text, v.size(), &lval, &dval, false);
    if (t == IS_DOUBLE) {
      ZVAL_DOUBLE(result, dval);
      return 1;
    }
    if (t == IS_LONG) {
      ZVAL_DOUBLE(result, double(lval));
      return 1;
    }
  }
  ZVAL_STRINGL_FAST(result, v.data(), v.size());
  return 1;
}

static const char* native_type_name(uint8_t type) {
  switch (type) {
    case proto::TYPE_STRING:
      return "STRING";
    case proto::TYPE_VAR_STRING:
      return "VAR_STRING";
    case proto::TYPE_TINY:
      return "TINY";
    case proto::TYPE_BIT:
      return "BIT";
    case proto::TYPE_SHORT:
      return "SHORT";
    case proto::TYPE_LONG:
      return "LONG";
    case proto::TYPE_LONGLONG:
      return "LONGLONG";
    case proto::TYPE_INT24:
      return "INT24";
    case proto::TYPE_FLOAT:
      return "FLOAT";
    case proto::TYPE_DOUBLE:
      return "DOUBLE";
    case proto::TYPE_DECIMAL:
      return "DECIMAL";
    case proto::TYPE_NEWDECIMAL:
      return "NEWDECIMAL";
    case proto::TYPE_GEOMETRY:
      return "GEOMETRY";
    case proto::TYPE_TIMESTAMP:
      return "TIMESTAMP";
    case proto::TYPE_YEAR:
      return "YEAR";
    case proto::TYPE_SET:
      return "SET";
    case proto::TYPE_ENUM:
      return "ENUM";
    case proto::TYPE_DATE:
      return "DATE";
    case proto::TYPE_TIME:
      return "TIME";
    case proto::TYPE_DATETIME:
      return "DATETIME";
    case proto::TYPE_TINY_BLOB:
      return "TINY_BLOB";
    case proto::TYPE_MEDIUM_BLOB:
      return "MEDIUM_BLOB";
    case proto::TYPE_LONG_BLOB:
      return "LONG_BLOB";
    case proto::TYPE_BLOB:
      return "BLOB";
    case proto::TYPE_NULL:
      return "NULL";
    default:
      return nullptr;
  }
}

static int mp_stmt_column_meta(pdo_stmt_t* stmt, zend_long colno, zval* return_value) {
  auto* S = static_cast<mp_statement*>(stmt->driver_data);
  if (S->part >= S->reply.parts.size() || !S->reply.parts[S->part].is_result_set) return FAILURE;
  const auto& columns = S->reply.parts[S->part].rs.columns;
  if (colno < 0 || size_t(colno) >= columns.size()) return FAILURE;
  const proto::ColumnDef& f = columns[colno];
  array_init(return_value);
  zval flags;
  array_init(&flags);
  if (f.flags & proto::NOT_NULL_FLAG) add_next_index_string(&flags, "not_null");
  if (f.flags & proto::PRI_KEY_FLAG) add_next_index_string(&flags, "primary_key");
  if (f.flags & proto::MULTIPLE_KEY_FLAG) add_next_index_string(&flags, "multiple_key");
  if (f.flags & proto::UNIQUE_KEY_FLAG) add_next_index_string(&flags, "unique_key");
  if (f.flags & proto::BLOB_FLAG) add_next_index_string(&flags, "blob");
  if (const char* name = native_type_name(f.type))
    add_assoc_string(return_value, "native_type", name);
  add_assoc_long(return_value, "pdo_type",
                 is_integer_type(f.type) || f.type == proto::TYPE_BIT || f.type == proto::TYPE_YEAR
                     ? PDO_PARAM_INT
                     : PDO_PARAM_STR);
  add_assoc_zval(return_value, "flags", &flags);
  add_assoc_stringl(return_value, "table", f.table.data(), f.table.size());
  return SUCCESS;
}

static int mp_stmt_next_rowset(pdo_stmt_t* stmt) {
  auto* S = static_cast<mp_statement*>(stmt->driver_data);
  // An unbuffered set's unread rows go first: the next rowset comes after them.
  if (S->streaming && S->part + 1 >= S->reply.parts.size()) {
    mysqlpool::Error err;
    uint64_t refusals = mp_row_memory_refusals();
    bool read = S->handle->session->skip_rows(&S->reply, &err);
    S->streaming = S->handle->session->streaming();
    if (!read) {
      mp_name_memory_limit(refusals, &err);
      update_busy(S);
      return mp_raise(stmt->dbh, stmt, err);
    }
  }
  S->rows_left = false;  // the current set's unfetched rows are skipped
  if (S->part + 1 >= S->reply.parts.size() &&
      !(S->reply.is_error && S->part + 1 == S->reply.parts.size()) && take_other_rowsets(S)) {
    show_part(stmt, S);
    update_busy(S);
    return 1;
  }
  if (S->part + 1 >= S->reply.parts.size()) {
    S->done = true;
    if (S->reply.is_error && S->part + 1 == S->reply.parts.size()) {
      S->part++;  // the error that ended the reply belongs to the next rowset
      update_busy(S);
      mp_raise(stmt->dbh, stmt, S->reply.err);
    }
    return 0;
  }
  S->part++;
  show_part(stmt, S);
  update_busy(S);
  return 1;
}

// closeCursor(): the rest of the reply is dropped. As pdo_mysql, which reads the remaining
// results to drop them, an error among them (that ended the reply) is the call's failure.
static int mp_stmt_cursor_closer(pdo_stmt_t* stmt) {
  auto* S = static_cast<mp_statement*>(stmt->driver_data);
  if (S->streaming) S->handle->session->drop_stream(&S->reply);
  bool unread_error = S->reply.is_error && S->part < S->reply.parts.size();
  mysqlpool::Error error = S->reply.err;
  drop_results(S);
  S->done = true;
  if (unread_error) return mp_raise(stmt->dbh, stmt, error);
  if (drain_other_rowsets(S, &error)) return mp_raise(stmt->dbh, stmt, error);
  return 1;
}

// Emulated statements: PDO substitutes the parameters itself. Prepared ones: a parameter
// the statement has no `?` for is refused when bound, as pdo_mysql refuses it (HY093).
static int mp_stmt_param_hook(pdo_stmt_t* stmt, struct pdo_bound_param_data* param,
                              enum pdo_param_event event_type) {
  auto* S = static_cast<mp_statement*>(stmt->driver_data);
  if (!S->native || !param->is_param || event_type != PDO_PARAM_EVT_ALLOC) return 1;
  if (param->paramno < 0 || param->paramno >= zend_long(S->param_count)) {
    strcpy(stmt->error_code, "HY093");
    return 0;
  }
  return 1;
}

const struct pdo_stmt_methods mysqlpool_stmt_methods = {
    mp_stmt_dtor,
    mp_stmt_execute,
    mp_stmt_fetch,
    mp_stmt_describe,
    mp_stmt_get_col,
    mp_stmt_param_hook,
    nullptr, /* set_attribute */
    nullptr, /* get_attribute */
    mp_stmt_column_meta,
    mp_stmt_next_rowset,
    mp_stmt_cursor_closer,
};
