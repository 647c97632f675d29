// Result rows count against memory_limit, as mysqlnd counts its result buffers: core keeps
// the rows in its own memory (core/protocol/memory_budget.h) and asks this hook how much they
// may hold; a read that would pass it fails with 2008, named here.
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string>

#include "core/protocol/memory_budget.h"
#include "ext/pdo_mysqlpool_int.h"

// What memory_limit leaves: the limit minus what PHP's data uses (memory_get_usage()). Not
// Zend's real size (its 2 MiB chunks, which Zend compares with memory_limit when it needs a new
// one): a script whose chunks reach the limit still has room in them, mysqlnd's small result
// buffers would go there, and a SELECT 1 must not fail. Reads two numbers: no allocation, no
// bailout.
static size_t memory_limit_left() {
  zend_long limit = PG(memory_limit);
  if (limit < 0) return SIZE_MAX;  // memory_limit = -1: no limit
  size_t used = zend_memory_usage(false);
  return size_t(limit) > used ? size_t(limit) - used : 0;
}

void mp_count_rows_against_memory_limit(bool on) {
  mysqlpool::proto::set_row_memory_limit(on ? memory_limit_left : nullptr);
}

uint64_t mp_row_memory_refusals() { return mysqlpool::proto::row_memory_refusals(); }

void mp_name_memory_limit(uint64_t refusals_before, mysqlpool::Error* err) {
  if (mysqlpool::proto::row_memory_refusals() == refusals_before) return;
  static const char kLost[] = "; the open transaction is lost";
  bool lost_transaction = err->message.find(kLost) != std::string::npos;
  err->code = 2008;  // CR_OUT_OF_MEMORY, as for any reply that does not fit
  err->sqlstate = "HY000";
  err->message =
      "MySQL client ran out of memory (mysqlpool: the result's rows would pass "
      "memory_limit, " +
      std::to_string(PG(memory_limit)) + " bytes; the connection was closed)" +
      (lost_transaction ? kLost : "");
}
