// The session baseline (session.h): a handle's replayable settings, brought to every
// connection it leases, and the process's memory of baselines the server applied without error.
#include "core/worker/session.h"

#include <algorithm>
#include <unordered_map>

#include "core/common/keyed_hash.h"
#include "core/common/session_setup.h"
#include "core/segment/slot_statements.h"

namespace mysqlpool {

namespace {

// Baselines this process has applied without error, with the quoting state the server
// reported after them: setting one again costs no round trip. Bounded: past the limit it
// starts over (each entry is then learned again with one round trip).
constexpr size_t kKnownGoodBaselinesMax = 4096;
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

}  // namespace

// A baseline setting this process already ran without error on this pool, with no lease
// held: only appended to the handle's baseline and answered with an OK made here, no round
// trip; it goes with the next statement that needs the server. false: not known (or no room
// left), the baseline as it was.
bool Session::answer_known_baseline(std::string_view sql, const StatementTraits& traits,
                                    proto::QueryReply* reply) {
  if (lease_.active() || baseline_full()) return false;
  std::vector<std::string> saved = baseline_;
  std::vector<uint64_t> saved_hashes = baseline_hashes_;
  append_to_baseline(sql, traits);
  auto known = known_good_baselines().find(pool_seed_ ^ baseline_hash());
  if (known == known_good_baselines().end()) {
    baseline_ = std::move(saved);
    baseline_selects_schema_ = -1;
    baseline_hashes_ = std::move(saved_hashes);
    return false;
  }
  escape_ = baseline_escape_ = known->second;
  *reply = proto::QueryReply();
  reply->parts.emplace_back();
  reply->parts.back().ok.status = status_;
  reply->status = status_;
  last_insert_id_ = 0;
  row_count_ = 0;
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
  clear_slot_statements(pool_->slot_info(lease_.slot));  // the reset closed them
  tracking_suspect_ = false;                             // the trackers are set again below
  sequences_foreign_ = false;
  baseline_resets_++;
  pool_->counters().baseline_resets.fetch_add(1, std::memory_order_relaxed);
  escape_.charset = pool_->key().charset_or_default();
  escape_.no_backslash_escapes = ok.status & proto::SERVER_STATUS_NO_BACKSLASH_ESCAPES;
  proto::QueryReply reply;
  if (!run_own(kTrackerSetupSql, &reply, err)) return false;
  if (!pool_->key().dbname.empty() &&
      !run_own("USE " + proto::quote_identifier(pool_->key().dbname), &reply, err))
    return false;
  pool_->slot_info(lease_.slot).baseline_hash.store(0, std::memory_order_relaxed);
  return true;
}

bool Session::bring_to_baseline(Error* err) {
  SlotConnectionInfo& info = pool_->slot_info(lease_.slot);
  // Request mode gives what a dedicated connection gives: a connection another mode's handle
  // gave back without a reset (a pool shared by modes) is reset before the request uses it.
  if (mode_ == PoolMode::Request && sequences_foreign_)
    return reset_to_pool_state(err) && apply_baseline(0, baseline_.size(), err);
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
      drop_failed_setting(k, reply, err);
      return false;
    }
    k++;
    info.baseline_hash.store(baseline_hashes_[k], std::memory_order_relaxed);
  }
  publish_escape_state();
  return true;
}

// Baseline statement k ran before (or this process would not have deferred it) and fails now
// (`reply`): it is dropped from the baseline and reported to this statement, the handle's
// next. The connection goes back with the prefix it has.
void Session::drop_failed_setting(size_t k, const proto::QueryReply& reply, Error* err) {
  *err = reply.err;
  err->message = "mysqlpool: the session setting `" + baseline_[k] +
                 "` failed when applied to a pooled connection: " + err->message;
  if (!reply.parts.empty()) {
    pool_->hand_back(lease_, false, true);  // part of it ran: its state is unknown
    escape_ = baseline_escape_;
  }
  erase_from_baseline(k);
  if (lease_.active()) {
    SlotConnectionInfo& info = pool_->slot_info(lease_.slot);
    info.baseline_hash.store(baseline_hashes_[k], std::memory_order_relaxed);
    publish_escape_state();
    pool_->release(lease_);
  }
  escape_ = baseline_escape_ = EscapeState();  // learned again with the next lease
}

// Statement k leaves the baseline; the hashes of the prefixes after it are computed again.
void Session::erase_from_baseline(size_t k) {
  baseline_.erase(baseline_.begin() + long(k));
  baseline_selects_schema_ = -1;
  baseline_hashes_.resize(k + 1);
  for (size_t j = k; j < baseline_.size(); j++)
    baseline_hashes_.push_back(baseline_chain(baseline_hashes_.back(), baseline_[j]));
}

// A baseline's identity: SipHash-2-4 under the pool's secret key (the segment's
// statement_hash_key) of the identity before it and the statement. The slot records it and
// every process of the pool trusts it, so it must not be forgeable: an unkeyed hash let a
// statement an application took from a user be written to collide with another baseline, and
// a handle then skipped its own SET NAMES (core/tests/support/forged_baselines.h).
uint64_t Session::baseline_chain(uint64_t previous, std::string_view statement) const {
  uint64_t h = KeyedHash(slot_hash_key(pool_->table())).add_u64(previous).add(statement).finish();
  return h ? h : 1;  // 0 is the empty baseline
}

// Another pool segment (its manager was replaced): its key hashes the baseline anew.
void Session::rehash_baseline() {
  baseline_hashes_.resize(1);
  for (const std::string& statement : baseline_)
    baseline_hashes_.push_back(baseline_chain(baseline_hashes_.back(), statement));
}

// The setting's statements join the baseline. A statement set again replaces its earlier self:
// SET and USE assign, so the effect is the same and a handle that repeats its settings (a
// persistent handle's connect sequence, every request) keeps a short baseline. Not when it
// reads session values (@@x), whose result depends on what ran before it.
void Session::append_to_baseline(std::string_view sql, const StatementTraits& traits) {
  for (const auto& part : traits.baseline_parts) {
    std::string_view statement = sql.substr(part.first, part.second - part.first);
    if (statement.find("@@") == std::string_view::npos) {
      auto same = std::find(baseline_.begin(), baseline_.end(), statement);
      if (same != baseline_.end()) erase_from_baseline(size_t(same - baseline_.begin()));
    }
    baseline_hashes_.push_back(baseline_chain(baseline_hash(), statement));
    baseline_.emplace_back(statement);
    baseline_selects_schema_ = -1;
  }
}

// After a baseline setting ran (remember()): the baseline records it, or, with no room left
// to replay settings, this connection keeps them instead (pinned). One that failed after
// part of it ran leaves the connection's settings unknown: pinned too.
void Session::remember_setting(std::string_view sql, const StatementTraits& traits,
                               const proto::QueryReply& reply) {
  if (!traits.baseline) return;
  if (!reply.is_error && baseline_full()) {
    pinned_ = true;
  } else if (!reply.is_error) {
    append_to_baseline(sql, traits);
    remember_good_baseline(pool_seed_ ^ baseline_hash(), escape_);
    pool_->slot_info(lease_.slot).baseline_hash.store(baseline_hash(), std::memory_order_relaxed);
    baseline_escape_ = escape_;
  } else if (!reply.parts.empty()) {
    pinned_ = true;
  }
}

}  // namespace mysqlpool
