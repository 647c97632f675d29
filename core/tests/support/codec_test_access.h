// Test hook into Connection's private state. Not for production code.
#pragma once

#include <cstddef>

#include "core/protocol/codec.h"

namespace mysqlpool::proto {

struct ConnectionTestAccess {
  static size_t buffered(const Connection& c) { return c.rend_ - c.rpos_; }
  static bool broken(const Connection& c) { return c.broken_; }
  static size_t read_buffer_capacity(const Connection& c) { return c.rcap_; }
};

}  // namespace mysqlpool::proto
