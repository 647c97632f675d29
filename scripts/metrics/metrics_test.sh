#!/usr/bin/env bash
# The report of a running manager: `mysqlpool-manager status [--json]` and `metrics`, the
# opt-in HTTP listener (loopback port and Unix socket), mysqlpool_metrics(), and their errors.
# PHP CLI processes hold leases (a transaction and a sleep); status must show their pids and
# lease ages, the JSON must parse with the right counts, the metrics must pass Debian's
# `promtool check metrics` and agree with mysqlpool_stats(), and nothing may show the password.
# Errors, each exit 1 naming the path within a bound: no manager, a regular file, a listener
# that is not a manager (garbage, silence, an absurd frame), another Unix user's socket.
#
#   bash scripts/metrics/metrics_test.sh [--keep]   # as root; MYSQLPOOL_BUILD=dir (default build/)
#
# Uses the server of MYSQLPOOL_TEST_PORT if set, else a private MariaDB (scripts/lib/mariadb.sh);
# promtool from the prometheus .deb (apt-get download, unpacked, never installed) cached in
# /var/cache/mysqlpool-test/prometheus (PROMTOOL=path to use another). Creates the user
# mp_metrics_other (useradd, no home) for one check and removes it. Prints "ok - ..."/"not ok -
# ..." per check and "N passed, N failed" last. For its time: the test command's summary table (docs/RESULTS.md).
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
source "$ROOT/scripts/lib/common.sh"
keep_and_args "$@"

BUILD=${MYSQLPOOL_BUILD:-$ROOT/build}
SO=$BUILD/mysqlpool.so
MGR=$BUILD/mysqlpool-manager
PHP=${PHP:-php}
HERE=$ROOT/scripts/metrics
OTHER=mp_metrics_other
CACHE=/var/cache/mysqlpool-test/prometheus

passed=0
failed=0
ok() { echo "ok - $*"; passed=$((passed + 1)); }
not_ok() { echo "not ok - $*"; failed=$((failed + 1)); }
check() { local what=$1; shift; if "$@"; then ok "$what"; else not_ok "$what"; fi; }
note() { echo "#   $*"; }

for f in "$SO" "$MGR"; do
  if [ ! -f "$f" ]; then
    echo "metrics_test.sh: $f missing: build first (MYSQLPOOL_BUILD=dir)" >&2
    exit 2
  fi
done

TMP=$(mktemp -d /tmp/mp-metrics-test.XXXXXX)
chmod 755 "$TMP"
bg_pids=()
managers=()
own_db=0
made_user=0

