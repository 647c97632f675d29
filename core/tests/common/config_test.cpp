// DSN parsing and pool settings: every bad input names what is wrong.
#include <gtest/gtest.h>

#include <cstring>

#include "core/common/dsn.h"
#include "core/common/number.h"
#include "core/common/pool_config.h"

using namespace mysqlpool;

TEST(Dsn, reads_pdo_mysql_keys_and_pool_settings) {
  PoolKey k;
  PoolSettings s;
  PoolMode mode = PoolMode::Statement;
  std::string err;
  ASSERT_TRUE(
      parse_dsn("host=db.local;port=3307;dbname=app;charset=utf8mb4;max_connections=7;"
                "acquire_timeout_ms=250;pool=web",
                &k, &s, &mode, &err, kDefaultUnixSocket))
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
  ASSERT_TRUE(parse_dsn("host=localhost;dbname=x", &k, &s, &mode, &err, kDefaultUnixSocket));
  EXPECT_EQ(k.unix_socket, kDefaultUnixSocket);
  EXPECT_TRUE(k.host.empty());
  // The socket the caller names (pdo_mysql.default_socket), for localhost or no host at all;
  // the DSN's unix_socket wins, another host is TCP.
  for (const char* dsn : {"host=localhost;dbname=x", "dbname=x"}) {
    PoolKey given;
    ASSERT_TRUE(parse_dsn(dsn, &given, &s, &mode, &err, "/srv/db/my.sock")) << dsn;
    EXPECT_EQ(given.unix_socket, "/srv/db/my.sock") << dsn;
    EXPECT_TRUE(given.host.empty()) << dsn;
  }
  PoolKey own, tcp;
  ASSERT_TRUE(parse_dsn("host=localhost;unix_socket=/a.sock", &own, &s, &mode, &err, "/b.sock"));
  EXPECT_EQ(own.unix_socket, "/a.sock");
  ASSERT_TRUE(parse_dsn("host=127.0.0.1", &tcp, &s, &mode, &err, "/b.sock"));
  EXPECT_EQ(tcp.unix_socket, "");
  EXPECT_EQ(tcp.host, "127.0.0.1");
}

TEST(Dsn, double_semicolon_is_a_semicolon_inside_a_value_as_in_pdo) {
  PoolKey k;
  PoolSettings s;
  PoolMode mode = PoolMode::Statement;
  std::string err;
  ASSERT_TRUE(parse_dsn("host=h;dbname=crazy;;dbname;password=a;;;;b;port=3307", &k, &s, &mode,
                        &err, kDefaultUnixSocket))
      << err;
  EXPECT_EQ(k.dbname, "crazy;dbname");
  EXPECT_EQ(k.password, "a;;b");
  EXPECT_EQ(k.port, 3307);
}

TEST(Dsn, unknown_option_is_named) {
  PoolKey k;
  PoolSettings s;
  PoolMode mode = PoolMode::Statement;
  std::string err;
  EXPECT_FALSE(parse_dsn("host=h;bogus=1", &k, &s, &mode, &err, kDefaultUnixSocket));
  EXPECT_NE(err.find("unknown DSN option 'bogus'"), std::string::npos) << err;
}

TEST(Dsn, tls_options_are_refused_with_the_reason) {
  PoolKey k;
  PoolSettings s;
  PoolMode mode = PoolMode::Statement;
  std::string err;
  EXPECT_FALSE(parse_dsn("host=h;ssl_ca=/x", &k, &s, &mode, &err, kDefaultUnixSocket));
  EXPECT_NE(err.find("TLS"), std::string::npos) << err;
}

TEST(Dsn, bad_values_say_what_and_where) {
  PoolKey k;
  PoolSettings s;
  PoolMode mode = PoolMode::Statement;
  std::string err;
  EXPECT_FALSE(parse_dsn("host=h;port=99999", &k, &s, &mode, &err, kDefaultUnixSocket));
  EXPECT_NE(err.find("port"), std::string::npos) << err;
  EXPECT_FALSE(parse_dsn("host=h;max_connections=0", &k, &s, &mode, &err, kDefaultUnixSocket));
  EXPECT_NE(err.find("max_connections must be an integer from 1"), std::string::npos) << err;
  EXPECT_FALSE(parse_dsn("host=h;max_connections=-3", &k, &s, &mode, &err, kDefaultUnixSocket));
  EXPECT_FALSE(parse_dsn("host=h;garbage", &k, &s, &mode, &err, kDefaultUnixSocket));
  EXPECT_NE(err.find("expected key=value"), std::string::npos) << err;
  PoolSettings bad;
  bad.max_connections = 2;
  bad.min_idle = 3;
  EXPECT_FALSE(bad.validate(&err));
  EXPECT_NE(err.find("min_idle"), std::string::npos);
}

// What strtoull/strtoul took and a person would not mean: a sign, a space, a prefix, a tail.
TEST(Dsn, a_number_is_digits_only_and_named_when_it_is_not) {
  for (const char* bad :
       {"max_connections=+5", "max_connections=5abc", "max_connections=0x10", "max_connections=5 5",
        "max_connections=", "port=+3307", "port=3307x", "port=0", "port=-1",
        "acquire_timeout_ms=18446744073709551617", "read_timeout_ms=1e3"}) {
    PoolKey k;
    PoolSettings s;
    PoolMode mode = PoolMode::Statement;
    std::string err;
    EXPECT_FALSE(parse_dsn(std::string("host=h;") + bad, &k, &s, &mode, &err, kDefaultUnixSocket))
        << bad;
    const std::string value = std::string(bad).substr(std::string(bad).find('=') + 1);
    EXPECT_NE(err.find("got '" + value + "'"), std::string::npos) << bad << ": " << err;
  }
  PoolKey k;
  PoolSettings s;
  PoolMode mode = PoolMode::Statement;
  std::string err;
  ASSERT_TRUE(
      parse_dsn("host=h;port= 03307 ;max_connections=007", &k, &s, &mode, &err, kDefaultUnixSocket))
      << err;
  EXPECT_EQ(k.port, 3307u);  // a DSN value is trimmed, as PDO's; leading zeros are digits
  EXPECT_EQ(s.max_connections, 7u);
}

