// Command-phase replies: COM_QUERY (text result sets, multiple results, file requests)
// and the simple OK/ERR commands.
#include "core/protocol/codec.h"

#include <climits>
#include <cstring>
#include <new>

#include "core/protocol/codec_internal.h"
#include "core/protocol/encoding.h"
#include "core/protocol/memory_budget.h"

namespace mysqlpool::proto {

const char* io_status_name(IoStatus s) {
  switch (s) {
    case IoStatus::Ok:
      return "Ok";
    case IoStatus::Closed:
      return "Closed";
    case IoStatus::Timeout:
      return "Timeout";
    case IoStatus::ProtocolError:
      return "ProtocolError";
    case IoStatus::SystemError:
      return "SystemError";
  }
  return "Unknown";
}

IoStatus Connection::query(std::string_view sql, QueryReply& out, const LocalInfilePolicy* infile,
                           size_t row_budget) {
  IoStatus st = begin_command(detail::COM_QUERY, sql);
  start_reply(out, infile, false, nullptr);
  if (st != IoStatus::Ok) return st;
  reading_.active = true;
  if (row_budget == kSendOnly) return IoStatus::Ok;
  return read_reply(out, row_budget);
}

void Connection::start_reply(QueryReply& out, const LocalInfilePolicy* infile, bool binary,
                             const std::vector<ColumnDef>* cached) {
  out.parts.clear();
  out.is_error = false;
  out.err = Error{};
  out.status = 0;
  reading_ = Reading();
  reading_.binary = binary;
  reading_.infile = infile;
  if (cached) reading_.cached = *cached;
}

IoStatus Connection::read_more(QueryReply& out, size_t row_budget) {
  if (!reading_.active) return fail(IoStatus::ProtocolError, "no reply is being read");
  return read_reply(out, row_budget);
}

// The reply from where it stopped: the rest of the current result set's rows, then OKs, result
// sets and file requests until the reply ends or `row_budget` bytes of rows were read (then it
// stops inside a set's rows, reading() stays true, and read_more() goes on).
IoStatus Connection::read_reply(QueryReply& out, size_t row_budget) {
  IoStatus st;
  for (;;) {
    if (reading_.in_rows) {
      bool done = false;
      try {
        st = read_rows(out.parts.back().rs, out, row_budget, &done);
      } catch (const std::bad_alloc&) {
        // Out of memory, or past the row memory limit (memory_budget.h): the reply is read in
        // part, so the connection can't be used again; the caller reports it and discards it.
        fail(IoStatus::SystemError, "the reply's rows did not fit in memory");
        throw;
      }
      if (st != IoStatus::Ok) return st;
      if (!done) return IoStatus::Ok;
      reading_.in_rows = false;
      // An error inside the rows: a set read whole is dropped; a streamed one stays (its rows
      // are the caller's) and the error follows it.
      if (out.is_error && row_budget == kWhole) out.parts.pop_back();
      if (out.is_error || !(out.status & SERVER_MORE_RESULTS_EXISTS)) break;
      continue;
    }
    std::string_view p;
    st = read_reply_packet(p);
    if (st != IoStatus::Ok) return st;
    counters_.received(WireCounters::kRsetHeader, p.size());
    const uint8_t first = static_cast<uint8_t>(p[0]);
    if (first == 0x00) {
      out.parts.emplace_back();
      OkInfo& ok = out.parts.back().ok;
      if (!parse_ok(p, caps_, ok)) return fail(IoStatus::ProtocolError, "malformed OK packet");
      out.status = ok.status;
      if (!(ok.status & SERVER_MORE_RESULTS_EXISTS)) break;
    } else if (first == 0xFF) {
      if (!parse_err(p, out.err)) return fail(IoStatus::ProtocolError, "malformed ERR packet");
      out.is_error = true;
      break;
    } else if (first == 0xFB && !reading_.binary) {
      // LOAD DATA LOCAL INFILE asks for a client file: its bytes, or nothing (an empty packet
      // ends the file either way); the server then answers OK/ERR, so the stream stays in step.
      Error refused;
      st = answer_file_request(p.substr(1), reading_.infile, &refused);
      if (st != IoStatus::Ok) return st;
      if (refused.code != 0 && reading_.infile_err.code == 0) {
        reading_.parts_before_infile = out.parts.size();
        reading_.infile_err = std::move(refused);
      }
    } else if (first == 0xFB) {
      return fail(IoStatus::ProtocolError, "LOCAL INFILE request in reply to COM_STMT_EXECUTE");
    } else {
      out.parts.emplace_back();
      QueryReply::Part& part = out.parts.back();
      part.is_result_set = true;
      part.rs.binary = reading_.binary;
      st = read_columns(p, part.rs, reading_.binary ? &reading_.cached : nullptr);
      if (st != IoStatus::Ok) return st;
      reading_.in_rows = true;
    }
  }
  reading_.active = false;
  if (reading_.infile_err.code != 0 && !out.is_error) {
    // The OK that ends a refused LOAD DATA is no result: that statement failed, and an error
    // ends what the caller sees of the reply, as an ERR would have (mysqlnd reports it so).
    out.parts.resize(reading_.parts_before_infile);
    out.is_error = true;
    out.err = std::move(reading_.infile_err);
  }
  return finish_reply();
}

// The column count, the column definitions and (without CLIENT_DEPRECATE_EOF) their EOF.
IoStatus Connection::read_columns(std::string_view column_count_packet, ResultSet& rs,
                                  std::vector<ColumnDef>* cached) {
  wire::Reader head(column_count_packet);
  uint64_t column_count;
  if (!head.lenenc(column_count) || column_count == 0) {
    return fail(IoStatus::ProtocolError, "malformed column count");
  }
  // A made-up count would have us read column definitions without end. MySQL and MariaDB
  // allow 4096 columns per table; 65535 leaves room for wide SELECTs.
  if (column_count > 65535) {
    return fail(IoStatus::ProtocolError,
                "column count " + std::to_string(column_count) + " is more than 65535");
  }
  if (caps_.mariadb & MARIADB_CLIENT_CACHE_METADATA) {
    uint8_t metadata_follows;
    // A text result set always carries its metadata; a prepared statement's may say that the
    // columns from its COM_STMT_PREPARE reply still hold (then no definitions, but the EOF).
    if (!head.u8(metadata_follows) || metadata_follows > 1) {
      return fail(IoStatus::ProtocolError, "malformed metadata-follows byte");
    }
    if (metadata_follows == 0) {
      if (!cached || cached->size() != column_count)
        return fail(IoStatus::ProtocolError, "result set without metadata");
      rs.columns = *cached;
      column_count = 0;  // none to read
    }
  }
  if (!head.empty()) return fail(IoStatus::ProtocolError, "trailing bytes after column count");
  if (column_count) rs.columns.reserve(column_count < 4096 ? column_count : 4096);
  std::string_view p;
  for (uint64_t i = 0; i < column_count; ++i) {
    IoStatus st = read_reply_packet(p);
    if (st != IoStatus::Ok) return st;
    counters_.received(WireCounters::kFieldMeta, p.size());
    rs.columns.emplace_back();
    if (!parse_column_def(p, caps_, rs.columns.back())) {
      return fail(IoStatus::ProtocolError, "malformed column definition " + std::to_string(i));
    }
  }
  if (cached && column_count) {
    *cached = rs.columns;
    reading_.columns_sent = true;
  }
  if (caps_.client & CLIENT_DEPRECATE_EOF) return IoStatus::Ok;
  IoStatus st = read_reply_packet(p);
  if (st != IoStatus::Ok) return st;
  counters_.received(WireCounters::kEof, p.size());
  uint16_t warnings, status;
  if (!detail::parse_eof(p, warnings, status)) {
    return fail(IoStatus::ProtocolError, "missing EOF after column definitions");
  }
  return IoStatus::Ok;
}

namespace {

// Records the fields of one text-protocol row (`row`, already appended to the result set's
// data at `base`) as offset/length pairs. nullptr, or what is wrong with the row.
const char* parse_row(std::string_view row, size_t base, size_t ncols, ResultSet::Field* f) {
  const auto* begin = reinterpret_cast<const uint8_t*>(row.data());
  const uint8_t* q = begin;
  const uint8_t* const end = begin + row.size();
  for (size_t c = 0; c < ncols; ++c) {
    if (q == end) return "row has too few fields";
    uint64_t len = *q;
    if (len < 0xFB) {
      ++q;
    } else if (len == 0xFB) {
      ++q;
      f[c] = ResultSet::Field{0, -1};
      continue;
    } else {
      size_t n = len == 0xFC ? 2 : len == 0xFD ? 3 : len == 0xFE ? 8 : 0;
      if (n == 0 || static_cast<size_t>(end - q) < n + 1) return "malformed field length in row";
      len = 0;
      for (size_t i = n; i > 0; --i) len = (len << 8) | q[i];
      q += n + 1;
    }
    if (len > static_cast<size_t>(end - q) || len > INT32_MAX) {
      return "field length past the end of the row";
    }
    f[c] = ResultSet::Field{static_cast<uint32_t>(base + (q - begin)), static_cast<int32_t>(len)};
    q += len;
  }
  return q == end ? nullptr : "trailing bytes after the row's fields";
}

// The longest text prepared.cpp writes for a binary value that is no string: a FLOAT with 30
// decimals is 71 characters, a ZEROFILL integer 64, a DATETIME or TIME with fractions 30.
constexpr size_t kMaxBinaryText = 96;

}  // namespace

// Rows until the EOF/OK that ends the set (*done), an ERR (*done, out.is_error), or until at
// least `row_budget` bytes of rows were added (not *done: the set goes on). Throws
// RowMemoryExceeded (memory_budget.h) when holding the rows would pass the process's limit:
// the stream is then left inside the reply, and the caller must discard the connection.
IoStatus Connection::read_rows(ResultSet& rs, QueryReply& out, size_t row_budget, bool* done) {
  const bool deprecate_eof = caps_.client & CLIENT_DEPRECATE_EOF;
  const size_t ncols = rs.columns.size();
  const size_t data_before = rs.data.size();
  std::string_view p;
  *done = false;
  while (rs.data.size() - data_before < row_budget || rs.row_count == 0) {
    IoStatus st = read_reply_packet(p);
    if (st != IoStatus::Ok) return st;
    counters_.received(WireCounters::kRow, p.size());  // the end too, as mysqlnd reads it
    if (detail::is_eof_packet(p)) {
      if (deprecate_eof) {
        OkInfo ok;
        if (!parse_ok(p, caps_, ok)) return fail(IoStatus::ProtocolError, "malformed final OK");
        rs.status = ok.status;
        rs.warnings = ok.warnings;
      } else if (!detail::parse_eof(p, rs.warnings, rs.status)) {
        return fail(IoStatus::ProtocolError, "malformed EOF after rows");
      }
      out.status = rs.status;
      rs.complete = true;
      *done = true;
      return IoStatus::Ok;
    }
    if (static_cast<uint8_t>(p[0]) == 0xFF) {
      // An error after rows started (e.g. the query was killed).
      if (!parse_err(p, out.err)) return fail(IoStatus::ProtocolError, "malformed ERR packet");
      out.is_error = true;
      *done = true;
      return IoStatus::Ok;
    }
    if (rs.binary) {
      // A value's text is at most its bytes in the packet, or kMaxBinaryText for a number or
      // a date: room for the row is counted (and may be refused) before it is decoded.
      rs.reserve_rows(p.size() + ncols * kMaxBinaryText, ncols);
      const size_t data_capacity = rs.data.capacity(), fields_capacity = rs.fields.capacity();
      if (const char* wrong = detail::parse_binary_row(p, rs))
        return fail(IoStatus::ProtocolError, wrong);
      if (rs.data.capacity() != data_capacity || rs.fields.capacity() != fields_capacity)
        rs.settle_rows();
      ++rs.row_count;
      continue;
    }
    // Hot loop: the row is copied once, whole, and each field recorded as offset/length into
    // it; the length-encoded headers stay in `data` as dead bytes, cheaper than copying fields.
    const size_t base = rs.data.size();
    if (p.size() > UINT32_MAX - base) {
      return fail(IoStatus::ProtocolError, "result set larger than 4 GiB");
    }
    // Counted against the limit (memory_budget.h), or RowMemoryExceeded, before the row is
    // copied; only a row that needs a larger buffer costs more than two comparisons.
    rs.reserve_rows(p.size(), ncols);
    rs.data.append(p.data(), p.size());
    const size_t first_field = rs.fields.size();
    rs.fields.resize(first_field + ncols);
    if (const char* wrong = parse_row(p, base, ncols, rs.fields.data() + first_field)) {
      return fail(IoStatus::ProtocolError, wrong);
    }
    ++rs.row_count;
  }
  return IoStatus::Ok;
}

IoStatus Connection::read_simple_reply(OkInfo& ok, bool* is_error, Error* err) {
  std::string_view p;
  IoStatus st = read_reply_packet(p);
  if (st != IoStatus::Ok) return st;
  const uint8_t first = static_cast<uint8_t>(p[0]);
  counters_.received(detail::is_eof_packet(p) ? WireCounters::kEof : WireCounters::kOk, p.size());
  if (first == 0x00) {
    if (!parse_ok(p, caps_, ok)) return fail(IoStatus::ProtocolError, "malformed OK packet");
    if (is_error) *is_error = false;
  } else if (detail::is_eof_packet(p) && p.size() < 9) {
    // COM_SET_OPTION answers with a classic EOF packet.
    uint16_t warnings = 0;
    if (!detail::parse_eof(p, warnings, ok.status)) {
      return fail(IoStatus::ProtocolError, "malformed EOF packet");
    }
    ok.warnings = warnings;
    if (is_error) *is_error = false;
  } else if (first == 0xFF) {
    Error scratch;
    if (!parse_err(p, err ? *err : scratch)) {
      return fail(IoStatus::ProtocolError, "malformed ERR packet");
    }
    if (is_error) *is_error = true;
  } else {
    return fail(IoStatus::ProtocolError,
                "unexpected reply header " + std::to_string(first) + " to a simple command");
  }
  return finish_reply();
}

IoStatus Connection::ping(OkInfo& ok, bool* is_error, Error* err) {
  IoStatus st = begin_command(detail::COM_PING, {});
  return st == IoStatus::Ok ? read_simple_reply(ok, is_error, err) : st;
}

IoStatus Connection::reset_connection(OkInfo& ok, bool* is_error, Error* err) {
  IoStatus st = begin_command(detail::COM_RESET_CONNECTION, {});
  return st == IoStatus::Ok ? read_simple_reply(ok, is_error, err) : st;
}

IoStatus Connection::init_db(std::string_view db, OkInfo& ok, bool* is_error, Error* err) {
  IoStatus st = begin_command(detail::COM_INIT_DB, db);
  return st == IoStatus::Ok ? read_simple_reply(ok, is_error, err) : st;
}

IoStatus Connection::set_multi_statements(bool on, bool* is_error, Error* err) {
  const char option[2] = {on ? '\0' : '\1', '\0'};  // MYSQL_OPTION_MULTI_STATEMENTS_ON = 0
  IoStatus st = begin_command(detail::COM_SET_OPTION, std::string_view(option, 2));
  OkInfo ok;
  return st == IoStatus::Ok ? read_simple_reply(ok, is_error, err) : st;
}

IoStatus Connection::statistics(std::string* out, bool* is_error, Error* err) {
  IoStatus st = begin_command(detail::COM_STATISTICS, {});
  if (st != IoStatus::Ok) return st;
  std::string_view p;
  st = read_reply_packet(p);
  if (st != IoStatus::Ok) return st;
  *is_error = static_cast<uint8_t>(p[0]) == 0xFF;
  if (*is_error) {
    if (!parse_err(p, *err)) return fail(IoStatus::ProtocolError, "malformed ERR packet");
  } else {
    out->assign(p);
  }
  return finish_reply();
}

IoStatus Connection::quit() {
  IoStatus st = begin_command(detail::COM_QUIT, {});
  // The server closes the socket without a reply; nothing may be sent after this.
  broken_ = true;
  if (st == IoStatus::Ok) last_error_ = "connection was closed with COM_QUIT";
  return st;
}

IoStatus Connection::process_kill(uint32_t id, bool own, OkInfo& ok, bool* is_error, Error* err) {
  const char body[4] = {char(id & 0xff), char((id >> 8) & 0xff), char((id >> 16) & 0xff),
                        char((id >> 24) & 0xff)};
  IoStatus st = begin_command(detail::COM_PROCESS_KILL, std::string_view(body, 4));
  if (!own) return st == IoStatus::Ok ? read_simple_reply(ok, is_error, err) : st;
  broken_ = true;  // the session is being ended: whatever it answers is not read
  if (st == IoStatus::Ok) last_error_ = "the connection's own session was killed";
  return st;
}

IoStatus Connection::refresh(uint8_t options, OkInfo& ok, bool* is_error, Error* err) {
  const char option = char(options);
  IoStatus st = begin_command(detail::COM_REFRESH, std::string_view(&option, 1));
  return st == IoStatus::Ok ? read_simple_reply(ok, is_error, err) : st;
}

IoStatus Connection::debug(OkInfo& ok, bool* is_error, Error* err) {
  IoStatus st = begin_command(detail::COM_DEBUG, {});
  return st == IoStatus::Ok ? read_simple_reply(ok, is_error, err) : st;
}

}  // namespace mysqlpool::proto
