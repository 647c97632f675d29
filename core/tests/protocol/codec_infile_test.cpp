// LOAD DATA LOCAL INFILE: the server names a file, the policy decides what is sent; and the simple
// commands.
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

// ---- LOAD DATA LOCAL INFILE: the server names a file, the policy decides what is sent ----

// A private directory with files, removed at the end.
class TempDir {
 public:
  TempDir() {
    char tmpl[] = "/tmp/mysqlpool-infile-test.XXXXXX";
    path = mkdtemp(tmpl);
  }
  ~TempDir() { std::system(("rm -rf '" + path + "'").c_str()); }
  std::string write(const std::string& name, const std::string& content) const {
    std::string full = path + "/" + name;
    FILE* f = fopen(full.c_str(), "wb");
    fwrite(content.data(), 1, content.size(), f);
    fclose(f);
    return full;
  }
  std::string path;
};

// What the client sent back for one file request, and how the query ended.
struct InfileExchange {
  IoStatus status = IoStatus::Ok;
  QueryReply reply;
  std::string file;         // the payloads of the packets after the request, concatenated
  size_t data_packets = 0;  // packets before the empty one
  size_t largest_packet = 0;
  bool sequence_ok = true;  // ids 2, 3, ... as the protocol wants
  bool in_sync = false;     // a ping round trip works afterwards
};

// The client's packets after its COM_QUERY, up to and including the empty one.
void read_file_packets(FakeServer& server, InfileExchange& x) {
  std::string got;
  size_t off = 0;
  bool query_seen = false;
  uint8_t seq = 2;
  for (int idle = 0; idle < 50;) {
    std::string more = server.received(100);
    if (more.empty()) {
      ++idle;
      continue;
    }
    got += more;
    while (got.size() - off >= 4) {
      size_t len = static_cast<uint8_t>(got[off]) | (static_cast<uint8_t>(got[off + 1]) << 8) |
                   (static_cast<size_t>(static_cast<uint8_t>(got[off + 2])) << 16);
      if (got.size() - off < 4 + len) break;
      uint8_t id = static_cast<uint8_t>(got[off + 3]);
      if (!query_seen) {
        query_seen = true;  // the COM_QUERY itself
      } else {
        if (id != seq++) x.sequence_ok = false;
        if (len == 0) return;
        x.file.append(got, off + 4, len);
        ++x.data_packets;
        x.largest_packet = std::max(x.largest_packet, len);
      }
      off += 4 + len;
    }
  }
  ADD_FAILURE() << "the client never ended the file with an empty packet";
}

// `LOAD X` against a fake server that answers with a request for `filename`, then OK (or
// `reply_payload`) once the file has ended; then a ping.
InfileExchange file_request(std::string_view filename, const LocalInfilePolicy* policy,
                            std::string reply_payload = ok_payload(2, 3)) {
  InfileExchange x;
  FakeServer server;
  uint8_t seq = 1;
  server.send_async(frame(seq, "\xFB" + std::string(filename)));
  Connection conn(server.client_fd, kMariaCaps, 5000);
  std::thread answer([&] {
    read_file_packets(server, x);
    uint8_t reply_seq = static_cast<uint8_t>(2 + x.data_packets + 1);
    server.send_async(frame(reply_seq, reply_payload));
  });
  x.status = conn.query("LOAD X", x.reply, policy);
  answer.join();
  if (x.status != IoStatus::Ok) return x;
  seq = 1;
  server.send_async(frame(seq, ok_payload(2)));
  OkInfo ok;
  bool is_error = true;
  x.in_sync = conn.ping(ok, &is_error, nullptr) == IoStatus::Ok && !is_error;
  return x;
}

TEST(CodecInfile, refused_by_default_with_mysqlnds_error) {
  TempDir dir;
  std::string secret = dir.write("secret", "top secret\n");
  const LocalInfilePolicy refuse_all;
  for (const LocalInfilePolicy* policy :
       {static_cast<const LocalInfilePolicy*>(nullptr), &refuse_all}) {
    InfileExchange x = file_request(secret, policy);
    ASSERT_EQ(x.status, IoStatus::Ok);
    EXPECT_EQ(x.file, "");
    EXPECT_EQ(x.data_packets, 0u);
    ASSERT_TRUE(x.reply.is_error);
    EXPECT_EQ(x.reply.err.code, 2068);
    EXPECT_EQ(x.reply.err.sqlstate, "HY000");
    EXPECT_EQ(x.reply.err.message, kForbiddenMessage);
    EXPECT_TRUE(x.reply.parts.empty());
    EXPECT_TRUE(x.in_sync);
  }
}

