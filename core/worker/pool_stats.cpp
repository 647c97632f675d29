#include "core/worker/pool_stats.h"

#include <unistd.h>

#include <algorithm>
#include <cstring>

#include "core/segment/lease.h"
#include "core/segment/slot_table.h"
#include "core/worker/attachment.h"

namespace mysqlpool {

PoolStats pool_stats(const PoolAttachment& pool) {
  const SlotTable& table = pool.table();
  SlotCounts slots = count_slots(table);
  PoolStats out;
  // the manager's word (the settings it replied), never the writable segment's
  out.max_connections = std::min(pool.settings().max_connections, kMaxSlots);
  out.open = slots.open();
  out.idle = slots.free;
  out.in_use = slots.leased;
  const uint32_t self = uint32_t(getpid());
  for (uint32_t i = 0; i < table.size(); i++) {
    SlotState s = SlotState::unpack(table.slots[i].state.load(std::memory_order_relaxed));
    if (s.tag == SlotTag::Leased && s.pid == self) out.in_use_here++;
  }
  out.in_upkeep = slots.reserved + slots.broken;
  out.waiting = table.header.waiters.load(std::memory_order_relaxed);
  out.tls.assign(table.header.tls, strnlen(table.header.tls, sizeof table.header.tls));
  out.counters.reserve(sizeof kCounterFields / sizeof kCounterFields[0]);
  for (const CounterField& c : kCounterFields) {
    out.counters.emplace_back(c.name,
                              (table.header.counters.*c.field).load(std::memory_order_relaxed));
  }
  return out;
}

void count_rollback_at_close(PoolAttachment& pool) {
  pool.counters().rollbacks_at_close.fetch_add(1, std::memory_order_relaxed);
}

}  // namespace mysqlpool
