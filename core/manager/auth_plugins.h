// The password plugins of the manager's own handshake (handshake.cpp): what each sends, from
// the password and the server's 20-byte scramble. Only plugins that never hand the server the
// password in clear outside TLS.
#pragma once

#include <string>

#include "core/common/error.h"

namespace mysqlpool::auth {

// mysql_native_password: SHA1(pw) XOR SHA1(scramble + SHA1(SHA1(pw))); empty for no password.
std::string native_scramble(const std::string& password, const std::string& scramble);
// caching_sha2_password's fast path: SHA256(pw) XOR SHA256(SHA256(SHA256(pw)) + scramble).
std::string sha2_scramble(const std::string& password, const std::string& scramble);
// The full path without TLS: RSA-OAEP of (password + NUL) XOR scramble, with the PEM public key
// in the file the user configured (PDO::MYSQL_ATTR_SERVER_PUBLIC_KEY). False with *err.
bool rsa_encrypted_password(const std::string& key_path, const std::string& password,
                            const std::string& scramble, std::string* out, Error* err);

}  // namespace mysqlpool::auth
