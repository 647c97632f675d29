// Codec tests of server-side prepared statements (COM_STMT_*, binary rows) and of replies read
// in parts (unbuffered results), against recorded and constructed server bytes.
#include <gtest/gtest.h>

#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/protocol/codec.h"
#include "core/tests/support/codec_fake_server.h"

namespace mysqlpool::proto {
namespace {

using namespace mysqlpool::proto::testing;

// Recorded from MariaDB 10.11 (Connector/C's capabilities, CACHE_METADATA on): the reply to
// COM_STMT_PREPARE of
//   SELECT ? a, CAST(1.5 AS FLOAT) f, 2.25e0 d, CAST('2024-01-02 03:04:05.123456' AS
//   DATETIME(6)) dt, CAST('-25:01:02.5' AS TIME(1)) t, CAST('2024-02-03' AS DATE) da, 1.50 de,
//   YEAR('2024-01-01') y, NULL n, 18446744073709551615 u, -5 neg, 'x' s
// and to its COM_STMT_EXECUTE with 7 for the parameter. Kept as the fuzz corpus entry
// core/tests/fuzz/corpus/prepare_execute_types (after its first byte, the operation).
std::string recorded_reply() {
  std::ifstream in("core/tests/fuzz/corpus/prepare_execute_types", std::ios::binary);
  if (!in)
    in.open(std::string(MYSQLPOOL_SOURCE_DIR) + "/core/tests/fuzz/corpus/prepare_execute_types",
            std::ios::binary);
  std::stringstream all;
  all << in.rdbuf();
  std::string bytes = all.str();
  return bytes.empty() ? bytes : bytes.substr(1);
}

// The PREPARE part of the recorded bytes: 403 bytes, then the EXECUTE reply.
constexpr size_t kRecordedPrepareBytes = 403;

ColumnDef column(uint8_t type, uint16_t flags = 0, uint32_t length = 11, uint8_t decimals = 0) {
  ColumnDef c;
  c.name = "c";
  c.type = type;
  c.flags = flags;
  c.length = length;
  c.decimals = decimals;
  return c;
}

// Frames the payloads in order from sequence id 1 (an expression `frame(seq, a) +
// frame(seq, b)` would number them in an unspecified order).
std::string frames(const std::vector<std::string>& payloads) {
  uint8_t seq = 1;
  std::string out;
  for (const auto& p : payloads) out += frame(seq, p);
  return out;
}

std::string binary_column_count(uint8_t n, bool metadata_follows) {
  std::string p(1, char(n));
  p.push_back(metadata_follows ? '\1' : '\0');
  return p;
}

TEST(CodecPrepared, recorded_prepare_and_execute_decode_every_type) {
  std::string bytes = recorded_reply();
  ASSERT_GT(bytes.size(), kRecordedPrepareBytes) << "corpus file not found";
  FakeServer server;
  server.send_async(bytes.substr(0, kRecordedPrepareBytes));
  Connection conn(server.client_fd, kMariaCaps, 2000);
  PreparedStatement stmt;
  bool is_error = true;
  Error err;
  ASSERT_EQ(conn.prepare("SELECT ? a, ...", stmt, &is_error, &err), IoStatus::Ok)
      << conn.last_error();
  ASSERT_FALSE(is_error);
  EXPECT_EQ(stmt.params, 1);
  ASSERT_EQ(stmt.columns.size(), 12u);
  server.received();
  server.send_async(bytes.substr(kRecordedPrepareBytes));
  Param seven;
  seven.kind = Param::Kind::Int;
  seven.i = 7;
  QueryReply out;
  ASSERT_EQ(conn.execute(stmt, {seven}, out), IoStatus::Ok) << conn.last_error();
  ASSERT_EQ(out.parts.size(), 1u);
  const ResultSet& rs = out.parts[0].rs;
  ASSERT_TRUE(rs.binary);
  ASSERT_EQ(rs.row_count, 1u);
  const char* expected[] = {
      "7",    "1.5",  "2.25",  "2024-01-02 03:04:05.123456", "-25:01:02.5", "2024-02-03",
      "1.50", "2024", nullptr, "18446744073709551615",       "-5",          "x"};
  for (size_t c = 0; c < 12; c++) {
    if (!expected[c]) {
      EXPECT_TRUE(rs.is_null(0, c)) << "column " << c;
    } else {
      EXPECT_EQ(rs.value(0, c), expected[c]) << "column " << c;
    }
  }
}

TEST(CodecPrepared, execute_sends_typed_parameters_and_null_bitmap) {
  FakeServer server;
  PreparedStatement stmt;
  stmt.id = 0x01020304;
  stmt.params = 4;
  uint8_t seq = 1;
  server.send_async(frame(seq, ok_payload(2)));
  Connection conn(server.client_fd, kMariaCaps, 2000);
  std::vector<Param> params(4);
  params[0].kind = Param::Kind::Null;
  params[1].kind = Param::Kind::Int;
  params[1].i = -2;
  params[2].kind = Param::Kind::Double;
  params[2].d = 0.5;
  params[3].kind = Param::Kind::Text;
  params[3].text = "ab";
  QueryReply out;
  ASSERT_EQ(conn.execute(stmt, params, out), IoStatus::Ok) << conn.last_error();
  std::string got = server.received();
  std::string body = "\x17" + std::string("\x04\x03\x02\x01", 4) + std::string(1, '\0') +
                     std::string("\x01\x00\x00\x00", 4) + std::string("\x01", 1) +  // null map
                     std::string("\x01", 1) +                                       // types
                     std::string("\x06\x00\x08\x00\x05\x00\xfd\x00", 8) +
                     std::string("\xfe\xff\xff\xff\xff\xff\xff\xff", 8) +
                     std::string("\x00\x00\x00\x00\x00\x00\xe0\x3f", 8) +
                     "\x02"
                     "ab";
  uint8_t out_seq = 0;
  EXPECT_EQ(got, frame(out_seq, body));
}

TEST(CodecPrepared, cached_metadata_is_used_and_its_eof_still_read) {
  PreparedStatement stmt;
  stmt.columns = {column(TYPE_LONGLONG)};
  std::string reply =
      frames({binary_column_count(1, false), eof_payload(2),
              std::string("\x00\x00", 2) + std::string("\x2a\0\0\0\0\0\0\0", 8), eof_payload(2)});
  uint8_t seq;
  FakeServer server;
  server.send_async(reply);
  Connection conn(server.client_fd, kMariaCaps, 2000);
  QueryReply out;
  ASSERT_EQ(conn.execute(stmt, {}, out), IoStatus::Ok) << conn.last_error();
  ASSERT_EQ(out.parts.size(), 1u);
  EXPECT_EQ(out.parts[0].rs.value(0, 0), "42");
  // and nothing is left unread: the next command works
  seq = 1;
  server.send_async(frame(seq, ok_payload(2)));
  OkInfo ok;
  bool is_error = true;
  EXPECT_EQ(conn.ping(ok, &is_error, nullptr), IoStatus::Ok) << conn.last_error();
}

// The server omits the columns when they are those it sent LAST, which may differ from the
// PREPARE reply's (`SELECT ? + 1`: DOUBLE at prepare, LONGLONG once the parameter is an int).
TEST(CodecPrepared, omitted_columns_are_the_last_sent_not_the_prepares) {
  PreparedStatement stmt;
  stmt.columns = {column(TYPE_DOUBLE)};
  std::string with_metadata = frames(
      {binary_column_count(1, true), coldef_payload("c", TYPE_LONGLONG, true), eof_payload(2),
       std::string("\x00\x00", 2) + std::string("\x02\0\0\0\0\0\0\0", 8), eof_payload(2)});
  std::string without =
      frames({binary_column_count(1, false), eof_payload(2),
              std::string("\x00\x00", 2) + std::string("\x03\0\0\0\0\0\0\0", 8), eof_payload(2)});
  FakeServer server;
  Connection conn(server.client_fd, kMariaCaps, 2000);
  QueryReply out;
  server.send_async(with_metadata);
  ASSERT_EQ(conn.execute(stmt, {}, out), IoStatus::Ok) << conn.last_error();
  EXPECT_EQ(out.parts[0].rs.value(0, 0), "2");
  server.received();
  server.send_async(without);
  ASSERT_EQ(conn.execute(stmt, {}, out), IoStatus::Ok) << conn.last_error();
  EXPECT_EQ(out.parts[0].rs.columns[0].type, TYPE_LONGLONG);
  EXPECT_EQ(out.parts[0].rs.value(0, 0), "3");
}

TEST(CodecPrepared, prepare_error_is_the_servers) {
  uint8_t seq = 1;
  FakeServer server;
  server.send_async(frame(seq, err_payload(1146, "42S02", "Table 'x.nope' doesn't exist")));
  Connection conn(server.client_fd, kMariaCaps, 2000);
  PreparedStatement stmt;
  bool is_error = false;
  Error err;
  ASSERT_EQ(conn.prepare("SELECT * FROM nope", stmt, &is_error, &err), IoStatus::Ok);
  EXPECT_TRUE(is_error);
  EXPECT_EQ(err.code, 1146);
  EXPECT_EQ(err.sqlstate, "42S02");
}

// Temporal values: every length the protocol has, and mysqlnd's formatting by decimals.
TEST(CodecPrepared, temporal_values_as_mysqlnd_prints_them) {
  struct Case {
    ColumnDef col;
    std::string value;  // length byte + fields
    const char* text;
  } cases[] = {
      {column(TYPE_DATE), std::string("\x00", 1), "0000-00-00"},
      {column(TYPE_DATE), std::string("\x04\xe8\x07\x02\x1d", 5), "2024-02-29"},
      {column(TYPE_DATETIME), std::string("\x04\xe8\x07\x02\x1d", 5), "2024-02-29 00:00:00"},
      {column(TYPE_DATETIME, 0, 26, 3),
       std::string("\x0b\xe8\x07\x0c\x1f\x17\x3b\x3b\x40\xe2\x01\x00", 12),
       "2024-12-31 23:59:59.123"},
      {column(TYPE_TIME), std::string("\x00", 1), "00:00:00"},
      {column(TYPE_TIME), std::string("\x08\x01\x02\x00\x00\x00\x03\x04\x05", 9), "-51:04:05"},
      {column(TYPE_TIME, 0, 15, 6),
       std::string("\x0c\x00\x00\x00\x00\x00\x01\x02\x03\x01\x00\x00\x00", 13), "01:02:03.000001"},
  };
  for (const Case& c : cases) {
    PreparedStatement stmt;
    stmt.columns = {c.col};
    std::string reply = frames({binary_column_count(1, false), eof_payload(2),
                                std::string("\x00\x00", 2) + c.value, eof_payload(2)});
    FakeServer server;
    server.send_async(reply);
    Connection conn(server.client_fd, kMariaCaps, 2000);
    QueryReply out;
    ASSERT_EQ(conn.execute(stmt, {}, out), IoStatus::Ok) << c.text << ": " << conn.last_error();
    EXPECT_EQ(out.parts[0].rs.value(0, 0), c.text);
  }
}

TEST(CodecPrepared, zerofill_is_padded_to_the_display_width) {
  PreparedStatement stmt;
  stmt.columns = {column(TYPE_LONG, ZEROFILL_FLAG | UNSIGNED_FLAG, 4)};
  std::string reply = frames({binary_column_count(1, false), eof_payload(2),
                              std::string("\x00\x00\x20\x03\x00\x00", 6), eof_payload(2)});
  FakeServer server;
  server.send_async(reply);
  Connection conn(server.client_fd, kMariaCaps, 2000);
  QueryReply out;
  ASSERT_EQ(conn.execute(stmt, {}, out), IoStatus::Ok) << conn.last_error();
  EXPECT_EQ(out.parts[0].rs.value(0, 0), "0800");
}

// A hostile or broken server's binary rows: each is a protocol error, never an over-read.
TEST(CodecPrepared, malformed_binary_rows_are_protocol_errors) {
  struct Case {
    const char* what;
    ColumnDef col;
    std::string row;
  } cases[] = {
      {"no 0x00 header", column(TYPE_LONG), std::string("\x01\x00\x01\x00\x00\x00", 6)},
      {"short NULL bitmap", column(TYPE_LONG), std::string("\x00", 1)},
      {"truncated LONGLONG", column(TYPE_LONGLONG), std::string("\x00\x00\x01\x02", 4)},
      {"temporal length 5", column(TYPE_DATETIME),
       std::string("\x00\x00\x05\x01\x02\x03\x04\x05", 8)},
      {"temporal past the end", column(TYPE_DATE), std::string("\x00\x00\x04\x01", 4)},
      {"string length past the end", column(TYPE_VAR_STRING),
       std::string("\x00\x00\x09"
                   "ab",
                   5)},
      {"trailing bytes", column(TYPE_TINY), std::string("\x00\x00\x01\x02", 4)},
  };
  for (const Case& c : cases) {
    PreparedStatement stmt;
    stmt.columns = {c.col};
    std::string reply =
        frames({binary_column_count(1, false), eof_payload(2), c.row, eof_payload(2)});
    FakeServer server;
    server.send_async(reply);
    Connection conn(server.client_fd, kMariaCaps, 2000);
    QueryReply out;
    EXPECT_EQ(conn.execute(stmt, {}, out), IoStatus::ProtocolError) << c.what;
  }
}

TEST(CodecPrepared, file_request_in_reply_to_execute_is_a_protocol_error) {
  PreparedStatement stmt;
  uint8_t seq = 1;
  FakeServer server;
  server.send_async(frame(seq, "\xFB/etc/passwd"));
  Connection conn(server.client_fd, kMariaCaps, 2000);
  QueryReply out;
  EXPECT_EQ(conn.execute(stmt, {}, out), IoStatus::ProtocolError);
}

// PREPARE and an EXECUTE of the id the statement will get, in one write.
namespace {
// OK, id 7, 1 column, 1 parameter, no warnings, metadata follows
std::string prepare_ok_id7() {
  return frames({std::string("\x00\x07\x00\x00\x00\x01\x00\x01\x00\x00\x00\x00\x01", 13),
                 coldef_payload("?", TYPE_VAR_STRING, true), eof_payload(2),
                 coldef_payload("c", TYPE_LONGLONG, true), eof_payload(2)});
}
std::string execute_rows_5() {
  return frames({binary_column_count(1, false), eof_payload(2),
                 std::string("\x00\x00", 2) + std::string("\x05\0\0\0\0\0\0\0", 8),
                 eof_payload(2)});
}
std::vector<Param> one_int(int64_t v) {
  std::vector<Param> params(1);
  params[0].kind = Param::Kind::Int;
  params[0].i = v;
  return params;
}
}  // namespace

TEST(CodecPrepared, prepare_and_execute_go_together) {
  FakeServer server;
  server.send_async(prepare_ok_id7() + execute_rows_5());
  Connection conn(server.client_fd, kMariaCaps, 2000);
  PreparedStatement stmt;
  Connection::Pipelined outcome = Connection::Pipelined::PrepareFailed;
  QueryReply out;
  ASSERT_EQ(conn.prepare_and_execute("SELECT ? + 1", one_int(4), 7, stmt, &outcome, out),
            IoStatus::Ok)
      << conn.last_error();
  EXPECT_EQ(outcome, Connection::Pipelined::Executed);
  EXPECT_EQ(stmt.id, 7u);
  ASSERT_EQ(out.parts.size(), 1u);
  EXPECT_EQ(out.parts[0].rs.value(0, 0), "5");
  std::string sent = server.received();
  uint8_t s0 = 0, s1 = 0;
  // the EXECUTE names id 7, never 0xFFFFFFFF ("the last prepared")
  std::string execute =
      std::string("\x17\x07\x00\x00\x00\x00\x01\x00\x00\x00\x00\x01\x08\x00", 14) +
      std::string("\x04\0\0\0\0\0\0\0", 8);
  EXPECT_EQ(sent, frame(s0, "\x16SELECT ? + 1") + frame(s1, execute));
}

TEST(CodecPrepared, prepare_and_execute_reports_the_prepares_error) {
  std::string replies =
      frames({err_payload(1461, "42000",
                          "Can't create more than max_prepared_stmt_count statements")}) +
      frames({err_payload(1243, "HY000", "Unknown prepared statement handler")});
  FakeServer server;
  server.send_async(replies);
  Connection conn(server.client_fd, kMariaCaps, 2000);
  PreparedStatement stmt;
  Connection::Pipelined outcome = Connection::Pipelined::Executed;
  QueryReply out;
  ASSERT_EQ(conn.prepare_and_execute("SELECT * FROM t", {}, 3, stmt, &outcome, out), IoStatus::Ok)
      << conn.last_error();
  EXPECT_EQ(outcome, Connection::Pipelined::PrepareFailed);
  EXPECT_TRUE(out.is_error);
  EXPECT_EQ(out.err.code, 1461);
  uint8_t seq = 1;
  server.received();
  server.send_async(frame(seq, ok_payload(2)));
  OkInfo ok;
  bool is_error = true;
  EXPECT_EQ(conn.ping(ok, &is_error, nullptr), IoStatus::Ok) << conn.last_error();  // in step
}

// The statement got another id than expected: the EXECUTE failed for want of a statement, and
// the caller executes the one it has.
TEST(CodecPrepared, prepare_and_execute_under_another_id_executes_nothing) {
  std::string replies =
      prepare_ok_id7() +
      frames({err_payload(1243, "HY000", "Unknown prepared statement handler (6)")});
  FakeServer server;
  server.send_async(replies);
  Connection conn(server.client_fd, kMariaCaps, 2000);
  PreparedStatement stmt;
  Connection::Pipelined outcome = Connection::Pipelined::Executed;
  QueryReply out;
  ASSERT_EQ(conn.prepare_and_execute("SELECT ? + 1", one_int(4), 6, stmt, &outcome, out),
            IoStatus::Ok)
      << conn.last_error();
  EXPECT_EQ(outcome, Connection::Pipelined::PreparedOnly);
  EXPECT_EQ(stmt.id, 7u);
  EXPECT_FALSE(out.is_error);
  EXPECT_TRUE(out.parts.empty());
}

// A server that runs the EXECUTE although its PREPARE failed (as MariaDB does with id
// 0xFFFFFFFF: the previous statement, with these values) or gave the statement another id:
// something nobody asked for ran. The connection must not be used again.
TEST(CodecPrepared, an_execute_that_ran_another_statement_is_a_protocol_error) {
  for (bool prepare_fails : {true, false}) {
    std::string prepare = prepare_fails ? frames({err_payload(1461, "42000", "Can't create more")})
                                        : prepare_ok_id7();
    FakeServer server;
    server.send_async(prepare + frames({ok_payload(2)}));  // "1 row deleted"
    Connection conn(server.client_fd, kMariaCaps, 2000);
    PreparedStatement stmt;
    Connection::Pipelined outcome = Connection::Pipelined::Executed;
    QueryReply out;
    EXPECT_EQ(conn.prepare_and_execute("SELECT ? + 1", one_int(2), 6, stmt, &outcome, out),
              IoStatus::ProtocolError)
        << prepare_fails;
    EXPECT_NE(outcome, Connection::Pipelined::Executed);
  }
}

// ---- replies read in parts (unbuffered results) ----

TEST(CodecStream, rows_come_in_batches_and_the_reply_ends_in_step) {
  uint8_t seq = 1;
  std::string reply = result_set(seq, kMariaCaps, {"a"}, {{"1"}, {"2"}, {"3"}}, 2);
  FakeServer server;
  server.send_async(reply);
  Connection conn(server.client_fd, kMariaCaps, 2000);
  QueryReply out;
  ASSERT_EQ(conn.query("SELECT a", out, nullptr, 1), IoStatus::Ok) << conn.last_error();
  std::string seen;
  for (int batches = 0; batches < 10; batches++) {
    ResultSet& rs = out.parts.at(0).rs;
    for (size_t r = 0; r < rs.row_count; r++) seen += std::string(rs.value(r, 0));
    if (!conn.reading()) break;
    EXPECT_EQ(rs.row_count, 1u);  // a budget of one byte: one row a batch
    rs.drop_rows();
    ASSERT_EQ(conn.read_more(out, 1), IoStatus::Ok) << conn.last_error();
  }
  EXPECT_EQ(seen, "123");
  EXPECT_FALSE(conn.reading());
  EXPECT_EQ(out.parts[0].rs.first_row + out.parts[0].rs.row_count, 3u);
}

TEST(CodecStream, no_command_while_a_reply_is_being_read) {
  uint8_t seq = 1;
  std::string reply = result_set(seq, kMariaCaps, {"a"}, {{"1"}, {"2"}}, 2);
  FakeServer server;
  server.send_async(reply);
  Connection conn(server.client_fd, kMariaCaps, 2000);
  QueryReply out;
  ASSERT_EQ(conn.query("SELECT a", out, nullptr, 1), IoStatus::Ok);
  ASSERT_TRUE(conn.reading());
  QueryReply other;
  EXPECT_EQ(conn.query("SELECT b", other), IoStatus::ProtocolError);
}

TEST(CodecStream, an_error_inside_streamed_rows_keeps_the_set) {
  std::string count = lenenc(1);
  count.push_back('\x01');
  std::string reply =
      frames({count, coldef_payload("a", TYPE_VAR_STRING, true), eof_payload(2), row_payload({"1"}),
              err_payload(1205, "HY000", "Lock wait timeout exceeded")});
  FakeServer server;
  server.send_async(reply);
  Connection conn(server.client_fd, kMariaCaps, 2000);
  QueryReply out;
  ASSERT_EQ(conn.query("SELECT a", out, nullptr, 1 << 20), IoStatus::Ok) << conn.last_error();
  EXPECT_FALSE(conn.reading());
  ASSERT_EQ(out.parts.size(), 1u);  // read whole, the set would be dropped
  EXPECT_EQ(out.parts[0].rs.row_count, 1u);
  EXPECT_TRUE(out.is_error);
  EXPECT_EQ(out.err.code, 1205);
}

TEST(CodecStream, read_whole_keeping_cut_sets_keeps_the_rows_before_the_error) {
  std::string count = lenenc(1);
  count.push_back('\x01');
  std::string reply =
      frames({count, coldef_payload("a", TYPE_VAR_STRING, true), eof_payload(2), row_payload({"1"}),
              err_payload(1242, "21000", "Subquery returns more than 1 row")});
  FakeServer server;
  server.send_async(reply);
  Connection conn(server.client_fd, kMariaCaps, 2000);
  QueryReply out;
  ASSERT_EQ(conn.query("SELECT a", out, nullptr, Connection::kWholeKeepingCutSets), IoStatus::Ok)
      << conn.last_error();
  EXPECT_FALSE(conn.reading());
  ASSERT_EQ(out.parts.size(), 1u);
  EXPECT_FALSE(out.parts[0].rs.complete);
  EXPECT_EQ(out.parts[0].rs.row_count, 1u);
  EXPECT_TRUE(out.is_error);
  EXPECT_EQ(out.err.code, 1242);
}

// mysqli's "b" parameters: typed LONG_BLOB; an inline value when no long data was given, else
// none in the EXECUTE, each piece sent before it as COM_STMT_SEND_LONG_DATA (no reply).
TEST(CodecPrepared, blob_parameters_send_their_pieces_before_the_execute) {
  FakeServer server;
  PreparedStatement stmt;
  stmt.id = 9;
  stmt.params = 3;
  uint8_t seq = 1;
  server.send_async(frame(seq, ok_payload(2)));
  Connection conn(server.client_fd, kMariaCaps, 2000);
  std::vector<std::string_view> pieces = {"abc", "", "de"};
  std::vector<Param> params(3);
  params[0].kind = Param::Kind::Blob;
  params[0].text = "xy";
  params[1].kind = Param::Kind::Int;
  params[1].i = 1;
  params[2].kind = Param::Kind::Blob;
  params[2].pieces = &pieces;
  QueryReply out;
  ASSERT_EQ(conn.execute(stmt, params, out), IoStatus::Ok) << conn.last_error();
  auto long_data = [](const std::string& piece) {
    return std::string("\x18\x09\x00\x00\x00\x02\x00", 7) + piece;  // statement 9, parameter 2
  };
  std::string execute = std::string("\x17\x09\x00\x00\x00\x00\x01\x00\x00\x00", 10) +
                        std::string("\x00", 1) +                             // no NULL
                        std::string("\x01", 1) +                             // types follow
                        std::string("\xfb\x00\x08\x00\xfb\x00", 6) +         // LONG_BLOB, LONGLONG
                        std::string("\x02xy", 3) +                           // the inline blob
                        std::string("\x01\x00\x00\x00\x00\x00\x00\x00", 8);  // then nothing
  uint8_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;
  EXPECT_EQ(server.received(), frame(s0, long_data("abc")) + frame(s1, long_data("")) +
                                   frame(s2, long_data("de")) + frame(s3, execute));
}

// Pipelined with its PREPARE, the pieces go to the id the statement is expected to get.
TEST(CodecPrepared, prepare_and_execute_sends_the_pieces_between_the_two) {
  FakeServer server;
  server.send_async(prepare_ok_id7() + execute_rows_5());
  Connection conn(server.client_fd, kMariaCaps, 2000);
  PreparedStatement stmt;
  Connection::Pipelined outcome = Connection::Pipelined::PrepareFailed;
  QueryReply out;
  std::vector<std::string_view> pieces = {"zz"};
  std::vector<Param> params(1);
  params[0].kind = Param::Kind::Blob;
  params[0].pieces = &pieces;
  ASSERT_EQ(conn.prepare_and_execute("SELECT ?", params, 7, stmt, &outcome, out), IoStatus::Ok)
      << conn.last_error();
  EXPECT_EQ(outcome, Connection::Pipelined::Executed);
  uint8_t s0 = 0, s1 = 0, s2 = 0;
  std::string execute = std::string("\x17\x07\x00\x00\x00\x00\x01\x00\x00\x00\x00\x01\xfb\x00", 14);
  EXPECT_EQ(server.received(), frame(s0, "\x16SELECT ?") +
                                   frame(s1, std::string("\x18\x07\x00\x00\x00\x00\x00zz", 9)) +
                                   frame(s2, execute));
}

}  // namespace
}  // namespace mysqlpool::proto
