#!/usr/bin/env bash
# mysqli prepared statements as Doctrine DBAL's mysqli driver uses them: per request connect,
# prepare ONE statement, execute it N times with a changed bound id, read each row
# (bench/app/stmt.php: bind_param('i', $id), result_metadata + bind_result + fetch, as
# Doctrine's Result; --fetch get_result: get_result + fetch_assoc), close. A private MariaDB with
# bench.users (bench/lib/users.sql, 100,000 rows), a private php-fpm + nginx reading a php.ini of
# its own only (scripts/lib/fpm.sh --php-ini), wrk -t2 -c<workers>. Variants, in interleaved
# rounds in one run:
#   stock_new         PHP's mysqli (extension=mysqlnd, mysqli), a new connection per request
#   stock_persistent  PHP's mysqli, host 'p:127.0.0.1': a persistent link per worker
#   mysqlpool         mysqlpool's mysqli (extension=pdo + mysqlpool.so, mysqlpool.serve_mysqli=1,
#                     PHP's mysqli not loaded), one pool of --pool for every worker
#
#   bash bench/mysqli_stmt.sh [--quick] [--rounds N] [--measure S] [--warmup S] [--workers "32"]
#                             [--pool N] [--executes N] [--fetch bind|get_result]
#                             [--variants "stock_new stock_persistent mysqlpool"] [--no-build]
#                             [--out DIR] [--keep]
# Defaults: 3 rounds, 32 workers, pool 8, 20 executes a request; per round and worker count each
# variant gets a fresh php-fpm + nginx (and manager), a probe, 3 s of warm-up (mysqlpool prepares
# the statement on its connections there), then 10 s of wrk: about 4 minutes. --quick: 1 round,
# 2 s + 6 s (about 1.5 minutes), for a smoke run. MYSQLPOOL_BUILD names the build whose
# mysqlpool.so the mysqlpool variant loads (default build/, built when stale; --no-build: as it
# is). Run it on a quiet machine: it says so when the load average is above 3.
#
# Figures per round, worker count and variant (the summary: medians over the rounds, errors and
# max conns the highest):
#   req/s, p99 ms, errors     wrk (errors: non-2xx + socket errors + timeouts)
#   max conns                 the app's peak of server connections (scripts/lib/sampler.php:
#                             Max_used_connections after FLUSH STATUS, minus the harness's)
#   per request               divided by the requests php-fpm ran from idle to idle around wrk's
#                             window (its status page, less its own reads: column served)
#   new conn/req              the server's Connections delta / requests
#   app, db µs/req            utime+stime of php-fpm (master + workers), nginx and the manager /
#                             of mariadbd, from /proc/PID/stat from idle to idle, per request;
#                             mgr µs/req: the manager's share of app
#   prepares/exec             Com_stmt_prepare delta / Com_stmt_execute delta over the measured
#                             window (after the warm-up): stock prepares every request, 1/N;
#                             mysqlpool's target is <= 0.1 (prepared once per pooled connection)
#   executes/req, prepares/req, closes/req   Com_stmt_execute, _prepare, _close / requests
#   other CPU %               machine busy time not used by app or db (wrk, other jobs)
#   ratios                    per round, then their median: req/s, app and db CPU per request of
#                             mysqlpool / stock_new's and / stock_persistent's
# Writes OUT/runs.tsv, OUT/summary.tsv, OUT/ratios.tsv, OUT/meta.tsv and every wrk output (OUT
# defaults to bench/results/<timestamp>-mysqli-stmt/), prints the tables and a summary line.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=bench/lib/laravel.sh
source "$ROOT/bench/lib/laravel.sh"  # lb_setup, lb_ensure_so, lb_status, lb_cleanup, common.sh
# shellcheck source=bench/lib/fpm_window.sh
source "$ROOT/bench/lib/fpm_window.sh"  # fpm_status, fpm_drain, STATUS_READS

