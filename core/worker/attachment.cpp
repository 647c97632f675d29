#include "core/worker/attachment.h"

#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <pthread.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include "core/common/chain_hash.h"
#include "core/segment/lease.h"
#include "core/control/messages.h"
#include "core/worker/manager_start.h"

namespace mysqlpool {

static constexpr int kManagerReplyTimeoutMs = 10000;
// Connections idle at least this long are checked with poll() before use.
static constexpr uint64_t kCheckAfterIdleMs = 1000;
// A manager whose heartbeat is older than this may be gone: look at its control socket.
static constexpr uint64_t kManagerSilentMs = 1500;

PoolAttachment::PoolAttachment(PoolRegistry& registry, uint64_t control_epoch, uint32_t id,
                               PoolKey key, PoolSettings settings, SlotTable* table)
    : registry_(registry),
      control_epoch_(control_epoch),
      id_(id),
      key_(std::move(key)),
      lookup_key_(key_.lookup_key()),
      key_hash_(chain_hash(0, lookup_key_)),
      settings_(settings),
      table_(table),
      // sized by the manager's word (the settings it replied), never by the writable segment
      fds_(std::min(settings_.max_connections, kMaxSlots), -1),
      fd_generation_(fds_.size(), 0),
      fd_is_inet_(fds_.size(), 0),
      tls_(fds_.size()) {}

PoolAttachment::~PoolAttachment() {
  forget_fds();
  unmap_slot_table(table_);
}

std::string PoolAttachment::server_version() const {
  const char* v = table_->header.server_version;
  return std::string(v, strnlen(v, sizeof table_->header.server_version));
}

// The Error reply of a request (Attach, GetFd), as the caller reports it.
static Error manager_error(std::string_view payload) {
  ErrorMsg reply;
  std::string problem;
  if (!ErrorMsg::decode(payload, &reply, &problem)) {
    reply.error = Error();
    reply.error.message = "mysqlpool: the manager sent a " + problem;
  }
  return reply.error;
}

// Bounds of the registry's orphan lists (a dead manager's connections to KILL).
static constexpr size_t kMaxOrphanKeys = 128;
static constexpr size_t kMaxOrphansPerKey = 4 * kMaxSlots;

// A process that is gone, or a zombie nobody reaped yet (a container whose init does not
// reap: the manager is a grandchild handed to it).
static bool process_gone(pid_t pid) {
  if (pid <= 0) return false;
  if (kill(pid, 0) != 0) return errno == ESRCH;
  char path[32];
  snprintf(path, sizeof path, "/proc/%d/stat", int(pid));
  FILE* f = fopen(path, "re");
  if (!f) return false;
  char line[256];
  bool zombie = false;
  if (fgets(line, sizeof line, f)) {
    const char* close_paren = strrchr(line, ')');  // the name may hold spaces and parens
    zombie = close_paren && close_paren[1] == ' ' && close_paren[2] == 'Z';
  }
  fclose(f);
  return zombie;
}

bool PoolAttachment::manager_gone() const {
  return process_gone(pid_t(table_->header.manager_pid.load(std::memory_order_relaxed)));
}

// The manager is gone, and with it whoever would end the connections of dead holders and
// close the idle ones. (A channel can also fail with the manager alive, a reply that timed
// out: then the manager keeps doing that itself, and nothing here runs.) Every connection of
// the pool that no live process leases is ended on the server, so that neither a session a
// killed worker left in a transaction (with its locks) nor an idle one lives on in idle
// workers' fd caches: shutdown() when this process holds its fd (that ends it for every
// process), else KILL by the next session of this pool key (PoolRegistry::Orphan). A FREE
// slot is first taken (CAS to BROKEN), so that a worker that has not noticed the death yet
// can't lease it meanwhile.
void PoolAttachment::end_unheld_connections() {
  if (!manager_gone()) return;
  std::vector<PoolRegistry::Orphan> orphans;
  for (size_t slot = 0; slot < fds_.size(); slot++) {
    Slot& entry = table_->slots[slot];
    uint64_t word = entry.state.load(std::memory_order_acquire);
    SlotState s = SlotState::unpack(word);
    if (s.tag == SlotTag::Empty) continue;
    bool alive_holder =
        s.tag == SlotTag::Leased && (s.pid == (uint32_t(registry_.pid_) & 0xffffffu) ||
                                     kill(pid_t(s.pid), 0) == 0 || errno == EPERM);
    if (alive_holder) continue;  // its holder ends it (release() of an orphaned attachment)
    if (s.tag == SlotTag::Free && !break_free_slot(*table_, uint32_t(slot), s))
      continue;  // leased this instant: its holder ends it
    if (fds_[slot] >= 0 && fd_generation_[slot] == s.generation) {
      shutdown(fds_[slot], SHUT_RDWR);
    } else if (entry.info.thread_id != 0) {
      orphans.push_back({entry.info.thread_id, entry.info.opened_at_ms});
    }
  }
  if (orphans.empty()) return;
  auto& list = registry_.orphans_[lookup_key_];
  for (const auto& o : orphans)
    if (list.size() < kMaxOrphansPerKey) list.push_back(o);
  if (registry_.orphans_.size() > kMaxOrphanKeys) registry_.orphans_.erase(lookup_key_);
}

bool PoolAttachment::orphaned() const { return control_epoch_ != registry_.control_epoch_; }

// The heartbeat says when to look at the control socket (a syscall the hot path otherwise
// never makes): overdue, the manager may be gone. True if this attachment is orphaned.
bool PoolAttachment::look_for_dead_manager(uint64_t now_ms) {
  if (now_ms - table_->header.manager_heartbeat_ms.load(std::memory_order_relaxed) >
      kManagerSilentMs)
    registry_.check_control();
  return orphaned();
}

void PoolAttachment::forget_fds() {
  for (int& fd : fds_) {
    if (fd >= 0) close(fd);
    fd = -1;
  }
  for (auto& tls : tls_) tls.reset();
  held_.clear();
}

bool PoolAttachment::fd_for(uint32_t slot, uint32_t generation, int* fd, Error* err) {
  if (fds_[slot] >= 0 && fd_generation_[slot] == generation) {
    *fd = fds_[slot];
    return true;
  }
  if (fds_[slot] >= 0) {  // the slot's connection was replaced since we cached it
    close(fds_[slot]);
    fds_[slot] = -1;
    tls_[slot].reset();
    held_.erase(std::remove(held_.begin(), held_.end(), slot), held_.end());
  }
  MsgType reply;
  std::string payload;
  int received = -1;
  if (!registry_.call(GetFdMsg{id_, slot, generation}, &reply, &payload, &received,
                      kManagerReplyTimeoutMs, err))
    return false;
  if (reply != MsgType::FdOk || received < 0) {
    if (received >= 0) close(received);
    if (reply == MsgType::Error) {
      *err = manager_error(payload);
    } else {
      err->message = "mysqlpool: the manager sent no connection for slot " + std::to_string(slot);
    }
    return false;
  }
  FdOkMsg ok;
  std::string problem;
  if (!FdOkMsg::decode(payload, &ok, &problem)) {
    close(received);
    err->message = "mysqlpool: the manager sent a " + problem;
    return false;
  }
  if (ok.tls.cipher_suite != 0) tls_[slot] = std::make_unique<proto::TlsStream>(ok.tls);
  fds_[slot] = received;
  fd_generation_[slot] = generation;
  int domain = 0;
  socklen_t len = sizeof domain;
  fd_is_inet_[slot] = getsockopt(received, SOL_SOCKET, SO_DOMAIN, &domain, &len) == 0 &&
                      (domain == AF_INET || domain == AF_INET6);
  held_.push_back(slot);
  *fd = received;
  return true;
}

// A connection is usable when nothing is waiting to be read on it: with no reply due, a
// readable socket means the server closed it (wait_timeout, restart, KILL). One zero-timeout
// poll() instead of a COM_PING round trip; the control socket rides along so a manager that
// died is noticed here too. A previous holder can't have left bytes behind: a lease is only
// released after its reply was read to the end, and any other ending discards the connection.
bool PoolAttachment::usable(int fd) {
  struct pollfd p[2] = {{fd, POLLIN, 0}, {registry_.control_fd_, POLLIN, 0}};
  int n = poll(p, registry_.control_fd_ >= 0 ? 2 : 1, 0);
  if (n <= 0) return true;
  if (registry_.control_fd_ >= 0 && p[1].revents) registry_.control_failed();
  return p[0].revents == 0;
}

// usable() for one socket: a peek that never blocks. EAGAIN (nothing there) is the
// healthy answer; bytes or an end of stream mean the server spoke or closed unasked.
bool PoolAttachment::nothing_to_read(int fd) {
  char byte;
  ssize_t n = recv(fd, &byte, 1, MSG_PEEK | MSG_DONTWAIT);
  return n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR);
}

