// The `mysqli_stmt` object (statement.h): made by prepare(), stmt_init() or `new mysqli_stmt`,
// prepared on the link's Session, closed by close(); its errors and numbers as mysqlnd keeps
// them per statement.
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ext/mysqli/statement.h"

namespace proto = mysqlpool::proto;

zend_object_handlers mp_stmt_handlers;

zend_object* mp_stmt_create(zend_class_entry* ce) {
  auto* obj = static_cast<mp_stmt_object*>(zend_object_alloc(sizeof(mp_stmt_object), ce));
  obj->stmt = nullptr;
  zend_object_std_init(&obj->std, ce);
  object_properties_init(&obj->std, ce);
  obj->std.handlers = &mp_stmt_handlers;
  return &obj->std;
}

void mp_stmt_clear_long_data(mp_stmt* s) {
  for (auto& pieces : s->long_data) {
    for (zend_string* piece : pieces) zend_string_release(piece);
    pieces.clear();
  }
}

static void release_zvals(std::vector<zval>* values) {
  for (zval& v : *values) zval_ptr_dtor(&v);
  values->clear();
}

void mp_stmt_destroy(mp_stmt* s, bool clears_link_error) {
  mp_link* link = mp_stmt_link(s);
  if (link && clears_link_error) mp_link_clear_error(link);  // as mysqlnd's statement close
  mp_stmt_flush(s);
  if (s->prepared) mp_stats_stmt_closed(link, s->executions);
  // mysqlnd then sends COM_STMT_CLOSE when the connection is free, and every command it sends
  // makes the link's affected_rows -1.
  if (link && clears_link_error && s->ready && !mp_link_busy(link))
    link->affected_rows = ~uint64_t(0);
  mp_stmt_clear_long_data(s);
  release_zvals(&s->params);
  release_zvals(&s->results);
  if (s->link_object) OBJ_RELEASE(s->link_object);
  delete s;
}

static void close_object(mp_stmt_object* obj, bool explicit_close = false) {
  if (!obj->stmt) return;
  mp_stat_global(explicit_close ? MP_STAT_STMT_CLOSE_EXPLICIT : MP_STAT_STMT_CLOSE_IMPLICIT);
  mp_stmt_destroy(obj->stmt);
  obj->stmt = nullptr;
}

void mp_stmt_free(zend_object* o) {
  close_object(mp_stmt_from(o));
  zend_object_std_dtor(o);
}

mp_stmt* mp_valid_stmt(zval* object, bool initialized_ok) {
  mp_stmt* s = mp_stmt_from(Z_OBJ_P(object))->stmt;
  if (!s) {
    zend_throw_error(nullptr, "%s object is already closed", ZSTR_VAL(Z_OBJCE_P(object)->name));
    return nullptr;
  }
  if (!s->prepared && !initialized_ok) {
    zend_throw_error(nullptr, "%s object is not fully initialized",
                     ZSTR_VAL(Z_OBJCE_P(object)->name));
    return nullptr;
  }
  return s;
}

mp_link* mp_stmt_link(const mp_stmt* s) {
  mp_link* link = s->link_object ? mp_link_from(s->link_object)->link : nullptr;
  if (!link || !link->session || link->serial != s->link_serial) return nullptr;
  return link;
}

// As mysqlnd's error list: an error joins the ones before it until a command that starts
// clean (a prepare, an execute that succeeds, a fetch, store or get that may proceed).
void mp_stmt_set_error(mp_stmt* s, const mysqlpool::Error& e) {
  if (s->error.code) s->earlier_errors.push_back(s->error);
  s->error = mp_stock_error(e);
}

void mp_stmt_clear_error(mp_stmt* s) {
  s->earlier_errors.clear();
  s->error = mysqlpool::Error{};
  s->error.sqlstate = "00000";
}

void mp_report_stmt_error(const mp_stmt* s) { mp_report_error(s->error); }

// Statistics of a result let go of before its end, as mysqlnd reads it away: one never used
// or stored is used first (ps_unbuffered_sets), then its rows are skipped.
static void count_flush(mp_stmt* s, mp_link* link) {
  const bool waiting = s->result == mp_stmt::Result::Waiting;
  if (!waiting && (s->result != mp_stmt::Result::Fetching || s->fetched_to_end)) return;
  if (s->part >= s->reply.parts.size() || !s->reply.parts[s->part].is_result_set) return;
  if (waiting) mp_stat_add(link, MP_STAT_PS_UNBUFFERED_SETS);
  const size_t rows = s->reply.parts[s->part].rs.row_count;
  mp_stats_flushed(link, true, rows > s->row ? rows - s->row : 0);
}

