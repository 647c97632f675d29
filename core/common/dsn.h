// The `mysqlpool:` data source name: pdo_mysql's keys (host, port, unix_socket, dbname,
// charset, user, password) plus pool settings (pool_config.h), `;`-separated `key=value`.
#pragma once

#include <string>
#include <string_view>

#include "core/common/pool_config.h"

namespace mysqlpool {

// Parses `dsn` (without the "mysqlpool:" / "mysql:" prefix) on top of the settings given in
// *settings (the php.ini defaults). user/password from the DSN win over the given ones, as in
// pdo_mysql. On error returns false with a message naming the offending key; the message
// never contains a password.
// *mode holds the default (php.ini) and takes the DSN's `pool_mode`.
bool parse_dsn(std::string_view dsn, PoolKey* key, PoolSettings* settings, PoolMode* mode,
               std::string* error);

// Default Unix socket used for host=localhost, as pdo_mysql does.
constexpr const char* kDefaultUnixSocket = "/run/mysqld/mysqld.sock";

}  // namespace mysqlpool
