// CLOCK_MONOTONIC in milliseconds and microseconds: deadlines, ages, heartbeats.
#pragma once

#include <cstdint>

namespace mysqlpool {

uint64_t monotonic_ms();
uint64_t monotonic_us();

}  // namespace mysqlpool
