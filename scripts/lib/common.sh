# shellcheck shell=bash
# The one shell library of the tests and the benchmarks: scripts/test.sh, every suite under
# scripts/ and bench/ (run.sh, laravel.sh through bench/lib/laravel.sh, oversubscription.sh,
# session_modes.sh, select1.sh, syscalls.sh, concurrent.sh, paired.sh). Functions only: sourcing it defines them and does nothing else.
#
#   source "$ROOT/scripts/lib/common.sh"
#
# Beside it: mariadb.sh (a private MariaDB: `bash scripts/lib/mariadb.sh start|stop DIR`),
# fpm.sh (a private php-fpm + nginx: `scripts/lib/fpm.sh start|stop DIR ...`), sampler.php
# (the connection sampler), wrk-report.lua (wrk's numbers on one `WRK` line) and debian13.sh
# (the Debian 13 root of PHP 8.4).
#
# The fpm test functions share globals with their caller: ROOT, APP and MAX_CONN (set by the
# caller); passed, failed, TMP, KEPT_LOGS, own_db, own_manager, bg_pids, SAMPLER_OUT (set by
# fpm_test_init); URL, wrk_pid, sampler_pid, WRK_* (set by the functions below).
# Safe under `set -uo pipefail`.

# --- PHP ---------------------------------------------------------------------------------------

# run_tests_php [PHP]: the run-tests.php of that PHP (default: php on PATH). php-config names
# the extension_dir (Debian's php-dev puts build/run-tests.php there); a PHP without its
# php-config beside it is asked for its extension_dir itself.
run_tests_php() {
  local php=${1:-$(command -v php)} config dir
  config=$(dirname "$php")/php-config${php##*/php}
  if [ -x "$config" ] && [ "$("$config" --php-binary 2>/dev/null)" = "$(readlink -f "$php")" ]; then
    dir=$("$config" --extension-dir)
  else
    dir=$("$php" -n -r 'echo ini_get("extension_dir");')
  fi
  echo "$dir/build/run-tests.php"
}

# --- options -------------------------------------------------------------------------------------

# keep_and_args "$@": --keep sets keep=1 (else 0), -h/--help prints the caller's header (its
# comment lines up to `set -uo`) and exits 0, every other argument goes to the array args.
keep_and_args() {
  local a
  keep=0
  args=()
  for a in "$@"; do
    case "$a" in
      --keep) keep=1 ;;
      -h|--help) sed -n '2,/^set -uo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
      *) args+=("$a") ;;
    esac
  done
}

# --- the extension -------------------------------------------------------------------------------

# so_stale SO: succeeds (and prints why) when SO is missing or older than a source of core/ or
# ext/ (core/tests not counted) or CMakeLists.txt; fails when SO is up to date.
so_stale() {
  local so=$1 newer
  if [ ! -f "$so" ]; then
    echo "missing"
    return 0
  fi
  newer=$(cd "$ROOT" && find core ext -path core/tests -prune -o \
            -type f \( -name '*.cpp' -o -name '*.h' \) -newer "$so" -print | head -n 3)
  [ "$ROOT/CMakeLists.txt" -nt "$so" ] && newer="$newer CMakeLists.txt"
  [ -n "$newer" ] || return 1
  echo "older than: $(echo $newer) ..."
}

# build_so LOG [DIR]: DIR/mysqlpool.so and the manager program beside it (CMake, RelWithDebInfo,
# target mysqlpool_ext, which depends on mysqlpool-manager; -j2), the output into LOG. DIR
# defaults to ROOT/build.
build_so() {
  local dir=${2:-$ROOT/build}
  cmake -S "$ROOT" -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo >"$1" 2>&1 &&
    cmake --build "$dir" -j2 --target mysqlpool_ext >>"$1" 2>&1
}

