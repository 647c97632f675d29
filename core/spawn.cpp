#include "core/spawn.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

#include "core/wire.h"

namespace mysqlpool {

static bool fill_address(const std::string& path, struct sockaddr_un* addr) {
  if (path.size() >= sizeof addr->sun_path) return false;
  memset(addr, 0, sizeof *addr);
  addr->sun_family = AF_UNIX;
  memcpy(addr->sun_path, path.c_str(), path.size());
  return true;
}

// Connects and checks that the peer runs as us (or root). -1 if nobody trusted answers.
static int try_connect(const std::string& path, std::string* error) {
  struct sockaddr_un addr;
  if (!fill_address(path, &addr)) {
    *error = "mysqlpool: manager socket path too long: " + path;
    return -1;
  }
  int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return -1;
  if (connect(fd, reinterpret_cast<struct sockaddr*>(&addr), sizeof addr) != 0) {
    close(fd);
    return -1;
  }
  PeerCred peer;
  if (!peer_credentials(fd, &peer) || !peer_is_trusted(peer, true)) {
    *error = "mysqlpool: the manager socket " + path + " belongs to uid " +
             std::to_string(peer.uid) + ", not to this user; refusing to use it";
    close(fd);
    return -2;
  }
  return fd;
}

int connect_manager(const std::string& path, std::string* error) {
  int fd = try_connect(path, error);
  return fd < 0 ? -1 : fd;
}

int listen_control_socket(const std::string& path, std::string* error) {
  struct sockaddr_un addr;
  if (!fill_address(path, &addr)) {
    *error = "mysqlpool: manager socket path too long: " + path;
    return -1;
  }
  int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) {
    *error = std::string("mysqlpool: socket: ") + strerror(errno);
    return -1;
  }
  unlink(path.c_str());  // a stale file from a manager that died; callers hold the lock
  mode_t old_mask = umask(0077);
  int rc = bind(fd, reinterpret_cast<struct sockaddr*>(&addr), sizeof addr);
  umask(old_mask);
  if (rc != 0 || listen(fd, 512) != 0) {
    *error = "mysqlpool: cannot listen on " + path + ": " + strerror(errno);
    close(fd);
    return -1;
  }
  return fd;
}

void set_process_title(const char* name) {
  prctl(PR_SET_NAME, name, 0, 0, 0);
  // /proc/self/cmdline shows the original argv memory: overwrite it in place (fields 48 and
  // 49 of /proc/self/stat say where it is), as PostgreSQL's ps_status does with argv.
  std::ifstream in("/proc/self/stat");
  std::string stat((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  size_t close_paren = stat.rfind(')');
  if (close_paren == std::string::npos) return;
  std::istringstream fields(stat.substr(close_paren + 2));
  std::string field;
  unsigned long long arg_start = 0, arg_end = 0;
  for (int i = 3; i <= 49 && fields >> field; i++) {
    if (i == 48) arg_start = strtoull(field.c_str(), nullptr, 10);
    if (i == 49) arg_end = strtoull(field.c_str(), nullptr, 10);
  }
  if (!arg_start || arg_end <= arg_start) return;
  size_t room = size_t(arg_end - arg_start);
  char* args = reinterpret_cast<char*>(arg_start);
  memset(args, 0, room);
  strncpy(args, name, room - 1);
}

// In the grandchild of a PHP process: drop everything inherited, become the manager.
[[noreturn]] static void become_manager(const ManagerOptions& options, int listen_fd) {
  // Inherited handlers would run PHP code: back to defaults, nothing blocked.
  for (int sig = 1; sig < NSIG; sig++)
    if (sig != SIGKILL && sig != SIGSTOP) signal(sig, SIG_DFL);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, nullptr);
  if (listen_fd != 3) {
    dup2(listen_fd, 3);
    listen_fd = 3;
  }
  int devnull = open("/dev/null", O_RDWR);
  if (devnull >= 0) {
    dup2(devnull, 0);
    dup2(devnull, 1);
    dup2(devnull, 2);
  }
  // FPM's listening socket, its log, other clients' sockets: none of them are ours.
  close_range(4, ~0u, 0);
  fcntl(3, F_SETFD, FD_CLOEXEC);
  set_process_title("mysqlpool-manager");
  _exit(run_manager(options, 3));
}

int connect_or_start_manager(const ManagerOptions& options, std::string* error) {
  const std::string& path = options.socket_path;
  int fd = try_connect(path, error);
  if (fd >= 0 || fd == -2) return fd < 0 ? -1 : fd;

  std::string lock_path = path + ".lock";
  int lock_fd = open(lock_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (lock_fd < 0) {
    *error = "mysqlpool: cannot open " + lock_path + ": " + strerror(errno);
    return -1;
  }
  while (flock(lock_fd, LOCK_EX) != 0 && errno == EINTR) {
  }
  // Whoever held the lock before us may have started one.
  fd = try_connect(path, error);
  if (fd == -1) {
    // The manager listens itself, so SO_PEERCRED on its socket names the manager's own pid;
    // it says over a pipe when it listens (or why it can't).
    int ready[2];
    if (pipe2(ready, O_CLOEXEC) != 0) {
      *error = std::string("mysqlpool: cannot start the manager: pipe: ") + strerror(errno);
    } else {
      pid_t child = fork();
      if (child == 0) {
        setsid();
        if (fork() == 0) {
          std::string listen_error;
          int listen_fd = listen_control_socket(path, &listen_error);
          std::string report = listen_fd >= 0 ? "ok" : listen_error;
          ssize_t ignored = write(ready[1], report.data(), report.size());
          (void)ignored;
          if (listen_fd < 0) _exit(1);
          become_manager(options, listen_fd);
        }
        _exit(0);
      }
      close(ready[1]);
      if (child < 0) {
        *error = std::string("mysqlpool: cannot start the manager: fork: ") + strerror(errno);
      } else {
        int status;
        while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
        }
        char report[512];
        struct pollfd p = {ready[0], POLLIN, 0};
        ssize_t n = poll(&p, 1, 5000) > 0 ? read(ready[0], report, sizeof report - 1) : -1;
        if (n == 2 && memcmp(report, "ok", 2) == 0) {
          fd = try_connect(path, error);
        } else {
          *error = n > 0 ? std::string(report, size_t(n))
                         : "mysqlpool: the manager did not start within 5 s";
        }
      }
      close(ready[0]);
    }
  }
  flock(lock_fd, LOCK_UN);
  close(lock_fd);
  if (fd < 0 && error->empty()) *error = "mysqlpool: cannot reach the manager at " + path;
  return fd < 0 ? -1 : fd;
}

}  // namespace mysqlpool
