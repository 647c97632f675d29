// mysqlpool-manager: the manager as a standalone program, for hosts that run it under a
// service manager instead of letting the first PHP process start it.
#include <sys/file.h>
#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "core/manager.h"
#include "core/spawn.h"
#include "core/wire.h"

static void usage() {
  fprintf(stderr,
          "usage: mysqlpool-manager [--socket PATH] [--log PATH] [--idle-exit SECONDS]\n"
          "  --socket     control socket (default %s)\n"
          "  --log        log file (default: syslog)\n"
          "  --idle-exit  exit after this many seconds without clients (default 0: never)\n",
          mysqlpool::default_control_socket_path().c_str());
}

int main(int argc, char** argv) {
  mysqlpool::ManagerOptions options;
  options.idle_exit_s = 0;
  for (int i = 1; i < argc; i++) {
    std::string arg = argv[i];
    if (i + 1 >= argc) {
      usage();
      return 2;
    }
    if (arg == "--socket") {
      options.socket_path = argv[++i];
    } else if (arg == "--log") {
      options.log_path = argv[++i];
    } else if (arg == "--idle-exit") {
      options.idle_exit_s = uint32_t(strtoul(argv[++i], nullptr, 10));
    } else {
      usage();
      return 2;
    }
  }
  if (options.socket_path.empty()) options.socket_path = mysqlpool::default_control_socket_path();
  std::string lock_path = options.socket_path + ".lock";
  int lock_fd = open(lock_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (lock_fd < 0 || flock(lock_fd, LOCK_EX | LOCK_NB) != 0) {
    fprintf(stderr, "mysqlpool-manager: %s is locked by another starter\n", lock_path.c_str());
    return 1;
  }
  std::string error;
  int running = mysqlpool::connect_manager(options.socket_path, &error);
  if (running >= 0 || !error.empty()) {
    fprintf(stderr, "mysqlpool-manager: %s\n",
            error.empty() ? ("a manager already serves " + options.socket_path).c_str()
                          : error.c_str());
    return 1;
  }
  int fd = mysqlpool::listen_control_socket(options.socket_path, &error);
  flock(lock_fd, LOCK_UN);
  close(lock_fd);
  if (fd < 0) {
    fprintf(stderr, "%s\n", error.c_str());
    return 1;
  }
  return mysqlpool::run_manager(options, fd);
}