# build_dir: BUILD = the one build folder every suite and benchmark uses: MYSQLPOOL_BUILD
# (absolute, or relative to the current directory when it exists there, else to ROOT), default
# ROOT/build, as an absolute path. The extension is BUILD/mysqlpool.so, the manager beside it.
build_dir() {
  local b=${MYSQLPOOL_BUILD:-$ROOT/build}
  case $b in
    /*) ;;
    *) if [ -d "$b" ]; then b=$(cd "$b" && pwd); else b=$ROOT/$b; fi ;;
  esac
  BUILD=${b%/}
}

# suite_so LOG: SO = BUILD/mysqlpool.so (build_dir), built there by build_so when it is missing
# or older than a source (so_stale), so that a suite run alone shares the test command's build
# instead of making its own; the build's output in LOG, its tail shown as `# | ` lines on
# failure. Non-zero, with SO_ERR saying why, when there is no SO or no manager beside it.
suite_so() {
  build_dir
  SO=$BUILD/mysqlpool.so
  if so_stale "$SO" >/dev/null || [ ! -x "$BUILD/mysqlpool-manager" ]; then
    if ! build_so "$1" "$BUILD" || [ ! -f "$SO" ]; then
      tail -n 30 "$1" | sed 's/^/# | /'
      SO_ERR="build of $BUILD/mysqlpool.so (MYSQLPOOL_BUILD; log $1)"
      return 1
    fi
  fi
  [ -x "$BUILD/mysqlpool-manager" ] || { SO_ERR="no mysqlpool-manager beside $SO"; return 1; }
}

# --- the server --------------------------------------------------------------------------------

# db_start DIR LOG: a private MariaDB in DIR (scripts/lib/mariadb.sh start), its output in LOG;
# on success DIR/env.sh is sourced (MYSQLPOOL_TEST_*), on failure LOG is left to show.
db_start() {
  bash "$ROOT/scripts/lib/mariadb.sh" start "$1" >"$2" 2>&1 || return 1
  # shellcheck disable=SC1091
  source "$1/env.sh"
}

# db_unless_given DIR LOG: the server of MYSQLPOOL_TEST_PORT when that is set (own_db=0), else
# db_start DIR LOG (own_db=1).
db_unless_given() {
  own_db=0
  [ -n "${MYSQLPOOL_TEST_PORT:-}" ] && return 0
  own_db=1
  db_start "$1" "$2"
}

# cli_bench_start NAME PREFIX: for a CLI benchmark (bench/select1.sh, syscalls.sh,
# concurrent.sh): TMP, a run directory /tmp/PREFIX.XXXXXX, removed on exit together with the
# manager at TMP/m.sock (the benchmark's mysqlpool.manager_socket) and, unless
# MYSQLPOOL_TEST_PORT names a server, a private MariaDB in TMP/db, whose MYSQLPOOL_TEST_*
# variables are exported. Exits with "NAME: could not start MariaDB" if it does not start.
cli_bench_start() {
  TMP=$(mktemp -d "/tmp/$2.XXXXXX")
  own_db=0
  trap cli_bench_cleanup EXIT
  trap 'exit 130' INT TERM
  if ! db_unless_given "$TMP/db" "$TMP/mariadb.log"; then
    cat "$TMP/mariadb.log" >&2
    echo "$1: could not start MariaDB" >&2
    exit 1
  fi
  export MYSQLPOOL_TEST_HOST MYSQLPOOL_TEST_PORT MYSQLPOOL_TEST_USER MYSQLPOOL_TEST_PASSWORD \
    MYSQLPOOL_TEST_DB
}
cli_bench_cleanup() {
  stop_manager "$TMP/m.sock"
  [ "$own_db" = 1 ] && "$ROOT/scripts/lib/mariadb.sh" stop "$TMP/db" >/dev/null 2>&1
  rm -rf "$TMP"
}

# --- processes ---------------------------------------------------------------------------------

# pid_alive PID: the process runs. A process that exited but that its parent has not reaped yet
# (a zombie: the manager, double-forked, waits for init to reap it) counts as gone.
pid_alive() {
  kill -0 "$1" 2>/dev/null && ! grep -q '^State:[[:space:]]*Z' "/proc/$1/status" 2>/dev/null
}

# stop_pid PID [SECONDS [FIRST_SIGNAL]]: stop PID: FIRST_SIGNAL (default TERM; another one, e.g.
# QUIT, is followed by TERM half-way), KILL after SECONDS (default 10) with a line on stderr,
# then wait up to 5 s for it to go. Returns at once if PID is not running.
stop_pid() {
  local pid=$1 limit=${2:-10} sig=${3:-TERM} i
  [ -n "$pid" ] && pid_alive "$pid" || return 0
  kill -"$sig" "$pid" 2>/dev/null || true
  for i in $(seq 1 $((limit * 10))); do
    pid_alive "$pid" || return 0
    if [ "$sig" != TERM ] && [ "$i" = $((limit * 5)) ]; then kill -TERM "$pid" 2>/dev/null || true; fi
    sleep 0.1
  done
  echo "${0##*/}: pid $pid still running after $limit s; sending KILL" >&2
  kill -KILL "$pid" 2>/dev/null || true
  for i in $(seq 1 50); do
    pid_alive "$pid" || return 0
    sleep 0.1
  done
}

