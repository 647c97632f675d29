// `mysqlpool-manager status [--json] [--socket PATH] [--timeout MS]` and
// `mysqlpool-manager metrics [--socket PATH] [--timeout MS]`: print a running manager's report
// (report_client.h) and exit 0, or say what went wrong, naming the socket, and exit 1 (2 for a
// wrong command line).
#pragma once

namespace mysqlpool {

// argv[1] is "status" or "metrics".
int run_report_command(int argc, char** argv);

}  // namespace mysqlpool
