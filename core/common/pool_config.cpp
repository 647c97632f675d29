#include "core/common/pool_config.h"

#include <charconv>

#include "core/common/number.h"

namespace mysqlpool {

std::string PoolKey::describe() const {
  std::string where = unix_socket.empty() ? host + ":" + std::to_string(port) : unix_socket;
  return user + "@" + where + "/" + dbname + (pool_name.empty() ? "" : " (" + pool_name + ")") +
         (found_rows ? " [found rows]" : "") + (tls.enabled() ? " [tls]" : "");
}

std::string PoolKey::lookup_key() const {
  // Each field with its length first, so that no two keys make the same string. Built in one
  // string (a handle's attach makes one): no temporaries.
  const std::string* fields[] = {&host,
                                 &unix_socket,
                                 &user,
                                 &password,
                                 &dbname,
                                 &charset,
                                 &pool_name,
                                 &tls.ca,
                                 &tls.capath,
                                 &tls.cert,
                                 &tls.key,
                                 &tls.cipher,
                                 &tls.server_public_key};
  size_t size = 32;
  for (const std::string* f : fields) size += f->size() + 21;
  std::string out;
  out.reserve(size);
  char digits[24];
  auto number = [&](long long v) {
    auto r = std::to_chars(digits, digits + sizeof digits, v);
    out.append(digits, size_t(r.ptr - digits));
  };
  for (const std::string* f : fields) {
    number(static_cast<long long>(f->size()));
    out += ':';
    out += *f;
  }
  number(port);
  if (found_rows) out += 'F';
  out += 'V';
  number(tls.verify);  // -1: not given
  return out;
}

bool PoolKey::operator==(const PoolKey& o) const {
  return host == o.host && port == o.port && unix_socket == o.unix_socket && user == o.user &&
         password == o.password && dbname == o.dbname && charset == o.charset &&
         pool_name == o.pool_name && found_rows == o.found_rows && tls == o.tls;
}

bool parse_pool_mode(std::string_view name, PoolMode* mode) {
  if (name == "statement")
    *mode = PoolMode::Statement;
  else if (name == "transaction")
    *mode = PoolMode::Transaction;
  else if (name == "request")
    *mode = PoolMode::Request;
  else
    return false;
  return true;
}

const char* pool_mode_name(PoolMode mode) {
  switch (mode) {
    case PoolMode::Statement:
      return "statement";
    case PoolMode::Transaction:
      return "transaction";
    case PoolMode::Request:
      return "request";
  }
  return "?";
}

const SettingField kSettingFields[] = {
    {"max_connections", &PoolSettings::max_connections, 20, 1, kMaxSlots},
    {"min_idle", &PoolSettings::min_idle, 0, 0, kMaxSlots},
    {"acquire_timeout_ms", &PoolSettings::acquire_timeout_ms, 3000, 0, 3600 * 1000},
    {"max_lifetime_s", &PoolSettings::max_lifetime_s, 1800, 0, 7 * 24 * 3600},
    {"idle_timeout_s", &PoolSettings::idle_timeout_s, 600, 0, 7 * 24 * 3600},
    {"connect_timeout_ms", &PoolSettings::connect_timeout_ms, 5000, 1, 3600 * 1000},
    {"read_timeout_ms", &PoolSettings::read_timeout_ms, 0, 0, 24 * 3600 * 1000},
    {"leak_warning_ms", &PoolSettings::leak_warning_ms, 0, 0, 24 * 3600 * 1000},
};
const size_t kSettingFieldCount = sizeof kSettingFields / sizeof kSettingFields[0];

PoolSettings::PoolSettings() {
  for (const auto& f : kSettingFields) this->*f.field = f.default_value;
}

std::vector<const char*> pool_setting_names() {
  std::vector<const char*> names;
  for (const auto& f : kSettingFields) names.push_back(f.name);
  return names;
}

bool is_pool_setting(const std::string& name) {
  for (const auto& f : kSettingFields)
    if (name == f.name) return true;
  return false;
}

bool set_pool_setting(PoolSettings& s, const SettingField& f, const char* value,
                      std::string* error) {
  uint64_t v = 0;
  if (!parse_number(value, f.min, f.max, &v)) {
    *error = std::string(f.name) + " must be an integer from " + std::to_string(f.min) + " to " +
             std::to_string(f.max) + ", got '" + value + "'";
    return false;
  }
  s.*f.field = uint32_t(v);
  return true;
}

bool set_pool_setting(PoolSettings& s, const std::string& name, const std::string& value,
                      std::string* error) {
  for (const auto& f : kSettingFields)
    if (name == f.name) return set_pool_setting(s, f, value.c_str(), error);
  *error = "unknown option '" + name + "'";
  return false;
}

bool PoolSettings::validate(std::string* error) const {
  for (const auto& f : kSettingFields) {
    uint32_t v = this->*f.field;
    if (v < f.min || v > f.max) {
      *error = std::string(f.name) + " must be from " + std::to_string(f.min) + " to " +
               std::to_string(f.max) + ", got " + std::to_string(v);
      return false;
    }
  }
  if (min_idle > max_connections) {
    *error = "min_idle (" + std::to_string(min_idle) + ") must not exceed max_connections (" +
             std::to_string(max_connections) + ")";
    return false;
  }
  return true;
}

bool PoolSettings::operator==(const PoolSettings& o) const {
  for (const auto& f : kSettingFields)
    if (this->*f.field != o.*f.field) return false;
  return true;
}

std::string PoolSettings::describe() const {
  std::string out;
  for (const auto& f : kSettingFields) {
    if (!out.empty()) out += ' ';
    out += std::string(f.name) + "=" + std::to_string(this->*f.field);
  }
  return out;
}

}  // namespace mysqlpool
