#!/usr/bin/env bash
# The reference workload and the Laravel-shaped endpoint over TLS, against a private MariaDB
# that requires it (--require-secure-transport=ON, certificates made fresh by
# scripts/lib/tls_certs.sh). Three variants, all with PDO::MYSQL_ATTR_SSL_CA set (the server's
# certificate verified, SSL_VERIFY_SERVER_CERT on):
#   pdo_new         pdo_mysql, a new connection (TCP + TLS handshake + auth) per request
#   pdo_persistent  pdo_mysql with PDO::ATTR_PERSISTENT (one TLS session per php-fpm worker)
#   mysqlpool       the pool (pool of 20): the manager does the handshake and auth once per pooled
#                   connection, the workers go on with the session's keys
# Workloads (each its own php-fpm + nginx per variant, as bench/run.sh and bench/laravel.sh):
#   user     GET /user.php?id=N, one primary-key lookup (bench/app/user.php), wrk -t2 -c128
#   laravel  the Laravel app's N+1 /quote (bench/app/tls-laravel/index.php: scripts/laravel/app
#            with TLS in the connection's PDO options), wrk -t2 -c64
#
#   bash bench/tls.sh            3 interleaved rounds (the variant order rotated every round),
#                                3 s warm-up + 10 s measured per variant, 32 php-fpm workers;
#                                stops starting rounds when the next would pass the budget
#                                (600 s for the whole script): at most 10 minutes
#   bash bench/tls.sh --quick    1 round, 3 s + 8 s per variant: about 3 minutes
# Options:
#   --rounds N  --measure S  --warmup S  --workers N (32)  --pool N (20)
#   --budget S          the whole script's time limit in seconds (default 600; 0: none)
#   --variants "pdo_new pdo_persistent mysqlpool"   --workloads "user laravel"
#   --out DIR           results (default bench/results/<timestamp>-tls)
#   --keep              keep the run directory under /tmp
# Environment: MYSQLPOOL_BUILD (the build folder, default build/; its mysqlpool.so is built when
# missing or stale).
#
# A variant whose probe fails (e.g. a mysqlpool without TLS refuses PDO::MYSQL_ATTR_SSL_CA) is
# recorded as failed with the reason and not tried again in later rounds.
# Figures per variant (medians over the rounds; server connections and errors: the highest):
#   req/s, p99 ms      wrk
#   app CPU µs/req     utime+stime (/proc/PID/stat) of php-fpm (master + workers) and the
#                      mysqlpool manager over the measurement / requests; nginx apart (nginx_us)
#   db CPU µs/req      the same for mariadbd
#   server conns       the app's peak of server connections (scripts/lib/sampler.php)
#   new conn/req       the server's Connections delta / requests
#   others %           machine busy time used by neither the app, nginx, the db nor wrk, % of all CPUs
# Ratios, per round then the median: mysqlpool/pdo_new requests/s (target >= 3) and
# mysqlpool/pdo_persistent CPU per request, app + db (target <= 1.0).
# Writes OUT/runs.tsv, OUT/medians.tsv, OUT/ratios.tsv, OUT/meta.tsv, OUT/logs/.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BENCH=$ROOT/bench
# shellcheck source=bench/lib/laravel.sh
source "$BENCH/lib/laravel.sh"  # lb_* (and scripts/lib/common.sh)

ROUNDS=3 MEASURE=10 WARMUP=3 WORKERS=32 POOL=20 BUDGET=600 KEEP=0 OUT=""
VARIANTS="pdo_new pdo_persistent mysqlpool"
WORKLOADS="user laravel"
USER_CONNS=128 LARAVEL_CONNS=64

