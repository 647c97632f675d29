// What a new handle asks for before its driver options: the pool (key), its settings and the
// handle's pool mode, read from php.ini's mysqlpool.* entries and the DSN; and the manager's
// options. Read once and remembered: every request of a PHP-FPM worker makes its PDO with the
// same DSN, and reading it again (a dozen ini look-ups, the DSN's parse, the pool's look-up
// key) was a fifth of a request-shaped CLI loop's user-space CPU (docs/RESULTS.md).
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ext/php_mysqlpool.h"
#include "ext/pdo_mysqlpool_int.h"
#include "php_ini.h"  // cfg_get_entry

#include <array>
#include <string>
#include <string_view>

#include "core/common/dsn.h"
#include "core/common/number.h"
#include "core/common/pool_config.h"  // kMaxManagerSeconds, kMaxWaitYields

// Bumped by the on_modify handler of every mysqlpool.* entry (mysqlpool_module.cpp): at
// startup, ini_set(), .user.ini, FPM's PHP_VALUE / PHP_ADMIN_VALUE, and when the request's
// changes are undone at its end. A remembered read is only used under the count it was made
// under.
static uint64_t g_ini_changes = 1;

void mp_ini_changed() { g_ini_changes++; }

const char* mp_foreign_ini(const char* name, size_t len) {
  bool registered = false;
  const char* value = zend_ini_string_ex(name, len, 0, &registered);
  if (registered) return value;
  zval* line = cfg_get_entry(name, len);
  return line && Z_TYPE_P(line) == IS_STRING ? Z_STRVAL_P(line) : nullptr;
}

namespace {

// One read: what it was read from, and what it gave.
struct Remembered {
  uint64_t ini_changes = 0;  // 0: empty
  std::string dsn;
  bool has_user = false, has_password = false;
  std::string user, password;
  mp_handle_config config;
};

// A few: an application may use several DSNs (a read and a write server) in one request.
std::array<Remembered, 4> g_remembered;
size_t g_next_replaced = 0;

bool same_nullable(const char* given, bool has, const std::string& kept) {
  if (!given) return !has;
  return has && kept == given;
}

// A php.ini entry that is a whole number from 0 to max; false with *problem naming it.
bool read_number(const char* name, const char* value, uint32_t max, uint32_t* out,
                 std::string* problem) {
  if (!value) value = "";
  uint64_t n = 0;
  if (!mysqlpool::parse_number(value, 0, max, &n)) {
    *problem = std::string("mysqlpool: php.ini mysqlpool.") + name +
               " must be an integer from 0 to " + std::to_string(max) + ", got '" + value + "'";
    return false;
  }
  *out = uint32_t(n);
  return true;
}

// Where host=localhost connects, as pdo_mysql decides: its pdo_mysql.default_socket (which
// pdo_mysql never lets be empty: an empty value leaves its build's default). Without pdo_mysql
// loaded (mysqlpool.serve_mysql_dsn serves `mysql:` DSNs then too), php.ini's value all the
// same: PHP keeps the entries no extension registered. Else kDefaultUnixSocket.
const char* default_socket() {
  static const char kName[] = "pdo_mysql.default_socket";
  const char* value = mp_foreign_ini(kName, sizeof kName - 1);
  return value && *value ? value : mysqlpool::kDefaultUnixSocket;
}

// php.ini's mysqlpool.* entries: the pool settings, the pool mode, the manager's options.
// false with *problem (the message naming the entry).
bool read_ini(mp_handle_config* out, std::string* problem) {
  std::string why;
  const std::vector<std::string>& entries = mp_pool_setting_entries();
  for (size_t i = 0; i < entries.size(); i++) {
    const char* value = zend_ini_string(entries[i].c_str(), entries[i].size(), 0);
    if (value &&
        !mysqlpool::set_pool_setting(out->settings, mysqlpool::kSettingFields[i], value, &why)) {
      *problem = "mysqlpool: php.ini mysqlpool." + why;
      return false;
    }
  }
  if (!out->settings.validate(&why)) {
    *problem = "mysqlpool: php.ini mysqlpool.* settings: " + why;
    return false;
  }
  const char* pool_mode = MYSQLPOOL_G(pool_mode) ? MYSQLPOOL_G(pool_mode) : "";
  if (!mysqlpool::parse_pool_mode(pool_mode, &out->mode)) {
    *problem = std::string(
                   "mysqlpool: php.ini mysqlpool.pool_mode must be statement, "
                   "transaction or request, got '") +
               pool_mode + "'";
    return false;
  }
  if (!read_number("wait_yields", MYSQLPOOL_G(wait_yields), mysqlpool::kMaxWaitYields,
                   &out->wait_yields, problem) ||
      !read_number("manager_idle_exit_s", MYSQLPOOL_G(manager_idle_exit_s),
                   mysqlpool::kMaxManagerSeconds, &out->manager.idle_exit_s, problem))
    return false;
  // empty: this user's private directories (core/control/socket.h)
  out->manager.socket_path = MYSQLPOOL_G(manager_socket) ? MYSQLPOOL_G(manager_socket) : "";
  out->manager.log_path = MYSQLPOOL_G(manager_log) ? MYSQLPOOL_G(manager_log) : "";
  out->manager.binary_path = MYSQLPOOL_G(manager_binary) ? MYSQLPOOL_G(manager_binary) : "";
  out->manager.metrics_listen = MYSQLPOOL_G(metrics_listen) ? MYSQLPOOL_G(metrics_listen) : "";
  return true;
}

// php.ini first, checked before the DSN overrides it, so that a bad ini value names itself.
// false with *problem (the message).
bool read(pdo_dbh_t* dbh, mp_handle_config* out, std::string* problem) {
  if (!read_ini(out, problem)) return false;
  std::string why;
  if (!mysqlpool::parse_dsn(std::string_view(dbh->data_source, dbh->data_source_len), &out->key,
                            &out->settings, &out->mode, &why, default_socket())) {
    *problem = "mysqlpool: " + why;
    return false;
  }
  // As pdo_mysql: PDO's user and password arguments win over the DSN's user= and password=.
  if (dbh->username) out->key.user = dbh->username;
  if (dbh->password) out->key.password = dbh->password;
  out->lookup = out->key.lookup_key();
  return true;
}

}  // namespace

