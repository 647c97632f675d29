// The `mysqli` object: made by mysqli_init() / new mysqli, connected by real_connect() to a
// pool (the key from the connect arguments and php.ini's mysqli.default_* entries, the settings
// from php.ini's mysqlpool.* entries, as for PDO), closed by close(), which gives the
// connection back (Session::end(); never COM_QUIT: the connection is the pool's).
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ext/mysqli/ini.h"
#include "ext/mysqli/mysqli_api.h"
#include "ext/php_mysqlpool.h"
#include "ext/pdo_mysqlpool_int.h"

extern "C" {}

#include <algorithm>
#include <string>

#include "core/common/dsn.h"  // kDefaultUnixSocket

bool mp_open_basedir_allows(const char* path) { return php_check_open_basedir_ex(path, 0) == 0; }

namespace {

// mysqli_real_connect's flags (stock values) that mean something to a pool.
constexpr zend_long kClientFoundRows = 2;
constexpr zend_long kClientSsl = 2048;
constexpr zend_long kClientSslDontVerify = 64;
constexpr zend_long kClientSslVerify = 1073741824;

mp_link* g_live_links = nullptr;

void link_live(mp_link* link) {
  link->next_live = g_live_links;
  if (g_live_links) g_live_links->prev_live = link;
  g_live_links = link;
}

void unlink_live(mp_link* link) {
  if (link->prev_live)
    link->prev_live->next_live = link->next_live;
  else if (g_live_links == link)
    g_live_links = link->next_live;
  if (link->next_live) link->next_live->prev_live = link->prev_live;
  link->next_live = link->prev_live = nullptr;
}

// The link's session ends: its connection goes back (rolled back / reset when needed), and an
// unbuffered result still streaming is read away first.
void end_session(mp_link* link) {
  if (!link->session) return;
  if (link->streaming) mp_link_finish_stream(link);
  link->fetching = nullptr;  // a statement's pending result is its own: it stays with it
  mysqlpool::PoolAttachment* pool = link->session->pool();
  if (link->session->end() == mysqlpool::Session::Ending::RolledBack)
    mysqlpool::count_rollback_at_close(*pool);
  mp_stats_sync(link);  // what the session sent, its ending too, before it may go
}

void destroy_link(mp_link* link) {
  end_session(link);
  unlink_live(link);
  delete link->session;
  delete link;
}

// What a connect sets of LOAD DATA LOCAL INFILE, over what options() set before it (as
// stock's connect does): allowed as mysqli.allow_local_infile says, and the directory of
// mysqli.local_infile_directory when it has one that open_basedir allows (else options()'s).
// options() after the connect change it again.
void apply_local_infile_ini(mp_link* link) {
  link->local_infile.allowed = mp_mysqli_ini.allow_local_infile;
  const char* dir = mp_mysqli_ini.local_infile_directory;
  // php_check_open_basedir warns, as stock's connect does, for a directory outside it
  if (dir && *dir && php_check_open_basedir(dir) == 0) link->local_infile.directory = dir;
  link->local_infile.path_allowed = mp_open_basedir_allows;
}

// A mysqli.* php.ini string (ini.h: the module registers them all), "" when unset.
std::string ini_text(const char* value) { return value ? value : ""; }

// What real_connect was given, stock's nulls already replaced by php.ini's defaults.
struct ConnectArgs {
  std::string host, user, password, db, socket;
  std::string host_as_given;  // "host:port": host_info shows it so, as mysqlnd's
  zend_long port = 0;
  zend_long flags = 0;
  bool persistent = false;  // a `p:` host
};

void apply_defaults(ConnectArgs* a, bool has_user, bool has_password, bool has_port) {
  if (a->host.empty()) a->host = ini_text(mp_mysqli_ini_default_host());
  if (!has_user) a->user = ini_text(mp_mysqli_ini_default_user());
  if (!has_password) a->password = ini_text(mp_mysqli_ini_default_pw());
  if (!has_port) a->port = mp_mysqli_ini_default_port();
  if (a->socket.empty()) a->socket = ini_text(mp_mysqli_ini_default_socket());
  if (a->host.empty()) a->host = "localhost";  // as mysqlnd
  if (a->port <= 0) a->port = 3306;
}

// The pool key, as mysqlnd would connect: localhost through the Unix socket, anything else
// by TCP; the TLS settings of ssl_set() when MYSQLI_CLIENT_SSL asks for TLS.
mysqlpool::PoolKey key_for(mp_link* link, ConnectArgs& a) {
  mysqlpool::PoolKey key;
  if (a.host == "localhost") {
    key.unix_socket = a.socket.empty() ? mysqlpool::kDefaultUnixSocket : a.socket;
    link->host_info = "Localhost via UNIX socket";
  } else {
    key.host = a.host;
    key.port = uint32_t(a.port);
    link->host_info = (a.host_as_given.empty() ? a.host : a.host_as_given) + " via TCP/IP";
  }
  key.user = a.user;
  key.password = a.password;
  key.dbname = a.db;
  // One pool per charset however it is written, as for a DSN (so a link and a PDO handle
  // with the same server, user and database share it): none is utf8mb4, names case-blind.
  key.charset = link->charset_name.empty() ? mysqlpool::kDefaultCharset : link->charset_name;
  for (char& c : key.charset) c = char(tolower(static_cast<unsigned char>(c)));
  key.found_rows = (a.flags & kClientFoundRows) != 0;
  if ((a.flags & kClientSsl) || link->tls.enabled()) {
    key.tls = link->tls;
    if (a.flags & kClientSslVerify)
      key.tls.verify = 1;
    else if (a.flags & kClientSslDontVerify)
      key.tls.verify = 0;
    else if (key.tls.verify < 0 && key.tls.ca.empty() && key.tls.capath.empty())
      key.tls.verify = 0;
  }
  return key;
}

// A connect error as mysqlnd words it where the pool's (libmariadb's, in the manager) says the
// same thing otherwise: the server can't be reached (2002 with the socket's error), TLS failed
// (mysqlnd's 2002 "Cannot connect to MySQL using SSL"; the pool's text, which names the
// reason), and always SQLSTATE HY000, as mysqlnd reports connect errors.
mysqlpool::Error stock_connect_error(mysqlpool::Error e, const mysqlpool::PoolKey& key) {
  e.sqlstate = "HY000";
  // The pool's own 2002s ("mysqlpool: all N connections of pool ... are held ...") say why:
  // they keep their words, not a socket error's.
  bool pools_own = e.message.compare(0, 10, "mysqlpool:") == 0;
  bool unreachable = (e.code == 2002 || e.code == 2003) && !pools_own;
  if (e.code == 2005) {  // unknown host: PHP's network layer warns first, then mysqlnd fails
    e = mysqlpool::Error{2002, "HY000",
                         "php_network_getaddresses: getaddrinfo for " + key.host +
                             " failed: Name or service not known"};
    php_error_docref(nullptr, E_WARNING, "%s", e.message.c_str());
  } else if (unreachable && key.unix_socket.empty()) {
    e = mysqlpool::Error{2002, "HY000", "Connection refused"};
  } else if (unreachable) {
    e = mysqlpool::Error{2002, "HY000", "No such file or directory"};
  } else if (e.code == 2026) {  // TLS failed: mysqlnd's code, the pool's words (they say why)
    e.code = 2002;
  }
  return e;
}

// MYSQLI_INIT_COMMAND, each in the order given, as part of the connect (mysqlnd's): the first
// error is a connect error, and the link is not connected.
bool run_init_commands(mp_link* link) {
  zend_long mode = mp_mysqli_report_mode;
  mp_mysqli_report_mode = 0;  // reported below, as a connect error
  bool ok = true;
  for (const std::string& command : link->init_commands) {
    mp_stat_add(link, MP_STAT_INIT_COMMAND_EXECUTED_COUNT);
    if (!(ok = mp_link_real_query(link, command, MP_STORE_RESULT))) break;
  }
  if (!ok) mp_stat_add(link, MP_STAT_INIT_COMMAND_FAILED_COUNT);
  mp_mysqli_report_mode = mode;
  if (ok) return true;
  mysqlpool::Error err = link->error;
  end_session(link);
  delete link->session;
  link->session = nullptr;
  link->status = mp_link::Status::Initialized;
  mp_report_connect_error(err);
  return false;
}

// mysqlnd's connect is a connection: thread_id is its id from then on (tests send
// `KILL <thread_id>`). The connect leases one of the pool's once, untouched (a reset to the
// link's empty baseline would cost WordPress's settings again on every request), learning its
// id; the character set is the one it connected with (mysqlnd's too).
bool lease_once(mp_link* link, const mysqlpool::PoolKey& key) {
  mysqlpool::Error err;
  if (link->session->learn_thread_id(&err)) {
    link->charset_known = key.charset_or_default();
    return true;
  }
  end_session(link);
  delete link->session;
  link->session = nullptr;
  link->status = mp_link::Status::Initialized;
  mp_report_connect_error(stock_connect_error(err, key));
  return false;
}

// mysqli.max_links, as stock counts it: the process's connected links, `p:` ones too; one more
// is refused with a warning (no connect error: none was tried).
bool too_many_links() {
  zend_long max = mp_mysqli_ini.max_links;
  if (max < 0) return false;
  zend_long open = 0;
  for (mp_link* l = g_live_links; l; l = l->next_live)
    if (l->status == mp_link::Status::Valid) open++;
  if (open < max) return false;
  php_error_docref(nullptr, E_WARNING, "Too many open links (" ZEND_LONG_FMT ")", open);
  return true;
}

uint64_t g_connects = 0;  // the links' connect serials (mp_link::serial)

// A number as PHP's OnUpdateLong reads an ini value ("1k", "0x10"; not a number: 0).
zend_long ini_quantity(const char* text) {
  zend_string* value = zend_string_init(text, strlen(text), 0);
  zend_string* problem = nullptr;
  zend_long n = zend_ini_parse_quantity(value, &problem);
  if (problem) zend_string_release(problem);
  zend_string_release(value);
  return n;
}

// mysqlnd.net_read_timeout: mysqlnd's entry when mysqlnd is loaded beside the front-end (as
// pdo_mysql needs it), else php.ini's line, else mysqlnd's default of 86400.
zend_long net_read_timeout() {
  static const char kName[] = "mysqlnd.net_read_timeout";
  const char* value = mp_foreign_ini(kName, sizeof kName - 1);
  return value ? ini_quantity(value) : 86400;
}

// The link's read timeout in seconds, as mysqlnd's connect takes it: MYSQLI_OPT_READ_TIMEOUT,
// else mysqlnd.net_read_timeout. 0 leaves mysqlnd's stream at PHP's default_socket_timeout,
// as stock's; a negative one is none (mysqlnd takes it unsigned). 0: none. At most
// kMpMaxTimeoutS.
uint32_t read_timeout_s(const mp_link* link) {
  zend_long s = link->read_timeout_set ? zend_long(link->read_timeout_s) : net_read_timeout();
  static const char kSocketTimeout[] = "default_socket_timeout";
  const char* socket_timeout = zend_ini_string(kSocketTimeout, sizeof kSocketTimeout - 1, 0);
  if (s == 0 && socket_timeout) s = ini_quantity(socket_timeout);
  return s <= 0 ? 0 : uint32_t(std::min<zend_long>(s, kMpMaxTimeoutS));
}

// A session on the pool of `key`, with the link's connect timeout; nullptr with *err (a
// connect error as stock words it, not reported yet).
mysqlpool::Session* open_session(mp_link* link, const mysqlpool::PoolKey& key,
                                 mysqlpool::Error* err) {
  std::string problem;
  const mp_handle_config* config = mp_read_link_config(key, &problem);
  if (!config) {
    *err = mysqlpool::Error{2002, "HY000", problem};
    return nullptr;
  }
  mysqlpool::PoolRegistry::instance().set_wait_yields(config->wait_yields);
  mysqlpool::PoolSettings settings = config->settings;
  if (link->connect_timeout_s) settings.connect_timeout_ms = link->connect_timeout_s * 1000;
  mysqlpool::PoolAttachment* pool = mysqlpool::PoolRegistry::instance().attach(
      key, config->lookup, settings, config->manager, err);
  if (!pool) {
    *err = stock_connect_error(*err, key);
    return nullptr;
  }
  auto* session = new mysqlpool::Session(pool, config->mode);
  // As stock: one statement per query() (multi_query() turns them on).
  session->set_multi_statements(false);
  session->set_local_infile(link->local_infile);
  session->set_read_timeout_ms(read_timeout_s(link) * 1000);
  return session;
}

// The link runs on `session` from now on: a connect of its own (the serial: statements of
// the one before are not its), multi-statements off as on a new connection.
void adopt_session(mp_link* link, mysqlpool::Session* session, const mysqlpool::PoolKey& key) {
  link->session = session;
  link->key = key;
  link->serial = ++g_connects;
  link->multi_statements = link->server_multi_statements = false;
  mp_stats_adopt(link);
}

// Connects the link to its pool; false with the connect error reported.
bool connect_once(mp_link* link, ConnectArgs& a) {
  link->persistent = a.persistent;
  mysqlpool::PoolKey key = key_for(link, a);
  apply_local_infile_ini(link);
  mysqlpool::Error err;
  mysqlpool::Session* session = open_session(link, key, &err);
  if (!session) {
    mp_report_connect_error(err);
    return false;
  }
  adopt_session(link, session, key);
  link->status = mp_link::Status::Valid;
  mp_clear_connect_error();
  mp_link_clear_error(link);
  if (!run_init_commands(link)) return false;
  if (!lease_once(link, key)) return false;
  link->reply = mysqlpool::proto::QueryReply();
  link->result_taken = true;
  return true;
}

// A connect, counted in the statistics (stats.h): a link's connect is one lease of the pool's
// connection, which the manager opened and authenticated (no handshake of its own).
bool connect_link(mp_link* link, ConnectArgs& a) {
  bool ok = connect_once(link, a);
  mp_stats_connected(link, ok);
  return ok;
}

// A TCP host written "host:port" ("[v6]:port"): mysqlnd hands "tcp://host:port" to PHP's
// streams, which take the first colon's port over the port argument (php-src's bug 74432).
void split_host_port(ConnectArgs* a) {
  if (a->host == "localhost") return;
  size_t from = 0;
  if (a->host[0] == '[') {
    from = a->host.find(']');
    if (from == std::string::npos) return;
  }
  size_t colon = a->host.find(':', from);
  if (colon == std::string::npos || colon + 1 >= a->host.size()) return;
  a->host_as_given = a->host;
  a->port = ZEND_STRTOL(a->host.c_str() + colon + 1, nullptr, 10);
  a->host.erase(colon);
  if (a->host.size() > 2 && a->host.front() == '[') a->host = a->host.substr(1, a->host.size() - 2);
}

// Stock's argument parsing for connect(): (host, user, password, db, port, socket), each
// nullable; real_connect() takes the link first (procedural form) and the flags last.
bool parse_connect_args(INTERNAL_FUNCTION_PARAMETERS, ConnectArgs* a, zval** link_object) {
  char *host = nullptr, *user = nullptr, *pw = nullptr, *db = nullptr, *socket = nullptr;
  size_t host_len = 0, user_len = 0, pw_len = 0, db_len = 0, socket_len = 0;
  zend_long port = 0;
  bool port_null = true;
  zend_result parsed;
  if (link_object) {
    parsed = zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O|s!s!s!s!l!s!l",
                                          link_object, mp_mysqli_ce, &host, &host_len, &user,
                                          &user_len, &pw, &pw_len, &db, &db_len, &port, &port_null,
                                          &socket, &socket_len, &a->flags);
  } else {
    parsed =
        zend_parse_parameters(ZEND_NUM_ARGS(), "|s!s!s!s!l!s!", &host, &host_len, &user, &user_len,
                              &pw, &pw_len, &db, &db_len, &port, &port_null, &socket, &socket_len);
  }
  if (parsed == FAILURE) return false;
  a->host.assign(host ? host : "", host_len);
  a->user.assign(user ? user : "", user_len);
  a->password.assign(pw ? pw : "", pw_len);
  a->db.assign(db ? db : "", db_len);
  a->socket.assign(socket ? socket : "", socket_len);
  a->port = port_null ? 0 : port;
  apply_defaults(a, user != nullptr, pw != nullptr, !port_null);
  if (a->host.size() > 2 && strncasecmp(a->host.c_str(), "p:", 2) == 0) {
    a->host.erase(0, 2);
    a->persistent = true;
  }
  split_host_port(a);
  return true;
}

}  // namespace