TEST(CodecInfile, allowed_file_is_sent_in_bounded_packets_then_ended) {
  TempDir dir;
  std::string content;
  for (int i = 0; content.size() < 300 * 1024; ++i) content += std::to_string(i) + ";row\n";
  std::string path = dir.write("data.csv", content);
  LocalInfilePolicy policy;
  policy.allowed = true;
  InfileExchange x = file_request(path, &policy);
  ASSERT_EQ(x.status, IoStatus::Ok);
  EXPECT_TRUE(x.file == content) << x.file.size() << " bytes, want " << content.size();
  EXPECT_GT(x.data_packets, 1u);
  EXPECT_LT(x.largest_packet, 0xFFFFFFu);
  EXPECT_TRUE(x.sequence_ok);
  ASSERT_FALSE(x.reply.is_error) << x.reply.err.message;
  ASSERT_EQ(x.reply.parts.size(), 1u);
  EXPECT_EQ(x.reply.parts[0].ok.affected_rows, 3u);
  EXPECT_TRUE(x.in_sync);

  // An empty file: just the empty packet.
  x = file_request(dir.write("empty", ""), &policy);
  EXPECT_EQ(x.data_packets, 0u);
  EXPECT_FALSE(x.reply.is_error);
  EXPECT_TRUE(x.in_sync);
}

TEST(CodecInfile, server_error_after_the_file_is_the_error) {
  TempDir dir;
  LocalInfilePolicy policy;
  policy.allowed = true;
  InfileExchange x = file_request(dir.write("d", "1\n1\n"), &policy,
                                  err_payload(1062, "23000", "Duplicate entry '1'"));
  ASSERT_TRUE(x.reply.is_error);
  EXPECT_EQ(x.reply.err.code, 1062);
  EXPECT_EQ(x.file, "1\n1\n");
  EXPECT_TRUE(x.in_sync);
}

TEST(CodecInfile, directory_allows_only_files_below_it) {
  TempDir dir;
  TempDir outside;
  ASSERT_EQ(mkdir((dir.path + "/sub").c_str(), 0700), 0);
  std::string inside = dir.write("sub/in.csv", "inside\n");
  std::string secret = outside.write("secret", "outside\n");
  ASSERT_EQ(symlink(secret.c_str(), (dir.path + "/link").c_str()), 0);
  LocalInfilePolicy policy;
  policy.directory = dir.path + "/";  // as given, trailing slash and all

  InfileExchange x = file_request(inside, &policy);
  EXPECT_EQ(x.file, "inside\n");
  EXPECT_FALSE(x.reply.is_error) << x.reply.err.message;
  EXPECT_TRUE(x.in_sync);

  const std::string refused[] = {secret, dir.path + "/sub/../../" + secret.substr(5),
                                 dir.path + "/link", dir.path, "/etc/passwd"};
  for (const std::string& name : refused) {
    x = file_request(name, &policy);
    EXPECT_EQ(x.file, "") << name;
    ASSERT_TRUE(x.reply.is_error) << name;
    EXPECT_EQ(x.reply.err.code, 2068) << name;
    EXPECT_EQ(x.reply.err.message,
              "LOAD DATA LOCAL INFILE DIRECTORY restriction in effect. Unable to open file")
        << name;
    EXPECT_TRUE(x.in_sync) << name;
  }

  // A file below it that does not exist goes through to the open, which fails as mysqlnd's
  // ("Can't find file"); one that would be outside, or below a directory that is missing too,
  // is refused.
  x = file_request(dir.path + "/sub/missing.csv", &policy);
  EXPECT_EQ(x.reply.err.code, 7890) << x.reply.err.message;
  EXPECT_TRUE(x.in_sync);
  for (const std::string& name : {dir.path + "/sub/../../missing.csv", dir.path + "/nope/x.csv",
                                  dir.path + "/sub/..", outside.path + "/missing.csv"}) {
    x = file_request(name, &policy);
    EXPECT_EQ(x.reply.err.code, 2068) << name;
    EXPECT_TRUE(x.in_sync) << name;
  }

  // A directory that is prefix of another by name only: /tmp/x does not contain /tmp/xy.
  TempDir sibling_parent;
  ASSERT_EQ(mkdir((sibling_parent.path + "/d").c_str(), 0700), 0);
  ASSERT_EQ(mkdir((sibling_parent.path + "/dd").c_str(), 0700), 0);
  std::string next_door = sibling_parent.write("dd/f", "x\n");
  policy.directory = sibling_parent.path + "/d";
  x = file_request(next_door, &policy);
  EXPECT_EQ(x.file, "");
  EXPECT_EQ(x.reply.err.code, 2068);

  // LOCAL_INFILE on overrides the directory (mysqlnd), which must still exist.
  policy.allowed = true;
  x = file_request(secret, &policy);
  EXPECT_EQ(x.file, "outside\n");
  EXPECT_FALSE(x.reply.is_error) << x.reply.err.message;
  policy.directory = dir.path + "/missing";
  x = file_request(secret, &policy);
  EXPECT_EQ(x.file, "");
  EXPECT_EQ(x.reply.err.code, 2068);
  EXPECT_EQ(x.reply.err.message, "cannot open local_infile_directory");
  EXPECT_TRUE(x.in_sync);
}

