// The lease algorithm (core/segment/lease.h) on shared memory alone: leasing, waiting and
// waking, its transitions and its wait loop, with no manager and no server.
#include <gtest/gtest.h>
#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

#include "core/segment/lease.h"
#include "core/segment/slot_table.h"

using namespace mysqlpool;

namespace {

SlotState state_of(const SlotTable& t, uint32_t slot) {
  return SlotState::unpack(t.slots[slot].state.load());
}

// A fresh table (every slot EMPTY at generation 0) whose n slots the "manager" opened:
// EMPTY -> RESERVED -> FREE at generation 1, as open_one does.
SlotTable* table_with_free_slots(uint32_t n) {
  SlotTable* t = nullptr;
  int fd = create_slot_table(n, &t);
  EXPECT_GE(fd, 0);
  close(fd);
  for (uint32_t i = 0; i < n; i++) {
    EXPECT_TRUE(reserve_empty(*t, i, state_of(*t, i)));
    publish_free(*t, i, state_of(*t, i).generation + 1, monotonic_ms());
  }
  return t;
}

// One slot, leased by pid 1 at *gen: whoever comes next waits.
SlotTable* table_with_its_one_slot_leased(uint32_t* gen) {
  SlotTable* t = table_with_free_slots(1);
  EXPECT_EQ(try_lease_any(*t, 1, nullptr, 0, gen), 0);
  return t;
}

// A child process that waits in the queue as an acquire does (one WaiterPlace, its place kept
// across slices of slice_ms) until it leases a slot (exit 0) or total_ms have passed (exit 1).
pid_t fork_waiter(SlotTable* t, uint64_t total_ms, int slice_ms = 1000) {
  pid_t kid = fork();
  if (kid != 0) return kid;
  uint64_t deadline = monotonic_ms() + total_ms;
  uint32_t g;
  int slot = -1;
  {
    WaiterPlace place(*t, uint32_t(getpid()));  // given up before _exit, as lease_slot does
    while (slot < 0 && monotonic_ms() < deadline)
      slot = place.wait_and_lease(nullptr, 0, slice_ms, &g);
  }
  _exit(slot >= 0 ? 0 : 1);
}

// Children not reaped yet are SIGKILLed (stopped or not) and reaped at the end of the scope: a
// failed assertion that returns early leaves none behind. (An unreaped child's pid can't have
// been reused; a reaped one's is never signalled.)
struct KillAtEnd {
  std::vector<pid_t> pids;
  ~KillAtEnd() {
    for (pid_t p : pids)
      if (waitpid(p, nullptr, WNOHANG) == 0 && kill(p, SIGKILL) == 0) waitpid(p, nullptr, 0);
  }
};

// The process holds a waiter entry and sleeps (in the futex).
bool asleep_in_queue(SlotTable* t, pid_t kid) {
  bool entry = false;
  for (auto& e : t->header.waiter_pids) entry = entry || e.load() == uint32_t(kid);
  FILE* f = fopen(("/proc/" + std::to_string(kid) + "/stat").c_str(), "r");
  char state = '?';
  if (f) {
    int c;
    while ((c = fgetc(f)) != EOF && c != ')') {
    }
    if (fscanf(f, " %c", &state) != 1) state = '?';
    fclose(f);
  }
  return entry && state == 'S';
}

bool wait_until_asleep(SlotTable* t, pid_t kid) {
  for (int i = 0; i < 1000 && !asleep_in_queue(t, kid); i++) usleep(5000);
  return asleep_in_queue(t, kid);
}

bool exited_with(pid_t kid, int code, int within_ms) {
  int status;
  for (int i = 0; i < within_ms / 5; i++) {
    if (waitpid(kid, &status, WNOHANG) == kid)
      return WIFEXITED(status) && WEXITSTATUS(status) == code;
    usleep(5000);
  }
  return false;
}

}  // namespace

TEST(Lease, lease_prefers_slots_this_process_holds) {
  SlotTable* t = table_with_free_slots(8);
  uint32_t preferred[] = {5};
  uint32_t gen;
  EXPECT_EQ(try_lease_any(*t, 42, preferred, 1, &gen), 5);
  EXPECT_EQ(gen, 1u);
  EXPECT_EQ(try_lease_any(*t, 42, preferred, 1, &gen), 0);  // 5 is taken: first free
  EXPECT_TRUE(release_slot(*t, 5, 1, 42, monotonic_ms()));
  EXPECT_FALSE(release_slot(*t, 5, 1, 42, monotonic_ms())) << "a second release must fail";
  EXPECT_FALSE(release_slot(*t, 0, 1, 43, monotonic_ms())) << "only the holder releases";
  unmap_slot_table(t);
}

