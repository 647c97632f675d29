// Finding the manager, and starting one when none answers.
#pragma once

#include <string>

#include "core/manager.h"

namespace mysqlpool {

// Connects to the manager at options.socket_path, starting one (forked from this process,
// detached, named mysqlpool-manager) when none answers. Exactly one of several processes
// racing here starts it: the others wait on a lock file and connect to the winner.
// Returns the connected control socket (FD_CLOEXEC), or -1 with *error set.
int connect_or_start_manager(const ManagerOptions& options, std::string* error);

// Connects to a running manager only. -1 if none answers (*error set if one answered but is
// not trusted).
int connect_manager(const std::string& path, std::string* error);

// Binds and listens on `path` (removing a stale socket file). -1 with *error on failure.
int listen_control_socket(const std::string& path, std::string* error);

// Renames this process to `name` in ps/top (comm and the command line).
void set_process_title(const char* name);

}  // namespace mysqlpool
