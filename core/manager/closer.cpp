// Closing connections (the manager's closer thread): a connection taken out of the pool
// keeps its slot RESERVED until the server has let its session go, so that its replacement
// never makes the server count one connection more than the pool's bound.
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "core/common/log.h"
#include "core/manager/handshake.h"
#include "core/manager/manager.h"
#include "core/segment/lease.h"

namespace mysqlpool {

namespace {

// A closing connection whose session the server has not ended after this long (a long
// statement still running) is logged, once.
constexpr uint64_t kSlowCloseWarnMs = 10000;
// Once the server closed its end of a closing connection: with no other connection of the pool to
// ask whether it still counts the session, how long to give it to finish; with others all leased,
// how long to keep trying to ask (closer_loop).
constexpr uint64_t kSettleMs = 5;
constexpr uint64_t kAskForMs = 20;
// The server still listed it: when to ask again.
constexpr uint64_t kAskAgainMs = 5;

}  // namespace

// A closing connection's slot stays RESERVED, and its pool is not freed (a job of its own,
// `jobs`), until the closer thread sees the server close its end. False: the pool is going.
bool Manager::start_closing(const std::shared_ptr<Pool>& pool, uint32_t slot,
                            const ManagedConnection& conn) {
  {
    std::lock_guard<std::mutex> lock(pool->jobs_mu);
    if (pool->closing || !pool->table) return false;
    pool->jobs++;
  }
  {
    std::lock_guard<std::mutex> lock(closing_mu_);
    closing_.push_back(Closing{pool, slot, conn, monotonic_ms(), false});
  }
  uint64_t one = 1;
  if (write(closer_wake_fd_, &one, sizeof one) < 0) {
    // (the eventfd's counter can't overflow here; the closer also looks every second)
  }
  return true;
}

namespace {

// Ends a connection at once for every process holding its fd: a reset for TCP (connect() to
// AF_UNSPEC dissolves the connection, sending RST), the server's writes refused for a Unix
// socket (shutdown for reading). Either way the server's next write fails.
void cut_connection(int fd) {
  struct sockaddr unspec;
  memset(&unspec, 0, sizeof unspec);
  unspec.sa_family = AF_UNSPEC;
  if (connect(fd, &unspec, sizeof unspec) != 0) shutdown(fd, SHUT_RD);
}

// Whether the server has closed its end of a connection we shut down for writing (step (1)
// of closer_loop). Bytes instead mean it is sending a reply nobody will read: the connection is
// cut (cut_connection) and the server stops the statement at its next write, instead of
// sending the rest (a 1.5 GB reply a worker gave up on: many seconds) or waiting for a reader
// until its net_write_timeout; step (2) then tells when the session is gone. A statement that
// sends nothing until it ends (SLEEP, a lock wait) keeps the slot until then. *cut: it was.
bool server_closed(ManagedConnection& conn, bool* cut) {
  const int fd = conn.fd;
  // A TLS server answers the end of the stream with its close_notify alert first: read
  // through the session's keys, that is a close; anything else is the rest of a reply.
  if (conn.own && own_tls_keys(*conn.own)) {
    switch (own_server_end(*conn.own)) {
      case ServerEnd::Open:
        return false;
      case ServerEnd::Closed:
        return true;
      case ServerEnd::Sends:
        cut_connection(fd);
        *cut = true;
        return true;
    }
  }
  char byte;
  for (;;) {
    ssize_t n = recv(fd, &byte, 1, MSG_DONTWAIT);
    if (n == 0) return true;
    if (n > 0) {
      cut_connection(fd);
      *cut = true;
      return true;
    }
    if (errno == EINTR) continue;
    return errno != EAGAIN && errno != EWOULDBLOCK;  // a reset: gone
  }
}

}  // namespace

// Where a closed connection's old session is, once the server closed its end: MariaDB
// closes a session's socket first and then frees it (rolls back its transaction, drops its
// temporary tables), counting it as connected until that is done. Asked over another of the
// pool's connections on one of the pool's job threads (Asking; the answer comes in c.answer):
// a server that stops answering holds up its own pool's closes, for up to its read
// timeout, never another pool's.
Manager::SessionCheck Manager::check_session_ended(Closing& c) {
  Pool& pool = *c.pool;
  bool anyone_to_ask = false;
  {
    std::lock_guard<std::mutex> lock(pool.mu);
    for (uint32_t j = 0; j < pool.size && !anyone_to_ask; j++)
      anyone_to_ask = j != c.slot && pool.conns[j].is_open();
  }
  if (!anyone_to_ask) return SessionCheck::NobodyToAsk;
  ManagedConnection closed;  // what names its session: no fd, no handle
  closed.thread_id = c.conn.thread_id;
  closed.opened_at_ms = c.conn.opened_at_ms;
  auto answer = std::make_shared<std::atomic<int>>(-1);
  const uint32_t slot = c.slot;
  if (!post_for(c.pool, [this, slot, closed, answer](Pool& p) {
        answer->store(int(ask_session_ended(p, slot, closed)));
        uint64_t one = 1;
        if (write(closer_wake_fd_, &one, sizeof one) < 0) {
          // (the closer also looks every second)
        }
      }))
    return SessionCheck::Unknown;  // (the pool is going: not while c holds a job of it)
  c.answer = std::move(answer);
  return SessionCheck::Asking;
}

// The question, over a connection of the pool other than the closed one's `slot`: a job.
Manager::SessionCheck Manager::ask_session_ended(Pool& pool, uint32_t slot,
                                                 const ManagedConnection& closed) {
  SlotTable& t = *pool.table;
  bool anyone_to_ask = false;
  for (uint32_t j = 0; j < pool.size; j++) {
    if (j == slot) continue;
    SlotState s = SlotState::unpack(t.slots[j].state.load());
    {
      std::lock_guard<std::mutex> lock(pool.mu);
      if (!pool.conns[j].is_open()) continue;  // EMPTY, or being opened or closed itself
    }
    anyone_to_ask = true;
    // Ask over one that is FREE, taken for the question (RESERVED: no worker leases it
    // meanwhile) and given back as it was.
    if (!reserve_free(t, j, s)) continue;
    bool has = true;
    Error err;
    bool asked = server_has_session(pool.conns[j], closed, &has, &err);
    if (!asked) {
      discard_reserved(pool, j, CloseReason::QuestionFailed,
                       std::to_string(err.code) + " " + err.message);
      return SessionCheck::Unknown;
    }
    unreserve_free(t, j, s.generation);
    return has ? SessionCheck::Alive : SessionCheck::Ended;
  }
  return anyone_to_ask ? SessionCheck::Unknown : SessionCheck::NobodyToAsk;
}

// Logged once per closed connection whose session the server keeps past kSlowCloseWarnMs:
// its slot stays taken meanwhile.
void Manager::warn_if_slow_to_end(Closing& c, uint64_t now, const char* why) {
  if (c.warned || ms_since(now, c.since_ms) < kSlowCloseWarnMs) return;
  c.warned = true;
  log_line("warning",
           "pool %s: slot %u: the server has not ended the session of its closed connection "
           "(thread %llu) in %llu s (%s); the slot stays taken until it does (`KILL %llu` "
           "ends it)",
           c.pool->key.describe().c_str(), c.slot, (unsigned long long)c.conn.thread_id,
           (unsigned long long)((now - c.since_ms) / 1000), why,
           (unsigned long long)c.conn.thread_id);
}

// Closed connections, until the server has let their sessions go; then the slot is EMPTY
// and refilled (finish_discard). Two steps: (1) the server closes its end, once the statement
// the session runs, if any, is done (MariaDB looks at the client only between statements):
// a long statement keeps its slot taken, logged once after kSlowCloseWarnMs; (2) the server
// no longer lists the session, asked over another of the pool's connections that is FREE, on
// a job thread of the pool (check_session_ended). A pool with no other connection to ask over waits
// kSettleMs instead; one whose others stay leased, at most kAskForMs.
void Manager::closer_loop() {
  std::vector<struct pollfd> fds;
  std::vector<Closing> closed;  // step 2; only this thread touches it
  for (;;) {
    fds.assign(1, {closer_wake_fd_, POLLIN, 0});
    {
      std::lock_guard<std::mutex> lock(closing_mu_);
      for (const Closing& c : closing_) fds.push_back({c.conn.fd, POLLIN, 0});
    }
    // Woken by a new entry or an answer (the eventfd) or a server sending or closing its end;
    // every second anyway (the log), and every millisecond while step 2 waits to ask.
    bool to_ask = false;
    for (const Closing& c : closed) to_ask = to_ask || !c.answer;
    if (poll(fds.data(), fds.size(), to_ask ? 1 : 1000) > 0 && fds[0].revents) {
      uint64_t count;
      if (read(closer_wake_fd_, &count, sizeof count) < 0) {
        // EAGAIN: nothing new
      }
    }
    collect_closed(closed, monotonic_ms());
    settle_closed(closed);
  }
}

// Step 1: the connections whose server end has closed move from closing_ to `closed`.
void Manager::collect_closed(std::vector<Closing>& closed, uint64_t now) {
  std::lock_guard<std::mutex> lock(closing_mu_);
  for (size_t i = 0; i < closing_.size();) {
    Closing& c = closing_[i];
    bool cut = false;
    if (server_closed(c.conn, &cut)) {
      if (cut)
        log_line("info",
                 "pool %s: slot %u%s: cut the connection: the server still sends a "
                 "reply nobody will read",
                 c.pool->key.describe().c_str(), c.slot, server_thread(c.conn).c_str());
      c.closed_ms = now;
      closed.push_back(std::move(c));
      if (i + 1 != closing_.size()) closing_[i] = std::move(closing_.back());
      closing_.pop_back();
      continue;
    }
    warn_if_slow_to_end(c, now, "a statement still running");
    i++;
  }
}

// Step 2: each closed connection whose session the server no longer lists (or that waited long
// enough without an answer) is closed for good, and its slot left EMPTY.
void Manager::settle_closed(std::vector<Closing>& closed) {
  for (size_t i = 0; i < closed.size();) {
    Closing& c = closed[i];
    const uint64_t now = monotonic_ms();
    SessionCheck check = SessionCheck::Asking;  // (or not yet the time to ask again)
    if (c.answer) {
      int answer = c.answer->load();
      if (answer >= 0) {
        c.answer.reset();
        check = SessionCheck(answer);
      } else {
        warn_if_slow_to_end(c, now, "the server does not answer whether it ended it");
      }
    } else if (now >= c.next_ask_ms) {
      check = check_session_ended(c);
    }
    if (check == SessionCheck::Asking) {
      i++;
      continue;
    }
    uint64_t waited = monotonic_ms() - c.closed_ms;
    bool done = check == SessionCheck::Ended ||
                (check == SessionCheck::NobodyToAsk && waited >= kSettleMs) ||
                (check == SessionCheck::Unknown && waited >= kAskForMs);
    if (!done) {
      if (check == SessionCheck::Alive) {
        c.next_ask_ms = now + kAskAgainMs;  // rolling back, say: not a question a millisecond
        warn_if_slow_to_end(c, now, "still listed by the server, rolling back?");
      }
      i++;
      continue;
    }
    close_connection(c.conn);
    finish_discard(*c.pool, c.slot);
    {
      std::lock_guard<std::mutex> lock(c.pool->jobs_mu);
      c.pool->jobs--;
    }
    if (i + 1 != closed.size()) closed[i] = std::move(closed.back());
    closed.pop_back();
  }
}

}  // namespace mysqlpool
