#!/usr/bin/env bash
# WordPress on mysqli: Debian's unchanged WordPress 6.1.9 (scripts/lib/wordpress.sh: a copy of
# its tree, a plain wp-config.php, the default install: "Hello world!" and its comment) behind a
# private php-fpm + nginx, its front page (/) and a single post (/?p=1) under wrk, against a
# private MariaDB. php-fpm reads a php.ini of its own only (fpm.sh --php-ini). Variants, in
# interleaved rounds in one run:
#   stock_new         PHP's mysqli, a new connection per request (WordPress's default)
#   stock_persistent  PHP's mysqli, DB_HOST 'p:127.0.0.1:PORT': a persistent link per worker
#   mysqlpool         mysqlpool's mysqli (mysqlpool.serve_mysqli=1, PHP's mysqli not loaded),
#                     one pool of --pool for every worker; the same wp-config.php as stock_new
# then the over-subscription case: three php-fpm pools (three sites of one host user) of 64
# workers each against the server's max_connections of 151, each variant in turn.
#
#   bash bench/wordpress.sh [--quick] [--rounds N] [--measure S] [--warmup S] [--workers "32 64"]
#                           [--pool N] [--variants "stock_new stock_persistent mysqlpool"]
#                           [--no-oversubscription] [--out DIR] [--keep] [--perf]
# Defaults: 2 rounds (even ones run the variants in reverse order); per round and worker count
# each variant gets a fresh php-fpm + nginx (and manager), a probe, 4 s of warm-up, then 12 s of
# wrk -t2 -c<workers> per page; the over-subscription case 5 s + 15 s per variant: about 7.5
# minutes. A WordPress page costs ~40 ms of CPU: with 64 workers on 2 cores a request waits
# ~1.4 s, with 192 ~5 s, so a measurement must be several latencies long. --quick: 1 round, 32 workers, 2 s + 8 s, the
# over-subscription case 2 s + 12 s (about 4 minutes), for a smoke run.
# --perf: perf record -e cpu-clock -a -g (call graphs) over each wrk window, into OUT/r<round>-w<workers>-<page>-
# <variant>.perf.data (linux-perf; the profile's own cost lands in every variant alike; perf
# report --sort comm,dso tells where each variant's CPU went).
# MYSQLPOOL_BUILD names the build whose mysqlpool.so (and mysqlpool_mysqli.so, when the
# front-end is a module of its own) the mysqlpool variant loads (default build/, built when
# stale). Run it on a quiet machine: it says so when the load average is above 3.
#
# Figures per round, page, worker count and variant (the summary: medians over the rounds,
# errors and max conns the highest):
#   req/s, p99 ms, errors     wrk (errors: non-2xx + socket errors + timeouts)
#   max conns                 the app's peak of server connections (scripts/lib/sampler.php:
#                             Max_used_connections after FLUSH STATUS, minus the harness's)
#   per request               the figures below are divided by the requests php-fpm ran from
#                             idle to idle around wrk's window (status page's accepted conn,
#                             less its own reads; column served): a request wrk gives up on at
#                             the end still runs, and at ~2 s a request those are many
#   new conn/req              the server's Connections delta / requests
#   app, db µs/req            utime+stime of php-fpm (master + workers), nginx and the manager /
#                             of mariadbd, from /proc/PID/stat from idle to idle, per request
#   stmts/req                 the server's Questions delta / requests, minus the sampler's and
#                             the status reads' own
#   sets/req, selects/req     Com_set_option, Com_select deltas / requests: WordPress's connect
#                             sequence is 2 SET NAMES + SET SESSION sql_mode (and a SELECT
#                             @@SESSION.sql_mode)
#   other CPU %               machine busy time not used by app or db (wrk, other jobs), % of all
#                             CPUs: high = a noisy round
#   ratios                    per round, then their median: req/s, app and db CPU per request of
#                             each variant / stock_new's and / stock_persistent's; stmts/req the
#                             difference to each
# Over-subscription, per variant: req/s, ok req/s (answers without error), errors (wrk's), the
# requests php-fpm ran from idle to idle (served, and per second: at ~7 s a request with 192
# workers, wrk's window sees few answers), the server's "Too many connections" refusals
# (Connection_errors_max_connections), max conns, CPU (app + db) µs per request served.
# Writes OUT/runs.tsv, OUT/summary.tsv, OUT/pool.tsv (the pool's leases per request and per lease:
# leases, waits, wake-ups, empty wake-ups, resets, µs held, from mysqlpool-manager status --json
# around each window), OUT/oversubscription.tsv (OUT defaults to
# bench/results/<timestamp>-wordpress/) and prints the tables.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=bench/lib/laravel.sh
source "$ROOT/bench/lib/laravel.sh"  # lb_setup, lb_ensure_so, lb_status, lb_cleanup, common.sh
# shellcheck source=scripts/lib/wordpress.sh
source "$ROOT/scripts/lib/wordpress.sh"
# shellcheck source=bench/lib/fpm_window.sh
source "$ROOT/bench/lib/fpm_window.sh"  # fpm_status, fpm_drain, STATUS_READS

