// mysqlnd's statistics (stats.h): the process's counts and each link's, the wire counters of
// the links' Sessions added in, and mysqli_get_client_stats() / mysqli_get_connection_stats().
// Nothing here allocates through mysqlnd, so the mem_* counts (mysqlnd's allocator's) stay 0.
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ext/mysqli/stats.h"

#include "ext/mysqli/mysqli_api.h"

namespace proto = mysqlpool::proto;

namespace {

// mysqlnd_stats_values_names of PHP 8.2, in its order (see stats.h for the one shift).
const char* const kNames[] = {
    "bytes_sent",
    "bytes_received",
    "packets_sent",
    "packets_received",
    "protocol_overhead_in",
    "protocol_overhead_out",
    "bytes_received_ok_packet",
    "bytes_received_eof_packet",
    "bytes_received_rset_header_packet",
    "bytes_received_rset_field_meta_packet",
    "bytes_received_rset_row_packet",
    "bytes_received_prepare_response_packet",
    "bytes_received_change_user_packet",
    "packets_sent_command",
    "packets_received_ok",
    "packets_received_eof",
    "packets_received_rset_header",
    "packets_received_rset_field_meta",
    "packets_received_rset_row",
    "packets_received_prepare_response",
    "packets_received_change_user",
    "result_set_queries",
    "non_result_set_queries",
    "no_index_used",
    "bad_index_used",
    "slow_queries",
    "buffered_sets",
    "unbuffered_sets",
    "ps_buffered_sets",
    "ps_unbuffered_sets",
    "flushed_normal_sets",
    "flushed_ps_sets",
    "ps_prepared_never_executed",
    "ps_prepared_once_executed",
    "rows_fetched_from_server_normal",
    "rows_fetched_from_server_ps",
    "rows_buffered_from_client_normal",
    "rows_buffered_from_client_ps",
    "rows_fetched_from_client_normal_buffered",
    "rows_fetched_from_client_normal_unbuffered",
    "rows_fetched_from_client_ps_buffered",
    "rows_fetched_from_client_ps_unbuffered",
    "rows_fetched_from_client_ps_cursor",
    "rows_affected_normal",
    "rows_affected_ps",
    "rows_skipped_normal",
    "rows_skipped_ps",
    "copy_on_write_saved",
    "copy_on_write_performed",
    "command_buffer_too_small",
    "connect_success",
    "connect_failure",
    "connection_reused",
    "reconnect",
    "pconnect_success",
    "active_connections",
    "active_persistent_connections",
    "explicit_close",
    "implicit_close",
    "disconnect_close",
    "in_middle_of_command_close",
    "explicit_free_result",
    "implicit_free_result",
    "explicit_stmt_close",
    "implicit_stmt_close",
    "mem_emalloc_count",
    "mem_emalloc_amount",
    "mem_ecalloc_count",
    "mem_ecalloc_amount",
    "mem_erealloc_count",
    "mem_erealloc_amount",
    "mem_efree_count",
    "mem_efree_amount",
    "mem_malloc_count",
    "mem_malloc_amount",
    "mem_calloc_count",
    "mem_calloc_amount",
    "mem_realloc_count",
    "mem_realloc_amount",
    "mem_free_count",
    "mem_free_amount",
    "mem_estrndup_count",
    "mem_strndup_count",
    "mem_estrdup_count",
    "mem_strdup_count",
    "mem_edupl_count",
    "mem_dupl_count",
    "proto_text_fetched_null",
    "proto_text_fetched_bit",
    "proto_text_fetched_tinyint",
    "proto_text_fetched_short",
    "proto_text_fetched_int24",
    "proto_text_fetched_int",
    "proto_text_fetched_bigint",
    "proto_text_fetched_decimal",
    "proto_text_fetched_float",
    "proto_text_fetched_double",
    "proto_text_fetched_date",
    "proto_text_fetched_year",
    "proto_text_fetched_time",
    "proto_text_fetched_datetime",
    "proto_text_fetched_timestamp",
    "proto_text_fetched_string",
    "proto_text_fetched_blob",
    "proto_text_fetched_enum",
    "proto_text_fetched_set",
    "proto_text_fetched_geometry",
    "proto_text_fetched_other",
    "proto_binary_fetched_null",
    "proto_binary_fetched_bit",
    "proto_binary_fetched_tinyint",
    "proto_binary_fetched_short",
    "proto_binary_fetched_int24",
    "proto_binary_fetched_int",
    "proto_binary_fetched_bigint",
    "proto_binary_fetched_decimal",
    "proto_binary_fetched_float",
    "proto_binary_fetched_double",
    "proto_binary_fetched_date",
    "proto_binary_fetched_year",
    "proto_binary_fetched_time",
    "proto_binary_fetched_datetime",
    "proto_binary_fetched_timestamp",
    "proto_binary_fetched_string",
    "proto_binary_fetched_json",
    "proto_binary_fetched_blob",
    "proto_binary_fetched_enum",
    "proto_binary_fetched_set",
    "proto_binary_fetched_geometry",
    "proto_binary_fetched_other",
    "init_command_executed_count",
    "init_command_failed_count",
    "com_quit",
    "com_init_db",
    "com_query",
    "com_field_list",
    "com_create_db",
    "com_drop_db",
    "com_refresh",
    "com_shutdown",
    "com_statistics",
    "com_process_info",
    "com_connect",
    "com_process_kill",
    "com_debug",
    "com_ping",
    "com_time",
    "com_delayed_insert",
    "com_change_user",
    "com_binlog_dump",
    "com_table_dump",
    "com_connect_out",
    "com_register_slave",
    "com_stmt_prepare",
    "com_stmt_execute",
    "com_stmt_send_long_data",
    "com_stmt_close",
    "com_stmt_reset",
    "com_stmt_set_option",
    "com_stmt_fetch",
    "com_deamon",
    "bytes_received_real_data_normal",
    "bytes_received_real_data_ps",
};
static_assert(sizeof kNames / sizeof kNames[0] == MP_STAT_COUNT, "one name per statistic");

uint64_t g_process[MP_STAT_COUNT] = {};  // mysqli_get_client_stats(): the process's, never reset

// A boolean ini entry of mysqlnd's: its value when mysqlnd is loaded, else php.ini's line,
// else mysqlnd's default.
// Asked at every event: without threads the entry, found once, stays where it is for the
// process's life (ini_set() changes its value, not the entry).
bool mysqlnd_flag(const char* name, size_t len, bool by_default) {
#ifdef ZTS
  auto* entry = static_cast<zend_ini_entry*>(zend_hash_str_find_ptr(EG(ini_directives), name, len));
#else
  static zend_ini_entry* entry =
      static_cast<zend_ini_entry*>(zend_hash_str_find_ptr(EG(ini_directives), name, len));
#endif
  if (entry) return entry->value && zend_ini_parse_bool(entry->value);
  zval* line = cfg_get_entry(name, len);
  if (line && Z_TYPE_P(line) == IS_STRING) return zend_ini_parse_bool(Z_STR_P(line));
  return by_default;
}

void add(mp_link* link, mp_stat stat, uint64_t n) {
  g_process[stat] += n;
  if (link) link->stats.values[stat] += n;
}

// What a Session's counters moved by, into a link's and the process's statistics.
void add_wire(mp_link* link, const proto::WireCounters& now, const proto::WireCounters& was) {
  using W = proto::WireCounters;
  const uint64_t sent = now.packets_sent - was.packets_sent;
  const uint64_t received = now.packets_received - was.packets_received;
  add(link, MP_STAT_BYTES_SENT, now.bytes_sent - was.bytes_sent);
  add(link, MP_STAT_BYTES_RECEIVED, now.bytes_received - was.bytes_received);
  add(link, MP_STAT_PACKETS_SENT, sent);
  add(link, MP_STAT_PACKETS_RECEIVED, received);
  add(link, MP_STAT_PROTOCOL_OVERHEAD_IN, 4 * received);
  add(link, MP_STAT_PROTOCOL_OVERHEAD_OUT, 4 * sent);
  static const mp_stat kBytes[W::kKinds] = {
      MP_STAT_BYTES_RECEIVED_OK,          MP_STAT_BYTES_RECEIVED_EOF,
      MP_STAT_BYTES_RECEIVED_RSET_HEADER, MP_STAT_BYTES_RECEIVED_RSET_FIELD_META,
      MP_STAT_BYTES_RECEIVED_RSET_ROW,    MP_STAT_BYTES_RECEIVED_PREPARE_RESPONSE};
  static const mp_stat kPackets[W::kKinds] = {
      MP_STAT_PACKETS_RECEIVED_OK,          MP_STAT_PACKETS_RECEIVED_EOF,
      MP_STAT_PACKETS_RECEIVED_RSET_HEADER, MP_STAT_PACKETS_RECEIVED_RSET_FIELD_META,
      MP_STAT_PACKETS_RECEIVED_RSET_ROW,    MP_STAT_PACKETS_RECEIVED_PREPARE_RESPONSE};
  for (int k = 0; k < W::kKinds; k++) {
    add(link, kBytes[k], now.kind_bytes[k] - was.kind_bytes[k]);
    add(link, kPackets[k], now.kind_packets[k] - was.kind_packets[k]);
  }
  // com_quit .. com_deamon: commands 1 to 29, as mysqlnd counts them (COM_SLEEP has none, nor
  // COM_RESET_CONNECTION, 31, which the pool's resets send from the manager anyway).
  constexpr int kLastNamed = MP_STAT_COM_DAEMON - MP_STAT_COM_QUIT + 1;
  for (int c = 0; c < 32; c++) {
    const uint64_t n = now.commands[c] - was.commands[c];
    add(link, MP_STAT_PACKETS_SENT_CMD, n);
    if (c >= 1 && c <= kLastNamed) add(link, mp_stat(MP_STAT_COM_QUIT + c - 1), n);
  }
}

// mysqlnd's type statistics, in the order of its text ones (the binary ones lack Json).
enum TypeStat {
  Null,
  Bit,
  Int8,
  Int16,
  Int24,
  Int32,
  Int64,
  Decimal,
  Float,
  Double,
  Date,
  Year,
  Time,
  Datetime,
  Timestamp,
  String,
  Json,
  Blob,
  Enum,
  Set,
  Geometry,
  Other
};

TypeStat type_stat(uint8_t type) {
  switch (type) {
    case proto::TYPE_DECIMAL:
    case proto::TYPE_NEWDECIMAL:
      return Decimal;
    case proto::TYPE_TINY:
      return Int8;
    case proto::TYPE_SHORT:
      return Int16;
    case proto::TYPE_LONG:
      return Int32;
    case proto::TYPE_FLOAT:
      return Float;
    case proto::TYPE_DOUBLE:
      return Double;
    case proto::TYPE_NULL:
      return Null;
    case proto::TYPE_TIMESTAMP:
      return Timestamp;
    case proto::TYPE_LONGLONG:
      return Int64;
    case proto::TYPE_INT24:
      return Int24;
    case proto::TYPE_DATE:
    case 14:
      return Date;  // MYSQL_TYPE_NEWDATE
    case proto::TYPE_TIME:
      return Time;
    case proto::TYPE_DATETIME:
      return Datetime;
    case proto::TYPE_YEAR:
      return Year;
    case proto::TYPE_VARCHAR:
    case proto::TYPE_VAR_STRING:
    case proto::TYPE_STRING:
      return String;
    case proto::TYPE_BIT:
      return Bit;
    case proto::TYPE_ENUM:
      return Enum;
    case proto::TYPE_SET:
      return Set;
    case proto::TYPE_JSON:
      return Json;
    case proto::TYPE_TINY_BLOB:
    case proto::TYPE_MEDIUM_BLOB:
    case proto::TYPE_LONG_BLOB:
    case proto::TYPE_BLOB:
      return Blob;
    case proto::TYPE_GEOMETRY:
      return Geometry;
    default:
      return Other;
  }
}

mp_stat binary_stat(TypeStat t) {
  if (t == Json) t = Other;  // mysqlnd's binary switch has no JSON
  return mp_stat(MP_STAT_BINARY_TYPE_FETCHED_NULL + t - (t > Json ? 1 : 0));
}

// The bytes mysqlnd counts for a binary value it made a PHP int or float of: its size on the
// wire (a string's: its length).
size_t binary_wire_size(uint8_t type, size_t text_length) {
  switch (type) {
    case proto::TYPE_TINY:
      return 1;
    case proto::TYPE_SHORT:
    case proto::TYPE_YEAR:
      return 2;
    case proto::TYPE_INT24:
    case proto::TYPE_LONG:
    case proto::TYPE_FLOAT:
      return 4;
    case proto::TYPE_LONGLONG:
    case proto::TYPE_DOUBLE:
      return 8;
    default:
      return text_length;
  }
}

void to_array(const uint64_t* values, zval* out) {
  array_init_size(out, MP_STAT_COUNT);
  char text[24];
  for (int i = 0; i < MP_STAT_COUNT; i++) {
    int n = snprintf(text, sizeof text, "%llu", static_cast<unsigned long long>(values[i]));
    add_assoc_stringl(out, kNames[i], text, size_t(n));
  }
}

}  // namespace

