#!/usr/bin/env bash
# CPU per `SELECT 1`: pdo_mysql (ATTR_PERSISTENT) against mysqlpool, in one CLI process each.
#
#   bench/select1.sh [QUERIES] [ROUNDS] [SHAPE]     (defaults 20000, 3, query)
#
# SHAPE query: one handle, `query('SELECT 1')` each time. SHAPE request: each time what a
# request of bench/app/user.php does (new PDO, prepare, bind, execute, fetch), so that the
# handle's setup and end are counted too (select1.php's header).
#
# Starts a private MariaDB (scripts/lib/mariadb.sh) unless MYSQLPOOL_TEST_PORT is set, then runs
# bench/select1.php alternately for each driver, ROUNDS times, each run a fresh `php` process,
# and prints each run and the medians: the PHP process's CPU (utime+stime) and wall time per
# query, the mysqlpool manager's CPU per query over the same interval, and the ratio
# mysqlpool/pdo_mysql.
#
# Environment: MYSQLPOOL_BUILD (the build folder, default build/: its mysqlpool.so, loaded for both drivers when it
# exists), SELECT1_DRIVERS (default "pdo_mysql mysqlpool").
# A driver that fails (e.g. the extension isn't built) is reported as FAILED with its error;
# the exit status is then 1, after the full report.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"  # cli_bench_start
build_dir
EXT=$BUILD/mysqlpool.so
QUERIES=${1:-20000}
ROUNDS=${2:-3}
SHAPE=${3:-query}
DRIVERS=${SELECT1_DRIVERS:-pdo_mysql mysqlpool}

cli_bench_start select1 mpsel1

php_args=()
if [ -f "$EXT" ]; then
  php_args+=(-d "extension=$EXT" -d "mysqlpool.manager_socket=$TMP/m.sock")
  ext_note="$EXT loaded"
else
  ext_note="$EXT not found: mysqlpool cannot run"
fi
echo "# select1: $QUERIES x SELECT 1 per run ($SHAPE shape), $ROUNDS rounds, server 127.0.0.1:$MYSQLPOOL_TEST_PORT, $ext_note"

status=0
for round in $(seq 1 "$ROUNDS"); do
  for driver in $DRIVERS; do
    line=$(php "${php_args[@]}" "$ROOT/bench/select1.php" "$driver" "$QUERIES" "$SHAPE" 2>"$TMP/err")
    rc=$?
    if [ -z "$line" ]; then
      # the process died without its JSON line (a crash): record that, keep going
      line=$(php -r 'echo json_encode(["driver" => $argv[1], "error" => "php exited with status " . $argv[2] . ": " . $argv[3]]);' \
        "$driver" "$rc" "$(tail -c 300 "$TMP/err" | tr '\n' ' ')")
    fi
    [ "$rc" = 0 ] || status=1
    echo "round $round $driver: $line"
    echo "$line" >>"$TMP/runs.jsonl"
  done
done
echo "# medians"
php "$ROOT/bench/select1.php" --report "$TMP/runs.jsonl"
exit $status