// The lease loop's listener (segment/lease.h): HikariCP's addBagItem.
void PoolAttachment::ask_for_connection() { registry_.notify(OpenMsg{id_}); }

// Why lease_slot gave up, as the user reads it.
void PoolAttachment::explain_no_lease(const LeaseOutcome& outcome, Error* err) const {
  const SlotTableHeader& h = table_->header;
  switch (outcome.result) {
    case LeaseResult::ConnectFailed: {
      char message[sizeof h.last_connect_error];
      memcpy(message, h.last_connect_error, sizeof message);
      message[sizeof message - 1] = '\0';
      err->code = outcome.connect_errno;
      err->message =
          std::string("mysqlpool: cannot connect (pool ") + key_.describe() + "): " + message;
      return;
    }
    case LeaseResult::Orphaned:
      err->message = "mysqlpool: the manager went away while waiting for a connection";
      return;
    case LeaseResult::TimedOut:
    case LeaseResult::Leased:  // (not given up: never asked)
      err->message =
          "mysqlpool: no connection free in " + std::to_string(settings_.acquire_timeout_ms) +
          " ms (pool " + key_.describe() + ", " + std::to_string(outcome.in_use) + " of " +
          std::to_string(table_->size()) + " in use, " + std::to_string(outcome.waiting) +
          " waiting); raise max_connections or find the slow queries";
      return;
  }
}

