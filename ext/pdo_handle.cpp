// The PDO database handle of the `mysqlpool:` driver: DSN to pool attachment, statements run
// on a leased connection, transactions that keep their connection, quoting, attributes.
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ext/php_mysqlpool.h"
#include "ext/pdo_mysqlpool_int.h"

#include <algorithm>
#include <optional>
#include <string>

#include "core/common/dsn.h"

extern "C" {
#include "ext/pdo/php_pdo_error.h"
}

using mysqlpool::proto::QueryReply;
namespace proto = mysqlpool::proto;

static bool is_tls_attribute(zend_long attr) {
  return (attr >= MYSQL_ATTR_SSL_KEY && attr <= MYSQL_ATTR_SSL_CIPHER) ||
         attr == MYSQL_ATTR_SSL_VERIFY_SERVER_CERT || attr == MYSQL_ATTR_SERVER_PUBLIC_KEY;
}

// A TLS option, as pdo_mysql reads it when the handle is made (pdo_attr_strval / _lval): into
// the pool key, where it picks the pool. false with *problem for a value of the wrong type.
static bool read_tls_option(zend_ulong attr, zval* v, mysqlpool::TlsSettings* tls,
                            std::string* problem) {
  if (attr == MYSQL_ATTR_SSL_VERIFY_SERVER_CERT) {
    tls->verify = zend_is_true(v) ? 1 : 0;
    return true;
  }
  static const char* const names[] = {"SSL_KEY", "SSL_CERT", "SSL_CA", "SSL_CAPATH", "SSL_CIPHER"};
  const char* name =
      attr == MYSQL_ATTR_SERVER_PUBLIC_KEY ? "SERVER_PUBLIC_KEY" : names[attr - MYSQL_ATTR_SSL_KEY];
  if (Z_TYPE_P(v) != IS_STRING && Z_TYPE_P(v) != IS_NULL) {
    *problem = std::string("mysqlpool: PDO::MYSQL_ATTR_") + name + " must be a string, got " +
               zend_zval_type_name(v);
    return false;
  }
  std::string value = Z_TYPE_P(v) == IS_STRING ? std::string(Z_STRVAL_P(v), Z_STRLEN_P(v)) : "";
  if (value.find('\0') != std::string::npos) {
    *problem = std::string("mysqlpool: PDO::MYSQL_ATTR_") + name + " contains a NUL byte";
    return false;
  }
  std::string* field[] = {&tls->key, &tls->cert, &tls->ca, &tls->capath, &tls->cipher};
  *(attr == MYSQL_ATTR_SERVER_PUBLIC_KEY ? &tls->server_public_key
                                         : field[attr - MYSQL_ATTR_SSL_KEY]) = value;
  return true;
}

static mp_handle* g_live_handles = nullptr;

static void link_handle(mp_handle* H) {
  H->next_live = g_live_handles;
  if (g_live_handles) g_live_handles->prev_live = H;
  g_live_handles = H;
}

static void unlink_handle(mp_handle* H) {
  if (H->prev_live)
    H->prev_live->next_live = H->next_live;
  else if (g_live_handles == H)
    g_live_handles = H->next_live;
  if (H->next_live) H->next_live->prev_live = H->prev_live;
  H->next_live = H->prev_live = nullptr;
}

mysqlpool::Error mp_no_error() {
  mysqlpool::Error none;
  none.sqlstate = "00000";
  return none;
}

// pdo_mysql's own texts for the client's 2014 "Commands out of sync": the handle has rowsets
// pending after the current one (a multi-statement text, CALL), or unbuffered rows unread.
static void name_out_of_sync(const mp_handle* H, mysqlpool::Error* e) {
  if (e->code != 2014) return;
  e->message =
      H && H->busy && !H->busy->rows_left
          ? "Cannot execute queries while there are pending result sets. Consider unsetting the "
            "previous PDOStatement or calling PDOStatement::closeCursor()"
          : "Cannot execute queries while other unbuffered queries are active.  Consider using "
            "PDOStatement::fetchAll().  Alternatively, if your code is only ever going to run "
            "against mysql, you may enable query buffering by setting the "
            "PDO::MYSQL_ATTR_USE_BUFFERED_QUERY attribute.";
}

