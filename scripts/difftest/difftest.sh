#!/usr/bin/env bash
# Differential tester of session safety: random (seeded) sequences of session-touching SQL run
# on two setups, every result compared.
#
#   A  stock pdo_mysql (`mysql:` DSN), one dedicated connection per handle: the expected answers
#   B  mysqlpool (`mysqlpool:` DSN) with a tiny pool, 3 processes x 2 handles at once, the
#      handles of a process interleaved statement by statement, so that they really share
#      connections; pool_mode=statement and pool_mode=transaction, max_connections=1 and =2
#
# A seed fixes each handle's statement list: episodes (a `new PDO` ... handle destroyed, like one
# request) of SET NAMES/character_set_client, sql_mode (NO_BACKSLASH_ESCAPES, ANSI_QUOTES, ...),
# time_zone, SET @@session.x, USE (two schemas per handle), user variables, temporary tables,
# GET_LOCK/IS_USED_LOCK/RELEASE_LOCK, transactions (BEGIN/COMMIT/ROLLBACK, beginTransaction(),
# SAVEPOINT, autocommit=0), AUTO_INCREMENT inserts with LAST_INSERT_ID()/ROW_COUNT()/
# FOUND_ROWS()/@@identity, multi-statement texts, warnings and SHOW WARNINGS/@@warning_count/
# GET DIAGNOSTICS, sequences (NEXTVAL/LASTVAL/PREVIOUS VALUE FOR), PDO::quote() of tricky bytes,
# emulated prepared statements, SET TRANSACTION then a transaction. A share of the handles are
# made with ATTR_EMULATE_PREPARES/MYSQL_ATTR_DIRECT_QUERY => false (server-side prepares: every
# query() too) and/or MYSQL_ATTR_USE_BUFFERED_QUERY => false, also switched by setAttribute();
# statements kept across other statements and transactions (prepare, bindValue/bindParam of int,
# string, null, float, bool, LOB streams, named and positional, execute(array), fetch/fetchColumn/
# fetchAll, closeCursor, unset, re-execute, nextRowset), prepare errors, wrong parameter counts
# (HY093), a statement while another has unread rows or result sets (2014), multi-statement texts
# and CALL with several result sets, exec() of a SELECT, column types (scripts/difftest/main.php,
# table t3) through the text and the binary protocol. Each handle uses only its own objects
# (prefixed by process and handle), so a dedicated connection gives the answer.
# Compared per statement: result sets (column names, rows with PHP types as fetched), rowCount()
# and lastInsertId() of each result, exec()/commit()/execute()/bind*()/closeCursor()/nextRowset()
# return values, what fetch*() returned, getAttribute() after setAttribute(), errors (class,
# SQLSTATE, driver code), inTransaction(). In transaction mode the statements whose result that mode leaves
# undefined are run but not compared (scripts/difftest/gen.php says which and why).
#
#   bash scripts/difftest/difftest.sh         # bounded run: seeds 1-5 (a fixed list: the same 20
#                                             #   units on every machine), 4 setups, ~21,000 statements
#                                             #   compared (its time: the test command's summary table,
#                                             #   docs/RESULTS.md); --seed 1-10 for the ten of before
#   bash scripts/difftest/difftest.sh --long  # long run (also DIFFTEST_LONG=1): seeds 1001, 1002, ...
#                                             #   until DIFFTEST_LONG_SECONDS (default 1800) have passed,
#                                             #   8 episodes of ~10 blocks per handle, setup A run twice
#                                             #   (checks it is deterministic), and pool_mode=request too
#
# Reproducing (the seed fixes the statement lists; the interleaving of processes is not fixed):
#   bash scripts/difftest/difftest.sh --seed 7 --only statement:1  # one unit again
#   bash scripts/difftest/difftest.sh --seed 7 --only statement:1 --replay p0h1:2
#        # that handle's episodes 0..2 alone on mysqlpool (no other handle), episode 2 printed
#        # next to pdo_mysql's answers, '!!' on mismatches: what stays is a single-handle bug
#   bash scripts/difftest/difftest.sh --seed 7 --show p0h1:2  # the episode's statements and pdo_mysql's answers
# Every mismatch line names its seed, setup, process, handle, episode and statement index.
#
# Options: --seed N[,M|N-M] (seeds), --only MODE:MAX[,...] (setups; MODE statement|transaction|
# request, MAX max_connections), --procs N (3), --handles N (per process, 2), --episodes N (5),
# --blocks N (7), --budget S (start no seed after S s; default none: the list of seeds bounds the
# run, the same on every machine; --long: DIFFTEST_LONG_SECONDS), --max-print N (mismatches
# printed per unit, 3; 0: all; all are written to run/mismatches.txt in the kept temp dir),
# --check-a (run A twice and compare), --timeout S (per B run, 120), --keep (keep the temp dir when all pass).
# DIFFTEST_TRACE=1 makes every worker log each statement it runs (worker-pN.log).
#
# Environment: MYSQLPOOL_BUILD=DIR uses DIR/mysqlpool.so (default build/, built there first with
# CMake, -j2, when missing or stale); MYSQLPOOL_TEST_PORT (and the other MYSQLPOOL_TEST_* of
# scripts/lib/mariadb.sh's env.sh) uses that server, else a private MariaDB is started and stopped. Each run has its own
# manager (control socket in its temp dir), stopped at the end.
# DIFFTEST_TLS_DIR=DIR (certificates of scripts/lib/tls_certs.sh): over TLS. Every connection of
# both setups (and the side and helper ones) is made with PDO::MYSQL_ATTR_SSL_CA => DIR/ca.pem
# (scripts/difftest/lib.php, dt_tls_options()); a private server is then started with DIR's
# server certificate and --require-secure-transport=ON, so a plaintext connection would fail; a
# first check asks both drivers' sessions for Ssl_version (TLSv1.3 for mysqlpool).
# scripts/tls/tls_test.sh runs a short one this way.
#
# Transaction mode: statements whose result that mode leaves undefined (they read user variables,
# temporary tables, named locks, LASTVAL, FOUND_ROWS() after SQL_CALC_FOUND_ROWS or
# LAST_INSERT_ID() after LAST_INSERT_ID(expr), created outside the transaction that reads them:
# the mode resets them when the connection goes back) run but are not compared; see
# scripts/difftest/gen.php. Still compared there: everything inside transactions, baseline
# settings, LAST_INSERT_ID()/ROW_COUNT()/FOUND_ROWS(), diagnostics of the handle's previous
# statement, SET TRANSACTION (it belongs to the next transaction).
#
# Output: one line per unit (seed x setup): `ok - ...` or `not ok - ...` followed by `#` lines
# (what differs by category, then the first mismatches: SQL, expected, got, how to rerun); then
# `difftest: S statements compared, M mismatches` and last `N passed, N failed`. Exit status
# non-zero if any unit failed.
set -uo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"  # stop_manager, db_unless_given, keep_and_args, suite_so

