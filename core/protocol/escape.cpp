// String-literal escaping that follows the connection's charset and NO_BACKSLASH_ESCAPES.
//
// The danger in multi-byte charsets (big5, gbk, sjis, cp932, gb18030) is a trail byte equal
// to '\\' (0x5C): escaping byte by byte can turn "lead byte + quote" into "lead byte + \\ +
// quote", whose first two bytes the server reads as one character, leaving the quote bare
// (the GBK 0xBF27 trap). So valid multi-byte characters are copied whole, and a lead byte
// not followed by a valid trail is escaped itself ("\\\xBF"), as libmysql's
// escape_string_for_mysql() does: the server's lexer then skips exactly that byte, and the
// quote after it is escaped on its own. Under NO_BACKSLASH_ESCAPES only quotes are doubled,
// which no trail byte can hide.
#include <cstring>

#include "core/common/ascii.h"
#include "core/protocol/codec.h"

namespace mysqlpool::proto {

namespace {

enum class Charset { ByteSafe, Big5, Gbk, Sjis, Gb18030, Unsupported };

bool name_is(std::string_view name, const char* candidate) {
  size_t n = std::strlen(candidate);
  if (name.size() != n) return false;
  for (size_t i = 0; i < n; ++i) {
    if (ascii::to_lower(static_cast<unsigned char>(name[i])) != candidate[i]) return false;
  }
  return true;
}

Charset classify(std::string_view name) {
  // Single-byte charsets, UTF-8, and EUC-style charsets (every byte of a multi-byte character
  // is >= 0x80) can never hide a quote or backslash inside a character.
  static const char* const kByteSafe[] = {
      "utf8mb4", "utf8mb3", "utf8",     "latin1",  "binary",  "ascii",  "latin2",
      "latin5",  "latin7",  "cp1250",   "cp1251",  "cp1256",  "cp1257", "cp850",
      "cp852",   "cp866",   "dec8",     "hp8",     "koi8r",   "koi8u",  "swe7",
      "greek",   "hebrew",  "armscii8", "geostd8", "keybcs2", "macce",  "macroman",
      "tis620",  "ujis",    "eucjpms",  "euckr",   "gb2312"};
  for (const char* c : kByteSafe) {
    if (name_is(name, c)) return Charset::ByteSafe;
  }
  if (name_is(name, "big5")) return Charset::Big5;
  if (name_is(name, "gbk")) return Charset::Gbk;
  if (name_is(name, "sjis") || name_is(name, "cp932")) return Charset::Sjis;
  if (name_is(name, "gb18030")) return Charset::Gb18030;
  // ucs2/utf16/utf32 can't be connection charsets; an unknown name can't be escaped safely.
  return Charset::Unsupported;
}

bool in(uint8_t c, uint8_t lo, uint8_t hi) { return c >= lo && c <= hi; }

// Length of the multi-byte character at s (2 or 4), 1 for a byte that starts no character,
// 0 for a lead byte without a valid continuation.
size_t mb_length(Charset cs, const uint8_t* s, size_t left) {
  const uint8_t c = s[0];
  if (c < 0x80) return 1;
  const uint8_t next = left > 1 ? s[1] : 0;
  switch (cs) {
    case Charset::Big5:
      if (!in(c, 0xA1, 0xF9)) return 1;
      return left > 1 && (in(next, 0x40, 0x7E) || in(next, 0xA1, 0xFE)) ? 2 : 0;
    case Charset::Gbk:
      if (!in(c, 0x81, 0xFE)) return 1;
      return left > 1 && (in(next, 0x40, 0x7E) || in(next, 0x80, 0xFE)) ? 2 : 0;
    case Charset::Sjis:
      if (!in(c, 0x81, 0x9F) && !in(c, 0xE0, 0xFC)) return 1;
      return left > 1 && (in(next, 0x40, 0x7E) || in(next, 0x80, 0xFC)) ? 2 : 0;
    case Charset::Gb18030:
      if (!in(c, 0x81, 0xFE)) return 1;
      if (left > 1 && (in(next, 0x40, 0x7E) || in(next, 0x80, 0xFE))) return 2;
      if (left > 3 && in(next, 0x30, 0x39) && in(s[2], 0x81, 0xFE) && in(s[3], 0x30, 0x39)) {
        return 4;
      }
      return 0;
    default:
      return 1;
  }
}

}  // namespace

bool escape_string(std::string_view input, std::string_view charset, uint16_t server_status,
                   std::string& out) {
  out.clear();
  const Charset cs = classify(charset);
  if (cs == Charset::Unsupported) return false;
  const bool quotes_only = server_status & SERVER_STATUS_NO_BACKSLASH_ESCAPES;
  out.reserve(input.size() + input.size() / 8 + 8);

  const auto* s = reinterpret_cast<const uint8_t*>(input.data());
  const size_t n = input.size();
  size_t i = 0;
  while (i < n) {
    const uint8_t c = s[i];
    if (cs != Charset::ByteSafe && c >= 0x80) {
      size_t len = mb_length(cs, s + i, n - i);
      if (len == 0) {
        // A lead byte with no valid trail: on its own, never joined with what follows.
        if (!quotes_only) out.push_back('\\');
        out.push_back(static_cast<char>(c));
        i++;
        continue;
      }
      out.append(input.data() + i, len);
      i += len;
      continue;
    }
    ++i;
    if (quotes_only) {
      if (c == '\'') out.push_back('\'');
      out.push_back(static_cast<char>(c));
      continue;
    }
    char escaped;
    switch (c) {
      case 0:
        escaped = '0';
        break;
      case '\n':
        escaped = 'n';
        break;
      case '\r':
        escaped = 'r';
        break;
      case '\\':
        escaped = '\\';
        break;
      case '\'':
        escaped = '\'';
        break;
      case '"':
        escaped = '"';
        break;
      case 0x1A:
        escaped = 'Z';
        break;
      default:
        out.push_back(static_cast<char>(c));
        continue;
    }
    out.push_back('\\');
    out.push_back(escaped);
  }
  return true;
}

std::string quote_identifier(std::string_view name) {
  std::string out = "`";
  for (char c : name) {
    out += c;
    if (c == '`') out += '`';
  }
  return out + "`";
}

}  // namespace mysqlpool::proto
