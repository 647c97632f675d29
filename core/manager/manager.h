// The manager: one process per host user that owns every pooled MySQL connection.
//
// It is the slow path and never sits between a worker and the server: it opens and
// authenticates connections, publishes them in each pool's slot table, hands their sockets to
// the worker that leased them (SCM_RIGHTS), cleans connections handed back with a transaction
// or session state, and reclaims the slots of workers that died. One thread accepts workers,
// one thread serves each worker (a PHP process: its requests are rare and short), each pool
// has up to two job threads of its own for its slow work (connects, rollbacks, resets), and one
// thread does upkeep once a second: dead holders, broken slots, max_lifetime, idle_timeout,
// min_idle and exiting after a while without workers. Every close is logged with its reason
// (close_reason.h).
#pragma once

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <cstdint>
#include <ctime>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <optional>
#include <string>
#include <vector>

#include "core/common/pool_config.h"
#include "core/control/messages.h"
#include "core/control/socket.h"
#include "core/manager/close_reason.h"
#include "core/manager/connector.h"
#include "core/manager/host_bound.h"
#include "core/manager/report.h"
#include "core/segment/slot_table.h"

namespace mysqlpool {

// " (server thread N)" for a log line, when the connection has one.
std::string server_thread(const ManagedConnection& conn);

class Manager {
 public:
  explicit Manager(ManagerOptions options);
  ~Manager();
  // Serves on an already listening socket until idle exit. Returns the exit status.
  int run(int listen_fd);
  // Everything the status and metrics report (report.h), read under the locks
  // (report_snapshot.cpp).
  ManagerSnapshot snapshot();

 private:
  struct Pool;
  struct Worker;

  void serve_worker(std::shared_ptr<Worker> worker);
  std::shared_ptr<Pool> find_or_make_pool(const PoolKey& key, const PoolSettings& settings,
                                          std::string* problem);
  bool open_first(Pool& pool, Error* err);
  void handle_attach(Worker& c, const std::string& payload);
  bool idle();
  void clean(Pool& pool, const ResetMsg& how);
  bool unused(Pool& pool);
  void free_pool(Pool& pool);
  void handle_get_fd(Worker& c, const std::string& payload);
  void handle_open(Worker& c, const std::string& payload);
  void handle_discard(Worker& c, const std::string& payload);
  void handle_reset(Worker& c, const std::string& payload);
  // A ReportRequest (frozen across versions: messages.h): the report in chunks, then its end.
  void handle_report(int fd, pid_t pid, const std::string& payload);
  // The opt-in HTTP listener of options_.metrics_listen (metrics_server.cpp): one thread; a
  // failure to listen is logged and the pools are served all the same.
  void start_metrics_listener();
  std::shared_ptr<Pool> attached_pool(Worker& c, uint32_t id);
  template <class Msg>
  bool decode_notice(Worker& c, const std::string& payload, Msg* out);
  void reclaim_worker_slots(Worker& c);
  void upkeep_loop();
  void upkeep_pool(Pool& pool);
  // Upgrades and stopping (retire.cpp). A manager of another version at our socket path is
  // asked to retire; a retiring one gives back its FREE connections (keeping one per pool while
  // its workers are attached) and exits once none is attached. SIGTERM/SIGINT drain: no new
  // workers or connections, FREE ones closed, leased ones waited for up to drain_timeout_s.
  void retire_others();
  void handle_retire(pid_t from, const std::string& payload);
  void give_back(Pool& pool, uint32_t keep, CloseReason why);
  bool all_given_back();
  void retire_loop();
  void signal_loop();
  void drain();
  [[noreturn]] void exit_now(const char* why);
  std::vector<std::shared_ptr<Pool>> all_pools();
  void warn_if_held_too_long(Pool& pool, uint32_t slot, uint64_t now);

