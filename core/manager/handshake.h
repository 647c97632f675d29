// The manager's own handshake, for what libmariadb can't do in a pool: a TLS 1.3 session whose
// record layer other processes continue (handshake.cpp keeps the traffic keys for them), and
// the password plugins that encrypt with the server's public key, with only the key the user
// configured (Connector/C asks the server for one when it has none).
//
// Used when a pool has TLS settings or a SERVER_PUBLIC_KEY (PoolKey::tls); every other pool
// connects through libmariadb (connector.cpp). Like connector.h, this header is free of both
// <mysql.h> and codec.h.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "core/common/error.h"
#include "core/common/pool_config.h"

namespace mysqlpool {

struct SlotConnectionInfo;
namespace proto {
struct TlsKeys;
}

// A connection this file opened: its socket, the negotiated capabilities, the TLS session.
struct OwnLink;

struct OwnOpened {
  int fd = -1;
  uint32_t client_caps = 0;
  uint32_t mariadb_caps = 0;
  uint16_t status = 0;
  std::string server_version;
  uint64_t thread_id = 0;
};

// Connects, authenticates (TLS first when the key asks for it) and sets the session trackers.
// nullptr with *err (the code a client library would give: 2026 TLS, 2059 plugin, 2061 a
// password that could only go in clear, or the server's own) on failure.
std::shared_ptr<OwnLink> own_open(const PoolKey& key, const PoolSettings& settings, OwnOpened* out,
                                  Error* err);
// As clean_connection and server_has_session (connector.h) on such a connection. *status: the
// server status after it. clear_schema: the reset is COM_CHANGE_USER to the key's user and no
// database, which takes the connection back to none (COM_RESET_CONNECTION keeps the database).
bool own_clean(OwnLink& link, const PoolKey& key, bool rollback, bool reset_session,
               bool multi_statements_off, bool clear_schema, uint16_t* status, Error* err);
bool own_query_value(OwnLink& link, const std::string& sql, int column, std::string* value,
                     uint16_t* status, Error* err);
// As server_command (connector.h) on such a connection.
bool own_command(OwnLink& link, const std::string& sql, uint16_t* status, Error* refused,
                 Error* err);
// The slot the connection is published in: its sequence numbers are written there now, and
// read from there (where the last lease holder left them) before the manager speaks again.
void own_publish(OwnLink& link, SlotConnectionInfo* info);
// The TLS session's keys, for the workers (FdOk); nullptr for a plaintext connection.
const proto::TlsKeys* own_tls_keys(const OwnLink& link);
// "TLSv1.3 TLS_AES_256_GCM_SHA384", or "" without TLS.
std::string own_tls_description(const OwnLink& link);
// After the manager shut a retiring TLS connection down for writing (closer.cpp): what the
// server did since, read through the session's keys. Its EOF and any alert say Closed (to an
// end of the stream without close_notify OpenSSL 3 answers decode_error); application data
// (the rest of a reply) or a record that does not open (a holder died mid-record), Sends.
enum class ServerEnd { Open, Closed, Sends };
ServerEnd own_server_end(OwnLink& link);
// Shuts the socket down for every process that holds it, and closes it.
void own_close(OwnLink& link);

}  // namespace mysqlpool
