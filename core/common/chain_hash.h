// FNV-1a (64-bit) chained: a statement's hash on top of the ones before it. For this
// process's own look-ups (a baseline known good, a text already prepared), keyed by the pool:
// never for a map another process or the SQL's author could aim at (keyed_hash.h is for those).
#pragma once

#include <cstdint>
#include <string_view>

namespace mysqlpool {

// The hash of `previous` (its 8 bytes, low first) and then `text`; never 0 (0 is the empty
// baseline).
inline uint64_t chain_hash(uint64_t previous, std::string_view text) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (int i = 0; i < 8; i++) {
    h ^= (previous >> (8 * i)) & 0xff;
    h *= 0x100000001b3ull;
  }
  for (unsigned char c : text) {
    h ^= c;
    h *= 0x100000001b3ull;
  }
  return h ? h : 1;
}

}  // namespace mysqlpool
