// mysqlpool's mysqli front-end (ext/mysqli/): PHP's mysqli API on the same Session as the PDO
// driver (docs/DESIGN.md, "The mysqli front-end"). What its files share: the class entries,
// the link (a `mysqli` object) and the result (a `mysqli_result`), how errors are reported.
// As in the PDO driver, what must survive a bailout lives in core memory (new/delete), not in
// PHP's request allocator; PHP objects only point at it.
#ifndef MYSQLPOOL_MYSQLI_API_H
#define MYSQLPOOL_MYSQLI_API_H

#include <cstdint>
#include <string>
#include <vector>

#include "core/protocol/codec.h"
#include "core/worker/attachment.h"
#include "core/worker/session.h"
#include "ext/mysqli/stats.h"

extern "C" {
#include "php.h"
#include "Zend/zend_exceptions.h"
#include "Zend/zend_interfaces.h"
}

extern zend_class_entry *mp_mysqli_ce, *mp_mysqli_result_ce, *mp_mysqli_stmt_ce,
    *mp_mysqli_driver_ce, *mp_mysqli_warning_ce, *mp_mysqli_sql_exception_ce;

// Throws mysqli_sql_exception with this SQLSTATE (nullptr: "00000") and code.
void mp_mysqli_throw(const char* sqlstate, int code, const char* fmt, ...)
    ZEND_ATTRIBUTE_FORMAT(printf, 3, 4);

// mysqli_report()'s flags and the mode in force: one definition, in report_mode.h.
#include "ext/mysqli/report_mode.h"

// mysqli_query's result modes and mysqli_fetch_array's.
enum : zend_long { MP_STORE_RESULT = 0, MP_USE_RESULT = 1, MP_ASYNC = 8 };
enum : zend_long { MP_ASSOC = 1, MP_NUM = 2, MP_BOTH = 3 };

struct mp_result;

// A `mysqli` object's connection state. status: what stock calls INITIALIZED (mysqli_init,
// options may be set) and VALID (connected); a closed link has no mp_link at all. Unusable: a
// failed new mysqli(...)/connect() on an object that had a link (from init() or `new mysqli()`)
// keeps it, and every call but real_connect() says "mysqli object is not fully initialized",
// as stock's.
// A timeout in seconds that the pool keeps in milliseconds in an int: at most a day.
constexpr uint32_t kMpMaxTimeoutS = 86400;

struct mp_link {
  enum class Status { Unusable, Initialized, Valid } status = Status::Initialized;
  mysqlpool::Session* session = nullptr;  // while connected
  // The last statement's error (code 0: none), as mysqli_errno/error/sqlstate report it.
  mysqlpool::Error error;
  // mysqlnd's error_list before `error`: a command refused before it starts (2014, an unknown
  // charset) adds its error to the list; a command that starts empties it.
  std::vector<mysqlpool::Error> earlier_errors;
  // The last statement's numbers, as mysqlnd keeps them per connection.
  uint64_t affected_rows = 0;
  uint64_t insert_id = 0;
  std::string info;
  uint16_t warning_count = 0;
  uint32_t field_count = 0;
  // real_query's reply, read whole or (MYSQLI_USE_RESULT) streamed; `part` is the result the
  // application reads now (store_result / use_result / next_result).
  mysqlpool::proto::QueryReply reply;
  size_t part = 0;
  bool result_taken = true;  // the current part's rows went to a mysqli_result (or none)
  // An unbuffered result whose rows are not all fetched holds the link (2014 until then).
  mp_result* streaming = nullptr;
  // So does a statement's result not yet stored, got or fetched to its end (statement.h).
  struct mp_stmt* fetching = nullptr;
  // And a MYSQLI_ASYNC query sent and not yet reaped (async.cpp); its result is to be stored,
  // or (async_unbuffered) used.
  bool async = false;
  bool async_unbuffered = false;
  // Which connect of the link this is (statements belong to one: statement.h).
  uint64_t serial = 0;
  // The pool key it connected with (change_user() makes another of it).
  mysqlpool::PoolKey key;
  // multi_query() turned multi-statements on (stock's mysqli->multi_query): the next query()
  // or real_query() turns them off, a command of its own (a second 2014 when the link is busy).
  // server_multi_statements: the option the server has, which a refused command left as it was.
  bool multi_statements = false;
  bool server_multi_statements = false;
  // mysqli_options() before connecting.
  bool int_and_float_native = false;
  uint32_t connect_timeout_s = 0;          // 0: the pool's setting (at most kMpMaxTimeoutS)
  uint32_t read_timeout_s = 0;             // MYSQLI_OPT_READ_TIMEOUT (read_timeout_set); 0: none
  bool read_timeout_set = false;           // else mysqlnd.net_read_timeout's (link.cpp)
  std::vector<std::string> init_commands;  // MYSQLI_INIT_COMMAND: run in order at each connect
  std::string charset_name;                // MYSQLI_SET_CHARSET_NAME: the pool's charset
  mysqlpool::proto::LocalInfilePolicy local_infile;  // MYSQLI_OPT_LOCAL_INFILE (refused by default)
  mysqlpool::TlsSettings tls;                        // mysqli_ssl_set()
  // character_set_name(): what mysqlnd knows, the connect's charset or set_charset()'s name
  // ("utf8" stays "utf8"), not a `SET NAMES` sent through query() (escaping asks the Session).
  std::string charset_known;
  // What the connect was given (host_info, stock's messages).
  std::string host_info;
  bool persistent = false;       // a `p:` host: the pool is persistent for every link alike
  mp_link_stats stats;           // mysqli_get_connection_stats() (stats.h)
  mp_link* next_live = nullptr;  // in the list of live links (request-end safety net)
  mp_link* prev_live = nullptr;
};