ROUNDS=3 MEASURE=10 WARMUP=3 WORKER_COUNTS=32 POOL=8 EXECUTES=20 FETCH=bind KEEP=0 OUT=""
VARIANTS="stock_new stock_persistent mysqlpool"
ROWS=100000
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) ROUNDS=1 MEASURE=6 WARMUP=2; shift ;;
    --rounds) ROUNDS=${2:?}; shift 2 ;;
    --measure) MEASURE=${2:?}; shift 2 ;;
    --warmup) WARMUP=${2:?}; shift 2 ;;
    --workers) WORKER_COUNTS=${2:?}; shift 2 ;;
    --pool) POOL=${2:?}; shift 2 ;;
    --executes) EXECUTES=${2:?}; shift 2 ;;
    --fetch) FETCH=${2:?}; shift 2 ;;
    --variants) VARIANTS=${2:?}; shift 2 ;;
    --no-build) export LB_NO_BUILD=1; shift ;;
    --out) OUT=${2:?}; shift 2 ;;
    --keep) KEEP=1; shift ;;
    -h|--help) sed -n '2,/^set -uo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "mysqli_stmt.sh: unknown option $1 (--help)" >&2; exit 2 ;;
  esac
done
for v in $VARIANTS; do
  case "$v" in stock_new|stock_persistent|mysqlpool) ;; *) lb_die "unknown variant $v" ;; esac
done
case "$FETCH" in bind|get_result) ;; *) lb_die "--fetch is bind or get_result" ;; esac
lb_setup mysqli-stmt mpstmtbench

load=$(cut -d' ' -f1 /proc/loadavg)
awk -v l="$load" 'BEGIN { exit !(l > 3) }' &&
  lb_say "WARNING: load average $load: other jobs run; the figures will be noisy (--quick for a smoke run)"
lb_say "mysqli statements: variants $VARIANTS; $ROUNDS round(s), workers $WORKER_COUNTS, pool $POOL, $EXECUTES executes a request (fetch $FETCH), ${WARMUP}s + ${MEASURE}s each"
[[ " $VARIANTS " == *" mysqlpool "* ]] && lb_ensure_so

# --- the server, the data, the php.ini files -----------------------------------------------------
DB_DIR=$RUN/db
LB_DB_DIRS+=("$DB_DIR")
db_start "$DB_DIR" "$DB_DIR.log" || { cat "$DB_DIR.log" >&2; lb_die "MariaDB did not start"; }
DB_PORT=$MYSQLPOOL_TEST_PORT DB_USER=$MYSQLPOOL_TEST_USER DB_PASSWORD=$MYSQLPOOL_TEST_PASSWORD
DB_SOCKET=$MYSQLPOOL_TEST_ROOT_SOCKET DB_PID=$(cat "$DB_DIR/mysqld.pid")
admin --default-character-set=utf8mb4 >/dev/null <"$ROOT/bench/lib/users.sql" || lb_die "could not create the users table"
export BENCH_DB_HOST=127.0.0.1 BENCH_DB_PORT=$DB_PORT BENCH_DB_USER=$DB_USER BENCH_DB_PASSWORD=$DB_PASSWORD \
  BENCH_DB_NAME=bench BENCH_ROWS=$ROWS
lb_say "MariaDB pid $DB_PID port $DB_PORT; bench.users: $(admin -N -e "SELECT COUNT(*) FROM bench.users") rows"

# stmt_php_ini FILE stock|pool: the php.ini php-fpm runs with alone (as php -n: nothing of the
# system's): opcache, then PHP's mysqli on mysqlnd, or mysqlpool's (pdo, mysqlpool.so,
# serve_mysqli=1; PHP's mysqli and mysqlnd not loaded)
stmt_php_ini() {
  {
    echo "; generated by bench/mysqli_stmt.sh: mysqli $2"
    echo "zend_extension = opcache.so"
    echo "opcache.enable = 1"
    echo "opcache.validate_timestamps = 0"
    if [ "$2" = stock ]; then
      printf 'extension = %s\n' mysqlnd mysqli
    else
      printf '%s\n' "extension = pdo" "extension = $SO" "mysqlpool.serve_mysqli = 1" \
        "mysqlpool.max_connections = $POOL" "mysqlpool.manager_socket = $RUN/mgr.sock" \
        "mysqlpool.manager_log = $RUN/manager.log" "mysqlpool.acquire_timeout_ms = 10000"
    fi
  } >"$1"
}
stmt_php_ini "$RUN/stock.ini" stock
if [[ " $VARIANTS " == *" mysqlpool "* ]]; then
  stmt_php_ini "$RUN/pool.ini" pool
  LB_MGR_SOCKS+=("$RUN/mgr.sock")
