#include "core/manager/host_bound.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

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

}  // namespace

HostBound::~HostBound() {
  if (fd_ >= 0) close(fd_);
}

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
  fd_ = open_lock_file(path_for(socket_path, key), error);
  return fd_ >= 0;
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