mp_link* mp_link_new() {
  auto* link = new mp_link();
  mp_link_clear_error(link);
  link_live(link);
  return link;
}

void mp_link_close(mp_link_object* obj) {
  if (!obj->link) return;
  destroy_link(obj->link);
  obj->link = nullptr;
}

void mp_end_all_links() {
  for (mp_link* link = g_live_links; link; link = link->next_live) end_session(link);
}

mp_link* mp_link_or_throw(zval* object, bool must_be_connected) {
  mp_link_object* obj = mp_link_from(Z_OBJ_P(object));
  if (!obj->link) {
    zend_throw_error(nullptr, "%s object is already closed", ZSTR_VAL(Z_OBJCE_P(object)->name));
    return nullptr;
  }
  mp_link::Status status = obj->link->status;
  if (status == mp_link::Status::Unusable ||
      (must_be_connected && status != mp_link::Status::Valid)) {
    zend_throw_error(nullptr, "%s object is not fully initialized",
                     ZSTR_VAL(Z_OBJCE_P(object)->name));
    return nullptr;
  }
  return obj->link;
}

mp_link* mp_valid_link(zval* object) { return mp_link_or_throw(object, true); }

zend_object* mp_link_create(zend_class_entry* ce) {
  auto* obj = static_cast<mp_link_object*>(zend_object_alloc(sizeof(mp_link_object), ce));
  obj->link = nullptr;
  zend_object_std_init(&obj->std, ce);
  object_properties_init(&obj->std, ce);
  obj->std.handlers = &mp_link_handlers;
  return &obj->std;
}

