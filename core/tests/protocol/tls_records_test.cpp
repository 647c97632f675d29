// The TLS 1.3 record layer (tls_records.h): key derivation against RFC 8448's vectors, sealing
// and opening between two streams with mirrored keys, and every record a hostile or broken
// server could send after the handshake. The records the tests forge are sealed here with
// OpenSSL directly, not with the code under test.
#include <gtest/gtest.h>
#include <openssl/evp.h>
#include <sys/socket.h>
#include <unistd.h>

#include <string>
#include <thread>

#include "core/protocol/codec.h"
#include "core/protocol/tls_records.h"

namespace mysqlpool::proto {
namespace {

std::string unhex(const std::string& hex) {
  std::string out;
  for (size_t i = 0; i + 1 < hex.size(); i += 2)
    out.push_back(char(std::stoi(hex.substr(i, 2), nullptr, 16)));
  return out;
}

TlsKeys sample_keys() {
  TlsKeys k;
  k.cipher_suite = kTlsAes128GcmSha256;
  k.client = {std::string(16, '\x11'), std::string(12, '\x22')};
  k.server = {std::string(16, '\x33'), std::string(12, '\x44')};
  return k;
}

// The server's view: it writes with the server key and reads with the client's.
TlsKeys mirrored(TlsKeys k) {
  std::swap(k.client, k.server);
  return k;
}

// One AES-128-GCM record of inner content type `type`, as a server would seal it.
std::string forge(const TlsTrafficKey& key, uint64_t seq, uint8_t type, const std::string& body) {
  std::string inner = body + std::string(1, char(type));
  const size_t len = inner.size() + 16;
  std::string rec = {char(23), char(3), char(3), char(len >> 8), char(len & 0xff)};
  unsigned char nonce[12];
  memcpy(nonce, key.iv.data(), 12);
  for (int i = 0; i < 8; i++) nonce[4 + i] ^= uint8_t(seq >> (56 - 8 * i));
  EVP_CIPHER_CTX* ctx = EVP_CIPHER_CTX_new();
  std::string out(inner.size() + 16, '\0');
  int n = 0, m = 0;
  EVP_EncryptInit_ex(ctx, EVP_aes_128_gcm(), nullptr,
                     reinterpret_cast<const unsigned char*>(key.key.data()), nonce);
  EVP_EncryptUpdate(ctx, nullptr, &n, reinterpret_cast<const unsigned char*>(rec.data()), 5);
  EVP_EncryptUpdate(ctx, reinterpret_cast<unsigned char*>(&out[0]), &n,
                    reinterpret_cast<const unsigned char*>(inner.data()), int(inner.size()));
  EVP_EncryptFinal_ex(ctx, reinterpret_cast<unsigned char*>(&out[n]), &m);
  EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, 16, &out[inner.size()]);
  EVP_CIPHER_CTX_free(ctx);
  return rec + out;
}

TEST(TlsRecords, traffic_keys_are_rfc8448s) {
  // RFC 8448 §3, "Simple 1-RTT Handshake": the server's application traffic secret.
  TlsTrafficKey k;
  ASSERT_TRUE(derive_traffic_key(
      kTlsAes128GcmSha256,
      unhex("a11af9f05531f856ad47116b45a950328204b4f44bfb6b3a4b4f1f3fcb631643"), &k));
  EXPECT_EQ(k.key, unhex("9f02283b6c9c07efc26bb9f2ac92e356"));
  EXPECT_EQ(k.iv, unhex("cf782b88dd83549aadf1e984"));
  EXPECT_FALSE(derive_traffic_key(0x1399, std::string(32, 'x'), &k)) << "unknown suite";
  EXPECT_FALSE(derive_traffic_key(kTlsAes256GcmSha384, std::string(32, 'x'), &k))
      << "a SHA-384 suite's secret is 48 bytes";
}

TEST(TlsRecords, what_one_side_seals_the_other_opens_in_order) {
  TlsStream client(sample_keys()), server(mirrored(sample_keys()));
  std::string big(40000, 'a');
  for (size_t i = 0; i < big.size(); i++) big[i] = char('a' + i % 26);
  std::string wire;
  ASSERT_TRUE(client.seal("SELECT 1", &wire));
  ASSERT_TRUE(client.seal(big, &wire));
  EXPECT_EQ(client.write_sequence(), 4u) << "1 record, then 16384 + 16384 + 7232";
  ASSERT_EQ(server.open_buffered(&wire), TlsStatus::Ok) << server.error();
  EXPECT_TRUE(wire.empty());
  EXPECT_EQ(server.read_sequence(), 4u);
  EXPECT_EQ(std::string(server.pending_plaintext()), "SELECT 1" + big);
}

TEST(TlsRecords, slices_seal_to_the_records_of_their_joined_bytes) {
  // A statement is sealed from its packet headers and text where they lie: the records must be
  // byte for byte those of the joined plaintext, including slices that cross a record's end
  // and empty ones.
  std::string text(20000, 'q');
  for (size_t i = 0; i < text.size(); i++) text[i] = char('A' + i % 23);
  const std::string header("\x24\x4e\x00\x00", 4);  // a packet header: 20004 bytes, seq 0
  const std::string pieces[] = {header, "", text.substr(0, 16000), text.substr(16000), ""};
  iovec iov[5];
  std::string joined;
  for (int i = 0; i < 5; i++) {
    iov[i] = iovec{const_cast<char*>(pieces[i].data()), pieces[i].size()};
    joined += pieces[i];
  }
  TlsStream by_slices(sample_keys()), by_string(sample_keys());
  std::string a, b;
  ASSERT_TRUE(by_slices.seal(iov, 5, &a));
  ASSERT_TRUE(by_string.seal(joined, &b));
  EXPECT_EQ(by_slices.write_sequence(), 2u) << "16384 + 3620 bytes";
  EXPECT_EQ(a, b);
  ASSERT_TRUE(by_slices.seal(iov, 0, &a)) << "no bytes: one empty record, as for \"\"";
  ASSERT_TRUE(by_string.seal("", &b));
  EXPECT_EQ(a, b);
  TlsStream server(mirrored(sample_keys()));
  ASSERT_EQ(server.open_buffered(&a), TlsStatus::Ok) << server.error();
  EXPECT_EQ(std::string(server.pending_plaintext()), joined);
}

TEST(TlsRecords, a_partial_record_waits_for_the_rest) {
  TlsStream client(sample_keys()), server(mirrored(sample_keys()));
  std::string wire;
  ASSERT_TRUE(client.seal("hello", &wire));
  std::string first = wire.substr(0, 9), rest = wire.substr(9);
  EXPECT_EQ(server.open_buffered(&first), TlsStatus::Ok);
  EXPECT_EQ(first.size(), 9u) << "kept until whole";
  EXPECT_TRUE(server.pending_plaintext().empty());
  first += rest;
  EXPECT_EQ(server.open_buffered(&first), TlsStatus::Ok);
  EXPECT_EQ(server.pending_plaintext(), "hello");
}

TEST(TlsRecords, a_changed_byte_or_a_wrong_sequence_number_does_not_authenticate) {
  TlsStream client(sample_keys());
  std::string wire;
  ASSERT_TRUE(client.seal("SELECT secret", &wire));
  std::string flipped = wire;
  flipped[8] ^= 1;
  TlsStream a(mirrored(sample_keys()));
  EXPECT_EQ(a.open_buffered(&flipped), TlsStatus::Failed);
  EXPECT_NE(a.error().find("did not authenticate"), std::string::npos) << a.error();
  EXPECT_TRUE(a.pending_plaintext().empty()) << "nothing of a bad record is handed out";
  TlsStream b(mirrored(sample_keys()));
  b.set_sequences(0, 1);  // a holder that did not leave its sequence number
  std::string copy = wire;
  EXPECT_EQ(b.open_buffered(&copy), TlsStatus::Failed);
}

// RFC 8446 §5.5: records per key are counted each way on their own (the client's key seals,
// the server's opens): a connection is replaced once either key reaches the threshold (lowered
// here), not once both together do.
TEST(TlsRecords, keys_are_worn_by_the_records_of_each_key_on_its_own) {
  set_tls_replace_records_for_testing(4);
  TlsStream client(sample_keys()), server(mirrored(sample_keys()));
  std::string to_server, to_client;
  for (int i = 0; i < 3; i++) ASSERT_TRUE(client.seal("SELECT 1", &to_server));
  for (int i = 0; i < 3; i++) ASSERT_TRUE(server.seal("row", &to_client));
  ASSERT_EQ(client.open_buffered(&to_client), TlsStatus::Ok) << client.error();
  ASSERT_EQ(server.open_buffered(&to_server), TlsStatus::Ok) << server.error();
  EXPECT_EQ(client.write_sequence(), 3u);
  EXPECT_EQ(client.read_sequence(), 3u);
  EXPECT_FALSE(client.keys_worn()) << "6 records, but 3 under each key";
  EXPECT_FALSE(server.keys_worn());

  ASSERT_TRUE(client.seal("SELECT 2", &to_server));  // the client's key: its 4th record
  EXPECT_TRUE(client.keys_worn());
  ASSERT_EQ(server.open_buffered(&to_server), TlsStatus::Ok) << server.error();
  EXPECT_TRUE(server.keys_worn()) << "the server's reading of that key counts the same";

  // The server's key alone: a large reply (16 KiB records) to a client that sent 1 record.
  TlsStream reader(sample_keys()), writer(mirrored(sample_keys()));
  std::string wire;
  ASSERT_TRUE(writer.seal(std::string(3 * 16384 + 1, 'r'), &wire));
  ASSERT_EQ(reader.open_buffered(&wire), TlsStatus::Ok) << reader.error();
  EXPECT_EQ(reader.read_sequence(), 4u);
  EXPECT_EQ(reader.write_sequence(), 0u);
  EXPECT_TRUE(reader.keys_worn());

  // The numbers a slot records, as the manager's upkeep and the worker's acquire read them.
  EXPECT_FALSE(tls_keys_worn(3, 3));
  EXPECT_TRUE(tls_keys_worn(4, 0));
  EXPECT_TRUE(tls_keys_worn(0, 4));
  set_tls_replace_records_for_testing(0);
  EXPECT_FALSE(tls_keys_worn(kTlsReplaceRecords - 1, kTlsReplaceRecords - 1));
  EXPECT_TRUE(tls_keys_worn(kTlsReplaceRecords, 0));
  EXPECT_LT(kTlsReplaceRecords, kTlsRecordLimit);
  EXPECT_LE(kTlsRecordLimit, uint64_t{1} << 24) << "below RFC 8446's 2^24.5";
}

// A lease that crosses the retiring threshold can't be stopped there: the stream itself never
// seals nor opens a record beyond kTlsRecordLimit under one key.
TEST(TlsRecords, no_record_is_sealed_or_opened_past_the_limit_of_its_key) {
  TlsStream client(sample_keys()), server(mirrored(sample_keys()));
  client.set_sequences(kTlsRecordLimit - 1, 0);
  server.set_sequences(0, kTlsRecordLimit - 1);
  std::string wire;
  ASSERT_TRUE(client.seal("last", &wire));
  ASSERT_EQ(server.open_buffered(&wire), TlsStatus::Ok) << server.error();
  EXPECT_EQ(std::string(server.pending_plaintext()), "last");
  std::string more;
  EXPECT_FALSE(client.seal("one more", &more));
  EXPECT_NE(client.error().find("write key has protected 16777216 records"), std::string::npos)
      << client.error();
  EXPECT_EQ(client.write_sequence(), kTlsRecordLimit);
  // The server's key: a record forged at the limit, which would authenticate, is not opened.
  TlsStream reader(sample_keys());
  reader.set_sequences(0, kTlsRecordLimit);
  std::string forged = forge(sample_keys().server, kTlsRecordLimit, 23, "past it");
  EXPECT_EQ(reader.open_buffered(&forged), TlsStatus::Failed);
  EXPECT_NE(reader.error().find("read key has protected"), std::string::npos) << reader.error();
  EXPECT_TRUE(reader.pending_plaintext().empty());
}

TEST(TlsRecords, tickets_are_skipped_and_alerts_key_updates_and_other_messages_end_it) {
  const TlsKeys keys = sample_keys();
  TlsStream s(keys);
  std::string ticket = std::string("\x04\x00\x00\x03", 4) + "abc";
  std::string wire = forge(keys.server, 0, 22, ticket) + forge(keys.server, 1, 23, "row");
  ASSERT_EQ(s.open_buffered(&wire), TlsStatus::Ok) << s.error();
  EXPECT_EQ(s.pending_plaintext(), "row");
  EXPECT_EQ(s.read_sequence(), 2u);

  auto after = [&](uint8_t type, const std::string& body, TlsStatus want, const char* says) {
    TlsStream t(keys);
    std::string w = forge(keys.server, 0, type, body);
    EXPECT_EQ(t.open_buffered(&w), want) << says;
    EXPECT_NE(t.error().find(says), std::string::npos) << t.error();
    // An alert, and only an alert, is the server ending the session (closer.cpp reads it so).
    EXPECT_EQ(t.alert_received(), type == 21) << says;
  };
  after(22, std::string("\x18\x00\x00\x01\x00", 5), TlsStatus::Failed, "KeyUpdate");
  after(22, std::string("\x0d\x00\x00\x00", 4), TlsStatus::Failed, "handshake message 13");
  after(22, std::string("\x04\x00\x00\x09", 4), TlsStatus::Failed, "split over records");
  after(21, std::string("\x01\x00", 2), TlsStatus::Closed, "close_notify");
  after(21, std::string("\x02\x28", 2), TlsStatus::Failed, "handshake_failure");
  after(21, std::string("\x02", 1), TlsStatus::Failed, "malformed TLS alert");
  after(20, "x", TlsStatus::Failed, "content type 20");
  after(23, std::string(3, '\0'), TlsStatus::Ok, "");  // padding only after the type is data
}

TEST(TlsRecords, records_that_are_not_application_data_or_too_long_are_refused) {
  TlsStream s(sample_keys());
  std::string plain_handshake = std::string("\x16\x03\x03\x00\x05", 5) + "hello";
  EXPECT_EQ(s.open_buffered(&plain_handshake), TlsStatus::Failed);
  EXPECT_NE(s.error().find("type 22"), std::string::npos) << s.error();
  TlsStream t(sample_keys());
  std::string huge = std::string("\x17\x03\x03\xff\xff", 5);
  EXPECT_EQ(t.open_buffered(&huge), TlsStatus::Failed);
  EXPECT_NE(t.error().find("65535 bytes"), std::string::npos) << t.error();
  TlsStream u(sample_keys());
  std::string tiny = std::string("\x17\x03\x03\x00\x03", 5) + "abc";
  EXPECT_EQ(u.open_buffered(&tiny), TlsStatus::Failed);
}

// The codec speaks through the record layer: a command goes out sealed, a reply comes back in
// records that split its packets anywhere.
TEST(TlsRecords, the_codec_runs_a_query_over_records) {
  int fds[2];
  ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, fds));
  const TlsKeys keys = sample_keys();
  std::string received;
  std::thread server([&] {
    TlsStream srv(mirrored(keys));
    std::string in;
    char buf[4096];
    while (srv.pending_plaintext().size() < 4 + 9) {
      ssize_t n = read(fds[1], buf, sizeof buf);
      if (n <= 0) return;
      in.append(buf, size_t(n));
      if (srv.open_buffered(&in) != TlsStatus::Ok) return;
    }
    received = std::string(srv.pending_plaintext());
    // OK packet: affected rows 3, insert id 0, status AUTOCOMMIT, no warnings.
    std::string ok = std::string("\x07\x00\x00\x01\x00\x03\x00\x02\x00\x00\x00", 11);
    std::string wire;
    srv.seal(ok.substr(0, 6), &wire);
    srv.seal(ok.substr(6), &wire);
    ASSERT_EQ(write(fds[1], wire.data(), wire.size()), ssize_t(wire.size()));
  });
  TlsStream tls(keys);
  Connection c(fds[0], Capabilities{CLIENT_PROTOCOL_41 | CLIENT_TRANSACTIONS, 0}, 5000);
  c.set_tls(&tls);
  QueryReply reply;
  ASSERT_EQ(c.query("DELETE 1", reply), IoStatus::Ok) << c.last_error();
  server.join();
  EXPECT_EQ(received, std::string("\x09\x00\x00\x00\x03", 5) + "DELETE 1");
  ASSERT_EQ(reply.parts.size(), 1u);
  EXPECT_EQ(reply.parts[0].ok.affected_rows, 3u);
  EXPECT_EQ(tls.write_sequence(), 1u);
  EXPECT_EQ(tls.read_sequence(), 2u);
  EXPECT_TRUE(tls.idle());
  close(fds[0]);
  close(fds[1]);
}

TEST(TlsRecords, a_bad_record_in_a_reply_breaks_the_connection) {
  int fds[2];
  ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, fds));
  const TlsKeys keys = sample_keys();
  std::string garbage = forge(keys.server, 0, 23, std::string("\x07\x00\x00\x01", 4));
  garbage[7] ^= 0x40;
  ASSERT_EQ(write(fds[1], garbage.data(), garbage.size()), ssize_t(garbage.size()));
  TlsStream tls(keys);
  Connection c(fds[0], Capabilities{CLIENT_PROTOCOL_41, 0}, 2000);
  c.set_tls(&tls);
  QueryReply reply;
  EXPECT_EQ(c.query("SELECT 1", reply), IoStatus::ProtocolError);
  EXPECT_NE(c.last_error().find("TLS: a TLS record from the server did not authenticate"),
            std::string::npos)
      << c.last_error();
  close(fds[0]);
  close(fds[1]);
}

}  // namespace
}  // namespace mysqlpool::proto
