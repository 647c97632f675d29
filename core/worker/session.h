// A PDO handle's session on the pool: which connection it uses for each statement, and the
// rules that make sharing connections between requests safe (docs/DESIGN.md, "Session safety").
//
// In the default `statement` mode a connection goes back to the pool after every statement,
// unless the session holds something the next statement may need:
//   - an open transaction or autocommit off (the server's status flags say so), or
//     characteristics set for the next transaction (SET TRANSACTION ...; in transaction mode
//     the connection stays until that transaction has begun, in statement mode until the end);
//   - state that can't be replayed on another connection (user variables, temporary tables,
//     named locks, LOCK TABLES, PREPARE, sequences, ...): the server's session-state tracker
//     reports most of it, the statement classifier the rest. The connection then stays with
//     the handle until the request ends, and is reset by the manager when it goes back;
//   - diagnostics of its last statement (warnings or an error): the connection stays until
//     the handle's next statement, so SHOW WARNINGS & co. read the handle's own.
// Plain session settings (SET NAMES, SET sql_mode, SET time_zone, SET SESSION ..., USE db)
// don't pin: they form the handle's *baseline*, a list of single statements. Each connection
// records (as a hash in its slot) the baseline it has; a handle that leases a connection with
// another baseline brings it to its own first: only the missing statements when the
// connection's baseline is a prefix of the handle's, a reset and all of them otherwise. Each
// statement is sent alone, and the slot records exactly the prefix the server applied. A
// baseline statement that this process has run successfully before costs no round trip at
// all: it is applied with the next statement that needs the server. A read of settings only
// (`SELECT @@SESSION.sql_mode`, between WordPress's settings) that this process made under the
// same baseline is answered likewise, for 60 s (session_reads.cpp). Since all handles of an
// application set the same baseline, a warm pool runs no extra statement per request.
//
// What a statement reads of the handle's previous statement, which may have run on another
// connection, is made to answer as a dedicated connection would: LAST_INSERT_ID() (and
// @@identity, routines) by setting the connection's value first (DO LAST_INSERT_ID(n)),
// ROW_COUNT() and FOUND_ROWS() of the first statement by the values of the handle's own
// replies, diagnostics by a statement that clears them first.
//
// Quoting follows what the server reports for the connection (escape_state()): the client
// charset from the session tracker, NO_BACKSLASH_ESCAPES from the status flags.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/worker/attachment.h"
#include "core/protocol/codec.h"
#include "core/worker/statement_classifier.h"

namespace mysqlpool {

// What quoting a string for the server depends on (protocol/escape.cpp).
struct EscapeState {
  std::string charset;  // character_set_client as the server reported it; empty: unknown
  bool no_backslash_escapes = false;
  bool known() const { return !charset.empty(); }
};

struct KnownStatement;

class Session {
 public:
  Session(PoolAttachment* pool, PoolMode mode);
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  // Runs one SQL text and reads its whole reply. false: no reply (no connection free, server
  // gone, timeout, a baseline statement that failed when applied) with *err set; true: a
  // reply, which may be a server error.
  // row_budget: proto::Connection::kWhole, or (unbuffered results) kStreamBatch.
  bool run(std::string_view sql, proto::QueryReply* reply, Error* err,
           size_t row_budget = proto::Connection::kWhole);

  // Unbuffered results (PDO::MYSQL_ATTR_USE_BUFFERED_QUERY => false): run() or execute() with
  // kStreamBatch may return after the first batch of rows, the reply still being read
  // (streaming()). The connection then stays with the handle and nothing else runs on it
  // (error 2014) until read_more() reaches the reply's end or drop_stream() reads it away;
  // the caller drops the rows it consumed (ResultSet::drop_rows()) before read_more().
  static constexpr size_t kStreamBatch = 256 * 1024;
  bool streaming() const { return streaming_; }
  bool read_more(proto::QueryReply* reply, Error* err);
  // The unread rows of the set being streamed are read away, up to the reply's next part (a
  // rowset after it) or its end. false: the connection was lost (*err).
  bool skip_rows(proto::QueryReply* reply, Error* err);
  void drop_stream(proto::QueryReply* reply);

