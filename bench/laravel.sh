#!/usr/bin/env bash
# The Laravel-shaped endpoint: a real Laravel 8 app (scripts/laravel/app, Debian's
# php-laravel-framework, stock `mysql` driver) answering GET /quote: Laravel's connect sequence
# (`use db`, `set names`, `set time_zone`, `set session sql_mode`) and an N+1 read pattern
# (the product, its tiered prices, the user, the user's coupons, then each coupon's product in
# a loop), for a random user, product and quantity. Variants, side by side in one run:
#   pdo_new         stock Laravel: pdo_mysql, a new connection per request (Laravel's default)
#   pdo_persistent  pdo_mysql with PDO::ATTR_PERSISTENT in the connection's options
#   mysqlpool       php.ini only: extension=mysqlpool.so, mysqlpool.serve_mysql_dsn=1
#
#   bash bench/laravel.sh [--rounds N] [--measure S] [--warmup S] [--workers N] [--pool N]
#                         [--connections C] [--variants "pdo_new pdo_persistent mysqlpool"]
#                         [--out DIR] [--keep]
# Defaults: 1 round, 5 s warm-up + 15 s measurement per variant, 64 php-fpm workers (pm=static,
# opcache), pool 20, wrk -t2 -c64: about 1.5 minutes per round.
#
# Per variant: a fresh php-fpm + nginx (and a fresh mysqlpool manager), wait until the server
# has no client connection, a probe, the warm-up, then the measurement. Figures:
#   req/s, p50/p99 ms, errors    wrk (non-2xx + socket errors + timeouts)
#   max conns                    the app's peak of server connections (scripts/lib/sampler.php:
#                                Max_used_connections after FLUSH STATUS, minus the harness's)
#   new conn/req                 the server's Connections delta / requests
#   CPU app/db/total µs/req      utime+stime of php-fpm (master + workers), nginx and the
#                                manager / of mariadbd, from /proc/PID/stat, over the measurement
#   stmts/req                    the server's Questions delta / requests (what the server ran:
#                                COM_QUERY and COM_STMT_EXECUTE), minus the sampler's own
#   prepares/req, executes/req   Com_stmt_prepare, Com_stmt_execute deltas / requests (pdo_mysql:
#                                Laravel turns emulated prepares off, so every query is a prepare
#                                + execute; mysqlpool keeps them prepared per connection)
#   csw/req                      context switches (voluntary + involuntary) of php-fpm's and the
#                                manager's processes / requests
#   connect stmts/req            (Com_change_db + Com_set_option) delta / requests: the connect
#                                sequence as the server sees it
#   other CPU %                  machine busy time not used by app or db (wrk and other jobs),
#                                % of all CPUs over the measurement: high = a noisy round
#   ratios                       per round, then their median: req/s and CPU per request / pdo_new's;
#                                req/s, app CPU and db CPU per request / pdo_persistent's
# Writes OUT/runs.tsv (one row per round x variant) and OUT/summary.tsv (medians + ratios), and
# prints the summary. OUT defaults to bench/results/<timestamp>-laravel/.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=bench/lib/laravel.sh
source "$ROOT/bench/lib/laravel.sh"

ROUNDS=1 MEASURE=15 WARMUP=5 WORKERS=64 POOL=20 CONNS=64 KEEP=0 OUT=""
VARIANTS="pdo_new pdo_persistent mysqlpool"
lb_parse_options laravel.sh "$@"
lb_setup laravel mplbench

lb_say "Laravel-shaped endpoint: variants $VARIANTS; $ROUNDS round(s), $WORKERS workers, pool $POOL, wrk -t2 -c$CONNS, ${WARMUP}s + ${MEASURE}s"
[[ " $VARIANTS " == *" mysqlpool "* ]] && lb_ensure_so
lb_db_start
lb_say "MariaDB pid $DB_PID port $DB_PORT; app migrated and seeded"

COLS="round variant workers pool rps requests p50_ms p99_ms errors max_conns new_conn_per_req cpu_app_us cpu_db_us cpu_total_us stmts_per_req prepares_per_req connect_stmts_per_req selects_per_req other_cpu_pct executes_per_req csw_per_req"
tr ' ' '\t' <<<"$COLS" >"$OUT/runs.tsv"

