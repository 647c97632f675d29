# shellcheck shell=bash
# Shell functions shared by scripts/test.sh, scripts/fpm_test.sh, scripts/fpm_session_test.sh and
# bench/session_modes.sh. Functions only: sourcing it defines them and does nothing else.
#
#   source "$ROOT/scripts/lib/common.sh"
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

# --- processes ---------------------------------------------------------------------------------

# stop_manager SOCKET: stop the mysqlpool manager listening on SOCKET (found by ss, checked by cmdline): TERM, KILL after 5 s.
stop_manager() {
  local pid socket=$1 i
  pid=$(ss -Hxlp 2>/dev/null | grep -F " $socket " | sed -n 's/.*pid=\([0-9]*\).*/\1/p' | head -n 1)
  [ -n "$pid" ] || return 0
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q mysqlpool || return 0
  kill -TERM "$pid" 2>/dev/null || return 0
  for i in $(seq 1 50); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.1
  done
  kill -KILL "$pid" 2>/dev/null || true
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
  "$ROOT/scripts/fpm.sh" stop "$TMP/fpm" >/dev/null 2>&1
  [ -n "${own_manager:-}" ] && stop_manager "$own_manager"
  [ "$own_db" = 1 ] && "$ROOT/scripts/mariadb.sh" stop "$TMP/db" >/dev/null 2>&1
  if [ "$failed" = 0 ] && [ "${FPM_TEST_KEEP:-0}" != 1 ]; then
    rm -rf "$TMP"
  else
    rm -rf "$TMP/db/data"  # the datadir is large; its err.log stays
  fi
}

# db_start_or_reuse: use the server of MYSQLPOOL_TEST_PORT, else start a private one in TMP/db (own_db=1); export MYSQLPOOL_TEST_*.
db_start_or_reuse() {
  if [ -z "${MYSQLPOOL_TEST_PORT:-}" ]; then
    own_db=1
    if "$ROOT/scripts/mariadb.sh" start "$TMP/db" >"$TMP/mariadb.log" 2>&1; then
      # shellcheck disable=SC1091
      source "$TMP/db/env.sh"
      ok "private MariaDB started (port $MYSQLPOOL_TEST_PORT)"
    else
      cat "$TMP/mariadb.log"
      not_ok "private MariaDB started"
      tap_finish
    fi
  else
    note "using the server at ${MYSQLPOOL_TEST_HOST:-127.0.0.1}:$MYSQLPOOL_TEST_PORT"
  fi
  export MYSQLPOOL_TEST_HOST MYSQLPOOL_TEST_PORT MYSQLPOOL_TEST_USER MYSQLPOOL_TEST_PASSWORD \
    MYSQLPOOL_TEST_DB
  [ -n "${MYSQLPOOL_TEST_ROOT_SOCKET:-}" ] && export MYSQLPOOL_TEST_ROOT_SOCKET
  return 0
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

# fpm_start WORKERS FPM.SH-ARGS...: scripts/fpm.sh start TMP/fpm (ok, or not_ok and tap_finish); sets URL.
fpm_start() {
  local workers=$1
  shift
  if "$ROOT/scripts/fpm.sh" start "$TMP/fpm" "$@" >"$TMP/fpm-start.log" 2>&1; then
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
  wrk -t2 -c64 -d"$2"s --timeout 5s -s "$APP/cli/wrk-report.lua" "$URL/$3" \
    >"$TMP/$1.wrk" 2>&1 &
  wrk_pid=$!
  bg_pids+=("$wrk_pid")
}

# wrk_field TAG KEY: the number KEY= of the WRK report line in TMP/TAG.wrk.
wrk_field() { sed -n "s/.*WRK .*\b$2=\([0-9]*\).*/\1/p" "$TMP/$1.wrk"; }

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

# sampler_start TAG: start scripts/fpm-app/cli/sampler.php (FLUSH STATUS, PROCESSLIST every 50 ms); sets sampler_pid; fails unless ready.
sampler_start() {
  local tag=$1 i
  rm -f "$TMP/$tag.ready" "$TMP/$tag.stop"
  php "$APP/cli/sampler.php" "$TMP/$tag.ready" "$TMP/$tag.stop" >"$TMP/$tag.sampler" \
    2>"$TMP/$tag.sampler.err" &
  sampler_pid=$!
  bg_pids+=("$sampler_pid")
  for i in $(seq 1 100); do
    [ -s "$TMP/$tag.ready" ] && break
    sleep 0.1
  done
  grep -q ready "$TMP/$tag.ready" 2>/dev/null
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
  t0=$(json_field "$SAMPLER_OUT" at_flush_total)
  p0=$(json_field "$SAMPLER_OUT" at_flush_pool)
  sampled=$(json_field "$SAMPLER_OUT" max_pool_sampled)
  samples=$(json_field "$SAMPLER_OUT" samples)
  peak=$((max_used - (t0 - p0)))
  if [ -z "$brief" ]; then
    detail=" = max_used $max_used - $((t0 - p0)) admin/other open at FLUSH; pool open at FLUSH $p0"
    every=" every 50 ms"
  fi
  check "$tag: pool connections by Max_used_connections <= $MAX_CONN (got $peak$detail)" \
    test "$peak" -le "$MAX_CONN"
  if [ "$peak" -gt "$MAX_CONN" ]; then
    note "$tag: the server accepted $(json_field "$SAMPLER_OUT" accepted) connections meanwhile" \
      "(every client's; the pool opened its own within them); $((t0 - p0)) admin/other open at" \
      "FLUSH STATUS, $p0 of the pool"
  fi
  check "$tag: pool connections sampled in PROCESSLIST$every <= $MAX_CONN (max $sampled over $samples samples)" \
    test "$sampled" -le "$MAX_CONN"
}
