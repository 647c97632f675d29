// Reads of session settings answered from this process's memory (session.h, "setting reads").
//
// WordPress reads `SELECT @@SESSION.sql_mode` between its connect-time settings, then sets the
// mode it derived. On a pool the handle's baseline is then a strict prefix of what the warm
// connections have (the settings before the read, without the last one), and the read would
// cost a reset and every setting again, on every request. Its answer depends on the settings
// only (reads_settings_only(): sql_mode, character sets, time_zone, ...), so one this process
// read under the same baseline, on a connection brought to exactly that baseline, is the
// answer, for kSettingReadMs (60 s): a SET GLOBAL shows in it within that time (the pool's
// warm connections keep their session values until they are reset anyway).
#include <unordered_map>

#include "core/common/clock.h"
#include "core/worker/session.h"

namespace mysqlpool {

namespace {

constexpr size_t kSettingReadsMax = 256;  // past it the memory starts over
constexpr uint64_t kSettingReadMs = 60000;

struct SettingRead {
  uint64_t read_at_ms = 0;
  proto::QueryReply reply;
};

std::unordered_map<uint64_t, SettingRead>& setting_reads() {
  static auto* map = new std::unordered_map<uint64_t, SettingRead>();
  return *map;
}

}  // namespace

// Keyed as the baselines are (baseline_chain(): by the pool's segment key), and by the pool.
uint64_t Session::setting_read_key(std::string_view sql) const {
  return pool_seed_ ^ baseline_chain(baseline_hash(), sql);
}

// Only where the handle holds no connection (one it holds answers for itself), in the modes
// that share connections between statements (request mode gives a dedicated connection's
// answers, read there), for a text reads_settings_only() accepts.
bool Session::answer_setting_read(std::string_view sql, const StatementTraits& traits,
                                  proto::QueryReply* reply) {
  if (lease_.active() || mode_ == PoolMode::Request || !reads_settings_only(sql)) return false;
  auto known = setting_reads().find(setting_read_key(sql));
  if (known == setting_reads().end() || monotonic_ms() - known->second.read_at_ms > kSettingReadMs)
    return false;
  *reply = known->second.reply;
  reply->status = status_;
  for (proto::QueryReply::Part& part : reply->parts) part.rs.status = status_;
  warning_count_ = 0;
  remember_session_values(traits, *reply);
  setting_reads_answered_++;
  return true;
}

// After a read ran on the leased connection: kept when the connection had exactly the
// handle's baseline and nothing the server did not report (not pinned, trackers trusted),
// and the answer is one clean result set.
void Session::remember_setting_read(std::string_view sql, const proto::QueryReply& reply) {
  if (!lease_.active() || pinned_ || tracking_suspect_ || !reads_settings_only(sql)) return;
  if (pool_->slot_info(lease_.slot).baseline_hash.load(std::memory_order_relaxed) !=
      baseline_hash())
    return;
  if (reply.is_error || reply.parts.size() != 1 || !reply.parts[0].is_result_set ||
      reply.parts[0].rs.warnings != 0 || !reply.parts[0].rs.complete)
    return;
  auto& map = setting_reads();
  if (map.size() >= kSettingReadsMax) map.clear();
  map[setting_read_key(sql)] = SettingRead{monotonic_ms(), reply};
}

}  // namespace mysqlpool
