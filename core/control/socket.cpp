#include "core/control/socket.h"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>

#include "core/common/clock.h"
#include "core/common/number.h"
#include "core/control/messages.h"

namespace mysqlpool {

namespace {

std::string g_tmp_root = "/tmp";
std::string g_run_user_root = "/run/user";

std::string uid_text() { return std::to_string(getuid()); }
std::string run_user_dir() { return g_run_user_root + "/" + uid_text(); }
std::string primary_dir() { return g_tmp_root + "/mysqlpool-" + uid_text(); }
// mkdtemp's names: /tmp/mysqlpool-<uid>.XXXXXX ("." so that uid 10 never matches uid 100's).
std::string fallback_prefix() { return "mysqlpool-" + uid_text() + "."; }

std::string mode_text(mode_t mode) {
  char buf[8];
  snprintf(buf, sizeof buf, "0%03o", unsigned(mode & 07777));
  return buf;
}

const char* kind_of(mode_t mode) {
  if (S_ISLNK(mode)) return "a symlink";
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISREG(mode)) return "a regular file";
  if (S_ISSOCK(mode)) return "a socket";
  if (S_ISFIFO(mode)) return "a FIFO";
  return "a device";
}

// Why `st` (from lstat) is not a private directory of this uid; empty if it is one.
std::string dir_problem(const struct stat& st) {
  if (!S_ISDIR(st.st_mode))
    return std::string("is ") + kind_of(st.st_mode) + " of uid " + std::to_string(st.st_uid);
  if (st.st_uid != getuid()) return "is a directory of uid " + std::to_string(st.st_uid);
  if (st.st_mode & 077) return "is this user's but has mode " + mode_text(st.st_mode);
  return "";
}

// A parent in which our entries can't be renamed or removed by another user: root's (or
// ours), and sticky if others may write it. Empty if fine.
std::string parent_problem(const std::string& path) {
  struct stat st;
  if (stat(path.c_str(), &st) != 0) return path + ": " + strerror(errno);
  if (!S_ISDIR(st.st_mode)) return path + " is not a directory";
  if (st.st_uid != 0 && st.st_uid != getuid())
    return path + " belongs to uid " + std::to_string(st.st_uid);
  if ((st.st_mode & (S_IWGRP | S_IWOTH)) && !(st.st_mode & S_ISVTX))
    return path + " is writable by others and not sticky";
  return "";
}

// lstat + check. 1: a private directory of ours; 0: missing; -1: something else (*why).
int check_dir(const std::string& path, std::string* why) {
  struct stat st;
  if (lstat(path.c_str(), &st) != 0) {
    if (errno == ENOENT) return 0;
    *why = path + ": " + strerror(errno);
    return -1;
  }
  std::string problem = dir_problem(st);
  if (problem.empty()) return 1;
  *why = path + " " + problem;
  return -1;
}

bool fill_address(const std::string& path, struct sockaddr_un* addr) {
  if (path.size() >= sizeof addr->sun_path) return false;
  memset(addr, 0, sizeof *addr);
  addr->sun_family = AF_UNIX;
  memcpy(addr->sun_path, path.c_str(), path.size());
  return true;
}

std::string dirname_of(const std::string& path) {
  size_t slash = path.rfind('/');
  return slash == std::string::npos ? std::string() : path.substr(0, slash);
}

std::string socket_in(const std::string& dir) { return dir + "/" + kControlSocketName; }

// The last fallback directory found, so that default_control_socket_path() does not list /tmp
// on every call while 2 is squatted.
std::mutex g_cache_mu;
std::string g_cached_fallback;

// How many squatted names a listing describes; the rest are only counted.
constexpr size_t kSquattedNamed = 16;

// The fallback directories (3) that exist, in name order; squatted ones in *squatted (the
// first kSquattedNamed; the others counted in *unnamed).
bool list_fallbacks(uint64_t deadline_ms, std::vector<std::string>* dirs,
                    std::vector<std::string>* squatted, size_t* unnamed, std::string* error) {
  DIR* d = opendir(g_tmp_root.c_str());
  if (!d) {
    *error = "mysqlpool: cannot list " + g_tmp_root + ": " + strerror(errno);
    return false;
  }
  std::string prefix = fallback_prefix();
  std::vector<std::string> found;
  size_t seen = 0;
  bool ok = true;
  while (struct dirent* e = readdir(d)) {
    if (++seen % 256 == 0 && monotonic_ms() >= deadline_ms) {
      *error = "mysqlpool: listing " + g_tmp_root +
               " for this user's manager directory took "
               "too long";
      ok = false;
      break;
    }
    if (strncmp(e->d_name, prefix.c_str(), prefix.size()) != 0 || !e->d_name[prefix.size()])
      continue;
    const bool named = squatted->size() < kSquattedNamed;
    // Not a directory, by the listing's own word: no stat (look-alike names of another user's
    // cost the listing, not a system call and a string each).
    if (e->d_type != DT_UNKNOWN && e->d_type != DT_DIR) {
      if (named) {
        squatted->push_back(g_tmp_root + "/" + e->d_name + " is " + kind_of(DTTOIF(e->d_type)));
      } else {
        ++*unnamed;
      }
      continue;
    }
    struct stat st;
    if (fstatat(dirfd(d), e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0) continue;
    std::string problem = dir_problem(st);
    if (problem.empty()) {
      found.push_back(g_tmp_root + "/" + e->d_name);
    } else if (named) {
      squatted->push_back(g_tmp_root + "/" + e->d_name + " " + problem);
    } else {
      ++*unnamed;
    }
  }
  closedir(d);
  std::sort(found.begin(), found.end());
  dirs->insert(dirs->end(), found.begin(), found.end());
  return ok;
}

// The first max_items, and how many more (those not listed, and `unnamed` beyond them).
std::string join(const std::vector<std::string>& items, size_t max_items, size_t unnamed) {
  std::string out;
  for (size_t i = 0; i < items.size() && i < max_items; i++) out += (i ? "; " : "") + items[i];
  const size_t more = (items.size() > max_items ? items.size() - max_items : 0) + unnamed;
  if (more) out += "; and " + std::to_string(more) + " more";
  return out;
}

}  // namespace

void set_private_dir_roots_for_testing(const std::string& tmp, const std::string& run_user) {
  g_tmp_root = tmp.empty() ? "/tmp" : tmp;
  g_run_user_root = run_user.empty() ? "/run/user" : run_user;
  std::lock_guard<std::mutex> lock(g_cache_mu);
  g_cached_fallback.clear();
}

bool list_private_dirs(DirScan how, uint64_t deadline_ms, PrivateDirs* out, std::string* error) {
  out->dirs.clear();
  out->squatted.clear();
  out->squatted_unnamed = 0;
  std::string why;

  // 1: logind's, if it is there and only ours (root owns /run/user; nobody else can make it).
  bool have_run_user =
      parent_problem(g_run_user_root).empty() && check_dir(run_user_dir(), &why) == 1;
  if (have_run_user) out->dirs.push_back(run_user_dir());

  // 2 and 3 live in /tmp: only if our entries there can't be renamed away by others.
  std::string tmp_problem = parent_problem(g_tmp_root);
  if (!tmp_problem.empty()) {
    if (how != DirScan::AllCreate || !out->dirs.empty()) return true;
    *error = "mysqlpool: no private directory for the manager's socket: " + tmp_problem +
             "; set mysqlpool.manager_socket";
    return false;
  }

  std::string primary = primary_dir();
  int state = check_dir(primary, &why);
  if (state == 0 && how == DirScan::AllCreate && !have_run_user) {
    if (mkdir(primary.c_str(), 0700) != 0 && errno != EEXIST)
      why = "mkdir " + primary + ": " + strerror(errno);
    state = check_dir(primary, &why);  // made by us, or by whoever won the race: check it
  }
  if (state == 1) {
    out->dirs.push_back(primary);
  } else if (state < 0) {
    out->squatted.push_back(why);
  }
  if (how == DirScan::Fixed) return true;

  if (!list_fallbacks(deadline_ms, &out->dirs, &out->squatted, &out->squatted_unnamed, error))
    return false;
  if (!out->dirs.empty() || how != DirScan::AllCreate) return true;

  // Nothing of ours yet and 2 is taken: a name nobody can guess.
  std::string tmpl = g_tmp_root + "/" + fallback_prefix() + "XXXXXX";
  std::vector<char> name(tmpl.begin(), tmpl.end());
  name.push_back('\0');
  if (mkdtemp(name.data())) {
    // List again, after our mkdir: a process racing us may have made one too. Two starters
    // then both see the older of the two (the caller locks every directory listed).
    std::string made(name.data());
    std::vector<std::string> seen_before;  // already in out->squatted
    size_t unnamed_before = 0;
    if (!list_fallbacks(deadline_ms, &out->dirs, &seen_before, &unnamed_before, error))
      return false;
    if (std::find(out->dirs.begin(), out->dirs.end(), made) != out->dirs.end()) return true;
    if (check_dir(made, &why) >= 0) why = made + " was removed as soon as it was made";
  } else {
    why = "mkdtemp " + tmpl + ": " + strerror(errno);
  }
  *error =
      "mysqlpool: no private directory for the manager's socket could be had (" + why +
      (out->squatted.empty() ? "" : "; taken: " + join(out->squatted, 5, out->squatted_unnamed)) +
      "); set mysqlpool.manager_socket";
  return false;
}

std::string versioned_socket(const std::string& socket_path, uint32_t version) {
  return socket_path + ".v" + std::to_string(version);
}

std::string versioned_socket(const std::string& socket_path) {
  return versioned_socket(socket_path, kControlProtocolVersion);
}

namespace {

// The N of "<socket_path>.v<N>" (digits only, no leading zero), or 0.
uint32_t version_suffix(const std::string& socket_path, const std::string& name) {
  if (name.size() <= socket_path.size() + 2 ||
      name.compare(0, socket_path.size(), socket_path) != 0 ||
      name.compare(socket_path.size(), 2, ".v") != 0)
    return 0;
  const std::string_view digits = std::string_view(name).substr(socket_path.size() + 2);
  uint64_t version = 0;
  if (digits[0] == '0' || !parse_number(digits, 1, UINT32_MAX, &version)) return 0;
  return uint32_t(version);
}

}  // namespace

std::vector<std::pair<uint32_t, std::string>> other_version_sockets(
    const std::string& socket_path) {
  // Derived, not listed: a shared directory (/tmp) may hold any number of names of others,
  // and reading them all cost a second per 200,000. kVersionsAhead bounds how far back a
  // downgrade is seen.
  std::vector<std::pair<uint32_t, std::string>> out;
  for (uint32_t version = kFirstVersionedProtocol;
       version <= kControlProtocolVersion + kVersionsAhead; version++) {
    if (version == kControlProtocolVersion) continue;
    const std::string path = versioned_socket(socket_path, version);
    struct stat st;
    if (lstat(path.c_str(), &st) == 0 && S_ISSOCK(st.st_mode)) out.emplace_back(version, path);
  }
  return out;
}

bool is_private_control_socket(const std::string& versioned_or_not) {
  std::string path = versioned_or_not;
  size_t v = path.rfind(".v");
  if (v != std::string::npos && version_suffix(path.substr(0, v), path) != 0) path.resize(v);
  std::string dir = dirname_of(path);
  if (path.size() - dir.size() != sizeof kControlSocketName ||
      path.compare(dir.size() + 1, std::string::npos, kControlSocketName) != 0)
    return false;
  if (dir == run_user_dir() || dir == primary_dir()) return true;
  std::string fallbacks = g_tmp_root + "/" + fallback_prefix();
  return dir.size() > fallbacks.size() && dir.compare(0, fallbacks.size(), fallbacks) == 0 &&
         dir.find('/', fallbacks.size()) == std::string::npos;
}

int connect_manager(const std::string& path, std::string* error) {
  return connect_manager(path, monotonic_ms() + kConnectWaitMs, error);
}

int connect_manager(const std::string& path, uint64_t deadline_ms, std::string* error) {
  struct sockaddr_un addr;
  if (!fill_address(path, &addr)) {
    *error = "mysqlpool: manager socket path too long: " + path;
    return -1;
  }
  // In a private directory only a manager of this uid; at a configured path also root's (a
  // service manager may run it for the user).
  const bool allow_root = !is_private_control_socket(path);
  const std::string what = allow_root ? " (mysqlpool.manager_socket)" : "";
  // Who made the socket file: a foreign one is refused before we connect, so that not even a
  // connection reaches it. lstat: a symlink is never followed (another user can plant one at a
  // configured path in a shared directory, pointing at a socket we would trust).
  struct stat st;
  if (lstat(path.c_str(), &st) != 0) {
    if (errno == ENOENT || errno == ENOTDIR) return -1;  // nobody there
    *error = "mysqlpool: cannot reach the manager socket " + path + what + ": " + strerror(errno);
    return -1;
  }
  if (S_ISLNK(st.st_mode) || (st.st_uid != getuid() && !(allow_root && st.st_uid == 0))) {
    *error = "mysqlpool: the manager socket " + path + what + " is " + kind_of(st.st_mode) +
             " of uid " + std::to_string(st.st_uid) +
             (S_ISLNK(st.st_mode) ? ", not followed" : ", not of this user") +
             "; refusing to use it";
    return -1;
  }
  if (!S_ISSOCK(st.st_mode)) return -1;  // a stale file of ours: the starter replaces it

  int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
  if (fd < 0) {
    *error = std::string("mysqlpool: socket: ") + strerror(errno);
    return -1;
  }
  // Non-blocking: a listener whose backlog is full makes connect() fail with EAGAIN instead
  // of blocking (a Unix socket never gives EINPROGRESS on Linux; handled all the same).
  for (;;) {
    if (connect(fd, reinterpret_cast<struct sockaddr*>(&addr), sizeof addr) == 0) break;
    int err = errno;
    if (err == EINTR) continue;
    uint64_t now = monotonic_ms();
    if (err == EINPROGRESS && now < deadline_ms) {
      struct pollfd p = {fd, POLLOUT, 0};
      int soerr = 0;
      socklen_t len = sizeof soerr;
      if (poll(&p, 1, int(deadline_ms - now)) == 1 &&
          getsockopt(fd, SOL_SOCKET, SO_ERROR, &soerr, &len) == 0 && soerr == 0)
        break;
      err = soerr ? soerr : ETIMEDOUT;
    }
    if (err == EAGAIN && now < deadline_ms) {
      usleep(useconds_t(std::min<uint64_t>(5, deadline_ms - now) * 1000));
      continue;
    }
    close(fd);
    if (err == EAGAIN || err == ETIMEDOUT || err == EINPROGRESS) {
      *error = "mysqlpool: the manager at " + path + what +
               " did not accept a connection in time (its backlog is full)";
    } else if (err != ECONNREFUSED && err != ENOENT) {
      *error = "mysqlpool: cannot connect to the manager at " + path + what + ": " + strerror(err);
    }
    return -1;  // ECONNREFUSED, ENOENT: nobody answers
  }
  int flags = fcntl(fd, F_GETFL);
  if (flags < 0 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) != 0) {
    *error = std::string("mysqlpool: fcntl: ") + strerror(errno);
    close(fd);
    return -1;
  }
  PeerCred peer{};
  if (!peer_credentials(fd, &peer) || !peer_is_trusted(peer, allow_root)) {
    *error = "mysqlpool: the manager socket " + path + what + " belongs to uid " +
             std::to_string(peer.uid) + ", not to this user; refusing to use it";
    close(fd);
    return -1;
  }
  return fd;
}