# manager_pids SOCKET: the mysqlpool manager(s) of any version for the socket path SOCKET: those
# listening on SOCKET.v<N> (or, from before version-named sockets, on SOCKET) (found by ss,
# checked by their command line).
manager_pids() {
  local pid
  for pid in $(ss -Hxlp 2>/dev/null | awk -v p="$1" '{ for (i = 1; i <= NF; i++) if ($i == p || (index($i, p ".v") == 1 && substr($i, length(p) + 3) ~ /^[0-9]+$/)) print }' |
               grep -o 'pid=[0-9]*' | cut -d= -f2 | sort -u); do
    tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q mysqlpool && echo "$pid"
  done
}

# stop_manager SOCKET: stop the mysqlpool manager listening on SOCKET: TERM, KILL after 5 s.
stop_manager() {
  local pid
  for pid in $(manager_pids "$1"); do stop_pid "$pid" 5; done
}

# fpm_pids DIR...: php-fpm master + workers and nginx master + workers of each scripts/lib/fpm.sh DIR.
fpm_pids() {
  local d f p
  for d in "$@"; do
    for f in "$d/php-fpm.pid" "$d/nginx.pid"; do
      p=$(cat "$f" 2>/dev/null) || continue
      echo "$p"
      pgrep -P "$p"
    done
  done
}

# pick_port BASE: a free TCP port of BASE..BASE+999 on 127.0.0.1, from a random start. A port is
# taken not only by a listener: a client socket in any state (TIME-WAIT too) with that local
# port makes a bind fail with EADDRINUSE, and these ranges lie inside the kernel's ephemeral port
# range. So every TCP socket is looked at, not just `ss -ltn`.
pick_port() {
  local base=$1 start=$((RANDOM % 1000)) i port
  for i in $(seq 0 999); do
    port=$((base + (start + i) % 1000))
    if ! ss -Htan "sport = :$port" 2>/dev/null | grep -q .; then
      echo "$port"
      return 0
    fi
  done
  echo "${0##*/}: no free port in $base-$((base + 999))" >&2
  return 1
}

# ticks_of PID: TICKS = the pid's utime+stime (clock ticks, all threads, /proc/PID/stat); false
# if it is gone. csw_of PID: CSW = the context switches (voluntary + involuntary) of its main
# thread (/proc/PID/status). Bash builtins and no command substitution, so no fork: a benchmark
# takes them of 100+ pids while the machine is saturated, where a fork per pid costs seconds
# that would count as other processes' CPU.
ticks_of() {
  local s
  { read -r s <"/proc/$1/stat"; } 2>/dev/null || return 1
  s=${s##*) }
  # shellcheck disable=SC2086
  set -- $s
  TICKS=$((${12} + ${13}))
}
csw_of() {
  local k v
  CSW=0
  { while read -r k v; do
      case $k in *ctxt_switches:) CSW=$((CSW + v)) ;; esac
    done <"/proc/$1/status"; } 2>/dev/null
}