  std::shared_ptr<Pool> find_pool(uint32_t id);
  // Slow work (connects, rollbacks, resets) runs on the pool's own job threads, never on a
  // thread that answers a worker (a long rollback must not hold up that worker's next GetFd),
  // nor on another pool's (a server that hangs must not hold up the pools of other servers).
  bool post_for(const std::shared_ptr<Pool>& pool, std::function<void(Pool&)> job);
  void wake_job_thread(const std::shared_ptr<Pool>& pool);
  void job_loop(std::shared_ptr<Pool> pool);
  void post_open(const std::shared_ptr<Pool>& pool);
  // Opens a connection into an EMPTY slot. False if no slot is EMPTY or the connect failed.
  bool open_one(Pool& pool, Error* err);
  bool connect_refused(Pool& pool, Error* err);
  void record_open_failure(Pool& pool, uint32_t slot, const Error* err);
  void publish_opened(Pool& pool, uint32_t slot, uint32_t generation, const ManagedConnection& conn,
                      uint32_t token);
  // The slot must be RESERVED by the manager: ends its connection's session (shutdown for
  // writing), counts `why` and logs it (with `detail`, if any); once the server has closed its
  // end (closer_loop), closes it, leaves the slot EMPTY and refills. Until then the slot stays
  // RESERVED: the old session counts against max_connections while the server still has it.
  void discard_reserved(Pool& pool, uint32_t slot, CloseReason why, const std::string& detail = "");
  void close_all_locked(Pool& pool, CloseReason why);
  void finish_discard(Pool& pool, uint32_t slot);
  bool start_closing(const std::shared_ptr<Pool>& pool, uint32_t slot,
                     const ManagedConnection& conn);
  void closer_loop();
  struct Closing;
  // Asking: the question is posted (Closing::answer).
  enum class SessionCheck { Ended, Alive, Unknown, NobodyToAsk, Asking };
  SessionCheck check_session_ended(Closing& c);
  SessionCheck ask_session_ended(Pool& pool, uint32_t slot, const ManagedConnection& closed);
  void warn_if_slow_to_end(Closing& c, uint64_t now, const char* why);
  void collect_closed(std::vector<Closing>& closed, uint64_t now);
  std::optional<CloseReason> why_close_free(Pool& pool, uint32_t slot, uint64_t now,
                                            std::string* detail);
  void refill_after_upkeep(Pool& pool);
  void settle_closed(std::vector<Closing>& closed);
  // Makes up for discarded connections when workers are waiting or min_idle asks for more.
  void refill(Pool& pool);
  // A dead manager's sessions (dead_sessions.cpp): their bytes of the bound taken into
  // pool.dead (HostBound::take_dead), then ended over a connection of the pool, once the server
  // confirms each is still the dead manager's (same run, same user, none of ours): KILL, and
  // its byte given back once the server no longer lists it. false: `conn` failed (*err); the
  // sessions not ended stay in pool.dead, their bytes held.
  void take_dead_sessions(Pool& pool);
  bool end_dead_sessions(Pool& pool, ManagedConnection& conn, Error* err);
  // The byte `token` of a dead session still open (in use by a live worker: its grace) counts
  // a new connection of ours from now on; false if no dead session holds it.
  bool lend_dead_byte(Pool& pool, uint32_t token);