int mp_raise(pdo_dbh_t* dbh, pdo_stmt_t* stmt, const mysqlpool::Error& raised) {
  mysqlpool::Error e = raised;
  name_out_of_sync(static_cast<mp_handle*>(dbh->driver_data), &e);
  const char* sqlstate = e.sqlstate.size() == 5 ? e.sqlstate.c_str() : "HY000";
  if (stmt) {
    static_cast<mp_statement*>(stmt->driver_data)->error = e;
    snprintf(stmt->error_code, sizeof stmt->error_code, "%s", sqlstate);
    return 0;
  }
  snprintf(dbh->error_code, sizeof dbh->error_code, "%s", sqlstate);
  auto* H = static_cast<mp_handle*>(dbh->driver_data);
  if (H && !H->being_made) {
    H->error = e;
    return 0;
  }
  // As pdo_mysql while connecting: "SQLSTATE[HY000] [1045] Access denied ..." for server and
  // client errors; the driver's own configuration errors carry no error number.
  if (e.code) {
    pdo_throw_exception(e.code, const_cast<char*>(e.message.c_str()), &dbh->error_code);
  } else {
    zend_throw_exception_ex(php_pdo_get_exception(), 0, "SQLSTATE[%s]: %s", sqlstate,
                            e.message.c_str());
  }
  return 0;
}

void mp_end_session(mp_handle* H) {
  if (!H->session) return;
  mysqlpool::PoolAttachment* pool = H->session->pool();
  // Rolled back silently, as pdo_mysql does; counted (mysqlpool_stats()).
  if (H->session->end() == mysqlpool::Session::Ending::RolledBack)
    mysqlpool::count_rollback_at_close(*pool);
}

void mp_end_all_sessions() {
  for (mp_handle* H = g_live_handles; H; H = H->next_live) mp_end_session(H);
}

bool mp_handle_busy(mp_handle* H) {
  if (!H->busy && !H->result_left_by_exec) return false;
  H->error =
      mysqlpool::Error{2014, "HY000", "Commands out of sync; you can't run this command now"};
  return true;
}

// One statement through the session, as both kinds run: refused while another statement's
// results are unread; H->error the failure's or the server's error, else none.
template <typename Run>
static bool run_on_session(mp_handle* H, const QueryReply* reply, Run run) {
  if (mp_handle_busy(H)) return false;
  H->error = mp_no_error();
  mysqlpool::Error err;  // HY000 unless the failure says otherwise
  uint64_t refusals = mp_row_memory_refusals();
  if (!run(&err)) {
    mp_name_memory_limit(refusals, &err);
    H->error = err;
    return false;
  }
  if (reply->is_error) H->error = reply->err;
  return true;
}

bool mp_run_query(mp_handle* H, const char* sql, size_t len, QueryReply* reply, size_t row_budget) {
  return run_on_session(H, reply, [&](mysqlpool::Error* err) {
    return H->session->run(std::string_view(sql, len), reply, err, row_budget);
  });
}

bool mp_run_prepared(mp_handle* H, const std::string& sql,
                     const std::vector<mysqlpool::proto::Param>& params, QueryReply* reply,
                     size_t row_budget, uint64_t context) {
  return run_on_session(H, reply, [&](mysqlpool::Error* err) {
    return H->session->execute(sql, params, reply, err, row_budget, context);
  });
}

// ---- handle methods ----

static void mp_handle_closer(pdo_dbh_t* dbh) {
  auto* H = static_cast<mp_handle*>(dbh->driver_data);
  if (!H) return;
  mp_end_session(H);
  unlink_handle(H);
  delete H->session;
  delete H;
  dbh->driver_data = nullptr;
}

