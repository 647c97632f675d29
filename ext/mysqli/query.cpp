// Statements on a link: query / real_query / store_result / use_result / next_result run
// through the link's Session (so the classifier, the baseline and FOUND_ROWS() work as for
// PDO), set_charset and select_db as statements (they join the baseline), quoting by
// Session::escape.
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ext/mysqli/mysqli_api.h"
#include "ext/pdo_mysqlpool_int.h"

namespace proto = mysqlpool::proto;

// Whether the link's last reply still has something unread the server would send first:
// a result not stored, or more results after the current one (stock's 2014).
bool mp_link_busy(const mp_link* link) {
  if (link->streaming || link->fetching || link->async) return true;
  const auto& parts = link->reply.parts;
  if (link->part < parts.size() && parts[link->part].is_result_set && !link->result_taken)
    return true;
  return link->part + 1 < parts.size() || (link->reply.is_error && link->part + 1 == parts.size());
}

bool mp_link_refused_busy(mp_link* link, bool report) {
  if (!mp_link_busy(link)) return false;
  mp_link_add_error(link, mp_out_of_sync());
  if (report) mp_report_link_error(link);
  return true;
}

namespace {

// Stock's MYSQLI_ENABLE_MQ (multi_query()) and MYSQLI_DISABLE_MQ (query(), real_query(), a
// failed multi_query()): the link's flag changes, and the server's option with it only when
// its command (COM_SET_OPTION) can be sent: while the link is busy it is refused (2014, added
// to the link's errors unless `quiet`), and the option stays as it was. The link's statements
// then run with the server's option as stock's connection has it.
void set_multi_statements(mp_link* link, bool on, bool quiet = false) {
  if (link->multi_statements == on) return;
  if (!mp_link_busy(link))
    link->server_multi_statements = on;
  else if (!quiet)
    mp_link_add_error(link, mp_out_of_sync());
  link->multi_statements = on;
  link->session->set_multi_statements(link->server_multi_statements);
}

}  // namespace

// The numbers of the result the application reads now, as mysqlnd keeps them.
void mp_link_show_part(mp_link* link) {
  const proto::QueryReply::Part& p = link->reply.parts[link->part];
  link->session->show_result(p);
  mp_stats_reply(link, p, false);
  if (p.is_result_set) {
    link->field_count = uint32_t(p.rs.columns.size());
    // -1 until the rows are stored (their count) or read unbuffered to the end (0), as mysqlnd.
    link->affected_rows = ~uint64_t(0);
    link->insert_id = 0;
    link->warning_count = p.rs.warnings;
    link->info.clear();
    link->result_taken = false;
  } else {
    link->field_count = 0;
    link->affected_rows = p.ok.affected_rows;
    link->insert_id = p.ok.last_insert_id;
    link->warning_count = p.ok.warnings;
    link->info = p.ok.info;
    link->result_taken = true;
  }
}

bool mp_link_real_query(mp_link* link, std::string_view sql, zend_long mode, bool keep_cut_sets) {
  if (mp_link_refused_busy(link, true)) return false;
  link->reply = proto::QueryReply();
  link->part = 0;
  link->result_taken = true;
  mysqlpool::Error err;
  uint64_t refusals = mp_row_memory_refusals();
  size_t budget = mode == MP_USE_RESULT ? mysqlpool::Session::kStreamBatch
                  : keep_cut_sets       ? proto::Connection::kWholeKeepingCutSets
                                        : proto::Connection::kWhole;
  if (!link->session->run(sql, &link->reply, &err, budget)) {
    mp_name_memory_limit(refusals, &err);
    link->reply = proto::QueryReply();
    mp_link_set_error(link, err);
    mp_report_link_error(link);
    return false;
  }
  return mp_link_take_reply(link);
}

bool mp_link_take_reply(mp_link* link) {
  if (link->reply.parts.empty()) {  // the statement failed
    mp_link_set_error(link, link->reply.err);
    link->reply = proto::QueryReply();
    link->affected_rows = ~uint64_t(0);
    mp_report_link_error(link);
    return false;
  }
  mp_link_clear_error(link);
  mp_link_show_part(link);
  return true;
}

