// A session's statement path (session.h): which connection each statement runs on, from
// leasing it to giving it back, what the reply leaves for the next statement, and unbuffered
// replies read in batches. The baseline, prepared statements, session values and quoting have
// files of their own (session_baseline.cpp, session_prepared.cpp, session_values.cpp,
// session_escape.cpp).
#include "core/worker/session.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <new>

namespace mysqlpool {

namespace {

// The shorter of the handle's read timeout and the pool's (0: none); -1: neither (as long as
// the server takes).
int read_timeout(const PoolAttachment& pool, uint32_t own_ms) {
  uint32_t pool_ms = pool.settings().read_timeout_ms;
  uint32_t ms = own_ms && pool_ms ? std::min(own_ms, pool_ms) : own_ms ? own_ms : pool_ms;
  return ms ? int(std::min<uint32_t>(ms, INT32_MAX)) : -1;
}

// Whether the server flagged a change of session state (SERVER_SESSION_STATE_CHANGED) in any
// part of the reply: an OK, or the EOF that ends a result set (a stored function called from a
// SELECT). With the transaction-state tracker off (session_setup.h) the flag means exactly
// that: variables, user variables set by SET, temporary tables, prepared statements, the schema.
bool flags_state_change(const proto::QueryReply& reply) {
  for (const auto& part : reply.parts) {
    uint16_t status = part.is_result_set ? part.rs.status : part.ok.status;
    if (status & proto::SERVER_SESSION_STATE_CHANGED) return true;
  }
  return false;
}

// Errors given before anything of the failing statement ran, so nothing that could have changed
// the session unreported: a syntax error (stored code that is not CALLed can't run dynamic SQL,
// so the error is the text's own); the driver's own refusal of a LOAD DATA LOCAL file (2068,
// 7890: an empty file was sent, no row loaded). Not an unknown table, column or function, nor
// a missing privilege: a trigger or a stored function can fail with those after it set @v.
bool refused_before_running(const proto::QueryReply& reply) {
  switch (reply.err.code) {
    case 1064:
    case 2068:
    case 7890:
      return true;
    default:
      return false;
  }
}

// A result set's EOF flags a change without saying what changed: a character set among it would
// go unreported.
bool flags_unexplained_change(const proto::QueryReply& reply) {
  for (const auto& part : reply.parts)
    if (part.is_result_set && (part.rs.status & proto::SERVER_SESSION_STATE_CHANGED)) return true;
  return false;
}

bool has_diagnostics(const proto::QueryReply& reply) {
  if (reply.is_error) return true;
  for (const auto& part : reply.parts)
    if (part.is_result_set ? part.rs.warnings : part.ok.warnings) return true;
  return false;
}

}  // namespace

Session::Session(PoolAttachment* pool, PoolMode mode)
    : pool_(pool),
      mode_(mode),
      conn_(-1, proto::Capabilities(), -1),
      pool_seed_(pool->key_hash()),
      baseline_hashes_{0} {
  pool_->hold();
}

Session::~Session() {
  end();
  PoolRegistry::instance().let_go(pool_);
}

// ---- the statement path ----

bool Session::run(std::string_view sql, proto::QueryReply* reply, Error* err, size_t row_budget) {
  return run_statement(sql, nullptr, reply, err, row_budget);
}

bool Session::execute(std::string_view sql, const std::vector<proto::Param>& params,
                      proto::QueryReply* reply, Error* err, size_t row_budget, uint64_t context) {
  return run_statement(sql, &params, reply, err, row_budget, context);
}

// The statement path: the text classified, a known baseline setting answered here, else the
// statement run on a leased connection and its reply remembered; the connection then goes
// back unless something keeps it (give_back_if_done()).
bool Session::run_statement(std::string_view sql, const std::vector<proto::Param>* params,
                            proto::QueryReply* reply, Error* err, size_t row_budget,
                            uint64_t context) {
  if (out_of_sync(err)) return false;
  ran_in_older_context_ = false;
  StatementTraits traits = classify_statement(sql);
  if (params && !params->empty() && traits.baseline) {
    // A setting whose value is a parameter can't be replayed from its text: it pins instead.
    traits.baseline = false;
    traits.pins = true;
  }
  if (traits.baseline && answer_known_baseline(sql, traits, reply)) return true;
  if (!params && answer_setting_read(sql, traits, reply)) return true;
  if (forked_away(err)) return false;
  proto::IoStatus io;
  try {
    // A lone USE replaces whatever database the connection has (take_connection).
    selecting_schema_ = traits.selects_schema && traits.statements == 1;
    leftover_schema_ = false;
    bool taken = !lease_.active() && take_connection(err);
    selecting_schema_ = false;
    if (!lease_.active() && !taken) return false;
    if (!reset_before_sequence_read(traits, err)) return false;
    if (!sync_multi_statements(err)) return false;
    if (!send_statement(sql, params, traits, context, row_budget, reply, &io, err)) return false;
  } catch (const std::bad_alloc&) {
    reply_did_not_fit(reply, err);
    return false;
  }
  if (io != proto::IoStatus::Ok) {
    lose_connection(io, err);
    return false;
  }
  if (conn_.reading()) {  // unbuffered: the rest comes with read_more()
    streaming_ = true;
    stream_sql_.assign(sql);
    stream_traits_ = std::move(traits);
    return true;
  }
  remember(sql, traits, *reply);
  if (!params) remember_setting_read(sql, *reply);
  if (leftover_schema_ && reply->is_error) {
    // The USE failed and left the other handle's database: the connection is reset to none
    // (the manager's COM_CHANGE_USER, or it closes it) and the error is the statement's, as on
    // a dedicated connection.
    leftover_schema_ = false;
    pool_->hand_back(lease_, false, true);
    forget_connection_state(true);
    return true;
  }
  leftover_schema_ = false;
  give_back_if_done();
  return true;
}

bool Session::learn_thread_id(Error* err) {
  if (lease_.active() || thread_id_) return true;
  if (forked_away(err)) return false;
  if (pool_->orphaned()) return take_connection(err);  // attach anew, as a statement would
  Lease peek;
  if (!pool_->acquire(&peek, err)) return false;
  thread_id_ = pool_->slot_info(peek.slot).thread_id;
  pool_->release(peek);
  return true;
}

bool Session::take_connection(Error* err) {
  if (gone_) return say_gone(err);  // its session was killed (kill())
  for (uint32_t closed = 0;; closed++) {
    if (!lease_any(err)) return false;
    if (!schema_left_over()) break;
    // This handle of a pool without a database has none: the connection goes back to be
    // reset to none (Manager::clean: COM_CHANGE_USER, as COM_RESET_CONNECTION keeps the
    // database; or closed and replaced where it can't) and the next one is taken.
    pool_->hand_back(lease_, false, true);
    if (closed == 2 * pool_->settings().max_connections) {
      err->code = 2006;
      err->sqlstate = "HY000";
      err->message = "mysqlpool: every connection of pool " + pool_->key().describe() +
                     " had a database selected, which this handle has none of";
      return false;
    }
  }
  conn_.rebind(lease_.fd, lease_.caps, read_timeout(*pool_, read_timeout_ms_), lease_.tls);
  // Prepared statements belong to the connection: this one's are in its slot.
  tracking_suspect_ = escape_asked_ = false;
  kept_since_last_statement_ = false;
  last_insert_id_is_mine_ = found_rows_is_mine_ = diagnostics_are_mine_ = false;
  const SlotConnectionInfo& info = pool_->slot_info(lease_.slot);
  sequences_foreign_ = info.may_hold_others_sequences != 0;
  thread_id_ = info.thread_id;
  escape_.charset.assign(info.charset, strnlen(info.charset, sizeof info.charset));
  escape_.no_backslash_escapes = info.no_backslash_escapes != 0;
  connection_multi_statements_off_ = info.multi_statements_off != 0;
  if (!bring_to_baseline(err) || !end_orphans(err)) return false;
  baseline_escape_ = escape_;
  return sync_multi_statements(err);
}

// acquire() on the pool, with a second try when the first finds the pool's manager gone:
// refresh() attaches anew.
bool Session::lease_any(Error* err) {
  for (int attempt = 0;; attempt++) {
    PoolAttachment* current = PoolRegistry::instance().refresh(pool_, err);
    if (!current) return false;
    if (current != pool_) {
      current->hold();
      PoolRegistry::instance().let_go(pool_);
      pool_ = current;
      rehash_baseline();
    }
    if (pool_->acquire(&lease_, err)) return true;
    if (!pool_->orphaned() || attempt == 1) return false;
  }
}

// The leased connection had a database selected, and this handle, of a pool without one, has
// no USE in its baseline: a dedicated connection would have no database (DATABASE() NULL).
bool Session::schema_left_over() {
  if (!pool_->key().dbname.empty() || !pool_->slot_info(lease_.slot).schema_selected) return false;
  if (baseline_selects_schema_ < 0) {
    baseline_selects_schema_ = 0;
    for (const std::string& statement : baseline_)
      if (classify_statement(statement).selects_schema) baseline_selects_schema_ = 1;
  }
  if (baseline_selects_schema_ == 1) return false;
  if (!selecting_schema_) return true;
  leftover_schema_ = true;  // the USE about to run replaces it, unless it fails (run_statement)
  return false;
}

// A dead manager's connections this process found unheld and could not shut down
// (PoolRegistry::Orphan) are ended here, once, with KILL on this pool key's new connection
// (same server, same user), if opened in the server's current run (Orphan::opened_in_this_run).
// Their errors (already gone: 1094) don't matter.
bool Session::end_orphans(Error* err) {
  std::vector<PoolRegistry::Orphan> orphans =
      PoolRegistry::instance().take_orphans(pool_->lookup_key());
  if (orphans.empty()) return true;
  proto::QueryReply reply;
  // SHOW GLOBAL STATUS answers on MariaDB and MySQL alike (information_schema.GLOBAL_STATUS is
  // MariaDB's only): Variable_name, Value.
  proto::IoStatus io = conn_.query("SHOW GLOBAL STATUS LIKE 'Uptime'", reply);
  uint64_t now_ms = monotonic_ms();
  if (io != proto::IoStatus::Ok) {
    lose_connection(io, err);
    return false;
  }
  uint64_t uptime_s = 0;
  if (!reply.is_error && reply.parts.size() == 1 && reply.parts[0].is_result_set) {
    const proto::ResultSet& rs = reply.parts[0].rs;
    if (rs.row_count == 1 && rs.columns.size() == 2 && !rs.is_null(0, 1))
      uptime_s = PoolRegistry::Orphan::uptime_s(rs.value(0, 1));
  }
  for (const auto& o : orphans) {
    if (!o.opened_in_this_run(now_ms, uptime_s)) continue;
    io = conn_.query("KILL CONNECTION " + std::to_string(o.thread_id), reply);
    if (io != proto::IoStatus::Ok) {
      lose_connection(io, err);
      return false;
    }
  }
  return true;
}

bool Session::sync_multi_statements(Error* err) {
  bool off = !multi_statements_;
  if (connection_multi_statements_off_ == off) return true;
  bool is_error = false;
  Error server_err;
  proto::IoStatus io = conn_.set_multi_statements(!off, &is_error, &server_err);
  if (io != proto::IoStatus::Ok) {
    lose_connection(io, err);
    return false;
  }
  if (is_error) {
    *err = server_err;
    return false;
  }
  connection_multi_statements_off_ = off;
  pool_->slot_info(lease_.slot).multi_statements_off = off ? 1 : 0;
  return true;
}

// On the leased connection: the statement's context entered (a prepared statement of an
// older one), the session values it reads primed or written into its text, then the statement
// itself, its reply read into *reply (*io). false: no reply, the connection lost (*err).
bool Session::send_statement(std::string_view sql, const std::vector<proto::Param>* params,
                             const StatementTraits& traits, uint64_t context, size_t row_budget,
                             proto::QueryReply* reply, proto::IoStatus* io, Error* err) {
  context = context_to_run_in(sql, params, context);
  escape_asked_ = false;  // this statement may change the character set
  bool context_refused = false;
  if (context != baseline_hash() && !lease_statement(sql, context)) {
    if (!prepare_in_context(sql, context, reply, err)) return false;
    context_refused = reply->is_error;
  }
  if ((traits.reads_last_insert_id || traits.reads_diagnostics) && !prime(traits, err))
    return false;
  if (context_refused) {
    *io = proto::IoStatus::Ok;  // *reply: the error of its prepare
  } else if (context != baseline_hash()) {
    ran_in_older_context_ = true;
    *io = execute_prepared(sql, *params, reply, row_budget, context);
  } else {
    std::string rewritten;
    std::string_view text = with_session_values(sql, traits, &rewritten);
    *io = params ? execute_prepared(text, *params, reply, row_budget, context)
                 : conn_.query(text, *reply, &local_infile_, row_budget);
  }
  return true;
}

// A reply larger than this process can hold: read only in part, so the connection goes.
void Session::reply_did_not_fit(proto::QueryReply* reply, Error* err) {
  *reply = proto::QueryReply();
  if (lease_.active()) lose_connection(proto::IoStatus::Closed, err);
  err->code = 2008;
  err->sqlstate = "HY000";
  err->message =
      "MySQL client ran out of memory (mysqlpool: the reply did not fit in memory; "
      "the connection was closed)";
}

// What a reply leaves for the handle's next statement: the status flags, warnings, quoting
// state, the session values, the diagnostics that keep the connection, whether it is pinned,
// which prepared statements stay valid, and the baseline.
void Session::remember(std::string_view sql, const StatementTraits& traits,
                       const proto::QueryReply& reply) {
  // An ERR carries no status: the session's status is what the last OK/EOF said.
  if (!reply.is_error || !reply.parts.empty()) status_ = reply.status;
  warning_count_ = 0;
  if (!reply.parts.empty()) {
    const auto& last = reply.parts.back();
    warning_count_ = last.is_result_set ? last.rs.warnings : last.ok.warnings;
  }
  observe(reply);
  // What the server reports from here on, or reported here, may not say what became of the
  // character set: quoting asks the server first (escape_state()).
  if (traits.changes_session_tracking || traits.runs_stored_code ||
      flags_unexplained_change(reply)) {
    tracking_suspect_ = true;
    // Not reported any more: the database may have changed too (take_connection).
    if (lease_.active()) pool_->slot_info(lease_.slot).schema_selected = 1;
  }
  remember_session_values(traits, reply);
  bool diagnostics = has_diagnostics(reply);
  // Statement mode keeps them as MariaDB does: until a statement that names a table. Transaction
  // mode resets session state between statements: only for the readers right after.
  keep_for_diagnostics_ =
      diagnostics ||
      (keep_for_diagnostics_ &&
       (mode_ == PoolMode::Statement ? !traits.names_table : traits.reads_diagnostics));
  diagnostics_are_mine_ = diagnostics_are_mine_ || diagnostics || traits.names_table;
  keep_for_found_rows_ =
      traits.calc_found_rows ||
      (keep_for_found_rows_ && traits.found_rows == StatementTraits::FoundRows::Unchanged);
  if (traits.sets_next_transaction && !reply.is_error) next_transaction_pending_ = true;
  if (status_ & proto::SERVER_STATUS_IN_TRANS) next_transaction_pending_ = false;
  bool state_changed = flags_state_change(reply);
  // The server decides: a change it flags pins unless the statement is exactly a baseline
  // setting (replayed on any connection). An error reports nothing of what ran before it.
  if (traits.pins || (state_changed && !traits.baseline) ||
      (reply.is_error && traits.error_hides_state && !refused_before_running(reply)))
    pinned_ = true;
  close_stale_statements(traits, reply, state_changed);
  remember_setting(sql, traits, reply);
  publish_escape_state();
  kept_since_last_statement_ = true;
}

void Session::give_back_if_done() {
  bool transaction = (status_ & proto::SERVER_STATUS_IN_TRANS) ||
                     !(status_ & proto::SERVER_STATUS_AUTOCOMMIT) || next_transaction_pending_;
  switch (mode_) {
    case PoolMode::Request:
      return;
    case PoolMode::Statement:
      if (transaction || pinned_ || keep_for_diagnostics_ || keep_for_found_rows_) return;
      pool_->release(lease_);
      break;
    case PoolMode::Transaction:
      if (transaction || keep_for_diagnostics_ || keep_for_found_rows_) return;
      if (pinned_) {
        pool_->hand_back(lease_, false, true);  // this mode resets session state, never keeps it
        pinned_ = false;
        escape_ = baseline_escape_;
      } else {
        pool_->release(lease_);
      }
      break;
  }
  kept_since_last_statement_ = false;
}

// ---- the connection ----

bool Session::run_own(const std::string& sql, proto::QueryReply* reply, Error* err) {
  proto::IoStatus io = conn_.query(sql, *reply);
  if (io != proto::IoStatus::Ok) {
    lose_connection(io, err);
    return false;
  }
  observe(*reply);
  if (reply->is_error) {
    *err = reply->err;
    return false;
  }
  return true;
}

void Session::lose_connection(proto::IoStatus io, Error* err) {
  // The reply was not read to its end: nobody may use this connection again.
  bool lost_transaction = in_transaction();
  std::string detail = conn_.last_error();
  streaming_ = false;
  pool_->discard(lease_);
  forget_connection_state(true);
  bool timeout = io == proto::IoStatus::Timeout;
  err->code = timeout ? 2013 : 2006;
  err->sqlstate = "HY000";
  err->message = std::string(timeout ? "Lost connection to server during query"
                                     : "MySQL server has gone away") +
                 " (mysqlpool: " + detail + ")" +
                 (lost_transaction ? "; the open transaction is lost" : "");
}

// This process was forked while the handle held a connection: it is the parent's (its fd
// number here is closed, and may name a file by now). Never used or returned here.
bool Session::forked_away(Error* err) {
  if (!lease_.active() || lease_.holder == PoolRegistry::instance().pid()) return false;
  bool lost_transaction = in_transaction();
  lease_ = Lease();
  streaming_ = false;
  forget_connection_state(true);
  err->code = 2006;
  err->sqlstate = "HY000";
  err->message = std::string(
                     "MySQL server has gone away (mysqlpool: the connection belongs to the "
                     "parent process, which was forked while this handle held it") +
                 (lost_transaction ? "; its open transaction is the parent's" : "") + ")";
  return true;
}

// Nothing may be sent while an unbuffered reply is being read (the driver reports pdo_mysql's
// own message before it gets here).
bool Session::connection_alive() {
  if (!lease_.active() || streaming_) return true;
  if (lease_.holder != PoolRegistry::instance().pid()) return false;
  return pool_->usable(lease_.fd);
}

bool Session::server_info(std::string* out, Error* err) {
  if (out_of_sync(err)) return false;
  if (!lease_.active() && !take_connection(err)) return false;
  bool is_error = false;
  proto::IoStatus io = conn_.statistics(out, &is_error, err);
  if (io != proto::IoStatus::Ok) {
    lose_connection(io, err);
    return false;
  }
  if (!kept_since_last_statement_) give_back_if_done();
  return !is_error;
}

Session::Ending Session::end() {
  if (!lease_.active()) return Ending::NoConnection;
  if (lease_.holder != PoolRegistry::instance().pid()) {  // the parent's: not ours to return
    lease_ = Lease();
    streaming_ = false;
    return Ending::NoConnection;
  }
  if (streaming_) {
    // An unbuffered reply nobody read to its end: the connection can't be given back in the
    // middle of it, and reading the rest could take long. It is closed; the pool opens another.
    Error ignored;
    lose_connection(proto::IoStatus::Closed, &ignored);
    return Ending::Closed;
  }
  bool rollback = status_ & proto::SERVER_STATUS_IN_TRANS;
  // Request mode promises what a dedicated connection gives, and a request can leave state that
  // nothing reports and no text shows (a trigger's SET @v before an error, a sequence drawn
  // by a column's DEFAULT): its connection is reset after every request, by the manager, so
  // the response does not wait for it.
  bool reset =
      pinned_ || !(status_ & proto::SERVER_STATUS_AUTOCOMMIT) || mode_ == PoolMode::Request;
  Ending ending = Ending::Released;
  if (rollback || reset) {
    pool_->hand_back(lease_, rollback, reset);
    ending = rollback ? Ending::RolledBack : Ending::Reset;
  } else {
    pool_->release(lease_);
  }
  forget_connection_state(reset);
  return ending;
}

// The connection went back (or was lost): what the handle knew of it goes too. Its quoting
// state falls back to the baseline's when the connection's own may have differed.
void Session::forget_connection_state(bool back_to_baseline_escape) {
  pinned_ = false;
  tracking_suspect_ = escape_asked_ = false;
  keep_for_diagnostics_ = false;
  keep_for_found_rows_ = false;
  next_transaction_pending_ = false;
  status_ = proto::SERVER_STATUS_AUTOCOMMIT;
  kept_since_last_statement_ = false;
  if (back_to_baseline_escape) escape_ = baseline_escape_;
}

// ---- unbuffered replies ----

bool Session::out_of_sync(Error* err) const {
  if (!streaming_) return false;
  err->code = 2014;
  err->sqlstate = "HY000";
  err->message = "Commands out of sync; you can't run this command now";
  return true;
}

bool Session::read_more(proto::QueryReply* reply, Error* err) {
  if (!streaming_) return true;
  proto::IoStatus io;
  try {
    io = conn_.read_more(*reply, kStreamBatch);
  } catch (const std::bad_alloc&) {
    io = proto::IoStatus::Closed;
  }
  if (io != proto::IoStatus::Ok) {
    streaming_ = false;
    lose_connection(io, err);
    return false;
  }
  if (!conn_.reading()) finish_stream(*reply);
  return true;
}

bool Session::skip_rows(proto::QueryReply* reply, Error* err) {
  const size_t parts = reply->parts.size();
  while (streaming_ && reply->parts.size() == parts) {
    for (auto& part : reply->parts)
      if (part.is_result_set) part.rs.drop_rows();
    if (!read_more(reply, err)) return false;
  }
  return true;
}

void Session::drop_stream(proto::QueryReply* reply) {
  Error ignored;
  while (streaming_ && skip_rows(reply, &ignored)) {
  }
}

void Session::finish_stream(const proto::QueryReply& reply) {
  streaming_ = false;
  remember(stream_sql_, stream_traits_, reply);
  give_back_if_done();
}

}  // namespace mysqlpool
