// MySQL/MariaDB command-phase codec, used by workers on a socket the manager handed them.
//
// The manager opens and authenticates connections (libmariadb); a worker only ever speaks the
// command phase: it writes one command, then reads the whole reply into memory it owns
// (never PHP's allocator; its rows are counted against the embedder's limit: memory_budget.h)
// before returning. Every byte from the server is untrusted: every length is checked against
// what was received, and a malformed reply is a ProtocolError, never a crash or an over-read.
//
// The capabilities below are the ones the manager negotiated for the connection (published
// per slot in shared memory), because the reply format depends on them:
//   - CLIENT_SESSION_TRACK: OK packets carry session-state info.
//   - CLIENT_DEPRECATE_EOF: result sets end with an OK (0xFE) packet instead of EOF
//     (Connector/C can't negotiate it, but the codec handles both).
//   - MariaDB MARIADB_CLIENT_EXTENDED_METADATA: the column-count packet is followed by a
//     "metadata follows" byte only with MARIADB_CLIENT_CACHE_METADATA; each column definition
//     carries an extra length-encoded "extended type info" string before the 0x0c block.
// See docs/MYSQL-NOTES.md ("Capabilities").
#pragma once

#include <cstddef>
#include <cstdint>
#include <climits>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "core/common/error.h"
#include "core/protocol/capabilities.h"
#include "core/protocol/tls_records.h"

struct iovec;