bool mp_stats_on() {
  static const char kName[] = "mysqlnd.collect_statistics";
  return mysqlnd_flag(kName, sizeof kName - 1, true);
}

void mp_stat_add(mp_link* link, mp_stat stat, uint64_t n) {
  if (n && mp_stats_on()) add(link, stat, n);
}

void mp_stat_global(mp_stat stat, int64_t n) {
  if (mp_stats_on()) g_process[stat] += uint64_t(n);
}

void mp_stats_sync(mp_link* link) {
  if (!link->session) return;
  const proto::WireCounters& now = link->session->wire_counters();
  if (mp_stats_on()) add_wire(link, now, link->stats.seen);
  link->stats.seen = now;
}

void mp_stats_adopt(mp_link* link) {
  if (link->session) link->stats.seen = link->session->wire_counters();
}

void mp_stats_row(mp_link* link, const proto::ResultSet& rs, size_t row) {
  if (!mp_stats_on()) return;
  uint64_t bytes = 0;
  for (size_t c = 0; c < rs.columns.size(); c++) {
    const TypeStat t = type_stat(rs.columns[c].type);
    const bool null = rs.is_null(row, c);
    if (!rs.binary) {
      if (null) continue;  // mysqlnd's text decoder counts no NULL
      add(link, mp_stat(MP_STAT_TEXT_TYPE_FETCHED_NULL + t), 1);
      bytes += rs.value(row, c).size();
    } else {
      add(link, null ? MP_STAT_BINARY_TYPE_FETCHED_NULL : binary_stat(t), 1);
      if (!null) bytes += binary_wire_size(rs.columns[c].type, rs.value(row, c).size());
    }
  }
  add(link, rs.binary ? MP_STAT_BYTES_RECEIVED_PURE_DATA_PS : MP_STAT_BYTES_RECEIVED_PURE_DATA_TEXT,
      bytes);
}

