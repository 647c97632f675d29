// Why the manager closes a connection: one enum, and for each reason the counter it adds to
// (mysqlpool_stats(): one per cause, as Go's DBStats) and the words of its log line (as
// pgbouncer's disconnect_server(server, true, "server idle timeout")). Manager::discard_reserved
// takes one, so no connection is closed without saying why.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/protocol/tls_records.h"
#include "core/segment/slot_table.h"

namespace mysqlpool {

enum class CloseReason {
  IdleTimeout,        // upkeep: FREE longer than idle_timeout_s, the pool above min_idle
  MaxLifetime,        // upkeep: FREE and open longer than max_lifetime_s
  TlsRecordLimit,     // a TLS key has protected kTlsReplaceRecords records (RFC 8446 §5.5):
                      // upkeep (FREE), or discarded by the worker that would have leased it
  ClosedByServer,     // upkeep: FREE and readable: the server ended it (wait_timeout, KILL)
  Broken,             // a worker found it broken or its protocol state unknown (Discard, BROKEN)
  CleanFailed,        // the ROLLBACK or reset of a connection handed back failed
  PoolClosing,        // handed back while its pool is being freed: nothing will clean it
  QuestionFailed,     // asking the server about a closed connection's session over it failed
  DeadHolder,         // the process leasing it died (its control socket closed, or pid gone)
  HandBackAbandoned,  // handed back by a process that died before asking for the clean-up
  Retired,            // FREE while the manager retires: another version's manager takes over
  Stopped,            // the manager stops (SIGTERM): FREE, or still leased at the drain's end
  PoolFreed,          // its pool is freed: no process has used it for a while (upkeep)
  ManagerExit,        // the manager exits: no worker for idle_exit_s, or it can't go on
                      // (the last: kCloseReasons has a row for each)
};

// One row per reason, in the enum's order.
struct CloseReasonInfo {
  CloseReason reason;
  std::atomic<uint64_t> PoolCounters::*counter;
  const char* level;  // log_line's: "info" for upkeep's routine closes, "warning" otherwise
  const char* text;
};
constexpr CloseReasonInfo kCloseReasons[] = {
    {CloseReason::IdleTimeout, &PoolCounters::closed_idle, "info", "idle timeout"},
    {CloseReason::MaxLifetime, &PoolCounters::closed_lifetime, "info", "max lifetime"},
    // Counted with max_lifetime: a lifetime in records rather than seconds.
    {CloseReason::TlsRecordLimit, &PoolCounters::closed_lifetime, "info",
     "TLS record limit of its keys (RFC 8446 5.5)"},
    {CloseReason::ClosedByServer, &PoolCounters::closed_broken, "warning",
     "closed by the server while idle (wait_timeout, KILL, a restart)"},
    {CloseReason::Broken, &PoolCounters::closed_broken, "warning",
     "discarded by its holder: broken, or its protocol state unknown"},
    {CloseReason::CleanFailed, &PoolCounters::closed_broken, "warning", "cleaning it failed"},
    {CloseReason::PoolClosing, &PoolCounters::closed_broken, "info",
     "handed back while its pool is freed"},
    {CloseReason::QuestionFailed, &PoolCounters::closed_broken, "warning",
     "asking the server about a closed connection's session over it failed"},
    {CloseReason::DeadHolder, &PoolCounters::closed_dead_holder, "warning", "its holder died"},
    {CloseReason::HandBackAbandoned, &PoolCounters::closed_dead_holder, "warning",
     "handed back by a process that died before asking for the clean-up"},
    {CloseReason::Retired, &PoolCounters::closed_retired, "info",
     "the manager retires: a manager of another version serves this socket path"},
    {CloseReason::Stopped, &PoolCounters::closed_retired, "info", "the manager stops"},
    {CloseReason::PoolFreed, &PoolCounters::closed_idle, "info", "its pool is freed, unused"},
    {CloseReason::ManagerExit, &PoolCounters::closed_retired, "info", "the manager exits"},
};

constexpr bool close_reasons_in_order() {
  for (size_t i = 0; i < sizeof kCloseReasons / sizeof kCloseReasons[0]; i++)
    if (size_t(kCloseReasons[i].reason) != i) return false;
  return true;
}
static_assert(close_reasons_in_order() && sizeof kCloseReasons / sizeof kCloseReasons[0] ==
                                              size_t(CloseReason::ManagerExit) + 1,
              "kCloseReasons: one row per CloseReason, in its order");

inline const CloseReasonInfo& close_reason_info(CloseReason why) {
  return kCloseReasons[size_t(why)];
}

// The detail of a TlsRecordLimit close: the records each of its keys has protected.
inline std::string tls_worn_detail(const SlotConnectionInfo& info) {
  return "records written " + std::to_string(info.tls_write_seq) + ", read " +
         std::to_string(info.tls_read_seq) + "; replaced at " +
         std::to_string(proto::kTlsReplaceRecords) + " under one key";
}

}  // namespace mysqlpool
