// The manager's report rendered (report.h): JSON, Prometheus text, a table.
#include "core/manager/report.h"

#include <cinttypes>
#include <cstdio>

namespace mysqlpool {

const CounterMetric kCounterMetrics[] = {
    {"leases", "mysqlpool_leases_total", nullptr, "Connections leased by PHP processes.", 1},
    {"waits", "mysqlpool_lease_waits_total", nullptr, "Leases that had to wait for a connection.",
     1},
    {"wait_ms_total", "mysqlpool_lease_waited_seconds_total", nullptr,
     "Time leases spent waiting for a connection.", 1e-3},
    {"acquire_timeouts", "mysqlpool_acquire_timeouts_total", nullptr,
     "Leases that gave up after acquire_timeout_ms.", 1},
    {"opened", "mysqlpool_connections_opened_total", nullptr, "Connections the manager opened.", 1},
    {"open_failures", "mysqlpool_connect_failures_total", nullptr,
     "Connection attempts that failed.", 1},
    {"closed_broken", "mysqlpool_connections_closed_total", "broken",
     "Connections the manager closed, by reason.", 1},
    {"closed_dead_holder", "mysqlpool_connections_closed_total", "dead_holder", nullptr, 1},
    {"closed_lifetime", "mysqlpool_connections_closed_total", "max_lifetime", nullptr, 1},
    {"closed_idle", "mysqlpool_connections_closed_total", "idle_timeout", nullptr, 1},
    {"closed_retired", "mysqlpool_connections_closed_total", "retired", nullptr, 1},
    {"resets", "mysqlpool_session_resets_total", nullptr,
     "Connections handed back with session state and reset by the manager.", 1},
    {"rollbacks", "mysqlpool_rollbacks_total", nullptr,
     "Connections handed back inside a transaction and rolled back by the manager.", 1},
    {"leased_us_total", "mysqlpool_leased_seconds_total", nullptr,
     "Time connections spent leased, all holders.", 1e-6},
    {"baseline_statements", "mysqlpool_baseline_statements_total", nullptr,
     "Statements sent to bring a connection to a handle's session baseline.", 1},
    {"baseline_resets", "mysqlpool_baseline_resets_total", nullptr,
     "Resets to bring a connection to a handle's session baseline.", 1},
    {"leak_warnings", "mysqlpool_leak_warnings_total", nullptr,
     "Leases held longer than leak_warning_ms.", 1},
    {"rollbacks_at_close", "mysqlpool_rollbacks_at_close_total", nullptr,
     "Handles closed or requests ended inside a transaction (rolled back).", 1},
    {"wakeups", "mysqlpool_waiter_wakeups_total", nullptr, "Waiters woken by a release.", 1},
    {"empty_wakeups", "mysqlpool_waiter_empty_wakeups_total", nullptr,
     "Woken waiters that found the connection taken and slept again.", 1},
};
const size_t kCounterMetricCount = sizeof kCounterMetrics / sizeof kCounterMetrics[0];

namespace {

// The length of the UTF-8 sequence at in[i] if it is a well-formed one, else 0.
size_t utf8_sequence(std::string_view in, size_t i) {
  const unsigned char c = static_cast<unsigned char>(in[i]);
  size_t n;
  uint32_t min;
  if (c < 0x80) return 1;
  if ((c & 0xe0) == 0xc0) {
    n = 2;
    min = 0x80;
  } else if ((c & 0xf0) == 0xe0) {
    n = 3;
    min = 0x800;
  } else if ((c & 0xf8) == 0xf0) {
    n = 4;
    min = 0x10000;
  } else
    return 0;
  if (in.size() - i < n) return 0;
  uint32_t cp = c & (0x7f >> n);
  for (size_t k = 1; k < n; k++) {
    const unsigned char d = static_cast<unsigned char>(in[i + k]);
    if ((d & 0xc0) != 0x80) return 0;
    cp = (cp << 6) | (d & 0x3f);
  }
  if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return 0;
  return n;
}

// Escapes by `escape_ascii` (returns nullptr for a byte kept as it is), keeps well-formed
// UTF-8, and replaces any other byte by U+FFFD.
template <class EscapeAscii>
std::string escape_utf8(std::string_view in, EscapeAscii escape_ascii) {
  std::string out;
  out.reserve(in.size());
  for (size_t i = 0; i < in.size();) {
    size_t n = utf8_sequence(in, i);
    if (n == 0) {
      out += "\xef\xbf\xbd";
      i++;
    } else if (n == 1) {
      escape_ascii(in[i], &out);
      i++;
    } else {
      out.append(in.data() + i, n);
      i += n;
    }
  }
  return out;
}

std::string u64(uint64_t v) { return std::to_string(v); }

// A value in seconds, as Prometheus reads floats.
std::string seconds(double v) {
  char buf[64];
  snprintf(buf, sizeof buf, "%.6f", v);
  return buf;
}

std::string le_label(uint64_t bound_us) {
  char buf[32];
  snprintf(buf, sizeof buf, "%g", double(bound_us) / 1e6);
  return buf;
}

class Json {
 public:
  Json& raw(std::string_view s) {
    out_ += s;
    return *this;
  }
  Json& key(const char* k) {
    comma();
    out_ += '"';
    out_ += k;
    out_ += "\":";
    fresh_ = true;
    return *this;
  }
  Json& str(std::string_view s) {
    comma();
    out_ += '"';
    out_ += json_escape(s);
    out_ += '"';
    return *this;
  }
  Json& num(uint64_t v) {
    comma();
    out_ += u64(v);
    return *this;
  }
  Json& snum(int64_t v) {
    comma();
    out_ += std::to_string(v);
    return *this;
  }
  Json& boolean(bool v) {
    comma();
    out_ += v ? "true" : "false";
    return *this;
  }
  Json& open(char c) {
    comma();
    out_ += c;
    fresh_ = true;
    return *this;
  }
  Json& close(char c) {
    out_ += c;
    fresh_ = false;
    return *this;
  }
  std::string take() { return std::move(out_); }

