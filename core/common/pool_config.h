// What identifies a pool (the server, the credentials, the database, the charset) and the
// settings it runs with. Two PDO handles share a pool exactly when their PoolKeys are equal.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace mysqlpool {

constexpr uint32_t kMaxSlots = 256;  // upper bound for max_connections of one pool

// A pool's character set when its DSN names none (pdo_mysql's with mysqlnd).
constexpr const char* kDefaultCharset = "utf8mb4";

// Without a read_timeout_ms, how long the manager waits on its own requests to the server.
constexpr uint32_t kManagerIoTimeoutMs = 60000;

// The most yields a lease's wait makes before its first sleep (mysqlpool.wait_yields' range;
// LeaseRequest::yields in core/segment/lease.h).
constexpr uint32_t kMaxWaitYields = 8;

// The most idle_exit_s and drain_timeout_s may be (ManagerOptions, core/control/socket.h),
// whoever sets them: any value the fields hold (the manager's arithmetic on them is in 64
// bits), so that no setting that worked is refused; what is refused is what is not a number.
constexpr uint32_t kMaxManagerSeconds = UINT32_MAX;

// TLS to the server, and the server's public key for the password plugins that encrypt with
// it: pdo_mysql's PDO::MYSQL_ATTR_SSL_* and SERVER_PUBLIC_KEY, with mysqlnd's meanings. Part of
// the pool key: handles with other settings get other connections.
struct TlsSettings {
  std::string ca, capath, cert, key, cipher;  // paths, and a cipher suite list
  int verify = -1;                            // SSL_VERIFY_SERVER_CERT: -1 not given, 0 off, 1 on
  std::string server_public_key;              // path of a PEM RSA public key
  // As mysqlnd: TLS when any of the files or the cipher is set or verification was asked about.
  bool enabled() const {
    return !ca.empty() || !capath.empty() || !cert.empty() || !key.empty() || !cipher.empty() ||
           verify >= 0;
  }
  // The chain and the host name are checked unless SSL_VERIFY_SERVER_CERT said not to.
  bool verify_peer() const { return verify != 0; }
  bool operator==(const TlsSettings& o) const {
    return ca == o.ca && capath == o.capath && cert == o.cert && key == o.key &&
           cipher == o.cipher && verify == o.verify && server_public_key == o.server_public_key;
  }
};

struct PoolKey {
  std::string host;  // empty with unix_socket
  uint32_t port = 3306;
  std::string unix_socket;  // when set, host/port are ignored
  std::string user;
  std::string password;
  std::string dbname;
  std::string charset;    // empty: utf8mb4
  std::string pool_name;  // separates pools with equal credentials (DSN key `pool`)
  // PDO::MYSQL_ATTR_FOUND_ROWS: the connections report rows matched, not rows changed
  // (CLIENT_FOUND_ROWS, a connect flag): a pool of its own.
  bool found_rows = false;
  TlsSettings tls;

  // Identity without the password, for messages and phpinfo(): "user@host:port/db".
  std::string describe() const;
  // The character set its connections are opened with: `charset`, or kDefaultCharset.
  std::string charset_or_default() const { return charset.empty() ? kDefaultCharset : charset; }
  // Identity including the password (in this process's memory only), for look-ups; never printed.
  std::string lookup_key() const;
  bool operator==(const PoolKey& o) const;
};

// How long a handle keeps a connection (session.h). Per handle, not part of the pool key.
enum class PoolMode {
  Statement,    // back to the pool after each statement unless the session must stay (default)
  Transaction,  // kept only inside transactions; session state is reset, not kept, at release
  Request,      // one connection for the whole request: full session semantics
};
bool parse_pool_mode(std::string_view name, PoolMode* mode);
const char* pool_mode_name(PoolMode mode);

// Names and defaults follow HikariCP / Go database/sql / pgbouncer, as users know them.
// Defaults and bounds are in kSettingFields (one table: defaults, ranges, the php.ini entries
// and the DSN keys all come from it).
struct PoolSettings {
  uint32_t max_connections;
  uint32_t min_idle;
  uint32_t acquire_timeout_ms;
  uint32_t max_lifetime_s;
  uint32_t idle_timeout_s;
  uint32_t connect_timeout_ms;
  uint32_t read_timeout_ms;  // 0: wait as long as the server takes (as pdo_mysql)
  uint32_t leak_warning_ms;  // log a lease held longer than this (0: never)

  PoolSettings();  // every setting at its default
  // Checks ranges; on error returns false and says which setting and why.
  bool validate(std::string* error) const;
  bool operator==(const PoolSettings& o) const;
  std::string describe() const;
};

// One pool setting: its name (DSN key, and php.ini `mysqlpool.<name>`), field, default, range.
struct SettingField {
  const char* name;
  uint32_t PoolSettings::*field;
  uint32_t default_value, min, max;
};
extern const SettingField kSettingFields[];
extern const size_t kSettingFieldCount;

// Sets one setting by its name from a string. Returns false with a message naming the setting
// when the name is unknown or the value is not a non-negative integer in range.
bool set_pool_setting(PoolSettings& s, const std::string& name, const std::string& value,
                      std::string* error);
// The same for a setting already found in kSettingFields, from a NUL-terminated value.
bool set_pool_setting(PoolSettings& s, const SettingField& f, const char* value,
                      std::string* error);
bool is_pool_setting(const std::string& name);
// Every setting's name, in the table's order.
std::vector<const char*> pool_setting_names();

}  // namespace mysqlpool