fi
PAGE="/stmt.php?n=$EXECUTES&fetch=$FETCH"

# fpm_for DIR VARIANT WORKERS: php-fpm + nginx of that variant serving bench/app; LB_URL
fpm_for() {
  local dir=$1 v=$2 w=$3 ini=$RUN/stock.ini
  [ "$v" = mysqlpool ] && ini=$RUN/pool.ini
  LB_FPM_DIRS+=("$dir")
  LB_URL=""
  BENCH_PERSISTENT=$([ "$v" = stock_persistent ] && echo 1 || echo 0) \
    "$ROOT/scripts/lib/fpm.sh" start "$dir" --workers "$w" --app "$ROOT/bench/app" --php-ini "$ini" \
    >"$dir.start.log" 2>&1 || { cat "$dir.start.log" >&2; return 1; }
  LB_URL=$(cat "$dir/url")
}

# probe URL: the page answers 200 with its N rows
probe() {
  local body
  body=$(curl -s --max-time 30 -w '\n%{http_code}' "$1$PAGE")
  [ "${body##*$'\n'}" = 200 ] && [[ "$body" == *"\"rows\":$EXECUTES,"* ]] && return 0
  lb_say "  probe: HTTP ${body##*$'\n'}: $(head -c 300 <<<"${body%$'\n'*}")"
  return 1
}

COLS="round workers variant rps requests served p50_ms p99_ms errors max_conns new_conn_per_req cpu_app_us cpu_mgr_us cpu_db_us prepares_per_exec executes_per_req prepares_per_req closes_per_req other_cpu_pct"
tr ' ' '\t' <<<"$COLS" >"$OUT/runs.tsv"

# measure ROUND WORKERS VARIANT DIR URL: one measurement into runs.tsv (bench/lib/stmt_report.php
# row), from idle to idle around wrk's window, as bench/wordpress.sh's
measure() {
  local round=$1 w=$2 v=$3 dir=$4 url=$5 tag=$4-m
  local app_pids mgr_pids s0 s1 a0 a1 m0 m1 d0 d1 b0 b1 t0 t1 sampler acc0 served
  fpm_drain "$url"
  acc0=$FPM_ACCEPTED
  STATUS_READS=0
  s0=$(lb_status)
  sampler_run "$tag" --socket "$DB_SOCKET" --user "$DB_USER" --interval-ms 100 --max-s $((MEASURE + 60))
  sampler=$sampler_pid
  LB_BG+=("$sampler")
  app_pids=$(fpm_pids "$dir" | tr '\n' ' ')
  mgr_pids=$(manager_pids "$RUN/mgr.sock" | tr '\n' ' ')
  a0=$(cpu_ticks $app_pids); m0=$(cpu_ticks $mgr_pids); d0=$(cpu_ticks "$DB_PID"); b0=$(machine_busy); t0=$(date +%s%N)
  wrk -t2 -c"$w" -d"${MEASURE}s" --timeout 10s -s "$ROOT/scripts/lib/wrk-report.lua" "$url$PAGE" >"$tag.wrk" 2>&1
  fpm_drain "$url"
  served=$((FPM_ACCEPTED - acc0 - STATUS_READS))
  a1=$(cpu_ticks $app_pids); m1=$(cpu_ticks $mgr_pids); d1=$(cpu_ticks "$DB_PID"); b1=$(machine_busy); t1=$(date +%s%N)
  touch "$tag.stop"
  wait "$sampler" 2>/dev/null
  s1=$(lb_status)
  cp "$tag.wrk" "$OUT/r$round-w$w-$v.wrk"
  if [ -z "$(wrk_file_field "$tag.wrk" requests)" ] || [ "${served:-0}" -le 0 ] || [ ! -s "$tag.sampler" ]; then
    lb_say "  no numbers: $(tail -n 2 "$tag.wrk" | tr '\n' ' ') $(cat "$tag.sampler.err")"
    printf '%s\t%s\t%s\tFAILED no numbers\n' "$round" "$w" "$v" >>"$OUT/runs.tsv"
    return
  fi
  php "$ROOT/bench/lib/stmt_report.php" row "$round" "$w" "$v" "$HZ" "$(grep '^WRK' "$tag.wrk")" "$tag.sampler" \
    "$s0" "$s1" $(( (a1 - a0) + (m1 - m0) )) $((m1 - m0)) $((d1 - d0)) $((b1 - b0)) $(( (t1 - t0) / 1000000 )) "$(nproc)" \
    "$served" >>"$OUT/runs.tsv"
  lb_say "  $(tail -n 1 "$OUT/runs.tsv" | awk -F'\t' '{ printf "%s req/s, p99 %s ms, %s errors, max %s server conns, %s new conn/req, app %s µs/req (manager %s), db %s µs/req, %s prepares/execute (%s executes/req)", $4, $8, $9, $10, $11, $12, $13, $14, $15, $16 }')"
}