// acquire() borrows a slot (lease_slot), checks its connection (check_leased) and records the
// lease (record_lease); a slot whose connection fails its check is given up and another tried,
// until the deadline.
bool PoolAttachment::acquire(Lease* out, Error* err) {
  // One clock read, in µs for the wait histogram (monotonic_ms() is the same clock in ms).
  const uint64_t start_us = monotonic_us();
  const uint64_t start = start_us / 1000;
  if (look_for_dead_manager(start)) {
    // Its connections live on in this process, but nobody looks after them any more: the
    // caller attaches again (refresh) and gets a pool of the new manager.
    err->message = "mysqlpool: the manager of pool " + key_.describe() + " went away";
    return false;
  }
  if (leases_out_ >= table_->size()) {
    // Every connection of the pool is leased to this process's own handles: a PHP process
    // runs one thing at a time, so nothing can give one back while it waits. Say so now
    // rather than after acquire_timeout_ms (counted as a timeout: an acquire that got none).
    table_->header.counters.acquire_timeouts.fetch_add(1);
    err->message = "mysqlpool: no connection free: this process's own handles hold all " +
                   std::to_string(leases_out_) + " of pool " + key_.describe() +
                   "'s connections, so waiting could not free one; close a handle (or end its "
                   "transaction) first, or raise max_connections";
    return false;
  }
  const uint64_t deadline = start + settings_.acquire_timeout_ms;
  bool waited = false;
  bool retried = false;
  for (;;) {
    LeaseRequest request;
    request.pid = uint32_t(registry_.pid_);
    request.preferred = held_.data();
    request.n_preferred = uint32_t(held_.size());
    request.deadline_ms = deadline;
    request.yields = registry_.wait_yields_;
    LeaseOutcome got = lease_slot(*table_, request, *this);
    waited = waited || got.waited;
    if (got.result != LeaseResult::Leased) {
      explain_no_lease(got, err);
      return false;
    }
    // The lease's start: the first clock read unless this lease waited or follows another try.
    uint64_t now_us = start_us;
    int fd = -1;
    switch (
        check_leased(got.slot, got.generation, deadline, waited || retried, &now_us, &fd, err)) {
      case LeaseCheck::Usable:
        record_lease(out, got.slot, got.generation, fd, start_us, now_us, waited);
        return true;
      case LeaseCheck::Retry:
        retried = true;
        continue;
      case LeaseCheck::Fail:
        return false;
    }
  }
}