int connect_private_manager(uint64_t deadline_ms, std::string* error) {
  // 1 and 2 first: no listing of /tmp when the manager is where it usually is.
  PrivateDirs fixed, all;
  std::string ignored;
  list_private_dirs(DirScan::Fixed, deadline_ms, &fixed, &ignored);
  for (const auto& dir : fixed.dirs) {
    int fd = connect_manager(versioned_socket(socket_in(dir)),
                             std::min(deadline_ms, monotonic_ms() + kConnectWaitMs), error);
    if (fd >= 0 || !error->empty()) return fd;
  }
  // An incomplete listing could hide a running manager: an error, not a reason to start one.
  if (!list_private_dirs(DirScan::All, deadline_ms, &all, error)) return -1;
  for (const auto& dir : all.dirs) {
    if (std::find(fixed.dirs.begin(), fixed.dirs.end(), dir) != fixed.dirs.end()) continue;
    int fd = connect_manager(versioned_socket(socket_in(dir)),
                             std::min(deadline_ms, monotonic_ms() + kConnectWaitMs), error);
    if (fd >= 0 || !error->empty()) return fd;
  }
  return -1;
}

int listen_control_socket(const std::string& path, std::string* error) {
  struct sockaddr_un addr;
  if (!fill_address(path, &addr)) {
    *error = "mysqlpool: manager socket path too long: " + path;
    return -1;
  }
  struct stat st;
  if (is_private_control_socket(path)) {
    std::string why;
    if (check_dir(dirname_of(path), &why) != 1) {
      *error = "mysqlpool: cannot listen on " + path + ": " +
               (why.empty() ? dirname_of(path) + " does not exist" : why);
      return -1;
    }
    // Our own directory: whatever is at the name is ours (a stale socket); callers hold the lock.
    if (lstat(path.c_str(), &st) == 0 && !S_ISDIR(st.st_mode)) unlink(path.c_str());
  } else if (lstat(path.c_str(), &st) == 0 && S_ISSOCK(st.st_mode) && st.st_uid == getuid()) {
    unlink(path.c_str());  // a stale socket of ours from a manager that died
  }
  int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) {
    *error = std::string("mysqlpool: socket: ") + strerror(errno);
    return -1;
  }
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

