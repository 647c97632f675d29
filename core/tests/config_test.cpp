// DSN parsing and pool settings: every bad input names what is wrong.
#include <gtest/gtest.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <thread>

#include "core/common/dsn.h"
#include "core/common/pool_config.h"
#include "core/common/clock.h"
#include "core/control/messages.h"

using namespace mysqlpool;

TEST(Dsn, reads_pdo_mysql_keys_and_pool_settings) {
  PoolKey k;
  PoolSettings s;
  PoolMode mode = PoolMode::Statement;
  std::string err;
  ASSERT_TRUE(parse_dsn("host=db.local;port=3307;dbname=app;charset=utf8mb4;max_connections=7;"
                        "acquire_timeout_ms=250;pool=web",
                        &k, &s, &mode, &err))
      << err;
  EXPECT_EQ(k.host, "db.local");
  EXPECT_EQ(k.port, 3307u);
  EXPECT_EQ(k.dbname, "app");
  EXPECT_EQ(k.charset, "utf8mb4");
  EXPECT_EQ(k.pool_name, "web");
  EXPECT_EQ(s.max_connections, 7u);
  EXPECT_EQ(s.acquire_timeout_ms, 250u);
}

TEST(Dsn, localhost_means_the_unix_socket_as_in_pdo_mysql) {
  PoolKey k;
  PoolSettings s;
  PoolMode mode = PoolMode::Statement;
  std::string err;
  ASSERT_TRUE(parse_dsn("host=localhost;dbname=x", &k, &s, &mode, &err));
  EXPECT_EQ(k.unix_socket, kDefaultUnixSocket);
  EXPECT_TRUE(k.host.empty());
}

TEST(Dsn, double_semicolon_is_a_semicolon_inside_a_value_as_in_pdo) {
  PoolKey k;
  PoolSettings s;
  PoolMode mode = PoolMode::Statement;
  std::string err;
  ASSERT_TRUE(parse_dsn("host=h;dbname=crazy;;dbname;password=a;;;;b;port=3307", &k, &s, &mode,
                        &err)) << err;
  EXPECT_EQ(k.dbname, "crazy;dbname");
  EXPECT_EQ(k.password, "a;;b");
  EXPECT_EQ(k.port, 3307);
}

TEST(Dsn, unknown_option_is_named) {
  PoolKey k;
  PoolSettings s;
  PoolMode mode = PoolMode::Statement;
  std::string err;
  EXPECT_FALSE(parse_dsn("host=h;bogus=1", &k, &s, &mode, &err));
  EXPECT_NE(err.find("unknown DSN option 'bogus'"), std::string::npos) << err;
}

TEST(Dsn, tls_options_are_refused_with_the_reason) {
  PoolKey k;
  PoolSettings s;
  PoolMode mode = PoolMode::Statement;
  std::string err;
  EXPECT_FALSE(parse_dsn("host=h;ssl_ca=/x", &k, &s, &mode, &err));
  EXPECT_NE(err.find("TLS"), std::string::npos) << err;
}

TEST(Dsn, bad_values_say_what_and_where) {
  PoolKey k;
  PoolSettings s;
  PoolMode mode = PoolMode::Statement;
  std::string err;
  EXPECT_FALSE(parse_dsn("host=h;port=99999", &k, &s, &mode, &err));
  EXPECT_NE(err.find("port"), std::string::npos) << err;
  EXPECT_FALSE(parse_dsn("host=h;max_connections=0", &k, &s, &mode, &err));
  EXPECT_NE(err.find("max_connections must be an integer from 1"), std::string::npos) << err;
  EXPECT_FALSE(parse_dsn("host=h;max_connections=-3", &k, &s, &mode, &err));
  EXPECT_FALSE(parse_dsn("host=h;garbage", &k, &s, &mode, &err));
  EXPECT_NE(err.find("expected key=value"), std::string::npos) << err;
  PoolSettings bad;
  bad.max_connections = 2;
  bad.min_idle = 3;
  EXPECT_FALSE(bad.validate(&err));
  EXPECT_NE(err.find("min_idle"), std::string::npos);
}

