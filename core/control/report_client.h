// Asking a running manager for its report (messages.h: ReportRequest, frozen across versions):
// the `status` and `metrics` commands of mysqlpool-manager and PHP's mysqlpool_metrics(). It
// never starts a manager, and every wait is bounded: whoever answers on the socket may be
// something else, or a manager of another version.
#pragma once

#include <cstdint>
#include <string>

namespace mysqlpool {

// The most a report may have; a reply that says more is refused (100 pools of 256 slots are
// well under 2 MiB of JSON).
constexpr size_t kMaxReportBytes = 32u << 20;
// How long the whole report may take by default, from the request to its end.
constexpr int kReportTimeoutMs = 5000;

// Connects to the manager at `path` (configured) or, with `path` empty, in this uid's private
// directories, with connect_manager's trust checks. -1 with *error naming the path and what is
// wrong (no such file, not a socket, nobody answers, another user's socket or peer). *where is
// the path asked (for messages); *absent (if given) says whether nobody answers there, as
// opposed to a socket or peer that the trust checks refused.
int connect_for_report(const std::string& path, std::string* where, std::string* error,
                       bool* absent = nullptr);

// Sends a ReportRequest for `format` on `fd` and reads the reply until its ReportEnd, for at
// most timeout_ms in all. false with *error (naming `where`): no reply in time, the peer closed
// first (a manager older than the request), sent anything else (not a manager), or refused.
bool request_report(int fd, uint32_t format, int timeout_ms, const std::string& where,
                    std::string* text, std::string* error);

// The Prometheus text when no manager answers: mysqlpool_up 0 and nothing else.
std::string metrics_without_manager();

}  // namespace mysqlpool
