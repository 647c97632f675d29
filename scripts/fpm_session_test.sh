#!/usr/bin/env bash
# Session safety under load: MariaDB + php-fpm (32 workers, pm=static) + nginx + wrk, with the
# extension's pool bounded at 4 connections (statement mode, the default).
#
#   scripts/fpm_session_test.sh
#
# For each endpoint, ~8 s of wrk (-t2 -c64), then checks: zero non-2xx answers (every endpoint
# answers 500 on any mismatch), zero socket errors, a floor of requests, and at most 4 pool
# connections at the server (Max_used_connections after FLUSH STATUS, and PROCESSLIST sampled
# every 50 ms, by scripts/fpm-app/cli/sampler.php).
#   session_uservar.php  at the start no user variable / time_zone of another request; SET @r to a
#                        random value and read it back in another statement; SET time_zone to a
#                        random offset (the handle's baseline) and read it back.
#   session_lastid.php   insert a random token; lastInsertId() = SELECT LAST_INSERT_ID(), and the
#                        row under that id holds this request's token.
#
# Environment:
#   MYSQLPOOL_EXT          the extension (default $PWD/build/mysqlpool.so)
#   MYSQLPOOL_TEST_PORT    set (with the other MYSQLPOOL_TEST_* of scripts/mariadb.sh's env.sh):
#                          use that server; unset: start a private one and stop it
#   FPM_TEST_INI           extra php ini settings for the workers, space-separated KEY=VAL (e.g.
#                          the manager socket); without a mysqlpool.manager_socket there, a
#                          private manager under the temp dir is used and stopped at the end
#   FPM_SESSION_SECONDS    wrk duration per endpoint (default 8)
#   FPM_SESSION_MIN_REQUESTS  floor per endpoint (default 500)
#   FPM_TEST_KEEP=1        keep the temp dir (logs) even when everything passed
#
# Prints `ok - NAME` / `not ok - NAME` per check and `N passed, N failed` last; exits 1 on any
# failure. Runs in about a minute.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
APP=$ROOT/scripts/fpm-app
EXT=${MYSQLPOOL_EXT:-$PWD/build/mysqlpool.so}
MAX_CONN=4
WORKERS=32
SECONDS_PER=${FPM_SESSION_SECONDS:-8}
MIN_REQUESTS=${FPM_SESSION_MIN_REQUESTS:-500}

passed=0
failed=0
ok() { echo "ok - $1"; passed=$((passed + 1)); }
not_ok() { echo "not ok - $1"; failed=$((failed + 1)); }
check() {  # check NAME CONDITION-COMMAND...
  local name=$1
  shift
  if "$@"; then ok "$name"; else not_ok "$name"; fi
}
note() { echo "# $*"; }

finish() {
  if [ "$failed" != 0 ] || [ "${FPM_TEST_KEEP:-0}" = 1 ]; then
    echo "# logs kept in $TMP (fpm/php-fpm.log, fpm/php-errors.log, fpm/error.log, *.wrk, manager.log)"
  fi
  echo "$passed passed, $failed failed"
  [ "$failed" = 0 ] && [ "$passed" -gt 0 ]
  exit $?
}

