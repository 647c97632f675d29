// The control channel's messages: each decodes what it encodes, its byte layout is the one
// kControlProtocolVersion names, and a decoder refuses anything else (cut short, lengths past
// the end, bytes after the last field, values no encoder writes) with the message and field.
#include <gtest/gtest.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <random>
#include <thread>

#include "core/common/clock.h"
#include "core/control/messages.h"

using namespace mysqlpool;

namespace {

PoolKey sample_key() {
  PoolKey k;
  k.host = "db.local";
  k.port = 3307;
  k.user = "app";
  k.password = "s3cret";
  k.dbname = "shop";
  k.charset = "latin1";
  k.pool_name = "web";
  k.found_rows = true;
  k.tls.ca = "/etc/ssl/db-ca.pem";
  k.tls.cert = "/etc/ssl/app.pem";
  k.tls.key = "/etc/ssl/app.key";
  k.tls.cipher = "TLS_AES_256_GCM_SHA384";
  k.tls.verify = 1;
  k.tls.server_public_key = "/etc/ssl/db-rsa.pem";
  return k;
}

proto::TlsKeys sample_tls_keys() {
  proto::TlsKeys k;
  k.cipher_suite = proto::kTlsAes256GcmSha384;
  k.client = {std::string(32, 'c'), std::string(12, 'i')};
  k.server = {std::string(32, 's'), std::string(12, 'j')};
  return k;
}

PoolSettings sample_settings() {
  PoolSettings s;
  s.max_connections = 9;
  s.acquire_timeout_ms = 250;
  s.leak_warning_ms = 0;
  return s;
}

template <class Msg>
Msg decoded(const std::string& payload) {
  Msg out;
  std::string problem;
  EXPECT_TRUE(Msg::decode(payload, &out, &problem)) << problem;
  return out;
}

// Every proper prefix of a valid payload is refused, naming the message and a field; so is
// the payload with a byte after its last field.
template <class Msg>
void refuses_cut_and_padded(const Msg& msg) {
  const std::string payload = msg.encode();
  const std::string name = std::string("malformed ") + message_name(Msg::kType) + " message";
  for (size_t n = 0; n < payload.size(); n++) {
    Msg out;
    std::string problem;
    EXPECT_FALSE(Msg::decode(payload.substr(0, n), &out, &problem)) << n << " bytes";
    EXPECT_EQ(problem.find(name), 0u) << problem;
    EXPECT_NE(problem.find('`'), std::string::npos) << "names no field: " << problem;
  }
  Msg out;
  std::string problem;
  EXPECT_FALSE(Msg::decode(payload + "x", &out, &problem));
  EXPECT_EQ(problem.find(name), 0u) << problem;
  EXPECT_NE(problem.find("goes on past its last field (1 more bytes)"), std::string::npos)
      << problem;
}

// Random bytes never crash a decoder (the sanitizer build watches): each is refused with the
// message's name, or, rarely, is a well-formed message.
template <class Msg>
void survives_garbage(std::mt19937& rng) {
  const std::string name = std::string("malformed ") + message_name(Msg::kType) + " message";
  for (int round = 0; round < 2000; round++) {
    std::string bytes(rng() % 64, '\0');
    for (char& c : bytes) c = char(rng() % 4 == 0 ? 0xff : rng() % 8);
    Msg out;
    std::string problem;
    if (!Msg::decode(bytes, &out, &problem)) {
      EXPECT_EQ(problem.find(name), 0u) << problem;
    }
  }
}

std::string le32(uint32_t v) {
  std::string s;
  for (int i = 0; i < 4; i++) s.push_back(char((v >> (8 * i)) & 0xff));
  return s;
}

}  // namespace

TEST(ControlMessages, attach_round_trips_with_key_and_settings) {
  AttachMsg msg;
  msg.key = sample_key();
  msg.settings = sample_settings();
  AttachMsg got = decoded<AttachMsg>(msg.encode());
  EXPECT_EQ(got.version, kControlProtocolVersion);
  EXPECT_TRUE(got.key == msg.key);
  EXPECT_EQ(got.key.password, "s3cret");
  EXPECT_TRUE(got.key.tls == msg.key.tls);
  EXPECT_EQ(got.key.tls.verify, 1);
  EXPECT_TRUE(got.key.found_rows);
  EXPECT_TRUE(got.settings == msg.settings);
}

