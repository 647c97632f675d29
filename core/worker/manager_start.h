// Finding the manager, and starting one when none answers: the mysqlpool-manager program,
// exec'd, so that it owns nothing of the PHP process that started it (heap, other pools'
// passwords, environment, locks of other threads).
#pragma once

#include <string>

#include "core/control/socket.h"

namespace mysqlpool {

// Connects to this uid's manager, starting one (options.binary_path, detached) when none
// answers. options.socket_path empty or in a private directory (default_control_socket_path()):
// looks in every private directory of this uid (socket.h) and starts one in the first; a
// configured path: there only. Exactly one of several processes racing here starts it: the
// others wait on the lock file(s) and connect to the winner. Every wait is bounded: a connect
// kConnectWaitMs, the locks (which only this uid's processes can hold: another user's lock
// file, socket or directory is refused at once) 10 s, a starting manager 10 s. Returns the
// connected control socket (blocking, FD_CLOEXEC), or -1 with *error set.
int connect_or_start_manager(const ManagerOptions& options, std::string* error);

// mysqlpool-manager in the directory of the binary or shared object this code is linked into:
// the extension's .so is installed next to it (`make install`, CMake's build directory).
std::string default_manager_binary();

}  // namespace mysqlpool
