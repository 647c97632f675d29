// Objects that can't be cloned, as stock's mysqli objects can't (ReflectionClass says so):
// plain objects of a class whose own state is elsewhere. The front-end's classes have handlers
// of their own (link.cpp, result.cpp, statement.cpp, warning.cpp); the API check's harness
// (scripts/mysqli_api/harness.cpp), which has none of those, makes its classes so.
#include "ext/mysqli/mysqli_api.h"

namespace {

zend_object_handlers uncloneable_handlers;

zend_object* uncloneable_create_object(zend_class_entry* ce) {
  zend_object* object = zend_objects_new(ce);
  object_properties_init(object, ce);
  object->handlers = &uncloneable_handlers;
  return object;
}

}  // namespace

void mp_mysqli_uncloneable_class_setup(zend_class_entry* ce) {
  memcpy(&uncloneable_handlers, &std_object_handlers, sizeof uncloneable_handlers);
  uncloneable_handlers.clone_obj = nullptr;  // "Trying to clone an uncloneable object of class"
  ce->create_object = uncloneable_create_object;
}
