// The `mysqli_result` object: a result set's rows, all at hand (buffered: read whole before
// PHP sees a row, the connection already back in the pool) or read in batches from the
// connection the link holds (MYSQLI_USE_RESULT: bounded memory, counted against
// memory_limit like every row). Values as mysqlnd gives text results: strings and null, or
// ints and floats with MYSQLI_OPT_INT_AND_FLOAT_NATIVE.
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ext/mysqli/mysqli_api.h"
#include "ext/mysqli/statement.h"
#include "ext/pdo_mysqlpool_int.h"

extern "C" {
#include "Zend/zend_interfaces.h"
}

namespace proto = mysqlpool::proto;

zend_object* mp_result_create(zend_class_entry* ce) {
  auto* obj = static_cast<mp_result_object*>(zend_object_alloc(sizeof(mp_result_object), ce));
  obj->result = nullptr;
  zend_object_std_init(&obj->std, ce);
  object_properties_init(&obj->std, ce);
  obj->std.handlers = &mp_result_handlers;
  return &obj->std;
}

// The link a result's statistics go to: its own while connected as when it was made.
static mp_link* stats_link(const mp_result* r) {
  return r->link ? r->link : mp_stats_link_of(r->link_serial);
}

static void free_result(mp_result_object* obj) {
  mp_result* r = obj->result;
  if (!r) return;
  mp_link* link = stats_link(r);
  mp_stat_add(link, MP_STAT_FREE_RESULT_EXPLICIT);  // mysqlnd's mysql_free_result(), always
  if (r->link) {
    const bool flushed = !r->done && !r->cut_off;
    mp_link_finish_stream(r->link);  // unread rows are read away, as stock
    const uint64_t rows = r->rs.first_row + r->rs.row_count;
    if (flushed) mp_stats_flushed(link, false, rows > r->row ? rows - r->row : 0);
  }
  delete r;
  obj->result = nullptr;
}

void mp_result_free(zend_object* o) {
  free_result(mp_result_from(o));
  zend_object_std_dtor(o);
}

void mp_result_init_object(zval* out, mp_result* r) {
  object_init_ex(out, mp_mysqli_result_ce);
  mp_result_from(Z_OBJ_P(out))->result = r;
}

mp_result* mp_valid_result(zval* object) {
  mp_result* r = mp_result_from(Z_OBJ_P(object))->result;
  if (!r)
    zend_throw_error(nullptr, "%s object is already closed", ZSTR_VAL(Z_OBJCE_P(object)->name));
  return r;
}

// An unbuffered set's next batch; false at its end or on an error (reported as the link's).
// When the session has read the reply to its end, the last rows move to r->rs.
// Unbuffered: the lengths of the row fetched last, while it is in the set.
static void keep_last_lengths(mp_result* r) {
  const proto::ResultSet& set = r->set();
  if (r->last_row < 0 || size_t(r->last_row) < set.first_row ||
      size_t(r->last_row) - set.first_row >= set.row_count)
    return;
  r->last_lengths = mp_result_row_lengths(r, size_t(r->last_row) - set.first_row);
}

static bool read_batch(mp_result* r) {
  mp_link* link = r->link;
  if (link && r->cut_error.code) {  // the ERR that ended the rows
    mp_link_set_error(link, r->cut_error);
    r->cut_error = mysqlpool::Error{};
    r->failed = true;
    mp_report_link_error(link);
    return false;
  }
  if (!link || !r->streaming) return false;
  proto::ResultSet& set = r->stream.parts[r->part].rs;
  keep_last_lengths(r);
  set.drop_rows();
  mysqlpool::Error err;
  uint64_t refusals = mp_row_memory_refusals();
  bool read = link->session->read_more(&r->stream, &err);
  bool more = read && set.row_count > 0;
  if (read && link->session->streaming()) return more;
  bool failed = !read || (r->stream.is_error && !set.complete);
  if (!read)
    mp_name_memory_limit(refusals, &err);
  else if (failed)
    err = r->stream.err;
  r->rs = std::move(set);
  r->stream = proto::QueryReply();
  r->streaming = false;
  if (failed) {
    mp_link_set_error(link, err);
    r->failed = true;
    mp_report_link_error(link);
  }
  return more;
}

