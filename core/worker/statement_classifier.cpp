#include "core/worker/statement_classifier.h"

#include <vector>

#include "core/common/ascii.h"
#include "core/worker/builtin_functions.h"

namespace mysqlpool {

namespace {

using Token = SqlToken;
using TokenList = SqlTokens;

// `b` is upper case.
bool equals_ci(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); i++)
    if (ascii::to_upper(static_cast<unsigned char>(a[i])) != static_cast<unsigned char>(b[i]))
      return false;
  return true;
}

class Statement {
 public:
  Statement(const Token* t, size_t n) : t_(t), n_(n) {}
  bool word(size_t i, std::string_view upper) const {
    return i < n_ && t_[i].kind == Token::Word && equals_ci(t_[i].text, upper);
  }
  // A function's name, however it is written: the server resolves `GET_LOCK`(...) as GET_LOCK(...).
  bool name(size_t i, std::string_view upper) const;
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
    if (st.word(i, "GLOBAL") || (tk.kind == Token::SysVar && is_global_sysvar(tk.text)))
      baseline = false;
    // The assignment target: first token, or the token after a top-level comma.
    // (`@@session.` then a quoted name is one target in two tokens.)
    bool target = i == 1 || st.punct(i - 1, ',') || st.word(i - 1, "SESSION") ||
                  st.word(i - 1, "LOCAL") ||
                  (st[i - 1].kind == Token::SysVar && st[i - 1].text.back() == '.');
    bool names_variable =
        tk.kind == Token::Word || tk.kind == Token::SysVar || tk.kind == Token::QuotedName;
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
static const char* const kSelectListEnds[] = {"FROM",   "WHERE",  "GROUP",    "HAVING", "ORDER",
                                              "LIMIT",  "UNION",  "INTO",     "FOR",    "LOCK",
                                              "WINDOW", "EXCEPT", "INTERSECT"};

bool ends_select_list(const Statement& st, size_t i) {
  for (const char* word : kSelectListEnds)
    if (st.word(i, word)) return true;
  return false;
}

bool is_bare_select_item(const Statement& st, size_t first, size_t last) {
  int depth = 0;
  bool in_select_list = false;
  for (size_t i = 0; i < first; i++) {
    if (st.punct(i, '('))
      depth++;
    else if (st.punct(i, ')'))
      depth--;
    else if (depth == 0 && st.word(i, "SELECT"))
      in_select_list = true;
    else if (depth == 0 && ends_select_list(st, i))
      in_select_list = false;
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
  return st.word(0, "GET") && (st.word(1, "DIAGNOSTICS") || st.word(2, "DIAGNOSTICS"));
}
// The name a Word or QuotedName token gives a function, without backticks: the server resolves
// `GET_LOCK`(...) as GET_LOCK(...).
std::string_view function_name(const Token& tk) {
  std::string_view v = tk.text;
  if (tk.kind == Token::QuotedName && v.size() >= 2 && v.back() == v.front())
    v = v.substr(1, v.size() - 2);
  return v;
}

bool Statement::name(size_t i, std::string_view upper) const {
  return i < n_ && (t_[i].kind == Token::Word || t_[i].kind == Token::QuotedName) &&
         equals_ci(function_name(t_[i]), upper);
}

bool takes_named_lock(const Statement& st, size_t i) {
  return st.name(i, "GET_LOCK") || st.name(i, "RELEASE_LOCK") || st.name(i, "RELEASE_ALL_LOCKS");
}

// The statement's kind by its first word, for what the server does not report.
enum class Form {
  Harmless,    // changes nothing the server doesn't report, but what its tokens show
  StoresText,  // CREATE / ALTER of a routine, trigger, event or view: its body is stored, not run
  Settings,    // SET, USE: read by classify_set
  Pins,        // keeps state (LOAD DATA, HANDLER, XA, ...), or a form this file does not know
};

// Statements known to change nothing the server does not report in their status flags or
// session trackers (transactions, autocommit, variables, the schema), apart from what their
// tokens show (classify_tokens). Any other first word pins: LOAD DATA (its `@v` columns),
// HANDLER, XA, KILL, PREPARE / EXECUTE, LOCK TABLES, BACKUP, GET DIAGNOSTICS (its @v), compound
// statements (BEGIN NOT ATOMIC, IF, WHILE, ...), replication and plugin statements, and whatever
// a newer server adds.
static const char* const kHarmlessForms[] = {
    "SELECT",   "WITH",     "VALUES",   "TABLE",    "INSERT",    "REPLACE", "UPDATE",
    "DELETE",   "SHOW",     "DESCRIBE", "DESC",     "EXPLAIN",   "ANALYZE", "HELP",
    "DO",       "BEGIN",    "COMMIT",   "ROLLBACK", "SAVEPOINT", "RELEASE", "CHECK",
    "CHECKSUM", "OPTIMIZE", "REPAIR",   "TRUNCATE", "RENAME",    "DROP",    "GRANT",
    "REVOKE",   "CREATE",   "ALTER",    "FLUSH",    "UNLOCK",    "CALL"};

bool creates_stored_text(const Statement& st) {
  static const char* const kStoredObjects[] = {"PROCEDURE", "FUNCTION", "TRIGGER",
                                               "EVENT",     "VIEW",     "PACKAGE"};
  for (size_t i = 1; i < st.size(); i++) {
    if (st.punct(i, '(') || st.word(i, "SELECT") || st.word(i, "AS")) return false;
    for (const char* word : kStoredObjects)
      if (st.word(i, word)) return true;
  }
  return false;
}

Form form_of(const Statement& st) {
  if (st.word(0, "SET") || st.word(0, "USE")) return Form::Settings;
  if (st.punct(0, '(')) return Form::Harmless;  // (SELECT ...) UNION (SELECT ...)
  if (st.word(0, "START")) return st.word(1, "TRANSACTION") ? Form::Harmless : Form::Pins;
  if (st.word(0, "BEGIN") && st.word(1, "NOT")) return Form::Pins;  // BEGIN NOT ATOMIC ... END
  if ((st.word(0, "CREATE") || st.word(0, "ALTER")) && creates_stored_text(st))
    return Form::StoresText;
  for (const char* word : kHarmlessForms)
    if (st.word(0, word)) return Form::Harmless;
  return Form::Pins;
}

// What the first words tell beyond the form: the statement's kind (USE, CALL, FLUSH ... WITH
// READ LOCK, a temporary table, ...), whether it returns rows or inserts selected ones, and
// whether it names a table. `first`: see classify_one.
void classify_leading_words(const Statement& st, bool first, StatementTraits& out) {
  if (st.word(0, "SET")) {
    classify_set(st, out);
  } else if (st.word(0, "USE")) {
    out.baseline = true;
    out.selects_schema = true;
  } else if (st.word(0, "CALL")) {
    out.reads_last_insert_id = true;
    out.runs_stored_code = true;
  } else if (st.word(0, "FLUSH")) {
    // FLUSH TABLES [t, ...] WITH READ LOCK / FOR EXPORT: a lock the session keeps.
    for (size_t i = 1; i < st.size(); i++)
      if ((st.word(i, "READ") && st.word(i + 1, "LOCK")) || st.word(i, "EXPORT")) out.pins = true;
  } else if (st.word(0, "CREATE")) {
    // CREATE [OR REPLACE] TEMPORARY TABLE / SEQUENCE, with or without ... SELECT: the server
    // reports no state change for all of them.
    for (size_t i = 1; i < st.size() && !st.punct(i, '(') && !st.word(i, "SELECT"); i++)
      if (st.word(i, "TEMPORARY")) out.pins = true;
  } else if (st.word(0, "COMMIT") || st.word(0, "ROLLBACK")) {
    // ... RELEASE ends the session: the next holder would find it closed.
    for (size_t i = 1; i < st.size(); i++)
      if (st.word(i, "RELEASE") && !st.word(i - 1, "NO")) out.pins = true;
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
  static const char* const kTableStatements[] = {
      "INSERT", "UPDATE",  "DELETE", "REPLACE", "CREATE",   "ALTER", "DROP",   "TRUNCATE", "LOAD",
      "CALL",   "HANDLER", "LOCK",   "ANALYZE", "OPTIMIZE", "CHECK", "REPAIR", "RENAME"};
  for (const char* word : kTableStatements)
    if (st.word(0, word)) out.names_table = true;
}

// Token i, followed by '(', calls a function the server would look for among the stored ones:
// a name (qualified or not, quoted or not) that is not built in, where the grammar allows a
// call. Not a call: a table's column list (INSERT INTO t (...), REFERENCES t (...)), an
// index's (KEY k (...), ON t (...)), a CTE's (WITH c (...) AS (...)), a derived table's
// (AS d (...)), a type's (VARCHAR(10)) in DDL before its SELECT (`from`: where to look).
bool calls_stored_function(const Statement& st, size_t i, size_t from) {
  const Token& tk = st[i];
  if (tk.kind != Token::Word && tk.kind != Token::QuotedName) return false;
  if (i < from) return false;
  size_t first = i;  // the qualified name's first part
  while (first >= 2 && st.punct(first - 1, '.') &&
         (st[first - 2].kind == Token::Word || st[first - 2].kind == Token::QuotedName))
    first -= 2;
  bool qualified = first != i;
  if (!qualified && is_builtin_function(function_name(tk))) return false;
  if (first > 0) {
    static const char* const kNamesTableOrIndex[] = {"INTO",       "INSERT", "REPLACE",  "TABLE",
                                                     "REFERENCES", "ON",     "KEY",      "INDEX",
                                                     "AS",         "WITH",   "RECURSIVE"};
    for (const char* word : kNamesTableOrIndex)
      if (st.word(first - 1, word)) return false;
  }
  // WITH a AS (...), b (x) AS (...): a column list followed by AS (
  int depth = 0;
  for (size_t j = i + 1; j < st.size(); j++) {
    if (st.punct(j, '('))
      depth++;
    else if (st.punct(j, ')') && --depth == 0) {
      if (st.word(j + 1, "AS") && st.punct(j + 2, '(')) return false;
      break;
    }
  }
  return true;
}

// Where a statement's tokens start to run: DDL (CREATE, ALTER, DROP, ...) runs only the SELECT
// of CREATE TABLE ... [AS] SELECT; its definitions (types, defaults, bodies) are stored.
size_t first_run_token(const Statement& st) {
  static const char* const kDefinitions[] = {"CREATE", "ALTER",  "DROP",    "RENAME",
                                             "GRANT",  "REVOKE", "TRUNCATE"};
  bool ddl = false;
  for (const char* word : kDefinitions)
    if (st.word(0, word)) ddl = true;
  if (!ddl) return 0;
  int depth = 0;
  for (size_t i = 1; i < st.size(); i++) {
    if (st.punct(i, '('))
      depth++;
    else if (st.punct(i, ')'))
      depth--;
    else if (st.word(i, "SELECT") && depth <= 1 && st.word(0, "CREATE"))
      return i;
  }
  return st.size();
}

// What its tokens anywhere tell: user variables assigned, named locks, session tracking
// switched, stored functions called, sequences, LAST_INSERT_ID(expr), the session functions
// whose values the handle answers (ROW_COUNT(), FOUND_ROWS()). `first`: see classify_one.
void classify_tokens(const Statement& st, bool first, StatementTraits& out) {
  // The server stores the text of CREATE / ALTER (triggers, routines, events, views): never
  // change it.
  bool stored_text = st.word(0, "CREATE") || st.word(0, "ALTER");
  size_t from = first_run_token(st);
  for (size_t i = 0; i < st.size(); i++) {
    const Token& tk = st[i];
    if (tk.kind == Token::UserVar) {
      if (st.punct(i + 1, ':') || (i > 0 && st.word(i - 1, "INTO")))  // @v := ..., INTO @v
        out.pins = true;
      continue;
    }
    bool call = st.punct(i + 1, '(');
    if (call && takes_named_lock(st, i)) out.pins = true;
    if (tk.kind != Token::String && tk.kind != Token::Punct && names_session_tracking(tk.text)) {
      // What the server reports can't be trusted from here on (SET, SET STATEMENT ... FOR).
      out.changes_session_tracking = true;
      out.pins = true;
    }
    if (tk.kind == Token::SysVar) {
      if (is_sysvar(tk, "IDENTITY") || is_sysvar(tk, "LAST_INSERT_ID"))
        out.reads_last_insert_id = true;
      if (first && (is_sysvar(tk, "WARNING_COUNT") || is_sysvar(tk, "ERROR_COUNT")))
        out.reads_diagnostics = true;
      continue;
    }
    if (call && calls_stored_function(st, i, from)) out.runs_stored_code = true;
    if (tk.kind != Token::Word && tk.kind != Token::QuotedName) continue;
    if ((st.word(i, "FROM") && !st.word(i + 1, "DUAL") && i + 1 < st.size()) || st.word(i, "JOIN"))
      out.names_table = true;
    if (st.word(i, "DUPLICATE") && st.word(i + 1, "KEY") && st.word(i + 2, "UPDATE"))
      out.on_duplicate_key_update = true;
    bool after_dot = i > 0 && st.punct(i - 1, '.');
    if (st.word(i, "SQL_CALC_FOUND_ROWS")) {
      out.calc_found_rows = true;
    } else if (i >= from && st.word(i, "NEXT") && st.word(i + 1, "VALUE") &&
               st.word(i + 2, "FOR")) {
      out.pins = true;  // the session remembers the value for LASTVAL()
    } else if (st.word(i, "PREVIOUS") && st.word(i + 1, "VALUE") && st.word(i + 2, "FOR")) {
      out.reads_sequence_value = true;
    } else if (after_dot && (st.word(i, "NEXTVAL") || st.word(i, "CURRVAL"))) {
      // sql_mode=ORACLE: s.nextval draws, s.currval reads
      if (st.word(i, "NEXTVAL")) out.pins = true;
      out.reads_sequence_value = true;
    } else if (call) {
      if (st.name(i, "NEXTVAL") || st.name(i, "SETVAL")) {
        out.pins = true;
      } else if (st.name(i, "LASTVAL")) {
        out.reads_sequence_value = true;
      } else if (st.name(i, "LAST_INSERT_ID")) {
        out.reads_last_insert_id = true;
        if (!st.punct(i + 2, ')')) out.pins = true;  // LAST_INSERT_ID(expr) sets it
      } else if (tk.kind == Token::Word && (st.word(i, "ROW_COUNT") || st.word(i, "FOUND_ROWS")) &&
                 st.punct(i + 2, ')') && first && !stored_text) {
        auto f = st.word(i, "ROW_COUNT") ? StatementTraits::SessionFunction::RowCount
                                         : StatementTraits::SessionFunction::FoundRows;
        out.session_calls.push_back(
            {f, tk.begin, st[i + 2].end, is_bare_select_item(st, i, i + 2)});
      }
    }
  }
}

// `first`: the text's first statement (the only one whose ROW_COUNT()/FOUND_ROWS() belong to
// the handle's previous statement).
void classify_one(const Statement& st, bool first, StatementTraits& out) {
  if (st.size() == 0) return;
  Form form = form_of(st);
  if (form == Form::Pins) out.pins = true;
  classify_leading_words(st, first, out);
  if (form != Form::StoresText) classify_tokens(st, first, out);
  if (out.runs_stored_code) out.pins = true;
}

// The flags that, set by one statement of a text or by one reading of it, hold for the whole.
void or_flags(const StatementTraits& one, StatementTraits& out) {
  out.pins = out.pins || one.pins;
  out.runs_stored_code = out.runs_stored_code || one.runs_stored_code;
  out.sets_next_transaction = out.sets_next_transaction || one.sets_next_transaction;
  out.reads_last_insert_id = out.reads_last_insert_id || one.reads_last_insert_id;
  out.reads_diagnostics = out.reads_diagnostics || one.reads_diagnostics;
  out.reads_sequence_value = out.reads_sequence_value || one.reads_sequence_value;
  out.changes_session_tracking = out.changes_session_tracking || one.changes_session_tracking;
  out.names_table = out.names_table || one.names_table;
  out.calc_found_rows = out.calc_found_rows || one.calc_found_rows;
  out.selects_schema = out.selects_schema || one.selects_schema;
}

void merge_statement(const StatementTraits& one, size_t statements, StatementTraits& out) {
  or_flags(one, out);
  out.on_duplicate_key_update = out.on_duplicate_key_update || one.on_duplicate_key_update;
  // a SELECT anywhere in the text: its result sets set FOUND_ROWS()
  if (statements == 1 || one.found_rows == StatementTraits::FoundRows::RowsReturned)
    out.found_rows = one.found_rows;
  out.session_calls.insert(out.session_calls.end(), one.session_calls.begin(),
                           one.session_calls.end());
}

bool same_calls(const std::vector<StatementTraits::Call>& a,
                const std::vector<StatementTraits::Call>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); i++)
    if (a[i].begin != b[i].begin || a[i].end != b[i].end || a[i].function != b[i].function)
      return false;
  return true;
}

}  // namespace

