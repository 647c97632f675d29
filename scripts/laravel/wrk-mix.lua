-- wrk -s for scripts/laravel/laravel_test.sh: a weighted mix of the Laravel test app's endpoints,
-- every answer recorded ("STATUS<TAB>BODY" per line) in $LARAVEL_BODIES/bodies-<thread>.txt
-- for scripts/laravel/check.php, and the run's numbers in one `WRK ...` line (the done() of
-- scripts/lib/wrk-report.lua, loaded from beside this folder).
-- Reads: users 1..100 (read-only), products 1..50. Writes: users 101..200, refs
-- L<kind><thread>-<n>-<run> (LO commit, LF rollback, LN nested) so the checker finds them.
local dir = os.getenv("LARAVEL_BODIES") or "."
local run = os.getenv("LARAVEL_RUN") or "0"
local next_id = 1
local threads = {}

setup = function(thread)
  thread:set("tid", next_id)
  next_id = next_id + 1
  table.insert(threads, thread)
end

-- {weight, kind}
local mix = {
  {24, "quote"}, {14, "user"}, {9, "product"}, {7, "page"}, {8, "connect"},
  {9, "order"}, {5, "fail"}, {5, "nested"}, {5, "unique"}, {4, "chunk"}, {4, "cursor"}, {6, "lazy"},
}
local total = 0
for _, m in ipairs(mix) do total = total + m[1] end

local out
local n = 0

init = function(args)
  math.randomseed(tonumber(run) * 100 + tid)
  out = assert(io.open(dir .. "/bodies-" .. tid .. ".txt", "w"))
  out:setvbuf("line")
end

local function pick()
  local r = math.random(total)
  for _, m in ipairs(mix) do
    if r <= m[1] then return m[2] end
    r = r - m[1]
  end
  return mix[1][2]
end

request = function()
  local kind = pick()
  local path
  n = n + 1
  local ref = string.format("%d-%d-%s", tid, n, run)
  if kind == "quote" then
    path = string.format("/quote&user=%d&product=%d&qty=%d", math.random(100), math.random(50), math.random(120))
  elseif kind == "user" then
    path = "/users/" .. math.random(100)
  elseif kind == "product" then
    path = "/products/" .. math.random(50)
  elseif kind == "page" then
    path = "/pages/" .. math.random(6)
  elseif kind == "connect" then
    path = "/connect"
  elseif kind == "order" then
    path = string.format("/orders/create&user=%d&product=%d&qty=%d&ref=LO%s", 100 + math.random(100), math.random(50), math.random(15), ref)
  elseif kind == "fail" then
    path = string.format("/orders/fail&user=%d&product=%d&qty=%d&ref=LF%s", 100 + math.random(100), math.random(50), math.random(15), ref)
  elseif kind == "nested" then
    path = string.format("/orders/nested&user=%d&product=%d&qty=%d&ref=LN%s", 100 + math.random(100), math.random(50), math.random(15), ref)
  elseif kind == "unique" then
    path = "/duplicate/" .. math.random(100)
  else
    path = "/" .. kind
  end
  return wrk.format("GET", "/index.php?r=" .. path)
end

response = function(status, headers, body)
  out:write(status, "\t", (string.gsub(body, "[\r\n]", " ")), "\n")
end

-- done(): the run's numbers in one `WRK ...` line, scripts/lib/wrk-report.lua's
dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "../lib/wrk-report.lua")
