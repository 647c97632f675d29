// What a running manager reports about itself and its pools (the status command, the metrics
// command and listener, mysqlpool_metrics()): a snapshot taken under the manager's locks
// (Manager::snapshot, report_snapshot.cpp) and its three renderings, plain functions of it:
// the JSON document, the Prometheus text exposition format 0.0.4 and the table for people.
// A snapshot never holds a password: it copies the parts of a PoolKey it shows, field by field.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/segment/slot_table.h"

namespace mysqlpool {

struct HolderSnapshot {
  uint32_t slot = 0;
  uint32_t pid = 0;
  uint64_t lease_age_ms = 0;  // 0: its start not written yet
};

struct HistogramSnapshot {
  uint64_t buckets[kLeaseBuckets] = {};  // per bucket, not cumulative
  uint64_t sum_us = 0;
};

struct PoolSnapshot {
  uint32_t id = 0;
  std::string name;  // PoolKey::describe(): "user@host:port/db (pool)", the `pool` label
  std::string user, host, unix_socket, database, charset, pool_name;
  uint32_t port = 0;
  bool found_rows = false;
  bool tls_configured = false;
  std::vector<std::pair<std::string, uint32_t>> settings;  // kSettingFields' order
  uint32_t max_connections = 0;
  uint32_t empty = 0, free = 0, leased = 0, reserved = 0, broken = 0;
  uint32_t waiters = 0, open_pending = 0, attached_processes = 0;
  std::vector<HolderSnapshot> holders;                     // LEASED slots, by slot
  std::vector<std::pair<std::string, uint64_t>> counters;  // kCounterFields' order
  HistogramSnapshot lease_wait, lease_hold;
  std::string server_version, tls;  // tls: "" for plaintext
  uint32_t last_connect_errno = 0;
  std::string last_connect_error;
};

struct ManagerSnapshot {
  uint32_t pid = 0;
  std::string version;
  uint32_t protocol_version = 0;
  std::string socket_path;
  std::string metrics_listen;  // "" when not listening
  uint64_t uptime_ms = 0;
  int64_t start_time_s = 0;  // Unix time
  uint32_t clients = 0;      // control connections, the asker's not counted
  // "serving", "retiring" (a manager of another version took over) or "draining" (SIGTERM)
  std::string state = "serving";
  std::vector<PoolSnapshot> pools;
};

// The status document (README.md, "Status", names every field), one line, UTF-8.
std::string render_json(const ManagerSnapshot& s);
// Prometheus' text exposition format 0.0.4 (README.md, "Metrics").
std::string render_prometheus(const ManagerSnapshot& s);
// The status as a table for people.
std::string render_table(const ManagerSnapshot& s);

// A JSON string's contents: quote, backslash and control characters escaped, bytes that are
// not UTF-8 replaced by U+FFFD.
std::string json_escape(std::string_view in);
// A Prometheus label value's contents: backslash, quote and newline escaped, bytes that are
// not UTF-8 replaced by U+FFFD.
std::string prometheus_escape(std::string_view in);

// The Prometheus name of each counter of kCounterFields: a family (with `_total`), an optional
// `reason` label value, its HELP text, and the factor from the counter's unit to the family's.
struct CounterMetric {
  const char* counter;  // kCounterFields' name
  const char* family;
  const char* reason;  // nullptr: no label
  const char* help;
  double scale;
};
extern const CounterMetric kCounterMetrics[];
extern const size_t kCounterMetricCount;

}  // namespace mysqlpool
