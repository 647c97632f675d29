// The manager (manager.h): serving workers' messages, opening and cleaning connections. Job
// threads are in jobs.cpp.
// Upkeep, freeing unused pools and idle exit are in upkeep.cpp; closing a connection ends in
// closer.cpp.
#include "core/manager/manager.h"

#include <mysql.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <sys/eventfd.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <system_error>
#include <thread>

#include "core/segment/lease.h"
#include "core/common/log.h"
#include "core/control/messages.h"
#include "core/manager/handshake.h"

namespace mysqlpool {

struct Manager::Worker {
  int fd = -1;
  PeerCred cred{};
  std::set<uint32_t> pools;  // attached pool ids (touched by this worker's thread only)
};

namespace {

// Pools per manager at most, and how long a pool no process is attached to is kept (its
// segment, connections and fds) before it is freed.
constexpr size_t kMaxPools = 100;
// Connects to a server that is down back off, capped, with jitter.
constexpr uint64_t kBackoffFirstMs = 100;
constexpr uint64_t kBackoffMaxMs = 1000;

bool reply_error(int fd, const Error& e) { return send_message(fd, ErrorMsg{e}); }

bool reply_error(int fd, const std::string& message) {
  Error e;
  e.code = 0;
  e.message = message;
  return reply_error(fd, e);
}

uint32_t pid_bits(pid_t pid) { return uint32_t(pid) & 0xffffffu; }

}  // namespace

Manager::Manager(ManagerOptions options) : options_(std::move(options)) {
  if (options_.socket_path.empty()) options_.socket_path = default_control_socket_path();
  listen_path_ = versioned_socket(options_.socket_path);
  closer_wake_fd_ = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
}

Manager::~Manager() {
  if (closer_wake_fd_ >= 0) close(closer_wake_fd_);
}

int Manager::run(int listen_fd) {
  listen_fd_ = listen_fd;
  signal(SIGPIPE, SIG_IGN);
  // SIGTERM and SIGINT are taken by signal_loop (sigwait) alone: blocked here, before any
  // thread starts, so that every thread inherits the mask.
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGTERM);
  sigaddset(&stop_signals, SIGINT);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);
  mysql_library_init(0, nullptr, nullptr);
  last_worker_seen_ms_ = monotonic_ms();
  log_line("info", "manager started on %s (control protocol %u)", listen_path_.c_str(),
           kControlProtocolVersion);
  if (!options_.metrics_listen.empty()) start_metrics_listener();
  std::thread(&Manager::upkeep_loop, this).detach();
  std::thread(&Manager::closer_loop, this).detach();
  std::thread(&Manager::signal_loop, this).detach();
  std::thread(&Manager::retire_loop, this).detach();
  retire_others();
  HostBound::sweep(options_.socket_path);  // the pool files of a manager that was killed
  for (;;) {
    int fd = accept4(listen_fd_, nullptr, nullptr, SOCK_CLOEXEC);
    if (fd < 0) {
      if (errno == EINTR || errno == ECONNABORTED) continue;
      if (draining_) {
        for (;;) pause();  // the drain ends the process (retire.cpp)
      }
      if (stopping_) break;
      log_line("error", "accept: %s", strerror(errno));
      sleep(1);
      continue;
    }
    auto worker = std::make_shared<Worker>();
    worker->fd = fd;
    if (!peer_credentials(fd, &worker->cred) || !peer_is_trusted(worker->cred, false)) {
      log_line("warning", "refused a process of uid %u (pid %d): not this manager's user",
               unsigned(worker->cred.uid), int(worker->cred.pid));
      close(fd);
      continue;
    }
    {
      std::lock_guard<std::mutex> lock(mu_);
      if (stopping_) {
        close(fd);
        break;
      }
      workers_.insert(worker);
    }
    std::thread(&Manager::serve_worker, this, worker).detach();
  }
  return 0;
}

