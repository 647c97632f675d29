// The slot's prepared statements (slot_statements.h): found by key and text size, the least
// recently used one evicted, everything forgotten at once.
#include <gtest/gtest.h>

#include <memory>

#include "core/segment/slot_statements.h"

using namespace mysqlpool;

namespace {
SlotStatement statement(uint64_t key, uint32_t id, uint32_t size = 10) {
  SlotStatement s{};
  s.key = key;
  s.id = id;
  s.text_size = size;
  return s;
}
}  // namespace

TEST(SlotStatements, found_by_key_and_text_size) {
  auto info = std::make_unique<SlotConnectionInfo>();
  clear_slot_statements(*info);
  EXPECT_EQ(find_slot_statement(*info, 7, 10), -1);
  int k = free_slot_statement(*info);
  ASSERT_GE(k, 0);
  put_slot_statement(*info, k, statement(7, 100));
  EXPECT_EQ(find_slot_statement(*info, 7, 10), k);
  EXPECT_EQ(find_slot_statement(*info, 7, 11), -1);  // same hash, another length: not it
  EXPECT_TRUE(slot_statement_id_taken(*info, 100));
  EXPECT_FALSE(slot_statement_id_taken(*info, 101));
  erase_slot_statement(*info, k);
  EXPECT_EQ(find_slot_statement(*info, 7, 10), -1);
  EXPECT_FALSE(slot_statement_id_taken(*info, 100));
}

TEST(SlotStatements, the_least_recently_used_goes_first) {
  auto info = std::make_unique<SlotConnectionInfo>();
  clear_slot_statements(*info);
  EXPECT_EQ(oldest_slot_statement(*info), -1);
  for (uint32_t i = 0; i < kSlotStatements; i++)
    put_slot_statement(*info, free_slot_statement(*info), statement(i + 1, i + 1));
  EXPECT_EQ(free_slot_statement(*info), -1);
  // the first one used again: the second is now the oldest
  touch_slot_statement(*info, find_slot_statement(*info, 1, 10));
  int oldest = oldest_slot_statement(*info);
  EXPECT_EQ(info->statements[oldest].key, 2u);
  erase_slot_statement(*info, oldest);
  EXPECT_EQ(free_slot_statement(*info), oldest);
  clear_slot_statements(*info);
  EXPECT_EQ(oldest_slot_statement(*info), -1);
  for (uint32_t i = 0; i < kSlotStatements; i++) EXPECT_EQ(info->statements[i].key, 0u);
}

TEST(SlotStatements, keys_depend_on_context_text_and_the_pools_key) {
  auto a = std::make_unique<SlotTable>();
  auto b = std::make_unique<SlotTable>();
  a->header.statement_hash_key[0] = 1;
  b->header.statement_hash_key[0] = 2;
  EXPECT_NE(slot_statement_key(*a, 0, "SELECT ?"), slot_statement_key(*a, 1, "SELECT ?"));
  EXPECT_NE(slot_statement_key(*a, 0, "SELECT ?"), slot_statement_key(*a, 0, "SELECT ? "));
  EXPECT_NE(slot_statement_key(*a, 0, "SELECT ?"), slot_statement_key(*b, 0, "SELECT ?"));
  EXPECT_EQ(slot_statement_key(*a, 0, "SELECT ?"), slot_statement_key(*a, 0, "SELECT ?"));
  EXPECT_NE(slot_statement_key(*a, 0, ""), 0u);  // 0 is an empty entry
}
