// The slot table: one shared-memory segment per pool (a sealed memfd), mapped by the manager
// and by every worker process attached to the pool. Its slots' state words are what the lease
// algorithm (lease.h) changes; it also holds the facts the codec needs about each connection
// (capabilities, charset, baseline) and the pool's counters. Never credentials, never query
// data.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>

#include "core/common/clock.h"
#include "core/common/pool_config.h"  // kMaxSlots

namespace mysqlpool {

constexpr uint32_t kSlotTableMagic = 0x4d59504c;  // "MYPL"
constexpr uint32_t kSlotTableVersion = 8;

enum class SlotTag : uint8_t { Empty = 0, Free = 1, Leased = 2, Reserved = 3, Broken = 4 };

struct SlotState {
  uint32_t generation;
  SlotTag tag;
  uint32_t pid;  // LEASED: the holder; otherwise 0

  static uint64_t pack(uint32_t generation, SlotTag tag, uint32_t pid) {
    return (uint64_t(generation) << 32) | (uint64_t(uint8_t(tag)) << 24) | (pid & 0xffffffu);
  }
  static SlotState unpack(uint64_t word) {
    return SlotState{uint32_t(word >> 32), SlotTag(uint8_t(word >> 24)), uint32_t(word & 0xffffff)};
  }
};

// A server-side prepared statement that stays prepared on a slot's connection across leases
// (slot_statements.h): any worker that leases the connection executes it by its id. Written
// only by whoever holds the slot, like the rest of SlotConnectionInfo.
struct SlotStatement {
  uint64_t key;           // SipHash of (context, text) under the pool's key; 0: an empty entry
  uint64_t columns_hash;  // of the column definitions the server last sent for it here
  uint64_t used;          // the slot's statement_clock when last leased: the oldest goes first
  uint32_t id;            // the server's id for it on this connection
  uint32_t text_size;
  uint16_t params;
  uint16_t columns;
  uint32_t unused;
};
// Per connection; a pool holds at most connections x this many statements on the server.
constexpr uint32_t kSlotStatements = 64;

// Facts about a slot's connection, written by the manager while it holds the slot RESERVED
// and read by the worker that leases it (the CAS that publishes FREE orders these writes).
struct SlotConnectionInfo {
  uint32_t client_caps;   // negotiated client capability bits
  uint32_t mariadb_caps;  // negotiated MariaDB extended capability bits
  uint64_t opened_at_ms;  // CLOCK_MONOTONIC ms
  // The session baseline this connection has (session.h), written by whoever holds the slot:
  // the lease holder after applying one, the manager (0) after a reset or a new connection.
  std::atomic<uint64_t> baseline_hash;
  // What quoting depends on, as the server last reported it for this connection: the client
  // charset (session tracker; empty: unknown) and NO_BACKSLASH_ESCAPES (status flags).
  // Written like baseline_hash; the state CAS that hands the slot over orders the writes.
  char charset[32];
  uint8_t no_backslash_escapes;
  // COM_SET_OPTION turned several-statements-per-query off (MULTI_STATEMENTS => false).
  uint8_t multi_statements_off;
  // 1: the last holder gave the connection back without a reset, so its session may hold that
  // holder's last sequence values (a draw by a column's DEFAULT shows nowhere); 0 for a new
  // connection and one handed back to be reset. Written by the holder giving it up (in what
  // was padding: the layout is unchanged), read by the next (Session::reset_before_sequence_read).
  uint8_t may_hold_others_sequences;
  // 1: a database was selected on this connection at some time (USE, the schema tracker, or
  // a session whose reports can't be trusted held it). COM_RESET_CONNECTION keeps the current
  // database, so a pool without a database gives such a connection to no handle that has none
  // (Session::take_connection hands it back to be reset). 0 for a new connection, and after
  // the manager's reset with COM_CHANGE_USER to no database (Manager::clean, which writes it
  // while the slot is RESERVED). Written by the lease holder (in what was padding: the layout
  // is unchanged).
  uint8_t schema_selected;
  // The id the server gave the last statement prepared on this connection (ids count up per
  // connection), written by the lease holder; 0 for a new connection. A PREPARE sent with an
  // EXECUTE names last_statement_id + 1 (Session::execute_prepared): a stale value only costs
  // a round trip, since no live statement can have that id.
  uint32_t last_statement_id;
  // Who the connection is on the server, so that a worker that finds the manager dead can
  // end it with KILL when it holds no fd for it (attachment.cpp, end_unheld_connections).
  // With opened_at_ms it names the connection only within the server's run that it was
  // opened in (Session::end_orphans).
  uint64_t thread_id;
  // A TLS session's record sequence numbers (tls_records.h), as the last holder left them:
  // written by whoever holds the slot when it gives it up (the lease holder at release and
  // hand-back, the manager after it opened or cleaned the connection), read by the next.
  // Not secret; the keys never come here. A holder that dies leaves them stale, which is one
  // more reason its connection is closed, never reused (closed_dead_holder).
  uint64_t tls_write_seq;
  uint64_t tls_read_seq;
  // The statements prepared on this connection (slot_statements.h). Emptied by the manager
  // for a new connection and after every reset (publish_session_facts), by a worker after a
  // reset of its own.
  uint64_t statement_clock;
  SlotStatement statements[kSlotStatements];
};

struct alignas(64) Slot {
  std::atomic<uint64_t> state;
  std::atomic<uint64_t> last_release_ms;  // for idle_timeout
  // Set by a worker that hands its lease back for cleaning (LEASED -> RESERVED, then a Reset
  // message); whoever takes the job (the manager's Reset handler, or upkeep when the message
  // never came) swaps it back to 0 first.
  std::atomic<uint64_t> handed_back_ms;
  std::atomic<uint64_t> leased_since_ms;  // when the current lease began (leak warnings)
  // 1 + the CPU that took in the server's last packet on it, as its last holder gave it back
  // (SO_INCOMING_CPU; 0: not known). Over loopback, the CPU its server thread last ran on.
  std::atomic<uint32_t> server_cpu;
  SlotConnectionInfo info;
};

// Counters a user can act on: one per cause (like Go's DBStats).
struct PoolCounters {
  std::atomic<uint64_t> leases;  // successful acquires
  std::atomic<uint64_t> waits;   // acquires that had to wait
  std::atomic<uint64_t> wait_ms_total;
  std::atomic<uint64_t> acquire_timeouts;
  std::atomic<uint64_t> opened;  // connections opened by the manager
  std::atomic<uint64_t> open_failures;
  std::atomic<uint64_t> closed_broken;       // discarded: broken, found stale, or unknown state
  std::atomic<uint64_t> closed_dead_holder;  // discarded: its holder died while leasing it
  std::atomic<uint64_t> closed_lifetime;     // closed: max_lifetime
  std::atomic<uint64_t> closed_idle;         // closed: idle_timeout
  std::atomic<uint64_t> resets;              // handed back with session state: reset by the manager
  std::atomic<uint64_t> rollbacks;           // handed back inside a transaction
  std::atomic<uint64_t> leased_us_total;     // time connections spent leased, all holders
  std::atomic<uint64_t> baseline_statements;  // sent to bring a connection to a handle's baseline
  std::atomic<uint64_t> baseline_resets;      // resets for that (another baseline was there)
  std::atomic<uint64_t> leak_warnings;        // leases held longer than leak_warning_ms
  // Handles closed, or requests ended, inside a transaction: rolled back silently, as
  // pdo_mysql does (a warning would break code that turns warnings into exceptions).
  std::atomic<uint64_t> rollbacks_at_close;
  // Waiters woken by a release, and those of them that found the slot taken by a process that
  // had not waited (they sleep again): what waiting costs in wake-ups that buy nothing.
  std::atomic<uint64_t> wakeups;
  std::atomic<uint64_t> empty_wakeups;
  // Closed because the manager retired (a manager of another version took over) or stopped.
  std::atomic<uint64_t> closed_retired;
};

// Every counter by name: mysqlpool_stats() and phpinfo() list them from this one table.
struct CounterField {
  const char* name;
  std::atomic<uint64_t> PoolCounters::*field;
};
constexpr CounterField kCounterFields[] = {
    {"leases", &PoolCounters::leases},
    {"waits", &PoolCounters::waits},
    {"wait_ms_total", &PoolCounters::wait_ms_total},
    {"acquire_timeouts", &PoolCounters::acquire_timeouts},
    {"opened", &PoolCounters::opened},
    {"open_failures", &PoolCounters::open_failures},
    {"closed_broken", &PoolCounters::closed_broken},
    {"closed_dead_holder", &PoolCounters::closed_dead_holder},
    {"closed_lifetime", &PoolCounters::closed_lifetime},
    {"closed_idle", &PoolCounters::closed_idle},
    {"resets", &PoolCounters::resets},
    {"rollbacks", &PoolCounters::rollbacks},
    {"leased_us_total", &PoolCounters::leased_us_total},
    {"baseline_statements", &PoolCounters::baseline_statements},
    {"baseline_resets", &PoolCounters::baseline_resets},
    {"leak_warnings", &PoolCounters::leak_warnings},
    {"rollbacks_at_close", &PoolCounters::rollbacks_at_close},
    {"wakeups", &PoolCounters::wakeups},
    {"empty_wakeups", &PoolCounters::empty_wakeups},
    {"closed_retired", &PoolCounters::closed_retired},
};

// The upper bounds (µs) of the lease histograms' buckets, 100 µs to 10 s; a last bucket
// (Prometheus' le="+Inf") takes what is longer.
constexpr uint64_t kLeaseBucketBoundsUs[] = {100,     250,     500,     1000,    2500,   5000,
                                             10000,   25000,   50000,   100000,  250000, 500000,
                                             1000000, 2500000, 5000000, 10000000};
constexpr size_t kLeaseBuckets = sizeof kLeaseBucketBoundsUs / sizeof kLeaseBucketBoundsUs[0] + 1;

// How long leases waited or were held: per bucket the leases that fell in it (not cumulative:
// the manager's report sums them for Prometheus) and the sum of all. Written by workers with
// relaxed adds (record_lease_time), read by the manager; racy like every counter.
struct LeaseHistogram {
  std::atomic<uint64_t> buckets[kLeaseBuckets];
  std::atomic<uint64_t> sum_us;
};

// The bucket of a duration: the first whose bound is >= us, else the last.
inline size_t lease_bucket(uint64_t us) {
  size_t i = 0;
  while (i < kLeaseBuckets - 1 && us > kLeaseBucketBoundsUs[i]) i++;
  return i;
}

inline void record_lease_time(LeaseHistogram& h, uint64_t us) {
  h.buckets[lease_bucket(us)].fetch_add(1, std::memory_order_relaxed);
  if (us) h.sum_us.fetch_add(us, std::memory_order_relaxed);
}

// Waiters with an entry in the queue at once; more wait uncounted (lease.h).
constexpr uint32_t kWaiterEntries = 256;
// A waiter entry's futex word. Zero, what a new segment holds, is awake.
constexpr uint32_t kWaiterAwake = 0;      // not asleep (free, scanning, or leaving)
constexpr uint32_t kWaiterArmed = 1;      // about to sleep or asleep: a release may signal it
constexpr uint32_t kWaiterSignalled = 2;  // a release (or the manager) woke it

struct SlotTableHeader {
  uint32_t magic;
  uint32_t version;
  uint32_t max_slots;             // max_connections of this pool
  std::atomic<uint32_t> waiters;  // workers holding a waiter entry (waiting in acquire)
  // The waiters' queue (lease.h, "waiting"), one entry per waiting worker, in three arrays so
  // that a release reads the signal words alone: who waits (pid, 0: a free entry), so that a
  // waiter killed in its sleep is subtracted from `waiters` by the manager (reap_dead_waiters);
  // its ticket (from next_ticket when it took the entry: the lowest armed one is woken first,
  // and keeps its place however often it wakes to find nothing); and its futex word
  // (kWaiterAwake, kWaiterArmed, kWaiterSignalled). A waiter that finds no free entry is not
  // counted in `waiters` either: it sleeps 10 ms at a time and scans.
  std::atomic<uint32_t> next_ticket;
  std::atomic<uint32_t> waiter_entries_used;  // entries ever taken: a release reads no further
  std::atomic<uint32_t> waiter_pids[kWaiterEntries];
  std::atomic<uint32_t> waiter_tickets[kWaiterEntries];
  std::atomic<uint32_t> waiter_signals[kWaiterEntries];
  std::atomic<uint32_t> open_pending;  // connection opens requested and not yet done
  std::atomic<uint32_t> manager_pid;
  // Written by the manager's upkeep every second: a worker that sees it stale checks whether
  // the manager is gone (a syscall it otherwise never makes on the hot path).
  std::atomic<uint64_t> manager_heartbeat_ms;
  std::atomic<uint32_t> connect_attempts;    // bumped after every connect attempt, good or bad
  std::atomic<uint32_t> last_connect_errno;  // error of the latest attempt (0: it worked)
  char last_connect_error[256];              // its message (written by the manager only)
  char server_version[64];                   // from the first handshake, e.g. "10.11.19-MariaDB"
  char tls[64];  // the first connection's TLS, "TLSv1.3 TLS_AES_256_GCM_SHA384"; empty: none
  // The key of the statements' hashes (SlotStatement::key), random per pool: SQL text can't
  // be written to collide with another statement's without it.
  uint64_t statement_hash_key[2];
  PoolCounters counters;
  // Every lease's wait (0 for one that found a slot free at once) and hold time.
  LeaseHistogram lease_wait;
  LeaseHistogram lease_hold;
};

struct alignas(64) SlotTable {
  SlotTableHeader header;
  Slot slots[kMaxSlots];

  // The slots in use, never past the array: any process of the uid can write the segment, so
  // processes that size arrays of their own by the pool keep their own count (manager.cpp,
  // attachment.cpp) and check every slot number against it.
  uint32_t size() const { return header.max_slots < kMaxSlots ? header.max_slots : kMaxSlots; }
};

// Segment size to map.
constexpr size_t kSlotTableBytes = sizeof(SlotTable);

// Create an anonymous shared segment (memfd, 0600, sealed size) holding a fresh SlotTable.
// Returns the fd (to pass to workers with SCM_RIGHTS) and maps it at *out. -1 on error.
int create_slot_table(uint32_t max_slots, SlotTable** out);
// Map a segment received from the manager; checks magic, version and size. nullptr on error.
SlotTable* map_slot_table(int fd);
void unmap_slot_table(SlotTable* table);

}  // namespace mysqlpool
