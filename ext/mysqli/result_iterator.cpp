// foreach over a mysqli_result (IteratorAggregate): rows as fetch_assoc() gives them, keyed
// 0, 1, ...; a buffered result starts again from its first row, an unbuffered one only once.
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ext/mysqli/mysqli_api.h"

namespace {

struct RowIterator {
  zend_object_iterator base;
  zval current;
  zend_long key = 0;
  bool started = false;
};

mp_result* result_of(zend_object_iterator* it) { return mp_result_from(Z_OBJ(it->data))->result; }

void fetch(RowIterator* it) {
  zval_ptr_dtor(&it->current);
  ZVAL_UNDEF(&it->current);
  mp_result* r = result_of(&it->base);
  size_t row;
  if (!r || !mp_result_next_row(r, &row)) return;
  const auto& columns = r->set().columns;
  array_init_size(&it->current, uint32_t(columns.size()));
  for (size_t c = 0; c < columns.size(); c++) {
    zval v;
    mp_result_row_value(r, row, c, &v);
    zend_symtable_str_update(Z_ARRVAL(it->current), columns[c].name.data(), columns[c].name.size(),
                             &v);
  }
}

void dtor(zend_object_iterator* base) {
  auto* it = reinterpret_cast<RowIterator*>(base);
  zval_ptr_dtor(&it->current);
  zval_ptr_dtor(&base->data);
}

#if PHP_VERSION_ID >= 80400
zend_result valid(zend_object_iterator* base) {
#else
int valid(zend_object_iterator* base) {  // zend_result from PHP 8.4 on
#endif
  return Z_TYPE(reinterpret_cast<RowIterator*>(base)->current) == IS_ARRAY ? SUCCESS : FAILURE;
}

zval* current(zend_object_iterator* base) { return &reinterpret_cast<RowIterator*>(base)->current; }

void key(zend_object_iterator* base, zval* out) {
  ZVAL_LONG(out, reinterpret_cast<RowIterator*>(base)->key);
}

void move_forward(zend_object_iterator* base) {
  auto* it = reinterpret_cast<RowIterator*>(base);
  fetch(it);
  if (Z_TYPE(it->current) == IS_ARRAY) it->key++;
}

void rewind(zend_object_iterator* base) {
  auto* it = reinterpret_cast<RowIterator*>(base);
  mp_result* r = result_of(base);
  if (r && r->unbuffered && (it->started || r->row > 0)) {
    php_error_docref(nullptr, E_WARNING,
                     "Data fetched with MYSQLI_USE_RESULT can be iterated only once");
    return;
  }
  if (r && !r->unbuffered) r->row = 0;
  it->started = true;
  it->key = 0;
  fetch(it);
}

const zend_object_iterator_funcs kFuncs = {dtor,         valid,  current, key,
                                           move_forward, rewind, nullptr, nullptr};

}  // namespace

zend_object_iterator* mp_result_get_iterator(zend_class_entry* ce, zval* object, int by_ref) {
  if (by_ref) {
    zend_throw_error(nullptr, "An iterator cannot be used with foreach by reference");
    return nullptr;
  }
  if (!mp_valid_result(object)) return nullptr;
  auto* it = static_cast<RowIterator*>(ecalloc(1, sizeof(RowIterator)));
  zend_iterator_init(&it->base);
  ZVAL_OBJ_COPY(&it->base.data, Z_OBJ_P(object));
  it->base.funcs = &kFuncs;
  ZVAL_UNDEF(&it->current);
  return &it->base;
}

ZEND_METHOD(mysqli_result, getIterator) {
  ZEND_PARSE_PARAMETERS_NONE();
  zend_create_internal_iterator_zval(return_value, ZEND_THIS);
}
