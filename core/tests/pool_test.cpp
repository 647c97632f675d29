// The pool end to end in one test process and its forks: manager started on demand,
// attach, lease, fds handed over, exhaustion, dead holders, forks. Needs the private MariaDB
// of the test command (MYSQLPOOL_TEST_* in the environment).
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>

#include "core/segment/lease.h"
#include "core/worker/attachment.h"
#include "core/control/socket.h"
#include "core/worker/manager_start.h"
#include "core/tests/test_server.h"
#include "core/control/messages.h"

using namespace mysqlpool;
using mysqlpool::testing::have_test_server;
using mysqlpool::testing::test_server_key;

namespace {

ManagerOptions test_manager() {
  static ManagerOptions m = mysqlpool::testing::test_manager("");
  return m;
}

using mysqlpool::testing::small_pool;

std::string select_one(const Lease& lease, const std::string& sql) {
  proto::Connection conn(lease.fd, lease.caps, 5000);
  proto::QueryReply reply;
  if (conn.query(sql, reply) != proto::IoStatus::Ok) return "io error: " + conn.last_error();
  if (reply.is_error) return "server error: " + reply.err.message;
  if (reply.parts.empty() || !reply.parts[0].is_result_set) return "no result set";
  return std::string(reply.parts[0].rs.value(0, 0));
}

#define REQUIRE_SERVER() \
  if (!have_test_server()) GTEST_SKIP() << "MYSQLPOOL_TEST_PORT not set"

}  // namespace

TEST(Pool, leased_connection_answers_queries) {
  REQUIRE_SERVER();
  Error err;
  PoolAttachment* pool = PoolRegistry::instance().attach(test_server_key("answers"), small_pool(2),
                                                     test_manager(), &err);
  ASSERT_NE(pool, nullptr) << err.message;
  Lease lease;
  ASSERT_TRUE(pool->acquire(&lease, &err)) << err.message;
  EXPECT_EQ(select_one(lease, "SELECT 6*7"), "42");
  pool->release(lease);
  EXPECT_FALSE(lease.active());
}

TEST(Pool, wrong_password_fails_at_attach_with_the_server_error) {
  REQUIRE_SERVER();
  PoolKey key = test_server_key("badpw");
  key.password = "definitely-wrong";
  Error err;
  EXPECT_EQ(PoolRegistry::instance().attach(key, small_pool(1), test_manager(), &err), nullptr);
  EXPECT_EQ(err.code, 1045u);
  EXPECT_EQ(err.sqlstate, "28000");
  EXPECT_NE(err.message.find("Access denied"), std::string::npos) << err.message;
}

TEST(Pool, unreachable_server_fails_at_attach_quickly) {
  REQUIRE_SERVER();
  PoolKey key = test_server_key("unreachable");
  key.port = 1;  // nothing listens on port 1
  Error err;
  uint64_t start = monotonic_ms();
  EXPECT_EQ(PoolRegistry::instance().attach(key, small_pool(1), test_manager(), &err), nullptr);
  EXPECT_EQ(err.code, 2002u) << err.message;
  EXPECT_LT(monotonic_ms() - start, 3000u);
}

TEST(Pool, acquire_times_out_with_a_clear_error_when_exhausted) {
  REQUIRE_SERVER();
  Error err;
  PoolAttachment* pool = PoolRegistry::instance().attach(test_server_key("exhausted"),
                                                     small_pool(1, 300), test_manager(), &err);
  ASSERT_NE(pool, nullptr) << err.message;
  Lease held, second;
  ASSERT_TRUE(pool->acquire(&held, &err)) << err.message;
  uint64_t start = monotonic_ms();
  EXPECT_FALSE(pool->acquire(&second, &err));
  uint64_t waited = monotonic_ms() - start;
  EXPECT_GE(waited, 290u);
  EXPECT_NE(err.message.find("no connection free in 300 ms"), std::string::npos) << err.message;
  EXPECT_NE(err.message.find("1 of 1 in use"), std::string::npos) << err.message;
  EXPECT_EQ(pool->table().header.counters.acquire_timeouts.load(), 1u);
  pool->release(held);
  ASSERT_TRUE(pool->acquire(&second, &err)) << err.message;
  pool->release(second);
}

