#!/usr/bin/env bash
# Persistent PDO and mysqlpool side by side, in fast alternation: bench/run.sh's reference
# workload (GET /user.php?id=N, a primary-key lookup in 100,000 rows; wrk -t2 -cC) on two apps
# running at once against one private MariaDB: pdo_persistent and mysqlpool (pool of POOL), each
# with W php-fpm workers (pm=static, opcache) behind its own nginx. After a probe and a warm-up of
# each, N pairs of short slices, the order swapped every pair (A B, B A, A B, ...): neighbouring
# slices share the VM's speed drift, so a pair's ratio is steadier than two 15 s runs in turn.
#
#   bash bench/paired.sh                      32 workers, 10 pairs of 4 s slices (about 2 min)
#   bash bench/paired.sh --workers "32 128"   one worker count after the other, both apps fresh
# Options:
#   --workers "W ..."  php-fpm workers of each app (default 32)
#   --pairs N          slice pairs per worker count (default 10)
#   --slice S          seconds per slice (default 4)
#   --warmup S         seconds of warm-up per app (default 4)
#   --connections C    wrk connections, both apps (default 128)
#   --pool N           mysqlpool.max_connections (default 20)
#   --ini KEY=VAL      one more php.ini setting of the mysqlpool app (repeatable), e.g.
#                      --ini mysqlpool.wait_yields=2
#   --out DIR          results directory (default bench/results/<timestamp>-paired)
#   --keep             keep the run directory (/tmp/mpbench.*: logs, datadir)
#
# Per slice: req/s; CPU µs per request of the app (php-fpm, nginx, mysqlpool's manager) and of
# mariadbd (/proc/PID/stat, as run.sh); the measured app's peak server connections (each app has
# its own database user); wrk's p50 and p99 latency. Per pair: mysqlpool / pdo_persistent of
# req/s and CPU/req; per worker count their median and min-max. Files: slices.tsv, pairs.tsv,
# summary.tsv, meta.tsv, logs/.
# Needs what bench/run.sh installs; builds build/mysqlpool.so as run.sh does. Stops everything
# it started, by pid, on exit. More: bench/README.md.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BENCH=$ROOT/bench
# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"  # so_stale, build_so, fpm_pids, manager_pids, stop_manager, admin, sampler_run, ...

WORKERS=32 PAIRS=10 SLICE=4 WARMUP=4 CONNS=128 POOL=20 OUT="" KEEP=0 THREADS=2
EXTRA_INI=()
A=pdo_persistent B=mysqlpool

usage() { sed -n '2,/^set -uo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//'; exit "${1:-2}"; }
while [ $# -gt 0 ]; do
  case "$1" in
    --workers) WORKERS=${2:?}; shift 2 ;;
    --pairs) PAIRS=${2:?}; shift 2 ;;
    --slice) SLICE=${2:?}; shift 2 ;;
    --warmup) WARMUP=${2:?}; shift 2 ;;
    --connections) CONNS=${2:?}; shift 2 ;;
    --pool) POOL=${2:?}; shift 2 ;;
    --ini)
      [[ "${2:-}" =~ ^mysqlpool\.[a-z_]+=.+$ ]] || { echo "paired.sh: --ini wants mysqlpool.KEY=VALUE, not '${2:-}'" >&2; exit 2; }
      EXTRA_INI+=(--ini "$2"); shift 2 ;;
    --out) OUT=${2:?}; shift 2 ;;
    --keep) KEEP=1; shift ;;
    -h|--help) usage 0 ;;
    *) echo "paired.sh: unknown option $1" >&2; usage ;;
  esac
done
posint() { [[ "$2" =~ ^[1-9][0-9]*$ ]] || { echo "paired.sh: $1 wants a positive integer, not '$2'" >&2; exit 2; }; }
for w in $WORKERS; do posint --workers "$w"; done
[ -n "${WORKERS// /}" ] || { echo "paired.sh: --workers is empty" >&2; exit 2; }
for o in pairs:$PAIRS slice:$SLICE warmup:$WARMUP connections:$CONNS pool:$POOL; do posint "--${o%%:*}" "${o#*:}"; done
: "${OUT:=$BENCH/results/$(date +%Y%m%d-%H%M%S)-paired}"

say() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*"; }
die() { printf 'paired.sh: %s\n' "$*" >&2; exit 1; }

# --- what run.sh installs, and the extension ---------------------------------------------------
export FPM_BIN=${FPM_BIN:-php-fpm8.2}
command -v "$FPM_BIN" >/dev/null || { command -v php-fpm >/dev/null && FPM_BIN="php-fpm"; }
missing=""
for c in wrk nginx "$FPM_BIN" php mariadbd mariadb-install-db mariadb curl ss cmake; do command -v "$c" >/dev/null || missing="$missing $c"; done
[ -z "$missing" ] || die "missing:$missing (run 'bash bench/run.sh' once: it installs them)"
build_dir
SO=$BUILD/mysqlpool.so
if why=$(so_stale "$SO"); then
  say "building $SO ($why)"
  log=$(mktemp /tmp/mpbench-build.XXXXXX.log)
  build_so "$log" "$BUILD" || { tail -n 25 "$log" >&2; die "the build failed (log: $log)"; }
  rm -f "$log"
fi

# --- run directory, apps, cleanup ----------------------------------------------------------------
RUN="" APPS=() SAMPLER_PID=""
declare -A URL=() DBU=()

stop_apps() {  # both apps of the current worker count, in parallel (php-fpm stops gracefully)
  local d pids=()
  for d in "${APPS[@]}"; do
    ( "$ROOT/scripts/lib/fpm.sh" stop "$d/fpm" >>"$d/fpm-stop.log" 2>&1 ||
        say "fpm.sh stop reported an error (see $d/fpm-stop.log)"
      stop_manager "$d/mgr.sock"
      rm -f "$d/mgr.sock" "$d/mgr.sock".v* "$d/mgr.sock".pool-* ) &
    pids+=($!)
  done
  for d in "${pids[@]}"; do wait "$d"; done
  APPS=()
}

cleanup() {
  local rc=$?
  trap - EXIT INT TERM
  [ -n "$SAMPLER_PID" ] && kill "$SAMPLER_PID" 2>/dev/null && wait "$SAMPLER_PID" 2>/dev/null
  stop_apps
  if [ -n "$RUN" ]; then
    [ -d "$RUN/db" ] && bash "$ROOT/scripts/lib/mariadb.sh" stop "$RUN/db" >/dev/null 2>&1
    if [ "$KEEP" = 1 ]; then say "run directory kept: $RUN"; else rm -rf "$RUN"; fi
  fi
  exit $rc
}

wrk_run() {  # wrk_run OUT SECONDS URL; OUT.ticks gets wrk's CPU
  WRK_SEED=$RANDOM$RANDOM WRK_PATH="/user.php?id=" wrk_timed "$1" "$2" -t"$THREADS" -c"$CONNS" \
    --timeout 5s -s "$BENCH/wrk/random_user.lua" "$3"
}

start_app() {  # start_app VARIANT W: php-fpm + nginx in RUN/wW-VARIANT, probed and warmed up
  local v=$1 w=$2 d=$RUN/w$2-$1 probe code
  local args=(--workers "$w" --app "$BENCH/app")
  mkdir -p "$d"
  [ "$v" = "$B" ] && args+=(--ext "$RUN/mysqlpool.so" --ini "mysqlpool.max_connections=$POOL"
    --ini "mysqlpool.manager_socket=$d/mgr.sock" --ini "mysqlpool.manager_log=$d/manager.log"
    --ini "mysqlpool.manager_idle_exit_s=60" "${EXTRA_INI[@]}")
  APPS+=("$d")
  env BENCH_VARIANT="$v" BENCH_DB_HOST=127.0.0.1 BENCH_DB_PORT="$DB_PORT" BENCH_DB_NAME=bench \
      BENCH_DB_USER="${DBU[$v]}" BENCH_DB_PASSWORD="$DB_PASSWORD" \
      "$ROOT/scripts/lib/fpm.sh" start "$d/fpm" "${args[@]}" >"$d/fpm-start.log" 2>&1 ||
    { tail -n 8 "$d/fpm-start.log" >&2; die "$v: fpm.sh start failed"; }
  URL[$v]=$(cat "$d/fpm/url")
  probe=$(curl -s --max-time 10 -w '\n%{http_code}' "${URL[$v]}/user.php?id=1")
  code=$(tail -n 1 <<<"$probe")
  { [ "$code" = 200 ] && grep -q '"id":1,' <<<"$probe"; } ||
    die "$v: probe GET /user.php?id=1 answered $code: $(head -n 1 <<<"$probe") $(tail -n 3 "$d/fpm/php-errors.log" 2>/dev/null)"
}

