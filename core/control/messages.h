// The control channel between workers and the manager: a Unix stream socket per host user,
// framed messages, fds passed with SCM_RIGHTS, peers checked with SO_PEERCRED.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <string>
#include <string_view>

#include "core/common/pool_config.h"

namespace mysqlpool {

constexpr uint32_t kControlProtocolVersion = 3;
constexpr uint32_t kMaxMessageBytes = 64 * 1024;

enum class MsgType : uint32_t {
  Attach = 1,     // worker -> manager: pool key + settings; reply AttachOk (+ slot table fd) | Error
  AttachOk = 2,
  GetFd = 3,      // worker -> manager: slot, generation of a slot it leased; reply FdOk (+ fd) | Error
  FdOk = 4,
  Open = 5,       // worker -> manager: please open a connection (no reply)
  Discard = 6,    // worker -> manager: slot marked BROKEN, replace it (no reply)
  Reset = 7,      // worker -> manager: take back my leased slot, clean it, free it (no reply)
  Error = 8,
};

// Little-endian field encoding for message payloads.
class WireWriter {
 public:
  WireWriter& u32(uint32_t v);
  WireWriter& u64(uint64_t v);
  WireWriter& str(std::string_view s);
  const std::string& bytes() const { return buf_; }

 private:
  std::string buf_;
};

class WireReader {
 public:
  explicit WireReader(std::string_view data) : data_(data) {}
  bool u32(uint32_t* v);
  bool u64(uint64_t* v);
  bool str(std::string* s);
  bool done() const { return pos_ == data_.size(); }

 private:
  std::string_view data_;
  size_t pos_ = 0;
};

// A pool's key and settings in an Attach message (and the effective settings in AttachOk).
void write_pool_key(WireWriter& w, const PoolKey& k);
bool read_pool_key(WireReader& r, PoolKey* k);
void write_pool_settings(WireWriter& w, const PoolSettings& s);
bool read_pool_settings(WireReader& r, PoolSettings* s);

// Send one framed message, optionally passing one fd. Returns false on error (errno set).
bool send_message(int sock, MsgType type, std::string_view payload, int pass_fd = -1);

// Receive one framed message. *received_fd is -1 unless an fd came with it (then it has
// FD_CLOEXEC set and belongs to the caller). timeout_ms < 0 waits forever.
// Returns false on EOF (errno 0), timeout (ETIMEDOUT), or error.
bool recv_message(int sock, MsgType* type, std::string* payload, int* received_fd,
                  int timeout_ms);

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