 private:
  // A comma before every value but the first of an object or array and one after a key.
  void comma() {
    if (!fresh_) out_ += ',';
    fresh_ = false;
  }
  std::string out_;
  bool fresh_ = true;
};

void json_histogram(Json& j, const char* name, const HistogramSnapshot& h) {
  j.key(name).open('{');
  j.key("le_us").open('[');
  for (uint64_t b : kLeaseBucketBoundsUs) j.num(b);
  j.close(']');
  j.key("counts").open('[');
  for (uint64_t c : h.buckets) j.num(c);
  j.close(']');
  j.key("sum_us").num(h.sum_us);
  j.close('}');
}

}  // namespace

std::string json_escape(std::string_view in) {
  return escape_utf8(in, [](char c, std::string* out) {
    switch (c) {
      case '"':
        *out += "\\\"";
        return;
      case '\\':
        *out += "\\\\";
        return;
      case '\n':
        *out += "\\n";
        return;
      case '\r':
        *out += "\\r";
        return;
      case '\t':
        *out += "\\t";
        return;
    }
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
      char buf[8];
      snprintf(buf, sizeof buf, "\\u%04x", unsigned(static_cast<unsigned char>(c)));
      *out += buf;
    } else {
      *out += c;
    }
  });
}

std::string prometheus_escape(std::string_view in) {
  return escape_utf8(in, [](char c, std::string* out) {
    switch (c) {
      case '"':
        *out += "\\\"";
        return;
      case '\\':
        *out += "\\\\";
        return;
      case '\n':
        *out += "\\n";
        return;
    }
    *out += c;
  });
}

std::string render_json(const ManagerSnapshot& s) {
  Json j;
  j.open('{');
  j.key("format").str("mysqlpool-status");
  j.key("format_version").num(1);
  j.key("manager").open('{');
  j.key("pid").num(s.pid);
  j.key("version").str(s.version);
  j.key("protocol_version").num(s.protocol_version);
  j.key("socket").str(s.socket_path);
  j.key("metrics_listen").str(s.metrics_listen);
  j.key("uptime_ms").num(s.uptime_ms);
  j.key("start_time_s").snum(s.start_time_s);
  j.key("clients").num(s.clients);
  j.key("state").str(s.state);
  j.close('}');
  j.key("pools").open('[');
  for (const PoolSnapshot& p : s.pools) {
    j.open('{');
    j.key("id").num(p.id);
    j.key("name").str(p.name);
    j.key("user").str(p.user);
    j.key("host").str(p.host);
    j.key("port").num(p.port);
    j.key("unix_socket").str(p.unix_socket);
    j.key("database").str(p.database);
    j.key("charset").str(p.charset);
    j.key("pool").str(p.pool_name);
    j.key("found_rows").boolean(p.found_rows);
    j.key("tls_configured").boolean(p.tls_configured);
    j.key("settings").open('{');
    for (const auto& [name, value] : p.settings) j.key(name.c_str()).num(value);
    j.close('}');
    j.key("slots").open('{');
    j.key("max").num(p.max_connections);
    j.key("empty").num(p.empty);
    j.key("free").num(p.free);
    j.key("leased").num(p.leased);
    j.key("reserved").num(p.reserved);
    j.key("broken").num(p.broken);
    j.close('}');
    j.key("holders").open('[');
    for (const HolderSnapshot& h : p.holders) {
      j.open('{');
      j.key("slot").num(h.slot);
      j.key("pid").num(h.pid);
      j.key("lease_age_ms").num(h.lease_age_ms);
      j.close('}');
    }
    j.close(']');
    j.key("waiters").num(p.waiters);
    j.key("open_pending").num(p.open_pending);
    j.key("attached_processes").num(p.attached_processes);
    j.key("counters").open('{');
    for (const auto& [name, value] : p.counters) j.key(name.c_str()).num(value);
    j.close('}');
    json_histogram(j, "lease_wait", p.lease_wait);
    json_histogram(j, "lease_hold", p.lease_hold);
    j.key("server_version").str(p.server_version);
    j.key("tls").str(p.tls);
    j.key("last_connect_errno").num(p.last_connect_errno);
    j.key("last_connect_error").str(p.last_connect_error);
    j.close('}');
  }
  j.close(']');
  j.close('}');
  return j.take() + "\n";
}

