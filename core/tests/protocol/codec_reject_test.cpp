// What the codec rejects: truncations, lengths past the end, oversized packets, wrong sequence
// ids, a closed or silent peer, bytes after the reply; and the status names.
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

// ---- rejection ----

TEST(CodecReject, every_truncation_of_a_recorded_reply_packet) {
  // Shorten each packet of the SELECT 1 reply in turn (keeping the framing consistent), and
  // feed only what precedes it, so the truncated payload is the last thing read.
  std::string reply = unhex(kSelect1Reply);
  std::vector<std::string> payloads;
  for (size_t off = 0; off < reply.size();) {
    size_t len = static_cast<uint8_t>(reply[off]);
    payloads.push_back(reply.substr(off + 4, len));
    off += 4 + len;
  }
  for (size_t which = 0; which < payloads.size(); ++which) {
    for (size_t len = 0; len < payloads[which].size(); ++len) {
      uint8_t seq = 1;
      std::string bytes;
      for (size_t i = 0; i < payloads.size(); ++i) {
        bytes += frame(seq, i == which ? payloads[i].substr(0, len) : payloads[i]);
      }
      FakeServer server;
      QueryReply out;
      IoStatus st = run_query(server, kMariaCaps, bytes, out, 1u << 30, true);
      EXPECT_EQ(st, IoStatus::ProtocolError) << "packet " << which << " cut to " << len;
    }
  }
}

TEST(CodecReject, lenenc_length_past_the_end_of_a_row) {
  for (std::string row : {std::string("\x05"
                                      "abc"),
                          std::string("\xFC\x10\x00"
                                      "ab"),
                          std::string("\xFD\x00\x00\x01"
                                      "x"),
                          std::string("\xFE\x01", 2), std::string("\xFF\x00"),
                          std::string("\x01"
                                      "a"
                                      "\x02"
                                      "b")}) {
    uint8_t seq = 1;
    std::string reply = frame(seq, "\x01\x01");
    reply += frame(seq, coldef_payload("a", 253, true));
    reply += frame(seq, eof_payload(2));
    // A row starting with 0xFF would be an ERR: make it malformed as one too.
    reply += frame(seq, row);
    reply += frame(seq, eof_payload(2));
    FakeServer server;
    QueryReply out;
    EXPECT_EQ(run_query(server, kMariaCaps, reply, out), IoStatus::ProtocolError);
  }
}

TEST(CodecReject, packet_larger_than_max_packet) {
  uint8_t seq = 1;
  std::string reply = result_set(seq, kMariaCaps, {"a"}, {{std::string(500, 'x')}}, 2);
  FakeServer server;
  QueryReply out;
  EXPECT_EQ(run_query(server, kMariaCaps, reply, out, 400), IoStatus::ProtocolError);
}

TEST(CodecReject, split_packet_whose_total_exceeds_max_packet) {
  uint8_t seq = 1;
  std::string reply = frame(seq, std::string(0xFFFFFF + 10, '\x00'));
  FakeServer server;
  QueryReply out;
  EXPECT_EQ(run_query(server, kMariaCaps, reply, out, 0xFFFFFF + 5), IoStatus::ProtocolError);
}

TEST(CodecReject, wrong_sequence_id) {
  std::string reply = unhex(kSelect1Reply);
  reply[3 + 6] = 5;  // the column definition's sequence id
  FakeServer server;
  QueryReply out;
  EXPECT_EQ(run_query(server, kMariaCaps, reply, out), IoStatus::ProtocolError);
  std::string first_wrong = unhex(kSetVarReply);
  first_wrong[3] = 0;
  FakeServer server2;
  EXPECT_EQ(run_query(server2, kMariaCaps, first_wrong, out), IoStatus::ProtocolError);
}

TEST(CodecReject, closed_socket_mid_reply) {
  std::string reply = unhex(kSelect1Reply);
  for (size_t cut : {size_t{0}, size_t{2}, size_t{5}, reply.size() - 1}) {
    FakeServer server;
    QueryReply out;
    EXPECT_EQ(run_query(server, kMariaCaps, reply.substr(0, cut), out, 1u << 30, true),
              IoStatus::Closed)
        << cut;
  }
}

TEST(CodecReject, closed_peer_on_write_is_closed_not_sigpipe) {
  FakeServer server;
  server.close_server();
  Connection conn(server.client_fd, kMariaCaps, 1000);
  OkInfo ok;
  bool is_error;
  EXPECT_EQ(conn.ping(ok, &is_error, nullptr), IoStatus::Closed);
}

TEST(CodecReject, timeout_when_the_server_is_silent) {
  FakeServer server;
  std::string reply = unhex(kSelect1Reply);
  server.send_async(reply.substr(0, 10));  // a partial reply, then silence
  Connection conn(server.client_fd, kMariaCaps, 100);
  QueryReply out;
  auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(conn.query("SELECT 1", out), IoStatus::Timeout);
  auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                  start)
                .count();
  EXPECT_GE(ms, 95);
  EXPECT_LT(ms, 2000);
  EXPECT_STREQ(io_status_name(IoStatus::Timeout), "Timeout");
  // A failed connection refuses further commands instead of reading a stale stream.
  EXPECT_TRUE(ConnectionTestAccess::broken(conn));
  OkInfo ok;
  bool is_error;
  EXPECT_EQ(conn.ping(ok, &is_error, nullptr), IoStatus::ProtocolError);
}

TEST(CodecReject, bytes_after_the_reply_mean_desync) {
  std::string reply = unhex(kSetVarReply) + unhex("0700000200000002000000");
  FakeServer server;
  QueryReply out;
  server.send_async(reply);
  server.join();
  Connection conn(server.client_fd, kMariaCaps, 1000);
  EXPECT_EQ(conn.query("SET @a=1", out), IoStatus::ProtocolError);
}

TEST(CodecReject, unexpected_first_byte_for_simple_command) {
  FakeServer server;
  uint8_t seq = 1;
  server.send_async(frame(seq, "\x01\x01"));
  Connection conn(server.client_fd, kMariaCaps, 1000);
  OkInfo ok;
  bool is_error;
  EXPECT_EQ(conn.ping(ok, &is_error, nullptr), IoStatus::ProtocolError);
}

TEST(CodecStatus, names) {
  EXPECT_STREQ(io_status_name(IoStatus::Ok), "Ok");
  EXPECT_STREQ(io_status_name(IoStatus::Closed), "Closed");
  EXPECT_STREQ(io_status_name(IoStatus::ProtocolError), "ProtocolError");
  EXPECT_STREQ(io_status_name(IoStatus::SystemError), "SystemError");
}

}  // namespace
}  // namespace mysqlpool::proto