static bool mp_handle_preparer(pdo_dbh_t* dbh, zend_string* sql, pdo_stmt_t* stmt,
                               zval* driver_options) {
  auto* S = new mp_statement();
  auto* H = static_cast<mp_handle*>(dbh->driver_data);
  S->handle = H;
  stmt->driver_data = S;
  stmt->methods = &mysqlpool_stmt_methods;
  // Emulated (pdo_mysql's default): placeholders are replaced by PDO with values quoted by
  // mp_handle_quoter, one text command per execute, nothing kept on the server.
  stmt->supports_placeholders = PDO_PLACEHOLDER_NONE;
  if (H->emulate_prepares) return true;

  // Prepared by the server, as pdo_mysql: PDO rewrites :name to `?`, the server checks the
  // text now (its errors are PDO::prepare()'s), and a statement the protocol can't prepare
  // (1295) is emulated instead.
  stmt->supports_placeholders = PDO_PLACEHOLDER_POSITIONAL;
  zend_string* rewritten = nullptr;
  int parsed = pdo_parse_params(stmt, sql, &rewritten);
  if (parsed == -1) {
    strcpy(dbh->error_code, stmt->error_code);
    return false;
  }
  zend_string* text = parsed == 1 ? rewritten : sql;
  S->native_sql.assign(ZSTR_VAL(text), ZSTR_LEN(text));
  if (rewritten) zend_string_release(rewritten);
  if (mp_handle_busy(H)) {
    mp_raise(dbh, nullptr, H->error);
    return false;
  }
  H->error = mp_no_error();
  mysqlpool::Error err;
  S->context = H->session->context();
  if (!H->session->check_prepare(S->native_sql, &S->param_count, &err)) {
    if (err.code == 1295) {
      stmt->supports_placeholders = PDO_PLACEHOLDER_NONE;
      S->native_sql.clear();
      return true;
    }
    mp_raise(dbh, nullptr, err);
    return false;
  }
  S->native = true;
  return true;
}

static zend_long mp_handle_doer(pdo_dbh_t* dbh, const zend_string* sql) {
  auto* H = static_cast<mp_handle*>(dbh->driver_data);
  QueryReply reply;
  if (!mp_run_query(H, ZSTR_VAL(sql), ZSTR_LEN(sql), &reply) || reply.is_error) {
    mp_raise(dbh, nullptr, H->error);
    return -1;
  }
  if (reply.parts.empty()) return 0;
  if (reply.parts[0].is_result_set) {
    H->result_left_by_exec = true;
    return 0;
  }
  return zend_long(reply.parts[0].ok.affected_rows);
}

static bool called_from_pdo_method(const char* name);

// PDO::quote() reports a failed quote itself; PDOStatement::execute() (placeholders replaced by
// quoted values) only returns false, so the error is raised here, as the error mode says.
static zend_string* quote_failed(pdo_dbh_t* dbh, const mysqlpool::Error& e) {
  mp_raise(dbh, nullptr, e);
  if (!called_from_pdo_method("quote")) pdo_handle_error(dbh, nullptr);
  return nullptr;
}

// Whether the running PHP function is the PDO method `name`.
static bool called_from_pdo_method(const char* name) {
  zend_execute_data* ex = EG(current_execute_data);
  if (!ex || !ex->func || ex->func->type != ZEND_INTERNAL_FUNCTION) return false;
  const zend_function* f = ex->func;
  return f->common.scope == php_pdo_get_dbh_ce() && f->common.function_name &&
         zend_binary_strcasecmp(ZSTR_VAL(f->common.function_name),
                                ZSTR_LEN(f->common.function_name), name, strlen(name)) == 0;
}