// The connection whose server thread last ran on this CPU first, among those whose fd the
// process holds; then the held ones in order. Pinned to one CPU so that the answer is known.
TEST(Lease, a_connection_whose_server_thread_ran_on_this_cpu_is_leased_first) {
  cpu_set_t was;
  ASSERT_EQ(sched_getaffinity(0, sizeof was, &was), 0);
  int cpu = 0;
  while (cpu < CPU_SETSIZE && !CPU_ISSET(cpu, &was)) cpu++;
  cpu_set_t one;
  CPU_ZERO(&one);
  CPU_SET(cpu, &one);
  ASSERT_EQ(sched_setaffinity(0, sizeof one, &one), 0);
  SlotTable* t = table_with_free_slots(4);
  uint32_t gen;
  const uint32_t here = uint32_t(cpu) + 1, elsewhere = uint32_t(cpu) + 2;
  for (uint32_t i = 0; i < 4; i++) {  // each given back once, slot 2's thread on this CPU
    ASSERT_EQ(try_lease_any(*t, 42, &i, 1, &gen), int(i));
    ASSERT_TRUE(release_slot(*t, i, gen, 42, monotonic_ms(), i == 2 ? here : elsewhere));
    EXPECT_EQ(t->slots[i].server_cpu.load(), i == 2 ? here : elsewhere);
  }
  // Any process of the uid can write the segment: a number no CPU has only never matches.
  t->slots[1].server_cpu.store(UINT32_MAX);
  const uint32_t held[] = {0, 1, 2};
  EXPECT_EQ(try_lease_any(*t, 42, held, 3, &gen), 2);
  EXPECT_EQ(try_lease_any(*t, 42, held, 3, &gen), 0) << "then the held ones in order";
  EXPECT_TRUE(release_slot(*t, 0, gen, 42, monotonic_ms()));
  EXPECT_EQ(t->slots[0].server_cpu.load(), 0u) << "released with no CPU known: none kept";
  sched_setaffinity(0, sizeof was, &was);
  unmap_slot_table(t);
}

TEST(Lease, only_free_slots_are_leased) {
  SlotTable* t = table_with_free_slots(3);
  ASSERT_TRUE(reserve_free(*t, 0, state_of(*t, 0)));
  empty_reserved(*t, 0);
  ASSERT_TRUE(reserve_free(*t, 1, state_of(*t, 1)));
  uint32_t gen;
  ASSERT_TRUE(try_lease_slot(*t, 2, 42, &gen));
  ASSERT_TRUE(discard_slot(*t, 2, gen, 42));
  EXPECT_EQ(try_lease_any(*t, 42, nullptr, 0, &gen), -1);
  SlotCounts c = count_slots(*t);
  EXPECT_EQ(c.empty, 1u);
  EXPECT_EQ(c.reserved, 1u);
  EXPECT_EQ(c.broken, 1u);
  unmap_slot_table(t);
}

// Several processes lease and release the same few slots as fast as they can; each records
// itself as the slot's owner while it holds it. Two holders at once would see each other.
TEST(Lease, forked_processes_never_hold_one_slot_together) {
  constexpr uint32_t kSlots = 3;
  constexpr int kProcesses = 6;
  constexpr int kRounds = 50000;
  SlotTable* t = table_with_free_slots(kSlots);
  auto* owners = static_cast<std::atomic<int>*>(
      mmap(nullptr, 4096, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0));
  auto* violations = owners + kSlots;
  pid_t kids[kProcesses];
  for (int p = 0; p < kProcesses; p++) {
    kids[p] = fork();
    if (kids[p] == 0) {
      uint32_t me = uint32_t(getpid());
      for (int i = 0; i < kRounds; i++) {
        uint32_t gen;
        int s = try_lease_any(*t, me, nullptr, 0, &gen);
        if (s < 0) continue;
        int expected = 0;
        if (!owners[s].compare_exchange_strong(expected, int(me))) violations->fetch_add(1);
        owners[s].store(0);
        if (!release_slot(*t, uint32_t(s), gen, me, monotonic_ms())) violations->fetch_add(1);
      }
      _exit(0);
    }
  }
  for (pid_t k : kids) {
    int status;
    ASSERT_EQ(waitpid(k, &status, 0), k);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  }
  EXPECT_EQ(violations->load(), 0);
  EXPECT_EQ(count_slots(*t).free, kSlots);
  munmap(owners, 4096);
  unmap_slot_table(t);
}