# cpu_ticks PID...: ticks_of summed over the pids that still live.
cpu_ticks() {
  local p t=0
  for p in "$@"; do ticks_of "$p" && t=$((t + TICKS)); done
  echo "$t"
}

# ctx_switches PID...: csw_of summed.
ctx_switches() {
  local p t=0
  for p in "$@"; do csw_of "$p"; t=$((t + CSW)); done
  echo "$t"
}

# machine_busy: busy jiffies of the whole machine (/proc/stat's cpu line: user nice system irq
# softirq steal, all but idle and iowait).
machine_busy() { awk '$1 == "cpu" { print $2 + $3 + $4 + $7 + $8 + $9; exit }' /proc/stat; }

# wait_other_wrk [OWN_PID]: one load test at a time on this machine: wait (up to 10 min) while a
# wrk other than OWN_PID runs.
wait_other_wrk() {
  local i others
  for i in $(seq 1 600); do
    others=$(pgrep -x wrk | grep -vxF "${1:-none}")
    [ -z "$others" ] && return 0
    [ "$i" = 1 ] && echo "# waiting for another wrk (pid $(echo $others)) to finish"
    sleep 1
  done
  echo "# another wrk still runs after 10 min; going on" >&2
}

# wait_db_idle: no client connection at the server but admin's own (up to 60 s); else a line on
# stderr and non-zero.
wait_db_idle() {
  local i n
  for i in $(seq 1 600); do
    n=$(admin -N -e "SELECT COUNT(*) FROM information_schema.PROCESSLIST
                     WHERE ID <> CONNECTION_ID() AND COMMAND <> 'Daemon'" 2>/dev/null)
    [ "$n" = 0 ] && return 0
    sleep 0.1
  done
  echo "${0##*/}: WARNING: the server still has $n client connection(s) after 60 s" >&2
  return 1
}

# --- TAP-style results -------------------------------------------------------------------------

# ok NAME: print `ok - NAME` and count a pass.
ok() { echo "ok - $1"; passed=$((passed + 1)); }
# not_ok NAME: print `not ok - NAME` and count a failure.
not_ok() { echo "not ok - $1"; failed=$((failed + 1)); }
# check NAME CONDITION-COMMAND...: ok NAME if the command succeeds, else not_ok NAME.
check() {
  local name=$1
  shift
  if "$@"; then ok "$name"; else not_ok "$name"; fi
}
# note TEXT...: print a `# ` comment line.
note() { echo "# $*"; }
# tap_finish: name the kept logs (on failure or FPM_TEST_KEEP=1), print `N passed, N failed` and exit (0 only if all passed).
tap_finish() {
  if [ "$failed" != 0 ] || [ "${FPM_TEST_KEEP:-0}" = 1 ]; then
    echo "# logs kept in $TMP (${KEPT_LOGS:-})"
  fi
  echo "$passed passed, $failed failed"
  [ "$failed" = 0 ] && [ "$passed" -gt 0 ]
  exit $?
}

# --- fpm test setup and teardown ---------------------------------------------------------------

# fpm_test_init TMP_TEMPLATE KEPT_LOGS: zero the counters, make TMP (mktemp -d), reset own_db/own_manager/bg_pids, trap fpm_test_cleanup.
fpm_test_init() {
  passed=0
  failed=0
  KEPT_LOGS=$2
  TMP=$(mktemp -d "$1")
  own_db=0
  own_manager=""
  bg_pids=()
  SAMPLER_OUT=""
  trap fpm_test_cleanup EXIT
  trap 'exit 130' INT TERM
}

# fpm_test_cleanup: EXIT trap: stop bg_pids, php-fpm/nginx, own_manager and own MariaDB; drop TMP (or only its datadir if kept).
fpm_test_cleanup() {
  local pid
  for pid in "${bg_pids[@]}"; do
    kill -0 "$pid" 2>/dev/null && kill "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
  done
  "$ROOT/scripts/lib/fpm.sh" stop "$TMP/fpm" >/dev/null 2>&1
  [ -n "${own_manager:-}" ] && stop_manager "$own_manager"
  [ "$own_db" = 1 ] && "$ROOT/scripts/lib/mariadb.sh" stop "$TMP/db" >/dev/null 2>&1
  if [ "$failed" = 0 ] && [ "${FPM_TEST_KEEP:-0}" != 1 ]; then
    rm -rf "$TMP"
  else
    rm -rf "$TMP/db/data"  # the datadir is large; its err.log stays
  fi
}

# db_start_or_reuse: use the server of MYSQLPOOL_TEST_PORT, else start a private one in TMP/db (own_db=1); export MYSQLPOOL_TEST_*.
db_start_or_reuse() {
  if ! db_unless_given "$TMP/db" "$TMP/mariadb.log"; then
    cat "$TMP/mariadb.log"
    not_ok "private MariaDB started"
    tap_finish
  elif [ "$own_db" = 1 ]; then
    ok "private MariaDB started (port $MYSQLPOOL_TEST_PORT)"
  else
    note "using the server at ${MYSQLPOOL_TEST_HOST:-127.0.0.1}:$MYSQLPOOL_TEST_PORT"
  fi
  export MYSQLPOOL_TEST_HOST MYSQLPOOL_TEST_PORT MYSQLPOOL_TEST_USER MYSQLPOOL_TEST_PASSWORD \
    MYSQLPOOL_TEST_DB
  [ -n "${MYSQLPOOL_TEST_ROOT_SOCKET:-}" ] && export MYSQLPOOL_TEST_ROOT_SOCKET
  return 0
}

# fpm_users_table: the table scripts/fpm/app/user.php reads (id 1..10000, name 'user-<id>', hash
# MD5(id); the app checks all three), made in MYSQLPOOL_TEST_DB and its rows counted (ok); on
# failure not_ok and tap_finish.
fpm_users_table() {
  local rows
  if admin "$MYSQLPOOL_TEST_DB" >"$TMP/setup.log" 2>&1 <<'SQL'
DROP TABLE IF EXISTS fpm_users;
CREATE TABLE fpm_users (
  id INT PRIMARY KEY,
  name VARCHAR(32) NOT NULL,
  hash CHAR(32) NOT NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
INSERT INTO fpm_users SELECT seq, CONCAT('user-', seq), MD5(seq) FROM seq_1_to_10000;
SQL
  then
    rows=$(admin -N -e "SELECT COUNT(*) FROM \`$MYSQLPOOL_TEST_DB\`.fpm_users" 2>>"$TMP/setup.log")
    check "table fpm_users has 10000 rows (got ${rows:-none})" test "${rows:-0}" = 10000
  else
    cat "$TMP/setup.log"
    not_ok "table fpm_users created"
    tap_finish
  fi
}

# admin ARGS...: the mariadb client as root over MYSQLPOOL_TEST_ROOT_SOCKET, else as the test user over TCP.
admin() {
  if [ -n "${MYSQLPOOL_TEST_ROOT_SOCKET:-}" ]; then
    mariadb --no-defaults --protocol=socket --socket="$MYSQLPOOL_TEST_ROOT_SOCKET" -uroot "$@"
  else
    mariadb --no-defaults --protocol=tcp -h"$MYSQLPOOL_TEST_HOST" -P"$MYSQLPOOL_TEST_PORT" \
      -u"$MYSQLPOOL_TEST_USER" -p"$MYSQLPOOL_TEST_PASSWORD" "$@"
  fi
}

# fpm_start WORKERS FPM.SH-ARGS...: scripts/lib/fpm.sh start TMP/fpm (ok, or not_ok and tap_finish); sets URL.
fpm_start() {
  local workers=$1
  shift
  if "$ROOT/scripts/lib/fpm.sh" start "$TMP/fpm" "$@" >"$TMP/fpm-start.log" 2>&1; then
    ok "php-fpm ($workers workers) and nginx started"
  else
    cat "$TMP/fpm-start.log"
    not_ok "php-fpm ($workers workers) and nginx started"
    tap_finish
  fi
  URL=$(cat "$TMP/fpm/url")
}

# json_field JSON KEY: the value as PHP prints it (var_export; arrays comma-joined).
json_field() {
  php -r '$v = json_decode($argv[1], true)[$argv[2]] ?? ""; echo is_array($v) ? implode(",", $v) : var_export($v, true);' "$1" "$2"
}

# --- wrk -------------------------------------------------------------------------------------

# run_wrk TAG SECONDS PATH: wrk -t2 -c64 with the WRK report on URL/PATH into TMP/TAG.wrk, in the background; sets wrk_pid.
run_wrk() {
  wrk -t2 -c64 -d"$2"s --timeout 5s -s "$ROOT/scripts/lib/wrk-report.lua" "$URL/$3" \
    >"$TMP/$1.wrk" 2>&1 &
  wrk_pid=$!
  bg_pids+=("$wrk_pid")
}

# wrk_timed OUT SECONDS ARGS...: wrk -dSECONDS ARGS... into OUT (ended 30 s after SECONDS if it
# hangs), and wrk's CPU in clock ticks into OUT.ticks: the subshell's children's times, wrk its
# only child. Returns wrk's status. The benchmarks' loads (bench/run.sh, paired.sh, tls.sh); pass
# WRK_SEED / WRK_PATH for their lua scripts in the environment (VAR=... wrk_timed ...).
wrk_timed() {
  local out=$1 seconds=$2 rc
  shift 2
  (
    timeout -k 5 $((seconds + 30)) wrk -d"$seconds"s "$@" >"$out" 2>&1
    rc=$?
    times >"$out.times"  # `times` itself, not in a pipeline: a pipeline's fork sees no children
    exit $rc
  )
  rc=$?
  sed -n 2p "$out.times" 2>/dev/null | awk -v hz="$(getconf CLK_TCK)" '{ t = 0
    for (i = 1; i <= 2; i++) { split($i, a, /[ms]/); t += a[1] * 60 + a[2] }
    printf "%d\n", t * hz + 0.5 }' >"$out.ticks"
  return $rc
}

# wrk_file_field FILE KEY: the number KEY= of the (last) WRK report line in FILE (wrk-report.lua's).
wrk_file_field() { sed -n "s/.*WRK .*\b$2=\([0-9]*\).*/\1/p" "$1" | tail -n 1; }

# wrk_field TAG KEY: the number KEY= of the WRK report line in TMP/TAG.wrk.
wrk_field() { wrk_file_field "$TMP/$1.wrk" "$2"; }

# wrk_read TAG: set WRK_REQUESTS, WRK_STATUS (non-2xx), WRK_SOCK (socket errors + timeouts); no report: show it, not_ok, return 1.
wrk_read() {
  local tag=$1
  WRK_REQUESTS=$(wrk_field "$tag" requests)
  if [ -z "$WRK_REQUESTS" ]; then
    cat "$TMP/$tag.wrk"
    not_ok "$tag: wrk ran"
    return 1
  fi
  WRK_STATUS=$(wrk_field "$tag" status)
  WRK_SOCK=$(($(wrk_field "$tag" connect) + $(wrk_field "$tag" read) + $(wrk_field "$tag" write) + $(wrk_field "$tag" timeout)))
}

# wrk_note TAG: note wrk's latency and Requests/sec lines of TMP/TAG.wrk on one line.
wrk_note() { note "$1: $(grep -E 'Requests/sec|Latency' "$TMP/$1.wrk" | tr -s ' ' | tr '\n' ';')"; }

# --- connection bound --------------------------------------------------------------------------

# sampler_run PREFIX SAMPLER-ARGS...: scripts/lib/sampler.php SAMPLER-ARGS PREFIX.ready
# PREFIX.stop in the background, its JSON into PREFIX.sampler, its errors into
# PREFIX.sampler.err; sets sampler_pid; waits (up to 10 s) until it is connected and fails unless
# it is. Stop it with `touch PREFIX.stop; wait $sampler_pid`.
sampler_run() {
  local prefix=$1 i
  shift
  rm -f "$prefix.ready" "$prefix.stop"
  php "$ROOT/scripts/lib/sampler.php" "$@" "$prefix.ready" "$prefix.stop" >"$prefix.sampler" \
    2>"$prefix.sampler.err" &
  sampler_pid=$!
  for i in $(seq 1 100); do
    [ -s "$prefix.ready" ] && break
    sleep 0.1
  done
  [ -s "$prefix.ready" ] && ! grep -q failed "$prefix.ready"
}

# sampler_start TAG: start the sampler on TMP/TAG (FLUSH STATUS, PROCESSLIST every 50 ms); sets sampler_pid; fails unless ready.
sampler_start() {
  local rc
  sampler_run "$TMP/$1" --interval-ms 50 --max-s 120
  rc=$?
  bg_pids+=("$sampler_pid")
  return $rc
}

# sampler_stop TAG: stop the sampler and put its JSON in SAMPLER_OUT.
sampler_stop() {
  local tag=$1
  touch "$TMP/$tag.stop"
  wait "$sampler_pid" 2>/dev/null
  SAMPLER_OUT=$(cat "$TMP/$tag.sampler")
}

# check_bound TAG [brief]: check pool connections <= MAX_CONN by Max_used_connections and by PROCESSLIST samples (SAMPLER_OUT).
check_bound() {
  local tag=$1 brief=${2:-} max_used t0 p0 peak sampled samples detail="" every=""
  if [ -z "$SAMPLER_OUT" ]; then
    not_ok "$tag: connection sampler produced numbers ($(cat "$TMP/$tag.sampler.err"))"
    return
  fi
  max_used=$(json_field "$SAMPLER_OUT" max_used)
  t0=$(json_field "$SAMPLER_OUT" at_flush_threads)
  p0=$(json_field "$SAMPLER_OUT" at_flush_app)
  # the pool's connections counted at FLUSH are a sample too
  sampled=$(json_field "$SAMPLER_OUT" app_max)
  [ "$p0" -gt "$sampled" ] && sampled=$p0
  samples=$(json_field "$SAMPLER_OUT" samples)
  peak=$((max_used - (t0 - p0)))
  if [ -z "$brief" ]; then
    detail=" = max_used $max_used - $((t0 - p0)) admin/other open at FLUSH; pool open at FLUSH $p0"
    every=" every 50 ms"
  fi
  check "$tag: pool connections by Max_used_connections <= $MAX_CONN (got $peak$detail)" \
    test "$peak" -le "$MAX_CONN"
  if [ "$peak" -gt "$MAX_CONN" ]; then
    note "$tag: the server accepted $(json_field "$SAMPLER_OUT" connections_delta) connections meanwhile" \
      "(every client's; the pool opened its own within them); $((t0 - p0)) admin/other open at" \
      "FLUSH STATUS, $p0 of the pool"
  fi
  check "$tag: pool connections sampled in PROCESSLIST$every <= $MAX_CONN (max $sampled over $samples samples)" \
    test "$sampled" -le "$MAX_CONN"
}
