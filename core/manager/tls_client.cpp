#include "core/manager/tls_client.h"

#include <arpa/inet.h>
#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>
#include <poll.h>
#include <sys/socket.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <utility>
#include <memory>

#include "core/common/clock.h"

namespace mysqlpool {

namespace {

constexpr unsigned kTlsError = 2026;  // CR_SSL_CONNECTION_ERROR
constexpr size_t kMaxRecord = 16384 + 2048;

struct Secrets {
  std::string client, server;  // CLIENT_/SERVER_TRAFFIC_SECRET_0, raw bytes
};

bool unhex(const char* hex, std::string* out) {
  out->clear();
  for (const char* p = hex; *p && *p != '\n'; p += 2) {
    unsigned v;
    if (!p[1] || sscanf(p, "%2x", &v) != 1) return false;
    out->push_back(char(v));
  }
  return true;
}

// OpenSSL's key log (NSS format) is the one place its TLS 1.3 traffic secrets come out.
void keylog(const SSL* ssl, const char* line) {
  auto* s = static_cast<Secrets*>(SSL_get_app_data(ssl));
  if (!s) return;
  const char* sp1 = strchr(line, ' ');
  const char* sp2 = sp1 ? strchr(sp1 + 1, ' ') : nullptr;
  if (!sp2) return;
  std::string label(line, size_t(sp1 - line));
  if (label == "CLIENT_TRAFFIC_SECRET_0") unhex(sp2 + 1, &s->client);
  if (label == "SERVER_TRAFFIC_SECRET_0") unhex(sp2 + 1, &s->server);
}

std::string openssl_reason() {
  unsigned long e = ERR_get_error();
  std::string out;
  while (e) {
    char buf[256];
    ERR_error_string_n(e, buf, sizeof buf);
    const char* reason = ERR_reason_error_string(e);
    if (out.empty()) out = reason ? reason : buf;  // the first one queued: the cause
    e = ERR_get_error();
  }
  return out.empty() ? "no reason given" : out;
}

bool tls_error(Error* err, const std::string& what) {
  err->code = kTlsError;
  err->sqlstate = "HY000";
  err->message = "mysqlpool: TLS " + what;
  ERR_clear_error();
  return false;
}

struct CtxDeleter {
  void operator()(SSL_CTX* c) const { SSL_CTX_free(c); }
};
struct SslDeleter {
  void operator()(SSL* s) const { SSL_free(s); }
};

// The context of one handshake, as the settings say (mysqlnd's meanings).
SSL_CTX* make_context(const TlsSettings& tls, Error* err) {
  SSL_CTX* ctx = SSL_CTX_new(TLS_client_method());
  if (!ctx) return tls_error(err, "setup failed: " + openssl_reason()), nullptr;
  SSL_CTX_set_min_proto_version(ctx, TLS1_3_VERSION);
  SSL_CTX_set_session_cache_mode(ctx, SSL_SESS_CACHE_OFF);
  SSL_CTX_set_keylog_callback(ctx, keylog);
  auto refuse = [&](const std::string& what) {
    tls_error(err, what);
    SSL_CTX_free(ctx);
    return nullptr;
  };
  // TLS 1.3 suite names (TLS_AES_256_GCM_SHA384:...) choose among the suites. Any other list
  // is OpenSSL's TLS 1.2 cipher list, which is all mysqlnd ever sets with it: checked, and of
  // no effect on a TLS 1.3 session, as with pdo_mysql.
  if (!tls.cipher.empty() &&
      (tls.cipher.rfind("TLS_", 0) == 0 ? SSL_CTX_set_ciphersuites(ctx, tls.cipher.c_str())
                                        : SSL_CTX_set_cipher_list(ctx, tls.cipher.c_str())) != 1)
    return refuse("cipher list '" + tls.cipher +
                  "' (PDO::MYSQL_ATTR_SSL_CIPHER) names no cipher "
                  "OpenSSL knows; TLS 1.3's suites are TLS_AES_256_GCM_SHA384, "
                  "TLS_AES_128_GCM_SHA256 and TLS_CHACHA20_POLY1305_SHA256");
  for (const auto& [path, what] : {std::pair<const std::string&, const char*>{tls.ca, "SSL_CA"},
                                   {tls.cert, "SSL_CERT"},
                                   {tls.key, "SSL_KEY"}}) {
    if (path.empty()) continue;
    FILE* f = fopen(path.c_str(), "r");
    if (!f)
      return refuse(std::string("file ") + path + " (PDO::MYSQL_ATTR_" + what +
                    ") can't be read: " + strerror(errno));
    fclose(f);
  }
  if (tls.verify_peer()) {
    SSL_CTX_set_verify(ctx, SSL_VERIFY_PEER, nullptr);
    if (!tls.ca.empty() || !tls.capath.empty()) {
      if (SSL_CTX_load_verify_locations(ctx, tls.ca.empty() ? nullptr : tls.ca.c_str(),
                                        tls.capath.empty() ? nullptr : tls.capath.c_str()) != 1)
        return refuse("CA " + (tls.ca.empty() ? tls.capath : tls.ca) +
                      " (PDO::MYSQL_ATTR_SSL_CA/CAPATH) can't be read: " + openssl_reason());
    } else if (SSL_CTX_set_default_verify_paths(ctx) != 1) {
      return refuse("the system's CA certificates can't be read: " + openssl_reason());
    }
  }
  if (!tls.cert.empty()) {
    const std::string& key = tls.key.empty() ? tls.cert : tls.key;  // as mysqlnd
    if (SSL_CTX_use_certificate_chain_file(ctx, tls.cert.c_str()) != 1)
      return refuse("client certificate " + tls.cert +
                    " (PDO::MYSQL_ATTR_SSL_CERT) can't be "
                    "used: " +
                    openssl_reason());
    if (SSL_CTX_use_PrivateKey_file(ctx, key.c_str(), SSL_FILETYPE_PEM) != 1 ||
        SSL_CTX_check_private_key(ctx) != 1)
      return refuse("client key " + key +
                    " (PDO::MYSQL_ATTR_SSL_KEY) can't be used: " + openssl_reason());
  } else if (!tls.key.empty()) {
    return refuse("PDO::MYSQL_ATTR_SSL_KEY is set without PDO::MYSQL_ATTR_SSL_CERT");
  }
  return ctx;
}

bool is_ip_address(const std::string& host) {
  unsigned char buf[16];
  return inet_pton(AF_INET, host.c_str(), buf) == 1 || inet_pton(AF_INET6, host.c_str(), buf) == 1;
}

bool send_pending(int fd, BIO* wbio, uint64_t deadline_ms, Error* err) {
  char buf[4096];
  int n;
  while ((n = BIO_read(wbio, buf, sizeof buf)) > 0) {
    for (int off = 0; off < n;) {
      ssize_t sent = send(fd, buf + off, size_t(n - off), MSG_NOSIGNAL | MSG_DONTWAIT);
      if (sent > 0) {
        off += int(sent);
      } else if (sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) {
        if (!wait_until(fd, POLLOUT, deadline_ms, "TLS handshake", err)) return false;
      } else {
        return tls_error(err, std::string("handshake: send: ") + strerror(errno));
      }
    }
  }
  return true;
}

bool recv_exact(int fd, char* out, size_t n, uint64_t deadline_ms, Error* err) {
  for (size_t got = 0; got < n;) {
    ssize_t r = recv(fd, out + got, n - got, MSG_DONTWAIT);
    if (r > 0) {
      got += size_t(r);
    } else if (r == 0) {
      return tls_error(err, "handshake: the server closed the connection");
    } else if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) {
      if (!wait_until(fd, POLLIN, deadline_ms, "TLS handshake", err)) return false;
    } else {
      return tls_error(err, std::string("handshake: recv: ") + strerror(errno));
    }
  }
  return true;
}

// One whole record from the socket into OpenSSL's read buffer, never more.
bool feed_one_record(int fd, BIO* rbio, uint64_t deadline_ms, Error* err) {
  char header[5];
  if (!recv_exact(fd, header, 5, deadline_ms, err)) return false;
  const size_t len = (size_t(uint8_t(header[3])) << 8) | uint8_t(header[4]);
  if (len > kMaxRecord)
    return tls_error(err, "handshake: a record of " + std::to_string(len) + " bytes");
  std::string record(header, 5);
  record.resize(5 + len);
  if (!recv_exact(fd, &record[5], len, deadline_ms, err)) return false;
  return BIO_write(rbio, record.data(), int(record.size())) == int(record.size()) ||
         tls_error(err, "handshake: out of memory");
}

}  // namespace

