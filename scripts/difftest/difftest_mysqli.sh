#!/usr/bin/env bash
# Differential tester, mysqli mode (issue 36): random (seeded) programs on the WordPress mysqli
# surface run on stock mysqli and on mysqlpool's mysqli front-end, every answer compared.
#
#   A  stock mysqli with mysqlnd (php -n -d extension=mysqlnd -d extension=mysqli), one dedicated
#      connection per handle and episode, the handles one after another: the expected answers
#   B  mysqlpool's front-end (php -n -d extension=pdo -d extension=mysqlpool.so
#      -d mysqlpool.serve_mysqli=1, PHP's mysqli not loaded) with a pool of 1 and of 2
#      connections, pool_mode=statement and =transaction: 3 processes x 2 handles at once, the
#      handles of a process interleaved operation by operation, so that connections really
#      change hands between handles and processes
# Stock mysqli and the front-end can't be in one php process, so every side is its own php
# processes (scripts/difftest/mysqli_worker.php) and the coordinator (mysqli_main.php) only
# compares. Before the front-end, the comparison proves itself: unit `stock` runs B on stock
# mysqli too (0 mismatches: the programs are deterministic on a dedicated connection), unit
# `broken` on stock mysqli behind a wrapper that escapes without regard to the charset and
# sends one statement more after each INSERT (scripts/difftest/mysqli_lib.php, DtmBrokenMysqli):
# it passes when the tester reports mismatches in both.
#
# A seed fixes each handle's episodes (scripts/difftest/mysqli_gen.php): connect (new mysqli,
# mysqli_init + real_connect, mysqli_connect, a subclass calling parent::init(); a p: host; a
# database or a USE; set_charset; options before real_connect: MYSQLI_OPT_INT_AND_FLOAT_NATIVE,
# MYSQLI_INIT_COMMAND, MYSQLI_SET_CHARSET_NAME), then operations: query with MYSQLI_STORE_RESULT or
# MYSQLI_USE_RESULT read by fetch_assoc/row/array/object (with a class and constructor
# arguments)/all/column, iteration, mysqli_fetch_*; fetch_fields, fetch_field in a loop,
# fetch_field_direct, field_seek, every property of the field objects; num_rows, lengths,
# data_seek; free/close/free_result; INSERT/UPDATE/DELETE/REPLACE with affected_rows,
# insert_id, info, warning_count; errors under mysqli_report OFF, ERROR and ERROR|STRICT (the
# exception's class, code, SQLSTATE and message; PHP's warnings' text); set_charset (also a bad
# one), SET NAMES, sql_mode; real_escape_string of hostile strings (quotes, backslashes, NUL,
# gbk/big5 lead bytes before a quote) then the escaped string sent; select_db (also a missing
# database); SQL_CALC_FOUND_ROWS + FOUND_ROWS(); CALL with several results and
# more_results/next_result/store_result/use_result; a query while an unbuffered result is unread
# (2014); close, a call on the closed handle, connect again; a fetch on a freed result; failed
# connects (bad password, database, port); server/client/host info; transactions, user
# variables; WordPress's setup statements and wp_options queries.
# Compared per operation: everything the PHP code sees (scripts/difftest/mysqli_lib.php) but the
# thread id's value. In transaction mode the operations whose result that mode leaves undefined
# (FOUND_ROWS() or user variables set outside a transaction) run but are not compared.
#
#   bash scripts/difftest/difftest_mysqli.sh                  # seeds 1-3, units stock, broken,
#                                                              # pool:statement:1/2, pool:transaction:1/2
#   bash scripts/difftest/difftest_mysqli.sh --seed 7 --only pool:statement:1     # one unit again
#   bash scripts/difftest/difftest_mysqli.sh --seed 7 --show p0h1:2   # that episode with stock's answers
#   bash scripts/difftest/difftest_mysqli.sh --seed 7 --only pool:statement:1 --minimize p0h1:2:9
#        # the smallest program that shows mismatch #9 of that episode with the handle alone: the
#        # operations before it dropped one at a time while the same parts still differ
# Options: --seed N[,M|N-M], --only UNIT[,UNIT...] (stock, broken, pool:MODE:MAX), --procs N (3),
# --handles N (2), --episodes N (4), --blocks N (12), --max-print N (3; 0: all; all are written
# to mismatches.txt in the kept temp dir), --timeout S (per side, 60), --keep.
# DIFFTEST_TRACE=1: every worker logs each operation.
#
# The pool units wait at most 20 s for a connection another process holds (acquire_timeout_ms;
# a handle whose own process holds the pool's connections is refused at once, and counted as an
# unexpected pin), and 2 s for a connect (connect_timeout_ms). Time: about 10-40 s when nothing
# waits, 60-100 s on 2 loaded cores with a front-end whose failed connects wait.
#
# Environment: MYSQLPOOL_BUILD=DIR uses DIR/mysqlpool.so (default build/, built there first when
# missing or stale); DIFFTEST_MYSQLI_SO=FILE uses that mysqlpool.so instead (a front-end built
# elsewhere); MYSQLPOOL_TEST_PORT (and the other MYSQLPOOL_TEST_*) uses that server, else a
# private MariaDB is started and stopped. Each pool unit has its own manager (control socket in
# its folder), stopped at the end.
#
# Output: one line per unit (seed x unit): `ok - ...` or `not ok - ...` with `#` lines (the
# first mismatches: the operation, expected, got, how to rerun); then `difftest_mysqli: S
# operations compared, M mismatches` and last `N passed, N failed`. Exit status non-zero if any
# unit failed (a unit that can't run, such as a front-end that is not there, fails).
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
ROOT=$PWD
# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"  # stop_manager, db_unless_given, keep_and_args, suite_so