bool mp_result_next_row(mp_result* r, size_t* row) {
  if (r->cut_off) {
    mp_report_error(mp_out_of_sync());
    return false;
  }
  if (r->done) return false;
  const proto::ResultSet* set = &r->set();
  if (r->row < set->first_row) r->row = set->first_row;  // an unbuffered set's dropped rows
  if (r->row - set->first_row >= set->row_count) {
    if (!read_batch(r)) {
      if (!r->unbuffered) r->last_row = -1;  // past the end: no lengths (unbuffered: the last's)
      if (r->unbuffered) {
        keep_last_lengths(r);
        // No row at all: a 0 per column, as mysqlnd's.
        if (r->last_lengths.empty()) r->last_lengths.assign(r->set().columns.size(), 0);
        r->done = true;
        if (r->link) mp_link_finish_stream(r->link);  // all fetched: the link is free
      }
      return false;
    }
    set = &r->set();
  }
  *row = r->row - set->first_row;
  r->last_row = long(r->row);
  r->row++;
  if (mp_stats_on()) {
    mp_link* link = stats_link(r);
    mp_stats_fetched(link, set->binary, !r->unbuffered);
    mp_stats_row(link, *set, *row);
  }
  return true;
}

// Types mysqlnd makes PHP ints and floats of with MYSQLI_OPT_INT_AND_FLOAT_NATIVE (not YEAR,
// nor a ZEROFILL column: their text is the value, "1901", "000001").
constexpr uint16_t kZerofillFlag = 64;
static bool native_value(const proto::ColumnDef& def, std::string_view v, zval* out) {
  if (def.flags & kZerofillFlag) return false;
  switch (def.type) {
    case proto::TYPE_TINY:
    case proto::TYPE_SHORT:
    case proto::TYPE_INT24:
    case proto::TYPE_LONG:
    case proto::TYPE_LONGLONG: {
      if (v.size() >= 24) return false;
      char text[24];
      memcpy(text, v.data(), v.size());
      text[v.size()] = '\0';
      zend_long lval;
      double dval;
      if (is_numeric_string(text, v.size(), &lval, &dval, false) != IS_LONG) return false;
      ZVAL_LONG(out, lval);
      return true;
    }
    case proto::TYPE_FLOAT:
    case proto::TYPE_DOUBLE: {
      if (v.size() >= 400) return false;
      char text[400];
      memcpy(text, v.data(), v.size());
      text[v.size()] = '\0';
      ZVAL_DOUBLE(out, zend_strtod(text, nullptr));
      return true;
    }
    default:
      return false;
  }
}

// A BIT column's value comes as its bytes, most significant first; mysqlnd gives the number:
// a decimal string, or an int with MYSQLI_OPT_INT_AND_FLOAT_NATIVE when it fits one.
static void bit_value(std::string_view v, bool native, zval* out) {
  uint64_t n = 0;
  for (unsigned char byte : v.substr(v.size() > 8 ? v.size() - 8 : 0)) n = (n << 8) | byte;
  if (native && n <= uint64_t(ZEND_LONG_MAX))
    ZVAL_LONG(out, zend_long(n));
  else
    ZVAL_STR(out, zend_u64_to_str(n));
}

void mp_result_row_value(const mp_result* r, size_t row, size_t col, zval* out) {
  const proto::ResultSet& rs = r->set();
  if (rs.binary) {  // a statement's (get_result()): typed as mysqlnd types the binary protocol
    mp_binary_value(rs, row, col, out);
    return;
  }
  if (rs.is_null(row, col)) {
    ZVAL_NULL(out);
    return;
  }
  std::string_view v = rs.value(row, col);
  if (rs.columns[col].type == proto::TYPE_BIT) {
    bit_value(v, r->native_types, out);
    return;
  }
  if (r->native_types && native_value(rs.columns[col], v, out)) return;
  ZVAL_STRINGL_FAST(out, v.data(), v.size());
}

