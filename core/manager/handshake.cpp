// The manager's own connection phase (handshake.h): greeting, TLS, authentication, trackers.
// Every byte of the greeting and of the authentication exchange is the server's, and
// untrusted: each read is bounded by what arrived.
#include "core/manager/handshake.h"

#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "core/common/clock.h"
#include "core/common/session_setup.h"
#include "core/manager/handshake_io.h"
#include "core/manager/tls_client.h"
#include "core/protocol/codec.h"
#include "core/protocol/encoding.h"
#include "core/segment/slot_table.h"

namespace mysqlpool {

using proto::IoStatus;
using handshake::Auth;
using handshake::authenticate;
using handshake::Cursor;
using handshake::fail;
using handshake::PacketIo;

struct OwnLink {
  int fd = -1;
  proto::Capabilities caps;
  std::unique_ptr<proto::TlsStream> tls;  // nullptr: plaintext
  std::string tls_description;
  int io_timeout_ms = int(kManagerIoTimeoutMs);
  SlotConnectionInfo* info = nullptr;  // where the sequence numbers are kept between leases
  bool reading_end = false;            // own_server_end took the sequence numbers over
  // What COM_CHANGE_USER authenticates with (change_user): the plugin and scramble the
  // connection's authentication ended with, and its charset.
  std::string plugin;
  std::string scramble;
  uint8_t charset = 0;
};

namespace {

constexpr uint32_t CLIENT_LONG_PASSWORD = 1, CLIENT_LONG_FLAG = 4, CLIENT_LOCAL_FILES = 0x80,
                   CLIENT_SSL = 0x800, CLIENT_SECURE_CONNECTION = 0x8000,
                   CLIENT_PLUGIN_AUTH = 0x80000, CLIENT_PLUGIN_AUTH_LENENC = 0x200000;

// The default collation of each client character set: the handshake names the charset by it,
// and COM_RESET_CONNECTION goes back to it.
struct Charset {
  const char* name;
  uint8_t number;
};
constexpr Charset kCharsets[] = {
    {"big5", 1},      {"dec8", 3},      {"cp850", 4},     {"hp8", 6},     {"koi8r", 7},
    {"latin1", 8},    {"latin2", 9},    {"swe7", 10},     {"ascii", 11},  {"ujis", 12},
    {"sjis", 13},     {"hebrew", 16},   {"tis620", 18},   {"euckr", 19},  {"koi8u", 22},
    {"gb2312", 24},   {"greek", 25},    {"cp1250", 26},   {"gbk", 28},    {"latin5", 30},
    {"armscii8", 32}, {"utf8", 33},     {"utf8mb3", 33},  {"cp866", 36},  {"keybcs2", 37},
    {"macce", 38},    {"macroman", 39}, {"cp852", 40},    {"latin7", 41}, {"utf8mb4", 45},
    {"cp1251", 51},   {"cp1256", 57},   {"cp1257", 59},   {"binary", 63}, {"geostd8", 92},
    {"cp932", 95},    {"eucjpms", 97},  {"gb18030", 248},
};

struct Greeting {
  std::string version;
  uint32_t thread_id = 0;
  std::string scramble;  // 20 bytes
  uint32_t caps = 0;
  uint32_t mariadb_caps = 0;
  std::string plugin;
};

bool parse_greeting(const std::string& p, Greeting* g, Error* err) {
  if (!p.empty() && uint8_t(p[0]) == 0xff) {
    Error server;
    if (proto::parse_err(p, server)) {
      *err = server;
      return false;
    }
  }
  Cursor c(p);
  const uint32_t protocol = c.u(1);
  if (protocol != 10)
    return fail(
        err, 2027,
        "mysqlpool: the server's greeting is protocol " + std::to_string(protocol) + ", not 10");
  g->version = c.until_nul();
  g->thread_id = c.u(4);
  g->scramble = c.bytes(8);
  c.u(1);
  g->caps = c.u(2);
  c.u(1);  // charset
  c.u(2);  // status
  g->caps |= c.u(2) << 16;
  const uint32_t data_len = c.u(1);
  c.bytes(6);
  g->mariadb_caps = c.u(4);  // MariaDB's extended capabilities; zero from MySQL
  if (!c.ok() || !(g->caps & proto::CLIENT_PROTOCOL_41) || !(g->caps & CLIENT_SECURE_CONNECTION))
    return fail(err, 2027, "mysqlpool: the server's greeting is cut short or older than 4.1");
  if (g->caps & CLIENT_LONG_PASSWORD) g->mariadb_caps = 0;  // a MySQL server
  const size_t more = data_len > 8 ? std::max<size_t>(13, data_len - 8) : 13;
  std::string second = c.bytes(std::min(more, c.left()));
  if (!second.empty() && second.back() == '\0') second.pop_back();
  g->scramble += second;
  if (g->caps & CLIENT_PLUGIN_AUTH) g->plugin = c.until_nul();
  if (g->scramble.size() != 20)
    return fail(err, 2027,
                "mysqlpool: the server's scramble is " + std::to_string(g->scramble.size()) +
                    " bytes, not 20");
  return true;
}

// What the handshake asks for: as Connector/C does for the pools it opens (connector.cpp),
// plus CLIENT_DEPRECATE_EOF, which the codec reads in both forms.
uint32_t wanted_caps(const PoolKey& key) {
  uint32_t caps = CLIENT_LONG_FLAG | CLIENT_LOCAL_FILES | proto::CLIENT_PROTOCOL_41 |
                  proto::CLIENT_TRANSACTIONS | CLIENT_SECURE_CONNECTION |
                  proto::CLIENT_MULTI_STATEMENTS | proto::CLIENT_MULTI_RESULTS |
                  proto::CLIENT_PS_MULTI_RESULTS | CLIENT_PLUGIN_AUTH | CLIENT_PLUGIN_AUTH_LENENC |
                  proto::CLIENT_SESSION_TRACK | proto::CLIENT_DEPRECATE_EOF;
  if (key.found_rows) caps |= proto::CLIENT_FOUND_ROWS;
  if (!key.dbname.empty()) caps |= proto::CLIENT_CONNECT_WITH_DB;
  if (key.tls.enabled()) caps |= CLIENT_SSL;
  return caps;
}

constexpr uint32_t kMariadbWanted =
    proto::MARIADB_CLIENT_PROGRESS | proto::MARIADB_CLIENT_STMT_BULK_OPERATIONS |
    proto::MARIADB_CLIENT_EXTENDED_METADATA | proto::MARIADB_CLIENT_CACHE_METADATA;

// The fixed head of HandshakeResponse41 (and all of an SSLRequest).
std::string response_head(uint32_t caps, uint32_t mariadb_caps, uint8_t charset) {
  std::string s;
  proto::wire::put_u32(s, caps);
  proto::wire::put_u32(s, 1u << 30);  // max packet
  proto::wire::put_u8(s, charset);
  s.append(19, '\0');
  proto::wire::put_u32(s, mariadb_caps);
  return s;
}

// HandshakeResponse41: the head, the user, the plugin's answer, the database, the plugin.
std::string handshake_response(uint32_t caps, uint32_t mariadb_caps, uint8_t charset,
                               const PoolKey& key, const std::string& answer,
                               const std::string& plugin) {
  std::string response = response_head(caps, mariadb_caps, charset);
  response += key.user;
  response.push_back('\0');
  proto::wire::put_lenenc_str(response, answer);
  if (caps & proto::CLIENT_CONNECT_WITH_DB) {
    response += key.dbname;
    response.push_back('\0');
  }
  response += plugin;
  response.push_back('\0');
  return response;
}

int connect_socket(const PoolKey& key, uint64_t deadline_ms, Error* err) {
  if (!key.unix_socket.empty()) {
    sockaddr_un addr{};
    addr.sun_family = AF_UNIX;
    if (key.unix_socket.size() >= sizeof addr.sun_path)
      return fail(err, 2002, "mysqlpool: socket path too long: " + key.unix_socket), -1;
    memcpy(addr.sun_path, key.unix_socket.c_str(), key.unix_socket.size() + 1);
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd >= 0 && connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0) return fd;
    int e = errno;
    if (fd >= 0) close(fd);
    return fail(err, 2002, "mysqlpool: can't connect to " + key.unix_socket + ": " + strerror(e)),
           -1;
  }
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  addrinfo* list = nullptr;
  const std::string port = std::to_string(key.port);
  int rc = getaddrinfo(key.host.c_str(), port.c_str(), &hints, &list);
  if (rc != 0)
    return fail(err, 2005,
                "mysqlpool: unknown server host '" + key.host + "': " + gai_strerror(rc)),
           -1;
  std::string why = "no address";
  int fd = -1;
  for (addrinfo* a = list; a && fd < 0; a = a->ai_next) {
    fd = socket(a->ai_family, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (fd < 0) continue;
    bool ok = connect(fd, a->ai_addr, a->ai_addrlen) == 0;
    if (!ok && errno == EINPROGRESS) {
      Error waited;
      int so_error = 0;
      socklen_t len = sizeof so_error;
      ok = wait_until(fd, POLLOUT, deadline_ms, "connect", &waited) &&
           getsockopt(fd, SOL_SOCKET, SO_ERROR, &so_error, &len) == 0 && so_error == 0;
      why = so_error ? strerror(so_error) : waited.message;
    } else if (!ok) {
      why = strerror(errno);
    }
    if (!ok) {
      close(fd);
      fd = -1;
    }
  }
  freeaddrinfo(list);
  if (fd < 0)
    return fail(err, 2002, "mysqlpool: can't connect to " + key.host + ":" + port + ": " + why), -1;
  fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);  // as Connector/C leaves its sockets
  int one = 1;
  setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, &one, sizeof one);
  return fd;
}

