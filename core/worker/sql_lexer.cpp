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

}  // namespace

SqlDialect::Charset dialect_charset(std::string_view name) {
  auto is = [&](std::string_view want) {
    if (name.size() != want.size()) return false;
    for (size_t i = 0; i < name.size(); i++)
      if (ascii::to_lower(static_cast<unsigned char>(name[i])) != static_cast<unsigned char>(want[i]))
        return false;
    return true;
  };
  if (is("gbk") || is("gb18030")) return SqlDialect::Charset::Gbk;
  if (is("big5")) return SqlDialect::Charset::Big5;
  if (is("sjis") || is("cp932")) return SqlDialect::Charset::Sjis;
  return SqlDialect::Charset::Bytes;
}

std::vector<SqlDialect> dialects_to_read(std::string_view sql) {
  bool double_quote = sql.find('"') != std::string_view::npos;
  bool backslash = sql.find('\\') != std::string_view::npos;
  bool multi_byte = false;
  for (size_t i = 1; i < sql.size() && !multi_byte; i++)
    multi_byte = (sql[i] == '\\' || sql[i] == '`') && static_cast<unsigned char>(sql[i - 1]) > 0x80;
  std::vector<SqlDialect> out;
  for (bool ansi : {false, true}) {
    if (ansi && !double_quote) continue;
    for (bool nbe : {false, true}) {
      if (nbe && !backslash) continue;
      for (auto cs : {SqlDialect::Charset::Bytes, SqlDialect::Charset::Gbk, SqlDialect::Charset::Big5,
                      SqlDialect::Charset::Sjis}) {
        if (cs != SqlDialect::Charset::Bytes && !multi_byte) continue;
        SqlDialect d;
        d.ansi_quotes = ansi;
        d.no_backslash_escapes = nbe;
        d.charset = cs;
        out.push_back(d);
      }
    }
  }
  return out;
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
    } else if (c == '#' || (c == '-' && i + 2 <= s.size() && s.substr(i, 2) == "--" &&
                            (i + 2 == s.size() || is_space(static_cast<unsigned char>(s[i + 2]))))) {
      while (i < s.size() && s[i] != '\n') i++;
    } else if (c == '/' && i + 1 < s.size() && s[i + 1] == '*') {
      // /*! ... */ and /*M! ... */ are run by the server: read their content as code.
      size_t j = i + 2;
      if (j < s.size() && s[j] == 'M') j++;
      if (j < s.size() && s[j] == '!') {
        j++;
        while (j < s.size() && is_digit(static_cast<unsigned char>(s[j]))) j++;
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