std::vector<zend_long> mp_result_row_lengths(const mp_result* r, size_t row) {
  std::vector<zend_long> out;
  for (size_t c = 0; c < r->set().columns.size(); c++) {
    zval v;
    mp_result_row_value(r, row, c, &v);
    out.push_back(Z_TYPE(v) == IS_STRING ? zend_long(Z_STRLEN(v)) : 0);
    zval_ptr_dtor(&v);
  }
  return out;
}

std::vector<zend_long> mp_result_lengths(const mp_result* r) {
  if (r->unbuffered && r->done) return r->last_lengths;
  const auto& rs = r->set();
  bool in_set = r->last_row >= 0 && size_t(r->last_row) >= rs.first_row &&
                size_t(r->last_row) - rs.first_row < rs.row_count;
  if (!in_set || size_t(r->last_row) + 1 != r->row) return {};
  return mp_result_row_lengths(r, size_t(r->last_row) - rs.first_row);
}

// The row as an array: by column number, by name (a later column of the same name wins, as
// in stock), or both, as mysqlnd: a column named "1" takes index 1 before the second column
// does (php-src's bug79084_collision).
static void row_array(const mp_result* r, size_t row, zend_long mode, zval* out) {
  const proto::ResultSet& rs = r->set();
  array_init_size(out, uint32_t(rs.columns.size() * (mode == MP_BOTH ? 2 : 1)));
  for (size_t c = 0; c < rs.columns.size(); c++) {
    zval v;
    mp_result_row_value(r, row, c, &v);
    // The number only if no earlier column's name took it, as mysqlnd (zend_hash_index_add).
    if ((mode & MP_NUM) && zend_hash_index_add(Z_ARRVAL_P(out), zend_ulong(c), &v)) Z_TRY_ADDREF(v);
    if (mode & MP_ASSOC) {
      const std::string& name = rs.columns[c].name;
      Z_TRY_ADDREF(v);
      zend_symtable_str_update(Z_ARRVAL_P(out), name.data(), name.size(), &v);
    }
    zval_ptr_dtor(&v);
  }
}

// fetch_row/assoc/array's common part: the next row, or null at the end.
static void fetch_into(mp_result* r, zend_long mode, zval* out) {
  size_t row;
  if (!mp_result_next_row(r, &row)) {
    bool failed = r->failed;  // false once, at the fetch that met the error
    r->failed = false;
    if (EG(exception) || r->cut_off || failed)
      ZVAL_FALSE(out);
    else
      ZVAL_NULL(out);
    return;
  }
  row_array(r, row, mode, out);
}

static mp_result* result_arg(INTERNAL_FUNCTION_PARAMETERS, zval** object) {
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O", object, mp_mysqli_result_ce) ==
      FAILURE)
    return nullptr;
  return mp_valid_result(*object);
}

ZEND_FUNCTION(mysqli_fetch_row) {
  zval* object;
  mp_result* r = result_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU, &object);
  if (!r) RETURN_THROWS();
  fetch_into(r, MP_NUM, return_value);
}

ZEND_FUNCTION(mysqli_fetch_assoc) {
  zval* object;
  mp_result* r = result_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU, &object);
  if (!r) RETURN_THROWS();
  fetch_into(r, MP_ASSOC, return_value);
}

static bool valid_mode(zend_long mode, uint32_t arg) {
  if (mode & MP_BOTH && !(mode & ~MP_BOTH)) return true;
  zend_argument_value_error(arg, "must be one of MYSQLI_NUM, MYSQLI_ASSOC, or MYSQLI_BOTH");
  return false;
}

