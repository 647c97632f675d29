#!/usr/bin/env bash
# Over-subscription: what the connection explosion does to a real server. Three php-fpm pools
# (three php-fpm + nginx instances, like three sites of one host user) of 64 workers each, 192
# workers in all, against one MariaDB left at its default max_connections=151, all serving the
# Laravel test app's N+1 quote endpoint (scripts/laravel/app, GET /quote, stock `mysql` driver):
#   pdo_persistent  pdo_mysql with PDO::ATTR_PERSISTENT: a connection per worker, 192 > 151
#   mysqlpool       php.ini only (serve_mysql_dsn=1), one pool of --pool (20) for all three
#
#   bash bench/oversubscription.sh [--measure S] [--warmup S] [--pool N] [--workers N]
#                                  [--variants "pdo_persistent mysqlpool"] [--out DIR] [--keep]
# Defaults: 10 s warm-up + 20 s measurement per variant, three wrk -t1 -c64 at once (one per
# nginx): about 1.5 minutes in all.
#
# Each variant gets a fresh MariaDB (same data, max_connections=151), so its memory starts from
# the same point. Figures per variant:
#   req/s, errors           the three wrk together (errors: non-2xx + socket errors + timeouts);
#                           ok req/s counts only the answers without error
#   too-many errors         the server's Connection_errors_max_connections delta over the
#                           measurement (connections refused with "Too many connections"),
#                           read by scripts/lib/sampler.php (--go) over a root connection made
#                           before the load (the load can take even the SUPER user's spare slot)
#   "Too many" in logs      php-fpm error-log lines (Laravel reports every failed request) naming
#                           "Too many connections", warm-up and measurement
#   max conns               the server's peak of app connections (Max_used_connections after
#                           FLUSH STATUS, minus the sampler)
#   mysqld RSS MB           VmRSS of mariadbd: idle before the warm-up, and the highest seen
#                           during warm-up + measurement (sampled every 0.5 s)
#   CPU µs/req              php-fpm + nginx + manager + mariadbd utime+stime / requests
# Writes OUT/oversubscription.tsv and prints it as a table. OUT defaults to
# bench/results/<timestamp>-oversubscription/.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=bench/lib/laravel.sh
source "$ROOT/bench/lib/laravel.sh"

MEASURE=20 WARMUP=10 POOL=20 WORKERS=64 KEEP=0 OUT="" SITES=3 MAXCONN=151
VARIANTS="pdo_persistent mysqlpool"
lb_parse_options oversubscription.sh "$@"
lb_setup oversubscription mplover

lb_say "over-subscription: $SITES php-fpm pools x $WORKERS workers, MariaDB max_connections=$MAXCONN; variants $VARIANTS; pool $POOL; ${WARMUP}s + ${MEASURE}s"
[[ " $VARIANTS " == *" mysqlpool "* ]] && lb_ensure_so

printf 'variant\tsites_x_workers\tpool\trps\tok_rps\trequests\terrors\terr_non2xx\terr_socket\ttoo_many_server\ttoo_many_logged\tmax_conns\tthreads_connected_end\tmysqld_rss_idle_mb\tmysqld_rss_peak_mb\tcpu_total_us\n' \
  >"$OUT/oversubscription.tsv"

