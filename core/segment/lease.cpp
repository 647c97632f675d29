#include "core/segment/lease.h"

#include <linux/futex.h>
#include <signal.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>

namespace mysqlpool {

namespace {

// How long a waiter that found no free waiter_pids entry sleeps before it scans again.
constexpr int kUncountedWaitMs = 10;

// Futex on a shared (not process-private) word: the segment is mapped by several processes.
void futex_wait_shared(std::atomic<uint32_t>* word, uint32_t expected, int timeout_ms) {
  struct timespec ts;
  ts.tv_sec = timeout_ms / 1000;
  ts.tv_nsec = long(timeout_ms % 1000) * 1000000;
  long rc = syscall(SYS_futex, reinterpret_cast<uint32_t*>(word), FUTEX_WAIT, expected, &ts,
                    nullptr, 0);
  (void)rc;  // woken, timed out, or the word had moved on: the caller scans again either way
}

void futex_wake_shared(std::atomic<uint32_t>* word, int count) {
  syscall(SYS_futex, reinterpret_cast<uint32_t*>(word), FUTEX_WAKE, count, nullptr, nullptr, 0);
}

}  // namespace

bool try_lease_slot(SlotTable& table, uint32_t slot, uint32_t pid, uint32_t* generation) {
  std::atomic<uint64_t>& word = table.slots[slot].state;
  uint64_t seen = word.load(std::memory_order_relaxed);
  SlotState s = SlotState::unpack(seen);
  if (s.tag != SlotTag::Free) return false;
  uint64_t leased = SlotState::pack(s.generation, SlotTag::Leased, pid);
  if (!word.compare_exchange_strong(seen, leased, std::memory_order_acquire,
                                    std::memory_order_relaxed))
    return false;
  *generation = s.generation;
  return true;
}

int try_lease_any(SlotTable& table, uint32_t pid, const uint32_t* preferred, uint32_t n_preferred,
                  uint32_t* generation) {
  for (uint32_t i = 0; i < n_preferred; i++)
    if (preferred[i] < table.size() && try_lease_slot(table, preferred[i], pid, generation))
      return int(preferred[i]);
  for (uint32_t i = 0; i < table.size(); i++)
    if (try_lease_slot(table, i, pid, generation)) return int(i);
  return -1;
}

bool release_slot(SlotTable& table, uint32_t slot, uint32_t generation, uint32_t pid, SlotTag to) {
  uint64_t expected = SlotState::pack(generation, SlotTag::Leased, pid);
  uint64_t next = SlotState::pack(generation, to, 0);
  if (!table.slots[slot].state.compare_exchange_strong(expected, next, std::memory_order_seq_cst,
                                                       std::memory_order_relaxed))
    return false;
  // seq_cst pairs with the waiter's increment of `waiters` before it re-scans: either the
  // waiter sees this FREE slot, or we see the waiter and wake it.
  if (to == SlotTag::Free && table.header.waiters.load(std::memory_order_seq_cst) > 0)
    wake_waiters(table, 1);
  return true;
}

int wait_and_lease(SlotTable& table, uint32_t pid, const uint32_t* preferred,
                   uint32_t n_preferred, int timeout_ms, uint32_t* generation) {
  SlotTableHeader& h = table.header;
  // Counted first, then an entry with our pid: whoever clears the entry (we, or the manager
  // if we die) subtracts us, so the count never goes below the waiters it holds.
  h.waiters.fetch_add(1, std::memory_order_seq_cst);
  std::atomic<uint32_t>* entry = nullptr;
  for (auto& e : h.waiter_pids) {
    uint32_t none = 0;
    if (e.compare_exchange_strong(none, pid, std::memory_order_acq_rel)) {
      entry = &e;
      break;
    }
  }
  if (!entry) {
    // Every entry is taken: a count nobody could take back if we were killed in the sleep
    // would stay for the pool's life. Uncounted, we may not be woken: sleep in short slices.
    h.waiters.fetch_sub(1, std::memory_order_seq_cst);
    timeout_ms = std::min(timeout_ms, kUncountedWaitMs);
  }
  uint32_t seq = h.release_seq.load(std::memory_order_seq_cst);
  int slot = try_lease_any(table, pid, preferred, n_preferred, generation);
  if (slot < 0) futex_wait_shared(&h.release_seq, seq, timeout_ms);
  uint32_t mine = pid;
  if (entry && entry->compare_exchange_strong(mine, 0, std::memory_order_acq_rel))
    h.waiters.fetch_sub(1, std::memory_order_seq_cst);
  return slot;
}

uint32_t reap_dead_waiters(SlotTable& table) {
  SlotTableHeader& h = table.header;
  uint32_t reaped = 0;
  for (auto& e : h.waiter_pids) {
    uint32_t pid = e.load(std::memory_order_acquire);
    if (pid == 0 || kill(pid_t(pid), 0) == 0 || errno != ESRCH) continue;
    if (e.compare_exchange_strong(pid, 0, std::memory_order_acq_rel)) {
      h.waiters.fetch_sub(1, std::memory_order_seq_cst);
      reaped++;
    }
  }
  return reaped;
}

void wake_waiters(SlotTable& table, int count) {
  table.header.release_seq.fetch_add(1, std::memory_order_seq_cst);
  futex_wake_shared(&table.header.release_seq, count);
}

SlotCounts count_slots(const SlotTable& table) {
  SlotCounts c;
  for (uint32_t i = 0; i < table.size(); i++) {
    switch (SlotState::unpack(table.slots[i].state.load(std::memory_order_relaxed)).tag) {
      case SlotTag::Empty: c.empty++; break;
      case SlotTag::Free: c.free++; break;
      case SlotTag::Leased: c.leased++; break;
      case SlotTag::Reserved: c.reserved++; break;
      case SlotTag::Broken: c.broken++; break;
    }
  }
  return c;
}

}  // namespace mysqlpool
