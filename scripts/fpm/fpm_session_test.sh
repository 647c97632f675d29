#!/usr/bin/env bash
# Session safety under load: MariaDB + php-fpm (32 workers, pm=static) + nginx + wrk, with the
# extension's pool bounded at 4 connections (statement mode, the default).
#
#   scripts/fpm/fpm_session_test.sh
#
# For each endpoint, ~8 s of wrk (-t2 -c64), then checks: zero non-2xx answers (every endpoint
# answers 500 on any mismatch), zero socket errors, a floor of requests, and at most 4 pool
# connections at the server (Max_used_connections after FLUSH STATUS, and PROCESSLIST sampled
# every 50 ms, by scripts/lib/sampler.php).
#   session_uservar.php  at the start no user variable / time_zone of another request; SET @r to a
#                        random value and read it back in another statement; SET time_zone to a
#                        random offset (the handle's baseline) and read it back.
#   session_lastid.php   insert a random token; lastInsertId() = SELECT LAST_INSERT_ID(), and the
#                        row under that id holds this request's token.
# After each endpoint a note gives the pool's counters (pool_stats.php: opened, closed_* by
# cause), and a bound exceeded is noted with the connections the server accepted meanwhile.
#
# Environment:
#   MYSQLPOOL_BUILD        the build folder whose mysqlpool.so runs (default build/)
#   MYSQLPOOL_TEST_PORT    set (with the other MYSQLPOOL_TEST_* of scripts/lib/mariadb.sh's env.sh):
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

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
APP=$ROOT/scripts/fpm/app
MAX_CONN=4
WORKERS=32
SECONDS_PER=${FPM_SESSION_SECONDS:-8}
MIN_REQUESTS=${FPM_SESSION_MIN_REQUESTS:-500}

# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"
build_dir
EXT=$BUILD/mysqlpool.so

fpm_test_init /tmp/mpfss.XXXXXX "fpm/php-fpm.log, fpm/php-errors.log, fpm/error.log, *.wrk, manager.log"

note "session safety under load: $WORKERS php-fpm workers, pool bound $MAX_CONN, ${SECONDS_PER}s of wrk per endpoint"

# --- MariaDB -------------------------------------------------------------------------------
db_start_or_reuse

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
  tap_finish
fi

# --- php-fpm + nginx -----------------------------------------------------------------------
if [ ! -f "$EXT" ]; then
  not_ok "extension built ($EXT does not exist)"
  tap_finish
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
fpm_start "$WORKERS" "${fpm_args[@]}"

# --- load ----------------------------------------------------------------------------------
run_endpoint() {  # run_endpoint TAG SCRIPT
  local tag=$1 script=$2 first code
  first=$(curl -s --max-time 10 -w '\n%{http_code}' "$URL/$script")
  code=$(tail -n1 <<<"$first")
  if [ "$code" != 200 ]; then
    not_ok "$tag: $script answers 200 (got $code: $(head -n1 <<<"$first"))"
    return
  fi
  ok "$tag: $script answers 200"
  if ! sampler_start "$tag"; then
    not_ok "$tag: connection sampler started ($(cat "$TMP/$tag.sampler.err"))"
    return
  fi
  run_wrk "$tag" "$SECONDS_PER" "$script"
  wait "$wrk_pid"
  sampler_stop "$tag"
  wrk_read "$tag" || return
  wrk_note "$tag"
  check "$tag: zero mismatches, i.e. non-2xx responses (got $WRK_STATUS of $WRK_REQUESTS)" test "$WRK_STATUS" = 0
  if [ "$WRK_STATUS" != 0 ]; then
    grep -h "fpm-app/$script" "$TMP/fpm/php-errors.log" 2>/dev/null | head -n 5 | sed 's/^/# /'
  fi
  check "$tag: zero socket errors (got $WRK_SOCK)" test "$WRK_SOCK" = 0
  check "$tag: at least $MIN_REQUESTS requests (got $WRK_REQUESTS)" test "$WRK_REQUESTS" -ge "$MIN_REQUESTS"
  check_bound "$tag" brief
  # What the pool did meanwhile (counters since it opened): a bound exceeded with nothing
  # replaced is another client's connection, not the pool's.
  note "$tag: pool counters $(curl -s --max-time 10 "$URL/pool_stats.php")"
}

run_endpoint uservar session_uservar.php
run_endpoint lastid session_lastid.php

rows=$(admin -N -e "SELECT COUNT(*), COUNT(DISTINCT token) FROM \`$MYSQLPOOL_TEST_DB\`.fpm_session_ids" 2>/dev/null)
note "fpm_session_ids: rows, distinct tokens: $rows"
admin -e "DROP TABLE IF EXISTS \`$MYSQLPOOL_TEST_DB\`.fpm_session_ids" >/dev/null 2>&1
tap_finish
