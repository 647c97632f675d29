// Session values (session.h): what a statement reads of the handle's previous statement,
// which may have run on another connection, answered as a dedicated connection would:
// LAST_INSERT_ID() and diagnostics by priming the connection (prime()), ROW_COUNT() and
// FOUND_ROWS() by the handle's own values written into the text (with_session_values()).
#include "core/worker/session.h"

namespace mysqlpool {

// Before a statement that reads what the connection's last holder left: the connection is
// given the handle's LAST_INSERT_ID(), and its warnings are cleared (the handle's own last
// statements left none, or the connection would have been kept). MariaDB clears warnings
// only for a statement that names a table: hence the empty subquery on information_schema.
bool Session::prime(const StatementTraits& traits, Error* err) {
  bool set_id = traits.reads_last_insert_id && !last_insert_id_is_mine_;
  bool clear_warnings = traits.reads_diagnostics && !diagnostics_are_mine_;
  if (!set_id && !clear_warnings) return true;
  std::string sql = "DO ";
  if (set_id) sql += "LAST_INSERT_ID(" + std::to_string(session_last_insert_id_) + ")";
  if (set_id && clear_warnings) sql += ", ";
  if (clear_warnings) sql += "(SELECT 0 FROM information_schema.ENGINES LIMIT 0)";
  proto::QueryReply reply;
  if (!run_own(sql, &reply, err)) return false;
  // The DO is the connection's previous statement now: a ROW_COUNT() in the statement is
  // rewritten into the handle's value (it read the DO's).
  kept_since_last_statement_ = false;
  last_insert_id_is_mine_ = last_insert_id_is_mine_ || set_id;
  diagnostics_are_mine_ = diagnostics_are_mine_ || clear_warnings;
  return true;
}

// ROW_COUNT() reads the connection's previous statement, FOUND_ROWS() its last SELECT:
// replaced by the handle's own values unless the connection's are the handle's. Returns the
// text to send: `sql`, or *rewritten.
std::string_view Session::with_session_values(std::string_view sql, const StatementTraits& traits,
                                              std::string* rewritten) const {
  bool row_count = !kept_since_last_statement_, found_rows = !found_rows_is_mine_;
  if (traits.session_calls.empty() || !(row_count || found_rows)) return sql;
  std::string& out = *rewritten;
  size_t at = 0;
  for (const auto& call : traits.session_calls) {
    if (!(call.function == StatementTraits::SessionFunction::RowCount ? row_count : found_rows))
      continue;
    out.append(sql.substr(at, call.begin - at));
    switch (call.function) {
      // IF(1, value, the function): the column's type is the function's own (BIGINT; a bare
      // literal is an INT column, and mysqli reads the type for MYSQLI_OPT_INT_AND_FLOAT_NATIVE),
      // and the server never evaluates the function.
      case StatementTraits::SessionFunction::RowCount:
        out += "IF(1, " + std::to_string(row_count_) + ", ROW_COUNT())";
        break;
      case StatementTraits::SessionFunction::FoundRows:
        out += "IF(1, " + std::to_string(found_rows_) + ", FOUND_ROWS())";
        break;
    }
    if (call.names_a_column) {
      // `SELECT ROW_COUNT()` names its column "ROW_COUNT()": keep that name.
      out += " AS " + proto::quote_identifier(sql.substr(call.begin, call.end - call.begin));
    }
    at = call.end;
  }
  out.append(sql.substr(at));
  return out;
}

// After a statement (remember()): the values it leaves, as the server would report them on a
// dedicated connection, and whether the connection's own are the handle's now.
void Session::remember_session_values(const StatementTraits& traits,
                                      const proto::QueryReply& reply) {
  // A statement that failed before it ran leaves lastInsertId() as it was (as pdo_mysql).
  if (!reply.parts.empty() || !reply.is_error) last_insert_id_ = 0;
  for (const auto& part : reply.parts) {
    show_result(part);
    if (part.is_result_set) {
      if (traits.found_rows == StatementTraits::FoundRows::RowsReturned) {
        found_rows_ = part.rs.first_row + part.rs.row_count;
        found_rows_is_mine_ = true;
      }
      row_count_ = -1;
    } else {
      row_count_ = int64_t(part.ok.affected_rows);
      if (traits.found_rows == StatementTraits::FoundRows::RowsInserted &&
          reply.parts.size() == 1) {
        found_rows_ = part.ok.affected_rows;
        found_rows_is_mine_ = true;
      }
      // With ON DUPLICATE KEY UPDATE, an id with 2 (updated) or 0 (unchanged) affected rows is
      // the existing row's: LAST_INSERT_ID() stays as it was.
      bool generated =
          part.ok.last_insert_id && !(traits.on_duplicate_key_update && part.ok.affected_rows != 1);
      if (generated) {
        session_last_insert_id_ = part.ok.last_insert_id;
        last_insert_id_is_mine_ = true;
      }
    }
  }
  if (reply.is_error) row_count_ = -1;
}

// A sequence's last value (PREVIOUS VALUE FOR s, LASTVAL(s)) on a connection that another
// handle gave back without a reset may be that handle's draw, which the text that drew it need
// not show (a column's DEFAULT NEXT VALUE FOR s): the connection is reset first and the
// statement reads what a new session reads (NULL), never another request's value.
bool Session::reset_before_sequence_read(const StatementTraits& traits, Error* err) {
  if (!traits.reads_sequence_value || !sequences_foreign_) return true;
  // Inside a transaction or a pinned session a reset would lose the handle's own state: the
  // read goes as it is (README, "Differences").
  bool transaction =
      (status_ & proto::SERVER_STATUS_IN_TRANS) || !(status_ & proto::SERVER_STATUS_AUTOCOMMIT);
  if (transaction || pinned_) return true;
  return reset_to_pool_state(err) && apply_baseline(0, baseline_.size(), err);
}

}  // namespace mysqlpool
