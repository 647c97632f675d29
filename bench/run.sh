#!/usr/bin/env bash
# The reference workload: GET /user?id=N (a primary-key lookup in a 100,000-row table) on
#   1 pdo_new         php-fpm + pdo_mysql, a new connection per request
#   2 pdo_persistent  php-fpm + pdo_mysql with PDO::ATTR_PERSISTENT
#   3 mysqlpool       php-fpm + the mysqlpool: driver, pool of 20
#   4 go              Go net/http + database/sql + go-sql-driver/mysql, SetMaxOpenConns(20)
# against a private MariaDB over TCP 127.0.0.1, php-fpm 8.2 (pm=static, opcache on) behind a
# private nginx; the Go server is served directly (no nginx), as Go apps usually are.
# With --php 8.4: php-fpm 8.4, nginx and MariaDB 11.8 of the Debian 13 root of scripts/php84/php84.sh
# (scripts/lib/debian13.sh; made on first use), mysqlpool built there with PHP 8.4's phpize;
# wrk, the sampler and Go stay on the host (the root shares its network and processes).
#
#   bash bench/run.sh            the demo (~2 min): variants 2, 3 and Go, 64 workers, one round
#   bash bench/run.sh --full     all variants, 5 interleaved rounds, with the worker sweep
#                                (1 at 32; 2 and 3 at 32, 64, 128 workers): ~25 min
#   bash bench/run.sh --php 8.4  the demo on PHP 8.4 + MariaDB 11.8 (the first time also makes
#                                the Debian 13 root, 3 to 10 min)
# Options (after --full or alone):
#   --rounds N        rounds (default: demo 1, full 5)
#   --measure S       seconds of measurement per variant (default: demo 15, full 15)
#   --warmup S        seconds of warm-up per variant (default: demo 4, full 5)
#   --connections C   wrk connections, the same for every variant (default 128)
#   --configs "V:W …" variant:workers list run in this order every round (Go: go:0)
#   --pool N          mysqlpool.max_connections and Go's SetMaxOpenConns (default 20)
#   --php 8.2|8.4     the PHP (and server) of the PHP variants (default 8.2: the host's)
#   --out DIR         results directory (default bench/results/<timestamp>[-php84][-demo])
#   --keep            keep the run directory (logs, datadir) under /tmp
#
# It installs what is missing (apt-get), builds build/mysqlpool.so with CMake when it is
# missing or older than the sources, starts everything privately under /tmp/mpbench.*, prints
# the table, writes TSV (+ PNG for more than one worker count) to the results directory and
# stops everything it started, by pid, on exit. What each figure means: bench/README.md.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BENCH=$ROOT/bench
# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"  # so_stale, build_so, stop_pid, manager_pids, stop_manager, admin, ...
# shellcheck source=scripts/lib/debian13.sh
source "$ROOT/scripts/lib/debian13.sh"  # --php 8.4

MODE=demo
ROUNDS="" MEASURE="" WARMUP="" CONFIGS="" OUT=""
CONNS=128
POOL=20
KEEP=0
THREADS=2
PHP_VERSION=8.2

usage() { sed -n '2,32p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit "${1:-2}"; }
while [ $# -gt 0 ]; do
  case "$1" in
    --full) MODE=full; shift ;;
    --demo) MODE=demo; shift ;;
    --rounds) ROUNDS=${2:?}; shift 2 ;;
    --measure) MEASURE=${2:?}; shift 2 ;;
    --warmup) WARMUP=${2:?}; shift 2 ;;
    --connections) CONNS=${2:?}; shift 2 ;;
    --configs) CONFIGS=${2:?}; shift 2 ;;
    --pool) POOL=${2:?}; shift 2 ;;
    --php) PHP_VERSION=${2:?}; shift 2 ;;
    --out) OUT=${2:?}; shift 2 ;;
    --keep) KEEP=1; shift ;;
    -h|--help) usage 0 ;;
    *) echo "run.sh: unknown option $1" >&2; usage ;;
  esac