  ManagerOptions options_;
  std::string listen_path_;  // versioned_socket(options_.socket_path)
  int listen_fd_ = -1;
  std::atomic<bool> retiring_{false};  // a manager of another version took over
  std::mutex retire_mu_;               // with retire_cv_: retire_loop sleeps until retiring_
  std::condition_variable retire_cv_;
  std::atomic<bool> draining_{false};  // SIGTERM/SIGINT: stopping
  const uint64_t started_ms_ = monotonic_ms();
  const int64_t started_unix_s_ = int64_t(time(nullptr));
  std::atomic<bool> metrics_listening_{false};
  // Guards pools_, pools_by_id_, next_pool_id_, workers_ and last_worker_seen_ms_.
  std::mutex mu_;
  std::map<std::string, std::shared_ptr<Pool>> pools_;  // by PoolKey::lookup_key()
  std::map<uint32_t, std::shared_ptr<Pool>> pools_by_id_;
  uint32_t next_pool_id_ = 1;
  std::set<std::shared_ptr<Worker>> workers_;
  uint64_t last_worker_seen_ms_ = 0;
  std::atomic<bool> stopping_{false};
  // Connections being closed, waiting for the server to end their sessions (closer_loop).
  struct Closing {
    std::shared_ptr<Pool> pool;
    uint32_t slot;
    ManagedConnection conn;
    uint64_t since_ms;         // taken out of the pool
    bool warned;               // about a slow end, once
    uint64_t closed_ms = 0;    // the server closed its end
    uint64_t next_ask_ms = 0;  // the server still listed the session: ask again then
    // The question being asked on a job thread of the pool: its SessionCheck once answered,
    // -1 until then; nullptr when none is.
    std::shared_ptr<std::atomic<int>> answer = nullptr;
  };
  std::mutex closing_mu_;  // guards closing_
  std::vector<Closing> closing_;
  int closer_wake_fd_ = -1;  // eventfd: a new entry in closing_, or an answer
};

// One pool: its key and settings, its segment, and the manager's side of its connections.
struct Manager::Pool {
  // Set when the pool is made, then only read. `table` and `table_fd` are cleared under init_mu
  // when it is freed. `size`: its slots, as this process made them: the segment's own count is
  // writable by any process of the uid, never trusted for bounds.
  uint32_t id = 0;
  PoolKey key;
  PoolSettings settings;
  SlotTable* table = nullptr;
  int table_fd = -1;
  uint32_t size = 0;

  // Guarded by init_mu, held while the first connection proves the credentials and while the
  // pool is freed: whether the first connect failed or the pool was freed.
  std::mutex init_mu;
  bool erased = false;

  // Atomics, no lock: set once the first connection opened (upkeep and GetFd leave the pool
  // alone before: its segment is unmapped if that connect fails); workers attached now and
  // when the last one left (a pool nobody uses is freed); connects that failed in a row and no
  // new one before next_connect_ms (backoff); a job opening connections up to min_idle.
  std::atomic<bool> ready{false};
  std::atomic<uint32_t> attached{0};
  std::atomic<uint64_t> unused_since_ms{0};
  std::atomic<uint32_t> connect_failures{0};
  std::atomic<uint64_t> next_connect_ms{0};
  std::atomic<bool> filling{false};

  // Guarded by jobs_mu: jobs posted for this pool and not finished (post_for; and its
  // connections being closed, closer.cpp): it is not freed while there are any, and none is
  // posted once it is being freed (closing). They wait in `queue` for the pool's job threads
  // (job_loop): `threads` of them, at most kJobThreadsPerPool, `idle_threads` of which wait on
  // jobs_cv (a job queued, or the pool freed).
  std::mutex jobs_mu;
  std::condition_variable jobs_cv;
  std::deque<std::function<void(Pool&)>> queue;
  uint32_t jobs = 0;
  uint32_t threads = 0;
  uint32_t idle_threads = 0;
  bool closing = false;

  // Guarded by mu (a slot's entries change only while the manager holds the slot): each slot's
  // connection, and the byte of the cross-manager bound it holds (UINT32_MAX: none).
  std::mutex mu;
  std::vector<ManagedConnection> conns;
  std::vector<uint32_t> bound_tokens;

  // error_mu serializes writes of the segment's last_connect_error.
  std::mutex error_mu;

  // The upkeep thread's only: by slot, the lease last warned about.
  struct LeaseSeen {
    uint64_t state = 0, since_ms = 0;
  };
  std::vector<LeaseSeen> leak_warned;

  // The bound across managers of every version at this socket path (host_bound.h; its own
  // locking): each open connection holds a byte, named by bound_tokens.
  HostBound bound;

  // Guarded by dead_mu: sessions a dead manager left (HostBound::take_dead), their bytes held
  // until the server has let them go (Manager::end_dead_sessions). dead_mu is held while they
  // are ended, so one job thread ends them and the other does not open past the bound meanwhile.
  std::mutex dead_mu;
  std::vector<HostBound::DeadSession> dead;
};

// Runs a manager in this process on `listen_fd` (the mysqlpool-manager program, however it
// was started). Returns the exit status.
int run_manager(const ManagerOptions& options, int listen_fd);

}  // namespace mysqlpool