int open_lock_file(const std::string& path, std::string* error) {
  int fd = -1;
  // EWOULDBLOCK: a manager holds a lease on the file while it removes it (host_bound.cpp), for
  // microseconds; the open is tried again. O_NONBLOCK keeps a FIFO planted here from blocking.
  for (int attempt = 0; attempt < 1000; attempt++) {
    fd =
        open(path.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | O_NOCTTY, 0600);
    if (fd >= 0 || errno != EWOULDBLOCK) break;
    usleep(1000);
  }
  if (fd < 0) {
    *error = "mysqlpool: cannot open the lock file " + path + ": " +
             (errno == ELOOP ? std::string("it is a symlink") : strerror(errno));
    return -1;
  }
  struct stat st;
  if (fstat(fd, &st) != 0) {
    *error = "mysqlpool: cannot stat the lock file " + path + ": " + strerror(errno);
    close(fd);
    return -1;
  }
  if (!S_ISREG(st.st_mode) || st.st_uid != getuid()) {
    *error = "mysqlpool: the lock file " + path + " is " + kind_of(st.st_mode) + " of uid " +
             std::to_string(st.st_uid) + ", not a file of this user; refusing to use it";
    close(fd);
    return -1;
  }
  // Ours, but open to others (they could open it and hold its lock or a byte of a pool's
  // bound), or a second name of a file of ours (a hard link planted in a shared directory).
  if ((st.st_mode & 077) || st.st_nlink > 1) {
    *error = "mysqlpool: the lock file " + path + " is this user's but has " +
             ((st.st_mode & 077) ? "mode " + mode_text(st.st_mode)
                                 : std::to_string(st.st_nlink) + " links") +
             "; refusing to use it";
    close(fd);
    return -1;
  }
  return fd;
}

