// Asking a running manager for its report (report_client.h).
#include "core/control/report_client.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "core/common/clock.h"
#include "core/control/messages.h"
#include "core/control/socket.h"

namespace mysqlpool {

namespace {

// Why nobody answers at `path`, when connect_manager found nobody and said nothing.
std::string nobody_at(const std::string& path) {
  struct stat st;
  if (lstat(path.c_str(), &st) != 0)
    return "mysqlpool: no manager runs at " + path + ": " + strerror(errno);
  if (!S_ISSOCK(st.st_mode))
    return "mysqlpool: no manager runs at " + path + ": it is not a socket";
  return "mysqlpool: no manager runs at " + path + " (nobody accepts on the socket)";
}

}  // namespace

int connect_for_report(const std::string& path, std::string* where, std::string* error,
                       bool* absent) {
  error->clear();
  int fd;
  if (!path.empty() && !is_private_control_socket(path)) {
    *where = versioned_socket(path);
    fd = connect_manager(*where, error);
  } else {
    // The private directories, as PHP looks in them; messages name the first (where PHP
    // starts one).
    *where = versioned_socket(path.empty() ? default_control_socket_path() : path);
    fd = connect_private_manager(monotonic_ms() + kConnectWaitMs, error);
  }
  if (absent) *absent = fd < 0 && error->empty();
  if (fd < 0 && error->empty()) *error = nobody_at(*where);
  return fd;
}

bool request_report(int fd, uint32_t format, int timeout_ms, const std::string& where,
                    std::string* text, std::string* error) {
  text->clear();
  if (!send_message(fd, ReportRequestMsg{format})) {
    *error = "mysqlpool: cannot send to the manager at " + where + ": " + strerror(errno);
    return false;
  }
  const uint64_t deadline = monotonic_ms() + uint64_t(timeout_ms);
  for (;;) {
    uint64_t now = monotonic_ms();
    MsgType type;
    std::string payload, problem;
    int passed_fd = -1;
    if (now >= deadline || !recv_message(fd, &type, &payload, &passed_fd, int(deadline - now))) {
      int err = now >= deadline ? ETIMEDOUT : errno;
      if (err == ETIMEDOUT) {
        *error = "mysqlpool: the peer at " + where + " sent no complete report in " +
                 std::to_string(timeout_ms) + " ms: not a mysqlpool manager, or a stuck one";
      } else if (err == 0) {
        *error = "mysqlpool: the peer at " + where +
                 " closed the connection before the report ended: a manager too old to report "
                 "(upgrade it), or not a mysqlpool manager";
      } else if (err == EMSGSIZE) {
        *error = "mysqlpool: the peer at " + where + " sent a frame longer than " +
                 std::to_string(kMaxMessageBytes) + " bytes: not a mysqlpool manager";
      } else {
        *error = "mysqlpool: reading the report from " + where + ": " + strerror(err);
      }
      return false;
    }
    if (passed_fd >= 0) close(passed_fd);  // a report never comes with an fd
    if (type == MsgType::ReportChunk) {
      ReportChunkMsg chunk;
      if (!ReportChunkMsg::decode(payload, &chunk, &problem)) {
        *error = "mysqlpool: the peer at " + where + " sent a " + problem;
        return false;
      }
      if (text->size() + chunk.text.size() > kMaxReportBytes) {
        *error = "mysqlpool: the report from " + where + " goes past " +
                 std::to_string(kMaxReportBytes) + " bytes; refused";
        return false;
      }
      text->append(chunk.text);
      continue;
    }
    if (type == MsgType::ReportEnd) {
      ReportEndMsg end;
      if (!ReportEndMsg::decode(payload, &end, &problem)) {
        *error = "mysqlpool: the peer at " + where + " sent a " + problem;
        return false;
      }
      if (end.status == kReportUnknownFormat) {
        *error = "mysqlpool: the manager at " + where + " does not know report format " +
                 std::to_string(format) + " (a manager older than this command)";
        return false;
      }
      if (end.status != kReportOk) {
        *error = "mysqlpool: the manager at " + where + " refused the report request (status " +
                 std::to_string(end.status) + ")";
        return false;
      }
      if (end.total_bytes != text->size()) {
        *error = "mysqlpool: the report from " + where + " says " +
                 std::to_string(end.total_bytes) + " bytes but " + std::to_string(text->size()) +
                 " came";
        return false;
      }
      return true;
    }
    *error = "mysqlpool: the peer at " + where + " answered with message type " +
             std::to_string(uint32_t(type)) + " (" + message_name(type) +
             "), not a report: not a mysqlpool manager, or one that does not report";
    return false;
  }
}

std::string metrics_without_manager() {
  return "# HELP mysqlpool_up Whether the mysqlpool manager answered (1) or not (0).\n"
         "# TYPE mysqlpool_up gauge\n"
         "mysqlpool_up 0\n";
}

}  // namespace mysqlpool
