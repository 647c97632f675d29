#!/usr/bin/env bash
# The whole-system test: MariaDB + php-fpm (32 workers, pm=static) + nginx + wrk, with the
# extension's pool bounded at 4 connections.
#
#   scripts/fpm/fpm_test.sh
#
# Phase 1: 10 s of wrk (-t2 -c64) on scripts/fpm/app/user.php, a random primary-key lookup
#   that checks its own row. Asserts: no non-2xx answer, no socket error, some thousand
#   requests done, and at most 4 pool connections at the server, both by Max_used_connections
#   (after FLUSH STATUS, minus what our admin client held) and by sampling PROCESSLIST every
#   50 ms.
# Phase 2: the same load for 8 s with one php-fpm worker killed (-9) in the middle. Asserts: at
#   most 1 failed request (the one that worker was serving), the master respawned it, and still
#   at most 4 pool connections. (With a pool of 4 and 32 workers a random victim holds a lease
#   only about 1 time in 8; FPM_TEST_KILLS=N kills N workers, spread over the run.)
#
# Environment:
#   MYSQLPOOL_BUILD        the build folder whose mysqlpool.so runs (default build/)
#   MYSQLPOOL_TEST_PORT    set (with the other MYSQLPOOL_TEST_* of scripts/lib/mariadb.sh's
#                          env.sh): use that server; unset: start a private one and stop it
#   FPM_TEST_DSN_PREFIX    mysqlpool (default) or mysql: run the same harness on pdo_mysql
#                          (the <= 4 checks are then expected to fail; they print the numbers)
#   FPM_TEST_PERSISTENT    1: PDO::ATTR_PERSISTENT in the app (default 0)
#   FPM_TEST_MAX_CONNECTIONS  the pool bound (default 4)
#   FPM_TEST_INI           extra php ini settings for the workers, space-separated KEY=VAL
#   FPM_TEST_MIN_REQUESTS  phase 1's floor (default 2000; phase 2's is half)
#   FPM_TEST_KILLS         workers killed in phase 2 (default 1; at most 1 failed request each)
#   FPM_TEST_KEEP=1        keep the temp dir (logs) even when everything passed
#   TMPDIR                 where the temp dir goes (default /tmp)
#   FPM_BIN, NGINX_BIN     the programs scripts/lib/fpm.sh runs (default php-fpm8.2, nginx);
#                          scripts/php84/php84.sh gives PHP 8.4's and nginx of its Debian 13 root
#
# Prints `ok - NAME` / `not ok - NAME` per check and `N passed, N failed` last; exits 1 on any
# failure. For its time: the test command's summary table (docs/RESULTS.md).
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
APP=$ROOT/scripts/fpm/app
PREFIX=${FPM_TEST_DSN_PREFIX:-mysqlpool}
MAX_CONN=${FPM_TEST_MAX_CONNECTIONS:-4}
MIN_REQUESTS=${FPM_TEST_MIN_REQUESTS:-2000}
WORKERS=32
KILLS=${FPM_TEST_KILLS:-1}
export FPM_TEST_DSN_PREFIX=$PREFIX
export FPM_TEST_PERSISTENT=${FPM_TEST_PERSISTENT:-0}

# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"
build_dir
EXT=$BUILD/mysqlpool.so

fpm_test_init "${TMPDIR:-/tmp}/mpfpm.XXXXXX" "fpm/php-fpm.log, fpm/php-errors.log, fpm/error.log, *.wrk"

note "driver: $PREFIX (persistent=$FPM_TEST_PERSISTENT), $WORKERS php-fpm workers, pool bound $MAX_CONN"

# --- MariaDB -------------------------------------------------------------------------------
db_start_or_reuse

fpm_users_table

# --- php-fpm + nginx -----------------------------------------------------------------------
fpm_args=(--workers "$WORKERS" --app "$APP" --ini "mysqlpool.max_connections=$MAX_CONN")
for kv in ${FPM_TEST_INI:-}; do fpm_args+=(--ini "$kv"); done
if [ -f "$EXT" ]; then
  fpm_args+=(--ext "$EXT")
  [ "$PREFIX" = mysqlpool ] && ok "extension built ($EXT)"
elif [ "$PREFIX" = mysqlpool ]; then
  not_ok "extension built ($EXT does not exist)"
  tap_finish
else
  note "no $EXT: php-fpm runs without it"
fi

fpm_start "$WORKERS" "${fpm_args[@]}"
FPM_PID=$(cat "$TMP/fpm/php-fpm.pid")

