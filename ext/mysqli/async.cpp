// MYSQLI_ASYNC: query() sends the statement on the link's connection (leased for it, and held)
// and returns; mysqli_poll() waits on the connections' sockets for their replies;
// reap_async_query() reads the reply and gives what query() would have (Session::run with
// proto::Connection::kSendOnly: the statement path is the synchronous one's, the reply read
// later, so the classifier, the baseline and the keep/give-back rules are the same). Until it
// is reaped the link is busy (2014 for anything else), as stock's.
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <poll.h>

#include <climits>
#include <vector>

#include "ext/mysqli/mysqli_api.h"
#include "ext/pdo_mysqlpool_int.h"

namespace proto = mysqlpool::proto;

bool mp_link_send_async(mp_link* link, std::string_view sql, bool unbuffered) {
  if (mp_link_refused_busy(link, true)) return false;
  link->reply = proto::QueryReply();
  link->part = 0;
  link->result_taken = true;
  mysqlpool::Error err;
  if (!link->session->run(sql, &link->reply, &err, proto::Connection::kSendOnly)) {
    link->reply = proto::QueryReply();
    mp_link_set_error(link, err);
    mp_report_link_error(link);
    return false;
  }
  // (A statement the session answered without the server, a known setting, has its reply
  // already: reap gives it.)
  link->async = true;
  link->async_unbuffered = unbuffered;
  mp_link_clear_error(link);
  return true;
}

namespace {

// The reply of the link's sent statement, read: whole for a stored result, to its first batch
// of rows for MYSQLI_USE_RESULT (the result reads the rest, as query()'s). false: the error.
bool read_sent_reply(mp_link* link, mysqlpool::Error* err) {
  mysqlpool::Session* s = link->session;
  if (link->async_unbuffered) return s->read_more(&link->reply, err);
  while (s->streaming())
    if (!s->read_more(&link->reply, err)) return false;
  // Stored, a set an ERR cut short is the error only, as a stored query()'s
  // (Connection::kWhole drops it).
  auto& parts = link->reply.parts;
  if (link->reply.is_error && !parts.empty() && parts.back().is_result_set &&
      !parts.back().rs.complete)
    parts.pop_back();
  return true;
}

// One element of a mysqli_poll() array: a connected link, or the Error/TypeError stock throws.
mp_link* poll_link(zval* elem, uint32_t position) {
  if (Z_TYPE_P(elem) != IS_OBJECT || !instanceof_function(Z_OBJCE_P(elem), mp_mysqli_ce)) {
    zend_argument_type_error(position, "must be an instance of mysqli, %s given",
                             zend_zval_type_name(elem));
    return nullptr;
  }
  return mp_valid_link(elem);
}

// The links of a read or error array (nullptr: not given); false when one is not a connected
// link (thrown).
bool poll_links(zval* array, std::vector<zval*>* out) {
  if (!array) return true;
  uint32_t i = 0;
  zval* elem;
  ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(array), elem) {
    if (!poll_link(elem, ++i)) return false;
    out->push_back(elem);
  }
  ZEND_HASH_FOREACH_END();
  return true;
}

// The array the caller passed by reference, replaced by these links.
void replace_array(zval* array, const std::vector<zval*>& links) {
  zval fresh;
  array_init_size(&fresh, uint32_t(links.size()));
  for (zval* link : links) {
    Z_TRY_ADDREF_P(link);
    add_next_index_zval(&fresh, link);
  }
  zval_ptr_dtor(array);
  ZVAL_COPY_VALUE(array, &fresh);
}

mp_link* link_of(zval* object) { return mp_link_from(Z_OBJ_P(object))->link; }

}  // namespace

