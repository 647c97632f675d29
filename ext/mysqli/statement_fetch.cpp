// A `mysqli_stmt`'s result (statement.h): bind_result() + fetch(), store_result(),
// get_result(), free_result(), data_seek(), num_rows, result_metadata(), more/next_result().
// The reply was read whole at execute(); what the application sees follows mysqlnd's states:
// rows not yet stored hold the link (2014) until fetched to the end, stored, got or freed;
// num_rows counts them once stored or fetched to the end. Values are typed as mysqlnd types
// the binary protocol's.
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ext/mysqli/statement.h"

namespace proto = mysqlpool::proto;

namespace {

// The integer in `v` as a PHP int; false when it does not fit one (mysqlnd's string then).
bool integer_value(std::string_view v, zval* out) {
  if (v.empty() || v.size() >= 24) return false;
  char text[24];
  memcpy(text, v.data(), v.size());
  text[v.size()] = '\0';
  zend_long lval;
  double dval;
  if (is_numeric_string(text, v.size(), &lval, &dval, false) != IS_LONG) return false;
  ZVAL_LONG(out, lval);
  return true;
}

void float_value(std::string_view v, zval* out) {
  char text[400];
  size_t n = v.size() < sizeof text ? v.size() : sizeof text - 1;
  memcpy(text, v.data(), n);
  text[n] = '\0';
  ZVAL_DOUBLE(out, zend_strtod(text, nullptr));
}

const proto::ResultSet* current_set(const mp_stmt* s) {
  if (s->result == mp_stmt::Result::None || s->part >= s->reply.parts.size()) return nullptr;
  const auto& p = s->reply.parts[s->part];
  return p.is_result_set ? &p.rs : nullptr;
}

bool trailing_error(const mp_stmt* s);

// The link is free of the statement's rows, unless more results follow (a CALL's): stock's
// connection waits for next_result() until the last one (2014 meanwhile).
void let_go_of_link(mp_stmt* s) {
  const size_t parts = s->reply.parts.size();
  if (s->part + 1 < parts || (trailing_error(s) && s->part < parts)) return;
  if (mp_link* link = mp_stmt_link(s))
    if (link->fetching == s) link->fetching = nullptr;
}

mp_stmt* stmt_arg(INTERNAL_FUNCTION_PARAMETERS) {
  zval* object;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O", &object, mp_mysqli_stmt_ce) ==
      FAILURE)
    return nullptr;
  return mp_valid_stmt(object);
}

bool out_of_sync(mp_stmt* s) {
  mp_stmt_set_error(s, mp_out_of_sync());
  mp_report_stmt_error(s);
  return false;
}

// The set an ERR cut short (the server failed among its rows: stock's execute() succeeds and
// the error comes when the rows are read): the error is the statement's and the link's, the
// result gone.
bool cut_short(const mp_stmt* s, const proto::ResultSet& rs) {
  return !rs.complete && s->reply.is_error && s->part + 1 == s->reply.parts.size();
}
bool fail_cut_short(mp_stmt* s) {
  mysqlpool::Error e = s->reply.err;
  mp_stmt_flush(s);
  mp_stmt_clear_error(s);
  mp_stmt_set_error(s, e);
  if (mp_link* link = mp_stmt_link(s)) mp_link_set_error(link, s->error);
  mp_report_stmt_error(s);
  return false;
}

// An ERR after the last complete part (a CALL whose later statement failed): a part of its own
// for more_results()/next_result().
bool trailing_error(const mp_stmt* s) {
  const auto& parts = s->reply.parts;
  if (!s->reply.is_error) return false;
  return parts.empty() || !parts.back().is_result_set || parts.back().rs.complete;
}

}  // namespace

void mp_binary_value(const proto::ResultSet& rs, size_t row, size_t col, zval* out) {
  if (rs.is_null(row, col)) {
    ZVAL_NULL(out);
    return;
  }
  std::string_view v = rs.value(row, col);
  const proto::ColumnDef& def = rs.columns[col];
  switch (def.type) {
    case proto::TYPE_TINY:
    case proto::TYPE_SHORT:
    case proto::TYPE_INT24:
    case proto::TYPE_LONG:
    case proto::TYPE_LONGLONG:
    case proto::TYPE_YEAR:
      // ZEROFILL: the padded text ("00042"), as mysqlnd; past the int range: the text.
      if (!(def.flags & proto::ZEROFILL_FLAG) && integer_value(v, out)) return;
      break;
    case proto::TYPE_BIT: {
      uint64_t n = 0;
      for (unsigned char byte : v.substr(v.size() > 8 ? v.size() - 8 : 0)) n = (n << 8) | byte;
      if (n <= uint64_t(ZEND_LONG_MAX)) {
        ZVAL_LONG(out, zend_long(n));
      } else {
        ZVAL_STR(out, zend_u64_to_str(n));
      }
      return;
    }
    case proto::TYPE_FLOAT:
    case proto::TYPE_DOUBLE:
      float_value(v, out);
      return;
    default:
      break;
  }
  ZVAL_STRINGL_FAST(out, v.data(), v.size());
}

