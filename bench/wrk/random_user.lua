-- wrk script of the reference workload: GET <path><id> with id uniform in 1..max_id, each wrk
-- thread with its own random generator and seed; prints one machine-readable line at the end.
--
-- Environment:
--   WRK_PATH    request path up to the id (default "/user?id="; PHP: "/user.php?id=")
--   WRK_MAX_ID  largest id (default 100000)
--   WRK_SEED    base seed (default: the time); thread k seeds with WRK_SEED + 7919 * k
--
-- Last line (parsed by bench/run.sh):
--   WRK requests=N duration_us=N connect=N read=N write=N status=N timeout=N p50_us=N p90_us=N p99_us=N max_us=N

local path = os.getenv("WRK_PATH") or "/user?id="
local max_id = tonumber(os.getenv("WRK_MAX_ID") or "") or 100000
local base_seed = tonumber(os.getenv("WRK_SEED") or "") or os.time()

local thread_count = 0

function setup(thread)
  thread_count = thread_count + 1
  thread:set("thread_no", thread_count)
end

function init(args)
  math.randomseed(base_seed + 7919 * (thread_no or 0))
  for _ = 1, 16 do math.random() end  -- the first values after seeding are poorly mixed
end

function request()
  return wrk.format("GET", path .. math.random(1, max_id))
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    "WRK requests=%d duration_us=%d connect=%d read=%d write=%d status=%d timeout=%d p50_us=%d p90_us=%d p99_us=%d max_us=%d\n",
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