TEST(CodecInfile, file_that_cant_be_read_ends_empty_with_mysqlnds_error) {
  TempDir dir;
  LocalInfilePolicy policy;
  policy.allowed = true;
  InfileExchange x = file_request(dir.path + "/no-such-file", &policy);
  ASSERT_EQ(x.status, IoStatus::Ok);
  EXPECT_EQ(x.file, "");
  ASSERT_TRUE(x.reply.is_error);
  EXPECT_EQ(x.reply.err.code, 7890);
  EXPECT_EQ(x.reply.err.message,
            "Can't find file '" + (dir.path + "/no-such-file").substr(0, 64) + "'.");
  EXPECT_TRUE(x.in_sync);

  // Not a regular file: a device that never ends, a directory, a FIFO nobody writes.
  ASSERT_EQ(mkfifo((dir.path + "/fifo").c_str(), 0600), 0);
  for (std::string name : {std::string("/dev/zero"), dir.path, dir.path + "/fifo"}) {
    x = file_request(name, &policy);
    EXPECT_EQ(x.file, "") << name;
    EXPECT_EQ(x.reply.err.code, 7890) << name;
    EXPECT_TRUE(x.in_sync) << name;
  }
}

TEST(CodecInfile, hostile_names_are_only_names) {
  TempDir dir;
  std::string secret = dir.write("secret", "s\n");
  LocalInfilePolicy policy;
  policy.allowed = true;
  // A NUL inside: a C string would name another file.
  InfileExchange x = file_request(secret + std::string("\0.csv", 5), &policy);
  EXPECT_EQ(x.file, "");
  EXPECT_EQ(x.reply.err.code, 7890);
  EXPECT_TRUE(x.in_sync);
  // Empty, very long, binary.
  for (std::string name :
       {std::string(), std::string(1 << 20, 'a'), std::string("\xFF\xFE\n\x01")}) {
    x = file_request(name, &policy);
    EXPECT_EQ(x.status, IoStatus::Ok);
    EXPECT_EQ(x.file, "");
    EXPECT_TRUE(x.reply.is_error);
    EXPECT_LE(x.reply.err.message.size(), 100u);
    EXPECT_TRUE(x.in_sync);
  }
  // Refused without any policy even for the longest name: nothing read, nothing copied.
  x = file_request(std::string(1 << 20, '/'), nullptr);
  EXPECT_EQ(x.reply.err.code, 2068);
  EXPECT_TRUE(x.in_sync);
}

TEST(CodecInfile, extra_path_check_refuses) {
  TempDir dir;
  LocalInfilePolicy policy;
  policy.allowed = true;
  policy.path_allowed = [](const char*) { return false; };  // open_basedir says no
  InfileExchange x = file_request(dir.write("f", "x\n"), &policy);
  EXPECT_EQ(x.file, "");
  EXPECT_EQ(x.reply.err.code, 2000);
  EXPECT_EQ(x.reply.err.message, "open_basedir restriction in effect. Unable to open file");
  EXPECT_TRUE(x.in_sync);
}

// The name the directory check passed becomes, before the open, a link to a file whose path
// can't be resolved once it is open: another process's fd of a file since deleted
// (/proc/PID/fd/N opens the file itself, and names it "<path> (deleted)", which is nowhere).
// The check after the open can't show that file to be below the directory: refused.
struct SwapAfterCheck {
  static std::string name;    // the file the directory check sees
  static std::string target;  // what it is a link to by the time it is opened
  static bool swap(const char*) {
    unlink(name.c_str());
    return symlink(target.c_str(), name.c_str()) == 0;
  }
};
std::string SwapAfterCheck::name;
std::string SwapAfterCheck::target;

