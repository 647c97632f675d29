// mysqlnd's statistics on the front-end (stats.cpp): mysqli_get_client_stats() (this process's
// links, added up since it started) and mysqli_get_connection_stats() (one link's), with
// mysqlnd's keys in mysqlnd's order, counted as mysqlnd counts them where a pooled link does the
// same thing, while mysqlnd.collect_statistics is on. What goes over the wire (bytes, packets,
// commands) is the link's Session's (proto::WireCounters, counted by the codec for every
// handle): a link adds what its Session counted since it last looked (mp_stats_sync).
#ifndef MYSQLPOOL_MYSQLI_STATS_H
#define MYSQLPOOL_MYSQLI_STATS_H

#include <cstddef>
#include <cstdint>

#include "core/protocol/codec.h"

// enum_mysqlnd_collected_stats of PHP 8.2, in its order: a value is shown under the name at
// its position in mysqlnd's list of names, which has no proto_text_fetched_json but a
// proto_binary_fetched_json, so between those two every type's count shows under the name of
// the type before it, as stock's does.
enum mp_stat : uint8_t {
  MP_STAT_BYTES_SENT,
  MP_STAT_BYTES_RECEIVED,
  MP_STAT_PACKETS_SENT,
  MP_STAT_PACKETS_RECEIVED,
  MP_STAT_PROTOCOL_OVERHEAD_IN,
  MP_STAT_PROTOCOL_OVERHEAD_OUT,
  MP_STAT_BYTES_RECEIVED_OK,
  MP_STAT_BYTES_RECEIVED_EOF,
  MP_STAT_BYTES_RECEIVED_RSET_HEADER,
  MP_STAT_BYTES_RECEIVED_RSET_FIELD_META,
  MP_STAT_BYTES_RECEIVED_RSET_ROW,
  MP_STAT_BYTES_RECEIVED_PREPARE_RESPONSE,
  MP_STAT_BYTES_RECEIVED_CHANGE_USER,
  MP_STAT_PACKETS_SENT_CMD,
  MP_STAT_PACKETS_RECEIVED_OK,
  MP_STAT_PACKETS_RECEIVED_EOF,
  MP_STAT_PACKETS_RECEIVED_RSET_HEADER,
  MP_STAT_PACKETS_RECEIVED_RSET_FIELD_META,
  MP_STAT_PACKETS_RECEIVED_RSET_ROW,
  MP_STAT_PACKETS_RECEIVED_PREPARE_RESPONSE,
  MP_STAT_PACKETS_RECEIVED_CHANGE_USER,
  MP_STAT_RSET_QUERY,
  MP_STAT_NON_RSET_QUERY,
  MP_STAT_NO_INDEX_USED,
  MP_STAT_BAD_INDEX_USED,
  MP_STAT_QUERY_WAS_SLOW,
  MP_STAT_BUFFERED_SETS,
  MP_STAT_UNBUFFERED_SETS,
  MP_STAT_PS_BUFFERED_SETS,
  MP_STAT_PS_UNBUFFERED_SETS,
  MP_STAT_FLUSHED_NORMAL_SETS,
  MP_STAT_FLUSHED_PS_SETS,
  MP_STAT_PS_PREPARED_NEVER_EXECUTED,
  MP_STAT_PS_PREPARED_ONCE_USED,
  MP_STAT_ROWS_FETCHED_FROM_SERVER_NORMAL,
  MP_STAT_ROWS_FETCHED_FROM_SERVER_PS,
  MP_STAT_ROWS_BUFFERED_FROM_CLIENT_NORMAL,
  MP_STAT_ROWS_BUFFERED_FROM_CLIENT_PS,
  MP_STAT_ROWS_FETCHED_FROM_CLIENT_NORMAL_BUF,
  MP_STAT_ROWS_FETCHED_FROM_CLIENT_NORMAL_UNBUF,
  MP_STAT_ROWS_FETCHED_FROM_CLIENT_PS_BUF,
  MP_STAT_ROWS_FETCHED_FROM_CLIENT_PS_UNBUF,
  MP_STAT_ROWS_FETCHED_FROM_CLIENT_PS_CURSOR,
  MP_STAT_ROWS_AFFECTED_NORMAL,
  MP_STAT_ROWS_AFFECTED_PS,
  MP_STAT_ROWS_SKIPPED_NORMAL,
  MP_STAT_ROWS_SKIPPED_PS,
  MP_STAT_COPY_ON_WRITE_SAVED,
  MP_STAT_COPY_ON_WRITE_PERFORMED,
  MP_STAT_CMD_BUFFER_TOO_SMALL,
  MP_STAT_CONNECT_SUCCESS,
  MP_STAT_CONNECT_FAILURE,
  MP_STAT_CONNECT_REUSED,
  MP_STAT_RECONNECT,
  MP_STAT_PCONNECT_SUCCESS,
  MP_STAT_OPENED_CONNECTIONS,
  MP_STAT_OPENED_PERSISTENT_CONNECTIONS,
  MP_STAT_CLOSE_EXPLICIT,
  MP_STAT_CLOSE_IMPLICIT,
  MP_STAT_CLOSE_DISCONNECT,
  MP_STAT_CLOSE_IN_MIDDLE,
  MP_STAT_FREE_RESULT_EXPLICIT,
  MP_STAT_FREE_RESULT_IMPLICIT,
  MP_STAT_STMT_CLOSE_EXPLICIT,
  MP_STAT_STMT_CLOSE_IMPLICIT,
  MP_STAT_MEM_EMALLOC_COUNT,
  MP_STAT_MEM_EMALLOC_AMOUNT,
  MP_STAT_MEM_ECALLOC_COUNT,
  MP_STAT_MEM_ECALLOC_AMOUNT,
  MP_STAT_MEM_EREALLOC_COUNT,
  MP_STAT_MEM_EREALLOC_AMOUNT,
  MP_STAT_MEM_EFREE_COUNT,
  MP_STAT_MEM_EFREE_AMOUNT,
  MP_STAT_MEM_MALLOC_COUNT,
  MP_STAT_MEM_MALLOC_AMOUNT,
  MP_STAT_MEM_CALLOC_COUNT,
  MP_STAT_MEM_CALLOC_AMOUNT,
  MP_STAT_MEM_REALLOC_COUNT,
  MP_STAT_MEM_REALLOC_AMOUNT,
  MP_STAT_MEM_FREE_COUNT,
  MP_STAT_MEM_FREE_AMOUNT,
  MP_STAT_MEM_ESTRNDUP_COUNT,
  MP_STAT_MEM_STRNDUP_COUNT,
  MP_STAT_MEM_ESTRDUP_COUNT,
  MP_STAT_MEM_STRDUP_COUNT,
  MP_STAT_MEM_EDUP_COUNT,
  MP_STAT_MEM_DUP_COUNT,
  MP_STAT_TEXT_TYPE_FETCHED_NULL,
  MP_STAT_TEXT_TYPE_FETCHED_BIT,
  MP_STAT_TEXT_TYPE_FETCHED_INT8,
  MP_STAT_TEXT_TYPE_FETCHED_INT16,
  MP_STAT_TEXT_TYPE_FETCHED_INT24,
  MP_STAT_TEXT_TYPE_FETCHED_INT32,
  MP_STAT_TEXT_TYPE_FETCHED_INT64,
  MP_STAT_TEXT_TYPE_FETCHED_DECIMAL,
  MP_STAT_TEXT_TYPE_FETCHED_FLOAT,
  MP_STAT_TEXT_TYPE_FETCHED_DOUBLE,
  MP_STAT_TEXT_TYPE_FETCHED_DATE,
  MP_STAT_TEXT_TYPE_FETCHED_YEAR,
  MP_STAT_TEXT_TYPE_FETCHED_TIME,
  MP_STAT_TEXT_TYPE_FETCHED_DATETIME,
  MP_STAT_TEXT_TYPE_FETCHED_TIMESTAMP,
  MP_STAT_TEXT_TYPE_FETCHED_STRING,
  MP_STAT_TEXT_TYPE_FETCHED_JSON,
  MP_STAT_TEXT_TYPE_FETCHED_BLOB,
  MP_STAT_TEXT_TYPE_FETCHED_ENUM,
  MP_STAT_TEXT_TYPE_FETCHED_SET,
  MP_STAT_TEXT_TYPE_FETCHED_GEOMETRY,
  MP_STAT_TEXT_TYPE_FETCHED_OTHER,
  MP_STAT_BINARY_TYPE_FETCHED_NULL,
  MP_STAT_BINARY_TYPE_FETCHED_BIT,
  MP_STAT_BINARY_TYPE_FETCHED_INT8,
  MP_STAT_BINARY_TYPE_FETCHED_INT16,
  MP_STAT_BINARY_TYPE_FETCHED_INT24,
  MP_STAT_BINARY_TYPE_FETCHED_INT32,
  MP_STAT_BINARY_TYPE_FETCHED_INT64,
  MP_STAT_BINARY_TYPE_FETCHED_DECIMAL,
  MP_STAT_BINARY_TYPE_FETCHED_FLOAT,
  MP_STAT_BINARY_TYPE_FETCHED_DOUBLE,
  MP_STAT_BINARY_TYPE_FETCHED_DATE,
  MP_STAT_BINARY_TYPE_FETCHED_YEAR,
  MP_STAT_BINARY_TYPE_FETCHED_TIME,
  MP_STAT_BINARY_TYPE_FETCHED_DATETIME,
  MP_STAT_BINARY_TYPE_FETCHED_TIMESTAMP,
  MP_STAT_BINARY_TYPE_FETCHED_STRING,
  MP_STAT_BINARY_TYPE_FETCHED_BLOB,
  MP_STAT_BINARY_TYPE_FETCHED_ENUM,
  MP_STAT_BINARY_TYPE_FETCHED_SET,
  MP_STAT_BINARY_TYPE_FETCHED_GEOMETRY,
  MP_STAT_BINARY_TYPE_FETCHED_OTHER,
  MP_STAT_INIT_COMMAND_EXECUTED_COUNT,
  MP_STAT_INIT_COMMAND_FAILED_COUNT,
  MP_STAT_COM_QUIT,
  MP_STAT_COM_INIT_DB,
  MP_STAT_COM_QUERY,
  MP_STAT_COM_FIELD_LIST,
  MP_STAT_COM_CREATE_DB,
  MP_STAT_COM_DROP_DB,
  MP_STAT_COM_REFRESH,
  MP_STAT_COM_SHUTDOWN,
  MP_STAT_COM_STATISTICS,
  MP_STAT_COM_PROCESS_INFO,
  MP_STAT_COM_CONNECT,
  MP_STAT_COM_PROCESS_KILL,
  MP_STAT_COM_DEBUG,
  MP_STAT_COM_PING,
  MP_STAT_COM_TIME,
  MP_STAT_COM_DELAYED_INSERT,
  MP_STAT_COM_CHANGE_USER,
  MP_STAT_COM_BINLOG_DUMP,
  MP_STAT_COM_TABLE_DUMP,
  MP_STAT_COM_CONNECT_OUT,
  MP_STAT_COM_REGISTER_SLAVE,
  MP_STAT_COM_STMT_PREPARE,
  MP_STAT_COM_STMT_EXECUTE,
  MP_STAT_COM_STMT_SEND_LONG_DATA,
  MP_STAT_COM_STMT_CLOSE,
  MP_STAT_COM_STMT_RESET,
  MP_STAT_COM_SET_OPTION,
  MP_STAT_COM_STMT_FETCH,
  MP_STAT_COM_DAEMON,
  MP_STAT_BYTES_RECEIVED_PURE_DATA_TEXT,
  MP_STAT_BYTES_RECEIVED_PURE_DATA_PS,
  MP_STAT_COUNT
};

