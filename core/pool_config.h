// What identifies a pool (the server, the credentials, the database, the charset) and the
// settings it runs with. Two PDO handles share a pool exactly when their PoolKeys are equal.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/wire.h"

namespace mysqlpool {

struct PoolKey {
  std::string host;         // empty with unix_socket
  uint32_t port = 3306;
  std::string unix_socket;  // when set, host/port are ignored
  std::string user;
  std::string password;
  std::string dbname;
  std::string charset;      // empty: utf8mb4
  std::string pool_name;    // separates pools with equal credentials (DSN key `pool`)

  // Identity without the password, for messages and phpinfo(): "user@host:port/db".
  std::string describe() const;
  // Identity including the password (in this process's memory only), for look-ups; never printed.
  std::string lookup_key() const;
  bool operator==(const PoolKey& o) const;
};

// How long a handle keeps a connection (session.h). Per handle, not part of the pool key.
enum class PoolMode {
  Statement,    // back to the pool after each statement unless the session must stay (default)
  Transaction,  // kept only inside transactions; session state is reset, not kept, at release
  Request,      // one connection for the whole request: full session semantics
};
bool parse_pool_mode(std::string_view name, PoolMode* mode);
const char* pool_mode_name(PoolMode mode);

// Names and defaults follow HikariCP / Go database/sql / pgbouncer, as users know them.
struct PoolSettings {
  uint32_t max_connections = 20;
  uint32_t min_idle = 0;
  uint32_t acquire_timeout_ms = 3000;
  uint32_t max_lifetime_s = 1800;
  uint32_t idle_timeout_s = 600;
  uint32_t connect_timeout_ms = 5000;
  uint32_t read_timeout_ms = 0;  // 0: wait as long as the server takes (as pdo_mysql)
  uint32_t leak_warning_ms = 0;  // log a lease held longer than this (0: never)

  // Checks ranges; on error returns false and says which setting and why.
  bool validate(std::string* error) const;
  bool operator==(const PoolSettings& o) const;
  std::string describe() const;
};

// Sets one setting by its name from a string. Returns false with a message naming the setting
// when the name is unknown or the value is not a non-negative integer in range.
bool set_pool_setting(PoolSettings& s, const std::string& name, const std::string& value,
                      std::string* error);
bool is_pool_setting(const std::string& name);
// Every setting's name, in a fixed order (php.ini has one `mysqlpool.<name>` entry each).
std::vector<const char*> pool_setting_names();

void write_pool_key(WireWriter& w, const PoolKey& k);
bool read_pool_key(WireReader& r, PoolKey* k);
void write_pool_settings(WireWriter& w, const PoolSettings& s);
bool read_pool_settings(WireReader& r, PoolSettings* s);

}  // namespace mysqlpool
