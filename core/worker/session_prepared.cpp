// Server-side prepared statements of a session (session.h, execute()): prepared on the
// connection a statement runs on and kept there across leases (the slot's statements); and
// the process's memory of the texts the server prepared without error and of the column
// definitions it sent.
#include "core/worker/session.h"

#include <algorithm>
#include <unordered_map>

#include "core/common/chain_hash.h"
#include "core/common/keyed_hash.h"
#include "core/segment/slot_statements.h"

namespace mysqlpool {

// A text the server prepared without error (see known_statements()).
struct KnownStatement {
  std::string sql;
  uint16_t params;
  std::vector<proto::ColumnDef> columns;  // as the server described them when it prepared it
};

namespace {

// Texts the server prepared without error, per pool, with its count of `?`: this process's,
// shared by its handles. PDO::prepare() of a known text needs no round trip, and its execute
// sends PREPARE and EXECUTE together (MariaDB). Cleared when full, as the baselines.
constexpr size_t kKnownStatementsMax = 1024;
constexpr size_t kKnownStatementMaxText = 16 * 1024;
std::unordered_map<uint64_t, KnownStatement>& known_statements() {
  static auto* map = new std::unordered_map<uint64_t, KnownStatement>();
  return *map;
}

// Column definitions this process has seen the server send, by their hash (SlotStatement::
// columns_hash). A statement that another process prepared on a connection is executed with
// these when the server omits its columns as unchanged (CACHE_METADATA). Cleared when full.
constexpr size_t kKnownColumnsMax = 1024;
std::unordered_map<uint64_t, std::vector<proto::ColumnDef>>& known_columns() {
  static auto* map = new std::unordered_map<uint64_t, std::vector<proto::ColumnDef>>();
  return *map;
}

}  // namespace

// The key: the pool, the text, and what changes how the server counts its `?` (a quote or a
// backslash in a string reads differently with NO_BACKSLASH_ESCAPES and ANSI_QUOTES).
uint64_t Session::statement_key(std::string_view sql) const {
  uint16_t parsing =
      status_ & (proto::SERVER_STATUS_NO_BACKSLASH_ESCAPES | proto::SERVER_STATUS_ANSI_QUOTES);
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
  map[key] = KnownStatement{std::string(sql), prepared->params, prepared->columns};
}

bool Session::check_prepare(std::string_view sql, uint16_t* params, Error* err,
                            std::vector<proto::ColumnDef>* columns) {
  if (forked_away(err) || out_of_sync(err)) return false;
  if (const KnownStatement* known = known_statement(sql)) {
    // Prepared without error before: its errors now (a table since dropped) are execute()'s.
    *params = known->params;
    if (columns) *columns = known->columns;
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
    if (columns) *columns = prepared->columns;
    // A PREPARE's reply has no status flags, and preparing can change the session: `SET @v = ?`
    // creates @v (NULL). What the classifier says pins, pins already here.
    if (classify_statement(sql).pins) pinned_ = true;
    if (!kept_since_last_statement_) give_back_if_done();
    return true;
  }
  // Refused: as for a statement that failed, its diagnostics (SHOW ERRORS, @@error_count) and
  // ROW_COUNT() are the handle's now.
  *err = reply.err;
  remember(sql, classify_statement(sql), reply);
  give_back_if_done();
  return false;
}

// The statement prepared on the leased connection: from the lease's list, or prepared now
// (the oldest closed when the list is full). A server error leaves *out null and the error in
// reply, as a failed COM_QUERY would.
proto::IoStatus Session::find_or_prepare(std::string_view sql, proto::PreparedStatement** out,
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
  bool is_error = false;
  *reply = proto::QueryReply();
  io = conn_.prepare(sql, found_, &is_error, &reply->err);
  if (io != proto::IoStatus::Ok) return io;
  if (is_error) {
    reply->is_error = true;
    reply->status = status_;
    return io;
  }
  statements_prepared_++;
  pool_->slot_info(lease_.slot).last_statement_id = found_.id;
  keep_statement(sql, context);
  *out = &found_;
  return io;
}

proto::IoStatus Session::execute_prepared(std::string_view sql,
                                          const std::vector<proto::Param>& params,
                                          proto::QueryReply* reply, size_t row_budget,
                                          uint64_t context) {
  if (context != baseline_hash()) {
    // prepared in an older context (prepare_in_context): that one, or its error
    if (!lease_statement(sql, context)) return proto::IoStatus::Ok;  // *reply: its prepare's error
    return execute_found(params, reply, row_budget);
  }
  // In steady state the connection has it: executed at once, nothing else looked up.
  if (lease_statement(sql, context)) return execute_found(params, reply, row_budget);
  const KnownStatement* known = known_statement(sql);
  // Not for a statement that reads the diagnostics (SHOW WARNINGS): when the PREPARE gets
  // another id than the one the EXECUTE names, that EXECUTE's 1243 would be what it reads
  // (difftest seed 7), where a dedicated connection shows the statement before's.
  // Nor in a pinned session: a statement that SQL's PREPARE (or a routine's) left on the
  // connection has an id the slot does not know, which the EXECUTE could name.
  bool pipelined = (lease_.caps.mariadb & proto::MARIADB_CLIENT_STMT_BULK_OPERATIONS) && known &&
                   known->params == params.size() && !pinned_ &&
                   !classify_statement(sql).reads_diagnostics;
  if (pipelined) {
    bool done = false;
    proto::IoStatus io = prepare_and_execute(sql, params, reply, row_budget, context, &done);
    if (done) return io;
  }
  proto::PreparedStatement* prepared = nullptr;
  proto::IoStatus io = find_or_prepare(sql, &prepared, reply);
  if (io != proto::IoStatus::Ok || !prepared) return io;
  return execute_found(params, reply, row_budget);
}

// Executes found_ (entry found_entry_ of the slot). The column definitions the server sends
// with it, when it does, are the ones it omits from then on for every holder of the
// connection: the slot records their hash, this process the definitions.
proto::IoStatus Session::execute_found(const std::vector<proto::Param>& params,
                                       proto::QueryReply* reply, size_t row_budget) {
  if (found_.params != params.size()) return parameter_count_error(reply);
  proto::IoStatus io = conn_.execute(found_, params, *reply, row_budget);
  if (io != proto::IoStatus::Ok || !conn_.columns_sent()) return io;
  found_columns_hash_ = columns_hash(found_.columns);
  if (found_entry_ < 0) return io;
  SlotStatement& entry = pool_->slot_info(lease_.slot).statements[found_entry_];
  if (entry.id != found_.id) return io;
  entry.columns = uint16_t(found_.columns.size());
  entry.columns_hash = found_columns_hash_;
  return io;
}

// One round trip for PREPARE and EXECUTE of a text the server prepared before (MariaDB). The
// EXECUTE names the id the server will give this statement (the connection's last + 1), which
// no live statement of the lease has: whatever happens to the PREPARE, the EXECUTE can run no
// other statement. *done false: nothing was executed (that id is taken, or the statement was
// prepared under another id, the connection's count not being known): the caller executes it.
proto::IoStatus Session::prepare_and_execute(std::string_view sql,
                                             const std::vector<proto::Param>& params,
                                             proto::QueryReply* reply, size_t row_budget,
                                             uint64_t context, bool* done) {
  SlotConnectionInfo& info = pool_->slot_info(lease_.slot);
  uint32_t expected = info.last_statement_id + 1;
  if (expected == 0 || slot_statement_id_taken(info, expected)) return proto::IoStatus::Ok;
  *done = true;
  proto::IoStatus io = make_room_for_statement();
  if (io != proto::IoStatus::Ok) return io;
  proto::Connection::Pipelined outcome;
  io = conn_.prepare_and_execute(sql, params, expected, found_, &outcome, *reply, row_budget);
  if (io != proto::IoStatus::Ok) return io;
  if (outcome == proto::Connection::Pipelined::PrepareFailed) {
    learn_statement(sql, nullptr);
    reply->status = status_;
    return io;
  }
  statements_prepared_++;
  info.last_statement_id = found_.id;
  keep_statement(sql, context);  // with the columns of the EXECUTE's reply, if it ran
  *done = outcome == proto::Connection::Pipelined::Executed;
  return io;
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

// The slot's entry for this text prepared under this context (-1: none) and, in *columns, the
// column definitions to execute it with: nullptr when the server may omit them (CACHE_METADATA,
// MariaDB; MySQL sends them with every reply) and this process never saw the ones it last sent
// on this connection.
int Session::find_statement(std::string_view sql, uint64_t context,
                            const std::vector<proto::ColumnDef>** columns) const {
  static const std::vector<proto::ColumnDef> kNone;
  const SlotConnectionInfo& info = pool_->slot_info(lease_.slot);
  int k = find_slot_statement(info, slot_statement_key(pool_->table(), context, sql),
                              uint32_t(sql.size()));
  if (k < 0) return -1;
  const SlotStatement& entry = info.statements[k];
  *columns = &kNone;
  if (entry.columns && (lease_.caps.mariadb & proto::MARIADB_CLIENT_CACHE_METADATA)) {
    auto known = known_columns().find(entry.columns_hash);
    *columns = known != known_columns().end() && known->second.size() == entry.columns
                   ? &known->second
                   : nullptr;
  }
  return k;
}

// The leased connection's statement for this text prepared under this context (found_),
// made the most recently used. nullptr: none, or one whose columns this process can't know
// (find_statement()): that one is closed, so that the caller prepares it again and the
// PREPARE's reply shows them.
proto::PreparedStatement* Session::lease_statement(std::string_view sql, uint64_t context) {
  const std::vector<proto::ColumnDef>* columns = nullptr;
  int k = find_statement(sql, context, &columns);
  if (k < 0) return nullptr;
  if (!columns) {
    forget_statement(k);  // a failed write shows on the next command
    return nullptr;
  }
  SlotConnectionInfo& info = pool_->slot_info(lease_.slot);
  const SlotStatement& entry = info.statements[k];
  found_.id = entry.id;
  found_.params = entry.params;
  found_.warnings = 0;
  uint64_t hash = columns->empty() ? 0 : entry.columns_hash;
  // found_ may hold them already (the same statement again): no copy then
  if (found_columns_hash_ != hash || found_.columns.size() != columns->size()) {
    found_.columns = *columns;
    found_columns_hash_ = hash;
  }
  touch_slot_statement(info, k);
  found_entry_ = k;
  return &found_;
}

// Whether lease_statement() would find it, without its effects.
bool Session::usable_statement(std::string_view sql, uint64_t context) const {
  const std::vector<proto::ColumnDef>* columns = nullptr;
  return find_statement(sql, context, &columns) >= 0 && columns;
}

// found_, just prepared on the leased connection under `context`, joins the slot's
// statements (make_room_for_statement() left an entry free).
void Session::keep_statement(std::string_view sql, uint64_t context) {
  SlotConnectionInfo& info = pool_->slot_info(lease_.slot);
  found_entry_ = free_slot_statement(info);
  if (found_entry_ < 0) return;  // the segment was written under us: it is not kept
  SlotStatement entry{};
  entry.key = slot_statement_key(pool_->table(), context, sql);
  entry.text_size = uint32_t(sql.size());
  entry.id = found_.id;
  entry.params = found_.params;
  entry.columns = uint16_t(found_.columns.size());
  entry.columns_hash = found_columns_hash_ =
      found_.columns.empty() ? 0 : columns_hash(found_.columns);
  put_slot_statement(info, found_entry_, entry);
}

// The hash of these column definitions, which this process now knows by it.
uint64_t Session::columns_hash(const std::vector<proto::ColumnDef>& columns) const {
  KeyedHash h(slot_hash_key(pool_->table()));
  for (const proto::ColumnDef& c : columns) {
    for (const std::string* s : {&c.schema, &c.table, &c.org_table, &c.name, &c.org_name})
      h.add_u64(s->size()).add(*s);
    h.add_u64(uint64_t(c.charset) | uint64_t(c.type) << 16 | uint64_t(c.flags) << 24 |
              uint64_t(c.decimals) << 40);
    h.add_u64(c.length);
  }
  uint64_t hash = h.finish();
  auto& map = known_columns();
  if (map.size() >= kKnownColumnsMax && !map.count(hash)) map.clear();
  map.emplace(hash, columns);
  return hash;
}

// Entry k of the slot is closed on the server and forgotten.
proto::IoStatus Session::forget_statement(int k) {
  SlotConnectionInfo& info = pool_->slot_info(lease_.slot);
  uint32_t id = info.statements[k].id;
  erase_slot_statement(info, k);
  if (found_entry_ == k) found_entry_ = -1;
  return conn_.close_statement(id);
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

// The least recently used statement of the connection is closed when all kSlotStatements
// entries are taken.
proto::IoStatus Session::make_room_for_statement() {
  SlotConnectionInfo& info = pool_->slot_info(lease_.slot);
  if (free_slot_statement(info) >= 0) return proto::IoStatus::Ok;
  return forget_statement(oldest_slot_statement(info));
}

// Every statement of the connection is closed (COM_STMT_CLOSE has no reply, so this costs no
// round trip). A connection that fails here is lost as it would be on the next command.
void Session::close_statements() {
  SlotConnectionInfo& info = pool_->slot_info(lease_.slot);
  for (uint32_t k = 0; k < kSlotStatements; k++) {
    if (info.statements[k].key != 0 && forget_statement(int(k)) != proto::IoStatus::Ok) break;
  }
  clear_slot_statements(info);
}

// A statement prepared before the handle's later settings runs as prepared in its own
// context: the lease's statement of that context, or prepared again there, unless the
// reset that takes would lose what the session holds (a transaction, pinned state). Returns
// the context the statement runs in: `context`, or the current one.
uint64_t Session::context_to_run_in(std::string_view sql, const std::vector<proto::Param>* params,
                                    uint64_t context) {
  bool keeps_context = params && context != kCurrentContext && context != baseline_hash() &&
                       std::find(baseline_hashes_.begin(), baseline_hashes_.end(), context) !=
                           baseline_hashes_.end();
  if (keeps_context && (in_transaction() || pinned_ || !autocommit() || next_transaction_pending_))
    keeps_context = usable_statement(sql, context);
  return keeps_context ? context : baseline_hash();
}

// After a statement (remember()): a statement is parsed by the server in the session it was
// prepared in (sql_mode, the database, the charset), and keeps those, as pdo_mysql's does on
// its connection. The connection's statements are kept under the baseline they were prepared
// in (its hash, the context): a setting that the baseline records leaves them valid for that
// context. Any other change of the session leaves them stale: all of them are closed.
// (A statement run in an older context makes the server switch to its database and back,
// which it flags as a change: that pins, but leaves the statements as valid as they were.)
void Session::close_stale_statements(const StatementTraits& traits, const proto::QueryReply& reply,
                                     bool state_changed) {
  bool context_recorded = traits.baseline && !reply.is_error && !baseline_full();
  if (lease_.active() && (traits.baseline || (state_changed && !ran_in_older_context_)) &&
      !context_recorded)
    close_statements();
}

}  // namespace mysqlpool
