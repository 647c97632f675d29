// SipHash-2-4 (Aumasson and Bernstein): a 64-bit hash under a secret 128-bit key. For maps
// whose keys come from untrusted text (SQL) and live where other processes look them up (the
// slot table's prepared statements): without the key, nobody can make two texts collide.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace mysqlpool {

struct HashKey {
  uint64_t k0 = 0, k1 = 0;
};

// Incremental: feed pieces, then finish(). Equal to siphash24() of their concatenation.
class KeyedHash {
 public:
  explicit KeyedHash(const HashKey& key);
  KeyedHash& add(const void* data, size_t size);
  KeyedHash& add(std::string_view s) { return add(s.data(), s.size()); }
  KeyedHash& add_u64(uint64_t v);  // little-endian
  uint64_t finish() const;

 private:
  void round();
  void absorb(uint64_t m);
  uint64_t v0_, v1_, v2_, v3_;
  uint64_t tail_ = 0;  // bytes not yet absorbed, little-endian
  size_t size_ = 0;    // bytes fed in all
};

uint64_t siphash24(const HashKey& key, const void* data, size_t size);

}  // namespace mysqlpool
