// The memory held by result rows, counted for the whole process and bounded by what the
// embedder allows (the PHP extension: what memory_limit leaves, as mysqlnd counts its result
// buffers against memory_limit).
//
// What is counted: the capacity of every ResultSet's row buffers (ResultSet::data and
// ResultSet::fields), from the moment read_rows grows them until they are freed (the set
// destroyed, assigned over, or its rows dropped). Connection::read_rows asks the limit only
// when a set's buffers must grow (a few times per result set, never per row) and counts the
// old buffer and the new one together, as both are held while the rows are copied: when that
// would pass the limit it throws RowMemoryExceeded (a std::bad_alloc) before allocating, and
// the caller's out-of-memory path reports it and discards the half-read connection. Not
// counted: column definitions, and the connection's packet buffers (one packet, released at
// the reply's end when over 1 MiB).
//
// Core includes no PHP header: the limit is a plain function the embedder installs. It is
// called on the thread reading the reply, must not allocate or throw, and only reads numbers.
#pragma once

#include <cstddef>
#include <cstdint>
#include <new>

namespace mysqlpool::proto {

// How many bytes the rows of this process's result sets may hold in all, right now (the
// embedder's answer: e.g. memory_limit minus what PHP itself uses). SIZE_MAX: no bound.
using RowMemoryLimit = size_t (*)();

// Installs the limit (nullptr, the default: no bound). Set it before any reply is read.
void set_row_memory_limit(RowMemoryLimit limit);
// Bytes held by the rows of this process's result sets now.
size_t row_memory_held();
// How many reads the limit refused since the process started (the embedder compares it
// before and after a statement to tell this failure from another out-of-memory).
uint64_t row_memory_refusals();

// A read whose rows would pass the limit.
class RowMemoryExceeded : public std::bad_alloc {
 public:
  const char* what() const noexcept override;
};

namespace detail {
// The limit now (SIZE_MAX without one), and the count, for ResultSet (memory_budget.cpp).
size_t row_memory_limit();
void row_memory_add(size_t bytes);
void row_memory_sub(size_t bytes);
void row_memory_refused();
}  // namespace detail

}  // namespace mysqlpool::proto
