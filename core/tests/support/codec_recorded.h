// What the codec tests against recorded and constructed server bytes share (codec_*_test.cpp
// in core/tests/protocol/): replies recorded from MariaDB 10.11.19 with Connector/C 3.3's
// negotiated capabilities (client 0xbea28c, MariaDB extended 0x1d), and a query run against a
// fake server's reply.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "core/protocol/codec.h"
#include "core/tests/support/codec_fake_server.h"

namespace mysqlpool::proto::testing {

// Recorded: "SELECT 1".
inline const char* kSelect1Reply =
    "0200000101011800000203646566000000013100000c3f000100000003810000000005000003fe00000200"
    "02000004013105000005fe00000200";
// Recorded: "SET @a=1" with session_track_state_change=1.
inline const char* kSetVarReply = "0c000001000000024000000003020131";
// Recorded: "SELEC".
inline const char* kSyntaxErrorReply =
    "a2000001ff2804233432303030596f75206861766520616e206572726f7220696e20796f75722053514c2073"
    "796e7461783b20636865636b20746865206d616e75616c207468617420636f72726573706f6e647320746f20"
    "796f7572204d617269614442207365727665722076657273696f6e20666f72207468652072696768742073"
    "796e74617820746f20757365206e656172202753454c454327206174206c696e652031";
// Recorded: "ALTER TABLE big FORCE, ALGORITHM=COPY" with progress_report_time=1: two progress
// packets, then the OK.
inline const char* kAlterWithProgressReply =
    "1b000001ffffff0101029d130011636f707920746f20746d70207461626c6517000002ffffff0102020000000d"
    "456e61626c696e67206b6579733600000300fd400d0300020000002b5265636f7264733a2032303030303020"
    "204475706c6963617465733a203020205761726e696e67733a2030";

// mysqlnd's words for a LOCAL INFILE request the settings refuse.
inline const char kForbiddenMessage[] =
    "LOAD DATA LOCAL INFILE is forbidden, check related settings like "
    "mysqli.allow_local_infile|mysqli.local_infile_directory or "
    "PDO::MYSQL_ATTR_LOCAL_INFILE|PDO::MYSQL_ATTR_LOCAL_INFILE_DIRECTORY";

// The connection's last_error() after run_query().
inline std::string last_query_error;

inline IoStatus run_query(FakeServer& server, const Capabilities& caps, const std::string& reply,
                          QueryReply& out, size_t max_packet = 1u << 30, bool close_after = false) {
  server.send_async(reply, close_after);
  Connection conn(server.client_fd, caps, 2000, max_packet);
  IoStatus st = conn.query("SELECT x", out);
  server.join();
  if (st != IoStatus::Ok) {
    EXPECT_FALSE(conn.last_error().empty());
  }
  last_query_error = conn.last_error();
  return st;
}

}  // namespace mysqlpool::proto::testing
