// The codec's single-packet parsers (OK, ERR, column definitions), on recorded and constructed
// packets.
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

// ---- single-packet parsers ----

TEST(CodecParse, ok_with_state_change_recorded) {
  std::string reply = unhex(kSetVarReply);
  OkInfo ok;
  ASSERT_TRUE(parse_ok(std::string_view(reply).substr(4), kMariaCaps, ok));
  EXPECT_EQ(ok.status, SERVER_SESSION_STATE_CHANGED | SERVER_STATUS_AUTOCOMMIT);
  EXPECT_EQ(ok.warnings, 0);
  ASSERT_EQ(ok.session.size(), 1u);
  EXPECT_EQ(ok.session[0].type, SessionTrackType::StateChange);
  EXPECT_EQ(ok.session[0].name, "1");
}

TEST(CodecParse, ok_with_all_session_track_types) {
  std::string block;
  block += '\x00' + lstr(lstr("autocommit") + lstr("OFF"));
  block += '\x01' + lstr(lstr("otherdb"));
  block += '\x02' + lstr("1");  // StateChange data is not wrapped again
  block += '\x05' + lstr(lstr("T___W___"));
  block += '\x04' + lstr(lstr("START TRANSACTION READ ONLY;"));
  block += '\x03' + lstr(std::string("\x00", 1) + lstr("0-1-2"));
  block += '\x63' + lstr("future tracker");  // unknown: skipped
  std::string p = ok_payload(SERVER_SESSION_STATE_CHANGED | SERVER_STATUS_IN_TRANS, 300, 70000, 2,
                             "Rows matched: 1", block);
  OkInfo ok;
  ASSERT_TRUE(parse_ok(p, kPlainCaps, ok));
  EXPECT_EQ(ok.affected_rows, 300u);
  EXPECT_EQ(ok.last_insert_id, 70000u);
  EXPECT_EQ(ok.warnings, 2);
  EXPECT_EQ(ok.info, "Rows matched: 1");
  ASSERT_EQ(ok.session.size(), 6u);
  EXPECT_EQ(ok.session[0].type, SessionTrackType::SystemVariables);
  EXPECT_EQ(ok.session[0].name, "autocommit");
  EXPECT_EQ(ok.session[0].value, "OFF");
  EXPECT_EQ(ok.session[1].type, SessionTrackType::Schema);
  EXPECT_EQ(ok.session[1].name, "otherdb");
  EXPECT_EQ(ok.session[2].type, SessionTrackType::StateChange);
  EXPECT_EQ(ok.session[2].name, "1");
  EXPECT_EQ(ok.session[3].type, SessionTrackType::TransactionState);
  EXPECT_EQ(ok.session[3].name, "T___W___");
  EXPECT_EQ(ok.session[4].type, SessionTrackType::TransactionCharacteristics);
  EXPECT_EQ(ok.session[4].name, "START TRANSACTION READ ONLY;");
  EXPECT_EQ(ok.session[5].type, SessionTrackType::Gtids);
  EXPECT_EQ(ok.session[5].name, std::string("\x00", 1) + lstr("0-1-2"));
}

TEST(CodecParse, ok_without_session_track_capability_takes_info_as_rest) {
  std::string p = std::string("\x00\x01\x00", 3) + u16le(2) + u16le(0) + "Records: 1";
  OkInfo ok;
  ASSERT_TRUE(parse_ok(p, Capabilities{CLIENT_PROTOCOL_41, 0}, ok));
  EXPECT_EQ(ok.affected_rows, 1u);
  EXPECT_EQ(ok.info, "Records: 1");
  // Session track negotiated but the server ended after the status: still valid.
  std::string short_ok = std::string("\x00\x00\x00", 3) + u16le(2) + u16le(0);
  ASSERT_TRUE(parse_ok(short_ok, kPlainCaps, ok));
  EXPECT_EQ(ok.status, 2);
}

