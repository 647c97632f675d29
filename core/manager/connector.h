// The manager's side of a MySQL connection: open and authenticate it with libmariadb, switch
// on the session trackers, learn the negotiated capabilities, clean it for reuse, close it.
// Workers never link this: they speak the command phase on the socket (protocol/codec.h).
// This header stays free of codec.h: <mysql.h> defines many of the codec's constant names as
// macros (CLIENT_*, SERVER_STATUS_*, *_FLAG), so the two never meet in one file.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "core/common/error.h"
#include "core/common/pool_config.h"

typedef struct st_mysql MYSQL;

namespace mysqlpool {

struct SlotConnectionInfo;
struct OwnLink;

// Opened by libmariadb (mysql), or by the manager's own handshake (own: pools with TLS or a
// server public key, handshake.h).
struct ManagedConnection {
  MYSQL* mysql = nullptr;
  std::shared_ptr<OwnLink> own;
  int fd = -1;
  uint32_t client_caps = 0;   // negotiated client capability bits
  uint32_t mariadb_caps = 0;  // negotiated MariaDB extended bits, shifted down by 32
  uint16_t status = 0;
  uint64_t opened_at_ms = 0;
  std::string server_version;
  uint64_t thread_id = 0;
  bool is_open() const { return mysql != nullptr || own != nullptr; }
};

bool open_connection(const PoolKey& key, const PoolSettings& settings, ManagedConnection* out,
                     Error* err);
// Rolls back (when asked), resets the session and restores the pool's tracking, database and
// charset. False: the connection can't be trusted and must be closed. clear_schema (a pool
// without a database whose connection had one selected): the reset also takes the connection
// back to no database, which only COM_CHANGE_USER does.
bool clean_connection(ManagedConnection& conn, const PoolKey& key, bool rollback,
                      bool reset_session, bool multi_statements_off, bool clear_schema,
                      Error* err);
// Asks the server, over `conn`, whether it still has the session of `old` (a connection this
// manager closed): its thread id in information_schema.PROCESSLIST, where a user sees its
// own sessions, and `old` opened in the server's current run (a restart starts the ids over:
// the id may name another session now). False: the question failed (*err), and `conn` can't
// be trusted.
bool server_has_session(ManagedConnection& conn, const ManagedConnection& old, bool* has,
                        Error* err);
// The server's Uptime in seconds, asked over `conn` (0: an answer that is no count of seconds).
// False: the question failed (*err), and `conn` can't be trusted.
bool server_uptime_s(ManagedConnection& conn, uint64_t* uptime_s, Error* err);
// Whether the server lists `thread_id` in information_schema.PROCESSLIST as a session of the
// user `conn` is logged in as, and if so whether it has been idle (Sleep) for a second or more.
// False: the question failed (*err).
bool server_lists_user_session(ManagedConnection& conn, uint64_t thread_id, bool* listed,
                               bool* idle, Error* err);
// Runs `sql`, a statement with no result set (KILL), over `conn`: *refused is the server's
// error, if it refused (code 0 if not). False: the connection failed (*err).
bool server_command(ManagedConnection& conn, const std::string& sql, Error* refused, Error* err);
// What a new or reset connection is, as the workers need to know it (slot_table.h).
void publish_session_facts(const ManagedConnection& conn, const PoolKey& key,
                           SlotConnectionInfo* info);
// Ends the connection for every process holding its fd (shutdown), then frees it.
void close_connection(ManagedConnection& conn);

}  // namespace mysqlpool
