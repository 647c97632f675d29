#include "core/common/log.h"

#include <fcntl.h>
#include <syslog.h>
#include <time.h>
#include <unistd.h>

#include <cstdarg>
#include <cstdio>

namespace mysqlpool {

static int g_log_fd = -1;

void log_open(const std::string& path) {
  if (g_log_fd >= 0) close(g_log_fd);
  g_log_fd = -1;
  if (!path.empty()) g_log_fd = open(path.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
  if (g_log_fd < 0) openlog("mysqlpool-manager", LOG_PID, LOG_DAEMON);
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
