#include "core/control/socket.h"

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

#include "core/control/messages.h"

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

}  // namespace mysqlpool
