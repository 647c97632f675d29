// The protocol's primitives: bounds-checked reading from one packet payload (Reader: every
// read checks the remaining length first, so a hostile length can only make a read fail, never
// run past the payload), and the one writer of them (put_*), used by the codec, prepared
// statements and the manager's handshake.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace mysqlpool::proto::wire {

constexpr size_t kMaxFragment = 0xFFFFFF;  // a payload of this size continues in the next packet
constexpr size_t kHeaderSize = 4;

class Reader {
 public:
  explicit Reader(std::string_view payload)
      : p_(reinterpret_cast<const uint8_t*>(payload.data())), end_(p_ + payload.size()) {}

  size_t remaining() const { return static_cast<size_t>(end_ - p_); }
  bool empty() const { return p_ == end_; }
  const char* pos() const { return reinterpret_cast<const char*>(p_); }

  bool u8(uint8_t& v) {
    if (p_ == end_) return false;
    v = *p_++;
    return true;
  }
  bool u16(uint16_t& v) {
    if (remaining() < 2) return false;
    v = static_cast<uint16_t>(p_[0] | (p_[1] << 8));
    p_ += 2;
    return true;
  }
  bool u24(uint32_t& v) {
    if (remaining() < 3) return false;
    v = p_[0] | (uint32_t{p_[1]} << 8) | (uint32_t{p_[2]} << 16);
    p_ += 3;
    return true;
  }
  bool u32(uint32_t& v) {
    if (remaining() < 4) return false;
    v = p_[0] | (uint32_t{p_[1]} << 8) | (uint32_t{p_[2]} << 16) | (uint32_t{p_[3]} << 24);
    p_ += 4;
    return true;
  }
  bool skip(size_t n) {
    if (remaining() < n) return false;
    p_ += n;
    return true;
  }
  bool bytes(size_t n, std::string_view& v) {
    if (remaining() < n) return false;
    v = std::string_view(pos(), n);
    p_ += n;
    return true;
  }
  std::string_view rest() {
    std::string_view v(pos(), remaining());
    p_ = end_;
    return v;
  }

  // Length-encoded integer. 0xFB (NULL marker) and 0xFF (ERR) are not integers here.
  bool lenenc(uint64_t& v) {
    if (p_ == end_) return false;
    uint8_t first = *p_;
    if (first < 0xFB) {
      v = first;
      ++p_;
      return true;
    }
    size_t n;
    switch (first) {
      case 0xFC:
        n = 2;
        break;
      case 0xFD:
        n = 3;
        break;
      case 0xFE:
        n = 8;
        break;
      default:
        return false;
    }
    if (remaining() < n + 1) return false;
    uint64_t x = 0;
    for (size_t i = n; i > 0; --i) x = (x << 8) | p_[i];
    v = x;
    p_ += n + 1;
    return true;
  }
  bool lenenc_str(std::string_view& v) {
    const uint8_t* save = p_;
    uint64_t n;
    if (!lenenc(n) || n > remaining()) {
      p_ = save;
      return false;
    }
    v = std::string_view(pos(), static_cast<size_t>(n));
    p_ += n;
    return true;
  }

 private:
  const uint8_t* p_;
  const uint8_t* end_;
};

inline void put_u24(uint8_t* out, uint32_t v) {
  out[0] = static_cast<uint8_t>(v);
  out[1] = static_cast<uint8_t>(v >> 8);
  out[2] = static_cast<uint8_t>(v >> 16);
}

// Appends `bytes` bytes of v, least significant first.
inline void put_le(std::string& out, uint64_t v, int bytes) {
  for (int i = 0; i < bytes; i++)
    out.push_back(static_cast<char>(static_cast<uint8_t>(v >> (8 * i))));
}
inline void put_u8(std::string& out, uint8_t v) { out.push_back(static_cast<char>(v)); }
inline void put_u16(std::string& out, uint16_t v) { put_le(out, v, 2); }
inline void put_u24(std::string& out, uint32_t v) { put_le(out, v, 3); }
inline void put_u32(std::string& out, uint32_t v) { put_le(out, v, 4); }
inline void put_u64(std::string& out, uint64_t v) { put_le(out, v, 8); }

// Length-encoded integer: 1 byte below 0xFB, else 0xFC + 2, 0xFD + 3 or 0xFE + 8 bytes.
inline void put_lenenc(std::string& out, uint64_t n) {
  if (n < 0xFB) {
    put_u8(out, static_cast<uint8_t>(n));
  } else if (n <= 0xFFFF) {
    put_u8(out, 0xFC);
    put_le(out, n, 2);
  } else if (n <= 0xFFFFFF) {
    put_u8(out, 0xFD);
    put_le(out, n, 3);
  } else {
    put_u8(out, 0xFE);
    put_le(out, n, 8);
  }
}
inline void put_lenenc_str(std::string& out, std::string_view s) {
  put_lenenc(out, s.size());
  out.append(s.data(), s.size());
}

}  // namespace mysqlpool::proto::wire