run_variant() {
  local v=$1 i dirs=() urls=() pids=()
  lb_say "$v: fresh MariaDB (max_connections=$MAXCONN), seeding"
  lb_db_start "$MAXCONN" "$RUN/db-$v"
  for i in $(seq 1 "$SITES"); do
    if ! lb_fpm_start "$RUN/$v-site$i" "$v" "$WORKERS" "$POOL"; then
      printf '%s\tFAILED to start site %s\n' "$v" "$i" >>"$OUT/oversubscription.tsv"
      lb_fpm_stop "${dirs[@]}" "$RUN/$v-site$i"; lb_stop_managers
      "$ROOT/scripts/lib/mariadb.sh" stop "$DB_DIR" >/dev/null 2>&1
      return
    fi
    dirs+=("$RUN/$v-site$i")
    urls+=("$LB_URL")
  done
  local rss_idle
  rss_idle=$(lb_rss_kb "$DB_PID" | cut -d' ' -f1)
  # mysqld's RSS every 0.5 s, until told to stop
  (while [ ! -e "$RUN/$v.rss.stop" ]; do lb_rss_kb "$DB_PID" | cut -d' ' -f1; sleep 0.5; done) >"$RUN/$v.rss" &
  local rss_pid=$!
  LB_BG+=("$rss_pid")

  # the sampler's root connection is made now, before the load can take every slot
  rm -f "$RUN/$v.go"
  sampler_run "$RUN/$v" --socket "$DB_SOCKET" --user "$DB_USER" --go "$RUN/$v.go" --interval-ms 100 \
    --max-s $((WARMUP + MEASURE + 600))
  local sampler=$sampler_pid
  LB_BG+=("$sampler")

  wait_other_wrk
  lb_say "$v: warm-up ${WARMUP}s"
  for i in "${!urls[@]}"; do
    wrk -t1 -c"$WORKERS" -d"${WARMUP}s" --timeout 10s -s "$ROOT/bench/wrk/laravel_quote.lua" "${urls[$i]}" \
      >"$RUN/$v-site$((i + 1)).warmup.wrk" 2>&1 &
    pids+=($!)
  done
  wait "${pids[@]}"
  pids=()

  local ticks0 ticks1 app_pids mgr_pids
  touch "$RUN/$v.go"
  for i in $(seq 1 100); do grep -q ready "$RUN/$v.ready" 2>/dev/null && break; sleep 0.05; done
  app_pids=$(fpm_pids "${dirs[@]}" | tr '\n' ' ')
  mgr_pids=$(manager_pids "$RUN/mgr.sock" | tr '\n' ' ')
  ticks0=$(cpu_ticks $app_pids $mgr_pids "$DB_PID")
  lb_say "$v: measuring ${MEASURE}s"
  for i in "${!urls[@]}"; do
    WRK_SEED=$RANDOM wrk -t1 -c"$WORKERS" -d"${MEASURE}s" --timeout 10s -s "$ROOT/bench/wrk/laravel_quote.lua" "${urls[$i]}" \
      >"$RUN/$v-site$((i + 1)).wrk" 2>&1 &
    pids+=($!)
  done
  wait "${pids[@]}"
  mgr_pids=$(manager_pids "$RUN/mgr.sock" | tr '\n' ' ')
  ticks1=$(cpu_ticks $app_pids $mgr_pids "$DB_PID")
  touch "$RUN/$v.stop" "$RUN/$v.rss.stop"
  wait "$sampler" "$rss_pid" 2>/dev/null
  local mj=$RUN/$v.sampler
  [ -s "$mj" ] || lb_say "  sampler: $(cat "$RUN/$v.sampler.err")"

  local req=0 dur=0 non2xx=0 sock=0 f logged=0 rss_peak
  for i in $(seq 1 "$SITES"); do
    f=$RUN/$v-site$i.wrk
    cp "$f" "$OUT/$v-site$i.wrk"
    req=$((req + $(wrk_file_field "$f" requests)))
    dur=$(( $(wrk_file_field "$f" duration_us) > dur ? $(wrk_file_field "$f" duration_us) : dur ))
    non2xx=$((non2xx + $(wrk_file_field "$f" status)))
    sock=$((sock + $(wrk_file_field "$f" connect) + $(wrk_file_field "$f" read) + $(wrk_file_field "$f" write) + $(wrk_file_field "$f" timeout)))
    # one report per failed request: Laravel's "production.ERROR: ..." line
    f=$(grep -c 'production\.ERROR: .*Too many connections' "$RUN/$v-site$i/php-errors.log" 2>/dev/null)
    logged=$((logged + ${f:-0}))
    [ -s "$RUN/$v-site$i/php-errors.log" ] && tail -n 20 "$RUN/$v-site$i/php-errors.log" >"$OUT/$v-site$i.php-errors.log"
  done
  rss_peak=$(sort -n "$RUN/$v.rss" | tail -n 1)
  local too_many threads_end max_conns
  mjf() { php -r '$j = json_decode((string)@file_get_contents($argv[1]), true); echo $j[$argv[2]] ?? 0;' "$mj" "$1"; }
  too_many=$(mjf too_many_delta)
  threads_end=$(mjf threads_end)
  max_conns=$(mjf max_used_app)
  lb_fpm_stop "${dirs[@]}"
  lb_stop_managers
  "$ROOT/scripts/lib/mariadb.sh" stop "$DB_DIR" >/dev/null 2>&1
  [ "$req" -gt 0 ] || req=1
  awk -v v="$v" -v sw="$SITES x $WORKERS" -v pool="$([ "$v" = mysqlpool ] && echo "$POOL" || echo -)" \
      -v req="$req" -v dur="$dur" -v n2="$non2xx" -v sock="$sock" -v tm="$too_many" -v lg="$logged" \
      -v mc="$max_conns" -v te="$threads_end" -v ri="$rss_idle" -v rp="${rss_peak:-0}" \
      -v ticks=$((ticks1 - ticks0)) -v hz="$HZ" 'BEGIN {
        printf "%s\t%s\t%s\t%.1f\t%.1f\t%d\t%d\t%d\t%d\t%d\t%d\t%s\t%d\t%.0f\t%.0f\t%.0f\n", v, sw, pool,
          req / (dur / 1e6), (req - n2 - sock) / (dur / 1e6), req, n2 + sock, n2, sock, tm, lg, mc, te, ri / 1024, rp / 1024,
          ticks * 1e6 / hz / req }' >>"$OUT/oversubscription.tsv"
  lb_say "  $(tail -n 1 "$OUT/oversubscription.tsv" | awk -F'\t' '{ printf "%s req/s (%s without error), %s errors (%s refused by the server), max %s server conns, mysqld RSS %s -> %s MB", $4, $5, $7, $10, $12, $14, $15 }')"
}

for v in $VARIANTS; do run_variant "$v"; done

{
  echo -e "key\tvalue"
  echo -e "date\t$(date -Is)"
  echo -e "sites\t$SITES x $WORKERS workers (pm=static)"
  echo -e "max_connections\t$MAXCONN"
  echo -e "pool\t$POOL"
  echo -e "measure_s\t$MEASURE"
  echo -e "warmup_s\t$WARMUP"
  echo -e "git\t$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null)"
  echo -e "elapsed_s\t$(($(date +%s) - T0))"
} >"$OUT/meta.tsv"
echo
column -t -s $'\t' "$OUT/oversubscription.tsv"
echo
echo "# threads_connected_end: the server's connections right after the load (minus the sampler's)"
echo "results: $OUT ($(($(date +%s) - T0)) s)"
