// The lease: how a worker takes a pooled connection and gives it back, on the slot table's
// state words alone. The whole algorithm is here (modelled on HikariCP's ConcurrentBag).
//
// Each slot has one 64-bit state word, changed only by compare-and-swap:
//     [ generation:32 | tag:8 | pid:24 ]   (Linux pids fit: pid_max is at most 2^22)
// tag EMPTY     no connection in this slot (the manager may open one here)
//     FREE      a connection is idle in this slot; anyone may lease it
//     LEASED    a worker (pid) is using it; only that worker changes it back
//     RESERVED  the manager holds it (opening, pinging, resetting, replacing it), or a worker
//               handed it back to be cleaned and the manager is about to
//     BROKEN    its holder found it unusable; the manager will discard and replace it
// The generation changes whenever the slot's connection is replaced, so a worker that cached
// the fd of (slot, generation) knows when its cached fd is stale.
//
// acquire: try the FREE slots this process already holds an fd for (affinity: no fd request
//   to the manager), then any FREE slot, by CAS FREE -> LEASED(pid) (try_lease_any). If none
//   is FREE, the caller asks the manager to open one (if a slot is EMPTY) and waits
//   (wait_and_lease): it registers as a waiter, scans once more (a release between its scan
//   and its registration is not lost), and sleeps on the pool's futex word until a release
//   bumps it or the slice ends.
// release: CAS LEASED(pid) -> FREE, then, if anyone waits, bump the futex word and wake one
//   (wake_waiters). The manager wakes waiters the same way when it frees a slot, and wakes
//   all of them when a connect failed, so that they can give up early.
// Two atomic operations on the hot path when a slot is free; no lock anywhere.
#pragma once

#include <sys/types.h>

#include <cstdint>

#include "core/protocol/capabilities.h"
#include "core/segment/slot_table.h"

namespace mysqlpool {

class PoolAttachment;

// A worker's lease on a slot, with the connection's fd in this process.
struct Lease {
  PoolAttachment* pool = nullptr;
  uint32_t slot = 0;
  uint32_t generation = 0;
  int fd = -1;
  pid_t holder = 0;  // the process that took it: a forked child must not use or release it
  uint64_t since_us = 0;  // when it was taken (for the leased-time counter)
  proto::Capabilities caps;
  bool active() const { return pool != nullptr; }
};

// CAS slot FREE -> LEASED(pid). On success *generation is the leased connection's generation.
bool try_lease_slot(SlotTable& table, uint32_t slot, uint32_t pid, uint32_t* generation);

// One pass: the `preferred` slots first (those whose fd the caller holds), then every slot.
// Returns the slot index, or -1 if none was FREE.
int try_lease_any(SlotTable& table, uint32_t pid, const uint32_t* preferred, uint32_t n_preferred,
                  uint32_t* generation);

// Registers as a waiter, scans once more, and sleeps up to timeout_ms for a release (at most
// 10 ms when all 64 waiter_pids entries are taken: then it is not counted). Returns
// the slot leased by the second scan, or -1 (woken or timed out: the caller scans again).
int wait_and_lease(SlotTable& table, uint32_t pid, const uint32_t* preferred,
                   uint32_t n_preferred, int timeout_ms, uint32_t* generation);

// CAS LEASED(pid) -> `to` (FREE normally; BROKEN to hand it to the manager for discarding;
// RESERVED when the manager is told to take it over for a reset). Wakes a waiter when the
// slot becomes FREE. Returns false if the slot was not leased by pid at that generation (the
// manager reclaimed it): the caller must then not use it.
bool release_slot(SlotTable& table, uint32_t slot, uint32_t generation, uint32_t pid,
                  SlotTag to = SlotTag::Free);

// A slot may have become FREE, or waiting is pointless (a connect failed): wake `count`
// waiters (all of them with kWakeAll).
constexpr int kWakeAll = INT32_MAX;
void wake_waiters(SlotTable& table, int count);

// The manager's side of the waiter count: waiters whose process is gone (SIGKILLed in their
// sleep) are taken off `waiters`, each exactly once. Returns how many.
uint32_t reap_dead_waiters(SlotTable& table);

// Counts by tag, for stats (a racy snapshot).
struct SlotCounts {
  uint32_t empty = 0, free = 0, leased = 0, reserved = 0, broken = 0;
  uint32_t open() const { return free + leased + reserved + broken; }
};
SlotCounts count_slots(const SlotTable& table);

}  // namespace mysqlpool