ZEND_FUNCTION(mysqli_stmt_bind_result) {
  zval *object, *args;
  int argc = 0;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O+", &object, mp_mysqli_stmt_ce,
                                   &args, &argc) == FAILURE)
    RETURN_THROWS();
  mp_stmt* s = mp_valid_stmt(object);
  if (!s) RETURN_THROWS();
  if (size_t(argc) != s->columns.size()) {
    zend_argument_count_error(
        "Number of bind variables doesn't match number of fields in prepared statement");
    RETURN_THROWS();
  }
  for (zval& v : s->results) zval_ptr_dtor(&v);
  s->results.assign(size_t(argc), zval());
  for (int i = 0; i < argc; i++) ZVAL_COPY(&s->results[size_t(i)], &args[i]);
  RETURN_TRUE;
}

// true: a row (into the bound variables), null: no more, false: no result (2014).
ZEND_FUNCTION(mysqli_stmt_fetch) {
  mp_stmt* s = stmt_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU);
  if (!s) RETURN_THROWS();
  const proto::ResultSet* rs = current_set(s);
  if (!rs) {
    out_of_sync(s);
    RETURN_FALSE;
  }
  if (s->result == mp_stmt::Result::Waiting) {
    s->result = mp_stmt::Result::Fetching;  // mysqlnd's implicit use_result()
    mp_stat_add(mp_stmt_link(s), MP_STAT_PS_UNBUFFERED_SETS);
  }
  mp_stmt_clear_error(s);
  if (s->row >= rs->row_count) {
    if (s->result == mp_stmt::Result::Fetching && !s->fetched_to_end) {
      s->fetched_to_end = true;  // the rows' end read: the link is free, num_rows known
      let_go_of_link(s);
      if (mp_link* link = mp_stmt_link(s)) link->warning_count = rs->warnings;  // its end's
      if (cut_short(s, *rs)) {
        mysqlpool::Error e = s->reply.err;
        mp_stmt_set_error(s, e);
        if (mp_link* link = mp_stmt_link(s)) mp_link_set_error(link, e);
        mp_report_stmt_error(s);
        RETURN_FALSE;
      }
    }
    RETURN_NULL();
  }
  for (size_t c = 0; c < s->results.size() && c < rs->columns.size(); c++) {
    zval v;
    mp_binary_value(*rs, s->row, c, &v);
    ZEND_TRY_ASSIGN_VALUE_EX(&s->results[c], &v, 0);
    if (EG(exception)) RETURN_THROWS();  // a typed reference that refuses the value
  }
  if (mp_stats_on()) {
    mp_stats_fetched(mp_stmt_link(s), true, s->result == mp_stmt::Result::Stored);
    mp_stats_row(mp_stmt_link(s), *rs, s->row);
  }
  s->row++;
  RETURN_TRUE;
}

// store_result(): the rows are the statement's (num_rows known, the link free). A statement
// without a result: true, as stock.
ZEND_FUNCTION(mysqli_stmt_store_result) {
  mp_stmt* s = stmt_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU);
  if (!s) RETURN_THROWS();
  if (s->columns.empty()) RETURN_TRUE;  // its error, if any, stays
  if (s->result != mp_stmt::Result::Waiting) {
    out_of_sync(s);
    RETURN_FALSE;
  }
  if (cut_short(s, *current_set(s))) RETURN_BOOL(fail_cut_short(s));
  s->result = mp_stmt::Result::Stored;
  let_go_of_link(s);
  s->affected_rows = current_set(s)->row_count;
  mp_stats_stored(mp_stmt_link(s), MP_STAT_PS_BUFFERED_SETS, true, s->affected_rows);
  if (mp_link* link = mp_stmt_link(s)) {  // the rows read to their end, as mysqlnd's
    link->affected_rows = s->affected_rows;
    link->warning_count = current_set(s)->warnings;
  }
  mp_stmt_clear_error(s);
  RETURN_TRUE;
}

