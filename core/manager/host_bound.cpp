#include "core/manager/host_bound.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <vector>

#include "core/common/clock.h"
#include "core/common/keyed_hash.h"
#include "core/control/socket.h"

namespace mysqlpool {

namespace {

// A fixed key: the name only has to be the same in every manager, not secret (it hashes no
// password).
constexpr HashKey kNameKey{0x6d7973716c706f6full, 0x6c2d626f756e6421ull};

// In the run directory: the pool files that could not be had beside the socket, and the index
// of those that are beside it.
constexpr char kFallbackPrefix[] = "mysqlpool.pool-";
constexpr char kIndexPrefix[] = "mysqlpool.bound-";

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

// A held byte's record (HostBound::record): 64 bytes at kRecordsAt + 64 * byte. `check` is a
// hash of the rest, so that a torn write, a file of another layout or any other bytes are no
// record; `boot` names this boot (CLOCK_MONOTONIC, which opened_at_ms is on, starts over at
// each): a record from another boot is none.
struct Record {
  uint64_t magic;
  uint64_t thread_id;
  uint64_t opened_at_ms;
  uint64_t boot;
  uint64_t check;
  uint64_t unused[3];
};
static_assert(sizeof(Record) == 64, "records are 64 bytes apart");
constexpr uint64_t kRecordMagic = 0x6d70646561647331ull;  // "mpdeads1"

off_t record_offset(uint32_t byte) {
  return HostBound::kRecordsAt + off_t(byte) * off_t(sizeof(Record));
}

uint64_t record_check(const Record& r) {
  return KeyedHash(kNameKey)
      .add_u64(r.magic)
      .add_u64(r.thread_id)
      .add_u64(r.opened_at_ms)
      .add_u64(r.boot)
      .finish();
}

// This boot's id (/proc/sys/kernel/random/boot_id), hashed; 0 when it can't be read: then no
// record is written or believed.
uint64_t this_boot() {
  static const uint64_t boot = [] {
    char id[64] = {};
    int fd = ::open("/proc/sys/kernel/random/boot_id", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return uint64_t(0);
    ssize_t n = read(fd, id, sizeof id);
    ::close(fd);
    if (n < 32) return uint64_t(0);
    uint64_t h = KeyedHash(kNameKey).add(std::string_view(id, size_t(n))).finish();
    return h ? h : 1;
  }();
  return boot;
}

// Whether `r` is a whole record of this boot that names a session.
bool valid_record(const Record& r) {
  return r.magic == kRecordMagic && r.check == record_check(r) && r.boot != 0 &&
         r.boot == this_boot() && r.thread_id != 0;
}

// The session the record of `byte` names, if it is a record of this boot.
bool read_record(int fd, uint32_t byte, Record* r) {
  return pread(fd, r, sizeof *r, record_offset(byte)) == ssize_t(sizeof *r) && valid_record(*r);
}

// The records of bytes [0, n) in one read (upkeep looks every second): a record past the end of
// the file, or cut short by it, reads as zeros, which is none.
std::vector<Record> read_records(int fd, uint32_t n) {
  std::vector<Record> all(n);
  ssize_t got = pread(fd, all.data(), all.size() * sizeof(Record), record_offset(0));
  size_t whole = got > 0 ? size_t(got) / sizeof(Record) : 0;
  if (whole < all.size()) memset(&all[whole], 0, (all.size() - whole) * sizeof(Record));
  return all;
}

// Removes `path` when `fd` (ours, every byte unlocked) is its one open file description. The
// lease is granted only then: no manager holds a byte or can take one, and the name is removed
// before anyone opens it again (an open meanwhile fails with EWOULDBLOCK and is tried again by
// open_lock_file, or, if it had found the name first, gets the removed file, which open() sees).
// Someone opening the file during the lease makes the kernel signal us: SIGURG, whose default is
// to ignore it (SIGIO's would end the process).
bool remove_if_unused(int fd, const std::string& path) {
  if (HostBound::has_records(fd)) return false;  // a dead manager's sessions to end
  if (fcntl(fd, F_SETSIG, SIGURG) != 0 || fcntl(fd, F_SETLEASE, F_WRLCK) != 0) return false;
  struct stat mine, named;
  bool removed = fstat(fd, &mine) == 0 && lstat(path.c_str(), &named) == 0 &&
                 mine.st_dev == named.st_dev && mine.st_ino == named.st_ino &&
                 unlink(path.c_str()) == 0;
  fcntl(fd, F_SETLEASE, F_UNLCK);
  return removed;
}

// The 16 hex digits of a name's hash.
std::string hex_of(uint64_t h) {
  char hex[17];
  snprintf(hex, sizeof hex, "%016llx", (unsigned long long)h);
  return hex;
}

bool is_hex16(const std::string& name, size_t from) {
  return name.size() == from + 16 &&
         name.find_first_not_of("0123456789abcdef", from) == std::string::npos;
}

// Opens the pool file at `path`, again while another manager removes it (a removed file is no
// bound: open the name again, a few times: each removal is one manager's last close).
int open_named(const std::string& path, std::string* error) {
  for (int attempt = 0; attempt < 8; attempt++) {
    int fd = open_lock_file(path, error);
    if (fd < 0) return -1;
    struct stat st;
    if (fstat(fd, &st) == 0 && st.st_nlink > 0) return fd;
    ::close(fd);
  }
  *error = "mysqlpool: " + path + " was removed each time it was opened";
  return -1;
}

// Removes the pool files named "<prefix><16 hex digits>" in `dir` that nobody has open. Only
// for a directory of this uid's alone: the listing costs what is in it.
void sweep_dir(const std::string& dir, const std::string& prefix) {
  DIR* d = opendir(dir.c_str());
  if (!d) return;
  std::vector<std::string> names;
  while (const dirent* e = readdir(d)) {
    std::string name = e->d_name;
    if (name.compare(0, prefix.size(), prefix) == 0 && is_hex16(name, prefix.size()))
      names.push_back(dir + "/" + name);
  }
  closedir(d);
  for (const std::string& path : names) {
    std::string error;
    int fd = open_lock_file(path, &error);  // not a regular file of ours: left alone
    if (fd < 0) continue;
    remove_if_unused(fd, path);
    ::close(fd);
  }
}

// The index entries (symlinks, never followed: read) in the run directory name the pool files
// beside configured socket paths; those nobody has open are removed, and so is an entry whose
// file is gone.
void sweep_index(const std::string& run_dir) {
  DIR* d = opendir(run_dir.c_str());
  if (!d) return;
  std::vector<std::string> entries;
  while (const dirent* e = readdir(d)) {
    std::string name = e->d_name;
    if (name.compare(0, sizeof kIndexPrefix - 1, kIndexPrefix) == 0 &&
        is_hex16(name, sizeof kIndexPrefix - 1))
      entries.push_back(run_dir + "/" + name);
  }
  closedir(d);
  for (const std::string& entry : entries) {
    char target[4096];
    ssize_t n = readlink(entry.c_str(), target, sizeof target - 1);
    if (n <= 0) continue;
    const std::string path(target, size_t(n));
    const size_t mark = path.rfind(".pool-");
    struct stat st;
    if (mark == std::string::npos || !is_hex16(path, mark + 6)) continue;  // not one we wrote
    if (lstat(path.c_str(), &st) == 0) {
      std::string error;
      int fd = open_lock_file(path, &error);  // another user's now: left alone
      if (fd < 0) continue;
      remove_if_unused(fd, path);
      ::close(fd);
      if (lstat(path.c_str(), &st) == 0) continue;
    }
    unlink(entry.c_str());
  }
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
  return socket_path + ".pool-" + hex_of(h.finish());
}

std::string HostBound::fallback_path_for(const std::string& run_dir, const std::string& socket_path,
                                         const PoolKey& key) {
  KeyedHash h(kNameKey);
  const std::string beside = path_for(socket_path, key);
  h.add_u64(beside.size());
  h.add(beside);
  return run_dir + "/" + kFallbackPrefix + hex_of(h.finish());
}

std::string HostBound::index_path_for(const std::string& run_dir, const std::string& pool_path) {
  KeyedHash h(kNameKey);
  h.add_u64(pool_path.size());
  h.add(pool_path);
  return run_dir + "/" + kIndexPrefix + hex_of(h.finish());
}

bool HostBound::open(const std::string& socket_path, const PoolKey& key, uint32_t size,
                     std::string* error) {
  size_ = size < kMaxSlots ? size : kMaxSlots;
  path_ = path_for(socket_path, key);
  refused_.clear();
  index_.clear();
  if (is_private_control_socket(socket_path)) {  // a directory of ours alone
    fd_ = open_named(path_, error);
    return fd_ >= 0;
  }
  std::string run_dir, run_error;
  if (!private_run_dir(&run_dir, &run_error)) {
    fd_ = open_named(path_, error);
    if (fd_ < 0) *error += " (and " + run_error + ")";
    return fd_ >= 0;
  }
  // A manager of this uid that was refused the name keeps the bound in the run directory
  // while it runs (the file goes with its last close): join it there, even if the name beside
  // is free again (its maker removed it), or the two would each count alone.
  const std::string fallback = fallback_path_for(run_dir, socket_path, key);
  struct stat st;
  if (lstat(fallback.c_str(), &st) == 0 && (fd_ = open_named(fallback, error)) >= 0) {
    refused_ = "mysqlpool: another manager of this user was refused " + path_;
    path_ = fallback;
    return true;
  }
  fd_ = open_named(path_, error);
  if (fd_ >= 0) {
    // Beside a configured path, in a directory others may fill: the run directory names it,
    // so that sweep() finds it without listing that directory.
    index_ = index_path_for(run_dir, path_);
    int indexed = symlink(path_.c_str(), index_.c_str());
    (void)indexed;  // EEXIST: another manager of this uid indexed it; else sweep() misses it
    return true;
  }
  // Another user's file (or anything else) at the name: the managers of this uid at this
  // path keep the bound in the run directory instead, all under one derived name.
  refused_ = *error;
  path_ = fallback;
  fd_ = open_named(path_, error);
  if (fd_ < 0) refused_.clear();
  return fd_ >= 0;
}

void HostBound::close() {
  std::lock_guard<std::mutex> lock(mu_);
  if (fd_ < 0) return;
  struct flock all = byte_lock(0, F_UNLCK);
  all.l_len = 0;  // to the end: every byte we hold
  fcntl(fd_, F_OFD_SETLK, &all);
  memset(mine_, 0, sizeof mine_);
  // The index entry goes with the file, or when the file is already gone (removed by hand).
  struct stat st;
  if ((remove_if_unused(fd_, path_) || (lstat(path_.c_str(), &st) != 0 && errno == ENOENT)) &&
      !index_.empty())
    unlink(index_.c_str());
  ::close(fd_);
  fd_ = -1;
}

void HostBound::sweep(const std::string& socket_path) {
  const size_t slash = socket_path.rfind('/');
  if (is_private_control_socket(socket_path))  // our own directory: only our entries to list
    sweep_dir(socket_path.substr(0, slash), socket_path.substr(slash + 1) + ".pool-");
  std::string run_dir, error;
  if (!private_run_dir(&run_dir, &error)) return;
  sweep_dir(run_dir, kFallbackPrefix);
  sweep_index(run_dir);
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
  clear_record(token);  // before the byte is free: nobody may read it as a dead one's
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

void HostBound::record(uint32_t token, uint64_t thread_id, uint64_t opened_at_ms) {
  std::lock_guard<std::mutex> lock(mu_);
  if (fd_ < 0 || token >= size_ || !(mine_[token / 64] & (1ull << (token % 64)))) return;
  if (this_boot() == 0) return;
  Record r{kRecordMagic, thread_id, opened_at_ms, this_boot(), 0, {}};
  r.check = record_check(r);
  ssize_t n = pwrite(fd_, &r, sizeof r, record_offset(token));
  (void)n;  // a record not written: the session is ended by a worker that notices, as before
}

// Under mu_, for a byte we hold.
void HostBound::clear_record(uint32_t token) {
  Record r;
  if (pread(fd_, &r, sizeof r, record_offset(token)) != ssize_t(sizeof r) || r.magic == 0) return;
  memset(&r, 0, sizeof r);
  ssize_t n = pwrite(fd_, &r, sizeof r, record_offset(token));
  (void)n;
}

std::vector<HostBound::DeadSession> HostBound::take_dead() {
  std::vector<DeadSession> dead;
  if (fd_ < 0) return dead;
  std::lock_guard<std::mutex> lock(mu_);
  const std::vector<Record> records = read_records(fd_, size_);
  for (uint32_t b = 0; b < size_; b++) {
    if (mine_[b / 64] & (1ull << (b % 64))) continue;
    Record r;
    if (!valid_record(records[b]) || !lock_byte(fd_, b, F_WRLCK)) continue;  // none, or held
    // Read again under the lock: its holder may have cleared it and given the byte back since.
    if (!read_record(fd_, b, &r)) {
      lock_byte(fd_, b, F_UNLCK);
      continue;
    }
    mine_[b / 64] |= 1ull << (b % 64);
    dead.push_back({b, r.thread_id, r.opened_at_ms, monotonic_ms()});
  }
  return dead;
}

bool HostBound::has_records(int fd) {
  const std::vector<Record> records = read_records(fd, kMaxSlots);
  return std::any_of(records.begin(), records.end(), valid_record);
}

}  // namespace mysqlpool
