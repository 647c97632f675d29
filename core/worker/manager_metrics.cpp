#include "core/worker/manager_metrics.h"

#include <unistd.h>

#include "core/control/messages.h"
#include "core/control/report_client.h"

namespace mysqlpool {

bool manager_metrics(const std::string& configured_socket, std::string* text, std::string* error) {
  std::string where;
  bool absent = false;
  int fd = connect_for_report(configured_socket, &where, error, &absent);
  if (fd < 0) {
    if (!absent) return false;
    *text = metrics_without_manager();
    return true;
  }
  bool ok = request_report(fd, kReportPrometheus, kReportTimeoutMs, where, text, error);
  close(fd);
  return ok;
}

}  // namespace mysqlpool
