// What a statement does to the session, read from its text: the part of session safety that
// the server's trackers don't report (docs/MYSQL-NOTES.md, "Status flags and session tracking").
//
// The tokens come from sql_lexer.h, read in every dialect the session could have (ANSI_QUOTES,
// NO_BACKSLASH_ESCAPES, a multi-byte charset), unless the caller names one. It does not parse
// SQL: a statement leaves its connection shareable only when it has one of the forms this file
// knows to change nothing the server doesn't report (kHarmlessForms) and no token of it
// does; every other statement pins (its connection stays with the handle and is reset when
// the request ends).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/worker/sql_lexer.h"

namespace mysqlpool {

struct StatementTraits {
  // Only sets plain session variables (SET NAMES, SET sql_mode=..., SET SESSION x=...,
  // SET SESSION TRANSACTION ..., USE db): replayable on any connection, so it becomes part of
  // the handle's session baseline instead of pinning.
  bool baseline = false;
  // USE: the statement selects the session's database.
  bool selects_schema = false;
  // Leaves state behind that can't be replayed (user variables, named locks, temporary
  // tables, PREPARE, LOCK TABLES, the global read lock and backup locks, LAST_INSERT_ID(expr), SET
  // ROLE, SET STATEMENT (the server flags a change whatever it ran), settings that keep a history
  // of the session's statements (profiling, optimizer_trace), SET TRANSACTION for the next
  // transaction, HANDLER, stored code, LOAD DATA, XA, KILL), and every statement of a form not
  // known to be harmless: the connection must stay with the handle until the request ends, and be
  // reset then.
  bool pins = false;
  // May run stored code whose body the text does not show: CALL, or a call of a function
  // that is not built in (builtin_functions.h). The server reports what such code does to
  // session variables, user variables set by SET, temporary tables and the schema, but not a
  // named lock it takes, `SELECT ... INTO @v`, nor anything after it switched the trackers
  // off: the connection pins, and what the session reports is checked again before quoting.
  bool runs_stored_code = false;
  // A server error carries no status flags, so it can't report what the statement changed
  // before it failed: a statement that may run stored code unseen (a trigger of a table it
  // writes, a stored function in a view it reads: it names a table; or runs_stored_code)
  // pins the connection when it fails.
  bool error_hides_state = false;
  // SELECT SQL_CALC_FOUND_ROWS: the count FOUND_ROWS() then answers is known to the server
  // only. The connection stays with the handle until a statement that sets FOUND_ROWS() anew
  // (the `SELECT FOUND_ROWS()` that reads it, or any SELECT), then goes back without a reset:
  // another handle's first FOUND_ROWS() is answered by its own values (session_calls).
  bool calc_found_rows = false;
  // Reads a sequence's last value drawn by this session (PREVIOUS VALUE FOR s, LASTVAL(s),
  // s.currval): a draw can't always be seen in the text (a column's DEFAULT NEXT VALUE FOR s),
  // so on a connection the handle did not keep, the value may be another request's: the
  // connection is reset first, and reads what a new session reads.
  bool reads_sequence_value = false;
  // SET TRANSACTION ... without SESSION/GLOBAL: applies to the next transaction only, so the
  // connection must stay with the handle until that transaction has begun.
  bool sets_next_transaction = false;
  // Reads the session's last generated id: LAST_INSERT_ID(), @@identity, @@last_insert_id, or
  // a CALL (a routine may). On a connection the handle did not keep, the server's value is
  // first set to the handle's own (DO LAST_INSERT_ID(n)), so every statement of the text,
  // routines included, sees what a dedicated connection would.
  bool reads_last_insert_id = false;
  // Reads the previous statement's diagnostics as its first statement: SHOW WARNINGS / ERRORS
  // / COUNT(*), @@warning_count, @@error_count, GET DIAGNOSTICS.
  bool reads_diagnostics = false;
  // Names a table (FROM t, INSERT, UPDATE, CALL, ...): MariaDB clears the warnings of the
  // previous statement only for such a statement. Errs towards false (keeping them longer).
  bool names_table = false;
  // What the text does to FOUND_ROWS() (the first statement's kind decides): a SELECT sets it
  // to the rows it returned, INSERT/REPLACE ... SELECT to the rows selected; SHOW, DESCRIBE and
  // the rest leave it.
  enum class FoundRows { Unchanged, RowsReturned, RowsInserted };
  FoundRows found_rows = FoundRows::Unchanged;
  // INSERT ... ON DUPLICATE KEY UPDATE: an OK with an id may be an updated row's, which
  // leaves LAST_INSERT_ID() as it was.
  bool on_duplicate_key_update = false;
  // Changes what the server reports about the session (session_track_*): nothing it reports
  // afterwards can be trusted, so the connection pins and quoting stops until it is reset.
  bool changes_session_tracking = false;
  // Calls of ROW_COUNT() and FOUND_ROWS() in the text's first statement: their value belongs
  // to the handle's previous statement, which may have run on another connection, so they
  // are replaced by the handle's own values. Not in later statements (they read the text's
  // own previous statement) and not in CREATE / ALTER (the server stores that text).
  enum class SessionFunction { RowCount, FoundRows };
  struct Call {
    SessionFunction function;
    size_t begin, end;  // the call's bytes in the text, name through ')'
    // The call is a whole, unaliased item of a select list: the server names the column
    // after its text, so a replacement must carry that text as an alias.
    bool names_a_column;
  };
  std::vector<Call> session_calls;
  // Statements in the text (separated by top-level semicolons).
  size_t statements = 0;
  // For a baseline text: each statement's bytes, without the semicolons and comments around
  // it, so that each is applied alone and the way it was written can't change what runs
  // (a trailing `;` or `-- comment`). A text with /* comments */ stays one part, whole.
  std::vector<std::pair<size_t, size_t>> baseline_parts;
};

// The text is exactly `SELECT @@v[, @@w ...]` (optionally @@SESSION.v / @@LOCAL.v, a trailing
// `;`), each v a session setting whose value only the connection's settings decide (sql_mode,
// the character sets and collations, time_zone, ...: kSettingReads), and nothing else: no
// comment, quote, alias or table. Its answer is then the same on every connection that has the
// same settings (Session's remembered setting reads). Plain ASCII only: the same in every dialect.
bool reads_settings_only(std::string_view sql);

// In every dialect dialects_to_read() lists: pins (and every other warning flag) if any reading
// does; a baseline only if every reading finds the same baseline statements. The other fields
// are the default reading's (session_calls only where every reading agrees).
StatementTraits classify_statement(std::string_view sql);
// In one dialect (tests, and the lexer's differential test against the server).
StatementTraits classify_statement(std::string_view sql, const SqlDialect& dialect);

}  // namespace mysqlpool
