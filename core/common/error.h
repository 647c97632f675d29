// An error as MySQL clients report it, wherever it comes from (the server's ERR packet, the
// manager's connect, the driver itself): one type for all of core/.
#pragma once

#include <string>

namespace mysqlpool {

struct Error {
  unsigned int code = 0;           // 1045 (server), 2002 (client), ...; 0: the driver's own
  std::string sqlstate = "HY000";  // five characters
  std::string message;
};

}  // namespace mysqlpool
