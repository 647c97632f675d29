// What a statement does to the session, read from its text: the part of session safety that
// the server's trackers don't report (MYSQL-NOTES.md, "Status flags and session tracking").
//
// A small tokenizer, aware of strings, quoted identifiers, comments (executable /*! */
// comments are read as code) and several statements in one text. It does not parse SQL; it
// looks for the few shapes that matter, and errs on the side of pinning.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace mysqlpool {

struct StatementTraits {
  // Only sets plain session variables (SET NAMES, SET sql_mode=..., SET SESSION x=...,
  // SET SESSION TRANSACTION ..., USE db): replayable on any connection, so it becomes part of
  // the handle's session baseline instead of pinning.
  bool baseline = false;
  // Leaves state behind that can't be replayed (user variables, named locks, temporary
  // tables, PREPARE, LOCK TABLES, SQL_CALC_FOUND_ROWS, LAST_INSERT_ID(expr), SET ROLE,
  // SET TRANSACTION for the next transaction, HANDLER): the connection must stay with the
  // handle until the request ends, and be reset then.
  bool unreplayable = false;
  // SET STATEMENT ... FOR: the server flags a session-state change, but nothing persists.
  bool state_flag_is_false_positive = false;
  // Calls of LAST_INSERT_ID(), ROW_COUNT(), FOUND_ROWS() without arguments: their value
  // belongs to the handle's previous statement, which may have run on another connection.
  enum class SessionFunction { LastInsertId, RowCount, FoundRows };
  struct Call {
    SessionFunction function;
    size_t begin, end;  // the call's bytes in the text, name through ')'
    // The call is a whole, unaliased item of a select list: the server names the column
    // after its text, so a replacement must carry that text as an alias.
    bool names_a_column;
  };
  std::vector<Call> session_calls;
  // For SET NAMES x / SET CHARACTER SET x: the new connection charset (escaping follows it).
  std::string new_charset;
  // Statements in the text (separated by top-level semicolons).
  size_t statements = 0;
};

StatementTraits classify_statement(std::string_view sql);

}  // namespace mysqlpool