while [ $# -gt 0 ]; do
  case "$1" in
    --quick) ROUNDS=1 MEASURE=8 WARMUP=3; shift ;;
    --rounds) ROUNDS=${2:?}; shift 2 ;;
    --measure) MEASURE=${2:?}; shift 2 ;;
    --warmup) WARMUP=${2:?}; shift 2 ;;
    --workers) WORKERS=${2:?}; shift 2 ;;
    --pool) POOL=${2:?}; shift 2 ;;
    --budget) BUDGET=${2:?}; shift 2 ;;
    --variants) VARIANTS=${2:?}; shift 2 ;;
    --workloads) WORKLOADS=${2:?}; shift 2 ;;
    --out) OUT=${2:?}; shift 2 ;;
    --keep) KEEP=1; shift ;;
    -h|--help) sed -n '2,/^set -uo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "tls.sh: unknown option $1 (--help)" >&2; exit 2 ;;
  esac
done
for v in $VARIANTS; do
  case "$v" in pdo_new|pdo_persistent|mysqlpool) ;; *) lb_die "unknown variant $v" ;; esac
done
for w in $WORKLOADS; do
  case "$w" in user|laravel) ;; *) lb_die "unknown workload $w" ;; esac
done
for c in wrk nginx php-fpm8.2 mariadbd openssl curl ss; do
  command -v "$c" >/dev/null || lb_die "$c is missing (bash scripts/deps.sh; bench/run.sh installs the rest)"
done
[[ " $WORKLOADS " != *" laravel "* ]] || [ -f /usr/share/php/Illuminate/autoload.php ] ||
  lb_die "the laravel workload needs Debian's php-laravel-framework (scripts/laravel/deps.txt)"

lb_setup tls mptls  # OUT, RUN (removed at exit with everything started), HZ, T0
mkdir -p "$OUT/logs"
SKIP=" "  # WORKLOAD:VARIANT pairs dropped after a failed start or probe in round 1
SKIP_WHY=()

# --- the extension, the certificates, the server ----------------------------------------------
[[ " $VARIANTS " == *" mysqlpool "* ]] && lb_ensure_so  # SO=RUN/mysqlpool.so

CERTS=$RUN/certs
bash "$ROOT/scripts/lib/tls_certs.sh" "$CERTS" >"$RUN/certs.log" 2>&1 || { cat "$RUN/certs.log" >&2; lb_die "tls_certs.sh failed"; }
export MARIADB_EXTRA_ARGS="--ssl-ca=$CERTS/ca.pem --ssl-cert=$CERTS/server.pem --ssl-key=$CERTS/server.key --require-secure-transport=ON"
# The Laravel app is migrated and seeded by its CLI (lb_db_start) over the Unix socket: the
# server takes a socket without TLS (it is local), and the app's stock config has no TLS option.
export DB_SOCKET=$RUN/db/mysqld.sock
lb_db_start
export -n DB_SOCKET  # still the harness's (lb_*, the sampler); the app connects over TCP with TLS
admin --default-character-set=utf8mb4 >/dev/null <"$BENCH/lib/users.sql" || lb_die "could not create the users table"
[ "$(admin -N -e 'SELECT COUNT(*) FROM bench.users')" = 100000 ] || lb_die "bench.users is not 100,000 rows"
# what bench/app/user.php and bench/app/tls-laravel/index.php read (php-fpm has clear_env=no)
export BENCH_DB_HOST=127.0.0.1 BENCH_DB_PORT=$DB_PORT BENCH_DB_NAME=bench BENCH_DB_USER=$DB_USER \
  BENCH_DB_PASSWORD=$DB_PASSWORD BENCH_DB_SSL_CA=$CERTS/ca.pem
lb_say "MariaDB pid $DB_PID port $DB_PORT, TLS required ($(admin -N -e "SELECT @@version, @@tls_version, @@require_secure_transport" | tr '\t' ' '))"

