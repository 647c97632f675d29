// Running a `mysqli_stmt` (statement.h): bind_param() (variables by reference, read at
// execute()), send_long_data() (pieces kept until the statement runs, then sent as
// COM_STMT_SEND_LONG_DATA before its EXECUTE, whatever connection it runs on), execute() and
// mysqli_execute_query(). Values are converted as mysqlnd converts them.
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ext/mysqli/statement.h"
#include "ext/pdo_mysqlpool_int.h"

namespace proto = mysqlpool::proto;

namespace {

// The parameters' values as mysqlnd sends them; the strings made for them are released by
// the destructor, after the statement ran.
class ParamValues {
 public:
  // s's values, converted in mysqlnd's order (mysqlnd_ps_codec.c: the integers while it picks
  // the types, the strings while it sizes the packet, the doubles while it writes them), so
  // that what can't convert warns in stock's order. A string conversion that throws stops it,
  // as there (EG(exception) then says so).
  explicit ParamValues(mp_stmt* s) : values_(s->params.size()), pieces_(s->params.size()) {
    const size_t n = s->params.size();
    for (size_t i = 0; i < n; i++)
      if (s->types[i] == 'i') add(s, i);
    for (size_t i = 0; i < n && !EG(exception); i++)
      if (s->types[i] != 'i' && s->types[i] != 'd') add(s, i);
    for (size_t i = 0; i < n && !EG(exception); i++)
      if (s->types[i] == 'd') add(s, i);
  }
  ~ParamValues() {
    for (zend_string* s : strings_) zend_string_release(s);
  }
  const std::vector<proto::Param>& values() const { return values_; }

 private:
  // Parameter i, of type `type` (bind_param's letter; 's' for execute()'s array).
  void add(mp_stmt* s, size_t i) {
    proto::Param p;
    zval* v = &s->params[i];
    ZVAL_DEREF(v);
    char type = s->types[i];
    if (type == 'b' && !s->long_data[i].empty()) {  // the pieces, whatever the variable
      p.kind = proto::Param::Kind::Blob;
      pieces_[i].reserve(s->long_data[i].size());
      for (zend_string* piece : s->long_data[i])
        pieces_[i].emplace_back(ZSTR_VAL(piece), ZSTR_LEN(piece));
      p.pieces = &pieces_[i];
    } else if (type == 'b' && Z_TYPE_P(v) != IS_NULL) {  // no pieces: an empty blob, as mysqlnd
      p.kind = proto::Param::Kind::Blob;
    } else if (Z_TYPE_P(v) == IS_NULL) {  // typed as bound, as mysqlnd sends it
      p.kind = proto::Param::Kind::Null;
      p.null_as = type == 'i'   ? proto::Param::Kind::Int
                  : type == 'd' ? proto::Param::Kind::Double
                  : type == 'b' ? proto::Param::Kind::Blob
                                : proto::Param::Kind::Text;
    } else if (type == 'd') {
      p.kind = proto::Param::Kind::Double;
      p.d = zval_get_double(v);
    } else if (type == 'i' && fits_long(v)) {  // a string too: "12" is 12, "abc" 0
      p.kind = proto::Param::Kind::Int;
      p.i = zval_get_long(v);
    } else {  // 's', or an 'i' whose number is past the int range: its text
      p.kind = proto::Param::Kind::Text;
      zend_string* text = zval_get_string(v);
      strings_.push_back(text);
      p.text = std::string_view(ZSTR_VAL(text), ZSTR_LEN(text));
    }
    values_[i] = p;
  }
  static bool fits_long(zval* v) {
    if (Z_TYPE_P(v) == IS_LONG) return true;
    double d = zval_get_double(v);
    return !(d >= double(ZEND_LONG_MAX) || d < double(ZEND_LONG_MIN));
  }
  std::vector<proto::Param> values_;
  std::vector<zend_string*> strings_;
  // Views of each parameter's long-data pieces (sized before any is pointed at).
  std::vector<std::vector<std::string_view>> pieces_;
};

mysqlpool::Error client_error(uint32_t code, const char* message) {
  return mysqlpool::Error{code, "HY000", message};
}

bool fail(mp_stmt* s, mp_link* link, const mysqlpool::Error& e) {
  s->insert_id = 0;  // mysqlnd resets the statement's numbers (affected_rows: -1)
  s->warning_count = 0;
  mp_stmt_set_error(s, e);
  if (link) mp_link_set_error(link, s->error);
  return false;
}

// Binding parameters starts clean, the statement's errors and the link's (mysqlnd's
// bind_parameters).
void clear_errors(mp_stmt* s) {
  mp_stmt_clear_error(s);
  if (mp_link* link = mp_stmt_link(s)) mp_link_clear_error(link);
}

// The link and the statement show the reply's first part, as mysqlnd after an execute.
void show_first_part(mp_stmt* s, mp_link* link) {
  const proto::QueryReply::Part& p = s->reply.parts[0];
  mp_stmt_clear_error(s);
  mp_link_clear_error(link);
  mp_stats_reply(link, p, true);
  if (p.is_result_set) {
    s->columns = p.rs.columns;
    s->result = mp_stmt::Result::Waiting;
    s->affected_rows = ~uint64_t(0);
    s->insert_id = link->insert_id = 0;
    s->warning_count = 0;  // a result's warnings come with its end: stock's count is the header's
    // A READ_ONLY cursor leaves stock's connection free (its rows come by COM_STMT_FETCH).
    if (s->cursor_type == 0) link->fetching = s;
    link->affected_rows = ~uint64_t(0);
    link->field_count = uint32_t(p.rs.columns.size());
    link->info.clear();
  } else {
    link->field_count = 0;
    link->info = p.ok.info;
    s->affected_rows = p.ok.affected_rows;
    s->insert_id = p.ok.last_insert_id;
    s->warning_count = p.ok.warnings;
    link->affected_rows = p.ok.affected_rows;
    link->insert_id = p.ok.last_insert_id;
  }
  link->warning_count = s->warning_count;
}

}  // namespace

