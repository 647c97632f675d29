// The one writer of the protocol's primitives (encoding.h), read back by the one reader, at
// every boundary of a length-encoded integer: a length the manager's handshake once wrote as
// 0xFC + 2 bytes whatever its size (a 65,536-byte auth answer went out corrupted).
#include <gtest/gtest.h>

#include <string>

#include "core/protocol/encoding.h"

using namespace mysqlpool::proto;

namespace {

std::string lenenc(uint64_t n) {
  std::string out;
  wire::put_lenenc(out, n);
  return out;
}

}  // namespace

TEST(WireEncoding, lenenc_has_the_size_of_its_range_at_every_boundary) {
  struct Case {
    uint64_t n;
    size_t size;
    uint8_t first;
  };
  for (const Case& c : {Case{0, 1, 0}, Case{250, 1, 250}, Case{251, 3, 0xFC}, Case{65535, 3, 0xFC},
                        Case{65536, 4, 0xFD}, Case{16777215, 4, 0xFD}, Case{16777216, 9, 0xFE},
                        Case{UINT64_MAX, 9, 0xFE}}) {
    std::string w = lenenc(c.n);
    EXPECT_EQ(w.size(), c.size) << c.n;
    EXPECT_EQ(uint8_t(w[0]), c.first) << c.n;
    wire::Reader r(w);
    uint64_t back = 0;
    EXPECT_TRUE(r.lenenc(back)) << c.n;
    EXPECT_EQ(back, c.n);
    EXPECT_TRUE(r.empty()) << c.n;
  }
}

TEST(WireEncoding, a_lenenc_string_reads_back_whole_past_65535_bytes) {
  for (size_t size : {size_t(250), size_t(251), size_t(65535), size_t(65536), size_t(70000)}) {
    std::string s(size, 'a');
    s.back() = 'z';
    std::string out;
    wire::put_lenenc_str(out, s);
    out += "after";
    wire::Reader r(out);
    std::string_view back;
    ASSERT_TRUE(r.lenenc_str(back)) << size;
    EXPECT_EQ(back, s) << size;
    EXPECT_EQ(r.rest(), "after") << size;
  }
}

TEST(WireEncoding, integers_are_little_endian) {
  std::string out;
  wire::put_u8(out, 0x01);
  wire::put_u16(out, 0x0302);
  wire::put_u24(out, 0x060504);
  wire::put_u32(out, 0x0a090807);
  wire::put_u64(out, 0x1211100f0e0d0c0bull);
  ASSERT_EQ(out.size(), 18u);
  for (size_t i = 0; i < out.size(); i++) EXPECT_EQ(uint8_t(out[i]), i + 1) << i;
  wire::Reader r(out);
  uint8_t a;
  uint16_t b;
  uint32_t c, d;
  ASSERT_TRUE(r.u8(a) && r.u16(b) && r.u24(c) && r.u32(d));
  EXPECT_EQ(a, 0x01);
  EXPECT_EQ(b, 0x0302);
  EXPECT_EQ(c, 0x060504u);
  EXPECT_EQ(d, 0x0a090807u);
}