TEST(Lease, release_wakes_a_waiting_process) {
  SlotTable* t = table_with_free_slots(1);
  uint32_t gen;
  ASSERT_EQ(try_lease_any(*t, 1, nullptr, 0, &gen), 0);
  pid_t kid = fork();
  if (kid == 0) {
    // The waiter's side of acquire: register, re-check, sleep on the release counter.
    uint64_t deadline = monotonic_ms() + 5000;
    while (monotonic_ms() < deadline) {
      if (try_lease_any(*t, uint32_t(getpid()), nullptr, 0, &gen) >= 0 ||
          WaiterPlace(*t, uint32_t(getpid())).wait_and_lease(nullptr, 0, 1000, &gen) >= 0)
        _exit(0);
    }
    _exit(1);
  }
  usleep(100 * 1000);
  ASSERT_TRUE(release_slot(*t, 0, gen, 1, monotonic_ms()));
  int status;
  ASSERT_EQ(waitpid(kid, &status, 0), kid);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "waiter did not get the slot";
  unmap_slot_table(t);
}

// A waiter woken while no slot is free (another process took it first) counts an empty
// wake-up and sleeps again; woken by the release it leases, counting a wake-up only.
TEST(Lease, wake_ups_that_find_nothing_are_counted) {
  uint32_t gen;
  SlotTable* t = table_with_its_one_slot_leased(&gen);
  pid_t kid = fork_waiter(t, 10000);
  ASSERT_TRUE(wait_until_asleep(t, kid));
  wake_waiters(*t, 1);  // a release whose slot somebody else took: nothing for the waiter
  for (int i = 0; i < 1000 && t->header.counters.empty_wakeups.load() == 0; i++) usleep(5000);
  EXPECT_EQ(t->header.counters.empty_wakeups.load(), 1u);
  wait_until_asleep(t, kid);
  ASSERT_TRUE(release_slot(*t, 0, gen, 1, monotonic_ms()));
  int status;
  ASSERT_EQ(waitpid(kid, &status, 0), kid);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "waiter did not get the slot";
  EXPECT_EQ(t->header.counters.wakeups.load(), 2u);
  EXPECT_EQ(t->header.counters.empty_wakeups.load(), 1u);
  unmap_slot_table(t);
}

// The longest waiting is woken first, and keeps its place when its wake-up found nothing:
// with one futex word for all, the kernel queued it again behind the waiters that came
// later, and a release went to the newer waiter.
TEST(Lease, the_oldest_waiter_is_woken_first_and_keeps_its_place) {
  uint32_t gen;
  SlotTable* t = table_with_its_one_slot_leased(&gen);
  KillAtEnd guard;
  pid_t older = fork_waiter(t, 10000);
  guard.pids.push_back(older);
  ASSERT_TRUE(wait_until_asleep(t, older));
  pid_t newer = fork_waiter(t, 10000);
  guard.pids.push_back(newer);
  ASSERT_TRUE(wait_until_asleep(t, newer));
  wake_waiters(*t, 1);  // a release whose slot a process that never waited took first
  for (int i = 0; i < 1000 && t->header.counters.empty_wakeups.load() == 0; i++) usleep(5000);
  EXPECT_EQ(t->header.counters.empty_wakeups.load(), 1u);
  ASSERT_TRUE(wait_until_asleep(t, older));
  ASSERT_TRUE(release_slot(*t, 0, gen, 1, monotonic_ms()));
  EXPECT_TRUE(exited_with(older, 0, 5000)) << "the release went to the waiter that came later";
  EXPECT_EQ(t->header.counters.wakeups.load(), 2u);
  EXPECT_TRUE(asleep_in_queue(t, newer)) << "the newer waiter was woken too";
  unmap_slot_table(t);
}

