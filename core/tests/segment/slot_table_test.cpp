// The slot table itself (core/segment/slot_table.h): the state word, and the checks a mapped
// segment must pass.
#include <gtest/gtest.h>
#include <sys/mman.h>
#include <unistd.h>

#include "core/segment/slot_table.h"

using namespace mysqlpool;

TEST(SlotTable, state_word_round_trips) {
  SlotState s = SlotState::unpack(SlotState::pack(0xfffffffe, SlotTag::Leased, 0x123456));
  EXPECT_EQ(s.generation, 0xfffffffeu);
  EXPECT_EQ(s.tag, SlotTag::Leased);
  EXPECT_EQ(s.pid, 0x123456u);
}

TEST(SlotTable, rejects_a_segment_that_is_not_a_slot_table) {
  int fd = memfd_create("not-a-table", MFD_CLOEXEC);
  ASSERT_EQ(ftruncate(fd, kSlotTableBytes), 0);
  EXPECT_EQ(map_slot_table(fd), nullptr);  // zero magic
  ASSERT_EQ(ftruncate(fd, 100), 0);
  EXPECT_EQ(map_slot_table(fd), nullptr);  // wrong size
  close(fd);
}