void Manager::serve_worker(std::shared_ptr<Worker> worker) {
  MsgType type;
  std::string payload;
  int passed_fd;
  // A connection that only asked for reports (status, metrics) is not a client for idle exit:
  // monitoring must not keep an unused manager running.
  bool reports_only = false;
  for (bool first = true; recv_message(worker->fd, &type, &payload, &passed_fd, -1);
       first = false) {
    if (passed_fd >= 0) close(passed_fd);  // workers never send fds
    reports_only = (first || reports_only) && type == MsgType::ReportRequest;
    switch (type) {
      case MsgType::Attach:
        handle_attach(*worker, payload);
        break;
      case MsgType::GetFd:
        handle_get_fd(*worker, payload);
        break;
      case MsgType::Open:
        handle_open(*worker, payload);
        break;
      case MsgType::Discard:
        handle_discard(*worker, payload);
        break;
      case MsgType::Reset:
        handle_reset(*worker, payload);
        break;
      case MsgType::Retire:
        handle_retire(worker->cred.pid, payload);
        break;
      case MsgType::ReportRequest:
        handle_report(worker->fd, worker->cred.pid, payload);
        break;
      default:
        log_line("warning", "pid %d sent unknown message type %u; closing its control socket",
                 int(worker->cred.pid), unsigned(type));
        goto done;
    }
  }
done:
  reclaim_worker_slots(*worker);
  close(worker->fd);
  std::lock_guard<std::mutex> lock(mu_);
  workers_.erase(worker);
  if (!reports_only) last_worker_seen_ms_ = monotonic_ms();
}

std::vector<std::shared_ptr<Manager::Pool>> Manager::all_pools() {
  std::lock_guard<std::mutex> lock(mu_);
  std::vector<std::shared_ptr<Pool>> out;
  for (auto& p : pools_by_id_) out.push_back(p.second);
  return out;
}

std::shared_ptr<Manager::Pool> Manager::find_pool(uint32_t id) {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = pools_by_id_.find(id);
  return it == pools_by_id_.end() ? nullptr : it->second;
}

// The pool of `key`, made (with its segment) if there is none yet. nullptr with *problem.
std::shared_ptr<Manager::Pool> Manager::find_or_make_pool(const PoolKey& key,
                                                          const PoolSettings& settings,
                                                          std::string* problem) {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = pools_.find(key.lookup_key());
  if (it != pools_.end()) return it->second;
  if (pools_.size() >= kMaxPools) {
    *problem = "mysqlpool: the manager already serves " + std::to_string(kMaxPools) +
               " pools (one per distinct server, user, password, database, charset and pool "
               "name); a pool no process uses is freed after its idle_timeout_s";
    return nullptr;
  }
  auto pool = std::make_shared<Pool>();
  pool->key = key;
  pool->settings = settings;
  pool->table_fd = create_slot_table(settings.max_connections, &pool->table);
  if (pool->table_fd < 0) {
    *problem = std::string("mysqlpool: cannot create the pool's shared memory: ") + strerror(errno);
    return nullptr;
  }
  pool->size = settings.max_connections;
  std::string bound_problem;
  if (!pool->bound.open(options_.socket_path, key, settings.max_connections, &bound_problem))
    log_line("warning",
             "pool %s: %s; its bound holds for this manager only, not across an "
             "upgrade",
             key.describe().c_str(), bound_problem.c_str());
  else if (!pool->bound.refused().empty())
    log_line("warning",
             "pool %s: %s; the bound across this user's managers is kept in %s "
             "instead",
             key.describe().c_str(), pool->bound.refused().c_str(), pool->bound.path().c_str());
  pool->bound_tokens.assign(settings.max_connections, UINT32_MAX);
  pool->conns.resize(settings.max_connections);
  pool->leak_warned.resize(settings.max_connections);
  pool->id = next_pool_id_++;
  pools_[key.lookup_key()] = pool;
  pools_by_id_[pool->id] = pool;
  return pool;
}

