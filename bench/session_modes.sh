#!/usr/bin/env bash
# Session safety's price: `statement` vs `request` pool mode on a framework-shaped request.
#
#   bash bench/session_modes.sh [--measure S] [--warmup S] [--workers N] [--pool N]
#                               [--work cpu|sleep|sleep:US] [--keep]
#
# --work: what happens between the queries: `cpu` (default) a ~200 µs PHP loop; `sleep` a
# 200 µs wait (`sleep:US`: US µs), like a call to a cache or another service, during which
# request mode still holds its connection and statement mode does not.
#
# The request (bench/app/session3.php): Laravel's two connect-time statements (`set names ...
# collate ...`, `set session sql_mode=...`), then 3 primary-key lookups in `users` (100k rows)
# with ~200 µs of PHP work between them. php-fpm with 64 workers (pm=static, opcache) behind
# nginx, mysqlpool.max_connections=8, wrk -t2 -c64. Per mode: a fresh php-fpm + nginx and a
# fresh manager (its own socket), a warm-up (default 5 s), then the measurement (default 15 s),
# with bench/app/stats.php (mysqlpool_stats()) read right before and right after.
#
# Reported per mode:
#   req/s            wrk's requests / duration
#   errors           non-2xx + socket errors + timeouts
#   leased           share of time the pool's connections are leased:
#                    delta leased_us_total / (pool size x wall µs between the two stats reads)
#   baseline/req     extra statements sent only to bring a connection to the handle's session
#                    baseline, per request: delta baseline_statements / requests (target: 0)
#   resets           delta baseline_resets (connections reset to change baseline)
#   leases/req       delta leases / requests
#
# Starts a private MariaDB (scripts/lib/mariadb.sh), builds nothing (needs mysqlpool.so in
# MYSQLPOOL_BUILD, default build/), and stops everything it started, by pid, also on Ctrl-C.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"  # stop_manager, wrk_field, wait_other_wrk, admin, db_start
build_dir
EXT=$BUILD/mysqlpool.so
MEASURE=15
WARMUP=5
WORKERS=64
POOL=8
WORK=cpu
KEEP=0
MODES="statement request"
while [ $# -gt 0 ]; do
  case "$1" in
    --measure) MEASURE=$2; shift 2 ;;
    --warmup) WARMUP=$2; shift 2 ;;
    --workers) WORKERS=$2; shift 2 ;;
    --pool) POOL=$2; shift 2 ;;
    --work) WORK=$2; shift 2 ;;
    --modes) MODES=$2; shift 2 ;;
    --keep) KEEP=1; shift ;;
    -h|--help) sed -n '2,27p' "$0"; exit 0 ;;
    *) echo "unknown option $1 (--help)" >&2; exit 2 ;;
  esac
done
[ -f "$EXT" ] || { echo "session_modes: $EXT does not exist (cmake --build build)" >&2; exit 1; }

TMP=$(mktemp -d /tmp/mpsess.XXXXXX)
RESULTS=$TMP/results.tsv
current_fpm=""
current_manager=""
wrk_pid=""

