#include "core/control/messages.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstring>

#include "core/common/clock.h"

namespace mysqlpool {

namespace {

// Little-endian fields of one payload.
class PayloadWriter {
 public:
  PayloadWriter& u32(uint32_t v) {
    for (int i = 0; i < 4; i++) buf_.push_back(char((v >> (8 * i)) & 0xff));
    return *this;
  }
  PayloadWriter& str(std::string_view s) {
    u32(uint32_t(s.size()));
    buf_.append(s.data(), s.size());
    return *this;
  }
  std::string take() { return std::move(buf_); }

 private:
  std::string buf_;
};

// Reads one payload field by field. The first field that does not fit is remembered with its
// name and every later read does nothing; finish() then says what was wrong.
class PayloadReader {
 public:
  PayloadReader(std::string_view data, MsgType type) : data_(data), type_(type) {}

  PayloadReader& u32(const char* field, uint32_t* v) {
    if (!fits(field, 4, "is cut short")) return *this;
    uint32_t r = 0;
    for (int i = 0; i < 4; i++) r |= uint32_t(uint8_t(data_[pos_ + i])) << (8 * i);
    pos_ += 4;
    *v = r;
    return *this;
  }
  PayloadReader& str(const char* field, std::string* s) {
    uint32_t n = 0;
    if (!u32(field, &n).fits(field, n, "says more bytes than are left")) return *this;
    s->assign(data_.data() + pos_, n);
    pos_ += n;
    return *this;
  }
  PayloadReader& flag(const char* field, bool* v) {
    uint32_t n = 0;
    u32(field, &n);
    if (failed_ || n <= 1) {
      *v = n != 0;
    } else {
      fail(field, "is " + std::to_string(n) + ", not 0 or 1");
    }
    return *this;
  }
  PayloadReader& bits(const char* field, uint32_t known, uint32_t* v) {
    u32(field, v);
    if (!failed_ && (*v & ~known)) fail(field, "has unknown bits " + std::to_string(*v & ~known));
    return *this;
  }
  // A field that was read but holds a value its message can't have.
  void refuse(const char* field, const std::string& what) {
    if (!failed_) fail(field, what);
  }
  // True if every field was read and nothing follows the last; else *problem says why.
  bool finish(std::string* problem) {
    if (!failed_ && pos_ != data_.size())
      fail(nullptr, "it goes on past its last field (" + std::to_string(data_.size() - pos_) +
                        " more bytes)");
    if (failed_) *problem = problem_;
    return !failed_;
  }

 private:
  bool fits(const char* field, size_t n, const char* what) {
    if (failed_) return false;
    if (data_.size() - pos_ >= n) return true;
    fail(field, std::string(what) + " (" + std::to_string(data_.size() - pos_) + " of " +
                    std::to_string(n) + " bytes left at byte " + std::to_string(pos_) + ")");
    return false;
  }
  void fail(const char* field, const std::string& what) {
    failed_ = true;
    problem_ = std::string("malformed ") + message_name(type_) + " message (" +
               std::to_string(data_.size()) + " bytes): ";
    problem_ += field ? std::string("`") + field + "` " + what : what;
  }

