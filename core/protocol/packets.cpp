// Parsers for single reply packets: OK (with session-state tracking), ERR, EOF, column
// definitions. Pure functions over one reassembled payload, shared by Connection and the fuzzer.
#include "core/protocol/codec.h"
#include "core/protocol/codec_internal.h"
#include "core/protocol/encoding.h"

namespace mysqlpool::proto {

namespace {

// One entry's data is itself framed; entry types we don't know are skipped, as the protocol
// asks, so a newer server can add trackers without breaking us.
bool parse_session_entries(std::string_view block, std::vector<SessionChange>& out) {
  wire::Reader r(block);
  while (!r.empty()) {
    uint8_t type;
    std::string_view data;
    if (!r.u8(type) || !r.lenenc_str(data)) return false;
    wire::Reader d(data);
    SessionChange change{};
    switch (type) {
      case static_cast<uint8_t>(SessionTrackType::SystemVariables): {
        std::string_view name, value;
        if (!d.lenenc_str(name) || !d.lenenc_str(value)) return false;
        change.name.assign(name);
        change.value.assign(value);
        break;
      }
      case static_cast<uint8_t>(SessionTrackType::StateChange):
        // The flag is the entry's data itself ("1"), not wrapped in another length.
        change.name.assign(data);
        break;
      case static_cast<uint8_t>(SessionTrackType::Schema):
      case static_cast<uint8_t>(SessionTrackType::TransactionCharacteristics):
      case static_cast<uint8_t>(SessionTrackType::TransactionState): {
        std::string_view s;
        if (!d.lenenc_str(s)) return false;
        change.name.assign(s);
        break;
      }
      case static_cast<uint8_t>(SessionTrackType::Gtids):
        change.name.assign(data);
        break;
      default:
        continue;
    }
    change.type = static_cast<SessionTrackType>(type);
    out.push_back(std::move(change));
  }
  return true;
}

}  // namespace

bool parse_ok(std::string_view payload, const Capabilities& caps, OkInfo& out) {
  wire::Reader r(payload);
  uint8_t header;
  if (!r.u8(header) || (header != 0x00 && header != 0xFE)) return false;
  out = OkInfo{};
  if (!r.lenenc(out.affected_rows) || !r.lenenc(out.last_insert_id)) return false;
  if (caps.client & CLIENT_PROTOCOL_41) {
    if (!r.u16(out.status) || !r.u16(out.warnings)) return false;
  } else if (caps.client & CLIENT_TRANSACTIONS) {
    if (!r.u16(out.status)) return false;
  }
  if (caps.client & CLIENT_SESSION_TRACK) {
    // Both trailing fields are optional: a server may end the packet after the status.
    if (r.empty()) return true;
    std::string_view info;
    if (!r.lenenc_str(info)) return false;
    out.info.assign(info);
    if ((out.status & SERVER_SESSION_STATE_CHANGED) && !r.empty()) {
      std::string_view block;
      if (!r.lenenc_str(block)) return false;
      if (!parse_session_entries(block, out.session)) return false;
    }
  } else {
    out.info.assign(r.rest());
  }
  return true;
}

bool parse_err(std::string_view payload, Error& out) {
  wire::Reader r(payload);
  uint8_t header;
  uint16_t code;
  if (!r.u8(header) || header != 0xFF || !r.u16(code)) return false;
  out.code = code;
  if (!r.empty() && *r.pos() == '#') {
    std::string_view state;
    if (!r.skip(1) || !r.bytes(5, state)) return false;
    out.sqlstate.assign(state);
  } else {
    out.sqlstate.assign("HY000");
  }
  out.message.assign(r.rest());
  return true;
}

bool parse_column_def(std::string_view payload, const Capabilities& caps, ColumnDef& out) {
  wire::Reader r(payload);
  std::string_view catalog, schema, table, org_table, name, org_name;
  if (!r.lenenc_str(catalog) || !r.lenenc_str(schema) || !r.lenenc_str(table) ||
      !r.lenenc_str(org_table) || !r.lenenc_str(name) || !r.lenenc_str(org_name)) {
    return false;
  }
  if (caps.mariadb & MARIADB_CLIENT_EXTENDED_METADATA) {
    std::string_view extended_type_info;
    if (!r.lenenc_str(extended_type_info)) return false;
  }
  uint64_t fixed_len;
  // The fixed block is 0x0c bytes; a shorter one cannot hold the fields below.
  if (!r.lenenc(fixed_len) || fixed_len < 10 || fixed_len > r.remaining()) return false;
  uint16_t charset, flags;
  uint32_t length;
  uint8_t type, decimals;
  if (!r.u16(charset) || !r.u32(length) || !r.u8(type) || !r.u16(flags) || !r.u8(decimals)) {
    return false;
  }
  out.schema.assign(schema);
  out.table.assign(table);
  out.org_table.assign(org_table);
  out.name.assign(name);
  out.org_name.assign(org_name);
  out.charset = charset;
  out.length = length;
  out.type = type;
  out.flags = flags;
  out.decimals = decimals;
  return true;
}

namespace detail {

bool is_eof_packet(std::string_view payload) {
  // A row whose first field is >= 16 MiB also starts with 0xFE, but is then longer than one
  // fragment, so the length tells them apart.
  return !payload.empty() && static_cast<uint8_t>(payload[0]) == 0xFE &&
         payload.size() < wire::kMaxFragment;
}

bool parse_eof(std::string_view payload, uint16_t& warnings, uint16_t& status) {
  wire::Reader r(payload);
  uint8_t header;
  // Classic EOF is exactly 5 bytes; anything from 9 bytes on would be a row (lenenc 0xFE).
  if (payload.size() < 5 || payload.size() >= 9) return false;
  return r.u8(header) && header == 0xFE && r.u16(warnings) && r.u16(status);
}

bool is_progress_packet(std::string_view payload) {
  return payload.size() >= 3 && static_cast<uint8_t>(payload[0]) == 0xFF &&
         static_cast<uint8_t>(payload[1]) == 0xFF && static_cast<uint8_t>(payload[2]) == 0xFF;
}

}  // namespace detail

}  // namespace mysqlpool::proto