// A `mysqli_result`: one result set, owned (buffered: all its rows), or being streamed from
// the link's reply (MYSQLI_USE_RESULT: the link's rows, read in batches).
struct mp_result {
  mysqlpool::proto::ResultSet rs;  // the rows at hand (all of them, when buffered)
  bool unbuffered = false;
  // Unbuffered, until all its rows are fetched: the link, busy with it (mp_link::streaming
  // points back; its next statement fails with 2014 until then, as stock).
  mp_link* link = nullptr;
  // The link's session still reads the reply: its part `part` is this set (rs is unused).
  bool streaming = false;
  mysqlpool::proto::QueryReply stream;
  size_t part = 0;
  const mysqlpool::proto::ResultSet& set() const { return streaming ? stream.parts[part].rs : rs; }
  mysqlpool::proto::ResultSet& set() { return streaming ? stream.parts[part].rs : rs; }
  uint64_t link_serial = 0;   // its link's connect (statistics: mp_stats_link_of)
  bool native_types = false;  // MYSQLI_OPT_INT_AND_FLOAT_NATIVE of its link
  size_t row = 0;             // the next row to fetch (counted from the set's first)
  bool done = false;          // unbuffered: all rows fetched
  long last_row = -1;         // the row fetched last (lengths), -1: none
  // Unbuffered, its link closed (or connected again) before all rows were fetched: every
  // fetch fails with 2014 (a warning or exception as the report mode says) and false, as stock.
  bool cut_off = false;
  // Unbuffered, its rows ended in an error (reported): the fetch that met it is false, not
  // null (mysqlnd's FAIL); the ones after are null.
  bool failed = false;
  // Unbuffered: the last row's lengths, kept when its batch goes (stock's lengths after the
  // last fetch are the last row's).
  std::vector<zend_long> last_lengths;
  uint32_t current_field = 0;  // fetch_field()'s cursor
  // Unbuffered, read to its end at once but cut short by an ERR among its rows: the error,
  // reported when the fetch reaches it (as stock's, which reads it then).
  mysqlpool::Error cut_error;
};

// The PHP objects: a pointer to the state, then the zend_object (its handlers' offset).
struct mp_link_object {
  mp_link* link;
  zend_object std;
};
struct mp_result_object {
  mp_result* result;
  zend_object std;
};
inline mp_link_object* mp_link_from(zend_object* o) {
  return reinterpret_cast<mp_link_object*>(reinterpret_cast<char*>(o) -
                                           XtOffsetOf(mp_link_object, std));
}
inline mp_result_object* mp_result_from(zend_object* o) {
  return reinterpret_cast<mp_result_object*>(reinterpret_cast<char*>(o) -
                                             XtOffsetOf(mp_result_object, std));
}

extern zend_object_handlers mp_link_handlers, mp_result_handlers;

// Registers the module "mysqli" when php.ini has mysqlpool.serve_mysqli = 1 and PHP's own
// mysqli is not loaded (module.cpp); called from mysqlpool's get_module().
void mp_offer_mysqli_module(int type);