struct mp_link;

struct mp_link_stats {
  uint64_t values[MP_STAT_COUNT] = {};
  mysqlpool::proto::WireCounters seen;  // the Session's counters already added
};

// mysqlnd.collect_statistics (mysqlnd's entry when loaded, else php.ini's line, else on).
bool mp_stats_on();
// One event of `link` (nullptr: of none, or of a link closed since): the link's count and the
// process's, as MYSQLND_INC_CONN_STATISTIC; mp_stat_global: the process's alone.
void mp_stat_add(mp_link* link, mp_stat stat, uint64_t n = 1);
void mp_stat_global(mp_stat stat, int64_t n = 1);
// The link's Session's wire counters: what they moved since the last look is added (while
// collecting; else only looked at). mp_stats_adopt: a new Session, nothing of it added yet.
void mp_stats_sync(mp_link* link);
void mp_stats_adopt(mp_link* link);
// A row handed to PHP (fetched): the values' types and bytes, as mysqlnd's row decoders
// count them (proto_text_fetched_*, bytes_received_real_data_normal; the binary ones for a
// prepared statement's row).
void mp_stats_row(mp_link* link, const mysqlpool::proto::ResultSet& rs, size_t row);
// The live link connected with this serial (mp_link::serial), or nullptr.
mp_link* mp_stats_link_of(uint64_t serial);