StatementTraits classify_statement(std::string_view sql, const SqlDialect& dialect) {
  TokenList tokens;
  tokenize(sql, dialect, tokens);
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
      merge_statement(one, statements, out);
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

namespace {

// Session variables whose value is decided by the session's settings alone (not by time, the
// connection's identity, its last statement or the server's load): a read of them under one
// baseline answers the same on every connection of the pool.
constexpr std::string_view kSettingReads[] = {
    "sql_mode",
    "character_set_client",
    "character_set_connection",
    "character_set_results",
    "collation_connection",
    "time_zone",
    "lc_time_names",
    "max_allowed_packet",
    "group_concat_max_len",
    "sql_auto_is_null",
    "div_precision_increment",
};

bool is_setting_read(std::string_view name) {
  for (std::string_view known : kSettingReads) {
    if (known.size() != name.size()) continue;
    bool same = true;
    for (size_t i = 0; i < name.size() && same; i++)
      same = ascii::to_lower(static_cast<unsigned char>(name[i])) == known[i];
    if (same) return true;
  }
  return false;
}

bool word_at(std::string_view s, size_t at, std::string_view word) {
  if (s.size() - at < word.size()) return false;
  for (size_t i = 0; i < word.size(); i++)
    if (ascii::to_upper(static_cast<unsigned char>(s[at + i])) != word[i]) return false;
  return true;
}

}  // namespace

bool reads_settings_only(std::string_view sql) {
  size_t i = 0;
  auto skip_spaces = [&] {
    while (i < sql.size() && (sql[i] == ' ' || sql[i] == '\t' || sql[i] == '\n' || sql[i] == '\r'))
      i++;
  };
  skip_spaces();
  if (!word_at(sql, i, "SELECT")) return false;
  i += 6;
  if (i >= sql.size() || !ascii::is_space(static_cast<unsigned char>(sql[i]))) return false;
  size_t reads = 0;
  for (;;) {
    skip_spaces();
    if (sql.compare(i, 2, "@@") != 0) return false;
    i += 2;
    if (word_at(sql, i, "SESSION."))
      i += 8;
    else if (word_at(sql, i, "LOCAL."))
      i += 6;
    size_t start = i;
    while (i < sql.size() && (ascii::is_letter(static_cast<unsigned char>(sql[i])) ||
                              ascii::is_digit(static_cast<unsigned char>(sql[i])) || sql[i] == '_'))
      i++;
    if (!is_setting_read(sql.substr(start, i - start))) return false;
    reads++;
    skip_spaces();
    if (i < sql.size() && sql[i] == ',') {
      i++;
      continue;
    }
    break;
  }
  if (i < sql.size() && sql[i] == ';') i++;
  skip_spaces();
  return i == sql.size() && reads > 0;
}

StatementTraits classify_statement(std::string_view sql) {
  const SqlDialects dialects = dialects_to_read(sql);
  StatementTraits out = classify_statement(sql, dialects[0]);
  for (size_t d = 1; d < dialects.size(); d++) {
    StatementTraits other = classify_statement(sql, dialects[d]);
    // A reading that sees other statements, or another baseline, can't be replayed as one.
    if (out.baseline && !(other.baseline && other.baseline_parts == out.baseline_parts)) {
      out.baseline = false;
      out.baseline_parts.clear();
      out.pins = true;
    }
    or_flags(other, out);
    out.error_hides_state = out.error_hides_state || other.error_hides_state;
    // A rewrite at bytes another reading sees as a string would change the string.
    if (!same_calls(out.session_calls, other.session_calls)) out.session_calls.clear();
  }
  if (dialects.mixed_versions) {
    // No reading follows a server that runs some of its versioned comments and skips others.
    out.pins = true;
    out.baseline = false;
    out.baseline_parts.clear();
    out.session_calls.clear();
  }
  return out;
}

}  // namespace mysqlpool
