// The TLS 1.3 record layer of a connection whose handshake another process made.
//
// The manager does the TLS handshake and the MySQL authentication (core/manager/handshake.cpp);
// every process that then speaks on the socket (the lease holder, or the manager cleaning the
// connection) seals and opens the application-data records itself, from the traffic keys the
// manager handed over with the fd (never in the shared segment, never on disk) and the two
// record sequence numbers, which travel with the lease in the slot (slot_table.h). RFC 8446 §5:
// per record, nonce = iv XOR the 64-bit sequence number, AAD = the 5-byte record header.
//
// Every record from the server is untrusted: its length is checked before it is buffered, a
// record that does not authenticate is an error, and an alert, a KeyUpdate or any handshake
// message but NewSessionTicket ends the connection (TlsStatus::Failed with the reason): the
// keys of a session can't be changed behind the back of the other processes that hold them.
#pragma once

#include <sys/socket.h>
#include <sys/types.h>
#include <sys/uio.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace mysqlpool::proto {

// TLS 1.3 cipher suites (their IANA numbers): the three every TLS 1.3 stack offers.
constexpr uint16_t kTlsAes128GcmSha256 = 0x1301;
constexpr uint16_t kTlsAes256GcmSha384 = 0x1302;
constexpr uint16_t kTlsChacha20Poly1305Sha256 = 0x1303;

// One direction's traffic key and IV.
struct TlsTrafficKey {
  std::string key;  // 16 or 32 bytes
  std::string iv;   // 12 bytes
};

// What a process needs to speak on the connection, besides the sequence numbers.
struct TlsKeys {
  uint16_t cipher_suite = 0;
  TlsTrafficKey client;  // what this side writes
  TlsTrafficKey server;  // what this side reads
  // The suite is one of the three and the keys have its lengths.
  bool valid() const;
};

// HKDF-Expand-Label(secret, "key"/"iv", "", length) of RFC 8446 §7.3 with the suite's hash.
// False if the suite is unknown or the secret's length is not the hash's.
bool derive_traffic_key(uint16_t cipher_suite, std::string_view secret, TlsTrafficKey* out);
// "TLS_AES_256_GCM_SHA384", or "unknown".
const char* tls_suite_name(uint16_t cipher_suite);

// RFC 8446 §5.5: an AES-GCM key may protect at most 2^24.5 records. A session's keys never
// change here (a KeyUpdate could not reach every process that holds them), so the records each
// key has protected are the two sequence numbers: the one written under the client's key, the
// one read under the server's. Once either reaches kTlsReplaceRecords the connection is not
// handed out again and is closed (tls_keys_worn: the worker's acquire, the manager's upkeep).
// A lease already under way can't be stopped there; the stream itself refuses to seal or open
// a record under a key that has protected kTlsRecordLimit (2^23 records later: 128 GiB of full
// records in one lease), and the connection is then discarded.
// (ChaCha20-Poly1305's limit is far above: its connections are replaced at the same count.)
constexpr uint64_t kTlsReplaceRecords = uint64_t{1} << 23;
constexpr uint64_t kTlsRecordLimit = uint64_t{1} << 24;
// Whether a connection with these sequence numbers is to be replaced.
bool tls_keys_worn(uint64_t write_seq, uint64_t read_seq);
// Tests: replace at `records` instead of kTlsReplaceRecords in this process (0: back to it).
void set_tls_replace_records_for_testing(uint64_t records);

enum class TlsStatus {
  Ok,
  WouldBlock,  // no whole record yet and nothing on the socket (poll, then again)
  Closed,      // the peer closed the socket, or sent close_notify
  Failed,      // a record that is malformed or does not authenticate, an alert, a KeyUpdate,
               // an error of the socket or of the cipher, a record past the read key's
               // kTlsRecordLimit: error() says which
};

class TlsStream {
 public:
  explicit TlsStream(const TlsKeys& keys);
  ~TlsStream();
  TlsStream(const TlsStream&) = delete;
  TlsStream& operator=(const TlsStream&) = delete;

  // The sequence numbers of the next record written and read.
  uint64_t write_sequence() const { return write_seq_; }
  uint64_t read_sequence() const { return read_seq_; }
  // Set by the process that takes the connection over (from the slot), only between replies.
  void set_sequences(uint64_t write_seq, uint64_t read_seq);
  const TlsKeys& keys() const { return keys_; }
  // Either key has protected the records after which the connection is replaced.
  bool keys_worn() const { return tls_keys_worn(write_seq_, read_seq_); }

  // Seals `plain` (any length: records of at most 16 KiB) and appends the records to *wire.
  // False (error() says why) if the cipher fails or the write key has protected
  // kTlsRecordLimit records.
  bool seal(std::string_view plain, std::string* wire);
  // The same for the bytes of n_iov slices taken in order, without joining them first (a
  // statement's packet headers and text are sealed where they lie).
  bool seal(const iovec* iov, size_t n_iov, std::string* wire);
  // Reads what the socket has and opens the records that are whole, until some plaintext is
  // there: up to `cap` bytes of it go to `out` (*got). Plaintext beyond `cap` stays for the
  // next call. recv_flags: of the first recv (0 may block); the others are MSG_DONTWAIT.
  TlsStatus read(int fd, char* out, size_t cap, size_t* got, int recv_flags = MSG_DONTWAIT);
  // Nothing received and not yet handed out (plaintext or part of a record): a connection goes
  // back to the pool only then.
  bool idle() const { return plain_pos_ == plain_.size() && wire_in_.empty(); }
  // Forgets what is buffered (a connection taken over at a reply boundary).
  void clear_buffers();
  const std::string& error() const { return error_; }
  // The server sent an alert (close_notify included): it is ending the session.
  bool alert_received() const { return alert_received_; }

  // Opens the records at the front of `wire` that are whole (tests and the fuzz target: the
  // bytes as a socket would deliver them). Consumed bytes are removed from `wire`.
  TlsStatus open_buffered(std::string* wire);
  std::string_view pending_plaintext() const { return std::string_view(plain_).substr(plain_pos_); }

 private:
  struct Cipher;
  TlsStatus fail(std::string why);
  TlsStatus open_record(const uint8_t* header, const uint8_t* body, size_t len);
  TlsStatus inner_handshake(std::string_view messages);

  TlsKeys keys_;
  std::unique_ptr<Cipher> sealer_, opener_;
  uint64_t write_seq_ = 0, read_seq_ = 0;
  std::string wire_in_;  // received, not a whole record yet
  std::string plain_;    // opened, plain_pos_ onwards not yet handed out
  size_t plain_pos_ = 0;
  std::string error_;
  bool alert_received_ = false;
};

}  // namespace mysqlpool::proto