run_variant() {  # round variant
  local round=$1 v=$2 dir=$RUN/r$1-$2 url probe
  lb_say "round $round: $v"
  wait_db_idle
  if ! lb_fpm_start "$dir" "$v" "$WORKERS" "$POOL"; then
    printf '%s\t%s\tFAILED to start\n' "$round" "$v" >>"$OUT/runs.tsv"; return
  fi
  url=$LB_URL
  probe=$(curl -s --max-time 20 -w ' %{http_code}' "$url/index.php?r=/quote&user=5&product=47&qty=3")
  if [ "${probe##* }" != 200 ]; then
    lb_say "  probe failed: $probe"
    printf '%s\t%s\tFAILED probe\n' "$round" "$v" >>"$OUT/runs.tsv"
    lb_fpm_stop "$dir"; lb_stop_managers; return
  fi
  wait_other_wrk
  wrk -t2 -c"$CONNS" -d"${WARMUP}s" --timeout 10s -s "$ROOT/bench/wrk/laravel_quote.lua" "$url" >"$dir.warmup.wrk" 2>&1

  local app_pids mgr_pids s0 s1 a0 a1 m0 m1 d0 d1 b0 b1 t0 t1 c0 c1
  # the status reads come before the sampler's FLUSH STATUS and after its end, so that their own
  # connections never count in its Max_used_connections (FLUSH STATUS leaves these counters)
  s0=$(lb_status)
  sampler_run "$dir" --socket "$DB_SOCKET" --user "$DB_USER" --interval-ms 100 --max-s $((MEASURE + 60))
  local sampler=$sampler_pid
  LB_BG+=("$sampler")
  app_pids=$(fpm_pids "$dir" | tr '\n' ' ')
  mgr_pids=$(manager_pids "$RUN/mgr.sock" | tr '\n' ' ')
  c0=$(ctx_switches $app_pids $mgr_pids)
  a0=$(cpu_ticks $app_pids); m0=$(cpu_ticks $mgr_pids); d0=$(cpu_ticks "$DB_PID"); b0=$(machine_busy); t0=$(date +%s%N)
  WRK_SEED=$RANDOM wrk -t2 -c"$CONNS" -d"${MEASURE}s" --timeout 10s -s "$ROOT/bench/wrk/laravel_quote.lua" "$url" >"$dir.wrk" 2>&1
  mgr_pids=$(manager_pids "$RUN/mgr.sock" | tr '\n' ' ')
  a1=$(cpu_ticks $app_pids); m1=$(cpu_ticks $mgr_pids); d1=$(cpu_ticks "$DB_PID"); b1=$(machine_busy); t1=$(date +%s%N)
  c1=$(ctx_switches $app_pids $mgr_pids)
  touch "$dir.stop"
  wait "$sampler" 2>/dev/null
  s1=$(lb_status)
  [ -s "$dir/php-errors.log" ] && cp "$dir/php-errors.log" "$OUT/r$round-$v.php-errors.log"
  cp "$dir.wrk" "$OUT/r$round-$v.wrk"
  lb_fpm_stop "$dir"
  lb_stop_managers

  local req
  req=$(wrk_file_field "$dir.wrk" requests)
  if [ -z "$req" ] || [ "$req" = 0 ] || [ ! -s "$dir.sampler" ]; then
    lb_say "  no numbers: $(tail -n 2 "$dir.wrk" | tr '\n' ' ') $(cat "$dir.sampler.err")"
    printf '%s\t%s\tFAILED no numbers\n' "$round" "$v" >>"$OUT/runs.tsv"; return
  fi
  php -r '
    [$_, $round, $v, $w, $pool, $hz, $wrk, $sj, $s0, $s1, $a, $m, $d, $busy, $wall_ms, $ncpu, $csw] = $argv;
    preg_match_all("/(\w+)=(\d+)/", $wrk, $x); $W = array_combine($x[1], array_map("intval", $x[2]));
    $st = function ($s) { preg_match_all("/(\w+)=(\d+)/", $s, $x); return array_combine($x[1], array_map("intval", $x[2])); };
    [$S0, $S1] = [$st($s0), $st($s1)];
    $D = fn($k) => ($S1[$k] ?? 0) - ($S0[$k] ?? 0);
    $J = json_decode(file_get_contents($sj), true);
    $req = max(1, $W["requests"]);
    $us = 1e6 / $hz / $req;
    $errors = $W["status"] + $W["connect"] + $W["read"] + $W["write"] + $W["timeout"];
    // not the app: the sampler (FLUSH, 2 SHOW STATUS, one SELECT per sample and one before:
    // scripts/lib/sampler.php) and the SHOW STATUS of lb_status
    $questions = $D("Questions") - $J["samples"] - 5;
    $selects = $D("Com_select") - $J["samples"] - 1;
    echo implode("\t", [$round, $v, $w, $v === "mysqlpool" ? $pool : "-",
      round($W["requests"] / ($W["duration_us"] / 1e6), 1), $W["requests"],
      round($W["p50_us"] / 1000, 1), round($W["p99_us"] / 1000, 1), $errors,
      $J["max_used_app"], round($J["connections_delta"] / $req, 4),
      round($a * $us), round($d * $us), round(($a + $d) * $us),
      round($questions / $req, 2), round($D("Com_stmt_prepare") / $req, 2),
      round(($D("Com_change_db") + $D("Com_set_option")) / $req, 2), round($selects / $req, 2),
      // the CPU not used by this benchmark (app, db; wrk included in it), % of all CPUs
      round(100 * max(0, $busy - $a - $d) / $hz / $ncpu / ($wall_ms / 1000), 1),
      round($D("Com_stmt_execute") / $req, 2), round($csw / $req, 2)]), "\n";
  ' "$round" "$v" "$WORKERS" "$POOL" "$HZ" "$(grep '^WRK' "$dir.wrk")" "$dir.sampler" "$s0" "$s1" \
    $(( (a1 - a0) + (m1 - m0) )) 0 $((d1 - d0)) $((b1 - b0)) $(( (t1 - t0) / 1000000 )) "$(nproc)" $((c1 - c0)) >>"$OUT/runs.tsv"
  lb_say "  $(tail -n 1 "$OUT/runs.tsv" | awk -F'\t' '{ printf "%s req/s, p99 %s ms, %s errors, max %s server conns, %s new conn/req, CPU %s µs/req (app %s, db %s), %s stmts/req", $5, $8, $9, $10, $11, $14, $12, $13, $15 }')"
}

