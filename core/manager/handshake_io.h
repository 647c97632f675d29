// The manager's own connection phase, its packets and its authentication (handshake.cpp):
// the packet I/O of the connection phase, plain or inside TLS; a bounded reader over one
// packet; the answers of the password plugins it speaks; the exchange from a
// HandshakeResponse, or a COM_CHANGE_USER, to the OK. Every byte read is the server's, and
// untrusted. Internal to core/manager/ (handshake.cpp and handshake_io.cpp).
#pragma once

#include <poll.h>
#include <sys/socket.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <string>

#include "core/common/error.h"
#include "core/common/pool_config.h"
#include "core/manager/tls_client.h"
#include "core/protocol/codec.h"
#include "core/protocol/encoding.h"
#include "core/protocol/tls_records.h"

namespace mysqlpool::handshake {

constexpr size_t kMaxHandshakePacket = 1 << 20;

// *err = code, HY000, message; false.
bool fail(Error* err, unsigned code, const std::string& message);

// Packets of the connection phase, plain or inside TLS, with their sequence ids.
class PacketIo {
 public:
  PacketIo(int fd, uint64_t deadline_ms) : fd_(fd), deadline_ms_(deadline_ms) {}
  void use_tls(proto::TlsStream* tls) { tls_ = tls; }
  uint8_t seq = 0;

  bool write(const std::string& payload, Error* err) {
    std::string packet;
    proto::wire::put_u24(packet, uint32_t(payload.size()));
    proto::wire::put_u8(packet, seq++);
    packet += payload;
    std::string wire;
    if (tls_ && !tls_->seal(packet, &wire))
      return fail(err, 2026, "mysqlpool: TLS: sealing failed");
    const std::string& out = tls_ ? wire : packet;
    for (size_t off = 0; off < out.size();) {
      ssize_t n = send(fd_, out.data() + off, out.size() - off, MSG_NOSIGNAL | MSG_DONTWAIT);
      if (n > 0) {
        off += size_t(n);
      } else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) {
        if (!wait_until(fd_, POLLOUT, deadline_ms_, "handshake", err)) return false;
      } else {
        return fail(err, 2013, std::string("mysqlpool: handshake: send: ") + strerror(errno));
      }
    }
    return true;
  }

  bool read(std::string* payload, Error* err) {
    while (in_.size() < 4 || in_.size() < 4 + length()) {
      if (in_.size() >= 4 && length() > kMaxHandshakePacket)
        return fail(err, 2027,
                    "mysqlpool: handshake: a packet of " + std::to_string(length()) +
                        " bytes from the server");
      if (!receive(err)) return false;
    }
    if (uint8_t(in_[3]) != seq)
      return fail(err, 2027,
                  "mysqlpool: handshake: packet sequence id " + std::to_string(uint8_t(in_[3])) +
                      ", expected " + std::to_string(seq));
    ++seq;
    const size_t n = length();
    payload->assign(in_, 4, n);
    in_.erase(0, 4 + n);
    return true;
  }
  bool drained() const { return in_.empty() && (!tls_ || tls_->idle()); }

 private:
  size_t length() const {
    return size_t(uint8_t(in_[0])) | (size_t(uint8_t(in_[1])) << 8) |
           (size_t(uint8_t(in_[2])) << 16);
  }
  bool receive(Error* err) {
    char buf[16384];
    for (;;) {
      if (tls_) {
        size_t got = 0;
        proto::TlsStatus st = tls_->read(fd_, buf, sizeof buf, &got);
        if (st == proto::TlsStatus::Ok) {
          in_.append(buf, got);
          return true;
        }
        if (st == proto::TlsStatus::Closed)
          return fail(err, 2013, "mysqlpool: handshake: " + tls_->error());
        if (st == proto::TlsStatus::Failed)
          return fail(err, 2026, "mysqlpool: TLS: " + tls_->error());
      } else {
        ssize_t n = recv(fd_, buf, sizeof buf, MSG_DONTWAIT);
        if (n > 0) {
          in_.append(buf, size_t(n));
          return true;
        }
        if (n == 0)
          return fail(err, 2013,
                      "mysqlpool: the server closed the connection during the "
                      "handshake");
        if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
          return fail(err, 2013, std::string("mysqlpool: handshake: recv: ") + strerror(errno));
      }
      if (!wait_until(fd_, POLLIN, deadline_ms_, "handshake", err)) return false;
    }
  }

  int fd_;
  uint64_t deadline_ms_;
  proto::TlsStream* tls_ = nullptr;
  std::string in_;
};

// A reader over one packet: every read checks what is left.
class Cursor {
 public:
  explicit Cursor(const std::string& p) : p_(p) {}
  bool ok() const { return ok_; }
  size_t left() const { return p_.size() - pos_; }
  uint32_t u(size_t bytes) {
    if (!need(bytes)) return 0;
    uint32_t v = 0;
    for (size_t i = 0; i < bytes; i++) v |= uint32_t(uint8_t(p_[pos_ + i])) << (8 * i);
    pos_ += bytes;
    return v;
  }
  std::string bytes(size_t n) {
    if (!need(n)) return "";
    std::string s = p_.substr(pos_, n);
    pos_ += n;
    return s;
  }
  std::string until_nul() {
    size_t end = p_.find('\0', pos_);
    if (end == std::string::npos) end = p_.size();  // some servers end the last one without it
    std::string s = p_.substr(pos_, end - pos_);
    pos_ = end < p_.size() ? end + 1 : end;
    return s;
  }
  std::string rest() { return bytes(left()); }

 private:
  bool need(size_t n) {
    if (ok_ && left() >= n) return true;
    ok_ = false;
    return false;
  }
  const std::string& p_;
  size_t pos_ = 0;
  bool ok_ = true;
};

// How a plugin answers, by its name: false with *err for a plugin this path does not speak.
struct Auth {
  const PoolKey& key;
  bool tls;
  std::string plugin;
  std::string scramble;

  bool first_answer(std::string* out, Error* err) const;
  // The password itself: in clear inside TLS, else encrypted with the configured key.
  bool full_answer(std::string* out, Error* err) const;
};

// The server's ERR during the connection phase as *err; false.
bool server_error(const std::string& packet, Error* err);

// From the HandshakeResponse (or COM_CHANGE_USER) to the OK: auth switches and the plugins'
// extra rounds. *status: the OK's status flags.
bool authenticate(PacketIo& io, Auth& auth, const proto::Capabilities& caps, uint16_t* status,
                  Error* err);

}  // namespace mysqlpool::handshake