// A waiter signalled for a free slot and killed before it could run: the manager's reaping
// passes the signal to the next waiter, who would otherwise sleep while a slot is free.
TEST(Lease, a_signal_to_a_waiter_that_died_goes_to_the_next) {
  uint32_t gen;
  SlotTable* t = table_with_its_one_slot_leased(&gen);
  KillAtEnd guard;
  pid_t older = fork_waiter(t, 20000, 10000);
  guard.pids.push_back(older);
  ASSERT_TRUE(wait_until_asleep(t, older));
  pid_t newer = fork_waiter(t, 20000, 10000);  // slices long enough not to look on its own
  guard.pids.push_back(newer);
  ASSERT_TRUE(wait_until_asleep(t, newer));
  kill(older, SIGSTOP);
  // Freed without a wake (as if the releaser's signal was the one the older waiter got).
  t->slots[0].state.store(SlotState::pack(gen, SlotTag::Free, 0));
  wake_waiters(*t, 1);
  kill(older, SIGKILL);
  waitpid(older, nullptr, 0);
  EXPECT_FALSE(exited_with(newer, 0, 300)) << "the newer waiter was woken without the reaping";
  EXPECT_EQ(reap_dead_waiters(*t), 1u);
  EXPECT_TRUE(exited_with(newer, 0, 3000)) << "the signal died with the waiter it was sent to";
  EXPECT_EQ(t->header.waiters.load(), 0u);
  unmap_slot_table(t);
}

TEST(Lease, a_waiter_killed_in_its_sleep_is_taken_off_the_count) {
  SlotTable* t = table_with_free_slots(1);
  uint32_t gen;
  ASSERT_EQ(try_lease_any(*t, 1, nullptr, 0, &gen), 0);
  pid_t kid = fork();
  if (kid == 0) {
    uint32_t g;
    WaiterPlace(*t, uint32_t(getpid())).wait_and_lease(nullptr, 0, 10000, &g);
    _exit(0);
  }
  // The waiter counts itself first and takes its waiter_pids entry next: killed in between it
  // could not be reaped, so wait for the entry too (seen missed under a load of 8, unoptimised).
  auto has_entry = [&] {
    for (auto& e : t->header.waiter_pids)
      if (e.load() == uint32_t(kid)) return true;
    return false;
  };
  uint64_t deadline = monotonic_ms() + 3000;
  while (!has_entry() && monotonic_ms() < deadline) usleep(1000);
  ASSERT_EQ(t->header.waiters.load(), 1u);
  EXPECT_EQ(reap_dead_waiters(*t), 0u) << "a live waiter is not reaped";
  kill(kid, SIGKILL);
  int status;
  ASSERT_EQ(waitpid(kid, &status, 0), kid);
  EXPECT_EQ(t->header.waiters.load(), 1u) << "SIGKILL leaves the count behind";
  EXPECT_EQ(reap_dead_waiters(*t), 1u);
  EXPECT_EQ(t->header.waiters.load(), 0u);
  EXPECT_EQ(reap_dead_waiters(*t), 0u) << "reaped exactly once";
  unmap_slot_table(t);
}

// Every waiter entry taken (by this live process): one more waiter has no entry the
// manager could reap it by, so it must not be counted at all; it still gets a released slot.
static void take_every_waiter_entry(SlotTable* t) {
  for (auto& e : t->header.waiter_pids) e.store(uint32_t(getpid()));
  t->header.waiters.store(0);  // nobody counted: a release wakes no one
}

TEST(Lease, a_waiter_with_no_entry_killed_in_its_sleep_leaves_no_count) {
  SlotTable* t = table_with_free_slots(1);
  take_every_waiter_entry(t);
  uint32_t gen;
  ASSERT_EQ(try_lease_any(*t, 1, nullptr, 0, &gen), 0);
  pid_t kid = fork();
  if (kid == 0) {
    uint32_t g;
    WaiterPlace place(*t, uint32_t(getpid()));
    for (;;) place.wait_and_lease(nullptr, 0, 10000, &g);
  }
  usleep(200 * 1000);
  kill(kid, SIGKILL);
  int status;
  ASSERT_EQ(waitpid(kid, &status, 0), kid);
  EXPECT_EQ(t->header.waiters.load(), 0u) << "the killed waiter is counted for good";
  unmap_slot_table(t);
}

