// The prepared statements a slot's connection keeps across leases (SlotConnectionInfo::
// statements): found by a keyed hash of the statement's context and text, the least recently
// used one evicted when full. Only the slot's holder calls these (the lease makes it the only
// writer); nothing here talks to the server: the caller closes what it evicts or forgets.
//
// Any process of the uid can write the segment: an entry is data to check, never trusted to
// index anything (the caller compares the text's size and counts, and the codec checks every
// reply against them).
#pragma once

#include <cstdint>
#include <string_view>

#include "core/common/keyed_hash.h"
#include "core/segment/slot_table.h"

namespace mysqlpool {

// The key of a statement prepared under `context` (a session baseline's hash): never 0.
uint64_t slot_statement_key(const SlotTable& table, uint64_t context, std::string_view sql);
// A hash of column definitions under the pool's key, for SlotStatement::columns_hash.
HashKey slot_hash_key(const SlotTable& table);

// The entry for `key` (and a text of this size), or -1.
int find_slot_statement(const SlotConnectionInfo& info, uint64_t key, uint32_t text_size);
// Marks entry k the most recently used.
void touch_slot_statement(SlotConnectionInfo& info, int k);
// An empty entry, or -1 when all are taken (evict one first).
int free_slot_statement(const SlotConnectionInfo& info);
// The least recently used entry (all taken), or -1 when the table is empty.
int oldest_slot_statement(const SlotConnectionInfo& info);
// Writes entry k (an empty one) and marks it the most recently used.
void put_slot_statement(SlotConnectionInfo& info, int k, const SlotStatement& statement);
void erase_slot_statement(SlotConnectionInfo& info, int k);
// Every entry goes (the server closed them all: a reset, a new connection).
void clear_slot_statements(SlotConnectionInfo& info);
// Whether a live statement on the connection has this id.
bool slot_statement_id_taken(const SlotConnectionInfo& info, uint32_t id);

}  // namespace mysqlpool