// The first connection proves the credentials: a wrong password or a server that is down
// fails the attach (and so `new PDO`), and leaves no pool behind. Under pool.init_mu.
bool Manager::open_first(Pool& pool, Error* err) {
  // Every byte of the bound may be held by a manager of another version that is retiring:
  // it gives them back as its workers release them (retire.cpp).
  const uint64_t deadline = monotonic_ms() + pool.settings.connect_timeout_ms;
  bool opened;
  while (!(opened = open_one(pool, err)) && err->code == 0 && err->message.empty() &&
         monotonic_ms() < deadline)
    usleep(10000);
  if (!opened && err->code == 0 && err->message.empty()) {
    err->code = 2002;
    err->message =
        "mysqlpool: all " + std::to_string(pool.size) + " connections of pool " +
        pool.key.describe() + " are held by another manager of this user at " +
        options_.socket_path + " (" + HostBound::path_for(options_.socket_path, pool.key) +
        "), for longer than connect_timeout_ms=" + std::to_string(pool.settings.connect_timeout_ms);
  }
  if (opened) {
    pool.ready = true;
    log_line("info", "pool %u %s opened: %s", pool.id, pool.key.describe().c_str(),
             pool.settings.describe().c_str());
    return true;
  }
  {
    std::lock_guard<std::mutex> lock(mu_);
    pools_.erase(pool.key.lookup_key());
    pools_by_id_.erase(pool.id);
  }
  pool.erased = true;
  close(pool.table_fd);
  unmap_slot_table(pool.table);
  pool.table = nullptr;
  return false;
}

void Manager::handle_attach(Worker& c, const std::string& payload) {
  uint32_t version = 0;
  if (!AttachMsg::decode_version(payload, &version) || version != kControlProtocolVersion) {
    reply_error(c.fd, "mysqlpool: the running manager (pid " + std::to_string(getpid()) +
                          ") speaks control protocol " + std::to_string(kControlProtocolVersion) +
                          ", this extension " + std::to_string(version) +
                          ": each version listens on its own socket (" + listen_path_ +
                          "), so something gave this one to another version by hand");
    return;
  }
  AttachMsg request;
  std::string problem;
  if (!AttachMsg::decode(payload, &request, &problem)) {
    reply_error(c.fd, "mysqlpool: " + problem);
    return;
  }
  const PoolKey& key = request.key;
  const PoolSettings& settings = request.settings;
  if (!settings.validate(&problem)) {
    reply_error(c.fd, "mysqlpool: " + problem);
    return;
  }
  for (;;) {
    std::shared_ptr<Pool> pool = find_or_make_pool(key, settings, &problem);
    if (!pool) {
      reply_error(c.fd, problem);
      return;
    }
    std::lock_guard<std::mutex> init_lock(pool->init_mu);
    if (pool->erased) continue;  // its first connect failed meanwhile; start over
    if (!pool->ready) {
      Error err;
      if (!open_first(*pool, &err)) {
        reply_error(c.fd, err);
        return;
      }
    } else if (!(settings == pool->settings)) {
      log_line("warning",
               "pool %s: pid %d asked for settings '%s'; the pool keeps those of its first "
               "attach '%s'",
               key.describe().c_str(), int(c.cred.pid), settings.describe().c_str(),
               pool->settings.describe().c_str());
    }
    if (c.pools.insert(pool->id).second) pool->attached.fetch_add(1);
    send_message(c.fd, AttachOkMsg{pool->id, pool->settings}, pool->table_fd);
    return;
  }
}

void Manager::handle_get_fd(Worker& c, const std::string& payload) {
  GetFdMsg request;
  std::string problem;
  if (!GetFdMsg::decode(payload, &request, &problem)) {
    reply_error(c.fd, "mysqlpool: " + problem);
    return;
  }
  const uint32_t slot = request.slot, generation = request.generation;
  std::shared_ptr<Pool> pool = attached_pool(c, request.pool_id);
  if (!pool || !pool->ready || slot >= pool->size) {
    reply_error(c.fd, "mysqlpool: fd request for a pool this process did not attach");
    return;
  }
  int fd = -1;
  FdOkMsg ok{generation, {}};
  {
    // Under the pool's mutex only long enough to take a reference to the socket: the send,
    // which may block on a slow worker, happens outside it.
    std::lock_guard<std::mutex> lock(pool->mu);
    SlotState s = SlotState::unpack(pool->table->slots[slot].state.load());
    // Only the holder of the lease gets the socket.
    if (s.tag == SlotTag::Leased && s.pid == pid_bits(c.cred.pid) && s.generation == generation &&
        pool->conns[slot].is_open()) {
      fd = fcntl(pool->conns[slot].fd, F_DUPFD_CLOEXEC, 0);
      // A TLS session's keys go with its fd, over this socket only (handshake.h).
      if (pool->conns[slot].own)
        if (const proto::TlsKeys* keys = own_tls_keys(*pool->conns[slot].own)) ok.tls = *keys;
    }
  }
  if (fd < 0) {
    reply_error(c.fd, "mysqlpool: slot " + std::to_string(slot) + " is not leased by pid " +
                          std::to_string(c.cred.pid));
    return;
  }
  send_message(c.fd, ok, fd);
  close(fd);
}