# snap PIDS OUT: "GROUP PID TICKS CSW" of each live pid: utime+stime (all threads) and the main
# thread's context switches; no fork
snap() {
  local g p
  while read -r g p; do
    ticks_of "$p" || continue
    csw_of "$p"
    echo "$g $p $TICKS $CSW"
  done <"$1" >"$2"
}

# slice W PAIR POS VARIANT: one measured slice, a line in slices.tsv; sets S_RPS S_APP S_DB S_TOT
# S_CONN S_OTH (empty when wrk produced no request)
slice() {
  local w=$1 pair=$2 v=$4 f=$RUN/w$1-p$2-$4 b0 b1 t0 t1 req dur err k
  S_RPS="" S_APP="" S_DB="" S_TOT="" S_CONN="" S_OTH=""
  sampler_run "$f.conn" --socket "$DB_SOCKET" --user "${DBU[$v]}" --interval-ms 200 --max-s $((SLICE + 60)) ||
    say "WARNING: $v: connection sampler not ready: $(cat "$f.conn.sampler.err")"
  SAMPLER_PID=$sampler_pid
  t0=$(date +%s%N); b0=$(machine_busy); snap "$PIDS" "$f.cpu0"
  wrk_run "$f.wrk" "$SLICE" "${URL[$v]}"
  snap "$PIDS" "$f.cpu1"; b1=$(machine_busy); t1=$(date +%s%N)
  touch "$f.conn.stop"; wait "$SAMPLER_PID" 2>/dev/null; SAMPLER_PID=""
  req=$(wrk_file_field "$f.wrk" requests); dur=$(wrk_file_field "$f.wrk" duration_us)
  if [ -z "$req" ] || [ "$req" = 0 ]; then
    say "  $v slice of pair $pair FAILED: wrk produced no requests: $(tail -n 2 "$f.wrk" | tr '\n' ' ')"
    return 1
  fi
  err=0
  for k in status connect read write timeout; do err=$((err + $(wrk_file_field "$f.wrk" $k))); done
  local conn
  # shellcheck disable=SC2016
  conn=$(php -r '$j = json_decode(@file_get_contents($argv[1]), true) ?: [];
    echo ($j["max_used_app"] ?? "NA"), " ", ($j["app_max"] ?? "NA");' "$f.conn.sampler")
  # ticks per group over the slice: this app (php-fpm + nginx [+ manager]), db, the idle app
  local fields
  fields=$(awk -v v="$v" -v req="$req" -v dur="$dur" -v hz="$HZ" -v busy=$((b1 - b0)) \
      -v wrk="$(cat "$f.wrk.ticks" 2>/dev/null)" -v ncpu="$(nproc)" -v wall=$(((t1 - t0) / 1000)) '
    NR == FNR { t0[$1 " " $2] = $3; c0[$1 " " $2] = $4; next }
    ($1 " " $2) in t0 { d = $3 - t0[$1 " " $2]; seen[$1 " " $2] = 1
                        s[$1 == "mgr" ? "mysqlpool" : $1] += d; if ($1 == "mgr") m += d
                        if ($1 == v) cs += $4 - c0[$1 " " $2] }
    END { lost = 0; for (k in t0) if (!(k in seen)) lost++
      app = s[v]; idle = s[v == "pdo_persistent" ? "mysqlpool" : "pdo_persistent"]; us = 1e6 / hz / req
      other = busy - app - idle - s["db"] - wrk; if (other < 0) other = 0
      if (v != "mysqlpool") m = 0
      printf "%.3f\t%.1f\t%.1f\t%.1f\t%.1f\t%.1f\t%.1f\t%.1f\t%d\t%.2f\n", dur / 1e6, req / (dur / 1e6),
        app * us, m * us, s["db"] * us, (app + s["db"]) * us, idle * us,
        100 * other / hz / ncpu / (wall / 1e6), lost, cs / req }' "$f.cpu0" "$f.cpu1")
  IFS=$'\t' read -r _ S_RPS S_APP _ S_DB S_TOT _ S_OTH _ <<<"$fields"
  # slices.tsv: workers pair pos variant requests duration_s rps cpu_app_us cpu_mgr_us cpu_db_us
  #   cpu_total_us idle_app_us others_pct lost_pids csw_per_req errors max_used_conn sampled_conn
  #   p50_ms p99_ms (wrk's latency percentiles of the slice)
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$w" "$pair" "$3" "$v" "$req" "$fields" "$err" \
    "${conn% *}" "${conn#* }" "$(ms_of "$(wrk_file_field "$f.wrk" p50_us)")" \
    "$(ms_of "$(wrk_file_field "$f.wrk" p99_us)")" >>"$OUT/slices.tsv"
  S_CONN=${conn%% *}
  [ "$err" = 0 ] || say "  WARNING: $v: $err failed requests in pair $pair"
}

# ms_of US: microseconds as milliseconds with one decimal (NA when empty)
ms_of() { awk -v u="$1" 'BEGIN { if (u == "") print "NA"; else printf "%.1f\n", u / 1000 }'; }

# mstat FILE COLUMN W [VARIANT]: "median min max n" of COLUMN over W's rows (of VARIANT), NA skipped
mstat() {
  awk -F'\t' -v c="$2" -v w="$3" -v var="${4:-}" 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == c) k = i; next }
    $1 == w && (var == "" || $4 == var) && $k != "NA" && $k != "" { print $k }' "$1" | sort -g |
  awk '{ x[NR] = $1 } END { if (!NR) { print "NA NA NA 0"; exit }
    printf "%.6g %.6g %.6g %d\n", (NR % 2) ? x[(NR + 1) / 2] : (x[NR / 2] + x[NR / 2 + 1]) / 2, x[1], x[NR], NR }'
}