TEST(Lease, a_waiter_with_no_entry_still_gets_a_released_slot) {
  SlotTable* t = table_with_free_slots(1);
  take_every_waiter_entry(t);
  uint32_t gen;
  ASSERT_EQ(try_lease_any(*t, 1, nullptr, 0, &gen), 0);
  pid_t kid = fork_waiter(t, 2000);
  usleep(100 * 1000);
  ASSERT_TRUE(release_slot(*t, 0, gen, 1, monotonic_ms()));
  int status;
  ASSERT_EQ(waitpid(kid, &status, 0), kid);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0)
      << "the unwoken waiter never looked again";
  unmap_slot_table(t);
}

// ---- the transitions: each moves only from its own state ----

TEST(SlotTransitions, each_moves_only_from_its_own_state) {
  SlotTable* t = table_with_free_slots(2);
  SlotState free0 = state_of(*t, 0);
  EXPECT_FALSE(reserve_empty(*t, 0, free0)) << "FREE is not EMPTY";
  EXPECT_FALSE(reserve_broken(*t, 0, free0));
  EXPECT_FALSE(reclaim_leased(*t, 0, free0));
  EXPECT_FALSE(discard_slot(*t, 0, 1, 42)) << "nobody leases it";
  EXPECT_FALSE(hand_back_slot(*t, 0, 1, 42, monotonic_ms()));
  uint32_t gen;
  ASSERT_TRUE(try_lease_slot(*t, 0, 42, &gen));
  EXPECT_FALSE(reserve_free(*t, 0, free0)) << "a word seen before the lease is stale";
  EXPECT_FALSE(discard_slot(*t, 0, gen, 43)) << "only the holder discards";
  EXPECT_FALSE(discard_slot(*t, 0, gen + 1, 42)) << "only at its generation";
  ASSERT_TRUE(discard_slot(*t, 0, gen, 42));
  EXPECT_EQ(state_of(*t, 0).tag, SlotTag::Broken);
  ASSERT_TRUE(reserve_broken(*t, 0, state_of(*t, 0)));
  empty_reserved(*t, 0);
  EXPECT_EQ(state_of(*t, 0).tag, SlotTag::Empty);
  EXPECT_EQ(state_of(*t, 0).generation, 1u) << "EMPTY keeps the generation";
  ASSERT_TRUE(reserve_empty(*t, 0, state_of(*t, 0)));
  publish_free(*t, 0, 2, monotonic_ms());
  EXPECT_EQ(state_of(*t, 0).tag, SlotTag::Free);
  EXPECT_EQ(state_of(*t, 0).generation, 2u) << "a new connection, a new generation";

  ASSERT_TRUE(try_lease_slot(*t, 1, 42, &gen));
  SlotState leased = state_of(*t, 1);
  EXPECT_EQ(leased.pid, 42u);
  ASSERT_TRUE(reclaim_leased(*t, 1, leased)) << "the holder died";
  EXPECT_EQ(state_of(*t, 1).tag, SlotTag::Reserved);
  EXPECT_FALSE(release_slot(*t, 1, gen, 42, monotonic_ms())) << "a reclaimed lease is gone";
  unmap_slot_table(t);
}

TEST(SlotTransitions, a_handed_back_slot_has_exactly_one_cleaner) {
  SlotTable* t = table_with_free_slots(1);
  uint32_t gen;
  ASSERT_TRUE(try_lease_slot(*t, 0, 42, &gen));
  t->slots[0].leased_since_ms.store(monotonic_ms());
  EXPECT_FALSE(hand_back_slot(*t, 0, gen, 43, monotonic_ms())) << "only the holder";
  EXPECT_EQ(t->slots[0].handed_back_ms.load(), 0u) << "a refused hand-back leaves no mark";
  ASSERT_TRUE(hand_back_slot(*t, 0, gen, 42, monotonic_ms()));
  EXPECT_EQ(state_of(*t, 0).tag, SlotTag::Reserved);
  EXPECT_EQ(t->slots[0].leased_since_ms.load(), 0u) << "no leak warning for a returned lease";
  EXPECT_FALSE(claim_handed_back(*t, 0, gen, 5000)) << "upkeep waits for the Reset first";
  EXPECT_FALSE(claim_handed_back(*t, 0, gen + 1)) << "another generation's Reset is late";
  EXPECT_TRUE(claim_handed_back(*t, 0, gen));
  EXPECT_FALSE(claim_handed_back(*t, 0, gen)) << "claimed once";
  publish_free(*t, 0, gen, monotonic_ms());  // cleaned
  EXPECT_EQ(state_of(*t, 0).tag, SlotTag::Free);
  EXPECT_EQ(state_of(*t, 0).generation, gen);
  unmap_slot_table(t);
}

