// The count of the memory result rows hold, and ResultSet's part in it (memory_budget.h).
#include "core/protocol/memory_budget.h"

#include <algorithm>
#include <atomic>
#include <string>

#include "core/protocol/codec.h"

namespace mysqlpool::proto {

namespace {

std::atomic<RowMemoryLimit> g_limit{nullptr};
std::atomic<size_t> g_held{0};
std::atomic<uint64_t> g_refusals{0};

// Row buffers a set keeps after drop_rows() (the next batch of an unbuffered set reuses them);
// larger ones, left by a huge row, go.
constexpr size_t kKeepRowBytes = size_t(1) << 20;

// The bytes a string holds inside itself (no allocation): not counted.
size_t inline_capacity() {
  static const size_t n = std::string().capacity();
  return n;
}

size_t doubled(size_t capacity, size_t needed) {
  return needed <= capacity ? capacity : std::max(needed, capacity * 2);
}

}  // namespace

void set_row_memory_limit(RowMemoryLimit limit) { g_limit.store(limit, std::memory_order_relaxed); }
size_t row_memory_held() { return g_held.load(std::memory_order_relaxed); }
uint64_t row_memory_refusals() { return g_refusals.load(std::memory_order_relaxed); }

const char* RowMemoryExceeded::what() const noexcept {
  return "the result's rows would pass the memory limit";
}

namespace detail {

size_t row_memory_limit() {
  RowMemoryLimit limit = g_limit.load(std::memory_order_relaxed);
  return limit ? limit() : SIZE_MAX;
}
void row_memory_add(size_t bytes) { g_held.fetch_add(bytes, std::memory_order_relaxed); }
void row_memory_sub(size_t bytes) { g_held.fetch_sub(bytes, std::memory_order_relaxed); }
void row_memory_refused() { g_refusals.fetch_add(1, std::memory_order_relaxed); }

}  // namespace detail

// ---- ResultSet: each set counts what its buffers hold (counted_), so the total is the sum
// of the live sets' counts whatever happens to them.

ResultSet::ResultSet(const ResultSet& other) : ResultSetContents(other) { recount(); }

ResultSet::ResultSet(ResultSet&& other) noexcept
    : ResultSetContents(std::move(other)), counted_(other.counted_) {
  other.counted_ = 0;  // its buffers are ours now (a moved-from string or vector is empty)
}

ResultSet& ResultSet::operator=(const ResultSet& other) {
  if (this != &other) {
    ResultSetContents::operator=(other);
    recount();
  }
  return *this;
}

ResultSet& ResultSet::operator=(ResultSet&& other) noexcept {
  if (this != &other) {
    // Freed here: a string's move assignment may otherwise hand our buffer to `other`.
    std::string().swap(data);
    std::vector<Field>().swap(fields);
    uncount();
    ResultSetContents::operator=(std::move(other));
    counted_ = other.counted_;
    other.counted_ = 0;
  }
  return *this;
}

ResultSet::~ResultSet() { uncount(); }

void ResultSet::drop_rows() {
  first_row += row_count;
  row_count = 0;
  if (data.capacity() > kKeepRowBytes)
    std::string().swap(data);
  else
    data.clear();
  if (fields.capacity() * sizeof(Field) > kKeepRowBytes)
    std::vector<Field>().swap(fields);
  else
    fields.clear();
  recount();
}

void ResultSet::grow_rows(size_t more_data, size_t more_fields) {
  const size_t data_capacity = data.capacity(), fields_capacity = fields.capacity();
  const size_t new_data = doubled(data_capacity, data.size() + more_data);
  const size_t new_fields = doubled(fields_capacity, fields.size() + more_fields);
  const size_t limit = detail::row_memory_limit();
  if (limit != SIZE_MAX) {
    // A growing buffer's rows are copied from the old one: both are held meanwhile.
    const size_t added = (new_data > data_capacity ? new_data : 0) +
                         (new_fields > fields_capacity ? new_fields * sizeof(Field) : 0);
    const size_t held = row_memory_held();
    if (held > limit || added > limit - held) {
      detail::row_memory_refused();
      throw RowMemoryExceeded();
    }
  }
  data.reserve(new_data);
  fields.reserve(new_fields);
  recount();
}

void ResultSet::settle_rows() {
  recount();
  const size_t limit = detail::row_memory_limit();
  if (limit != SIZE_MAX && row_memory_held() > limit) {
    detail::row_memory_refused();
    throw RowMemoryExceeded();
  }
}

void ResultSet::recount() {
  const size_t now = (data.capacity() > inline_capacity() ? data.capacity() : 0) +
                     fields.capacity() * sizeof(Field);
  if (now > counted_)
    detail::row_memory_add(now - counted_);
  else if (now < counted_)
    detail::row_memory_sub(counted_ - now);
  counted_ = now;
}

void ResultSet::uncount() {
  if (counted_) detail::row_memory_sub(counted_);
  counted_ = 0;
}

}  // namespace mysqlpool::proto
