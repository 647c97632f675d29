// mysqli_driver: an object whose properties are the module's state, read (and report_mode
// written) through handlers as in stock mysqli (mysqli_driver.c and mysqli.c's property
// handlers): var_dump, isset, the read-only error and the deprecated driver_version behave as
// stock's. report_mode is mysqli_report()'s mode (report_mode.h).
#include "ext/mysqli/mysqli_api.h"
#include "ext/mysqli/report_mode.h"

extern "C" {
#include "zend_exceptions.h"
#include "zend_interfaces.h"
}

#include <cstring>
#include <iterator>

const char* mp_mysqli_client_info() { return "mysqlnd " PHP_VERSION; }
zend_long mp_mysqli_client_version() { return PHP_VERSION_ID; }

namespace {

// stock's MYSQLI_VERSION_ID (php_mysqli_structs.h), still what PHP 8.2's mysqli answers
constexpr zend_long kMysqliVersionId = 101009;

zend_object_handlers driver_handlers;

// A property served by a handler: false when it has no value to show (quiet read of the
// deprecated driver_version, which stock leaves out of var_dump and isset).
using ReadProperty = bool (*)(zval* rv, bool quiet);

bool read_client_info(zval* rv, bool) {
  ZVAL_STRING(rv, mp_mysqli_client_info());
  return true;
}
bool read_client_version(zval* rv, bool) {
  ZVAL_LONG(rv, mp_mysqli_client_version());
  return true;
}
bool read_driver_version(zval* rv, bool quiet) {
  if (quiet) return false;
  zend_error(E_DEPRECATED, "The driver_version property is deprecated");
  ZVAL_LONG(rv, kMysqliVersionId);
  return true;
}
bool read_report_mode(zval* rv, bool) {
  ZVAL_LONG(rv, mp_mysqli_report_mode);
  return true;
}

struct DriverProperty {
  const char* name;
  ReadProperty read;
  bool writable;
};
// stock's order (var_dump shows them so)
constexpr DriverProperty kProperties[] = {
    {"client_info", read_client_info, false},
    {"client_version", read_client_version, false},
    {"driver_version", read_driver_version, false},
    {"report_mode", read_report_mode, true},
};

const DriverProperty* find_property(const zend_string* name) {
  for (const DriverProperty& p : kProperties)
    if (zend_string_equals_cstr(name, p.name, strlen(p.name))) return &p;
  return nullptr;
}

zval* driver_read_property(zend_object* object, zend_string* name, int type, void** cache_slot,
                           zval* rv) {
  const DriverProperty* p = find_property(name);
  if (!p) return zend_std_read_property(object, name, type, cache_slot, rv);
  return p->read(rv, type == BP_VAR_IS) ? rv : &EG(uninitialized_zval);
}

zval* driver_write_property(zend_object* object, zend_string* name, zval* value,
                            void** cache_slot) {
  const DriverProperty* p = find_property(name);
  if (!p) return zend_std_write_property(object, name, value, cache_slot);
  if (!p->writable) {
    zend_throw_error(nullptr, "Cannot write read-only property %s::$%s", ZSTR_VAL(object->ce->name),
                     ZSTR_VAL(name));
    return &EG(error_zval);
  }
  // the declared type (int) decides, with the caller's strict_types, as for a real property
  zend_property_info* info = zend_get_property_info(object->ce, name, /* silent */ true);
  zval tmp;
  ZVAL_COPY(&tmp, value);
  if (info && ZEND_TYPE_IS_SET(info->type) &&
      !zend_verify_property_type(info, &tmp,
                                 ZEND_CALL_USES_STRICT_TYPES(EG(current_execute_data)))) {
    zval_ptr_dtor(&tmp);
    return &EG(error_zval);
  }
  mp_mysqli_report_mode = zval_get_long(&tmp);
  zval_ptr_dtor(&tmp);
  return value;
}

int driver_has_property(zend_object* object, zend_string* name, int has_set_exists,
                        void** cache_slot) {
  const DriverProperty* p = find_property(name);
  if (!p) return zend_std_has_property(object, name, has_set_exists, cache_slot);
  if (has_set_exists == ZEND_PROPERTY_EXISTS) return 1;
  zval rv;
  if (!p->read(&rv, /* quiet */ true)) return 0;
  int ret = has_set_exists == ZEND_PROPERTY_NOT_EMPTY ? zend_is_true(&rv) : Z_TYPE(rv) != IS_NULL;
  zval_ptr_dtor(&rv);
  return ret;
}

HashTable* driver_get_debug_info(zend_object* object, int* is_temp) {
  HashTable* out = zend_new_array(std::size(kProperties));
  for (const DriverProperty& p : kProperties) {
    zval rv;
    if (p.read(&rv, /* quiet */ true)) zend_hash_str_add_new(out, p.name, strlen(p.name), &rv);
  }
  *is_temp = 1;
  return out;
}

zend_object* driver_create_object(zend_class_entry* ce) {
  zend_object* object = zend_objects_new(ce);
  object_properties_init(object, ce);
  object->handlers = &driver_handlers;
  return object;
}

}  // namespace

void mp_mysqli_driver_class_setup(zend_class_entry* ce) {
  memcpy(&driver_handlers, &std_object_handlers, sizeof driver_handlers);
  driver_handlers.clone_obj = nullptr;  // stock: "Trying to clone an uncloneable object"
  driver_handlers.read_property = driver_read_property;
  driver_handlers.write_property = driver_write_property;
  driver_handlers.has_property = driver_has_property;
  driver_handlers.get_debug_info = driver_get_debug_info;
  ce->create_object = driver_create_object;
}