namespace mysqlpool::proto {

// Client capability bits (low 32 bits of the handshake).
constexpr uint32_t CLIENT_FOUND_ROWS = 1u << 1;
constexpr uint32_t CLIENT_CONNECT_WITH_DB = 1u << 3;
constexpr uint32_t CLIENT_PROTOCOL_41 = 1u << 9;
constexpr uint32_t CLIENT_TRANSACTIONS = 1u << 13;
constexpr uint32_t CLIENT_MULTI_STATEMENTS = 1u << 16;
constexpr uint32_t CLIENT_MULTI_RESULTS = 1u << 17;
constexpr uint32_t CLIENT_PS_MULTI_RESULTS = 1u << 18;
constexpr uint32_t CLIENT_SESSION_TRACK = 1u << 23;
constexpr uint32_t CLIENT_DEPRECATE_EOF = 1u << 24;
// MariaDB extended capabilities (bits 32..63 of the handshake, stored here shifted down).
constexpr uint32_t MARIADB_CLIENT_PROGRESS = 1u << 0;
constexpr uint32_t MARIADB_CLIENT_STMT_BULK_OPERATIONS = 1u << 2;
constexpr uint32_t MARIADB_CLIENT_EXTENDED_METADATA = 1u << 3;
constexpr uint32_t MARIADB_CLIENT_CACHE_METADATA = 1u << 4;

// Server status flags (OK / EOF packets).
constexpr uint16_t SERVER_STATUS_IN_TRANS = 0x0001;
constexpr uint16_t SERVER_STATUS_AUTOCOMMIT = 0x0002;
constexpr uint16_t SERVER_MORE_RESULTS_EXISTS = 0x0008;
constexpr uint16_t SERVER_STATUS_NO_BACKSLASH_ESCAPES = 0x0200;
constexpr uint16_t SERVER_STATUS_IN_TRANS_READONLY = 0x2000;
constexpr uint16_t SERVER_SESSION_STATE_CHANGED = 0x4000;
constexpr uint16_t SERVER_STATUS_ANSI_QUOTES = 0x8000;

// Column types (the ones the driver maps to PHP types; others arrive as strings).
enum ColumnType : uint8_t {
  TYPE_DECIMAL = 0,
  TYPE_TINY = 1,
  TYPE_SHORT = 2,
  TYPE_LONG = 3,
  TYPE_FLOAT = 4,
  TYPE_DOUBLE = 5,
  TYPE_NULL = 6,
  TYPE_TIMESTAMP = 7,
  TYPE_LONGLONG = 8,
  TYPE_INT24 = 9,
  TYPE_DATE = 10,
  TYPE_TIME = 11,
  TYPE_DATETIME = 12,
  TYPE_YEAR = 13,
  TYPE_VARCHAR = 15,
  TYPE_BIT = 16,
  TYPE_JSON = 245,
  TYPE_NEWDECIMAL = 246,
  TYPE_ENUM = 247,
  TYPE_SET = 248,
  TYPE_TINY_BLOB = 249,
  TYPE_MEDIUM_BLOB = 250,
  TYPE_LONG_BLOB = 251,
  TYPE_BLOB = 252,
  TYPE_VAR_STRING = 253,
  TYPE_STRING = 254,
  TYPE_GEOMETRY = 255,
};
// Column flags.
constexpr uint16_t NOT_NULL_FLAG = 1, PRI_KEY_FLAG = 2, UNIQUE_KEY_FLAG = 4, MULTIPLE_KEY_FLAG = 8,
                   BLOB_FLAG = 16, UNSIGNED_FLAG = 32, ZEROFILL_FLAG = 64, BINARY_FLAG = 128;

struct ColumnDef {
  std::string schema, table, org_table, name, org_name;
  uint16_t charset = 0;
  uint32_t length = 0;
  uint8_t type = 0;
  uint16_t flags = 0;
  uint8_t decimals = 0;
};

// Session-state change entries from an OK packet (CLIENT_SESSION_TRACK).
enum class SessionTrackType : uint8_t {
  SystemVariables = 0,
  Schema = 1,
  StateChange = 2,
  Gtids = 3,
  TransactionCharacteristics = 4,
  TransactionState = 5,
};
struct SessionChange {
  SessionTrackType type;
  std::string name;   // SystemVariables: variable name; Schema: schema name;
                      // StateChange: "1"/"0"; TransactionState: e.g. "T___W___"; else raw
  std::string value;  // SystemVariables: its new value; otherwise empty
};

struct OkInfo {
  uint64_t affected_rows = 0;
  uint64_t last_insert_id = 0;
  uint16_t status = 0;
  uint16_t warnings = 0;
  std::string info;
  std::vector<SessionChange> session;
};

// What a result set holds (ResultSet below adds the counting of its row memory).
struct ResultSetContents {
  std::vector<ColumnDef> columns;
  struct Field {
    uint32_t offset;  // into data
    int32_t length;   // -1 for SQL NULL
  };
  std::string data;           // row payloads
  std::vector<Field> fields;  // rows * columns.size(), row-major
  size_t row_count = 0;
  uint16_t status = 0;  // from the terminating EOF/OK
  uint16_t warnings = 0;
  // Rows came in the binary protocol (COM_STMT_EXECUTE), decoded to text as prepared.cpp
  // says: the driver types some columns differently then (YEAR is an int, as in mysqlnd).
  bool binary = false;
  // A set read in parts (Connection::read_more): the number of its rows before these, which
  // the caller consumed and dropped (drop_rows()).
  size_t first_row = 0;
  bool complete = false;  // ended by its EOF/OK (not by an ERR among its rows)

  bool is_null(size_t row, size_t col) const { return field(row, col).length < 0; }
  std::string_view value(size_t row, size_t col) const {
    const Field& f = field(row, col);
    return f.length < 0 ? std::string_view() : std::string_view(data.data() + f.offset, f.length);
  }
  const Field& field(size_t row, size_t col) const { return fields[row * columns.size() + col]; }
};

// A text-protocol result set, read whole. Field values point into `data`.
//
// Its row buffers (the capacity of `data` and `fields`) are counted in row_memory_held()
// (memory_budget.h) while it holds them: Connection::read_rows grows them through
// reserve_rows(), which refuses growth past the embedder's limit; destroying the set, assigning
// over it or drop_rows() takes its bytes off. A move hands the count over with the buffers; a
// copy counts its own (never refused: the driver does not copy result sets).
struct ResultSet : ResultSetContents {
  ResultSet() = default;
  ResultSet(const ResultSet& other);
  ResultSet(ResultSet&& other) noexcept;
  ResultSet& operator=(const ResultSet& other);
  ResultSet& operator=(ResultSet&& other) noexcept;
  ~ResultSet();

