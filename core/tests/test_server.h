// Where the private MariaDB started by the test command is (scripts/mariadb.sh env.sh).
#pragma once

#include <cstdlib>
#include <string>

#include "core/common/pool_config.h"

namespace mysqlpool::testing {

inline bool have_test_server() { return getenv("MYSQLPOOL_TEST_PORT") != nullptr; }

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

}  // namespace mysqlpool::testing
