// The status and metrics commands of the manager program (report_command.h).
#include "core/manager/report_command.h"

#include <unistd.h>

#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "core/common/number.h"
#include "core/control/messages.h"
#include "core/control/report_client.h"
#include "core/control/socket.h"

namespace mysqlpool {

namespace {

int usage(const char* command) {
  fprintf(stderr,
          "usage: mysqlpool-manager %s%s [--socket PATH] [--timeout MS]\n"
          "  --socket   the manager's control socket (default: where PHP looks for it)\n"
          "  --timeout  how long the whole answer may take (default %d ms)\n",
          command, std::string(command) == "status" ? " [--json]" : "", kReportTimeoutMs);
  return 2;
}

}  // namespace

int run_report_command(int argc, char** argv) {
  const std::string command = argv[1];
  uint32_t format = command == "metrics" ? kReportPrometheus : kReportTable;
  std::string socket_path;
  int timeout_ms = kReportTimeoutMs;
  for (int i = 2; i < argc; i++) {
    std::string arg = argv[i];
    if (arg == "--json" && command == "status") {
      format = kReportJson;
    } else if (arg == "--socket" && i + 1 < argc) {
      socket_path = argv[++i];
    } else if (arg == "--timeout" && i + 1 < argc) {
      uint64_t v = 0;
      if (!parse_number(argv[++i], 1, 600000, &v)) {
        fprintf(stderr,
                "mysqlpool-manager %s: --timeout must be a whole number of ms from 1 to "
                "600000, got '%s'\n",
                command.c_str(), argv[i]);
        return 2;
      }
      timeout_ms = int(v);
    } else {
      return usage(command.c_str());
    }
  }
  std::string where, error, text;
  bool absent = false;
  int fd = connect_for_report(socket_path, &where, &error, &absent);
  // During an upgrade the manager of another version runs beside this version's (DESIGN,
  // "Upgrading and stopping"): the table shows them all; JSON and metrics, one document, show
  // this version's, or another's when this version has none.
  const std::string base = socket_path.empty() ? default_control_socket_path() : socket_path;
  std::vector<std::pair<uint32_t, std::string>> others = other_version_sockets(base);
  if (fd < 0 && !(absent && !others.empty())) {
    fprintf(stderr, "mysqlpool-manager %s: %s\n", command.c_str(), error.c_str());
    return 1;
  }
  if (fd >= 0) {
    bool ok = request_report(fd, format, timeout_ms, where, &text, &error);
    close(fd);
    if (!ok) {
      fprintf(stderr, "mysqlpool-manager %s: %s\n", command.c_str(), error.c_str());
      return 1;
    }
    fwrite(text.data(), 1, text.size(), stdout);
    if (format != kReportTable) return fflush(stdout) == 0 ? 0 : 1;
  }
  bool shown = fd >= 0;
  for (const auto& [version, path] : others) {
    std::string other_error, other_text;
    int other = connect_manager(path, &other_error);
    if (other < 0) continue;
    bool ok = request_report(other, format, timeout_ms, path, &other_text, &other_error);
    close(other);
    if (!ok) {
      fprintf(stderr, "mysqlpool-manager %s: %s\n", command.c_str(), other_error.c_str());
      continue;
    }
    if (format == kReportTable)
      printf("%s-- the manager of control protocol %u at %s --\n", shown ? "\n" : "", version,
             path.c_str());
    fwrite(other_text.data(), 1, other_text.size(), stdout);
    shown = true;
    if (format != kReportTable) break;
  }
  if (!shown) {
    fprintf(stderr, "mysqlpool-manager %s: %s\n", command.c_str(), error.c_str());
    return 1;
  }
  return fflush(stdout) == 0 ? 0 : 1;
}

}  // namespace mysqlpool