  // The caller consumed the rows it has (an unbuffered set): they go, and buffers over 1 MiB
  // with them (smaller ones are kept for the next batch, and stay counted).
  void drop_rows();
  // Room for `more_data` bytes of rows and `more_fields` fields without another allocation:
  // grows the buffers (doubling) if needed, counted, or throws RowMemoryExceeded when the
  // old buffers and the new ones together would pass the limit. Inline test, cheap per row.
  void reserve_rows(size_t more_data, size_t more_fields) {
    if (data.size() + more_data > data.capacity() ||
        fields.size() + more_fields > fields.capacity())
      grow_rows(more_data, more_fields);
  }
  // Counts buffers that grew without reserve_rows() (e.g. a decoded binary row longer than
  // reserved); throws RowMemoryExceeded if the count then passes the limit.
  void settle_rows();
  // Bytes counted for this set now.
  size_t row_memory() const { return counted_; }

 private:
  void grow_rows(size_t more_data, size_t more_fields);
  void recount();  // counted_ = the buffers' capacity, the difference added to the total
  void uncount();
  size_t counted_ = 0;
};
static_assert(std::is_nothrow_move_constructible_v<ResultSet>,
              "vectors of result sets must move them, not copy them, when they grow");

// The reply to one COM_QUERY: zero or more result sets and OKs in the order the server sent
// them (multi-statements / stored procedures), ending at the first reply without
// SERVER_MORE_RESULTS_EXISTS, or at an ERR.
struct QueryReply {
  struct Part {
    bool is_result_set = false;
    ResultSet rs;  // when is_result_set
    OkInfo ok;     // otherwise
  };
  std::vector<Part> parts;
  bool is_error = false;  // an ERR ended the reply (parts before it are kept)
  Error err;
  // Status flags of the last OK/EOF received (the connection's status after the command).
  uint16_t status = 0;
};

// A statement prepared on one connection (COM_STMT_PREPARE): its id there, how many `?` the
// server found, and its result columns (an EXECUTE reply may omit them with CACHE_METADATA).
struct PreparedStatement {
  uint32_t id = 0;
  uint16_t params = 0;
  uint16_t warnings = 0;
  std::vector<ColumnDef> columns;
};

// One parameter of COM_STMT_EXECUTE. `text` and `pieces` point at memory the caller keeps
// until the call returns. Blob (mysqli's "b"): typed LONG_BLOB; its value is `text`, or, when
// `pieces` is set, those pieces, each sent before the EXECUTE as one COM_STMT_SEND_LONG_DATA
// (mysqli_stmt_send_long_data()'s calls, kept until the statement runs on a connection).
struct Param {
  enum class Kind : uint8_t { Null, Int, Double, Text, Blob };
  Kind kind = Kind::Null;
  // A Null's type on the wire: TYPE_NULL (PDO's), or the type it was bound with (mysqli
  // sends its bind_param type for a NULL too, and the server types `SELECT ?` by it).
  Kind null_as = Kind::Null;
  int64_t i = 0;
  double d = 0;
  std::string_view text;
  const std::vector<std::string_view>* pieces = nullptr;
};

// What a COM_QUERY may answer when the server asks for a client file (LOAD DATA LOCAL INFILE,
// a 0xFB packet naming the file): the PDO handle's PDO::MYSQL_ATTR_LOCAL_INFILE and
// PDO::MYSQL_ATTR_LOCAL_INFILE_DIRECTORY, applied as mysqlnd applies them. The file name comes
// from the server and is untrusted: only this policy decides what is read. The default refuses.
struct LocalInfilePolicy {
  bool allowed = false;   // LOCAL_INFILE => true: any regular file this process can open
  std::string directory;  // else (non-empty): only a file whose real path is below this one's
  // An extra check of the path the server named (PHP's open_basedir); nullptr: none.
  bool (*path_allowed)(const char* path) = nullptr;
};

// What one Connection sent and received, for mysqli's mysqlnd statistics (ext/mysqli/stats.cpp):
// plain counts, never reset (a Connection object lives as long as its handle and is rebound at
// every lease), added to where packets are framed and replies parsed. Bytes include the 4-byte
// packet headers; a reply packet is counted by the kind the codec read it as (mysqlnd's reader).
struct WireCounters {
  enum Kind : uint8_t { kOk, kEof, kRsetHeader, kFieldMeta, kRow, kPrepareResponse, kKinds };
  uint64_t bytes_sent = 0, packets_sent = 0, bytes_received = 0, packets_received = 0;
  uint64_t kind_bytes[kKinds] = {};
  uint64_t kind_packets[kKinds] = {};
  uint64_t commands[32] = {};  // commands sent, by their first byte (COM_QUERY = 3, ...)
  void received(Kind kind, size_t payload) {
    kind_bytes[kind] += payload + 4;
    ++kind_packets[kind];
  }
};

// What went wrong at transport/protocol level. Anything but Ok means the connection's protocol
// state is unknown: the caller must discard it (never return it to the pool).
enum class IoStatus {
  Ok,
  Closed,         // peer closed the socket (EOF) or ECONNRESET
  Timeout,        // no byte for read_timeout_ms
  ProtocolError,  // malformed/truncated/oversized packet, bad sequence id
  SystemError,    // other errno
};
const char* io_status_name(IoStatus s);

// One connection's command phase over an fd the caller owns (never closed here).
class Connection {
 public:
  Connection(int fd, Capabilities caps, int read_timeout_ms, size_t max_packet = 1u << 30);
  ~Connection();
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;
  // Points this object at another connection, keeping its buffers (one Connection per PDO
  // handle, rebound at every lease, saves an allocation per statement). Only between replies.
  // tls: the connection's record layer when it is a TLS session (tls_records.h), kept by the
  // caller for as long as this object speaks on it; nullptr: plaintext.
  void rebind(int fd, Capabilities caps, int read_timeout_ms, TlsStream* tls = nullptr);
  void set_tls(TlsStream* tls) { tls_ = tls; }

