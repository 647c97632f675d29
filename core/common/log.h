// The manager's log: a file when one is configured, syslog otherwise. Never passwords.
#pragma once

#include <string>

namespace mysqlpool {

void log_open(const std::string& path);  // empty: syslog
void log_line(const char* level, const char* fmt, ...) __attribute__((format(printf, 2, 3)));

}  // namespace mysqlpool
