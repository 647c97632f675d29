#include "core/worker/statement_classifier.h"

#include <new>
#include <vector>

#include "core/common/ascii.h"
#include "core/worker/builtin_functions.h"

namespace mysqlpool {

namespace {

struct Token {
  enum Kind { Word, QuotedName, UserVar, SysVar, String, Punct } kind;
  std::string_view text;
  size_t begin, end;
};

using ascii::is_digit;
using ascii::is_space;

bool is_word_char(unsigned char c) {
  return ascii::is_letter(c) || is_digit(c) || c == '_' || c == '$' || c >= 0x80;
}

// `b` is upper case.
bool equals_ci(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); i++)
    if (ascii::to_upper(static_cast<unsigned char>(a[i])) != static_cast<unsigned char>(b[i])) return false;
  return true;
}

// The tokens of one text: on the stack for a usual text, on the heap past kInline (a long
// text of several statements). No allocation and no thread-local look-up per statement.
class TokenList {
 public:
  TokenList() {}  // the inline tokens are made as they are pushed
  void push_back(const Token& t) {
    if (size_ < kInline) {
      new (&inline_[size_]) Token(t);
    } else {
      if (size_ == kInline) heap_.assign(inline_, inline_ + kInline);
      heap_.push_back(t);
    }
    size_++;
  }
  size_t size() const { return size_; }
  const Token* data() const { return size_ <= kInline ? inline_ : heap_.data(); }
  const Token& operator[](size_t i) const { return data()[i]; }

 private:
  static constexpr size_t kInline = 48;
  union {
    Token inline_[kInline];
  };
  std::vector<Token> heap_;
  size_t size_ = 0;
};

