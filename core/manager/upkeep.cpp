// The manager's upkeep thread (manager.h): once a second, for every pool, the heartbeat, the
// slots whose holder died or that a worker left broken or handed back without a word, idle and
// old connections, ones the server closed, min_idle; freeing pools nobody uses; idle exit.
#include <poll.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <optional>

#include "core/common/log.h"
#include "core/manager/manager.h"
#include "core/segment/lease.h"

namespace mysqlpool {

namespace {

// How long a slot handed back for cleaning (RESERVED) may wait for its Reset message before
// upkeep takes it as abandoned by a holder that died in between.
constexpr uint64_t kHandBackGraceMs = 5000;

}  // namespace

// A lease held past leak_warning_ms (a request that forgot a transaction, a slow job holding
// a connection): logged once per lease, with the holder's pid, and counted.
void Manager::warn_if_held_too_long(Pool& pool, uint32_t slot, uint64_t now) {
  uint32_t limit = pool.settings.leak_warning_ms;
  Slot& s = pool.table->slots[slot];
  // 0 while a lease is being taken (the holder writes the start right after its CAS).
  uint64_t since = s.leased_since_ms.load();
  uint64_t state = s.state.load();
  Pool::LeaseSeen& seen = pool.leak_warned[slot];
  if (!limit || since == 0 || ms_since(now, since) < limit ||
      SlotState::unpack(state).tag != SlotTag::Leased ||
      (seen.state == state && seen.since_ms == since))
    return;
  seen = {state, since};
  pool.table->header.counters.leak_warnings.fetch_add(1);
  log_line("warning",
           "pool %s: pid %u has held slot %u for %llu ms (leak_warning_ms=%u): a transaction "
           "left open, a session pinned by user variables or locks, or a slow request",
           pool.key.describe().c_str(), SlotState::unpack(state).pid, slot,
           (unsigned long long)(now - since), limit);
}

void Manager::upkeep_pool(Pool& pool) {
  SlotTable& t = *pool.table;
  uint64_t now = monotonic_ms();
  t.header.manager_heartbeat_ms.store(now);
  reap_dead_waiters(t);
  for (uint32_t i = 0; i < pool.size; i++) {
    SlotState s = SlotState::unpack(t.slots[i].state.load());
    if (s.tag == SlotTag::Leased) {
      // Holders that died without closing their control socket (it was shared with a child).
      if (kill(pid_t(s.pid), 0) != 0 && errno == ESRCH && reclaim_leased(t, i, s)) {
        discard_reserved(pool, i, CloseReason::DeadHolder,
                         "pid " + std::to_string(s.pid) + " is gone");
      } else {
        warn_if_held_too_long(pool, i, now);
      }
    } else if (s.tag == SlotTag::Reserved) {
      // Handed back for cleaning by a worker that died before its Reset message went out.
      if (claim_handed_back(t, i, s.generation, kHandBackGraceMs)) {
        discard_reserved(pool, i, CloseReason::HandBackAbandoned);
      }
    } else if (s.tag == SlotTag::Broken) {
      if (reserve_broken(t, i, s)) {
        discard_reserved(pool, i, CloseReason::Broken);
      }
    } else if (s.tag == SlotTag::Free) {
      std::string detail;
      std::optional<CloseReason> cause = why_close_free(pool, i, now, &detail);
      if (cause && reserve_free(t, i, s)) {
        discard_reserved(pool, i, *cause, detail);
      }
    }
  }
  // Up to min_idle on a job thread: a connect must not delay the heartbeat of every pool.
  if (retiring_ || draining_) return;
  refill_after_upkeep(pool);
}

// Why upkeep closes a FREE connection, if it does: too old, its TLS keys worn, idle too long
// above min_idle, or closed by the server while idle.
std::optional<CloseReason> Manager::why_close_free(Pool& pool, uint32_t i, uint64_t now,
                                                   std::string* detail) {
  SlotTable& t = *pool.table;
  uint64_t opened = t.slots[i].info.opened_at_ms;
  uint64_t idle_since = t.slots[i].last_release_ms.load();
  if (pool.settings.max_lifetime_s &&
      ms_since(now, opened) > pool.settings.max_lifetime_s * 1000ull) {
    *detail = "open " + std::to_string(ms_since(now, opened) / 1000) +
              " s, max_lifetime_s=" + std::to_string(pool.settings.max_lifetime_s);
    return CloseReason::MaxLifetime;
  }
  if (proto::tls_keys_worn(t.slots[i].info.tls_write_seq, t.slots[i].info.tls_read_seq)) {
    // Records the manager's own requests added (cleaning), or a lease's since upkeep's
    // last look: the next acquire would discard it, here it is closed before that.
    *detail = tls_worn_detail(t.slots[i].info);
    return CloseReason::TlsRecordLimit;
  }
  if (pool.settings.idle_timeout_s &&
      ms_since(now, idle_since) > pool.settings.idle_timeout_s * 1000ull &&
      count_slots(t).open() > pool.settings.min_idle) {
    *detail = "idle " + std::to_string(ms_since(now, idle_since) / 1000) +
              " s, idle_timeout_s=" + std::to_string(pool.settings.idle_timeout_s);
    return CloseReason::IdleTimeout;
  }
  // Closed by the server while idle (wait_timeout, restart): readable with no reply due.
  struct pollfd p = {-1, POLLIN, 0};
  {
    std::lock_guard<std::mutex> lock(pool.mu);
    p.fd = pool.conns[i].fd;
  }
  if (p.fd >= 0 && poll(&p, 1, 0) > 0) return CloseReason::ClosedByServer;
  return std::nullopt;
}

// After upkeep's look: a connect for a dead manager's sessions, and up to min_idle, as jobs.
void Manager::refill_after_upkeep(Pool& pool) {
  // A manager that died holding bytes of this pool's bound (one of another version, or one
  // killed after this pool was made), or dead sessions that outlived the last try: a connect
  // ends them (open_one, end_dead_sessions). A job that holds dead_mu is at it already.
  bool dead_left = false;
  {
    std::unique_lock<std::mutex> lock(pool.dead_mu, std::try_to_lock);
    if (lock.owns_lock()) {
      take_dead_sessions(pool);
      dead_left = !pool.dead.empty();
    }
  }
  if (dead_left) {
    if (std::shared_ptr<Pool> self = find_pool(pool.id)) post_open(self);
  }
  if (count_slots(*pool.table).open() < pool.settings.min_idle && !pool.filling.exchange(true)) {
    std::shared_ptr<Pool> self = find_pool(pool.id);
    if (!self) {
      pool.filling = false;
      return;
    }
    if (!post_for(self, [this](Pool& p) {
          Error err;
          while (count_slots(*p.table).open() < p.settings.min_idle && open_one(p, &err)) {
          }
          p.filling = false;
        }))
      self->filling = false;
  }
}

void Manager::upkeep_loop() {
  for (;;) {
    sleep(1);
    // A pool whose first connect is still under way is not upkeep's yet: if that connect
    // fails, its segment is unmapped.
    for (auto& p : all_pools()) {
      if (!p->ready) continue;
      {
        std::lock_guard<std::mutex> lock(p->jobs_mu);
        wake_job_thread(p);  // jobs whose thread could not be started
      }
      if (unused(*p)) {
        free_pool(*p);
      } else {
        upkeep_pool(*p);
      }
    }

    if (options_.idle_exit_s == 0 || !idle()) continue;
    // Exit: first the start lock (bounded; never waited for under mu_), so that no starter is
    // between its "nobody answers" and its start while we go; then idle still?
    std::string error;
    int lock_fd = open_lock_file(start_lock_path(listen_path_), &error);
    if (lock_fd >= 0 &&
        !lock_file_within(lock_fd, monotonic_ms() + 10000, start_lock_path(listen_path_), &error)) {
      close(lock_fd);
      continue;  // a starter holds it: look again in a second
    }
    std::unique_lock<std::mutex> lock(mu_);
    if (!workers_.empty() ||
        monotonic_ms() - last_worker_seen_ms_ < options_.idle_exit_s * 1000ull) {
      if (lock_fd >= 0) close(lock_fd);
      continue;
    }
    stopping_ = true;
    // Under the start lock nobody else binds this path: the socket there is ours.
    unlink(listen_path_.c_str());
    close(listen_fd_);
    for (auto& [id, p] : pools_by_id_) {
      std::lock_guard<std::mutex> plock(p->mu);
      close_all_locked(*p, CloseReason::ManagerExit);
      p->bound.close();
    }
    log_line("info", "no workers for %u s: manager exits", options_.idle_exit_s);
    _exit(0);
  }
}

// Nobody attached to the pool for its idle_timeout_s (0: kept), and none of its slots leased or
// being cleaned.
bool Manager::unused(Pool& pool) {
  uint64_t after_ms = uint64_t(pool.settings.idle_timeout_s) * 1000;
  if (after_ms == 0 || pool.attached.load() != 0 ||
      monotonic_ms() - pool.unused_since_ms.load() < after_ms)
    return false;
  SlotCounts c = count_slots(*pool.table);
  return c.leased == 0 && c.reserved == 0;
}

// Frees a pool nobody uses: its connections, its segment and their fds. A worker that attaches
// meanwhile finds it erased and makes a new one (handle_attach).
void Manager::free_pool(Pool& pool) {
  std::lock_guard<std::mutex> init_lock(pool.init_mu);
  {
    std::lock_guard<std::mutex> lock(pool.jobs_mu);
    if (pool.jobs != 0) return;  // a job still uses it: next time
    pool.closing = true;
  }
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (pool.attached.load() != 0) {
      std::lock_guard<std::mutex> jobs_lock(pool.jobs_mu);
      pool.closing = false;
      return;
    }
    pools_.erase(pool.key.lookup_key());
    pools_by_id_.erase(pool.id);
  }
  pool.erased = true;
  {
    std::lock_guard<std::mutex> lock(pool.mu);
    close_all_locked(pool, CloseReason::PoolFreed);
    for (uint32_t& token : pool.bound_tokens) {
      pool.bound.give(token);
      token = UINT32_MAX;
    }
    pool.bound.close();
  }
  log_line("info", "pool %u %s freed: no process used it for %u s", pool.id,
           pool.key.describe().c_str(), pool.settings.idle_timeout_s);
  close(pool.table_fd);
  unmap_slot_table(pool.table);
  pool.table = nullptr;
  pool.jobs_cv.notify_all();  // its job threads, all idle, end
}

// No worker attached for idle_exit_s. Takes mu_.
bool Manager::idle() {
  std::lock_guard<std::mutex> lock(mu_);
  return workers_.empty() &&
         monotonic_ms() - last_worker_seen_ms_ >= options_.idle_exit_s * 1000ull;
}

}  // namespace mysqlpool