static zend_string* mp_handle_quoter(pdo_dbh_t* dbh, const zend_string* unquoted,
                                     enum pdo_param_type paramtype) {
  auto* H = static_cast<mp_handle*>(dbh->driver_data);
  mysqlpool::Error err;
  std::string escaped;
  if (!H->session->escape(std::string_view(ZSTR_VAL(unquoted), ZSTR_LEN(unquoted)), &escaped, &err))
    return quote_failed(dbh, err);
  const char* prefix = "";
  bool national = (paramtype & PDO_PARAM_STR_NATL) ||
                  (H->national_strings && !(paramtype & PDO_PARAM_STR_CHAR));
  if (national) prefix = "N";
#if PHP_VERSION_ID >= 80400
  // pdo_mysql marks a LOB binary from PHP 8.4 on (php-src #15949); before, it is a plain
  // string in the connection's charset, which the server converts.
  else if (PDO_PARAM_TYPE(paramtype) == PDO_PARAM_LOB)
    prefix = "_binary";
#endif
  size_t plen = strlen(prefix);
  zend_string* out = zend_string_alloc(plen + escaped.size() + 2, 0);
  char* p = ZSTR_VAL(out);
  memcpy(p, prefix, plen);
  p[plen] = '\'';
  memcpy(p + plen + 1, escaped.data(), escaped.size());
  p[plen + 1 + escaped.size()] = '\'';
  p[plen + 2 + escaped.size()] = '\0';
  return out;
}

static bool mp_simple_command(pdo_dbh_t* dbh, const char* sql) {
  auto* H = static_cast<mp_handle*>(dbh->driver_data);
  QueryReply reply;
  if (!mp_run_query(H, sql, strlen(sql), &reply) || reply.is_error)
    return mp_raise(dbh, nullptr, H->error);
  return true;
}

static bool mp_handle_begin(pdo_dbh_t* dbh) { return mp_simple_command(dbh, "START TRANSACTION"); }
static bool mp_handle_commit(pdo_dbh_t* dbh) { return mp_simple_command(dbh, "COMMIT"); }

// PDO rolls back an open transaction itself when it frees a handle; only PDO::rollBack() is
// the application asking. The other case is counted as a request that ends in one is.
static bool mp_handle_rollback(pdo_dbh_t* dbh) {
  if (!called_from_pdo_method("rollback")) {
    auto* H = static_cast<mp_handle*>(dbh->driver_data);
    mysqlpool::count_rollback_at_close(*H->session->pool());
  }
  return mp_simple_command(dbh, "ROLLBACK");
}

// PDO's check_liveness hook, for a persistent handle reused by a new PDO object: as pdo_mysql
// (which pings there), a handle whose
// connection the server closed is replaced by a new one. A connection is checked at every
// lease anyway; this is for one the handle keeps (a transaction, a pinned session).
static zend_result mp_handle_check_liveness(pdo_dbh_t* dbh) {
  auto* H = static_cast<mp_handle*>(dbh->driver_data);
  return H && H->session->connection_alive() ? SUCCESS : FAILURE;
}

static bool mp_handle_in_transaction(pdo_dbh_t* dbh) {
  auto* H = static_cast<mp_handle*>(dbh->driver_data);
  return H && H->session->in_transaction();
}

// mysqlpool's own error (no error number, as pdo_mysql's configuration errors): an attribute
// whose value the pool can't honour, a bad setting while the handle is made.
static int raise_message(pdo_dbh_t* dbh, const std::string& message) {
  mysqlpool::Error e;
  e.message = message;
  return mp_raise(dbh, nullptr, e);
}

// Whether `val` is what the handle has for LOCAL_INFILE / LOCAL_INFILE_DIRECTORY.
static bool same_local_infile_option(const mp_handle* H, zend_long attr, zval* val) {
  const mysqlpool::proto::LocalInfilePolicy& policy = H->session->local_infile();
  if (attr == MYSQL_ATTR_LOCAL_INFILE) return (zval_get_long(val) != 0) == policy.allowed;
  if (Z_TYPE_P(val) == IS_NULL) return policy.directory.empty();
  return Z_TYPE_P(val) == IS_STRING &&
         std::string_view(Z_STRVAL_P(val), Z_STRLEN_P(val)) == policy.directory;
}

