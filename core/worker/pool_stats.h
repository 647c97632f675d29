// What the PHP driver reads and counts about a pool, without knowing the shared segment: the
// live counts and every counter by name (mysqlpool_stats(), phpinfo()), and the one counter
// the driver itself adds to. ext/ goes through these, never through slot_table.h or lease.h.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace mysqlpool {

class PoolAttachment;

// A racy snapshot: the slots are read one by one while workers lease and release them, and
// the counters are shared by every process of the pool.
struct PoolStats {
  uint32_t max_connections = 0;
  uint32_t open = 0;         // connections the pool has: idle + in_use + in_upkeep
  uint32_t idle = 0;         // FREE
  uint32_t in_use = 0;       // LEASED
  uint32_t in_use_here = 0;  // of in_use, leased by the calling process (its handles hold them)
  uint32_t in_upkeep = 0;    // RESERVED or BROKEN: opened, cleaned or replaced by the manager
  uint32_t waiting = 0;      // processes waiting for a connection
  std::string tls;           // "TLSv1.3 TLS_AES_256_GCM_SHA384", or empty: plaintext
  // Every counter (why connections closed, leases, waits, ...), in the table's order.
  std::vector<std::pair<const char*, uint64_t>> counters;
};
PoolStats pool_stats(const PoolAttachment& pool);

// A handle freed, or a request ended, inside a transaction: the session rolled it back
// silently, as pdo_mysql does (rollbacks_at_close).
void count_rollback_at_close(PoolAttachment& pool);

}  // namespace mysqlpool
