// Finding the manager, and starting one when none answers: the mysqlpool-manager program,
// exec'd, so that it owns nothing of the PHP process that started it (heap, other pools'
// passwords, environment, locks of other threads).
#pragma once

#include <string>

#include "core/control/socket.h"

namespace mysqlpool {

// Connects to the manager at options.socket_path, starting one (options.binary_path, detached)
// when none answers. Exactly one of several processes racing here starts it: the others wait
// on a lock file (bounded) and connect to the winner. Returns the connected control socket
// (FD_CLOEXEC), or -1 with *error set.
int connect_or_start_manager(const ManagerOptions& options, std::string* error);

// mysqlpool-manager in the directory of the binary or shared object this code is linked into:
// the extension's .so is installed next to it (`make install`, CMake's build directory).
std::string default_manager_binary();

}  // namespace mysqlpool