namespace {

class Prometheus {
 public:
  void family(const char* name, const char* type, const char* help) {
    out_ += "# HELP ";
    out_ += name;
    out_ += ' ';
    out_ += help;
    out_ += "\n# TYPE ";
    out_ += name;
    out_ += ' ';
    out_ += type;
    out_ += '\n';
  }
  // name{labels} value; labels as pairs, values escaped here.
  void sample(const std::string& name,
              std::initializer_list<std::pair<const char*, std::string_view>> labels,
              const std::string& value) {
    out_ += name;
    if (labels.size()) {
      out_ += '{';
      bool first = true;
      for (const auto& [k, v] : labels) {
        if (!first) out_ += ',';
        first = false;
        out_ += k;
        out_ += "=\"";
        out_ += prometheus_escape(v);
        out_ += '"';
      }
      out_ += '}';
    }
    out_ += ' ';
    out_ += value;
    out_ += '\n';
  }
  std::string take() { return std::move(out_); }

 private:
  std::string out_;
};

void histogram(Prometheus& m, const std::vector<PoolSnapshot>& pools, const char* name,
               const char* help, HistogramSnapshot PoolSnapshot::*field) {
  m.family(name, "histogram", help);
  const std::string n = name;
  for (const PoolSnapshot& p : pools) {
    const HistogramSnapshot& h = p.*field;
    uint64_t cumulative = 0;
    for (size_t i = 0; i < kLeaseBuckets; i++) {
      cumulative += h.buckets[i];
      std::string le = i + 1 < kLeaseBuckets ? le_label(kLeaseBucketBoundsUs[i]) : "+Inf";
      m.sample(n + "_bucket", {{"pool", p.name}, {"le", le}}, u64(cumulative));
    }
    m.sample(n + "_sum", {{"pool", p.name}}, seconds(double(h.sum_us) / 1e6));
    m.sample(n + "_count", {{"pool", p.name}}, u64(cumulative));
  }
}

template <class Get>
void pool_gauge(Prometheus& m, const std::vector<PoolSnapshot>& pools, const char* name,
                const char* help, Get get) {
  m.family(name, "gauge", help);
  for (const PoolSnapshot& p : pools) m.sample(name, {{"pool", p.name}}, u64(get(p)));
}

}  // namespace