// The sequence numbers where the slot has them (the last holder's), and back after.
void take_sequences(OwnLink& link) {
  if (link.tls && link.info) {
    link.tls->clear_buffers();
    link.tls->set_sequences(link.info->tls_write_seq, link.info->tls_read_seq);
  }
}
void leave_sequences(OwnLink& link) {
  if (link.tls && link.info) {
    link.info->tls_write_seq = link.tls->write_sequence();
    link.info->tls_read_seq = link.tls->read_sequence();
  }
}

// One statement over the link, its reply whole; false with *err on an error or a failure.
bool run(proto::Connection& c, const std::string& sql, proto::QueryReply* reply, Error* err) {
  IoStatus io = c.query(sql, *reply);
  if (io != IoStatus::Ok)
    return fail(err, 2013,
                std::string("mysqlpool: ") + proto::io_status_name(io) + ": " + c.last_error());
  if (reply->is_error) {
    *err = reply->err;
    return false;
  }
  return true;
}

bool simple(IoStatus io, bool is_error, const Error& server, proto::Connection& c, Error* err) {
  if (io != IoStatus::Ok)
    return fail(err, 2013,
                std::string("mysqlpool: ") + proto::io_status_name(io) + ": " + c.last_error());
  if (is_error) {
    *err = server;
    return false;
  }
  return true;
}

}  // namespace