bool mp_link_take_result(mp_link* link, bool unbuffered, zval* out) {
  if (link->result_taken || link->part >= link->reply.parts.size() ||
      !link->reply.parts[link->part].is_result_set)
    return false;
  if (!unbuffered && link->reply.is_error && link->part + 1 == link->reply.parts.size() &&
      !link->reply.parts[link->part].rs.complete) {
    // Stored, a set an ERR cut short (real_query kept it): the error is store_result()'s.
    mp_link_set_error(link, link->reply.err);
    link->reply = proto::QueryReply();
    link->part = 0;
    link->result_taken = true;
    return false;
  }
  auto* r = new mp_result();
  r->unbuffered = unbuffered;
  r->native_types = link->int_and_float_native;
  link->result_taken = true;
  if (link->session->streaming() && link->part + 1 == link->reply.parts.size()) {
    // The rows come in batches: the reply goes with the result, which reads the rest.
    r->stream = std::move(link->reply);
    r->part = link->part;
    r->streaming = true;
    link->reply = proto::QueryReply();
    link->part = 0;
  } else {
    r->rs = std::move(link->reply.parts[link->part].rs);
    if (unbuffered && !r->rs.complete && link->reply.is_error &&
        link->part + 1 == link->reply.parts.size()) {
      r->cut_error = link->reply.err;  // the result reports it, at the fetch that meets it
      link->reply.is_error = false;
    }
  }
  r->link_serial = link->serial;
  if (!unbuffered) {
    link->affected_rows = r->set().first_row + r->set().row_count;
    mp_stats_stored(link, MP_STAT_BUFFERED_SETS, false, r->set().row_count);
  } else {
    mp_stat_add(link, MP_STAT_UNBUFFERED_SETS);
  }
  if (unbuffered) {
    r->link = link;
    link->streaming = r;
    link->warning_count = 0;  // until the rows are read to the end, as mysqlnd's
  }
  mp_result_init_object(out, r);
  return true;
}

void mp_link_finish_stream(mp_link* link) {
  mp_result* r = link->streaming;
  if (!r) return;
  if (r->streaming) {
    if (link->session && link->session->streaming()) link->session->drop_stream(&r->stream);
    r->rs = std::move(r->stream.parts[r->part].rs);
    r->stream = proto::QueryReply();
    r->streaming = false;
  }
  if (!r->done) r->cut_off = true;  // not fetched to its end: the link let go of it
  // The rows read (or skipped) to the end, as mysqlnd's: its numbers are the last packet's.
  link->affected_rows = 0;
  link->warning_count = r->rs.warnings;
  r->link = nullptr;
  link->streaming = nullptr;
}

mp_link* mp_link_arg(INTERNAL_FUNCTION_PARAMETERS, zval** object) {
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O", object, mp_mysqli_ce) ==
      FAILURE)
    return nullptr;
  return mp_valid_link(*object);
}

ZEND_FUNCTION(mysqli_query) {
  zval* object;
  zend_string* sql;
  zend_long mode = MP_STORE_RESULT;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "OS|l", &object, mp_mysqli_ce, &sql,
                                   &mode) == FAILURE)
    RETURN_THROWS();
  if (ZSTR_LEN(sql) == 0) {
    mp_argument_empty(getThis() ? 1 : 2);
    RETURN_THROWS();
  }
  constexpr zend_long kCopyData = 16;  // MYSQLI_STORE_RESULT_COPY_DATA: no difference here
  if ((mode & ~MP_ASYNC) != MP_USE_RESULT && (mode & ~(MP_ASYNC | kCopyData)) != MP_STORE_RESULT) {
    zend_argument_value_error(getThis() ? 2 : 3,
                              "must be either MYSQLI_USE_RESULT or "
                              "MYSQLI_STORE_RESULT with MYSQLI_ASYNC as an optional bitmask flag");
    RETURN_THROWS();
  }
  mp_link* link = mp_valid_link(object);
  if (!link) RETURN_THROWS();
  set_multi_statements(link, false);
  if (mode & MP_ASYNC) {
    RETURN_BOOL(mp_link_send_async(link, std::string_view(ZSTR_VAL(sql), ZSTR_LEN(sql)),
                                   (mode & ~MP_ASYNC) == MP_USE_RESULT));
  }
  if (!mp_link_real_query(link, std::string_view(ZSTR_VAL(sql), ZSTR_LEN(sql)), mode)) RETURN_FALSE;
  if (mp_mysqli_report_mode & MP_MYSQLI_REPORT_INDEX)
    mp_report_index(ZSTR_VAL(sql), link->reply.status);
  if (link->field_count == 0) RETURN_TRUE;
  if (!mp_link_take_result(link, (mode & ~MP_ASYNC) == MP_USE_RESULT, return_value)) RETURN_FALSE;
}

