// mysqlpool-manager: the manager program. PHP processes start it (exec) when none answers on
// the control socket; hosts that prefer a service run it under their service manager.
#include <fcntl.h>
#include <sys/file.h>
#include <sys/prctl.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <string>

#include "core/common/clock.h"
#include "core/common/number.h"
#include "core/control/messages.h"
#include "core/control/socket.h"
#include "core/manager/manager.h"
#include "core/manager/metrics_server.h"
#include "core/manager/report_command.h"

static void usage() {
  fprintf(stderr,
          "usage: mysqlpool-manager [--socket PATH] [--log PATH] [--idle-exit SECONDS]\n"
          "                         [--drain-timeout SECONDS] [--metrics-listen ADDR]\n"
          "       mysqlpool-manager status [--json] [--socket PATH] [--timeout MS]\n"
          "       mysqlpool-manager metrics [--socket PATH] [--timeout MS]\n"
          "  --socket         control socket path (default: mysqlpool.sock in this user's\n"
          "                   private directory, the one PHP finds without configuration); the\n"
          "                   manager listens on PATH.v%u, its control protocol's version\n"
          "  --log            log file (default: syslog)\n"
          "  --idle-exit      exit after this many seconds without clients (default 0: never)\n"
          "  --drain-timeout  on SIGTERM or SIGINT, wait this long for leased connections to\n"
          "                   come back before closing them (default %u)\n"
          "  --metrics-listen serve Prometheus metrics (GET /metrics) on unix:/path,\n"
          "                   127.0.0.1:PORT or [::1]:PORT (loopback only)\n"
          "  --protocol       (used by PHP) the control protocol the starter speaks; another\n"
          "                   one is refused\n"
          "  --ready-fd       (used by PHP when it starts the manager) write \"ok\" or the error\n"
          "                   to this fd once listening; the starter holds the start lock\n",
          mysqlpool::kControlProtocolVersion, mysqlpool::kDefaultDrainTimeoutS);
}

// An option's whole-number value, or a message naming the option and what was given.
static bool read_option(const std::string& option, const char* text, uint64_t max, uint64_t* out) {
  if (mysqlpool::parse_number(text, 0, max, out)) return true;
  fprintf(stderr, "mysqlpool-manager: %s must be a whole number from 0 to %llu, got '%s'\n",
          option.c_str(), static_cast<unsigned long long>(max), text);
  return false;
}

// Says to the starter that the manager listens (or why it can't), then closes the fd.
static void report(int ready_fd, const std::string& what) {
  if (ready_fd < 0) return;
  ssize_t ignored = write(ready_fd, what.data(), what.size());
  (void)ignored;
  close(ready_fd);
}

// What the command line asks for. false (exit status 2, usage printed or the option named) for
// anything else.
struct Arguments {
  mysqlpool::ManagerOptions options;
  int ready_fd = -1;
  std::string protocol;
};
static bool parse_arguments(int argc, char** argv, Arguments* out) {
  mysqlpool::ManagerOptions& options = out->options;
  options.idle_exit_s = 0;
  for (int i = 1; i < argc; i++) {
    std::string arg = argv[i];
    if (i + 1 >= argc) {
      usage();
      return false;
    }
    if (arg == "--socket") {
      options.socket_path = argv[++i];
    } else if (arg == "--log") {
      options.log_path = argv[++i];
    } else if (arg == "--idle-exit" || arg == "--drain-timeout") {
      uint64_t seconds = 0;
      if (!read_option(arg, argv[++i], mysqlpool::kMaxManagerSeconds, &seconds)) return false;
      (arg == "--idle-exit" ? options.idle_exit_s : options.drain_timeout_s) = uint32_t(seconds);
    } else if (arg == "--protocol") {
      out->protocol = argv[++i];
    } else if (arg == "--metrics-listen") {
      options.metrics_listen = argv[++i];
    } else if (arg == "--ready-fd") {
      uint64_t fd = 0;
      if (!read_option(arg, argv[++i], INT32_MAX, &fd)) return false;
      out->ready_fd = int(fd);
      fcntl(out->ready_fd, F_SETFD, FD_CLOEXEC);
    } else {
      usage();
      return false;
    }
  }
  if (options.socket_path.empty()) options.socket_path = mysqlpool::default_control_socket_path();
  return true;
}