TEST(SlotTransitions, a_worker_takes_only_an_idle_slot_from_a_dead_manager) {
  SlotTable* t = table_with_free_slots(2);
  SlotState idle = state_of(*t, 0);
  ASSERT_TRUE(break_free_slot(*t, 0, idle));
  EXPECT_EQ(state_of(*t, 0).tag, SlotTag::Broken);
  uint32_t gen;
  SlotState before = state_of(*t, 1);
  ASSERT_TRUE(try_lease_slot(*t, 1, 42, &gen));
  EXPECT_FALSE(break_free_slot(*t, 1, before)) << "leased meanwhile: its holder ends it";
  EXPECT_FALSE(break_free_slot(*t, 1, state_of(*t, 1)));
  unmap_slot_table(t);
}

TEST(SlotTransitions, a_slot_taken_for_a_question_keeps_its_idle_time) {
  SlotTable* t = table_with_free_slots(1);
  t->slots[0].last_release_ms.store(1234);
  ASSERT_TRUE(reserve_free(*t, 0, state_of(*t, 0)));
  unreserve_free(*t, 0, 1);
  EXPECT_EQ(state_of(*t, 0).tag, SlotTag::Free);
  EXPECT_EQ(t->slots[0].last_release_ms.load(), 1234u);
  uint32_t gen;
  ASSERT_TRUE(try_lease_slot(*t, 0, 42, &gen));
  uint64_t now = monotonic_ms();
  ASSERT_TRUE(release_slot(*t, 0, gen, 42, now));
  EXPECT_EQ(t->slots[0].last_release_ms.load(), now) << "a release starts the idle clock";
  unmap_slot_table(t);
}

// ---- the wait loop, with a listener standing for the attachment ----

namespace {

struct FakeListener : LeaseListener {
  explicit FakeListener(SlotTable* t) : table(t) {}
  SlotTable* table;
  int asked = 0;
  bool connect_fails = false;  // each ask: a connect attempt that failed
  bool manager_dies = false;   // the first look finds it gone
  bool gone = false;
  int looks_before_sleeping = 0;  // looks while no waiter is counted: before the first sleep
  std::thread opener;             // each ask (the first only): opens a connection 50 ms later

  void ask_for_connection() override {
    asked++;
    if (connect_fails) {
      table->header.last_connect_errno.store(2002);
      table->header.connect_attempts.fetch_add(1);
    } else if (asked == 1 && !manager_dies) {
      opener = std::thread([t = table] {
        usleep(50 * 1000);
        for (uint32_t i = 0; i < t->size(); i++) {
          SlotState s = state_of(*t, i);
          if (reserve_empty(*t, i, s)) {
            publish_free(*t, i, s.generation + 1, monotonic_ms());
            return;
          }
        }
      });
    }
  }
  bool orphaned() const override { return gone; }
  bool look_for_dead_manager(uint64_t) override {
    if (table->header.waiters.load() == 0) looks_before_sleeping++;
    if (manager_dies) gone = true;
    return gone;
  }
  ~FakeListener() {
    if (opener.joinable()) opener.join();
  }
};

// One run of lease_slot by this process on a table of its own, unmapped at the end.
struct LeaseRun {
  explicit LeaseRun(SlotTable* t) : table(t), listener(t) {}
  ~LeaseRun() {
    if (listener.opener.joinable()) listener.opener.join();
    unmap_slot_table(table);
  }
  // With a deadline wait_ms away; `took_ms` says how long it took.
  LeaseOutcome lease_within(uint64_t wait_ms, uint32_t yields = 0) {
    LeaseRequest r;
    r.pid = uint32_t(getpid());
    r.yields = yields;
    uint64_t start = monotonic_ms();
    r.deadline_ms = start + wait_ms;
    LeaseOutcome got = lease_slot(*table, r, listener);
    took_ms = monotonic_ms() - start;
    return got;
  }
  SlotTable* table;
  FakeListener listener;
  uint64_t took_ms = 0;
};

SlotTable* empty_table(uint32_t n) {
  SlotTable* t = nullptr;
  int fd = create_slot_table(n, &t);
  EXPECT_GE(fd, 0);
  close(fd);
  return t;
}

// n slots, each opened and leased by another process (pid 1).
SlotTable* table_all_leased(uint32_t n) {
  SlotTable* t = table_with_free_slots(n);
  for (uint32_t i = 0; i < n; i++) {
    uint32_t gen;
    EXPECT_TRUE(try_lease_slot(*t, i, 1, &gen));
  }
  return t;
}

}  // namespace