// What was read for this identity, user and password under the current ini values; nullptr:
// none remembered.
static const mp_handle_config* remembered(std::string_view dsn, const char* user,
                                          const char* password) {
  for (const Remembered& r : g_remembered) {
    if (r.ini_changes == g_ini_changes && r.dsn == dsn && same_nullable(user, r.has_user, r.user) &&
        same_nullable(password, r.has_password, r.password))
      return &r.config;
  }
  return nullptr;
}

static const mp_handle_config* remember(std::string_view dsn, const char* user,
                                        const char* password, mp_handle_config&& fresh) {
  Remembered& r = g_remembered[g_next_replaced];
  g_next_replaced = (g_next_replaced + 1) % g_remembered.size();
  r.ini_changes = g_ini_changes;
  r.dsn.assign(dsn);
  r.has_user = user != nullptr;
  r.user = r.has_user ? user : "";
  r.has_password = password != nullptr;
  r.password = r.has_password ? password : "";
  r.config = std::move(fresh);
  return &r.config;
}

const mp_handle_config* mp_read_handle_config(pdo_dbh_t* dbh, std::string* problem) {
  std::string_view dsn(dbh->data_source, dbh->data_source_len);
  if (const mp_handle_config* known = remembered(dsn, dbh->username, dbh->password)) return known;
  mp_handle_config fresh;
  if (!read(dbh, &fresh, problem)) return nullptr;  // not remembered: read (and named) again
  return remember(dsn, dbh->username, dbh->password, std::move(fresh));
}

// A mysqli link's: the key comes from the connect arguments, not a DSN. Remembered under its
// look-up key (which no DSN can equal: it is not one).
const mp_handle_config* mp_read_link_config(const mysqlpool::PoolKey& key, std::string* problem) {
  std::string identity = "mysqli\n" + key.lookup_key();
  if (const mp_handle_config* known = remembered(identity, nullptr, nullptr)) return known;
  mp_handle_config fresh;
  if (!read_ini(&fresh, problem)) return nullptr;
  fresh.key = key;
  fresh.lookup = key.lookup_key();
  return remember(identity, nullptr, nullptr, std::move(fresh));
}