void mp_stmt_flush(mp_stmt* s) {
  mp_link* link = mp_stmt_link(s);
  count_flush(s, link);
  if (link && link->fetching == s) {
    link->fetching = nullptr;
    // mysqlnd reads the rest of the reply away: the link's field count is then its last part's
    const auto& parts = s->reply.parts;
    if (s->part + 1 < parts.size())
      link->field_count = parts.back().is_result_set ? uint32_t(parts.back().rs.columns.size()) : 0;
  }
  s->result = mp_stmt::Result::None;
  s->reply = proto::QueryReply();
  s->part = 0;
  s->row = 0;
  s->fetched_to_end = false;
}

mp_stmt* mp_stmt_new(zval* link_zv, mp_link* link) {
  static uint64_t ids = 0;
  auto* s = new mp_stmt();
  s->link_object = Z_OBJ_P(link_zv);
  GC_ADDREF(s->link_object);
  s->link_serial = link->serial;
  s->id = ++ids;
  mp_stmt_clear_error(s);
  return s;
}

void mp_stmt_init_object(zval* out, mp_stmt* s) {
  object_init_ex(out, mp_mysqli_stmt_ce);
  mp_stmt_from(Z_OBJ_P(out))->stmt = s;
}

bool mp_stmt_prepare(mp_stmt* s, mp_link* link, std::string_view sql) {
  mp_stmt_flush(s);
  if (s->prepared) mp_stats_stmt_closed(link, s->executions);  // as mysqlnd closes the old one
  s->executions = 0;
  s->ready = false;
  release_zvals(&s->params);
  release_zvals(&s->results);
  s->types.clear();
  mp_stmt_clear_long_data(s);
  s->long_data.clear();
  s->columns.clear();
  s->param_count = 0;
  s->affected_rows = ~uint64_t(0);  // -1 until a prepare succeeds (then 0), as mysqlnd's
  s->insert_id = 0;
  s->warning_count = 0;
  s->sql.assign(sql.data(), sql.size());
  link->affected_rows = ~uint64_t(0);  // mysqlnd's prepare sets it so, whatever follows
  mp_stmt_clear_error(s);
  mysqlpool::Error err;
  if (mp_link_busy(link)) {
    err = mp_out_of_sync();
  } else if (link->session->check_prepare(sql, &s->param_count, &err, &s->columns)) {
    s->context = link->session->context();
    s->long_data.resize(s->param_count);
    s->prepared = s->ready = true;
    s->affected_rows = 0;
    mp_stmt_clear_error(s);
    mp_link_clear_error(link);
    return true;
  }
  mp_stmt_set_error(s, err);
  mp_link_set_error(link, s->error);  // stock copies the statement's error to the link
  return false;
}

ZEND_FUNCTION(mysqli_prepare) {
  zval* link_zv;
  zend_string* sql;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "OS", &link_zv, mp_mysqli_ce,
                                   &sql) == FAILURE)
    RETURN_THROWS();
  mp_link* link = mp_valid_link(link_zv);
  if (!link) RETURN_THROWS();
  mp_stmt* s = mp_stmt_new(link_zv, link);
  if (!mp_stmt_prepare(s, link, std::string_view(ZSTR_VAL(sql), ZSTR_LEN(sql)))) {
    mp_stmt_destroy(s, false);  // the link keeps the statement's error, as stock's
    mp_report_link_error(link);
    RETURN_FALSE;
  }
  mp_stmt_init_object(return_value, s);
}

ZEND_FUNCTION(mysqli_stmt_init) {
  zval* link_zv;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O", &link_zv, mp_mysqli_ce) ==
      FAILURE)
    RETURN_THROWS();
  mp_link* link = mp_valid_link(link_zv);
  if (!link) RETURN_THROWS();
  mp_stmt_init_object(return_value, mp_stmt_new(link_zv, link));
}

ZEND_METHOD(mysqli_stmt, __construct) {
  zval* link_zv;
  zend_string* sql = nullptr;
  if (zend_parse_parameters(ZEND_NUM_ARGS(), "O|S!", &link_zv, mp_mysqli_ce, &sql) == FAILURE)
    RETURN_THROWS();
  mp_link* link = mp_valid_link(link_zv);
  if (!link) RETURN_THROWS();
  mp_stmt* s = mp_stmt_new(link_zv, link);
  mp_stmt_object* obj = mp_stmt_from(Z_OBJ_P(ZEND_THIS));
  close_object(obj);
  obj->stmt = s;
  if (sql && !mp_stmt_prepare(s, link, std::string_view(ZSTR_VAL(sql), ZSTR_LEN(sql))))
    mp_report_stmt_error(s);
}

