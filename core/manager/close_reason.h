// Why the manager closes a connection: one enum, and for each reason the counter it adds to
// (mysqlpool_stats(): one per cause, as Go's DBStats) and the words of its log line (as
// pgbouncer's disconnect_server(server, true, "server idle timeout")). Manager::discard_reserved
// takes one, so no connection is closed without saying why.
#pragma once

#include <atomic>
#include <cstdint>

#include "core/segment/slot_table.h"

namespace mysqlpool {

enum class CloseReason {
  IdleTimeout,        // upkeep: FREE longer than idle_timeout_s, the pool above min_idle
  MaxLifetime,        // upkeep: FREE and open longer than max_lifetime_s
  ClosedByServer,     // upkeep: FREE and readable: the server ended it (wait_timeout, KILL)
  Broken,             // a worker found it broken or its protocol state unknown (Discard, BROKEN)
  CleanFailed,        // the ROLLBACK or reset of a connection handed back failed
  PoolClosing,        // handed back while its pool is being freed: nothing will clean it
  QuestionFailed,     // asking the server about a retired session over it failed
  DeadHolder,         // the process leasing it died (its control socket closed, or pid gone)
  HandBackAbandoned,  // handed back by a process that died before asking for the clean-up
};

struct CloseReasonInfo {
  std::atomic<uint64_t> PoolCounters::*counter;
  const char* level;  // log_line's: "info" for upkeep's routine closes, "warning" otherwise
  const char* text;
};

inline CloseReasonInfo close_reason_info(CloseReason why) {
  switch (why) {
    case CloseReason::IdleTimeout:
      return {&PoolCounters::closed_idle, "info", "idle timeout"};
    case CloseReason::MaxLifetime:
      return {&PoolCounters::closed_lifetime, "info", "max lifetime"};
    case CloseReason::ClosedByServer:
      return {&PoolCounters::closed_broken, "warning",
              "closed by the server while idle (wait_timeout, KILL, a restart)"};
    case CloseReason::Broken:
      return {&PoolCounters::closed_broken, "warning",
              "discarded by its holder: broken, or its protocol state unknown"};
    case CloseReason::CleanFailed:
      return {&PoolCounters::closed_broken, "warning", "cleaning it failed"};
    case CloseReason::PoolClosing:
      return {&PoolCounters::closed_broken, "info", "handed back while its pool is freed"};
    case CloseReason::QuestionFailed:
      return {&PoolCounters::closed_broken, "warning",
              "asking the server about a retired session over it failed"};
    case CloseReason::DeadHolder:
      return {&PoolCounters::closed_dead_holder, "warning", "its holder died"};
    case CloseReason::HandBackAbandoned:
      return {&PoolCounters::closed_dead_holder, "warning",
              "handed back by a process that died before asking for the clean-up"};
  }
  return {&PoolCounters::closed_broken, "warning", "unknown"};
}

}  // namespace mysqlpool