// A pool this worker attached, or nullptr.
std::shared_ptr<Manager::Pool> Manager::attached_pool(Worker& c, uint32_t id) {
  return c.pools.count(id) ? find_pool(id) : nullptr;
}

// A message without a reply that does not decode: logged, and otherwise ignored (a slot it
// meant to hand over is found by upkeep).
template <class Msg>
bool Manager::decode_notice(Worker& c, const std::string& payload, Msg* out) {
  std::string problem;
  if (Msg::decode(payload, out, &problem)) return true;
  log_line("warning", "pid %d sent a %s; ignored", int(c.cred.pid), problem.c_str());
  return false;
}

void Manager::handle_open(Worker& c, const std::string& payload) {
  OpenMsg msg;
  if (!decode_notice(c, payload, &msg)) return;
  if (std::shared_ptr<Pool> pool = attached_pool(c, msg.pool_id)) post_open(pool);
}

// The worker found the slot's connection unusable (BROKEN): replace it.
void Manager::handle_discard(Worker& c, const std::string& payload) {
  DiscardMsg msg;
  if (!decode_notice(c, payload, &msg)) return;
  std::shared_ptr<Pool> pool = attached_pool(c, msg.pool_id);
  if (!pool || msg.slot >= pool->size) return;
  SlotTable& t = *pool->table;
  if (!reserve_broken(t, msg.slot, {msg.generation, SlotTag::Broken, 0})) return;
  // A worker discards, rather than leases, a connection whose TLS keys are worn (acquire).
  const SlotConnectionInfo& info = t.slots[msg.slot].info;
  if (proto::tls_keys_worn(info.tls_write_seq, info.tls_read_seq))
    discard_reserved(*pool, msg.slot, CloseReason::TlsRecordLimit, tls_worn_detail(info));
  else
    discard_reserved(*pool, msg.slot, CloseReason::Broken, "pid " + std::to_string(c.cred.pid));
}

// The worker handed its lease back (LEASED -> RESERVED): clean the session on a job thread.
void Manager::handle_reset(Worker& c, const std::string& payload) {
  ResetMsg msg;
  if (!decode_notice(c, payload, &msg)) return;
  std::shared_ptr<Pool> pool = attached_pool(c, msg.pool_id);
  if (!pool || msg.slot >= pool->size) return;
  if (!claim_handed_back(*pool->table, msg.slot, msg.generation)) return;
  if (!post_for(pool, [this, msg](Pool& p) { clean(p, msg); }))
    discard_reserved(*pool, msg.slot, CloseReason::PoolClosing);
}

// Rolls back and resets a connection handed back (RESERVED, claimed), then frees it, or
// replaces it if that fails. A job.
void Manager::clean(Pool& pool, const ResetMsg& how) {
  SlotTable& t = *pool.table;
  const uint32_t slot = how.slot;
  Slot& s = t.slots[slot];
  const bool rollback = how.rollback, reset_session = how.reset_session;
  Error err;
  // A pool without a database whose connection had one selected (Session::schema_left_over):
  // a dedicated connection would have none, so the reset takes it away (COM_CHANGE_USER).
  const bool schema_left = reset_session && pool.key.dbname.empty() && s.info.schema_selected;
  if (clean_connection(pool.conns[slot], pool.key, rollback, reset_session,
                       s.info.multi_statements_off != 0, schema_left, &err)) {
    if (rollback) t.header.counters.rollbacks.fetch_add(1);
    if (reset_session) {
      t.header.counters.resets.fetch_add(1);
      publish_session_facts(pool.conns[slot], pool.key, &s.info);  // the handshake state
    }
    if (schema_left) s.info.schema_selected = 0;  // the state CAS below publishes it
    publish_free(t, slot, how.generation, monotonic_ms());
  } else {
    discard_reserved(pool, slot, CloseReason::CleanFailed,
                     std::to_string(err.code) + " " + err.message);
  }
}

