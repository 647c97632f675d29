// Server-side prepared statements: COM_STMT_PREPARE, COM_STMT_EXECUTE (binary protocol),
// COM_STMT_CLOSE. A binary row is decoded into the same ResultSet a text row fills, each value
// written as the text the server would have sent for it (mysqlnd's formatting for temporal and
// floating-point values), so one result type serves both protocols; ResultSet::binary tells
// the driver which typing rules apply.
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "core/protocol/codec.h"
#include "core/protocol/codec_internal.h"
#include "core/protocol/encoding.h"

namespace mysqlpool::proto {

namespace {

constexpr uint8_t COM_STMT_PREPARE = 0x16;
constexpr uint8_t COM_STMT_EXECUTE = 0x17;
constexpr uint8_t COM_STMT_CLOSE = 0x19;
constexpr uint8_t COM_STMT_SEND_LONG_DATA = 0x18;

using wire::put_lenenc;
using wire::put_u32;
using wire::put_u64;

uint64_t little_endian(const uint8_t* p, size_t n) {
  uint64_t v = 0;
  for (size_t i = n; i > 0; --i) v = (v << 8) | p[i - 1];
  return v;
}

// Bytes a fixed-size binary value of this type takes; 0 for a length-encoded one, -1 for a
// temporal value (a length byte, then that many bytes).
int fixed_size(uint8_t type) {
  switch (type) {
    case TYPE_TINY:
      return 1;
    case TYPE_SHORT:
    case TYPE_YEAR:
      return 2;
    case TYPE_INT24:
    case TYPE_LONG:
    case TYPE_FLOAT:
      return 4;
    case TYPE_LONGLONG:
    case TYPE_DOUBLE:
      return 8;
    case TYPE_DATE:
    case TYPE_DATETIME:
    case TYPE_TIMESTAMP:
    case TYPE_TIME:
      return -1;
    default:
      return 0;
  }
}

// An integer of `size` bytes as decimal text, signed unless the column is UNSIGNED; ZEROFILL
// pads it with zeros to the column's display width, as the text protocol (and mysqlnd) does.
void integer_text(const uint8_t* p, int size, const ColumnDef& col, std::string& out) {
  uint64_t raw = little_endian(p, size_t(size));
  char buf[96];
  if (col.flags & ZEROFILL_FLAG) {
    snprintf(buf, sizeof buf, "%0*" PRIu64, int(col.length < 64 ? col.length : 64), raw);
  } else if (col.flags & UNSIGNED_FLAG) {
    snprintf(buf, sizeof buf, "%" PRIu64, raw);
  } else {
    int shift = 64 - 8 * size;
    int64_t v = int64_t(raw << shift) >> shift;  // sign-extend
    snprintf(buf, sizeof buf, "%" PRId64, v);
  }
  out += buf;
}

// FLOAT as mysqlnd reads it (mysql_float_to_double): the column's decimals when fixed, else
// FLT_DIG significant digits, so 1.1f reads 1.1 and not 1.100000023841858.
void float_text(const uint8_t* p, uint8_t decimals, std::string& out) {
  uint32_t bits = uint32_t(little_endian(p, 4));
  float f;
  memcpy(&f, &bits, 4);
  char buf[400];
  if (decimals < 31) {
    snprintf(buf, sizeof buf, "%.*f", int(decimals), double(f));
  } else {
    snprintf(buf, sizeof buf, "%.6g", double(f));
  }
  out += buf;
}

void double_text(const uint8_t* p, std::string& out) {
  uint64_t bits = little_endian(p, 8);
  double d;
  memcpy(&d, &bits, 8);
  char buf[32];
  snprintf(buf, sizeof buf, "%.17g", d);
  out += buf;
}

// Fractional seconds as mysqlnd prints them: the column's decimals (1..6) digits.
void fraction_text(uint32_t micro, uint8_t decimals, std::string& out) {
  if (decimals == 0 || decimals > 6) return;
  char buf[16];
  snprintf(buf, sizeof buf, ".%0*u", int(decimals),
           unsigned(micro / uint32_t(std::pow(10, 6 - decimals))));
  out += buf;
}

// DATE / DATETIME / TIMESTAMP / TIME: a length byte (0, 4, 7, 11; TIME 0, 8, 12) and fields.
bool temporal_text(uint8_t type, const uint8_t* p, size_t len, uint8_t decimals, std::string& out) {
  char buf[64];
  if (type == TYPE_TIME) {
    if (len != 0 && len != 8 && len != 12) return false;
    bool neg = len && p[0];
    uint32_t days = len ? uint32_t(little_endian(p + 1, 4)) : 0;
    unsigned hour = len ? p[5] : 0, minute = len ? p[6] : 0, second = len ? p[7] : 0;
    uint32_t micro = len == 12 ? uint32_t(little_endian(p + 8, 4)) : 0;
    snprintf(buf, sizeof buf, "%s%02" PRIu64 ":%02u:%02u", neg ? "-" : "",
             uint64_t(days) * 24 + hour, minute, second);
    out += buf;
    fraction_text(micro, decimals, out);
    return true;
  }
  if (len != 0 && len != 4 && len != 7 && len != 11) return false;
  unsigned year = len ? unsigned(little_endian(p, 2)) : 0, month = len ? p[2] : 0,
           day = len ? p[3] : 0;
  if (type == TYPE_DATE) {
    snprintf(buf, sizeof buf, "%04u-%02u-%02u", year, month, day);
    out += buf;
    return true;
  }
  unsigned hour = len >= 7 ? p[4] : 0, minute = len >= 7 ? p[5] : 0, second = len >= 7 ? p[6] : 0;
  uint32_t micro = len == 11 ? uint32_t(little_endian(p + 7, 4)) : 0;
  snprintf(buf, sizeof buf, "%04u-%02u-%02u %02u:%02u:%02u", year, month, day, hour, minute,
           second);
  out += buf;
  fraction_text(micro, decimals, out);
  return true;
}

}  // namespace

namespace detail {

const char* parse_binary_row(std::string_view row, ResultSet& rs) {
  const size_t ncols = rs.columns.size();
  const size_t bitmap = (ncols + 7 + 2) / 8;
  const auto* q = reinterpret_cast<const uint8_t*>(row.data());
  const uint8_t* const end = q + row.size();
  if (row.empty() || q[0] != 0x00) return "binary row without its 0x00 header";
  ++q;
  if (size_t(end - q) < bitmap) return "binary row shorter than its NULL bitmap";
  const uint8_t* nulls = q;
  q += bitmap;
  for (size_t c = 0; c < ncols; ++c) {
    const size_t bit = c + 2;
    if (nulls[bit / 8] & (1u << (bit % 8))) {
      rs.fields.push_back(ResultSet::Field{0, -1});
      continue;
    }
    const ColumnDef& col = rs.columns[c];
    const size_t start = rs.data.size();
    int size = fixed_size(col.type);
    if (size > 0) {
      if (end - q < size) return "binary value past the end of the row";
      if (col.type == TYPE_FLOAT) {
        float_text(q, col.decimals, rs.data);
      } else if (col.type == TYPE_DOUBLE) {
        double_text(q, rs.data);
      } else {
        integer_text(q, size, col, rs.data);
      }
      q += size;
    } else if (size < 0) {
      if (q == end || size_t(end - q - 1) < q[0]) return "temporal value past the end of the row";
      if (!temporal_text(col.type, q + 1, q[0], col.decimals, rs.data))
        return "temporal value of a length the protocol does not have";
      q += 1 + q[0];
    } else {
      wire::Reader r(std::string_view(reinterpret_cast<const char*>(q), size_t(end - q)));
      std::string_view v;
      if (!r.lenenc_str(v)) return "malformed length-encoded value in row";
      rs.data.append(v.data(), v.size());
      q = reinterpret_cast<const uint8_t*>(r.pos());
    }
    const size_t len = rs.data.size() - start;
    if (len > INT32_MAX || start > UINT32_MAX) return "result set larger than 4 GiB";
    rs.fields.push_back(ResultSet::Field{uint32_t(start), int32_t(len)});
  }
  return q == end ? nullptr : "trailing bytes after the row's values";
}

}  // namespace detail

IoStatus Connection::prepare(std::string_view sql, PreparedStatement& out, bool* is_error,
                             Error* err) {
  IoStatus st = begin_command(COM_STMT_PREPARE, sql);
  if (st != IoStatus::Ok) return st;
  st = read_prepare_reply(out, is_error, err);
  return st == IoStatus::Ok ? finish_reply() : st;
}

// The reply to COM_STMT_PREPARE: an ERR, or the statement's id and counts, then the
// parameters' definitions (nothing useful in them) and the columns', each group ended by an
// EOF without CLIENT_DEPRECATE_EOF. With CACHE_METADATA a trailing "metadata follows" byte
// may say none are sent.
IoStatus Connection::read_prepare_reply(PreparedStatement& out, bool* is_error, Error* err) {
  out = PreparedStatement();
  std::string_view p;
  IoStatus st = read_reply_packet(p);
  if (st != IoStatus::Ok) return st;
  counters_.received(WireCounters::kPrepareResponse, p.size());
  if (static_cast<uint8_t>(p[0]) == 0xFF) {
    if (!parse_err(p, *err)) return fail(IoStatus::ProtocolError, "malformed ERR packet");
    *is_error = true;
    return IoStatus::Ok;
  }
  *is_error = false;
  wire::Reader r(p);
  uint8_t status;
  uint16_t columns, params, warnings;
  if (!r.u8(status) || status != 0x00 || !r.u32(out.id) || !r.u16(columns) || !r.u16(params) ||
      !r.skip(1) || !r.u16(warnings)) {
    return fail(IoStatus::ProtocolError, "malformed COM_STMT_PREPARE reply");
  }
  out.params = params;
  out.warnings = warnings;
  bool metadata = true;
  if ((caps_.mariadb & MARIADB_CLIENT_CACHE_METADATA) && !r.empty()) {
    uint8_t follows;
    if (!r.u8(follows)) return fail(IoStatus::ProtocolError, "malformed COM_STMT_PREPARE reply");
    metadata = follows != 0;
  }
  for (int group = 0; group < 2 && metadata; ++group) {
    const uint16_t n = group == 0 ? params : columns;
    if (n == 0) continue;
    for (uint16_t i = 0; i < n; ++i) {
      st = read_reply_packet(p);
      if (st != IoStatus::Ok) return st;
      counters_.received(WireCounters::kFieldMeta, p.size());
      ColumnDef def;
      if (!parse_column_def(p, caps_, def))
        return fail(IoStatus::ProtocolError, "malformed definition in COM_STMT_PREPARE reply");
      if (group == 1) out.columns.push_back(std::move(def));
    }
    if (caps_.client & CLIENT_DEPRECATE_EOF) continue;
    st = read_reply_packet(p);
    if (st != IoStatus::Ok) return st;
    counters_.received(WireCounters::kEof, p.size());
    uint16_t w, s;
    if (!detail::parse_eof(p, w, s))
      return fail(IoStatus::ProtocolError, "missing EOF in COM_STMT_PREPARE reply");
  }
  return IoStatus::Ok;
}

namespace {

// COM_STMT_EXECUTE for statement `id` with these values, the command byte first.
std::string execute_command(uint32_t id, const std::vector<Param>& params) {
  std::string body(1, char(COM_STMT_EXECUTE));
  put_u32(body, id);
  body.push_back('\0');  // CURSOR_TYPE_NO_CURSOR
  put_u32(body, 1);      // iteration count
  if (params.empty()) return body;
  std::string nulls((params.size() + 7) / 8, '\0');
  for (size_t i = 0; i < params.size(); ++i)
    if (params[i].kind == Param::Kind::Null) nulls[i / 8] = char(nulls[i / 8] | (1 << (i % 8)));
  body += nulls;
  body.push_back('\1');  // types follow
  for (const Param& p : params) {
    const Param::Kind kind = p.kind == Param::Kind::Null ? p.null_as : p.kind;
    uint8_t type = kind == Param::Kind::Null     ? TYPE_NULL
                   : kind == Param::Kind::Int    ? TYPE_LONGLONG
                   : kind == Param::Kind::Double ? TYPE_DOUBLE
                   : kind == Param::Kind::Blob   ? TYPE_LONG_BLOB
                                                 : TYPE_VAR_STRING;
    body.push_back(char(type));
    body.push_back('\0');  // signed
  }
  for (const Param& p : params) {
    if (p.kind == Param::Kind::Int) {
      put_u64(body, uint64_t(p.i));
    } else if (p.kind == Param::Kind::Double) {
      uint64_t bits;
      memcpy(&bits, &p.d, 8);
      put_u64(body, bits);
    } else if (p.kind == Param::Kind::Text || (p.kind == Param::Kind::Blob && !p.pieces)) {
      put_lenenc(body, p.text.size());
      body.append(p.text.data(), p.text.size());
    }  // a Blob sent in pieces has no value here: the server has it
  }
  return body;
}

// COM_STMT_SEND_LONG_DATA for statement `id`: one command per piece of each Blob sent in
// pieces, the command byte first. The server answers none of them.
std::vector<std::string> long_data_commands(uint32_t id, const std::vector<Param>& params) {
  std::vector<std::string> out;
  for (size_t i = 0; i < params.size(); ++i) {
    if (params[i].kind != Param::Kind::Blob || !params[i].pieces) continue;
    for (std::string_view piece : *params[i].pieces) {
      std::string body(1, char(COM_STMT_SEND_LONG_DATA));
      put_u32(body, id);
      body.push_back(char(i & 0xff));
      body.push_back(char((i >> 8) & 0xff));
      body.append(piece.data(), piece.size());
      out.push_back(std::move(body));
    }
  }
  return out;
}

}  // namespace

// Commands without a reply (COM_STMT_SEND_LONG_DATA) before the next one.
IoStatus Connection::send_unanswered(const std::vector<std::string>& commands) {
  for (const std::string& c : commands) {
    IoStatus st = begin_command(uint8_t(c[0]), std::string_view(c).substr(1));
    reply_pending_ = false;
    if (st != IoStatus::Ok) return st;
  }
  return IoStatus::Ok;
}

IoStatus Connection::execute(PreparedStatement& stmt, const std::vector<Param>& params,
                             QueryReply& out, size_t row_budget) {
  std::string command = execute_command(stmt.id, params);
  IoStatus st = send_unanswered(long_data_commands(stmt.id, params));
  if (st == IoStatus::Ok)
    st = begin_command(uint8_t(command[0]), std::string_view(command).substr(1));
  start_reply(out, nullptr, true, nullptr);
  reading_.cached = std::move(stmt.columns);  // given back below: no copy of the definitions
  if (st != IoStatus::Ok) return st;
  reading_.active = true;
  st = read_reply(out, row_budget);
  if (reading_.active)
    stmt.columns = reading_.cached;  // still being read (unbuffered): a later part may need them
  else
    stmt.columns = std::move(reading_.cached);
  return st;
}

IoStatus Connection::prepare_and_execute(std::string_view sql, const std::vector<Param>& params,
                                         uint32_t expected_id, PreparedStatement& stmt,
                                         Pipelined* outcome, QueryReply& out, size_t row_budget) {
  *outcome = Pipelined::PrepareFailed;
  std::string command = execute_command(expected_id, params);
  IoStatus st = begin_command(COM_STMT_PREPARE, sql);
  // Long data goes to expected_id too: a server without that statement ignores it, and the
  // EXECUTE that follows fails, so execute() sends it again (PreparedOnly below).
  for (const std::string& c : long_data_commands(expected_id, params)) {
    if (st != IoStatus::Ok) break;
    seq_ = 0;  // a command of its own
    const std::string_view piece(c);
    st = write_payload(&piece, 1);
  }
  if (st == IoStatus::Ok) {
    seq_ = 0;  // a command of its own
    const std::string_view piece(command);
    st = write_payload(&piece, 1);
  }
  start_reply(out, nullptr, true, nullptr);
  if (st != IoStatus::Ok) return st;
  seq_ = 1;
  bool is_error = false;
  Error prepare_error;
  st = read_prepare_reply(stmt, &is_error, &prepare_error);
  if (st != IoStatus::Ok) return st;
  const bool ours = !is_error && stmt.id == expected_id;
  seq_ = 1;
  reading_.cached = ours ? stmt.columns : std::vector<ColumnDef>();
  reading_.active = true;
  st = read_reply(out, row_budget);
  if (st != IoStatus::Ok) return st;
  if (!ours) {
    // No statement has expected_id (the caller's promise), so the EXECUTE must have failed
    // for want of one. Anything else ran a statement nobody asked for: the stream can't be
    // trusted, and neither can the session.
    if (!out.is_error || reading_.active)
      return fail(IoStatus::ProtocolError,
                  "an EXECUTE ran a statement other than the one prepared with it");
    out = QueryReply();
    if (is_error) {
      out.is_error = true;
      out.err = std::move(prepare_error);
      return st;
    }
    *outcome = Pipelined::PreparedOnly;  // prepared under another id: execute it now
    return st;
  }
  *outcome = Pipelined::Executed;
  stmt.columns = reading_.cached;
  return st;
}

IoStatus Connection::close_statement(uint32_t id) {
  std::string body;
  put_u32(body, id);
  IoStatus st = begin_command(COM_STMT_CLOSE, body);
  reply_pending_ = false;  // COM_STMT_CLOSE has no reply
  return st;
}

}  // namespace mysqlpool::proto
