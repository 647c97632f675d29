// What a link tells about itself: mysqli_errno / error / sqlstate / error_list, insert_id,
// affected_rows, info, warning_count, field_count, server / client / host / protocol info,
// thread_id, character_set_name; each also a property of `mysqli` (properties.cpp reads them
// through mp_link_properties, with stock's status checks).
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ext/mysqli/mysqli_api.h"
#include "ext/php_mysqlpool.h"

#include <cstdlib>

namespace {

// A number mysqlnd keeps as unsigned 64 bits: an int, or a string past ZEND_LONG_MAX.
void long_or_string(uint64_t v, zval* out) {
  if (v < uint64_t(ZEND_LONG_MAX)) {  // as stock's MYSQLI_RETURN_LONG_INT: the max is a string
    ZVAL_LONG(out, zend_long(v));
  } else {
    ZVAL_STR(out, zend_u64_to_str(v));
  }
}

void read_affected_rows(mp_link* l, zval* out) {
  if (l->affected_rows == ~uint64_t(0))
    ZVAL_LONG(out, -1);
  else
    long_or_string(l->affected_rows, out);
}
void read_client_info(mp_link*, zval* out) { ZVAL_STRING(out, mp_mysqli_client_info()); }
void read_client_version(mp_link*, zval* out) { ZVAL_LONG(out, mp_mysqli_client_version()); }
void read_connect_errno(mp_link*, zval* out) { ZVAL_LONG(out, mp_connect_errno()); }
void read_connect_error(mp_link*, zval* out) {
  const std::string* e = mp_connect_error();
  if (e)
    ZVAL_STRINGL(out, e->data(), e->size());
  else
    ZVAL_NULL(out);
}
void read_errno(mp_link* l, zval* out) { ZVAL_LONG(out, l->error.code); }
void read_error(mp_link* l, zval* out) {
  ZVAL_STRINGL(out, l->error.message.data(), l->error.message.size());
}
static void add_error(const mysqlpool::Error& e, zval* list) {
  zval one;
  array_init(&one);
  add_assoc_long(&one, "errno", e.code);
  add_assoc_stringl(&one, "sqlstate", e.sqlstate.data(), e.sqlstate.size());
  add_assoc_stringl(&one, "error", e.message.data(), e.message.size());
  add_next_index_zval(list, &one);
}
void read_error_list(mp_link* l, zval* out) {
  array_init(out);
  if (!l->error.code) return;
  for (const mysqlpool::Error& e : l->earlier_errors) add_error(e, out);
  add_error(l->error, out);
}
void read_field_count(mp_link* l, zval* out) { ZVAL_LONG(out, l->field_count); }
void read_host_info(mp_link* l, zval* out) {
  ZVAL_STRINGL(out, l->host_info.data(), l->host_info.size());
}
void read_info(mp_link* l, zval* out) {
  if (l->info.empty())
    ZVAL_NULL(out);
  else
    ZVAL_STRINGL(out, l->info.data(), l->info.size());
}
void read_insert_id(mp_link* l, zval* out) { long_or_string(l->insert_id, out); }
void read_server_info(mp_link* l, zval* out) {
  std::string v = l->session->pool()->server_version();
  ZVAL_STRINGL(out, v.data(), v.size());
}
// "10.11.6-MariaDB-..." as mysqlnd numbers it: 10 * 10000 + 11 * 100 + 6.
void read_server_version(mp_link* l, zval* out) {
  std::string v = l->session->pool()->server_version();
  const char* p = v.c_str();
  long major = strtol(p, const_cast<char**>(&p), 10);
  long minor = *p == '.' ? strtol(p + 1, const_cast<char**>(&p), 10) : 0;
  long patch = *p == '.' ? strtol(p + 1, const_cast<char**>(&p), 10) : 0;
  ZVAL_LONG(out, major * 10000 + minor * 100 + patch);
}
void read_sqlstate(mp_link* l, zval* out) {
  ZVAL_STRINGL(out, l->error.sqlstate.data(), l->error.sqlstate.size());
}
void read_protocol_version(mp_link*, zval* out) { ZVAL_LONG(out, 10); }
void read_thread_id(mp_link* l, zval* out) { ZVAL_LONG(out, zend_long(l->session->thread_id())); }
void read_warning_count(mp_link* l, zval* out) { ZVAL_LONG(out, l->warning_count); }

}  // namespace

// Stock's 18, in its order, with the status each needs (None: readable on any object).
const mp_link_property mp_link_properties[] = {
    {"affected_rows", mp_link_property::StatusFirst, read_affected_rows},
    {"client_info", mp_link_property::None, read_client_info},
    {"client_version", mp_link_property::None, read_client_version},
    {"connect_errno", mp_link_property::None, read_connect_errno},
    {"connect_error", mp_link_property::None, read_connect_error},
    {"errno", mp_link_property::Initialized, read_errno},
    {"error", mp_link_property::Initialized, read_error},
    {"error_list", mp_link_property::StatusFirst, read_error_list},
    {"field_count", mp_link_property::Valid, read_field_count},
    {"host_info", mp_link_property::Valid, read_host_info},
    {"info", mp_link_property::Valid, read_info},
    {"insert_id", mp_link_property::Valid, read_insert_id},
    {"server_info", mp_link_property::Valid, read_server_info},
    {"server_version", mp_link_property::Valid, read_server_version},
    {"sqlstate", mp_link_property::Valid, read_sqlstate},
    {"protocol_version", mp_link_property::Valid, read_protocol_version},
    {"thread_id", mp_link_property::Valid, read_thread_id},
    {"warning_count", mp_link_property::Valid, read_warning_count},
    {nullptr, mp_link_property::None, nullptr},
};