// Skips a quoted run starting at s[i] (the opening quote); returns the index past its end.
size_t skip_quoted(std::string_view s, size_t i, char quote, bool backslash_escapes) {
  for (i++; i < s.size(); i++) {
    if (backslash_escapes && s[i] == '\\') {
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

void tokenize(std::string_view s, TokenList& out) {
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
    } else if (c == '\'' || c == '"') {
      size_t end = skip_quoted(s, i, char(c), true);
      out.push_back({Token::String, s.substr(i, end - i), i, end});
      i = end;
    } else if (c == '`') {
      size_t end = skip_quoted(s, i, '`', false);
      out.push_back({Token::QuotedName, s.substr(i, end - i), i, end});
      i = end;
    } else if (c == '@') {
      size_t j = i + 1;
      Token::Kind kind = Token::UserVar;
      if (j < s.size() && s[j] == '@') {
        kind = Token::SysVar;
        j++;
      }
      if (j < s.size() && (s[j] == '`' || s[j] == '\'' || s[j] == '"')) {
        j = skip_quoted(s, j, s[j], s[j] != '`');
      } else {
        while (j < s.size() && (is_word_char(static_cast<unsigned char>(s[j])) || s[j] == '.')) j++;
      }
      out.push_back({kind, s.substr(i, j - i), i, j});
      i = j;
    } else if (is_word_char(c)) {
      size_t j = i;
      while (j < s.size() && is_word_char(static_cast<unsigned char>(s[j]))) j++;
      out.push_back({Token::Word, s.substr(i, j - i), i, j});
      i = j;
    } else if (c == ':' && i + 1 < s.size() && s[i + 1] == '=') {
      out.push_back({Token::Punct, s.substr(i, 2), i, i + 2});
      i += 2;
    } else {
      out.push_back({Token::Punct, s.substr(i, 1), i, i + 1});
      i++;
    }
  }
}

class Statement {
 public:
  Statement(const Token* t, size_t n) : t_(t), n_(n) {}
  bool word(size_t i, std::string_view upper) const {
    return i < n_ && t_[i].kind == Token::Word && equals_ci(t_[i].text, upper);
  }
  bool punct(size_t i, char c) const {
    return i < n_ && t_[i].kind == Token::Punct && t_[i].text[0] == c;
  }
  size_t size() const { return n_; }
  const Token& operator[](size_t i) const { return t_[i]; }

 private:
  const Token* t_;
  size_t n_;
};

bool is_global_sysvar(std::string_view v) {
  return v.size() >= 9 && equals_ci(v.substr(0, 9), "@@GLOBAL.");
}

// The variable a Word, SysVar or QuotedName token names, without `@@`, its scope and its
// backticks: "@@session.autocommit", "`autocommit`" and "@@`autocommit`" all name AUTOCOMMIT.
std::string_view variable_name(std::string_view v) {
  if (v.size() >= 2 && v[0] == '@' && v[1] == '@') v.remove_prefix(2);
  if (!v.empty() && v[0] != '`') {
    size_t dot = v.rfind('.');
    if (dot != std::string_view::npos) v.remove_prefix(dot + 1);
  }
  if (v.size() >= 2 && v.front() == '`' && v.back() == '`') v = v.substr(1, v.size() - 2);
  return v;
}

bool names_autocommit(std::string_view v) { return equals_ci(variable_name(v), "AUTOCOMMIT"); }

bool names_session_tracking(std::string_view v) {
  std::string_view name = variable_name(v);
  return name.size() >= 14 && equals_ci(name.substr(0, 14), "SESSION_TRACK_");
}

// Settings under which the session keeps a record of its statements, values inlined, that a
// later holder could read (SHOW PROFILES, information_schema.OPTIMIZER_TRACE).
bool keeps_history(std::string_view v) {
  std::string_view name = variable_name(v);
  return (name.size() >= 9 && equals_ci(name.substr(0, 9), "PROFILING")) ||
         (name.size() >= 15 && equals_ci(name.substr(0, 15), "OPTIMIZER_TRACE"));
}

// SET ...: baseline, pins, or neither (global settings, autocommit).
void classify_set(const Statement& st, StatementTraits& out) {
  if (st.word(1, "STATEMENT")) {
    // The server flags a state change for every SET STATEMENT, whatever its inner statement
    // did, so its report proves nothing: it pins like any unproven change.
    out.pins = true;
    return;
  }
  if (st.word(1, "TRANSACTION")) {
    out.pins = true;  // the next transaction only
    out.sets_next_transaction = true;
    return;
  }
  if (st.word(1, "ROLE")) {
    out.pins = true;  // the session's role
    return;
  }
  if (st.word(1, "PASSWORD") || st.word(1, "DEFAULT")) return;
  bool baseline = true;
  for (size_t i = 1; i < st.size(); i++) {
    const Token& tk = st[i];
    if (tk.kind == Token::UserVar) {
      out.pins = true;
      return;
    }
    if (st.word(i, "GLOBAL") || (tk.kind == Token::SysVar && is_global_sysvar(tk.text))) baseline = false;
    // The assignment target: first token, or the token after a top-level comma.
    // (`@@session.` then a quoted name is one target in two tokens.)
    bool target = i == 1 || st.punct(i - 1, ',') || st.word(i - 1, "SESSION") || st.word(i - 1, "LOCAL") ||
                  (st[i - 1].kind == Token::SysVar && st[i - 1].text.back() == '.');
    bool names_variable = tk.kind == Token::Word || tk.kind == Token::SysVar || tk.kind == Token::QuotedName;
    if (target && names_variable && names_autocommit(tk.text))
      baseline = false;  // autocommit shows in the status flags, which pin by themselves
    if (target && names_variable && keeps_history(tk.text)) {
      out.pins = true;  // its history shows this session's statements to the next holder
      return;
    }
  }
  out.baseline = baseline;
}

// Tokens first..last are a whole select-list item without an alias: at the top level of the
// statement, after SELECT (or DISTINCT / ALL) or a comma, and followed by a comma, the end, or
// a clause that ends the select list.
static const char* const kSelectListEnds[] = {"FROM",  "WHERE", "GROUP", "HAVING",
                                              "ORDER", "LIMIT", "UNION", "INTO",
                                              "FOR",   "LOCK",  "WINDOW", "EXCEPT",
                                              "INTERSECT"};

bool ends_select_list(const Statement& st, size_t i) {
  for (const char* word : kSelectListEnds)
    if (st.word(i, word)) return true;
  return false;
}

bool is_bare_select_item(const Statement& st, size_t first, size_t last) {
  int depth = 0;
  bool in_select_list = false;
  for (size_t i = 0; i < first; i++) {
    if (st.punct(i, '(')) depth++;
    else if (st.punct(i, ')')) depth--;
    else if (depth == 0 && st.word(i, "SELECT")) in_select_list = true;
    else if (depth == 0 && ends_select_list(st, i)) in_select_list = false;
  }
  if (depth != 0 || !in_select_list || first == 0) return false;
  if (!(st.word(first - 1, "SELECT") || st.word(first - 1, "DISTINCT") ||
        st.word(first - 1, "ALL") || st.punct(first - 1, ',')))
    return false;
  size_t next = last + 1;
  return next >= st.size() || st.punct(next, ',') || ends_select_list(st, next);
}

bool is_sysvar(const Token& tk, std::string_view upper_name) {
  return tk.kind == Token::SysVar && equals_ci(variable_name(tk.text), upper_name);
}

// SHOW WARNINGS / ERRORS, SHOW COUNT(*) WARNINGS / ERRORS, GET [CURRENT | STACKED] DIAGNOSTICS.
bool reads_diagnostics_area(const Statement& st) {
  if (st.word(0, "SHOW")) {
    return st.word(1, "WARNINGS") || st.word(1, "ERRORS") ||
           (st.word(1, "COUNT") && (st.word(5, "WARNINGS") || st.word(5, "ERRORS")));
  }
  return st.word(0, "GET") &&
         (st.word(1, "DIAGNOSTICS") || st.word(2, "DIAGNOSTICS"));
}

// The name a Word or QuotedName token gives a function, without backticks: the server resolves
// `GET_LOCK`(...) as GET_LOCK(...).
std::string_view function_name(const Token& tk) {
  std::string_view v = tk.text;
  if (tk.kind == Token::QuotedName && v.size() >= 2 && v.back() == '`') v = v.substr(1, v.size() - 2);
  return v;
}

bool takes_named_lock(const Token& tk) {
  if (tk.kind != Token::Word && tk.kind != Token::QuotedName) return false;
  std::string_view name = function_name(tk);
  return equals_ci(name, "GET_LOCK") || equals_ci(name, "RELEASE_LOCK") ||
         equals_ci(name, "RELEASE_ALL_LOCKS");
}

// Token i, followed by '(', calls a function the server would look for among the stored ones:
// a name (qualified or not, quoted or not) that is not built in, where the grammar allows a
// call. Not a call: a table's column list (INSERT INTO t (...), REFERENCES t (...), LOAD ...
// INTO TABLE t (...)), an index's (KEY k (...), ON t (...)), a CTE's (WITH c (...) AS (...)),
// a derived table's (AS d (...)). DDL is not looked at: it stores text, it runs none.
bool calls_stored_function(const Statement& st, size_t i) {
  const Token& tk = st[i];
  if (tk.kind != Token::Word && tk.kind != Token::QuotedName) return false;
  static const char* const kStoresText[] = {"CREATE", "ALTER", "DROP", "RENAME", "GRANT",
                                            "REVOKE", "TRUNCATE"};
  for (const char* word : kStoresText)
    if (st.word(0, word)) return false;
  size_t first = i;  // the qualified name's first part
  while (first >= 2 && st.punct(first - 1, '.') &&
         (st[first - 2].kind == Token::Word || st[first - 2].kind == Token::QuotedName))
    first -= 2;
  bool qualified = first != i;
  if (!qualified && is_builtin_function(function_name(tk))) return false;
  if (first > 0) {
    static const char* const kNamesTableOrIndex[] = {"INTO", "INSERT", "REPLACE", "TABLE",
                                                     "REFERENCES", "ON", "KEY", "INDEX",
                                                     "AS", "WITH", "RECURSIVE"};
    for (const char* word : kNamesTableOrIndex)
      if (st.word(first - 1, word)) return false;
  }
  // WITH a AS (...), b (x) AS (...): a column list followed by AS (
  int depth = 0;
  for (size_t j = i + 1; j < st.size(); j++) {
    if (st.punct(j, '(')) depth++;
    else if (st.punct(j, ')') && --depth == 0) {
      if (st.word(j + 1, "AS") && st.punct(j + 2, '(')) return false;
      break;
    }
  }
  return true;
}

// What the statement's leading words tell: its kind (SET, USE, CALL, FLUSH ... WITH READ LOCK,
// ...), whether it returns rows or inserts selected ones, and whether it names a table.
// `first`: see classify_one.
void classify_leading_words(const Statement& st, bool first, StatementTraits& out) {
  if (st.word(0, "SET")) {
    classify_set(st, out);
  } else if (st.word(0, "USE")) {
    out.baseline = true;
  } else if (st.word(0, "PREPARE") || st.word(0, "EXECUTE") || st.word(0, "DEALLOCATE") ||
             st.word(0, "HANDLER") || (st.word(0, "LOCK") && (st.word(1, "TABLES") || st.word(1, "TABLE")))) {
    out.pins = true;
  } else if (st.word(0, "CALL")) {
    out.reads_last_insert_id = true;
    out.runs_stored_code = true;
  } else if (st.word(0, "FLUSH")) {
    // FLUSH TABLES [t, ...] WITH READ LOCK / FOR EXPORT: a lock the session keeps.
    for (size_t i = 1; i < st.size(); i++)
      if ((st.word(i, "READ") && st.word(i + 1, "LOCK")) || st.word(i, "EXPORT")) out.pins = true;
  } else if (st.word(0, "BACKUP")) {
    out.pins = true;  // BACKUP STAGE / BACKUP LOCK: locks the session keeps
  } else if (st.word(0, "GET")) {
    // GET DIAGNOSTICS @n = NUMBER assigns user variables
    for (size_t i = 1; i < st.size(); i++)
      if (st[i].kind == Token::UserVar) out.pins = true;
  }
  if (st.word(0, "SELECT") || st.word(0, "WITH") || st.word(0, "VALUES") || st.word(0, "CALL") ||
      st.punct(0, '(')) {
    out.found_rows = StatementTraits::FoundRows::RowsReturned;
  } else if (first) {
    if (st.word(0, "INSERT") || st.word(0, "REPLACE")) {
      for (size_t i = 1; i < st.size(); i++)
        if (st.word(i, "SELECT")) out.found_rows = StatementTraits::FoundRows::RowsInserted;
    }
  }
  if (first && reads_diagnostics_area(st)) out.reads_diagnostics = true;
  static const char* const kTableStatements[] = {"INSERT", "UPDATE", "DELETE", "REPLACE", "CREATE",
                                                 "ALTER", "DROP", "TRUNCATE", "LOAD", "CALL",
                                                 "HANDLER", "LOCK", "ANALYZE", "OPTIMIZE",
                                                 "CHECK", "REPAIR", "RENAME"};
  for (const char* word : kTableStatements)
    if (st.word(0, word)) out.names_table = true;
}

// What its tokens anywhere tell: user variables assigned, named locks, session tracking
// switched, stored functions called, sequences, LAST_INSERT_ID(expr), the session functions
// whose values the handle answers (ROW_COUNT(), FOUND_ROWS()). `first`: see classify_one.
void classify_tokens(const Statement& st, bool first, StatementTraits& out) {
  // The server stores the text of CREATE / ALTER (triggers, routines, events, views): never
  // change it.
  bool stored_text = st.word(0, "CREATE") || st.word(0, "ALTER");
  for (size_t i = 0; i < st.size(); i++) {
    const Token& tk = st[i];
    if (tk.kind == Token::UserVar) {
      if (st.punct(i + 1, ':') || (i > 0 && st.word(i - 1, "INTO")))  // @v := ..., INTO @v
        out.pins = true;
      continue;
    }
    if (st.punct(i + 1, '(') && takes_named_lock(tk)) out.pins = true;
    if (tk.kind != Token::String && tk.kind != Token::Punct && names_session_tracking(tk.text)) {
      // What the server reports can't be trusted from here on (SET, SET STATEMENT ... FOR).
      out.changes_session_tracking = true;
      out.pins = true;
    }
    if (tk.kind == Token::SysVar) {
      if (is_sysvar(tk, "IDENTITY") || is_sysvar(tk, "LAST_INSERT_ID")) out.reads_last_insert_id = true;
      if (first && (is_sysvar(tk, "WARNING_COUNT") || is_sysvar(tk, "ERROR_COUNT")))
        out.reads_diagnostics = true;
      continue;
    }
    if (st.punct(i + 1, '(') && calls_stored_function(st, i)) out.runs_stored_code = true;
    if (tk.kind != Token::Word) continue;
    if ((st.word(i, "FROM") && !st.word(i + 1, "DUAL") && i + 1 < st.size()) || st.word(i, "JOIN"))
      out.names_table = true;
    if (st.word(i, "DUPLICATE") && st.word(i + 1, "KEY") && st.word(i + 2, "UPDATE"))
      out.on_duplicate_key_update = true;
    if (st.word(i, "SQL_CALC_FOUND_ROWS") || (st.word(i, "TEMPORARY") && i > 0 && st.word(i - 1, "CREATE"))) {
      out.pins = true;
    } else if (st.word(i, "NEXT") && st.word(i + 1, "VALUE") && st.word(i + 2, "FOR")) {
      out.pins = true;  // the session remembers the value for LASTVAL()
    } else if (st.punct(i + 1, '(')) {
      if (st.word(i, "NEXTVAL") || st.word(i, "SETVAL")) {
        out.pins = true;
      } else if (st.word(i, "LAST_INSERT_ID")) {
        out.reads_last_insert_id = true;
        if (!st.punct(i + 2, ')')) out.pins = true;  // LAST_INSERT_ID(expr) sets it
      } else if ((st.word(i, "ROW_COUNT") || st.word(i, "FOUND_ROWS")) && st.punct(i + 2, ')') &&
                 first && !stored_text) {
        auto f = st.word(i, "ROW_COUNT") ? StatementTraits::SessionFunction::RowCount
                                         : StatementTraits::SessionFunction::FoundRows;
        out.session_calls.push_back({f, tk.begin, st[i + 2].end, is_bare_select_item(st, i, i + 2)});
      }
    }
  }
}

// `first`: the text's first statement (the only one whose ROW_COUNT()/FOUND_ROWS() belong to
// the handle's previous statement).
void classify_one(const Statement& st, bool first, StatementTraits& out) {
  if (st.size() == 0) return;
  classify_leading_words(st, first, out);
  classify_tokens(st, first, out);
  if (out.runs_stored_code) out.pins = true;
}

}  // namespace