// Whether a leased slot's connection can be handed out. Usable: *fd is its fd and *now_us the
// lease's start (read again when `read_clock`). Retry: the slot was given up (reclaimed by the
// manager, closed by the server, TLS keys worn), try another. Fail: *err says why.
PoolAttachment::LeaseCheck PoolAttachment::check_leased(uint32_t slot, uint32_t generation,
                                                        uint64_t deadline, bool read_clock,
                                                        uint64_t* now_us, int* fd, Error* err) {
  SlotTable& t = *table_;
  if (slot >= fds_.size()) {
    // Only a process that wrote the segment's slot count can get us here.
    return_slot(slot, generation, LeaseEnd::Release, monotonic_ms());
    err->message = "mysqlpool: the shared memory of pool " + key_.describe() + " names slot " +
                   std::to_string(slot) + " of a pool of " + std::to_string(fds_.size()) +
                   ": another process of this user changed it";
    return LeaseCheck::Fail;
  }
  if (!fd_for(slot, generation, fd, err)) {
    // The manager reclaimed the slot (or went away): give the lease up and try again, until
    // the deadline (a manager that keeps refusing must not keep us here).
    const uint64_t now_ms = monotonic_ms();
    return_slot(slot, generation, LeaseEnd::Release, now_ms);
    return orphaned() || now_ms >= deadline ? LeaseCheck::Fail : LeaseCheck::Retry;
  }
  // Every lease is checked: the server may have closed the connection (KILL, wait_timeout,
  // a restart) a moment after its last release. One that sat idle is checked together with
  // the control socket (the manager may have died meanwhile); one released a moment ago
  // with a single non-blocking peek.
  leases_out_++;  // before usable(): a manager found gone there must not close this fd
  if (read_clock) *now_us = monotonic_us();
  const uint64_t released_ms = t.slots[slot].last_release_ms.load(std::memory_order_relaxed);
  // (released after our clock read, while we looked for a slot: not idle)
  const uint64_t idle_ms = *now_us / 1000 > released_ms ? *now_us / 1000 - released_ms : 0;
  // A TLS connection whose keys have protected kTlsReplaceRecords records is not handed out
  // again (tls_records.h): discarded, the manager closes it with the reason.
  const SlotConnectionInfo& info = t.slots[slot].info;
  const bool worn = tls_[slot] && proto::tls_keys_worn(info.tls_write_seq, info.tls_read_seq);
  if (worn || !(idle_ms >= kCheckAfterIdleMs ? usable(*fd) : nothing_to_read(*fd))) {
    leases_out_--;
    return_slot(slot, generation, LeaseEnd::Discard, *now_us / 1000);
    return LeaseCheck::Retry;
  }
  return LeaseCheck::Usable;
}