TEST(Pool, discarded_connection_is_replaced_with_a_new_generation) {
  REQUIRE_SERVER();
  Error err;
  PoolAttachment* pool = PoolRegistry::instance().attach(test_server_key("discard"), small_pool(1),
                                                     test_manager(), &err);
  ASSERT_NE(pool, nullptr) << err.message;
  Lease lease;
  ASSERT_TRUE(pool->acquire(&lease, &err)) << err.message;
  std::string first_thread = select_one(lease, "SELECT CONNECTION_ID()");
  uint32_t first_generation = lease.generation;
  pool->discard(lease);
  ASSERT_TRUE(pool->acquire(&lease, &err)) << err.message;
  EXPECT_GT(lease.generation, first_generation);
  EXPECT_NE(select_one(lease, "SELECT CONNECTION_ID()"), first_thread);
  pool->release(lease);
}

// A process killed while holding a lease: the manager sees its channel close and replaces
// the connection (its protocol state is unknown), so the slot is never lost.
TEST(Pool, killed_holder_slot_is_reclaimed) {
  REQUIRE_SERVER();
  int ready[2];
  ASSERT_EQ(pipe(ready), 0);
  pid_t kid = fork();
  if (kid == 0) {
    Error err;
    PoolAttachment* pool = PoolRegistry::instance().attach(test_server_key("killed"), small_pool(1),
                                                       test_manager(), &err);
    Lease lease;
    char ok = pool && pool->acquire(&lease, &err) ? 'y' : 'n';
    if (write(ready[1], &ok, 1) != 1) _exit(2);
    pause();
    _exit(0);
  }
  char ok = 0;
  ASSERT_EQ(read(ready[0], &ok, 1), 1);
  ASSERT_EQ(ok, 'y');
  kill(kid, SIGKILL);
  int status;
  waitpid(kid, &status, 0);

  Error err;
  PoolAttachment* pool = PoolRegistry::instance().attach(test_server_key("killed"),
                                                     small_pool(1, 5000), test_manager(), &err);
  ASSERT_NE(pool, nullptr) << err.message;
  Lease lease;
  ASSERT_TRUE(pool->acquire(&lease, &err)) << err.message;
  EXPECT_EQ(select_one(lease, "SELECT 1"), "1");
  EXPECT_GE(pool->table().header.counters.closed_dead_holder.load(), 1u);
  pool->release(lease);
  close(ready[0]);
  close(ready[1]);
}