TEST(ControlMessages, every_reply_and_notice_round_trips) {
  AttachOkMsg ok = decoded<AttachOkMsg>(AttachOkMsg{7, sample_settings()}.encode());
  EXPECT_EQ(ok.pool_id, 7u);
  EXPECT_TRUE(ok.settings == sample_settings());

  GetFdMsg get = decoded<GetFdMsg>(GetFdMsg{7, 3, 0xfffffffe}.encode());
  EXPECT_EQ(get.pool_id, 7u);
  EXPECT_EQ(get.slot, 3u);
  EXPECT_EQ(get.generation, 0xfffffffeu);

  EXPECT_EQ(decoded<FdOkMsg>(FdOkMsg{42, {}}.encode()).generation, 42u);
  FdOkMsg with_keys = decoded<FdOkMsg>(FdOkMsg{43, sample_tls_keys()}.encode());
  EXPECT_EQ(with_keys.tls.cipher_suite, proto::kTlsAes256GcmSha384);
  EXPECT_EQ(with_keys.tls.server.key, sample_tls_keys().server.key);
  EXPECT_EQ(with_keys.tls.client.iv, sample_tls_keys().client.iv);
  EXPECT_EQ(decoded<OpenMsg>(OpenMsg{5}.encode()).pool_id, 5u);

  DiscardMsg discard = decoded<DiscardMsg>(DiscardMsg{5, 255, 9}.encode());
  EXPECT_EQ(discard.pool_id, 5u);
  EXPECT_EQ(discard.slot, 255u);
  EXPECT_EQ(discard.generation, 9u);

  for (bool rollback : {false, true}) {
    for (bool reset_session : {false, true}) {
      ResetMsg reset = decoded<ResetMsg>(ResetMsg{5, 2, 9, rollback, reset_session}.encode());
      EXPECT_EQ(reset.slot, 2u);
      EXPECT_EQ(reset.generation, 9u);
      EXPECT_EQ(reset.rollback, rollback);
      EXPECT_EQ(reset.reset_session, reset_session);
    }
  }

  Error e;
  e.code = 1045;
  e.sqlstate = "28000";
  e.message = "Access denied for user 'app'";
  ErrorMsg error = decoded<ErrorMsg>(ErrorMsg{e}.encode());
  EXPECT_EQ(error.error.code, 1045u);
  EXPECT_EQ(error.error.sqlstate, "28000");
  EXPECT_EQ(error.error.message, e.message);
}

TEST(ControlMessages, an_error_without_sqlstate_reads_as_hy000) {
  Error e;
  e.sqlstate = "";
  e.message = "mysqlpool: no";
  EXPECT_EQ(decoded<ErrorMsg>(ErrorMsg{e}.encode()).error.sqlstate, "HY000");
}

// The layout protocol version 6 names (the messages of 5, the slot table with
// Slot::server_cpu): a change here or in the slot table must bump kControlProtocolVersion.
TEST(ControlMessages, byte_layout_is_that_of_protocol_version_6) {
  EXPECT_EQ(kControlProtocolVersion, 6u);
  // FdOk: generation, cipher suite (0: plaintext), then the four key strings.
  EXPECT_EQ((FdOkMsg{9, {}}.encode()), le32(9) + le32(0) + le32(0) + le32(0) + le32(0) + le32(0));
  proto::TlsKeys keys = sample_tls_keys();
  EXPECT_EQ((FdOkMsg{9, keys}.encode()), le32(9) + le32(0x1302) + le32(32) + keys.client.key +
                                             le32(12) + keys.client.iv + le32(32) +
                                             keys.server.key + le32(12) + keys.server.iv);
  EXPECT_EQ((GetFdMsg{1, 2, 3}.encode()), le32(1) + le32(2) + le32(3));
  EXPECT_EQ((ResetMsg{1, 2, 3, true, false}.encode()), le32(1) + le32(2) + le32(3) + le32(1));
  EXPECT_EQ((ResetMsg{1, 2, 3, false, true}.encode()), le32(1) + le32(2) + le32(3) + le32(2));
  Error e;
  e.code = 2002;
  e.sqlstate = "HY000";
  e.message = "m";
  EXPECT_EQ(ErrorMsg{e}.encode(), le32(2002) + le32(5) + "HY000" + le32(1) + "m");
  AttachMsg attach;
  std::string payload = attach.encode();
  EXPECT_EQ(payload.substr(0, 4), le32(kControlProtocolVersion)) << "the version comes first";
  uint32_t version = 0;
  EXPECT_TRUE(AttachMsg::decode_version(payload, &version));
  EXPECT_EQ(version, kControlProtocolVersion);
  EXPECT_TRUE(AttachMsg::decode_version(le32(2), &version)) << "an older worker's Attach";
  EXPECT_EQ(version, 2u);
  EXPECT_FALSE(AttachMsg::decode_version("ab", &version));
}

