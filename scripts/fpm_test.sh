#!/usr/bin/env bash
# The whole-system test: MariaDB + php-fpm (32 workers, pm=static) + nginx + wrk, with the
# extension's pool bounded at 4 connections.
#
#   scripts/fpm_test.sh
#
# Phase 1: 10 s of wrk (-t2 -c64) on scripts/fpm-app/user.php, a random primary-key lookup
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
#   MYSQLPOOL_EXT          the extension (default $PWD/build/mysqlpool.so)
#   MYSQLPOOL_TEST_PORT    set (with the other MYSQLPOOL_TEST_* of scripts/mariadb.sh's
#                          env.sh): use that server; unset: start a private one and stop it
#   FPM_TEST_DSN_PREFIX    mysqlpool (default) or mysql: run the same harness on pdo_mysql
#                          (the <= 4 checks are then expected to fail; they print the numbers)
#   FPM_TEST_PERSISTENT    1: PDO::ATTR_PERSISTENT in the app (default 0)
#   FPM_TEST_MAX_CONNECTIONS  the pool bound (default 4)
#   FPM_TEST_INI           extra php ini settings for the workers, space-separated KEY=VAL
#   FPM_TEST_MIN_REQUESTS  phase 1's floor (default 2000; phase 2's is half)
#   FPM_TEST_KILLS         workers killed in phase 2 (default 1; at most 1 failed request each)
#   FPM_TEST_KEEP=1        keep the temp dir (logs) even when everything passed
#
# Prints `ok - NAME` / `not ok - NAME` per check and `N passed, N failed` last; exits 1 on any
# failure. Runs under 2 minutes.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
APP=$ROOT/scripts/fpm-app
PREFIX=${FPM_TEST_DSN_PREFIX:-mysqlpool}
EXT=${MYSQLPOOL_EXT:-$PWD/build/mysqlpool.so}
MAX_CONN=${FPM_TEST_MAX_CONNECTIONS:-4}
MIN_REQUESTS=${FPM_TEST_MIN_REQUESTS:-2000}
WORKERS=32
KILLS=${FPM_TEST_KILLS:-1}
export FPM_TEST_DSN_PREFIX=$PREFIX
export FPM_TEST_PERSISTENT=${FPM_TEST_PERSISTENT:-0}

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
    echo "# logs kept in $TMP (fpm/php-fpm.log, fpm/php-errors.log, fpm/error.log, *.wrk)"
  fi
  echo "$passed passed, $failed failed"
  [ "$failed" = 0 ] && [ "$passed" -gt 0 ]
  exit $?
}