for round in $(seq 1 "$ROUNDS"); do
  for v in $VARIANTS; do run_variant "$round" "$v"; done
done

{
  echo -e "key\tvalue"
  echo -e "date\t$(date -Is)"
  echo -e "rounds\t$ROUNDS"
  echo -e "measure_s\t$MEASURE"
  echo -e "workers\t$WORKERS"
  echo -e "pool\t$POOL"
  echo -e "wrk\t-t2 -c$CONNS, bench/wrk/laravel_quote.lua"
  echo -e "git\t$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null)"
  echo -e "laravel\t$(dpkg-query -W -f '${Version}' php-laravel-framework 2>/dev/null)"
  echo -e "mariadb\t$(mariadbd --version 2>/dev/null)"
  echo -e "elapsed_s\t$(($(date +%s) - T0))"
} >"$OUT/meta.tsv"

# medians over the rounds; ratios per round against pdo_new, then their median
php -r '
  $rows = array_map(fn($l) => explode("\t", $l), file($argv[1], FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES));
  $head = array_shift($rows);
  $ok = []; foreach ($rows as $r) if (count($r) === count($head)) $ok[] = array_combine($head, $r);
  $med = function (array $v) { $v = array_values($v); if (!$v) return null; sort($v); $n = count($v);
    return $n % 2 ? $v[intdiv($n, 2)] : ($v[$n / 2 - 1] + $v[$n / 2]) / 2; };
  $by = []; foreach ($ok as $r) $by[$r["variant"]][$r["round"]] = $r;
  $cols = ["rps", "p50_ms", "p99_ms", "errors", "max_conns", "new_conn_per_req", "cpu_app_us", "cpu_db_us",
           "cpu_total_us", "stmts_per_req", "prepares_per_req", "executes_per_req", "connect_stmts_per_req",
           "selects_per_req", "csw_per_req", "other_cpu_pct"];
  $vs = ["rps_vs_pdo_new" => ["pdo_new", "rps"], "cpu_vs_pdo_new" => ["pdo_new", "cpu_total_us"],
         "rps_vs_persistent" => ["pdo_persistent", "rps"], "app_cpu_vs_persistent" => ["pdo_persistent", "cpu_app_us"],
         "db_cpu_vs_persistent" => ["pdo_persistent", "cpu_db_us"]];
  $out = [array_merge(["variant", "workers", "pool", "rounds"], $cols, array_keys($vs))];
  foreach (["pdo_new", "pdo_persistent", "mysqlpool"] as $v) {
    if (empty($by[$v])) continue;
    $line = [$v, reset($by[$v])["workers"], reset($by[$v])["pool"], count($by[$v])];
    foreach ($cols as $c) $line[] = $c === "errors" || $c === "max_conns"
      ? max(array_column($by[$v], $c)) : $med(array_column($by[$v], $c));
    foreach ($vs as [$base, $c]) {
      $q = [];
      foreach ($by[$v] as $round => $r)
        if (isset($by[$base][$round]) && $by[$base][$round][$c] > 0) $q[] = $r[$c] / $by[$base][$round][$c];
      $line[] = $q ? sprintf("%.2fx", $med($q)) : "n/a";
    }
    $out[] = $line;
  }
  file_put_contents($argv[2], implode("\n", array_map(fn($l) => implode("\t", $l), $out)) . "\n");
' "$OUT/runs.tsv" "$OUT/summary.tsv"
echo
column -t -s $'\t' "$OUT/summary.tsv"
echo
echo "# errors and max_conns: the highest over the rounds; the rest: medians. CPU in µs per request."
echo "results: $OUT ($(($(date +%s) - T0)) s)"