mp_link* mp_stats_link_of(uint64_t serial) {
  for (mp_link* l = mp_first_live_link(); l; l = l->next_live)
    if (l->serial == serial && l->status == mp_link::Status::Valid) return l;
  return nullptr;
}

void mp_stats_connected(mp_link* link, bool ok) {
  if (!ok) {
    mp_stat_add(link, MP_STAT_CONNECT_FAILURE);
    return;
  }
  mp_stat_add(link, MP_STAT_CONNECT_SUCCESS);
  mp_stat_add(link, MP_STAT_OPENED_CONNECTIONS);
  if (link->persistent) {
    mp_stat_add(link, MP_STAT_PCONNECT_SUCCESS);
    mp_stat_add(link, MP_STAT_OPENED_PERSISTENT_CONNECTIONS);
  }
}

void mp_stats_closed(mp_link* link, bool explicit_close) {
  if (!link || link->status != mp_link::Status::Valid) return;
  mp_stats_sync(link);
  mp_stat_add(link, explicit_close ? MP_STAT_CLOSE_EXPLICIT : MP_STAT_CLOSE_IMPLICIT);
  mp_stat_global(MP_STAT_OPENED_CONNECTIONS, -1);
  if (link->persistent) mp_stat_global(MP_STAT_OPENED_PERSISTENT_CONNECTIONS, -1);
}

