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

WireWriter& WireWriter::u32(uint32_t v) {
  for (int i = 0; i < 4; i++) buf_.push_back(char((v >> (8 * i)) & 0xff));
  return *this;
}

WireWriter& WireWriter::u64(uint64_t v) {
  for (int i = 0; i < 8; i++) buf_.push_back(char((v >> (8 * i)) & 0xff));
  return *this;
}

WireWriter& WireWriter::str(std::string_view s) {
  u32(uint32_t(s.size()));
  buf_.append(s.data(), s.size());
  return *this;
}

bool WireReader::u32(uint32_t* v) {
  if (data_.size() - pos_ < 4) return false;
  uint32_t r = 0;
  for (int i = 0; i < 4; i++) r |= uint32_t(uint8_t(data_[pos_ + i])) << (8 * i);
  pos_ += 4;
  *v = r;
  return true;
}

bool WireReader::u64(uint64_t* v) {
  if (data_.size() - pos_ < 8) return false;
  uint64_t r = 0;
  for (int i = 0; i < 8; i++) r |= uint64_t(uint8_t(data_[pos_ + i])) << (8 * i);
  pos_ += 8;
  *v = r;
  return true;
}

bool WireReader::str(std::string* s) {
  uint32_t n;
  if (!u32(&n) || data_.size() - pos_ < n) return false;
  s->assign(data_.data() + pos_, n);
  pos_ += n;
  return true;
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

bool recv_message(int sock, MsgType* type, std::string* payload, int* received_fd,
                  int timeout_ms) {
  if (received_fd) *received_fd = -1;
  const uint64_t deadline = timeout_ms < 0 ? 0 : monotonic_ms() + uint64_t(timeout_ms);
  uint32_t header[2];
  bool ok = recv_exact(sock, reinterpret_cast<char*>(header), sizeof header, received_fd,
                       deadline);
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

void write_pool_key(WireWriter& w, const PoolKey& k) {
  w.str(k.host).u32(k.port).str(k.unix_socket).str(k.user).str(k.password).str(k.dbname);
  w.str(k.charset).str(k.pool_name).u32(k.found_rows ? 1 : 0);
}

bool read_pool_key(WireReader& r, PoolKey* k) {
  uint32_t found_rows = 0;
  bool ok = r.str(&k->host) && r.u32(&k->port) && r.str(&k->unix_socket) && r.str(&k->user) &&
            r.str(&k->password) && r.str(&k->dbname) && r.str(&k->charset) &&
            r.str(&k->pool_name) && r.u32(&found_rows);
  k->found_rows = found_rows != 0;
  return ok;
}

void write_pool_settings(WireWriter& w, const PoolSettings& s) {
  for (size_t i = 0; i < kSettingFieldCount; i++) w.u32(s.*kSettingFields[i].field);
}

bool read_pool_settings(WireReader& r, PoolSettings* s) {
  for (size_t i = 0; i < kSettingFieldCount; i++)
    if (!r.u32(&(s->*kSettingFields[i].field))) return false;
  return true;
}

}  // namespace mysqlpool