std::shared_ptr<OwnLink> own_open(const PoolKey& key, const PoolSettings& settings, OwnOpened* out,
                                  Error* err) {
  uint8_t charset = 0;
  const std::string charset_name = key.charset_or_default();
  for (const Charset& c : kCharsets)
    if (charset_name == c.name) charset = c.number;
  if (!charset) {
    fail(err, 2019, "mysqlpool: unknown character set '" + charset_name + "'");
    return nullptr;
  }
  if (key.tls.enabled() && !tls_settings_usable(key.tls, err)) return nullptr;
  const uint64_t deadline = monotonic_ms() + settings.connect_timeout_ms;
  auto link = std::make_shared<OwnLink>();
  link->io_timeout_ms =
      int(settings.read_timeout_ms ? settings.read_timeout_ms : kManagerIoTimeoutMs);
  link->fd = connect_socket(key, deadline, err);
  if (link->fd < 0) return nullptr;
  auto give_up = [&]() -> std::shared_ptr<OwnLink> {
    own_close(*link);
    return nullptr;
  };
  PacketIo io(link->fd, deadline);
  std::string packet;
  Greeting g;
  if (!io.read(&packet, err) || !parse_greeting(packet, &g, err)) return give_up();
  const bool tls = key.tls.enabled();
  if (tls && !(g.caps & CLIENT_SSL)) {
    fail(err, 2026, "mysqlpool: TLS was asked for, and the server does not offer it");
    return give_up();
  }
  uint32_t caps = wanted_caps(key) & g.caps;
  uint32_t mariadb_caps = 0;
  if (!(g.caps & CLIENT_LONG_PASSWORD)) {
    mariadb_caps = g.mariadb_caps & kMariadbWanted;  // MariaDB: its extended capabilities
  } else {
    caps |= CLIENT_LONG_PASSWORD;  // MySQL
  }
  if (tls) {
    proto::TlsKeys keys;
    if (!io.write(response_head(caps, mariadb_caps, charset), err) ||
        !tls_client_handshake(link->fd, key.tls,
                              key.unix_socket.empty() ? key.host : std::string("localhost"),
                              deadline, &keys, &link->tls_description, err))
      return give_up();
    link->tls = std::make_unique<proto::TlsStream>(keys);
    io.use_tls(link->tls.get());
  }
  Auth auth{key, tls, g.plugin.empty() ? "mysql_native_password" : g.plugin, g.scramble};
  std::string answer;
  if (!auth.first_answer(&answer, err)) return give_up();
  const std::string response =
      handshake_response(caps, mariadb_caps, charset, key, answer, auth.plugin);
  link->caps.client = caps;
  link->caps.mariadb = mariadb_caps;
  if (!io.write(response, err) || !authenticate(io, auth, link->caps, &out->status, err))
    return give_up();
  link->plugin = auth.plugin;
  link->scramble = auth.scramble;
  link->charset = charset;
  if (!io.drained()) {
    fail(err, 2027, "mysqlpool: the server sent more than the handshake's OK");
    return give_up();
  }
  proto::Connection c(link->fd, link->caps, link->io_timeout_ms);
  c.set_tls(link->tls.get());
  proto::QueryReply reply;
  if (!run(c, kTrackerSetupSql, &reply, err)) return give_up();
  out->fd = link->fd;
  out->client_caps = caps;
  out->mariadb_caps = mariadb_caps;
  out->status = reply.status;
  out->server_version = g.version;
  out->thread_id = g.thread_id;
  return link;
}