TEST(CodecInfile, file_unresolvable_after_open_is_refused) {
  TempDir dir;
  TempDir outside;
  std::string secret = outside.write("secret", "outside secret\n");
  int held = open(secret.c_str(), O_RDONLY);
  ASSERT_GE(held, 0);
  ASSERT_EQ(unlink(secret.c_str()), 0);
  SwapAfterCheck::name = dir.write("in.csv", "inside\n");
  SwapAfterCheck::target = "/proc/self/fd/" + std::to_string(held);
  LocalInfilePolicy policy;
  policy.directory = dir.path;
  policy.path_allowed = &SwapAfterCheck::swap;  // runs after the directory check, before open
  InfileExchange x = file_request(SwapAfterCheck::name, &policy);
  close(held);
  EXPECT_EQ(x.file, "");
  ASSERT_TRUE(x.reply.is_error);
  EXPECT_EQ(x.reply.err.code, 2068);
  EXPECT_EQ(x.reply.err.message,
            "LOAD DATA LOCAL INFILE DIRECTORY restriction in effect. Unable to open file");
  EXPECT_TRUE(x.in_sync);

  // The same swap to a file below the directory that still has its name is sent.
  unlink(SwapAfterCheck::name.c_str());
  dir.write("in.csv", "inside\n");
  SwapAfterCheck::target = dir.write("other.csv", "other\n");
  x = file_request(SwapAfterCheck::name, &policy);
  EXPECT_EQ(x.file, "other\n");
  EXPECT_FALSE(x.reply.is_error) << x.reply.err.message;
  EXPECT_TRUE(x.in_sync);
}

TEST(CodecInfile, only_the_first_refusal_is_reported_and_earlier_results_kept) {
  // "SELECT 1; LOAD DATA ...; LOAD DATA ..." : the SELECT's OK stays, the first refusal is
  // the error, the stream ends in step.
  FakeServer server;
  uint8_t seq = 1;
  std::string first = frame(seq, ok_payload(2 | SERVER_MORE_RESULTS_EXISTS));
  first += frame(seq, "\xFB/etc/passwd");
  server.send_async(first);
  Connection conn(server.client_fd, kMariaCaps, 5000);
  std::thread answer([&] {
    std::string got;
    while (got.size() < 4 + 7 + 4) got += server.received(2000);  // query + empty packet
    uint8_t s = 4;
    std::string rest = frame(s, ok_payload(2 | SERVER_MORE_RESULTS_EXISTS));
    rest += frame(s, "\xFB/etc/hostname");
    server.send_async(rest);
    got.clear();
    while (got.size() < 4) got += server.received(2000);
    s = 7;
    server.send_async(frame(s, ok_payload(2)));
  });
  QueryReply out;
  ASSERT_EQ(conn.query("LOAD X", out), IoStatus::Ok) << conn.last_error();
  answer.join();
  ASSERT_TRUE(out.is_error);
  EXPECT_EQ(out.err.code, 2068);
  EXPECT_EQ(out.parts.size(), 1u);
  EXPECT_EQ(ConnectionTestAccess::buffered(conn), 0u);
}

TEST(CodecCommands, ping_reset_init_db_and_quit) {
  FakeServer server;
  Connection conn(server.client_fd, kMariaCaps, 2000);
  OkInfo ok;
  bool is_error = true;
  Error err;
  uint8_t seq = 1;
  server.send_async(frame(seq, ok_payload(3)));
  ASSERT_EQ(conn.ping(ok, &is_error, &err), IoStatus::Ok);
  EXPECT_FALSE(is_error);
  EXPECT_EQ(ok.status, 3);
  EXPECT_EQ(server.received(), std::string("\x01\x00\x00\x00\x0e", 5));

  seq = 1;
  server.send_async(frame(seq, ok_payload(2)));
  ASSERT_EQ(conn.reset_connection(ok, &is_error, &err), IoStatus::Ok);
  EXPECT_EQ(server.received(), std::string("\x01\x00\x00\x00\x1f", 5));

  seq = 1;
  server.send_async(frame(seq, err_payload(1049, "42000", "Unknown database 'x'")));
  ASSERT_EQ(conn.init_db("x", ok, &is_error, &err), IoStatus::Ok);
  EXPECT_TRUE(is_error);
  EXPECT_EQ(err.code, 1049);
  EXPECT_EQ(server.received(), std::string("\x02\x00\x00\x00\x02x", 6));

  seq = 1;
  server.send_async(frame(
      seq, ok_payload(2 | SERVER_SESSION_STATE_CHANGED, 0, 0, 0, {}, '\x01' + lstr(lstr("y")))));
  ok = OkInfo{};
  ASSERT_EQ(conn.init_db("y", ok, &is_error, nullptr), IoStatus::Ok);
  EXPECT_FALSE(is_error);
  ASSERT_EQ(ok.session.size(), 1u);
  EXPECT_EQ(ok.session[0].name, "y");
  EXPECT_EQ(server.received(), std::string("\x02\x00\x00\x00\x02y", 6));

  EXPECT_EQ(conn.quit(), IoStatus::Ok);
  EXPECT_EQ(server.received(), std::string("\x01\x00\x00\x00\x01", 5));
  // Nothing may follow COM_QUIT.
  EXPECT_NE(conn.ping(ok, &is_error, &err), IoStatus::Ok);
}

}  // namespace
}  // namespace mysqlpool::proto
