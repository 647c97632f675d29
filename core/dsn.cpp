#include "core/dsn.h"

#include <cerrno>
#include <cstdlib>

namespace mysqlpool {

static std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

bool parse_dsn(std::string_view dsn, PoolKey* key, PoolSettings* settings, PoolMode* mode,
               std::string* error) {
  std::string host = "localhost";
  while (!dsn.empty()) {
    size_t end = dsn.find(';');
    std::string_view item = trim(dsn.substr(0, end));
    dsn = end == std::string_view::npos ? std::string_view() : dsn.substr(end + 1);
    if (item.empty()) continue;
    size_t eq = item.find('=');
    if (eq == std::string_view::npos) {
      *error = "malformed DSN item '" + std::string(item.substr(0, 40)) + "': expected key=value";
      return false;
    }
    std::string name(trim(item.substr(0, eq)));
    std::string value(trim(item.substr(eq + 1)));
    if (name == "host") {
      host = value;
    } else if (name == "port") {
      char* stop = nullptr;
      errno = 0;
      unsigned long port = strtoul(value.c_str(), &stop, 10);
      if (value.empty() || *stop || errno || port == 0 || port > 65535) {
        *error = "DSN port must be a number from 1 to 65535, got '" + value + "'";
        return false;
      }
      key->port = uint32_t(port);
    } else if (name == "unix_socket") {
      key->unix_socket = value;
    } else if (name == "dbname") {
      key->dbname = value;
    } else if (name == "charset") {
      key->charset = value;
    } else if (name == "pool_mode") {
      if (!parse_pool_mode(value, mode)) {
        *error = "DSN option pool_mode must be statement, transaction or request, got '" +
                 value + "'";
        return false;
      }
    } else if (name == "pool") {
      key->pool_name = value;
    } else if (name == "user") {
      key->user = value;
    } else if (name == "password") {
      key->password = value;
    } else if (name.rfind("ssl", 0) == 0 || name.rfind("tls", 0) == 0) {
      *error = "DSN option '" + name +
               "': TLS to the server is not supported, because a TLS session can't be shared "
               "between processes; use a Unix socket or a trusted network";
      return false;
    } else if (is_pool_setting(name)) {
      if (!set_pool_setting(*settings, name, value, error)) {
        *error = "DSN option " + *error;
        return false;
      }
    } else {
      *error = "unknown DSN option '" + name +
               "' (known: host, port, unix_socket, dbname, charset, user, password, pool, pool_mode, "
               "max_connections, min_idle, acquire_timeout_ms, max_lifetime_s, "
               "idle_timeout_s, connect_timeout_ms, read_timeout_ms, leak_warning_ms)";
      return false;
    }
  }
  if (key->unix_socket.empty() && host == "localhost") key->unix_socket = kDefaultUnixSocket;
  key->host = key->unix_socket.empty() ? host : "";
  return settings->validate(error);
}

}  // namespace mysqlpool
