// The report's messages (frozen across versions) and the asker's side (report_client.h) against
// peers that are not well-behaved managers: every wrong answer is an error naming the socket,
// within the timeout, never a hang or a report taken as good.
#include <gtest/gtest.h>
#include <sys/socket.h>
#include <unistd.h>

#include <functional>
#include <string>
#include <thread>

#include "core/common/clock.h"
#include "core/control/messages.h"
#include "core/control/report_client.h"

using namespace mysqlpool;

namespace {

// The layout is frozen: these bytes are what every version sends and reads.
TEST(ReportMessages, layout_is_frozen) {
  EXPECT_EQ(uint32_t(MsgType::ReportRequest), 101u);
  EXPECT_EQ(uint32_t(MsgType::ReportChunk), 102u);
  EXPECT_EQ(uint32_t(MsgType::ReportEnd), 103u);
  EXPECT_EQ(ReportRequestMsg{kReportPrometheus}.encode(), std::string("\x02\0\0\0", 4));
  EXPECT_EQ((ReportEndMsg{kReportOk, 0x10203}.encode()), std::string("\0\0\0\0\x03\x02\x01\0", 8));
  EXPECT_EQ(kReportJson, 1u);
  EXPECT_EQ(kReportPrometheus, 2u);
  EXPECT_EQ(kReportTable, 3u);
}

TEST(ReportMessages, round_trip) {
  ReportRequestMsg r;
  std::string problem;
  ASSERT_TRUE(ReportRequestMsg::decode(ReportRequestMsg{77}.encode(), &r, &problem)) << problem;
  EXPECT_EQ(r.format, 77u);  // an unknown format decodes: the manager answers it
  ReportEndMsg e;
  ASSERT_TRUE(ReportEndMsg::decode(ReportEndMsg{kReportUnknownFormat, 5}.encode(), &e, &problem));
  EXPECT_EQ(e.status, kReportUnknownFormat);
  EXPECT_EQ(e.total_bytes, 5u);
  ReportChunkMsg c;
  ASSERT_TRUE(ReportChunkMsg::decode(std::string("a\0b", 3), &c, &problem));
  EXPECT_EQ(c.text, std::string("a\0b", 3));
}

TEST(ReportMessages, hostile_payloads_are_refused_naming_the_field) {
  std::string problem;
  ReportRequestMsg r;
  EXPECT_FALSE(ReportRequestMsg::decode(std::string("\x01\0", 2), &r, &problem));
  EXPECT_NE(problem.find("ReportRequest"), std::string::npos) << problem;
  EXPECT_NE(problem.find("`format` is cut short"), std::string::npos) << problem;
  EXPECT_FALSE(ReportRequestMsg::decode(std::string("\x01\0\0\0\0", 5), &r, &problem));
  EXPECT_NE(problem.find("past its last field"), std::string::npos) << problem;
  EXPECT_FALSE(ReportRequestMsg::decode("", &r, &problem));
  ReportEndMsg e;
  EXPECT_FALSE(ReportEndMsg::decode(std::string("\0\0\0\0\1\0", 6), &e, &problem));
  EXPECT_NE(problem.find("`total_bytes` is cut short"), std::string::npos) << problem;
  EXPECT_FALSE(ReportEndMsg::decode(std::string(9, '\0'), &e, &problem));
  ReportChunkMsg c;
  EXPECT_FALSE(ReportChunkMsg::decode("", &c, &problem));
  EXPECT_NE(problem.find("never empty"), std::string::npos) << problem;
}

// A peer on the other end of a socketpair that reads the request and then does `act`.
struct FakePeer {
  int fds[2];
  std::thread thread;
  explicit FakePeer(std::function<void(int)> act) {
    EXPECT_EQ(socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds), 0);
    thread = std::thread([this, act] {
      MsgType type;
      std::string payload;
      int fd;
      if (recv_message(fds[1], &type, &payload, &fd, 2000)) act(fds[1]);
    });
  }
  ~FakePeer() {
    shutdown(fds[0], SHUT_RDWR);
    thread.join();
    close(fds[0]);
    close(fds[1]);
  }
  int fd() const { return fds[0]; }
};

bool ask(int fd, std::string* text, std::string* error, int timeout_ms = 2000) {
  return request_report(fd, kReportJson, timeout_ms, "/test/ctl.sock", text, error);
}

