// Character classes of ASCII, as the server's lexer and its names read them. <cctype>'s
// functions follow the process's locale (PHP's setlocale()): in a Turkish one, toupper('i')
// is a byte that is not 'I', and a single-byte locale classes bytes over 0x7f as letters.
#pragma once

namespace mysqlpool::ascii {

// ' ', \t, \n, \v, \f, \r
inline bool is_space(unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
inline bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
inline bool is_letter(unsigned char c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }
inline unsigned char to_upper(unsigned char c) {
  return c >= 'a' && c <= 'z' ? c - ('a' - 'A') : c;
}
inline unsigned char to_lower(unsigned char c) {
  return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
}

}  // namespace mysqlpool::ascii