# tls_check NAME PHP-ARGS... -- DSN_PREFIX CA: one CLI connection over TCP with SSL_CA=CA and
# SSL_VERIFY_SERVER_CERT; prints NAME and the session's Ssl_version and Ssl_cipher, or the error
tls_check() {
  local name=$1 args=()
  shift
  while [ "$1" != -- ]; do args+=("$1"); shift; done
  shift
  printf '%s\t' "$name"
  php "${args[@]}" -r '
    [$_, $prefix, $port, $user, $pw, $ca] = $argv;
    $o = [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION];
    if ($ca !== "none") { $o[PDO::MYSQL_ATTR_SSL_CA] = $ca; $o[PDO::MYSQL_ATTR_SSL_VERIFY_SERVER_CERT] = true; }
    try {
      $db = new PDO("$prefix:host=127.0.0.1;port=$port;dbname=bench", $user, $pw, $o);
      $s = $db->query("SHOW SESSION STATUS WHERE Variable_name IN (\"Ssl_version\", \"Ssl_cipher\")")->fetchAll(PDO::FETCH_KEY_PAIR);
      echo "connected: ", $s["Ssl_version"] ?? "?", " ", $s["Ssl_cipher"] ?? "?", "\n";
    } catch (Throwable $e) { echo "refused: ", strtr($e->getMessage(), "\n", " "), "\n"; }
  ' "$@" 2>&1 | head -n 1
}
{
  echo -e "check\tresult"
  tls_check "pdo_mysql, CA" -- mysql "$DB_PORT" "$DB_USER" "$DB_PASSWORD" "$CERTS/ca.pem"
  tls_check "pdo_mysql, another CA (must be refused)" -- mysql "$DB_PORT" "$DB_USER" "$DB_PASSWORD" "$CERTS/other-ca.pem"
  tls_check "pdo_mysql, no TLS (must be refused)" -- mysql "$DB_PORT" "$DB_USER" "$DB_PASSWORD" none
  if [[ " $VARIANTS " == *" mysqlpool "* ]]; then
    mp=(-d "extension=$SO" -d "mysqlpool.manager_socket=$RUN/cli-mgr.sock" -d "mysqlpool.manager_log=$RUN/cli-manager.log")
    LB_MGR_SOCKS+=("$RUN/cli-mgr.sock")
    tls_check "mysqlpool, CA" "${mp[@]}" -- mysqlpool "$DB_PORT" "$DB_USER" "$DB_PASSWORD" "$CERTS/ca.pem"
    tls_check "mysqlpool, another CA (must be refused)" "${mp[@]}" -- mysqlpool "$DB_PORT" "$DB_USER" "$DB_PASSWORD" "$CERTS/other-ca.pem"
    stop_manager "$RUN/cli-mgr.sock"
  fi
} >"$OUT/tls_checks.tsv"
sed 1d "$OUT/tls_checks.tsv" | sed 's/^/  tls check: /; s/\t/: /'
wait_db_idle

# --- one variant ------------------------------------------------------------------------------
COLS="round workload variant position status rps requests p50_ms p99_ms errors max_conns sampled_max new_conn_per_req cpu_fpm_us cpu_mgr_us cpu_app_us cpu_nginx_us cpu_db_us cpu_total_us wrk_cpu_pct other_cpu_pct note"
tr ' ' '\t' <<<"$COLS" >"$OUT/runs.tsv"

