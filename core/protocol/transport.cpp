// Packet framing over the shared socket: buffered reads with poll() timeouts, sequence-id and
// size checks, reassembly of split payloads, and splitting of large outgoing payloads.
//
// The fd's O_NONBLOCK flag belongs to every process holding it, so it is never touched here:
// each recv/send is made non-blocking with MSG_DONTWAIT and waiting is done with poll().
#include <poll.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <time.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <climits>
#include <cstring>
#include <vector>

#include "core/common/clock.h"
#include "core/protocol/codec.h"
#include "core/protocol/codec_internal.h"
#include "core/protocol/encoding.h"

namespace mysqlpool::proto {

namespace {

constexpr size_t kReadChunk = 64 * 1024;
// Past a big reply, give the memory back rather than keeping it for the connection's life.
constexpr size_t kKeepBufferBytes = 1024 * 1024;

std::string errno_text(const char* what, int err) {
  return std::string(what) + ": " + std::strerror(err);
}

// One read buffer of kReadChunk bytes kept by the process for its next Connection: a PHP
// request makes a handle, whose Connection reads, and ends it, so without it every request
// allocates and frees 64 KiB (out of malloc's small caches). Exchanged atomically: any thread
// may end a Connection.
std::atomic<char*> g_spare_buffer{nullptr};

std::unique_ptr<char[]> take_read_buffer(size_t cap) {
  if (cap == kReadChunk) {
    if (char* spare = g_spare_buffer.exchange(nullptr)) return std::unique_ptr<char[]>(spare);
  }
  return std::unique_ptr<char[]>(new char[cap]);
}

}  // namespace

Connection::Connection(int fd, Capabilities caps, int read_timeout_ms, size_t max_packet)
    : fd_(fd), caps_(caps), read_timeout_ms_(read_timeout_ms), max_packet_(max_packet) {}

Connection::~Connection() {
  if (rbuf_ && rcap_ == kReadChunk) delete[] g_spare_buffer.exchange(rbuf_.release());
}

void Connection::rebind(int fd, Capabilities caps, int read_timeout_ms, TlsStream* tls) {
  fd_ = fd;
  tls_ = tls;
  caps_ = caps;
  read_timeout_ms_ = read_timeout_ms;
  rpos_ = rend_ = 0;
  seq_ = 0;
  reply_pending_ = false;
  broken_ = false;
  reading_ = Reading();
  last_error_.clear();
  // Don't keep the memory of one huge reply for the rest of the process.
  constexpr size_t kKeep = size_t(1) << 20;
  if (rcap_ > kKeep) {
    rbuf_.reset();
    rcap_ = 0;
  }
  if (big_.capacity() > kKeep) std::string().swap(big_);
  if (sealed_.capacity() > kKeep) std::string().swap(sealed_);
}

IoStatus Connection::fail(IoStatus s, std::string msg) {
  last_error_ = std::move(msg);
  broken_ = true;
  return s;
}

IoStatus Connection::wait_fd(short events) {
  const int64_t deadline = read_timeout_ms_ >= 0 ? int64_t(monotonic_ms()) + read_timeout_ms_ : 0;
  int timeout = read_timeout_ms_;
  for (;;) {
    pollfd pfd{fd_, events, 0};
    int rc = poll(&pfd, 1, timeout);
    if (rc > 0) return IoStatus::Ok;  // readiness, HUP or ERR: the next recv/send tells which
    if (rc == 0) {
      return fail(IoStatus::Timeout, "no reply within " + std::to_string(read_timeout_ms_) + " ms");
    }
    if (errno != EINTR) return fail(IoStatus::SystemError, errno_text("poll", errno));
    if (read_timeout_ms_ >= 0) {
      int64_t left = deadline - int64_t(monotonic_ms());
      timeout = left > 0 ? static_cast<int>(left) : 0;
    }
  }
}

IoStatus Connection::begin_command(uint8_t command, std::string_view arg) {
  if (broken_) {
    last_error_ = "connection unusable after an earlier failure: " + last_error_;
    return IoStatus::ProtocolError;
  }
  if (rpos_ != rend_ || (tls_ && !tls_->idle())) {
    return fail(IoStatus::ProtocolError, "unread bytes from the server before a command");
  }
  if (reading_.active) {
    return fail(IoStatus::ProtocolError, "a command while a reply is still being read");
  }
  seq_ = 0;
  const std::string_view pieces[2] = {std::string_view(reinterpret_cast<const char*>(&command), 1),
                                      arg};
  IoStatus st = write_payload(pieces, 2);
  reply_pending_ = st == IoStatus::Ok;
  return st;
}

IoStatus Connection::write_payload(const std::string_view* pieces, size_t count) {
  size_t total = 0;
  for (size_t i = 0; i < count; ++i) total += pieces[i].size();
  // A payload that is an exact multiple of the fragment size (including 0) ends with an empty
  // fragment, so the receiver knows it is complete.
  const size_t fragments = total / wire::kMaxFragment + 1;

  // One fragment (the usual case) needs 1 header + at most `count` slices.
  uint8_t header_small[4];
  iovec iov_small[8];
  std::vector<uint8_t> header_big;
  std::vector<iovec> iov_big;
  uint8_t* headers = header_small;
  iovec* iov = iov_small;
  const size_t max_iov = fragments * (count + 1);
  if (fragments > 1 || max_iov > 8) {
    header_big.resize(fragments * 4);
    iov_big.resize(max_iov);
    headers = header_big.data();
    iov = iov_big.data();
  }

  // A payload sent with sequence id 0 starts a command: its first byte says which.
  if (seq_ == 0 && total > 0) {
    size_t first = 0;
    while (pieces[first].empty()) ++first;
    const uint8_t command = static_cast<uint8_t>(pieces[first][0]);
    if (command < 32) ++counters_.commands[command];
  }
  counters_.packets_sent += fragments;
  counters_.bytes_sent += total + fragments * wire::kHeaderSize;

  size_t n_iov = 0;
  size_t piece = 0, piece_off = 0;
  size_t left = total;
  for (size_t f = 0; f < fragments; ++f) {
    const size_t len = std::min(left, wire::kMaxFragment);
    uint8_t* h = headers + f * 4;
    wire::put_u24(h, static_cast<uint32_t>(len));
    h[3] = seq_++;
    iov[n_iov++] = iovec{h, 4};
    size_t need = len;
    while (need > 0) {
      while (piece_off == pieces[piece].size()) {
        ++piece;
        piece_off = 0;
      }
      size_t take = std::min(need, pieces[piece].size() - piece_off);
      iov[n_iov++] = iovec{const_cast<char*>(pieces[piece].data() + piece_off), take};
      piece_off += take;
      need -= take;
    }
    left -= len;
  }

  return tls_ ? send_sealed(iov, n_iov) : send_all(iov, n_iov);
}

// TLS: the packets' bytes sealed into records where they lie, sent as one buffer.
IoStatus Connection::send_sealed(const iovec* iov, size_t n_iov) {
  sealed_.clear();
  if (!tls_->seal(iov, n_iov, &sealed_))
    return fail(IoStatus::SystemError,
                "TLS: " + (tls_->error().empty() ? "sealing a record failed" : tls_->error()));
  iovec one{sealed_.data(), sealed_.size()};
  IoStatus st = send_all(&one, 1);
  if (sealed_.capacity() > kKeepBufferBytes) std::string().swap(sealed_);
  return st;
}

IoStatus Connection::send_all(const iovec* iov_in, size_t n_iov) {
  iovec small[8];
  std::vector<iovec> big;
  iovec* iov = small;
  if (n_iov > 8) {
    big.assign(iov_in, iov_in + n_iov);
    iov = big.data();
  } else {
    std::copy(iov_in, iov_in + n_iov, small);
  }
  size_t first = 0;
  while (first < n_iov) {
    msghdr msg{};
    msg.msg_iov = iov + first;
    msg.msg_iovlen = std::min<size_t>(n_iov - first, IOV_MAX);
    ssize_t sent = sendmsg(fd_, &msg, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (sent < 0) {
      if (errno == EINTR) continue;
      if (errno == EAGAIN || errno == EWOULDBLOCK) {
        IoStatus st = wait_fd(POLLOUT);
        if (st != IoStatus::Ok) return st;
        continue;
      }
      if (errno == EPIPE || errno == ECONNRESET) {
        return fail(IoStatus::Closed, errno_text("send", errno));
      }
      return fail(IoStatus::SystemError, errno_text("send", errno));
    }
    size_t done = static_cast<size_t>(sent);
    while (first < n_iov && done >= iov[first].iov_len) {
      done -= iov[first].iov_len;
      ++first;
    }
    if (done > 0) {
      iov[first].iov_base = static_cast<char*>(iov[first].iov_base) + done;
      iov[first].iov_len -= done;
    }
  }
  return IoStatus::Ok;
}

IoStatus Connection::fill(size_t n) {
  if (rend_ - rpos_ >= n) return IoStatus::Ok;
  if (rpos_ == rend_) rpos_ = rend_ = 0;
  if (rcap_ < n || rcap_ < kReadChunk) {
    size_t cap = std::max({n, kReadChunk, rcap_});
    std::unique_ptr<char[]> bigger = take_read_buffer(cap);
    if (rend_ > rpos_) std::memcpy(bigger.get(), rbuf_.get() + rpos_, rend_ - rpos_);
    rend_ -= rpos_;
    rpos_ = 0;
    rbuf_ = std::move(bigger);
    rcap_ = cap;
  } else if (rcap_ - rpos_ < n || (rpos_ > 0 && rcap_ - rend_ < kReadChunk / 4)) {
    // Slide the partial packet to the front so the next recv can be a big one.
    std::memmove(rbuf_.get(), rbuf_.get() + rpos_, rend_ - rpos_);
    rend_ -= rpos_;
    rpos_ = 0;
  }
  while (rend_ - rpos_ < n) {
    // The reply to a command just sent is rarely there yet. Without a read timeout, one
    // blocking recv waits for it (a command costs a send and a recv); with one, poll first
    // saves a recv that would find nothing. A blocking recv returns early only on a signal or
    // at a SO_RCVTIMEO the manager's libmariadb set (EINTR, EAGAIN): then poll as usual.
    bool block = false;
    if (reply_pending_) {
      reply_pending_ = false;
      if (read_timeout_ms_ < 0) {
        block = true;
      } else {
        IoStatus st = wait_fd(POLLIN);
        if (st != IoStatus::Ok) return st;
      }
    }
    IoStatus st = receive_some(block);
    if (st != IoStatus::Ok) {
      if (st == IoStatus::Closed && last_error_.empty())
        last_error_ = "server closed the connection (" + std::to_string(rend_ - rpos_) + " of " +
                      std::to_string(n) + " bytes received)";
      return st;
    }
  }
  return IoStatus::Ok;
}

IoStatus Connection::receive_some(bool block) {
  for (;;) {
    const int flags = block ? 0 : MSG_DONTWAIT;
    block = false;  // once: after a signal or a timeout, poll as usual
    if (tls_) {
      size_t got = 0;
      switch (tls_->read(fd_, rbuf_.get() + rend_, rcap_ - rend_, &got, flags)) {
        case TlsStatus::Ok:
          rend_ += got;
          return IoStatus::Ok;
        case TlsStatus::WouldBlock: {
          IoStatus st = wait_fd(POLLIN);
          if (st != IoStatus::Ok) return st;
          continue;
        }
        case TlsStatus::Closed:
          return fail(IoStatus::Closed, tls_->error());
        case TlsStatus::Failed:
          return fail(IoStatus::ProtocolError, "TLS: " + tls_->error());
      }
    }
    ssize_t got = recv(fd_, rbuf_.get() + rend_, rcap_ - rend_, flags);
    if (got > 0) {
      rend_ += static_cast<size_t>(got);
      return IoStatus::Ok;
    }
    if (got == 0) {
      last_error_.clear();
      broken_ = true;
      return IoStatus::Closed;
    }
    if (errno == EINTR) continue;
    if (errno == EAGAIN || errno == EWOULDBLOCK) {
      IoStatus st = wait_fd(POLLIN);
      if (st != IoStatus::Ok) return st;
      continue;
    }
    if (errno == ECONNRESET) return fail(IoStatus::Closed, errno_text("recv", errno));
    return fail(IoStatus::SystemError, errno_text("recv", errno));
  }
}

IoStatus Connection::read_packet(std::string_view& payload) {
  size_t total = 0;
  bool split = false;
  for (;;) {
    IoStatus st = fill(wire::kHeaderSize);
    if (st != IoStatus::Ok) return st;
    const auto* h = reinterpret_cast<const uint8_t*>(rbuf_.get() + rpos_);
    const size_t len = h[0] | (size_t{h[1]} << 8) | (size_t{h[2]} << 16);
    if (h[3] != seq_) {
      return fail(IoStatus::ProtocolError, "packet sequence id " + std::to_string(h[3]) +
                                               ", expected " + std::to_string(seq_));
    }
    if (len > max_packet_ - total) {  // total <= max_packet_ holds here
      return fail(IoStatus::ProtocolError, "packet of " + std::to_string(total + len) +
                                               " bytes exceeds max_packet " +
                                               std::to_string(max_packet_));
    }
    ++seq_;
    st = fill(wire::kHeaderSize + len);
    if (st != IoStatus::Ok) return st;
    ++counters_.packets_received;
    counters_.bytes_received += wire::kHeaderSize + len;
    const char* data = rbuf_.get() + rpos_ + wire::kHeaderSize;
    rpos_ += wire::kHeaderSize + len;
    total += len;
    if (!split && len < wire::kMaxFragment) {
      payload = std::string_view(data, len);
      return IoStatus::Ok;
    }
    if (!split) {
      big_.clear();
      split = true;
    }
    big_.append(data, len);
    if (len < wire::kMaxFragment) {
      payload = big_;
      return IoStatus::Ok;
    }
  }
}

IoStatus Connection::read_reply_packet(std::string_view& payload) {
  for (;;) {
    IoStatus st = read_packet(payload);
    if (st != IoStatus::Ok) return st;
    if (payload.empty()) return fail(IoStatus::ProtocolError, "empty reply packet");
    if (!detail::is_progress_packet(payload)) return IoStatus::Ok;
  }
}

IoStatus Connection::finish_reply() {
  if (tls_ && !tls_->idle()) {
    return fail(IoStatus::ProtocolError, "unexpected TLS records after the reply");
  }
  if (rpos_ != rend_) {
    return fail(IoStatus::ProtocolError,
                std::to_string(rend_ - rpos_) + " unexpected bytes after the reply");
  }
  rpos_ = rend_ = 0;
  if (rcap_ > kKeepBufferBytes) {
    rbuf_.reset();
    rcap_ = 0;
  }
  if (big_.capacity() > kKeepBufferBytes) std::string().swap(big_);
  return IoStatus::Ok;
}

}  // namespace mysqlpool::proto
