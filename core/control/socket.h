// The control socket: where it lives, connecting to it (checking who answers, with a deadline),
// listening on it, and the lock file beside it.
//
// Where: when mysqlpool.manager_socket is not set, the socket lives in a directory only this
// uid (and root) can write, so that another local user can neither take its name, nor the lock
// file's, nor put a listener where workers look. Workers and managers of one uid look in the
// same places, in the same order (list_private_dirs()), so they find each other without any
// configuration:
//   1. /run/user/<uid>           (logind's runtime directory) if it is a real directory of
//                                this uid without group or other permissions; never made here;
//   2. /tmp/mysqlpool-<uid>      made with mode 0700 when missing, used if it then is such a
//                                directory (not a symlink, this uid's, no group/other bits);
//   3. /tmp/mysqlpool-<uid>.XXXXXX  (mkdtemp: another user can't guess the name) found by
//                                listing /tmp, in name order; made only when neither 1 nor 2
//                                can be had and none of these exists.
// The socket path is <dir>/mysqlpool.sock. A configured socket path is the admin's choice, with
// the same peer check (which then also accepts a manager run by root, for a service-run
// manager) and bounded waits; no symlink at its names is followed, and nothing beside it is
// found by listing its directory (it may be a shared one, as /tmp). Either way the manager of
// control protocol N listens on
// "<socket path>.v<N>" (versioned_socket()) and its start lock is that name plus ".lock": a
// worker only ever meets a manager of its own version, and during an upgrade the old and the
// new manager run side by side (DESIGN, "Upgrading").
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/common/pool_config.h"  // kMaxManagerSeconds

namespace mysqlpool {

// Where the manager is and how it runs; set from php.ini (or the standalone binary's flags).
struct ManagerOptions {
  std::string socket_path;     // control socket; empty (or default_control_socket_path()):
                               // this uid's private directories, see above
  std::string log_path;        // empty: syslog
  uint32_t idle_exit_s = 300;  // exit after this long without any client (0: never)
  // The mysqlpool-manager program a worker starts (exec) when none answers; empty: the one
  // installed next to the code that asks (the extension's .so, or the test binary).
  std::string binary_path;
  // On SIGTERM/SIGINT: how long leased connections may take to come back (DESIGN, "Stopping").
  uint32_t drain_timeout_s = 30;
  // Where the manager serves its Prometheus metrics over HTTP (`--metrics-listen`,
  // mysqlpool.metrics_listen): "unix:/path", "127.0.0.1:PORT" or "[::1]:PORT"; empty: nowhere.
  std::string metrics_listen;
};
constexpr uint32_t kDefaultDrainTimeoutS = 30;

// The socket path's file name inside a private directory.
constexpr char kControlSocketName[] = "mysqlpool.sock";

// Where the manager of control protocol `version` listens for `socket_path`:
// "<socket_path>.v<version>".
std::string versioned_socket(const std::string& socket_path, uint32_t version);
std::string versioned_socket(const std::string& socket_path);  // this build's version
// The start lock of the manager listening at `listen_path` (a versioned_socket()).
inline std::string start_lock_path(const std::string& listen_path) { return listen_path + ".lock"; }

// The first control protocol whose manager listens on a versioned name; and how many versions
// above this build's other_version_sockets() looks for (a downgrade).
constexpr uint32_t kFirstVersionedProtocol = 5;
constexpr uint32_t kVersionsAhead = 64;

// The managers of other versions for `socket_path`: every "<socket_path>.v<N>" with N in
// [kFirstVersionedProtocol, this build's + kVersionsAhead], not this build's, that is a socket
// (lstat: a symlink is not), as (N, path), in N order. The names are derived, never listed:
// the cost does not grow with what others put in the directory.
std::vector<std::pair<uint32_t, std::string>> other_version_sockets(const std::string& socket_path);

// How long one connect waits for a manager whose backlog is full.
constexpr int kConnectWaitMs = 2000;

enum class DirScan {
  Fixed,      // 1 and 2, only if they exist
  All,        // 1, 2 and 3, only what exists
  AllCreate,  // 1, 2 and 3, making 2 (or a 3) as described above
};

struct PrivateDirs {
  std::vector<std::string> dirs;      // usable, in the order above
  std::vector<std::string> squatted;  // "<path> is ...": names of ours someone else holds
  size_t squatted_unnamed = 0;        // more of them, beyond the first few described
};

// This uid's private directories for the control socket. false with *error if the scan could
// not finish (the deadline passed while listing /tmp) or, for AllCreate, none can be had (the
// error names what stands in the way).
bool list_private_dirs(DirScan how, uint64_t deadline_ms, PrivateDirs* out, std::string* error);

// True if `path` is <one of this uid's private directories>/mysqlpool.sock, with or without a
// version suffix, by its name (the locations above): then only a manager of this uid is
// accepted there.
bool is_private_control_socket(const std::string& path);

// Connects to a running manager only, waiting at most kConnectWaitMs (or until deadline_ms,
// monotonic) for one that does not accept. -1 if none answers; -1 with *error set if the
// socket or the one who answers is not trusted (checked before a byte is sent: the socket
// file's owner, then SO_PEERCRED): this uid, or root at a configured (not private) path.
// The returned fd is blocking, FD_CLOEXEC.
int connect_manager(const std::string& path, std::string* error);
int connect_manager(const std::string& path, uint64_t deadline_ms, std::string* error);

// Looks for a running manager in every private directory, in order (1 and 2 first; /tmp is
// listed only if neither answers). -1 if none answers; -1 with *error as connect_manager, or
// if /tmp could not be listed before deadline_ms (an incomplete listing could hide a manager).
int connect_private_manager(uint64_t deadline_ms, std::string* error);

// Binds and listens on `path` (removing a stale socket file of ours; in a private directory,
// after checking the directory is one). -1 with *error on failure.
int listen_control_socket(const std::string& path, std::string* error);

// The start lock (and a pool's bound, host_bound.h): opens (creating, mode 0600) without
// following a symlink or blocking on a FIFO, and refuses anything but a regular file of this
// uid with no group or other permission and one link. -1 with *error.
int open_lock_file(const std::string& path, std::string* error);

// This uid's run directory: the first private directory (the one default_control_socket_path()
// names, made if needed): where a manager at a configured path keeps what must not be beside
// it in a shared directory (host_bound.h). The same for every process of the uid (while
// /run/user/<uid> neither comes nor goes). false with *error if none can be had.
bool private_run_dir(std::string* dir, std::string* error);

// flock(LOCK_EX) by non-blocking tries until deadline_ms (monotonic). false with *error.
bool lock_file_within(int fd, uint64_t deadline_ms, const std::string& path, std::string* error);

// For tests: the directories that stand for /tmp and /run/user (empty: the real ones).
void set_private_dir_roots_for_testing(const std::string& tmp, const std::string& run_user);

}  // namespace mysqlpool