# run_variant ROUND WORKERS VARIANT: a fresh php-fpm + nginx (and manager), probe, warm-up, measure
run_variant() {
  local round=$1 w=$2 v=$3 dir=$RUN/r$1-w$2-$3
  lb_say "round $round, $w workers: $v"
  wait_db_idle
  if ! fpm_for "$dir" "$v" "$w" || ! probe "$LB_URL"; then
    printf '%s\t%s\t%s\tFAILED to start or probe\n' "$round" "$w" "$v" >>"$OUT/runs.tsv"
    lb_fpm_stop "$dir"; lb_stop_managers; return
  fi
  wait_other_wrk
  wrk -t2 -c"$w" -d"${WARMUP}s" --timeout 10s "$LB_URL$PAGE" >"$dir.warmup.wrk" 2>&1
  measure "$round" "$w" "$v" "$dir" "$LB_URL"
  [ -s "$dir/php-errors.log" ] && tail -n 20 "$dir/php-errors.log" >"$OUT/r$round-w$w-$v.php-errors.log"
  lb_fpm_stop "$dir"
  lb_stop_managers
}

for round in $(seq 1 "$ROUNDS"); do
  for w in $WORKER_COUNTS; do
    for v in $VARIANTS; do run_variant "$round" "$w" "$v"; done
  done
done

{
  echo -e "key\tvalue"
  echo -e "date\t$(date -Is)"
  echo -e "rounds\t$ROUNDS"
  echo -e "warmup_s\t$WARMUP"
  echo -e "measure_s\t$MEASURE"
  echo -e "workers\t$WORKER_COUNTS"
  echo -e "pool\t$POOL"
  echo -e "executes_per_request\t$EXECUTES"
  echo -e "fetch\t$FETCH"
  echo -e "git\t$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null)"
  echo -e "mysqlpool.so\t${SO:-not loaded} ($(build_dir; echo "$BUILD"))"
  echo -e "php\t$(php -r 'echo PHP_VERSION;')"
  echo -e "mariadb\t$(mariadbd --version 2>/dev/null)"
  echo -e "load_at_start\t$load"
  echo -e "elapsed_s\t$(($(date +%s) - T0))"
} >"$OUT/meta.tsv"
echo
php "$ROOT/bench/lib/stmt_report.php" summary "$OUT" "$EXECUTES" "$POOL"
echo "results: $OUT ($(($(date +%s) - T0)) s)"