bool mp_stmt_execute(mp_stmt* s) {
  mp_stmt_flush(s);
  mp_link* link = mp_stmt_link(s);
  if (!link) {
    // Its link was closed: mysqlnd still converts the bound values (and warns about those it
    // can't) before the send fails.
    if (s->ready && !(s->param_count && s->params.empty())) {
      ParamValues values(s);
      if (EG(exception)) return false;
    }
    return fail(s, nullptr, client_error(2006, "MySQL server has gone away"));
  }
  if (!s->ready) return fail(s, nullptr, mp_out_of_sync());  // its last prepare() failed
  if (mp_link_busy(link)) return fail(s, link, mp_out_of_sync());
  if (s->param_count && s->params.empty())  // the statement's error only, as mysqlnd's
    return fail(s, nullptr,
                client_error(2031, "No data supplied for parameters in prepared statement"));
  ParamValues values(s);
  if (EG(exception)) return false;  // a value that can't be converted (an object's __toString)
  mysqlpool::Error err;
  uint64_t refusals = mp_row_memory_refusals();
  s->affected_rows = ~uint64_t(0);
  s->executions++;
  if (!link->session->execute(s->sql, values.values(), &s->reply, &err,
                              proto::Connection::kWholeKeepingCutSets, s->context)) {
    mp_name_memory_limit(refusals, &err);
    s->reply = proto::QueryReply();
    link->field_count = 0;
    return fail(s, link, err);
  }
  mp_stmt_clear_long_data(s);  // the server had them: sent once, as stock
  if (s->reply.parts.empty()) {
    mysqlpool::Error e = s->reply.err;
    s->reply = proto::QueryReply();
    link->field_count = 0;  // the server's ERR, as mysqlnd reads it
    return fail(s, link, e);
  }
  show_first_part(s, link);
  if (mp_mysqli_report_mode & MP_MYSQLI_REPORT_INDEX)
    mp_report_index(s->sql.c_str(), s->reply.status);
  return true;
}

ZEND_FUNCTION(mysqli_stmt_bind_param) {
  zval *object, *args;
  int argc = 0;
  zend_string* types;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "OS*", &object, mp_mysqli_stmt_ce,
                                   &types, &args, &argc) == FAILURE)
    RETURN_THROWS();
  mp_stmt* s = mp_valid_stmt(object);
  if (!s) RETURN_THROWS();
  uint32_t arg = getThis() ? 1 : 2;
  if (ZSTR_LEN(types) == 0) {
    mp_argument_empty(arg);
    RETURN_THROWS();
  }
  if (ZSTR_LEN(types) != size_t(argc)) {
    zend_argument_count_error(
        "The number of elements in the type definition string must match the number of bind "
        "variables");
    RETURN_THROWS();
  }
  if (ZSTR_LEN(types) != s->param_count) {
    zend_argument_count_error(
        "The number of variables must match the number of parameters in the prepared statement");
    RETURN_THROWS();
  }
  for (size_t i = 0; i < ZSTR_LEN(types); i++) {
    char t = ZSTR_VAL(types)[i];
    if (t != 'b' && t != 'd' && t != 'i' && t != 's') {
      zend_argument_value_error(arg,
                                "must only contain the \"b\", \"d\", \"i\", \"s\" type specifiers");
      RETURN_THROWS();
    }
  }
  clear_errors(s);
  for (zval& v : s->params) zval_ptr_dtor(&v);
  s->params.assign(size_t(argc), zval());
  for (int i = 0; i < argc; i++) ZVAL_COPY(&s->params[size_t(i)], &args[i]);
  s->types.assign(ZSTR_VAL(types), ZSTR_LEN(types));
  mp_stmt_clear_long_data(s);
  RETURN_TRUE;
}

