// The tokens of an SQL text, read as the server reads them: strings, quoted names, comments
// (executable /*! */ comments are read as code) and several statements in one text. How quotes
// are read depends on the session (SqlDialect): sql_mode's ANSI_QUOTES and NO_BACKSLASH_ESCAPES,
// and a multi-byte character set whose characters can end in the byte of `\` or a backtick.
// How comments are read depends on the server: its version decides which versioned comments
// (/*!NNNNN, /*M!NNNNNN) run, its character set's ctype which bytes after `--` start one.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace mysqlpool {

struct SqlDialect {
  bool ansi_quotes = false;           // sql_mode ANSI_QUOTES: "x" is a name, not a string
  bool no_backslash_escapes = false;  // sql_mode NO_BACKSLASH_ESCAPES
  // The connection's character set. In gbk, big5 and sjis (cp932) the second byte of a
  // character may be 0x5C ('\\') or 0x60 ('`'): the server reads such a text a character at a
  // time, so that byte neither escapes nor quotes (gb18030 is read as gbk).
  enum class Charset { Bytes, Gbk, Big5, Sjis } charset = Charset::Bytes;
  // `--` starts a comment when a space or a control character follows it (the server's
  // my_isspace / my_iscntrl of the connection's charset). 0x01-0x20 is one in every charset;
  // NUL, 0x7F and bytes over 0x7F depend on the charset (0x7F is one in utf8mb4 and not in
  // cp1251, 0xA0 is a space in latin1): in this reading they start a comment too.
  bool dash_comment_wide = false;
  // A versioned comment (/*!NNNNN ... */, /*M!NNNNNN ... */) is run only by a server of that
  // version or later (MariaDB skips /*!50700 to /*!99999 whatever its version): in this reading
  // the server skips it, in the other it runs it. /*! and /*M! without a version always run.
  bool skip_versioned = false;
  bool operator==(const SqlDialect& o) const {
    return ansi_quotes == o.ansi_quotes && no_backslash_escapes == o.no_backslash_escapes &&
           charset == o.charset && dash_comment_wide == o.dash_comment_wide &&
           skip_versioned == o.skip_versioned;
  }
};

// The reading of a character_set_client name: gbk and gb18030 -> Gbk, big5 -> Big5, sjis and
// cp932 -> Sjis, anything else (single-byte, utf8, ucs2 is never a client charset) -> Bytes.
SqlDialect::Charset dialect_charset(std::string_view character_set_client);

// Every dialect a session could read `sql` in that reads it differently from the default one,
// the default first: a text without `"` needs no ANSI_QUOTES reading, one without `\` none for
// NO_BACKSLASH_ESCAPES, one without a byte over 0x80 before `\` or a backtick none for a
// multi-byte character set, one without `--` before NUL, 0x7F or a byte over 0x7F none with
// dash_comment_wide, one without a versioned comment none with skip_versioned. Usually just
// the default.
// On the stack: classify_statement() asks for them on every statement (no allocation there).
struct SqlDialects {
  static constexpr size_t kMax = 2 * 2 * 4 * 2 * 2;  // quotes x escapes x charsets x -- x /*!
  SqlDialect items[kMax];
  size_t count = 0;
  bool mixed_versions = false;  // mixed_comment_versions(), found in the same pass
  size_t size() const { return count; }
  const SqlDialect& operator[](size_t i) const { return items[i]; }
};
SqlDialects dialects_to_read(std::string_view sql);

// Versioned comments of more than one version: a server may run some and skip others, which
// no reading of dialects_to_read() follows (the caller treats the text as one it can't read).
bool mixed_comment_versions(std::string_view sql);

struct SqlToken {
  enum Kind { Word, QuotedName, UserVar, SysVar, String, Punct } kind;
  std::string_view text;
  size_t begin, end;
};

// The tokens of one text: on the stack for a usual text, on the heap past kInline (a long
// text of several statements). No allocation and no thread-local look-up per statement.
class SqlTokens {
 public:
  SqlTokens() {}  // the inline tokens are made as they are pushed
  SqlTokens(const SqlTokens&) = delete;
  SqlTokens& operator=(const SqlTokens&) = delete;
  void push_back(const SqlToken& t);
  size_t size() const { return size_; }
  const SqlToken* data() const { return size_ <= kInline ? inline_ : heap_.data(); }
  const SqlToken& operator[](size_t i) const { return data()[i]; }

 private:
  static constexpr size_t kInline = 48;
  union {
    SqlToken inline_[kInline];
  };
  std::vector<SqlToken> heap_;
  size_t size_ = 0;
};

void tokenize(std::string_view sql, const SqlDialect& dialect, SqlTokens& out);

}  // namespace mysqlpool