ROUNDS=2 MEASURE=12 WARMUP=4 WORKER_COUNTS="32 64" POOL=20 KEEP=0 OUT="" OVERSUB=1 PERF=0
OVER_WORKERS=64 OVER_SITES=3 OVER_MAXCONN=151 OVER_MEASURE=15 OVER_WARMUP=5
VARIANTS="stock_new stock_persistent mysqlpool"
PAGES="front post"
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) ROUNDS=1 MEASURE=8 WARMUP=2 WORKER_COUNTS=32 OVER_MEASURE=12 OVER_WARMUP=2; shift ;;
    --rounds) ROUNDS=${2:?}; shift 2 ;;
    --measure) MEASURE=${2:?}; shift 2 ;;
    --warmup) WARMUP=${2:?}; shift 2 ;;
    --workers) WORKER_COUNTS=${2:?}; shift 2 ;;
    --pool) POOL=${2:?}; shift 2 ;;
    --variants) VARIANTS=${2:?}; shift 2 ;;
    --no-oversubscription) OVERSUB=0; shift ;;
    --out) OUT=${2:?}; shift 2 ;;
    --keep) KEEP=1; shift ;;
    --perf) PERF=1; shift ;;
    -h|--help) sed -n '2,/^set -uo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "wordpress.sh: unknown option $1 (--help)" >&2; exit 2 ;;
  esac
done
for v in $VARIANTS; do
  case "$v" in stock_new|stock_persistent|mysqlpool) ;; *) lb_die "unknown variant $v" ;; esac
done
[ -f "$WP_SRC/wp-includes/version.php" ] || lb_die "needs Debian's wordpress (bash scripts/deps.sh)"
[ "$PERF" = 1 ] && ! command -v perf >/dev/null &&
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq linux-perf >/dev/null
lb_setup wordpress mpwpbench

load=$(cut -d' ' -f1 /proc/loadavg)
awk -v l="$load" 'BEGIN { exit !(l > 3) }' &&
  lb_say "WARNING: load average $load: other jobs run; the figures will be noisy (--quick for a smoke run)"
lb_say "WordPress $(wp_version): variants $VARIANTS; $ROUNDS round(s), workers $WORKER_COUNTS, pool $POOL, pages $PAGES, ${WARMUP}s + ${MEASURE}s each"
if [[ " $VARIANTS " == *" mysqlpool "* ]]; then
  lb_ensure_so
  # a front-end built as a module of its own is loaded after mysqlpool.so
  [ -f "$BUILD/mysqlpool_mysqli.so" ] && cp "$BUILD/mysqlpool_mysqli.so" "$RUN/"
fi

