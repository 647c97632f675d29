#include "core/worker/manager_start.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <vector>

#include "core/common/clock.h"
#include "core/control/messages.h"

namespace mysqlpool {

namespace {

// How long a starter waits for the start lock, and for a started manager to listen.
constexpr int kStartWaitMs = 10000;

// In the grandchild: nothing of PHP's survives the exec but fd 3, the readiness pipe.
[[noreturn]] void exec_manager(char* const* argv, char* const* envp, int ready_fd) {
  for (int sig = 1; sig < NSIG; sig++)
    if (sig != SIGKILL && sig != SIGSTOP) signal(sig, SIG_DFL);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, nullptr);
  if (ready_fd != 3) {
    dup2(ready_fd, 3);  // dup2 clears FD_CLOEXEC on the copy
  } else {
    fcntl(3, F_SETFD, 0);
  }
  int devnull = open("/dev/null", O_RDWR);
  if (devnull >= 0) {
    dup2(devnull, 0);
    dup2(devnull, 1);
    dup2(devnull, 2);
  }
  close_range(4, ~0u, 0);
  execve(argv[0], argv, envp);
  char report[512];
  int n = snprintf(report, sizeof report, "mysqlpool: cannot start the manager %s: %s", argv[0],
                   strerror(errno));
  ssize_t ignored = write(3, report, size_t(n > 0 ? n : 0));
  (void)ignored;
  _exit(127);
}

// Starts the manager and waits for its word: "ok" once it listens, or why it can't.
bool start_manager(const ManagerOptions& options, std::string* error) {
  std::string binary = options.binary_path.empty() ? default_manager_binary() : options.binary_path;
  std::string idle = std::to_string(options.idle_exit_s);
  // Built before fork(): the child only calls async-signal-safe functions.
  // --protocol: a manager program of another version (replaced on disk under a running PHP)
  // refuses to start instead of listening where this process never looks.
  std::vector<std::string> args = {binary,
                                   "--socket",
                                   options.socket_path,
                                   "--idle-exit",
                                   idle,
                                   "--protocol",
                                   std::to_string(kControlProtocolVersion),
                                   "--ready-fd",
                                   "3"};
  if (!options.log_path.empty()) {
    args.push_back("--log");
    args.push_back(options.log_path);
  }
  if (!options.metrics_listen.empty()) {
    args.push_back("--metrics-listen");
    args.push_back(options.metrics_listen);
  }
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(&a[0]);
  argv.push_back(nullptr);
  char path_env[] = "PATH=/usr/sbin:/usr/bin:/sbin:/bin";
  char* envp[] = {path_env, nullptr};

  int ready[2];
  if (pipe2(ready, O_CLOEXEC) != 0) {
    *error = std::string("mysqlpool: cannot start the manager: pipe: ") + strerror(errno);
    return false;
  }
  pid_t child = fork();
  if (child == 0) {
    setsid();
    if (fork() == 0) exec_manager(argv.data(), envp, ready[1]);
    _exit(0);
  }
  close(ready[1]);
  bool ok = false;
  if (child < 0) {
    *error = std::string("mysqlpool: cannot start the manager: fork: ") + strerror(errno);
  } else {
    int status;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    char report[512];
    struct pollfd p = {ready[0], POLLIN, 0};
    uint64_t until = monotonic_ms() + kStartWaitMs;
    int ready_now;
    while ((ready_now = poll(&p, 1, int(until - std::min(until, monotonic_ms())))) < 0 &&
           errno == EINTR) {
    }
    ssize_t n = ready_now > 0 ? read(ready[0], report, sizeof report - 1) : -1;
    ok = n == 2 && memcmp(report, "ok", 2) == 0;
    if (!ok)
      *error = n > 0 ? std::string(report, size_t(n))
                     : "mysqlpool: the manager (" + binary + ") did not start within " +
                           std::to_string(kStartWaitMs / 1000) + " s";
  }
  close(ready[0]);
  return ok;
}

}  // namespace