void mp_stats_reply(mp_link* link, const proto::QueryReply::Part& part, bool ps) {
  if (!part.is_result_set) {
    mp_stat_add(link, MP_STAT_NON_RSET_QUERY);
    mp_stat_add(link, ps ? MP_STAT_ROWS_AFFECTED_PS : MP_STAT_ROWS_AFFECTED_NORMAL,
                part.ok.affected_rows);
    return;
  }
  mp_stat_add(link, MP_STAT_RSET_QUERY);
  // The server's flags on the set, as mysqlnd reads them after the columns.
  constexpr uint16_t kNoGoodIndexUsed = 0x10, kNoIndexUsed = 0x20, kQueryWasSlow = 0x800;
  const uint16_t status = part.rs.status;
  if (status & kNoGoodIndexUsed)
    mp_stat_add(link, MP_STAT_BAD_INDEX_USED);
  else if (status & kNoIndexUsed)
    mp_stat_add(link, MP_STAT_NO_INDEX_USED);
  else if (status & kQueryWasSlow)
    mp_stat_add(link, MP_STAT_QUERY_WAS_SLOW);
}

void mp_stats_stored(mp_link* link, mp_stat sets, bool ps, uint64_t rows) {
  mp_stat_add(link, sets);
  mp_stat_add(link,
              ps ? MP_STAT_ROWS_FETCHED_FROM_SERVER_PS : MP_STAT_ROWS_FETCHED_FROM_SERVER_NORMAL,
              rows);
  mp_stat_add(link,
              ps ? MP_STAT_ROWS_BUFFERED_FROM_CLIENT_PS : MP_STAT_ROWS_BUFFERED_FROM_CLIENT_NORMAL,
              rows);
}

