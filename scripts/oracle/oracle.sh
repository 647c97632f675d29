#!/usr/bin/env bash
# The oracle: proves that no request's session state reaches another request through the pool.
#
# A seeded workload of requests (each a `new PDO('mysqlpool:…;pool_mode=MODE;max_connections=N')`
# or a mysqli handle on the same pool, some statements, the handle destroyed), run by two CLI worker processes (some rounds run two
# requests at once), against a pool of 1 or 2 connections, in the three pool modes (statement,
# transaction, request); each unit (seed x mode x size) has a pool and a database user of its
# own. After EVERY round (one or two requests), once the pool is idle
# (mysqlpool_stats(): nothing leased, nothing in upkeep — a reset in progress —, nobody waiting;
# and every session of the pool's user asleep in the server, none the pool does not count yet),
# each idle pooled connection (information_schema.PROCESSLIST, USER = the unit's own pool user)
# is compared with a fresh connection:
#
#   From outside (pdo_mysql as root on the server's socket, not through the pool):
#     user variables        performance_schema.user_variables_by_thread
#     SQL PREPARE           performance_schema.prepared_statements_instances with a STATEMENT_NAME;
#                           those without a name (COM_STMT_PREPARE) are printed as `# NOTE` lines,
#                           not counted: the pool closes them with a COM_STMT_CLOSE it does not wait for
#     named locks           performance_schema.metadata_locks (USER LEVEL LOCK) and IS_USED_LOCK()
#                           on every name the workload uses
#     global read / backup  metadata_locks OBJECT_TYPE BACKUP (FLUSH TABLES WITH READ LOCK, BACKUP STAGE)
#     LOCK TABLES, HANDLER, any TABLE/SCHEMA metadata lock of an idle session (BACKUP LOCK too)
#     temporary tables      files #sql-temptable-<server pid>-<thread id>-* in the server's tmpdir
#                           (Aria and MyISAM ones; InnoDB and MEMORY temporary tables leave no file:
#                           the probe finds those)
#     current database      PROCESSLIST.DB: the DSN's or the baseline's (oracle_a, oracle_b), never oracle_x
#     transactions          information_schema.INNODB_TRX, performance_schema.events_transactions_current
#                           (ACTIVE; XA too: ACTIVE, IDLE after XA END, PREPARED after XA PREPARE)
#   Through the pool, by the probe: MariaDB 10.11 has no performance_schema.variables_by_thread
#   (nor any other way to read another session's system variables), so the system variables are
#   read the only way there is: as the next request would see them. The coordinator opens, in
#   pool_mode=request, as many handles as there are idle connections, each with the baseline of
#   a request of the round (the same plain settings, in order, learnt by the coordinator before
#   the request, so that no round trip and no reset comes before the first read), and reads
#   information_schema.SESSION_VARIABLES, USER_VARIABLES, DATABASE(), @@in_transaction, SHOW
#   PROFILES, OPTIMIZER_TRACE, CHECKSUM TABLE of every temporary-table name of the workload and,
#   after a round of a sequence family (seq.*: the only statements that draw one; the read pins
#   the probe's connection), PREVIOUS VALUE FOR the sequence of every database (nothing outside
#   shows a session's last value). A read the session refuses (an XA transaction IDLE or
#   PREPARED refuses every statement) is a difference too.
#   That is compared with a fresh pdo_mysql connection as the same user with the same settings
#   (and the trackers the pool sets, read off the pool's first connection): every system variable
#   must be equal (except those that differ between any two fresh connections, and LAST_INSERT_ID,
#   which the pool primes per handle: lib.php ORACLE_PER_THREAD_VARS — but a LAST_INSERT_ID of
#   900000000 or more, which only the workload's LAST_INSERT_ID(n) gives, is that statement's:
#   neither pinned nor reset, a reader the pool does not prime would get it), no user variable, no
#   temporary table, the same characteristics for the next transaction (read by a START
#   TRANSACTION of the probe), no profiling history and no optimizer trace where the fresh
#   connection has none (COM_RESET_CONNECTION turns @@profiling off but keeps the history, and the
#   server goes on recording into it), and no other request's statement in them where the
#   baseline itself turns them on. A probe whose lease had to reset the connection (its baseline
#   was not the connection's: mysqlpool_stats() baseline_resets grew) is compared all the same —
#   after the pool's reset the session must be clean too — and its differences say so.
#   Protocol prepared statements seen from outside make the look wait 200 ms and repeat, keeping
#   only what stayed (the pool's COM_STMT_CLOSE has no reply to wait for); nothing else of an idle
#   connection changes by itself. A connection with a difference is printed and then KILLed, so
#   that the next round starts clean and each difference names the round that made it; a
#   request that then finds it dead must get another connection (a `# NOTE` line if it does not).
#   After a round whose baseline turns profiling or the optimizer trace on, every connection is
#   ended too: the coordinator's warm-up and probe replayed that setting, and a history that no
#   reset clears would show up later under an innocent round.
#
# Baselines: requests set the handle's baseline with plain statements with FIXED values
# (scripts/oracle/gen.php VARIANTS: time_zone '+01:00', sql_mode TRADITIONAL or STRICT_…,
# NAMES utf8mb4_unicode_ci or utf8mb3, USE oracle_b, READ COMMITTED, group_concat_max_len 4096);
# the adversarial statements use other values (time_zone '+07:00', sql_mode PIPES_AS_CONCAT,…,
# gbk, oracle_x, SERIALIZABLE, group_concat_max_len 77) and never as a plain setting.
#
# Case families (one per request, labelled; gen.php): plain statements (SET @v, SELECT @v:=,
# SELECT … INTO @v, CREATE TEMPORARY TABLE in 4 engines, PREPARE, GET_LOCK, LOCK TABLES, HANDLER,
# FLUSH TABLES [t] WITH READ LOCK, BACKUP STAGE/LOCK, BEGIN, consistent snapshot, autocommit=0,
# XA START, SET TRANSACTION, SET profiling=1, SET optimizer_trace), SET STATEMENT
# max_statement_time=10 FOR each of those, stored functions called from SELECT/WHERE/INSERT/DO
# (SET @v, time_zone, sql_mode, isolation, GET_LOCK, SELECT INTO @v, temporary table), stored
# procedures via CALL (the same, and PREPARE, START TRANSACTION, profiling, FTWRL), triggers (SET @v,
# SET time_zone), quoted/commented/executable-comment names (`GET_LOCK`, GET_LOCK/**/, /*! … */,
# /*!50000 … */, lower case, DO, subquery, SET @`v`), multi-statement texts, statements that fail
# (after a function/procedure set @v, a second statement failing, a runtime error after GET_LOCK),
# the binary protocol (ATTR_EMULATE_PREPARES => false, with parameters too), and controls that
# release everything (a difference there is the harness's). Harmless reads and writes around them.
# Issue 33's: CREATE OR REPLACE TEMPORARY TABLE (… AS SELECT, … SELECT, with columns), LOAD DATA
# [LOCAL] INFILE filling user variables (the file is written in the run's directory; the handle
# sets PDO::MYSQL_ATTR_LOCAL_INFILE), quoting read as the session reads it (a `setting` of
# ANSI_QUOTES — "GET_LOCK"(…), "f"(), an alias ending in a backslash —, of NO_BACKSLASH_ESCAPES —
# 'C:\' then @v :=, INTO @v, GET_LOCK, a call —, SET NAMES gbk/big5/sjis with a value ending in
# 0x5C as PDO::quote() writes it, then @v :=, INTO @v, GET_LOCK), sequences (a column's
# DEFAULT (NEXT VALUE FOR s), NEXT VALUE FOR, NEXTVAL()), LAST_INSERT_ID(n) (plain, `quoted`,
# commented), a trigger's SET @v then an error (a duplicate key; an unknown table or function met
# at run time, which the server also gives before running anything), a view's function doing the
# same, XA beyond XA START (END, PREPARE, RECOVER, BEGIN, lower case, in a multi-statement text;
# and COMMIT … ONE PHASE, PREPARE + COMMIT, ROLLBACK, RECOVER alone), HANDLER (OPEN AS, READ
# NEXT, lower case, /*! */, multi-statement; OPEN + READ + CLOSE), KILL QUERY (of its own
# connection, of another session of the user found by a procedure, of no thread, of no query id).
# Families marked 'none' (gen.php) end what they begin: they leave nothing on a dedicated
# connection either, and a difference there is the pool's. A prepared XA transaction outlives its
# session (a KILL, a reset, a disconnect detach it): the workload's detached ones are rolled back
# after every round's look (the next unit of the same seed starts the same XIDs).
# Issue 36's: mysqli requests. The workers run mysqlpool's own mysqli front-end (php -n, PHP's
# mysqli not loaded, mysqlpool.serve_mysqli=1; the coordinator keeps PDO only), and a mysqli
# request (scripts/oracle/mysqli.php) connects to the unit's pool (the DSN's key from its
# connect arguments, mode and size from the mysqlpool.* ini entries) by mysqli_init() +
# real_connect(), new mysqli or mysqli_connect(), a `p:` host now and then, report mode OFF
# (WordPress) or exceptions, runs the statements through query() (a plain SET NAMES through
# set_charset(), USE `db` through select_db()), and ends the handle by close(), by destroying
# it, or by leaving it (and its open results) for the request's end: the worker process then
# ends its request and another takes its place. Mixed into the same workload on the same pools,
# so that a mysqli request's state must not reach the next request, PDO or mysqli, nor the other
# way round. Which requests: in the first pass (every family once) the families that can run
# through mysqli (not the binary protocol, parameters or multi-statement texts: 160 of 196) go
# through it for half of them under an odd seed and the other half under an even one (so the
# bounded run's seeds 1 and 2 run each through both front-ends, in the same time), then a third
# of the random requests; and 17 mysqli.* families of their own always do: set_charset() to
# gbk/latin1 and select_db() (the probe sees a charset or database that bypassed the baseline),
# real_escape_string() in utf8mb4 and gbk (its output is checked, and the @v it then assigns
# must be seen by the pool), MYSQLI_INIT_COMMAND, SQL_CALC_FOUND_ROWS + FOUND_ROWS() over an
# unbuffered result, an unbuffered result left half read when the handle ends, close() then a
# new handle in one request (which must not see the first one's @v), state left by close(), by
# destroying the handle and at the request's end. Statements with an 'expect' (found_rows.*,
# for both front-ends: FOUND_ROWS() after SQL_CALC_FOUND_ROWS) have their answer checked: a
# wrong one is a difference of the request (`conn=-`, check `answer`). A mysqli request that
# can't connect, or no mysqli request at all, fails the run's last check.
#
# Known gaps, run only with --known-gaps and never counted: GET_LOCK and SELECT … INTO @v inside a
# trigger body (unknowable from the SQL text, unreported by the server).
#
# Rounds: first every family once, in a seeded order, alone or (a quarter of them) beside a
# control request in the other process, so that a difference names its family; then random
# families, half of those rounds two adversarial requests at once (both named, or the one whose
# statements and routines hold every name and value of the difference). Two requests of a round
# have the same baseline, so that the probe's lease finds either connection as it is.
#
# Self-test (first, counted): each kind of state planted on a dedicated pdo_mysql connection is
# seen by the check that claims it (issue 33's too: CREATE OR REPLACE TEMPORARY TABLE, a user
# variable from LOAD DATA INFILE, a sequence drawn by a column default, LAST_INSERT_ID(n), XA
# IDLE and PREPARED from outside and by the probe's refused reads, HANDLER OPEN AS), an insert's
# LAST_INSERT_ID is not counted, a fresh connection shows nothing, and every case family run on
# a dedicated connection leaves state the oracle sees, compared with a fresh connection with the
# family's own settings (a family that leaves none proves nothing; the setting of a quoting
# family must not be what is seen), and the answers the workload checks are a dedicated
# connection's (so a wrong one in a unit is the pool's).
#
#   bash scripts/oracle/oracle.sh                              # bounded: 6 units, statement/transaction/request with a
#                                                              #   pool of 2 (seed 1) and of 1 (seed 2), ~400 requests
#                                                              #   each (a third through mysqli); 60-110 s with the
#                                                              #   server's start and the self-test (2 vCPUs, shared)
#   bash scripts/oracle/oracle.sh --long                       # seeds 1001, 1002, … x the 6 setups until
#                                                              #   ORACLE_LONG_SECONDS (600) have passed (also ORACLE_LONG=1),
#                                                              #   each family once and as many random ones per unit
#   bash scripts/oracle/oracle.sh --known-gaps                 # also a known-gaps unit per setup (reported, not counted)
#   bash scripts/oracle/oracle.sh --self-test                  # only the self-test
#   bash scripts/oracle/oracle.sh --seed 7 --only statement:1  # one unit again (same requests, same rounds)
#   bash scripts/oracle/oracle.sh --show 7                     # seed 7's rounds: every request's statements and kinds
#   bash scripts/oracle/oracle.sh --families 'sst.*,func.time_zone' --seed 3 --only request:1
#                                         # only those families (shell patterns)
#   bash scripts/oracle/oracle.sh --front mysqli               # every request that can through mysqli (or pdo)
# Other options: --requests N (random requests per unit after the one of each family),
# --max-print N (DIFF lines per unit, 0 = all), --budget S (the long run's seconds), --no-self-test.
# ORACLE_TRACE=1: workers log every statement
# (worker-N.log in the kept temp dir); ORACLE_GENERAL_LOG=1: the server's general log (run/general.log).
#
# Output: TAP-style: `ok - …`/`not ok - …` per self-test check and per unit (seed x setup);
# `# DIFF seed=… setup=MODE:MAX round=… req=… family=… conn=… (used|not used|new this round) |
# check: item; …` for every difference, followed by `#   request …` lines with each statement,
# its kind and its error (and its front-end: PDO, or mysqli with how it connects, its report
# mode and how the handle ends); `# NOTE` lines for protocol prepared statements left on an idle
# connection and for requests that lost their connection or found none; then the differences by
# family with one example each, `# families with differences: N of M (…)`, `# pdo requests: …`
# and `# mysqli requests: …` (how many, how many left for the request's end, connect errors,
# statement errors by code), the check that the mysqli requests ran and connected, the
# statement errors by code (most are the workload's planned failures), `oracle: …` totals and
# `N passed, N failed` (units and self-test checks). Exit status non-zero if anything failed.
#
# Environment: MYSQLPOOL_BUILD=DIR uses DIR/mysqlpool.so and mysqlpool-manager (default build/,
# built there first with CMake, -j2, when missing or stale). A private MariaDB is always started
# (scripts/lib/mariadb.sh with MARIADB_EXTRA_ARGS: performance_schema on, a tmpdir of its own) and
# stopped; its own manager (control socket in the temp dir) is stopped at the end. The temp dir
# (/tmp/oracle.XXXXXX: logs, worker logs, manager log, server error log) is kept when anything
# fails, or with --keep.
set -uo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"  # stop_manager, stop_pid, keep_and_args, suite_so

