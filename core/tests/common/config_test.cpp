// DSN parsing and pool settings: every bad input names what is wrong.
#include <gtest/gtest.h>

#include "core/common/dsn.h"
#include "core/common/pool_config.h"

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

