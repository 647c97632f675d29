// The manager's log: a file when one is configured, syslog otherwise. Never passwords.
#pragma once

#include <string>

namespace mysqlpool {

// Empty: syslog. A path that is a symlink, not a regular file, another user's file or a file
// with a second link is not used: syslog then, which says so.
void log_open(const std::string& path);
void log_line(const char* level, const char* fmt, ...) __attribute__((format(printf, 2, 3)));

}  // namespace mysqlpool
