// The control channel's messages: one struct per message, each with the one encoder and the
// one decoder that both the worker and the manager use, and the framing that carries them.
//
// A frame is a header of two native uint32 (type, payload length <= kMaxMessageBytes) and the
// payload, with at most one fd passed (SCM_RIGHTS) on its first byte. A payload is a sequence
// of little-endian fields: u32, or a string as a u32 length and its bytes. Decoders treat every
// payload as hostile (any process of the uid can connect; a peer of another build may send
// another layout): each length is checked against what is left, nothing may follow the last
// field, and a refusal names the message and the field.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <string>
#include <string_view>

#include "core/common/error.h"
#include "core/common/pool_config.h"
#include "core/protocol/tls_records.h"

namespace mysqlpool {

// Bumped whenever a payload's layout or the slot table's layout changes; the first field of
// Attach in every version, and the suffix of the socket its manager listens on
// (versioned_socket(), socket.h): workers and managers of one version meet there, and another
// version's run beside them (DESIGN, "Upgrading"). A build may set it (the upgrade test builds
// a second version from the same source).
#ifndef MYSQLPOOL_CONTROL_PROTOCOL_VERSION
#define MYSQLPOOL_CONTROL_PROTOCOL_VERSION 6
#endif
constexpr uint32_t kControlProtocolVersion = MYSQLPOOL_CONTROL_PROTOCOL_VERSION;
constexpr uint32_t kMaxMessageBytes = 64 * 1024;

enum class MsgType : uint32_t {
  Attach = 1,
  AttachOk = 2,
  GetFd = 3,
  FdOk = 4,
  Open = 5,
  Discard = 6,
  Reset = 7,
  Error = 8,
  // From here on, messages between processes of different versions: their numbers and
  // payloads never change, whatever kControlProtocolVersion says, so that a manager can ask a
  // manager of another version to retire and any version's `mysqlpool-manager status` can ask
  // any version's manager (DESIGN.md, "The control socket").
  Retire = 100,
  ReportRequest = 101,
  ReportChunk = 102,
  ReportEnd = 103,
};

// The message's name, for logs and refusals ("Attach"); "unknown" for another number.
const char* message_name(MsgType type);

// worker -> manager: join the pool of `key`. Reply: AttachOkMsg with the slot table's memfd,
// or ErrorMsg.
struct AttachMsg {
  static constexpr MsgType kType = MsgType::Attach;
  uint32_t version = kControlProtocolVersion;
  PoolKey key;  // with the password
  PoolSettings settings;

  std::string encode() const;
  // The version alone (the first field of every version's Attach): a worker of another
  // version is told to stop the old manager, not that its message is malformed.
  static bool decode_version(std::string_view payload, uint32_t* version);
  static bool decode(std::string_view payload, AttachMsg* out, std::string* problem);
};

// manager -> worker: attached. The pool's effective settings (those of its first Attach).
struct AttachOkMsg {
  static constexpr MsgType kType = MsgType::AttachOk;
  uint32_t pool_id = 0;
  PoolSettings settings;

  std::string encode() const;
  static bool decode(std::string_view payload, AttachOkMsg* out, std::string* problem);
};

// worker -> manager, about a slot at a generation: GetFd asks for the socket of a slot it
// leased (reply: FdOkMsg with the fd, or ErrorMsg); Discard says the slot is BROKEN
// (discard_slot) and its connection to be replaced (no reply).
template <MsgType Type>
struct SlotMsg {
  static constexpr MsgType kType = Type;
  uint32_t pool_id = 0;
  uint32_t slot = 0;
  uint32_t generation = 0;

  std::string encode() const;
  static bool decode(std::string_view payload, SlotMsg* out, std::string* problem);
};
using GetFdMsg = SlotMsg<MsgType::GetFd>;
using DiscardMsg = SlotMsg<MsgType::Discard>;

// With the fd of a TLS session, its traffic keys (cipher_suite 0: a plaintext connection).
// Only over this socket: never in the shared segment, never on disk.
struct FdOkMsg {
  static constexpr MsgType kType = MsgType::FdOk;
  uint32_t generation = 0;
  proto::TlsKeys tls;

  std::string encode() const;
  static bool decode(std::string_view payload, FdOkMsg* out, std::string* problem);
};

// worker -> manager, no reply: open one connection into an EMPTY slot.
struct OpenMsg {
  static constexpr MsgType kType = MsgType::Open;
  uint32_t pool_id = 0;