ZEND_FUNCTION(mysqli_stmt_prepare) {
  zval* object;
  zend_string* sql;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "OS", &object, mp_mysqli_stmt_ce,
                                   &sql) == FAILURE)
    RETURN_THROWS();
  mp_stmt* s = mp_valid_stmt(object, true);
  if (!s) RETURN_THROWS();
  mp_link* link = mp_stmt_link(s);
  if (!link) {
    mp_stmt_set_error(s, mysqlpool::Error{2006, "HY000", "MySQL server has gone away"});
    mp_report_stmt_error(s);
    RETURN_FALSE;
  }
  if (!mp_stmt_prepare(s, link, std::string_view(ZSTR_VAL(sql), ZSTR_LEN(sql)))) {
    mp_report_stmt_error(s);
    RETURN_FALSE;
  }
  RETURN_TRUE;
}

static mp_stmt* stmt_arg(INTERNAL_FUNCTION_PARAMETERS, bool initialized_ok = false) {
  zval* object;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O", &object, mp_mysqli_stmt_ce) ==
      FAILURE)
    return nullptr;
  return mp_valid_stmt(object, initialized_ok);
}

ZEND_FUNCTION(mysqli_stmt_close) {
  zval* object;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O", &object, mp_mysqli_stmt_ce) ==
      FAILURE)
    RETURN_THROWS();
  if (!mp_valid_stmt(object)) RETURN_THROWS();
  close_object(mp_stmt_from(Z_OBJ_P(object)), true);
  RETURN_TRUE;
}

// reset(): a result not stored goes, and the long data; a stored result stays readable
// (mysqlnd's); the statement stays prepared.
ZEND_FUNCTION(mysqli_stmt_reset) {
  mp_stmt* s = stmt_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU);
  if (!s) RETURN_THROWS();
  if (s->result != mp_stmt::Result::Stored) mp_stmt_flush(s);
  mp_stmt_clear_long_data(s);
  mp_stmt_clear_error(s);
  RETURN_TRUE;
}

static void return_number(uint64_t n, zval* return_value) {
  if (n == ~uint64_t(0)) RETURN_LONG(-1);
  if (n < uint64_t(ZEND_LONG_MAX)) RETURN_LONG(zend_long(n));
  RETURN_STR(zend_u64_to_str(n));
}

ZEND_FUNCTION(mysqli_stmt_affected_rows) {
  mp_stmt* s = stmt_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU);
  if (!s) RETURN_THROWS();
  return_number(s->affected_rows, return_value);
}

ZEND_FUNCTION(mysqli_stmt_insert_id) {
  mp_stmt* s = stmt_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU);
  if (!s) RETURN_THROWS();
  return_number(s->insert_id, return_value);
}

ZEND_FUNCTION(mysqli_stmt_param_count) {
  mp_stmt* s = stmt_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU);
  if (!s) RETURN_THROWS();
  RETURN_LONG(s->param_count);
}

ZEND_FUNCTION(mysqli_stmt_field_count) {
  mp_stmt* s = stmt_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU);
  if (!s) RETURN_THROWS();
  RETURN_LONG(zend_long(s->columns.size()));
}

ZEND_FUNCTION(mysqli_stmt_errno) {
  mp_stmt* s = stmt_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU, true);
  if (!s) RETURN_THROWS();
  RETURN_LONG(s->error.code);
}

ZEND_FUNCTION(mysqli_stmt_error) {
  mp_stmt* s = stmt_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU, true);
  if (!s) RETURN_THROWS();
  RETURN_STRINGL(s->error.message.data(), s->error.message.size());
}

ZEND_FUNCTION(mysqli_stmt_sqlstate) {
  mp_stmt* s = stmt_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU);
  if (!s) RETURN_THROWS();
  RETURN_STRING(s->error.sqlstate.size() == 5 ? s->error.sqlstate.c_str() : "00000");
}

void mp_stmt_error_list(const mp_stmt* s, zval* out) {
  array_init(out);
  auto add = [out](const mysqlpool::Error& e) {
    zval one;
    array_init(&one);
    add_assoc_long(&one, "errno", e.code);
    add_assoc_string(&one, "sqlstate", e.sqlstate.c_str());
    add_assoc_stringl(&one, "error", e.message.data(), e.message.size());
    add_next_index_zval(out, &one);
  };
  for (const auto& e : s->earlier_errors) add(e);
  if (s->error.code) add(s->error);
}

