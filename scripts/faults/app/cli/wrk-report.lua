-- wrk -s for scripts/faults/faults.sh. Prints, at the end:
--   WRK requests=.. duration_us=.. connect=.. read=.. write=.. status=.. timeout=.. p50_us=.. p99_us=..
--       (the line scripts/lib/wrk-report.lua prints, so scripts/lib/common.sh's
--       wrk_read/wrk_field parse it)
--   CLASS name=count ...   every non-2xx answer by class: the "class" of the endpoint's JSON
--                          (inc/faults.inc), else http<status> (502: the worker died, 500 with
--                          no JSON: a PHP fatal error)
--   FAILT first=.. last=.. the endpoint's clock (epoch s) of the first/last failure that carried one
--   ACQ ok_n=.. ok_p50_us=.. ok_p99_us=.. ok_max_us=.. err_n=.. err_min_us=.. err_p50_us=.. err_max_us=..
--                          acquire times (acq_us of hold.php) of successes and of failures
-- Environment: FAULTS_WRK_DELAY_MS: wait this long before each request (a bounded load).
local threads = {}
local delay_ms = tonumber(os.getenv("FAULTS_WRK_DELAY_MS") or "0") or 0

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  classes = {}
  ok_acq = {}
  err_acq = {}
  fail_first = 0
  fail_last = 0
end

if delay_ms > 0 then
  function delay()
    return delay_ms
  end
end

function response(status, headers, body)
  local acq = tonumber(body:match('"acq_us":(%d+)') or "")
  if status >= 200 and status < 300 then
    if acq then ok_acq[#ok_acq + 1] = acq end
    return
  end
  local class = body:match('"class":"([^"]*)"') or ("http" .. status)
  classes[class] = (classes[class] or 0) + 1
  if acq then err_acq[#err_acq + 1] = acq end
  local t = tonumber(body:match('"t":([%d%.]+)') or "")
  if t then
    if fail_first == 0 or t < fail_first then fail_first = t end
    if t > fail_last then fail_last = t end
  end
end

local function pct(sorted, p)
  if #sorted == 0 then return 0 end
  local i = math.ceil(#sorted * p / 100)
  if i < 1 then i = 1 end
  return sorted[i]
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    "WRK requests=%d duration_us=%d connect=%d read=%d write=%d status=%d timeout=%d p50_us=%d p99_us=%d\n",
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99)))
  local all, oks, errs, first, last = {}, {}, {}, 0, 0
  for _, thread in ipairs(threads) do
    for k, v in pairs(thread:get("classes") or {}) do all[k] = (all[k] or 0) + v end
    for _, v in ipairs(thread:get("ok_acq") or {}) do oks[#oks + 1] = v end
    for _, v in ipairs(thread:get("err_acq") or {}) do errs[#errs + 1] = v end
    local f, l = thread:get("fail_first") or 0, thread:get("fail_last") or 0
    if f > 0 and (first == 0 or f < first) then first = f end
    if l > last then last = l end
  end
  local parts = {}
  for k, v in pairs(all) do parts[#parts + 1] = k .. "=" .. v end
  table.sort(parts)
  io.write("CLASS " .. table.concat(parts, " ") .. "\n")
  io.write(string.format("FAILT first=%.3f last=%.3f\n", first, last))
  table.sort(oks)
  table.sort(errs)
  io.write(string.format(
    "ACQ ok_n=%d ok_p50_us=%d ok_p99_us=%d ok_max_us=%d err_n=%d err_min_us=%d err_p50_us=%d err_max_us=%d\n",
    #oks, pct(oks, 50), pct(oks, 99), oks[#oks] or 0, #errs, errs[1] or 0, pct(errs, 50), errs[#errs] or 0))
end