void mp_link_free(zend_object* o) {
  mp_stats_closed(mp_link_from(o)->link, false);
  mp_link_close(mp_link_from(o));
  zend_object_std_dtor(o);
}

// The object's link, made now if it has none (init()); a connected one is closed first, as
// stock closes it implicitly when connecting again.
static mp_link* fresh_link(mp_link_object* obj) {
  if (obj->link && obj->link->status == mp_link::Status::Valid) {
    mp_stats_closed(obj->link, false);  // as mysqlnd's connect closes it implicitly
    end_session(obj->link);
    delete obj->link->session;
    obj->link->session = nullptr;
    obj->link->status = mp_link::Status::Initialized;
  }
  if (!obj->link) obj->link = mp_link_new();
  return obj->link;
}

ZEND_FUNCTION(mysqli_init) {
  ZEND_PARSE_PARAMETERS_NONE();
  object_init_ex(return_value, mp_mysqli_ce);
  mp_link_from(Z_OBJ_P(return_value))->link = mp_link_new();
}

// Deprecated in stock, still used (Adminer: `parent::init()` in a subclass's constructor).
ZEND_METHOD(mysqli, init) {
  ZEND_PARSE_PARAMETERS_NONE();
  mp_link_object* obj = mp_link_from(Z_OBJ_P(ZEND_THIS));
  if (!obj->link) obj->link = mp_link_new();
}