TMP=$(mktemp -d /tmp/mpfss.XXXXXX)
own_db=0
own_manager=""
bg_pids=()
# stop_manager SOCKET: the manager listening there (found by its socket), by pid
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
cleanup() {
  local pid
  for pid in "${bg_pids[@]}"; do
    kill -0 "$pid" 2>/dev/null && kill "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
  done
  "$ROOT/scripts/fpm.sh" stop "$TMP/fpm" >/dev/null 2>&1
  [ -n "$own_manager" ] && stop_manager "$own_manager"
  [ "$own_db" = 1 ] && "$ROOT/scripts/mariadb.sh" stop "$TMP/db" >/dev/null 2>&1
  if [ "$failed" = 0 ] && [ "${FPM_TEST_KEEP:-0}" != 1 ]; then
    rm -rf "$TMP"
  else
    rm -rf "$TMP/db/data"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

note "session safety under load: $WORKERS php-fpm workers, pool bound $MAX_CONN, ${SECONDS_PER}s of wrk per endpoint"

# --- MariaDB -------------------------------------------------------------------------------
if [ -z "${MYSQLPOOL_TEST_PORT:-}" ]; then
  own_db=1
  if "$ROOT/scripts/mariadb.sh" start "$TMP/db" >"$TMP/mariadb.log" 2>&1; then
    # shellcheck disable=SC1091
    source "$TMP/db/env.sh"
    ok "private MariaDB started (port $MYSQLPOOL_TEST_PORT)"
  else
    cat "$TMP/mariadb.log"
    not_ok "private MariaDB started"
    finish
  fi
else
  note "using the server at ${MYSQLPOOL_TEST_HOST:-127.0.0.1}:$MYSQLPOOL_TEST_PORT"
fi
export MYSQLPOOL_TEST_HOST MYSQLPOOL_TEST_PORT MYSQLPOOL_TEST_USER MYSQLPOOL_TEST_PASSWORD \
  MYSQLPOOL_TEST_DB
[ -n "${MYSQLPOOL_TEST_ROOT_SOCKET:-}" ] && export MYSQLPOOL_TEST_ROOT_SOCKET

admin() {
  if [ -n "${MYSQLPOOL_TEST_ROOT_SOCKET:-}" ]; then
    mariadb --no-defaults --protocol=socket --socket="$MYSQLPOOL_TEST_ROOT_SOCKET" -uroot "$@"
  else
    mariadb --no-defaults --protocol=tcp -h"$MYSQLPOOL_TEST_HOST" -P"$MYSQLPOOL_TEST_PORT" \
      -u"$MYSQLPOOL_TEST_USER" -p"$MYSQLPOOL_TEST_PASSWORD" "$@"
  fi
}

if admin "$MYSQLPOOL_TEST_DB" >"$TMP/setup.log" 2>&1 <<'SQL'
DROP TABLE IF EXISTS fpm_session_ids;
CREATE TABLE fpm_session_ids (
  id INT AUTO_INCREMENT PRIMARY KEY,
  token CHAR(24) NOT NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
SQL
then
  ok "table fpm_session_ids created"
else
  cat "$TMP/setup.log"
  not_ok "table fpm_session_ids created"
  finish
fi

# --- php-fpm + nginx -----------------------------------------------------------------------
if [ ! -f "$EXT" ]; then
  not_ok "extension built ($EXT does not exist)"
  finish
fi
fpm_args=(--workers "$WORKERS" --app "$APP" --ext "$EXT" --ini "mysqlpool.max_connections=$MAX_CONN")
have_socket=0
for kv in ${FPM_TEST_INI:-}; do
  fpm_args+=(--ini "$kv")
  [[ "$kv" == mysqlpool.manager_socket=* ]] && have_socket=1
done
if [ "$have_socket" = 0 ]; then
  own_manager=$TMP/manager.sock
  fpm_args+=(--ini "mysqlpool.manager_socket=$own_manager" --ini "mysqlpool.manager_log=$TMP/manager.log")
fi
if "$ROOT/scripts/fpm.sh" start "$TMP/fpm" "${fpm_args[@]}" >"$TMP/fpm-start.log" 2>&1; then
  ok "php-fpm ($WORKERS workers) and nginx started"
else
  cat "$TMP/fpm-start.log"
  not_ok "php-fpm ($WORKERS workers) and nginx started"
  finish
fi
URL=$(cat "$TMP/fpm/url")

# --- load ----------------------------------------------------------------------------------
json_field() {
  php -r '$v = json_decode($argv[1], true)[$argv[2]] ?? ""; echo is_array($v) ? implode(",", $v) : var_export($v, true);' "$1" "$2"
}
wrk_field() { sed -n "s/.*WRK .*\b$2=\([0-9]*\).*/\1/p" "$TMP/$1.wrk"; }

run_endpoint() {  # run_endpoint TAG SCRIPT
  local tag=$1 script=$2 first code i sampler_pid out requests status sock max_used t0 p0 sampled samples peak
  first=$(curl -s --max-time 10 -w '\n%{http_code}' "$URL/$script")
  code=$(tail -n1 <<<"$first")
  if [ "$code" != 200 ]; then
    not_ok "$tag: $script answers 200 (got $code: $(head -n1 <<<"$first"))"
    return
  fi
  ok "$tag: $script answers 200"
  rm -f "$TMP/$tag.ready" "$TMP/$tag.stop"
  php "$APP/cli/sampler.php" "$TMP/$tag.ready" "$TMP/$tag.stop" >"$TMP/$tag.sampler" \
    2>"$TMP/$tag.sampler.err" &
  sampler_pid=$!
  bg_pids+=("$sampler_pid")
  for i in $(seq 1 100); do
    [ -s "$TMP/$tag.ready" ] && break
    sleep 0.1
  done
  if ! grep -q ready "$TMP/$tag.ready" 2>/dev/null; then
    not_ok "$tag: connection sampler started ($(cat "$TMP/$tag.sampler.err"))"
    return
  fi
  wrk -t2 -c64 -d"${SECONDS_PER}s" --timeout 5s -s "$APP/cli/wrk-report.lua" "$URL/$script" \
    >"$TMP/$tag.wrk" 2>&1
  touch "$TMP/$tag.stop"
  wait "$sampler_pid" 2>/dev/null
  out=$(cat "$TMP/$tag.sampler")
  requests=$(wrk_field "$tag" requests)
  if [ -z "$requests" ]; then
    cat "$TMP/$tag.wrk"
    not_ok "$tag: wrk ran"
    return
  fi
  status=$(wrk_field "$tag" status)
  sock=$(($(wrk_field "$tag" connect) + $(wrk_field "$tag" read) + $(wrk_field "$tag" write) + $(wrk_field "$tag" timeout)))
  note "$tag: $(grep -E 'Requests/sec|Latency' "$TMP/$tag.wrk" | tr -s ' ' | tr '\n' ';')"
  check "$tag: zero mismatches, i.e. non-2xx responses (got $status of $requests)" test "$status" = 0
  if [ "$status" != 0 ]; then
    grep -h "fpm-app/$script" "$TMP/fpm/php-errors.log" 2>/dev/null | head -n 5 | sed 's/^/# /'
  fi
  check "$tag: zero socket errors (got $sock)" test "$sock" = 0
  check "$tag: at least $MIN_REQUESTS requests (got $requests)" test "$requests" -ge "$MIN_REQUESTS"
  if [ -z "$out" ]; then
    not_ok "$tag: connection sampler produced numbers ($(cat "$TMP/$tag.sampler.err"))"
    return
  fi
  max_used=$(json_field "$out" max_used)
  t0=$(json_field "$out" at_flush_total)
  p0=$(json_field "$out" at_flush_pool)
  sampled=$(json_field "$out" max_pool_sampled)
  samples=$(json_field "$out" samples)
  peak=$((max_used - (t0 - p0)))
  check "$tag: pool connections by Max_used_connections <= $MAX_CONN (got $peak)" test "$peak" -le "$MAX_CONN"
  check "$tag: pool connections sampled in PROCESSLIST <= $MAX_CONN (max $sampled over $samples samples)" \
    test "$sampled" -le "$MAX_CONN"
}

run_endpoint uservar session_uservar.php
run_endpoint lastid session_lastid.php

rows=$(admin -N -e "SELECT COUNT(*), COUNT(DISTINCT token) FROM \`$MYSQLPOOL_TEST_DB\`.fpm_session_ids" 2>/dev/null)
note "fpm_session_ids: rows, distinct tokens: $rows"
admin -e "DROP TABLE IF EXISTS \`$MYSQLPOOL_TEST_DB\`.fpm_session_ids" >/dev/null 2>&1
finish