// execute()'s array (PHP 8.1): every value a string, or NULL, bound for later executes too.
static bool bind_array(mp_stmt* s, HashTable* values, uint32_t arg) {
  if (!zend_array_is_list(values)) {
    zend_argument_value_error(arg, "must be a list array");
    return false;
  }
  uint32_t n = zend_hash_num_elements(values);
  if (n != s->param_count) {
    zend_argument_value_error(arg, "must consist of exactly %d elements, %d present",
                              int(s->param_count), int(n));
    return false;
  }
  clear_errors(s);
  for (zval& v : s->params) zval_ptr_dtor(&v);
  s->params.clear();
  zval* v;
  ZEND_HASH_FOREACH_VAL(values, v) {
    zval copy;
    ZVAL_COPY_DEREF(&copy, v);
    s->params.push_back(copy);
  }
  ZEND_HASH_FOREACH_END();
  s->types.assign(n, 's');
  return true;
}

ZEND_FUNCTION(mysqli_stmt_execute) {
  zval* object;
  HashTable* values = nullptr;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O|h!", &object, mp_mysqli_stmt_ce,
                                   &values) == FAILURE)
    RETURN_THROWS();
  mp_stmt* s = mp_valid_stmt(object);
  if (!s) RETURN_THROWS();
  if (values && !bind_array(s, values, getThis() ? 1 : 2)) RETURN_THROWS();
  if (!mp_stmt_execute(s)) {
    if (EG(exception)) RETURN_THROWS();
    mp_report_stmt_error(s);
    RETURN_FALSE;
  }
  RETURN_TRUE;
}

ZEND_FUNCTION(mysqli_stmt_send_long_data) {
  zval* object;
  zend_long param;
  zend_string* data;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "OlS", &object, mp_mysqli_stmt_ce,
                                   &param, &data) == FAILURE)
    RETURN_THROWS();
  mp_stmt* s = mp_valid_stmt(object);
  if (!s) RETURN_THROWS();
  if (param < 0) {
    zend_argument_value_error(getThis() ? 1 : 2, "must be greater than or equal to 0");
    RETURN_THROWS();
  }
  // As mysqlnd: the error is the statement's, returned as false and not reported.
  mp_stmt_clear_error(s);
  if (s->types.empty()) {
    mp_stmt_set_error(s, mp_out_of_sync());
  } else if (size_t(param) >= s->param_count) {
    mp_stmt_set_error(s, client_error(2034, "Invalid parameter number"));
  } else if (s->types[size_t(param)] != 'b') {
    mp_stmt_set_error(
        s, client_error(2035, "Can't send long data for non-string/non-binary data types"));
  } else {
    s->long_data[size_t(param)].push_back(zend_string_copy(data));
    RETURN_TRUE;
  }
  RETURN_FALSE;
}

// mysqli_execute_query() (PHP 8.2): prepare, execute with the array, the result: a
// mysqli_result, true for a statement without one, false on an error (the link's, as stock).
ZEND_FUNCTION(mysqli_execute_query) {
  zval* link_zv;
  zend_string* sql;
  HashTable* values = nullptr;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "OS|h!", &link_zv, mp_mysqli_ce,
                                   &sql, &values) == FAILURE)
    RETURN_THROWS();
  mp_link* link = mp_valid_link(link_zv);
  if (!link) RETURN_THROWS();
  mp_stmt* s = mp_stmt_new(link_zv, link);  // no PHP object, as stock's: its errors stay
  bool ok = mp_stmt_prepare(s, link, std::string_view(ZSTR_VAL(sql), ZSTR_LEN(sql)));
  if (ok && values && !bind_array(s, values, getThis() ? 2 : 3)) {
    mp_stmt_destroy(s, false);
    RETURN_THROWS();
  }
  ok = ok && mp_stmt_execute(s);
  if (!ok && !EG(exception)) mp_report_stmt_error(s);
  if (ok && s->result != mp_stmt::Result::None) {
    ok = mp_stmt_take_result(s, return_value);
  } else if (ok) {
    RETVAL_TRUE;
  }
  if (!ok) RETVAL_FALSE;
  mysqlpool::Error error = s->error;
  mp_stmt_destroy(s, false);  // the link keeps its numbers and the statement's error
  if (error.code) mp_link_set_error(link, error);
  if (EG(exception)) RETURN_THROWS();
}
