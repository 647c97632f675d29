#include "core/manager/host_bound.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <vector>

#include "core/common/keyed_hash.h"
#include "core/control/socket.h"

namespace mysqlpool {

namespace {

// A fixed key: the name only has to be the same in every manager, not secret (it hashes no
// password).
constexpr HashKey kNameKey{0x6d7973716c706f6full, 0x6c2d626f756e6421ull};

struct flock byte_lock(uint32_t byte, short type) {
  struct flock l;
  memset(&l, 0, sizeof l);
  l.l_type = type;
  l.l_whence = SEEK_SET;
  l.l_start = off_t(byte);
  l.l_len = 1;
  return l;
}

bool lock_byte(int fd, uint32_t byte, short type) {
  struct flock l = byte_lock(byte, type);
  return fcntl(fd, F_OFD_SETLK, &l) == 0;
}

// Removes `path` when `fd` (ours, every byte unlocked) is its one open file description. The
// lease is granted only then: no manager holds a byte or can take one, and the name is removed
// before anyone opens it again (an open meanwhile fails with EWOULDBLOCK and is tried again by
// open_lock_file, or, if it had found the name first, gets the removed file, which open() sees).
// Someone opening the file during the lease makes the kernel signal us: SIGURG, whose default is
// to ignore it (SIGIO's would end the process).
void remove_if_unused(int fd, const std::string& path) {
  if (fcntl(fd, F_SETSIG, SIGURG) != 0 || fcntl(fd, F_SETLEASE, F_WRLCK) != 0) return;
  struct stat mine, named;
  if (fstat(fd, &mine) == 0 && lstat(path.c_str(), &named) == 0 && mine.st_dev == named.st_dev &&
      mine.st_ino == named.st_ino)
    unlink(path.c_str());
  fcntl(fd, F_SETLEASE, F_UNLCK);
}

}  // namespace

HostBound::~HostBound() { close(); }

std::string HostBound::path_for(const std::string& socket_path, const PoolKey& key) {
  KeyedHash h(kNameKey);
  for (const std::string* f : {&key.host, &key.unix_socket, &key.user, &key.dbname, &key.charset,
                               &key.pool_name, &key.tls.ca, &key.tls.capath, &key.tls.cert,
                               &key.tls.key, &key.tls.cipher, &key.tls.server_public_key}) {
    h.add_u64(f->size());
    h.add(*f);
  }
  h.add_u64(key.port).add_u64(key.found_rows).add_u64(uint64_t(int64_t(key.tls.verify)));
  char hex[17];
  snprintf(hex, sizeof hex, "%016llx", (unsigned long long)h.finish());
  return socket_path + ".pool-" + hex;
}

bool HostBound::open(const std::string& socket_path, const PoolKey& key, uint32_t size,
                     std::string* error) {
  size_ = size < kMaxSlots ? size : kMaxSlots;
  path_ = path_for(socket_path, key);
  // A file another manager removed after we opened it is no bound: open the name again (a few
  // times: each removal is one manager's last close).
  for (int attempt = 0; attempt < 8; attempt++) {
    fd_ = open_lock_file(path_, error);
    if (fd_ < 0) return false;
    struct stat st;
    if (fstat(fd_, &st) == 0 && st.st_nlink > 0) return true;
    ::close(fd_);
    fd_ = -1;
  }
  *error = "mysqlpool: " + path_ + " was removed each time it was opened";
  return false;
}

void HostBound::close() {
  std::lock_guard<std::mutex> lock(mu_);
  if (fd_ < 0) return;
  struct flock all = byte_lock(0, F_UNLCK);
  all.l_len = 0;  // to the end: every byte we hold
  fcntl(fd_, F_OFD_SETLK, &all);
  memset(mine_, 0, sizeof mine_);
  remove_if_unused(fd_, path_);
  ::close(fd_);
  fd_ = -1;
}

void HostBound::sweep(const std::string& socket_path) {
  const size_t slash = socket_path.rfind('/');
  const std::string dir = slash == std::string::npos ? "." : socket_path.substr(0, slash + 1);
  const std::string prefix =
      (slash == std::string::npos ? socket_path : socket_path.substr(slash + 1)) + ".pool-";
  DIR* d = opendir(dir.c_str());
  if (!d) return;
  std::vector<std::string> names;
  while (const dirent* e = readdir(d)) {
    std::string name = e->d_name;
    if (name.size() == prefix.size() + 16 && name.compare(0, prefix.size(), prefix) == 0 &&
        name.find_first_not_of("0123456789abcdef", prefix.size()) == std::string::npos)
      names.push_back(name);
  }
  closedir(d);
  for (const std::string& name : names) {
    const std::string path = (slash == std::string::npos ? "" : dir) + name;
    std::string error;
    int fd = open_lock_file(path, &error);  // not a regular file of ours: left alone
    if (fd < 0) continue;
    remove_if_unused(fd, path);
    ::close(fd);
  }
}

bool HostBound::take(uint32_t* token) {
  if (fd_ < 0) {
    *token = UINT32_MAX;
    return true;
  }
  std::lock_guard<std::mutex> lock(mu_);
  for (uint32_t b = 0; b < size_; b++) {
    if (mine_[b / 64] & (1ull << (b % 64))) continue;
    if (lock_byte(fd_, b, F_WRLCK)) {
      mine_[b / 64] |= 1ull << (b % 64);
      *token = b;
      return true;
    }
  }
  return false;
}

void HostBound::give(uint32_t token) {
  std::lock_guard<std::mutex> lock(mu_);
  if (fd_ < 0 || token >= size_ || !(mine_[token / 64] & (1ull << (token % 64)))) return;
  lock_byte(fd_, token, F_UNLCK);
  mine_[token / 64] &= ~(1ull << (token % 64));
}

uint32_t HostBound::held_elsewhere() const {
  if (fd_ < 0) return 0;
  std::lock_guard<std::mutex> lock(mu_);
  uint32_t n = 0;
  for (uint32_t b = 0; b < size_; b++) {
    if (mine_[b / 64] & (1ull << (b % 64))) continue;
    struct flock l = byte_lock(b, F_WRLCK);
    if (fcntl(fd_, F_OFD_GETLK, &l) == 0 && l.l_type != F_UNLCK) n++;
  }
  return n;
}

}  // namespace mysqlpool