// COMPRESS and IGNORE_SPACE change how a connection behaves for everyone who shares it: off
// is accepted, on refused.
static bool accept_only_off(pdo_dbh_t* dbh, zend_long attr, zval* val) {
  bool on;
  if (!pdo_get_bool_param(&on, val)) return false;
  if (!on) return true;
  std::string name = attr == MYSQL_ATTR_COMPRESS ? "COMPRESS" : "IGNORE_SPACE";
  return raise_message(dbh, "mysqlpool: PDO::MYSQL_ATTR_" + name +
                                " can't be turned on: pooled connections are shared, and it "
                                "would change them for every handle");
}

static bool mp_handle_set_attribute(pdo_dbh_t* dbh, zend_long attr, zval* val) {
  // TLS and the server's key were read when the handle was made (its pool): accepted again,
  // as INIT_COMMAND.
  if (is_tls_attribute(attr)) return true;
  switch (attr) {
    case MYSQL_ATTR_USE_BUFFERED_QUERY: {
      // a bool, as pdo_mysql takes it: a string or null is a TypeError, not a number
      bool on;
      if (!pdo_get_bool_param(&on, val)) return false;
      static_cast<mp_handle*>(dbh->driver_data)->buffered = on;
      return true;
    }
    case MYSQL_ATTR_INIT_COMMAND:  // run by the factory, as part of the baseline
      return true;
    case MYSQL_ATTR_LOCAL_INFILE:
    case MYSQL_ATTR_LOCAL_INFILE_DIRECTORY:
      // Read when the handle is made (PDO passes the options here again: those are accepted);
      // as pdo_mysql, a change afterwards is not.
      return same_local_infile_option(static_cast<mp_handle*>(dbh->driver_data), attr, val);
    case MYSQL_ATTR_MULTI_STATEMENTS: {
      bool on;
      if (!pdo_get_bool_param(&on, val)) return false;
      static_cast<mp_handle*>(dbh->driver_data)->session->set_multi_statements(on);
      return true;
    }
    case MYSQL_ATTR_FOUND_ROWS: {
      // Chosen when the handle is made (its pool); as pdo_mysql, not changed afterwards.
      bool on;
      if (!pdo_get_bool_param(&on, val)) return false;
      return on == static_cast<mp_handle*>(dbh->driver_data)->session->pool()->key().found_rows;
    }
    case MYSQL_ATTR_COMPRESS:
    case MYSQL_ATTR_IGNORE_SPACE:
      return accept_only_off(dbh, attr, val);
    case PDO_ATTR_AUTOCOMMIT: {
      bool on;
      if (!pdo_get_bool_param(&on, val)) return false;
      if (dbh->auto_commit == on) return true;  // as pdo_mysql: only a change is sent
      if (!mp_simple_command(dbh, on ? "SET autocommit=1" : "SET autocommit=0")) return false;
      dbh->auto_commit = on;
      return true;
    }
    case PDO_ATTR_EMULATE_PREPARES:
    case MYSQL_ATTR_DIRECT_QUERY: {
      // Kept for getAttribute(); statements still go as text with quoted values (README).
      bool on;
      if (!pdo_get_bool_param(&on, val)) return false;
      static_cast<mp_handle*>(dbh->driver_data)->emulate_prepares = on;
      return true;
    }
    case PDO_ATTR_FETCH_TABLE_NAMES: {
      bool on;
      if (!pdo_get_bool_param(&on, val)) return false;
      static_cast<mp_handle*>(dbh->driver_data)->fetch_table_names = on;
      return true;
    }
    case PDO_ATTR_DEFAULT_STR_PARAM: {
      zend_long v = zval_get_long(val);
      if (v != PDO_PARAM_STR_CHAR && v != PDO_PARAM_STR_NATL) {
        zend_value_error(
            "PDO::ATTR_DEFAULT_STR_PARAM must be PDO::PARAM_STR_CHAR or PDO::PARAM_STR_NATL");
        return false;
      }
      static_cast<mp_handle*>(dbh->driver_data)->national_strings = v == PDO_PARAM_STR_NATL;
      return true;
    }
    default:
      return false;
  }
}

