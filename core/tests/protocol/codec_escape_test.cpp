// Escaping as the server reads it: backslashes, NO_BACKSLASH_ESCAPES, multi-byte character sets,
// every byte value.
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

// ---- escaping ----

std::string esc(std::string_view in, std::string_view cs = "utf8mb4", uint16_t status = 0) {
  std::string out;
  EXPECT_TRUE(escape_string(in, cs, status, out)) << cs;
  return out;
}

TEST(CodecEscape, backslash_escapes) {
  EXPECT_EQ(esc(std::string("a\0b\nc\rd\\e'f\"g\x1ah", 15)), "a\\0b\\nc\\rd\\\\e\\'f\\\"g\\Zh");
  EXPECT_EQ(esc(""), "");
  EXPECT_EQ(esc("héllo 😀"), "héllo 😀");
  EXPECT_EQ(esc("O'Brien", "LATIN1"), "O\\'Brien");
}

TEST(CodecEscape, no_backslash_escapes_only_doubles_quotes) {
  EXPECT_EQ(esc(std::string("a'b\\c\"d\0\n", 9), "utf8mb4", SERVER_STATUS_NO_BACKSLASH_ESCAPES),
            std::string("a''b\\c\"d\0\n", 10));
}

TEST(CodecEscape, gbk_lead_byte_before_quote_is_escaped_alone) {
  // 0xBF 0x27 is no GBK character; escaping only the quote would make 0xBF 0x5C one and leave
  // the quote bare. The lone lead byte is escaped itself, as libmysql does.
  EXPECT_EQ(esc("\xBF'", "gbk"), "\\\xBF\\'");
  EXPECT_EQ(esc("\xBF' OR 1=1 -- ", "GBK"), "\\\xBF\\' OR 1=1 -- ");
  EXPECT_EQ(esc("\xBF'", "gbk", SERVER_STATUS_NO_BACKSLASH_ESCAPES), "\xBF''");
  EXPECT_EQ(esc("abc\x81", "gbk"), "abc\\\x81");  // lead byte at the end
  // In a byte-safe charset the same bytes are just escaped.
  EXPECT_EQ(esc("\xBF'", "latin1"), "\xBF\\'");
  EXPECT_EQ(esc("\xBF'", "binary"), "\xBF\\'");
}

TEST(CodecEscape, trail_bytes_inside_multi_byte_characters_are_not_escaped) {
  // Valid characters whose second byte is 0x5C ('\\').
  EXPECT_EQ(esc("\x95\x5C'", "gbk"), "\x95\x5C\\'");
  EXPECT_EQ(esc("\xA4\x5C\\", "big5"), "\xA4\x5C\\\\");
  EXPECT_EQ(esc("\x81\x5C'", "sjis"), "\x81\x5C\\'");
  EXPECT_EQ(esc("\x81\x5C'", "cp932"), "\x81\x5C\\'");
  EXPECT_EQ(esc("\xB1", "sjis"), "\xB1");  // half-width katakana: one byte
  EXPECT_EQ(esc("\x81\x5C", "gb18030"), "\x81\x5C");
  EXPECT_EQ(esc("\x81\x30\x81\x30'", "gb18030"), "\x81\x30\x81\x30\\'");
  EXPECT_EQ(esc("\x81\x30\x27", "gb18030"), "\\\x81\x30\\'");
  EXPECT_EQ(esc("\xA1'", "big5"), "\\\xA1\\'");
}

TEST(CodecEscape, unknown_charset_is_refused) {
  std::string out;
  EXPECT_FALSE(escape_string("abc", "utf16", 0, out));
  EXPECT_FALSE(escape_string("abc", "nosuch", 0, out));
}

TEST(CodecEscape, every_byte_value_in_binary) {
  std::string all;
  for (int i = 0; i < 256; ++i) all.push_back(static_cast<char>(i));
  std::string out = esc(all, "binary");
  EXPECT_EQ(out.size(), 256u + 7u);
}

}  // namespace
}  // namespace mysqlpool::proto
