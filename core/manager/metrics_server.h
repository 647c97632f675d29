// The manager's opt-in Prometheus endpoint (--metrics-listen, mysqlpool.metrics_listen): a
// minimal HTTP/1.0 and 1.1 responder for `GET /metrics` on a loopback address or a Unix socket,
// one thread serving up to 16 connections at once, one request per connection, every read
// bounded in size and time. The metrics name
// every pool's user, server and database (never a password): only loopback, or a socket of mode
// 0600, so that other hosts never see them (other local users can reach a loopback port).
#pragma once

#include <sys/socket.h>

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace mysqlpool {

struct MetricsAddress {
  bool unix_socket = false;
  std::string path;  // unix_socket
  struct sockaddr_storage addr {};
  socklen_t addr_len = 0;
};

// "unix:/absolute/path", "127.0.0.1:PORT" (any of 127.0.0.0/8) or "[::1]:PORT". false with
// *error naming the address and what is wrong (e.g. not a loopback address).
bool parse_metrics_address(const std::string& text, MetricsAddress* out, std::string* error);

// Binds and listens (a Unix socket: a stale socket file of ours replaced, mode 0600). -1 with
// *error.
int listen_metrics(const MetricsAddress& address, std::string* error);

// The most a request's head may have, and how long the whole request may take to arrive.
constexpr size_t kMaxHttpRequestBytes = 8192;
constexpr int kHttpReadTimeoutMs = 2000;

// Whether `request` holds a whole request head (up to its empty line).
bool http_head_complete(std::string_view request);
// The whole response to a request head: 200 with `metrics()` for GET (or HEAD) /metrics, 404
// for another path, 405 for another method, 400 for what is not an HTTP/1.x request line.
std::string http_answer(std::string_view request, const std::function<std::string()>& metrics);

// Connections served at once. When all are taken, a new one closes the oldest that has not
// sent its whole request yet (make_room); if every one is being answered, it waits in the
// listen backlog, or is closed if it was accepted as the last of them began to be answered.
constexpr size_t kMaxMetricsClients = 16;

// One connection of the listener: reading its request head, then writing its answer, each
// bounded by its own deadline.
struct MetricsClient {
  int fd = -1;
  uint64_t deadline_ms = 0;
  std::string request;
  std::string answer;
  size_t sent = 0;
  bool writing = false;
};

// Room for one more when kMaxMetricsClients are held: closes and removes the client that has
// waited longest for its request head (the earliest deadline among those still reading).
// False, closing nothing, when every client is being answered.
bool make_room(std::vector<MetricsClient>& clients);

// Serves `listen_fd` forever (the thread's body): up to kMaxMetricsClients connections at once
// in one poll() loop, each with its own deadlines (kHttpReadTimeoutMs to send its request head,
// as long again to take its answer), so that a client that trickles, stalls or never reads
// delays nobody else. Any local user can reach a loopback port: one that opens connections and
// sends nothing only pushes out its own older ones, so a scraper, whose request follows its
// connect at once, is read before it could be pushed out.
void serve_metrics(int listen_fd, const std::function<std::string()>& metrics);

}  // namespace mysqlpool