// new mysqli(...) and $mysqli->connect(...): with no arguments only init(), as stock; with
// them a connect whose failure leaves the object closed (its link freed).
static void construct_or_connect(INTERNAL_FUNCTION_PARAMETERS, bool in_ctor) {
  ConnectArgs a;
  if (!parse_connect_args(INTERNAL_FUNCTION_PARAM_PASSTHRU, &a, nullptr)) RETURN_THROWS();
  mp_link_object* obj = mp_link_from(Z_OBJ_P(ZEND_THIS));
  if (in_ctor && ZEND_NUM_ARGS() == 0) {
    if (!obj->link) obj->link = mp_link_new();
    return;
  }
  if (too_many_links()) RETURN_FALSE;
  bool had_link = obj->link != nullptr;
  mp_link* link = fresh_link(obj);
  if (!connect_link(link, a)) {
    if (had_link)
      link->status = mp_link::Status::Unusable;
    else
      mp_link_close(obj);
    RETURN_FALSE;
  }
  RETURN_TRUE;
}

ZEND_METHOD(mysqli, __construct) { construct_or_connect(INTERNAL_FUNCTION_PARAM_PASSTHRU, true); }

// mysqli_connect(), and mysqli::connect() (its method alias, as in stock).
ZEND_FUNCTION(mysqli_connect) {
  if (getThis()) {
    construct_or_connect(INTERNAL_FUNCTION_PARAM_PASSTHRU, false);
    return;
  }
  ConnectArgs a;
  if (!parse_connect_args(INTERNAL_FUNCTION_PARAM_PASSTHRU, &a, nullptr)) RETURN_THROWS();
  if (too_many_links()) RETURN_FALSE;
  zval object;
  object_init_ex(&object, mp_mysqli_ce);
  mp_link_object* obj = mp_link_from(Z_OBJ(object));
  obj->link = mp_link_new();
  if (!connect_link(obj->link, a)) {
    zval_ptr_dtor(&object);
    RETURN_FALSE;
  }
  RETURN_COPY_VALUE(&object);
}