namespace {

// COM_CHANGE_USER to the key's user and no database (own_clean, clear_schema): the session reset
// as by COM_RESET_CONNECTION, and no database selected (docs/MYSQL-NOTES.md, "Reset"). The
// answer is computed with the scramble the connection's authentication ended with; a server
// that wants another one switches (AuthSwitchRequest), as at the connect.
bool change_user(OwnLink& link, const PoolKey& key, Error* err) {
  Auth auth{key, link.tls != nullptr, link.plugin, link.scramble};
  std::string answer;
  if (!auth.first_answer(&answer, err)) return false;
  if (answer.size() > 255)  // its length is one byte here (CLIENT_SECURE_CONNECTION)
    return fail(err, 2027, "mysqlpool: COM_CHANGE_USER: an answer of " +
                               std::to_string(answer.size()) + " bytes for " + auth.plugin);
  std::string packet(1, '\x11');
  packet += key.user;
  packet.push_back('\0');
  proto::wire::put_u8(packet, uint8_t(answer.size()));
  packet += answer;
  packet.push_back('\0');  // no database
  proto::wire::put_u16(packet, link.charset);
  packet += auth.plugin;
  packet.push_back('\0');
  PacketIo io(link.fd, monotonic_ms() + uint64_t(link.io_timeout_ms));
  io.use_tls(link.tls.get());
  uint16_t status = 0;
  if (!io.write(packet, err) || !authenticate(io, auth, link.caps, &status, err)) return false;
  if (!io.drained()) return fail(err, 2027, "mysqlpool: COM_CHANGE_USER: more than its OK");
  link.plugin = auth.plugin;
  link.scramble = auth.scramble;
  return true;
}

}  // namespace