StatementTraits classify_statement(std::string_view sql) {
  TokenList tokens;
  tokenize(sql, tokens);
  StatementTraits out;
  bool all_baseline = true;
  size_t statements = 0;
  size_t start = 0;
  for (size_t i = 0; i <= tokens.size(); i++) {
    if (i < tokens.size() && !(tokens[i].kind == Token::Punct && tokens[i].text == ";")) continue;
    if (i > start) {
      StatementTraits one;
      classify_one(Statement(tokens.data() + start, i - start), statements == 0, one);
      statements++;
      all_baseline = all_baseline && one.baseline && !one.pins;
      if (all_baseline) out.baseline_parts.push_back({tokens[start].begin, tokens[i - 1].end});
      out.pins = out.pins || one.pins;
      out.runs_stored_code = out.runs_stored_code || one.runs_stored_code;
      out.sets_next_transaction = out.sets_next_transaction || one.sets_next_transaction;
      out.reads_last_insert_id = out.reads_last_insert_id || one.reads_last_insert_id;
      out.reads_diagnostics = out.reads_diagnostics || one.reads_diagnostics;
      out.changes_session_tracking = out.changes_session_tracking || one.changes_session_tracking;
      out.names_table = out.names_table || one.names_table;
      out.on_duplicate_key_update = out.on_duplicate_key_update || one.on_duplicate_key_update;
      // a SELECT anywhere in the text: its result sets set FOUND_ROWS()
      if (statements == 1 || one.found_rows == StatementTraits::FoundRows::RowsReturned)
        out.found_rows = one.found_rows;
      out.session_calls.insert(out.session_calls.end(), one.session_calls.begin(), one.session_calls.end());
    }
    start = i + 1;
  }
  out.baseline = statements > 0 && all_baseline;
  out.statements = statements;
  out.error_hides_state = out.runs_stored_code || out.names_table;
  // Code in executable comments (/*! ... */) is not cut apart: such a text stays whole.
  if (!out.baseline || sql.find("/*") != std::string_view::npos) {
    out.baseline_parts.clear();
    if (out.baseline) out.baseline_parts.push_back({0, sql.size()});
  }
  return out;
}

}  // namespace mysqlpool
