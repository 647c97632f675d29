// The unkeyed chain_hash is forgeable: two different baselines, one of them anyone could write,
// share an identity (core/tests/support/forged_baselines.h). A baseline's identity must not
// rest on it alone.
#include <gtest/gtest.h>

#include <string_view>

#include "core/common/chain_hash.h"
#include "core/tests/support/forged_baselines.h"

using namespace mysqlpool;

TEST(ChainHashForgery, two_character_sets_one_unkeyed_identity) {
  const std::string_view gbk = forged::kGbk, utf8mb4 = forged::kUtf8mb4;
  EXPECT_NE(gbk, utf8mb4);
  EXPECT_EQ(chain_hash(0, gbk), chain_hash(0, utf8mb4));
  EXPECT_EQ(chain_hash(0, gbk), 0x7709326b5566ad63ull);
}