// Object handlers and creation (module.cpp registers them with the classes).
zend_object* mp_link_create(zend_class_entry* ce);
zend_object* mp_result_create(zend_class_entry* ce);
void mp_link_free(zend_object* o);
void mp_result_free(zend_object* o);

// The link of a `mysqli` argument as stock's MYSQLI_FETCH_RESOURCE_CONN checks it: nullptr
// with Error thrown ("mysqli object is already closed", "... is not fully initialized").
mp_link* mp_valid_link(zval* object);
// The link of a function whose only argument is the link (procedural) or none (a method):
// nullptr when parsing failed or the link is not valid (thrown).
mp_link* mp_link_arg(INTERNAL_FUNCTION_PARAMETERS, zval** object);
mp_link* mp_link_or_throw(zval* object, bool must_be_connected);
mp_result* mp_valid_result(zval* object);

// Links (link.cpp).
mp_link* mp_link_new();
void mp_link_close(mp_link_object* obj);  // mysqli_close(): the connection goes back
void mp_end_all_links();                  // request end: every link's session ends
// The link's unbuffered result lets go of it: the rows the session has not read are read away.
void mp_link_finish_stream(mp_link* link);
// Stock's counts of this process's links (mysqli_get_links_stats(), phpinfo()): connected, of
// them those with a `p:` host, and the persistent connections stock keeps for a `p:` link to
// come, which a pool does not have (its own connections are what persist, and every link's
// connect takes one of them): always 0.
struct mp_link_counts {
  zend_long connected = 0, persistent = 0, cached_persistent = 0;
};
mp_link_counts mp_count_links();
// The first of this process's links (then mp_link::next_live), for their statistics.
mp_link* mp_first_live_link();
// open_basedir's answer for a LOAD DATA LOCAL file (LocalInfilePolicy::path_allowed).
bool mp_open_basedir_allows(const char* path);

// Errors (errors.cpp).
// An error of the Session's as mysqli on mysqlnd reports it (the code, SQLSTATE and words).
mysqlpool::Error mp_stock_error(const mysqlpool::Error& e);
void mp_link_set_error(mp_link* link, const mysqlpool::Error& e);
// An error raised before a command starts (mysqlnd's 2014, 2019): listed after the earlier ones.
void mp_link_add_error(mp_link* link, const mysqlpool::Error& e);
void mp_link_clear_error(mp_link* link);
// Reports the link's error as mysqli_report says (exception, warning, or nothing).
void mp_report_link_error(mp_link* link);
// Reports an error that belongs to no link now (the same way).
void mp_report_error(const mysqlpool::Error& e);
// The connect error: remembered for mysqli_connect_errno/error, thrown or warned always.
void mp_report_connect_error(const mysqlpool::Error& e);
void mp_clear_connect_error();
int mp_connect_errno();
const std::string* mp_connect_error();  // nullptr: none
// MYSQLI_REPORT_INDEX: "No index used in query/prepared statement ..." as stock.
void mp_report_index(const char* sql, uint16_t status);
// The ValueError of an empty string argument, in the words of the PHP it runs on (PHP 8.4's
// "must not be empty", 8.2's "cannot be empty"; 8.3 not checked: it says 8.2's here).
void mp_argument_empty(uint32_t arg);
mysqlpool::Error mp_out_of_sync();

// Queries (query.cpp). Busy: the link's last reply (or a statement's) has something unread
// that the server would send first (stock's 2014 for any other command).
bool mp_link_busy(const mp_link* link);
// A command on a busy link is refused before it starts: true with 2014 added to the link's
// errors (reported when `report`, as the command's stock counterpart does), false if not busy.
bool mp_link_refused_busy(mp_link* link, bool report);
// Runs `sql` on the link; the reply is the link's. false: reported.
// keep_cut_sets (real_query()): a set an ERR cut short stays, for store_result() to report.
bool mp_link_real_query(mp_link* link, std::string_view sql, zend_long mode,
                        bool keep_cut_sets = false);
// The link's reply, read: its error (reported: false), or its first part shown (the link's
// numbers, as mysqlnd keeps them: mp_link_show_part).
bool mp_link_take_reply(mp_link* link);
void mp_link_show_part(mp_link* link);
// MYSQLI_ASYNC (async.cpp): `sql` sent on the link's connection (leased, and held until
// reap_async_query() reads the reply); false: reported.
bool mp_link_send_async(mp_link* link, std::string_view sql, bool unbuffered);
// The link's current result as a mysqli_result (store/use); false: none or an error.
bool mp_link_take_result(mp_link* link, bool unbuffered, zval* out);

