#include "core/worker/sql_lexer.h"

#include <new>

#include "core/common/ascii.h"

namespace mysqlpool {

namespace {

using ascii::is_digit;
using ascii::is_space;

bool is_word_char(unsigned char c) {
  return ascii::is_letter(c) || is_digit(c) || c == '_' || c == '$' || c >= 0x80;
}

bool in(unsigned char c, unsigned char lo, unsigned char hi) { return c >= lo && c <= hi; }

// The length of the character at s[i]: 2 for a valid two-byte character of the dialect's
// charset (the server's my_ismbchar()), else 1.
size_t char_length(std::string_view s, size_t i, SqlDialect::Charset cs) {
  if (cs == SqlDialect::Charset::Bytes || i + 1 >= s.size()) return 1;
  auto lead = static_cast<unsigned char>(s[i]);
  auto trail = static_cast<unsigned char>(s[i + 1]);
  switch (cs) {
    case SqlDialect::Charset::Gbk:
      return in(lead, 0x81, 0xFE) && (in(trail, 0x40, 0x7E) || in(trail, 0x80, 0xFE)) ? 2 : 1;
    case SqlDialect::Charset::Big5:
      return in(lead, 0xA1, 0xF9) && (in(trail, 0x40, 0x7E) || in(trail, 0xA1, 0xFE)) ? 2 : 1;
    case SqlDialect::Charset::Sjis:
      return (in(lead, 0x81, 0x9F) || in(lead, 0xE0, 0xFC)) &&
                     (in(trail, 0x40, 0x7E) || in(trail, 0x80, 0xFC))
                 ? 2
                 : 1;
    case SqlDialect::Charset::Bytes:
      break;
  }
  return 1;
}

// Skips a quoted run starting at s[i] (the opening quote); returns the index past its end (the
// text's end when it is not closed: the server refuses such a text).
size_t skip_quoted(std::string_view s, size_t i, char quote, bool backslash_escapes,
                   SqlDialect::Charset cs) {
  for (i++; i < s.size(); i++) {
    size_t n = char_length(s, i, cs);
    if (n > 1) {
      i += n - 1;
    } else if (backslash_escapes && s[i] == '\\') {
      i++;
    } else if (s[i] == quote) {
      if (i + 1 < s.size() && s[i + 1] == quote) {
        i++;  // doubled quote
      } else {
        return i + 1;
      }
    }
  }
  return s.size();
}

size_t skip_word(std::string_view s, size_t i, SqlDialect::Charset cs) {
  while (i < s.size() && is_word_char(static_cast<unsigned char>(s[i]))) i += char_length(s, i, cs);
  return i < s.size() ? i : s.size();
}

// `--` at s[i]: whether the byte after it starts a comment. `--` at the text's end does.
bool dash_comment_at(std::string_view s, size_t i, bool wide) {
  if (i + 1 >= s.size() || s[i] != '-' || s[i + 1] != '-') return false;
  if (i + 2 == s.size()) return true;
  auto c = static_cast<unsigned char>(s[i + 2]);
  if (c >= 0x01 && c <= 0x20) return true;
  return wide && (c == 0x00 || c >= 0x7F);
}

// A versioned comment's opening at s[i]: /*!, /*M!, then its version, 5 or 6 digits (fewer are
// not a version: they are code). Returns the index past the opening and, in `*version`, the
// version when some server mysqlpool connects to may skip the comment (0 when every one runs
// it: no version, or /*! below 50700, which MySQL 5.7 and later and every MariaDB run; /*M! is
// MariaDB's, a plain comment to MySQL), or npos when s[i] opens no executable comment.
size_t executable_comment_at(std::string_view s, size_t i, unsigned long* version) {
  *version = 0;
  if (i + 2 >= s.size() || s[i] != '/' || s[i + 1] != '*') return std::string_view::npos;
  size_t j = i + 2;
  const bool mariadb = s[j] == 'M';
  if (mariadb) j++;
  if (j >= s.size() || s[j] != '!') return std::string_view::npos;
  j++;
  size_t digits = 0;
  while (digits < 6 && j + digits < s.size() && is_digit(static_cast<unsigned char>(s[j + digits])))
    digits++;
  if (digits < 5) return j;
  for (size_t k = 0; k < digits; k++) *version = *version * 10 + (s[j + k] - '0');
  if (!mariadb && *version < 50700) *version = 0;
  return j + digits;
}

}  // namespace

SqlDialect::Charset dialect_charset(std::string_view name) {
  auto is = [&](std::string_view want) {
    if (name.size() != want.size()) return false;
    for (size_t i = 0; i < name.size(); i++)
      if (ascii::to_lower(static_cast<unsigned char>(name[i])) !=
          static_cast<unsigned char>(want[i]))
        return false;
    return true;
  };
  if (is("gbk") || is("gb18030")) return SqlDialect::Charset::Gbk;
  if (is("big5")) return SqlDialect::Charset::Big5;
  if (is("sjis") || is("cp932")) return SqlDialect::Charset::Sjis;
  return SqlDialect::Charset::Bytes;
}

SqlDialects dialects_to_read(std::string_view sql) {
  bool double_quote = sql.find('"') != std::string_view::npos;
  bool backslash = sql.find('\\') != std::string_view::npos;
  bool multi_byte = false, wide_dash = false, versioned = false, mixed = false;
  unsigned long first_version = 0;
  for (size_t i = 0; i < sql.size(); i++) {
    if (i > 0 && (sql[i] == '\\' || sql[i] == '`') && static_cast<unsigned char>(sql[i - 1]) > 0x80)
      multi_byte = true;
    if (sql[i] == '-' && dash_comment_at(sql, i, true) && !dash_comment_at(sql, i, false))
      wide_dash = true;
    unsigned long version;
    if (sql[i] == '/' && executable_comment_at(sql, i, &version) != std::string_view::npos &&
        version != 0) {
      mixed = mixed || (versioned && version != first_version);
      if (!versioned) first_version = version;
      versioned = true;
    }
  }
  SqlDialects out;
  out.mixed_versions = mixed;
  for (bool ansi : {false, true}) {
    if (ansi && !double_quote) continue;
    for (bool nbe : {false, true}) {
      if (nbe && !backslash) continue;
      for (auto cs : {SqlDialect::Charset::Bytes, SqlDialect::Charset::Gbk,
                      SqlDialect::Charset::Big5, SqlDialect::Charset::Sjis}) {
        if (cs != SqlDialect::Charset::Bytes && !multi_byte) continue;
        for (bool wide : {false, true}) {
          if (wide && !wide_dash) continue;
          for (bool skip : {false, true}) {
            if (skip && !versioned) continue;
            SqlDialect d;
            d.ansi_quotes = ansi;
            d.no_backslash_escapes = nbe;
            d.charset = cs;
            d.dash_comment_wide = wide;
            d.skip_versioned = skip;
            out.items[out.count++] = d;
          }
        }
      }
    }
  }
  return out;
}

bool mixed_comment_versions(std::string_view sql) {
  unsigned long first = 0;
  for (size_t i = sql.find("/*"); i != std::string_view::npos; i = sql.find("/*", i + 1)) {
    unsigned long version;
    if (executable_comment_at(sql, i, &version) == std::string_view::npos || version == 0) continue;
    if (first != 0 && version != first) return true;
    first = version;
  }
  return false;
}

void SqlTokens::push_back(const SqlToken& t) {
  if (size_ < kInline) {
    new (&inline_[size_]) SqlToken(t);
  } else {
    if (size_ == kInline) heap_.assign(inline_, inline_ + kInline);
    heap_.push_back(t);
  }
  size_++;
}

void tokenize(std::string_view s, const SqlDialect& dialect, SqlTokens& out) {
  const bool escapes = !dialect.no_backslash_escapes;
  const SqlDialect::Charset cs = dialect.charset;
  bool in_executable_comment = false;
  size_t i = 0;
  while (i < s.size()) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (is_space(c)) {
      i++;
    } else if (c == '#' || (c == '-' && dash_comment_at(s, i, dialect.dash_comment_wide))) {
      while (i < s.size() && s[i] != '\n') i++;
    } else if (c == '/' && i + 1 < s.size() && s[i + 1] == '*') {
      // /*! ... */ and /*M! ... */ are run by the server: read their content as code, unless
      // this reading's server skips the versioned ones.
      unsigned long version;
      size_t j = executable_comment_at(s, i, &version);
      if (j != std::string_view::npos && !(version != 0 && dialect.skip_versioned)) {
        in_executable_comment = true;
        i = j;
      } else {
        size_t close = s.find("*/", i + 2);
        i = close == std::string_view::npos ? s.size() : close + 2;
      }
    } else if (c == '*' && in_executable_comment && i + 1 < s.size() && s[i + 1] == '/') {
      in_executable_comment = false;
      i += 2;
    } else if (c == '\'' || (c == '"' && !dialect.ansi_quotes)) {
      size_t end = skip_quoted(s, i, char(c), escapes, cs);
      out.push_back({SqlToken::String, s.substr(i, end - i), i, end});
      i = end;
    } else if (c == '`' || c == '"') {
      size_t end = skip_quoted(s, i, char(c), false, cs);
      out.push_back({SqlToken::QuotedName, s.substr(i, end - i), i, end});
      i = end;
    } else if (c == '@') {
      size_t j = i + 1;
      SqlToken::Kind kind = SqlToken::UserVar;
      if (j < s.size() && s[j] == '@') {
        kind = SqlToken::SysVar;
        j++;
      }
      if (j < s.size() && (s[j] == '`' || s[j] == '\'' || s[j] == '"')) {
        bool name_quote = s[j] == '`' || (s[j] == '"' && dialect.ansi_quotes);
        j = skip_quoted(s, j, s[j], escapes && !name_quote, cs);
      } else {
        while (j < s.size() && (is_word_char(static_cast<unsigned char>(s[j])) || s[j] == '.'))
          j += char_length(s, j, cs);
        if (j > s.size()) j = s.size();
      }
      out.push_back({kind, s.substr(i, j - i), i, j});
      i = j;
    } else if (is_word_char(c)) {
      size_t j = skip_word(s, i, cs);
      out.push_back({SqlToken::Word, s.substr(i, j - i), i, j});
      i = j;
    } else if (c == ':' && i + 1 < s.size() && s[i + 1] == '=') {
      out.push_back({SqlToken::Punct, s.substr(i, 2), i, i + 2});
      i += 2;
    } else {
      out.push_back({SqlToken::Punct, s.substr(i, 1), i, i + 1});
      i++;
    }
  }
}

}  // namespace mysqlpool