// The events, each counted as mysqlnd counts it (link: nullptr for the process's alone).
// A connect: connect_success and active_connections (with a `p:` host the persistent ones
// too), or connect_failure. A connected link closed: explicit_close (close()) or
// implicit_close (its object freed, connected again), active_connections down.
void mp_stats_connected(mp_link* link, bool ok);
void mp_stats_closed(mp_link* link, bool explicit_close);
// A reply's part shown to the application: result_set_queries (and the server's index and
// slow flags) or non_result_set_queries and rows_affected_*.
void mp_stats_reply(mp_link* link, const mysqlpool::proto::QueryReply::Part& part, bool ps);
// A set stored (sets: buffered_sets, ps_buffered_sets): its rows read from the server, buffered.
void mp_stats_stored(mp_link* link, mp_stat sets, bool ps, uint64_t rows);
// One row fetched by the application (buffered: from memory; else as read from the server).
void mp_stats_fetched(mp_link* link, bool ps, bool buffered);
// An unbuffered set let go of before its end: flushed_*_sets, its `rows` left skipped.
void mp_stats_flushed(mp_link* link, bool ps, uint64_t rows);
// A prepared statement closed (or prepared anew) after so many executions.
void mp_stats_stmt_closed(mp_link* link, uint64_t executions);

#endif
