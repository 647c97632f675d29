// libFuzzer target: arbitrary bytes as the server's reply.
// Input: byte 0 picks the operation (low 3 bits: 0 query, 1 ping, 2 reset, 3-5 parse_*, 6
// escaping, 7 prepare + execute) and the capability set (next 2 bits); the rest
// is the reply, fed through a socketpair exactly as a server would send it (or, for the
// parse_* operations and escaping, handed over directly). Bit 5, for the operations on a
// connection: the reply comes inside TLS 1.3 records (tls_records.h), sealed with the
// connection's keys, cut into records of (byte 1) + 1 bytes, so packets and records split
// anywhere.
#include <sys/socket.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "core/protocol/codec.h"

using namespace mysqlpool::proto;

namespace {

const Capabilities kCaps[4] = {
    {0xbea28c, 0x1d},  // what Connector/C negotiates with MariaDB 10.11
    {CLIENT_PROTOCOL_41 | CLIENT_TRANSACTIONS | CLIENT_MULTI_RESULTS, 0},
    {CLIENT_PROTOCOL_41 | CLIENT_SESSION_TRACK | CLIENT_DEPRECATE_EOF | CLIENT_MULTI_RESULTS,
     MARIADB_CLIENT_CACHE_METADATA},
    {CLIENT_PROTOCOL_41 | CLIENT_SESSION_TRACK | CLIENT_DEPRECATE_EOF,
     MARIADB_CLIENT_EXTENDED_METADATA | MARIADB_CLIENT_PROGRESS},
};
const char* const kCharsets[] = {"utf8mb4", "gbk", "big5", "sjis", "gb18030", "latin1"};

void check_reply(const QueryReply& reply) {
  for (const auto& part : reply.parts) {
    if (!part.is_result_set) continue;
    const ResultSet& rs = part.rs;
    if (rs.fields.size() != rs.row_count * rs.columns.size()) abort();
    for (const auto& f : rs.fields) {
      if (f.length < -1) abort();
      if (f.length >= 0 && size_t{f.offset} + size_t(f.length) > rs.data.size()) abort();
    }
  }
}

TlsKeys fuzz_keys() {
  TlsKeys k;
  k.cipher_suite = kTlsAes128GcmSha256;
  k.client = {std::string(16, 'c'), std::string(12, 'i')};
  k.server = {std::string(16, 's'), std::string(12, 'j')};
  return k;
}

// The reply as the server's side of the TLS session would send it.
std::string sealed(std::string_view reply, size_t record) {
  TlsKeys server_side = fuzz_keys();
  std::swap(server_side.client, server_side.server);
  TlsStream server(server_side);
  std::string wire;
  for (size_t off = 0; off < reply.size(); off += record)
    if (!server.seal(reply.substr(off, record), &wire)) abort();
  return wire;
}

void run_connection(int op, const Capabilities& caps, std::string_view reply, bool tls) {
  std::string wire;
  if (tls && !reply.empty()) {
    wire = sealed(reply.substr(1), size_t(uint8_t(reply[0])) + 1);
    if (wire.size() > 150000) return;  // one blocking send must never wait
    reply = wire;
  }
  TlsStream client_tls(fuzz_keys());
  int fds[2];
  if (socketpair(AF_UNIX, SOCK_STREAM, 0, fds) != 0) abort();
  // Inputs are kept below the socket buffer size, so one blocking send never waits.
  if (!reply.empty() && send(fds[1], reply.data(), reply.size(), MSG_NOSIGNAL) !=
                            static_cast<ssize_t>(reply.size())) {
    abort();
  }
  shutdown(fds[1], SHUT_WR);
  {
    Connection conn(fds[0], caps, 0, 1u << 20);
    if (tls) conn.set_tls(&client_tls);
    OkInfo ok;
    mysqlpool::Error err;
    bool is_error = false;
    if (op == 0) {
      QueryReply out;
      if (conn.query("SELECT 1", out) == IoStatus::Ok) check_reply(out);
    } else if (op == 1) {
      conn.ping(ok, &is_error, &err);
    } else if (op == 2) {
      conn.reset_connection(ok, &is_error, &err);
    } else {
      // COM_STMT_PREPARE, then COM_STMT_EXECUTE of what it prepared (one value of each kind
      // for its parameters) on the rest of the stream.
      PreparedStatement stmt;
      if (conn.prepare("SELECT ?", stmt, &is_error, &err) == IoStatus::Ok && !is_error) {
        std::vector<Param> params(stmt.params);
        for (size_t i = 0; i < params.size(); i++) {
          params[i].kind = Param::Kind(i % 4);
          params[i].i = -1;
          params[i].d = 0.5;
          params[i].text = "x";
        }
        QueryReply out;
        if (conn.execute(stmt, params, out) == IoStatus::Ok) check_reply(out);
      }
    }
  }
  close(fds[0]);
  close(fds[1]);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1 || size > 40000) return 0;  // sealed, still below the socket buffer
  const int op = data[0] & 7;
  const Capabilities& caps = kCaps[(data[0] >> 3) & 3];
  std::string_view rest(reinterpret_cast<const char*>(data + 1), size - 1);
  switch (op) {
    case 0:
    case 1:
    case 2:
    case 7:
      run_connection(op, caps, rest, (data[0] & 0x20) != 0);
      break;
    case 3: {
      OkInfo ok;
      parse_ok(rest, caps, ok);
      break;
    }
    case 4: {
      mysqlpool::Error err;
      if (parse_err(rest, err) && err.sqlstate.size() != 5) abort();
      break;
    }
    case 5: {
      ColumnDef col;
      parse_column_def(rest, caps, col);
      break;
    }
    default: {
      std::string out;
      const char* cs = kCharsets[(data[0] >> 3) % 6];
      const uint16_t status = (data[0] & 0x80) ? SERVER_STATUS_NO_BACKSLASH_ESCAPES : 0;
      if (escape_string(rest, cs, status, out)) {
        // Escaping never shrinks its input and never leaves a lone quote behind a backslash.
        if (out.size() < rest.size()) abort();
      }
      break;
    }
  }
  return 0;
}