// The lease handed out, and the pool's counters and wait histogram.
void PoolAttachment::record_lease(Lease* out, uint32_t slot, uint32_t generation, int fd,
                                  uint64_t start_us, uint64_t now_us, bool waited) {
  SlotTable& t = *table_;
  out->pool = this;
  out->slot = slot;
  out->generation = generation;
  out->fd = fd;
  out->holder = registry_.pid_;
  out->since_us = now_us;
  t.slots[slot].leased_since_ms.store(out->since_us / 1000,
                                      std::memory_order_relaxed);  // the lease, not its wait
  out->caps.client = t.slots[slot].info.client_caps;
  out->caps.mariadb = t.slots[slot].info.mariadb_caps;
  out->tls = tls_[slot].get();
  if (out->tls) {
    out->tls->clear_buffers();
    out->tls->set_sequences(t.slots[slot].info.tls_write_seq, t.slots[slot].info.tls_read_seq);
  }
  t.header.counters.leases.fetch_add(1, std::memory_order_relaxed);
  if (waited) {
    t.header.counters.waits.fetch_add(1, std::memory_order_relaxed);
    // The lease's start is the wait's end: no second clock read.
    const uint64_t waited_us = out->since_us - start_us;
    t.header.counters.wait_ms_total.fetch_add(waited_us / 1000, std::memory_order_relaxed);
    record_lease_time(t.header.lease_wait, waited_us);
  } else {
    record_lease_time(t.header.lease_wait, 0);  // one relaxed add: no clock read
  }
}

// 1 + the CPU that took in the last packet the server sent on fd, a TCP socket (0: not
// known). Over loopback that is the CPU the server's thread ran on as it answered: the next
// lease from that CPU wakes the thread where it is (lease.h). One getsockopt() per release of
// a TCP connection; a Unix socket's kernel notes no CPU, and is not asked (fd_is_inet_).
static uint32_t server_cpu(int fd) {
  int cpu = -1;
  socklen_t len = sizeof cpu;
  if (fd < 0 || getsockopt(fd, SOL_SOCKET, SO_INCOMING_CPU, &cpu, &len) != 0 || cpu < 0) return 0;
  return uint32_t(cpu) + 1;
}

// Ends this process's lease of a slot (lease.h's transitions), and tells the manager when that
// gives it work: a BROKEN slot to replace, a RESERVED one to clean.
void PoolAttachment::return_slot(uint32_t slot, uint32_t generation, LeaseEnd how, uint64_t now_ms,
                                 bool rollback, bool reset_session) {
  const uint32_t pid = uint32_t(registry_.pid_);
  switch (how) {
    case LeaseEnd::Release:
      release_slot(*table_, slot, generation, pid, now_ms,
                   fd_is_inet_[slot] ? server_cpu(fds_[slot]) : 0);
      return;
    case LeaseEnd::Discard:
      if (discard_slot(*table_, slot, generation, pid))
        registry_.notify(DiscardMsg{id_, slot, generation});
      return;
    case LeaseEnd::HandBack:
      if (hand_back_slot(*table_, slot, generation, pid, now_ms))
        registry_.notify(ResetMsg{id_, slot, generation, rollback, reset_session});
      return;
  }
}

void PoolAttachment::end_lease(Lease& lease, LeaseEnd how, uint64_t now_us, bool rollback,
                               bool reset_session) {
  if (lease.holder == registry_.pid_) {  // else inherited from the parent: not ours to return
    if (how != LeaseEnd::Discard) {      // where the next holder goes on from
      SlotConnectionInfo& info = slot_info(lease.slot);
      info.may_hold_others_sequences = !(how == LeaseEnd::HandBack && reset_session);
      if (lease.tls) {
        info.tls_write_seq = lease.tls->write_sequence();
        info.tls_read_seq = lease.tls->read_sequence();
      }
    }
    return_slot(lease.slot, lease.generation, how, now_us / 1000, rollback, reset_session);
    const uint64_t held_us = now_us > lease.since_us ? now_us - lease.since_us : 0;
    table_->header.counters.leased_us_total.fetch_add(held_us, std::memory_order_relaxed);
    record_lease_time(table_->header.lease_hold, held_us);
    if (leases_out_ > 0) leases_out_--;
    if (leases_out_ == 0 && orphaned()) forget_fds();
  }
  // (An orphaned attachment whose last lease this was is freed by its session's let_go, or
  // by the next free_orphaned: this object is still in use here.)
  lease.pool = nullptr;
  lease.fd = -1;
  lease.tls = nullptr;
}