static zend_string* mp_handle_last_insert_id(pdo_dbh_t* dbh, const zend_string* name) {
  auto* H = static_cast<mp_handle*>(dbh->driver_data);
  return zend_u64_to_str(H->session->last_insert_id());
}

static void mp_handle_fetch_error(pdo_dbh_t* dbh, pdo_stmt_t* stmt, zval* info) {
  auto* H = static_cast<mp_handle*>(dbh->driver_data);
  const mysqlpool::Error* e = H ? &H->error : nullptr;
  if (stmt && stmt->driver_data) e = &static_cast<mp_statement*>(stmt->driver_data)->error;
  if (!e || (e->code == 0 && e->message.empty())) return;
  add_next_index_long(info, e->code);
  add_next_index_stringl(info, e->message.data(), e->message.size());
}

// An on/off attribute as pdo_mysql's getAttribute() gives it: a bool from PHP 8.4 on, an int
// before.
static void flag_value(zval* value, bool on) {
#if PHP_VERSION_ID >= 80400
  ZVAL_BOOL(value, on);
#else
  ZVAL_LONG(value, on);
#endif
}

static int mp_handle_get_attribute(pdo_dbh_t* dbh, zend_long attr, zval* value) {
  auto* H = static_cast<mp_handle*>(dbh->driver_data);
  switch (attr) {
    case PDO_ATTR_CLIENT_VERSION:
      ZVAL_STRING(value, MP_CLIENT_VERSION);
      return 1;
    case PDO_ATTR_SERVER_VERSION: {
      std::string version = H->session->pool()->server_version();
      ZVAL_STRINGL(value, version.data(), version.size());
      return 1;
    }
    case PDO_ATTR_CONNECTION_STATUS: {
      std::string s = "mysqlpool pool " + H->session->pool()->key().describe() + ", " +
                      mysqlpool::pool_mode_name(H->session->mode()) + " mode";
      ZVAL_STRINGL(value, s.data(), s.size());
      return 1;
    }
    case PDO_ATTR_SERVER_INFO: {
      std::string info;
      mysqlpool::Error err;
      if (!H->session->server_info(&info, &err)) {
        mp_raise(dbh, nullptr, err);
        return -1;
      }
      ZVAL_STRINGL(value, info.data(), info.size());
      return 1;
    }
    // As pdo_mysql answers them, with its types.
    case PDO_ATTR_AUTOCOMMIT:
      flag_value(value, dbh->auto_commit);
      return 1;
    case PDO_ATTR_EMULATE_PREPARES:
    case MYSQL_ATTR_DIRECT_QUERY:
      flag_value(value, H->emulate_prepares);
      return 1;
    case MYSQL_ATTR_USE_BUFFERED_QUERY:
      flag_value(value, H->buffered);
      return 1;
#if PHP_VERSION_ID >= 80400
    case PDO_ATTR_FETCH_TABLE_NAMES:  // pdo_mysql answers it from PHP 8.4 on
      ZVAL_BOOL(value, H->fetch_table_names);
      return 1;
#endif
    case PDO_ATTR_DEFAULT_STR_PARAM:
      ZVAL_LONG(value, H->national_strings ? PDO_PARAM_STR_NATL : PDO_PARAM_STR_CHAR);
      return 1;
    case MYSQL_ATTR_LOCAL_INFILE:
      ZVAL_BOOL(value, H->session->local_infile().allowed);
      return 1;
    case MYSQL_ATTR_LOCAL_INFILE_DIRECTORY: {
      const std::string& dir = H->session->local_infile().directory;
      if (dir.empty())
        ZVAL_NULL(value);
      else
        ZVAL_STRINGL(value, dir.data(), dir.size());
      return 1;
    }
    case MYSQL_ATTR_MULTI_STATEMENTS:
      ZVAL_BOOL(value, H->session->multi_statements());
      return 1;
    default:
      return 0;
  }
}