# --- main ----------------------------------------------------------------------------------------
T_START=$(date +%s)
RUN=$(mktemp -d /tmp/mpbench.XXXXXX)
trap cleanup EXIT; trap 'exit 130' INT TERM
mkdir -p "$OUT" || die "cannot create $OUT"
OUT=$(cd "$OUT" && pwd)
HZ=$(getconf CLK_TCK)
# one build for the whole run: the extension and the manager program it finds beside it
{ cp "$SO" "$RUN/mysqlpool.so" && cp "$(dirname "$SO")/mysqlpool-manager" "$RUN/mysqlpool-manager"; } ||
  die "cannot copy build/mysqlpool.so and build/mysqlpool-manager"

say "starting MariaDB and loading 100,000 users"
bash "$ROOT/scripts/lib/mariadb.sh" start "$RUN/db" >"$RUN/mariadb.log" 2>&1 || { cat "$RUN/mariadb.log" >&2; die "MariaDB did not start"; }
# shellcheck disable=SC1091
source "$RUN/db/env.sh"
DB_PORT=$MYSQLPOOL_TEST_PORT DB_PASSWORD=$MYSQLPOOL_TEST_PASSWORD DB_SOCKET=$MYSQLPOOL_TEST_ROOT_SOCKET
DB_PID=$(cat "$RUN/db/mysqld.pid")
admin --default-character-set=utf8mb4 >/dev/null <"$BENCH/lib/users.sql" || die "could not create the users table"
rows=$(admin -N -e 'SELECT COUNT(*) FROM bench.users')
[ "$rows" = 100000 ] || die "users has $rows rows, not 100000"
# mysqlpool's own user (same password and grants), so that the sampler tells the apps apart
admin -e "CREATE USER 'poolapp'@'%' IDENTIFIED BY '$DB_PASSWORD'; GRANT ALL PRIVILEGES ON *.* TO 'poolapp'@'%'" ||
  die "could not create the database user poolapp"
DBU=([$A]=$MYSQLPOOL_TEST_USER [$B]=poolapp)