keep_and_args "$@"

TMP=$(mktemp -d /tmp/oracle.XXXXXX)
MANAGER_SOCKET=$TMP/oracle-manager.sock
rc=1
own_db=0
db_pid=""
cleanup() {
  stop_manager "$MANAGER_SOCKET"
  [ "$own_db" = 1 ] && bash "$ROOT/scripts/lib/mariadb.sh" stop "$TMP/db" >/dev/null 2>&1
  # mariadb.sh finds the server by its directory: if that went away under us, by the pid it had
  # (checked to be this run's server by its --datadir)
  if [ -n "$db_pid" ] && kill -0 "$db_pid" 2>/dev/null &&
     tr '\0' '\n' <"/proc/$db_pid/cmdline" 2>/dev/null | grep -qxF -- "--datadir=$TMP/db/data"; then
    stop_pid "$db_pid" 30
  fi
  rm -rf "$TMP/db/data" "$TMP/db/tmp"
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
  echo "0 passed, 1 failed"
  exit 1
}

# --show needs neither a build nor a server
for a in "${args[@]}"; do
  case "$a" in
    --show|--show=*) php "$ROOT/scripts/oracle/main.php" "${args[@]}"; rc=$?; exit $rc ;;
  esac
done

# --- the extension ------------------------------------------------------------------------------
suite_so "$TMP/build.log" || fail_early "$SO_ERR"
PHP_ARGS="-d extension=$SO -d mysqlpool.manager_socket=$MANAGER_SOCKET -d mysqlpool.manager_log=$TMP/oracle-manager.log -d mysqlpool.manager_idle_exit_s=60"
# shellcheck disable=SC2086
if ! php $PHP_ARGS -r 'exit(function_exists("mysqlpool_stats") && in_array("mysql", PDO::getAvailableDrivers(), true) ? 0 : 1);' \
    >"$TMP/load.log" 2>&1; then
  sed 's/^/# | /' "$TMP/load.log"
  fail_early "$SO loads, with mysqlpool_stats(), and PDO has pdo_mysql (php8.2-mysql)"