info=$(curl -s --max-time 10 "$URL/info.php")
note "worker: $info"
drivers=$(json_field "$info" pdo_drivers)
if grep -qw -- "$PREFIX" <<<",$drivers,"; then
  ok "PDO driver '$PREFIX' available in php-fpm workers (have: $drivers)"
else
  not_ok "PDO driver '$PREFIX' available in php-fpm workers (have: ${drivers:-none}; see $TMP/fpm/php-fpm.log)"
  grep -i -m5 -E 'warning|error' "$TMP/fpm/php-fpm.log" "$TMP/fpm/php-fpm.test.log" 2>/dev/null | sed 's/^/# /'
  tap_finish
fi
if [ "$PREFIX" = mysqlpool ]; then
  got=$(json_field "$info" mysqlpool_max_connections)
  check "mysqlpool.max_connections reached the workers (got $got)" test "$got" = "'$MAX_CONN'"
fi
check "opcache enabled in the workers" test "$(json_field "$info" opcache_enabled)" = true

first=$(curl -s --max-time 10 -w '\n%{http_code}' "$URL/user.php")
if [ "$(tail -n1 <<<"$first")" = 200 ]; then
  ok "user.php answers 200 with the right row"
else
  not_ok "user.php answers 200 with the right row: $(head -n1 <<<"$first")"
  tap_finish
fi

# --- load ----------------------------------------------------------------------------------
# Phase 1: steady load
if ! sampler_start phase1; then
  not_ok "phase1: FLUSH STATUS and connection sampler started ($(cat "$TMP/phase1.sampler.err"))"
  tap_finish
fi
run_wrk phase1 10 user.php
wait "$wrk_pid"
sampler_stop phase1
wrk_read phase1 || tap_finish
requests=$WRK_REQUESTS status=$WRK_STATUS sock=$WRK_SOCK
wrk_note phase1
check "phase1: zero non-2xx responses (got $status of $requests)" test "$status" = 0
check "phase1: zero socket errors (got $sock: $(grep -o 'connect=[0-9]* read=[0-9]* write=[0-9]*' "$TMP/phase1.wrk") timeout=$(wrk_field phase1 timeout))" \
  test "$sock" = 0
check "phase1: at least $MIN_REQUESTS requests (got $requests)" test "$requests" -ge "$MIN_REQUESTS"
check_bound phase1

# Phase 2: the same load, one worker killed with SIGKILL in the middle
workers_before=$(pgrep -P "$FPM_PID" | sort -n)
if ! sampler_start phase2; then
  not_ok "phase2: FLUSH STATUS and connection sampler started ($(cat "$TMP/phase2.sampler.err"))"
  tap_finish
fi
run_wrk phase2 8 user.php
# kills spread over seconds 3..6 of the 8
kill_gap=$(awk -v n="$KILLS" 'BEGIN { printf "%.2f", (n > 1 ? 3 / (n - 1) : 0) }')
sleep 3
victims=$(shuf -n "$KILLS" <<<"$workers_before")
for victim in $victims; do
  victim_state=$(awk '{print $3}' "/proc/$victim/stat" 2>/dev/null)
  kill -9 "$victim"
  note "phase2: killed php-fpm worker $victim (state $victim_state)"
  sleep "$kill_gap"
done
wait "$wrk_pid"
sampler_stop phase2
wrk_read phase2 || tap_finish
requests=$WRK_REQUESTS status=$WRK_STATUS sock=$WRK_SOCK
errors=$((status + sock))
check "phase2: at most $KILLS failed request(s), the killed workers' (got $errors: $status non-2xx, $sock socket errors, of $requests)" \
  test "$errors" -le "$KILLS"
check "phase2: at least $((MIN_REQUESTS / 2)) requests (got $requests)" test "$requests" -ge "$((MIN_REQUESTS / 2))"
workers_after=$(pgrep -P "$FPM_PID" | sort -n)
check "phase2: killed worker(s) $(echo $victims) gone and the master runs $WORKERS workers again (has $(wc -l <<<"$workers_after"))" \
  bash -c '! grep -qxF "$1" <<<"$2" && [ "$(wc -l <<<"$2")" = "$3" ]' _ "$victims" "$workers_after" "$WORKERS"
check_bound phase2

after=$(curl -s --max-time 10 -o /dev/null -w '%{http_code}' "$URL/user.php")
check "user.php still answers 200 after the load (got $after)" test "$after" = 200

tap_finish