  std::string encode() const;
  static bool decode(std::string_view payload, OpenMsg* out, std::string* problem);
};

// Reset's flags on the wire.
constexpr uint32_t kResetRollback = 1;  // ROLLBACK first
constexpr uint32_t kResetSession = 2;   // then COM_RESET_CONNECTION and the pool's session setup

// worker -> manager, no reply: the slot was handed back (hand_back_slot, RESERVED); clean the
// connection as asked, then free it.
struct ResetMsg {
  static constexpr MsgType kType = MsgType::Reset;
  uint32_t pool_id = 0;
  uint32_t slot = 0;
  uint32_t generation = 0;
  bool rollback = false;
  bool reset_session = false;

  std::string encode() const;
  static bool decode(std::string_view payload, ResetMsg* out, std::string* problem);
};

// manager -> manager, no reply, frozen across versions: a manager of another version has
// started on the same socket path; the receiver retires (DESIGN, "Upgrading"): it gives its
// connections back as its own workers release them and exits once none of them is attached.
struct RetireMsg {
  static constexpr MsgType kType = MsgType::Retire;
  uint32_t version = kControlProtocolVersion;  // the sender's
  uint32_t pid = 0;                            // the sender's, for the log

  std::string encode() const;
  static bool decode(std::string_view payload, RetireMsg* out, std::string* problem);
};

// manager -> worker: the request failed. An empty SQLSTATE is read as HY000.
struct ErrorMsg {
  static constexpr MsgType kType = MsgType::Error;
  Error error;

  std::string encode() const;
  static bool decode(std::string_view payload, ErrorMsg* out, std::string* problem);
};

// The report of a running manager (`mysqlpool-manager status|metrics`, mysqlpool_metrics(),
// the metrics listener): frozen across versions, like their MsgType numbers. Any process of
// the uid sends a ReportRequest on a new connection to the control socket; the manager answers
// with ReportChunks (the text, in pieces of at most kMaxMessageBytes) and one ReportEnd.
constexpr uint32_t kReportJson = 1;        // the status document (README.md, "Status")
constexpr uint32_t kReportPrometheus = 2;  // text exposition format 0.0.4
constexpr uint32_t kReportTable = 3;       // the status for people, rendered by the manager

// any process -> manager: send the report in `format`.
struct ReportRequestMsg {
  static constexpr MsgType kType = MsgType::ReportRequest;
  uint32_t format = kReportJson;  // any number decodes: the manager answers an unknown one

  std::string encode() const;
  static bool decode(std::string_view payload, ReportRequestMsg* out, std::string* problem);
};

// manager -> asker: the next piece of the report's text (any bytes; the payload itself).
struct ReportChunkMsg {
  static constexpr MsgType kType = MsgType::ReportChunk;
  std::string text;

  std::string encode() const { return text; }
  static bool decode(std::string_view payload, ReportChunkMsg* out, std::string* problem);
};

// ReportEnd's status.
constexpr uint32_t kReportOk = 0;
constexpr uint32_t kReportUnknownFormat = 1;  // no chunk was sent
constexpr uint32_t kReportMalformed = 2;      // the request did not decode; no chunk was sent

// manager -> asker: the report is complete; total_bytes is the sum of the chunks' sizes.
struct ReportEndMsg {
  static constexpr MsgType kType = MsgType::ReportEnd;
  uint32_t status = kReportOk;
  uint32_t total_bytes = 0;

  std::string encode() const;
  static bool decode(std::string_view payload, ReportEndMsg* out, std::string* problem);
};

// Send one framed message, optionally passing one fd. Returns false on error (errno set).
bool send_message(int sock, MsgType type, std::string_view payload, int pass_fd = -1);
template <class Msg>
bool send_message(int sock, const Msg& msg, int pass_fd = -1) {
  return send_message(sock, Msg::kType, msg.encode(), pass_fd);
}

// Receive one framed message. *received_fd is -1 unless an fd came with it (then it has
// FD_CLOEXEC set and belongs to the caller). timeout_ms < 0 waits forever.
// Returns false on EOF (errno 0), timeout (ETIMEDOUT), or error.
bool recv_message(int sock, MsgType* type, std::string* payload, int* received_fd, int timeout_ms);

// SO_PEERCRED of a connected Unix socket.
struct PeerCred {
  pid_t pid;
  uid_t uid;
};
bool peer_credentials(int sock, PeerCred* out);
// The manager serves only clients of its own uid (allow_root false). A worker accepts only a
// manager of its uid in the private directories (the default), and also one run by root at a
// configured mysqlpool.manager_socket (a service manager may start it for the user).
bool peer_is_trusted(const PeerCred& peer, bool allow_root);

// The control socket of this host user's manager when none is configured:
// <first private directory>/mysqlpool.sock (socket.h: /run/user/<uid>, else /tmp/mysqlpool-<uid>,
// else /tmp/mysqlpool-<uid>.XXXXXX), making the directory if needed. Workers given this path
// (or an empty one) look in every private directory (connect_or_start_manager).
std::string default_control_socket_path();

}  // namespace mysqlpool
