// The control socket: connecting to it (checking who answers) and listening on it.
#pragma once

#include <cstdint>
#include <string>

namespace mysqlpool {

// Where the manager is and how it runs; set from php.ini (or the standalone binary's flags).
struct ManagerOptions {
  std::string socket_path;     // control socket; default_control_socket_path() if empty
  std::string log_path;        // empty: syslog
  uint32_t idle_exit_s = 300;  // exit after this long without any client (0: never)
  // The mysqlpool-manager program a worker starts (exec) when none answers; empty: the one
  // installed next to the code that asks (the extension's .so, or the test binary).
  std::string binary_path;
};

// Connects to a running manager only. -1 if none answers (*error set if one answered but is
// not trusted).
int connect_manager(const std::string& path, std::string* error);

// Binds and listens on `path` (removing a stale socket file). -1 with *error on failure.
int listen_control_socket(const std::string& path, std::string* error);

}  // namespace mysqlpool