  std::string_view data_;
  MsgType type_;
  size_t pos_ = 0;
  bool failed_ = false;
  std::string problem_;
};

void write_pool_key(PayloadWriter& w, const PoolKey& k) {
  w.str(k.host).u32(k.port).str(k.unix_socket).str(k.user).str(k.password).str(k.dbname);
  w.str(k.charset).str(k.pool_name).u32(k.found_rows ? 1 : 0);
  w.str(k.tls.ca).str(k.tls.capath).str(k.tls.cert).str(k.tls.key).str(k.tls.cipher);
  w.u32(uint32_t(k.tls.verify + 1)).str(k.tls.server_public_key);
}

void read_pool_key(PayloadReader& r, PoolKey* k) {
  r.str("host", &k->host).u32("port", &k->port).str("unix_socket", &k->unix_socket);
  r.str("user", &k->user).str("password", &k->password).str("dbname", &k->dbname);
  r.str("charset", &k->charset).str("pool_name", &k->pool_name);
  r.flag("found_rows", &k->found_rows);
  r.str("ssl_ca", &k->tls.ca).str("ssl_capath", &k->tls.capath).str("ssl_cert", &k->tls.cert);
  r.str("ssl_key", &k->tls.key).str("ssl_cipher", &k->tls.cipher);
  uint32_t verify = 0;
  r.u32("ssl_verify_server_cert", &verify).str("server_public_key", &k->tls.server_public_key);
  if (verify > 2) r.refuse("ssl_verify_server_cert", "is not 0, 1 or 2");
  k->tls.verify = int(verify) - 1;
}

void write_pool_settings(PayloadWriter& w, const PoolSettings& s) {
  for (size_t i = 0; i < kSettingFieldCount; i++) w.u32(s.*kSettingFields[i].field);
}

void read_pool_settings(PayloadReader& r, PoolSettings* s) {
  for (size_t i = 0; i < kSettingFieldCount; i++)
    r.u32(kSettingFields[i].name, &(s->*kSettingFields[i].field));
}

}  // namespace

const char* message_name(MsgType type) {
  switch (type) {
    case MsgType::Attach:
      return "Attach";
    case MsgType::AttachOk:
      return "AttachOk";
    case MsgType::GetFd:
      return "GetFd";
    case MsgType::FdOk:
      return "FdOk";
    case MsgType::Open:
      return "Open";
    case MsgType::Discard:
      return "Discard";
    case MsgType::Reset:
      return "Reset";
    case MsgType::Error:
      return "Error";
    case MsgType::Retire:
      return "Retire";
    case MsgType::ReportRequest:
      return "ReportRequest";
    case MsgType::ReportChunk:
      return "ReportChunk";
    case MsgType::ReportEnd:
      return "ReportEnd";
  }
  return "unknown";
}

std::string AttachMsg::encode() const {
  PayloadWriter w;
  w.u32(version);
  write_pool_key(w, key);
  write_pool_settings(w, settings);
  return w.take();
}

bool AttachMsg::decode_version(std::string_view payload, uint32_t* version) {
  std::string problem;
  PayloadReader(payload.substr(0, 4), kType).u32("version", version).finish(&problem);
  return problem.empty();
}

bool AttachMsg::decode(std::string_view payload, AttachMsg* out, std::string* problem) {
  PayloadReader r(payload, kType);
  r.u32("version", &out->version);
  read_pool_key(r, &out->key);
  read_pool_settings(r, &out->settings);
  return r.finish(problem);
}

std::string AttachOkMsg::encode() const {
  PayloadWriter w;
  w.u32(pool_id);
  write_pool_settings(w, settings);
  return w.take();
}

bool AttachOkMsg::decode(std::string_view payload, AttachOkMsg* out, std::string* problem) {
  PayloadReader r(payload, kType);
  r.u32("pool_id", &out->pool_id);
  read_pool_settings(r, &out->settings);
  return r.finish(problem);
}

template <MsgType Type>
std::string SlotMsg<Type>::encode() const {
  return PayloadWriter().u32(pool_id).u32(slot).u32(generation).take();
}

template <MsgType Type>
bool SlotMsg<Type>::decode(std::string_view payload, SlotMsg* out, std::string* problem) {
  return PayloadReader(payload, kType)
      .u32("pool_id", &out->pool_id)
      .u32("slot", &out->slot)
      .u32("generation", &out->generation)
      .finish(problem);
}

template struct SlotMsg<MsgType::GetFd>;
template struct SlotMsg<MsgType::Discard>;

std::string FdOkMsg::encode() const {
  PayloadWriter w;
  w.u32(generation).u32(tls.cipher_suite);
  w.str(tls.client.key).str(tls.client.iv).str(tls.server.key).str(tls.server.iv);
  return w.take();
}

bool FdOkMsg::decode(std::string_view payload, FdOkMsg* out, std::string* problem) {
  PayloadReader r(payload, kType);
  uint32_t suite = 0;
  r.u32("generation", &out->generation).u32("cipher_suite", &suite);
  r.str("client_key", &out->tls.client.key).str("client_iv", &out->tls.client.iv);
  r.str("server_key", &out->tls.server.key).str("server_iv", &out->tls.server.iv);
  out->tls.cipher_suite = uint16_t(suite);
  if (suite != 0 && (suite > 0xffff || !out->tls.valid()))
    r.refuse("cipher_suite", "names no TLS 1.3 suite or its keys have the wrong length");
  return r.finish(problem);
}

std::string RetireMsg::encode() const { return PayloadWriter().u32(version).u32(pid).take(); }

bool RetireMsg::decode(std::string_view payload, RetireMsg* out, std::string* problem) {
  PayloadReader r(payload, kType);
  r.u32("version", &out->version).u32("pid", &out->pid);
  return r.finish(problem);
}

std::string OpenMsg::encode() const { return PayloadWriter().u32(pool_id).take(); }

bool OpenMsg::decode(std::string_view payload, OpenMsg* out, std::string* problem) {
  return PayloadReader(payload, kType).u32("pool_id", &out->pool_id).finish(problem);
}

std::string ResetMsg::encode() const {
  uint32_t flags = (rollback ? kResetRollback : 0) | (reset_session ? kResetSession : 0);
  return PayloadWriter().u32(pool_id).u32(slot).u32(generation).u32(flags).take();
}

bool ResetMsg::decode(std::string_view payload, ResetMsg* out, std::string* problem) {
  uint32_t flags = 0;
  bool ok = PayloadReader(payload, kType)
                .u32("pool_id", &out->pool_id)
                .u32("slot", &out->slot)
                .u32("generation", &out->generation)
                .bits("flags", kResetRollback | kResetSession, &flags)
                .finish(problem);
  out->rollback = flags & kResetRollback;
  out->reset_session = flags & kResetSession;
  return ok;
}

std::string ErrorMsg::encode() const {
  return PayloadWriter().u32(error.code).str(error.sqlstate).str(error.message).take();
}

bool ErrorMsg::decode(std::string_view payload, ErrorMsg* out, std::string* problem) {
  bool ok = PayloadReader(payload, kType)
                .u32("code", &out->error.code)
                .str("sqlstate", &out->error.sqlstate)
                .str("message", &out->error.message)
                .finish(problem);
  if (out->error.sqlstate.empty()) out->error.sqlstate = "HY000";
  return ok;
}

std::string ReportRequestMsg::encode() const { return PayloadWriter().u32(format).take(); }

bool ReportRequestMsg::decode(std::string_view payload, ReportRequestMsg* out,
                              std::string* problem) {
  return PayloadReader(payload, kType).u32("format", &out->format).finish(problem);
}

bool ReportChunkMsg::decode(std::string_view payload, ReportChunkMsg* out, std::string* problem) {
  if (payload.empty()) {
    *problem = "malformed ReportChunk message (0 bytes): a chunk is never empty";
    return false;
  }
  out->text.assign(payload.data(), payload.size());
  return true;
}

std::string ReportEndMsg::encode() const {
  return PayloadWriter().u32(status).u32(total_bytes).take();
}

bool ReportEndMsg::decode(std::string_view payload, ReportEndMsg* out, std::string* problem) {
  PayloadReader r(payload, kType);
  r.u32("status", &out->status).u32("total_bytes", &out->total_bytes);
  return r.finish(problem);
}

bool send_message(int sock, MsgType type, std::string_view payload, int pass_fd) {
  if (payload.size() > kMaxMessageBytes) {
    errno = EMSGSIZE;
    return false;
  }
  uint32_t header[2] = {uint32_t(type), uint32_t(payload.size())};
  struct iovec iov[2] = {{header, sizeof header},
                         {const_cast<char*>(payload.data()), payload.size()}};
  struct msghdr msg {};
  msg.msg_iov = iov;
  msg.msg_iovlen = payload.empty() ? 1 : 2;
  alignas(struct cmsghdr) char control[CMSG_SPACE(sizeof(int))];
  if (pass_fd >= 0) {
    msg.msg_control = control;
    msg.msg_controllen = sizeof control;
    struct cmsghdr* cmsg = CMSG_FIRSTHDR(&msg);
    cmsg->cmsg_level = SOL_SOCKET;
    cmsg->cmsg_type = SCM_RIGHTS;
    cmsg->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(cmsg), &pass_fd, sizeof(int));
  }
  size_t total = sizeof header + payload.size();
  size_t sent = 0;
  while (sent < total) {
    ssize_t n = sendmsg(sock, &msg, MSG_NOSIGNAL);
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    sent += size_t(n);
    if (sent == total) break;
    // Partial write (rare on a Unix socket): the fd went with the first byte; send the rest.
    msg.msg_control = nullptr;
    msg.msg_controllen = 0;
    size_t skip = size_t(n);
    while (msg.msg_iovlen > 0 && skip >= msg.msg_iov[0].iov_len) {
      skip -= msg.msg_iov[0].iov_len;
      msg.msg_iov++;
      msg.msg_iovlen--;
    }
    msg.msg_iov[0].iov_base = static_cast<char*>(msg.msg_iov[0].iov_base) + skip;
    msg.msg_iov[0].iov_len -= skip;
  }
  return true;
}