std::string render_prometheus(const ManagerSnapshot& s) {
  Prometheus m;
  m.family("mysqlpool_up", "gauge", "Whether the mysqlpool manager answered (1) or not (0).");
  m.sample("mysqlpool_up", {}, "1");
  m.family("mysqlpool_manager_info", "gauge",
           "The manager's version and control protocol; always 1.");
  m.sample("mysqlpool_manager_info",
           {{"version", s.version}, {"protocol", std::to_string(s.protocol_version)}}, "1");
  m.family("mysqlpool_manager_start_time_seconds", "gauge",
           "When the manager started, in seconds since the Unix epoch.");
  m.sample("mysqlpool_manager_start_time_seconds", {}, std::to_string(s.start_time_s));
  m.family("mysqlpool_manager_clients", "gauge",
           "Processes connected to the manager's control socket.");
  m.sample("mysqlpool_manager_clients", {}, u64(s.clients));
  m.family("mysqlpool_manager_retiring", "gauge",
           "1 while the manager retires (a manager of another version took over) or drains "
           "(SIGTERM), else 0.");
  m.sample("mysqlpool_manager_retiring", {}, s.state == "serving" ? "0" : "1");
  m.family("mysqlpool_pools", "gauge", "Pools the manager serves.");
  m.sample("mysqlpool_pools", {}, u64(s.pools.size()));
  if (s.pools.empty()) return m.take();

  m.family("mysqlpool_pool_info", "gauge",
           "A pool's server version and TLS (empty: plaintext); always 1.");
  for (const PoolSnapshot& p : s.pools)
    m.sample("mysqlpool_pool_info",
             {{"pool", p.name}, {"server_version", p.server_version}, {"tls", p.tls}}, "1");
  pool_gauge(m, s.pools, "mysqlpool_max_connections", "The pool's max_connections.",
             [](const PoolSnapshot& p) { return p.max_connections; });
  m.family("mysqlpool_connections", "gauge", "The pool's slots by state.");
  for (const PoolSnapshot& p : s.pools) {
    const std::pair<const char*, uint32_t> states[] = {{"free", p.free},
                                                       {"leased", p.leased},
                                                       {"reserved", p.reserved},
                                                       {"broken", p.broken},
                                                       {"empty", p.empty}};
    for (const auto& [state, n] : states)
      m.sample("mysqlpool_connections", {{"pool", p.name}, {"state", state}}, u64(n));
  }
  pool_gauge(m, s.pools, "mysqlpool_waiters", "Processes waiting for a connection.",
             [](const PoolSnapshot& p) { return p.waiters; });
  pool_gauge(m, s.pools, "mysqlpool_open_pending", "Connection opens asked for and not done.",
             [](const PoolSnapshot& p) { return p.open_pending; });
  pool_gauge(m, s.pools, "mysqlpool_attached_processes", "Processes attached to the pool.",
             [](const PoolSnapshot& p) { return p.attached_processes; });
  for (size_t i = 0; i < kCounterMetricCount; i++) {
    const CounterMetric& c = kCounterMetrics[i];
    if (c.help) m.family(c.family, "counter", c.help);
    for (const PoolSnapshot& p : s.pools) {
      uint64_t v = 0;
      for (const auto& [name, value] : p.counters)
        if (name == c.counter) v = value;
      std::string value = c.scale == 1 ? u64(v) : seconds(double(v) * c.scale);
      if (c.reason) {
        m.sample(c.family, {{"pool", p.name}, {"reason", c.reason}}, value);
      } else {
        m.sample(c.family, {{"pool", p.name}}, value);
      }
    }
  }
  histogram(m, s.pools, "mysqlpool_lease_wait_seconds",
            "How long leases waited for a connection (0 when one was free).",
            &PoolSnapshot::lease_wait);
  histogram(m, s.pools, "mysqlpool_lease_hold_seconds", "How long leases held their connection.",
            &PoolSnapshot::lease_hold);
  return m.take();
}

std::string render_table(const ManagerSnapshot& s) {
  std::string out;
  char line[512];
  snprintf(line, sizeof line,
           "manager  pid %u, version %s, control protocol %u, up %" PRIu64 " s, %u clients, %s\n",
           s.pid, s.version.c_str(), s.protocol_version, s.uptime_ms / 1000, s.clients,
           s.state.c_str());
  out += line;
  out += "socket   " + s.socket_path + "\n";
  out += "metrics  " +
         (s.metrics_listen.empty() ? std::string("not listening") : s.metrics_listen) + "\n";
  if (s.pools.empty()) out += "no pools\n";
  for (const PoolSnapshot& p : s.pools) {
    // Names are the user's, shown as JSON escapes them: a newline in one can't fake a line.
    out += "\npool " + std::to_string(p.id) + "  " + json_escape(p.name) + "\n";
    out += "  server      " + (p.server_version.empty() ? "-" : json_escape(p.server_version)) +
           ", tls " + (p.tls.empty() ? "no" : json_escape(p.tls)) + "\n";
    std::string settings;
    for (const auto& [name, value] : p.settings)
      settings += (settings.empty() ? "" : " ") + name + "=" + std::to_string(value);
    out += "  settings    " + settings + "\n";
    snprintf(line, sizeof line,
             "  slots       %u free, %u leased, %u reserved, %u broken, %u empty (of %u)\n"
             "  waiting     %u waiters, %u opens pending, %u attached processes\n",
             p.free, p.leased, p.reserved, p.broken, p.empty, p.max_connections, p.waiters,
             p.open_pending, p.attached_processes);
    out += line;
    if (p.last_connect_errno) {
      out += "  last error  " + std::to_string(p.last_connect_errno) + " " +
             json_escape(p.last_connect_error) + "\n";
    }
    if (!p.holders.empty()) {
      out += "  holders     slot    pid        lease age ms\n";
      for (const HolderSnapshot& h : p.holders) {
        snprintf(line, sizeof line, "              %-7u %-10u %" PRIu64 "\n", h.slot, h.pid,
                 h.lease_age_ms);
        out += line;
      }
    }
    out += "  counters   ";
    size_t width = 13;
    for (const auto& [name, value] : p.counters) {
      std::string item = " " + name + "=" + std::to_string(value);
      if (width + item.size() > 96) {
        out += "\n             ";
        width = 13;
      }
      out += item;
      width += item.size();
    }
    out += "\n";
  }
  return out;
}

}  // namespace mysqlpool
