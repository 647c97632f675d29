// Whole replies through a socket: result sets, several parts, progress packets, fragments of 16
// MiB, requests split, a LOCAL INFILE request refused.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "core/protocol/codec.h"
#include "core/tests/support/codec_fake_server.h"
#include "core/tests/support/codec_recorded.h"
#include "core/tests/support/codec_test_access.h"

namespace mysqlpool::proto {
namespace {
using namespace mysqlpool::proto::testing;

// ---- whole replies through a socket ----

TEST(CodecQuery, recorded_select_one_with_extended_metadata) {
  FakeServer server;
  QueryReply out;
  ASSERT_EQ(run_query(server, kMariaCaps, unhex(kSelect1Reply), out), IoStatus::Ok);
  ASSERT_EQ(out.parts.size(), 1u);
  ASSERT_TRUE(out.parts[0].is_result_set);
  const ResultSet& rs = out.parts[0].rs;
  ASSERT_EQ(rs.columns.size(), 1u);
  EXPECT_EQ(rs.columns[0].name, "1");
  EXPECT_EQ(rs.columns[0].type, TYPE_LONG);
  EXPECT_EQ(rs.columns[0].flags, NOT_NULL_FLAG | BINARY_FLAG);
  ASSERT_EQ(rs.row_count, 1u);
  EXPECT_EQ(rs.value(0, 0), "1");
  EXPECT_EQ(out.status, SERVER_STATUS_AUTOCOMMIT);
  EXPECT_FALSE(out.is_error);
  // The request itself: COM_QUERY framed with sequence id 0.
  EXPECT_EQ(server.received(), std::string("\x09\x00\x00\x00\x03SELECT x", 13));
}

TEST(CodecQuery, result_set_without_extended_metadata_with_nulls) {
  FakeServer server;
  uint8_t seq = 1;
  std::string reply = result_set(seq, kPlainCaps, {"a", "b", "c"},
                                 {{std::string("x"), std::nullopt, std::string("")},
                                  {std::nullopt, std::nullopt, std::nullopt},
                                  {std::string("yy"), std::string("NULL"), std::nullopt}},
                                 SERVER_STATUS_AUTOCOMMIT);
  QueryReply out;
  ASSERT_EQ(run_query(server, kPlainCaps, reply, out), IoStatus::Ok);
  ASSERT_EQ(out.parts.size(), 1u);
  const ResultSet& rs = out.parts[0].rs;
  ASSERT_EQ(rs.row_count, 3u);
  ASSERT_EQ(rs.fields.size(), 9u);
  EXPECT_EQ(rs.value(0, 0), "x");
  EXPECT_TRUE(rs.is_null(0, 1));
  EXPECT_FALSE(rs.is_null(0, 2));
  EXPECT_EQ(rs.value(0, 2), "");
  for (size_t c = 0; c < 3; ++c) EXPECT_TRUE(rs.is_null(1, c));
  EXPECT_EQ(rs.value(2, 0), "yy");
  EXPECT_EQ(rs.value(2, 1), "NULL");
  EXPECT_TRUE(rs.is_null(2, 2));
}

TEST(CodecQuery, metadata_follows_byte_without_extended_metadata) {
  // CACHE_METADATA alone: the extra byte is there, the column definitions are classic.
  const Capabilities caps{kPlainCaps.client, MARIADB_CLIENT_CACHE_METADATA};
  FakeServer server;
  uint8_t seq = 1;
  std::string reply = result_set(seq, caps, {"a"}, {{std::string("1")}}, 2);
  QueryReply out;
  ASSERT_EQ(run_query(server, caps, reply, out), IoStatus::Ok);
  EXPECT_EQ(out.parts.at(0).rs.value(0, 0), "1");
}

TEST(CodecQuery, metadata_not_following_is_rejected) {
  FakeServer server;
  uint8_t seq = 1;
  std::string reply = frame(seq, "\x01\x00");
  QueryReply out;
  EXPECT_EQ(run_query(server, kMariaCaps, reply, out), IoStatus::ProtocolError);
}

TEST(CodecQuery, binary_data_with_every_byte_value_and_long_lengths) {
  std::string all;
  for (int i = 0; i < 256; ++i) all.push_back(static_cast<char>(i));
  std::string medium(300, '\xFB');   // 0xFC length
  std::string large(70000, '\xFE');  // 0xFD length
  all += all;
  FakeServer server;
  uint8_t seq = 1;
  std::string reply = result_set(seq, kMariaCaps, {"bin", "m", "l"},
                                 {{all, medium, large}, {std::string("\xFB"), std::nullopt, all}},
                                 SERVER_STATUS_AUTOCOMMIT);
  QueryReply out;
  ASSERT_EQ(run_query(server, kMariaCaps, reply, out), IoStatus::Ok) << last_query_error;
  const ResultSet& rs = out.parts.at(0).rs;
  ASSERT_EQ(rs.row_count, 2u);
  EXPECT_EQ(rs.value(0, 0), all);
  EXPECT_EQ(rs.value(0, 1), medium);
  EXPECT_EQ(rs.value(0, 2), large);
  EXPECT_EQ(rs.value(1, 0), "\xFB");
  EXPECT_TRUE(rs.is_null(1, 1));
  EXPECT_EQ(rs.value(1, 2), all);
}

TEST(CodecQuery, multiple_result_sets_and_trailing_ok) {
  const uint16_t more = SERVER_MORE_RESULTS_EXISTS | SERVER_STATUS_AUTOCOMMIT;
  uint8_t seq = 1;
  std::string reply = result_set(seq, kMariaCaps, {"1"}, {{std::string("1")}}, more);
  reply += result_set(seq, kMariaCaps, {"2", "3"}, {{std::string("2"), std::string("3")}}, more);
  reply += frame(seq, ok_payload(SERVER_STATUS_AUTOCOMMIT, 0));
  FakeServer server;
  QueryReply out;
  ASSERT_EQ(run_query(server, kMariaCaps, reply, out), IoStatus::Ok) << last_query_error;
  ASSERT_EQ(out.parts.size(), 3u);
  EXPECT_TRUE(out.parts[0].is_result_set);
  EXPECT_EQ(out.parts[0].rs.value(0, 0), "1");
  EXPECT_EQ(out.parts[0].rs.status, more);
  EXPECT_TRUE(out.parts[1].is_result_set);
  EXPECT_EQ(out.parts[1].rs.value(0, 1), "3");
  EXPECT_FALSE(out.parts[2].is_result_set);
  EXPECT_EQ(out.status, SERVER_STATUS_AUTOCOMMIT);
}

TEST(CodecQuery, mixed_ok_parts_then_error_keeps_earlier_parts) {
  const uint16_t more = SERVER_MORE_RESULTS_EXISTS | SERVER_STATUS_AUTOCOMMIT;
  uint8_t seq = 1;
  std::string reply = frame(seq, ok_payload(more, 3));
  reply += result_set(seq, kMariaCaps, {"a"}, {{std::string("x")}}, more);
  reply += frame(seq, err_payload(1146, "42S02", "Table 'db.nope' doesn't exist"));
  FakeServer server;
  QueryReply out;
  ASSERT_EQ(run_query(server, kMariaCaps, reply, out), IoStatus::Ok) << last_query_error;
  ASSERT_EQ(out.parts.size(), 2u);
  EXPECT_EQ(out.parts[0].ok.affected_rows, 3u);
  EXPECT_TRUE(out.parts[1].is_result_set);
  ASSERT_TRUE(out.is_error);
  EXPECT_EQ(out.err.code, 1146);
  EXPECT_EQ(out.err.sqlstate, "42S02");
}

TEST(CodecQuery, error_in_the_middle_of_rows_drops_the_partial_set) {
  uint8_t seq = 1;
  std::string reply = frame(seq, "\x01\x01");
  reply += frame(seq, coldef_payload("a", TYPE_LONG, true));
  reply += frame(seq, eof_payload(2));
  reply += frame(seq, row_payload({std::string("1")}));
  reply += frame(seq, err_payload(1317, "70100", "Query execution was interrupted"));
  FakeServer server;
  QueryReply out;
  ASSERT_EQ(run_query(server, kMariaCaps, reply, out), IoStatus::Ok) << last_query_error;
  EXPECT_TRUE(out.parts.empty());
  ASSERT_TRUE(out.is_error);
  EXPECT_EQ(out.err.code, 1317);
}

TEST(CodecQuery, recorded_progress_packets_are_skipped) {
  FakeServer server;
  QueryReply out;
  ASSERT_EQ(run_query(server, kMariaCaps, unhex(kAlterWithProgressReply), out), IoStatus::Ok);
  ASSERT_EQ(out.parts.size(), 1u);
  EXPECT_EQ(out.parts[0].ok.affected_rows, 200000u);
  EXPECT_EQ(out.parts[0].ok.info, "Records: 200000  Duplicates: 0  Warnings: 0");
}

TEST(CodecQuery, progress_packets_before_a_result_set) {
  uint8_t seq = 1;
  std::string progress = unhex("ffffff0101029d130011636f707920746f20746d70207461626c65");
  std::string reply = frame(seq, progress);
  reply += frame(seq, progress);
  reply += result_set(seq, kMariaCaps, {"a"}, {{std::string("z")}}, 2);
  FakeServer server;
  QueryReply out;
  ASSERT_EQ(run_query(server, kMariaCaps, reply, out), IoStatus::Ok) << last_query_error;
  EXPECT_EQ(out.parts.at(0).rs.value(0, 0), "z");
}

TEST(CodecQuery, deprecate_eof_result_set_ends_with_ok) {
  uint8_t seq = 1;
  std::string reply =
      result_set(seq, kDeprecateEofCaps, {"a", "b"}, {{std::string("1"), std::nullopt}}, 0x0003);
  FakeServer server;
  QueryReply out;
  ASSERT_EQ(run_query(server, kDeprecateEofCaps, reply, out), IoStatus::Ok);
  const ResultSet& rs = out.parts.at(0).rs;
  EXPECT_EQ(rs.row_count, 1u);
  EXPECT_EQ(rs.status, 0x0003);
  EXPECT_EQ(out.status, 0x0003);
}

TEST(CodecQuery, row_larger_than_16_mib_is_reassembled) {
  // The first field's length is >= 2^24, so the row starts with 0xFE like an EOF would.
  std::string big(17u << 20, 'q');
  big[0] = 'A';
  big[big.size() - 1] = 'Z';
  uint8_t seq = 1;
  std::string reply = result_set(seq, kMariaCaps, {"big", "small"},
                                 {{big, std::string("s")}, {std::string("t"), big}}, 2);
  FakeServer server;
  QueryReply out;
  ASSERT_EQ(run_query(server, kMariaCaps, reply, out), IoStatus::Ok) << last_query_error;
  const ResultSet& rs = out.parts.at(0).rs;
  ASSERT_EQ(rs.row_count, 2u);
  EXPECT_TRUE(rs.value(0, 0) == big);
  EXPECT_EQ(rs.value(0, 1), "s");
  EXPECT_TRUE(rs.value(1, 1) == big);
}

TEST(CodecQuery, payload_of_exactly_one_fragment_needs_the_empty_trailer) {
  // Row payload of exactly 0xFFFFFF bytes: one full fragment, then an empty one.
  std::string field(0xFFFFFF - 4, 'k');  // lenenc 0xFD + 3 bytes
  uint8_t seq = 1;
  std::string reply = result_set(seq, kMariaCaps, {"f"}, {{field}}, 2);
  FakeServer server;
  QueryReply out;
  ASSERT_EQ(run_query(server, kMariaCaps, reply, out), IoStatus::Ok) << last_query_error;
  EXPECT_TRUE(out.parts.at(0).rs.value(0, 0) == field);
}

// Reads the client's framed request and checks it, answering with an OK.
void expect_split_request(size_t sql_size) {
  std::string sql(sql_size, 's');
  for (size_t i = 0; i < sql.size(); i += 4099) sql[i] = static_cast<char>('a' + i % 26);
  FakeServer server;
  std::string got;
  const size_t payload_size = sql.size() + 1;
  const size_t fragments = payload_size / 0xFFFFFF + 1;
  std::thread reader([&] {
    const size_t want = payload_size + 4 * fragments;
    char buf[1 << 16];
    while (got.size() < want) {
      pollfd p{server.server_fd(), POLLIN, 0};
      if (poll(&p, 1, 5000) <= 0) break;
      ssize_t n = recv(server.server_fd(), buf, sizeof buf, 0);
      if (n <= 0) break;
      got.append(buf, static_cast<size_t>(n));
    }
    // The reply's sequence id follows the last fragment's.
    uint8_t seq = static_cast<uint8_t>(fragments);
    server.send_async(frame(seq, ok_payload(2)));
  });
  Connection conn(server.client_fd, kMariaCaps, 5000);
  QueryReply out;
  IoStatus st = conn.query(sql, out);
  reader.join();
  ASSERT_EQ(st, IoStatus::Ok) << conn.last_error();
  size_t off = 0;
  uint8_t expect_seq = 0;
  std::string payload;
  for (;;) {
    ASSERT_LE(off + 4, got.size());
    size_t len = static_cast<uint8_t>(got[off]) | (static_cast<uint8_t>(got[off + 1]) << 8) |
                 (static_cast<size_t>(static_cast<uint8_t>(got[off + 2])) << 16);
    EXPECT_EQ(static_cast<uint8_t>(got[off + 3]), expect_seq++);
    ASSERT_LE(off + 4 + len, got.size());
    payload.append(got, off + 4, len);
    off += 4 + len;
    if (len < 0xFFFFFF) break;
  }
  EXPECT_EQ(off, got.size());
  EXPECT_EQ(expect_seq, fragments);
  ASSERT_EQ(payload.size(), payload_size);
  EXPECT_EQ(payload[0], '\x03');
  EXPECT_TRUE(std::string_view(payload).substr(1) == sql);
}

TEST(CodecWrite, query_larger_than_16_mib_is_split) { expect_split_request(40u << 20); }
TEST(CodecWrite, query_of_exactly_one_fragment_gets_empty_trailer) {
  expect_split_request(0xFFFFFF - 1);
}

// mysqlnd's text for a file request the handle did not allow (mysqlnd_loaddata.c).
TEST(CodecQuery, local_infile_request_is_refused_without_desync) {
  uint8_t seq = 1;
  std::string request = frame(seq, "\xFB/etc/passwd");
  ++seq;  // our empty packet
  std::string after = frame(seq, ok_payload(2));
  FakeServer server;
  server.send_async(request);
  Connection conn(server.client_fd, kMariaCaps, 2000);
  std::thread answer([&] {
    std::string got = server.received(2000);
    // COM_QUERY then, once the request was read, the empty packet with sequence id 2.
    while (got.size() < 11 + 4) got += server.received(2000);
    EXPECT_EQ(got, std::string("\x07\x00\x00\x00\x03LOAD X\x00\x00\x00\x02", 15));
    server.send_async(after);
  });
  QueryReply out;
  IoStatus st = conn.query("LOAD X", out);
  answer.join();
  ASSERT_EQ(st, IoStatus::Ok) << conn.last_error();
  ASSERT_TRUE(out.is_error);
  EXPECT_EQ(out.err.code, 2068);
  EXPECT_EQ(out.err.message, kForbiddenMessage);
  // The stream is in sync: a ping round trip works.
  seq = 1;
  server.send_async(frame(seq, ok_payload(2)));
  OkInfo ok;
  bool is_error = true;
  EXPECT_EQ(conn.ping(ok, &is_error, nullptr), IoStatus::Ok);
  EXPECT_FALSE(is_error);
}

}  // namespace
}  // namespace mysqlpool::proto
