// The manager's report rendered (report.h) and its HTTP endpoint's pure parts
// (metrics_server.h): escaping in JSON and Prometheus' text, cumulative histogram buckets,
// a name for every counter, no password anywhere, the refusals of the metrics address, and
// which connection the listener pushes out to make room.
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "core/manager/metrics_server.h"
#include "core/manager/report.h"

using namespace mysqlpool;

namespace {

ManagerSnapshot sample() {
  ManagerSnapshot s;
  s.pid = 42;
  s.version = "0.1.0";
  s.protocol_version = 4;
  s.socket_path = "/run/user/1000/mysqlpool.sock";
  s.uptime_ms = 5000;
  s.start_time_s = 1700000000;
  s.clients = 3;
  PoolSnapshot p;
  p.id = 1;
  p.user = "ap\"p\\x";
  p.database = "sh\nop";
  p.host = "127.0.0.1";
  p.port = 3306;
  p.name = p.user + "@127.0.0.1:3306/" + p.database;
  p.settings = {{"max_connections", 4}, {"min_idle", 0}};
  p.max_connections = 4;
  p.free = 1;
  p.leased = 2;
  p.empty = 1;
  p.holders = {{0, 1234, 5678}, {2, 99, 0}};
  for (const CounterField& c : kCounterFields) p.counters.emplace_back(c.name, 7);
  p.lease_wait.buckets[0] = 5;                  // <= 100 us
  p.lease_wait.buckets[3] = 2;                  // <= 1 ms
  p.lease_wait.buckets[kLeaseBuckets - 1] = 1;  // > 10 s
  p.lease_wait.sum_us = 12'000'500;
  s.pools.push_back(p);
  return s;
}

TEST(ReportRender, json_escapes_quotes_backslashes_controls_and_bad_utf8) {
  EXPECT_EQ(json_escape("a\"b\\c\nd\te\x01"), "a\\\"b\\\\c\\nd\\te\\u0001");
  EXPECT_EQ(json_escape("caf\xc3\xa9"), "caf\xc3\xa9");  // UTF-8 kept
  EXPECT_EQ(json_escape("x\xff"
                        "y"),
            "x\xef\xbf\xbdy");                                     // not UTF-8: U+FFFD
  EXPECT_EQ(json_escape("\xc0\xaf"), "\xef\xbf\xbd\xef\xbf\xbd");  // overlong
  EXPECT_EQ(json_escape("\xe2\x82"), "\xef\xbf\xbd\xef\xbf\xbd");  // cut short
  EXPECT_EQ(json_escape("\xed\xa0\x80"), "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd");  // surrogate
}

TEST(ReportRender, prometheus_escapes_backslash_quote_and_newline_only) {
  EXPECT_EQ(prometheus_escape("a\\b\"c\nd\te"), "a\\\\b\\\"c\\nd\te");
  EXPECT_EQ(prometheus_escape("\xff"), "\xef\xbf\xbd");
}

TEST(ReportRender, json_names_every_field_and_escapes_the_key) {
  std::string j = render_json(sample());
  EXPECT_NE(j.find("\"format\":\"mysqlpool-status\",\"format_version\":1"), std::string::npos) << j;
  EXPECT_NE(j.find("\"user\":\"ap\\\"p\\\\x\""), std::string::npos) << j;
  EXPECT_NE(j.find("\"database\":\"sh\\nop\""), std::string::npos) << j;
  EXPECT_NE(j.find("\"holders\":[{\"slot\":0,\"pid\":1234,\"lease_age_ms\":5678},"
                   "{\"slot\":2,\"pid\":99,\"lease_age_ms\":0}]"),
            std::string::npos)
      << j;
  EXPECT_NE(j.find("\"slots\":{\"max\":4,\"empty\":1,\"free\":1,\"leased\":2,\"reserved\":0,"
                   "\"broken\":0}"),
            std::string::npos)
      << j;
  EXPECT_NE(j.find("\"settings\":{\"max_connections\":4,\"min_idle\":0}"), std::string::npos);
  EXPECT_EQ(j.find('\n'), j.size() - 1);  // one line
  EXPECT_EQ(j.find("password"), std::string::npos);
}

TEST(ReportRender, empty_manager_is_valid) {
  ManagerSnapshot s;
  s.version = "v";
  std::string j = render_json(s);
  EXPECT_NE(j.find("\"pools\":[]"), std::string::npos) << j;
  std::string m = render_prometheus(s);
  EXPECT_NE(m.find("mysqlpool_pools 0\n"), std::string::npos) << m;
  EXPECT_EQ(m.find("mysqlpool_connections"), std::string::npos) << m;
  EXPECT_NE(render_table(s).find("no pools"), std::string::npos);
}

TEST(ReportRender, histogram_buckets_are_cumulative_with_inf_sum_and_count) {
  std::string m = render_prometheus(sample());
  const std::string pool = "pool=\"ap\\\"p\\\\x@127.0.0.1:3306/sh\\nop\"";
  EXPECT_NE(m.find("mysqlpool_lease_wait_seconds_bucket{" + pool + ",le=\"0.0001\"} 5\n"),
            std::string::npos)
      << m;
  EXPECT_NE(m.find("mysqlpool_lease_wait_seconds_bucket{" + pool + ",le=\"0.0005\"} 5\n"),
            std::string::npos);
  EXPECT_NE(m.find("mysqlpool_lease_wait_seconds_bucket{" + pool + ",le=\"0.001\"} 7\n"),
            std::string::npos);
  EXPECT_NE(m.find("mysqlpool_lease_wait_seconds_bucket{" + pool + ",le=\"10\"} 7\n"),
            std::string::npos);
  EXPECT_NE(m.find("mysqlpool_lease_wait_seconds_bucket{" + pool + ",le=\"+Inf\"} 8\n"),
            std::string::npos);
  EXPECT_NE(m.find("mysqlpool_lease_wait_seconds_sum{" + pool + "} 12.000500\n"),
            std::string::npos);
  EXPECT_NE(m.find("mysqlpool_lease_wait_seconds_count{" + pool + "} 8\n"), std::string::npos);
  EXPECT_NE(m.find("# TYPE mysqlpool_lease_hold_seconds histogram\n"), std::string::npos);
}

TEST(ReportRender, every_family_has_one_help_and_one_type_before_its_samples) {
  std::string m = render_prometheus(sample());
  std::set<std::string> typed;
  size_t at = 0;
  while (at < m.size()) {
    size_t eol = m.find('\n', at);
    ASSERT_NE(eol, std::string::npos);
    std::string line = m.substr(at, eol - at);
    at = eol + 1;
    if (line.rfind("# TYPE ", 0) == 0) {
      std::string family = line.substr(7, line.find(' ', 7) - 7);
      EXPECT_TRUE(typed.insert(family).second) << "twice: " << family;
      continue;
    }
    if (line[0] == '#') continue;
    std::string name = line.substr(0, line.find_first_of("{ "));
    bool known = typed.count(name) > 0;
    for (const char* suffix : {"_bucket", "_sum", "_count"}) {
      size_t n = strlen(suffix);
      if (name.size() > n && name.compare(name.size() - n, n, suffix) == 0 &&
          typed.count(name.substr(0, name.size() - n)))
        known = true;
    }
    EXPECT_TRUE(known) << "sample before its TYPE: " << line;
  }
}

TEST(ReportRender, every_counter_has_a_metric_and_seconds_are_scaled) {
  for (const CounterField& c : kCounterFields) {
    bool found = false;
    for (size_t i = 0; i < kCounterMetricCount; i++)
      if (std::string(kCounterMetrics[i].counter) == c.name) found = true;
    EXPECT_TRUE(found) << c.name << " has no Prometheus name in kCounterMetrics";
  }
  std::string m = render_prometheus(sample());
  EXPECT_NE(m.find("mysqlpool_lease_waited_seconds_total{pool=\"ap\\\"p\\\\x@127.0.0.1:3306/"
                   "sh\\nop\"} 0.007000\n"),
            std::string::npos)
      << m;
  EXPECT_NE(m.find(",reason=\"idle_timeout\"} 7\n"), std::string::npos);
  EXPECT_NE(m.find("mysqlpool_connections{pool=\"ap\\\"p\\\\x@127.0.0.1:3306/sh\\nop\","
                   "state=\"leased\"} 2\n"),
            std::string::npos);
}

TEST(ReportRender, table_shows_holders_and_cannot_be_fed_a_newline) {
  std::string t = render_table(sample());
  EXPECT_NE(t.find("1234"), std::string::npos) << t;
  EXPECT_NE(t.find("5678"), std::string::npos) << t;
  EXPECT_NE(t.find("sh\\nop"), std::string::npos) << t;  // escaped, not a line break
  EXPECT_NE(t.find("1 free, 2 leased, 0 reserved, 0 broken, 1 empty (of 4)"), std::string::npos);
}

TEST(MetricsAddress, loopback_and_unix_are_taken_others_refused) {
  MetricsAddress a;
  std::string error;
  EXPECT_TRUE(parse_metrics_address("127.0.0.1:9100", &a, &error)) << error;
  EXPECT_TRUE(parse_metrics_address("127.1.2.3:1", &a, &error)) << error;
  EXPECT_TRUE(parse_metrics_address("[::1]:9100", &a, &error)) << error;
  EXPECT_TRUE(parse_metrics_address("unix:/run/x.sock", &a, &error)) << error;
  EXPECT_TRUE(a.unix_socket);
  for (const char* bad :
       {"0.0.0.0:9100", "10.0.0.1:80", "[::]:9100", "[2001:db8::1]:1", "[::ffff:127.0.0.1]:9100"}) {
    EXPECT_FALSE(parse_metrics_address(bad, &a, &error)) << bad;
    EXPECT_NE(error.find("not a loopback address"), std::string::npos) << error;
  }
  for (const char* bad :
       {"127.0.0.1", "127.0.0.1:0", "127.0.0.1:65536", "127.0.0.1:9x", "localhost:9100",
        "example.com:80", "unix:relative.sock", "unix:", ":80", ""}) {
    EXPECT_FALSE(parse_metrics_address(bad, &a, &error)) << bad;
    EXPECT_NE(error.find(bad), std::string::npos) << error;
  }
}

// Every place taken and none of them still reading (the last request arrived in the round
// that accepted a newcomer): nothing to push out, nothing closed, and the caller refuses the
// newcomer. With readers, the one that has waited longest goes. (The listener once took the
// first case for granted and closed clients.end().)
TEST(MetricsListener, make_room_closes_only_a_reader) {
  auto open_fd = [] {
    int sv[2];
    EXPECT_EQ(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
    close(sv[1]);
    return sv[0];
  };
  auto is_open = [](int fd) { return fcntl(fd, F_GETFD) != -1; };
  std::vector<MetricsClient> clients(kMaxMetricsClients);
  for (size_t i = 0; i < clients.size(); i++) {
    clients[i].fd = open_fd();
    clients[i].deadline_ms = 1000 + i;
    clients[i].writing = true;
  }
  EXPECT_FALSE(make_room(clients));
  EXPECT_EQ(clients.size(), kMaxMetricsClients);
  for (const MetricsClient& c : clients) EXPECT_TRUE(is_open(c.fd)) << c.fd;

  clients[7].writing = false;  // deadline 1007
  clients[3].writing = false;  // deadline 1003: waited longest
  const int oldest = clients[3].fd, other = clients[7].fd;
  EXPECT_TRUE(make_room(clients));
  EXPECT_EQ(clients.size(), kMaxMetricsClients - 1);
  EXPECT_FALSE(is_open(oldest));
  EXPECT_TRUE(is_open(other));
  for (const MetricsClient& c : clients) {
    EXPECT_NE(c.fd, oldest);
    close(c.fd);
  }
}

TEST(MetricsHttp, answers_get_metrics_only) {
  auto body = [] { return std::string("mysqlpool_up 1\n"); };
  EXPECT_FALSE(http_head_complete("GET /metrics HTTP/1.1\r\nHost: x\r\n"));
  EXPECT_TRUE(http_head_complete("GET /metrics HTTP/1.1\r\nHost: x\r\n\r\n"));
  std::string ok = http_answer("GET /metrics HTTP/1.1\r\nHost: x\r\n\r\n", body);
  EXPECT_EQ(ok.rfind("HTTP/1.1 200 OK\r\n", 0), 0u) << ok;
  EXPECT_NE(ok.find("Content-Type: text/plain; version=0.0.4; charset=utf-8\r\n"),
            std::string::npos);
  EXPECT_NE(ok.find("Content-Length: 15\r\n"), std::string::npos);
  EXPECT_EQ(ok.substr(ok.size() - 15), "mysqlpool_up 1\n");
  EXPECT_EQ(http_answer("GET /metrics?x=1 HTTP/1.0\n\n", body).rfind("HTTP/1.1 200", 0), 0u);
  std::string head = http_answer("HEAD /metrics HTTP/1.1\r\n\r\n", body);
  EXPECT_EQ(head.find("mysqlpool_up"), std::string::npos);
  EXPECT_EQ(http_answer("GET / HTTP/1.1\r\n\r\n", body).rfind("HTTP/1.1 404", 0), 0u);
  std::string post = http_answer("POST /metrics HTTP/1.1\r\n\r\n", body);
  EXPECT_EQ(post.rfind("HTTP/1.1 405", 0), 0u);
  EXPECT_NE(post.find("Allow: GET, HEAD\r\n"), std::string::npos);
  for (const char* bad : {"GET /metrics\r\n\r\n", "GET /metrics HTTP/2\r\n\r\n", "\r\n\r\n",
                          "GET  /metrics HTTP/1.1\r\n\r\n", "\x16\x03\x01\n\n"})
    EXPECT_EQ(http_answer(bad, body).rfind("HTTP/1.1 400", 0), 0u) << bad;
}

}  // namespace

namespace {

TEST(LeaseHistogram, a_bound_belongs_to_its_own_bucket_and_longer_to_inf) {
  EXPECT_EQ(lease_bucket(0), 0u);
  EXPECT_EQ(lease_bucket(100), 0u);
  EXPECT_EQ(lease_bucket(101), 1u);
  EXPECT_EQ(lease_bucket(10'000'000), kLeaseBuckets - 2);
  EXPECT_EQ(lease_bucket(10'000'001), kLeaseBuckets - 1);
  LeaseHistogram h{};
  record_lease_time(h, 0);
  record_lease_time(h, 2'000);
  EXPECT_EQ(h.buckets[0].load(), 1u);
  EXPECT_EQ(h.buckets[lease_bucket(2'000)].load(), 1u);
  EXPECT_EQ(h.sum_us.load(), 2'000u);
}

}  // namespace