void PoolAttachment::release(Lease& lease) {
  // Back into a pool whose manager is gone, it would idle on in the fd caches of this and
  // other processes with nobody to close it: ended instead.
  const uint64_t now_us = monotonic_us();
  if (look_for_dead_manager(now_us / 1000) && manager_gone()) return discard(lease);
  end_lease(lease, LeaseEnd::Release, now_us);
}

void PoolAttachment::discard(Lease& lease) {
  // The connection's state is unknown, or nobody is left to clean it (the manager died): end
  // it on the server now, for every process that holds its fd, so that its session (an open
  // transaction, row locks) dies with it instead of living on in idle workers' fd caches.
  // For writing only: the server's end of the stream stays readable, so that the manager
  // sees when the server has let the session go and only then opens its replacement.
  if (lease.fd >= 0 && lease.holder == registry_.pid_) shutdown(lease.fd, SHUT_WR);
  end_lease(lease, LeaseEnd::Discard, monotonic_us());
}

void PoolAttachment::hand_back(Lease& lease, bool rollback, bool reset_session) {
  // With no manager to clean it, it must not be reused as it is: ended on the server. (A
  // hand-back is rare: look at the control socket now rather than trust the last look.)
  registry_.check_control();
  if (orphaned()) return discard(lease);
  // RESERVED: the slot leaves this process now, and the manager cleans it.
  end_lease(lease, LeaseEnd::HandBack, monotonic_us(), rollback, reset_session);
}

// ---- registry ----

PoolRegistry& PoolRegistry::instance() {
  static PoolRegistry* registry = new PoolRegistry();  // never destroyed: atfork refers to it
  return *registry;
}

PoolRegistry::PoolRegistry() : pid_(getpid()) {
  pthread_atfork(nullptr, nullptr, &PoolRegistry::after_fork_in_child);
}

void PoolRegistry::after_fork_in_child() {
  // Runs in the child right after fork(): drop the parent's channel and fds without a word
  // to the manager (they are the parent's). Leases the parent holds stay the parent's.
  PoolRegistry& r = instance();
  r.pid_ = getpid();
  if (r.control_fd_ >= 0) close(r.control_fd_);
  r.control_fd_ = -1;
  r.control_epoch_++;
  for (auto& p : r.pools_) {
    p.second->forget_fds();
    r.orphaned_.push_back(std::move(p.second));
  }
  r.pools_.clear();
  for (auto& p : r.orphaned_) p->forget_fds();
  r.orphans_.clear();  // the parent's to end
}

void PoolRegistry::check_control() {
  if (control_fd_ < 0) return;
  struct pollfd p = {control_fd_, POLLIN, 0};
  // The manager never speaks unasked: anything readable is its end of the channel.
  if (poll(&p, 1, 0) > 0) control_failed();
}

void PoolRegistry::control_failed() {
  if (control_fd_ >= 0) close(control_fd_);
  control_fd_ = -1;
  control_epoch_++;
  for (auto& p : pools_) {
    p.second->end_unheld_connections();
    if (p.second->leases_out_ == 0) p.second->forget_fds();
    orphaned_.push_back(std::move(p.second));
  }
  pools_.clear();
}

bool PoolRegistry::ensure_control(Error* err) {
  if (control_fd_ >= 0) return true;
  std::string error;
  control_fd_ = connect_or_start_manager(manager_, &error);
  if (control_fd_ < 0) {
    err->code = 2002;
    err->message = error;
    return false;
  }
  return true;
}

bool PoolRegistry::call(MsgType type, const std::string& payload, MsgType* reply,
                        std::string* reply_payload, int* reply_fd, int timeout_ms, Error* err) {
  if (control_fd_ < 0 || !send_message(control_fd_, type, payload) ||
      !recv_message(control_fd_, reply, reply_payload, reply_fd, timeout_ms)) {
    err->code = 2006;
    err->message = std::string("mysqlpool: lost the manager (") +
                   (errno ? strerror(errno) : "it closed the channel") + ")";
    control_failed();
    return false;
  }
  return true;
}