// Waits until the socket is readable or the deadline (monotonic ms; 0: none) has passed. One
// deadline for a whole message, so a peer that trickles bytes can't stretch the wait.
static bool wait_readable(int sock, uint64_t deadline) {
  if (deadline == 0) return true;
  struct pollfd p = {sock, POLLIN, 0};
  for (;;) {
    uint64_t now = monotonic_ms();
    int r = now >= deadline ? 0 : poll(&p, 1, int(std::min<uint64_t>(deadline - now, INT_MAX)));
    if (r > 0) return true;
    if (r == 0) {
      errno = ETIMEDOUT;
      return false;
    }
    if (errno != EINTR) return false;
  }
}

// Reads exactly len bytes; the first recvmsg may carry an fd.
static bool recv_exact(int sock, char* buf, size_t len, int* received_fd, uint64_t deadline) {
  size_t got = 0;
  while (got < len) {
    if (!wait_readable(sock, deadline)) return false;
    struct iovec iov = {buf + got, len - got};
    struct msghdr msg {};
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    alignas(struct cmsghdr) char control[CMSG_SPACE(sizeof(int) * 4)];
    msg.msg_control = control;
    msg.msg_controllen = sizeof control;
    ssize_t n = recvmsg(sock, &msg, MSG_CMSG_CLOEXEC);
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    if (n == 0) {
      errno = 0;
      return false;
    }
    for (struct cmsghdr* c = CMSG_FIRSTHDR(&msg); c; c = CMSG_NXTHDR(&msg, c)) {
      if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS) continue;
      size_t nfds = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
      for (size_t i = 0; i < nfds; i++) {
        int fd;
        memcpy(&fd, CMSG_DATA(c) + i * sizeof(int), sizeof fd);
        if (received_fd && *received_fd < 0) {
          *received_fd = fd;
        } else {
          close(fd);  // more fds than the protocol sends: never leak them
        }
      }
    }
    got += size_t(n);
  }
  return true;
}

