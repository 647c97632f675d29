#include "core/worker/manager_start.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

#include "core/common/clock.h"

namespace mysqlpool {

namespace {

// How long a starter waits for the start lock, and for a started manager to listen.
constexpr int kStartWaitMs = 10000;

// Takes the start lock within the deadline (another user can hold a lock file open forever:
// never a flock without one). false with *error on timeout.
bool lock_within(int lock_fd, uint64_t deadline_ms, const std::string& lock_path,
                 std::string* error) {
  for (;;) {
    if (flock(lock_fd, LOCK_EX | LOCK_NB) == 0) return true;
    if (errno != EWOULDBLOCK && errno != EINTR) {
      *error = "mysqlpool: cannot lock " + lock_path + ": " + strerror(errno);
      return false;
    }
    if (monotonic_ms() >= deadline_ms) {
      *error = "mysqlpool: " + lock_path + " stayed locked for " +
               std::to_string(kStartWaitMs / 1000) + " s: another process is starting the "
               "manager and did not finish";
      return false;
    }
    usleep(10000);
  }
}

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
  std::vector<std::string> args = {binary, "--socket", options.socket_path, "--idle-exit", idle,
                                   "--ready-fd", "3"};
  if (!options.log_path.empty()) {
    args.push_back("--log");
    args.push_back(options.log_path);
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
    ssize_t n = poll(&p, 1, kStartWaitMs) > 0 ? read(ready[0], report, sizeof report - 1) : -1;
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

int connect_or_start_manager(const ManagerOptions& options, std::string* error) {
  const std::string& path = options.socket_path;
  error->clear();
  int fd = connect_manager(path, error);
  if (fd >= 0 || !error->empty()) return fd;

  std::string lock_path = path + ".lock";
  int lock_fd = open(lock_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
  if (lock_fd < 0) {
    *error = "mysqlpool: cannot open " + lock_path + ": " + strerror(errno);
    return -1;
  }
  if (lock_within(lock_fd, monotonic_ms() + kStartWaitMs, lock_path, error)) {
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

}  // namespace mysqlpool
