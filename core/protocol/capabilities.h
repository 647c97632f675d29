// The capability bits negotiated for a connection (by the manager, published per slot): the
// reply format depends on them. Apart from codec.h, which defines the bits' names, so that
// code that includes <mysql.h> (whose macros use the same names) can hold them too.
#pragma once

#include <cstdint>

namespace mysqlpool::proto {

struct Capabilities {
  uint32_t client = 0;   // negotiated client capability bits (low 32)
  uint32_t mariadb = 0;  // negotiated MariaDB extended bits (high 32, shifted down)
};

}  // namespace mysqlpool::proto