  // A file request in the reply is answered as `infile` says (nullptr: refused, error 2068).
  // row_budget: read whole (the default), or stop once that many bytes of rows were read
  // (unbuffered results): reading() is then true, and read_more() goes on from there after
  // the caller has consumed and dropped the rows it has (ResultSet::drop_rows()). Nothing
  // else may be sent on the connection until the reply is read to its end.
  static constexpr size_t kWhole = SIZE_MAX;
  // Read whole too, but a result set that an ERR cut short stays in the reply, with the rows
  // before the ERR (kWhole drops it): mysqli's statements report that error with the rows.
  static constexpr size_t kWholeKeepingCutSets = SIZE_MAX - 1;
  // The statement is sent and nothing read: reading() is true, read_more() reads the reply
  // (mysqli's MYSQLI_ASYNC: the application waits for it, or not, in mysqli_poll()).
  static constexpr size_t kSendOnly = SIZE_MAX - 2;
  IoStatus query(std::string_view sql, QueryReply& out, const LocalInfilePolicy* infile = nullptr,
                 size_t row_budget = kWhole);
  IoStatus read_more(QueryReply& out, size_t row_budget);
  bool reading() const { return reading_.active; }
  // Whether the last execute()'s reply carried its result's column definitions, rather than
  // omitting them as unchanged (CACHE_METADATA): then stmt.columns are new.
  bool columns_sent() const { return reading_.columns_sent; }
  // Simple commands answered by one OK or ERR: *is_error tells which; err is filled on ERR.
  IoStatus ping(OkInfo& ok, bool* is_error, Error* err);
  IoStatus reset_connection(OkInfo& ok, bool* is_error, Error* err);
  IoStatus init_db(std::string_view db, OkInfo& ok, bool* is_error, Error* err);
  // COM_SET_OPTION: several statements per COM_QUERY on or off for this connection (the
  // server enforces PDO::MYSQL_ATTR_MULTI_STATEMENTS => false). Answered by EOF or ERR.
  IoStatus set_multi_statements(bool on, bool* is_error, Error* err);
  // COM_STATISTICS: the server's one-line status ("Uptime: ...  Threads: ..."), or its ERR.
  IoStatus statistics(std::string* out, bool* is_error, Error* err);
  IoStatus quit();  // COM_QUIT; expects no reply
  // COM_PROCESS_KILL: ends the server session `id` (OK, or ERR 1094 for an unknown id). Of
  // the connection's own session (own): sent without reading a reply (the server ends the
  // session and closes the socket, as mysqlnd expects), and nothing may be sent after it.
  IoStatus process_kill(uint32_t id, bool own, OkInfo& ok, bool* is_error, Error* err);
  // COM_REFRESH (REFRESH_* bits: flush logs, tables, hosts, status, ...) and COM_DEBUG (the
  // server writes its debug information to its error log): one OK/EOF or ERR.
  IoStatus refresh(uint8_t options, OkInfo& ok, bool* is_error, Error* err);
  IoStatus debug(OkInfo& ok, bool* is_error, Error* err);