  // Server-side prepared statements (PDO::ATTR_EMULATE_PREPARES => false). A statement is
  // prepared on the connection it runs on, when it runs there: statement ids belong to one
  // connection, and the next execute may lease another. Prepared ones stay prepared on their
  // connection across leases, for every process that leases it (the slot's statements,
  // slot_statements.h): kSlotStatements per connection at most, the least recently used
  // closed (COM_STMT_CLOSE) first, so a pool holds at most connections x kSlotStatements on
  // the server whatever the number of processes. Each is kept under its context (the
  // baseline it was prepared under) and the text, and is forgotten when the connection is
  // reset or replaced. check_prepare: the server's verdict on `sql` now (PDO::prepare()
  // reports its errors, as pdo_mysql does) and its number of parameters. execute: as run(),
  // in the binary protocol, with these values for the statement's `?`.
  // columns (optional): the result's columns as the server described them at its prepare
  // (mysqli_stmt's field_count and result_metadata() before execute()).
  bool check_prepare(std::string_view sql, uint16_t* params, Error* err,
                     std::vector<proto::ColumnDef>* columns = nullptr);
  // context: the handle's context() when the statement was prepared. pdo_mysql's
  // statement keeps the database and sql_mode of its prepare(); one prepared before a USE or
  // SET of the handle is prepared again in that context (a reset and the older settings,
  // then the newer ones again) — except inside a transaction or a pinned session, whose
  // state a reset would lose: there it runs in the current context.
  static constexpr uint64_t kCurrentContext = ~uint64_t(0);
  bool execute(std::string_view sql, const std::vector<proto::Param>& params,
               proto::QueryReply* reply, Error* err, size_t row_budget = proto::Connection::kWhole,
               uint64_t context = kCurrentContext);
  uint64_t context() const { return baseline_hash(); }
  size_t statements_prepared() const { return statements_prepared_; }

  // How the connection went back at end(). Closed: it could not go back (an unbuffered reply
  // not read to its end); the pool opens another.
  enum class Ending { NoConnection, Released, RolledBack, Reset, Closed };
  // The request (or the handle) ends: the connection goes back, rolled back and reset by the
  // manager when needed. The baseline is kept for the handle's next request.
  Ending end();

  // The state to quote strings with, as the server reported it for the connection this
  // handle's next statement runs on. Leases a connection when the handle has not learned it
  // yet. false with *err: no connection, or the server's state is not known (never guessed).
  bool escape_state(EscapeState* out, Error* err);
  // PDO::ATTR_SERVER_INFO: the server's status line (COM_STATISTICS), on the connection the
  // handle's next statement would use.
  bool server_info(std::string* out, Error* err);
  // `in` escaped for a quoted literal in the state above (quotes not added).
  bool escape(std::string_view in, std::string* out, Error* err);

