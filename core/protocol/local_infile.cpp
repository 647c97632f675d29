// LOAD DATA LOCAL INFILE in the worker: the server names a file (0xFB packet); the handle's
// policy (LocalInfilePolicy) decides whether it is read, as mysqlnd decides
// (ext/mysqlnd/mysqlnd_loaddata.c): LOCAL_INFILE on allows any file, else a
// LOCAL_INFILE_DIRECTORY allows the files below it, else nothing. The name is the server's,
// so untrusted: any bytes, any length. Whatever happens the file ends with an empty packet and
// the caller reads the server's OK/ERR: a refusal never desynchronises the stream.
#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <memory>
#include <string>

#include "core/protocol/codec.h"

namespace mysqlpool::proto {

namespace {

// mysqlnd's numbers (mysqlnd_enum_n_def.h) and texts, so applications see what pdo_mysql shows.
constexpr uint16_t CR_UNKNOWN_ERROR = 2000;
constexpr uint16_t CR_LOAD_DATA_LOCAL_INFILE_REJECTED = 2068;
constexpr uint16_t MYSQLND_EE_FILENOTFOUND = 7890;
constexpr char kForbidden[] =
    "LOAD DATA LOCAL INFILE is forbidden, check related settings like "
    "mysqli.allow_local_infile|mysqli.local_infile_directory or "
    "PDO::MYSQL_ATTR_LOCAL_INFILE|PDO::MYSQL_ATTR_LOCAL_INFILE_DIRECTORY";
constexpr char kNoDirectory[] = "cannot open local_infile_directory";
constexpr char kOutsideDirectory[] =
    "LOAD DATA LOCAL INFILE DIRECTORY restriction in effect. Unable to open file";
constexpr char kOpenBasedir[] = "open_basedir restriction in effect. Unable to open file";

// Packets of file data: well under the 16 MiB - 1 a packet may hold and any server's
// max_allowed_packet; memory stays this size whatever the file's.
constexpr size_t kChunk = 64 * 1024;

Error client_error(uint16_t code, std::string message) {
  Error e;
  e.code = code;
  e.sqlstate = "HY000";
  e.message = std::move(message);
  return e;
}

Error file_not_found(const std::string& name) {
  // As mysqlnd's "Can't find file '%-.64s'.": the name up to its first NUL, 64 bytes at most.
  return client_error(MYSQLND_EE_FILENOTFOUND,
                      "Can't find file '" + name.substr(0, name.find('\0')).substr(0, 64) + "'.");
}

// The canonical absolute path of `path`, or "" if it can't be resolved.
std::string real_path(const char* path) {
  std::unique_ptr<char, decltype(&free)> resolved(realpath(path, nullptr), &free);
  return resolved ? std::string(resolved.get()) : std::string();
}

// The real path a file has or would have: a file that does not exist is its directory's real
// path and its name (mysqlnd lets a missing file below the directory through to the open,
// which then fails with "Can't find file"). "" if neither resolves.
std::string real_path_of_file(const std::string& name) {
  std::string path = real_path(name.c_str());
  if (!path.empty() || errno != ENOENT) return path;
  size_t slash = name.rfind('/');
  std::string base = slash == std::string::npos ? name : name.substr(slash + 1);
  if (base.empty() || base == "." || base == "..") return "";
  std::string parent = real_path(slash == std::string::npos ? "."
                                 : slash == 0               ? "/"
                                                            : name.substr(0, slash).c_str());
  if (parent.empty()) return "";
  return parent == "/" ? "/" + base : parent + "/" + base;
}

bool is_below(const std::string& dir, const std::string& path) {
  if (dir == "/") return path.size() > 1 && path[0] == '/';
  return path.size() > dir.size() + 1 && path.compare(0, dir.size(), dir) == 0 &&
         path[dir.size()] == '/';
}

// Whether the policy lets the file be opened at all (before opening): nullptr or the refusal.
// *dir_real gets the directory's real path when the directory is what allows it.
bool check_policy(const std::string& name, const LocalInfilePolicy* policy, std::string* dir_real,
                  Error* refused) {
  if (!policy || (!policy->allowed && policy->directory.empty())) {
    *refused = client_error(CR_LOAD_DATA_LOCAL_INFILE_REJECTED, kForbidden);
    return false;
  }
  if (!policy->directory.empty()) {
    // mysqlnd checks the directory even when LOCAL_INFILE on makes it moot.
    std::string dir = real_path(policy->directory.c_str());
    struct stat st;
    if (dir.empty() || stat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) {
      *refused = client_error(CR_LOAD_DATA_LOCAL_INFILE_REJECTED, kNoDirectory);
      return false;
    }
    if (!policy->allowed) *dir_real = dir;
  }
  if (name.find('\0') != std::string::npos) {  // a C string would open another file
    *refused = file_not_found(name);
    return false;
  }
  if (!dir_real->empty() && !is_below(*dir_real, real_path_of_file(name))) {
    *refused = client_error(CR_LOAD_DATA_LOCAL_INFILE_REJECTED, kOutsideDirectory);
    return false;
  }
  if (policy->path_allowed && !policy->path_allowed(name.c_str())) {
    *refused = client_error(CR_UNKNOWN_ERROR, kOpenBasedir);
    return false;
  }
  return true;
}

// Opens the file the policy allowed: a regular file only (a FIFO, a terminal or /dev/zero
// would hang the worker or never end), and, under a directory, the file actually opened must
// be below it (a symlink swapped after the check above). A file whose path can't be resolved
// once open (deleted or moved meanwhile, or reached through another process's fd link: the
// kernel then names it "… (deleted)" or not at all) can't be shown to be below it: refused,
// as a file outside. -1 with *refused.
int open_allowed(const std::string& name, const std::string& dir_real, Error* refused) {
  int fd = open(name.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
  struct stat st;
  if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    if (fd >= 0) close(fd);
    *refused = file_not_found(name);
    return -1;
  }
  if (!dir_real.empty()) {
    std::string opened = real_path(("/proc/self/fd/" + std::to_string(fd)).c_str());
    if (!is_below(dir_real, opened)) {  // "" (unresolved) is below nothing
      close(fd);
      *refused = client_error(CR_LOAD_DATA_LOCAL_INFILE_REJECTED, kOutsideDirectory);
      return -1;
    }
  }
  return fd;
}

}  // namespace

IoStatus Connection::answer_file_request(std::string_view filename, const LocalInfilePolicy* policy,
                                         Error* refused) {
  std::string name;
  std::string dir_real;
  int fd = -1;
  // The name is copied only once the policy may allow a file at all.
  if (policy && (policy->allowed || !policy->directory.empty())) name.assign(filename);
  if (check_policy(name, policy, &dir_real, refused)) fd = open_allowed(name, dir_real, refused);
  if (fd < 0) {
    std::string_view nothing;
    return write_payload(&nothing, 0);
  }
  IoStatus st = send_file(fd, refused);
  close(fd);
  return st;
}

// The file's bytes in packets of kChunk, then the empty packet that ends it. A read error
// ends the file early (what was sent is loaded, as with mysqlnd) and is reported.
IoStatus Connection::send_file(int file_fd, Error* failed) {
  std::unique_ptr<char[]> buf(new char[kChunk]);
  for (;;) {
    ssize_t got = read(file_fd, buf.get(), kChunk);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) {
      if (got < 0) *failed = client_error(CR_UNKNOWN_ERROR, "Error reading file");
      std::string_view nothing;
      return write_payload(&nothing, 0);
    }
    std::string_view data(buf.get(), static_cast<size_t>(got));
    IoStatus st = write_payload(&data, 1);
    if (st != IoStatus::Ok) return st;
  }
}

}  // namespace mysqlpool::proto