  // Server-side prepared statements (prepared.cpp). prepare: *is_error and err as for the
  // simple commands. execute: the reply as query() gives it, rows decoded from the binary
  // protocol. close_statement: COM_STMT_CLOSE, which has no reply.
  IoStatus prepare(std::string_view sql, PreparedStatement& out, bool* is_error, Error* err);
  // The server may omit the columns when they are those it sent last (CACHE_METADATA):
  // stmt.columns are kept up to date with what it sent.
  IoStatus execute(PreparedStatement& stmt, const std::vector<Param>& params, QueryReply& out,
                   size_t row_budget = kWhole);
  IoStatus close_statement(uint32_t id);
  // Commands the server does not answer (COM_STMT_SEND_LONG_DATA), sent one after another.
  IoStatus send_unanswered(const std::vector<std::string>& commands);
  // COM_STMT_PREPARE and a COM_STMT_EXECUTE of it in one write, one round trip. Only for a
  // text the server prepared before with params.size() parameters (the EXECUTE is encoded
  // before the PREPARE's reply says how many there are), and only with the id the server will
  // give the statement (ids count up per connection) and that no other statement on the
  // connection has: then an EXECUTE can run nothing but this statement. (MariaDB's id
  // 0xFFFFFFFF, "the last prepared", would run the previous statement when this PREPARE
  // fails: docs/MYSQL-NOTES.md, "Prepared statements".)
  //   Executed: prepared as expected_id and executed (stmt filled: close it);
  //   PreparedOnly: prepared under another id (stmt filled), not executed: execute() it;
  //   PrepareFailed: the reply is the PREPARE's error.
  // An EXECUTE that ran although the PREPARE failed or got another id is a ProtocolError.
  enum class Pipelined { Executed, PreparedOnly, PrepareFailed };
  IoStatus prepare_and_execute(std::string_view sql, const std::vector<Param>& params,
                               uint32_t expected_id, PreparedStatement& stmt, Pipelined* outcome,
                               QueryReply& out, size_t row_budget = kWhole);

  // Human-readable detail of the last non-Ok IoStatus ("packet length 5 exceeds ...").
  const std::string& last_error() const { return last_error_; }
  // What this object sent and received since it was made (all its bindings).
  const WireCounters& counters() const { return counters_; }