TEST(Dsn, password_never_appears_in_descriptions) {
  PoolKey k;
  PoolSettings s;
  PoolMode mode = PoolMode::Statement;
  std::string err;
  ASSERT_TRUE(parse_dsn("host=h;user=u;password=s3cret;dbname=d", &k, &s, &mode, &err));
  EXPECT_EQ(k.password, "s3cret");
  EXPECT_EQ(k.describe().find("s3cret"), std::string::npos);
}

TEST(Wire, pool_key_and_settings_round_trip) {
  PoolKey k;
  k.host = "h";
  k.port = 1234;
  k.user = "u";
  k.password = "p";
  k.dbname = "d";
  k.charset = "latin1";
  k.pool_name = "n";
  PoolSettings s;
  s.max_connections = 9;
  WireWriter w;
  write_pool_key(w, k);
  write_pool_settings(w, s);
  WireReader r(w.bytes());
  PoolKey k2;
  PoolSettings s2;
  ASSERT_TRUE(read_pool_key(r, &k2));
  ASSERT_TRUE(read_pool_settings(r, &s2));
  EXPECT_TRUE(r.done());
  EXPECT_TRUE(k == k2);
  EXPECT_TRUE(s == s2);
  WireReader truncated(std::string_view(w.bytes()).substr(0, 10));
  EXPECT_FALSE(read_pool_key(truncated, &k2));
}

TEST(Dsn, pool_mode_is_read_and_checked) {
  PoolKey k;
  PoolSettings s;
  PoolMode mode = PoolMode::Statement;
  std::string err;
  ASSERT_TRUE(parse_dsn("host=h;pool_mode=request", &k, &s, &mode, &err)) << err;
  EXPECT_EQ(mode, PoolMode::Request);
  EXPECT_FALSE(parse_dsn("host=h;pool_mode=session", &k, &s, &mode, &err));
  EXPECT_NE(err.find("pool_mode must be statement, transaction or request"), std::string::npos);
}

TEST(Dsn, charset_written_any_way_is_one_pool) {
  PoolKey a, b, c;
  PoolSettings s;
  PoolMode m = PoolMode::Statement;
  std::string err;
  ASSERT_TRUE(parse_dsn("host=h;dbname=app", &a, &s, &m, &err)) << err;
  ASSERT_TRUE(parse_dsn("host=h;dbname=app;charset=utf8mb4", &b, &s, &m, &err)) << err;
  ASSERT_TRUE(parse_dsn("host=h;dbname=app;charset=UTF8MB4", &c, &s, &m, &err)) << err;
  EXPECT_EQ(a.charset, "utf8mb4");
  EXPECT_TRUE(a == b);
  EXPECT_TRUE(b == c);
  EXPECT_EQ(a.lookup_key(), c.lookup_key());
}

// A peer that sends a message a byte at a time, each byte just inside the timeout, can't
// stretch the read past it: the timeout is for the whole message, not per chunk.
TEST(Wire, a_trickling_peer_cannot_stretch_the_read_timeout) {
  int fds[2];
  ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, fds));
  WireWriter w;
  w.u32(uint32_t(MsgType::Attach)).u32(16);
  std::string bytes = w.bytes() + std::string(16, 'x');
  std::thread trickle([&] {
    for (char c : bytes) {
      if (send(fds[1], &c, 1, MSG_NOSIGNAL) != 1) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(40));  // 24 bytes: ~1 s in all
    }
  });
  MsgType type;
  std::string payload;
  uint64_t start = monotonic_ms();
  bool ok = recv_message(fds[0], &type, &payload, nullptr, 300);
  uint64_t took = monotonic_ms() - start;
  shutdown(fds[0], SHUT_RDWR);
  trickle.join();
  close(fds[0]);
  close(fds[1]);
  EXPECT_FALSE(ok);
  EXPECT_LT(took, 700u) << "the 300 ms timeout was stretched to " << took << " ms";
}