done
if [ "$MODE" = full ]; then
  : "${ROUNDS:=5}" "${MEASURE:=15}" "${WARMUP:=5}"
  : "${CONFIGS:=pdo_new:32 pdo_persistent:32 mysqlpool:32 go:0 pdo_persistent:64 mysqlpool:64 pdo_persistent:128 mysqlpool:128}"
else
  : "${ROUNDS:=1}" "${MEASURE:=15}" "${WARMUP:=4}"
  : "${CONFIGS:=pdo_persistent:64 mysqlpool:64 go:0}"
fi
case "$PHP_VERSION" in
  8.2|8.4) ;;
  *) echo "run.sh: --php wants 8.2 or 8.4, not $PHP_VERSION" >&2; exit 2 ;;
esac
for c in $CONFIGS; do
  case "$c" in
    pdo_new:[0-9]*|pdo_persistent:[0-9]*|mysqlpool:[0-9]*|go:0) ;;
    *) echo "run.sh: bad config '$c' (want pdo_new:W, pdo_persistent:W, mysqlpool:W or go:0)" >&2; exit 2 ;;
  esac
done
STAMP=$(date +%Y%m%d-%H%M%S)
if [ -z "$OUT" ]; then
  OUT=$BENCH/results/$STAMP
  [ "$PHP_VERSION" = 8.4 ] && OUT=$OUT-php84
  [ "$MODE" = demo ] && OUT=$OUT-demo
fi

say() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*"; }
die() { printf 'run.sh: %s\n' "$*" >&2; exit 1; }
has() { [[ " $CONFIGS " == *" $1:"* ]]; }

# --- dependencies ---------------------------------------------------------------------------
ensure_deps() {
  "$ROOT/scripts/deps.sh" || die "scripts/deps.sh failed"
  local pkgs=(golang-go golang-github-go-sql-driver-mysql-dev gnuplot-nox wrk nginx-light php-laravel-framework
              php8.2-fpm php8.2-mysql php8.2-cli php8.2-opcache mariadb-server mariadb-client
              curl iproute2 procps coreutils)
  local missing=() p
  for p in "${pkgs[@]}"; do
    dpkg -s "$p" 2>/dev/null | grep -q '^Status: install ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo=sudo
  say "installing ${missing[*]}"
  # nothing installed here may start a system service (a policy-rc.d that denies starts,
  # removed again if it is ours), as scripts/deps.sh does
  local policy=/usr/sbin/policy-rc.d own=0 log
  if [ ! -e "$policy" ]; then
    $sudo sh -c "printf '#!/bin/sh\nexit 101\n' > $policy && chmod 755 $policy" && own=1
  fi
  log=$(mktemp /tmp/mpbench-apt.XXXXXX.log)
  if ! { $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -q &&
         $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
           -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold "${missing[@]}"
       } >"$log" 2>&1; then
    [ "$own" = 1 ] && $sudo rm -f "$policy"
    tail -n 30 "$log" >&2
    die "apt-get failed (log: $log)"
  fi
  [ "$own" = 1 ] && $sudo rm -f "$policy"
  rm -f "$log"
}

# --- the extension --------------------------------------------------------------------------
build_dir
SO=$BUILD/mysqlpool.so
ensure_build() {
  local why log
  why=$(so_stale "$SO") || return 0
  say "building $SO ($why)"
  log=$(mktemp /tmp/mpbench-build.XXXXXX.log)
  if build_so "$log" "$BUILD"; then
    rm -f "$log"
    return 0
  fi
  tail -n 25 "$log" >&2
  [ -f "$SO" ] || die "the build failed and there is no $SO (log: $log)"
  say "WARNING: the build failed (log: $log); benchmarking the existing, older $SO"
}

# --- run directory and cleanup ----------------------------------------------------------------
RUN=""
CUR=""          # the current config's directory
KIND=""         # php | go for the running app
GO_PID=""
BG_PIDS=()
MGR_SOCKS=()

stop_managers() {
  local sock
  for sock in "$@"; do
    stop_manager "$sock"
    rm -f "$sock" "$sock".v* "$sock".pool-*  # its socket, start lock and pool bound files
  done
}