ZEND_FUNCTION(mysqli_fetch_array) {
  zval* object;
  zend_long mode = MP_BOTH;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O|l", &object, mp_mysqli_result_ce,
                                   &mode) == FAILURE)
    RETURN_THROWS();
  if (!valid_mode(mode, getThis() ? 1 : 2)) RETURN_THROWS();
  mp_result* r = mp_valid_result(object);
  if (!r) RETURN_THROWS();
  fetch_into(r, mode, return_value);
}

ZEND_FUNCTION(mysqli_fetch_all) {
  zval* object;
  zend_long mode = MP_NUM;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O|l", &object, mp_mysqli_result_ce,
                                   &mode) == FAILURE)
    RETURN_THROWS();
  if (!valid_mode(mode, getThis() ? 1 : 2)) RETURN_THROWS();
  mp_result* r = mp_valid_result(object);
  if (!r) RETURN_THROWS();
  array_init(return_value);
  size_t row;
  while (mp_result_next_row(r, &row)) {
    zval one;
    row_array(r, row, mode, &one);
    add_next_index_zval(return_value, &one);
  }
}

ZEND_FUNCTION(mysqli_fetch_column) {
  zval* object;
  zend_long column = 0;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O|l", &object, mp_mysqli_result_ce,
                                   &column) == FAILURE)
    RETURN_THROWS();
  mp_result* r = mp_valid_result(object);
  if (!r) RETURN_THROWS();
  uint32_t arg = getThis() ? 1 : 2;
  if (column < 0) {
    zend_argument_value_error(arg, "must be greater than or equal to 0");
    RETURN_THROWS();
  }
  if (size_t(column) >= r->set().columns.size()) {
    zend_argument_value_error(arg, "must be less than the number of fields for this result set");
    RETURN_THROWS();
  }
  size_t row;
  if (!mp_result_next_row(r, &row)) RETURN_FALSE;
  mp_result_row_value(r, row, size_t(column), return_value);
}

// The row as an object of `ce`: properties first, then the constructor, as stock.
static void row_object(mp_result* r, size_t row, zend_class_entry* ce, zval* ctor_args,
                       uint32_t ctor_args_arg, zval* out) {
  zval dataset;
  row_array(r, row, MP_ASSOC, &dataset);
  object_init_ex(out, ce);
  HashTable* props = zend_symtable_to_proptable(Z_ARR(dataset));
  zval_ptr_dtor(&dataset);
  if (!ce->default_properties_count && !ce->__set) {
    Z_OBJ_P(out)->properties = props;
  } else {
    zend_merge_properties(out, props);
    zend_array_release(props);
  }
  if (ce->constructor) {
    zend_call_known_function(ce->constructor, Z_OBJ_P(out), Z_OBJCE_P(out), nullptr, 0, nullptr,
                             ctor_args ? Z_ARRVAL_P(ctor_args) : nullptr);
  } else if (ctor_args && zend_hash_num_elements(Z_ARRVAL_P(ctor_args)) > 0) {
    // An Exception up to PHP 8.2's mysqli, a ValueError from 8.4 (8.3 not checked: 8.2's here).
    zend_argument_error(PHP_VERSION_ID >= 80400 ? zend_ce_value_error : zend_ce_exception,
                        ctor_args_arg,
                        "must be empty when the specified class (%s) does not have a constructor",
                        ZSTR_VAL(ce->name));
  }
}

ZEND_FUNCTION(mysqli_fetch_object) {
  zval *object, *ctor_args = nullptr;
  zend_class_entry* ce = nullptr;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O|Ca", &object, mp_mysqli_result_ce,
                                   &ce, &ctor_args) == FAILURE)
    RETURN_THROWS();
  if (!ce) ce = zend_standard_class_def;
  if (ce->ce_flags & (ZEND_ACC_INTERFACE | ZEND_ACC_TRAIT | ZEND_ACC_IMPLICIT_ABSTRACT_CLASS |
                      ZEND_ACC_EXPLICIT_ABSTRACT_CLASS)) {
    zend_throw_error(nullptr, "Class %s cannot be instantiated", ZSTR_VAL(ce->name));
    RETURN_THROWS();
  }
  mp_result* r = mp_valid_result(object);
  if (!r) RETURN_THROWS();
  size_t row;
  if (!mp_result_next_row(r, &row)) {
    bool failed = r->failed;
    r->failed = false;
    if (EG(exception) || r->cut_off || failed) RETURN_FALSE;
    RETURN_NULL();
  }
  row_object(r, row, ce, ctor_args, getThis() ? 2 : 3, return_value);
}