# --- the server, the trees, the install ---------------------------------------------------------
DB_DIR=$RUN/db
LB_DB_DIRS+=("$DB_DIR")
db_start "$DB_DIR" "$DB_DIR.log" || { cat "$DB_DIR.log" >&2; lb_die "MariaDB did not start"; }
DB_PORT=$MYSQLPOOL_TEST_PORT DB_USER=$MYSQLPOOL_TEST_USER DB_PASSWORD=$MYSQLPOOL_TEST_PASSWORD
DB_SOCKET=$MYSQLPOOL_TEST_ROOT_SOCKET DB_PID=$(cat "$DB_DIR/mysqld.pid")
admin -e "CREATE DATABASE wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci" || lb_die "CREATE DATABASE failed"
# one tree per DB_HOST: stock_new and mysqlpool share the plain one (php.ini is the difference)
wp_tree "$RUN/wp" wordpress "$DB_USER" "$DB_PASSWORD" "127.0.0.1:$DB_PORT" || lb_die "copying WordPress failed"
wp_tree "$RUN/wp-p" wordpress "$DB_USER" "$DB_PASSWORD" "p:127.0.0.1:$DB_PORT" || lb_die "copying WordPress failed"
wp_php_ini "$RUN/stock.ini" stock
if [[ " $VARIANTS " == *" mysqlpool "* ]]; then
  wp_php_ini "$RUN/pool.ini" pool "$SO" "mysqlpool.max_connections=$POOL" \
    "mysqlpool.manager_socket=$RUN/mgr.sock" "mysqlpool.manager_log=$RUN/manager.log" \
    "mysqlpool.acquire_timeout_ms=10000"
  LB_MGR_SOCKS+=("$RUN/mgr.sock")
fi
LB_FPM_DIRS+=("$RUN/install")
"$ROOT/scripts/lib/fpm.sh" start "$RUN/install" --workers 2 --app "$RUN/wp" --php-ini "$RUN/stock.ini" \
  >"$RUN/install.start.log" 2>&1 || { cat "$RUN/install.start.log" >&2; lb_die "php-fpm did not start"; }
wp_install "$(cat "$RUN/install/url")" "mysqlpool bench" admin bench-password "$RUN/install.html" ||
  lb_die "WordPress's install failed ($RUN/install.html)"
lb_fpm_stop "$RUN/install"
lb_say "MariaDB pid $DB_PID port $DB_PORT; WordPress installed ($(admin -N -e "SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = 'wordpress'") tables)"

page_path() { case $1 in front) echo "/" ;; post) echo "/?p=1" ;; esac; }

# fpm_for DIR VARIANT WORKERS: php-fpm + nginx of that variant; LB_URL
fpm_for() {
  local dir=$1 v=$2 w=$3 app=$RUN/wp ini=$RUN/stock.ini
  [ "$v" = stock_persistent ] && app=$RUN/wp-p
  [ "$v" = mysqlpool ] && ini=$RUN/pool.ini
  LB_FPM_DIRS+=("$dir")
  LB_URL=""
  "$ROOT/scripts/lib/fpm.sh" start "$dir" --workers "$w" --app "$app" --php-ini "$ini" >"$dir.start.log" 2>&1 ||
    { cat "$dir.start.log" >&2; return 1; }
  LB_URL=$(cat "$dir/url")
}