stop_mode() {
  [ -n "$current_fpm" ] && "$ROOT/scripts/lib/fpm.sh" stop "$current_fpm" >/dev/null 2>&1
  [ -n "$current_manager" ] && stop_manager "$current_manager"
  current_fpm=""
  current_manager=""
}
cleanup() {
  if [ -n "$wrk_pid" ] && kill -0 "$wrk_pid" 2>/dev/null; then
    kill "$wrk_pid" 2>/dev/null
    wait "$wrk_pid" 2>/dev/null
  fi
  stop_mode
  "$ROOT/scripts/lib/mariadb.sh" stop "$TMP/db" >/dev/null 2>&1
  if [ "$KEEP" = 1 ]; then
    rm -rf "$TMP/db/data"
    echo "# kept $TMP"
  else
    rm -rf "$TMP"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

echo "# session_modes: php-fpm $WORKERS workers, pool $POOL, PHP work between queries: $WORK, wrk -t2 -c64, warm-up ${WARMUP}s, measure ${MEASURE}s, modes: $MODES"
if ! db_start "$TMP/db" "$TMP/mariadb.log"; then
  cat "$TMP/mariadb.log" >&2
  exit 1
fi
admin <<'SQL' || exit 1
CREATE DATABASE IF NOT EXISTS bench CHARACTER SET utf8mb4;
USE bench;
CREATE TABLE bench.users (
  id INT PRIMARY KEY,
  name VARCHAR(64) NOT NULL,
  email VARCHAR(128) NOT NULL,
  created_at DATETIME NOT NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
INSERT INTO bench.users SELECT seq, CONCAT('user-', seq), CONCAT('user', seq, '@example.com'),
  '2024-01-01' + INTERVAL seq MINUTE FROM seq_1_to_100000;
SQL
export BENCH_DB_HOST=127.0.0.1 BENCH_DB_PORT=$MYSQLPOOL_TEST_PORT BENCH_DB_USER=$MYSQLPOOL_TEST_USER \
  BENCH_DB_PASSWORD=$MYSQLPOOL_TEST_PASSWORD BENCH_DB_NAME=bench BENCH_WORK=$WORK

field() { php -r '$j = json_decode($argv[1], true); echo $j["pool"][$argv[2]] ?? $j[$argv[2]] ?? "";' "$1" "$2"; }

printf 'mode\treq_s\terrors\tleased\tbaseline_per_req\tresets\tleases_per_req\tp50_ms\tp99_ms\n' >"$RESULTS"
for mode in $MODES; do
  dir=$TMP/$mode
  current_manager=$TMP/$mode-manager.sock
  current_fpm=$dir/fpm
  if ! "$ROOT/scripts/lib/fpm.sh" start "$current_fpm" --workers "$WORKERS" --app "$ROOT/bench/app" \
      --ext "$EXT" --ini "mysqlpool.max_connections=$POOL" --ini "mysqlpool.pool_mode=$mode" \
      --ini "mysqlpool.manager_socket=$current_manager" --ini "mysqlpool.manager_log=$TMP/$mode-manager.log" \
      >"$TMP/$mode-fpm-start.log" 2>&1; then
    cat "$TMP/$mode-fpm-start.log" >&2
    printf '%s\tFAILED (php-fpm did not start)\n' "$mode" >>"$RESULTS"
    stop_mode
    continue
  fi
  url=$(cat "$current_fpm/url")
  probe=$(curl -s --max-time 10 -w ' %{http_code}' "$url/session3.php")
  if [ "${probe##* }" != 200 ]; then
    echo "# $mode: probe failed: $probe" >&2
    printf '%s\tFAILED (probe: %s)\n' "$mode" "$probe" >>"$RESULTS"
    stop_mode
    continue
  fi
  wait_other_wrk  # one load test at a time on this machine
  wrk -t2 -c64 -d"${WARMUP}s" --timeout 5s "$url/session3.php" >"$TMP/$mode-warmup.wrk" 2>&1 &
  wrk_pid=$!
  wait "$wrk_pid"
  wait_other_wrk  # one load test at a time on this machine
  s0=$(curl -s --max-time 10 "$url/stats.php")
  wrk -t2 -c64 -d"${MEASURE}s" --timeout 5s -s "$ROOT/scripts/lib/wrk-report.lua" \
    "$url/session3.php" >"$TMP/$mode.wrk" 2>&1 &
  wrk_pid=$!
  wait "$wrk_pid"
  wrk_pid=""
  s1=$(curl -s --max-time 10 "$url/stats.php")
  requests=$(wrk_field "$mode" requests)
  if [ -z "$requests" ] || [ -z "$(field "$s0" leases)" ] || [ -z "$(field "$s1" leases)" ]; then
    echo "# $mode: no numbers (wrk: $(tail -n 3 "$TMP/$mode.wrk" | tr '\n' ' '); stats: $s0 / $s1)" >&2
    printf '%s\tFAILED (no numbers)\n' "$mode" >>"$RESULTS"
    stop_mode
    continue
  fi
  php -r '
    [$_, $mode, $pool, $s0, $s1, $wrk] = $argv;
    $a = json_decode($s0, true); $b = json_decode($s1, true);
    preg_match_all("/(\w+)=(\d+)/", $wrk, $m); $w = array_combine($m[1], array_map("intval", $m[2]));
    $d = fn($k) => $b["pool"][$k] - $a["pool"][$k];
    $wall = $b["time_us"] - $a["time_us"];
    $req = max(1, $w["requests"]);
    $errors = $w["status"] + $w["connect"] + $w["read"] + $w["write"] + $w["timeout"];
    printf("%s\t%.0f\t%d\t%.1f%%\t%.4f\t%d\t%.2f\t%.1f\t%.1f\n", $mode, $w["requests"] / ($w["duration_us"] / 1e6),
      $errors, 100 * $d("leased_us_total") / ($pool * $wall), $d("baseline_statements") / $req,
      $d("baseline_resets"), $d("leases") / $req, $w["p50_us"] / 1000, $w["p99_us"] / 1000);
  ' "$mode" "$POOL" "$s0" "$s1" "$(grep WRK "$TMP/$mode.wrk")" >>"$RESULTS"
  echo "# $mode: done ($(grep -E 'Requests/sec' "$TMP/$mode.wrk" | tr -s ' '))"
  grep -h 'bench session3' "$current_fpm/php-errors.log" 2>/dev/null | head -n 3 | sed 's/^/#   /'
  stop_mode
done

echo
column -t -s $'\t' "$RESULTS"
echo
echo "# leased = delta leased_us_total / ($POOL connections x wall time); baseline/req = extra baseline statements per request after warm-up (target 0)"
