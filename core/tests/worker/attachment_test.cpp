// PoolAttachment, a process's side of a pool: attach (and its errors), acquire and its
// timeout, forks, a manager that dies or a channel that fails under it, leases held too long.
// Needs the private MariaDB of the test command (MYSQLPOOL_TEST_* in the environment).
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <string>

#include "core/tests/support/test_server.h"
#include "core/worker/attachment.h"

using namespace mysqlpool;
using mysqlpool::testing::select_one;
using mysqlpool::testing::small_pool;
using mysqlpool::testing::test_server_key;

namespace {

ManagerOptions test_manager() {
  static ManagerOptions m = mysqlpool::testing::test_manager("");
  return m;
}

}  // namespace

TEST(Attachment, leased_connection_answers_queries) {
  REQUIRE_SERVER();
  Error err;
  PoolAttachment* pool = PoolRegistry::instance().attach(test_server_key("answers"), small_pool(2),
                                                         test_manager(), &err);
  ASSERT_NE(pool, nullptr) << err.message;
  Lease lease;
  ASSERT_TRUE(pool->acquire(&lease, &err)) << err.message;
  EXPECT_EQ(select_one(lease, "SELECT 6*7"), "42");
  const uint32_t slot = lease.slot;
  pool->release(lease);
  EXPECT_FALSE(lease.active());
  // Over TCP, the release noted the CPU that took in the server's answer (1 + its number),
  // so that the next lease from that CPU takes this connection first (lease.h).
  EXPECT_NE(pool->table().slots[slot].server_cpu.load(), 0u);
}

TEST(Attachment, wrong_password_fails_at_attach_with_the_server_error) {
  REQUIRE_SERVER();
  PoolKey key = test_server_key("badpw");
  key.password = "definitely-wrong";
  Error err;
  EXPECT_EQ(PoolRegistry::instance().attach(key, small_pool(1), test_manager(), &err), nullptr);
  EXPECT_EQ(err.code, 1045u);
  EXPECT_EQ(err.sqlstate, "28000");
  EXPECT_NE(err.message.find("Access denied"), std::string::npos) << err.message;
}

TEST(Attachment, unreachable_server_fails_at_attach_quickly) {
  REQUIRE_SERVER();
  PoolKey key = test_server_key("unreachable");
  key.port = 1;  // nothing listens on port 1
  Error err;
  uint64_t start = monotonic_ms();
  EXPECT_EQ(PoolRegistry::instance().attach(key, small_pool(1), test_manager(), &err), nullptr);
  EXPECT_EQ(err.code, 2002u) << err.message;
  EXPECT_LT(monotonic_ms() - start, 3000u);
}

// Another process holds the pool's one connection: the acquire waits acquire_timeout_ms for
// it, then fails with the counts; once the holder releases, the next acquire gets it.
TEST(Attachment, acquire_times_out_with_a_clear_error_when_another_process_holds_all) {
  REQUIRE_SERVER();
  Error err;
  PoolAttachment* pool = PoolRegistry::instance().attach(test_server_key("exhausted"),
                                                         small_pool(1, 300), test_manager(), &err);
  ASSERT_NE(pool, nullptr) << err.message;
  int held[2], done[2];
  ASSERT_EQ(pipe(held), 0);
  ASSERT_EQ(pipe(done), 0);
  pid_t kid = fork();
  if (kid == 0) {
    Error e;
    PoolAttachment* mine = PoolRegistry::instance().attach(test_server_key("exhausted"),
                                                           small_pool(1, 300), test_manager(), &e);
    Lease lease;
    char c = (mine && mine->acquire(&lease, &e)) ? 'y' : 'n';
    if (write(held[1], &c, 1) != 1) _exit(3);
    if (read(done[0], &c, 1) != 1) _exit(4);  // hold until the parent has timed out
    mine->release(lease);
    _exit(0);
  }
  char c = 0;
  ASSERT_EQ(read(held[0], &c, 1), 1);
  ASSERT_EQ(c, 'y');
  Lease second;
  uint64_t start = monotonic_ms();
  EXPECT_FALSE(pool->acquire(&second, &err));
  uint64_t waited = monotonic_ms() - start;
  EXPECT_GE(waited, 290u);
  EXPECT_NE(err.message.find("no connection free in 300 ms"), std::string::npos) << err.message;
  EXPECT_NE(err.message.find("1 of 1 in use"), std::string::npos) << err.message;
  EXPECT_EQ(pool->table().header.counters.acquire_timeouts.load(), 1u);
  ASSERT_EQ(write(done[1], "x", 1), 1);
  int status;
  ASSERT_EQ(waitpid(kid, &status, 0), kid);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  ASSERT_TRUE(pool->acquire(&second, &err)) << err.message;
  pool->release(second);
  for (int fd : {held[0], held[1], done[0], done[1]}) close(fd);
}

