#include "core/segment/slot_statements.h"

#include <cstring>

namespace mysqlpool {

HashKey slot_hash_key(const SlotTable& table) {
  return HashKey{table.header.statement_hash_key[0], table.header.statement_hash_key[1]};
}

uint64_t slot_statement_key(const SlotTable& table, uint64_t context, std::string_view sql) {
  uint64_t key = KeyedHash(slot_hash_key(table)).add_u64(context).add(sql).finish();
  return key ? key : 1;
}

int find_slot_statement(const SlotConnectionInfo& info, uint64_t key, uint32_t text_size) {
  for (uint32_t k = 0; k < kSlotStatements; k++) {
    const SlotStatement& e = info.statements[k];
    if (e.key == key && e.text_size == text_size) return int(k);
  }
  return -1;
}

void touch_slot_statement(SlotConnectionInfo& info, int k) {
  info.statements[k].used = ++info.statement_clock;
}

int free_slot_statement(const SlotConnectionInfo& info) {
  for (uint32_t k = 0; k < kSlotStatements; k++)
    if (info.statements[k].key == 0) return int(k);
  return -1;
}

int oldest_slot_statement(const SlotConnectionInfo& info) {
  int oldest = -1;
  for (uint32_t k = 0; k < kSlotStatements; k++) {
    const SlotStatement& e = info.statements[k];
    if (e.key != 0 && (oldest < 0 || e.used < info.statements[oldest].used)) oldest = int(k);
  }
  return oldest;
}

void put_slot_statement(SlotConnectionInfo& info, int k, const SlotStatement& statement) {
  info.statements[k] = statement;
  touch_slot_statement(info, k);
}

void erase_slot_statement(SlotConnectionInfo& info, int k) {
  memset(&info.statements[k], 0, sizeof info.statements[k]);
}

void clear_slot_statements(SlotConnectionInfo& info) {
  memset(info.statements, 0, sizeof info.statements);
  info.statement_clock = 0;
}

bool slot_statement_id_taken(const SlotConnectionInfo& info, uint32_t id) {
  for (uint32_t k = 0; k < kSlotStatements; k++)
    if (info.statements[k].key != 0 && info.statements[k].id == id) return true;
  return false;
}

}  // namespace mysqlpool