ZEND_FUNCTION(mysqli_reap_async_query) {
  zval* object;
  mp_link* link = mp_link_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU, &object);
  if (!link) RETURN_THROWS();
  if (!link->async) {  // nothing sent: stock's mysqlnd reads nothing either, and says so
    php_error_docref(nullptr, E_WARNING, "Connection not opened, clear or has been closed");
    RETURN_FALSE;
  }
  link->async = false;
  mysqlpool::Error err;
  uint64_t refusals = mp_row_memory_refusals();
  if (!read_sent_reply(link, &err)) {
    mp_name_memory_limit(refusals, &err);
    link->reply = proto::QueryReply();
    mp_link_set_error(link, err);
    mp_report_link_error(link);
    RETURN_FALSE;
  }
  if (!mp_link_take_reply(link)) RETURN_FALSE;
  if (link->field_count == 0) RETURN_TRUE;
  if (!mp_link_take_result(link, link->async_unbuffered, return_value)) {
    mp_report_link_error(link);
    RETURN_FALSE;
  }
}

// mysqli_poll(&$read, &$error, &$reject, $seconds, $microseconds): the links of $read that
// have a statement sent wait (poll(2) on their connections) until one's reply comes or the
// time is up; $read becomes the links whose reply came, $reject those with nothing sent, and
// $error none (a pooled connection's errors come at reap; links there only make it wait). The
// number of links ready, or false with stock's warnings when there is nothing to wait for.
ZEND_FUNCTION(mysqli_poll) {
  zval *read = nullptr, *error = nullptr, *reject;
  zend_long sec = 0, usec = 0;
  if (zend_parse_parameters(ZEND_NUM_ARGS(), "a!a!al|l", &read, &error, &reject, &sec, &usec) ==
      FAILURE)
    RETURN_THROWS();
  if (sec < 0) {
    zend_argument_value_error(4, "must be greater than or equal to 0");
    RETURN_THROWS();
  }
  if (usec < 0) {
    zend_argument_value_error(5, "must be greater than or equal to 0");
    RETURN_THROWS();
  }
  if (!read && !error) {
    php_error_docref(nullptr, E_WARNING, "No stream arrays were passed");
    RETURN_FALSE;
  }
  std::vector<zval*> reads, errors;
  if (!poll_links(read, &reads) || !poll_links(error, &errors)) RETURN_THROWS();
  std::vector<zval*> waiting, rejected, ready;
  std::vector<struct pollfd> fds;
  for (zval* l : reads) {
    mp_link* link = link_of(l);
    if (!link->async) {
      rejected.push_back(l);
    } else if (link->session->streaming() && link->session->connection_fd() >= 0) {
      waiting.push_back(l);
      fds.push_back({link->session->connection_fd(), POLLIN, 0});
    } else {
      ready.push_back(l);  // answered without the server: its reply is here
    }
  }
  if (read) replace_array(reject, rejected);
  // Links given in $error are waited on too (stock selects on their sockets for exceptional
  // conditions, which a pooled connection never reports): nothing to wait for is only when
  // neither array leaves anything.
  if (fds.empty() && ready.empty() && errors.empty()) {
    php_error_docref(
        nullptr, E_WARNING,
        rejected.empty() ? "No stream arrays were passed" : "All arrays passed are clear");
    if (read) replace_array(read, {});
    RETURN_FALSE;
  }
  // poll(2)'s int milliseconds, without overflow for any seconds the caller gives
  zend_long ms = 0;
  if (ready.empty())
    ms = sec >= INT_MAX / 1000 ? INT_MAX : std::min<zend_long>(sec * 1000 + usec / 1000, INT_MAX);
  int n = poll(fds.data(), fds.size(), int(ms));
  if (n < 0) {
    php_error_docref(nullptr, E_WARNING, "Unable to select [%d]: %s", errno, strerror(errno));
    RETURN_FALSE;
  }
  for (size_t i = 0; i < fds.size(); i++)
    if (fds[i].revents) ready.push_back(waiting[i]);
  if (read) {
    // in the order the caller gave them
    std::vector<zval*> ordered;
    for (zval* l : reads)
      for (zval* r : ready)
        if (r == l) ordered.push_back(l);
    replace_array(read, ordered);
  }
  if (error) replace_array(error, {});
  RETURN_LONG(zend_long(ready.size()));
}
