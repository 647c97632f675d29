// The status and metrics commands of the manager program (report_command.h).
#include "core/manager/report_command.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "core/control/messages.h"
#include "core/control/report_client.h"

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
      char* end = nullptr;
      long v = strtol(argv[++i], &end, 10);
      if (*end || v <= 0 || v > 600000) return usage(command.c_str());
      timeout_ms = int(v);
    } else {
      return usage(command.c_str());
    }
  }
  std::string where, error, text;
  int fd = connect_for_report(socket_path, &where, &error);
  if (fd < 0) {
    fprintf(stderr, "mysqlpool-manager %s: %s\n", command.c_str(), error.c_str());
    return 1;
  }
  bool ok = request_report(fd, format, timeout_ms, where, &text, &error);
  close(fd);
  if (!ok) {
    fprintf(stderr, "mysqlpool-manager %s: %s\n", command.c_str(), error.c_str());
    return 1;
  }
  fwrite(text.data(), 1, text.size(), stdout);
  return fflush(stdout) == 0 ? 0 : 1;
}

}  // namespace mysqlpool
