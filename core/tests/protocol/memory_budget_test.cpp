// The row memory count and its limit (core/protocol/memory_budget.h): what result sets hold
// is counted while they hold it, and a read past the limit is a std::bad_alloc before the
// memory is taken.
#include <gtest/gtest.h>
#include <sys/socket.h>

#include <cstdint>
#include <new>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/protocol/codec.h"
#include "core/protocol/memory_budget.h"
#include "core/tests/support/codec_fake_server.h"

namespace mysqlpool::proto {
namespace {

using namespace mysqlpool::proto::testing;

// The limit the tests install: a number, and how often it was asked.
size_t g_limit = SIZE_MAX;
int g_asked = 0;
size_t test_limit() {
  ++g_asked;
  return g_limit;
}

// Installs test_limit with `limit` for one test, and no limit again after it.
struct LimitGuard {
  explicit LimitGuard(size_t limit) {
    g_limit = limit;
    g_asked = 0;
    set_row_memory_limit(test_limit);
  }
  ~LimitGuard() { set_row_memory_limit(nullptr); }
};

std::vector<std::vector<std::optional<std::string>>> rows_of(size_t rows, size_t bytes) {
  return std::vector<std::vector<std::optional<std::string>>>(
      rows, std::vector<std::optional<std::string>>{std::string(bytes, 'x')});
}

std::string text_reply(size_t rows, size_t bytes) {
  uint8_t seq = 1;
  return result_set(seq, kMariaCaps, {"a"}, rows_of(rows, bytes), SERVER_STATUS_AUTOCOMMIT);
}

// What a set's buffers hold, as the count should have it.
size_t buffers_of(const ResultSet& rs) {
  size_t data = rs.data.capacity() > std::string().capacity() ? rs.data.capacity() : 0;
  return data + rs.fields.capacity() * sizeof(ResultSet::Field);
}

TEST(RowMemory, count_follows_the_rows_and_goes_back_to_zero_when_the_result_goes) {
  const size_t before = row_memory_held();
  {
    FakeServer server;
    server.send_async(text_reply(1000, 100));
    Connection conn(server.client_fd, kMariaCaps, 2000);
    QueryReply out;
    ASSERT_EQ(conn.query("SELECT a", out), IoStatus::Ok) << conn.last_error();
    const ResultSet& rs = out.parts.at(0).rs;
    ASSERT_EQ(rs.row_count, 1000u);
    const size_t held = row_memory_held() - before;
    EXPECT_EQ(held, rs.row_memory());
    EXPECT_EQ(held, buffers_of(rs));
    EXPECT_GE(held, 1000 * (100 + 1 + sizeof(ResultSet::Field)));      // each row and its field
    EXPECT_LE(held, 2 * 1000 * (100 + 1 + sizeof(ResultSet::Field)));  // doubling at most
  }
  EXPECT_EQ(row_memory_held(), before);
}

TEST(RowMemory, moves_hand_the_count_over_and_copies_count_their_own) {
  const size_t before = row_memory_held();
  {
    FakeServer server;
    server.send_async(text_reply(300, 50));
    Connection conn(server.client_fd, kMariaCaps, 2000);
    QueryReply out;
    ASSERT_EQ(conn.query("SELECT a", out), IoStatus::Ok) << conn.last_error();
    const size_t one = out.parts[0].rs.row_memory();
    ASSERT_GT(one, 0u);

    ResultSet moved(std::move(out.parts[0].rs));  // move construction
    EXPECT_EQ(moved.row_memory(), one);
    EXPECT_EQ(out.parts[0].rs.row_memory(), 0u);
    EXPECT_EQ(row_memory_held(), before + one);

    ResultSet copy(moved);  // a copy holds buffers of its own
    EXPECT_EQ(copy.row_memory(), buffers_of(copy));
    EXPECT_EQ(copy.value(299, 0), std::string(50, 'x'));
    EXPECT_EQ(row_memory_held(), before + one + copy.row_memory());

    copy = std::move(moved);  // the copy's buffers are freed, moved's handed over
    EXPECT_EQ(copy.row_memory(), one);
    EXPECT_EQ(moved.row_memory(), 0u);
    EXPECT_EQ(buffers_of(moved), 0u);
    EXPECT_EQ(row_memory_held(), before + one);

    ResultSet assigned;
    assigned = copy;  // copy assignment
    EXPECT_EQ(row_memory_held(), before + one + assigned.row_memory());

    // A reply's parts move when their vector grows, and their counts with them.
    QueryReply reply;
    reply.parts.emplace_back();
    reply.parts.back().is_result_set = true;
    reply.parts.back().rs = std::move(assigned);
    const size_t in_reply = reply.parts.back().rs.row_memory();
    for (int i = 0; i < 100; i++) reply.parts.emplace_back();
    EXPECT_EQ(reply.parts[0].rs.row_memory(), in_reply);
    EXPECT_EQ(row_memory_held(), before + one + in_reply);
    reply = QueryReply();  // as the driver drops a statement's results
    EXPECT_EQ(row_memory_held(), before + one);
  }
  EXPECT_EQ(row_memory_held(), before);
}

TEST(RowMemory, dropped_rows_give_their_large_buffers_back) {
  const size_t before = row_memory_held();
  FakeServer server;
  server.send_async(text_reply(3, 2 << 20));  // three rows of 2 MiB
  Connection conn(server.client_fd, kMariaCaps, 2000);
  QueryReply out;
  ASSERT_EQ(conn.query("SELECT a", out, nullptr, 1), IoStatus::Ok) << conn.last_error();
  for (int batch = 0; batch < 3; batch++) {
    ResultSet& rs = out.parts.at(0).rs;
    ASSERT_EQ(rs.row_count, 1u);
    EXPECT_GE(row_memory_held() - before, size_t(2 << 20));
    rs.drop_rows();
    EXPECT_EQ(row_memory_held() - before, rs.row_memory());
    EXPECT_LE(rs.row_memory(), size_t(1) << 20);  // kept only if small
    if (batch < 2) {
      ASSERT_EQ(conn.read_more(out, 1), IoStatus::Ok) << conn.last_error();
    }
  }
  ASSERT_EQ(conn.read_more(out, 1), IoStatus::Ok) << conn.last_error();
  EXPECT_FALSE(conn.reading());
  out = QueryReply();
  EXPECT_EQ(row_memory_held(), before);
}

TEST(RowMemory, a_read_past_the_limit_throws_bad_alloc_before_taking_the_memory) {
  const size_t before = row_memory_held();
  const uint64_t refusals = row_memory_refusals();
  {
    LimitGuard limit(before + (4 << 20));  // 4 MiB for rows
    FakeServer server;
    server.send_async(text_reply(100, 100000));  // 10 MB of rows
    Connection conn(server.client_fd, kMariaCaps, 2000);
    QueryReply out;
    EXPECT_THROW(conn.query("SELECT a", out), std::bad_alloc);
    EXPECT_EQ(row_memory_refusals(), refusals + 1);
    // What was read stays in the reply, within the limit: the growth past it never happened.
    ASSERT_EQ(out.parts.size(), 1u);
    const ResultSet& rs = out.parts[0].rs;
    EXPECT_GT(rs.row_count, 0u);
    EXPECT_LT(rs.row_count, 100u);
    EXPECT_LE(row_memory_held(), before + (4 << 20));
    EXPECT_EQ(row_memory_held(), before + buffers_of(rs));
    // The reply was read in part: the connection refuses any other command.
    QueryReply other;
    EXPECT_EQ(conn.query("SELECT 1", other), IoStatus::ProtocolError);
    EXPECT_NE(conn.last_error().find("did not fit in memory"), std::string::npos)
        << conn.last_error();
    out = QueryReply();
    EXPECT_EQ(row_memory_held(), before);
    shutdown(server.client_fd, SHUT_RDWR);  // the server's writer stops at the unread rows
  }
  EXPECT_EQ(row_memory_held(), before);
}

TEST(RowMemory, within_the_limit_a_result_is_read_and_the_limit_asked_only_when_buffers_grow) {
  const size_t before = row_memory_held();
  LimitGuard limit(before + (64 << 20));
  FakeServer server;
  server.send_async(text_reply(20000, 10));
  Connection conn(server.client_fd, kMariaCaps, 2000);
  QueryReply out;
  ASSERT_EQ(conn.query("SELECT a", out), IoStatus::Ok) << conn.last_error();
  EXPECT_EQ(out.parts.at(0).rs.row_count, 20000u);
  EXPECT_GT(g_asked, 0);
  EXPECT_LE(g_asked, 40);  // the two buffers double: not once per row
  out = QueryReply();
  EXPECT_EQ(row_memory_held(), before);
}

TEST(RowMemory, unbuffered_rows_only_count_what_is_held) {
  // 10 MB streamed in batches under a 1 MiB limit: each batch is dropped before the next.
  const size_t before = row_memory_held();
  LimitGuard limit(before + (1 << 20));
  FakeServer server;
  server.send_async(text_reply(10000, 1000));
  Connection conn(server.client_fd, kMariaCaps, 2000);
  QueryReply out;
  ASSERT_EQ(conn.query("SELECT a", out, nullptr, 64 * 1024), IoStatus::Ok) << conn.last_error();
  size_t rows = out.parts.at(0).rs.row_count;
  while (conn.reading()) {
    out.parts[0].rs.drop_rows();
    ASSERT_EQ(conn.read_more(out, 64 * 1024), IoStatus::Ok) << conn.last_error();
    rows += out.parts[0].rs.row_count;
    EXPECT_LE(row_memory_held(), before + (1 << 20));
  }
  EXPECT_EQ(rows, 10000u);
  out = QueryReply();
  EXPECT_EQ(row_memory_held(), before);
}

TEST(RowMemory, binary_rows_are_counted_and_refused_too) {
  ColumnDef col;
  col.name = "s";
  col.type = TYPE_VAR_STRING;
  std::string row = std::string("\x00\x00", 2) + lstr(std::string(100000, 'y'));
  auto reply_of = [&](size_t rows) {
    uint8_t seq = 1;
    std::string out = frame(seq, std::string("\x01\x00", 2));  // one column, no metadata
    out += frame(seq, eof_payload(2));
    for (size_t i = 0; i < rows; i++) out += frame(seq, row);
    return out + frame(seq, eof_payload(2));
  };
  const size_t before = row_memory_held();
  {
    PreparedStatement stmt;
    stmt.columns = {col};
    FakeServer server;
    server.send_async(reply_of(10));
    Connection conn(server.client_fd, kMariaCaps, 2000);
    QueryReply out;
    ASSERT_EQ(conn.execute(stmt, {}, out), IoStatus::Ok) << conn.last_error();
    const ResultSet& rs = out.parts.at(0).rs;
    ASSERT_EQ(rs.row_count, 10u);
    EXPECT_EQ(rs.value(9, 0), std::string(100000, 'y'));
    EXPECT_EQ(row_memory_held(), before + buffers_of(rs));
    EXPECT_GE(row_memory_held() - before, size_t(1000000));
  }
  EXPECT_EQ(row_memory_held(), before);
  const uint64_t refusals = row_memory_refusals();
  {
    LimitGuard limit(before + (1 << 20));
    PreparedStatement stmt;
    stmt.columns = {col};
    FakeServer server;
    server.send_async(reply_of(100));  // 10 MB
    Connection conn(server.client_fd, kMariaCaps, 2000);
    QueryReply out;
    EXPECT_THROW(conn.execute(stmt, {}, out), std::bad_alloc);
    EXPECT_EQ(row_memory_refusals(), refusals + 1);
    EXPECT_LE(row_memory_held(), before + (1 << 20));
    out = QueryReply();
    shutdown(server.client_fd, SHUT_RDWR);
  }
  EXPECT_EQ(row_memory_held(), before);
}

}  // namespace
}  // namespace mysqlpool::proto
