// Server administration through a link: kill(), refresh(), dump_debug_info(), and debug()
// (mysqlnd's trace, which PHP builds without debugging ignore). Sent on the link's session
// (Session::kill/refresh/debug_info): on the connection the link holds, or one leased for the
// command and given back after. mysqlnd leaves affected_rows at -1 after each of these.
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ext/mysqli/mysqli_api.h"

// kill(id): of the link's own session (thread_id), that session ends and every later command
// of the link fails with 2006, as stock's; the pool's side: Session::kill. Another id: the
// server's answer, reported as the report mode says.
ZEND_FUNCTION(mysqli_kill) {
  zval* object;
  zend_long id;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "Ol", &object, mp_mysqli_ce, &id) ==
      FAILURE)
    RETURN_THROWS();
  if (id <= 0) {
    zend_argument_value_error(getThis() ? 1 : 2, "must be greater than 0");
    RETURN_THROWS();
  }
  mp_link* link = mp_valid_link(object);
  if (!link) RETURN_THROWS();
  if (mp_link_refused_busy(link, true)) {  // rows still to read (stock's 2014)
    link->affected_rows = ~uint64_t(0);
    RETURN_FALSE;
  }
  mysqlpool::Error err;
  bool ok = link->session->kill(uint32_t(id), &err);  // the command's 32 bits, as mysqlnd's
  link->affected_rows = ~uint64_t(0);
  if (!ok) {
    mp_link_set_error(link, err);
    mp_report_link_error(link);
    RETURN_FALSE;
  }
  mp_link_clear_error(link);
  RETURN_TRUE;
}

// refresh(options): COM_REFRESH with the REFRESH_* bits (their low 8, as mysqlnd sends them).
// Stock reports nothing (false, and the link's error), and answers an unconnected link with
// 2014.
ZEND_FUNCTION(mysqli_refresh) {
  zval* object;
  zend_long options;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "Ol", &object, mp_mysqli_ce,
                                   &options) == FAILURE)
    RETURN_THROWS();
  mp_link* link = mp_link_or_throw(object, false);
  if (!link) RETURN_THROWS();
  link->affected_rows = ~uint64_t(0);
  mysqlpool::Error err;
  if (!link->session) {
    mp_link_set_error(link, mp_out_of_sync());
    RETURN_FALSE;
  }
  if (mp_link_refused_busy(link, false)) RETURN_FALSE;
  if (!link->session->refresh(uint8_t(options), &err)) {
    mp_link_set_error(link, err);
    RETURN_FALSE;
  }
  mp_link_clear_error(link);
  RETURN_TRUE;
}

// dump_debug_info(): COM_DEBUG (the server writes its debug information to its own log).
// Stock reports nothing: false and the link's error.
ZEND_FUNCTION(mysqli_dump_debug_info) {
  zval* object;
  mp_link* link = mp_link_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU, &object);
  if (!link) RETURN_THROWS();
  link->affected_rows = ~uint64_t(0);
  mysqlpool::Error err;
  if (mp_link_refused_busy(link, false)) RETURN_FALSE;
  if (!link->session->debug_info(&err)) {
    mp_link_set_error(link, err);
    RETURN_FALSE;
  }
  mp_link_clear_error(link);
  RETURN_TRUE;
}

// debug(control): mysqlnd's trace file. PHP's packages build mysqlnd without its debugging
// (no trace is written, true is returned); so does the front-end, which has no trace.
ZEND_FUNCTION(mysqli_debug) {
  zend_string* control;
  ZEND_PARSE_PARAMETERS_START(1, 1)
  Z_PARAM_STR(control)
  ZEND_PARSE_PARAMETERS_END();
  (void)control;
  RETURN_TRUE;
}
