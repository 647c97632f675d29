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

  // The file for `key`'s pool beside `socket_path`, with bytes [0, size). false with *error if
  // it can't be had: then take() always succeeds (the manager's own slots still bound it).
  bool open(const std::string& socket_path, const PoolKey& key, uint32_t size, std::string* error);
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
  // Removes the pool files beside `socket_path` that nobody has open: those a killed manager
  // left. A manager does it when it starts.
  static void sweep(const std::string& socket_path);

  // The file's name: "<socket_path>.pool-<16 hex digits>" of the pool's identity without its
  // password (server, user, database, charset, pool name, TLS settings).
  static std::string path_for(const std::string& socket_path, const PoolKey& key);

 private:
  int fd_ = -1;
  std::string path_;
  uint32_t size_ = 0;
  mutable std::mutex mu_;                      // guards mine_ (job and closer threads)
  uint64_t mine_[(kMaxSlots + 63) / 64] = {};  // bytes we hold
};

}  // namespace mysqlpool