// open_one() checks whether it may connect now (connect_refused), connects into a reserved
// EMPTY slot, and records the failure (record_open_failure) or publishes the connection
// (publish_opened).
bool Manager::open_one(Pool& pool, Error* err) {
  SlotTable& t = *pool.table;
  if (connect_refused(pool, err)) return false;
  // Sessions a manager that died left open (its workers' fds keep them): this connection ends
  // them before it is published, and their bytes keep them counted until then.
  std::unique_lock<std::mutex> dead_lock(pool.dead_mu);
  take_dead_sessions(pool);
  if (pool.dead.empty()) dead_lock.unlock();
  uint32_t token;
  bool took_dead_byte = false;
  if (!pool.bound.take(&token)) {  // all held, by us or another manager
    // Some by the dead one's sessions: this connection takes one of their bytes and ends them
    // all at once, so the server counts one session more for the length of a KILL.
    auto unlent = std::find_if(pool.dead.begin(), pool.dead.end(),
                               [](const HostBound::DeadSession& d) { return !d.lent; });
    if (unlent == pool.dead.end()) return false;
    token = unlent->token;
    took_dead_byte = true;
  }
  for (uint32_t i = 0; i < pool.size; i++) {
    SlotState s = SlotState::unpack(t.slots[i].state.load());
    if (!reserve_empty(t, i, s)) continue;
    ManagedConnection conn;
    bool ok = open_connection(pool.key, pool.settings, &conn, err);
    if (ok && dead_lock.owns_lock()) {
      // A failed question is the server's (backoff below); a dead session still listed after
      // the wait is nobody's fault: its byte stays held and the next try comes from upkeep.
      ok = end_dead_sessions(pool, conn, err);
      if (ok && took_dead_byte && !pool.bound.take(&token) && !lend_dead_byte(pool, token)) {
        close_connection(conn);
        empty_reserved(t, i);
        return false;
      }
    }
    if (!ok) {
      close_connection(conn);  // opened, if the question about the dead sessions failed
      if (took_dead_byte) token = UINT32_MAX;  // the dead session's: kept
      pool.bound.give(token);
      record_open_failure(pool, i, err);
      return false;
    }
    publish_opened(pool, i, s.generation + 1, conn, token);
    return true;
  }
  if (!took_dead_byte) pool.bound.give(token);
  return false;
}

// Whether the manager must not connect now: it is stopping, retiring with connections left, or
// the server failed a moment ago (backing off). Waiters are told why (*err too).
bool Manager::connect_refused(Pool& pool, Error* err) {
  SlotTable& t = *pool.table;
  if (draining_) {
    std::lock_guard<std::mutex> lock(pool.error_mu);
    snprintf(t.header.last_connect_error, sizeof t.header.last_connect_error,
             "[2002] mysqlpool: the manager (pid %d) is stopping", int(getpid()));
    t.header.last_connect_errno.store(2002);
    err->code = 2002;
    err->message = t.header.last_connect_error;
    t.header.connect_attempts.fetch_add(1);
    wake_waiters(t, kWakeAll);
    return true;
  }
  // A retiring manager opens only for a pool left with no connection (its workers still need
  // one).
  if (retiring_ && count_slots(t).open() > 0) return true;
  if (monotonic_ms() < pool.next_connect_ms.load()) {
    // The server refused or did not answer a moment ago: say so again instead of hammering it.
    std::lock_guard<std::mutex> lock(pool.error_mu);
    err->code = t.header.last_connect_errno.load();
    err->message = std::string("mysqlpool: connect backing off after a failure: ") +
                   t.header.last_connect_error;
    t.header.connect_attempts.fetch_add(1);  // waiters learn the server is down
    wake_waiters(t, kWakeAll);
    return true;
  }
  return false;
}