// Retire goes between managers of different versions: its number and layout never change.
TEST(ControlMessages, retire_is_frozen_across_versions) {
  EXPECT_EQ(uint32_t(MsgType::Retire), 100u);
  EXPECT_EQ((RetireMsg{6, 4242}.encode()), le32(6) + le32(4242));
  RetireMsg out;
  std::string problem;
  ASSERT_TRUE(RetireMsg::decode(le32(9) + le32(77), &out, &problem)) << problem;
  EXPECT_EQ(out.version, 9u);
  EXPECT_EQ(out.pid, 77u);
  EXPECT_STREQ(message_name(MsgType::Retire), "Retire");
  EXPECT_FALSE(RetireMsg::decode(le32(9), &out, &problem));
  EXPECT_NE(problem.find("malformed Retire message (4 bytes): `pid` is cut short"),
            std::string::npos)
      << problem;
}

TEST(ControlMessages, cut_short_or_padded_payloads_are_refused_naming_the_field) {
  AttachMsg attach;
  attach.key = sample_key();
  attach.settings = sample_settings();
  refuses_cut_and_padded(attach);
  refuses_cut_and_padded(AttachOkMsg{7, sample_settings()});
  refuses_cut_and_padded(GetFdMsg{7, 3, 1});
  refuses_cut_and_padded(FdOkMsg{1, {}});
  refuses_cut_and_padded(OpenMsg{7});
  refuses_cut_and_padded(DiscardMsg{7, 3, 1});
  refuses_cut_and_padded(ResetMsg{7, 3, 1, true, true});
  refuses_cut_and_padded(RetireMsg{6, 99});
  Error e;
  e.message = "x";
  refuses_cut_and_padded(ErrorMsg{e});
}

TEST(ControlMessages, a_missing_field_is_named) {
  GetFdMsg out;
  std::string problem;
  EXPECT_FALSE(GetFdMsg::decode(le32(7) + le32(3), &out, &problem));
  EXPECT_NE(problem.find("malformed GetFd message (8 bytes): `generation` is cut short"),
            std::string::npos)
      << problem;
}

TEST(ControlMessages, a_string_longer_than_the_payload_is_refused) {
  std::string payload = le32(kControlProtocolVersion) + le32(0xffffffff) + "db";
  AttachMsg out;
  std::string problem;
  EXPECT_FALSE(AttachMsg::decode(payload, &out, &problem));
  EXPECT_NE(problem.find("`host` says more bytes than are left"), std::string::npos) << problem;

  ErrorMsg error;
  EXPECT_FALSE(ErrorMsg::decode(le32(1) + le32(6) + "HY000", &error, &problem));
  EXPECT_NE(problem.find("`sqlstate` says more bytes than are left"), std::string::npos) << problem;
}