ZEND_FUNCTION(mysqli_stmt_error_list) {
  mp_stmt* s = stmt_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU, true);
  if (!s) RETURN_THROWS();
  mp_stmt_error_list(s, return_value);
}

// Stock's attribute numbers and values (mysql_com.h).
enum : zend_long { kAttrUpdateMaxLength = 0, kAttrCursorType = 1, kAttrPrefetchRows = 2 };

// PHP 8.4 took out MYSQLI_STMT_ATTR_PREFETCH_ROWS and the cursor types past READ_ONLY, which
// mysqlnd never implemented: refused as bad arguments there, before anything else.
constexpr bool kPhp84 = PHP_VERSION_ID >= 80400;
static const char* const kAttrNames =
    kPhp84 ? "must be either MYSQLI_STMT_ATTR_UPDATE_MAX_LENGTH or MYSQLI_STMT_ATTR_CURSOR_TYPE"
           : "must be one of MYSQLI_STMT_ATTR_UPDATE_MAX_LENGTH, MYSQLI_STMT_ATTR_PREFETCH_ROWS, or "
             "STMT_ATTR_CURSOR_TYPE";

// The value attr_set() was given, checked as stock; false: a ValueError was thrown.
static bool valid_attr(zend_long attr, zend_long value, uint32_t arg) {
  switch (attr) {
    case kAttrUpdateMaxLength:
      if (value == 0 || value == 1) return true;
      zend_argument_value_error(arg + 1,
                                "must be 0 or 1 for attribute MYSQLI_STMT_ATTR_UPDATE_MAX_LENGTH");
      return false;
    case kAttrCursorType:
      if (value == 0 || value == 1 || (!kPhp84 && (value == 2 || value == 4))) return true;
      zend_argument_value_error(arg + 1,
                                "must be one of the MYSQLI_CURSOR_TYPE_* constants for attribute "
                                "MYSQLI_STMT_ATTR_CURSOR_TYPE");
      return false;
    case kAttrPrefetchRows:
      if (kPhp84) break;
      if (value >= 1) return true;
      zend_argument_value_error(
          arg + 1, "must be greater than 0 for attribute MYSQLI_STMT_ATTR_PREFETCH_ROWS");
      return false;
    default:
      break;
  }
  zend_argument_value_error(arg, kAttrNames);
  return false;
}

// attr_set(): kept and read back by attr_get(), with mysqlnd's refusals ("Not implemented",
// 2054: a cursor type past READ_ONLY, prefetching more than 1 row). A READ_ONLY cursor is
// not opened on the server: the rows are read whole at execute() (README's differences).
ZEND_FUNCTION(mysqli_stmt_attr_set) {
  zval* object;
  zend_long attr, value;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "Oll", &object, mp_mysqli_stmt_ce,
                                   &attr, &value) == FAILURE)
    RETURN_THROWS();
  mp_stmt* s = mp_valid_stmt(object);
  if (!s) RETURN_THROWS();
  if (!valid_attr(attr, value, getThis() ? 1 : 2)) RETURN_THROWS();
  if ((attr == kAttrCursorType || attr == kAttrPrefetchRows) && value > 1) {
    mp_stmt_set_error(s, mysqlpool::Error{2054, "HY000", "Not implemented"});
    mp_report_stmt_error(s);
    RETURN_FALSE;
  }
  (attr == kAttrUpdateMaxLength ? s->update_max_length
   : attr == kAttrCursorType    ? s->cursor_type
                                : s->prefetch_rows) = value;
  RETURN_TRUE;
}

ZEND_FUNCTION(mysqli_stmt_attr_get) {
  zval* object;
  zend_long attr;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "Ol", &object, mp_mysqli_stmt_ce,
                                   &attr) == FAILURE)
    RETURN_THROWS();
  mp_stmt* s = mp_valid_stmt(object);
  if (!s) RETURN_THROWS();
  switch (attr) {
    case kAttrUpdateMaxLength:
      RETURN_LONG(s->update_max_length);
    case kAttrCursorType:
      RETURN_LONG(s->cursor_type);
    case kAttrPrefetchRows:
      if (!kPhp84) RETURN_LONG(s->prefetch_rows);
      [[fallthrough]];
    default:
      zend_argument_value_error(getThis() ? 1 : 2, kAttrNames);
      RETURN_THROWS();
  }
}
