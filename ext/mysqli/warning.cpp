// get_warnings() and mysqli_stmt::get_warnings(): the warnings of the link's last statement as
// a chain of `mysqli_warning` objects, as stock builds it: `SHOW WARNINGS` on the link (the
// Session keeps the connection that holds the statement's diagnostics for the statement after
// it: session.h), one object per row, its `message`, `sqlstate` (always "HY000", as mysqlnd's)
// and `errno`, and next() moving to the following row. false when the statement had no warning.
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <string>
#include <vector>

#include "ext/mysqli/mysqli_api.h"
#include "ext/mysqli/statement.h"

namespace proto = mysqlpool::proto;

namespace {

struct Warning {
  std::string message;
  zend_long code;
};

struct WarningObject {
  std::vector<Warning>* list;
  size_t at;
  zend_object std;
};

WarningObject* warning_from(zend_object* o) {
  return reinterpret_cast<WarningObject*>(reinterpret_cast<char*>(o) -
                                          XtOffsetOf(WarningObject, std));
}

zend_object_handlers g_warning_handlers;

zend_object* create_warning(zend_class_entry* ce) {
  auto* obj = static_cast<WarningObject*>(zend_object_alloc(sizeof(WarningObject), ce));
  obj->list = nullptr;
  obj->at = 0;
  zend_object_std_init(&obj->std, ce);
  object_properties_init(&obj->std, ce);
  obj->std.handlers = &g_warning_handlers;
  return &obj->std;
}

void free_warning(zend_object* o) {
  delete warning_from(o)->list;
  zend_object_std_dtor(o);
}

// The object's properties show the warning it is at.
void show(WarningObject* w) {
  const Warning& x = (*w->list)[w->at];
  zend_update_property_stringl(mp_mysqli_warning_ce, &w->std, "message", sizeof("message") - 1,
                               x.message.data(), x.message.size());
  zend_update_property_string(mp_mysqli_warning_ce, &w->std, "sqlstate", sizeof("sqlstate") - 1,
                              "HY000");
  zend_update_property_long(mp_mysqli_warning_ce, &w->std, "errno", sizeof("errno") - 1, x.code);
}

// SHOW WARNINGS on the link, read to its end as stock's use_result: the rows, or false (the
// link's error: 2014 while the link is busy, as stock's query).
bool read_warnings(mp_link* link, std::vector<Warning>* out) {
  // stock's query fails, unreported: get_warnings() is false
  if (mp_link_refused_busy(link, false)) return false;
  if (!mp_link_real_query(link, "SHOW WARNINGS", MP_STORE_RESULT)) return false;
  const auto& parts = link->reply.parts;
  if (!parts.empty() && parts[0].is_result_set && parts[0].rs.columns.size() >= 3) {
    const proto::ResultSet& rs = parts[0].rs;
    for (size_t r = 0; r < rs.row_count; r++) {
      std::string_view code = rs.value(r, 1);
      out->push_back(Warning{std::string(rs.value(r, 2)),
                             ZEND_STRTOL(std::string(code).c_str(), nullptr, 10)});
    }
    link->warning_count = rs.warnings;
  }
  link->result_taken = true;  // read and freed, as stock's
  link->affected_rows = 0;    // an unbuffered result read to its end
  return true;
}

void return_warnings(mp_link* link, uint32_t warning_count, zval* return_value) {
  auto* list = new std::vector<Warning>();
  if (!warning_count || !read_warnings(link, list) || list->empty()) {
    delete list;
    RETURN_FALSE;
  }
  object_init_ex(return_value, mp_mysqli_warning_ce);
  WarningObject* w = warning_from(Z_OBJ_P(return_value));
  w->list = list;
  show(w);
}

}  // namespace

void mp_mysqli_warning_class_setup(zend_class_entry* ce) {
  memcpy(&g_warning_handlers, zend_get_std_object_handlers(), sizeof g_warning_handlers);
  g_warning_handlers.offset = XtOffsetOf(WarningObject, std);
  g_warning_handlers.free_obj = free_warning;
  g_warning_handlers.clone_obj = nullptr;  // "Trying to clone an uncloneable object of class"
  ce->create_object = create_warning;
}

ZEND_FUNCTION(mysqli_get_warnings) {
  zval* object;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O", &object, mp_mysqli_ce) ==
      FAILURE)
    RETURN_THROWS();
  mp_link* link = mp_valid_link(object);
  if (!link) RETURN_THROWS();
  return_warnings(link, link->warning_count, return_value);
}

ZEND_FUNCTION(mysqli_stmt_get_warnings) {
  zval* object;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O", &object, mp_mysqli_stmt_ce) ==
      FAILURE)
    RETURN_THROWS();
  mp_stmt* s = mp_valid_stmt(object);
  if (!s) RETURN_THROWS();
  mp_link* link = mp_stmt_link(s);
  if (!link) RETURN_FALSE;
  return_warnings(link, s->warning_count, return_value);
}

ZEND_METHOD(mysqli_warning, __construct) {
  ZEND_PARSE_PARAMETERS_NONE();
  zend_throw_error(nullptr, "Cannot directly construct mysqli_warning");
}

ZEND_METHOD(mysqli_warning, next) {
  ZEND_PARSE_PARAMETERS_NONE();
  WarningObject* w = warning_from(Z_OBJ_P(ZEND_THIS));
  if (!w->list || w->at + 1 >= w->list->size()) RETURN_FALSE;
  w->at++;
  show(w);
  RETURN_TRUE;
}