bool recv_message(int sock, MsgType* type, std::string* payload, int* received_fd, int timeout_ms) {
  if (received_fd) *received_fd = -1;
  const uint64_t deadline = timeout_ms < 0 ? 0 : monotonic_ms() + uint64_t(timeout_ms);
  uint32_t header[2];
  bool ok = recv_exact(sock, reinterpret_cast<char*>(header), sizeof header, received_fd, deadline);
  if (ok && header[1] > kMaxMessageBytes) {
    errno = EMSGSIZE;
    ok = false;
  }
  if (ok) {
    payload->resize(header[1]);
    ok = header[1] == 0 || recv_exact(sock, payload->data(), header[1], received_fd, deadline);
  }
  if (!ok) {
    if (received_fd && *received_fd >= 0) {
      int saved = errno;
      close(*received_fd);
      *received_fd = -1;
      errno = saved;
    }
    return false;
  }
  *type = MsgType(header[0]);
  return true;
}

bool peer_credentials(int sock, PeerCred* out) {
  struct ucred cred;
  socklen_t len = sizeof cred;
  if (getsockopt(sock, SOL_SOCKET, SO_PEERCRED, &cred, &len) != 0) return false;
  out->pid = cred.pid;
  out->uid = cred.uid;
  return true;
}

bool peer_is_trusted(const PeerCred& peer, bool allow_root) {
  return peer.uid == getuid() || (allow_root && peer.uid == 0);
}

// default_control_socket_path() is defined in socket.cpp, with the private directories.

}  // namespace mysqlpool