ZEND_FUNCTION(mysqli_real_query) {
  zval* object;
  zend_string* sql;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "OS", &object, mp_mysqli_ce, &sql) ==
      FAILURE)
    RETURN_THROWS();
  mp_link* link = mp_valid_link(object);
  if (!link) RETURN_THROWS();
  set_multi_statements(link, false);
  // A result set that fails in its rows is real_query()'s success and store_result()'s
  // error, as stock's (which reads only the set's header here): the cut set is kept.
  if (!mp_link_real_query(link, std::string_view(ZSTR_VAL(sql), ZSTR_LEN(sql)), MP_STORE_RESULT,
                          true))
    RETURN_FALSE;
  if (mp_mysqli_report_mode & MP_MYSQLI_REPORT_INDEX)
    mp_report_index(ZSTR_VAL(sql), link->reply.status);
  RETURN_TRUE;
}

// multi_query(): several statements in one text, as stock sends them: the server's
// multi-statement option on for this link's connection (COM_SET_OPTION, the Session's; stock's
// MYSQLI_ENABLE_MQ) until the link's next query()/real_query() or a failure here; true when
// the first statement succeeded; the results, and a later statement's error, come through
// store_result()/use_result()/more_results()/next_result(), as a CALL's do.
ZEND_FUNCTION(mysqli_multi_query) {
  zval* object;
  zend_string* sql;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "OS", &object, mp_mysqli_ce, &sql) ==
      FAILURE)
    RETURN_THROWS();
  mp_link* link = mp_valid_link(object);
  if (!link) RETURN_THROWS();
  set_multi_statements(link, true);
  if (!mp_link_real_query(link, std::string_view(ZSTR_VAL(sql), ZSTR_LEN(sql)), MP_STORE_RESULT)) {
    set_multi_statements(link, false, true);  // stock keeps the query's errors, not this one's
    RETURN_FALSE;
  }
  RETURN_TRUE;
}

ZEND_FUNCTION(mysqli_store_result) {
  zval* object;
  zend_long flags = 0;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O|l", &object, mp_mysqli_ce,
                                   &flags) == FAILURE)
    RETURN_THROWS();
#if PHP_VERSION_ID >= 80400
  // 8.4 deprecates passing the mode (ignored since 8.1): said before the link is looked at
  if (ZEND_NUM_ARGS() == (getThis() ? 1u : 2u)) {
    zend_error(E_DEPRECATED,
               "Passing the $mode parameter is deprecated since 8.4, as it has been ignored since 8.1");
    if (EG(exception)) RETURN_THROWS();
  }
#endif
  mp_link* link = mp_valid_link(object);
  if (!link) RETURN_THROWS();
  if (!mp_link_take_result(link, false, return_value)) {
    mp_report_link_error(link);  // the link's error, if it has one, as stock reports it here
    RETURN_FALSE;
  }
}

ZEND_FUNCTION(mysqli_use_result) {
  zval* object;
  mp_link* link = mp_link_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU, &object);
  if (!link) RETURN_THROWS();
  if (!mp_link_take_result(link, true, return_value)) {
    mp_report_link_error(link);
    RETURN_FALSE;
  }
}

ZEND_FUNCTION(mysqli_more_results) {
  zval* object;
  mp_link* link = mp_link_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU, &object);
  if (!link) RETURN_THROWS();
  const auto& parts = link->reply.parts;
  RETURN_BOOL(link->part + 1 < parts.size() ||
              (link->reply.is_error && link->part + 1 == parts.size()));
}

// The next result of a CALL or a multi_query(): its error, if that is what ended the reply,
// is this call's.
ZEND_FUNCTION(mysqli_next_result) {
  zval* object;
  mp_link* link = mp_link_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU, &object);
  if (!link) RETURN_THROWS();
  auto& parts = link->reply.parts;
  if (link->part + 1 < parts.size()) {
    link->part++;
    mp_link_clear_error(link);  // as mysqlnd's, when it goes on to the next result
    mp_link_show_part(link);
    RETURN_TRUE;
  }
  if (link->reply.is_error && link->part + 1 == parts.size()) {
    link->part++;
    mp_link_set_error(link, link->reply.err);
    link->reply = proto::QueryReply();
    link->part = 0;
    link->affected_rows = ~uint64_t(0);  // the failed statement's, as mysqlnd's
    mp_report_link_error(link);
  }
  RETURN_FALSE;
}

ZEND_FUNCTION(mysqli_real_escape_string) {
  zval* object;
  zend_string* in;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "OS", &object, mp_mysqli_ce, &in) ==
      FAILURE)
    RETURN_THROWS();
  mp_link* link = mp_valid_link(object);
  if (!link) RETURN_THROWS();
  std::string out;
  mysqlpool::Error err;
  if (!link->session->escape(std::string_view(ZSTR_VAL(in), ZSTR_LEN(in)), &out, &err)) {
    // stock can't fail here; the pool can (no connection to learn the charset from)
    mp_link_set_error(link, err);
    mp_mysqli_throw(err.sqlstate.c_str(), int(err.code), "%s", err.message.c_str());
    RETURN_THROWS();
  }
  RETURN_STRINGL(out.data(), out.size());
}