TEST(Pool, forked_child_starts_without_its_parents_attachment) {
  REQUIRE_SERVER();
  Error err;
  PoolAttachment* pool = PoolRegistry::instance().attach(test_server_key("fork"), small_pool(2),
                                                     test_manager(), &err);
  ASSERT_NE(pool, nullptr) << err.message;
  Lease parent_lease;
  ASSERT_TRUE(pool->acquire(&parent_lease, &err));
  pid_t kid = fork();
  if (kid == 0) {
    if (!PoolRegistry::instance().pools().empty()) _exit(3);
    pool->release(parent_lease);  // not the child's: must be a no-op
    Error e;
    PoolAttachment* mine = PoolRegistry::instance().attach(test_server_key("fork"), small_pool(2),
                                                       test_manager(), &e);
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

TEST(Manager, racing_processes_start_exactly_one) {
  ManagerOptions m;
  m.socket_path = "/tmp/mysqlpool-gtest-race-" + std::to_string(getpid()) + ".sock";
  m.log_path = m.socket_path + ".log";
  m.idle_exit_s = 30;
  constexpr int kProcesses = 6;
  int pids[2];
  ASSERT_EQ(pipe(pids), 0);
  for (int i = 0; i < kProcesses; i++) {
    if (fork() == 0) {
      std::string error;
      int fd = connect_or_start_manager(m, &error);
      PeerCred peer{};
      if (fd < 0 || !peer_credentials(fd, &peer)) peer.pid = -1;
      if (write(pids[1], &peer.pid, sizeof peer.pid) != sizeof peer.pid) _exit(2);
      _exit(0);
    }
  }
  pid_t first = 0;
  for (int i = 0; i < kProcesses; i++) {
    pid_t p;
    ASSERT_EQ(read(pids[0], &p, sizeof p), ssize_t(sizeof p));
    ASSERT_GT(p, 0) << "a process could not reach a manager";
    if (i == 0) first = p;
    EXPECT_EQ(p, first) << "two managers answered";
  }
  while (waitpid(-1, nullptr, WNOHANG) > 0) {
  }
  // It names itself right after it starts, which may be just after it answered.
  char comm[64] = {0};
  for (int tries = 0; tries < 100; tries++, usleep(20000)) {
    FILE* f = fopen(("/proc/" + std::to_string(first) + "/comm").c_str(), "r");
    ASSERT_NE(f, nullptr);
    ASSERT_NE(fgets(comm, sizeof comm, f), nullptr);
    fclose(f);
    if (strncmp(comm, "mysqlpool", 9) == 0) break;
  }
  EXPECT_EQ(std::string(comm).substr(0, 15), "mysqlpool-manag") << "the kernel keeps 15 chars";
  kill(first, SIGTERM);
  unlink(m.socket_path.c_str());
  unlink((m.socket_path + ".lock").c_str());
  unlink(m.log_path.c_str());
}

// The manager is killed: the statement in flight finishes on its fd, the next one re-attaches
// through a new manager (started on demand), and the process never sees an error.
TEST(Pool, killed_manager_is_replaced_and_the_process_reattaches) {
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

// The server ends an idle pooled connection (wait_timeout, KILL, restart): the next lease
// gets a working connection, and the caller never sees the dead one.
TEST(Pool, connection_closed_by_the_server_while_idle_is_replaced) {
  REQUIRE_SERVER();
  Error err;
  PoolAttachment* pool = PoolRegistry::instance().attach(test_server_key("server-closed"),
                                                     small_pool(1), test_manager(), &err);
  ASSERT_NE(pool, nullptr) << err.message;
  Lease lease;
  ASSERT_TRUE(pool->acquire(&lease, &err)) << err.message;
  std::string victim = select_one(lease, "SELECT CONNECTION_ID()");
  pool->release(lease);

  // Another connection of the same user kills it, as the server would after wait_timeout.
  PoolAttachment* killer = PoolRegistry::instance().attach(test_server_key("server-closed-killer"),
                                                       small_pool(1), test_manager(), &err);
  ASSERT_NE(killer, nullptr) << err.message;
  Lease k;
  ASSERT_TRUE(killer->acquire(&k, &err)) << err.message;
  EXPECT_EQ(select_one(k, "KILL " + victim), "no result set");
  killer->release(k);
  usleep(1100 * 1000);  // idle long enough to be checked before use (or by the manager)

  ASSERT_TRUE(pool->acquire(&lease, &err)) << err.message;
  std::string now = select_one(lease, "SELECT CONNECTION_ID()");
  EXPECT_NE(now, victim);
  EXPECT_EQ(now.find("error"), std::string::npos) << now;
  EXPECT_GE(pool->table().header.counters.closed_broken.load(), 1u);
  pool->release(lease);
}

// A lease held past leak_warning_ms is logged once, with the holder's pid, and counted.
TEST(Pool, lease_held_too_long_is_warned_about_once) {
  REQUIRE_SERVER();
  PoolSettings settings = small_pool(1);
  settings.leak_warning_ms = 200;
  Error err;
  PoolAttachment* pool = PoolRegistry::instance().attach(test_server_key("leak"), settings,
                                                     test_manager(), &err);
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

TEST(Manager, a_pool_no_process_uses_is_freed_after_its_idle_timeout) {
  REQUIRE_SERVER();
  PoolSettings s = small_pool(2);
  s.idle_timeout_s = 1;
  const ManagerOptions manager = test_manager();  // its paths name this process: before fork()
  pid_t kid = fork();
  if (kid == 0) {  // attaches, uses the pool, exits: the manager sees its last user go
    Error err;
    PoolAttachment* pool = PoolRegistry::instance().attach(test_server_key("freed"), s,
                                                           manager, &err);
    Lease lease;
    _exit(pool && pool->acquire(&lease, &err) && (pool->release(lease), true) ? 0 : 1);
  }
  int status;
  ASSERT_EQ(waitpid(kid, &status, 0), kid);
  ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  bool freed = false;
  for (int i = 0; i < 60 && !freed; i++) {
    usleep(100 * 1000);
    FILE* f = fopen(manager.log_path.c_str(), "r");
    if (!f) continue;
    char line[1024];
    while (fgets(line, sizeof line, f))
      if (strstr(line, "freed: no process used it")) freed = true;
    fclose(f);
  }
  EXPECT_TRUE(freed) << "no 'freed' line in " << manager.log_path;
}

TEST(Manager, a_slow_clean_up_does_not_hold_up_the_same_process) {
  REQUIRE_SERVER();
  Error err;
  PoolAttachment* pool = PoolRegistry::instance().attach(test_server_key("slow-clean"),
                                                         small_pool(2, 5000), test_manager(), &err);
  ASSERT_NE(pool, nullptr) << err.message;
  Lease busy;
  ASSERT_TRUE(pool->acquire(&busy, &err)) << err.message;
  // The connection is still running a statement when it is handed back: cleaning it waits for
  // the server (about 2 s). That must happen on the manager's job threads, not on the thread
  // that answers this process.
  const char query[] = "SELECT SLEEP(2)";
  std::string packet(4, '\0');
  packet[0] = char(sizeof query);  // payload: command byte + text
  packet += '\x03';
  packet += std::string(query, sizeof query - 1);
  ASSERT_EQ(write(busy.fd, packet.data(), packet.size()), ssize_t(packet.size()));
  pool->hand_back(busy, true, false);
  uint64_t start = monotonic_ms();
  Lease other;
  ASSERT_TRUE(pool->acquire(&other, &err)) << err.message;  // a new connection: Open + GetFd
  EXPECT_LT(monotonic_ms() - start, 1500u);
  pool->release(other);
}

// A dead manager's connection is killed by thread id only if the server has been up longer
// than the connection has existed: after a restart the id may name someone else's session.
TEST(Pool, an_orphan_is_killed_only_if_opened_in_the_servers_current_run) {
  PoolRegistry::Orphan o{42, 100000};  // opened at monotonic 100 s
  EXPECT_TRUE(o.opened_in_this_run(110000, 3600)) << "10 s old, server up an hour";
  EXPECT_FALSE(o.opened_in_this_run(110000, 5)) << "server restarted 5 s ago: its id 42 is another";
  EXPECT_FALSE(o.opened_in_this_run(110000, 10)) << "within Uptime's rounding: not sure";
  EXPECT_FALSE(o.opened_in_this_run(110000, 0)) << "Uptime unknown";
  EXPECT_FALSE(o.opened_in_this_run(90000, 3600)) << "opened in the future: a forged segment";
}

// Uptime comes from the server: what a broken or hostile one sends must kill nothing.
TEST(Pool, a_servers_uptime_that_is_not_a_count_of_seconds_kills_nothing) {
  using O = PoolRegistry::Orphan;
  EXPECT_EQ(O::uptime_s("3600"), 3600u);
  EXPECT_EQ(O::uptime_s("3600.7"), 3600u);
  EXPECT_EQ(O::uptime_s(""), 0u);
  EXPECT_EQ(O::uptime_s("-5"), 0u);
  EXPECT_EQ(O::uptime_s("abc"), 0u);
  EXPECT_EQ(O::uptime_s("99999999999999999999999"), 0u) << "overflow";
  EXPECT_EQ(O::uptime_s("4294967296"), 0u) << "past 32 bits";
  EXPECT_FALSE((O{42, 100000}.opened_in_this_run(110000, O::uptime_s("garbage"))));
}

namespace mysqlpool {
// Test hook: the control channel fails as a reply that timed out makes it fail.
struct RegistryTestAccess {
  static void fail_link(PoolRegistry& r) { r.link_failed(); }
};
}  // namespace mysqlpool

// The channel to a manager that is still alive fails (a reply that timed out): the worker
// attaches again, but the pool's connections are the live manager's to look after. Ending
// them (as it does those of a dead manager) would throw away every idle connection.
TEST(Pool, a_failed_channel_to_a_live_manager_leaves_its_connections_alone) {
  REQUIRE_SERVER();
  Error err;
  PoolAttachment* pool = PoolRegistry::instance().attach(test_server_key("link-lost"),
                                                     small_pool(2), test_manager(), &err);
  ASSERT_NE(pool, nullptr) << err.message;
  pool->hold();
  Lease lease, held;
  ASSERT_TRUE(pool->acquire(&lease, &err)) << err.message;
  ASSERT_TRUE(pool->acquire(&held, &err)) << err.message;
  std::string id = select_one(lease, "SELECT CONNECTION_ID()");
  uint32_t slot = lease.slot;
  pool->release(lease);
  mysqlpool::RegistryTestAccess::fail_link(PoolRegistry::instance());
  ASSERT_TRUE(pool->orphaned());
  EXPECT_EQ(SlotState::unpack(pool->table().slots[slot].state.load()).tag, SlotTag::Free)
      << "the live manager's idle connection was taken";
  // (One leased across the failure is the manager's to reclaim: the channel of its holder
  // closed. Its release here changes nothing.)
  pool->release(held);
  PoolAttachment* again = PoolRegistry::instance().refresh(pool, &err);
  ASSERT_NE(again, nullptr) << err.message;
  ASSERT_TRUE(again->acquire(&lease, &err)) << err.message;
  EXPECT_EQ(select_one(lease, "SELECT CONNECTION_ID()"), id) << "the idle connection was ended";
  again->release(lease);
  PoolRegistry::instance().let_go(pool);
}
