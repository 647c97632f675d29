// SipHash-2-4 against the reference vectors (Aumasson and Bernstein's paper and vectors.h):
// key 00..0f, message 00 01 02 ... of each length.
#include <gtest/gtest.h>

#include <string>

#include "core/common/keyed_hash.h"

using namespace mysqlpool;

namespace {
const HashKey kKey{0x0706050403020100ull, 0x0f0e0d0c0b0a0908ull};
std::string counting(size_t n) {
  std::string s;
  for (size_t i = 0; i < n; i++) s.push_back(char(i));
  return s;
}
}  // namespace

TEST(KeyedHash, reference_vectors) {
  EXPECT_EQ(siphash24(kKey, "", 0), 0x726fdb47dd0e0e31ull);
  EXPECT_EQ(siphash24(kKey, counting(1).data(), 1), 0x74f839c593dc67fdull);
  EXPECT_EQ(siphash24(kKey, counting(15).data(), 15), 0xa129ca6149be45e5ull);  // the paper's
}

TEST(KeyedHash, pieces_hash_as_their_concatenation) {
  const std::string m = counting(63);
  const uint64_t whole = siphash24(kKey, m.data(), m.size());
  for (size_t cut = 0; cut <= m.size(); cut++) {
    KeyedHash h(kKey);
    h.add(m.data(), cut).add(m.data() + cut, m.size() - cut);
    EXPECT_EQ(h.finish(), whole) << cut;
  }
  KeyedHash h(kKey);
  h.add_u64(0x0706050403020100ull).add(m.data() + 8, 7);
  EXPECT_EQ(h.finish(), 0xa129ca6149be45e5ull);
}

TEST(KeyedHash, another_key_another_hash) {
  const HashKey other{kKey.k0 ^ 1, kKey.k1};
  EXPECT_NE(siphash24(kKey, "SELECT 1", 8), siphash24(other, "SELECT 1", 8));
}