// A statement of the link's own (SET NAMES, USE, DO 1): true when the server took it.
static bool run_own(mp_link* link, const std::string& sql) {
  return mp_link_real_query(link, sql, MP_STORE_RESULT);
}

// The names PHP 8.2's mysqlnd knows (any case); it refuses any other with 2019 before sending
// anything, and sends these even where the server refuses them (utf16: 1231; gb18030 where the
// server lacks it: 1115), so those errors are the server's. Only these pass into the statement.
bool mp_mysqlnd_knows_charset(std::string_view name) {
  static const char* const kNames[] = {
      "big5",   "dec8",    "cp850",   "hp8",     "koi8r",   "latin1",   "latin2",
      "swe7",   "ascii",   "ujis",    "sjis",    "hebrew",  "tis620",   "euckr",
      "koi8u",  "gb2312",  "greek",   "cp1250",  "gbk",     "latin5",   "armscii8",
      "utf8",   "ucs2",    "cp866",   "keybcs2", "macce",   "macroman", "cp852",
      "latin7", "utf8mb4", "cp1251",  "utf16",   "utf16le", "cp1256",   "cp1257",
      "utf32",  "binary",  "geostd8", "cp932",   "eucjpms", "gb18030",  "filename"};
  for (const char* known : kNames)
    if (strlen(known) == name.size() && strncasecmp(known, name.data(), name.size()) == 0)
      return true;
  return false;
}

// SET NAMES through the session (it joins the baseline).
ZEND_FUNCTION(mysqli_set_charset) {
  zval* object;
  zend_string* charset;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "OS", &object, mp_mysqli_ce,
                                   &charset) == FAILURE)
    RETURN_THROWS();
  mp_link* link = mp_valid_link(object);
  if (!link) RETURN_THROWS();
  // up to a NUL byte, as mysqlnd reads the name (a C string)
  std::string_view name(ZSTR_VAL(charset), strnlen(ZSTR_VAL(charset), ZSTR_LEN(charset)));
  if (!mp_mysqlnd_knows_charset(name)) {
    mp_link_add_error(link, mysqlpool::Error{2019, "HY000", "Invalid character set was provided"});
    mp_report_link_error(link);
    RETURN_FALSE;
  }
  if (!run_own(link, "SET NAMES " + std::string(name))) RETURN_FALSE;
  link->charset_known.assign(name);
  for (char& c : link->charset_known) c = char(tolower(static_cast<unsigned char>(c)));
  RETURN_TRUE;
}

ZEND_FUNCTION(mysqli_select_db) {
  zval* object;
  zend_string* db;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "OS", &object, mp_mysqli_ce, &db) ==
      FAILURE)
    RETURN_THROWS();
  mp_link* link = mp_valid_link(object);
  if (!link) RETURN_THROWS();
  // As mysqlnd's COM_INIT_DB: field_count, insert_id and warning_count stay the last
  // statement's, affected_rows is -1.
  const uint32_t field_count = link->field_count;
  const uint64_t insert_id = link->insert_id;
  const uint16_t warning_count = link->warning_count;
  bool ok =
      run_own(link, "USE " + proto::quote_identifier(std::string_view(ZSTR_VAL(db), ZSTR_LEN(db))));
  link->field_count = field_count;
  link->insert_id = insert_id;
  link->warning_count = warning_count;
  link->affected_rows = ~uint64_t(0);  // also when it fails (results pending: 2014), as stock
  RETURN_BOOL(ok);
}

// The server answers on a connection of the pool (the one the link holds, else one leased):
// true when it does, as COM_PING would say.
ZEND_FUNCTION(mysqli_ping) {
  zval* object;
  mp_link* link = mp_link_arg(INTERNAL_FUNCTION_PARAM_PASSTHRU, &object);
  if (!link) RETURN_THROWS();
  link->affected_rows = ~uint64_t(0);  // as mysqlnd's COM_PING, whatever the answer
  // COM_PING waits behind the unread results: stock's 2014
  if (mp_link_refused_busy(link, true)) RETURN_FALSE;
  if (link->session->holds_connection()) {
    if (!link->session->connection_alive()) RETURN_FALSE;
    mp_link_clear_error(link);  // a command that succeeds clears the last error, as mysqlnd's
    RETURN_TRUE;
  }
  std::string info;
  mysqlpool::Error err;
  if (!link->session->server_info(&info, &err)) {
    mp_link_set_error(link, err);
    mp_report_link_error(link);
    RETURN_FALSE;
  }
  mp_link_clear_error(link);
  RETURN_TRUE;
}
