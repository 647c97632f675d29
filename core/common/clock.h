// CLOCK_MONOTONIC in milliseconds and microseconds: deadlines, ages, heartbeats.
#pragma once

#include <cstdint>

namespace mysqlpool {

uint64_t monotonic_ms();
uint64_t monotonic_us();

// How long ago `since` was at `now`, 0 if it is later: a time another thread or process wrote
// after `now` was read (a release after the upkeep pass read the clock) is no age, where the
// unsigned difference would be 2^64 ms.
inline uint64_t ms_since(uint64_t now, uint64_t since) { return now > since ? now - since : 0; }

}  // namespace mysqlpool
