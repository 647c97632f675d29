// Field metadata of a mysqli_result: fetch_field / fetch_fields / fetch_field_direct objects
// with stock's properties, and the field cursor (field_seek / field_tell / current_field).
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ext/mysqli/mysqli_api.h"

namespace proto = mysqlpool::proto;

// mysqlnd marks numeric columns with NUM_FLAG (32768) as it reads their metadata (not
// NEWDECIMAL: measured on stock 8.2).
static uint32_t field_flags(const proto::ColumnDef& c) {
  constexpr uint32_t kNumFlag = 32768;
  bool numeric = (c.type <= proto::TYPE_INT24 &&
                  (c.type != proto::TYPE_TIMESTAMP || c.length == 14 || c.length == 8)) ||
                 c.type == proto::TYPE_YEAR;
  return c.flags | (numeric ? kNumFlag : 0);
}

void mp_field_object(const mp_result* r, uint32_t col, zval* out) {
  const proto::ColumnDef& c = r->set().columns[col];
  object_init(out);
  add_property_stringl(out, "name", c.name.data(), c.name.size());
  add_property_stringl(out, "orgname", c.org_name.data(), c.org_name.size());
  add_property_stringl(out, "table", c.table.data(), c.table.size());
  add_property_stringl(out, "orgtable", c.org_table.data(), c.org_table.size());
  add_property_string(out, "def", "");
  add_property_stringl(out, "db", c.schema.data(), c.schema.size());
  add_property_string(out, "catalog", "def");
  // Stock mysqli (mysqlnd, PHP 8.1+) no longer computes it for query results: 0.
  add_property_long(out, "max_length", 0);
  add_property_long(out, "length", zend_long(c.length));
  add_property_long(out, "charsetnr", c.charset);
  add_property_long(out, "flags", zend_long(field_flags(c)));
  add_property_long(out, "type", c.type);
  add_property_long(out, "decimals", c.decimals);
}

static mp_result* result_arg(INTERNAL_FUNCTION_PARAMETERS, zval** object) {
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O", object, mp_mysqli_result_ce) ==
      FAILURE)
    return nullptr;
  return mp_valid_result(*object);
}

ZEND_FUNCTION(mysqli_fetch_field) {
  zval* object;
  mp_result* r = result_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU, &object);
  if (!r) RETURN_THROWS();
  if (r->current_field >= r->set().columns.size()) RETURN_FALSE;
  mp_field_object(r, r->current_field++, return_value);
}

ZEND_FUNCTION(mysqli_fetch_fields) {
  zval* object;
  mp_result* r = result_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU, &object);
  if (!r) RETURN_THROWS();
  array_init(return_value);
  for (uint32_t c = 0; c < r->set().columns.size(); c++) {
    zval field;
    mp_field_object(r, c, &field);
    add_next_index_zval(return_value, &field);
  }
}

// fetch_field_direct and field_seek take a field number: the same range check and texts.
static bool field_index(mp_result* r, zend_long index, uint32_t arg) {
  if (index < 0) {
    zend_argument_value_error(arg, "must be greater than or equal to 0");
    return false;
  }
  if (size_t(index) >= r->set().columns.size()) {
    zend_argument_value_error(arg, "must be less than the number of fields for this result set");
    return false;
  }
  return true;
}

ZEND_FUNCTION(mysqli_fetch_field_direct) {
  zval* object;
  zend_long index;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "Ol", &object, mp_mysqli_result_ce,
                                   &index) == FAILURE)
    RETURN_THROWS();
  mp_result* r = mp_valid_result(object);
  if (!r) RETURN_THROWS();
  if (!field_index(r, index, getThis() ? 1 : 2)) RETURN_THROWS();
  mp_field_object(r, uint32_t(index), return_value);
}

ZEND_FUNCTION(mysqli_field_seek) {
  zval* object;
  zend_long index;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "Ol", &object, mp_mysqli_result_ce,
                                   &index) == FAILURE)
    RETURN_THROWS();
  mp_result* r = mp_valid_result(object);
  if (!r) RETURN_THROWS();
  if (!field_index(r, index, getThis() ? 1 : 2)) RETURN_THROWS();
  r->current_field = uint32_t(index);
  RETURN_TRUE;
}

ZEND_FUNCTION(mysqli_field_tell) {
  zval* object;
  mp_result* r = result_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU, &object);
  if (!r) RETURN_THROWS();
  RETURN_LONG(r->current_field);
}
