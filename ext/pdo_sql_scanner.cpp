// Where the placeholders of a statement's text are, from PHP 8.4 on: PDO asks the driver's
// scanner for the text's tokens. PHP 8.4's default reads standard SQL ('' only inside strings,
// no backticks, no # comments), pdo_mysql brings one that reads MySQL's quoting, and this one
// reads the text as pdo_mysql's does, so that a `?` or `:name` is a placeholder on mysqlpool
// exactly when it is one on pdo_mysql (php-tests/026 compares the two on many texts). Without
// it, `'it\'s ?'` would have its `?` replaced on mysqlpool only. Before PHP 8.4 both drivers
// use PDO's one scanner, which already reads backslash escapes.
//
// The tokens, longest first at each position (ties: the earlier line wins):
//   '…' and "…"   a string: the quote doubled or any byte after a backslash stands for itself
//   `…`           a quoted name: the backtick doubled stands for itself; no backslash escapes
//   :: ?? …       two or more colons, or two or more question marks: text
//   :name ?       a named placeholder ([A-Za-z0-9_]+), a positional one
//   /* … */       a comment, to the first */
//   # …, -- …     a comment to the end of the line; `--` only when a space, \t, \v, \f or \r
//                 follows it (the newline itself is not part of the comment)
//   other bytes   text, up to the next byte that could start one of the above
// A quote, backtick, `/`, `#`, `-`, `:` or `?` that starts none of these is one byte of text,
// and so is a NUL byte: a string can't hold one, so the quote before it is text and what follows
// is read as statement text (as pdo_mysql does). A comment that reaches the end of the text ends
// the scan: nothing after its start is a placeholder.
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ext/php_mysqlpool.h"
#include "ext/pdo_mysqlpool_int.h"

#if PHP_VERSION_ID >= 80400

#include <cstring>

extern "C" {
#include "ext/pdo/pdo_sql_parser.h"  // PDO_PARSER_*
}

namespace {

bool is_special(unsigned char c) {
  return c == ':' || c == '?' || c == '"' || c == '\'' || c == '`' || c == '/' || c == '#' ||
         c == '-';
}

bool is_name_byte(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// The end of the quoted token that starts at `p` (its quote character), or nullptr when the
// quote opens none (no closing quote before the end or a NUL byte). `backslash`: a backslash
// makes the next byte (not NUL) part of the string. A doubled quote continues the string; the
// longest complete string wins.
const char* quoted_end(const char* p, const char* end, bool backslash) {
  const char quote = *p;
  const char* found = nullptr;
  for (const char* i = p + 1; i < end && *i != '\0';) {
    if (backslash && *i == '\\') {
      if (i + 1 >= end || i[1] == '\0') break;
      i += 2;
    } else if (*i == quote) {
      found = i + 1;
      if (i + 1 >= end || i[1] != quote) break;
      i += 2;
    } else {
      ++i;
    }
  }
  return found;
}

// A comment to the end of the line, its text from `p`: the newline (excluded), or nullptr
// when the text ends first.
const char* line_comment_end(const char* p, const char* end) {
  return p < end ? static_cast<const char*>(memchr(p, '\n', size_t(end - p))) : nullptr;
}

// A /* comment starting at `p`: the end of its first */, or nullptr when it has none.
const char* block_comment_end(const char* p, const char* end) {
  for (const char* i = p + 2; i + 1 < end; ++i) {
    if (i[0] == '*' && i[1] == '/') return i + 2;
  }
  return nullptr;
}

}  // namespace

// PDO's contract: s->cur is where to read, s->end one past the text's terminating NUL; set
// s->tok to the token's start and s->cur past it, return PDO_PARSER_TEXT, _BIND, _BIND_POS, or
// _EOI when nothing is left to read.
int mp_sql_scanner(pdo_scanner_t* s) {
  const char* p = s->cur;
  const char* end = s->end - 1;  // the terminating NUL
  s->tok = p;
  if (p >= end) return PDO_PARSER_EOI;
  const char* next = p + 1;  // one byte of text, unless a longer token starts here
  int token = PDO_PARSER_TEXT;
  const unsigned char c = static_cast<unsigned char>(*p);
  switch (c) {
    case '\'':
    case '"':
    case '`':
      if (const char* e = quoted_end(p, end, c != '`')) next = e;
      break;
    case '#':
    case '-':
      if (c == '#' || (p + 2 < end && p[1] == '-' && strchr(" \t\v\f\r", p[2]) && p[2] != '\0')) {
        next = line_comment_end(p + 1, end);
        if (!next) return PDO_PARSER_EOI;
      }
      break;
    case '/':
      if (p + 1 < end && p[1] == '*') {
        next = block_comment_end(p, end);
        if (!next) return PDO_PARSER_EOI;
      }
      break;
    case ':':
    case '?': {
      const char* run = p;
      while (run < end && *run == char(c)) ++run;
      if (run - p >= 2) {
        next = run;  // `::` or `??`: text
      } else if (c == '?') {
        token = PDO_PARSER_BIND_POS;
      } else if (p + 1 < end && is_name_byte(p[1])) {
        for (next = p + 1; next < end && is_name_byte(*next);) ++next;
        token = PDO_PARSER_BIND;
      }
      break;
    }
    case '\0':
      break;
    default:
      while (next < end && *next != '\0' && !is_special(*next)) ++next;
  }
  s->cur = next;
  return token;
}

#endif
