// Which run of the server a connection belongs to. A thread id names one session only within
// one run of the server (a restart starts the ids over), so a process that names a session by
// its id — the worker's KILL of a dead manager's connection, the manager's question whether a
// closed connection's session is gone — first checks that the connection is younger than the
// server's current run.
#pragma once

#include <cstdint>
#include <string_view>

namespace mysqlpool {

// The server's Uptime as it sent it (untrusted text): its leading digits; 0 (no run to be
// in) when there are none or more than a 32-bit count of seconds.
inline uint64_t parse_uptime_s(std::string_view text) {
  uint64_t s = 0;
  for (char c : text) {
    if (c < '0' || c > '9') break;
    s = s * 10 + uint64_t(c - '0');
    if (s > UINT32_MAX) return 0;
  }
  return s;
}

// A connection opened at `opened_at_ms` (CLOCK_MONOTONIC) belongs to the server's current run
// if it is younger than the run. Uptime is rounded down: one second of margin, on the side of
// "no"; a connection opened in the future (a forged segment) is not.
inline bool opened_in_server_run(uint64_t now_ms, uint64_t opened_at_ms, uint64_t uptime_s) {
  return opened_at_ms <= now_ms && (now_ms - opened_at_ms) + 1000 < uptime_s * 1000;
}

}  // namespace mysqlpool