TEST(ReportClient, chunks_past_the_frame_limit_are_joined) {
  std::string big(3 * kMaxMessageBytes + 123, 'x');
  for (size_t i = 0; i < big.size(); i++) big[i] = char('a' + i % 26);
  FakePeer peer([&](int fd) {
    for (size_t at = 0; at < big.size(); at += kMaxMessageBytes)
      send_message(fd, ReportChunkMsg{big.substr(at, kMaxMessageBytes)});
    send_message(fd, ReportEndMsg{kReportOk, uint32_t(big.size())});
  });
  std::string text, error;
  ASSERT_TRUE(ask(peer.fd(), &text, &error)) << error;
  EXPECT_EQ(text, big);
}

TEST(ReportClient, a_total_that_disagrees_is_refused) {
  FakePeer peer([](int fd) {
    send_message(fd, ReportChunkMsg{"abc"});
    send_message(fd, ReportEndMsg{kReportOk, 4});
  });
  std::string text, error;
  EXPECT_FALSE(ask(peer.fd(), &text, &error));
  EXPECT_NE(error.find("says 4 bytes but 3 came"), std::string::npos) << error;
}

TEST(ReportClient, an_unknown_format_is_named) {
  FakePeer peer([](int fd) { send_message(fd, ReportEndMsg{kReportUnknownFormat, 0}); });
  std::string text, error;
  EXPECT_FALSE(ask(peer.fd(), &text, &error));
  EXPECT_NE(error.find("does not know report format 1"), std::string::npos) << error;
}

TEST(ReportClient, another_message_means_not_a_manager) {
  FakePeer peer([](int fd) { send_message(fd, MsgType(4242), "junk"); });
  std::string text, error;
  EXPECT_FALSE(ask(peer.fd(), &text, &error));
  EXPECT_NE(error.find("/test/ctl.sock"), std::string::npos) << error;
  EXPECT_NE(error.find("message type 4242"), std::string::npos) << error;
}

TEST(ReportClient, garbage_bytes_are_refused) {
  FakePeer peer([](int fd) {
    const char junk[] = "HTTP/1.1 200 OK\r\n\r\nhello";  // a header of absurd length
    ssize_t ignored = write(fd, junk, sizeof junk - 1);
    (void)ignored;
  });
  std::string text, error;
  EXPECT_FALSE(ask(peer.fd(), &text, &error));
  EXPECT_NE(error.find("not a mysqlpool manager"), std::string::npos) << error;
}

TEST(ReportClient, a_closed_connection_says_the_manager_is_too_old) {
  FakePeer peer([](int fd) { shutdown(fd, SHUT_RDWR); });
  std::string text, error;
  EXPECT_FALSE(ask(peer.fd(), &text, &error));
  EXPECT_NE(error.find("closed the connection before the report ended"), std::string::npos)
      << error;
}

TEST(ReportClient, silence_ends_at_the_timeout) {
  FakePeer peer([](int) {});  // reads the request, answers nothing
  std::string text, error;
  uint64_t start = monotonic_ms();
  EXPECT_FALSE(ask(peer.fd(), &text, &error, 300));
  EXPECT_LT(monotonic_ms() - start, 1500u);
  EXPECT_NE(error.find("no complete report in 300 ms"), std::string::npos) << error;
}

TEST(ReportClient, a_trickling_peer_ends_at_the_timeout_too) {
  FakePeer peer([](int fd) {
    for (int i = 0; i < 20; i++) {
      if (!send_message(fd, ReportChunkMsg{"x"})) return;
      usleep(50 * 1000);
    }
  });
  std::string text, error;
  uint64_t start = monotonic_ms();
  EXPECT_FALSE(ask(peer.fd(), &text, &error, 300));
  EXPECT_LT(monotonic_ms() - start, 1500u);
}

TEST(ReportClient, no_manager_says_so_naming_the_path) {
  std::string where, error;
  bool absent = false;
  EXPECT_LT(connect_for_report("/nonexistent-dir/ctl.sock", &where, &error, &absent), 0);
  EXPECT_TRUE(absent);
  EXPECT_EQ(where, "/nonexistent-dir/ctl.sock.v" + std::to_string(kControlProtocolVersion))
      << "this version's manager's socket";
  EXPECT_NE(error.find("no manager runs at " + where), std::string::npos) << error;
  EXPECT_NE(metrics_without_manager().find("mysqlpool_up 0\n"), std::string::npos);
}

}  // namespace