keep_and_args "$@"

TMP=$(mktemp -d /tmp/difftest-mysqli.XXXXXX)
own_db=0
rc=1
cleanup() {
  local d
  # (each pool unit's manager listens on manager.sock.vN in its folder: stop_manager finds it)
  for d in "$TMP"/run/*/; do
    stop_manager "${d}manager.sock"
  done
  [ "$own_db" = 1 ] && bash "$ROOT/scripts/lib/mariadb.sh" stop "$TMP/db" >/dev/null 2>&1
  rm -rf "$TMP/db/data"
  if [ "$rc" = 0 ] && [ "$keep" = 0 ]; then
    rm -rf "$TMP"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

fail_early() {
  echo "not ok - $1"
  echo "# logs in $TMP"
  echo "difftest_mysqli: 0 operations compared, 0 mismatches"
  echo "0 passed, 1 failed"
  exit 1
}

# --- the extensions -----------------------------------------------------------------------------
if [ -n "${DIFFTEST_MYSQLI_SO:-}" ]; then
  SO=$DIFFTEST_MYSQLI_SO
  [ -f "$SO" ] || fail_early "DIFFTEST_MYSQLI_SO=$SO exists"
else
  suite_so "$TMP/build.log" || fail_early "$SO_ERR"
fi
if ! php -n -d extension=mysqlnd -d extension=mysqli -r 'exit(class_exists("mysqli") ? 0 : 1);' >"$TMP/load.log" 2>&1; then
  sed 's/^/# | /' "$TMP/load.log"
  fail_early "stock mysqli loads (php -n -d extension=mysqlnd -d extension=mysqli; php8.2-mysql)"
fi

# --- the server ---------------------------------------------------------------------------------
if ! db_unless_given "$TMP/db" "$TMP/mariadb.log"; then
  sed 's/^/# | /' "$TMP/mariadb.log"
  fail_early "private MariaDB started"
fi
[ "$own_db" = 1 ] || echo "# using the server at ${MYSQLPOOL_TEST_HOST:-127.0.0.1}:$MYSQLPOOL_TEST_PORT"
export MYSQLPOOL_TEST_HOST=${MYSQLPOOL_TEST_HOST:-127.0.0.1} MYSQLPOOL_TEST_PORT MYSQLPOOL_TEST_USER \
  MYSQLPOOL_TEST_PASSWORD MYSQLPOOL_TEST_DB

# --- the front-end: loaded as mysqli (units pool:*) ---------------------------------------------
# (a unit of a front-end that does not load fails on its own, with the worker's log)
# shellcheck disable=SC2016
fe=$(php -n -d extension=pdo -d extension="$SO" -d mysqlpool.serve_mysqli=1 \
  -r 'echo extension_loaded("mysqli") && class_exists("mysqli") && function_exists("mysqli_connect") ? "yes" : "no";' 2>&1)
echo "# extension $SO (serves mysqli: $fe); logs in $TMP (kept if anything fails)"

# --- the run ------------------------------------------------------------------------------------
DIFFTEST_SO=$SO DIFFTEST_LOGDIR=$TMP/run DIFFTEST_PHP=$(command -v php) \
  php "$ROOT/scripts/difftest/mysqli_main.php" "${args[@]}"
rc=$?
exit $rc
