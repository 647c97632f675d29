#!/usr/bin/env bash
# The driver's cost under load without php-fpm and nginx: N CLI processes at once per driver,
# each doing ITERATIONS times what a reference-workload request does with the database
# (bench/concurrent.php: new PDO, a prepared lookup with one bound int, fetch), pdo_mysql with
# ATTR_PERSISTENT (one connection per process) against mysqlpool (a pool of POOL shared by all).
#
#   bash bench/concurrent.sh [PROCESSES] [ITERATIONS] [ROUNDS]     (defaults 32, 3000, 3)
#
# Rounds alternate the drivers. Per run: the processes' own CPU per iteration (getrusage, so
# PHP's start is not counted; for mysqlpool with its manager's), mariadbd's CPU per iteration (/proc/PID/stat over the run) and
# iterations per second; then medians and mysqlpool / pdo_mysql. Starts a private MariaDB
# (scripts/lib/mariadb.sh) unless MYSQLPOOL_TEST_PORT is set (then db CPU needs MARIADB_PID).
# Environment: MYSQLPOOL_BUILD (the build folder, default build/), POOL (default 20).
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"  # cli_bench_start
build_dir
EXT=$BUILD/mysqlpool.so
PROCS=${1:-32} ITERS=${2:-3000} ROUNDS=${3:-3}
POOL=${POOL:-20}
for v in "$PROCS" "$ITERS" "$ROUNDS" "$POOL"; do
  [[ "$v" =~ ^[1-9][0-9]*$ ]] || { echo "concurrent.sh: '$v' is not a positive number" >&2; exit 2; }
done
[ -f "$EXT" ] || { echo "concurrent.sh: $EXT not found (build it: cmake --build build)" >&2; exit 1; }

cli_bench_start concurrent.sh mpconc
DB_PID=${MARIADB_PID:-$(cat "$TMP/db/mysqld.pid" 2>/dev/null)}
db_ticks() { [ -n "$DB_PID" ] && awk '{print $14 + $15}' "/proc/$DB_PID/stat" 2>/dev/null; }
mgr_ticks() {  # the mysqlpool manager's CPU (it starts with the first mysqlpool run: 0 before)
  local p t=0
  for p in $(manager_pids "$TMP/m.sock"); do t=$((t + $(awk '{print $14 + $15}' "/proc/$p/stat" 2>/dev/null || echo 0))); done
  echo "$t"
}
HZ=$(getconf CLK_TCK)

php_args=(-d "extension=$EXT" -d "mysqlpool.max_connections=$POOL" -d "mysqlpool.manager_socket=$TMP/m.sock"
          -d "mysqlpool.manager_log=$TMP/m.log")
echo "# concurrent: $PROCS processes x $ITERS iterations per run, $ROUNDS rounds, pool of $POOL, $(nproc) CPUs"
printf '%-6s %-10s %14s %14s %10s\n' round driver "app µs/iter" "db µs/iter" "iter/s"
status=0
for round in $(seq 1 "$ROUNDS"); do
  for driver in pdo_mysql mysqlpool; do
    d0=$(db_ticks) m0=$(mgr_ticks) t0=$(date +%s%N)
    for i in $(seq 1 "$PROCS"); do
      php "${php_args[@]}" "$ROOT/bench/concurrent.php" "$driver" "$ITERS" >"$TMP/out.$i" 2>"$TMP/err.$i" &
    done
    wait
    t1=$(date +%s%N) d1=$(db_ticks) m1=$(mgr_ticks)
    if ! line=$(awk -v n="$PROCS" -v it="$ITERS" -v d0="${d0:-}" -v d1="${d1:-}" -v hz="$HZ" \
        -v mgr=$((m1 - m0)) -v wall=$(((t1 - t0) / 1000)) '
        NF == 3 { cpu += $3; ok++ }
        END { if (ok != n) exit 1
              db = (d0 == "" || d1 == "") ? "n/a" : sprintf("%.1f", (d1 - d0) * 1e6 / hz / (n * it))
              printf "%.1f %s %.0f\n", (cpu + mgr * 1e6 / hz) / (n * it), db, n * it / (wall / 1e6) }' "$TMP"/out.*); then
      echo "concurrent.sh: $driver, round $round: a process failed: $(cat "$TMP"/err.* | head -n 3)" >&2
      status=1
      continue
    fi
    read -r app db rate <<<"$line"
    printf '%-6s %-10s %14s %14s %10s\n' "$round" "$driver" "$app" "$db" "$rate"
    echo "$driver $app $db $rate" >>"$TMP/runs"
    rm -f "$TMP"/out.* "$TMP"/err.*
  done
done
[ -s "$TMP/runs" ] && awk '
  function median(s,   a, n, i, j, t) { n = split(s, a, " "); for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
                                         return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2 }
  { app[$1] = app[$1] " " $2; db[$1] = db[$1] " " $3; rate[$1] = rate[$1] " " $4 }
  END {
    print "medians"
    for (d in app) { m_app[d] = median(app[d]); m_db[d] = (db[d] ~ /n\/a/) ? "n/a" : median(db[d]); m_rate[d] = median(rate[d])
                     printf "  %-10s app %.1f µs/iter, db %s µs/iter, %.0f iter/s\n", d, m_app[d], m_db[d], m_rate[d] }
    if (("pdo_mysql" in app) && ("mysqlpool" in app)) {
      printf "mysqlpool / pdo_mysql: app CPU %.2fx", m_app["mysqlpool"] / m_app["pdo_mysql"]
      if (m_db["pdo_mysql"] != "n/a") printf ", db CPU %.2fx, app+db %.2fx", m_db["mysqlpool"] / m_db["pdo_mysql"],
        (m_app["mysqlpool"] + m_db["mysqlpool"]) / (m_app["pdo_mysql"] + m_db["pdo_mysql"])
      printf ", iterations/s %.2fx\n", m_rate["mysqlpool"] / m_rate["pdo_mysql"]
    }
  }' "$TMP/runs"
exit $status
