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
// of a version before this fallback runs without the cross-manager bound then.) A file that is had beside a configured
// path gets an index entry in the run directory (a symlink naming it, read, never followed):
// sweep() finds a killed manager's files there, without listing a directory others fill.
#pragma once

#include <cstdint>
#include <mutex>
#include <string>

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
  bool active() const { return fd_ >= 0; }
  // Gives back every byte, closes the file and removes it when nobody else has it open. A
  // manager calls it for each pool before it exits (its destructors don't run after _exit).
  void close();
  // Removes the pool files that nobody has open: those a killed manager left beside
  // `socket_path` when it is private, and every one the run directory holds or indexes. A
  // manager does it when it starts; it lists only directories of this uid.
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
};

}  // namespace mysqlpool
