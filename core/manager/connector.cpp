#include "core/manager/connector.h"

#include <mysql.h>
#include <sys/socket.h>

#include <cstdint>
#include <cstdio>
#include <mutex>
#include <set>
#include <string>

#include "core/common/server_run.h"
#include "core/common/session_setup.h"
#include "core/manager/handshake.h"
#include "core/segment/slot_statements.h"
#include "core/segment/slot_table.h"

namespace mysqlpool {

static void fill_error(MYSQL* m, Error* err) {
  err->code = mysql_errno(m);
  err->sqlstate = mysql_sqlstate(m);
  err->message = mysql_error(m);
}

// LOAD DATA LOCAL INFILE: every pooled connection negotiates CLIENT_LOCAL_FILES, so that the
// worker that leases it can load a file its handle allows (core/protocol/local_infile.cpp).
// The manager itself never reads one: a file request it sees (init command, reset, baseline)
// is refused here, before Connector/C would open anything, and answered with an empty file.
static int refuse_infile_init(void** ptr, const char*, void*) {
  *ptr = nullptr;
  return 1;
}
static int refuse_infile_read(void*, char*, unsigned int) { return -1; }
static void refuse_infile_end(void*) {}
static int refuse_infile_error(void*, char* buf, unsigned int len) {
  snprintf(buf, len, "mysqlpool: the manager never sends a file (LOAD DATA LOCAL INFILE)");
  return 2068;  // CR_LOAD_DATA_LOCAL_INFILE_REJECTED
}

static uint16_t server_status(MYSQL* m) {
  unsigned int status = 0;
  mariadb_get_infov(m, MARIADB_CONNECTION_SERVER_STATUS, &status);
  return uint16_t(status);
}

static void negotiated_capabilities(MYSQL* m, ManagedConnection* out) {
  unsigned long server = 0, server_ext = 0;
  mariadb_get_infov(m, MARIADB_CONNECTION_SERVER_CAPABILITIES, &server);
  mariadb_get_infov(m, MARIADB_CONNECTION_EXTENDED_SERVER_CAPABILITIES, &server_ext);
  out->client_caps = uint32_t(m->client_flag & server);
  // Connector/C turns on every MariaDB extended capability it supports that the server
  // offers, and reports none of them (docs/MYSQL-NOTES.md, "Capabilities").
  out->mariadb_caps = uint32_t(server_ext & (MARIADB_CLIENT_SUPPORTED_FLAGS >> 32));
}

// A pool with TLS or a configured server public key: the manager's own handshake.
static bool open_own(const PoolKey& key, const PoolSettings& settings, ManagedConnection* out,
                     Error* err) {
  OwnOpened opened;
  std::shared_ptr<OwnLink> link = own_open(key, settings, &opened, err);
  if (!link) return false;
  out->own = link;
  out->fd = opened.fd;
  out->client_caps = opened.client_caps;
  out->mariadb_caps = opened.mariadb_caps;
  out->status = opened.status;
  out->opened_at_ms = monotonic_ms();
  out->server_version = opened.server_version;
  out->thread_id = opened.thread_id;
  return true;
}

// Servers (port and host) that name caching_sha2_password or sha256_password in their greeting
// (MySQL 8.x names it for every account, before it knows which), once learned. By server, not
// by pool: a pool's key holds its password, and rotated passwords (cloud IAM tokens every 15
// minutes) would each have added an entry for the manager's lifetime.
static std::mutex g_own_path_mu;
static std::set<std::string> g_own_path_servers;

static std::string server_of(const PoolKey& key) {
  return std::to_string(key.port) + " " + key.host;  // port first: a host may hold ':'
}

static bool libmariadb_refused_greeting(const PoolKey& key, const Error& err) {
  return key.unix_socket.empty() && err.code == 5010 &&
         (err.message.find("caching_sha2_password") != std::string::npos ||
          err.message.find("sha256_password") != std::string::npos);
}

static bool open_libmariadb(const PoolKey& key, const PoolSettings& settings,
                            ManagedConnection* out, Error* err);

bool open_connection(const PoolKey& key, const PoolSettings& settings, ManagedConnection* out,
                     Error* err) {
  if (key.tls.enabled() || !key.tls.server_public_key.empty())
    return open_own(key, settings, out, err);
  {
    std::lock_guard<std::mutex> lock(g_own_path_mu);
    if (g_own_path_servers.count(server_of(key))) return open_own(key, settings, out, err);
  }
  if (open_libmariadb(key, settings, out, err)) return true;
  // Over TCP Connector/C refuses these plugins at the greeting, before the server could
  // switch the account to another one. The own handshake goes on: it may switch to
  // mysql_native_password, pass caching_sha2_password's fast path, or refuse what would need
  // the password itself (2061).
  if (!libmariadb_refused_greeting(key, *err)) return false;
  {
    std::lock_guard<std::mutex> lock(g_own_path_mu);
    g_own_path_servers.insert(server_of(key));
  }
  *err = Error();
  return open_own(key, settings, out, err);
}

static bool open_libmariadb(const PoolKey& key, const PoolSettings& settings,
                            ManagedConnection* out, Error* err) {
  MYSQL* m = mysql_init(nullptr);
  if (!m) {
    err->code = 2008;
    err->message = "mysqlpool: out of memory creating a connection";
    return false;
  }
  unsigned int connect_timeout_s = (settings.connect_timeout_ms + 999) / 1000;
  mysql_optionsv(m, MYSQL_OPT_CONNECT_TIMEOUT, &connect_timeout_s);
  // The manager's own requests (ROLLBACK, COM_RESET_CONNECTION of a handed-back connection)
  // wait at most the pool's read_timeout_ms, or a minute without one: a server that never
  // answers costs the connection (closing it rolls back on the server), not a job thread for
  // good. Connector/C sets SO_RCVTIMEO/SO_SNDTIMEO, which the workers' non-blocking I/O on
  // the same socket does not see.
  unsigned int io_timeout_s =
      (settings.read_timeout_ms ? settings.read_timeout_ms + 999 : kManagerIoTimeoutMs) / 1000;
  mysql_optionsv(m, MYSQL_OPT_READ_TIMEOUT, &io_timeout_s);
  mysql_optionsv(m, MYSQL_OPT_WRITE_TIMEOUT, &io_timeout_s);
  const std::string charset = key.charset_or_default();
  mysql_optionsv(m, MYSQL_SET_CHARSET_NAME, charset.c_str());
  mysql_optionsv(m, MYSQL_INIT_COMMAND, kTrackerSetupSql);
  unsigned int protocol = key.unix_socket.empty() ? MYSQL_PROTOCOL_TCP : MYSQL_PROTOCOL_SOCKET;
  mysql_optionsv(m, MYSQL_OPT_PROTOCOL, &protocol);
  // The capability is negotiated for the workers (an unsigned int, as Connector/C reads it);
  // the manager's own requests get the refusing handler above, installed before the connect
  // runs the init command.
  unsigned int local_files = 1;
  mysql_optionsv(m, MYSQL_OPT_LOCAL_INFILE, &local_files);
  mysql_set_local_infile_handler(m, refuse_infile_init, refuse_infile_read, refuse_infile_end,
                                 refuse_infile_error, nullptr);
  // The server names the auth plugin. Without TLS, mysql_clear_password and dialog send the
  // password as it is, sha256_password / caching_sha2_password encrypt it with a key the
  // server supplies, and a pre-4.1 greeting gets mysql_old_password: only plugins that never
  // hand the server the password (and caching_sha2_password over a Unix socket, where the
  // server is who the socket's owner says). Connector/C matches names in this list.
  mysql_optionsv(m, MARIADB_OPT_RESTRICTED_AUTH,
                 key.unix_socket.empty()
                     ? "mysql_native_password,client_ed25519"
                     : "mysql_native_password,client_ed25519,caching_sha2_password");
  // As pdo_mysql: several result sets (stored procedures) and several statements per query.
  unsigned long flags = CLIENT_MULTI_RESULTS | CLIENT_MULTI_STATEMENTS;
  if (key.found_rows) flags |= CLIENT_FOUND_ROWS;  // a pool of its own (PoolKey)
  const char* host = key.unix_socket.empty() ? key.host.c_str() : "localhost";
  if (!mysql_real_connect(m, host, key.user.c_str(), key.password.c_str(),
                          key.dbname.empty() ? nullptr : key.dbname.c_str(), key.port,
                          key.unix_socket.empty() ? nullptr : key.unix_socket.c_str(), flags)) {
    fill_error(m, err);
    mysql_close(m);
    return false;
  }
  out->mysql = m;
  out->fd = int(mysql_get_socket(m));
  negotiated_capabilities(m, out);
  out->status = server_status(m);
  out->opened_at_ms = monotonic_ms();
  out->server_version = mysql_get_server_info(m);
  out->thread_id = mysql_thread_id(m);
  return true;
}

bool clean_connection(ManagedConnection& conn, const PoolKey& key, bool rollback,
                      bool reset_session, bool multi_statements_off, bool clear_schema,
                      Error* err) {
  if (conn.own)
    return own_clean(*conn.own, key, rollback, reset_session, multi_statements_off, clear_schema,
                     &conn.status, err);
  MYSQL* m = conn.mysql;
  if (rollback && mysql_query(m, "ROLLBACK") != 0) {
    fill_error(m, err);
    return false;
  }
  if (reset_session) {
    // COM_RESET_CONNECTION keeps the current database and restores the handshake charset
    // (the pool's), but turns the trackers off: set them again, and the database. It does not
    // end profiling nor empty its history: that is done first (session_setup.h). Where the
    // database must go (a pool without one), COM_CHANGE_USER to the same user and no database
    // resets the session as COM_RESET_CONNECTION does (docs/MYSQL-NOTES.md, "Reset") and
    // leaves none selected; it authenticates again (the same plugins as the connect: Connector/C
    // keeps MARIADB_OPT_RESTRICTED_AUTH) and sets the connect's charset.
    if (mysql_query(m, kEmptyProfilingHistorySql) != 0 || mysql_query(m, kProfilingOffSql) != 0 ||
        (clear_schema ? mysql_change_user(m, key.user.c_str(), key.password.c_str(), nullptr)
                      : mysql_reset_connection(m)) != 0 ||
        mysql_query(m, kTrackerSetupSql) != 0 ||
        (!key.dbname.empty() && mysql_select_db(m, key.dbname.c_str()) != 0)) {
      fill_error(m, err);
      return false;
    }
    // A worker turned several statements per query off for its lease: back to the default.
    if (multi_statements_off && mysql_set_server_option(m, MYSQL_OPTION_MULTI_STATEMENTS_ON) != 0) {
      fill_error(m, err);
      return false;
    }
  }
  conn.status = server_status(m);
  return true;
}

namespace {

// The first column of a one-row answer to `sql`; false with *err if there is none.
bool query_value(MYSQL* m, const std::string& sql, int column, std::string* value, Error* err) {
  if (mysql_query(m, sql.c_str()) != 0) {
    fill_error(m, err);
    return false;
  }
  MYSQL_RES* result = mysql_store_result(m);
  MYSQL_ROW row =
      result && mysql_num_fields(result) > unsigned(column) ? mysql_fetch_row(result) : nullptr;
  bool ok = row && row[column];
  if (ok) *value = row[column];
  if (result) mysql_free_result(result);
  if (!ok) {
    fill_error(m, err);
    if (!err->code) err->message = "mysqlpool: no answer to: " + sql;
  }
  return ok;
}

}  // namespace

bool server_has_session(ManagedConnection& conn, const ManagedConnection& old, bool* has,
                        Error* err) {
  const std::string count_sql = "SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE ID = " +
                                std::to_string(old.thread_id);
  const char* uptime_sql = "SHOW GLOBAL STATUS LIKE 'Uptime'";
  std::string count, uptime;
  bool ok;
  if (conn.own) {
    ok = own_query_value(*conn.own, count_sql, 0, &count, &conn.status, err) &&
         (count == "0" || own_query_value(*conn.own, uptime_sql, 1, &uptime, &conn.status, err));
  } else {
    ok = query_value(conn.mysql, count_sql, 0, &count, err) &&
         (count == "0" || query_value(conn.mysql, uptime_sql, 1, &uptime, err));
    conn.status = server_status(conn.mysql);
  }
  if (ok)
    *has = count != "0" &&
           opened_in_server_run(monotonic_ms(), old.opened_at_ms, parse_uptime_s(uptime));
  return ok;
}

namespace {

// One value of a one-row answer over either kind of connection.
bool value_of(ManagedConnection& conn, const std::string& sql, int column, std::string* value,
              Error* err) {
  if (conn.own) return own_query_value(*conn.own, sql, column, value, &conn.status, err);
  bool ok = query_value(conn.mysql, sql, column, value, err);
  conn.status = server_status(conn.mysql);
  return ok;
}

}  // namespace

bool server_uptime_s(ManagedConnection& conn, uint64_t* uptime_s, Error* err) {
  std::string uptime;
  if (!value_of(conn, "SHOW GLOBAL STATUS LIKE 'Uptime'", 1, &uptime, err)) return false;
  *uptime_s = parse_uptime_s(uptime);
  return true;
}

bool server_lists_user_session(ManagedConnection& conn, uint64_t thread_id, bool* listed,
                               bool* idle, Error* err) {
  // USER() is user@client-host; PROCESSLIST's USER the user name alone. TIME is whole seconds
  // in the current COMMAND. 0: not listed, 1: listed, 2: listed and idle for a second or more.
  const std::string sql =
      "SELECT COALESCE(MAX(IF(COMMAND = 'Sleep' AND TIME >= 1, 2, 1)), 0) FROM "
      "information_schema.PROCESSLIST WHERE ID = " +
      std::to_string(thread_id) + " AND USER = SUBSTRING_INDEX(USER(), '@', 1)";
  std::string state;
  if (!value_of(conn, sql, 0, &state, err)) return false;
  *listed = state == "1" || state == "2";
  *idle = state == "2";
  return true;
}

bool server_command(ManagedConnection& conn, const std::string& sql, Error* refused, Error* err) {
  if (conn.own) return own_command(*conn.own, sql, &conn.status, refused, err);
  *refused = Error();
  MYSQL* m = conn.mysql;
  if (mysql_query(m, sql.c_str()) != 0) {
    unsigned code = mysql_errno(m);
    if (code >= 2000 && code < 3000) {  // the client library's own: the connection failed
      fill_error(m, err);
      return false;
    }
    fill_error(m, refused);
  }
  if (MYSQL_RES* result = mysql_store_result(m)) mysql_free_result(result);
  conn.status = server_status(m);
  return true;
}

void publish_session_facts(const ManagedConnection& conn, const PoolKey& key,
                           SlotConnectionInfo* info) {
  // The handshake charset is the pool's; COM_RESET_CONNECTION restores it.
  snprintf(info->charset, sizeof info->charset, "%s", key.charset_or_default().c_str());
  info->no_backslash_escapes = (conn.status & SERVER_STATUS_NO_BACKSLASH_ESCAPES) ? 1 : 0;
  info->multi_statements_off = 0;
  info->may_hold_others_sequences = 0;
  info->baseline_hash.store(0);
  clear_slot_statements(*info);  // a new session, or a reset one: it has no statements
  if (conn.own) {
    own_publish(*conn.own, info);
  } else {
    info->tls_write_seq = info->tls_read_seq = 0;
  }
}

void close_connection(ManagedConnection& conn) {
  if (conn.own) {
    own_close(*conn.own);
    conn = ManagedConnection();
    return;
  }
  if (!conn.mysql) return;
  // A plain close() would not end a socket that workers still hold: shut it down for all.
  shutdown(conn.fd, SHUT_RDWR);
  mysql_close(conn.mysql);
  conn = ManagedConnection();
}

}  // namespace mysqlpool
