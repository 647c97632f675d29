// Test helpers for the codec: building server packets and a fake server on a socketpair.
#pragma once

#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "core/protocol/codec.h"

namespace mysqlpool::proto::testing {

inline std::string unhex(std::string_view hex) {
  std::string out;
  for (size_t i = 0; i + 1 < hex.size(); i += 2) {
    out.push_back(static_cast<char>(std::stoi(std::string(hex.substr(i, 2)), nullptr, 16)));
  }
  return out;
}

inline std::string lenenc(uint64_t n) {
  std::string s;
  if (n < 0xFB) {
    s.push_back(static_cast<char>(n));
  } else if (n <= 0xFFFF) {
    s.push_back(static_cast<char>(0xFC));
    for (int i = 0; i < 2; ++i) s.push_back(static_cast<char>(n >> (8 * i)));
  } else if (n <= 0xFFFFFF) {
    s.push_back(static_cast<char>(0xFD));
    for (int i = 0; i < 3; ++i) s.push_back(static_cast<char>(n >> (8 * i)));
  } else {
    s.push_back(static_cast<char>(0xFE));
    for (int i = 0; i < 8; ++i) s.push_back(static_cast<char>(n >> (8 * i)));
  }
  return s;
}
inline std::string lstr(std::string_view v) { return lenenc(v.size()) + std::string(v); }
inline std::string u16le(uint16_t v) {
  return std::string{static_cast<char>(v & 0xFF), static_cast<char>(v >> 8)};
}

// Frames a payload starting at sequence id `seq` (advanced), splitting at 0xFFFFFF.
inline std::string frame(uint8_t& seq, std::string_view payload) {
  std::string out;
  size_t off = 0;
  for (;;) {
    size_t len = std::min<size_t>(payload.size() - off, 0xFFFFFF);
    out.push_back(static_cast<char>(len & 0xFF));
    out.push_back(static_cast<char>((len >> 8) & 0xFF));
    out.push_back(static_cast<char>((len >> 16) & 0xFF));
    out.push_back(static_cast<char>(seq++));
    out.append(payload.substr(off, len));
    off += len;
    if (len < 0xFFFFFF) return out;
  }
}

inline std::string ok_payload(uint16_t status, uint64_t affected = 0, uint64_t insert_id = 0,
                              uint16_t warnings = 0, std::string_view info = {},
                              std::optional<std::string> session_block = std::nullopt,
                              uint8_t header = 0x00) {
  std::string p(1, static_cast<char>(header));
  p += lenenc(affected) + lenenc(insert_id) + u16le(status) + u16le(warnings);
  p += lstr(info);
  if (session_block) p += lstr(*session_block);
  return p;
}
inline std::string err_payload(uint16_t code, std::string_view state, std::string_view msg) {
  std::string p = "\xFF" + u16le(code);
  if (!state.empty()) p += "#" + std::string(state);
  return p + std::string(msg);
}
inline std::string eof_payload(uint16_t status, uint16_t warnings = 0) {
  return "\xFE" + u16le(warnings) + u16le(status);
}
inline std::string coldef_payload(std::string_view name, uint8_t type, bool extended_metadata,
                                  uint16_t charset = 63, uint16_t flags = 0) {
  std::string p = lstr("def") + lstr("db") + lstr("t") + lstr("t") + lstr(name) + lstr(name);
  if (extended_metadata) p += lstr("");
  p += "\x0c" + u16le(charset) + std::string("\x0b\x00\x00\x00", 4) +
       std::string(1, static_cast<char>(type)) + u16le(flags) + std::string(3, '\0');
  return p;
}
inline std::string row_payload(const std::vector<std::optional<std::string>>& fields) {
  std::string p;
  for (const auto& f : fields) p += f ? lstr(*f) : std::string("\xFB");
  return p;
}

// A whole text result set as the server frames it, starting at seq 1.
inline std::string result_set(uint8_t& seq, const Capabilities& caps,
                              const std::vector<std::string>& names,
                              const std::vector<std::vector<std::optional<std::string>>>& rows,
                              uint16_t status) {
  const bool ext = caps.mariadb & MARIADB_CLIENT_EXTENDED_METADATA;
  const bool deprecate_eof = caps.client & CLIENT_DEPRECATE_EOF;
  std::string count = lenenc(names.size());
  if (caps.mariadb & MARIADB_CLIENT_CACHE_METADATA) count.push_back('\x01');
  std::string out = frame(seq, count);
  for (const auto& n : names) out += frame(seq, coldef_payload(n, TYPE_VAR_STRING, ext, 33));
  if (!deprecate_eof) out += frame(seq, eof_payload(status & ~SERVER_MORE_RESULTS_EXISTS));
  for (const auto& r : rows) out += frame(seq, row_payload(r));
  out += deprecate_eof ? frame(seq, ok_payload(status, 0, 0, 0, {}, std::nullopt, 0xFE))
                       : frame(seq, eof_payload(status));
  return out;
}

// The other end of the client's socket. Replies are written from a thread so that replies
// larger than the socket buffer work; requests are read on demand.
class FakeServer {
 public:
  FakeServer() {
    int fds[2];
    EXPECT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, fds));
    client_fd = fds[0];
    server_fd_ = fds[1];
  }
  ~FakeServer() {
    join();
    close(client_fd);
    if (server_fd_ >= 0) close(server_fd_);
  }
  void send_async(std::string bytes, bool close_after = false) {
    join();
    writer_ = std::thread([this, bytes = std::move(bytes), close_after] {
      size_t off = 0;
      while (off < bytes.size()) {
        ssize_t n = send(server_fd_, bytes.data() + off, bytes.size() - off, MSG_NOSIGNAL);
        if (n <= 0) break;
        off += static_cast<size_t>(n);
      }
      if (close_after) shutdown(server_fd_, SHUT_WR);
    });
  }
  void join() {
    if (writer_.joinable()) writer_.join();
  }
  // Everything the client has written so far (waits briefly for the first byte).
  std::string received(int wait_ms = 200) {
    std::string out;
    char buf[65536];
    pollfd p{server_fd_, POLLIN, 0};
    while (poll(&p, 1, out.empty() ? wait_ms : 0) > 0) {
      ssize_t n = recv(server_fd_, buf, sizeof buf, MSG_DONTWAIT);
      if (n <= 0) break;
      out.append(buf, static_cast<size_t>(n));
    }
    return out;
  }
  void close_server() {
    join();
    close(server_fd_);
    server_fd_ = -1;
  }
  int server_fd() const { return server_fd_; }

  int client_fd = -1;

 private:
  int server_fd_ = -1;
  std::thread writer_;
};

// What Connector/C negotiates with MariaDB 10.11 (see docs/MYSQL-NOTES.md, "Capabilities").
inline const Capabilities kMariaCaps{0xbea28c, 0x1d};
inline const Capabilities kPlainCaps{
    CLIENT_PROTOCOL_41 | CLIENT_TRANSACTIONS | CLIENT_MULTI_RESULTS | CLIENT_SESSION_TRACK, 0};
inline const Capabilities kDeprecateEofCaps{kPlainCaps.client | CLIENT_DEPRECATE_EOF, 0};

}  // namespace mysqlpool::proto::testing
