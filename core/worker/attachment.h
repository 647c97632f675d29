// A worker process's side of the pool: its attachments (one per pool key), the lease on a
// slot, and the socket fds it has been handed, cached per (slot, generation).
//
// One PoolRegistry per process. PHP is built NTS here, so nothing in this file locks; a
// forked child (pcntl_fork) starts with no attachment of its own and never touches its
// parent's leases or control socket.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <string_view>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/common/pool_config.h"
#include "core/common/server_run.h"
#include "core/control/messages.h"
#include "core/control/socket.h"
#include "core/protocol/capabilities.h"
#include "core/protocol/codec.h"
#include "core/segment/lease.h"
#include "core/segment/slot_table.h"

namespace mysqlpool {

class PoolAttachment;
class PoolRegistry;

// A worker's lease on a slot, with the connection's fd in this process.
struct Lease {
  PoolAttachment* pool = nullptr;
  uint32_t slot = 0;
  uint32_t generation = 0;
  int fd = -1;
  pid_t holder = 0;       // the process that took it: a forked child must not use or release it
  uint64_t since_us = 0;  // when it was taken (for the leased-time counter)
  proto::Capabilities caps;
  // The connection's TLS record layer in this process (nullptr: plaintext), its sequence
  // numbers taken from the slot when the lease began; given back to the slot when it ends.
  proto::TlsStream* tls = nullptr;
  bool active() const { return pool != nullptr; }
};

// The attachment is the lease loop's listener (lease.h): it asks the manager for connections
// and tells the loop when the manager is gone.
class PoolAttachment final : private LeaseListener {
 public:
  PoolAttachment(PoolRegistry& registry, uint64_t control_epoch, uint32_t id, PoolKey key,
                 PoolSettings settings, SlotTable* table);
  ~PoolAttachment();

  const PoolKey& key() const { return key_; }
  // key().lookup_key(), made once: a session asks for it with every statement.
  const std::string& lookup_key() const { return lookup_key_; }
  // chain_hash(0, lookup_key()), made once: every session of the pool seeds its hashes with it.
  uint64_t key_hash() const { return key_hash_; }
  const PoolSettings& settings() const { return settings_; }
  const SlotTable& table() const { return *table_; }
  SlotConnectionInfo& slot_info(uint32_t slot) { return table_->slots[slot].info; }
  PoolCounters& counters() { return table_->header.counters; }
  // The server's version string from the pool's first handshake.
  std::string server_version() const;
  // The manager that served this attachment is gone: attach again for new leases.
  bool orphaned() const override;

  // Takes a free connection, waiting up to acquire_timeout_ms.
  bool acquire(Lease* out, Error* err);
  // The connection is clean and idle: back to the pool.
  void release(Lease& lease);
  // The connection is unusable or its protocol state unknown: the manager replaces it.
  void discard(Lease& lease);
  // The manager takes the connection back and cleans it (rollback / session reset) before
  // anyone else gets it; the caller goes on at once.
  void hand_back(Lease& lease, bool rollback, bool reset_session);
  // Nothing is waiting to be read on a connection with no reply due (attachment.cpp).
  bool usable(int fd);
  static bool nothing_to_read(int fd);
  // A session keeps a pointer to its attachment from hold() to PoolRegistry::let_go(): an
  // orphaned attachment is freed when no session holds it and no lease of it is out.
  void hold() { holders_++; }

 private:
  friend class PoolRegistry;
  void ask_for_connection() override;
  bool look_for_dead_manager(uint64_t now_ms) override;
  void explain_no_lease(const LeaseOutcome& outcome, Error* err) const;
  enum class LeaseCheck { Usable, Retry, Fail };
  LeaseCheck check_leased(uint32_t slot, uint32_t generation, uint64_t deadline, bool read_clock,
                          uint64_t* now_us, int* fd, Error* err);
  void record_lease(Lease* out, uint32_t slot, uint32_t generation, int fd, uint64_t start_us,
                    uint64_t now_us, bool waited);
  bool fd_for(uint32_t slot, uint32_t generation, int* fd, Error* err);
  void forget_fds();
  bool manager_gone() const;
  void end_unheld_connections();
  // How a lease ends: released (FREE), discarded (BROKEN), or handed back for cleaning
  // (RESERVED; the flags say how to clean it).
  enum class LeaseEnd { Release, Discard, HandBack };
  // now_us: monotonic_us() as the lease ends (one clock read serves the whole release).
  void end_lease(Lease& lease, LeaseEnd how, uint64_t now_us, bool rollback = false,
                 bool reset_session = false);
  void return_slot(uint32_t slot, uint32_t generation, LeaseEnd how, uint64_t now_ms,
                   bool rollback = false, bool reset_session = false);