// This process's own handles hold every connection: nothing can give one back while it
// waits (a PHP process runs one thing at a time), so the acquire is refused at once, saying
// why, instead of after acquire_timeout_ms. With one connection free again it is leased.
TEST(Attachment, acquire_is_refused_at_once_when_this_process_holds_all) {
  REQUIRE_SERVER();
  Error err;
  PoolAttachment* pool = PoolRegistry::instance().attach(test_server_key("self-held"),
                                                         small_pool(2, 5000), test_manager(), &err);
  ASSERT_NE(pool, nullptr) << err.message;
  Lease a, b, third;
  ASSERT_TRUE(pool->acquire(&a, &err)) << err.message;
  ASSERT_TRUE(pool->acquire(&b, &err)) << err.message;
  uint64_t start = monotonic_ms();
  EXPECT_FALSE(pool->acquire(&third, &err));
  EXPECT_LT(monotonic_ms() - start, 1000u);
  EXPECT_NE(err.message.find("no connection free: this process's own handles hold all 2"),
            std::string::npos)
      << err.message;
  EXPECT_EQ(pool->table().header.counters.acquire_timeouts.load(), 1u);
  pool->release(b);
  ASSERT_TRUE(pool->acquire(&third, &err)) << err.message;
  EXPECT_EQ(select_one(third, "SELECT 5"), "5");
  pool->release(third);
  pool->release(a);
}

TEST(Attachment, forked_child_starts_without_its_parents_attachment) {
  REQUIRE_SERVER();
  Error err;
  PoolAttachment* pool =
      PoolRegistry::instance().attach(test_server_key("fork"), small_pool(2), test_manager(), &err);
  ASSERT_NE(pool, nullptr) << err.message;
  Lease parent_lease;
  ASSERT_TRUE(pool->acquire(&parent_lease, &err));
  pid_t kid = fork();
  if (kid == 0) {
    if (!PoolRegistry::instance().pools().empty()) _exit(3);
    pool->release(parent_lease);  // not the child's: must be a no-op
    Error e;
    PoolAttachment* mine =
        PoolRegistry::instance().attach(test_server_key("fork"), small_pool(2), test_manager(), &e);
    Lease lease;
    if (!mine || !mine->acquire(&lease, &e)) _exit(4);
    if (lease.slot == parent_lease.slot) _exit(5);
    if (select_one(lease, "SELECT 2") != "2") _exit(6);
    mine->release(lease);
    _exit(0);
  }
  int status;
  ASSERT_EQ(waitpid(kid, &status, 0), kid);
  EXPECT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0);
  // The parent's lease survived the child: still ours, still working.
  EXPECT_EQ(select_one(parent_lease, "SELECT 3"), "3");
  pool->release(parent_lease);
}

// The manager is killed: the statement in flight finishes on its fd, the next one re-attaches
// through a new manager (started on demand), and the process never sees an error.
TEST(Attachment, killed_manager_is_replaced_and_the_process_reattaches) {
  REQUIRE_SERVER();
  Error err;
  PoolAttachment* pool = PoolRegistry::instance().attach(test_server_key("manager-killed"),
                                                         small_pool(2), test_manager(), &err);
  ASSERT_NE(pool, nullptr) << err.message;
  pid_t old_manager = pid_t(pool->table().header.manager_pid.load());
  Lease lease;
  ASSERT_TRUE(pool->acquire(&lease, &err)) << err.message;
  ASSERT_EQ(kill(old_manager, SIGKILL), 0);
  for (int i = 0; i < 100 && kill(old_manager, 0) == 0; i++) usleep(10000);
  EXPECT_EQ(select_one(lease, "SELECT 'in flight'"), "in flight");
  pool->release(lease);
  // Workers look for a dead manager only once its heartbeat (every second) is overdue.
  usleep(1700 * 1000);

  // The next lease notices the manager is gone and ends up on a new one.
  PoolAttachment* current = pool;
  std::string answer;
  for (int attempt = 0; attempt < 3 && answer != "after"; attempt++) {
    current = PoolRegistry::instance().refresh(current, &err);
    ASSERT_NE(current, nullptr) << err.message;
    if (!current->acquire(&lease, &err)) continue;
    answer = select_one(lease, "SELECT 'after'");
    current->release(lease);
  }
  EXPECT_EQ(answer, "after");
  ASSERT_NE(current, pool) << "still on the dead manager's attachment";
  EXPECT_NE(pid_t(current->table().header.manager_pid.load()), old_manager);
}