  uint16_t status() const { return status_; }
  // Warnings of the handle's last statement, as the server counted them (Pdo\Mysql's
  // getWarningCount()).
  uint16_t warning_count() const { return warning_count_; }
  bool in_transaction() const { return status_ & proto::SERVER_STATUS_IN_TRANS; }
  bool autocommit() const { return status_ & proto::SERVER_STATUS_AUTOCOMMIT; }
  // lastInsertId(): the id the handle's last statement generated (0 if none), as pdo_mysql.
  uint64_t last_insert_id() const { return last_insert_id_; }
  // The result the application reads now (a statement's rowset): lastInsertId() follows it,
  // as pdo_mysql's does, reading one result at a time (0 for a result set).
  void show_result(const proto::QueryReply::Part& part) {
    last_insert_id_ = part.is_result_set ? 0 : part.ok.last_insert_id;
  }
  bool holds_connection() const { return lease_.active(); }
  // The held connection's socket (-1: none), for mysqli_poll() to wait on a sent statement's
  // reply (run() with proto::Connection::kSendOnly); nothing else may touch it.
  int connection_fd() const { return lease_.active() ? lease_.fd : -1; }
  // The server's id of the connection the handle holds, or held last (0: none yet): mysqli's
  // thread_id.
  uint64_t thread_id() const { return thread_id_; }
  // A connection of the pool leased and given back at once, untouched (no baseline brought to
  // it, no reset): thread_id() is then its id, as a connect reports one (mysqli's). A warm
  // connection keeps the baseline it has for the handle's first statement. false with *err: no
  // connection free within acquire_timeout_ms.
  bool learn_thread_id(Error* err);
  // PDO's liveness check of a persistent handle: false when the connection the handle holds
  // was closed by the server (a KILL, wait_timeout) or is no longer this process's.
  bool connection_alive();
  PoolAttachment* pool() const { return pool_; }
  PoolMode mode() const { return mode_; }
  // Server administration commands (session_admin.cpp), as mysqli's kill(), refresh() and
  // dump_debug_info() send them, on the connection the handle holds or one leased for them.
  // kill() of the handle's own session (thread_id()) ends it as on a dedicated connection: a
  // connection the handle holds is killed (COM_PROCESS_KILL, unanswered, as mysqlnd sends it)
  // and discarded; one it gave back serves other handles by now and is left alone; from then
  // on every command fails with 2006 "MySQL server has gone away" (gone()). Of another id: the
  // server's answer (1094 for an unknown one); of the connection leased to send it: that one
  // is ended. The id is the command's 32 bits (mysqlnd's truncates a larger one likewise).
  bool kill(uint32_t id, Error* err);
  bool refresh(uint8_t options, Error* err);
  bool debug_info(Error* err);
  bool gone() const { return gone_; }
  // Several statements in one text (pdo_mysql's default: on). Off, the server refuses such a
  // text (COM_SET_OPTION on the leased connection, set back when another handle wants it on;
  // PDO::MYSQL_ATTR_MULTI_STATEMENTS => false, against stacked injection).
  void set_multi_statements(bool on) { multi_statements_ = on; }
  bool multi_statements() const { return multi_statements_; }
  // LOAD DATA LOCAL INFILE in the handle's statements (PDO::MYSQL_ATTR_LOCAL_INFILE and
  // _DIRECTORY): read by this process, as the policy says; every connection can ask, and the
  // statements the driver sends itself never send a file.
  void set_local_infile(proto::LocalInfilePolicy policy) { local_infile_ = std::move(policy); }
  const proto::LocalInfilePolicy& local_infile() const { return local_infile_; }
  // How long a reply may keep this handle waiting for its next byte, from the next lease on
  // (mysqli's MYSQLI_OPT_READ_TIMEOUT, mysqlnd.net_read_timeout): the shorter of it and the
  // pool's read_timeout_ms applies; 0: the pool's alone.
  void set_read_timeout_ms(uint32_t ms) { read_timeout_ms_ = ms; }
  // Statements sent only to bring a connection to this handle's baseline (for benchmarks).
  uint64_t baseline_statements_sent() const { return baseline_statements_sent_; }
  uint64_t baseline_resets() const { return baseline_resets_; }
  // Reads of session settings answered without the server (session_reads.cpp).
  uint64_t setting_reads_answered() const { return setting_reads_answered_; }
  size_t baseline_size() const { return baseline_.size(); }
  // What the handle's connections were sent and answered (mysqli's statistics), all leases.
  const proto::WireCounters& wire_counters() const { return conn_.counters(); }

 private:
  // The statement path and its connection (session.cpp).
  bool run_statement(std::string_view sql, const std::vector<proto::Param>* params,
                     proto::QueryReply* reply, Error* err, size_t row_budget,
                     uint64_t context = kCurrentContext);
  bool send_statement(std::string_view sql, const std::vector<proto::Param>* params,
                      const StatementTraits& traits, uint64_t context, size_t row_budget,
                      proto::QueryReply* reply, proto::IoStatus* io, Error* err);
  void reply_did_not_fit(proto::QueryReply* reply, Error* err);
  void remember(std::string_view sql, const StatementTraits& traits,
                const proto::QueryReply& reply);
  void give_back_if_done();
  bool take_connection(Error* err);
  bool lease_any(Error* err);
  bool schema_left_over();
  bool end_orphans(Error* err);
  bool sync_multi_statements(Error* err);
  // Sends one statement of the driver's own; false with *err on no reply or a server error.
  bool run_own(const std::string& sql, proto::QueryReply* reply, Error* err);
  using SimpleCommand = proto::IoStatus (*)(proto::Connection&, uint8_t, proto::OkInfo&, bool*,
                                            Error*);
  bool simple_command(SimpleCommand send, uint8_t arg, Error* err);
  void end_by_kill();
  bool say_gone(Error* err) const;
  void lose_connection(proto::IoStatus io, Error* err);
  void forget_connection_state(bool back_to_baseline_escape);
  bool forked_away(Error* err);
  bool out_of_sync(Error* err) const;
  void finish_stream(const proto::QueryReply& reply);