// Attach tries when the manager goes away in the middle (see attach()).
constexpr int kAttachTries = 4;

PoolAttachment* PoolRegistry::attach(const PoolKey& key, const std::string& lookup,
                                     const PoolSettings& settings, const ManagerOptions& manager,
                                     Error* err) {
  auto it = pools_.find(lookup);
  if (it != pools_.end() && !it->second->orphaned()) return it->second.get();
  std::string problem;
  if (!settings.validate(&problem)) {
    err->message = "mysqlpool: " + problem;
    return nullptr;
  }
  manager_ = manager;
  AttachMsg request;
  request.key = key;
  request.settings = settings;
  // A manager that exits or is killed closes the channel before it answers: try a fresh one.
  // Its socket can still accept for a moment after it died (the listen backlog), so the next
  // try may meet the dead one again: a few tries, 50 ms apart and doubling (350 ms at most).
  for (int attempt = 0; attempt < kAttachTries; attempt++) {
    if (attempt > 0) usleep(useconds_t(50000) << (attempt - 1));
    if (!ensure_control(err)) return nullptr;
    MsgType reply;
    std::string payload;
    int table_fd = -1;
    if (!call(request, &reply, &payload, &table_fd,
              int(settings.connect_timeout_ms) + kManagerReplyTimeoutMs, err))
      continue;
    if (reply == MsgType::Error) {
      if (table_fd >= 0) close(table_fd);
      *err = manager_error(payload);
      return nullptr;
    }
    AttachOkMsg ok;
    std::string problem;
    SlotTable* table = nullptr;
    if (reply != MsgType::AttachOk || table_fd < 0 ||
        !AttachOkMsg::decode(payload, &ok, &problem) || !(table = map_slot_table(table_fd))) {
      if (table_fd >= 0) close(table_fd);
      err->message = "mysqlpool: the manager's attach reply is malformed" +
                     (problem.empty() ? std::string() : " (" + problem + ")");
      return nullptr;
    }
    close(table_fd);  // the mapping stays
    auto client = std::make_unique<PoolAttachment>(*this, control_epoch_, ok.pool_id, key,
                                                   ok.settings, table);
    PoolAttachment* result = client.get();
    pools_[lookup] = std::move(client);
    free_orphaned();  // here, where no attachment's method is running
    return result;
  }
  return nullptr;
}

// An orphaned attachment nobody refers to any more: its mapping and fds go (a worker would
// otherwise keep one per dead manager and pool for its life).
void PoolRegistry::free_orphaned() {
  orphaned_.erase(std::remove_if(orphaned_.begin(), orphaned_.end(),
                                 [](const std::unique_ptr<PoolAttachment>& p) {
                                   return p->holders_ == 0 && p->leases_out_ == 0;
                                 }),
                  orphaned_.end());
}

void PoolRegistry::let_go(PoolAttachment* pool) {
  if (pool->holders_ > 0) pool->holders_--;
  if (pool->holders_ == 0 && pool->leases_out_ == 0 && pool->orphaned()) free_orphaned();
}

PoolAttachment* PoolRegistry::refresh(PoolAttachment* stale, Error* err) {
  if (!stale->orphaned()) return stale;
  PoolKey key = stale->key();  // attach() may free `stale`
  PoolSettings settings = stale->settings();
  return attach(key, settings, manager_, err);
}

std::vector<PoolRegistry::Orphan> PoolRegistry::take_orphans(const std::string& lookup_key) {
  std::vector<Orphan> out;
  if (orphans_.empty()) return out;
  auto it = orphans_.find(lookup_key);
  if (it == orphans_.end()) return out;
  out.swap(it->second);
  orphans_.erase(it);
  return out;
}

std::vector<const PoolAttachment*> PoolRegistry::pools() const {
  std::vector<const PoolAttachment*> out;
  for (const auto& p : pools_) out.push_back(p.second.get());
  return out;
}

}  // namespace mysqlpool
