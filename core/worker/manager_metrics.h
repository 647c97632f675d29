// mysqlpool_metrics()'s text: the running manager's Prometheus report (all its pools), asked on
// a connection of its own to the control socket where this process finds the manager. ext/
// goes through this, never through the control channel's headers.
#pragma once

#include <string>

namespace mysqlpool {

// Never starts a manager: with none answering, *text says `mysqlpool_up 0`. false with *error
// (naming the socket) when the socket or its peer fails the trust checks, or the peer does not
// answer as a manager. `configured_socket`: mysqlpool.manager_socket, or empty.
bool manager_metrics(const std::string& configured_socket, std::string* text, std::string* error);

}  // namespace mysqlpool