  // The baseline (session_baseline.cpp).
  static constexpr size_t kMaxBaseline = 64;  // statements; repeated ones replace themselves
  uint64_t baseline_hash() const { return baseline_hashes_.back(); }
  bool baseline_full() const { return baseline_.size() >= kMaxBaseline; }
  bool answer_known_baseline(std::string_view sql, const StatementTraits& traits,
                             proto::QueryReply* reply);
  bool reset_to_pool_state(Error* err);
  bool bring_to_baseline(Error* err);
  bool apply_baseline(size_t from, size_t to, Error* err);
  void drop_failed_setting(size_t k, const proto::QueryReply& reply, Error* err);
  void erase_from_baseline(size_t k);
  uint64_t baseline_chain(uint64_t previous, std::string_view statement) const;
  void rehash_baseline();
  bool reset_before_sequence_read(const StatementTraits& traits, Error* err);
  void append_to_baseline(std::string_view sql, const StatementTraits& traits);
  void remember_setting(std::string_view sql, const StatementTraits& traits,
                        const proto::QueryReply& reply);

  // Prepared statements (session_prepared.cpp).
  uint64_t statement_key(std::string_view sql) const;
  const KnownStatement* known_statement(std::string_view sql) const;
  void learn_statement(std::string_view sql, const proto::PreparedStatement* prepared);
  proto::IoStatus find_or_prepare(std::string_view sql, proto::PreparedStatement** out,
                                  proto::QueryReply* reply);
  proto::IoStatus prepare_for_lease(std::string_view sql, uint64_t context,
                                    proto::QueryReply* reply, proto::PreparedStatement** out);
  proto::IoStatus execute_prepared(std::string_view sql, const std::vector<proto::Param>& params,
                                   proto::QueryReply* reply, size_t row_budget, uint64_t context);
  proto::IoStatus prepare_and_execute(std::string_view sql, const std::vector<proto::Param>& params,
                                      proto::QueryReply* reply, size_t row_budget, uint64_t context,
                                      bool* done);
  proto::IoStatus parameter_count_error(proto::QueryReply* reply) const;
  int find_statement(std::string_view sql, uint64_t context,
                     const std::vector<proto::ColumnDef>** columns) const;
  proto::PreparedStatement* lease_statement(std::string_view sql, uint64_t context);
  bool usable_statement(std::string_view sql, uint64_t context) const;
  void keep_statement(std::string_view sql, uint64_t context);
  proto::IoStatus forget_statement(int entry);
  proto::IoStatus execute_found(const std::vector<proto::Param>& params, proto::QueryReply* reply,
                                size_t row_budget);
  bool prepare_in_context(std::string_view sql, uint64_t context, proto::QueryReply* reply,
                          Error* err);
  proto::IoStatus make_room_for_statement();
  uint64_t columns_hash(const std::vector<proto::ColumnDef>& columns) const;
  void close_statements();
  uint64_t context_to_run_in(std::string_view sql, const std::vector<proto::Param>* params,
                             uint64_t context);
  void close_stale_statements(const StatementTraits& traits, const proto::QueryReply& reply,
                              bool state_changed);

  // Reads of session settings answered from memory (session_reads.cpp).
  uint64_t setting_read_key(std::string_view sql) const;
  bool answer_setting_read(std::string_view sql, const StatementTraits& traits,
                           proto::QueryReply* reply);
  void remember_setting_read(std::string_view sql, const proto::QueryReply& reply);

  // Session values (session_values.cpp).
  bool prime(const StatementTraits& traits, Error* err);
  std::string_view with_session_values(std::string_view sql, const StatementTraits& traits,
                                       std::string* rewritten) const;
  void remember_session_values(const StatementTraits& traits, const proto::QueryReply& reply);

  // Quoting (session_escape.cpp).
  void observe(const proto::QueryReply& reply);
  void publish_escape_state();
  bool ask_escape_state(Error* err);