// Results (result.cpp).
void mp_result_init_object(zval* out, mp_result* r);
// The row at the cursor, as fetch_* make them; false: no more rows (or an error, reported).
bool mp_result_next_row(mp_result* r, size_t* row);
void mp_result_row_value(const mp_result* r, size_t row, size_t col, zval* out);
// The lengths of what the fetch gives of a row: BIT's decimal text, 0 for a value made an int
// or float (MYSQLI_OPT_INT_AND_FLOAT_NATIVE) or a NULL, as mysqlnd's.
std::vector<zend_long> mp_result_row_lengths(const mp_result* r, size_t row);
// fetch_lengths() / lengths: the row fetched last's (empty: none, as before the first fetch or
// after a buffered set's last).
std::vector<zend_long> mp_result_lengths(const mp_result* r);

// mysqli's properties (link_info.cpp): each with the status stock checks before reading it.
struct mp_link_property {
  const char* name;
  // StatusFirst: Valid, but stock checks the status before the link (affected_rows,
  // error_list): a closed object says "Property access is not allowed yet".
  enum Needs { None, Initialized, Valid, StatusFirst } needs;
  void (*read)(mp_link* link, zval* out);
};
extern const mp_link_property mp_link_properties[];  // ends with a null name

// Properties (properties.cpp): stock's read handlers.
void mp_install_property_handlers(zend_object_handlers* link, zend_object_handlers* result,
                                  zend_object_handlers* stmt);

// foreach over a result (result_iterator.cpp): the class's get_iterator.
zend_object_iterator* mp_result_get_iterator(zend_class_entry* ce, zval* object, int by_ref);

// The client character set as mysqlnd knows it (link_info.cpp): the connect's (as the server
// reported it for the connection), or the name set_charset() was given. false: thrown.
bool mp_link_charset_name(mp_link* link, std::string* out);
// Whether PHP 8.2's mysqlnd knows a character set name, in any case (query.cpp): set_charset()
// and MYSQLI_SET_CHARSET_NAME refuse any other with 2019.
bool mp_mysqlnd_knows_charset(std::string_view name);

// Field metadata (fields.cpp).
void mp_field_object(const mp_result* r, uint32_t col, zval* out);

// ---- The API around the front-end (constants.cpp, ini.cpp, driver.cpp, exception.cpp,
// uncloneable.cpp); the module's MINIT calls, after registering the classes
// (mysqli_sql_exception's parent: spl_ce_RuntimeException; mysqli_result's: zend_ce_aggregate;
// mysqli_arginfo.h needs zend_attributes.h and zend_interfaces.h included before it):
//   mp_mysqli_register_ini(module_number);        (ini.h; MSHUTDOWN: mp_mysqli_unregister_ini)
//   mp_mysqli_register_constants(module_number);
//   register_mysqli_symbols(module_number);       (generated: the #[\SensitiveParameter]s)
//   mp_mysqli_driver_class_setup(mp_mysqli_driver_ce);
//   mp_mysqli_warning_class_setup(mp_mysqli_warning_ce);   (warning.cpp)
// and its RINIT mp_mysqli_reset_report_mode() (report_mode.h).
void mp_mysqli_register_constants(int module_number);
// mysqli_driver's objects: its 4 properties are read (and report_mode written) through
// handlers, as stock's, over mp_mysqli_report_mode (report_mode.h).
void mp_mysqli_driver_class_setup(zend_class_entry* ce);
// What mysqli_get_client_info()/client_info and mysqli_get_client_version()/client_version
// answer: stock's values on mysqlnd ("mysqlnd 8.2.36", 80236); WordPress reads "mysqlnd" and
// the version after it to decide that utf8mb4 is supported (wpdb::has_cap).
const char* mp_mysqli_client_info();
zend_long mp_mysqli_client_version();
// A class whose objects are plain but can't be cloned, as every stock mysqli class's
// (uncloneable.cpp; the API check's harness uses it).
void mp_mysqli_uncloneable_class_setup(zend_class_entry* ce);
// mysqli_warning's objects: the chain get_warnings() read (warning.cpp).
void mp_mysqli_warning_class_setup(zend_class_entry* ce);
// ---- end of the API around the front-end

#endif