// Started by hand: take the start lock, as a PHP starter would, and refuse to start a second
// manager of this version for this socket path. The lock's fd (held until the manager
// listens), or -1 after saying why.
static int take_start_lock(const mysqlpool::ManagerOptions& options,
                           const std::string& listen_path) {
  std::string error;
  std::string lock_path = mysqlpool::start_lock_path(listen_path);
  int lock_fd = mysqlpool::open_lock_file(lock_path, &error);
  if (lock_fd < 0) {
    fprintf(stderr, "mysqlpool-manager: %s\n", error.c_str());
    return -1;
  }
  if (flock(lock_fd, LOCK_EX | LOCK_NB) != 0) {
    fprintf(stderr, "mysqlpool-manager: %s is locked by another starter\n", lock_path.c_str());
    close(lock_fd);
    return -1;
  }
  int running = mysqlpool::is_private_control_socket(options.socket_path)
                    ? mysqlpool::connect_private_manager(mysqlpool::monotonic_ms() + 2000, &error)
                    : mysqlpool::connect_manager(listen_path, &error);
  if (running >= 0 || !error.empty()) {
    fprintf(stderr, "mysqlpool-manager: %s\n",
            error.empty() ? ("a manager already serves " + listen_path).c_str() : error.c_str());
    close(lock_fd);
    return -1;
  }
  return lock_fd;
}

int main(int argc, char** argv) {
  // The manager holds every pool's password: no core dump, and no other process of the user
  // may ptrace it or read its memory, environment or fds through /proc (as ssh-agent does).
  prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
  if (argc >= 2 && (strcmp(argv[1], "status") == 0 || strcmp(argv[1], "metrics") == 0))
    return mysqlpool::run_report_command(argc, argv);
  Arguments args;
  if (!parse_arguments(argc, argv, &args)) return 2;
  const mysqlpool::ManagerOptions& options = args.options;
  const std::string listen_path = mysqlpool::versioned_socket(options.socket_path);
  if (!args.protocol.empty() &&
      args.protocol != std::to_string(mysqlpool::kControlProtocolVersion)) {
    std::string why = "mysqlpool: " + std::string(argv[0]) + " speaks control protocol " +
                      std::to_string(mysqlpool::kControlProtocolVersion) + ", the extension " +
                      args.protocol +
                      ": the extension or the manager was replaced on disk under a "
                      "running PHP; restart PHP (reload php-fpm) so that both are of one version";
    report(args.ready_fd, why);
    fprintf(stderr, "%s\n", why.c_str());
    return 1;
  }
  if (!options.metrics_listen.empty() && args.ready_fd < 0) {
    // Started by hand: a wrong address is refused at once. Started by PHP, it is logged and
    // the pools are served without metrics (a typo in php.ini must not stop the database).
    mysqlpool::MetricsAddress address;
    std::string problem;
    if (!mysqlpool::parse_metrics_address(options.metrics_listen, &address, &problem)) {
      fprintf(stderr, "mysqlpool-manager: %s\n", problem.c_str());
      return 2;
    }
  }
  int lock_fd = -1;
  if (args.ready_fd < 0 && (lock_fd = take_start_lock(options, listen_path)) < 0) return 1;
  std::string error;
  int fd = mysqlpool::listen_control_socket(listen_path, &error);
  if (lock_fd >= 0) {
    flock(lock_fd, LOCK_UN);
    close(lock_fd);
  }
  if (fd < 0) {
    report(args.ready_fd, error);
    fprintf(stderr, "%s\n", error.c_str());
    return 1;
  }
  report(args.ready_fd, "ok");
  return mysqlpool::run_manager(options, fd);
}