// real_connect: on failure the link stays, not connected (errno/error tell why; WordPress
// reads connect_errno), as stock.
ZEND_FUNCTION(mysqli_real_connect) {
  ConnectArgs a;
  zval* object = nullptr;
  if (!parse_connect_args(INTERNAL_FUNCTION_PARAM_PASSTHRU, &a, &object)) RETURN_THROWS();
  mp_link_object* obj = mp_link_from(Z_OBJ_P(object));
  if (!obj->link || obj->link->status != mp_link::Status::Unusable) {
    if (!mp_link_or_throw(object, false)) RETURN_THROWS();
  }
  if (too_many_links()) RETURN_FALSE;
  mp_link* link = fresh_link(obj);
  if (!connect_link(link, a)) {
    const std::string* message = mp_connect_error();
    mp_link_set_error(link, mysqlpool::Error{uint32_t(mp_connect_errno()), "HY000",
                                             message ? *message : std::string()});
    RETURN_FALSE;
  }
  RETURN_TRUE;
}

ZEND_FUNCTION(mysqli_close) {
  zval* object;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O", &object, mp_mysqli_ce) ==
      FAILURE)
    RETURN_THROWS();
  if (!mp_link_or_throw(object, false)) RETURN_THROWS();
  mp_stats_closed(mp_link_from(Z_OBJ_P(object))->link, true);
  mp_link_close(mp_link_from(Z_OBJ_P(object)));
  RETURN_TRUE;
}