  PoolRegistry& registry_;
  uint64_t control_epoch_;
  uint32_t id_;
  PoolKey key_;
  std::string lookup_key_;
  uint64_t key_hash_;
  PoolSettings settings_;
  SlotTable* table_;
  std::vector<int> fds_;                 // by slot, -1: none cached
  std::vector<uint32_t> fd_generation_;  // by slot
  // by slot, with the fd: a TCP socket, whose kernel notes the CPU that took in each packet
  // (release notes it in the slot); a Unix socket's does not, so it is not asked
  std::vector<uint8_t> fd_is_inet_;
  // by slot, with the fd: a TLS session's record layer, from the keys that came with it
  std::vector<std::unique_ptr<proto::TlsStream>> tls_;
  std::vector<uint32_t> held_;  // slots with a cached fd: leased first (affinity)
  uint32_t leases_out_ = 0;
  uint32_t holders_ = 0;
};

class PoolRegistry {
 public:
  static PoolRegistry& instance();

  // The process's attachment to the pool `key`, attaching (and starting the manager) if
  // needed. nullptr with *err on failure: wrong credentials, server unreachable, bad settings.
  PoolAttachment* attach(const PoolKey& key, const PoolSettings& settings,
                         const ManagerOptions& manager, Error* err) {
    return attach(key, key.lookup_key(), settings, manager, err);
  }
  // The same, with key.lookup_key() made by the caller (a handle's is remembered).
  PoolAttachment* attach(const PoolKey& key, const std::string& lookup,
                         const PoolSettings& settings, const ManagerOptions& manager, Error* err);
  // The current attachment for the pool of `stale` (re-attaching after a manager restart).
  PoolAttachment* refresh(PoolAttachment* stale, Error* err);
  // A session lets go of the attachment it held (PoolAttachment::hold).
  void let_go(PoolAttachment* pool);
  // Attachments of dead managers still kept (held by a session or a lease in flight).
  size_t orphaned_count() const { return orphaned_.size(); }
  std::vector<const PoolAttachment*> pools() const;
  pid_t pid() const { return pid_; }
  // sched_yield()s an acquire makes before its first sleep (mysqlpool.wait_yields).
  void set_wait_yields(uint32_t yields) { wait_yields_ = yields; }

  // A connection of a dead manager that this process could not shut down (it holds no fd
  // for it) and that nobody may use any more: the next session of the same pool key ends it
  // with KILL, if the server is still in the run it was opened in (Session::end_orphans).
  struct Orphan {
    uint64_t thread_id;
    uint64_t opened_at_ms;  // CLOCK_MONOTONIC, as SlotConnectionInfo
    // A thread id names another connection once the server restarts: the connection is the
    // one its id names only if it is younger than the server's current run (Uptime, which is
    // rounded down: one second of margin).
    bool opened_in_this_run(uint64_t now_ms, uint64_t uptime_s) const {
      return opened_in_server_run(now_ms, opened_at_ms, uptime_s);
    }
    // The server's Uptime as it sent it (untrusted text): its leading digits, 0 (nothing is
    // killed) when there are none or more than a 32-bit count of seconds.
    static uint64_t uptime_s(std::string_view text) { return parse_uptime_s(text); }
  };
  std::vector<Orphan> take_orphans(const std::string& lookup_key);

 private:
  friend class PoolAttachment;
  friend struct RegistryTestAccess;  // core/tests only
  PoolRegistry();
  bool ensure_control(Error* err);
  void check_control();
  void control_failed();
  void free_orphaned();
  // One request with its reply on the control socket.
  template <class Msg>
  bool call(const Msg& request, MsgType* reply, std::string* reply_payload, int* reply_fd,
            int timeout_ms, Error* err) {
    return call(Msg::kType, request.encode(), reply, reply_payload, reply_fd, timeout_ms, err);
  }
  bool call(MsgType type, const std::string& payload, MsgType* reply, std::string* reply_payload,
            int* reply_fd, int timeout_ms, Error* err);
  // A message without a reply (Open, Discard, Reset).
  template <class Msg>
  void notify(const Msg& message) {
    if (control_fd_ >= 0 && !send_message(control_fd_, message)) control_failed();
  }
  static void after_fork_in_child();

  pid_t pid_;
  uint32_t wait_yields_ = 0;
  int control_fd_ = -1;
  uint64_t control_epoch_ = 1;
  ManagerOptions manager_;
  std::map<std::string, std::unique_ptr<PoolAttachment>> pools_;  // by PoolKey::lookup_key()
  std::vector<std::unique_ptr<PoolAttachment>>
      orphaned_;                                        // orphaned, kept for handles that hold them
  std::map<std::string, std::vector<Orphan>> orphans_;  // by PoolKey::lookup_key(), bounded
};

}  // namespace mysqlpool
