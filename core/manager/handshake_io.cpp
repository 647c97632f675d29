// The manager's own connection phase: the plugins' answers and the authentication exchange
// (handshake_io.h).
#include "core/manager/handshake_io.h"

#include "core/manager/auth_plugins.h"

namespace mysqlpool::handshake {

bool fail(Error* err, unsigned code, const std::string& message) {
  err->code = code;
  err->sqlstate = "HY000";
  err->message = message;
  return false;
}

bool Auth::first_answer(std::string* out, Error* err) const {
  if (plugin == "mysql_native_password") {
    *out = auth::native_scramble(key.password, scramble);
    return true;
  }
  if (plugin == "caching_sha2_password") {
    *out = auth::sha2_scramble(key.password, scramble);
    return true;
  }
  if (plugin == "sha256_password") return full_answer(out, err);
  return fail(err, 2059,
              "mysqlpool: the server asks for authentication plugin '" + plugin +
                  "', which mysqlpool's own handshake (TLS, a server public key, a MySQL 8 "
                  "greeting) does not speak: mysql_native_password, caching_sha2_password "
                  "and sha256_password are");
}

bool Auth::full_answer(std::string* out, Error* err) const {
  if (tls) {
    *out = key.password + std::string(1, '\0');
    return true;
  }
  if (key.tls.server_public_key.empty())
    return fail(err, 2061,
                "mysqlpool: " + plugin +
                    " needs the password itself (full authentication), "
                    "which mysqlpool sends only inside TLS (PDO::MYSQL_ATTR_SSL_CA etc.) or "
                    "encrypted with the server's RSA key from PDO::MYSQL_ATTR_SERVER_PUBLIC_KEY; "
                    "it never takes a key from the server unasked");
  return auth::rsa_encrypted_password(key.tls.server_public_key, key.password, scramble, out,
                                      err);
}

bool server_error(const std::string& packet, Error* err) {
  Error server;
  if (!proto::parse_err(packet, server))
    return fail(err, 2027, "mysqlpool: a malformed error packet during the handshake");
  *err = server;
  return false;
}

bool authenticate(PacketIo& io, Auth& auth, const proto::Capabilities& caps, uint16_t* status,
                  Error* err) {
  for (int round = 0; round < 8; round++) {
    std::string p;
    if (!io.read(&p, err)) return false;
    if (p.empty()) return fail(err, 2027, "mysqlpool: an empty packet during authentication");
    const uint8_t head = uint8_t(p[0]);
    if (head == 0x00) {
      proto::OkInfo ok;
      if (!proto::parse_ok(p, caps, ok))
        return fail(err, 2027, "mysqlpool: a malformed OK packet ends the handshake");
      *status = ok.status;
      return true;
    }
    if (head == 0xff) return server_error(p, err);
    std::string answer;
    if (head == 0xfe) {  // AuthSwitchRequest
      if (p.size() == 1)
        return fail(err, 2059,
                    "mysqlpool: the server asks for the pre-4.1 password hash "
                    "(mysql_old_password), which mysqlpool never sends");
      Cursor c(p);
      c.u(1);
      auth.plugin = c.until_nul();
      std::string data = c.rest();
      if (!data.empty() && data.back() == '\0') data.pop_back();
      auth.scramble = data;
      if (!auth.first_answer(&answer, err)) return false;
    } else if (head == 0x01 && p.size() == 2 && auth.plugin == "caching_sha2_password") {
      if (uint8_t(p[1]) == 3) continue;  // fast authentication succeeded: the OK follows
      if (uint8_t(p[1]) != 4)
        return fail(
            err, 2027,
            "mysqlpool: caching_sha2_password: unknown state " + std::to_string(uint8_t(p[1])));
      if (!auth.full_answer(&answer, err)) return false;
    } else {
      return fail(err, 2027,
                  "mysqlpool: " + auth.plugin + ": unexpected packet 0x" + std::to_string(head) +
                      " of " + std::to_string(p.size()) + " bytes during authentication");
    }
    if (!io.write(answer, err)) return false;
  }
  return fail(err, 2027, "mysqlpool: the authentication goes on for too many rounds");
}

}  // namespace mysqlpool::handshake
