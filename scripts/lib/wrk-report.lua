-- wrk -s: the run's numbers in one `WRK ...` line, for scripts/lib/common.sh's wrk_field (the fpm
-- tests), bench/session_modes.sh, and the done() of scripts/laravel/wrk-mix.lua.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    "WRK requests=%d duration_us=%d connect=%d read=%d write=%d status=%d timeout=%d p50_us=%d p99_us=%d\n",
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