ZEND_FUNCTION(mysqli_num_rows) {
  zval* object;
  mp_result* r = result_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU, &object);
  if (!r) RETURN_THROWS();
  if (r->unbuffered && !r->done) {
    zend_throw_error(nullptr, "mysqli_num_rows() cannot be used in MYSQLI_USE_RESULT mode");
    RETURN_THROWS();
  }
  const proto::ResultSet& rs = r->set();
  RETURN_LONG(zend_long(rs.first_row + rs.row_count));
}

ZEND_FUNCTION(mysqli_num_fields) {
  zval* object;
  mp_result* r = result_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU, &object);
  if (!r) RETURN_THROWS();
  RETURN_LONG(zend_long(r->set().columns.size()));
}

ZEND_FUNCTION(mysqli_data_seek) {
  zval* object;
  zend_long offset;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "Ol", &object, mp_mysqli_result_ce,
                                   &offset) == FAILURE)
    RETURN_THROWS();
  if (offset < 0) {
    zend_argument_value_error(getThis() ? 1 : 2, "must be greater than or equal to 0");
    RETURN_THROWS();
  }
  mp_result* r = mp_valid_result(object);
  if (!r) RETURN_THROWS();
  if (r->unbuffered) {
    zend_throw_error(nullptr, "%s() cannot be used in MYSQLI_USE_RESULT mode",
                     getThis() ? "mysqli_result::data_seek" : "mysqli_data_seek");
    RETURN_THROWS();
  }
  if (size_t(offset) >= r->rs.row_count) RETURN_FALSE;
  r->row = size_t(offset);
  RETURN_TRUE;
}

// The lengths of the row fetched last; false before the first fetch and after the last.
ZEND_FUNCTION(mysqli_fetch_lengths) {
  zval* object;
  mp_result* r = result_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU, &object);
  if (!r) RETURN_THROWS();
  std::vector<zend_long> lens = mp_result_lengths(r);
  if (lens.empty()) RETURN_FALSE;
  array_init(return_value);
  for (zend_long n : lens) add_next_index_long(return_value, n);
}

ZEND_FUNCTION(mysqli_free_result) {
  zval* object;
  mp_result* r = result_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU, &object);
  if (!r) RETURN_THROWS();
  free_result(mp_result_from(Z_OBJ_P(object)));
}

// new mysqli_result($link, $mode): the link's current result, as store_result/use_result.
ZEND_METHOD(mysqli_result, __construct) {
  zval* link_object;
  zend_long mode = MP_STORE_RESULT;
  if (zend_parse_parameters(ZEND_NUM_ARGS(), "O|l", &link_object, mp_mysqli_ce, &mode) == FAILURE)
    RETURN_THROWS();
  if (mode != MP_STORE_RESULT && mode != MP_USE_RESULT) {
    zend_argument_value_error(2, "must be either MYSQLI_STORE_RESULT or MYSQLI_USE_RESULT");
    RETURN_THROWS();
  }
  mp_link* link = mp_valid_link(link_object);
  if (!link) RETURN_THROWS();
  zval made;
  if (!mp_link_take_result(link, mode == MP_USE_RESULT, &made)) {
    mp_report_link_error(link);
    RETURN_THROWS();
  }
  mp_result_object* from = mp_result_from(Z_OBJ(made));
  mp_result_from(Z_OBJ_P(ZEND_THIS))->result = from->result;
  from->result = nullptr;
  zval_ptr_dtor(&made);
}