TEST(Number, digits_within_bounds) {
  uint64_t v = 99;
  EXPECT_TRUE(parse_number("0", 0, 8, &v));
  EXPECT_EQ(v, 0u);
  EXPECT_TRUE(parse_number("0008", 0, 8, &v));
  EXPECT_EQ(v, 8u);
  EXPECT_TRUE(parse_number("18446744073709551615", 0, UINT64_MAX, &v));
  EXPECT_EQ(v, UINT64_MAX);
  v = 42;
  for (const char* bad : {"", "9", "-1", "+1", " 1", "1 ", "0x1", "1.0", "1e0", "٣",
                          "18446744073709551616", "99999999999999999999999"}) {
    EXPECT_FALSE(parse_number(bad, 0, strcmp(bad, "9") == 0 ? 8 : UINT64_MAX, &v)) << bad;
    EXPECT_EQ(v, 42u) << bad;  // untouched
  }
  EXPECT_FALSE(parse_number("0", 1, 5, &v));
  EXPECT_FALSE(parse_number(std::string_view("12\0", 3), 0, 100, &v));
}

TEST(Dsn, password_never_appears_in_descriptions) {
  PoolKey k;
  PoolSettings s;
  PoolMode mode = PoolMode::Statement;
  std::string err;
  ASSERT_TRUE(
      parse_dsn("host=h;user=u;password=s3cret;dbname=d", &k, &s, &mode, &err, kDefaultUnixSocket));
  EXPECT_EQ(k.password, "s3cret");
  EXPECT_EQ(k.describe().find("s3cret"), std::string::npos);
}

TEST(Dsn, pool_mode_is_read_and_checked) {
  PoolKey k;
  PoolSettings s;
  PoolMode mode = PoolMode::Statement;
  std::string err;
  ASSERT_TRUE(parse_dsn("host=h;pool_mode=request", &k, &s, &mode, &err, kDefaultUnixSocket))
      << err;
  EXPECT_EQ(mode, PoolMode::Request);
  EXPECT_FALSE(parse_dsn("host=h;pool_mode=session", &k, &s, &mode, &err, kDefaultUnixSocket));
  EXPECT_NE(err.find("pool_mode must be statement, transaction or request"), std::string::npos);
}

TEST(Dsn, charset_written_any_way_is_one_pool) {
  PoolKey a, b, c;
  PoolSettings s;
  PoolMode m = PoolMode::Statement;
  std::string err;
  ASSERT_TRUE(parse_dsn("host=h;dbname=app", &a, &s, &m, &err, kDefaultUnixSocket)) << err;
  ASSERT_TRUE(parse_dsn("host=h;dbname=app;charset=utf8mb4", &b, &s, &m, &err, kDefaultUnixSocket))
      << err;
  ASSERT_TRUE(parse_dsn("host=h;dbname=app;charset=UTF8MB4", &c, &s, &m, &err, kDefaultUnixSocket))
      << err;
  EXPECT_EQ(a.charset, "utf8mb4");
  EXPECT_TRUE(a == b);
  EXPECT_TRUE(b == c);
  EXPECT_EQ(a.lookup_key(), c.lookup_key());
}

// The lookup key names each field with its length, so no two keys make the same string; and
// it is the string the manager files its pools under: built in one pass now, it must stay the
// same string it was (each field "N:value", then port, "F" with found rows, "V" and verify).
TEST(PoolKeyLookup, format_is_lengths_and_values) {
  PoolKey k;
  k.host = "db.example";
  k.user = "app";
  k.password = "p:w";
  k.dbname = "shop";
  k.charset = "utf8mb4";
  k.port = 3307;
  EXPECT_EQ(k.lookup_key(), "10:db.example0:3:app3:p:w4:shop7:utf8mb40:0:0:0:0:0:0:3307V-1");
  k.found_rows = true;
  k.tls.ca = "/ca.pem";
  k.tls.verify = 1;
  k.pool_name = "main";
  EXPECT_EQ(k.lookup_key(),
            "10:db.example0:3:app3:p:w4:shop7:utf8mb44:main7:/ca.pem0:0:0:0:0:3307FV1");
  PoolKey a, b;  // one field's end may not pass for the next one's start
  a.user = "ab";
  a.password = "c";
  b.user = "a";
  b.password = "bc";
  EXPECT_NE(a.lookup_key(), b.lookup_key());
}

// A NUL byte inside the DSN is refused where it is, not read as the end of a value ("5\0junk"
// was max_connections 5).
TEST(Dsn, a_nul_byte_is_refused_with_its_offset) {
  PoolKey k;
  PoolSettings s;
  PoolMode m = PoolMode::Statement;
  std::string err;
  const std::string dsn("host=h;max_connections=5\0junk", 29);
  EXPECT_FALSE(parse_dsn(dsn, &k, &s, &m, &err, kDefaultUnixSocket));
  EXPECT_EQ(err, "the DSN has a NUL byte at offset 24");
  const std::string in_host("host=h\0evil;dbname=x", 20);
  EXPECT_FALSE(parse_dsn(in_host, &k, &s, &m, &err, kDefaultUnixSocket));
  EXPECT_EQ(err, "the DSN has a NUL byte at offset 6");
}