  PoolAttachment* pool_;
  PoolMode mode_;
  Lease lease_;
  proto::Connection conn_;  // bound to lease_'s connection while there is one
  bool kept_since_last_statement_ = false;
  bool pinned_ = false;  // the connection holds state that can't be replayed
  // The lease's connection may hold another handle's last sequence values (a draw by a
  // column's DEFAULT shows nowhere): its last holder gave it back without a reset
  // (SlotConnectionInfo::may_hold_others_sequences), and it has not been reset since.
  bool sequences_foreign_ = false;
  // What the server reports about the leased connection may be incomplete (session tracking
  // was changed, stored code ran, a result set flagged an unexplained change): quoting asks
  // the server for the character set first. Until the lease ends (the connection is pinned).
  bool tracking_suspect_ = false;
  // The server's answer to that question holds until the connection runs another statement
  // (only a statement can change the character set): the quoting of one statement's strings
  // asks once, not once a string.
  bool escape_asked_ = false;
  // The statement being run is a prepared one of an older context (execute(), context).
  bool ran_in_older_context_ = false;
  // The connection holds this handle's warnings or error, which SHOW WARNINGS & co. may read:
  // it stays, in statement mode until a statement that names a table (MariaDB clears them
  // only then), in transaction mode for the statements that read them right after.
  bool keep_for_diagnostics_ = false;
  // The connection holds the count of this handle's SELECT SQL_CALC_FOUND_ROWS, which only
  // the server knows (StatementTraits::calc_found_rows): it stays until FOUND_ROWS() is set anew.
  bool keep_for_found_rows_ = false;
  // Whether what the leased connection holds is this handle's own (false at every lease: the
  // last holder's): its LAST_INSERT_ID(), its FOUND_ROWS() (the last SELECT's), its warnings.
  bool last_insert_id_is_mine_ = false;
  bool found_rows_is_mine_ = false;
  bool diagnostics_are_mine_ = false;
  bool next_transaction_pending_ = false;  // SET TRANSACTION ..., no transaction begun yet
  bool multi_statements_ = true;
  bool connection_multi_statements_off_ = false;  // the leased connection's option
  proto::LocalInfilePolicy local_infile_;         // refuses by default
  uint32_t read_timeout_ms_ = 0;                  // 0: none of its own
  uint16_t status_ = proto::SERVER_STATUS_AUTOCOMMIT;
  uint16_t warning_count_ = 0;
  EscapeState escape_;           // the connection's (or, with none, the baseline's)
  EscapeState baseline_escape_;  // after the baseline on a clean connection

  std::vector<std::string> baseline_;  // replayable session statements, in order
  // Whether one of them selects a schema (USE): 1, 0, or -1 when not known since the baseline
  // changed. schema_left_over() asks at every lease; classifying once per change is enough.
  int baseline_selects_schema_ = 0;
  // The pool's part of a key in the known-good baselines (session_baseline.cpp).
  uint64_t pool_seed_;
  // The identity of each prefix (baseline_chain(): keyed by the pool); [0] = 0, the empty one.
  std::vector<uint64_t> baseline_hashes_;

  // The handle's own last values, as the server would report them on a dedicated connection.
  uint64_t last_insert_id_ = 0;          // of the last statement (PDO::lastInsertId)
  uint64_t session_last_insert_id_ = 0;  // LAST_INSERT_ID(): the last one generated
  int64_t row_count_ = 0;                // ROW_COUNT() (a new session's: 0)
  uint64_t found_rows_ = 1;              // FOUND_ROWS() (a new session's: 1)
  uint64_t thread_id_ = 0;               // of the connection leased last (thread_id())
  bool gone_ = false;                    // kill() of its own session: every command fails
  // A pool without a database, a connection that had one selected (schema_left_over()): the
  // statement being run is a lone USE (it replaces it), and the connection was leased with
  // another handle's database for that USE (which, if it fails, leaves it: run_statement).
  bool selecting_schema_ = false;
  bool leftover_schema_ = false;

  // The leased connection's statement being run (lease_statement(), prepare_for_lease()),
  // and its entry in the slot (SlotConnectionInfo::statements).
  proto::PreparedStatement found_;
  int found_entry_ = -1;
  uint64_t found_columns_hash_ = 0;  // the hash of found_.columns (0: none)
  // An unbuffered reply is being read: what it ran, for remember() at its end.
  bool streaming_ = false;
  std::string stream_sql_;
  StatementTraits stream_traits_;
  uint64_t statements_prepared_ = 0;

  uint64_t baseline_statements_sent_ = 0;
  uint64_t baseline_resets_ = 0;
  uint64_t setting_reads_answered_ = 0;
};

}  // namespace mysqlpool
