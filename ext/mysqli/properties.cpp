// The properties of `mysqli` and `mysqli_result` as stock reads them: computed when read
// (they are declared in the stub, typed, and never stored), read-only, with stock's errors on
// a closed object ("mysqli object is already closed") or one not yet connected ("Property
// access is not allowed yet"), and shown by var_dump() (get_debug_info). Other properties (a
// subclass's own) are ordinary ones.
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ext/mysqli/mysqli_api.h"
#include "ext/mysqli/statement.h"

namespace {

// One read: false when the object can't answer (the error thrown unless quiet).
using Reader = bool (*)(zend_object* o, const void* prop, zval* out, bool quiet);

bool read_link(zend_object* o, const void* p, zval* out, bool quiet) {
  const auto* prop = static_cast<const mp_link_property*>(p);
  mp_link* link = mp_link_from(o)->link;
  if (prop->needs != mp_link_property::None) {
    bool valid_only =
        prop->needs == mp_link_property::Valid || prop->needs == mp_link_property::StatusFirst;
    if (!link && prop->needs != mp_link_property::StatusFirst) {
      if (!quiet) zend_throw_error(nullptr, "%s object is already closed", ZSTR_VAL(o->ce->name));
      return false;
    }
    if ((valid_only && (!link || link->status != mp_link::Status::Valid)) ||
        (link && link->status == mp_link::Status::Unusable)) {
      if (!quiet) zend_throw_error(nullptr, "Property access is not allowed yet");
      return false;
    }
  }
  prop->read(link, out);
  return true;
}

// mysqli_result's 5.
enum class ResultProp { CurrentField, FieldCount, Lengths, NumRows, Type };
struct ResultProperty {
  const char* name;
  ResultProp which;
  bool status_first;  // stock checks the status first: freed, "Property access is not allowed yet"
};
const ResultProperty kResultProperties[] = {
    {"current_field", ResultProp::CurrentField, false},
    {"field_count", ResultProp::FieldCount, false},
    {"lengths", ResultProp::Lengths, true},
    {"num_rows", ResultProp::NumRows, false},
    {"type", ResultProp::Type, true},
    {nullptr, ResultProp::Type, false},
};

void lengths(const mp_result* r, zval* out) {
  std::vector<zend_long> lens = mp_result_lengths(r);
  if (lens.empty()) {
    ZVAL_NULL(out);
    return;
  }
  array_init(out);
  for (zend_long n : lens) add_next_index_long(out, n);
}

bool read_result(zend_object* o, const void* p, zval* out, bool quiet) {
  const auto* prop = static_cast<const ResultProperty*>(p);
  mp_result* r = mp_result_from(o)->result;
  if (!r && prop->status_first) {
    if (!quiet) zend_throw_error(nullptr, "Property access is not allowed yet");
    return false;
  }
  if (!r) {
    if (!quiet) zend_throw_error(nullptr, "%s object is already closed", ZSTR_VAL(o->ce->name));
    return false;
  }
  const auto& rs = r->set();
  switch (prop->which) {
    case ResultProp::CurrentField:
      ZVAL_LONG(out, r->current_field);
      break;
    case ResultProp::FieldCount:
      ZVAL_LONG(out, zend_long(rs.columns.size()));
      break;
    case ResultProp::Lengths:
      lengths(r, out);
      break;
    case ResultProp::NumRows:
      ZVAL_LONG(out, zend_long(r->unbuffered ? r->row : rs.first_row + rs.row_count));
      break;
    case ResultProp::Type:
      ZVAL_LONG(out, r->unbuffered ? MP_USE_RESULT : MP_STORE_RESULT);
      break;
  }
  return true;
}

// mysqli_stmt's 10, each with the state stock checks first: StatusFirst (closed or not
// prepared: "Property access is not allowed yet"), Prepared ("already closed", then "not
// allowed yet"), Initialized (closed: "already closed"), InitializedStatus (closed: "not
// allowed yet").
enum class StmtProp {
  AffectedRows,
  InsertId,
  NumRows,
  ParamCount,
  FieldCount,
  Errno,
  Error,
  ErrorList,
  Sqlstate,
  Id
};
struct StmtProperty {
  const char* name;
  StmtProp which;
  enum Needs { StatusFirst, Prepared, Initialized, InitializedStatus } needs;
};
const StmtProperty kStmtProperties[] = {
    {"affected_rows", StmtProp::AffectedRows, StmtProperty::StatusFirst},
    {"insert_id", StmtProp::InsertId, StmtProperty::Prepared},
    {"num_rows", StmtProp::NumRows, StmtProperty::Prepared},
    {"param_count", StmtProp::ParamCount, StmtProperty::Prepared},
    {"field_count", StmtProp::FieldCount, StmtProperty::Prepared},
    {"errno", StmtProp::Errno, StmtProperty::Initialized},
    {"error", StmtProp::Error, StmtProperty::Initialized},
    {"error_list", StmtProp::ErrorList, StmtProperty::InitializedStatus},
    {"sqlstate", StmtProp::Sqlstate, StmtProperty::Initialized},
    {"id", StmtProp::Id, StmtProperty::StatusFirst},
    {nullptr, StmtProp::Id, StmtProperty::StatusFirst},
};

void number(uint64_t n, zval* out) {
  if (n == ~uint64_t(0)) {
    ZVAL_LONG(out, -1);
  } else if (n < uint64_t(ZEND_LONG_MAX)) {
    ZVAL_LONG(out, zend_long(n));
  } else {
    ZVAL_STR(out, zend_u64_to_str(n));
  }
}

bool stmt_readable(zend_object* o, const mp_stmt* s, const StmtProperty* prop, bool quiet) {
  bool status_first =
      prop->needs == StmtProperty::StatusFirst || prop->needs == StmtProperty::InitializedStatus;
  const char* closed = status_first ? nullptr : "%s object is already closed";
  const char* not_yet = "Property access is not allowed yet";
  const char* message = nullptr;
  if (!s)
    message = closed ? closed : not_yet;
  else if (!s->prepared &&
           (prop->needs == StmtProperty::StatusFirst || prop->needs == StmtProperty::Prepared))
    message = not_yet;
  if (message && !quiet) zend_throw_error(nullptr, message, ZSTR_VAL(o->ce->name));
  return !message;
}

bool read_stmt(zend_object* o, const void* p, zval* out, bool quiet) {
  const auto* prop = static_cast<const StmtProperty*>(p);
  const mp_stmt* s = mp_stmt_from(o)->stmt;
  if (!stmt_readable(o, s, prop, quiet)) return false;
  switch (prop->which) {
    case StmtProp::AffectedRows:
      number(s->affected_rows, out);
      break;
    case StmtProp::InsertId:
      number(s->insert_id, out);
      break;
    case StmtProp::NumRows:
      number(mp_stmt_num_rows(s), out);
      break;
    case StmtProp::ParamCount:
      ZVAL_LONG(out, s->param_count);
      break;
    case StmtProp::FieldCount:
      ZVAL_LONG(out, zend_long(s->columns.size()));
      break;
    case StmtProp::Errno:
      ZVAL_LONG(out, s->error.code);
      break;
    case StmtProp::Error:
      ZVAL_STRINGL(out, s->error.message.data(), s->error.message.size());
      break;
    case StmtProp::ErrorList:
      mp_stmt_error_list(s, out);
      break;
    case StmtProp::Sqlstate:
      ZVAL_STRING(out, s->error.sqlstate.size() == 5 ? s->error.sqlstate.c_str() : "00000");
      break;
    case StmtProp::Id:
      ZVAL_LONG(out, zend_long(s->id));
      break;
  }
  return true;
}

// The property named `name` of object o, if it is one of ours: its table entry and reader.
const void* find(zend_object* o, zend_string* name, Reader* reader) {
  if (instanceof_function(o->ce, mp_mysqli_ce)) {
    *reader = read_link;
    for (const mp_link_property* p = mp_link_properties; p->name; p++)
      if (zend_string_equals_cstr(name, p->name, strlen(p->name))) return p;
  } else if (instanceof_function(o->ce, mp_mysqli_stmt_ce)) {
    *reader = read_stmt;
    for (const StmtProperty* p = kStmtProperties; p->name; p++)
      if (zend_string_equals_cstr(name, p->name, strlen(p->name))) return p;
  } else {
    *reader = read_result;
    for (const ResultProperty* p = kResultProperties; p->name; p++)
      if (zend_string_equals_cstr(name, p->name, strlen(p->name))) return p;
  }
  return nullptr;
}

zval* read_property(zend_object* o, zend_string* name, int type, void** cache_slot, zval* rv) {
  Reader reader;
  if (const void* prop = find(o, name, &reader))
    return reader(o, prop, rv, type == BP_VAR_IS) ? rv : &EG(uninitialized_zval);
  return zend_std_read_property(o, name, type, cache_slot, rv);
}

zval* write_property(zend_object* o, zend_string* name, zval* value, void** cache_slot) {
  Reader reader;
  if (find(o, name, &reader)) {
    zend_throw_error(nullptr, "Cannot write read-only property %s::$%s", ZSTR_VAL(o->ce->name),
                     ZSTR_VAL(name));
    return &EG(error_zval);
  }
  return zend_std_write_property(o, name, value, cache_slot);
}

int has_property(zend_object* o, zend_string* name, int has_set_exists, void** cache_slot) {
  Reader reader;
  const void* prop = find(o, name, &reader);
  if (!prop) return zend_std_has_property(o, name, has_set_exists, cache_slot);
  if (has_set_exists == ZEND_PROPERTY_EXISTS) return 1;
  zval rv;
  if (!reader(o, prop, &rv, true)) return 0;
  int answer =
      has_set_exists == ZEND_PROPERTY_NOT_EMPTY ? zend_is_true(&rv) : Z_TYPE(rv) != IS_NULL;
  zval_ptr_dtor(&rv);
  return answer;
}

// Reads go through read_property (a pointer into the object would skip it).
zval* get_property_ptr_ptr(zend_object* o, zend_string* name, int type, void** cache_slot) {
  Reader reader;
  if (find(o, name, &reader)) return nullptr;
  return zend_std_get_property_ptr_ptr(o, name, type, cache_slot);
}

// var_dump(): our properties as they read now, those that can't be read left out (as stock,
// which shows only these).
HashTable* debug_info(zend_object* o, int* is_temp) {
  HashTable* out = zend_new_array(0);
  auto add = [&](const char* name, const void* prop, Reader reader) {
    zval v;
    if (reader(o, prop, &v, true)) zend_hash_str_add(out, name, strlen(name), &v);
  };
  if (instanceof_function(o->ce, mp_mysqli_ce)) {
    for (const mp_link_property* p = mp_link_properties; p->name; p++) add(p->name, p, read_link);
  } else if (instanceof_function(o->ce, mp_mysqli_stmt_ce)) {
    for (const StmtProperty* p = kStmtProperties; p->name; p++) add(p->name, p, read_stmt);
  } else {
    for (const ResultProperty* p = kResultProperties; p->name; p++) add(p->name, p, read_result);
  }
  *is_temp = 1;
  return out;
}

}  // namespace

void mp_install_property_handlers(zend_object_handlers* link, zend_object_handlers* result,
                                  zend_object_handlers* stmt) {
  for (zend_object_handlers* h : {link, result, stmt}) {
    h->read_property = read_property;
    h->write_property = write_property;
    h->has_property = has_property;
    h->get_property_ptr_ptr = get_property_ptr_ptr;
    h->get_debug_info = debug_info;
  }
}
