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
// host=localhost (or no host) without unix_socket connects to `default_socket`, as pdo_mysql
// connects to its pdo_mysql.default_socket (the extension passes that: handle_config.cpp).
bool parse_dsn(std::string_view dsn, PoolKey* key, PoolSettings* settings, PoolMode* mode,
               std::string* error, std::string_view default_socket);

// The Unix socket for host=localhost when php.ini names none (pdo_mysql not loaded and no
// pdo_mysql.default_socket): where Debian's and most distributions' servers listen, as their
// PHP builds' pdo_mysql default (upstream's, without --with-mysql-sock, is /tmp/mysql.sock).
constexpr const char* kDefaultUnixSocket = "/run/mysqld/mysqld.sock";

}  // namespace mysqlpool