// The procedural form: the link checked as stock's functions check it, then the property's
// reader.
static void link_function(INTERNAL_FUNCTION_PARAMETERS, void (*read)(mp_link*, zval*)) {
  zval* object;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O", &object, mp_mysqli_ce) ==
      FAILURE)
    RETURN_THROWS();
  mp_link* link = mp_valid_link(object);
  if (!link) RETURN_THROWS();
  read(link, return_value);
}

#define MP_LINK_FUNCTION(name, reader) \
  ZEND_FUNCTION(name) { link_function(INTERNAL_FUNCTION_PARAM_PASSTHRU, reader); }

MP_LINK_FUNCTION(mysqli_affected_rows, read_affected_rows)
MP_LINK_FUNCTION(mysqli_errno, read_errno)
MP_LINK_FUNCTION(mysqli_error, read_error)
MP_LINK_FUNCTION(mysqli_error_list, read_error_list)
MP_LINK_FUNCTION(mysqli_field_count, read_field_count)
MP_LINK_FUNCTION(mysqli_get_host_info, read_host_info)
MP_LINK_FUNCTION(mysqli_info, read_info)
MP_LINK_FUNCTION(mysqli_insert_id, read_insert_id)
MP_LINK_FUNCTION(mysqli_get_server_info, read_server_info)
MP_LINK_FUNCTION(mysqli_get_server_version, read_server_version)
MP_LINK_FUNCTION(mysqli_sqlstate, read_sqlstate)
MP_LINK_FUNCTION(mysqli_get_proto_info, read_protocol_version)
MP_LINK_FUNCTION(mysqli_thread_id, read_thread_id)
MP_LINK_FUNCTION(mysqli_warning_count, read_warning_count)

bool mp_link_charset_name(mp_link* link, std::string* out) {
  if (!link->charset_known.empty()) {
    *out = link->charset_known;
    return true;
  }
  mysqlpool::EscapeState state;
  mysqlpool::Error err;
  if (!link->session->escape_state(&state, &err)) {
    mp_link_set_error(link, err);
    mp_mysqli_throw(err.sqlstate.c_str(), int(err.code), "%s", err.message.c_str());
    return false;
  }
  *out = state.charset;
  return true;
}

ZEND_FUNCTION(mysqli_character_set_name) {
  zval* object;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O", &object, mp_mysqli_ce) ==
      FAILURE)
    RETURN_THROWS();
  mp_link* link = mp_valid_link(object);
  if (!link) RETURN_THROWS();
  std::string name;
  if (!mp_link_charset_name(link, &name)) RETURN_THROWS();
  RETURN_STRINGL(name.data(), name.size());
}

// The method takes no argument (zend_parse_method_parameters would make "|O!" need one);
// only the procedural form's argument is deprecated.
ZEND_FUNCTION(mysqli_get_client_info) {
  zval* object = nullptr;
  if (getThis()) {
    ZEND_PARSE_PARAMETERS_NONE();
  } else if (zend_parse_parameters(ZEND_NUM_ARGS(), "|O!", &object, mp_mysqli_ce) == FAILURE) {
    RETURN_THROWS();
  }
  if (object)
    php_error_docref(nullptr, E_DEPRECATED,
                     "Passing connection object as an argument is deprecated");
  RETURN_STRING(mp_mysqli_client_info());
}

ZEND_FUNCTION(mysqli_get_client_version) {
  ZEND_PARSE_PARAMETERS_NONE();
  RETURN_LONG(mp_mysqli_client_version());
}

// stat(): the server's status line (COM_STATISTICS) from a connection of the link's pool
// (the one the link holds, or one leased for it); false on an error, as stock, which does
// not report it.
ZEND_FUNCTION(mysqli_stat) {
  zval* object;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O", &object, mp_mysqli_ce) ==
      FAILURE)
    RETURN_THROWS();
  mp_link* link = mp_valid_link(object);
  if (!link) RETURN_THROWS();
  if (mp_link_refused_busy(link, false)) RETURN_FALSE;
  std::string line;
  mysqlpool::Error err;
  if (!link->session->server_info(&line, &err)) {
    mp_link_set_error(link, err);
    RETURN_FALSE;
  }
  mp_link_clear_error(link);
  RETURN_STRINGL(line.data(), line.size());
}

// mysqlnd is thread-safe, and so is the front-end (its state is per link, per request).
ZEND_FUNCTION(mysqli_thread_safe) {
  ZEND_PARSE_PARAMETERS_NONE();
  RETURN_TRUE;
}