bool mp_stmt_take_result(mp_stmt* s, zval* out) {
  if (s->result != mp_stmt::Result::Waiting) {
    if (s->result != mp_stmt::Result::None) out_of_sync(s);
    return false;
  }
  if (cut_short(s, s->reply.parts[s->part].rs)) return fail_cut_short(s);
  auto* r = new mp_result();
  r->rs = std::move(s->reply.parts[s->part].rs);
  r->link_serial = s->link_serial;
  s->affected_rows = r->rs.row_count;
  mp_stats_stored(mp_stmt_link(s), MP_STAT_BUFFERED_SETS, true, r->rs.row_count);
  if (mp_link* link = mp_stmt_link(s)) {  // the rows read to their end, as mysqlnd's
    link->affected_rows = r->rs.row_count;
    link->warning_count = r->rs.warnings;
  }
  s->result = mp_stmt::Result::None;
  s->row = 0;
  let_go_of_link(s);
  mp_result_init_object(out, r);
  return true;
}

ZEND_FUNCTION(mysqli_stmt_get_result) {
  mp_stmt* s = stmt_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU);
  if (!s) RETURN_THROWS();
  if (s->result == mp_stmt::Result::None) {  // no result: the statement's error, if any
    mp_report_stmt_error(s);
    RETURN_FALSE;
  }
  if (!mp_stmt_take_result(s, return_value)) RETURN_FALSE;  // reported
}

ZEND_FUNCTION(mysqli_stmt_free_result) {
  mp_stmt* s = stmt_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU);
  if (!s) RETURN_THROWS();
  mp_stmt_flush(s);
}

ZEND_FUNCTION(mysqli_stmt_data_seek) {
  zval* object;
  zend_long offset;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "Ol", &object, mp_mysqli_stmt_ce,
                                   &offset) == FAILURE)
    RETURN_THROWS();
  if (offset < 0) {
    zend_argument_value_error(getThis() ? 1 : 2, "must be greater than or equal to 0");
    RETURN_THROWS();
  }
  mp_stmt* s = mp_valid_stmt(object);
  if (!s) RETURN_THROWS();
  if (s->result == mp_stmt::Result::Stored) s->row = size_t(offset);  // past the end: no row
}

uint64_t mp_stmt_num_rows(const mp_stmt* s) {
  const proto::ResultSet* rs = current_set(s);
  if (!rs) return 0;
  if (s->result == mp_stmt::Result::Stored) return rs->row_count;
  return s->result == mp_stmt::Result::Fetching && s->fetched_to_end ? rs->row_count : 0;
}

ZEND_FUNCTION(mysqli_stmt_num_rows) {
  mp_stmt* s = stmt_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU);
  if (!s) RETURN_THROWS();
  RETURN_LONG(zend_long(mp_stmt_num_rows(s)));
}

// The result's columns and no row; false for a statement without a result.
ZEND_FUNCTION(mysqli_stmt_result_metadata) {
  mp_stmt* s = stmt_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU);
  if (!s) RETURN_THROWS();
  if (s->columns.empty()) {
    mp_report_stmt_error(s);  // the statement's error, if any, as stock reports it here
    RETURN_FALSE;
  }
  auto* r = new mp_result();
  r->rs.columns = s->columns;
  r->rs.binary = true;
  r->rs.complete = true;
  mp_result_init_object(return_value, r);
}

// Several results (a CALL): the next part once this one is done with.
ZEND_FUNCTION(mysqli_stmt_more_results) {
  mp_stmt* s = stmt_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU);
  if (!s) RETURN_THROWS();
  RETURN_BOOL(s->part + 1 < s->reply.parts.size() ||
              (trailing_error(s) && s->part + 1 == s->reply.parts.size()));
}

ZEND_FUNCTION(mysqli_stmt_next_result) {
  mp_stmt* s = stmt_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU);
  if (!s) RETURN_THROWS();
  if (s->part + 1 > s->reply.parts.size() ||
      (s->part + 1 == s->reply.parts.size() && !trailing_error(s)))
    RETURN_FALSE;
  s->part++;
  s->row = 0;
  s->fetched_to_end = false;
  if (s->part == s->reply.parts.size()) {  // the ERR that ended the reply
    s->result = mp_stmt::Result::None;
    let_go_of_link(s);
    mp_stmt_set_error(s, s->reply.err);
    mp_report_stmt_error(s);
    RETURN_FALSE;
  }
  const auto& p = s->reply.parts[s->part];
  if (p.is_result_set) {
    s->columns = p.rs.columns;
    s->result = mp_stmt::Result::Waiting;
    if (mp_link* link = mp_stmt_link(s)) link->fetching = s;
  } else {
    s->result = mp_stmt::Result::None;
    s->affected_rows = p.ok.affected_rows;
    s->insert_id = p.ok.last_insert_id;
    let_go_of_link(s);
  }
  RETURN_TRUE;
}