std::string default_manager_binary() {
  Dl_info info;
  if (dladdr(reinterpret_cast<void*>(&default_manager_binary), &info) && info.dli_fname) {
    std::string self = info.dli_fname;
    size_t slash = self.rfind('/');
    if (slash != std::string::npos) return self.substr(0, slash + 1) + "mysqlpool-manager";
  }
  return "mysqlpool-manager";
}

namespace {

// A configured socket path: connect to this version's manager there, else take its start lock
// and start one.
int connect_or_start_at(const ManagerOptions& options, uint64_t deadline_ms, std::string* error) {
  const std::string path = versioned_socket(options.socket_path);
  int fd = connect_manager(path, std::min(deadline_ms, monotonic_ms() + kConnectWaitMs), error);
  if (fd >= 0 || !error->empty()) return fd;

  std::string lock_path = start_lock_path(path);
  int lock_fd = open_lock_file(lock_path, error);
  if (lock_fd < 0) return -1;
  if (lock_file_within(lock_fd, deadline_ms, lock_path, error)) {
    // Whoever held the lock before us may have started one.
    fd = connect_manager(path, error);
    if (fd < 0 && error->empty() && start_manager(options, error))
      fd = connect_manager(path, error);
    flock(lock_fd, LOCK_UN);
  }
  close(lock_fd);
  if (fd < 0 && error->empty()) *error = "mysqlpool: cannot reach the manager at " + path;
  return fd;
}

// No socket configured: this uid's private directories (socket.h). A running manager in any of
// them; else the start lock of every directory seen, taken in name order, a last look, and a
// manager started in the first. Two starters always share a directory they both lock: each
// locks a non-empty snapshot, taken after its own mkdir, of a set that only grows.
int connect_or_start_private(const ManagerOptions& options, uint64_t deadline_ms,
                             std::string* error) {
  int fd = connect_private_manager(deadline_ms, error);
  if (fd >= 0 || !error->empty()) return fd;

  PrivateDirs found;
  if (!list_private_dirs(DirScan::AllCreate, deadline_ms, &found, error)) return -1;
  std::vector<std::string> lock_order = found.dirs;
  std::sort(lock_order.begin(), lock_order.end());
  std::vector<int> locks;
  bool locked = true;
  for (const auto& dir : lock_order) {
    std::string lock_path = start_lock_path(versioned_socket(dir + "/" + kControlSocketName));
    int lock_fd = open_lock_file(lock_path, error);
    if (lock_fd >= 0 && !lock_file_within(lock_fd, deadline_ms, lock_path, error)) {
      close(lock_fd);
      lock_fd = -1;
    }
    if (lock_fd < 0) {
      locked = false;
      break;
    }
    locks.push_back(lock_fd);
  }
  if (locked) {
    // Whoever held a lock before us may have started one, in any of the directories (a fresh
    // deadline: the locks may have taken all of the first).
    fd = connect_private_manager(monotonic_ms() + kStartWaitMs, error);
    if (fd < 0 && error->empty()) {
      ManagerOptions here = options;
      here.socket_path = found.dirs[0] + "/" + kControlSocketName;
      if (start_manager(here, error))
        fd = connect_manager(versioned_socket(here.socket_path), error);
      if (fd < 0 && error->empty())
        *error = "mysqlpool: cannot reach the manager at " + versioned_socket(here.socket_path);
    }
  }
  for (int lock_fd : locks) {
    flock(lock_fd, LOCK_UN);
    close(lock_fd);
  }
  return fd;
}

}  // namespace

int connect_or_start_manager(const ManagerOptions& options, std::string* error) {
  error->clear();
  // Locks are held only by processes of this user (another user's lock file is refused at
  // once): they wait at most this long, then the started manager kStartWaitMs more.
  const uint64_t deadline_ms = monotonic_ms() + kStartWaitMs;
  if (options.socket_path.empty() || is_private_control_socket(options.socket_path))
    return connect_or_start_private(options, deadline_ms, error);
  return connect_or_start_at(options, deadline_ms, error);
}

}  // namespace mysqlpool
