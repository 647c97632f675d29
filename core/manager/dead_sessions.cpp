// A dead manager's sessions (host_bound.h): a manager killed with its connections open gives
// its bytes of the bound back at once, but its server sessions live on while any process holds
// their fds (an idle worker's cached fd, a lease it keeps). The manager that comes after it
// (started by the first worker that noticed, or one already running at the same socket path)
// takes those bytes and ends the sessions itself, over one of the pool's connections, so that
// the server never holds more than max_connections of the pool's sessions for longer than a
// KILL: before, they ended only when a process holding them noticed, and an idle one may not
// for minutes.
#include <unistd.h>

#include <set>

#include "core/common/log.h"
#include "core/common/server_run.h"
#include "core/manager/manager.h"

namespace mysqlpool {

namespace {

// How long a killed session may take to leave PROCESSLIST (MariaDB frees it once its thread
// sees the KILL: a rollback, a statement's next check) before its byte is left for the next
// try; and how often the server is asked meanwhile.
constexpr uint64_t kDeadSessionWaitMs = 2000;
constexpr uint64_t kDeadSessionAskMs = 20;
// A dead manager's session that is running a statement, or was a moment ago, is a live
// worker's lease in flight: it ends by itself when that worker releases it (a release to a dead
// manager is a discard), so it is killed only if it is still there this long after it was
// taken (a statement that runs on, a worker that keeps its lease); an idle one (Sleep for a
// second or more: a cached fd, a lease kept and unused) at once.
constexpr uint64_t kDeadSessionGraceMs = 3000;

}  // namespace

// Under pool.dead_mu.
void Manager::take_dead_sessions(Pool& pool) {
  std::vector<HostBound::DeadSession> found = pool.bound.take_dead();
  if (found.empty()) return;
  log_line("warning",
           "pool %s: %zu connection(s) of a manager that died are still counted by "
           "the bound (%s): ending their server sessions",
           pool.key.describe().c_str(), found.size(), pool.bound.path().c_str());
  pool.dead.insert(pool.dead.end(), found.begin(), found.end());
}

// Under pool.dead_mu, over `conn` (opened, not yet published: nobody else uses it). A record
// comes from a file any process of this uid can write: it names a session to KILL only if the
// session is provably the dead manager's — opened in the server's current run (a restart starts
// the ids over), listed as a session of the pool's user, and none of this pool's own. A record
// that fails a check names no session of this pool that is still open: its byte is given back.
bool Manager::end_dead_sessions(Pool& pool, ManagedConnection& conn, Error* err) {
  uint64_t uptime_s = 0;
  if (!server_uptime_s(conn, &uptime_s, err)) return false;
  const uint64_t now = monotonic_ms();
  std::set<uint64_t> ours = {conn.thread_id};
  {
    std::lock_guard<std::mutex> lock(pool.mu);
    for (const ManagedConnection& c : pool.conns)
      if (c.is_open()) ours.insert(c.thread_id);
  }
  std::vector<HostBound::DeadSession> pending, killed, spared;
  pending.swap(pool.dead);
  size_t next = 0;
  // A question that failed: what was not given back stays (a byte given back may be ours again
  // already, so it must not be named twice).
  auto keep_the_rest = [&] {
    pool.dead = killed;
    pool.dead.insert(pool.dead.end(), spared.begin(), spared.end());
    pool.dead.insert(pool.dead.end(), pending.begin() + long(next), pending.end());
    return false;
  };
  for (; next < pending.size(); next++) {
    const HostBound::DeadSession& d = pending[next];
    bool listed = false, idle = false;
    if (opened_in_server_run(now, d.opened_at_ms, uptime_s) && !ours.count(d.thread_id) &&
        !server_lists_user_session(conn, d.thread_id, &listed, &idle, err))
      return keep_the_rest();
    if (!listed) {  // gone, from another run, or not this pool's
      if (!d.lent) pool.bound.give(d.token);
      continue;
    }
    if (!idle && now < d.taken_ms + kDeadSessionGraceMs) {  // a lease in flight: let it end
      spared.push_back(d);
      continue;
    }
    Error refused;
    if (!server_command(conn, "KILL CONNECTION " + std::to_string(d.thread_id), &refused, err))
      return keep_the_rest();
    log_line("info", "pool %s: a dead manager's connection (server thread %llu): %s",
             pool.key.describe().c_str(), (unsigned long long)d.thread_id,
             refused.code && refused.code != 1094 ? ("KILL refused: " + refused.message).c_str()
                                                  : "killed");
    killed.push_back(d);
  }
  // Its byte goes back once the server no longer lists it: until then it still counts.
  const uint64_t deadline = monotonic_ms() + kDeadSessionWaitMs;
  for (;;) {
    for (auto it = killed.begin(); it != killed.end();) {
      bool listed = false, idle = false;
      if (!server_lists_user_session(conn, it->thread_id, &listed, &idle, err))
        return keep_the_rest();
      if (listed) {
        ++it;
        continue;
      }
      if (!it->lent) pool.bound.give(it->token);
      it = killed.erase(it);
    }
    if (killed.empty() || monotonic_ms() >= deadline) break;
    usleep(kDeadSessionAskMs * 1000);
  }
  pool.dead = killed;
  pool.dead.insert(pool.dead.end(), spared.begin(), spared.end());
  if (!killed.empty())
    log_line("warning",
             "pool %s: %zu killed session(s) of a dead manager still listed after "
             "%llu ms; their bytes stay held, tried again each second",
             pool.key.describe().c_str(), killed.size(), (unsigned long long)kDeadSessionWaitMs);
  return true;
}

// Under pool.dead_mu. A dead session spared for its grace (a live worker's lease in flight)
// must not hold up the new manager's first connection: that connection counts on its byte
// meanwhile, and the server may hold one session more per such byte until the session ends or
// its grace does (kDeadSessionGraceMs), never longer.
bool Manager::lend_dead_byte(Pool& pool, uint32_t token) {
  for (HostBound::DeadSession& d : pool.dead) {
    if (d.token != token || d.lent) continue;
    d.lent = true;
    return true;
  }
  return false;
}

}  // namespace mysqlpool
