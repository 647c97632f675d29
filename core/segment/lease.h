// Lease and release on a SlotTable: the hot path. See slot_table.h for the algorithm.
// These functions touch only shared memory; fds and the manager are the PoolClient's business.
#pragma once

#include <cstdint>

#include "core/segment/slot_table.h"

namespace mysqlpool {

// CAS slot FREE -> LEASED(pid). On success *generation is the leased connection's generation.
bool try_lease_slot(SlotTable& table, uint32_t slot, uint32_t pid, uint32_t* generation);

// One pass: the `preferred` slots first (those whose fd the caller holds), then every slot.
// Returns the slot index, or -1 if none was FREE.
int try_lease_any(SlotTable& table, uint32_t pid, const uint32_t* preferred, uint32_t n_preferred,
                  uint32_t* generation);

// CAS LEASED(pid) -> `to` (FREE normally; BROKEN to hand it to the manager for discarding;
// RESERVED when the manager is told to take it over for a reset). Wakes a waiter when the
// slot becomes FREE. Returns false if the slot was not leased by pid at that generation (the
// manager reclaimed it): the caller must then not use it.
bool release_slot(SlotTable& table, uint32_t slot, uint32_t generation, uint32_t pid,
                  SlotTag to = SlotTag::Free);

// Counts by tag, for stats (a racy snapshot).
struct SlotCounts {
  uint32_t empty = 0, free = 0, leased = 0, reserved = 0, broken = 0;
  uint32_t open() const { return free + leased + reserved + broken; }
};
SlotCounts count_slots(const SlotTable& table);

}  // namespace mysqlpool
