// The manager's side of its report (report.h): the snapshot of itself and its pools, and the
// answer to a ReportRequest. Only reads: never a lock held while anything is sent.
#include <unistd.h>

#include <algorithm>
#include <cstring>

#include "core/common/log.h"
#include "core/common/version.h"
#include "core/manager/manager.h"
#include "core/segment/lease.h"

namespace mysqlpool {

namespace {

void copy_histogram(const LeaseHistogram& from, HistogramSnapshot* to) {
  for (size_t i = 0; i < kLeaseBuckets; i++)
    to->buckets[i] = from.buckets[i].load(std::memory_order_relaxed);
  to->sum_us = from.sum_us.load(std::memory_order_relaxed);
}

std::string bounded(const char* s, size_t size) { return std::string(s, strnlen(s, size)); }

// Each slot's state as the segment shows it now, and who holds the leased ones since when.
void count_slots(const SlotTable& t, uint32_t size, uint64_t now, PoolSnapshot* out) {
  PoolSnapshot& p = *out;
  for (uint32_t i = 0; i < size; i++) {
    const Slot& slot = t.slots[i];
    SlotState s = SlotState::unpack(slot.state.load(std::memory_order_relaxed));
    switch (s.tag) {
      case SlotTag::Empty:
        p.empty++;
        break;
      case SlotTag::Free:
        p.free++;
        break;
      case SlotTag::Reserved:
        p.reserved++;
        break;
      case SlotTag::Broken:
        p.broken++;
        break;
      case SlotTag::Leased: {
        p.leased++;
        uint64_t since = slot.leased_since_ms.load(std::memory_order_relaxed);
        p.holders.push_back({i, s.pid, since && since <= now ? now - since : 0});
        break;
      }
      default:
        p.broken++;
        break;  // a tag no code writes: only a hostile writer
    }
  }
}

}  // namespace

ManagerSnapshot Manager::snapshot() {
  ManagerSnapshot out;
  out.pid = uint32_t(getpid());
  out.version = MYSQLPOOL_VERSION;
  out.protocol_version = kControlProtocolVersion;
  out.socket_path = listen_path_;
  out.state = draining_ ? "draining" : retiring_ ? "retiring" : "serving";
  if (metrics_listening_) out.metrics_listen = options_.metrics_listen;
  out.uptime_ms = monotonic_ms() - started_ms_;
  out.start_time_s = started_unix_s_;
  {
    std::lock_guard<std::mutex> lock(mu_);
    out.clients = uint32_t(workers_.size());
  }
  const std::vector<std::shared_ptr<Pool>> pools = all_pools();
  const uint64_t now = monotonic_ms();
  for (const std::shared_ptr<Pool>& pool : pools) {
    // A pool whose first connect is under way holds init_mu for as long as it takes: not
    // shown until it is ready. Under init_mu it is not freed (its segment unmapped) meanwhile.
    if (!pool->ready) continue;
    std::lock_guard<std::mutex> init_lock(pool->init_mu);
    if (pool->erased || !pool->table) continue;
    const SlotTable& t = *pool->table;
    PoolSnapshot p;
    p.id = pool->id;
    const PoolKey& k = pool->key;  // every field but the password
    p.name = k.describe();
    p.user = k.user;
    p.host = k.host;
    p.port = k.port;
    p.unix_socket = k.unix_socket;
    p.database = k.dbname;
    p.charset = k.charset_or_default();
    p.pool_name = k.pool_name;
    p.found_rows = k.found_rows;
    p.tls_configured = k.tls.enabled();
    for (size_t i = 0; i < kSettingFieldCount; i++)
      p.settings.emplace_back(kSettingFields[i].name, pool->settings.*kSettingFields[i].field);
    p.max_connections = pool->size;  // the manager's own count, never the segment's
    count_slots(t, pool->size, now, &p);
    p.waiters = t.header.waiters.load(std::memory_order_relaxed);
    p.open_pending = t.header.open_pending.load(std::memory_order_relaxed);
    p.attached_processes = pool->attached.load();
    for (const CounterField& c : kCounterFields)
      p.counters.emplace_back(c.name, (t.header.counters.*c.field).load(std::memory_order_relaxed));
    copy_histogram(t.header.lease_wait, &p.lease_wait);
    copy_histogram(t.header.lease_hold, &p.lease_hold);
    p.server_version = bounded(t.header.server_version, sizeof t.header.server_version);
    p.tls = bounded(t.header.tls, sizeof t.header.tls);
    p.last_connect_errno = t.header.last_connect_errno.load();
    if (p.last_connect_errno) {
      std::lock_guard<std::mutex> lock(pool->error_mu);
      p.last_connect_error =
          bounded(t.header.last_connect_error, sizeof t.header.last_connect_error);
    }
    out.pools.push_back(std::move(p));
  }
  std::sort(out.pools.begin(), out.pools.end(),
            [](const PoolSnapshot& a, const PoolSnapshot& b) { return a.id < b.id; });
  return out;
}

void Manager::handle_report(int fd, pid_t pid, const std::string& payload) {
  ReportRequestMsg request;
  std::string problem;
  if (!ReportRequestMsg::decode(payload, &request, &problem)) {
    log_line("warning", "pid %d sent a %s; refused", int(pid), problem.c_str());
    send_message(fd, ReportEndMsg{kReportMalformed, 0});
    return;
  }
  std::string text;
  if (request.format == kReportJson || request.format == kReportPrometheus ||
      request.format == kReportTable) {
    ManagerSnapshot s = snapshot();
    if (s.clients) s.clients--;  // the asker
    text = request.format == kReportJson         ? render_json(s)
           : request.format == kReportPrometheus ? render_prometheus(s)
                                                 : render_table(s);
  } else {
    send_message(fd, ReportEndMsg{kReportUnknownFormat, 0});
    return;
  }
  for (size_t at = 0; at < text.size(); at += kMaxMessageBytes) {
    ReportChunkMsg chunk{text.substr(at, kMaxMessageBytes)};
    if (!send_message(fd, chunk)) return;  // the asker went away
  }
  send_message(fd, ReportEndMsg{kReportOk, uint32_t(text.size())});
}

}  // namespace mysqlpool