bool lock_file_within(int fd, uint64_t deadline_ms, const std::string& path, std::string* error) {
  for (;;) {
    if (flock(fd, LOCK_EX | LOCK_NB) == 0) return true;
    if (errno != EWOULDBLOCK && errno != EINTR) {
      *error = "mysqlpool: cannot lock " + path + ": " + strerror(errno);
      return false;
    }
    uint64_t now = monotonic_ms();
    if (now >= deadline_ms) {
      *error = "mysqlpool: " + path +
               " stayed locked too long: another process of this user "
               "is starting the manager and did not finish";
      return false;
    }
    usleep(useconds_t(std::min<uint64_t>(10, deadline_ms - now) * 1000));
  }
}

bool private_run_dir(std::string* dir, std::string* error) {
  std::string why;
  if (parent_problem(g_run_user_root).empty() && check_dir(run_user_dir(), &why) == 1) {
    *dir = run_user_dir();
    return true;
  }
  std::string tmp_problem = parent_problem(g_tmp_root);
  if (!tmp_problem.empty()) {
    *error = "mysqlpool: no private directory for this user: " + tmp_problem;
    return false;
  }
  std::string primary = primary_dir();
  int state = check_dir(primary, &why);
  if (state == 0 && mkdir(primary.c_str(), 0700) == 0) state = check_dir(primary, &why);
  if (state == 0) state = check_dir(primary, &why);  // lost a race to another process
  if (state == 1) {
    *dir = primary;
    return true;
  }
  {
    std::lock_guard<std::mutex> lock(g_cache_mu);
    if (!g_cached_fallback.empty() && check_dir(g_cached_fallback, &why) == 1) {
      *dir = g_cached_fallback;
      return true;
    }
  }
  PrivateDirs found;
  if (!list_private_dirs(DirScan::AllCreate, monotonic_ms() + 10000, &found, error)) return false;
  std::lock_guard<std::mutex> lock(g_cache_mu);
  if (found.dirs[0] != primary && found.dirs[0] != run_user_dir())
    g_cached_fallback = found.dirs[0];
  *dir = found.dirs[0];
  return true;
}

// Declared in messages.h. The socket in private_run_dir(); the name of 2 if none can be had
// (the error comes when it is used).
std::string default_control_socket_path() {
  std::string dir, error;
  return socket_in(private_run_dir(&dir, &error) ? dir : primary_dir());
}

}  // namespace mysqlpool
