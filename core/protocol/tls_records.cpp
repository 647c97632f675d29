// TLS 1.3 records (RFC 8446 §5.2) sealed and opened with OpenSSL's AEAD ciphers.
#include "core/protocol/tls_records.h"

#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <sys/socket.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>

namespace mysqlpool::proto {

namespace {

constexpr uint8_t kApplicationData = 23, kAlert = 21, kHandshake = 22;
constexpr size_t kHeader = 5, kTag = 16;
constexpr size_t kMaxPlain = 16384;                 // 2^14
constexpr size_t kMaxCiphertext = kMaxPlain + 256;  // 2^14 + 256
constexpr uint8_t kNewSessionTicket = 4, kKeyUpdate = 24;

struct Suite {
  uint16_t id;
  const char* name;
  size_t key_len;
  const EVP_MD* (*hash)();
  const EVP_CIPHER* (*cipher)();
};
const Suite kSuites[] = {
    {kTlsAes128GcmSha256, "TLS_AES_128_GCM_SHA256", 16, EVP_sha256, EVP_aes_128_gcm},
    {kTlsAes256GcmSha384, "TLS_AES_256_GCM_SHA384", 32, EVP_sha384, EVP_aes_256_gcm},
    {kTlsChacha20Poly1305Sha256, "TLS_CHACHA20_POLY1305_SHA256", 32, EVP_sha256,
     EVP_chacha20_poly1305},
};

const Suite* find_suite(uint16_t id) {
  for (const Suite& s : kSuites)
    if (s.id == id) return &s;
  return nullptr;
}

// HKDF-Expand-Label for outputs no longer than the hash (one HMAC block).
bool expand_label(const Suite& suite, std::string_view secret, const char* label, size_t length,
                  std::string* out) {
  const std::string full = std::string("tls13 ") + label;
  std::string info;
  info.push_back(char(length >> 8));
  info.push_back(char(length & 0xff));
  info.push_back(char(full.size()));
  info += full;
  info.push_back(0);  // empty context
  info.push_back(1);  // T(1)
  unsigned char block[EVP_MAX_MD_SIZE];
  unsigned int block_len = 0;
  if (!HMAC(suite.hash(), secret.data(), int(secret.size()),
            reinterpret_cast<const unsigned char*>(info.data()), info.size(), block, &block_len) ||
      block_len < length)
    return false;
  out->assign(reinterpret_cast<char*>(block), length);
  return true;
}

const char* alert_name(uint8_t description) {
  switch (description) {
    case 0:
      return "close_notify";
    case 10:
      return "unexpected_message";
    case 20:
      return "bad_record_mac";
    case 22:
      return "record_overflow";
    case 40:
      return "handshake_failure";
    case 47:
      return "illegal_parameter";
    case 50:
      return "decode_error";
    case 51:
      return "decrypt_error";
    case 80:
      return "internal_error";
    case 90:
      return "user_canceled";
    default:
      return "alert";
  }
}

}  // namespace

bool TlsKeys::valid() const {
  const Suite* s = find_suite(cipher_suite);
  return s && client.key.size() == s->key_len && server.key.size() == s->key_len &&
         client.iv.size() == 12 && server.iv.size() == 12;
}

bool derive_traffic_key(uint16_t cipher_suite, std::string_view secret, TlsTrafficKey* out) {
  const Suite* s = find_suite(cipher_suite);
  if (!s || secret.size() != size_t(EVP_MD_get_size(s->hash()))) return false;
  return expand_label(*s, secret, "key", s->key_len, &out->key) &&
         expand_label(*s, secret, "iv", 12, &out->iv);
}

const char* tls_suite_name(uint16_t cipher_suite) {
  const Suite* s = find_suite(cipher_suite);
  return s ? s->name : "unknown";
}

// One direction's AEAD context, keyed once; each record sets its nonce.
struct TlsStream::Cipher {
  EVP_CIPHER_CTX* ctx = EVP_CIPHER_CTX_new();
  std::string iv;
  int encrypt;
  Cipher(const Suite& suite, const TlsTrafficKey& k, int enc) : iv(k.iv), encrypt(enc) {
    if (ctx && EVP_CipherInit_ex(ctx, suite.cipher(), nullptr,
                                 reinterpret_cast<const unsigned char*>(k.key.data()), nullptr,
                                 enc) != 1) {
      EVP_CIPHER_CTX_free(ctx);
      ctx = nullptr;
    }
  }
  ~Cipher() { EVP_CIPHER_CTX_free(ctx); }
  bool start(uint64_t seq, const uint8_t* header) {
    unsigned char nonce[12];
    std::memcpy(nonce, iv.data(), 12);
    for (int i = 0; i < 8; i++) nonce[4 + i] ^= uint8_t(seq >> (56 - 8 * i));
    int ignored = 0;
    return ctx && EVP_CipherInit_ex(ctx, nullptr, nullptr, nullptr, nonce, encrypt) == 1 &&
           EVP_CipherUpdate(ctx, nullptr, &ignored, header, int(kHeader)) == 1;
  }
};

namespace {
std::atomic<uint64_t> g_replace_records{kTlsReplaceRecords};
}  // namespace

bool tls_keys_worn(uint64_t write_seq, uint64_t read_seq) {
  const uint64_t at = g_replace_records.load(std::memory_order_relaxed);
  return write_seq >= at || read_seq >= at;
}

void set_tls_replace_records_for_testing(uint64_t records) {
  g_replace_records.store(records ? records : kTlsReplaceRecords, std::memory_order_relaxed);
}

TlsStream::TlsStream(const TlsKeys& keys) : keys_(keys) {
  if (const Suite* s = keys_.valid() ? find_suite(keys_.cipher_suite) : nullptr) {
    sealer_ = std::make_unique<Cipher>(*s, keys_.client, 1);
    opener_ = std::make_unique<Cipher>(*s, keys_.server, 0);
  }
}

TlsStream::~TlsStream() = default;

void TlsStream::set_sequences(uint64_t write_seq, uint64_t read_seq) {
  write_seq_ = write_seq;
  read_seq_ = read_seq;
}

void TlsStream::clear_buffers() {
  wire_in_.clear();
  plain_.clear();
  plain_pos_ = 0;
  error_.clear();
  alert_received_ = false;
}

TlsStatus TlsStream::fail(std::string why) {
  error_ = std::move(why);
  return TlsStatus::Failed;
}

bool TlsStream::seal(std::string_view plain, std::string* wire) {
  iovec one{const_cast<char*>(plain.data()), plain.size()};
  return seal(&one, 1, wire);
}

bool TlsStream::seal(const iovec* iov, size_t n_iov, std::string* wire) {
  if (!sealer_ || !sealer_->ctx) return false;
  size_t total = 0;
  for (size_t i = 0; i < n_iov; ++i) total += iov[i].iov_len;
  size_t piece = 0, piece_off = 0, off = 0;
  do {
    if (write_seq_ >= kTlsRecordLimit) {
      error_ = "the TLS write key has protected " + std::to_string(write_seq_) +
               " records, the most RFC 8446 allows it: the connection must be closed";
      return false;
    }
    const size_t n = std::min(total - off, kMaxPlain);
    const size_t body = n + 1 + kTag;
    const size_t at = wire->size();
    wire->resize(at + kHeader + body);
    auto* h = reinterpret_cast<uint8_t*>(&(*wire)[at]);
    h[0] = kApplicationData;
    h[1] = 3;
    h[2] = 3;
    h[3] = uint8_t(body >> 8);
    h[4] = uint8_t(body & 0xff);
    uint8_t* out = h + kHeader;
    bool ok = sealer_->start(write_seq_, h);
    size_t sealed = 0;
    while (ok && sealed < n) {  // this record's plaintext, slice by slice
      while (piece_off == iov[piece].iov_len) {
        ++piece;
        piece_off = 0;
      }
      const size_t take = std::min(n - sealed, iov[piece].iov_len - piece_off);
      int len = 0;
      ok = EVP_EncryptUpdate(sealer_->ctx, out + sealed, &len,
                             static_cast<const unsigned char*>(iov[piece].iov_base) + piece_off,
                             int(take)) == 1 &&
           size_t(len) == take;
      piece_off += take;
      sealed += take;
    }
    int len2 = 0, len3 = 0;
    const uint8_t type = kApplicationData;
    if (!ok || EVP_EncryptUpdate(sealer_->ctx, out + n, &len2, &type, 1) != 1 ||
        EVP_EncryptFinal_ex(sealer_->ctx, out + n + len2, &len3) != 1 || size_t(len2 + len3) != 1 ||
        EVP_CIPHER_CTX_ctrl(sealer_->ctx, EVP_CTRL_AEAD_GET_TAG, int(kTag), out + n + 1) != 1) {
      wire->resize(at);
      return false;
    }
    ++write_seq_;
    off += n;
  } while (off < total);
  return true;
}

TlsStatus TlsStream::inner_handshake(std::string_view messages) {
  while (!messages.empty()) {
    if (messages.size() < 4) return fail("a TLS handshake message split over records");
    const auto* m = reinterpret_cast<const uint8_t*>(messages.data());
    const size_t len = (size_t{m[1]} << 16) | (size_t{m[2]} << 8) | m[3];
    if (messages.size() - 4 < len) return fail("a TLS handshake message split over records");
    if (m[0] == kKeyUpdate)
      return fail(
          "the server sent a TLS KeyUpdate: the keys of a session that several processes "
          "hold can't change, so mysqlpool ends the connection");
    if (m[0] != kNewSessionTicket)
      return fail("the server sent TLS handshake message " + std::to_string(m[0]) +
                  " after the handshake");
    messages.remove_prefix(4 + len);  // a ticket: mysqlpool never resumes a session
  }
  return TlsStatus::Ok;
}

TlsStatus TlsStream::open_record(const uint8_t* header, const uint8_t* body, size_t len) {
  if (!opener_ || !opener_->ctx) return fail("no TLS keys for this connection");
  if (read_seq_ >= kTlsRecordLimit)
    return fail("the TLS read key has protected " + std::to_string(read_seq_) +
                " records, the most RFC 8446 allows it: the connection must be closed");
  const size_t inner_len = len - kTag;
  const size_t at = plain_.size();
  plain_.resize(at + inner_len);
  auto* out = reinterpret_cast<uint8_t*>(&plain_[at]);
  int len1 = 0, len2 = 0;
  if (!opener_->start(read_seq_, header) ||
      EVP_DecryptUpdate(opener_->ctx, out, &len1, body, int(inner_len)) != 1 ||
      EVP_CIPHER_CTX_ctrl(opener_->ctx, EVP_CTRL_AEAD_SET_TAG, int(kTag),
                          const_cast<uint8_t*>(body + inner_len)) != 1 ||
      EVP_DecryptFinal_ex(opener_->ctx, out + len1, &len2) != 1) {
    plain_.resize(at);
    return fail("a TLS record from the server did not authenticate (record " +
                std::to_string(read_seq_) + ")");
  }
  ++read_seq_;
  size_t end = inner_len;
  while (end > 0 && out[end - 1] == 0) --end;  // padding
  if (end == 0) {
    plain_.resize(at);
    return fail("a TLS record from the server has no content type");
  }
  const uint8_t type = out[end - 1];
  if (type == kApplicationData) {  // opened in place: the data stays where it is
    plain_.resize(at + end - 1);
    return TlsStatus::Ok;
  }
  std::string content(reinterpret_cast<char*>(out), end - 1);
  plain_.resize(at);
  if (type == kHandshake) return inner_handshake(content);
  if (type == kAlert) {
    alert_received_ = true;
    if (content.size() != 2) return fail("a malformed TLS alert from the server");
    const uint8_t description = uint8_t(content[1]);
    if (description == 0) {
      error_ = "the server ended the TLS session (close_notify)";
      return TlsStatus::Closed;
    }
    return fail("TLS alert " + std::to_string(description) + " (" + alert_name(description) +
                ") from the server");
  }
  return fail("a TLS record of content type " + std::to_string(type) + " from the server");
}

TlsStatus TlsStream::open_buffered(std::string* wire) {
  size_t pos = 0;
  TlsStatus st = TlsStatus::Ok;
  while (wire->size() - pos >= kHeader) {
    const auto* h = reinterpret_cast<const uint8_t*>(wire->data() + pos);
    const size_t len = (size_t{h[3]} << 8) | h[4];
    if (h[0] != kApplicationData || h[1] != 3 || h[2] != 3) {
      st =
          fail("a TLS record of type " + std::to_string(h[0]) + " version " + std::to_string(h[1]) +
               "." + std::to_string(h[2]) + " from the server after the handshake");
      break;
    }
    if (len > kMaxCiphertext || len < kTag + 1) {
      st = fail("a TLS record of " + std::to_string(len) + " bytes from the server");
      break;
    }
    if (wire->size() - pos - kHeader < len) break;  // not whole yet
    st = open_record(h, h + kHeader, len);
    pos += kHeader + len;
    if (st != TlsStatus::Ok) break;
  }
  wire->erase(0, pos);
  return st;
}

TlsStatus TlsStream::read(int fd, char* out, size_t cap, size_t* got, int recv_flags) {
  *got = 0;
  for (;;) {
    if (plain_pos_ < plain_.size()) {
      const size_t n = std::min(cap, plain_.size() - plain_pos_);
      std::memcpy(out, plain_.data() + plain_pos_, n);
      plain_pos_ += n;
      if (plain_pos_ == plain_.size()) {
        plain_.clear();
        plain_pos_ = 0;
      }
      *got = n;
      return TlsStatus::Ok;
    }
    char buf[kHeader + kMaxCiphertext];
    ssize_t n = recv(fd, buf, sizeof buf, recv_flags);
    recv_flags = MSG_DONTWAIT;
    if (n == 0) {
      error_ = "the server closed the connection";
      return TlsStatus::Closed;
    }
    if (n < 0) {
      if (errno == EINTR) continue;
      if (errno == EAGAIN || errno == EWOULDBLOCK) return TlsStatus::WouldBlock;
      if (errno == ECONNRESET) {
        error_ = std::string("recv: ") + std::strerror(errno);
        return TlsStatus::Closed;
      }
      return fail(std::string("recv: ") + std::strerror(errno));
    }
    wire_in_.append(buf, size_t(n));
    TlsStatus st = open_buffered(&wire_in_);
    if (st != TlsStatus::Ok) return st;
  }
}

}  // namespace mysqlpool::proto
