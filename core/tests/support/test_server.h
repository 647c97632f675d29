// Where the private MariaDB started by the test command is (scripts/lib/mariadb.sh env.sh).
#pragma once

#include <cstdlib>
#include <string>

#include <unistd.h>

#include "core/common/pool_config.h"
#include "core/control/socket.h"
#include "core/protocol/codec.h"
#include "core/worker/attachment.h"

namespace mysqlpool::testing {

inline bool have_test_server() { return getenv("MYSQLPOOL_TEST_PORT") != nullptr; }

// The test command always starts a server: without one a test that needs it fails (a skip
// would pass).
#define REQUIRE_SERVER()                                                                     \
  ASSERT_TRUE(::mysqlpool::testing::have_test_server())                                      \
      << "MYSQLPOOL_TEST_PORT not set: start a server (scripts/lib/mariadb.sh start DIR; . " \
         "DIR/env.sh)"

inline PoolKey test_server_key(const std::string& pool_name) {
  PoolKey k;
  const char* host = getenv("MYSQLPOOL_TEST_HOST");
  k.host = host ? host : "127.0.0.1";
  k.port = uint32_t(atoi(getenv("MYSQLPOOL_TEST_PORT")));
  const char* user = getenv("MYSQLPOOL_TEST_USER");
  const char* password = getenv("MYSQLPOOL_TEST_PASSWORD");
  const char* db = getenv("MYSQLPOOL_TEST_DB");
  k.user = user ? user : "mysqlpool";
  k.password = password ? password : "";
  k.dbname = db ? db : "mysqlpool_test";
  k.pool_name = pool_name;
  return k;
}

// This run's private directory under /tmp, made before the first test and removed after the
// last when all passed (run_directory_test.cpp).
const std::string& test_run_directory();

// A manager of this test binary's own (control socket and log in the run's directory, named by
// `tag` and the pid), exiting soon after the tests. Call it before fork(): the paths name the
// caller.
inline ManagerOptions test_manager(const std::string& tag) {
  std::string path = test_run_directory() + "/" + tag + std::to_string(getpid()) + ".sock";
  ManagerOptions m;
  m.socket_path = path;
  m.log_path = path + ".log";
  m.idle_exit_s = 3;
  return m;
}

inline PoolSettings small_pool(uint32_t max, uint32_t acquire_timeout_ms = 2000) {
  PoolSettings s;
  s.max_connections = max;
  s.acquire_timeout_ms = acquire_timeout_ms;
  s.connect_timeout_ms = 2000;
  return s;
}

// The first value of `sql`'s reply on a leased connection (plain or TLS), or what went wrong.
inline std::string select_one(const Lease& lease, const std::string& sql) {
  proto::Connection conn(lease.fd, lease.caps, 5000);
  conn.set_tls(lease.tls);  // nullptr: plaintext
  proto::QueryReply reply;
  if (conn.query(sql, reply) != proto::IoStatus::Ok) return "io error: " + conn.last_error();
  if (reply.is_error) return "server error: " + reply.err.message;
  if (reply.parts.empty() || !reply.parts[0].is_result_set) return "no result set";
  return std::string(reply.parts[0].rs.value(0, 0));
}

}  // namespace mysqlpool::testing