TEST(ControlMessages, values_no_encoder_writes_are_refused) {
  AttachMsg attach;
  attach.key = sample_key();
  std::string payload = attach.encode();
  // found_rows comes before the key's TLS fields (five strings, the verify word, a string),
  // which come before the settings.
  size_t tls_bytes = 4 * 7;
  for (const std::string* f :
       {&attach.key.tls.ca, &attach.key.tls.capath, &attach.key.tls.cert, &attach.key.tls.key,
        &attach.key.tls.cipher, &attach.key.tls.server_public_key})
    tls_bytes += f->size();
  size_t found_rows_at = payload.size() - 4 * kSettingFieldCount - tls_bytes - 4;
  payload.replace(found_rows_at, 4, le32(7));
  AttachMsg out;
  std::string problem;
  EXPECT_FALSE(AttachMsg::decode(payload, &out, &problem));
  EXPECT_NE(problem.find("`found_rows` is 7, not 0 or 1"), std::string::npos) << problem;

  // TLS keys of a suite that does not exist, or of the wrong length, are refused.
  proto::TlsKeys keys = sample_tls_keys();
  keys.cipher_suite = 0x1399;
  FdOkMsg fd_ok;
  EXPECT_FALSE(FdOkMsg::decode(FdOkMsg{1, keys}.encode(), &fd_ok, &problem));
  EXPECT_NE(problem.find("`cipher_suite`"), std::string::npos) << problem;
  keys = sample_tls_keys();
  keys.client.key.resize(16);
  EXPECT_FALSE(FdOkMsg::decode(FdOkMsg{1, keys}.encode(), &fd_ok, &problem));
  EXPECT_NE(problem.find("wrong length"), std::string::npos) << problem;

  ResetMsg reset;
  EXPECT_FALSE(
      ResetMsg::decode(le32(1) + le32(2) + le32(3) + le32(4 | kResetRollback), &reset, &problem));
  EXPECT_NE(problem.find("`flags` has unknown bits 4"), std::string::npos) << problem;
}

TEST(ControlMessages, random_bytes_are_refused_without_harm) {
  std::mt19937 rng(18);
  survives_garbage<AttachMsg>(rng);
  survives_garbage<AttachOkMsg>(rng);
  survives_garbage<GetFdMsg>(rng);
  survives_garbage<FdOkMsg>(rng);
  survives_garbage<OpenMsg>(rng);
  survives_garbage<DiscardMsg>(rng);
  survives_garbage<ResetMsg>(rng);
  survives_garbage<ErrorMsg>(rng);
}

// A peer that sends a message a byte at a time, each byte just inside the timeout, can't
// stretch the read past it: the timeout is for the whole message, not per chunk.
TEST(ControlMessages, a_trickling_peer_cannot_stretch_the_read_timeout) {
  int fds[2];
  ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, fds));
  uint32_t header[2] = {uint32_t(MsgType::Attach), 16};  // native, as send_message writes it
  std::string bytes(reinterpret_cast<const char*>(header), sizeof header);
  bytes += std::string(16, 'x');
  std::thread trickle([&] {
    for (char c : bytes) {
      if (send(fds[1], &c, 1, MSG_NOSIGNAL) != 1) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(40));  // 24 bytes: ~1 s in all
    }
  });
  MsgType type;
  std::string payload;
  uint64_t start = monotonic_ms();
  bool ok = recv_message(fds[0], &type, &payload, nullptr, 300);
  uint64_t took = monotonic_ms() - start;
  shutdown(fds[0], SHUT_RDWR);
  trickle.join();
  close(fds[0]);
  close(fds[1]);
  EXPECT_FALSE(ok);
  EXPECT_LT(took, 700u) << "the 300 ms timeout was stretched to " << took << " ms";
}

TEST(ControlMessages, a_message_goes_through_the_socket_with_its_fd) {
  int fds[2];
  ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, fds));
  int passed = dup(0);
  ASSERT_TRUE(send_message(fds[0], FdOkMsg{11, {}}, passed));
  close(passed);
  MsgType type;
  std::string payload;
  int received = -1;
  ASSERT_TRUE(recv_message(fds[1], &type, &payload, &received, 1000));
  EXPECT_EQ(type, MsgType::FdOk);
  EXPECT_GE(received, 0);
  EXPECT_EQ(decoded<FdOkMsg>(payload).generation, 11u);
  if (received >= 0) close(received);
  close(fds[0]);
  close(fds[1]);
}