// PDO calls this for a persistent handle whenever one of the PDO objects that share it is
// freed. The session ends only with the last of them (the persistent list holds one
// reference, each object one); request end (RSHUTDOWN) ends what is left.
static void mp_handle_request_shutdown(pdo_dbh_t* dbh) {
  auto* H = static_cast<mp_handle*>(dbh->driver_data);
  if (!H) return;
  if (dbh->is_persistent && dbh->refcount > 2) return;
  mp_end_session(H);
}

static const struct pdo_dbh_methods mysqlpool_dbh_methods = {
    mp_handle_closer,
    mp_handle_preparer,
    mp_handle_doer,
    mp_handle_quoter,
    mp_handle_begin,
    mp_handle_commit,
    mp_handle_rollback,
    mp_handle_set_attribute,
    mp_handle_last_insert_id,
    mp_handle_fetch_error,
    mp_handle_get_attribute,
    mp_handle_check_liveness,
    nullptr, /* get_driver_methods */
    mp_handle_request_shutdown,
    mp_handle_in_transaction,
    nullptr, /* get_gc */
#if PHP_VERSION_ID >= 80400
    mp_sql_scanner,
#endif
};

// ---- the factory: new PDO('mysqlpool:...') ----

// The driver options that matter while the handle is made, each type-checked (the others
// come through set_attribute afterwards). false with *problem naming the option.
static bool read_driver_options(zval* driver_options, mysqlpool::PoolKey* key,
                                mysqlpool::PoolSettings* settings,
                                std::optional<std::string>* init_command,
                                mysqlpool::proto::LocalInfilePolicy* infile, std::string* problem) {
  if (!driver_options) return true;
  zend_ulong attr;
  zval* v;
  ZEND_HASH_FOREACH_NUM_KEY_VAL(Z_ARRVAL_P(driver_options), attr, v) {
    if (is_tls_attribute(zend_long(attr))) {
      if (!read_tls_option(attr, v, &key->tls, problem)) return false;
      continue;
    }
    switch (attr) {
      case PDO_ATTR_TIMEOUT:
        // Any int is accepted, as pdo_mysql accepts it (PHP_INT_MAX, negatives), and read as
        // seconds within 1..3600 (the pool setting's range); any other type is refused.
        if (Z_TYPE_P(v) != IS_LONG) {
          *problem = std::string("mysqlpool: PDO::ATTR_TIMEOUT must be an int of seconds, got ") +
                     zend_zval_type_name(v);
          return false;
        }
        settings->connect_timeout_ms = uint32_t(std::clamp<zend_long>(Z_LVAL_P(v), 1, 3600) * 1000);
        break;
      case MYSQL_ATTR_INIT_COMMAND: {
        // A scalar is read as PHP reads it as a string (null: ""), and sent even when empty,
        // as pdo_mysql does: the server's "Query was empty" is the error then.
        if (Z_TYPE_P(v) > IS_STRING) {
          *problem = std::string(
                         "mysqlpool: PDO::MYSQL_ATTR_INIT_COMMAND must be a string of "
                         "SQL, got ") +
                     zend_zval_type_name(v);
          return false;
        }
        zend_string* text = zval_get_string(v);
        *init_command = std::string(ZSTR_VAL(text), ZSTR_LEN(text));
        zend_string_release(text);
        break;
      }
      case MYSQL_ATTR_FOUND_ROWS:
        // A connect flag: handles that ask for it share a pool of their own.
        key->found_rows = zend_is_true(v);
        break;
      case MYSQL_ATTR_LOCAL_INFILE:
        infile->allowed = zval_get_long(v) != 0;  // as pdo_mysql reads it
        break;
      case MYSQL_ATTR_LOCAL_INFILE_DIRECTORY:
        if (Z_TYPE_P(v) != IS_STRING && Z_TYPE_P(v) != IS_NULL) {
          *problem = std::string(
                         "mysqlpool: PDO::MYSQL_ATTR_LOCAL_INFILE_DIRECTORY must be a "
                         "string, got ") +
                     zend_zval_type_name(v);
          return false;
        }
        // As pdo_mysql: a directory open_basedir refuses is ignored (PHP warns).
        if (attr == MYSQL_ATTR_LOCAL_INFILE_DIRECTORY && Z_TYPE_P(v) == IS_STRING &&
            Z_STRLEN_P(v) > 0 && php_check_open_basedir(Z_STRVAL_P(v)) == 0)
          infile->directory.assign(Z_STRVAL_P(v), Z_STRLEN_P(v));
        break;
      default:
        break;
    }
  }
  ZEND_HASH_FOREACH_END();
  return true;
}