keep_and_args "$@"

passed=0
failed=0
TMP=$(mktemp -d /tmp/difftest.XXXXXX)
own_db=0
MANAGER_SOCKET=$TMP/difftest-manager.sock
rc=1
cleanup() {
  stop_manager "$MANAGER_SOCKET"
  [ "$own_db" = 1 ] && bash "$ROOT/scripts/lib/mariadb.sh" stop "$TMP/db" >/dev/null 2>&1
  rm -rf "$TMP/db/data"
  if [ "$rc" = 0 ] && [ "$keep" = 0 ]; then
    rm -rf "$TMP"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

fail_early() {  # print the reason, then the summary lines, and exit
  echo "not ok - $1"
  echo "# logs in $TMP"
  echo "difftest: 0 statements compared, 0 mismatches"
  echo "0 passed, 1 failed"
  exit 1
}

# --- the extension ------------------------------------------------------------------------------
suite_so "$TMP/build.log" || fail_early "$SO_ERR"
if ! php -d extension="$SO" -r 'exit(in_array("mysqlpool", PDO::getAvailableDrivers(), true) && in_array("mysql", PDO::getAvailableDrivers(), true) ? 0 : 1);' \
    >"$TMP/load.log" 2>&1; then
  sed 's/^/# | /' "$TMP/load.log"
  fail_early "$SO loads and PDO has the drivers mysqlpool and mysql (pdo_mysql: php8.2-mysql)"
fi

# --- the server ---------------------------------------------------------------------------------
TLS_DIR=${DIFFTEST_TLS_DIR:-}
if [ -n "$TLS_DIR" ]; then
  if [ ! -f "$TLS_DIR/ca.pem" ] || [ ! -f "$TLS_DIR/server.pem" ]; then
    fail_early "DIFFTEST_TLS_DIR=$TLS_DIR has ca.pem and server.pem (bash scripts/lib/tls_certs.sh DIR)"
  fi
  TLS_DIR=$(cd "$TLS_DIR" && pwd)
  export DIFFTEST_TLS_DIR=$TLS_DIR
  # a private server (when none is given) requires TLS, as scripts/lib/tls_certs.sh describes
  export MARIADB_EXTRA_ARGS="${MARIADB_EXTRA_ARGS:-} --ssl-ca=$TLS_DIR/ca.pem --ssl-cert=$TLS_DIR/server.pem
    --ssl-key=$TLS_DIR/server.key --require-secure-transport=ON"
fi
if ! db_unless_given "$TMP/db" "$TMP/mariadb.log"; then
  sed 's/^/# | /' "$TMP/mariadb.log"
  fail_early "private MariaDB started"
fi
[ "$own_db" = 1 ] || echo "# using the server at ${MYSQLPOOL_TEST_HOST:-127.0.0.1}:$MYSQLPOOL_TEST_PORT"
export MYSQLPOOL_TEST_HOST=${MYSQLPOOL_TEST_HOST:-127.0.0.1} MYSQLPOOL_TEST_PORT MYSQLPOOL_TEST_USER \
  MYSQLPOOL_TEST_PASSWORD MYSQLPOOL_TEST_DB

# --- TLS: both drivers' sessions really are TLS ----------------------------------------------------
if [ -n "$TLS_DIR" ]; then
  # shellcheck disable=SC2016
  tls_seen=$(php -d extension="$SO" -d mysqlpool.manager_socket="$MANAGER_SOCKET" \
      -d mysqlpool.manager_log="$TMP/difftest-manager.log" -r '
    $o = [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION, PDO::MYSQL_ATTR_SSL_CA => getenv("DIFFTEST_TLS_DIR") . "/ca.pem"];
    $d = sprintf("host=%s;port=%s;dbname=%s", getenv("MYSQLPOOL_TEST_HOST"), getenv("MYSQLPOOL_TEST_PORT"), getenv("MYSQLPOOL_TEST_DB"));
    foreach (["mysql:", "mysqlpool:"] as $p) {
        try {
            $pdo = new PDO($p . $d . ($p === "mysqlpool:" ? ";pool=difftest_tls_check" : ""), getenv("MYSQLPOOL_TEST_USER"), getenv("MYSQLPOOL_TEST_PASSWORD"), $o);
            echo rtrim($p, ":"), "=", $pdo->query("SHOW SESSION STATUS LIKE \"Ssl_version\"")->fetch(PDO::FETCH_NUM)[1] ?: "none", " ";
            $pdo = null;
        } catch (Throwable $e) {
            echo rtrim($p, ":"), "=error(", str_replace(" ", "_", substr($e->getMessage(), 0, 160)), ") ";
        }
    }' 2>&1)
  if [[ "$tls_seen" =~ ^mysql=TLSv1\.[23]\ mysqlpool=TLSv1\.3\ $ ]]; then
    echo "ok - TLS ($TLS_DIR/ca.pem): the sessions' Ssl_version: $tls_seen"
    tls_check=0
  else
    echo "not ok - TLS ($TLS_DIR/ca.pem): the sessions' Ssl_version (want mysql=TLSv1.x mysqlpool=TLSv1.3): $tls_seen"
    tls_check=1
  fi
fi

# --- the run ------------------------------------------------------------------------------------
echo "# extension $SO; logs in $TMP (kept if anything fails)"
DIFFTEST_SO=$SO DIFFTEST_MANAGER_SOCKET=$MANAGER_SOCKET DIFFTEST_MANAGER_LOG=$TMP/difftest-manager.log \
  DIFFTEST_LOGDIR=$TMP/run DIFFTEST_PHP=$(command -v php) \
  php "$ROOT/scripts/difftest/main.php" "${args[@]}" |
  # the TLS check counts as one test more in main.php's last line
  awk -v tls="${tls_check:-}" '
    tls != "" && /^[0-9]+ passed, [0-9]+ failed$/ { print $1 + (tls == 0) " passed, " $3 + (tls != 0) " failed"; fflush(); next }
    { print; fflush() }'
rc=${PIPESTATUS[0]}
[ "${tls_check:-0}" = 0 ] || rc=1
exit $rc
