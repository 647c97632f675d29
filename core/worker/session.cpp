#include "core/worker/session.h"

#include <algorithm>

#include <cstdio>
#include <cstring>
#include <new>
#include <unordered_map>

#include "core/common/session_setup.h"

namespace mysqlpool {

// A text the server prepared without error (see known_statements()).
struct KnownStatement {
  std::string sql;
  uint16_t params;
};

namespace {

// Baselines this process has applied without error, with the quoting state the server
// reported after them: setting one again costs no round trip. Bounded: past the limit it
// starts over (each entry is then learned again with one round trip).
constexpr size_t kKnownGoodBaselinesMax = 4096;
// A handle's baseline at most (distinct statements; repeated ones replace themselves).
constexpr size_t kMaxBaseline = 64;
// Keyed by the pool's seed (Session::pool_seed_) and the baseline's hash: a baseline that is
// good on a gbk pool leaves gbk escaping, which must never reach a utf8mb4 pool's handle.
std::unordered_map<uint64_t, EscapeState>& known_good_baselines() {
  static auto* map = new std::unordered_map<uint64_t, EscapeState>();
  return *map;
}

void remember_good_baseline(uint64_t hash, const EscapeState& state) {
  auto& map = known_good_baselines();
  if (map.size() >= kKnownGoodBaselinesMax) map.clear();
  map[hash] = state;
}

// Texts the server prepared without error, per pool, with its count of `?`: this process's,
// shared by its handles. PDO::prepare() of a known text needs no round trip, and its execute
// sends PREPARE and EXECUTE together (MariaDB). Cleared when full, as the baselines.
constexpr size_t kKnownStatementsMax = 1024;
constexpr size_t kKnownStatementMaxText = 16 * 1024;
std::unordered_map<uint64_t, KnownStatement>& known_statements() {
  static auto* map = new std::unordered_map<uint64_t, KnownStatement>();
  return *map;
}

// FNV-1a over the previous hash and the statement; never 0 (0 is the empty baseline).
uint64_t chain_hash(uint64_t previous, std::string_view sql) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (int i = 0; i < 8; i++) {
    h ^= (previous >> (8 * i)) & 0xff;
    h *= 0x100000001b3ull;
  }
  for (unsigned char c : sql) {
    h ^= c;
    h *= 0x100000001b3ull;
  }
  return h ? h : 1;
}

int read_timeout(const PoolAttachment& pool) {
  uint32_t ms = pool.settings().read_timeout_ms;
  return ms ? int(ms) : -1;
}

std::string quote_name(const std::string& name) {
  std::string out = "`";
  for (char c : name) {
    out += c;
    if (c == '`') out += '`';
  }
  return out + "`";
}

void server_error(const Error& e, Error* err) {
  err->code = e.code;
  err->sqlstate = e.sqlstate;
  err->message = e.message;
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
// the session unreported: the server's for syntax, an unknown table, column, function or
// database, a missing privilege; the driver's own refusal of a LOAD DATA LOCAL file (2068,
// 7890: an empty file was sent, no row loaded).
bool refused_before_running(const proto::QueryReply& reply) {
  switch (reply.err.code) {
    case 1064: case 1054: case 1146: case 1305: case 1049: case 1044: case 1142: case 1143:
    case 1370: case 2068: case 7890:
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
      pool_seed_(chain_hash(0, pool->key().lookup_key())),
      baseline_hashes_{0} {
  pool_->hold();
}

Session::~Session() {
  end();
  PoolRegistry::instance().let_go(pool_);
}

void Session::lose_connection(proto::IoStatus io, Error* err) {
  // The reply was not read to its end: nobody may use this connection again.
  bool lost_transaction = in_transaction();
  std::string detail = conn_.last_error();
  statements_.clear();
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

bool Session::take_connection(Error* err) {
  // A second try when the first finds the pool's manager gone: refresh() attaches anew.
  for (int attempt = 0;; attempt++) {
    PoolAttachment* current = PoolRegistry::instance().refresh(pool_, err);
    if (!current) return false;
    if (current != pool_) {
      current->hold();
      PoolRegistry::instance().let_go(pool_);
      pool_ = current;
    }
    if (pool_->acquire(&lease_, err)) break;
    if (!pool_->orphaned() || attempt == 1) return false;
  }
  conn_.rebind(lease_.fd, lease_.caps, read_timeout(*pool_));
  // Statement ids belong to the connection they were prepared on: none of an earlier lease's
  // may be executed on this one.
  statements_.clear();
  tracking_suspect_ = false;
  kept_since_last_statement_ = false;
  last_insert_id_is_mine_ = found_rows_is_mine_ = diagnostics_are_mine_ = false;
  const SlotConnectionInfo& info = pool_->slot_info(lease_.slot);
  escape_.charset.assign(info.charset, strnlen(info.charset, sizeof info.charset));
  escape_.no_backslash_escapes = info.no_backslash_escapes != 0;
  connection_multi_statements_off_ = info.multi_statements_off != 0;
  if (!bring_to_baseline(err) || !end_orphans(err)) return false;
  baseline_escape_ = escape_;
  return sync_multi_statements(err);
}

// A dead manager's connections this process found unheld and could not shut down
// (PoolRegistry::Orphan) are ended here, once, with KILL on this pool key's new connection
// (same server, same user), if opened in the server's current run (Orphan::opened_in_this_run).
// Their errors (already gone: 1094) don't matter.
bool Session::end_orphans(Error* err) {
  std::vector<PoolRegistry::Orphan> orphans =
      PoolRegistry::instance().take_orphans(pool_->key().lookup_key());
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

bool Session::run_own(const std::string& sql, proto::QueryReply* reply, Error* err) {
  proto::IoStatus io = conn_.query(sql, *reply);
  if (io != proto::IoStatus::Ok) {
    lose_connection(io, err);
    return false;
  }
  observe(*reply);
  if (reply->is_error) {
    server_error(reply->err, err);
    return false;
  }
  return true;
}

// Back to the state of a new connection: COM_RESET_CONNECTION restores the handshake charset
// (the pool's) and turns the trackers off; they and the database are set again.
bool Session::reset_to_pool_state(Error* err) {
  proto::OkInfo ok;
  bool is_error = false;
  Error server_err;
  proto::IoStatus io = conn_.reset_connection(ok, &is_error, &server_err);
  if (io != proto::IoStatus::Ok || is_error) {
    if (io == proto::IoStatus::Ok) conn_.quit();  // refused: its state is unknown
    lose_connection(io == proto::IoStatus::Ok ? proto::IoStatus::Closed : io, err);
    if (is_error) err->message += "; reset refused: " + server_err.message;
    return false;
  }
  statements_.clear();  // the reset closed them
  tracking_suspect_ = false;  // the trackers are set again below
  baseline_resets_++;
  pool_->counters().baseline_resets.fetch_add(1, std::memory_order_relaxed);
  escape_.charset = pool_->key().charset.empty() ? "utf8mb4" : pool_->key().charset;
  escape_.no_backslash_escapes = ok.status & proto::SERVER_STATUS_NO_BACKSLASH_ESCAPES;
  proto::QueryReply reply;
  if (!run_own(kTrackerSetupSql, &reply, err)) return false;
  if (!pool_->key().dbname.empty() &&
      !run_own("USE " + quote_name(pool_->key().dbname), &reply, err))
    return false;
  pool_->slot_info(lease_.slot).baseline_hash.store(0, std::memory_order_relaxed);
  return true;
}

bool Session::bring_to_baseline(Error* err) {
  SlotConnectionInfo& info = pool_->slot_info(lease_.slot);
  uint64_t have = info.baseline_hash.load(std::memory_order_relaxed);
  if (have == baseline_hash()) return true;
  size_t from = 0;
  bool reset = true;
  for (size_t k = 0; k < baseline_hashes_.size(); k++) {
    if (baseline_hashes_[k] == have) {
      from = k;
      reset = false;
    }
  }
  if (reset && !reset_to_pool_state(err)) return false;
  return apply_baseline(from, baseline_.size(), err);
}

// Baseline statements [from, to) on a connection that has [0, from). One statement at a time,
// so that how each is written (a trailing `;`, a `-- comment`) can't change what runs, and the
// slot records exactly the prefix the server applied.
bool Session::apply_baseline(size_t from, size_t to, Error* err) {
  SlotConnectionInfo& info = pool_->slot_info(lease_.slot);
  proto::QueryReply reply;
  for (size_t k = from; k < to;) {
    baseline_statements_sent_++;
    pool_->counters().baseline_statements.fetch_add(1, std::memory_order_relaxed);
    proto::IoStatus io = conn_.query(baseline_[k], reply);
    if (io != proto::IoStatus::Ok) {
      lose_connection(io, err);
      return false;
    }
    observe(reply);
    if (reply.is_error) {
      // It ran before (or this process would not have deferred it) and fails now: it is
      // dropped from the baseline and reported to this statement, the handle's next.
      server_error(reply.err, err);
      err->message = "mysqlpool: the session setting `" + baseline_[k] +
                     "` failed when applied to a pooled connection: " + err->message;
      if (!reply.parts.empty()) {
        statements_.clear();  // the reset closes them
        pool_->hand_back(lease_, false, true);  // part of it ran: its state is unknown
        escape_ = baseline_escape_;
      }
      baseline_.erase(baseline_.begin() + long(k));
      baseline_hashes_.resize(k + 1);
      for (size_t j = k; j < baseline_.size(); j++)
        baseline_hashes_.push_back(chain_hash(baseline_hashes_.back(), baseline_[j]));
      if (lease_.active()) {
        info.baseline_hash.store(baseline_hashes_[k], std::memory_order_relaxed);
        publish_escape_state();
        close_statements();
        pool_->release(lease_);
      }
      escape_ = baseline_escape_ = EscapeState();  // learned again with the next lease
      return false;
    }
    k++;
    info.baseline_hash.store(baseline_hashes_[k], std::memory_order_relaxed);
  }
  publish_escape_state();
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
    server_error(server_err, err);
    return false;
  }
  connection_multi_statements_off_ = off;
  pool_->slot_info(lease_.slot).multi_statements_off = off ? 1 : 0;
  return true;
}

// Before a statement that reads what the connection's last holder left: the connection is
// given the handle's LAST_INSERT_ID(), and its warnings are cleared (the handle's own last
// statements left none, or the connection would have been kept). MariaDB clears warnings
// only for a statement that names a table: hence the empty subquery on information_schema.
bool Session::prime(const StatementTraits& traits, Error* err) {
  bool set_id = traits.reads_last_insert_id && !last_insert_id_is_mine_;
  bool clear_warnings = traits.reads_diagnostics && !diagnostics_are_mine_;
  if (!set_id && !clear_warnings) return true;
  std::string sql = "DO ";
  if (set_id) sql += "LAST_INSERT_ID(" + std::to_string(session_last_insert_id_) + ")";
  if (set_id && clear_warnings) sql += ", ";
  if (clear_warnings) sql += "(SELECT 0 FROM information_schema.ENGINES LIMIT 0)";
  proto::QueryReply reply;
  if (!run_own(sql, &reply, err)) return false;
  last_insert_id_is_mine_ = last_insert_id_is_mine_ || set_id;
  diagnostics_are_mine_ = diagnostics_are_mine_ || clear_warnings;
  return true;
}

std::string Session::with_session_values(std::string_view sql, const StatementTraits& traits,
                                         bool row_count, bool found_rows) const {
  std::string out;
  size_t at = 0;
  for (const auto& call : traits.session_calls) {
    if (!(call.function == StatementTraits::SessionFunction::RowCount ? row_count : found_rows))
      continue;
    out.append(sql.substr(at, call.begin - at));
    switch (call.function) {
      case StatementTraits::SessionFunction::RowCount:
        out += "(" + std::to_string(row_count_) + ")";
        break;
      case StatementTraits::SessionFunction::FoundRows:
        out += "(" + std::to_string(found_rows_) + ")";
        break;
    }
    if (call.names_a_column) {
      // `SELECT ROW_COUNT()` names its column "ROW_COUNT()": keep that name.
      out += " AS `";
      for (char c : sql.substr(call.begin, call.end - call.begin)) {
        out += c;
        if (c == '`') out += '`';
      }
      out += '`';
    }
    at = call.end;
  }
  out.append(sql.substr(at));
  return out;
}

bool Session::run(std::string_view sql, proto::QueryReply* reply, Error* err,
                  size_t row_budget) {
  return run_statement(sql, nullptr, reply, err, row_budget);
}

bool Session::execute(std::string_view sql, const std::vector<proto::Param>& params,
                      proto::QueryReply* reply, Error* err, size_t row_budget,
                      uint64_t context) {
  return run_statement(sql, &params, reply, err, row_budget, context);
}

// Nothing may be sent while an unbuffered reply is being read (the driver reports pdo_mysql's
// own message before it gets here).
bool Session::connection_alive() {
  if (!lease_.active() || streaming_) return true;
  if (lease_.holder != PoolRegistry::instance().pid()) return false;
  return pool_->usable(lease_.fd);
}

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

// This process was forked while the handle held a connection: it is the parent's (its fd
// number here is closed, and may name a file by now). Never used or returned here.
bool Session::forked_away(Error* err) {
  if (!lease_.active() || lease_.holder == PoolRegistry::instance().pid()) return false;
  bool lost_transaction = in_transaction();
  lease_ = Lease();
  statements_.clear();
  streaming_ = false;
  forget_connection_state(true);
  err->code = 2006;
  err->sqlstate = "HY000";
  err->message = std::string("MySQL server has gone away (mysqlpool: the connection belongs to the "
                             "parent process, which was forked while this handle held it") +
                 (lost_transaction ? "; its open transaction is the parent's" : "") + ")";
  return true;
}

// The key: the pool, the text, and what changes how the server counts its `?` (a quote or a
// backslash in a string reads differently with NO_BACKSLASH_ESCAPES and ANSI_QUOTES).
uint64_t Session::statement_key(std::string_view sql) const {
  uint16_t parsing = status_ & (proto::SERVER_STATUS_NO_BACKSLASH_ESCAPES | proto::SERVER_STATUS_ANSI_QUOTES);
  return chain_hash(pool_seed_ ^ parsing, sql);
}

const KnownStatement* Session::known_statement(std::string_view sql) const {
  auto it = known_statements().find(statement_key(sql));
  return it != known_statements().end() && it->second.sql == sql ? &it->second : nullptr;
}

void Session::learn_statement(std::string_view sql, const proto::PreparedStatement* prepared) {
  auto& map = known_statements();
  uint64_t key = statement_key(sql);
  if (!prepared) {
    map.erase(key);
    return;
  }
  if (sql.size() > kKnownStatementMaxText) return;
  if (map.size() >= kKnownStatementsMax) map.clear();
  map[key] = KnownStatement{std::string(sql), prepared->params};
}

bool Session::check_prepare(std::string_view sql, uint16_t* params, Error* err) {
  if (forked_away(err) || out_of_sync(err)) return false;
  if (const KnownStatement* known = known_statement(sql)) {
    // Prepared without error before: its errors now (a table since dropped) are execute()'s.
    *params = known->params;
    return true;
  }
  if (!lease_.active() && !take_connection(err)) return false;
  proto::PreparedStatement* prepared = nullptr;
  proto::QueryReply reply;
  proto::IoStatus io = find_or_prepare(sql, &prepared, &reply);
  if (io != proto::IoStatus::Ok) {
    lose_connection(io, err);
    return false;
  }
  if (prepared) {
    *params = prepared->params;
    // A PREPARE's reply has no status flags, and preparing can change the session: `SET @v = ?`
    // creates @v (NULL). What the classifier says pins, pins already here.
    if (classify_statement(sql).pins) pinned_ = true;
    if (!kept_since_last_statement_) give_back_if_done();
    return true;
  }
  // Refused: as for a statement that failed, its diagnostics (SHOW ERRORS, @@error_count) and
  // ROW_COUNT() are the handle's now.
  server_error(reply.err, err);
  remember(sql, classify_statement(sql), reply);
  give_back_if_done();
  return false;
}

// The statement prepared on the leased connection: from the lease's list, or prepared now
// (the oldest closed when the list is full). A server error leaves *out null and the error in
// reply, as a failed COM_QUERY would.
proto::IoStatus Session::find_or_prepare(std::string_view sql,
                                         proto::PreparedStatement** out,
                                         proto::QueryReply* reply) {
  *out = lease_statement(sql, baseline_hash());
  if (*out) return proto::IoStatus::Ok;
  proto::IoStatus io = prepare_for_lease(sql, baseline_hash(), reply, out);
  if (io == proto::IoStatus::Ok) learn_statement(sql, *out);
  return io;
}

// Prepares `sql` on the leased connection as it is now and keeps it for the lease under
// `context`. Ok with *out null: the server refused it, its error in *reply.
proto::IoStatus Session::prepare_for_lease(std::string_view sql, uint64_t context,
                                           proto::QueryReply* reply,
                                           proto::PreparedStatement** out) {
  *out = nullptr;
  proto::IoStatus io = make_room_for_statement();
  if (io != proto::IoStatus::Ok) return io;
  Statement added{std::string(sql), context, {}};
  bool is_error = false;
  *reply = proto::QueryReply();
  io = conn_.prepare(sql, added.prepared, &is_error, &reply->err);
  if (io != proto::IoStatus::Ok) return io;
  if (is_error) {
    reply->is_error = true;
    reply->status = status_;
    return io;
  }
  statements_prepared_++;
  pool_->slot_info(lease_.slot).last_statement_id = added.prepared.id;
  statements_.push_back(std::move(added));
  *out = &statements_.back().prepared;
  return io;
}

proto::IoStatus Session::execute_prepared(std::string_view sql,
                                          const std::vector<proto::Param>& params,
                                          proto::QueryReply* reply, size_t row_budget,
                                          uint64_t context) {
  if (context != baseline_hash()) {
    // prepared in an older context (prepare_in_context): that one, or its error
    proto::PreparedStatement* old = lease_statement(sql, context);
    if (!old) return proto::IoStatus::Ok;  // *reply holds the error of its prepare
    if (old->params != params.size()) return parameter_count_error(reply);
    return conn_.execute(*old, params, *reply, row_budget);
  }
  const KnownStatement* known = known_statement(sql);
  bool pipelined = (lease_.caps.mariadb & proto::MARIADB_CLIENT_STMT_BULK_OPERATIONS) && known &&
                   known->params == params.size();
  if (pipelined && !lease_statement(sql, context)) {
    // One round trip for PREPARE and EXECUTE. The EXECUTE names the id the server will give
    // this statement (the connection's last + 1), which no live statement of the lease has:
    // whatever happens to the PREPARE, the EXECUTE can run no other statement.
    SlotConnectionInfo& info = pool_->slot_info(lease_.slot);
    uint32_t expected = info.last_statement_id + 1;
    bool taken = expected == 0;
    for (const Statement& st : statements_) taken = taken || st.prepared.id == expected;
    if (!taken) {
      proto::IoStatus io = make_room_for_statement();
      if (io != proto::IoStatus::Ok) return io;
      Statement added{std::string(sql), context, {}};
      proto::Connection::Pipelined outcome;
      io = conn_.prepare_and_execute(sql, params, expected, added.prepared, &outcome, *reply,
                                     row_budget);
      if (io != proto::IoStatus::Ok) return io;
      if (outcome == proto::Connection::Pipelined::PrepareFailed) {
        learn_statement(sql, nullptr);
        reply->status = status_;
        return io;
      }
      statements_prepared_++;
      info.last_statement_id = added.prepared.id;
      statements_.push_back(std::move(added));
      if (outcome == proto::Connection::Pipelined::Executed) return io;
      // prepared under another id (the connection's count was not known): executed below
    }
  }
  proto::PreparedStatement* prepared = nullptr;
  proto::IoStatus io = find_or_prepare(sql, &prepared, reply);
  if (io != proto::IoStatus::Ok || !prepared) return io;
  if (prepared->params != params.size()) return parameter_count_error(reply);
  return conn_.execute(*prepared, params, *reply, row_budget);
}

proto::IoStatus Session::parameter_count_error(proto::QueryReply* reply) const {
  *reply = proto::QueryReply();
  reply->is_error = true;
  reply->status = status_;
  reply->err.code = 2031;
  reply->err.sqlstate = "HY000";
  reply->err.message = "No data supplied for parameters in prepared statement";
  return proto::IoStatus::Ok;
}

// The lease's statement for this text prepared under this context, made the most recent.
proto::PreparedStatement* Session::lease_statement(std::string_view sql, uint64_t context) {
  for (size_t k = 0; k < statements_.size(); k++) {
    if (statements_[k].sql != sql || statements_[k].context != context) continue;
    std::rotate(statements_.begin() + long(k), statements_.begin() + long(k) + 1, statements_.end());
    return &statements_.back().prepared;
  }
  return nullptr;
}

// Prepares `sql` under an older baseline of the handle (`context`, a prefix of it): the
// connection is reset, given that prefix, the statement prepared, then the rest applied
// again, and the statement kept for the lease under that context. A server error is the
// reply's (*reply). false: the connection was lost (*err).
bool Session::prepare_in_context(std::string_view sql, uint64_t context, proto::QueryReply* reply,
                                 Error* err) {
  size_t k = 0;
  while (baseline_hashes_[k] != context) k++;  // the caller found it
  if (!reset_to_pool_state(err) || !apply_baseline(0, k, err)) return false;
  kept_since_last_statement_ = false;  // the reset took the connection's session values
  last_insert_id_is_mine_ = found_rows_is_mine_ = diagnostics_are_mine_ = false;
  proto::PreparedStatement* prepared = nullptr;
  proto::IoStatus io = prepare_for_lease(sql, context, reply, &prepared);
  if (io != proto::IoStatus::Ok) {
    lose_connection(io, err);
    return false;
  }
  if (!apply_baseline(k, baseline_.size(), err)) return false;
  publish_escape_state();
  return true;
}

// The oldest statement of the lease is closed when kMaxStatements are prepared.
proto::IoStatus Session::make_room_for_statement() {
  if (statements_.size() < kMaxStatements) return proto::IoStatus::Ok;
  proto::IoStatus io = conn_.close_statement(statements_.front().prepared.id);
  statements_.erase(statements_.begin());
  return io;
}

// The lease ends: what this handle prepared on the connection goes (COM_STMT_CLOSE has no
// reply, so this costs no round trip). A connection that fails here is lost as it would be on
// the next command.
void Session::close_statements() {
  for (const Statement& st : statements_) {
    if (conn_.close_statement(st.prepared.id) != proto::IoStatus::Ok) break;
  }
  statements_.clear();
}

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
  if (traits.baseline && !lease_.active() && baseline_.size() < kMaxBaseline) {
    std::vector<std::string> saved = baseline_;
    std::vector<uint64_t> saved_hashes = baseline_hashes_;
    for (const auto& part : traits.baseline_parts)
      append_to_baseline(sql.substr(part.first, part.second - part.first));
    auto known = known_good_baselines().find(pool_seed_ ^ baseline_hash());
    if (known == known_good_baselines().end()) {
      baseline_ = std::move(saved);
      baseline_hashes_ = std::move(saved_hashes);
    } else {
      // Set before without error: it goes with the next statement that needs the server.
      escape_ = baseline_escape_ = known->second;
      *reply = proto::QueryReply();
      reply->parts.emplace_back();
      reply->parts.back().ok.status = status_;
      reply->status = status_;
      last_insert_id_ = 0;
      row_count_ = 0;
      return true;
    }
  }
  if (forked_away(err)) return false;
  proto::IoStatus io;
  try {
    if (!lease_.active() && !take_connection(err)) return false;
    if (!sync_multi_statements(err)) return false;
    // A statement prepared before the handle's later settings runs as prepared in its own
    // context: the lease's statement of that context, or prepared again there, unless the
    // reset that takes would lose what the session holds (a transaction, pinned state).
    bool keeps_context = params && context != kCurrentContext && context != baseline_hash() &&
                         std::find(baseline_hashes_.begin(), baseline_hashes_.end(), context) !=
                             baseline_hashes_.end();
    if (keeps_context && (in_transaction() || pinned_ || !autocommit() || next_transaction_pending_))
      keeps_context = lease_statement(sql, context) != nullptr;
    if (!keeps_context) context = baseline_hash();
    bool context_refused = false;
    if (context != baseline_hash() && !lease_statement(sql, context)) {
      if (!prepare_in_context(sql, context, reply, err)) return false;
      context_refused = reply->is_error;
    }
    if ((traits.reads_last_insert_id || traits.reads_diagnostics) && !prime(traits, err))
      return false;
    // ROW_COUNT() reads the connection's previous statement, FOUND_ROWS() its last SELECT:
    // replaced by the handle's own values unless the connection's are the handle's.
    bool row_count = !kept_since_last_statement_, found_rows = !found_rows_is_mine_;
    std::string rewritten;
    std::string_view text = sql;
    if (!traits.session_calls.empty() && (row_count || found_rows)) {
      rewritten = with_session_values(sql, traits, row_count, found_rows);
      text = rewritten;
    }
    if (context_refused) {
      io = proto::IoStatus::Ok;  // *reply: the error of its prepare
    } else if (context != baseline_hash()) {
      ran_in_older_context_ = true;
      io = execute_prepared(sql, *params, reply, row_budget, context);
    } else {
      io = params ? execute_prepared(text, *params, reply, row_budget, context)
                  : conn_.query(text, *reply, &local_infile_, row_budget);
    }
  } catch (const std::bad_alloc&) {
    // A reply larger than this process can hold: read only in part, so the connection goes.
    *reply = proto::QueryReply();
    if (lease_.active()) lose_connection(proto::IoStatus::Closed, err);
    err->code = 2008;
    err->sqlstate = "HY000";
    err->message = "MySQL client ran out of memory (mysqlpool: the reply did not fit in memory; "
                   "the connection was closed)";
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
  give_back_if_done();
  return true;
}

// The quoting state from a reply: NO_BACKSLASH_ESCAPES from the status flags, the client
// charset from the session tracker.
void Session::observe(const proto::QueryReply& reply) {
  if (!reply.is_error || !reply.parts.empty())
    escape_.no_backslash_escapes = reply.status & proto::SERVER_STATUS_NO_BACKSLASH_ESCAPES;
  for (const auto& part : reply.parts) {
    if (part.is_result_set) continue;
    for (const auto& change : part.ok.session) {
      if (change.type == proto::SessionTrackType::SystemVariables &&
          change.name == "character_set_client") {
        // A name that does not fit the slot is no charset anyone can quote for.
        escape_.charset = change.value.size() < sizeof(SlotConnectionInfo::charset) ? change.value : "";
      }
    }
  }
}

void Session::publish_escape_state() {
  SlotConnectionInfo& info = pool_->slot_info(lease_.slot);
  uint8_t nbe = escape_.no_backslash_escapes ? 1 : 0;
  if (info.no_backslash_escapes == nbe &&
      strncmp(info.charset, escape_.charset.c_str(), sizeof info.charset) == 0)
    return;
  snprintf(info.charset, sizeof info.charset, "%s", escape_.charset.c_str());
  info.no_backslash_escapes = escape_.no_backslash_escapes ? 1 : 0;
}

// A statement set again replaces its earlier self: SET and USE assign, so the effect is the
// same and a handle that repeats its settings (a persistent handle's connect sequence, every
// request) keeps a short baseline. Not when it reads session values (@@x), whose result
// depends on what ran before it.
void Session::append_to_baseline(std::string_view statement) {
  if (statement.find("@@") == std::string_view::npos) {
    for (size_t k = 0; k < baseline_.size(); k++) {
      if (baseline_[k] != statement) continue;
      baseline_.erase(baseline_.begin() + long(k));
      baseline_hashes_.resize(k + 1);
      for (size_t j = k; j < baseline_.size(); j++)
        baseline_hashes_.push_back(chain_hash(baseline_hashes_.back(), baseline_[j]));
      break;
    }
  }
  baseline_hashes_.push_back(chain_hash(baseline_hash(), statement));
  baseline_.emplace_back(statement);
}

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
  if (traits.changes_session_tracking || traits.runs_stored_code || flags_unexplained_change(reply))
    tracking_suspect_ = true;
  // A statement that failed before it ran leaves lastInsertId() as it was (as pdo_mysql).
  if (!reply.parts.empty() || !reply.is_error) last_insert_id_ = 0;
  bool state_changed = flags_state_change(reply);
  for (const auto& part : reply.parts) {
    show_result(part);
    if (part.is_result_set) {
      if (traits.found_rows == StatementTraits::FoundRows::RowsReturned) {
        found_rows_ = part.rs.first_row + part.rs.row_count;
        found_rows_is_mine_ = true;
      }
      row_count_ = -1;
    } else {
      row_count_ = int64_t(part.ok.affected_rows);
      if (traits.found_rows == StatementTraits::FoundRows::RowsInserted && reply.parts.size() == 1) {
        found_rows_ = part.ok.affected_rows;
        found_rows_is_mine_ = true;
      }
      // With ON DUPLICATE KEY UPDATE, an id with 2 (updated) or 0 (unchanged) affected rows is
      // the existing row's: LAST_INSERT_ID() stays as it was.
      bool generated = part.ok.last_insert_id &&
                       !(traits.on_duplicate_key_update && part.ok.affected_rows != 1);
      if (generated) {
        session_last_insert_id_ = part.ok.last_insert_id;
        last_insert_id_is_mine_ = true;
      }
    }
  }
  if (reply.is_error) row_count_ = -1;
  bool diagnostics = has_diagnostics(reply);
  // Statement mode keeps them as MariaDB does: until a statement that names a table. Transaction
  // mode resets session state between statements: only for the readers right after.
  keep_for_diagnostics_ =
      diagnostics || (keep_for_diagnostics_ && (mode_ == PoolMode::Statement ? !traits.names_table
                                                                              : traits.reads_diagnostics));
  diagnostics_are_mine_ = diagnostics_are_mine_ || diagnostics || traits.names_table;
  if (traits.sets_next_transaction && !reply.is_error) next_transaction_pending_ = true;
  if (status_ & proto::SERVER_STATUS_IN_TRANS) next_transaction_pending_ = false;
  // The server decides: a change it flags pins unless the statement is exactly a baseline
  // setting (replayed on any connection). An error reports nothing of what ran before it.
  if (traits.pins || (state_changed && !traits.baseline) ||
      (reply.is_error && traits.error_hides_state && !refused_before_running(reply)))
    pinned_ = true;
  // A statement is parsed by the server in the session it was prepared in (sql_mode, the
  // database, the charset), and keeps those, as pdo_mysql's does on its connection. The
  // lease's statements are kept under the baseline they were prepared in (its hash, the
  // context): a setting that the baseline records leaves them valid for that context. Any
  // other change of the session leaves them stale.
  // (A statement run in an older context makes the server switch to its database and back,
  // which it flags as a change: that pins, but leaves the statements as valid as they were.)
  bool context_recorded = traits.baseline && !reply.is_error && baseline_.size() < kMaxBaseline;
  if (!statements_.empty() && (traits.baseline || (state_changed && !ran_in_older_context_)) &&
      !context_recorded)
    close_statements();
  SlotConnectionInfo& info = pool_->slot_info(lease_.slot);
  if (traits.baseline && !reply.is_error && baseline_.size() >= kMaxBaseline) {
    pinned_ = true;  // no more room to replay settings: this connection keeps them instead
  } else if (traits.baseline && !reply.is_error) {
    for (const auto& part : traits.baseline_parts)
      append_to_baseline(sql.substr(part.first, part.second - part.first));
    remember_good_baseline(pool_seed_ ^ baseline_hash(), escape_);
    info.baseline_hash.store(baseline_hash(), std::memory_order_relaxed);
    baseline_escape_ = escape_;
  } else if (traits.baseline && !reply.parts.empty()) {
    pinned_ = true;  // part of it ran: this connection's settings are no longer known
  }
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
      if (transaction || pinned_ || keep_for_diagnostics_) return;
      close_statements();
      pool_->release(lease_);
      break;
    case PoolMode::Transaction:
      if (transaction || keep_for_diagnostics_) return;
      close_statements();
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

bool Session::escape_state(EscapeState* out, Error* err) {
  if (!escape_.known() && !lease_.active()) {
    // Not learned yet: a connection brought to this handle's baseline tells.
    if (!take_connection(err)) return false;
    give_back_if_done();
  }
  if (tracking_suspect_ && lease_.active() && !ask_escape_state(err)) return false;
  if (!escape_.known()) {
    err->code = 0;
    err->sqlstate = "HY000";
    err->message = "mysqlpool: the connection's character set is not known (session tracking "
                   "was changed), so no string can be quoted safely";
    return false;
  }
  *out = escape_;
  return true;
}

// The connection's quoting state asked of the server itself, when its reports can't be trusted
// (tracking_suspect_): the character set by a query, NO_BACKSLASH_ESCAPES from its status.
bool Session::ask_escape_state(Error* err) {
  if (streaming_) return out_of_sync(err);
  proto::QueryReply reply;
  if (!run_own("SELECT @@session.character_set_client", &reply, err)) return false;
  std::string charset;
  if (reply.parts.size() == 1 && reply.parts[0].is_result_set && reply.parts[0].rs.row_count == 1 &&
      reply.parts[0].rs.columns.size() == 1 && !reply.parts[0].rs.is_null(0, 0))
    charset.assign(reply.parts[0].rs.value(0, 0));
  escape_.charset = charset.size() < sizeof(SlotConnectionInfo::charset) ? charset : "";
  escape_.no_backslash_escapes = reply.status & proto::SERVER_STATUS_NO_BACKSLASH_ESCAPES;
  return true;
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

bool Session::escape(std::string_view in, std::string* out, Error* err) {
  EscapeState state;
  if (!escape_state(&state, err)) return false;
  if (!proto::escape_string(in, state.charset,
                            state.no_backslash_escapes ? proto::SERVER_STATUS_NO_BACKSLASH_ESCAPES : 0,
                            *out)) {
    err->message = "mysqlpool: no string can be quoted safely in the connection's character set " +
                   state.charset + " (unknown to the driver)";
    return false;
  }
  return true;
}

Session::Ending Session::end() {
  if (!lease_.active()) return Ending::NoConnection;
  if (lease_.holder != PoolRegistry::instance().pid()) {  // the parent's: not ours to return
    lease_ = Lease();
    statements_.clear();
    streaming_ = false;
    return Ending::NoConnection;
  }
  if (streaming_) {
    // An unbuffered reply nobody read to its end: the connection can't be given back in the
    // middle of it, and reading the rest could take long. It is closed; the pool opens another.
    Error ignored;
    lose_connection(proto::IoStatus::Closed, &ignored);
    return Ending::Reset;
  }
  close_statements();
  bool rollback = status_ & proto::SERVER_STATUS_IN_TRANS;
  bool reset = pinned_ || !(status_ & proto::SERVER_STATUS_AUTOCOMMIT);
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
  tracking_suspect_ = false;
  keep_for_diagnostics_ = false;
  next_transaction_pending_ = false;
  status_ = proto::SERVER_STATUS_AUTOCOMMIT;
  kept_since_last_statement_ = false;
  if (back_to_baseline_escape) escape_ = baseline_escape_;
}

}  // namespace mysqlpool