 private:
  // Implementation-defined members. A Connection is move-only: two copies reading one socket
  // would each hold part of the stream.
  IoStatus fail(IoStatus s, std::string msg);
  IoStatus begin_command(uint8_t command, std::string_view arg);
  IoStatus write_payload(const std::string_view* pieces, size_t count);
  IoStatus wait_fd(short events);
  IoStatus fill(size_t n);
  IoStatus read_packet(std::string_view& payload);
  IoStatus read_reply_packet(std::string_view& payload);  // skips progress packets
  void start_reply(QueryReply& out, const LocalInfilePolicy* infile, bool binary,
                   const std::vector<ColumnDef>* cached);
  IoStatus read_reply(QueryReply& out, size_t row_budget);
  // cached: a prepared statement's columns as the server last sent them, used for a reply
  // that says they are not sent again, and updated when they are.
  IoStatus read_columns(std::string_view column_count_packet, ResultSet& rs,
                        std::vector<ColumnDef>* cached = nullptr);
  IoStatus read_rows(ResultSet& rs, QueryReply& out, size_t row_budget, bool* done);
  IoStatus read_simple_reply(OkInfo& ok, bool* is_error, Error* err);
  IoStatus read_prepare_reply(PreparedStatement& out, bool* is_error, Error* err);
  // LOAD DATA LOCAL INFILE (local_infile.cpp): sends the file the 0xFB packet names, or an
  // empty one when the policy refuses it or it can't be read (then *refused says why).
  IoStatus answer_file_request(std::string_view filename, const LocalInfilePolicy* policy,
                               Error* refused);
  IoStatus send_file(int file_fd, Error* failed);
  IoStatus finish_reply();

  IoStatus send_all(const iovec* iov, size_t n_iov);
  IoStatus send_sealed(const iovec* iov, size_t n_iov);
  // At least one byte more into rbuf_ (or a failure); block: the first recv may wait.
  IoStatus receive_some(bool block = false);

  int fd_;
  TlsStream* tls_ = nullptr;
  std::string sealed_;  // TLS: the records of one write (kept for its capacity)
  Capabilities caps_;
  int read_timeout_ms_;  // negative: wait forever
  size_t max_packet_;
  std::string last_error_;
  std::unique_ptr<char[]> rbuf_;  // read-ahead buffer, made (or taken spare) on first read
  size_t rcap_ = 0;
  size_t rpos_ = 0;             // next unread byte
  size_t rend_ = 0;             // end of received bytes
  std::string big_;             // reassembled payload of a packet split over several fragments
  uint8_t seq_ = 0;             // sequence id of the next packet, either direction
  bool reply_pending_ = false;  // a command was just sent: wait before the first recv
  bool broken_ = false;         // an earlier call failed: the stream position is unknown
  WireCounters counters_;
  // The reply being read (COM_QUERY, COM_STMT_EXECUTE), kept between read_more() calls.
  struct Reading {
    bool active = false;   // not read to its end
    bool in_rows = false;  // stopped inside the rows of the reply's last part
    bool binary = false;   // rows in the binary protocol
    const LocalInfilePolicy* infile = nullptr;
    std::vector<ColumnDef> cached;  // the prepared statement's columns, as last sent
    bool columns_sent = false;      // the server sent them in this reply (not omitted)
    Error infile_err;               // the first file request that was refused or failed
    size_t parts_before_infile = 0;
  };
  Reading reading_;
  friend struct ConnectionTestAccess;
};

// Escape `in` for use inside a quoted SQL literal on a connection with the given character set
// (MySQL charset name, e.g. "utf8mb4", "latin1", "gbk", "sjis", "big5", "cp932", "gb18030")
// and server status (SERVER_STATUS_NO_BACKSLASH_ESCAPES => double single quotes only).
// Multi-byte charsets: bytes inside a valid multi-byte character are never escaped, and a lead
// byte without its trail is escaped alone (the GBK 0xBF27 trap), as libmysql does. Returns
// false only for a charset it does not know (the caller must refuse to build the query).
bool escape_string(std::string_view in, std::string_view charset, uint16_t server_status,
                   std::string& out);
// `name` as a quoted identifier: in backticks, each backtick in it doubled.
std::string quote_identifier(std::string_view name);

// Lower-level pieces, exposed for tests and the fuzz target.
// Parse one OK packet payload (first byte 0x00 or 0xFE). Returns false if malformed.
bool parse_ok(std::string_view payload, const Capabilities& caps, OkInfo& out);
// Parse an ERR payload (first byte 0xFF). Returns false if malformed.
bool parse_err(std::string_view payload, Error& out);
// Parse a column definition payload. Returns false if malformed.
bool parse_column_def(std::string_view payload, const Capabilities& caps, ColumnDef& out);

}  // namespace mysqlpool::proto