// A connect into `slot` failed: the error for waiters, the back-off, the slot EMPTY again.
void Manager::record_open_failure(Pool& pool, uint32_t slot, const Error* err) {
  SlotTable& t = *pool.table;
  {
    std::lock_guard<std::mutex> lock(pool.error_mu);
    snprintf(t.header.last_connect_error, sizeof t.header.last_connect_error, "[%u] %s", err->code,
             err->message.c_str());
  }
  t.header.last_connect_errno.store(err->code ? err->code : 2002);
  t.header.counters.open_failures.fetch_add(1);
  // Back off: 100 ms, doubling to 1 s, +-25 % so that pools don't retry in step. The cap is
  // also how long a pool can stay failing after its server is back (faults.sh db-restart).
  uint32_t n = pool.connect_failures.fetch_add(1);
  uint64_t delay = std::min<uint64_t>(kBackoffFirstMs << std::min<uint32_t>(n, 16), kBackoffMaxMs);
  delay = delay * 3 / 4 + uint64_t(random()) % (delay / 2 + 1);
  pool.next_connect_ms.store(monotonic_ms() + delay);
  empty_reserved(t, slot);
  t.header.connect_attempts.fetch_add(1);
  // Waiters decide whether to keep waiting: wake them all.
  wake_waiters(t, kWakeAll);
}

// A new connection in `slot` (RESERVED by the manager): its facts in the segment, the
// connection and its bound token in the pool, then the slot FREE of `generation`.
void Manager::publish_opened(Pool& pool, uint32_t slot, uint32_t generation,
                             const ManagedConnection& conn, uint32_t token) {
  SlotTable& t = *pool.table;
  SlotConnectionInfo& info = t.slots[slot].info;
  info.client_caps = conn.client_caps;
  info.mariadb_caps = conn.mariadb_caps;
  info.opened_at_ms = conn.opened_at_ms;
  info.thread_id = conn.thread_id;
  info.last_statement_id = 0;  // the server counts a new session's statements from 1
  info.schema_selected = 0;    // a new session: no database but the key's (a reset keeps one)
  publish_session_facts(conn, pool.key, &info);
  if (t.header.server_version[0] == '\0') {
    snprintf(t.header.server_version, sizeof t.header.server_version, "%s",
             conn.server_version.c_str());
    if (conn.own)
      snprintf(t.header.tls, sizeof t.header.tls, "%s", own_tls_description(*conn.own).c_str());
  }
  pool.bound.record(token, conn.thread_id, conn.opened_at_ms);
  {
    std::lock_guard<std::mutex> lock(pool.mu);
    pool.conns[slot] = conn;
    pool.bound_tokens[slot] = token;
  }
  t.header.counters.opened.fetch_add(1);
  t.header.last_connect_errno.store(0);
  pool.connect_failures.store(0);
  pool.next_connect_ms.store(0);
  t.header.connect_attempts.fetch_add(1);
  publish_free(t, slot, generation, monotonic_ms());
}

std::string server_thread(const ManagedConnection& conn) {
  if (!conn.is_open() || !conn.thread_id) return "";
  return " (server thread " + std::to_string(conn.thread_id) + ")";
}

void Manager::discard_reserved(Pool& pool, uint32_t slot, CloseReason why,
                               const std::string& detail) {
  ManagedConnection conn;
  {
    std::lock_guard<std::mutex> lock(pool.mu);
    std::swap(conn, pool.conns[slot]);
  }
  const CloseReasonInfo& reason = close_reason_info(why);
  (pool.table->header.counters.*reason.counter).fetch_add(1);
  log_line(reason.level, "pool %s: slot %u%s: closing the connection: %s%s%s%s",
           pool.key.describe().c_str(), slot, server_thread(conn).c_str(), reason.text,
           detail.empty() ? "" : " (", detail.c_str(), detail.empty() ? "" : ")");
  if (conn.is_open()) {
    // The end of the stream ends the session at the server, for every process holding the
    // fd; reading stays open, to see the server close its end.
    shutdown(conn.fd, SHUT_WR);
    std::shared_ptr<Pool> self = find_pool(pool.id);
    if (self && start_closing(self, slot, conn)) return;
    close_connection(conn);  // the pool is being freed: nothing replaces it
  }
  finish_discard(pool, slot);
}