void mp_stats_fetched(mp_link* link, bool ps, bool buffered) {
  if (buffered) {  // mysqlnd counts these for the process only
    mp_stat_global(ps ? MP_STAT_ROWS_FETCHED_FROM_CLIENT_PS_BUF
                      : MP_STAT_ROWS_FETCHED_FROM_CLIENT_NORMAL_BUF);
    return;
  }
  mp_stat_add(link,
              ps ? MP_STAT_ROWS_FETCHED_FROM_SERVER_PS : MP_STAT_ROWS_FETCHED_FROM_SERVER_NORMAL);
  mp_stat_add(link, ps ? MP_STAT_ROWS_FETCHED_FROM_CLIENT_PS_UNBUF
                       : MP_STAT_ROWS_FETCHED_FROM_CLIENT_NORMAL_UNBUF);
}

void mp_stats_flushed(mp_link* link, bool ps, uint64_t rows) {
  mp_stat_add(link, ps ? MP_STAT_FLUSHED_PS_SETS : MP_STAT_FLUSHED_NORMAL_SETS);
  // mysqlnd reads each row away with its fetch, unbuffered, and counts it skipped
  mp_stat_add(link, ps ? MP_STAT_ROWS_SKIPPED_PS : MP_STAT_ROWS_SKIPPED_NORMAL, rows);
  mp_stat_add(link,
              ps ? MP_STAT_ROWS_FETCHED_FROM_SERVER_PS : MP_STAT_ROWS_FETCHED_FROM_SERVER_NORMAL,
              rows);
  mp_stat_add(link,
              ps ? MP_STAT_ROWS_FETCHED_FROM_CLIENT_PS_UNBUF
                 : MP_STAT_ROWS_FETCHED_FROM_CLIENT_NORMAL_UNBUF,
              rows);
}

void mp_stats_stmt_closed(mp_link* link, uint64_t executions) {
  if (executions == 0) mp_stat_add(link, MP_STAT_PS_PREPARED_NEVER_EXECUTED);
  if (executions == 1) mp_stat_add(link, MP_STAT_PS_PREPARED_ONCE_USED);
}

ZEND_FUNCTION(mysqli_get_client_stats) {
  ZEND_PARSE_PARAMETERS_NONE();
  for (mp_link* l = mp_first_live_link(); l; l = l->next_live) mp_stats_sync(l);
  to_array(g_process, return_value);
}

// mysqli_get_connection_stats($link) and $link->get_connection_stats().
ZEND_FUNCTION(mysqli_get_connection_stats) {
  zval* object;
  mp_link* link = mp_link_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU, &object);
  if (!link) RETURN_THROWS();
  mp_stats_sync(link);
  to_array(link->stats.values, return_value);
}