{ printf 'key\tvalue\n'; printf 'date\t%s\n' "$(date -Is)"
  printf 'options\tworkers "%s" pairs %s slice %s s warmup %s s connections %s pool %s%s\n' "$WORKERS" "$PAIRS" "$SLICE" "$WARMUP" "$CONNS" "$POOL" "${EXTRA_INI[*]:+ ${EXTRA_INI[*]}}"
  printf 'git\t%s\n' "$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null)$(git -C "$ROOT" diff --quiet HEAD -- core ext 2>/dev/null || echo ' (core/ext modified)')"
  printf 'mysqlpool_so\t%s sha256 %s\n' "$(date -r "$SO" -Is)" "$(sha256sum "$SO" | cut -c1-16)"
  printf 'php\t%s\nmariadb\t%s\n' "$("$FPM_BIN" -v | head -n 1)" "$(mariadbd --version)"
  printf 'cpus\t%s\nloadavg_start\t%s\n' "$(nproc)" "$(cut -d' ' -f1-3 /proc/loadavg)"; } >"$OUT/meta.tsv"
printf 'workers\tpair\tpos\tvariant\trequests\tduration_s\trps\tcpu_app_us\tcpu_mgr_us\tcpu_db_us\tcpu_total_us\tidle_app_us\tothers_pct\tlost_pids\tcsw_per_req\terrors\tmax_used_conn\tsampled_conn\tp50_ms\tp99_ms\n' >"$OUT/slices.tsv"
printf 'workers\tpair\torder\tr_rps\tr_app\tr_db\tr_total\n' >"$OUT/pairs.tsv"
printf 'workers\tmetric\tmedian\tmin\tmax\tn\n' >"$OUT/summary.tsv"

r() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "" || a == 0) print "NA"; else printf "%.3f\n", b / a }'; }
for w in $WORKERS; do
  say "$w workers: starting $A and $B (pool of $POOL)"
  start_app "$A" "$w"; start_app "$B" "$w"
  for v in "$A" "$B"; do
    say "  warm-up $v ${WARMUP}s"
    wrk_run "$RUN/w$w-$v/warmup.wrk" "$WARMUP" "${URL[$v]}"
    [ "$(wrk_file_field "$RUN/w$w-$v/warmup.wrk" requests)" -gt 0 ] 2>/dev/null ||
      die "$v: warm-up produced no requests: $(tail -n 3 "$RUN/w$w-$v/warmup.wrk")"
  done
  PIDS=$RUN/w$w.pids  # listed once, idle: finding the manager forks for every process
  { for p in $(fpm_pids "$RUN/w$w-$A/fpm"); do echo "$A $p"; done
    for p in $(fpm_pids "$RUN/w$w-$B/fpm"); do echo "$B $p"; done
    for p in $(manager_pids "$RUN/w$w-$B/mgr.sock"); do echo "mgr $p"; done
    echo "db $DB_PID"; } >"$PIDS"
  grep -q '^mgr ' "$PIDS" || say "WARNING: no mysqlpool manager found: its CPU is not counted"
  say "  $PAIRS pairs of ${SLICE}s slices, the order swapped every pair (AB, BA, ...)"
  echo "  A = $A, B = $B; CPU in µs per request, app+db; x = B / A; conns = each app's peak"
  echo "  server connections (A/B); others% = CPU of other processes (A/B slice)"
  printf '%-4s %-5s %8s %8s %6s %10s %10s %6s %6s %7s %8s %7s\n' pair order "A req/s" "B req/s" "x rps" \
    "A app+db" "B app+db" "x app" "x db" "x total" "conns" "others%"
  for pair in $(seq 1 "$PAIRS"); do
    if [ $((pair % 2)) = 1 ]; then order="$A $B" o=AB; else order="$B $A" o=BA; fi
    declare -A RPS=() APP=() DB=() TOT=() CONN=() OTH=()
    pos=0
    for v in $order; do
      pos=$((pos + 1))
      slice "$w" "$pair" "$pos" "$v"
      RPS[$v]=$S_RPS APP[$v]=$S_APP DB[$v]=$S_DB TOT[$v]=$S_TOT CONN[$v]=$S_CONN OTH[$v]=${S_OTH%.*}
    done
    rr=$(r "${RPS[$A]}" "${RPS[$B]}") ra=$(r "${APP[$A]}" "${APP[$B]}") rd=$(r "${DB[$A]}" "${DB[$B]}") rt=$(r "${TOT[$A]}" "${TOT[$B]}")
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$w" "$pair" "$o" "$rr" "$ra" "$rd" "$rt" >>"$OUT/pairs.tsv"
    printf '%-4s %-5s %8.0f %8.0f %6s %10s %10s %6s %6s %7s %8s %7s\n' "$pair" "$o" "${RPS[$A]:-0}" "${RPS[$B]:-0}" "$rr" \
      "$(printf '%.0f+%.0f' "${APP[$A]:-0}" "${DB[$A]:-0}")" "$(printf '%.0f+%.0f' "${APP[$B]:-0}" "${DB[$B]:-0}")" \
      "$ra" "$rd" "$rt" "${CONN[$A]:-NA}/${CONN[$B]:-NA}" "${OTH[$A]:-NA}/${OTH[$B]:-NA}"
  done
  mkdir -p "$OUT/logs"
  for f in "$RUN/w$w-"{$A,$B}/{fpm/php-errors,manager}.log; do  # what explains a failure
    [ -s "$f" ] && tail -n 100 "$f" >"$OUT/logs/$(basename "${f%/*}")-${f##*/}"
  done
  stop_apps
  echo
  echo "$w workers, $PAIRS pairs: $B / $A, median (min-max)"
  for m in rps:req/s app:"app CPU/req" db:"db CPU/req" total:"total CPU/req"; do
    read -r med lo hi n <<<"$(mstat "$OUT/pairs.tsv" "r_${m%%:*}" "$w")"
    printf '  %-14s %6s  (%s-%s, %s pairs)\n' "${m#*:}" "$med" "$lo" "$hi" "$n"
    printf '%s\tratio_%s\t%s\t%s\t%s\t%s\n' "$w" "${m%%:*}" "$med" "$lo" "$hi" "$n" >>"$OUT/summary.tsv"
  done
  printf '  %-15s %8s %10s %10s %10s %10s %10s %8s %8s\n' "median of" "req/s" "app µs/req" "db µs/req" "total" "csw/req" "max conns" "p50 ms" "p99 ms"
  for v in "$A" "$B"; do
    line=$(printf '  %-15s' "$v")
    for c in rps cpu_app_us cpu_db_us cpu_total_us csw_per_req max_used_conn p50_ms p99_ms; do
      read -r med lo hi n <<<"$(mstat "$OUT/slices.tsv" "$c" "$w" "$v")"
      printf '%s\t%s_%s\t%s\t%s\t%s\t%s\n' "$w" "$v" "$c" "$med" "$lo" "$hi" "$n" >>"$OUT/summary.tsv"
      [ "$c" = max_used_conn ] && med=$hi  # the highest, not the median
      fmt='%10.0f'; [ "$c" = csw_per_req ] && fmt='%10.2f'; [[ "$c" = p*_ms ]] && fmt='%8.1f'
      # shellcheck disable=SC2059
      [ "$med" = NA ] && line="$line         NA" || line="$line $(printf "$fmt" "$med")"
    done
    echo "$line"
  done
  read -r _ _ hi _ <<<"$(mstat "$OUT/slices.tsv" max_used_conn "$w" "$B")"
  read -r _ _ hs _ <<<"$(mstat "$OUT/slices.tsv" sampled_conn "$w" "$B")"
  verdict="NOT MEASURED"
  [[ "$hi$hs" =~ NA ]] || { [ "$hi" -le "$POOL" ] && [ "$hs" -le "$POOL" ] && verdict=ok; } || verdict=EXCEEDED
  echo "  $B server connections: at most $hi (Max_used_connections), $hs sampled every 200 ms; pool of $POOL: $verdict"
  echo
done
printf 'loadavg_end\t%s\nelapsed_s\t%s\n' "$(cut -d' ' -f1-3 /proc/loadavg)" "$(($(date +%s) - T_START))" >>"$OUT/meta.tsv"
echo "results: $OUT  ($(($(date +%s) - T_START)) s)"