ZEND_FUNCTION(mysqli_ssl_set) {
  zval* object;
  char *key = nullptr, *cert = nullptr, *ca = nullptr, *capath = nullptr, *cipher = nullptr;
  size_t key_len, cert_len, ca_len, capath_len, cipher_len;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "Os!s!s!s!s!", &object, mp_mysqli_ce,
                                   &key, &key_len, &cert, &cert_len, &ca, &ca_len, &capath,
                                   &capath_len, &cipher, &cipher_len) == FAILURE)
    RETURN_THROWS();
  mp_link* link = mp_link_or_throw(object, false);
  if (!link) RETURN_THROWS();
  // As stock: empty strings count as not given.
  auto take = [](const char* v, size_t n) { return v && n ? std::string(v, n) : std::string(); };
  link->tls.key = take(key, key_len);
  link->tls.cert = take(cert, cert_len);
  link->tls.ca = take(ca, ca_len);
  link->tls.capath = take(capath, capath_len);
  link->tls.cipher = take(cipher, cipher_len);
  RETURN_TRUE;
}

// A refused change_user: the pool's connect error (its code, its text, which names the pool),
// with the SQLSTATE the server gives those codes (the pool keeps the code only).
static mysqlpool::Error change_user_error(mysqlpool::Error e) {
  e.sqlstate = e.code == 1045 ? "28000" : (e.code == 1044 || e.code == 1049) ? "42000" : "HY000";
  return e;
}

