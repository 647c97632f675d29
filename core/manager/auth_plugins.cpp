#include "core/manager/auth_plugins.h"

#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rsa.h>

#include <cstdio>
#include <memory>

namespace mysqlpool::auth {

namespace {

std::string digest(const EVP_MD* md, const std::string& a, const std::string& b = "") {
  unsigned char out[EVP_MAX_MD_SIZE];
  unsigned int len = 0;
  EVP_MD_CTX* c = EVP_MD_CTX_new();
  bool ok = c && EVP_DigestInit_ex(c, md, nullptr) == 1 &&
            EVP_DigestUpdate(c, a.data(), a.size()) == 1 &&
            EVP_DigestUpdate(c, b.data(), b.size()) == 1 && EVP_DigestFinal_ex(c, out, &len) == 1;
  EVP_MD_CTX_free(c);
  return ok ? std::string(reinterpret_cast<char*>(out), len)
            : std::string(EVP_MD_get_size(md), '\0');
}
std::string sha1(const std::string& a, const std::string& b = "") {
  return digest(EVP_sha1(), a, b);
}
std::string sha256(const std::string& a, const std::string& b = "") {
  return digest(EVP_sha256(), a, b);
}

std::string xor_with(std::string a, const std::string& b) {
  for (size_t i = 0; i < a.size(); i++) a[i] = char(a[i] ^ b[i % b.size()]);
  return a;
}

bool key_error(Error* err, const std::string& what) {
  err->code = 2061;  // CR_AUTH_PLUGIN_ERR
  err->sqlstate = "HY000";
  err->message = "mysqlpool: " + what;
  ERR_clear_error();
  return false;
}

}  // namespace

std::string native_scramble(const std::string& password, const std::string& scramble) {
  if (password.empty()) return "";
  const std::string h1 = sha1(password);
  return xor_with(h1, sha1(scramble, sha1(h1)));
}

std::string sha2_scramble(const std::string& password, const std::string& scramble) {
  if (password.empty()) return "";
  const std::string h1 = sha256(password);
  return xor_with(h1, sha256(sha256(h1), scramble));
}

bool rsa_encrypted_password(const std::string& key_path, const std::string& password,
                            const std::string& scramble, std::string* out, Error* err) {
  FILE* f = fopen(key_path.c_str(), "r");
  if (!f)
    return key_error(err, "the server public key " + key_path +
                              " (PDO::MYSQL_ATTR_SERVER_PUBLIC_KEY) can't be opened");
  EVP_PKEY* raw = PEM_read_PUBKEY(f, nullptr, nullptr, nullptr);
  fclose(f);
  std::unique_ptr<EVP_PKEY, void (*)(EVP_PKEY*)> key(raw, EVP_PKEY_free);
  if (!key || EVP_PKEY_base_id(key.get()) != EVP_PKEY_RSA)
    return key_error(err, "the server public key " + key_path +
                              " (PDO::MYSQL_ATTR_SERVER_PUBLIC_KEY) is not a PEM RSA public key");
  if (scramble.empty()) return key_error(err, "the server sent no scramble to encrypt with");
  const std::string plain = xor_with(password + std::string(1, '\0'), scramble);
  std::unique_ptr<EVP_PKEY_CTX, void (*)(EVP_PKEY_CTX*)> ctx(EVP_PKEY_CTX_new(key.get(), nullptr),
                                                             EVP_PKEY_CTX_free);
  size_t len = 0;
  if (!ctx || EVP_PKEY_encrypt_init(ctx.get()) != 1 ||
      EVP_PKEY_CTX_set_rsa_padding(ctx.get(), RSA_PKCS1_OAEP_PADDING) != 1 ||
      EVP_PKEY_encrypt(ctx.get(), nullptr, &len,
                       reinterpret_cast<const unsigned char*>(plain.data()), plain.size()) != 1)
    return key_error(err, "RSA encryption of the password failed (is it too long for the key?)");
  out->resize(len);
  if (EVP_PKEY_encrypt(ctx.get(), reinterpret_cast<unsigned char*>(&(*out)[0]), &len,
                       reinterpret_cast<const unsigned char*>(plain.data()), plain.size()) != 1)
    return key_error(err, "RSA encryption of the password failed (is it too long for the key?)");
  out->resize(len);
  return true;
}

}  // namespace mysqlpool::auth
