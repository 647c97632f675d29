-- wrk script of bench/laravel.sh and bench/oversubscription.sh: GET the Laravel test app's
-- N+1 quote endpoint (scripts/laravel/app, /quote) for a random user (1..200), product (1..50)
-- and quantity (1..120), each wrk thread with its own seed. Prints the line of
-- bench/wrk/random_user.lua:
--   WRK requests=N duration_us=N connect=N read=N write=N status=N timeout=N p50_us=N p90_us=N p99_us=N max_us=N
local base_seed = tonumber(os.getenv("WRK_SEED") or "") or os.time()
local thread_count = 0

function setup(thread)
  thread_count = thread_count + 1
  thread:set("thread_no", thread_count)
end

function init(args)
  math.randomseed(base_seed + 7919 * (thread_no or 0))
  for _ = 1, 16 do math.random() end
end

function request()
  return wrk.format("GET", string.format("/index.php?r=/quote&user=%d&product=%d&qty=%d",
    math.random(1, 200), math.random(1, 50), math.random(1, 120)))
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    "WRK requests=%d duration_us=%d connect=%d read=%d write=%d status=%d timeout=%d p50_us=%d p90_us=%d p99_us=%d max_us=%d\n",
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
