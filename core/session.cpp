#include "core/session.h"

#include <unordered_set>

#include "core/session_setup.h"

namespace mysqlpool {

namespace {

// Baselines this process has applied without error: setting one again costs no round trip.
std::unordered_set<uint64_t>& known_good_baselines() {
  static auto* set = new std::unordered_set<uint64_t>();
  return *set;
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

int read_timeout(const PoolClient& pool) {
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

void lost_connection(proto::IoStatus io, const std::string& detail, bool lost_transaction,
                     ClientError* err) {
  bool timeout = io == proto::IoStatus::Timeout;
  err->code = timeout ? 2013 : 2006;
  err->sqlstate = "HY000";
  err->message = std::string(timeout ? "Lost connection to server during query"
                                     : "MySQL server has gone away") +
                 " (mysqlpool: " + detail + ")" +
                 (lost_transaction ? "; the open transaction is lost" : "");
}

}  // namespace

Session::Session(PoolClient* pool, PoolMode mode, std::string charset)
    : pool_(pool),
      mode_(mode),
      conn_(-1, proto::Capabilities(), -1),
      charset_(charset),
      default_charset_(std::move(charset)),
      baseline_hashes_{0} {}

Session::~Session() { end(); }

bool Session::take_connection(ClientError* err) {
  // A second try when the first finds the pool's manager gone: refresh() attaches anew.
  for (int attempt = 0;; attempt++) {
    PoolClient* current = PoolRegistry::instance().refresh(pool_, err);
    if (!current) return false;
    pool_ = current;
    if (pool_->acquire(&lease_, err)) break;
    if (!pool_->orphaned() || attempt == 1) return false;
  }
  conn_.rebind(lease_.fd, lease_.caps, read_timeout(*pool_));
  kept_since_last_statement_ = false;
  return bring_to_baseline(err);
}

bool Session::bring_to_baseline(ClientError* err) {
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
  proto::Connection& conn = conn_;
  std::string sql;
  if (reset) {
    // The connection carries another handle's settings: back to the pool's state first.
    proto::OkInfo ok;
    bool is_error = false;
    proto::ErrInfo server_err;
    proto::IoStatus io = conn.reset_connection(ok, &is_error, &server_err);
    if (io != proto::IoStatus::Ok || is_error) {
      pool_->discard(lease_);
      lost_connection(io == proto::IoStatus::Ok ? proto::IoStatus::Closed : io,
                      is_error ? server_err.message : conn.last_error(), false, err);
      return false;
    }
    baseline_resets_++;
    pool_->counters().baseline_resets.fetch_add(1, std::memory_order_relaxed);
    sql = kTrackerSetupSql;
    if (!pool_->key().dbname.empty()) sql += ";USE " + quote_name(pool_->key().dbname);
  }
  for (size_t k = from; k < baseline_.size(); k++) {
    if (!sql.empty()) sql += ';';
    sql += baseline_[k];
    baseline_statements_sent_++;
    pool_->counters().baseline_statements.fetch_add(1, std::memory_order_relaxed);
  }
  proto::QueryReply reply;
  proto::IoStatus io = conn.query(sql, reply);
  if (io != proto::IoStatus::Ok || reply.is_error) {
    pool_->discard(lease_);  // half applied: nobody can say what this session holds
    if (io != proto::IoStatus::Ok) {
      lost_connection(io, conn.last_error(), false, err);
    } else {
      err->code = reply.err.code;
      err->sqlstate = reply.err.sqlstate;
      err->message = reply.err.message;
    }
    return false;
  }
  info.baseline_hash.store(baseline_hash(), std::memory_order_relaxed);
  return true;
}

std::string Session::with_session_values(std::string_view sql,
                                         const StatementTraits& traits) const {
  std::string out;
  size_t at = 0;
  for (const auto& call : traits.session_calls) {
    out.append(sql.substr(at, call.begin - at));
    switch (call.function) {
      case StatementTraits::SessionFunction::LastInsertId:
        out += "(" + std::to_string(session_last_insert_id_) + ")";
        break;
      case StatementTraits::SessionFunction::RowCount:
        out += "(" + std::to_string(row_count_) + ")";
        break;
      case StatementTraits::SessionFunction::FoundRows:
        out += "(" + std::to_string(found_rows_) + ")";
        break;
    }
    if (call.names_a_column) {
      // `SELECT LAST_INSERT_ID()` names its column "LAST_INSERT_ID()": keep that name.
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

bool Session::run(std::string_view sql, proto::QueryReply* reply, ClientError* err) {
  StatementTraits traits = classify_statement(sql);
  if (!multi_statements_ && traits.statements > 1) {
    err->code = 1064;
    err->sqlstate = "42000";
    err->message = "mysqlpool: several statements in one query, and "
                   "PDO::MYSQL_ATTR_MULTI_STATEMENTS is off";
    return false;
  }
  if (traits.baseline && !lease_.active()) {
    uint64_t next = chain_hash(baseline_hash(), sql);
    if (known_good_baselines().count(next)) {
      // Set before without error: it goes with the next statement that needs the server.
      baseline_.emplace_back(sql);
      baseline_hashes_.push_back(next);
      if (!traits.new_charset.empty()) charset_ = traits.new_charset;
      *reply = proto::QueryReply();
      reply->parts.emplace_back();
      reply->parts.back().ok.status = status_;
      reply->status = status_;
      last_insert_id_ = 0;
      row_count_ = 0;
      return true;
    }
  }
  if (!lease_.active() && !take_connection(err)) return false;
  std::string rewritten;
  std::string_view to_send = sql;
  if (!traits.session_calls.empty() && !kept_since_last_statement_) {
    rewritten = with_session_values(sql, traits);
    to_send = rewritten;
  }
  proto::Connection& conn = conn_;
  proto::IoStatus io = conn.query(to_send, *reply);
  if (io != proto::IoStatus::Ok) {
    // The reply was not read to its end: nobody may use this connection again.
    bool lost_transaction = in_transaction();
    pool_->discard(lease_);
    dirty_ = false;
    status_ = proto::SERVER_STATUS_AUTOCOMMIT;
    kept_since_last_statement_ = false;
    lost_connection(io, conn.last_error(), lost_transaction, err);
    return false;
  }
  remember(sql, traits, *reply);
  give_back_if_done();
  return true;
}

// Whether an OK packet says the session gained state. The status flag alone is no proof:
// with transaction tracking on, the server sets it for every transaction boundary too.
static bool reports_session_state(const proto::OkInfo& ok) {
  for (const auto& change : ok.session) {
    if (change.type == proto::SessionTrackType::StateChange ||
        change.type == proto::SessionTrackType::SystemVariables ||
        change.type == proto::SessionTrackType::Schema)
      return true;
  }
  return false;
}

void Session::remember(std::string_view sql, const StatementTraits& traits,
                       const proto::QueryReply& reply) {
  // An ERR carries no status: the session's status is what the last OK/EOF said.
  if (!reply.is_error || !reply.parts.empty()) status_ = reply.status;
  last_insert_id_ = 0;
  bool state_changed = false;
  for (const auto& part : reply.parts) {
    if (part.is_result_set) {
      found_rows_ = part.rs.row_count;
      row_count_ = -1;
    } else {
      row_count_ = int64_t(part.ok.affected_rows);
      last_insert_id_ = part.ok.last_insert_id;
      if (part.ok.last_insert_id) session_last_insert_id_ = part.ok.last_insert_id;
      state_changed = state_changed || reports_session_state(part.ok);
    }
  }
  if (reply.is_error) row_count_ = -1;
  if (traits.unreplayable ||
      (state_changed && !traits.baseline && !traits.state_flag_is_false_positive))
    dirty_ = true;
  if (traits.baseline) {
    if (reply.is_error) {
      // Part of it may have run: this connection's settings are no longer known.
      if (!reply.parts.empty()) dirty_ = true;
    } else {
      uint64_t next = chain_hash(baseline_hash(), sql);
      baseline_.emplace_back(sql);
      baseline_hashes_.push_back(next);
      known_good_baselines().insert(next);
      pool_->slot_info(lease_.slot).baseline_hash.store(next, std::memory_order_relaxed);
      if (!traits.new_charset.empty()) charset_ = traits.new_charset;
    }
  }
  kept_since_last_statement_ = true;
}

void Session::give_back_if_done() {
  bool transaction = (status_ & proto::SERVER_STATUS_IN_TRANS) ||
                     !(status_ & proto::SERVER_STATUS_AUTOCOMMIT);
  switch (mode_) {
    case PoolMode::Request:
      return;
    case PoolMode::Statement:
      if (transaction || dirty_) return;
      pool_->release(lease_);
      break;
    case PoolMode::Transaction:
      if (transaction) return;
      if (dirty_) {
        pool_->hand_back(lease_, false, true);  // this mode resets session state, never keeps it
        dirty_ = false;
      } else {
        pool_->release(lease_);
      }
      break;
  }
  kept_since_last_statement_ = false;
}

Session::Ending Session::end() {
  if (!lease_.active()) return Ending::NoConnection;
  bool rollback = status_ & proto::SERVER_STATUS_IN_TRANS;
  bool reset = dirty_ || !(status_ & proto::SERVER_STATUS_AUTOCOMMIT);
  Ending ending = Ending::Released;
  if (rollback || reset) {
    pool_->hand_back(lease_, rollback, reset);
    ending = rollback ? Ending::RolledBack : Ending::Reset;
  } else {
    pool_->release(lease_);
  }
  dirty_ = false;
  status_ = proto::SERVER_STATUS_AUTOCOMMIT;
  kept_since_last_statement_ = false;
  if (reset) charset_ = default_charset_;
  return ending;
}

}  // namespace mysqlpool
