// The manager's Prometheus endpoint (metrics_server.h).
#include "core/manager/metrics_server.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <thread>
#include <vector>

#include "core/common/clock.h"
#include "core/common/log.h"
#include "core/common/number.h"
#include "core/manager/manager.h"

namespace mysqlpool {

namespace {

std::string response(const char* status, const std::string& extra_headers, const std::string& body,
                     bool head_only = false) {
  std::string out = std::string("HTTP/1.1 ") + status + "\r\n" + extra_headers +
                    "Content-Length: " + std::to_string(body.size()) +
                    "\r\nConnection: close\r\n\r\n";
  if (!head_only) out += body;
  return out;
}

}  // namespace

bool parse_metrics_address(const std::string& text, MetricsAddress* out, std::string* error) {
  const std::string what = "mysqlpool: metrics address '" + text + "': ";
  *out = MetricsAddress{};
  if (text.rfind("unix:", 0) == 0) {
    out->unix_socket = true;
    out->path = text.substr(5);
    struct sockaddr_un* un = reinterpret_cast<struct sockaddr_un*>(&out->addr);
    if (out->path.empty() || out->path[0] != '/') {
      *error = what + "a Unix socket's path must be absolute (unix:/path)";
      return false;
    }
    if (out->path.size() >= sizeof un->sun_path || out->path.find('\0') != std::string::npos) {
      *error = what + "the path is too long for a Unix socket";
      return false;
    }
    un->sun_family = AF_UNIX;
    memcpy(un->sun_path, out->path.c_str(), out->path.size() + 1);
    out->addr_len = sizeof(struct sockaddr_un);
    return true;
  }
  size_t colon = text.rfind(':');
  uint64_t port = 0;
  if (colon == std::string::npos ||
      !parse_number(std::string_view(text).substr(colon + 1), 1, 65535, &port)) {
    *error = what + "expected unix:/path, 127.0.0.1:PORT or [::1]:PORT (PORT 1-65535)";
    return false;
  }
  std::string host = text.substr(0, colon);
  const std::string not_loopback =
      what +
      "not a loopback address; the metrics name every pool's user, server and database, "
      "so they are served only on 127.0.0.1:PORT, [::1]:PORT or unix:/path (put a proxy "
      "in front to publish them)";
  if (host.size() >= 2 && host.front() == '[' && host.back() == ']') {
    struct sockaddr_in6* in6 = reinterpret_cast<struct sockaddr_in6*>(&out->addr);
    if (inet_pton(AF_INET6, host.substr(1, host.size() - 2).c_str(), &in6->sin6_addr) != 1) {
      *error = what + "'" + host + "' is not an IPv6 address";
      return false;
    }
    if (!IN6_IS_ADDR_LOOPBACK(&in6->sin6_addr)) {
      *error = not_loopback;
      return false;
    }
    in6->sin6_family = AF_INET6;
    in6->sin6_port = htons(uint16_t(port));
    out->addr_len = sizeof *in6;
    return true;
  }
  struct sockaddr_in* in4 = reinterpret_cast<struct sockaddr_in*>(&out->addr);
  if (inet_pton(AF_INET, host.c_str(), &in4->sin_addr) != 1) {
    *error = host == "localhost"
                 ? not_loopback + " (write 127.0.0.1, not a name)"
                 : what + "'" + host + "' is not an IP address (names are not looked up)";
    return false;
  }
  if ((ntohl(in4->sin_addr.s_addr) >> 24) != 127) {
    *error = not_loopback;
    return false;
  }
  in4->sin_family = AF_INET;
  in4->sin_port = htons(uint16_t(port));
  out->addr_len = sizeof *in4;
  return true;
}

int listen_metrics(const MetricsAddress& address, std::string* error) {
  const struct sockaddr* sa = reinterpret_cast<const struct sockaddr*>(&address.addr);
  int fd = socket(sa->sa_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) {
    *error = std::string("mysqlpool: metrics socket: ") + strerror(errno);
    return -1;
  }
  std::string where = address.unix_socket ? address.path : "that port";
  if (address.unix_socket) {
    struct stat st;
    if (lstat(address.path.c_str(), &st) == 0) {
      // Ours and a socket: a previous manager's, unless one still listens there.
      if (!S_ISSOCK(st.st_mode) || st.st_uid != getuid()) {
        *error = "mysqlpool: metrics socket " + address.path +
                 " exists and is not a socket of this user; remove it or choose another path";
        close(fd);
        return -1;
      }
      int probe = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
      bool live = probe >= 0 && connect(probe, sa, address.addr_len) == 0;
      if (probe >= 0) close(probe);
      if (live) {
        *error = "mysqlpool: metrics socket " + address.path + " is in use by another process";
        close(fd);
        return -1;
      }
      unlink(address.path.c_str());
    }
    mode_t old = umask(0177);
    int r = bind(fd, sa, address.addr_len);
    int err = errno;
    umask(old);
    if (r == 0) chmod(address.path.c_str(), 0600);
    errno = err;
    if (r != 0) {
      *error = "mysqlpool: cannot bind the metrics socket " + address.path + ": " + strerror(err);
      close(fd);
      return -1;
    }
  } else {
    int one = 1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (bind(fd, sa, address.addr_len) != 0) {
      *error = std::string("mysqlpool: cannot bind the metrics address: ") + strerror(errno);
      close(fd);
      return -1;
    }
  }
  if (listen(fd, 16) != 0) {
    *error = std::string("mysqlpool: cannot listen for metrics: ") + strerror(errno);
    close(fd);
    return -1;
  }
  return fd;
}

bool http_head_complete(std::string_view request) {
  return request.find("\r\n\r\n") != std::string_view::npos ||
         request.find("\n\n") != std::string_view::npos;
}

std::string http_answer(std::string_view request, const std::function<std::string()>& metrics) {
  const std::string text = "Content-Type: text/plain; charset=utf-8\r\n";
  size_t eol = request.find('\n');
  std::string_view line = request.substr(0, eol);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  size_t sp1 = line.find(' ');
  size_t sp2 = sp1 == std::string_view::npos ? sp1 : line.find(' ', sp1 + 1);
  if (eol == std::string_view::npos || sp2 == std::string_view::npos ||
      line.find(' ', sp2 + 1) != std::string_view::npos ||
      (line.substr(sp2 + 1) != "HTTP/1.0" && line.substr(sp2 + 1) != "HTTP/1.1"))
    return response("400 Bad Request", text, "not an HTTP/1.x request\n");
  std::string_view method = line.substr(0, sp1), target = line.substr(sp1 + 1, sp2 - sp1 - 1);
  if (method != "GET" && method != "HEAD")
    return response("405 Method Not Allowed", "Allow: GET, HEAD\r\n" + text, "only GET\n");
  std::string_view path = target.substr(0, target.find('?'));
  if (path != "/metrics") return response("404 Not Found", text, "the metrics are at /metrics\n");
  return response("200 OK", "Content-Type: text/plain; version=0.0.4; charset=utf-8\r\n", metrics(),
                  method == "HEAD");
}

namespace {

// The answer to what has arrived so far (`timed_out`: nothing more will be read), or false if
// the head is still coming.
bool answer_for(MetricsClient& c, bool ended, bool timed_out,
                const std::function<std::string()>& metrics) {
  if (http_head_complete(c.request)) {
    c.answer = http_answer(c.request, metrics);
  } else if (c.request.size() >= kMaxHttpRequestBytes) {
    c.answer = response("431 Request Header Fields Too Large", "", "");
  } else if (timed_out) {
    c.answer = response("408 Request Timeout", "", "");
  } else if (!ended) {
    return false;
  }
  // (a client that hung up before its head ended gets nothing: the answer stays empty)
  c.writing = true;
  c.sent = 0;
  c.deadline_ms = monotonic_ms() + kHttpReadTimeoutMs;  // a reader that never reads can't stay
  return true;
}

// Reads what is there; true when the client is done with (closed or answered in full).
bool step(MetricsClient& c, short revents, uint64_t now,
          const std::function<std::string()>& metrics) {
  if (!c.writing) {
    bool ended = (revents & (POLLHUP | POLLERR)) != 0;
    if (revents & POLLIN) {
      char buf[1024];
      ssize_t n = recv(c.fd, buf, std::min(sizeof buf, kMaxHttpRequestBytes - c.request.size()),
                       MSG_DONTWAIT);
      if (n > 0)
        c.request.append(buf, size_t(n));
      else if (n == 0 || (errno != EAGAIN && errno != EINTR))
        ended = true;
    }
    if (!answer_for(c, ended, now >= c.deadline_ms, metrics)) return false;
  }
  if (now >= c.deadline_ms || (revents & POLLERR)) return true;
  while (c.sent < c.answer.size()) {
    ssize_t n =
        send(c.fd, c.answer.data() + c.sent, c.answer.size() - c.sent, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (n > 0) {
      c.sent += size_t(n);
      continue;
    }
    return !(n < 0 && (errno == EAGAIN || errno == EINTR));  // full: wait for POLLOUT
  }
  return true;
}

}  // namespace

bool make_room(std::vector<MetricsClient>& clients) {
  auto oldest = clients.end();
  for (auto it = clients.begin(); it != clients.end(); ++it)
    if (!it->writing && (oldest == clients.end() || it->deadline_ms < oldest->deadline_ms))
      oldest = it;
  if (oldest == clients.end()) return false;
  close(oldest->fd);
  clients.erase(oldest);
  return true;
}

void serve_metrics(int listen_fd, const std::function<std::string()>& metrics) {
  std::vector<MetricsClient> clients;
  std::vector<struct pollfd> polled;
  for (;;) {
    // The listener is polled while there is room, or a client whose request has not come yet
    // to make room with; else new connections wait in its backlog until one of these ends.
    polled.clear();
    uint64_t now = monotonic_ms(), wake = now + 60000;
    for (const MetricsClient& c : clients) {
      polled.push_back({c.fd, short(c.writing ? POLLOUT : POLLIN), 0});
      wake = std::min(wake, c.deadline_ms);
    }
    bool room = clients.size() < kMaxMetricsClients ||
                std::any_of(clients.begin(), clients.end(),
                            [](const MetricsClient& c) { return !c.writing; });
    if (room) polled.push_back({listen_fd, POLLIN, 0});
    int rc = poll(polled.data(), polled.size(), int(wake > now ? wake - now : 0));
    if (rc < 0 && errno != EINTR) {
      log_line("error", "metrics listener: poll: %s", strerror(errno));
      sleep(1);
      continue;
    }
    now = monotonic_ms();
    for (size_t i = clients.size(); i-- > 0;) {
      if (!step(clients[i], rc > 0 ? polled[i].revents : 0, now, metrics)) continue;
      close(clients[i].fd);
      clients.erase(clients.begin() + long(i));
    }
    if (room && rc > 0 && (polled.back().revents & POLLIN)) {
      int fd = accept4(listen_fd, nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK);
      // `room` was seen before this round's reads: the last reader may have become a writer
      // since, and then the newcomer is the one refused.
      if (fd >= 0 && clients.size() >= kMaxMetricsClients && !make_room(clients)) {
        close(fd);
      } else if (fd >= 0) {
        MetricsClient c;
        c.fd = fd;
        c.deadline_ms = now + kHttpReadTimeoutMs;  // one deadline for the whole request
        clients.push_back(std::move(c));
      } else if (errno != EINTR && errno != ECONNABORTED && errno != EAGAIN) {
        log_line("error", "metrics listener: accept: %s", strerror(errno));
        sleep(1);
      }
    }
  }
}

void Manager::start_metrics_listener() {
  MetricsAddress address;
  std::string error;
  int fd = parse_metrics_address(options_.metrics_listen, &address, &error)
               ? listen_metrics(address, &error)
               : -1;
  if (fd < 0) {
    log_line("error", "%s; serving the pools without metrics", error.c_str());
    return;
  }
  metrics_listening_ = true;
  log_line("info", "metrics on %s (GET /metrics)", options_.metrics_listen.c_str());
  std::thread([this, fd] {
    serve_metrics(fd, [this] { return render_prometheus(snapshot()); });
  }).detach();
}

}  // namespace mysqlpool