cleanup() {
  local pid
  local f
  for pid in "${bg_pids[@]}" "${managers[@]}"; do kill -TERM "$pid" 2>/dev/null; done
  for pid in "${bg_pids[@]}" "${managers[@]}"; do wait "$pid" 2>/dev/null; done
  # managers PHP started (double-forked, not our children): by the pid their socket names
  for f in "$TMP"/started-*.pid; do [ -s "$f" ] && kill -TERM "$(cat "$f")" 2>/dev/null; done
  if [ $made_user -eq 1 ]; then
    for pid in $(ps -u "$OTHER" -o pid= 2>/dev/null); do kill -KILL "$pid" 2>/dev/null; done
    userdel "$OTHER" >/dev/null 2>&1
  fi
  [ $own_db -eq 1 ] && bash "$ROOT/scripts/lib/mariadb.sh" stop "$TMP/db" >/dev/null 2>&1
  if [ "$keep" = 1 ]; then echo "# kept $TMP"; else rm -rf "$TMP"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# --- promtool, from the .deb, never installed (its postinst would start a Prometheus) ----------
PROMTOOL=${PROMTOOL:-$CACHE/root/usr/bin/promtool}
if [ ! -x "$PROMTOOL" ]; then
  mkdir -p "$CACHE" &&
    (cd "$CACHE" && rm -f prometheus_*.deb && timeout 300 apt-get download prometheus >/dev/null 2>&1 &&
       dpkg-deb -x prometheus_*.deb root) || note "could not fetch promtool (apt-get download prometheus)"
fi

if ! db_unless_given "$TMP/db" "$TMP/db.log"; then
  echo "not ok - private MariaDB did not start"; sed 's/^/# | /' "$TMP/db.log" | tail -20
  echo "0 passed, 1 failed"; exit 1
fi
PASSWORD=$MYSQLPOOL_TEST_PASSWORD

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
php_argv() {  # php_argv SOCKET: PHPA = PHP with the extension, using the manager at SOCKET
  PHPA=("$PHP" -n -d extension=pdo -d "extension=$SO" -d "mysqlpool.manager_socket=$1"
        -d "mysqlpool.manager_binary=$MGR")
}
php_at() {  # php_at SOCKET [php args...]
  local sock=$1; shift
  php_argv "$sock"
  "${PHPA[@]}" "$@" 2>&1
}
# start_manager SOCKET LOG [args...]: a manager run by hand; waits until it answers.
start_manager() {
  local sock=$1 log=$2 i; shift 2
  "$MGR" --socket "$sock" --log "$log" "$@" >>"$log" 2>&1 &
  managers+=($!)
  for i in $(seq 1 50); do
    "$MGR" status --socket "$sock" --timeout 1000 >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  return 1
}
# within SECONDS CMD...: CMD's exit status, killed (and 124) past SECONDS; $took_ms how long.
within() {
  local limit=$1 start rc; shift
  start=$(date +%s%N)
  timeout --kill-after=2 "$limit" "$@"
  rc=$?
  took_ms=$((($(date +%s%N) - start) / 1000000))
  echo "$took_ms" >"$TMP/took_ms"  # for callers in a $(...) subshell
  return $rc
}
has() { grep -qF -- "$2" <<<"$1"; }

# --- a manager with two lease holders ------------------------------------------------------------
CTL=$TMP/ctl.sock
# The manager of control protocol N listens on "<socket path>.v<N>" (DESIGN, "Upgrading and
# stopping"): the fake peers and files below take that name, asked for by the socket path.
V=.v$(sed -n 's/^#define MYSQLPOOL_CONTROL_PROTOCOL_VERSION \([0-9]*\)$/\1/p' "$ROOT/core/control/messages.h")
HTTP_PORT=$(free_port)
if ! start_manager "$CTL" "$TMP/manager.log" --metrics-listen "127.0.0.1:$HTTP_PORT"; then
  not_ok "the manager started"; sed 's/^/# | /' "$TMP/manager.log"; echo "$passed passed, $failed failed"; exit 1
fi
for i in 1 2; do
  php_at "$CTL" "$HERE/hold.php" 12 >"$TMP/hold$i.out" &
  bg_pids+=($!)
done
for i in $(seq 1 100); do
  [ "$(cat "$TMP"/hold*.out 2>/dev/null | grep -c '^held')" = 2 ] && break
  sleep 0.1
done
holders=$(sed -n 's/^held //p' "$TMP"/hold*.out | sort -n | tr '\n' ' ')
check "two PHP processes hold leases ($holders)" test "$(wc -w <<<"$holders")" = 2
sleep 0.3

status=$("$MGR" status --socket "$CTL"); rc=$?
check "status exits 0" test $rc = 0
all_pids=1
for pid in $holders; do
  grep -Eq "^ +[0-9]+ +$pid +[1-9][0-9]*$" <<<"$status" || all_pids=0
done
check "status shows each holder's pid with a lease age > 0 ms" test $all_pids = 1
check "status shows the slots by state" has "$status" "2 leased"
check "status shows the manager's pid and the protocol" has "$status" "pid ${managers[0]}, version"
check "status shows the server version" has "$status" "MariaDB"
[ $all_pids = 1 ] || sed 's/^/# | /' <<<"$status"

json=$("$MGR" status --json --socket "$CTL"); rc=$?
check "status --json exits 0" test $rc = 0
verdict=$(printf '%s' "$json" | "$PHP" -r '
  $d = json_decode(stream_get_contents(STDIN), true, 512, JSON_THROW_ON_ERROR);
  $p = $d["pools"][0];
  $pids = array_column($p["holders"], "pid"); sort($pids);
  $ages = array_filter(array_column($p["holders"], "lease_age_ms"), fn($a) => $a > 0);
  echo $d["format"], " ", count($d["pools"]), " ", $p["slots"]["leased"], " ", implode(",", $pids),
       " ", count($ages), " ", $d["manager"]["pid"], " ", $d["manager"]["protocol_version"], "\n";' 2>&1)
want="mysqlpool-status 1 2 $(tr ' ' ',' <<<"${holders% }") 2 ${managers[0]} ${V#.v}"
check "status --json parses with 1 pool, 2 leased, the holders' pids and ages ($verdict)" test "$verdict" = "$want"
[ "$verdict" = "$want" ] && true || note "want: $want"

metrics=$("$MGR" metrics --socket "$CTL"); rc=$?
check "metrics exits 0" test $rc = 0
if [ -x "$PROMTOOL" ]; then
  out=$(printf '%s\n' "$metrics" | "$PROMTOOL" check metrics 2>&1); rc=$?
  check "metrics pass promtool check metrics" test $rc = 0
  [ $rc = 0 ] || sed 's/^/# | /' <<<"$out" | head -20
else
  not_ok "metrics pass promtool check metrics (no promtool)"
fi
check "metrics: 2 leased connections" grep -q '^mysqlpool_connections{pool="[^"]*",state="leased"} 2$' <<<"$metrics"
check "metrics: histograms with +Inf" grep -q '^mysqlpool_lease_hold_seconds_bucket{pool="[^"]*",le="+Inf"} ' <<<"$metrics"

nopw=1
for text in "$status" "$json" "$metrics"; do has "$text" "$PASSWORD" && nopw=0; done
check "no output shows the pool's password" test $nopw = 1

agree=$(php_at "$CTL" "$HERE/compare.php")
check "mysqlpool_metrics() agrees with mysqlpool_stats() ($agree)" test "$agree" = agree

# --- the HTTP listener ---------------------------------------------------------------------------
metrics=$("$MGR" metrics --socket "$CTL")
body=$(curl -s --max-time 5 -D "$TMP/headers" "http://127.0.0.1:$HTTP_PORT/metrics"); rc=$?
check "GET /metrics on 127.0.0.1:$HTTP_PORT answers" test $rc = 0
check "with 200 and Content-Type text/plain; version=0.0.4" \
  grep -qi '^Content-Type: text/plain; version=0.0.4; charset=utf-8' "$TMP/headers"
if [ -x "$PROMTOOL" ]; then
  printf '%s\n' "$body" | "$PROMTOOL" check metrics >/dev/null 2>&1
  check "the HTTP body passes promtool" test $? = 0
fi
strip() { grep -v -e '_seconds' -e '_total' -e 'clients' <<<"$1"; }  # what moves between two asks
check "the HTTP body is the metrics command's (gauges equal)" test "$(strip "$body")" = "$(strip "$metrics")"
code=$(curl -s --max-time 5 -o /dev/null -w '%{http_code}' "http://127.0.0.1:$HTTP_PORT/")
check "another path is 404 ($code)" test "$code" = 404
code=$(curl -s --max-time 5 -o /dev/null -w '%{http_code}' -X POST "http://127.0.0.1:$HTTP_PORT/metrics")
check "another method is 405 ($code)" test "$code" = 405
within 6 python3 -c "
import socket,sys
s=socket.create_connection(('127.0.0.1',$HTTP_PORT)); s.sendall(b'GET /metrics HTTP/1.1\r\n')
print(s.recv(100).decode(errors='replace').split('\r\n')[0])" >"$TMP/slow.out" 2>&1
check "a request that never ends is answered 408 within the read timeout ($(cat "$TMP/slow.out"), $(cat "$TMP/took_ms") ms)" \
  grep -q '408' "$TMP/slow.out"
# A scrape while the python process $1 holds its connections (it writes $3 to $2 once it
# does): answered 200 within 1.5 s. Then waits for that process.
scrape_during() {
  local pid=$1 out=$2 marker=$3 what=$4 code
  for _ in $(seq 1 50); do grep -q "$marker" "$out" 2>/dev/null && break; sleep 0.1; done
  code=$(within 6 curl -s --max-time 5 -o /dev/null -w '%{http_code}' "http://127.0.0.1:$HTTP_PORT/metrics")
  check "a scrape is answered at once while $what ($code in $(cat "$TMP/took_ms") ms)" \
    test "$code" = 200 -a "$(cat "$TMP/took_ms")" -lt 1500
  wait "$pid"
}
# Clients that stall hold no one else up: 8 connections send the start of a request and stop
# (each would hold a one-at-a-time listener for the 2 s read timeout: 16 s), and one sends a
# request and never reads its answer; a scrape meanwhile is answered at once.
python3 - "$HTTP_PORT" >"$TMP/stall.out" 2>&1 <<'PY' &
import socket, sys, time
port = int(sys.argv[1])
stalled = [socket.create_connection(('127.0.0.1', port)) for _ in range(8)]
for s in stalled: s.sendall(b'GET /metrics HTTP/1.1\r\n')
deaf = socket.create_connection(('127.0.0.1', port))
deaf.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
deaf.sendall(b'GET /metrics HTTP/1.1\r\n\r\n')
print('stalling', flush=True)
time.sleep(4)
PY
scrape_during $! "$TMP/stall.out" stalling "9 clients stall"
# More idle connections than the listener serves at once (any local user can open them): each
# new one closes the oldest that has sent no request, so a scrape is read and answered at once
# instead of waiting in the backlog for the 2 s read timeout of 16 of them.
python3 - "$HTTP_PORT" >"$TMP/crowd.out" 2>&1 <<'PY' &
import socket, sys, time
port = int(sys.argv[1])
crowd = [socket.create_connection(('127.0.0.1', port)) for _ in range(40)]
print('crowding', flush=True)
time.sleep(4)
closed = 0
for s in crowd:
    s.setblocking(False)
    try:
        closed += s.recv(1) == b''
    except BlockingIOError:
        pass
print('closed', closed, flush=True)
PY
scrape_during $! "$TMP/crowd.out" crowding "40 idle connections crowd the listener"
note "$(tr '\n' ' ' <"$TMP/crowd.out")"
code=$(head -c 20000 /dev/zero | tr '\0' 'a' | curl -s --max-time 5 -o /dev/null -w '%{http_code}' -H "X-Big: $(head -c 9000 /dev/zero | tr '\0' 'b')" "http://127.0.0.1:$HTTP_PORT/metrics")
check "a request head past 8 KiB is refused ($code)" test "$code" = 431
"$MGR" status --socket "$CTL" --timeout 2000 >/dev/null 2>&1
check "the manager still serves after all that" test $? = 0

# A manager on a Unix socket for its metrics.
CTL2=$TMP/ctl2.sock
MSOCK=$TMP/metrics.sock
if start_manager "$CTL2" "$TMP/manager2.log" --metrics-listen "unix:$MSOCK"; then
  check "the metrics socket has mode 600" test "$(stat -c %a "$MSOCK")" = 600
  # Its pool's name has a quote, a backslash and a newline (the DSN's `pool` takes them): the
  # label must be escaped, and the JSON must give the name back as it was.
  php_at "$CTL2" -r '$p = new PDO("mysqlpool:host=".getenv("MYSQLPOOL_TEST_HOST").";port=".getenv("MYSQLPOOL_TEST_PORT").";dbname=".getenv("MYSQLPOOL_TEST_DB").";pool=we\"b\\x\nnl", getenv("MYSQLPOOL_TEST_USER"), getenv("MYSQLPOOL_TEST_PASSWORD")); $p->query("SELECT 1");' >/dev/null
  name=$("$MGR" status --json --socket "$CTL2" | "$PHP" -r 'echo json_encode(json_decode(stream_get_contents(STDIN), true)["pools"][0]["pool"] ?? null);')
  check "status --json gives back a pool name with a quote, a backslash and a newline ($name)" \
    test "$name" = '"we\"b\\x\nnl"'
  body=$(curl -s --max-time 5 --unix-socket "$MSOCK" http://localhost/metrics); rc=$?
  check "curl --unix-socket GET /metrics answers" test $rc = 0
  check "with the pool in it" grep -q '^mysqlpool_pools 1$' <<<"$body"
  check "its label escaped: quote, backslash, newline" \
    grep -qF 'mysqlpool_max_connections{pool="'"$MYSQLPOOL_TEST_USER"'@'"$MYSQLPOOL_TEST_HOST:$MYSQLPOOL_TEST_PORT/$MYSQLPOOL_TEST_DB"' (we\"b\\x\nnl)"} 20' <<<"$body"
  if [ -x "$PROMTOOL" ]; then
    printf '%s\n' "$body" | "$PROMTOOL" check metrics >/dev/null 2>&1
    check "the Unix socket's body passes promtool" test $? = 0
  fi
else
  not_ok "a manager with --metrics-listen unix:$MSOCK started"
fi

# Not loopback: refused at once by hand.
for addr in 0.0.0.0:$HTTP_PORT 10.1.2.3:9100 "[::]:9100" localhost:9100; do
  out=$(within 5 "$MGR" --socket "$TMP/ctl-refused.sock" --metrics-listen "$addr" 2>&1); rc=$?
  check "--metrics-listen $addr is refused (exit $rc): $(head -c 90 <<<"$out")" \
    bash -c "[ $rc = 2 ] && grep -q 'not a loopback address' <<<\"\$1\"" _ "$out"
done
check "and no manager was left at that socket" test ! -S "$TMP/ctl-refused.sock"

# Started by PHP with mysqlpool.metrics_listen: passed through; a wrong one is logged, the pool
# still served.
CTL3=$TMP/ctl3.sock
PHP_PORT=$(free_port)
out=$(php_at "$CTL3" -d "mysqlpool.manager_log=$TMP/manager3.log" -d "mysqlpool.metrics_listen=127.0.0.1:$PHP_PORT" \
  -r '$p = new PDO("mysqlpool:host=".getenv("MYSQLPOOL_TEST_HOST").";port=".getenv("MYSQLPOOL_TEST_PORT").";dbname=".getenv("MYSQLPOOL_TEST_DB"), getenv("MYSQLPOOL_TEST_USER"), getenv("MYSQLPOOL_TEST_PASSWORD")); echo $p->query("SELECT 7")->fetchColumn();')
check "PHP starts a manager with mysqlpool.metrics_listen ($out)" test "$out" = 7
"$MGR" status --json --socket "$CTL3" 2>/dev/null | "$PHP" -r 'echo json_decode(stream_get_contents(STDIN), true)["manager"]["pid"] ?? "";' >"$TMP/started-3.pid"
code=$(curl -s --max-time 5 -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PHP_PORT/metrics")
check "its metrics answer on 127.0.0.1:$PHP_PORT ($code)" test "$code" = 200
CTL4=$TMP/ctl4.sock
out=$(php_at "$CTL4" -d "mysqlpool.manager_log=$TMP/manager4.log" -d "mysqlpool.metrics_listen=0.0.0.0:$PHP_PORT" \
  -r '$p = new PDO("mysqlpool:host=".getenv("MYSQLPOOL_TEST_HOST").";port=".getenv("MYSQLPOOL_TEST_PORT").";dbname=".getenv("MYSQLPOOL_TEST_DB"), getenv("MYSQLPOOL_TEST_USER"), getenv("MYSQLPOOL_TEST_PASSWORD")); echo $p->query("SELECT 8")->fetchColumn();')
"$MGR" status --json --socket "$CTL4" 2>/dev/null | "$PHP" -r 'echo json_decode(stream_get_contents(STDIN), true)["manager"]["pid"] ?? "";' >"$TMP/started-4.pid"
check "a non-loopback mysqlpool.metrics_listen leaves the pool served ($out)" test "$out" = 8
check "and the manager logs why it serves no metrics" grep -q 'not a loopback address.*serving the pools without metrics' "$TMP/manager4.log"

# --- a report past the 64 KiB frame: 100 pools ----------------------------------------------------
CTL5=$TMP/ctl5.sock
if start_manager "$CTL5" "$TMP/manager5.log"; then
  php_at "$CTL5" -d mysqlpool.max_connections=256 "$HERE/many_pools.php" 100 20 >"$TMP/many.out" &
  bg_pids+=($!)
  for i in $(seq 1 300); do grep -q attached "$TMP/many.out" && break; sleep 0.1; done
  check "one process holds a lease in each of 100 pools of 256 slots" grep -q 'attached 100' "$TMP/many.out"
  big=$("$MGR" status --json --socket "$CTL5"); rc=$?
  check "status --json of 100 pools exits 0 (${#big} bytes, past 64 KiB)" bash -c "[ $rc = 0 ] && [ ${#big} -gt 65536 ]"
  verdict=$(printf '%s' "$big" | "$PHP" -r '$d = json_decode(stream_get_contents(STDIN), true);
    echo count($d["pools"] ?? []), " ", array_sum(array_map(fn($p) => $p["slots"]["leased"] + $p["slots"]["empty"], $d["pools"] ?? []));')
  check "it parses with 100 pools, 100 x 256 slots ($verdict)" test "$verdict" = "100 25600"
  table=$("$MGR" status --socket "$CTL5")
  check "the table names all 100 pools" test "$(grep -c '^pool ' <<<"$table")" = 100
  if [ -x "$PROMTOOL" ]; then
    "$MGR" metrics --socket "$CTL5" | "$PROMTOOL" check metrics >/dev/null 2>&1
    check "the metrics of 100 pools pass promtool" test $? = 0
  fi
else
  not_ok "a third manager started"
fi

# Asking for reports is not using the manager: polled every 0.3 s, an idle one still exits.
CTL6=$TMP/ctl6.sock
if start_manager "$CTL6" "$TMP/manager6.log" --idle-exit 2; then
  idle_pid=${managers[-1]}
  for i in $(seq 1 30); do
    "$MGR" metrics --socket "$CTL6" --timeout 1000 >/dev/null 2>&1
    pid_alive "$idle_pid" || break
    sleep 0.3
  done
  check "a manager polled by metrics still exits when idle (--idle-exit 2; after $((i * 3 / 10)) s)" bash -c "! kill -0 $idle_pid 2>/dev/null || grep -q '^State:.*Z' /proc/$idle_pid/status"
else
  not_ok "an idle-exit manager started"
fi

# --- errors ------------------------------------------------------------------------------------
out=$(within 5 "$MGR" status --socket "$TMP/nothing/ctl.sock" 2>&1); rc=$?
check "no such socket: exit 1 naming the path ($out)" bash -c "[ $rc = 1 ] && grep -q 'no manager runs at $TMP/nothing/ctl.sock' <<<\"\$1\"" _ "$out"
: >"$TMP/regular$V"
out=$(within 5 "$MGR" status --socket "$TMP/regular" 2>&1); rc=$?
check "a regular file: exit 1, not a socket ($out)" bash -c "[ $rc = 1 ] && grep -q 'it is not a socket' <<<\"\$1\"" _ "$out"
python3 -c "import socket; s=socket.socket(socket.AF_UNIX); s.bind('$TMP/stale.sock$V')"
out=$(within 5 "$MGR" status --socket "$TMP/stale.sock" 2>&1); rc=$?
check "a stale socket: exit 1, nobody accepts ($out)" bash -c "[ $rc = 1 ] && grep -q 'nobody accepts' <<<\"\$1\"" _ "$out"
# A bad number on the command line is named, not read as 0 or as its leading digits (strtoul
# and atoi did: --idle-exit 2x was 2 s, --idle-exit x never). The manager must not start.
for bad in "--idle-exit 2x" "--idle-exit -1" "--drain-timeout +5" "--drain-timeout 99999999999" "--ready-fd x"; do
  read -r opt val <<<"$bad"
  out=$(within 5 "$MGR" --socket "$TMP/badopt/ctl.sock" "$opt" "$val" 2>&1); rc=$?
  check "mysqlpool-manager $bad: exit 2 naming $opt and '$val' ($out)" \
    bash -c "[ $rc = 2 ] && grep -qF -- \"$opt must be a whole number from 0 to\" <<<\"\$1\" && grep -qF \"got '$val'\" <<<\"\$1\" && [ ! -e '$TMP/badopt' ]" _ "$out"
done
out=$(within 5 "$MGR" status --socket "$TMP/nothing/ctl.sock" --timeout 5s 2>&1); rc=$?
check "status --timeout 5s: exit 2 naming --timeout and '5s' ($out)" \
  bash -c "[ $rc = 2 ] && grep -qF -- \"--timeout must be a whole number of ms from 1 to 600000, got '5s'\" <<<\"\$1\"" _ "$out"
php_argv "$TMP/nothing/ctl.sock"
out=$(within 5 "${PHPA[@]}" -r 'echo mysqlpool_metrics();' 2>&1)
check "mysqlpool_metrics() with no manager: mysqlpool_up 0" grep -q '^mysqlpool_up 0$' <<<"$out"
for mode in garbage silent oversize; do
  python3 "$HERE/fake_peer.py" "$TMP/fake-$mode.sock$V" "$mode" &
  bg_pids+=($!)
done
for i in $(seq 1 50); do [ -S "$TMP/fake-oversize.sock$V" ] && [ -S "$TMP/fake-silent.sock$V" ] && [ -S "$TMP/fake-garbage.sock$V" ] && break; sleep 0.1; done
for mode in garbage silent oversize; do
  out=$(within 8 "$MGR" status --socket "$TMP/fake-$mode.sock" --timeout 1500 2>&1); rc=$?
  check "a listener that sends $mode: exit 1 in $(cat "$TMP/took_ms") ms, naming the path ($out)" \
    bash -c "[ $rc = 1 ] && [ $(cat "$TMP/took_ms") -lt 4000 ] && grep -q 'fake-$mode.sock' <<<\"\$1\"" _ "$out"
done
php_argv "$TMP/fake-silent.sock"
out=$(within 10 "${PHPA[@]}" -r 'try { mysqlpool_metrics(); echo "no exception"; } catch (RuntimeException $e) { echo get_class($e), ": ", $e->getMessage(); }' 2>&1)
check "mysqlpool_metrics() against a silent listener throws within the bound ($out, $(cat "$TMP/took_ms") ms)" \
  bash -c "grep -q '^RuntimeException: .*fake-silent.sock' <<<\"\$1\" && [ $(cat "$TMP/took_ms") -lt 8000 ]" _ "$out"

# Another Unix user's socket: refused before connecting, naming its uid.
if [ "$(id -u)" = 0 ]; then
  userdel "$OTHER" >/dev/null 2>&1
  if useradd --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$OTHER"; then
    made_user=1
    mkdir -p "$TMP/other" && chown "$OTHER" "$TMP/other"
    cp "$HERE/fake_peer.py" "$TMP/other/" && chmod 644 "$TMP/other/fake_peer.py"
    setpriv --reuid="$(id -u "$OTHER")" --regid="$(id -g "$OTHER")" --clear-groups -- \
      /usr/bin/python3 "$TMP/other/fake_peer.py" "$TMP/other/ctl.sock$V" silent &
    bg_pids+=($!)
    for i in $(seq 1 50); do [ -S "$TMP/other/ctl.sock$V" ] && break; sleep 0.1; done
    out=$(within 5 "$MGR" status --socket "$TMP/other/ctl.sock" 2>&1); rc=$?
    check "another user's socket: exit 1 naming its uid ($out)" \
      bash -c "[ $rc = 1 ] && grep -q 'of uid $(id -u "$OTHER"), not of this user' <<<\"\$1\"" _ "$out"
  else
    not_ok "useradd $OTHER"
  fi
else
  note "not root: the other-user check is skipped"
fi

# After the holders end, nothing is leased.
for pid in "${bg_pids[@]:0:2}"; do wait "$pid" 2>/dev/null; done
json=$("$MGR" status --json --socket "$CTL")
left=$(printf '%s' "$json" | "$PHP" -r '$d = json_decode(stream_get_contents(STDIN), true); echo $d["pools"][0]["slots"]["leased"], " ", count($d["pools"][0]["holders"]);')
check "once the holders commit, status shows nothing leased ($left)" test "$left" = "0 0"

echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