record_failure() {  # ROUND WORKLOAD VARIANT POSITION WHY
  local n fields=("$1" "$2" "$3" "$4" failed) i
  n=$(wc -w <<<"$COLS")
  for i in $(seq $((${#fields[@]} + 1)) $((n - 1))); do fields+=(""); done
  fields+=("$(tr '\t\n' '  ' <<<"$5" | cut -c1-300)")
  (IFS=$'\t'; echo "${fields[*]}") >>"$OUT/runs.tsv"
  lb_say "  FAILED: $5"
}

# group_pids DIR VARIANT: "GROUP PID" lines of what is measured: fpm (php-fpm master + workers), nginx,
# mgr (the mysqlpool manager and its children), db
group_pids() {
  local p c
  for p in $(fpm_pids "$1"); do
    c=$(cat "/proc/$p/comm" 2>/dev/null) || continue
    case "$c" in nginx*) echo "nginx $p" ;; *) echo "fpm $p" ;; esac
  done
  [ "$2" = mysqlpool ] || { echo "db $DB_PID"; return; }
  for p in $(manager_pids "$RUN/mgr.sock"); do
    echo "mgr $p"
    for c in $(pgrep -P "$p"); do echo "mgr $c"; done
  done
  echo "db $DB_PID"
}
# group_ticks FILE: "fpm nginx mgr db" CPU ticks (utime+stime, all threads) of FILE's pids, now;
# no fork (ticks_of)
group_ticks() {
  local g p
  local -A t=([fpm]=0 [nginx]=0 [mgr]=0 [db]=0)
  while read -r g p; do
    ticks_of "$p" && t[$g]=$((t[$g] + TICKS))
  done <"$1"
  echo "${t[fpm]} ${t[nginx]} ${t[mgr]} ${t[db]}"
}

# load_wrk OUT WORKLOAD SECONDS URL: wrk's output in OUT, its CPU ticks (children's user+system
# time of the subshell) in OUT.ticks
load_wrk() {
  if [ "$2" = user ]; then
    WRK_SEED=$RANDOM$RANDOM WRK_PATH=/user.php?id= wrk_timed "$1" "$3" -t2 -c"$USER_CONNS" \
      --timeout 5s -s "$BENCH/wrk/random_user.lua" "$4"
  else
    WRK_SEED=$RANDOM$RANDOM wrk_timed "$1" "$3" -t2 -c"$LARAVEL_CONNS" --timeout 10s \
      -s "$BENCH/wrk/laravel_quote.lua" "$4"
  fi
}

# app_stop DIR VARIANT: php-fpm + nginx, and the manager after mysqlpool (the others have none,
# and finding one costs an ss -p over every process)
app_stop() {
  lb_fpm_stop "$1"
  [ "$2" = mysqlpool ] && stop_manager "$RUN/mgr.sock"
  return 0
}

run_variant() {  # ROUND WORKLOAD VARIANT POSITION
  local round=$1 wl=$2 v=$3 pos=$4 tag dir probe code url path
  tag=r$round-$wl-$v
  dir=$RUN/$tag
  lb_say "round $round/$ROUNDS  $wl  $v"
  wait_db_idle
  if [ "$wl" = user ]; then LB_APP=$BENCH/app path="/user.php?id=1"
  else LB_APP=$BENCH/app/tls-laravel path="/index.php?r=/quote&user=5&product=47&qty=3"; fi
  export BENCH_VARIANT=$v
  if ! lb_fpm_start "$dir" "$v" "$WORKERS" "$POOL" 2>"$dir.start.err"; then
    app_stop "$dir" "$v"
    record_failure "$round" "$wl" "$v" "$pos" "php-fpm did not start: $(tail -n 3 "$dir.start.err")"
    return 1
  fi
  url=$LB_URL
  probe=$(curl -s --max-time 20 -w '\n%{http_code}' "$url$path")
  code=$(tail -n 1 <<<"$probe")
  if [ "$code" != 200 ] || { [ "$wl" = user ] && ! grep -q '"id":1,' <<<"$probe"; }; then
    local why="probe $path answered $code: $(head -n 1 <<<"$probe" | cut -c1-120)"
    [ -s "$dir/php-errors.log" ] && why="$why; php: $(tail -n 1 "$dir/php-errors.log" | cut -c1-200)"
    [ -s "$dir/php-errors.log" ] && cp "$dir/php-errors.log" "$OUT/logs/$tag.php-errors.log"
    app_stop "$dir" "$v"
    record_failure "$round" "$wl" "$v" "$pos" "$why"
    return 1
  fi
  wait_other_wrk
  load_wrk "$dir.warmup.wrk" "$wl" "$WARMUP" "$url"

  group_pids "$dir" "$v" >"$dir.pids"  # before: ss -p reads every process of the machine
  sampler_run "$dir" --socket "$DB_SOCKET" --user "$DB_USER" --interval-ms 100 --max-s $((MEASURE + 60))
  local sampler=$sampler_pid
  LB_BG+=("$sampler")
  local c0 c1 b0 b1 t0 t1 wrk_rc
  c0=$(group_ticks "$dir.pids"); b0=$(machine_busy); t0=$(date +%s%N)
  load_wrk "$dir.wrk" "$wl" "$MEASURE" "$url"
  wrk_rc=$?
  c1=$(group_ticks "$dir.pids"); b1=$(machine_busy); t1=$(date +%s%N)
  touch "$dir.stop"
  wait "$sampler" 2>/dev/null
  cp "$dir.wrk" "$OUT/logs/$tag.wrk"
  [ -s "$dir/php-errors.log" ] && tail -n 50 "$dir/php-errors.log" >"$OUT/logs/$tag.php-errors.log"
  app_stop "$dir" "$v"

  local req
  req=$(wrk_file_field "$dir.wrk" requests)
  if [ -z "$req" ] || [ "$req" = 0 ] || [ ! -s "$dir.sampler" ]; then
    record_failure "$round" "$wl" "$v" "$pos" "no numbers (wrk rc $wrk_rc): $(tail -n 2 "$dir.wrk" | tr '\n' ' ') $(cat "$dir.sampler.err")"
    return 0
  fi
  php -r '
    [$_, $round, $wl, $v, $pos, $hz, $wrk, $sj, $c0, $c1, $busy, $wrk_ticks, $wall_ns, $ncpu, $rc] = $argv;
    preg_match_all("/(\w+)=(\d+)/", $wrk, $x); $W = array_combine($x[1], array_map("intval", $x[2]));
    $J = json_decode(file_get_contents($sj), true);
    [$f0, $n0, $m0, $d0] = explode(" ", $c0); [$f1, $n1, $m1, $d1] = explode(" ", $c1);
    [$f, $n, $m, $d] = [$f1 - $f0, $n1 - $n0, $m1 - $m0, $d1 - $d0];
    $req = max(1, $W["requests"]);
    $us = 1e6 / $hz / $req;
    $cpus = $hz * $ncpu * $wall_ns / 1e9;  // ticks all CPUs had over the measurement
    echo implode("\t", [$round, $wl, $v, $pos, "ok",
      round($W["requests"] / ($W["duration_us"] / 1e6), 1), $W["requests"],
      round($W["p50_us"] / 1000, 2), round($W["p99_us"] / 1000, 2),
      $W["status"] + $W["connect"] + $W["read"] + $W["write"] + $W["timeout"],
      $J["max_used_app"], $J["app_max"], round($J["connections_delta"] / $req, 4),
      round($f * $us), round($m * $us), round(($f + $m) * $us), round($n * $us), round($d * $us),
      round(($f + $m + $d) * $us),
      round(100 * $wrk_ticks / $cpus, 1), round(100 * max(0, $busy - $f - $n - $m - $d - $wrk_ticks) / $cpus, 1),
      $rc === "0" ? "" : "wrk exit status $rc"]), "\n";
  ' "$round" "$wl" "$v" "$pos" "$HZ" "$(grep '^WRK' "$dir.wrk")" "$dir.sampler" "$c0" "$c1" \
    $((b1 - b0)) "$(cat "$dir.wrk.ticks" 2>/dev/null || echo 0)" $((t1 - t0)) "$(nproc)" "$wrk_rc" >>"$OUT/runs.tsv"
  lb_say "  $(tail -n 1 "$OUT/runs.tsv" | awk -F'\t' '{ printf "%s req/s, p99 %s ms, %s errors, %s server conns, %s new conn/req, CPU app %s + db %s µs/req (nginx %s), others %s%%", $6, $9, $10, $11, $13, $16, $18, $17, $21 }')"
}

# --- the rounds ---------------------------------------------------------------------------------
{
  echo -e "key\tvalue"
  echo -e "date\t$(date -Is)"
  echo -e "rounds_asked\t$ROUNDS"
  echo -e "measure_s\t$MEASURE"
  echo -e "warmup_s\t$WARMUP"
  echo -e "workers\t$WORKERS"
  echo -e "pool\t$POOL"
  echo -e "budget_s\t$BUDGET"
  echo -e "variants\t$VARIANTS"
  echo -e "workloads\t$WORKLOADS"
  echo -e "wrk\tuser: -t2 -c$USER_CONNS --timeout 5s bench/wrk/random_user.lua; laravel: -t2 -c$LARAVEL_CONNS --timeout 10s bench/wrk/laravel_quote.lua"
  echo -e "git\t$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null)$(git -C "$ROOT" diff --quiet HEAD -- core ext 2>/dev/null || echo ' (core/ext modified)')"
  [ -n "${SO:-}" ] && echo -e "mysqlpool_so\t$BUILD/mysqlpool.so, sha256 $(sha256sum "$SO" | cut -c1-16)"
  echo -e "php\t$(php-fpm8.2 -v | head -n 1)"
  echo -e "mariadb\t$(mariadbd --version)"
  echo -e "server_tls\t$(admin -N -e "SELECT CONCAT('tls_version=', @@tls_version, ' ssl_cipher=', IF(IFNULL(@@ssl_cipher, '') = '', 'default', @@ssl_cipher), ' require_secure_transport=', @@require_secure_transport)")"
  echo -e "openssl\t$(openssl version)"
  echo -e "cpus\t$(nproc) ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'))"
  echo -e "loadavg_start\t$(cut -d' ' -f1-3 /proc/loadavg)"
} >"$OUT/meta.tsv"

read -r -a VA <<<"$VARIANTS"
n_var=${#VA[@]}
rounds_run=0
longest=0
for round in $(seq 1 "$ROUNDS"); do
  now=$(($(date +%s) - T0))
  if [ "$BUDGET" -gt 0 ] && [ "$round" -gt 1 ] && [ $((now + longest + 20)) -gt "$BUDGET" ]; then
    lb_say "budget: round $round would end past ${BUDGET}s (${now}s so far, the longest round took ${longest}s): $rounds_run of $ROUNDS rounds"
    break
  fi
  r0=$(date +%s)
  for wl in $WORKLOADS; do
    # the order rotates every round: variant i runs at position (i - round + 1) mod n
    for i in $(seq 0 $((n_var - 1))); do
      v=${VA[$(((i + round - 1) % n_var))]}
      [[ "$SKIP" == *" $wl:$v "* ]] && continue
      if ! run_variant "$round" "$wl" "$v" $((i + 1)) && [ "$round" = 1 ]; then
        SKIP="$SKIP$wl:$v "
        SKIP_WHY+=("$wl $v")
        lb_say "  $wl $v is not run again"
      fi
    done
  done
  rounds_run=$round
  [ $(($(date +%s) - r0)) -gt "$longest" ] && longest=$(($(date +%s) - r0))
done
{
  echo -e "rounds_run\t$rounds_run"
  for w in "${SKIP_WHY[@]}"; do echo -e "dropped\t$w"; done
  echo -e "loadavg_end\t$(cut -d' ' -f1-3 /proc/loadavg)"
  echo -e "elapsed_s\t$(($(date +%s) - T0))"
} >>"$OUT/meta.tsv"
[ -s "$RUN/manager.log" ] && tail -n 200 "$RUN/manager.log" >"$OUT/logs/manager.log"

echo
php "$BENCH/lib/tls_report.php" "$OUT"
report_rc=$?
echo "results: $OUT ($(($(date +%s) - T0)) s)"
exit $report_rc
