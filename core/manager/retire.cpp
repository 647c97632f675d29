// The manager's end (manager.h): retiring when a manager of another version takes over the
// socket path (an upgrade or a downgrade), and draining on SIGTERM/SIGINT.
//
// Upgrading (DESIGN, "Upgrading"): each version listens on its own socket (versioned_socket),
// so a worker only meets a manager of its version and old and new workers are both served
// while php-fpm replaces its children. A manager that starts asks every other version's
// manager at its socket path to retire (Retire, a message frozen across versions). The
// retiring one closes its FREE connections as soon as they are FREE, keeping one per pool
// while any of its workers is attached, opens none while it has one, and exits once no worker
// is attached and the server has let all its sessions go. The pool's bound holds across both
// (host_bound.h): the new manager opens a connection only with a byte the old one gave back.
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "core/common/log.h"
#include "core/manager/manager.h"
#include "core/segment/lease.h"

namespace mysqlpool {

namespace {

// How often a retiring or draining manager looks for connections to give back.
constexpr useconds_t kRetirePassUs = 20000;
// After the drain's deadline, how long the server gets to end the sessions cut at it.
constexpr uint64_t kAfterDrainMs = 5000;

}  // namespace

void Manager::retire_others() {
  for (const auto& [version, path] : other_version_sockets(options_.socket_path)) {
    std::string error;
    int fd = connect_manager(path, monotonic_ms() + kConnectWaitMs, &error);
    if (fd < 0) {
      if (!error.empty())
        log_line("warning", "not asking %s to retire: %s", path.c_str(), error.c_str());
      continue;  // a stale socket file: nobody listens
    }
    if (send_message(fd, RetireMsg{kControlProtocolVersion, uint32_t(getpid())}))
      log_line("info", "asked the manager of control protocol %u at %s to retire", version,
               path.c_str());
    close(fd);
  }
  // A manager from before version-named sockets (control protocol 4 and older) listens on the
  // path itself and knows no Retire: it runs on, outside the bound, until its idle exit.
  std::string error;
  int fd = connect_manager(options_.socket_path, monotonic_ms() + 200, &error);
  if (fd >= 0) {
    log_line("warning",
             "a manager of control protocol 4 or older listens on %s: it can't be asked to "
             "retire, and its connections count outside this manager's bound until it exits "
             "(mysqlpool.manager_idle_exit_s after its last worker)",
             options_.socket_path.c_str());
    close(fd);
  }
}

void Manager::handle_retire(pid_t from, const std::string& payload) {
  RetireMsg msg;
  std::string problem;
  if (!RetireMsg::decode(payload, &msg, &problem)) {
    log_line("warning", "pid %d sent a %s; ignored", int(from), problem.c_str());
    return;
  }
  if (draining_) return;
  if (!retiring_.exchange(true)) {
    { std::lock_guard<std::mutex> lock(retire_mu_); }
    retire_cv_.notify_all();
    log_line("info",
             "the manager of control protocol %u (pid %u) serves %s now: retiring; connections "
             "are closed as they come back, and this manager exits when no process is attached",
             msg.version, msg.pid, options_.socket_path.c_str());
  }
}

// Closes FREE connections of `pool` until at most `keep` are open.
void Manager::give_back(Pool& pool, uint32_t keep, CloseReason why) {
  SlotTable& t = *pool.table;
  uint32_t open = count_slots(t).open();
  for (uint32_t i = 0; i < pool.size && open > keep; i++) {
    SlotState s = SlotState::unpack(t.slots[i].state.load());
    if (s.tag == SlotTag::Free && reserve_free(t, i, s)) {
      discard_reserved(pool, i, why);
      open--;
    }
  }
}

// No worker attached (retiring only), no connection open, none waiting for the server.
bool Manager::all_given_back() {
  for (auto& p : all_pools())
    if (p->ready && p->table && count_slots(*p->table).open() != 0) return false;
  std::lock_guard<std::mutex> lock(closing_mu_);
  return closing_.empty();
}

void Manager::retire_loop() {
  {
    std::unique_lock<std::mutex> lock(retire_mu_);
    retire_cv_.wait(lock, [this] { return retiring_.load(); });
  }
  for (;;) {
    usleep(kRetirePassUs);
    if (draining_) continue;  // drain() gives back, and exits
    for (auto& p : all_pools()) {
      if (!p->ready) continue;
      give_back(*p, p->attached.load() != 0 ? 1 : 0, CloseReason::Retired);
    }
    bool attached;
    {
      std::lock_guard<std::mutex> lock(mu_);
      attached = !workers_.empty();
    }
    if (!attached && all_given_back())
      exit_now("retired: no process is attached and every connection is closed");
  }
}

void Manager::signal_loop() {
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGTERM);
  sigaddset(&stop_signals, SIGINT);
  int sig = 0;
  while (sigwait(&stop_signals, &sig) != 0) {
  }
  log_line("info",
           "%s: draining: no new processes or connections; leased connections get %u s "
           "to come back",
           sig == SIGINT ? "SIGINT" : "SIGTERM", options_.drain_timeout_s);
  drain();
}

void Manager::drain() {
  draining_ = true;
  // Nobody new: the socket goes (a starter after this starts a manager of its own, bound with
  // this one by the pool's bytes), and the accept loop wakes to park (manager.cpp).
  unlink(listen_path_.c_str());
  shutdown(listen_fd_, SHUT_RDWR);
  const uint64_t deadline = monotonic_ms() + uint64_t(options_.drain_timeout_s) * 1000;
  bool cut = false;
  for (;;) {
    for (auto& p : all_pools()) {
      if (!p->ready || !p->table) continue;
      give_back(*p, 0, CloseReason::Stopped);
      if (!cut && monotonic_ms() >= deadline) {
        SlotTable& t = *p->table;
        for (uint32_t i = 0; i < p->size; i++) {
          SlotState s = SlotState::unpack(t.slots[i].state.load());
          if (s.tag == SlotTag::Leased && reclaim_leased(t, i, s))
            discard_reserved(
                *p, i, CloseReason::Stopped,
                "still leased by pid " + std::to_string(s.pid) + " at the end of the drain");
        }
      }
    }
    if (monotonic_ms() >= deadline) cut = true;
    if (all_given_back()) exit_now("drained: every connection is closed");
    if (cut && monotonic_ms() >= deadline + kAfterDrainMs)
      exit_now("drain timed out: exiting with connections the server has not let go yet");
    usleep(kRetirePassUs);
  }
}

void Manager::exit_now(const char* why) {
  stopping_ = true;
  log_line("info", "manager exits: %s", why);
  if (!draining_) unlink(listen_path_.c_str());
  for (auto& p : all_pools()) {
    std::lock_guard<std::mutex> lock(p->mu);
    close_all_locked(*p, CloseReason::ManagerExit);
    p->bound.close();  // the pool's file goes with the last manager that has it open
  }
  _exit(0);
}

}  // namespace mysqlpool