// LOAD DATA LOCAL INFILE reads a file as mysqlnd's handler does: only where open_basedir allows.
static bool open_basedir_allows(const char* path) {
  return php_check_open_basedir_ex(path, 0) == 0;
}

// new PDO('mysqlpool:...'): the settings, the pool (attaching, and starting the manager if
// none runs), the handle, its init command.
static int mp_handle_factory(pdo_dbh_t* dbh, zval* driver_options) {
  std::string problem;
  const mp_handle_config* config = mp_read_handle_config(dbh, &problem);
  if (!config) return raise_message(dbh, problem);
  mysqlpool::PoolRegistry::instance().set_wait_yields(config->wait_yields);
  mysqlpool::PoolKey key = config->key;
  mysqlpool::PoolSettings settings = config->settings;
  const mysqlpool::PoolMode mode = config->mode;
  std::optional<std::string> init_command;
  mysqlpool::proto::LocalInfilePolicy infile;
  infile.path_allowed = open_basedir_allows;
  if (!read_driver_options(driver_options, &key, &settings, &init_command, &infile, &problem))
    return raise_message(dbh, problem);
  // The TLS options and FOUND_ROWS pick another pool than the DSN alone.
  const bool same_key = key.found_rows == config->key.found_rows && key.tls == config->key.tls;

  mysqlpool::Error err;
  mysqlpool::PoolAttachment* pool = mysqlpool::PoolRegistry::instance().attach(
      key, same_key ? config->lookup : key.lookup_key(), settings, config->manager, &err);
  if (!pool) {
    // pdo_mysql reports every connect error as HY000, whatever the server's SQLSTATE.
    err.sqlstate = "HY000";
    return mp_raise(dbh, nullptr, err);
  }
  auto* H = new mp_handle();
  H->being_made = true;
  H->session = new mysqlpool::Session(pool, mode);
  // Not part of the pool's key: every connection can be asked for a file, the worker decides.
  H->session->set_local_infile(std::move(infile));
  link_handle(H);
  dbh->driver_data = H;
  dbh->methods = &mysqlpool_dbh_methods;
  dbh->alloc_own_columns = 1;
  dbh->max_escaped_char_length = 2;
  dbh->skip_param_evt = 0;

  if (init_command) {
    QueryReply reply;
    if (!mp_run_query(H, init_command->data(), init_command->size(), &reply) || reply.is_error)
      return mp_raise(dbh, nullptr, H->error);
  }
  H->being_made = false;
  return 1;
}

const pdo_driver_t pdo_mysqlpool_driver = {PDO_DRIVER_HEADER(mysqlpool), mp_handle_factory};
const pdo_driver_t pdo_mysqlpool_as_mysql_driver = {PDO_DRIVER_HEADER(mysql), mp_handle_factory};
