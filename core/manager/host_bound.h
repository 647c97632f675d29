// The bound of a pool across every manager of this user at one socket path: during an upgrade
// a manager of the old version and one of the new run side by side (DESIGN, "Upgrading"), each
// with its own slots, and together they must not open more than max_connections to the server.
//
// Each open connection holds one byte of a file named after the pool (not its password)
// beside the socket, locked with an open-file-description lock (F_OFD_SETLK): a manager takes
// a byte before it connects and gives it back once the server has let the session go. Two
// managers never hold the same byte, so together they hold at most max_connections; a manager
// that dies gives its bytes back with it (the kernel drops its locks), and managers of every
// version from 5 on use the same file, name and bytes.
//
// The file goes when the last manager that has it open closes it (a pool freed, a manager that
// exits): close() removes it only under a write lease (F_SETLEASE), which the kernel grants
// only while no other open file description of it exists, so a manager of any version that has
// it open keeps it; a manager that starts removes those nobody has open (a killed manager's).
// A manager that opens the name while it is being removed can get the removed
// file: open() checks that the file it got still has its name, and opens again if not.
//
// Beside a configured socket path in a shared directory (/tmp) another user can take the name
// first. The file is then refused (open_lock_file: a regular file of this uid, mode 0600, one
// link, no symlink followed) and the bound is kept in this uid's run directory instead
// (private_run_dir(), socket.h) under a name derived from the refused one, so that every
// manager of the uid at that path finds the same file: while it exists (a manager has it
// open) a starting manager joins it there, even if the name beside is free again. (A manager
// of a version before this fallback runs without the cross-manager bound then.) A file that is had
// beside a configured path gets an index entry in the run directory (a symlink naming it, read,
// never followed): sweep() finds a killed manager's files there, without listing a directory others
// fill.
//
// A manager's byte is given back by the kernel the moment it dies, but its server sessions live
// on while any process holds their fds (an idle worker's cached fd, a lease): a successor that
// took the bytes at once would make the server hold twice the pool. So each held byte has a
// record in the same file (past the bytes, kRecordsAt) naming its connection's server session
// (thread id, when it opened, this boot): written once the connection is open, cleared by
// give() once the server has let the session go. A byte nobody holds whose record is set was
// held by a manager that died: take_dead() takes such bytes, for the taker to end their
// sessions (KILL, on a connection of the pool) before it gives them back. A file with a set
// record is not removed (sweep, close), so the successor finds it.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

#include "core/common/pool_config.h"

namespace mysqlpool {

class HostBound {
 public:
  HostBound() = default;
  ~HostBound();  // close()
  HostBound(const HostBound&) = delete;
  HostBound& operator=(const HostBound&) = delete;

  // The file for `key`'s pool beside `socket_path`, with bytes [0, size); if that is refused,
  // the one in the run directory (refused() then says why). false with *error if neither can
  // be had: then take() always succeeds (the manager's own slots still bound it).
  bool open(const std::string& socket_path, const PoolKey& key, uint32_t size, std::string* error);
  // Why the file beside the socket was refused when the bound is kept in the run directory;
  // empty when it is beside the socket (or not kept at all).
  const std::string& refused() const { return refused_; }
  const std::string& path() const { return path_; }
  // A free byte, locked: *token names it for give(). false: every byte is held (by us or
  // another manager).
  bool take(uint32_t* token);
  void give(uint32_t token);
  // Bytes held by other managers now (a lock test of each byte we don't hold).
  uint32_t held_elsewhere() const;
  // The server session of the connection that holds `token` (ours): recorded beside the byte,
  // for the manager that comes after us if we die holding it.
  void record(uint32_t token, uint64_t thread_id, uint64_t opened_at_ms);
  // A session a dead manager left: its byte (taken by take_dead(), ours now) and what its
  // record says. The record was written by a process of this uid (the file is checked as any
  // lock file) but is read as untrusted: it names a session to end only after the server
  // confirms it (same run, same user: Manager::end_dead_sessions).
  struct DeadSession {
    uint32_t token;
    uint64_t thread_id;
    uint64_t opened_at_ms;  // CLOCK_MONOTONIC of this boot
    uint64_t taken_ms = 0;  // when take_dead() took it (CLOCK_MONOTONIC)
    // Its byte counts a connection of ours now (Manager::open_one, while the session is given
    // its grace): not given back when the session ends.
    bool lent = false;
  };
  // Takes every byte that nobody holds and whose record names a session of this boot: its
  // holder died holding it. The caller ends each session, then give()s the byte (which clears
  // its record); until then the byte keeps the dead session counted in the bound.
  std::vector<DeadSession> take_dead();
  // Whether the file at `fd` has a valid record of a session (a dead manager's, or a live
  // one's): such a file is not removed.
  static bool has_records(int fd);
  // Where the records start: past every byte that can be locked.
  static constexpr off_t kRecordsAt = 4096;
  bool active() const { return fd_ >= 0; }
  // Gives back every byte, closes the file and removes it when nobody else has it open and no
  // record is set. A manager calls it for each pool before it exits (its destructors don't run
  // after _exit); the records of bytes it still holds stay, for a successor to end their
  // sessions if they are still open (a drain cut short).
  void close();
  // Removes the pool files that nobody has open and that have no record set: those a killed manager
  // left beside `socket_path` when it is private, and every one the run directory holds or indexes.
  // A manager does it when it starts; it lists only directories of this uid.
  static void sweep(const std::string& socket_path);

  // The file's name: "<socket_path>.pool-<16 hex digits>" of the pool's identity without its
  // password (server, user, database, charset, pool name, TLS settings).
  static std::string path_for(const std::string& socket_path, const PoolKey& key);
  // "<run_dir>/mysqlpool.pool-<16 hex digits>" of path_for(socket_path, key): where the bound
  // is kept when that name is refused.
  static std::string fallback_path_for(const std::string& run_dir, const std::string& socket_path,
                                       const PoolKey& key);
  // "<run_dir>/mysqlpool.bound-<16 hex digits>" of pool_path: its index entry.
  static std::string index_path_for(const std::string& run_dir, const std::string& pool_path);

 private:
  int fd_ = -1;
  std::string path_;
  std::string refused_;
  std::string index_;  // the index entry of path_ in the run directory, if it has one
  uint32_t size_ = 0;
  mutable std::mutex mu_;                      // guards mine_ (job and closer threads)
  uint64_t mine_[(kMaxSlots + 63) / 64] = {};  // bytes we hold
  void clear_record(uint32_t token);
};

}  // namespace mysqlpool
