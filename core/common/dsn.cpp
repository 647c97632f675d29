#include "core/common/dsn.h"

#include "core/common/ascii.h"
#include "core/common/number.h"

namespace mysqlpool {

static std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

namespace {

// The first item of `dsn` into *item, with ";;" read as ';'; returns what follows its end.
std::string_view next_item(std::string_view dsn, std::string* item) {
  size_t i = 0;
  for (; i < dsn.size(); i++) {
    if (dsn[i] != ';') {
      item->push_back(dsn[i]);
    } else if (i + 1 < dsn.size() && dsn[i + 1] == ';') {
      item->push_back(';');
      i++;
    } else {
      return dsn.substr(i + 1);
    }
  }
  return std::string_view();
}

// Keys whose value is taken as it is.
struct TextKey {
  const char* name;
  std::string PoolKey::*field;
};
const TextKey kTextKeys[] = {
    {"unix_socket", &PoolKey::unix_socket}, {"dbname", &PoolKey::dbname},
    {"charset", &PoolKey::charset},         {"user", &PoolKey::user},
    {"password", &PoolKey::password},       {"pool", &PoolKey::pool_name},
};

std::string known_keys() {
  std::string out = "host, port, pool_mode";
  for (const auto& k : kTextKeys) out += std::string(", ") + k.name;
  for (const char* name : pool_setting_names()) out += std::string(", ") + name;
  return out;
}

bool parse_port(const std::string& value, uint32_t* port, std::string* error) {
  uint64_t n = 0;
  if (!parse_number(value, 1, 65535, &n)) {
    *error = "DSN port must be a number from 1 to 65535, got '" + value + "'";
    return false;
  }
  *port = uint32_t(n);
  return true;
}

const TextKey* find_text_key(const std::string& name) {
  for (const auto& k : kTextKeys)
    if (name == k.name) return &k;
  return nullptr;
}

}  // namespace

// One key=value item of the DSN.
static bool parse_item(const std::string& name, const std::string& value, PoolKey* key,
                       std::string* host, PoolSettings* settings, PoolMode* mode,
                       std::string* error) {
  if (const TextKey* text = find_text_key(name)) {
    key->*(text->field) = value;
  } else if (name == "host") {
    *host = value;
  } else if (name == "port") {
    return parse_port(value, &key->port, error);
  } else if (name == "pool_mode") {
    if (!parse_pool_mode(value, mode)) {
      *error =
          "DSN option pool_mode must be statement, transaction or request, got '" + value + "'";
      return false;
    }
  } else if (name.rfind("ssl", 0) == 0 || name.rfind("tls", 0) == 0) {
    *error = "DSN option '" + name +
             "': TLS is set with the PDO::MYSQL_ATTR_SSL_* options of new PDO, as with "
             "pdo_mysql, not in the DSN";
    return false;
  } else if (is_pool_setting(name)) {
    if (!set_pool_setting(*settings, name, value, error)) {
      *error = "DSN option " + *error;
      return false;
    }
  } else {
    *error = "unknown DSN option '" + name + "' (known: " + known_keys() + ")";
    return false;
  }
  return true;
}

bool parse_dsn(std::string_view dsn, PoolKey* key, PoolSettings* settings, PoolMode* mode,
               std::string* error, std::string_view default_socket) {
  std::string host = "localhost";
  // A NUL byte would end the value early wherever a C string is made of it (a number's parse,
  // a host name, a socket path): the rest would be dropped without a word. (PHP 8.2's PDO ends
  // the DSN at the first NUL before a driver sees it; this holds for any other caller.)
  if (size_t nul = dsn.find('\0'); nul != std::string_view::npos) {
    *error = "the DSN has a NUL byte at offset " + std::to_string(nul);
    return false;
  }
  // Items end at a ';'; ";;" is a ';' inside a value, as PDO's own DSN parser reads it
  // (php_pdo_parse_data_source). A lone ';' inside a password ends the value, and the rest
  // becomes the next item: an error about the item after a secret never shows its text.
  bool after_secret = false;
  while (!dsn.empty()) {
    std::string unescaped;
    dsn = next_item(dsn, &unescaped);
    std::string_view item = trim(unescaped);
    if (item.empty()) continue;
    size_t eq = item.find('=');
    std::string name(trim(item.substr(0, eq == std::string_view::npos ? item.size() : eq)));
    std::string value(eq == std::string_view::npos ? std::string_view()
                                                   : trim(item.substr(eq + 1)));
    bool ok =
        eq != std::string_view::npos && parse_item(name, value, key, &host, settings, mode, error);
    if (!ok && after_secret) {
      *error =
          "the DSN item after the password or user is not valid (a ';' ends a DSN value: "
          "write ';;' for a ';' inside it, or pass the password as PDO's argument)";
      return false;
    }
    if (!ok) {
      if (eq == std::string_view::npos)
        *error = "malformed DSN item '" + std::string(item.substr(0, 40)) + "': expected key=value";
      return false;
    }
    after_secret = name == "password" || name == "user";
  }
  if (key->unix_socket.empty() && host == "localhost") key->unix_socket = default_socket;
  key->host = key->unix_socket.empty() ? host : "";
  // One pool per charset, however it is written: no charset is utf8mb4, names are case-blind.
  if (key->charset.empty()) key->charset = kDefaultCharset;
  for (char& c : key->charset) c = char(ascii::to_lower(static_cast<unsigned char>(c)));
  return settings->validate(error);
}

}  // namespace mysqlpool