fi
# The workers: mysqlpool's mysqli front-end too (mysqlpool.serve_mysqli=1), so PHP's own mysqli
# must not be loaded: php -n, with only pdo and pdo_mysql (and its mysqlnd) before mysqlpool.
# The coordinator keeps the system's php.ini: it uses PDO only (pdo_mysql for its look from
# outside, mysqlpool's PDO for the probe), never mysqli.
WORKER_ARGS="-n -d extension=pdo -d extension=mysqlnd -d extension=pdo_mysql $PHP_ARGS -d mysqlpool.serve_mysqli=1"
# shellcheck disable=SC2086
if ! php $WORKER_ARGS -r 'exit(function_exists("mysqlpool_stats") && function_exists("mysqli_init") && class_exists("mysqli")
    && ini_get("mysqlpool.serve_mysqli") === "1" && in_array("mysql", PDO::getAvailableDrivers(), true) ? 0 : 1);' \
    >"$TMP/load-mysqli.log" 2>&1; then
  sed 's/^/# | /' "$TMP/load-mysqli.log"
  fail_early "$SO serves mysqli with mysqlpool.serve_mysqli=1 (php -n: PHP's own mysqli not loaded)"
fi

# --- the server: its own, with performance_schema and a tmpdir of its own -------------------------
mkdir -p "$TMP/db/tmp"
own_db=1
if ! MARIADB_EXTRA_ARGS="--performance-schema=ON --tmpdir=$TMP/db/tmp" \
    bash "$ROOT/scripts/lib/mariadb.sh" start "$TMP/db" >"$TMP/mariadb.log" 2>&1; then
  sed 's/^/# | /' "$TMP/mariadb.log"
  fail_early "private MariaDB started (performance_schema=ON)"
fi
db_pid=$(cat "$TMP/db/mysqld.pid" 2>/dev/null)
# shellcheck disable=SC1091
source "$TMP/db/env.sh"
export MYSQLPOOL_TEST_HOST MYSQLPOOL_TEST_PORT MYSQLPOOL_TEST_ROOT_SOCKET

# --- the run ------------------------------------------------------------------------------------
echo "# extension $SO; server 127.0.0.1:$MYSQLPOOL_TEST_PORT; logs in $TMP (kept if anything fails)"
# shellcheck disable=SC2086
ORACLE_SERVER_TMPDIR=$TMP/db/tmp ORACLE_PHP_ARGS="$PHP_ARGS" ORACLE_WORKER_PHP_ARGS="$WORKER_ARGS" ORACLE_LOGDIR=$TMP/run \
  php $PHP_ARGS "$ROOT/scripts/oracle/main.php" "${args[@]}"
rc=$?
exit $rc
