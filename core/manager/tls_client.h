// The TLS 1.3 handshake of a MySQL connection, run by OpenSSL over memory buffers that are fed
// one record at a time: when the handshake ends, OpenSSL has read nothing past the server's
// Finished, so the application records that follow (NewSessionTickets, the authentication) are
// the first of the traffic keys this returns, at sequence number 0 both ways. OpenSSL's session
// is then dropped; the record layer (protocol/tls_records.h) goes on from the keys.
#pragma once

#include <cstdint>
#include <string>

#include "core/common/error.h"
#include "core/common/pool_config.h"
#include "core/protocol/tls_records.h"

namespace mysqlpool {

// On the connected socket `fd`, right after the SSLRequest packet was sent. `host` is what the
// certificate must name when the key verifies it. deadline_ms: CLOCK_MONOTONIC ms.
// False with *err (2026 and OpenSSL's or the verification's reason).
bool tls_client_handshake(int fd, const TlsSettings& tls, const std::string& host,
                          uint64_t deadline_ms, proto::TlsKeys* keys, std::string* description,
                          Error* err);

// The settings can make a TLS context (files readable, cipher list known, key matches the
// certificate): checked before connecting, so that a mistake in them is named as such.
bool tls_settings_usable(const TlsSettings& tls, Error* err);

// Waits until `fd` is readable (POLLIN) or writable (POLLOUT) or the deadline passes (false,
// *err says "timeout"). Shared with handshake.cpp.
bool wait_until(int fd, short events, uint64_t deadline_ms, const char* what, Error* err);

}  // namespace mysqlpool