bool wait_until(int fd, short events, uint64_t deadline_ms, const char* what, Error* err) {
  for (;;) {
    uint64_t now = monotonic_ms();
    if (now >= deadline_ms) break;
    pollfd p{fd, events, 0};
    int rc = poll(&p, 1, int(std::min<uint64_t>(deadline_ms - now, 60000)));
    if (rc > 0) return true;
    if (rc < 0 && errno != EINTR) {
      err->code = 2013;
      err->message = std::string("mysqlpool: ") + what + ": poll: " + strerror(errno);
      return false;
    }
  }
  err->code = 2013;  // CR_SERVER_LOST
  err->message = std::string("mysqlpool: ") + what + ": no answer from the server in time";
  return false;
}

bool tls_settings_usable(const TlsSettings& tls, Error* err) {
  std::unique_ptr<SSL_CTX, CtxDeleter> ctx(make_context(tls, err));
  return ctx != nullptr;
}

bool tls_client_handshake(int fd, const TlsSettings& tls, const std::string& host,
                          uint64_t deadline_ms, proto::TlsKeys* keys, std::string* description,
                          Error* err) {
  std::unique_ptr<SSL_CTX, CtxDeleter> ctx(make_context(tls, err));
  if (!ctx) return false;
  std::unique_ptr<SSL, SslDeleter> ssl(SSL_new(ctx.get()));
  if (!ssl) return tls_error(err, "setup failed: " + openssl_reason());
  if (tls.verify_peer()) {
    if (is_ip_address(host)) {
      X509_VERIFY_PARAM_set1_ip_asc(SSL_get0_param(ssl.get()), host.c_str());
    } else {
      SSL_set1_host(ssl.get(), host.c_str());
    }
  }
  if (!is_ip_address(host)) SSL_set_tlsext_host_name(ssl.get(), host.c_str());
  BIO* rbio = BIO_new(BIO_s_mem());
  BIO* wbio = BIO_new(BIO_s_mem());
  if (!rbio || !wbio) {
    BIO_free(rbio);
    BIO_free(wbio);
    return tls_error(err, "setup failed: out of memory");
  }
  SSL_set_bio(ssl.get(), rbio, wbio);  // owned by ssl from here
  SSL_set_connect_state(ssl.get());
  Secrets secrets;
  SSL_set_app_data(ssl.get(), &secrets);
  for (;;) {
    int rc = SSL_do_handshake(ssl.get());
    if (!send_pending(fd, wbio, deadline_ms, err)) return false;
    if (rc == 1) break;
    int e = SSL_get_error(ssl.get(), rc);
    if (e == SSL_ERROR_WANT_READ) {
      if (!feed_one_record(fd, rbio, deadline_ms, err)) return false;
      continue;
    }
    long verified = SSL_get_verify_result(ssl.get());
    std::string reason =
        verified != X509_V_OK ? X509_verify_cert_error_string(verified) : openssl_reason();
    if (reason.find("protocol version") != std::string::npos ||
        reason.find("unsupported protocol") != std::string::npos)
      reason +=
          " (mysqlpool speaks TLS 1.3 only; a server that offers TLS 1.2 at most is not "
          "supported)";
    return tls_error(err, "handshake with " + host + " failed: " + reason);
  }
  const SSL_CIPHER* cipher = SSL_get_current_cipher(ssl.get());
  keys->cipher_suite = cipher ? uint16_t(SSL_CIPHER_get_protocol_id(cipher)) : 0;
  if (BIO_ctrl_pending(rbio) != 0)
    return tls_error(err, "handshake: OpenSSL kept bytes past the handshake");
  if (!derive_traffic_key(keys->cipher_suite, secrets.client, &keys->client) ||
      !derive_traffic_key(keys->cipher_suite, secrets.server, &keys->server) || !keys->valid())
    return tls_error(err, std::string("handshake: no traffic keys for suite ") +
                              proto::tls_suite_name(keys->cipher_suite));
  *description =
      std::string(SSL_get_version(ssl.get())) + " " + proto::tls_suite_name(keys->cipher_suite);
  return true;
}

}  // namespace mysqlpool
