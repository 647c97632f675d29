#include "core/common/keyed_hash.h"

namespace mysqlpool {

namespace {
inline uint64_t rotl(uint64_t x, int b) { return (x << b) | (x >> (64 - b)); }
}  // namespace

KeyedHash::KeyedHash(const HashKey& key)
    : v0_(key.k0 ^ 0x736f6d6570736575ull),
      v1_(key.k1 ^ 0x646f72616e646f6dull),
      v2_(key.k0 ^ 0x6c7967656e657261ull),
      v3_(key.k1 ^ 0x7465646279746573ull) {}

// SipHash's round, laid out as the paper writes it.
// clang-format off
void KeyedHash::round() {
  v0_ += v1_; v1_ = rotl(v1_, 13); v1_ ^= v0_; v0_ = rotl(v0_, 32);
  v2_ += v3_; v3_ = rotl(v3_, 16); v3_ ^= v2_;
  v0_ += v3_; v3_ = rotl(v3_, 21); v3_ ^= v0_;
  v2_ += v1_; v1_ = rotl(v1_, 17); v1_ ^= v2_; v2_ = rotl(v2_, 32);
}
// clang-format on

void KeyedHash::absorb(uint64_t m) {
  v3_ ^= m;
  round();
  round();
  v0_ ^= m;
}

KeyedHash& KeyedHash::add(const void* data, size_t size) {
  const auto* p = static_cast<const unsigned char*>(data);
  size_t i = 0;
  // Whole words while aligned to the message's 8-byte blocks.
  for (; size_ % 8 == 0 && i + 8 <= size; i += 8, size_ += 8) {
    uint64_t m = 0;
    for (int b = 0; b < 8; b++) m |= uint64_t(p[i + size_t(b)]) << (8 * b);
    absorb(m);
  }
  for (; i < size; i++) {
    tail_ |= uint64_t(p[i]) << (8 * (size_ % 8));
    size_++;
    if (size_ % 8 == 0) {
      absorb(tail_);
      tail_ = 0;
    }
  }
  return *this;
}

KeyedHash& KeyedHash::add_u64(uint64_t v) {
  unsigned char b[8];
  for (int i = 0; i < 8; i++) b[i] = static_cast<unsigned char>(v >> (8 * i));
  return add(b, sizeof b);
}

uint64_t KeyedHash::finish() const {
  KeyedHash h = *this;
  h.absorb(h.tail_ | (uint64_t(h.size_ & 0xff) << 56));
  h.v2_ ^= 0xff;
  h.round();
  h.round();
  h.round();
  h.round();
  return h.v0_ ^ h.v1_ ^ h.v2_ ^ h.v3_;
}

uint64_t siphash24(const HashKey& key, const void* data, size_t size) {
  return KeyedHash(key).add(data, size).finish();
}

}  // namespace mysqlpool
