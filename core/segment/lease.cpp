#include "core/segment/lease.h"

#include <linux/futex.h>
#include <sched.h>
#include <signal.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>

namespace mysqlpool {

namespace {

// How long a waiter that found no free waiter entry sleeps before it scans again.
constexpr int kUncountedWaitMs = 10;
// A waiter sleeps in slices, so that a manager that died or a connect that failed is noticed
// while it waits.
constexpr int kWaitSliceMs = 100;

// Futex on a shared (not process-private) word: the segment is mapped by several processes.
// true: woken by a FUTEX_WAKE (not a timeout, nor a word that had moved on already).
bool futex_wait_shared(std::atomic<uint32_t>* word, uint32_t expected, int timeout_ms) {
  struct timespec ts;
  ts.tv_sec = timeout_ms / 1000;
  ts.tv_nsec = long(timeout_ms % 1000) * 1000000;
  long rc =
      syscall(SYS_futex, reinterpret_cast<uint32_t*>(word), FUTEX_WAIT, expected, &ts, nullptr, 0);
  return rc == 0;  // woken, timed out, or the word had moved on: the caller scans either way
}

// 1 + the CPU this thread runs on (glibc reads it from the rseq area: no syscall), 0 if unknown.
uint32_t this_cpu() {
  int cpu = sched_getcpu();
  return cpu < 0 ? 0 : uint32_t(cpu) + 1;
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
  // First a connection whose server thread last ran on this CPU (Slot::server_cpu): the
  // statement then wakes it here, not on another CPU (docs/DESIGN.md, "Which connection").
  const uint32_t here = this_cpu();
  for (uint32_t i = 0; here != 0 && i < n_preferred; i++)
    if (preferred[i] < table.size() &&
        table.slots[preferred[i]].server_cpu.load(std::memory_order_relaxed) == here &&
        try_lease_slot(table, preferred[i], pid, generation))
      return int(preferred[i]);
  for (uint32_t i = 0; i < n_preferred; i++)
    if (preferred[i] < table.size() && try_lease_slot(table, preferred[i], pid, generation))
      return int(preferred[i]);
  for (uint32_t i = 0; i < table.size(); i++)
    if (try_lease_slot(table, i, pid, generation)) return int(i);
  return -1;
}

namespace {

// LEASED(pid, generation) -> `to`, for the three ends of a lease. seq_cst: a release pairs
// with the waiter's increment of `waiters` before it re-scans (release_slot).
bool leave_leased(SlotTable& table, uint32_t slot, uint32_t generation, uint32_t pid, SlotTag to) {
  uint64_t expected = SlotState::pack(generation, SlotTag::Leased, pid);
  uint64_t next = SlotState::pack(generation, to, 0);
  return table.slots[slot].state.compare_exchange_strong(expected, next, std::memory_order_seq_cst,
                                                         std::memory_order_relaxed);
}

// `seen` (with tag `from`) -> RESERVED by the manager, the generation kept.
bool reserve(SlotTable& table, uint32_t slot, SlotState seen, SlotTag from) {
  if (seen.tag != from) return false;
  uint64_t expected = SlotState::pack(seen.generation, seen.tag, seen.pid);
  return table.slots[slot].state.compare_exchange_strong(
      expected, SlotState::pack(seen.generation, SlotTag::Reserved, 0));
}

void wake_one_if_waited_for(SlotTable& table) {
  if (table.header.waiters.load(std::memory_order_seq_cst) > 0) wake_waiters(table, 1);
}

}  // namespace

bool release_slot(SlotTable& table, uint32_t slot, uint32_t generation, uint32_t pid,
                  uint64_t now_ms, uint32_t server_cpu) {
  Slot& s = table.slots[slot];
  s.server_cpu.store(server_cpu, std::memory_order_relaxed);
  // Cleared before anyone can lease it again: the manager's leak warning must never take the
  // next holder's lease for this one.
  s.leased_since_ms.store(0, std::memory_order_relaxed);
  s.last_release_ms.store(now_ms, std::memory_order_relaxed);
  if (!leave_leased(table, slot, generation, pid, SlotTag::Free)) return false;
  // Either the waiter sees this FREE slot in its last scan, or we see it counted and wake it.
  wake_one_if_waited_for(table);
  return true;
}

bool discard_slot(SlotTable& table, uint32_t slot, uint32_t generation, uint32_t pid) {
  table.slots[slot].leased_since_ms.store(0, std::memory_order_relaxed);
  return leave_leased(table, slot, generation, pid, SlotTag::Broken);
}

bool hand_back_slot(SlotTable& table, uint32_t slot, uint32_t generation, uint32_t pid,
                    uint64_t now_ms) {
  Slot& s = table.slots[slot];
  s.leased_since_ms.store(0, std::memory_order_relaxed);
  s.handed_back_ms.store(now_ms);  // before the CAS: the manager may claim it right after
  if (leave_leased(table, slot, generation, pid, SlotTag::Reserved)) return true;
  // Not ours any more (the manager reclaimed it): nothing to hand over.
  s.handed_back_ms.compare_exchange_strong(now_ms, 0);
  return false;
}

bool break_free_slot(SlotTable& table, uint32_t slot, SlotState seen) {
  if (seen.tag != SlotTag::Free) return false;
  uint64_t expected = SlotState::pack(seen.generation, seen.tag, seen.pid);
  return table.slots[slot].state.compare_exchange_strong(
      expected, SlotState::pack(seen.generation, SlotTag::Broken, 0), std::memory_order_acq_rel);
}

bool reserve_empty(SlotTable& table, uint32_t slot, SlotState seen) {
  return reserve(table, slot, seen, SlotTag::Empty);
}

bool reserve_free(SlotTable& table, uint32_t slot, SlotState seen) {
  return reserve(table, slot, seen, SlotTag::Free);
}

bool reserve_broken(SlotTable& table, uint32_t slot, SlotState seen) {
  return reserve(table, slot, seen, SlotTag::Broken);
}

bool reclaim_leased(SlotTable& table, uint32_t slot, SlotState seen) {
  return reserve(table, slot, seen, SlotTag::Leased);
}

void publish_free(SlotTable& table, uint32_t slot, uint32_t generation, uint64_t now_ms) {
  Slot& s = table.slots[slot];
  s.last_release_ms.store(now_ms);
  s.leased_since_ms.store(0);
  s.state.store(SlotState::pack(generation, SlotTag::Free, 0));
  wake_one_if_waited_for(table);
}

void unreserve_free(SlotTable& table, uint32_t slot, uint32_t generation) {
  table.slots[slot].state.store(SlotState::pack(generation, SlotTag::Free, 0));
  wake_one_if_waited_for(table);
}

void empty_reserved(SlotTable& table, uint32_t slot) {
  std::atomic<uint64_t>& word = table.slots[slot].state;
  word.store(SlotState::pack(SlotState::unpack(word.load()).generation, SlotTag::Empty, 0));
}

bool claim_handed_back(SlotTable& table, uint32_t slot, uint32_t generation,
                       uint64_t older_than_ms) {
  Slot& s = table.slots[slot];
  SlotState state = SlotState::unpack(s.state.load());
  uint64_t since = s.handed_back_ms.load();
  if (state.tag != SlotTag::Reserved || state.generation != generation || since == 0) return false;
  if (older_than_ms && monotonic_ms() - since < older_than_ms) return false;
  return s.handed_back_ms.compare_exchange_strong(since, 0);
}

LeaseOutcome lease_slot(SlotTable& table, const LeaseRequest& request, LeaseListener& listener) {
  SlotTableHeader& h = table.header;
  LeaseOutcome out;
  uint32_t attempts_seen = h.connect_attempts.load();
  bool asked_to_open = false;
  uint32_t yields = 0;
  const uint32_t max_yields = std::min(request.yields, kMaxWaitYields);
  int slot;
  WaiterPlace place(table, request.pid);  // taken at the first sleep, kept to the end
  for (;;) {
    slot =
        try_lease_any(table, request.pid, request.preferred, request.n_preferred, &out.generation);
    if (slot >= 0) break;
    // Nothing free. Ask for a new connection while the pool has room and no open request is
    // already pending for each waiter, then sleep until a release or the deadline.
    SlotCounts counts = count_slots(table);
    if (counts.empty > 0 && h.open_pending.load() <= h.waiters.load()) {
      attempts_seen = h.connect_attempts.load();
      listener.ask_for_connection();
      asked_to_open = true;
    }
    if (asked_to_open && counts.open() == 0 && h.connect_attempts.load() != attempts_seen &&
        h.last_connect_errno.load() != 0) {
      // The server is down: say so now rather than at the deadline.
      out.result = LeaseResult::ConnectFailed;
      out.connect_errno = h.last_connect_errno.load();
      return out;
    }
    uint64_t now = monotonic_ms();
    if (listener.orphaned()) {
      out.result = LeaseResult::Orphaned;
      return out;
    }
    if (now >= request.deadline_ms) {
      h.counters.acquire_timeouts.fetch_add(1);
      out.result = LeaseResult::TimedOut;
      out.in_use = counts.leased + counts.reserved;
      out.waiting = h.waiters.load();
      return out;
    }
    out.waited = true;
    // A manager that died while we wait is noticed here: its heartbeat stops.
    if (listener.look_for_dead_manager(now)) continue;  // orphaned() above ends the wait
    // Yields before the first sleep (LeaseRequest::yields): at 128 php-fpm workers on 2 CPUs,
    // two cost about 5 % less application CPU than none and make the slowest requests 2-3
    // times slower (under EEVDF a yield moves the task's deadline back a slice, behind the
    // other runnable tasks); docs/RESULTS.md, issue 20.
    if (yields < max_yields) {
      yields++;
      sched_yield();
      continue;
    }
    int slice = int(std::min<uint64_t>(request.deadline_ms - now, kWaitSliceMs));
    slot = place.wait_and_lease(request.preferred, request.n_preferred, slice, &out.generation);
    if (slot >= 0) break;
  }
  out.result = LeaseResult::Leased;
  out.slot = uint32_t(slot);
  return out;
}

WaiterPlace::~WaiterPlace() {
  if (entry_ < 0) return;
  SlotTableHeader& h = table_.header;
  // Awake first, so that no release picks an entry on its way out; a signal that came since
  // the last look was meant for a free slot this waiter did not take: it goes to the next.
  uint32_t was = h.waiter_signals[entry_].exchange(kWaiterAwake, std::memory_order_seq_cst);
  uint32_t mine = pid_;
  if (h.waiter_pids[entry_].compare_exchange_strong(mine, 0, std::memory_order_acq_rel))
    h.waiters.fetch_sub(1, std::memory_order_seq_cst);
  if (was == kWaiterSignalled) wake_one_if_waited_for(table_);
}

bool WaiterPlace::take() {
  SlotTableHeader& h = table_.header;
  // Counted first, then an entry with our pid: whoever clears the entry (we, or the manager
  // if we die) subtracts us, so the count never goes below the waiters it holds.
  h.waiters.fetch_add(1, std::memory_order_seq_cst);
  for (uint32_t i = 0; i < kWaiterEntries; i++) {
    uint32_t none = 0;
    if (!h.waiter_pids[i].compare_exchange_strong(none, pid_, std::memory_order_acq_rel)) continue;
    entry_ = int(i);
    h.waiter_tickets[i].store(h.next_ticket.fetch_add(1, std::memory_order_relaxed),
                              std::memory_order_relaxed);
    // A wake-all may have signalled the entry after its last holder left: it is ours now.
    h.waiter_signals[i].store(kWaiterAwake, std::memory_order_seq_cst);
    uint32_t used = h.waiter_entries_used.load(std::memory_order_relaxed);
    while (used < i + 1 &&
           !h.waiter_entries_used.compare_exchange_weak(used, i + 1, std::memory_order_seq_cst)) {
    }
    return true;
  }
  // Every entry is taken: a count nobody could take back if we were killed in the sleep
  // would stay for the pool's life. Uncounted, we are never woken: sleep in short slices.
  h.waiters.fetch_sub(1, std::memory_order_seq_cst);
  return false;
}

int WaiterPlace::wait_and_lease(const uint32_t* preferred, uint32_t n_preferred, int timeout_ms,
                                uint32_t* generation) {
  SlotTableHeader& h = table_.header;
  if (!tried_) {
    tried_ = true;
    take();
  }
  if (entry_ < 0) {
    int slot = try_lease_any(table_, pid_, preferred, n_preferred, generation);
    if (slot < 0) {
      struct timespec ts = {0, long(std::min(timeout_ms, kUncountedWaitMs)) * 1000000};
      nanosleep(&ts, nullptr);
    }
    return slot;
  }
  std::atomic<uint32_t>& signal = h.waiter_signals[entry_];
  // Armed, then one more scan: a release before the arming is seen by the scan, one after it
  // sees the armed entry (both seq_cst: release_slot's CAS, then its look at the entries).
  uint32_t awake = kWaiterAwake;
  if (!signal.compare_exchange_strong(awake, kWaiterArmed, std::memory_order_seq_cst)) {
    // Signalled while awake (the manager woke everyone): look around before sleeping again.
    signal.store(kWaiterAwake, std::memory_order_seq_cst);
    return try_lease_any(table_, pid_, preferred, n_preferred, generation);
  }
  int slot = try_lease_any(table_, pid_, preferred, n_preferred, generation);
  if (slot >= 0) return slot;  // still armed: the destructor passes on a signal that comes now
  futex_wait_shared(&signal, kWaiterArmed, timeout_ms);
  if (signal.exchange(kWaiterAwake, std::memory_order_seq_cst) == kWaiterSignalled) {
    // Woken for a slot a release freed, unless another process took it first (one that was
    // not waiting: a wake-up that found nothing, counted to show what waiting costs). The
    // place is kept: the next release wakes this waiter again before any that came later.
    slot = try_lease_any(table_, pid_, preferred, n_preferred, generation);
    h.counters.wakeups.fetch_add(1, std::memory_order_relaxed);
    if (slot < 0) h.counters.empty_wakeups.fetch_add(1, std::memory_order_relaxed);
  }
  return slot;
}

uint32_t reap_dead_waiters(SlotTable& table) {
  SlotTableHeader& h = table.header;
  uint32_t reaped = 0;
  bool pass_on = false;
  for (uint32_t i = 0; i < kWaiterEntries; i++) {
    uint32_t pid = h.waiter_pids[i].load(std::memory_order_acquire);
    if (pid == 0 || kill(pid_t(pid), 0) == 0 || errno != ESRCH) continue;
    // The dead can't arm again: its signal goes to the next waiter, if it had one.
    uint32_t was = h.waiter_signals[i].exchange(kWaiterAwake, std::memory_order_seq_cst);
    if (h.waiter_pids[i].compare_exchange_strong(pid, 0, std::memory_order_acq_rel)) {
      h.waiters.fetch_sub(1, std::memory_order_seq_cst);
      reaped++;
      pass_on = pass_on || was == kWaiterSignalled;
    }
  }
  if (pass_on) wake_one_if_waited_for(table);
  return reaped;
}

namespace {

// Signals the armed waiter with the lowest ticket (the longest waiting) and wakes it: one per
// call, never one already signalled and not yet running. False if none is armed.
bool signal_oldest(SlotTableHeader& h) {
  uint32_t n = std::min(h.waiter_entries_used.load(std::memory_order_seq_cst), kWaiterEntries);
  for (int tries = 0; tries < 4; tries++) {  // lost a race for the one picked: pick again
    int best = -1;
    uint32_t best_ticket = 0;
    for (uint32_t i = 0; i < n; i++) {
      if (h.waiter_signals[i].load(std::memory_order_seq_cst) != kWaiterArmed) continue;
      uint32_t ticket = h.waiter_tickets[i].load(std::memory_order_relaxed);
      if (best < 0 || int32_t(ticket - best_ticket) < 0) {  // tickets wrap: compare the distance
        best = int(i);
        best_ticket = ticket;
      }
    }
    if (best < 0) return false;
    uint32_t armed = kWaiterArmed;
    if (h.waiter_signals[best].compare_exchange_strong(armed, kWaiterSignalled,
                                                       std::memory_order_seq_cst)) {
      futex_wake_shared(&h.waiter_signals[best], 1);
      return true;
    }
  }
  return false;
}

}  // namespace

void wake_waiters(SlotTable& table, int count) {
  SlotTableHeader& h = table.header;
  if (count != kWakeAll) {
    for (int i = 0; i < count; i++)
      if (!signal_oldest(h)) return;
    return;
  }
  // Everyone, armed or awake: an awake waiter finds its entry signalled when it arms, and
  // looks around (a failed connect ends its wait) instead of sleeping.
  uint32_t n = std::min(h.waiter_entries_used.load(std::memory_order_seq_cst), kWaiterEntries);
  for (uint32_t i = 0; i < n; i++) {
    if (h.waiter_pids[i].load(std::memory_order_acquire) == 0) continue;
    if (h.waiter_signals[i].exchange(kWaiterSignalled, std::memory_order_seq_cst) == kWaiterArmed)
      futex_wake_shared(&h.waiter_signals[i], 1);
  }
}

SlotCounts count_slots(const SlotTable& table) {
  SlotCounts c;
  for (uint32_t i = 0; i < table.size(); i++) {
    switch (SlotState::unpack(table.slots[i].state.load(std::memory_order_relaxed)).tag) {
      case SlotTag::Empty:
        c.empty++;
        break;
      case SlotTag::Free:
        c.free++;
        break;
      case SlotTag::Leased:
        c.leased++;
        break;
      case SlotTag::Reserved:
        c.reserved++;
        break;
      case SlotTag::Broken:
        c.broken++;
        break;
    }
  }
  return c;
}

}  // namespace mysqlpool
