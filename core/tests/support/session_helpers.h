// What the Session tests share: a pool of ONE connection (so every switch between two sessions
// is visible), the first value of a statement's reply, and a statement that must succeed.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "core/tests/support/test_server.h"
#include "core/worker/attachment.h"
#include "core/worker/session.h"

namespace mysqlpool::testing {

inline PoolAttachment* pool_of_one(const std::string& name) {
  static ManagerOptions manager = test_manager("session-");
  PoolSettings s = small_pool(1, 1000);
  Error err;
  PoolAttachment* pool = PoolRegistry::instance().attach(test_server_key(name), s, manager, &err);
  EXPECT_NE(pool, nullptr) << err.message;
  return pool;
}

// The first column of the first row, or what went wrong.
inline std::string value(Session& s, const std::string& sql) {
  proto::QueryReply reply;
  Error err;
  if (!s.run(sql, &reply, &err)) return "failed: " + err.message;
  if (reply.is_error) return "error " + std::to_string(reply.err.code);
  if (reply.parts.empty() || !reply.parts[0].is_result_set) return "ok";
  const proto::ResultSet& rs = reply.parts[0].rs;
  if (rs.row_count == 0) return "no rows";
  return rs.is_null(0, 0) ? "NULL" : std::string(rs.value(0, 0));
}

inline void run_ok(Session& s, const std::string& sql) {
  proto::QueryReply reply;
  Error err;
  ASSERT_TRUE(s.run(sql, &reply, &err)) << sql << ": " << err.message;
  ASSERT_FALSE(reply.is_error) << sql << ": " << reply.err.message;
}

}  // namespace mysqlpool::testing
