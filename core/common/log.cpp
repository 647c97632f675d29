#include "core/common/log.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <syslog.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstring>

namespace mysqlpool {

static int g_log_fd = -1;

namespace {

// Opens the configured log without following a symlink or blocking on a FIFO, and keeps it only
// if it is a regular file of this uid with one link: in a shared directory (/tmp) another user
// could plant a symlink or a hard link to a file of ours (the lines would be appended to it)
// or make the file first (and read every line). -1 with *why.
int open_log_file(const std::string& path, std::string* why) {
  int fd =
      open(path.c_str(),
           O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0600);
  if (fd < 0) {
    *why = errno == ELOOP ? "it is a symlink" : strerror(errno);
    return -1;
  }
  struct stat st;
  if (fstat(fd, &st) != 0) {
    *why = strerror(errno);
  } else if (!S_ISREG(st.st_mode)) {
    *why = "not a regular file";
  } else if (st.st_uid != getuid()) {
    *why = "a file of uid " + std::to_string(st.st_uid);
  } else if (st.st_nlink > 1) {
    *why = std::to_string(st.st_nlink) + " links to it";
  } else {
    fcntl(fd, F_SETFL, O_APPEND);  // blocking writes again
    return fd;
  }
  close(fd);
  return -1;
}

}  // namespace

void log_open(const std::string& path) {
  if (g_log_fd >= 0) close(g_log_fd);
  g_log_fd = -1;
  std::string why;
  if (!path.empty()) g_log_fd = open_log_file(path, &why);
  if (g_log_fd < 0) openlog("mysqlpool-manager", LOG_PID, LOG_DAEMON);
  if (!why.empty())
    syslog(LOG_WARNING, "not logging to %s (%s); logging here instead", path.c_str(), why.c_str());
}

void log_line(const char* level, const char* fmt, ...) {
  char msg[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  if (g_log_fd < 0) {
    syslog(level[0] == 'e' ? LOG_ERR : level[0] == 'w' ? LOG_WARNING : LOG_INFO, "%s", msg);
    return;
  }
  char stamp[32];
  time_t now = time(nullptr);
  struct tm tm;
  localtime_r(&now, &tm);
  strftime(stamp, sizeof stamp, "%Y-%m-%d %H:%M:%S", &tm);
  char line[1200];
  int n = snprintf(line, sizeof line, "%s [%d] %s: %s\n", stamp, int(getpid()), level, msg);
  if (n > 0) {
    ssize_t ignored = write(g_log_fd, line, size_t(n) < sizeof line ? size_t(n) : sizeof line - 1);
    (void)ignored;
  }
}

}  // namespace mysqlpool
