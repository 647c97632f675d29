// The lease: every change of a slot's state word, and how a worker waits for a FREE slot, on
// the slot table alone. The whole algorithm is here (modelled on HikariCP's ConcurrentBag);
// the segment knows nothing of MySQL or of the control socket.
//
// Each slot has one 64-bit state word, changed only by the transitions below:
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
// Transitions (as pgbouncer's change_server_state: one function each, and no other code
// writes the word). A worker moves only its own leases and FREE slots; the manager holds a
// slot RESERVED while it works on it, so its stores out of RESERVED race with nobody.
//   by          from -> to                 function          why
//   worker      FREE -> LEASED(pid)        try_lease_slot    lease (try_lease_any, lease_slot)
//   worker      LEASED(pid) -> FREE        release_slot      clean and idle: wakes a waiter
//   worker      LEASED(pid) -> BROKEN      discard_slot      unusable: the manager replaces it
//   worker      LEASED(pid) -> RESERVED    hand_back_slot    the manager cleans it (Reset)
//   worker      FREE -> BROKEN             break_free_slot   the manager is dead: lease it to
//   nobody manager     EMPTY -> RESERVED          reserve_empty     to open a connection into it
//   manager     FREE -> RESERVED           reserve_free      to close it, or to ask the server over
//   it manager     BROKEN -> RESERVED         reserve_broken    to replace it manager LEASED(pid)
//   -> RESERVED    reclaim_leased    its holder died manager     RESERVED -> FREE(g) publish_free
//   opened (g+1) or cleaned: idle from now manager     RESERVED -> FREE           unreserve_free
//   taken for a question only: idle time kept manager     RESERVED -> EMPTY          empty_reserved
//   the connect failed, or the old session ended
// claim_handed_back changes no state: it picks the one taker of a handed-back slot's cleaning.
//
// lease_slot (acquire): try the FREE slots this process already holds an fd for (affinity:
//   no fd request to the manager), those whose server thread last ran on this CPU first,
//   then any FREE slot, by CAS FREE -> LEASED(pid)
//   (try_lease_any). If none is FREE, ask the manager for a connection through the listener
//   (if a slot is EMPTY: HikariCP's addBagItem), yield the CPU twice and scan, then wait
//   (WaiterPlace): take an entry in the waiters' queue with a ticket, arm its futex word, scan
//   once more (a release between the scan and the arming is not lost), and sleep on the word
//   until a release signals it or the slice ends; until the deadline, a failed connect into
//   an empty pool, or the manager's death. The entry and its ticket are kept to the end.
// release: CAS LEASED(pid) -> FREE, then, if anyone waits, signal the armed waiter with the
//   lowest ticket and wake it (wake_waiters). The manager wakes waiters the same way when it
//   frees a slot, and all of them when a connect failed, so that they can give up early.
// Two atomic operations on the hot path when a slot is free; no lock anywhere.
#pragma once

#include <cstdint>

#include "core/common/pool_config.h"  // kMaxWaitYields
#include "core/segment/slot_table.h"

namespace mysqlpool {

// ---- transitions: a worker's ----

// FREE -> LEASED(pid). On success *generation is the leased connection's generation.
bool try_lease_slot(SlotTable& table, uint32_t slot, uint32_t pid, uint32_t* generation);

// One pass: the `preferred` slots (those whose fd the caller holds) whose server thread last
// ran on the caller's CPU (Slot::server_cpu), then the other `preferred` ones, then every
// slot. Returns the slot index, or -1 if none was FREE.
int try_lease_any(SlotTable& table, uint32_t pid, const uint32_t* preferred, uint32_t n_preferred,
                  uint32_t* generation);

// LEASED(pid, generation) -> FREE, idle since now_ms, its server thread last on server_cpu
// (Slot::server_cpu; 0: not known); wakes a waiter. The three ends of a lease return false if
// the slot was not leased by pid at that generation (the manager reclaimed it): the caller
// must then not use it, nor tell the manager anything.
bool release_slot(SlotTable& table, uint32_t slot, uint32_t generation, uint32_t pid,
                  uint64_t now_ms, uint32_t server_cpu = 0);
// LEASED(pid, generation) -> BROKEN: the manager is to replace the connection (Discard).
bool discard_slot(SlotTable& table, uint32_t slot, uint32_t generation, uint32_t pid);
// LEASED(pid, generation) -> RESERVED, handed back at now_ms: the manager is to clean it
// (Reset), or upkeep to replace it if that message never comes.
bool hand_back_slot(SlotTable& table, uint32_t slot, uint32_t generation, uint32_t pid,
                    uint64_t now_ms);
// FREE -> BROKEN, from the word `seen`: a worker that found the pool's manager dead takes an
// idle connection so that nobody leases it before it is ended. False if it changed meanwhile.
bool break_free_slot(SlotTable& table, uint32_t slot, SlotState seen);

// ---- transitions: the manager's ----

// EMPTY, FREE, BROKEN or LEASED(pid) -> RESERVED, from the word `seen` (which must have that
// tag), keeping its generation. False if the word is no longer `seen`.
bool reserve_empty(SlotTable& table, uint32_t slot, SlotState seen);
bool reserve_free(SlotTable& table, uint32_t slot, SlotState seen);
bool reserve_broken(SlotTable& table, uint32_t slot, SlotState seen);
bool reclaim_leased(SlotTable& table, uint32_t slot, SlotState seen);
// RESERVED -> FREE at `generation`: a connection opened (the old generation + 1) or cleaned
// (the same), idle since now_ms. Wakes a waiter.
void publish_free(SlotTable& table, uint32_t slot, uint32_t generation, uint64_t now_ms);
// RESERVED -> FREE at `generation`, as it was before reserve_free: its idle time runs on.
// Wakes a waiter.
void unreserve_free(SlotTable& table, uint32_t slot, uint32_t generation);
// RESERVED -> EMPTY, keeping the generation: no connection in the slot any more.
void empty_reserved(SlotTable& table, uint32_t slot);
// A slot a worker handed back at `generation` (RESERVED, handed_back_ms set), handed back
// at least older_than_ms ago (0: any time): exactly one taker (the Reset handler, or upkeep
// when the message never came) swaps handed_back_ms to 0 and owns the cleaning.
bool claim_handed_back(SlotTable& table, uint32_t slot, uint32_t generation,
                       uint64_t older_than_ms = 0);

// ---- waiting ----

// What the wait loop asks of the process that waits (HikariCP's IBagStateListener).
class LeaseListener {
 public:
  // No slot is FREE, one is EMPTY, and fewer opens are pending than waiters: ask the
  // manager to open a connection (no reply; a failure shows in the segment).
  virtual void ask_for_connection() = 0;
  // The manager that served the pool is known to be gone: waiting is pointless.
  virtual bool orphaned() const = 0;
  // Before each sleep: look whether the manager died (its heartbeat stopped). True if gone.
  virtual bool look_for_dead_manager(uint64_t now_ms) = 0;