TMP=$(mktemp -d /tmp/mpfpm.XXXXXX)
own_db=0
bg_pids=()
cleanup() {
  local pid
  for pid in "${bg_pids[@]}"; do
    kill -0 "$pid" 2>/dev/null && kill "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
  done
  "$ROOT/scripts/fpm.sh" stop "$TMP/fpm" >/dev/null 2>&1
  [ "$own_db" = 1 ] && "$ROOT/scripts/mariadb.sh" stop "$TMP/db" >/dev/null 2>&1
  if [ "$failed" = 0 ] && [ "${FPM_TEST_KEEP:-0}" != 1 ]; then
    rm -rf "$TMP"
  else
    rm -rf "$TMP/db/data"  # the datadir is large; its err.log stays
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

note "driver: $PREFIX (persistent=$FPM_TEST_PERSISTENT), $WORKERS php-fpm workers, pool bound $MAX_CONN"

# --- MariaDB -------------------------------------------------------------------------------
if [ -z "${MYSQLPOOL_TEST_PORT:-}" ]; then
  if "$ROOT/scripts/mariadb.sh" start "$TMP/db" >"$TMP/mariadb.log" 2>&1; then
    own_db=1
    # shellcheck disable=SC1091
    source "$TMP/db/env.sh"
    ok "private MariaDB started (port $MYSQLPOOL_TEST_PORT)"
  else
    own_db=1
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

# The table the app reads: id 1..10000, name 'user-<id>', hash MD5(id) (the app checks all three).
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
  finish
fi

# --- php-fpm + nginx -----------------------------------------------------------------------
fpm_args=(--workers "$WORKERS" --app "$APP" --ini "mysqlpool.max_connections=$MAX_CONN")
for kv in ${FPM_TEST_INI:-}; do fpm_args+=(--ini "$kv"); done
if [ -f "$EXT" ]; then
  fpm_args+=(--ext "$EXT")
  [ "$PREFIX" = mysqlpool ] && ok "extension built ($EXT)"
elif [ "$PREFIX" = mysqlpool ]; then
  not_ok "extension built ($EXT does not exist)"
  finish
else
  note "no $EXT: php-fpm runs without it"
fi

if "$ROOT/scripts/fpm.sh" start "$TMP/fpm" "${fpm_args[@]}" >"$TMP/fpm-start.log" 2>&1; then
  ok "php-fpm ($WORKERS workers) and nginx started"
else
  cat "$TMP/fpm-start.log"
  not_ok "php-fpm ($WORKERS workers) and nginx started"
  finish
fi
URL=$(cat "$TMP/fpm/url")
FPM_PID=$(cat "$TMP/fpm/php-fpm.pid")

info=$(curl -s --max-time 10 "$URL/info.php")
note "worker: $info"
json_field() {  # json_field JSON KEY -> value as PHP prints it (arrays comma-joined)
  php -r '$v = json_decode($argv[1], true)[$argv[2]] ?? ""; echo is_array($v) ? implode(",", $v) : var_export($v, true);' "$1" "$2"
}
drivers=$(json_field "$info" pdo_drivers)
if grep -qw -- "$PREFIX" <<<",$drivers,"; then
  ok "PDO driver '$PREFIX' available in php-fpm workers (have: $drivers)"
else
  not_ok "PDO driver '$PREFIX' available in php-fpm workers (have: ${drivers:-none}; see $TMP/fpm/php-fpm.log)"
  grep -i -m5 -E 'warning|error' "$TMP/fpm/php-fpm.log" "$TMP/fpm/php-fpm.test.log" 2>/dev/null | sed 's/^/# /'
  finish
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
  finish
fi

# --- load ----------------------------------------------------------------------------------
SAMPLER_OUT=""
sampler_start() {  # sampler_start TAG: FLUSH STATUS and start sampling; returns when ready
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
sampler_stop() {
  local tag=$1
  touch "$TMP/$tag.stop"
  wait "$sampler_pid" 2>/dev/null
  SAMPLER_OUT=$(cat "$TMP/$tag.sampler")
}

run_wrk() {  # run_wrk TAG SECONDS: wrk in the background; sets wrk_pid
  wrk -t2 -c64 -d"$2"s --timeout 5s -s "$APP/cli/wrk-report.lua" "$URL/user.php" \
    >"$TMP/$1.wrk" 2>&1 &
  wrk_pid=$!
  bg_pids+=("$wrk_pid")
}

wrk_field() { sed -n "s/.*WRK .*\b$2=\([0-9]*\).*/\1/p" "$TMP/$1.wrk"; }

# Checks the connection bound from the sampler's JSON in $SAMPLER_OUT.
check_bound() {
  local tag=$1 max_used t0 p0 peak sampled samples
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
  check "$tag: pool connections by Max_used_connections <= $MAX_CONN (got $peak = max_used $max_used - $((t0 - p0)) admin/other open at FLUSH; pool open at FLUSH $p0)" \
    test "$peak" -le "$MAX_CONN"
  check "$tag: pool connections sampled in PROCESSLIST every 50 ms <= $MAX_CONN (max $sampled over $samples samples)" \
    test "$sampled" -le "$MAX_CONN"
}

# Phase 1: steady load
if ! sampler_start phase1; then
  not_ok "phase1: FLUSH STATUS and connection sampler started ($(cat "$TMP/phase1.sampler.err"))"
  finish
fi
run_wrk phase1 10
wait "$wrk_pid"
sampler_stop phase1
requests=$(wrk_field phase1 requests)
if [ -z "$requests" ]; then
  cat "$TMP/phase1.wrk"
  not_ok "phase1: wrk ran"
  finish
fi
status=$(wrk_field phase1 status)
sock=$(($(wrk_field phase1 connect) + $(wrk_field phase1 read) + $(wrk_field phase1 write) + $(wrk_field phase1 timeout)))
note "phase1: $(grep -E 'Requests/sec|Latency' "$TMP/phase1.wrk" | tr -s ' ' | tr '\n' ';')"
check "phase1: zero non-2xx responses (got $status of $requests)" test "$status" = 0
check "phase1: zero socket errors (got $sock: $(grep -o 'connect=[0-9]* read=[0-9]* write=[0-9]*' "$TMP/phase1.wrk") timeout=$(wrk_field phase1 timeout))" \
  test "$sock" = 0
check "phase1: at least $MIN_REQUESTS requests (got $requests)" test "$requests" -ge "$MIN_REQUESTS"
check_bound phase1

# Phase 2: the same load, one worker killed with SIGKILL in the middle
workers_before=$(pgrep -P "$FPM_PID" | sort -n)
if ! sampler_start phase2; then
  not_ok "phase2: FLUSH STATUS and connection sampler started ($(cat "$TMP/phase2.sampler.err"))"
  finish
fi
run_wrk phase2 8
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
requests=$(wrk_field phase2 requests)
if [ -z "$requests" ]; then
  cat "$TMP/phase2.wrk"
  not_ok "phase2: wrk ran"
  finish
fi
status=$(wrk_field phase2 status)
sock=$(($(wrk_field phase2 connect) + $(wrk_field phase2 read) + $(wrk_field phase2 write) + $(wrk_field phase2 timeout)))
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

finish