# probe URL: the front page answers 200 with the post's title
probe() {
  local body code
  body=$(curl -s --max-time 30 -w '\n%{http_code}' "$1/")
  code=${body##*$'\n'}
  [ "$code" = 200 ] && [[ "$body" == *"Hello world!"* ]] && return 0
  lb_say "  probe: HTTP $code: $(sed -e 's/<[^>]*>//g' <<<"${body%$'\n'*}" | grep -v '^\s*$' | head -n 3 | tr '\n' ' ' | cut -c1-300)"
  return 1
}

# pool_status FILE VARIANT: the pool's counters (mysqlpool-manager status --json) into FILE, for
# the mysqlpool variant (pool_line: what its leases did per request)
pool_status() {
  [ "$2" = mysqlpool ] || return 0
  "$RUN/mysqlpool-manager" status --json --socket "$RUN/mgr.sock" >"$1" 2>/dev/null || rm -f "$1"
}

STATUS_READS=0
COLS="round workers page variant rps requests served p50_ms p99_ms errors max_conns new_conn_per_req cpu_app_us cpu_db_us stmts_per_req sets_per_req selects_per_req other_cpu_pct"
tr ' ' '\t' <<<"$COLS" >"$OUT/runs.tsv"

# measure ROUND WORKERS PAGE VARIANT DIR URL: one measurement into runs.tsv. req/s and latency
# are wrk's; the per-request figures (CPU, statements, connections) divide by the requests
# php-fpm ran (its accepted conn, less the status reads) from idle to idle: at ~2 s a request,
# the 32-64 requests in flight at each end of wrk's window would otherwise weigh on them
measure() {
  local round=$1 w=$2 page=$3 v=$4 dir=$5 url=$6 tag=$5-$3
  local app_pids mgr_pids s0 s1 a0 a1 m0 m1 d0 d1 b0 b1 t0 t1 sampler acc0 served
  fpm_drain "$url"
  acc0=$FPM_ACCEPTED
  STATUS_READS=0
  # the status reads come before the sampler's FLUSH STATUS and after its end, so that their own
  # connections never count in its Max_used_connections
  s0=$(lb_status)
  sampler_run "$tag" --socket "$DB_SOCKET" --user "$DB_USER" --interval-ms 100 --max-s $((MEASURE + 60))
  sampler=$sampler_pid
  LB_BG+=("$sampler")
  app_pids=$(fpm_pids "$dir" | tr '\n' ' ')
  mgr_pids=$(manager_pids "$RUN/mgr.sock" | tr '\n' ' ')
  pool_status "$OUT/r$round-w$w-$page-$v.status0.json" "$v"
  a0=$(cpu_ticks $app_pids); m0=$(cpu_ticks $mgr_pids); d0=$(cpu_ticks "$DB_PID"); b0=$(machine_busy); t0=$(date +%s%N)
  local perf_pid=""
  if [ "$PERF" = 1 ]; then
    perf record -q -e cpu-clock -a -g -o "$OUT/r$round-w$w-$page-$v.perf.data" -- sleep "$MEASURE" 2>/dev/null &
    perf_pid=$!
  fi
  wrk -t2 -c"$w" -d"${MEASURE}s" --timeout 30s -s "$ROOT/scripts/lib/wrk-report.lua" "$url$(page_path "$page")" >"$tag.wrk" 2>&1
  [ -n "$perf_pid" ] && wait "$perf_pid"
  fpm_drain "$url"
  served=$((FPM_ACCEPTED - acc0 - STATUS_READS))
  mgr_pids=$(manager_pids "$RUN/mgr.sock" | tr '\n' ' ')
  a1=$(cpu_ticks $app_pids); m1=$(cpu_ticks $mgr_pids); d1=$(cpu_ticks "$DB_PID"); b1=$(machine_busy); t1=$(date +%s%N)
  pool_status "$OUT/r$round-w$w-$page-$v.status1.json" "$v"
  touch "$tag.stop"
  wait "$sampler" 2>/dev/null
  s1=$(lb_status)
  cp "$tag.wrk" "$OUT/r$round-w$w-$page-$v.wrk"
  local req
  req=$(wrk_file_field "$tag.wrk" requests)
  # wrk counts only the answers inside its window; php-fpm's count decides whether there are figures
  if [ -z "$req" ] || [ "${served:-0}" -le 0 ] || [ ! -s "$tag.sampler" ]; then
    lb_say "  $page: no numbers: $(tail -n 2 "$tag.wrk" | tr '\n' ' ') $(cat "$tag.sampler.err")"
    printf '%s\t%s\t%s\t%s\tFAILED no numbers\n' "$round" "$w" "$page" "$v" >>"$OUT/runs.tsv"
    return
  fi
  php -r '
    [$_, $round, $w, $page, $v, $hz, $wrk, $sj, $s0, $s1, $a, $d, $busy, $wall_ms, $ncpu, $served] = $argv;
    preg_match_all("/(\w+)=(\d+)/", $wrk, $x); $W = array_combine($x[1], array_map("intval", $x[2]));
    $st = function ($s) { preg_match_all("/(\w+)=(\d+)/", $s, $x); return array_combine($x[1], array_map("intval", $x[2])); };
    [$S0, $S1] = [$st($s0), $st($s1)];
    $D = fn($k) => ($S1[$k] ?? 0) - ($S0[$k] ?? 0);
    $J = json_decode(file_get_contents($sj), true);
    $req = max(1, (int)$served);
    $us = 1e6 / $hz / $req;
    $errors = $W["status"] + $W["connect"] + $W["read"] + $W["write"] + $W["timeout"];
    // not the app: the sampler (FLUSH, 2 SHOW STATUS, one SELECT per sample and one before:
    // scripts/lib/sampler.php) and the SHOW STATUS of lb_status
    $questions = $D("Questions") - $J["samples"] - 5;
    $selects = $D("Com_select") - $J["samples"] - 1;
    echo implode("\t", [$round, $w, $page, $v,
      round($W["requests"] / ($W["duration_us"] / 1e6), 1), $W["requests"], $served,
      round($W["p50_us"] / 1000, 1), round($W["p99_us"] / 1000, 1), $errors,
      $J["max_used_app"], round($J["connections_delta"] / $req, 3),
      round($a * $us), round($d * $us), round($questions / $req, 2),
      round($D("Com_set_option") / $req, 2), round($selects / $req, 2),
      round(100 * max(0, $busy - $a - $d) / $hz / $ncpu / ($wall_ms / 1000), 1)]), "\n";
  ' "$round" "$w" "$page" "$v" "$HZ" "$(grep '^WRK' "$tag.wrk")" "$tag.sampler" "$s0" "$s1" \
    $(( (a1 - a0) + (m1 - m0) )) $((d1 - d0)) $((b1 - b0)) $(( (t1 - t0) / 1000000 )) "$(nproc)" "$served" >>"$OUT/runs.tsv"
  lb_say "  $(tail -n 1 "$OUT/runs.tsv" | awk -F'\t' '{ printf "%s: %s req/s, p99 %s ms, %s errors, max %s server conns, %s new conn/req, app %s µs/req, db %s µs/req, %s stmts/req (%s SET)", $3, $5, $9, $10, $11, $12, $13, $14, $15, $16 }')"
  [ "$v" = mysqlpool ] && pool_line "$round" "$w" "$page" "$served"
}

# pool_line ROUND WORKERS PAGE SERVED: the pool's counters over the window, per request served
# and per lease, into pool.tsv (waits, wake-ups and empty ones as mysqlpool_stats() counts them;
# hold: leased_us_total / leases)
pool_line() {
  local f=$OUT/r$1-w$2-$3-mysqlpool
  [ -s "$f.status0.json" ] && [ -s "$f.status1.json" ] || { lb_say "  pool: no status"; return; }
  [ -s "$OUT/pool.tsv" ] || printf 'round\tworkers\tpage\tleases_per_req\twaits_per_lease\twakeups_per_lease\tempty_wakeups_per_lease\tresets_per_req\thold_us_per_lease\n' >"$OUT/pool.tsv"
  php -r '
    [$_, $round, $w, $page, $served, $f0, $f1] = $argv;
    $c = fn($f) => json_decode(file_get_contents($f), true)["pools"][0]["counters"];
    [$c0, $c1] = [$c($f0), $c($f1)];
    $d = fn($k) => $c1[$k] - $c0[$k];
    $req = max(1, (int)$served); $leases = max(1, $d("leases"));
    echo implode("\t", [$round, $w, $page, round($leases / $req, 2), round($d("waits") / $leases, 3),
      round($d("wakeups") / $leases, 3), round($d("empty_wakeups") / $leases, 3),
      round($d("resets") / $req, 3), round($d("leased_us_total") / $leases)]), "\n";
  ' "$1" "$2" "$3" "$4" "$f.status0.json" "$f.status1.json" >>"$OUT/pool.tsv"
  lb_say "  pool: $(tail -n 1 "$OUT/pool.tsv" | awk -F'\t' '{ printf "%s leases/req, %s waits, %s wake-ups (%s empty) per lease, %s resets/req, held %s µs per lease", $4, $5, $6, $7, $8, $9 }')"
}

# run_variant ROUND WORKERS VARIANT: a fresh php-fpm + nginx (and manager), probe, warm-up, then
# every page measured
run_variant() {
  local round=$1 w=$2 v=$3 dir=$RUN/r$1-w$2-$3 page
  lb_say "round $round, $w workers: $v"
  wait_db_idle
  if ! fpm_for "$dir" "$v" "$w" || ! probe "$LB_URL"; then
    for page in $PAGES; do printf '%s\t%s\t%s\t%s\tFAILED to start or probe\n' "$round" "$w" "$page" "$v" >>"$OUT/runs.tsv"; done
    lb_fpm_stop "$dir"; lb_stop_managers; return
  fi
  wait_other_wrk
  wrk -t2 -c"$w" -d"${WARMUP}s" --timeout 30s "$LB_URL/" >"$dir.warmup.wrk" 2>&1
  for page in $PAGES; do measure "$round" "$w" "$page" "$v" "$dir" "$LB_URL"; done
  [ -s "$dir/php-errors.log" ] && tail -n 20 "$dir/php-errors.log" >"$OUT/r$round-w$w-$v.php-errors.log"
  lb_fpm_stop "$dir"
  lb_stop_managers
}

# Odd rounds run the variants in the order given, even rounds in reverse (as paired.sh swaps each
# pair's order): a drift of the machine's speed through a round then favours no variant.
for round in $(seq 1 "$ROUNDS"); do
  order=$VARIANTS
  [ $((round % 2)) = 0 ] && order=$(printf '%s\n' $VARIANTS | tac | tr '\n' ' ')
  for w in $WORKER_COUNTS; do
    for v in $order; do run_variant "$round" "$w" "$v"; done
  done
done

# medians over the rounds; ratios per round against each stock variant, then their median
php -r '
  $rows = array_map(fn($l) => explode("\t", $l), file($argv[1], FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES));
  $head = array_shift($rows);
  $ok = []; foreach ($rows as $r) if (count($r) === count($head)) $ok[] = array_combine($head, $r);
  $med = function (array $v) { $v = array_values($v); if (!$v) return null; sort($v); $n = count($v);
    return $n % 2 ? $v[intdiv($n, 2)] : ($v[$n / 2 - 1] + $v[$n / 2]) / 2; };
  $by = []; foreach ($ok as $r) $by[$r["page"] . " " . $r["workers"]][$r["variant"]][$r["round"]] = $r;
  $cols = ["rps", "p99_ms", "errors", "max_conns", "new_conn_per_req", "cpu_app_us", "cpu_db_us",
           "stmts_per_req", "sets_per_req", "selects_per_req", "other_cpu_pct"];
  $bases = ["stock_new" => "new", "stock_persistent" => "p"];
  $rat = [];
  foreach ($bases as $b => $short) foreach (["rps", "cpu_app_us", "cpu_db_us"] as $c) $rat[] = [$b, $c, str_replace("_us", "", $c) . "_vs_$short"];
  $out = [array_merge(["page", "workers", "variant", "rounds"], $cols, array_column($rat, 2), ["stmts_minus_new", "stmts_minus_p"])];
  foreach ($by as $key => $vars) {
    [$page, $w] = explode(" ", $key);
    foreach (["stock_new", "stock_persistent", "mysqlpool"] as $v) {
      if (empty($vars[$v])) continue;
      $line = [$page, $w, $v, count($vars[$v])];
      foreach ($cols as $c) $line[] = $c === "errors" || $c === "max_conns"
        ? max(array_column($vars[$v], $c)) : $med(array_column($vars[$v], $c));
      foreach ($rat as [$b, $c]) {
        $q = [];
        foreach ($vars[$v] as $round => $r)
          if (isset($vars[$b][$round]) && $vars[$b][$round][$c] > 0) $q[] = $r[$c] / $vars[$b][$round][$c];
        $line[] = $q ? sprintf("%.2fx", $med($q)) : "n/a";
      }
      foreach (array_keys($bases) as $b) {
        $q = [];
        foreach ($vars[$v] as $round => $r) if (isset($vars[$b][$round])) $q[] = $r["stmts_per_req"] - $vars[$b][$round]["stmts_per_req"];
        $line[] = $q ? sprintf("%+.1f", $med($q)) : "n/a";
      }
      $out[] = $line;
    }
  }
  file_put_contents($argv[2], implode("\n", array_map(fn($l) => implode("\t", $l), $out)) . "\n");
' "$OUT/runs.tsv" "$OUT/summary.tsv"

# --- over-subscription ---------------------------------------------------------------------------
# oversub VARIANT: OVER_SITES php-fpm pools of OVER_WORKERS against max_connections OVER_MAXCONN
oversub() {
  local v=$1 i dirs=() urls=() pids=() failed=0
  lb_say "over-subscription: $v, $OVER_SITES x $OVER_WORKERS workers, max_connections $OVER_MAXCONN"
  wait_db_idle
  for i in $(seq 1 "$OVER_SITES"); do
    if ! fpm_for "$RUN/over-$v-site$i" "$v" "$OVER_WORKERS"; then failed=1; break; fi
    dirs+=("$RUN/over-$v-site$i")
    urls+=("$LB_URL")
  done
  if [ "$failed" = 1 ] || ! probe "${urls[0]}"; then
    printf '%s\tFAILED to start or probe\n' "$v" >>"$OUT/oversubscription.tsv"
    lb_fpm_stop "${dirs[@]}" "$RUN/over-$v-site$i"; lb_stop_managers; return
  fi
  # the sampler's root connection is made now, before the load can take every slot
  rm -f "$RUN/over-$v.go"
  sampler_run "$RUN/over-$v" --socket "$DB_SOCKET" --user "$DB_USER" --go "$RUN/over-$v.go" --interval-ms 100 \
    --max-s $((OVER_WARMUP + OVER_MEASURE + 300))
  local sampler=$sampler_pid
  LB_BG+=("$sampler")
  wait_other_wrk
  for i in "${!urls[@]}"; do
    wrk -t1 -c"$OVER_WORKERS" -d"${OVER_WARMUP}s" --timeout 30s "${urls[$i]}/" >"$RUN/over-$v-site$((i + 1)).warmup.wrk" 2>&1 &
    pids+=($!)
  done
  wait "${pids[@]}"
  pids=()
  local ticks0 ticks1 all_pids acc0=0 acc1=0 t0 t1 u
  # from idle to idle, as measure(): at ~7 s a request, php-fpm's count is the throughput
  for u in "${urls[@]}"; do fpm_drain "$u"; acc0=$((acc0 + FPM_ACCEPTED)); done
  STATUS_READS=0
  t0=$(date +%s%N)
  touch "$RUN/over-$v.go"
  for i in $(seq 1 100); do grep -q ready "$RUN/over-$v.ready" 2>/dev/null && break; sleep 0.05; done
  all_pids="$(fpm_pids "${dirs[@]}" | tr '\n' ' ') $(manager_pids "$RUN/mgr.sock" | tr '\n' ' ') $DB_PID"
  ticks0=$(cpu_ticks $all_pids)
  for i in "${!urls[@]}"; do
    wrk -t1 -c"$OVER_WORKERS" -d"${OVER_MEASURE}s" --timeout 30s -s "$ROOT/scripts/lib/wrk-report.lua" "${urls[$i]}/" \
      >"$RUN/over-$v-site$((i + 1)).wrk" 2>&1 &
    pids+=($!)
  done
  wait "${pids[@]}"
  for u in "${urls[@]}"; do fpm_drain "$u"; acc1=$((acc1 + FPM_ACCEPTED)); done
  t1=$(date +%s%N)
  ticks1=$(cpu_ticks $all_pids $(manager_pids "$RUN/mgr.sock"))
  touch "$RUN/over-$v.stop"
  wait "$sampler" 2>/dev/null
  local req=0 dur=0 non2xx=0 sock=0 f
  for i in $(seq 1 "$OVER_SITES"); do
    f=$RUN/over-$v-site$i.wrk
    cp "$f" "$OUT/over-$v-site$i.wrk"
    req=$((req + $(wrk_file_field "$f" requests)))
    dur=$(( $(wrk_file_field "$f" duration_us) > dur ? $(wrk_file_field "$f" duration_us) : dur ))
    non2xx=$((non2xx + $(wrk_file_field "$f" status)))
    sock=$((sock + $(wrk_file_field "$f" connect) + $(wrk_file_field "$f" read) + $(wrk_file_field "$f" write) + $(wrk_file_field "$f" timeout)))
  done
  lb_fpm_stop "${dirs[@]}"
  lb_stop_managers
  [ "$req" -gt 0 ] || req=1
  php -r '
    [$_, $v, $sw, $pool, $req, $dur, $n2, $sock, $sj, $ticks, $hz, $served, $wall_ns] = $argv;
    $J = json_decode((string)@file_get_contents($sj), true) ?: [];
    $served = max(1, (int)$served);
    echo implode("\t", [$v, $sw, $pool, round($req / ($dur / 1e6), 1), round(($req - $n2 - $sock) / ($dur / 1e6), 1),
      $req, $n2 + $sock, $served, round($served / ($wall_ns / 1e9), 1),
      $J["too_many_delta"] ?? "?", $J["max_used_app"] ?? "?", round($ticks * 1e6 / $hz / $served)]), "\n";
  ' "$v" "$OVER_SITES x $OVER_WORKERS" "$([ "$v" = mysqlpool ] && echo "$POOL" || echo -)" "$req" "$dur" "$non2xx" "$sock" \
    "$RUN/over-$v.sampler" $((ticks1 - ticks0)) "$HZ" $((acc1 - acc0 - STATUS_READS)) $((t1 - t0)) >>"$OUT/oversubscription.tsv"
  lb_say "  $(tail -n 1 "$OUT/oversubscription.tsv" | awk -F'\t' '{ printf "%s req/s (%s without error), %s errors; php-fpm ran %s (%s/s idle to idle); %s refused by the server, max %s server conns, %s µs/req", $4, $5, $7, $8, $9, $10, $11, $12 }')"
}

if [ "$OVERSUB" = 1 ]; then
  printf 'variant\tsites_x_workers\tpool\trps\tok_rps\trequests\terrors\tserved\tserved_per_s\ttoo_many_refused\tmax_conns\tcpu_total_us\n' >"$OUT/oversubscription.tsv"
  admin -e "SET GLOBAL max_connections = $OVER_MAXCONN"
  for v in $VARIANTS; do oversub "$v"; done
  admin -e "SET GLOBAL max_connections = 500"
fi

{
  echo -e "key\tvalue"
  echo -e "date\t$(date -Is)"
  echo -e "rounds\t$ROUNDS"
  echo -e "warmup_s\t$WARMUP"
  echo -e "measure_s\t$MEASURE"
  echo -e "workers\t$WORKER_COUNTS"
  echo -e "pool\t$POOL"
  echo -e "oversubscription\t$([ "$OVERSUB" = 1 ] && echo "$OVER_SITES x $OVER_WORKERS workers, max_connections $OVER_MAXCONN, ${OVER_WARMUP}s + ${OVER_MEASURE}s" || echo no)"
  echo -e "git\t$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null)"
  echo -e "mysqlpool.so\t${SO:-not loaded} ($(build_dir; echo "$BUILD"))"
  echo -e "wordpress\t$(dpkg-query -W -f '${Version}' wordpress 2>/dev/null)"
  echo -e "mariadb\t$(mariadbd --version 2>/dev/null)"
  echo -e "load_at_start\t$load"
  echo -e "elapsed_s\t$(($(date +%s) - T0))"
} >"$OUT/meta.tsv"
echo
column -t -s $'\t' "$OUT/summary.tsv"
echo
echo "# errors and max_conns: the highest over the rounds; the rest: medians. CPU in µs per request;"
echo "# ratios: per round, then the median; stmts_minus_*: statements per request minus the stock variant's."
if [ "$OVERSUB" = 1 ]; then
  echo
  column -t -s $'\t' "$OUT/oversubscription.tsv"
fi
echo "results: $OUT ($(($(date +%s) - T0)) s)"