TEST(CodecParse, ok_rejects_truncations_and_bad_lengths) {
  std::string block = '\x00' + lstr(lstr("autocommit") + lstr("OFF"));
  std::string p = ok_payload(SERVER_SESSION_STATE_CHANGED, 1, 2, 0, "info", block);
  OkInfo ok;
  ASSERT_TRUE(parse_ok(p, kPlainCaps, ok));
  // Cutting the packet anywhere inside a field must fail (cuts exactly after the status words
  // or after the info are legal short OKs).
  for (size_t len = 0; len < p.size(); ++len) {
    std::string cut = p.substr(0, len);
    bool parsed = parse_ok(cut, kPlainCaps, ok);
    EXPECT_EQ(parsed, len == 7 || len == 12) << "length " << len;
  }
  // Session entry whose inner lenenc overruns its entry.
  std::string bad_entry = ok_payload(SERVER_SESSION_STATE_CHANGED, 0, 0, 0, "",
                                     '\x01' + lstr("\x09"
                                                   "abc"));
  EXPECT_FALSE(parse_ok(bad_entry, kPlainCaps, ok));
  // lenenc prefix 0xFF is not a length.
  EXPECT_FALSE(parse_ok(std::string("\x00\xFF\x00\x00\x00\x00\x00", 7), kPlainCaps, ok));
  EXPECT_FALSE(parse_ok("\x01", kPlainCaps, ok));
}

TEST(CodecParse, err_with_and_without_sqlstate) {
  std::string reply = unhex(kSyntaxErrorReply);
  Error err;
  ASSERT_TRUE(parse_err(std::string_view(reply).substr(4), err));
  EXPECT_EQ(err.code, 1064);
  EXPECT_EQ(err.sqlstate, "42000");
  EXPECT_EQ(err.message.rfind("You have an error in your SQL syntax", 0), 0u);

  ASSERT_TRUE(parse_err(err_payload(1040, "", "Too many connections"), err));
  EXPECT_EQ(err.code, 1040);
  EXPECT_EQ(err.sqlstate, "HY000");
  EXPECT_EQ(err.message, "Too many connections");

  EXPECT_FALSE(parse_err("\xFF\x01", err));
  EXPECT_FALSE(parse_err(std::string("\xFF\x01\x02#42S0", 7), err));
  EXPECT_FALSE(parse_err("\x00\x01\x02", err));
  ASSERT_TRUE(parse_err(std::string("\xFF\x01\x02#42S02", 9), err));
  EXPECT_EQ(err.sqlstate, "42S02");
  EXPECT_EQ(err.message, "");
}

TEST(CodecParse, column_def_with_and_without_extended_metadata) {
  ColumnDef col;
  std::string plain = coldef_payload("id", TYPE_LONG, false, 63, NOT_NULL_FLAG | PRI_KEY_FLAG);
  ASSERT_TRUE(parse_column_def(plain, kPlainCaps, col));
  EXPECT_EQ(col.name, "id");
  EXPECT_EQ(col.schema, "db");
  EXPECT_EQ(col.table, "t");
  EXPECT_EQ(col.type, TYPE_LONG);
  EXPECT_EQ(col.charset, 63);
  EXPECT_EQ(col.length, 11u);
  EXPECT_EQ(col.flags, NOT_NULL_FLAG | PRI_KEY_FLAG);

  std::string ext = lstr("def") + lstr("db") + lstr("t") + lstr("t") + lstr("doc") + lstr("doc") +
                    lstr(std::string("\x01\x04json", 6)) + "\x0c" + u16le(45) +
                    std::string("\xff\xff\xff\xff", 4) + "\xfc" + u16le(BLOB_FLAG) +
                    std::string(3, '\0');
  ASSERT_TRUE(parse_column_def(ext, kMariaCaps, col));
  EXPECT_EQ(col.name, "doc");
  EXPECT_EQ(col.type, TYPE_BLOB);
  EXPECT_EQ(col.length, 0xFFFFFFFFu);
  EXPECT_EQ(col.flags, BLOB_FLAG);
  // The same bytes read without the capability misparse and must be rejected, not trusted.
  EXPECT_FALSE(parse_column_def(plain, kMariaCaps, col));

  for (size_t len = 0; len + 2 < plain.size(); ++len) {
    EXPECT_FALSE(parse_column_def(plain.substr(0, len), kPlainCaps, col)) << len;
  }
  std::string overlong = plain;
  overlong[0] = '\x20';  // "def" length says 32
  EXPECT_FALSE(parse_column_def(overlong, kPlainCaps, col));
}

}  // namespace
}  // namespace mysqlpool::proto