bool own_clean(OwnLink& link, const PoolKey& key, bool rollback, bool reset_session,
               bool multi_statements_off, bool clear_schema, uint16_t* status, Error* err) {
  take_sequences(link);
  proto::Connection c(link.fd, link.caps, link.io_timeout_ms);
  c.set_tls(link.tls.get());
  proto::QueryReply reply;
  bool ok = !rollback || run(c, "ROLLBACK", &reply, err);
  if (ok && reset_session) {
    proto::OkInfo info;
    bool is_error = false;
    Error server;
    ok = run(c, kEmptyProfilingHistorySql, &reply, err) && run(c, kProfilingOffSql, &reply, err) &&
         (clear_schema ? change_user(link, key, err)
                       : simple(c.reset_connection(info, &is_error, &server), is_error, server,
                                c, err)) &&
         run(c, kTrackerSetupSql, &reply, err) &&
         (key.dbname.empty() ||
          simple(c.init_db(key.dbname, info, &is_error, &server), is_error, server, c, err)) &&
         (!multi_statements_off ||
          simple(c.set_multi_statements(true, &is_error, &server), is_error, server, c, err));
    if (ok && key.dbname.empty()) *status = reply.status;
    if (ok && !key.dbname.empty()) *status = info.status;
  } else if (ok) {
    *status = reply.status;
  }
  leave_sequences(link);
  return ok;
}

bool own_query_value(OwnLink& link, const std::string& sql, int column, std::string* value,
                     uint16_t* status, Error* err) {
  take_sequences(link);
  proto::Connection c(link.fd, link.caps, link.io_timeout_ms);
  c.set_tls(link.tls.get());
  proto::QueryReply reply;
  bool ok = run(c, sql, &reply, err);
  leave_sequences(link);
  if (!ok) return false;
  *status = reply.status;
  if (reply.parts.empty() || !reply.parts[0].is_result_set || reply.parts[0].rs.row_count == 0 ||
      reply.parts[0].rs.columns.size() <= size_t(column) || reply.parts[0].rs.is_null(0, column))
    return fail(err, 0, "mysqlpool: no answer to: " + sql);
  *value = std::string(reply.parts[0].rs.value(0, column));
  return true;
}

bool own_command(OwnLink& link, const std::string& sql, uint16_t* status, Error* refused,
                 Error* err) {
  take_sequences(link);
  proto::Connection c(link.fd, link.caps, link.io_timeout_ms);
  c.set_tls(link.tls.get());
  proto::QueryReply reply;
  IoStatus io = c.query(sql, reply);
  leave_sequences(link);
  if (io != IoStatus::Ok)
    return fail(err, 2013,
                std::string("mysqlpool: ") + proto::io_status_name(io) + ": " + c.last_error());
  *status = reply.status;
  *refused = reply.is_error ? reply.err : Error();
  return true;
}

void own_publish(OwnLink& link, SlotConnectionInfo* info) {
  link.info = info;
  if (link.tls) {
    info->tls_write_seq = link.tls->write_sequence();
    info->tls_read_seq = link.tls->read_sequence();
  } else {
    info->tls_write_seq = info->tls_read_seq = 0;
  }
}

const proto::TlsKeys* own_tls_keys(const OwnLink& link) {
  return link.tls ? &link.tls->keys() : nullptr;
}

std::string own_tls_description(const OwnLink& link) { return link.tls_description; }

ServerEnd own_server_end(OwnLink& link) {
  if (!link.tls) return ServerEnd::Sends;
  if (!link.reading_end) {  // once: a partial record read before must stay buffered
    take_sequences(link);
    link.reading_end = true;
  }
  for (;;) {
    char buf[4096];
    size_t got = 0;
    switch (link.tls->read(link.fd, buf, sizeof buf, &got)) {
      case proto::TlsStatus::WouldBlock:
        return ServerEnd::Open;
      case proto::TlsStatus::Closed:
        return ServerEnd::Closed;
      case proto::TlsStatus::Ok:
        return ServerEnd::Sends;
      case proto::TlsStatus::Failed:
        // Any alert is the server ending the session: OpenSSL 3 answers an end of the stream
        // without close_notify with decode_error. A record that does not open is not.
        return link.tls->alert_received() ? ServerEnd::Closed : ServerEnd::Sends;
    }
  }
}

void own_close(OwnLink& link) {
  if (link.fd >= 0) {
    shutdown(link.fd, SHUT_RDWR);
    close(link.fd);
  }
  link.fd = -1;
}

}  // namespace mysqlpool