stop_app() {
  if [ "$KIND" = php ] && [ -n "$CUR" ]; then
    "$ROOT/scripts/lib/fpm.sh" stop "$CUR/fpm" >>"$CUR/fpm-stop.log" 2>&1 ||
      say "fpm.sh stop reported an error (see $CUR/fpm-stop.log)"
    stop_managers "$CUR/mgr.sock"
  elif [ "$KIND" = go ]; then
    stop_pid "$GO_PID"
    wait "$GO_PID" 2>/dev/null
    GO_PID=""
  fi
  KIND=""
}

cleanup() {
  local rc=$? pid
  trap - EXIT INT TERM
  for pid in "${BG_PIDS[@]}"; do
    kill -0 "$pid" 2>/dev/null && kill "$pid" 2>/dev/null
  done
  stop_app
  [ ${#MGR_SOCKS[@]} -gt 0 ] && stop_managers "${MGR_SOCKS[@]}"
  if [ -n "$RUN" ]; then
    [ -d "$RUN/db" ] && "$ROOT/scripts/lib/mariadb.sh" stop "$RUN/db" >/dev/null 2>&1
    deb13_unshare
    if [ "$KEEP" = 1 ]; then
      say "run directory kept: $RUN"
    else
      rm -rf "$RUN"
    fi
  fi
  exit $rc
}

# --- helpers --------------------------------------------------------------------------------
app_pids() {  # "GROUP PID" lines: app (php-fpm, nginx, Go), mgr (mysqlpool manager), db
  local p
  if [ "$KIND" = php ]; then
    for p in $(fpm_pids "$CUR/fpm"); do echo "app $p"; done
    for p in $(manager_pids "$CUR/mgr.sock"); do echo "mgr $p"; done
  elif [ "$KIND" = go ]; then
    echo "app $GO_PID"
  fi
  echo "db $DB_PID"
}

# cpu_snapshot PIDS OUT: for each "GROUP PID" line of PIDS (app_pids, listed before the
# measurement: finding the manager forks for every process of the machine, seconds under load
# that would count as other processes' CPU), OUT gets "GROUP PID TICKS CSW": utime+stime of all
# threads (/proc/PID/stat) and the context switches (voluntary + involuntary) of the process's
# main thread (/proc/PID/status); no fork (ticks_of, csw_of)
cpu_snapshot() {
  local g p
  while read -r g p; do
    ticks_of "$p" || continue
    csw_of "$p"
    echo "$g $p $TICKS $CSW"
  done <"$1" >"$2"
}

pss_kb() {  # pss_kb PIDS: PSS of the app's processes (php-fpm master+workers, manager; or Go), kB
  local g p
  while read -r g p; do
    [ "$g" = db ] && continue
    # nginx is not php-fpm memory: count php-fpm, the manager and Go only
    case "$(cat "/proc/$p/comm" 2>/dev/null)" in nginx) continue ;; esac
    awk -v g="$g" '/^Pss:/ { print g, $2 }' "/proc/$p/smaps_rollup" 2>/dev/null
  done <"$1" | awk '{ s[$1] += $2 } END { printf "%d %d\n", s["app"], s["mgr"] }'
}

bench_wrk() {  # bench_wrk OUT SECONDS: the load on the running app; OUT.ticks gets wrk's CPU
  WRK_SEED=$RANDOM$RANDOM WRK_PATH=$WRK_PATH wrk_timed "$1" "$2" -t"$THREADS" -c"$CONNS" \
    --timeout 5s -s "$BENCH/wrk/random_user.lua" "$APP_URL"
}

COLUMNS_TSV="round variant workers status rps requests duration_s p50_ms p90_ms p99_ms max_ms errors err_status err_socket max_used_conn threads_max threads_avg app_conn_max app_conn_avg connections_delta new_conn_per_req cpu_app_us cpu_mgr_us cpu_db_us cpu_total_us app_pss_mb mgr_pss_mb app_csw_per_req machine_busy_pct wrk_cpu_pct other_cpu_pct php_errors lost_pids note"

record() {  # record FIELDS... (in COLUMNS_TSV order)
  local IFS=$'\t'
  echo "$*" >>"$OUT/runs.tsv"
}

record_failure() {  # record_failure ROUND VARIANT WORKERS WHY
  local n
  n=$(wc -w <<<"$COLUMNS_TSV")
  local fields=("$1" "$2" "$3" failed)
  while [ ${#fields[@]} -lt $((n - 1)) ]; do fields+=(""); done
  fields+=("$(tr '\t\n' '  ' <<<"$4" | cut -c1-300)")
  record "${fields[@]}"
  say "  FAILED: $4"
}

start_app() {  # start_app VARIANT WORKERS -> sets KIND, APP_URL, WRK_PATH; non-zero on failure
  local v=$1 w=$2 i port
  if [ "$v" = go ]; then
    port=$(pick_port 38000) || { START_ERR="no free port"; return 1; }
    "$RUN/gobench" -listen "127.0.0.1:$port" -max-conns "$POOL" \
      -dsn "$DB_USER:$DB_PASSWORD@tcp(127.0.0.1:$DB_PORT)/bench?charset=utf8mb4&interpolateParams=true" \
      </dev/null >"$CUR/go.log" 2>&1 &
    GO_PID=$!
    KIND=go
    APP_URL=http://127.0.0.1:$port
    WRK_PATH="/user?id="
    for i in $(seq 1 100); do
      curl -s -o /dev/null --max-time 1 "$APP_URL/user?id=1" && return 0
      kill -0 "$GO_PID" 2>/dev/null || break
      sleep 0.1
    done
    START_ERR="Go server did not answer: $(tail -n 3 "$CUR/go.log")"
    return 1
  fi
  local args=(--workers "$w" --app "$BENCH/app")
  if [ "$v" = mysqlpool ]; then
    MGR_SOCKS+=("$CUR/mgr.sock")
    args+=(--ext "$RUN/mysqlpool.so" --ini "mysqlpool.max_connections=$POOL"
           --ini "mysqlpool.manager_socket=$CUR/mgr.sock" --ini "mysqlpool.manager_log=$CUR/manager.log"
           --ini "mysqlpool.manager_idle_exit_s=60")
  fi
  KIND=php
  if ! env BENCH_VARIANT="$v" BENCH_DB_HOST=127.0.0.1 BENCH_DB_PORT="$DB_PORT" BENCH_DB_NAME=bench \
      BENCH_DB_USER="$DB_USER" BENCH_DB_PASSWORD="$DB_PASSWORD" \
      "$ROOT/scripts/lib/fpm.sh" start "$CUR/fpm" "${args[@]}" >"$CUR/fpm-start.log" 2>&1; then
    START_ERR="fpm.sh start failed: $(tail -n 5 "$CUR/fpm-start.log")"
    return 1
  fi
  APP_URL=$(cat "$CUR/fpm/url")
  WRK_PATH="/user.php?id="
}

# the connection sampler (scripts/lib/sampler.php) over the measurement: CUR/conn.sampler
bench_sampler_start() {
  sampler_run "$CUR/conn" --socket "$DB_SOCKET" --user "$DB_USER" --interval-ms 100 --max-s $((MEASURE + 120))
  local rc=$?
  SAMPLER_PID=$sampler_pid
  BG_PIDS+=("$SAMPLER_PID")
  return $rc
}

json() { php -r '$j = json_decode(file_get_contents($argv[1]), true); echo $j[$argv[2]] ?? "";' "$1" "$2"; }

# pool_stats VARIANT: mysqlpool_stats() of the app's pool as JSON (app/stats.php), mysqlpool only
pool_stats() { [ "$1" = mysqlpool ] && curl -s --max-time 5 "$APP_URL/stats.php"; }

# waiting_per_lease STATS0 STATS1: what the measurement's leases waited, from the pool's
# counters: waits (leases that slept), wake-ups, wake-ups that found the slot taken, and the mean
# time a lease held its connection and waited for it.
waiting_per_lease() {
  php -r '$a = json_decode(file_get_contents($argv[1]), true)["pool"] ?? null;
    $b = json_decode(file_get_contents($argv[2]), true)["pool"] ?? null;
    if (!$a || !$b) { echo "pool counters: not read"; exit; }
    $n = max(1, $b["leases"] - $a["leases"]);
    $d = fn($k) => ($b[$k] ?? 0) - ($a[$k] ?? 0);
    printf("per lease: %.3f waits, %.3f wake-ups, %.3f empty wake-ups, held %.0f µs, waited %.0f µs (%d leases)",
      $d("waits") / $n, $d("wakeups") / $n, $d("empty_wakeups") / $n,
      $d("leased_us_total") / $n, 1000 * $d("wait_ms_total") / $n, $n);' "$1" "$2"
}

run_config() {  # run_config ROUND VARIANT WORKERS
  local round=$1 v=$2 w=$3 tag probe code
  tag=r$round-$v-$w
  CUR=$RUN/$tag
  mkdir -p "$CUR"
  say "round $round/$ROUNDS  $v$([ "$v" = go ] || echo ", $w workers")"
  wait_db_idle
  START_ERR=""
  if ! start_app "$v" "$w"; then
    stop_app
    record_failure "$round" "$v" "$w" "$START_ERR"
    return
  fi
  # one request must answer 200 with row 1 before any load
  probe=$(curl -s --max-time 10 -w '\n%{http_code}' "$APP_URL${WRK_PATH}1")
  code=$(tail -n 1 <<<"$probe")
  if [ "$code" != 200 ] || ! grep -q '"id":1,' <<<"$probe"; then
    stop_app
    record_failure "$round" "$v" "$w" "probe GET ${WRK_PATH}1 answered $code: $(head -n 1 <<<"$probe")"
    return
  fi

  bench_wrk "$CUR/warmup.wrk" "$WARMUP"

  if ! bench_sampler_start; then
    stop_app
    record_failure "$round" "$v" "$w" "connection sampler failed: $(cat "$CUR/conn.sampler.err")"
    return
  fi
  local busy0 busy1 wall0 wall1
  app_pids >"$CUR/pids"
  wall0=$(date +%s%N)
  busy0=$(machine_busy)
  pool_stats "$v" >"$CUR/stats0"
  cpu_snapshot "$CUR/pids" "$CUR/cpu0"
  bench_wrk "$CUR/measure.wrk" "$MEASURE"
  local wrk_rc=$?
  cpu_snapshot "$CUR/pids" "$CUR/cpu1"
  pool_stats "$v" >"$CUR/stats1"
  busy1=$(machine_busy)
  wall1=$(date +%s%N)
  local pss
  pss=$(pss_kb "$CUR/pids")
  touch "$CUR/conn.stop"
  wait "$SAMPLER_PID" 2>/dev/null
  local php_errors=0
  [ -f "$CUR/fpm/php-errors.log" ] && php_errors=$(grep -c . "$CUR/fpm/php-errors.log")
  stop_app

  local requests
  requests=$(wrk_file_field "$CUR/measure.wrk" requests)
  if [ -z "$requests" ] || [ "$requests" = 0 ]; then
    record_failure "$round" "$v" "$w" "wrk (rc $wrk_rc) produced no requests: $(tail -n 3 "$CUR/measure.wrk")"
    return
  fi
  if [ ! -s "$CUR/conn.sampler" ]; then
    record_failure "$round" "$v" "$w" "connection sampler: $(cat "$CUR/conn.sampler.err")"
    return
  fi
  local f dur p50 p90 p99 pmax e_status e_sock
  dur=$(wrk_file_field "$CUR/measure.wrk" duration_us)
  p50=$(wrk_file_field "$CUR/measure.wrk" p50_us)
  p90=$(wrk_file_field "$CUR/measure.wrk" p90_us)
  p99=$(wrk_file_field "$CUR/measure.wrk" p99_us)
  pmax=$(wrk_file_field "$CUR/measure.wrk" max_us)
  e_status=$(wrk_file_field "$CUR/measure.wrk" status)
  e_sock=0
  for f in connect read write timeout; do e_sock=$((e_sock + $(wrk_file_field "$CUR/measure.wrk" $f))); done
  local cpu
  cpu=$(awk 'NR == FNR { t0[$1 " " $2] = $3; c0[$1 " " $2] = $4; next }
             { k = $1 " " $2; s[$1] += $3 - ((k in t0) ? t0[k] : 0); seen[k] = 1
               if ($1 != "db") cs += $4 - ((k in c0) ? c0[k] : 0) }
             END { lost = 0; for (k in t0) if (!(k in seen)) lost++;
                   printf "%d %d %d %d %d\n", s["app"], s["mgr"], s["db"], lost, cs }' "$CUR/cpu0" "$CUR/cpu1")
  local sj=$CUR/conn.sampler
  local note=""
  [ "$v" = go ] && note="Go served directly (no nginx)"
  [ "$wrk_rc" != 0 ] && note="$note wrk exit status $wrk_rc"
  # shellcheck disable=SC2046
  set -- $(awk -v req="$requests" -v dur="$dur" -v hz="$HZ" -v cpu="$cpu" -v pss="$pss" \
      -v cd="$(json "$sj" connections_delta)" -v busy=$((busy1 - busy0)) \
      -v wrk="$(cat "$CUR/measure.wrk.ticks" 2>/dev/null)" -v ncpu="$(nproc)" \
      -v wall=$(((wall1 - wall0) / 1000)) 'BEGIN {
        split(cpu, c, " "); split(pss, m, " ");
        us = 1e6 / hz / req;
        other = busy - c[1] - c[2] - c[3] - wrk; if (other < 0) other = 0
        printf "%.1f %.3f %.4f %.1f %.1f %.1f %.1f %d %.1f %.1f %.2f %.0f %.0f %.0f\n",
          req / (dur / 1e6), dur / 1e6, cd / req,
          (c[1] + c[2]) * us, c[2] * us, c[3] * us, (c[1] + c[2] + c[3]) * us,
          c[4], (m[1] + m[2]) / 1024, m[2] / 1024, c[5] / req,
          100 * busy / hz / ncpu / (wall / 1e6), 100 * wrk / hz / ncpu / (wall / 1e6),
          100 * other / hz / ncpu / (wall / 1e6) }')
  local rps=$1 dur_s=$2 newpr=$3 cpu_app=$4 cpu_mgr=$5 cpu_db=$6 cpu_tot=$7 lost=$8 pss_mb=$9 mgr_mb=${10} csw=${11}
  local busy_pct=${12} wrk_pct=${13} other_pct=${14}
  [ "$v" = go ] && csw=""  # Go's work runs on threads other than the main one: not counted
  ms() { awk -v u="$1" 'BEGIN { printf "%.2f", u / 1000 }'; }
  record "$round" "$v" "$w" ok "$rps" "$requests" "$dur_s" "$(ms "$p50")" "$(ms "$p90")" "$(ms "$p99")" \
    "$(ms "$pmax")" $((e_status + e_sock)) "$e_status" "$e_sock" \
    "$(json "$sj" max_used_app)" "$(json "$sj" threads_max)" "$(json "$sj" threads_avg)" \
    "$(json "$sj" app_max)" "$(json "$sj" app_avg)" "$(json "$sj" connections_delta)" "$newpr" \
    "$cpu_app" "$cpu_mgr" "$cpu_db" "$cpu_tot" "$pss_mb" "$mgr_mb" "$csw" "$busy_pct" "$wrk_pct" "$other_pct" \
    "$php_errors" "$lost" "$note"
  say "  $rps req/s, p99 $(ms "$p99") ms, $((e_status + e_sock)) errors, max $(json "$sj" max_used_app) server connections, $newpr new conn/req, $cpu_tot µs CPU/req (app $cpu_app, db $cpu_db); machine ${busy_pct}% busy, wrk ${wrk_pct}%, others' ${other_pct}%"
  [ "$v" = mysqlpool ] && say "  $(waiting_per_lease "$CUR/stats0" "$CUR/stats1")"

  # keep what explains a failure: wrk output always, logs when they have something to say
  mkdir -p "$OUT/logs"
  cp "$CUR/measure.wrk" "$OUT/logs/$tag.wrk"
  [ -s "$CUR/fpm/php-errors.log" ] && tail -n 50 "$CUR/fpm/php-errors.log" >"$OUT/logs/$tag.php-errors.log"
  [ -s "$CUR/manager.log" ] && tail -n 100 "$CUR/manager.log" >"$OUT/logs/$tag.manager.log"
  [ -s "$CUR/go.log" ] && tail -n 50 "$CUR/go.log" >"$OUT/logs/$tag.go.log"
  return 0
}

# --- main -----------------------------------------------------------------------------------
T_START=$(date +%s)
say "mysqlpool reference workload: $MODE run, $ROUNDS round(s), configs: $CONFIGS"
ensure_deps
[ "$PHP_VERSION" = 8.2 ] && has mysqlpool && ensure_build

RUN=$(mktemp -d /tmp/mpbench.XXXXXX)
trap cleanup EXIT
trap 'exit 130' INT TERM
mkdir -p "$OUT" || die "cannot create $OUT"
OUT=$(cd "$OUT" && pwd)
HZ=$(getconf CLK_TCK)

# in_db_root CMD...: CMD where the server and php-fpm run: here, or in the Debian 13 root
in_db_root() { "$@"; }
FPM_BIN=php-fpm8.2
if [ "$PHP_VERSION" = 8.4 ]; then
  say "PHP 8.4 and MariaDB 11.8 in the Debian 13 root $DEB13_ROOT"
  deb13_root_ready || die "the Debian 13 root is not ready"
  cp /etc/hosts "$DEB13_ROOT/etc/hosts"
  { deb13_share /proc && deb13_share "$ROOT" ro && deb13_share "$RUN"; } || die "bind mounts into $DEB13_ROOT"
  in_db_root() { deb13 "$@"; }
  deb13_fpm_bins "$RUN/bin"
  export FPM_BIN=$RUN/bin/php-fpm NGINX_BIN=$RUN/bin/nginx
  if has mysqlpool; then
    say "building mysqlpool with PHP 8.4's phpize"
    deb13_build_ext "$RUN/build84" >"$RUN/build84.log" 2>&1 || { tail -n 25 "$RUN/build84.log" >&2; die "the PHP 8.4 build failed"; }
    SO=$RUN/build84/modules/mysqlpool.so
  fi
fi

if has mysqlpool; then
  # one build for the whole run, whatever others rebuild meanwhile: the extension and the
  # manager program it starts, which it finds beside it
  cp "$SO" "$RUN/mysqlpool.so"
  cp "$(dirname "$SO")/mysqlpool-manager" "$RUN/mysqlpool-manager"
fi
if has go; then
  say "building the Go server (bench/go/main.go)"
  (cd "$BENCH/go" && GO111MODULE=off GOPATH=/usr/share/gocode go build -o "$RUN/gobench" main.go) \
    >"$RUN/go-build.log" 2>&1 || { cat "$RUN/go-build.log" >&2; die "go build failed"; }
fi

say "starting MariaDB and loading 100,000 users"
in_db_root bash "$ROOT/scripts/lib/mariadb.sh" start "$RUN/db" >"$RUN/mariadb.log" 2>&1 || {
  cat "$RUN/mariadb.log" >&2
  die "MariaDB did not start"
}
# shellcheck disable=SC1091
source "$RUN/db/env.sh"
DB_PORT=$MYSQLPOOL_TEST_PORT
DB_USER=$MYSQLPOOL_TEST_USER
DB_PASSWORD=$MYSQLPOOL_TEST_PASSWORD
DB_SOCKET=$MYSQLPOOL_TEST_ROOT_SOCKET
DB_PID=$(cat "$RUN/db/mysqld.pid")
admin --default-character-set=utf8mb4 >/dev/null <"$BENCH/lib/users.sql" || die "could not create the users table"
rows=$(admin -N -e 'SELECT COUNT(*) FROM bench.users')
[ "$rows" = 100000 ] || die "users has $rows rows, not 100000"

{
  echo -e "key\tvalue"
  echo -e "date\t$(date -Is)"
  echo -e "mode\t$MODE"
  echo -e "rounds\t$ROUNDS"
  echo -e "configs\t$CONFIGS"
  echo -e "measure_s\t$MEASURE"
  echo -e "warmup_s\t$WARMUP"
  echo -e "wrk\t-t$THREADS -c$CONNS --timeout 5s, bench/wrk/random_user.lua"
  echo -e "pool\t$POOL"
  echo -e "git\t$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null)$(git -C "$ROOT" diff --quiet HEAD -- core ext 2>/dev/null || echo ' (core/ext modified)')"
  has mysqlpool && echo -e "mysqlpool_so\t$(date -r "$SO" -Is) sha256 $(sha256sum "$SO" | cut -c1-16)"
  echo -e "php\t$("$FPM_BIN" -v | head -n 1)"
  echo -e "mariadb\t$(in_db_root mariadbd --version)"
  has go && echo -e "go\t$(go version), go-sql-driver/mysql $(dpkg-query -W -f '${Version}' golang-github-go-sql-driver-mysql-dev)"
  echo -e "nginx\t$("${NGINX_BIN:-nginx}" -v 2>&1)"
  echo -e "cpus\t$(nproc) ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'))"
  echo -e "loadavg_start\t$(cut -d' ' -f1-3 /proc/loadavg)"
} >"$OUT/meta.tsv"

tr ' ' '\t' <<<"$COLUMNS_TSV" >"$OUT/runs.tsv"
for round in $(seq 1 "$ROUNDS"); do
  for c in $CONFIGS; do
    run_config "$round" "${c%%:*}" "${c#*:}"
  done
done
echo -e "loadavg_end\t$(cut -d' ' -f1-3 /proc/loadavg)" >>"$OUT/meta.tsv"
echo -e "elapsed_s\t$(($(date +%s) - T_START))" >>"$OUT/meta.tsv"

echo
php "$BENCH/lib/report.php" "$OUT" "$POOL"
report_rc=$?
if [ -s "$OUT/plot.tsv" ] && [ "$(cut -f2 "$OUT/plot.tsv" | sort -u | grep -c '^[1-9]')" -gt 1 ]; then
  if gnuplot -e "dir='$OUT'; pool=$POOL" "$BENCH/plot.gp" 2>"$RUN/gnuplot.err"; then
    echo "plot: $OUT/plot.png"
  else
    cat "$RUN/gnuplot.err" >&2
    echo "plot: gnuplot failed"
  fi
fi
# The workloads where pooling matters most (--full only): a Laravel-shaped endpoint, and three
# php-fpm pools of 64 workers against max_connections=151.
if [ "$MODE" = full ] && [ "$PHP_VERSION" = 8.4 ]; then
  echo "bench/laravel.sh and bench/oversubscription.sh run on the host's PHP 8.2 only: not run"
elif [ "$MODE" = full ]; then
  MYSQLPOOL_BUILD="$(dirname "$SO")" bash "$BENCH/laravel.sh" --rounds "$ROUNDS" --out "$OUT/laravel" ||
    echo "bench/laravel.sh failed"
  MYSQLPOOL_BUILD="$(dirname "$SO")" bash "$BENCH/oversubscription.sh" --out "$OUT/oversubscription" ||
    echo "bench/oversubscription.sh failed"
  gnuplot -e "laravel='$OUT/laravel/summary.tsv'; over='$OUT/oversubscription/oversubscription.tsv'; out='$OUT/laravel.png'" \
    "$BENCH/plot_laravel.gp" && echo "plot: $OUT/laravel.png"
fi
echo "results: $OUT  ($(($(date +%s) - T_START)) s)"
exit $report_rc