 protected:
  ~LeaseListener() = default;
};

struct LeaseRequest {
  uint32_t pid = 0;
  const uint32_t* preferred = nullptr;  // slots whose fd the caller holds: tried first
  uint32_t n_preferred = 0;
  uint64_t deadline_ms = 0;  // monotonic
  // sched_yield()s before the first sleep (mysqlpool.wait_yields, at most kMaxWaitYields): a
  // holder that runs meanwhile releases and the connection is taken without a futex sleep.
  uint32_t yields = 0;
};

enum class LeaseResult {
  Leased,         // slot, generation
  ConnectFailed,  // the pool has no connection and a connect asked for failed: connect_errno
  Orphaned,       // the manager went away (listener.orphaned())
  TimedOut,       // none FREE by the deadline (counted in acquire_timeouts): in_use, waiting
};

struct LeaseOutcome {
  LeaseResult result = LeaseResult::TimedOut;
  uint32_t slot = 0;
  uint32_t generation = 0;
  bool waited = false;         // it slept at least once
  uint32_t connect_errno = 0;  // ConnectFailed: the segment's last_connect_errno
  uint32_t in_use = 0;         // TimedOut: slots LEASED or RESERVED at the last look
  uint32_t waiting = 0;        // TimedOut: waiters at the last look
};

// The whole wait of an acquire (HikariCP's borrow): scan, ask for a connection through the
// listener, sleep, scan, until a slot is leased or the wait is pointless.
LeaseOutcome lease_slot(SlotTable& table, const LeaseRequest& request, LeaseListener& listener);

// A waiter's place in the pool's queue (SlotTableHeader: waiter_pids, _tickets, _signals):
// taken at its first sleep, kept across its slices and across wake-ups that found nothing, and
// given up when the acquire ends (destructor). A release signals the armed waiter with the
// lowest ticket, on that waiter's own futex word: the one waiting longest is woken first, one
// waiter per release, none twice. A process that had not waited may still take the freed
// slot first (barging: the connection is never idle while a waiter is being scheduled); the
// woken waiter then sleeps again with its ticket.
class WaiterPlace {
 public:
  WaiterPlace(SlotTable& table, uint32_t pid) : table_(table), pid_(pid) {}
  ~WaiterPlace();
  WaiterPlace(const WaiterPlace&) = delete;
  WaiterPlace& operator=(const WaiterPlace&) = delete;

  // Takes an entry (the first time), arms it, scans once more, and sleeps up to timeout_ms
  // for a release (at most 10 ms when all kWaiterEntries entries are taken: then it is not
  // counted, and not woken); woken by a release, scans again (counted in `wakeups`, and in
  // `empty_wakeups` when another process took the slot first). Returns the slot leased by a
  // scan, or -1 (the caller scans again).
  int wait_and_lease(const uint32_t* preferred, uint32_t n_preferred, int timeout_ms,
                     uint32_t* generation);

 private:
  bool take();

  SlotTable& table_;
  uint32_t pid_;
  bool tried_ = false;  // take() was called
  int entry_ = -1;      // the entry held, or -1
};

// A slot may have become FREE: signal the `count` longest-waiting armed waiters; or waiting
// is pointless (a connect failed): with kWakeAll, every waiter, armed or not.
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