// The run leased the first connection opened into a slot, now LEASED by this process.
void expect_leased_first_connection(const LeaseRun& run, const LeaseOutcome& got) {
  ASSERT_EQ(got.result, LeaseResult::Leased);
  EXPECT_EQ(got.generation, 1u);
  SlotState s = state_of(*run.table, got.slot);
  EXPECT_EQ(s.tag, SlotTag::Leased);
  EXPECT_EQ(s.pid, uint32_t(getpid()));
}

TEST(LeaseLoop, a_free_slot_is_leased_without_asking_or_waiting) {
  LeaseRun run(table_with_free_slots(2));
  LeaseOutcome got = run.lease_within(1000);
  expect_leased_first_connection(run, got);
  EXPECT_EQ(got.slot, 0u);
  EXPECT_FALSE(got.waited);
  EXPECT_EQ(run.listener.asked, 0);
}

TEST(LeaseLoop, an_empty_pool_asks_for_a_connection_and_leases_it_once_published) {
  LeaseRun run(empty_table(2));
  LeaseOutcome got = run.lease_within(3000);
  expect_leased_first_connection(run, got);
  EXPECT_TRUE(got.waited);
  EXPECT_GE(run.listener.asked, 1);
  EXPECT_EQ(run.table->header.waiters.load(), 0u) << "a waiter that got its slot is not counted";
}

TEST(LeaseLoop, a_full_pool_times_out_counted_with_what_was_in_use) {
  LeaseRun run(table_all_leased(1));
  LeaseOutcome got = run.lease_within(150);
  EXPECT_EQ(got.result, LeaseResult::TimedOut);
  EXPECT_GE(run.took_ms, 150u);
  EXPECT_EQ(got.in_use, 1u);
  EXPECT_TRUE(got.waited);
  EXPECT_EQ(run.listener.asked, 0) << "no EMPTY slot: nothing to open";
  EXPECT_EQ(run.table->header.counters.acquire_timeouts.load(), 1u);
}

// mysqlpool.wait_yields: an acquire that finds nothing free looks again after each of that many
// sched_yield()s before it first sleeps, never more than kMaxWaitYields.
TEST(LeaseLoop, a_wait_yields_as_often_as_asked_before_it_sleeps) {
  for (uint32_t yields : {0u, 2u, 8u, 100u}) {
    LeaseRun run(table_all_leased(1));
    LeaseOutcome got = run.lease_within(120, yields);
    EXPECT_EQ(got.result, LeaseResult::TimedOut);
    EXPECT_EQ(run.listener.looks_before_sleeping, 1 + int(std::min(yields, kMaxWaitYields)))
        << yields << " yields asked";
  }
}

// Waiting is pointless once a connect into an empty pool failed, or once the manager died:
// the wait ends at once, not at the deadline.
TEST(LeaseLoop, a_pointless_wait_ends_at_once) {
  struct Case {
    const char* why;
    bool empty_pool, connect_fails, manager_dies;
    LeaseResult expected;
  };
  for (const Case& c : {Case{"a failed connect", true, true, false, LeaseResult::ConnectFailed},
                        Case{"a dead manager", false, false, true, LeaseResult::Orphaned}}) {
    LeaseRun run(c.empty_pool ? empty_table(1) : table_all_leased(1));
    run.listener.connect_fails = c.connect_fails;
    run.listener.manager_dies = c.manager_dies;
    LeaseOutcome got = run.lease_within(5000);
    EXPECT_EQ(got.result, c.expected) << c.why;
    EXPECT_LT(run.took_ms, 1000u) << c.why;
    if (c.connect_fails) {
      EXPECT_EQ(got.connect_errno, 2002u);
    }
  }
}