// Every open connection of a pool whose slots nobody will lease again (the pool freed, the
// manager exiting) closed, each counted and logged with `why`. The caller holds pool.mu.
void Manager::close_all_locked(Pool& pool, CloseReason why) {
  const CloseReasonInfo& reason = close_reason_info(why);
  for (uint32_t slot = 0; slot < pool.conns.size(); slot++) {
    ManagedConnection& conn = pool.conns[slot];
    if (!conn.is_open()) continue;
    (pool.table->header.counters.*reason.counter).fetch_add(1);
    log_line(reason.level, "pool %s: slot %u%s: closing the connection: %s",
             pool.key.describe().c_str(), slot, server_thread(conn).c_str(), reason.text);
    close_connection(conn);
  }
}

// The slot's old session has ended at the server (or there was none): EMPTY, and replaced if
// anyone needs it.
void Manager::finish_discard(Pool& pool, uint32_t slot) {
  uint32_t token;
  {
    std::lock_guard<std::mutex> lock(pool.mu);
    token = pool.bound_tokens[slot];
    pool.bound_tokens[slot] = UINT32_MAX;
  }
  pool.bound.give(token);
  empty_reserved(*pool.table, slot);
  refill(pool);
}

// A connection went: a new one when someone waits or the pool is below min_idle. The connect
// (up to connect_timeout_ms) runs on a job thread, never on the thread that noticed: that is
// the upkeep thread (the heartbeat of every pool) or a thread serving a worker.
void Manager::refill(Pool& pool) {
  SlotTable& t = *pool.table;
  if (draining_) return;
  uint32_t min_idle = retiring_ ? 0 : pool.settings.min_idle;
  if (t.header.waiters.load() == 0 && count_slots(t).open() >= min_idle) return;
  if (std::shared_ptr<Pool> self = find_pool(pool.id)) post_open(self);
}

// One connect as a job, counted in open_pending meanwhile (workers count it as on its way and
// ask for no other). A failure is logged once per real attempt, not for each one refused while
// backing off.
void Manager::post_open(const std::shared_ptr<Pool>& pool) {
  pool->table->header.open_pending.fetch_add(1);
  if (!post_for(pool, [this](Pool& p) {
        Error err;
        bool backing_off = monotonic_ms() < p.next_connect_ms.load();
        if (!open_one(p, &err) && err.code && !backing_off)
          log_line("warning", "pool %s: connect failed: %u %s", p.key.describe().c_str(), err.code,
                   err.message.c_str());
        p.table->header.open_pending.fetch_sub(1);
      }))
    pool->table->header.open_pending.fetch_sub(1);
}

void Manager::reclaim_worker_slots(Worker& c) {
  for (uint32_t id : c.pools) {
    std::shared_ptr<Pool> pool = find_pool(id);
    if (!pool) continue;
    if (pool->attached.fetch_sub(1) == 1) pool->unused_since_ms.store(monotonic_ms());
    SlotTable& t = *pool->table;
    for (uint32_t i = 0; i < pool->size; i++) {
      SlotState s = SlotState::unpack(t.slots[i].state.load());
      if (s.tag != SlotTag::Leased || s.pid != pid_bits(c.cred.pid)) continue;
      // Its protocol state is unknown (it may have died mid-reply): never reuse it.
      if (reclaim_leased(t, i, s)) {
        discard_reserved(*pool, i, CloseReason::DeadHolder,
                         "pid " + std::to_string(c.cred.pid) + " ended holding it");
      }
    }
  }
}

int run_manager(const ManagerOptions& options, int listen_fd) {
  log_open(options.log_path);
  Manager manager(options);
  return manager.run(listen_fd);
}

}  // namespace mysqlpool