// A lease held past leak_warning_ms is logged once, with the holder's pid, and counted.
TEST(Attachment, lease_held_too_long_is_warned_about_once) {
  REQUIRE_SERVER();
  PoolSettings settings = small_pool(1);
  settings.leak_warning_ms = 200;
  Error err;
  PoolAttachment* pool =
      PoolRegistry::instance().attach(test_server_key("leak"), settings, test_manager(), &err);
  ASSERT_NE(pool, nullptr) << err.message;
  Lease lease;
  ASSERT_TRUE(pool->acquire(&lease, &err)) << err.message;
  usleep(2300 * 1000);  // upkeep looks once a second
  pool->release(lease);
  EXPECT_EQ(pool->table().header.counters.leak_warnings.load(), 1u);
  FILE* log = fopen(test_manager().log_path.c_str(), "r");
  ASSERT_NE(log, nullptr);
  std::string text;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, log)) > 0) text.append(buf, n);
  fclose(log);
  std::string expected = "pid " + std::to_string(getpid()) + " has held slot";
  EXPECT_NE(text.find(expected), std::string::npos) << "no '" << expected << "' in the log";
}

namespace mysqlpool {
// Test hook: the control channel fails as a reply that timed out makes it fail.
struct RegistryTestAccess {
  static void fail_control(PoolRegistry& r) { r.control_failed(); }
};
}  // namespace mysqlpool

// The channel to a manager that is still alive fails (a reply that timed out): the worker
// attaches again, but the pool's connections are the live manager's to look after. Ending
// them (as it does those of a dead manager) would throw away every idle connection.
TEST(Attachment, a_failed_channel_to_a_live_manager_leaves_its_connections_alone) {
  REQUIRE_SERVER();
  Error err;
  PoolAttachment* pool = PoolRegistry::instance().attach(
      test_server_key("link-lost"), small_pool(2, 10000), test_manager(), &err);
  ASSERT_NE(pool, nullptr) << err.message;
  pool->hold();
  Lease lease, held;
  ASSERT_TRUE(pool->acquire(&lease, &err)) << err.message;
  ASSERT_TRUE(pool->acquire(&held, &err)) << err.message;
  std::string id = select_one(lease, "SELECT CONNECTION_ID()");
  uint32_t slot = lease.slot;
  pool->release(lease);
  mysqlpool::RegistryTestAccess::fail_control(PoolRegistry::instance());
  ASSERT_TRUE(pool->orphaned());
  // (The manager may hold it RESERVED for a moment: it asks the server over a FREE
  // connection whether the session of the one it retires below is gone.)
  EXPECT_NE(SlotState::unpack(pool->table().slots[slot].state.load()).tag, SlotTag::Broken)
      << "the live manager's idle connection was taken";
  // (One leased across the failure is the manager's to reclaim: the channel of its holder
  // closed. Its release here changes nothing.)
  pool->release(held);
  PoolAttachment* again = PoolRegistry::instance().refresh(pool, &err);
  ASSERT_NE(again, nullptr) << err.message;
  // Both of the pool's connections: the idle one is among them, whichever comes first (the one
  // held across the failure may be free again already, and before it in the slots' order).
  Lease first, second;
  ASSERT_TRUE(again->acquire(&first, &err)) << err.message;
  ASSERT_TRUE(again->acquire(&second, &err)) << err.message;
  std::string a = select_one(first, "SELECT CONNECTION_ID()");
  std::string b = select_one(second, "SELECT CONNECTION_ID()");
  EXPECT_TRUE(a == id || b == id) << "the idle connection " << id << " was ended: " << a << ", "
                                  << b;
  again->release(first);
  again->release(second);
  PoolRegistry::instance().let_go(pool);
}