// change_user(): the link's next connection is another pool's: the same server and settings,
// these credentials and this database (null or "": none), the link's character set (stock's
// COM_CHANGE_USER sends the one it has). The credentials are checked by the new pool leasing a
// connection (opening one if it has none), and nothing of the link changes before. Accepted:
// the old session ends as at close() (rolled back, reset: a changed user's session starts
// clean), the link's statements are not its own any more, and its numbers are a new
// connection's (thread_id the new pool's connection). Refused (1045, 1044, 1049): as MariaDB
// resets the session of a failed COM_CHANGE_USER, the link's session ends too (its
// transaction, variables and temporary tables go), and its user and database stay.
ZEND_FUNCTION(mysqli_change_user) {
  zval* object;
  char *user, *password, *db;
  size_t user_len, password_len, db_len;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "Osss!", &object, mp_mysqli_ce,
                                   &user, &user_len, &password, &password_len, &db,
                                   &db_len) == FAILURE)
    RETURN_THROWS();
  mp_link* link = mp_valid_link(object);
  if (!link) RETURN_THROWS();
  if (mp_link_refused_busy(link, true)) RETURN_FALSE;
  mysqlpool::PoolKey key = link->key;
  key.user = user;  // the user and database as C strings, as mysqlnd sends them
  key.password.assign(password, password_len);
  key.dbname = db ? db : "";
  if (!link->charset_known.empty()) key.charset = link->charset_known;
  for (char& c : key.charset) c = char(tolower(static_cast<unsigned char>(c)));
  mysqlpool::Error err;
  mysqlpool::Session* session = open_session(link, key, &err);
  if (session && !session->learn_thread_id(&err)) {
    session->end();
    delete session;
    session = nullptr;
  }
  end_session(link);
  if (!session) {
    mp_link_set_error(link, change_user_error(err));
    mp_report_link_error(link);
    RETURN_FALSE;
  }
  delete link->session;
  adopt_session(link, session, key);
  link->affected_rows = link->insert_id = 0;
  link->info.clear();
  link->warning_count = 0;
  mp_link_clear_error(link);
  RETURN_TRUE;
}

mp_link* mp_first_live_link() { return g_live_links; }

mp_link_counts mp_count_links() {
  mp_link_counts n;
  for (mp_link* l = g_live_links; l; l = l->next_live) {
    if (l->status != mp_link::Status::Valid) continue;
    n.connected++;
    if (l->persistent) n.persistent++;
  }
  return n;
}

// mysqli_get_links_stats(): stock's counts of this process's links (mp_link_counts).
ZEND_FUNCTION(mysqli_get_links_stats) {
  if (zend_parse_parameters_none() == FAILURE) RETURN_THROWS();
  mp_link_counts n = mp_count_links();
  array_init(return_value);
  add_assoc_long(return_value, "total", n.connected);
  add_assoc_long(return_value, "active_plinks", n.persistent);
  add_assoc_long(return_value, "cached_plinks", n.cached_persistent);
}
