// The one reading of a whole number written by a person: a php.ini value, a DSN item, a
// command-line argument. Decimal digits and nothing else — no sign, no space, no "0x", no
// suffix — and within [min, max]. strtoul() would take " 2", "+2" and "-1" (as a huge
// number), and atoi() "2x" as 2: each a typo the caller would never hear of.
#pragma once

#include <cstdint>
#include <string_view>

#include "core/common/ascii.h"

namespace mysqlpool {

// false (and *out untouched) unless text is 1 or more digits whose value is in [min, max].
// Leading zeros are digits like any other ("0008" is 8).
inline bool parse_number(std::string_view text, uint64_t min, uint64_t max, uint64_t* out) {
  if (text.empty()) return false;
  uint64_t value = 0;
  for (char c : text) {
    if (!ascii::is_digit(static_cast<unsigned char>(c))) return false;
    const uint64_t digit = uint64_t(c - '0');
    if (value > (UINT64_MAX - digit) / 10) return false;  // would wrap
    value = value * 10 + digit;
  }
  if (value < min || value > max) return false;
  *out = value;
  return true;
}

}  // namespace mysqlpool
