#!/usr/bin/env bash
# The test command: installs what is missing, builds everything (CMake, sanitizers; phpize in the package suite),
# checks that the design docs cite only what exists, starts a private MariaDB, runs the
# GoogleTest unit tests (plain and ASan/UBSan), the PHPT suite against the freshly built
# extension, the optional fuzz and php-fpm scripts and, last, the packages (built, installed,
# queried through php-fpm and purged: scripts/package/package_test.sh).
#
#   bash scripts/test.sh
#
# Every step that fails counts as a failure and the run goes on where it can. The last line is
# "N passed, N failed"; the exit status is non-zero if anything failed or nothing ran.
# Long logs go to build-logs/; a failing step shows the tail of its log.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"  # stop_manager
LOGDIR=$ROOT/build-logs
PHP=${PHP:-/usr/bin/php}
RUN_TESTS=""  # found after deps: on a fresh machine PHP is not installed yet
JOBS=${JOBS:-2}

rm -rf "$LOGDIR"
mkdir -p "$LOGDIR"

PASSED=0
FAILED=0
FAILURES=()
T0=$(date +%s)

say() { printf '[%4ss] %s\n' "$(($(date +%s) - T0))" "$*"; }
pass() { PASSED=$((PASSED + ${2:-1})); }
fail() {
  FAILED=$((FAILED + ${2:-1}))
  FAILURES+=("$1")
  say "FAILED: $1"
}
show_tail() { # file [lines]
  [ -f "$1" ] || return 0
  echo "---- last ${2:-40} lines of $1"
  tail -n "${2:-40}" "$1" | sed 's/^/  | /'
  echo "----"
}

# run_step NAME TIMEOUT_S CMD...: runs CMD with its output in $LOGDIR/NAME.log
run_step() {
  local name=$1 limit=$2
  shift 2
  local log=$LOGDIR/$name.log start rc
  start=$(date +%s)
  say "$name ..."
  timeout --kill-after=10 "$limit" "$@" >"$log" 2>&1
  rc=$?
  if [ $rc -eq 0 ]; then
    say "$name ok ($(($(date +%s) - start))s)"
  else
    [ $rc -eq 124 ] && echo "  (timed out after ${limit}s)" >>"$log"
    say "$name: exit $rc ($(($(date +%s) - start))s), log $log"
    show_tail "$log"
  fi
  return $rc
}

# count_tap_log NAME LOG SCRIPT RC: count the `N passed, N failed` line (normally the last; a
# trailing comment line is tolerated) of a TAP-style script's LOG; a failed exit with 0 failed
# counts as one failure, a missing line too.
count_tap_log() {
  local name=$1 log=$2 script=$3 rc=$4 counts
  counts=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -n 1)
  if [[ "$counts" =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
    pass "$name" "${BASH_REMATCH[1]}"
    if [ "${BASH_REMATCH[2]}" -gt 0 ]; then
      FAILED=$((FAILED + BASH_REMATCH[2]))
      FAILURES+=("$script: ${BASH_REMATCH[2]} failed")
      # the first few, so that the end of the output (all CI may show) says which
      while read -r line; do FAILURES+=("    ${line:0:220}"); done < <(grep -E '^not ok' "$log" | head -n 5)
    fi
    if [ "$rc" -ne 0 ] && [ "${BASH_REMATCH[2]}" -eq 0 ]; then
      fail "$script: exit $rc"
    fi
    say "$script: $counts"
  else
    fail "$script: no 'N passed, N failed' line (exit $rc)"
  fi
}

finish() {
  local total=$((PASSED + FAILED))
  echo
  say "done in $(($(date +%s) - T0))s; logs in $LOGDIR"
  if [ ${#FAILURES[@]} -gt 0 ]; then
    echo "failures:"
    printf '  - %s\n' "${FAILURES[@]}"
  fi
  echo "$PASSED passed, $FAILED failed"
  if [ "$FAILED" -gt 0 ] || [ "$total" -eq 0 ]; then
    exit 1
  fi
  exit 0
}

# --- dependencies -----------------------------------------------------------------------------
if ! run_step deps 1800 bash scripts/deps.sh; then
  fail "deps.sh"
fi
RUN_TESTS=$(run_tests_php "$PHP")

# --- builds -----------------------------------------------------------------------------------
build_ok=0
if run_step cmake-configure 300 cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo &&
   run_step cmake-build 1200 cmake --build build -j"$JOBS"; then
  build_ok=1
else
  fail "CMake build (build/)"
fi

# The phpize build (config.m4, Makefile.frag) is built three times elsewhere, so not here: by the
# package suite (last) from the PECL tarball and for the Debian package, where it is loaded,
# queried through php-fpm and purged, and by the PHP 8.4 step.

# Only the manager links libmariadb: the extension must not even name one of its symbols.
if [ $build_ok -eq 1 ]; then
  if nm -D --undefined-only build/mysqlpool.so | grep -qiE ' (mysql|mariadb)_' ||
     ldd build/mysqlpool.so | grep -qi mariadb; then
    fail "build/mysqlpool.so uses libmariadb (only the manager may)"
  else
    say "build/mysqlpool.so uses no libmariadb symbol"
    pass no-libmariadb
  fi
  # Hidden visibility (CMakeLists.txt): of its own code the .so exports get_module alone (the
  # weak symbols left are the C++ library's templates, default by their headers).
  exported=$(nm -D --defined-only build/mysqlpool.so | awk '$2 != "W" && $2 != "V" && $2 != "u" {print $3}' | tr '\n' ' ')
  if [ "$exported" = "get_module " ]; then
    say "build/mysqlpool.so exports get_module only"
    pass exports-get-module-only
  else
    fail "build/mysqlpool.so exports more than get_module: ${exported:0:200}"
  fi
fi

asan_ok=0
if run_step asan-configure 300 cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo \
     -DMYSQLPOOL_SANITIZE=ON -DMYSQLPOOL_BUILD_EXTENSION=OFF &&
   run_step asan-build 1200 cmake --build build-asan -j"$JOBS" --target core_tests; then
  asan_ok=1
else
  fail "ASan/UBSan build (build-asan/)"
fi

# --- docs ------------------------------------------------------------------------------------
# Every identifier and path docs/DESIGN.md and docs/MYSQL-NOTES.md cite must still exist
# (scripts/docs_check/docs_check.sh; no server needed). One test per document, the allowlist,
# the self-test.
run_step docs-check 120 bash scripts/docs_check/docs_check.sh
count_tap_log docs-check "$LOGDIR/docs-check.log" docs_check.sh "$?"

# --- private MariaDB --------------------------------------------------------------------------
DBDIR=$(mktemp -d /tmp/mysqlpool-test.XXXXXX)
# The PHPTs get a manager of their own (control socket in DBDIR), so that they test the manager
# of this build, not one some earlier run left behind; stopped again at the end.
MANAGER_SOCKET=$DBDIR/manager.sock
FPM_MANAGER_SOCKET=$DBDIR/fpm-manager.sock
cleanup() {
  local rc=$?
  stop_manager "$MANAGER_SOCKET"
  stop_manager "$FPM_MANAGER_SOCKET"
  cp "$DBDIR/manager.log" "$LOGDIR/manager.log" 2>/dev/null || true
  cp "$DBDIR/fpm-manager.log" "$LOGDIR/fpm-manager.log" 2>/dev/null || true
  if [ -n "${DBDIR:-}" ] && [ -d "$DBDIR" ]; then
    bash "$ROOT/scripts/lib/mariadb.sh" stop "$DBDIR" >/dev/null 2>&1 || true
    # keep the server's error log with the other logs
    cp "$DBDIR/err.log" "$LOGDIR/mariadb-err.log" 2>/dev/null || true
    rm -rf "$DBDIR"
  fi
  return $rc
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

db_ok=0
if run_step mariadb-start 180 bash scripts/lib/mariadb.sh start "$DBDIR"; then
  # shellcheck disable=SC1091
  . "$DBDIR/env.sh"
  db_ok=1
  say "MariaDB on 127.0.0.1:$MYSQLPOOL_TEST_PORT (socket $MYSQLPOOL_TEST_SOCKET)"
else
  fail "private MariaDB did not start"
fi

# check_left_sessions STEP: after STEP, no session but root's may stay open on the test server;
# the next step's bound checks count every session of the test user. Waits up to 10 s for them
# to end, then lists each with the process holding its client end, KILLs it (so that the next
# step starts clean) and counts a failure of STEP.
check_left_sessions() {
  [ $db_ok -eq 1 ] || return 0
  local step=$1 rows="" i id user host rest port holder n=0
  for i in $(seq 1 100); do
    rows=$(mysql -S "$MYSQLPOOL_TEST_ROOT_SOCKET" -uroot -N -B -e "SELECT ID, USER, HOST, COMMAND, TIME,
        LEFT(REPLACE(CONCAT(IFNULL(STATE, ''), ' ', IFNULL(INFO, '')), '\t', ' '), 80)
      FROM information_schema.PROCESSLIST
      WHERE USER NOT IN ('root', 'system user', 'event_scheduler') AND COMMAND <> 'Daemon'" 2>/dev/null)
    [ -z "$rows" ] && return 0
    sleep 0.1
  done
  while IFS=$'\t' read -r id user host rest; do
    holder=""
    port=${host##*:}
    if [[ "$port" =~ ^[0-9]+$ ]]; then
      holder=$(ss -Htnp "sport = :$port" 2>/dev/null | grep -o 'pid=[0-9]*' | head -n 1 | cut -d= -f2)
      [ -n "$holder" ] && holder="pid $holder: $(tr '\0' ' ' <"/proc/$holder/cmdline" 2>/dev/null | cut -c1-120)"
    fi
    FAILURES+=("    session $id ($user from $host, ${rest//$'\t'/ }) held by ${holder:-?}")
    mysql -S "$MYSQLPOOL_TEST_ROOT_SOCKET" -uroot -e "KILL $id" 2>/dev/null
    n=$((n + 1))
  done <<<"$rows"
  FAILED=$((FAILED + 1))
  # the entry above the session lines it names
  local last=("${FAILURES[@]: -$n}")
  FAILURES=("${FAILURES[@]:0:${#FAILURES[@]}-n}" "$step left $n session(s) open on the server (ended with KILL)" "${last[@]}")
  say "FAILED: $step left $n session(s) open on the server"
}

# --- GoogleTest -------------------------------------------------------------------------------
# run_gtest NAME BINARY: counts passed and failed tests from gtest's summary lines
run_gtest() {
  local name=$1 bin=$2 log=$LOGDIR/$1.log rc npass nfail nskip
  if [ ! -x "$bin" ]; then
    fail "$name: $bin was not built"
    return
  fi
  if [ $db_ok -ne 1 ]; then
    fail "$name: no database to run against"
    return
  fi
  run_step "$name" 900 env ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}" \
    UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}" \
    "$bin" --gtest_color=no --gtest_output="xml:$LOGDIR/$name.xml"
  rc=$?
  npass=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) tests\{0,1\}\..*/\1/p' "$log" | tail -n 1)
  nfail=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) tests\{0,1\}, listed below:.*/\1/p' "$log" | tail -n 1)
  nskip=$(sed -n 's/^\[  SKIPPED \] \([0-9]*\) tests\{0,1\}, listed below:.*/\1/p' "$log" | tail -n 1)
  if [ -z "$npass" ] && [ -z "$nfail" ]; then
    # no summary: it crashed or hung before the end. Count what finished, and the crash.
    local ok_lines failed_lines
    ok_lines=$(grep -c '^\[       OK \]' "$log")
    failed_lines=$(grep -cE '^\[  FAILED  \] [A-Za-z0-9_/.]+ \(' "$log")
    pass "$name" "$ok_lines"
    FAILED=$((FAILED + failed_lines))
    fail "$name: no gtest summary (exit $rc), crashed or hung after: $(grep -E '^\[ RUN      \]' "$log" | tail -n 1 | sed 's/^\[ RUN      \] //')"
    say "$name: $ok_lines passed, $failed_lines failed before the crash"
    return
  fi
  npass=${npass:-0}
  nfail=${nfail:-0}
  pass "$name" "$npass"
  if [ "$nfail" -gt 0 ]; then
    FAILED=$((FAILED + nfail))
    while read -r t; do FAILURES+=("$name: $t"); done \
      < <(sed -n 's/^\[  FAILED  \] \([A-Za-z0-9_/.]*\)\(, where.*\)\{0,1\}$/\1/p' "$log" | sort -u)
  fi
  if [ "$rc" -ne 0 ] && [ "$nfail" -eq 0 ]; then
    # all tests passed but the process failed (sanitizer report at exit, leak, ...)
    fail "$name: exit status $rc after all tests passed"
  fi
  say "$name: $npass passed, $nfail failed${nskip:+, $nskip skipped}"
}
if [ $build_ok -eq 1 ]; then
  run_gtest core_tests build/core_tests
else
  fail "core_tests: not run (build failed)"
fi
if [ $asan_ok -eq 1 ]; then
  run_gtest core_tests-asan build-asan/core_tests
else
  fail "core_tests (ASan): not run (build failed)"
fi

# --- PHPT -------------------------------------------------------------------------------------
run_phpt() {
  local ext=$ROOT/build/mysqlpool.so
  local nfiles
  nfiles=$(find php-tests -maxdepth 1 -name '*.phpt' | wc -l)
  if [ "$nfiles" -eq 0 ]; then
    fail "PHPT: no tests in php-tests/"
    return
  fi
  # A PHPT whose extension is missing would be skipped, not failed: check it loads first.
  if [ ! -f "$ext" ] || ! "$PHP" -d extension="$ext" -r \
      'exit(extension_loaded("mysqlpool") && in_array("mysqlpool", PDO::getAvailableDrivers(), true) ? 0 : 1);' \
      >"$LOGDIR/ext-load.log" 2>&1; then
    echo "!!!!!!!! the extension $ext does not load (or registers no PDO driver \"mysqlpool\"):"
    [ -f "$ext" ] || echo "  $ext does not exist" >"$LOGDIR/ext-load.log"
    show_tail "$LOGDIR/ext-load.log"
    FAILED=$((FAILED + nfiles))
    FAILURES+=("PHPT: extension does not load; all $nfiles PHPTs counted as failed")
    say "FAILED: PHPT suite not run ($nfiles tests counted as failed)"
    return
  fi
  if [ $db_ok -ne 1 ]; then
    FAILED=$((FAILED + nfiles))
    FAILURES+=("PHPT: no database; all $nfiles PHPTs counted as failed")
    return
  fi
  # run a copy, so that run-tests' .out/.diff files land in build-logs/, not in the tree
  local dir=$LOGDIR/phpt
  rm -rf "$dir"
  mkdir -p "$dir"
  # only the project's own: php-src's vendored tests (php-tests/php-src) run in php_src_tests.sh
  cp php-tests/*.phpt "$dir"/
  cp -r php-tests/inc "$dir"/
  local junit=$LOGDIR/phpt-junit.xml log=$LOGDIR/phpt.log
  say "PHPT: $nfiles tests ..."
  (cd "$dir" && env -u MYSQLPOOL_TEST_DRIVER NO_INTERACTION=1 TEST_PHP_JUNIT="$junit" \
    timeout --kill-after=10 1200 "$PHP" "$RUN_TESTS" -q --no-color -j"$JOBS" -p "$PHP" \
      -d extension="$ext" -d mysqlpool.manager_socket="$MANAGER_SOCKET" \
      -d mysqlpool.manager_log="$DBDIR/manager.log" -d mysqlpool.manager_idle_exit_s=120 \
      --show-diff .) >"$log" 2>&1
  local rc=$?
  local tests=0 failures=0 errors=0 skips=0
  if [ -f "$junit" ]; then
    local head
    head=$(grep -m1 '<testsuites' "$junit")
    tests=$(sed -n 's/.* tests="\([0-9]*\)".*/\1/p' <<<"$head")
    failures=$(sed -n 's/.* failures="\([0-9]*\)".*/\1/p' <<<"$head")
    errors=$(sed -n 's/.* errors="\([0-9]*\)".*/\1/p' <<<"$head")
    skips=$(sed -n 's/.* skip="\([0-9]*\)".*/\1/p' <<<"$head")
  fi
  tests=${tests:-0}; failures=${failures:-0}; errors=${errors:-0}; skips=${skips:-0}
  if [ "$tests" -eq 0 ]; then
    fail "PHPT: run-tests produced no results (exit $rc)"
    show_tail "$log"
    return
  fi
  local ok=$((tests - failures - errors - skips))
  # ours never skip in a real run: a skip means something is missing
  pass phpt "$ok"
  FAILED=$((FAILED + failures + errors + skips))
  if [ $((tests)) -lt "$nfiles" ]; then
    FAILED=$((FAILED + nfiles - tests))
    FAILURES+=("PHPT: only $tests of $nfiles tests reported")
  fi
  # result lines follow progress output and carriage returns: take the part from the verdict on
  local results=$LOGDIR/phpt-results.txt
  tr '\r' '\n' <"$log" | grep -aE '^(PASS|FAIL|SKIP|BORK|LEAK|WARN|XFAIL) ' >"$results"
  grep -E '^(FAIL|SKIP|BORK|LEAK|WARN)' "$results" | sed 's/^/  /'
  while read -r line; do FAILURES+=("PHPT $line"); done \
    < <(grep -E '^(FAIL|SKIP|BORK)' "$results" | sed -E 's/^([A-Z]+) .*\[([^]]*\.phpt)\].*/\1 \2/')
  if [ $((failures + errors)) -gt 0 ]; then
    echo "---- diffs of failed PHPTs (full output in $dir/*.out, $log)"
    for d in "$dir"/*.diff; do
      [ -f "$d" ] || continue
      echo "== $(basename "$d" .diff)"
      head -n 40 "$d" | sed 's/^/  | /'
    done
    echo "----"
  fi
  say "PHPT: $ok passed, $failures failed, $errors broken, $skips skipped (skips count as failed)"
}
run_phpt
# Its pools' idle connections would count against the php-fpm run's bound: stop it now.
stop_manager "$MANAGER_SOCKET"
check_left_sessions PHPT

# --- optional extras --------------------------------------------------------------------------
if [ -f scripts/fuzz/fuzz.sh ]; then
  if run_step fuzz 600 bash scripts/fuzz/fuzz.sh 30; then
    pass fuzz
  else
    fail "fuzz.sh"
  fi
fi

# php-src's own PDO tests against pdo_mysql and mysqlpool on this server: one test, passed
# when mysqlpool (statement mode, the default) fails none that pdo_mysql passes, except the
# deliberate differences listed with their reasons in php-tests/php-src-differences.txt,
# mysqlpool in request mode fails none at all, and nothing crashes. The counts are printed;
# the comparison is in build-logs/php-src/.
if [ -f scripts/php_src/php_src_tests.sh ] && [ $build_ok -eq 1 ] && [ $db_ok -eq 1 ]; then
  if run_step php-src-tests 900 env MYSQLPOOL_SO="$ROOT/build/mysqlpool.so" \
      PHP_SRC_TESTS_LOG="$LOGDIR/php-src" bash scripts/php_src/php_src_tests.sh; then
    pass php-src-tests
  else
    fail "php_src_tests.sh (see $LOGDIR/php-src-tests.log)"
    while read -r line; do FAILURES+=("    ${line:0:220}"); done < <(sed -n \
      -e '/^# fail only on mysqlpool/,/^# deliberate/{/^  /p}' -e '/^# crashes/,/^# mysqlpool-request/{/^  /p}' \
      -e '/^# mysqlpool-request: tests pdo_mysql passes/,/^# results:/{/^# results:/!p}' \
      "$LOGDIR/php-src-tests.log" | head -n 24)
  fi
  grep -E '^php-src tests:|^  mysqlpool-request:' "$LOGDIR/php-src-tests.log" | sed 's/^/  /'
  check_left_sessions php_src_tests.sh
fi

# The differential tester: seeded sequences of session-touching SQL on pdo_mysql (dedicated
# connections) and on mysqlpool (pools of 1 and 2 shared by 6 handles), every result compared.
if [ -f scripts/difftest/difftest.sh ] && [ $build_ok -eq 1 ] && [ $db_ok -eq 1 ]; then
  run_step difftest 600 env MYSQLPOOL_SO="$ROOT/build/mysqlpool.so" bash scripts/difftest/difftest.sh
  rc=$?
  grep -E '^difftest: ' "$LOGDIR/difftest.log" | sed 's/^/  /'
  count_tap_log difftest "$LOGDIR/difftest.log" difftest.sh "$rc"
  check_left_sessions difftest.sh
fi

# The oracle: seeded requests through pools of 1 and 2 in the three pool modes; after every
# request each idle pooled connection is compared with a fresh one, from outside (its own
# MariaDB with performance_schema) and by a probe with the same baseline; a self-test first
# proves each check sees what it checks. Every difference is printed with its family.
if [ -f scripts/oracle/oracle.sh ] && [ $build_ok -eq 1 ]; then
  run_step oracle 600 env MYSQLPOOL_SO="$ROOT/build/mysqlpool.so" bash scripts/oracle/oracle.sh
  rc=$?
  grep -E '^oracle: |^# families with differences' "$LOGDIR/oracle.log" | cut -c1-300 | sed 's/^/  /'
  count_tap_log oracle "$LOGDIR/oracle.log" oracle.sh "$rc"
  check_left_sessions oracle.sh
fi

# Another local user squats every path it can (sockets, lock files, directories, symlinks,
# FIFOs): this user still gets working queries with no configuration. Needs root (useradd).
if [ -f scripts/two_users/two_users_test.sh ] && [ $build_ok -eq 1 ] && [ "$(id -u)" -eq 0 ]; then
  run_step two-users 300 env MYSQLPOOL_BUILD="$ROOT/build" bash scripts/two_users/two_users_test.sh
  rc=$?
  count_tap_log two-users "$LOGDIR/two-users.log" two_users_test.sh "$rc"
  check_left_sessions two_users_test.sh
fi

# The report of a running manager: `mysqlpool-manager status [--json]` and `metrics`, the
# opt-in HTTP listener, mysqlpool_metrics(), promtool, and every peer that is not a manager.
# Root for one check (another user's socket: useradd).
if [ -f scripts/metrics/metrics_test.sh ] && [ $build_ok -eq 1 ]; then
  run_step metrics 300 env MYSQLPOOL_BUILD="$ROOT/build" bash scripts/metrics/metrics_test.sh
  rc=$?
  count_tap_log metrics "$LOGDIR/metrics.log" metrics_test.sh "$rc"
  check_left_sessions metrics_test.sh
fi

# A fake, hostile server: LOCAL INFILE requests, auth switches that ask for the password,
# malformed handshakes and replies (no MariaDB needed).
if [ -f scripts/hostile_server/hostile_server_test.sh ] && [ $build_ok -eq 1 ]; then
  run_step hostile-server 300 env MYSQLPOOL_BUILD="$ROOT/build" bash scripts/hostile_server/hostile_server_test.sh
  rc=$?
  count_tap_log hostile-server "$LOGDIR/hostile-server.log" hostile_server_test.sh "$rc"
fi

# TLS to the server: its own certificates and two servers (one requiring TLS); TLS 1.3 under
# 8 processes on a pool of 2, refused certificates, no plaintext on the wire (strace), workers
# SIGKILLed mid-record, the manager killed, the pool key; the differential tester and a subset
# of the faults over TLS.
if [ -f scripts/tls/tls_test.sh ] && [ $build_ok -eq 1 ]; then
  run_step tls 600 env MYSQLPOOL_BUILD="$ROOT/build" bash scripts/tls/tls_test.sh
  rc=$?
  count_tap_log tls "$LOGDIR/tls.log" tls_test.sh "$rc"
fi

# A fake MySQL 8.4 server: caching_sha2_password (fast and full), sha256_password, TLS, MySQL's
# result-set forms (no MySQL 8 is packaged for Debian 12; no MariaDB needed).
if [ -f scripts/mysql8/mysql8_test.sh ] && [ $build_ok -eq 1 ]; then
  run_step mysql8 300 env MYSQLPOOL_BUILD="$ROOT/build" bash scripts/mysql8/mysql8_test.sh
  rc=$?
  count_tap_log mysql8 "$LOGDIR/mysql8.log" mysql8_test.sh "$rc"
fi

if [ -f scripts/fpm/fpm_test.sh ]; then
  run_step fpm-test 900 env \
    FPM_TEST_INI="mysqlpool.manager_socket=$FPM_MANAGER_SOCKET mysqlpool.manager_log=$DBDIR/fpm-manager.log" \
    bash scripts/fpm/fpm_test.sh
  rc=$?
  count_tap_log fpm "$LOGDIR/fpm-test.log" fpm_test.sh "$rc"
  # its idle connections would count against the next run's bound
  stop_manager "$FPM_MANAGER_SOCKET"
  check_left_sessions fpm_test.sh
fi

# Session safety under load (php-fpm, pool of 4): its own manager.
if [ -f scripts/fpm/fpm_session_test.sh ]; then
  FPM_SESSION_MANAGER_SOCKET=$DBDIR/fpm-session-manager.sock
  run_step fpm-session-test 300 env \
    FPM_TEST_INI="mysqlpool.manager_socket=$FPM_SESSION_MANAGER_SOCKET mysqlpool.manager_log=$DBDIR/fpm-session-manager.log" \
    bash scripts/fpm/fpm_session_test.sh
  rc=$?
  stop_manager "$FPM_SESSION_MANAGER_SOCKET"
  cp "$DBDIR/fpm-session-manager.log" "$LOGDIR/fpm-session-manager.log" 2>/dev/null || true
  count_tap_log fpm-session "$LOGDIR/fpm-session-test.log" fpm_session_test.sh "$rc"
  check_left_sessions fpm_session_test.sh
fi

# Upgrading under load (control protocol N -> N+1 -> N, php-fpm reloaded, a process of the old
# version querying throughout) and stopping (SIGTERM drains): its own managers.
if [ -f scripts/upgrade/upgrade_test.sh ] && [ $build_ok -eq 1 ]; then
  run_step upgrade 600 env MYSQLPOOL_EXT="$ROOT/build/mysqlpool.so" JOBS="$JOBS" bash scripts/upgrade/upgrade_test.sh
  rc=$?
  count_tap_log upgrade "$LOGDIR/upgrade.log" upgrade_test.sh "$rc"
  check_left_sessions upgrade_test.sh
fi

# An unmodified Laravel application, mysqlpool enabled by php.ini only, under load (64 php-fpm
# workers, a pool of 8): every answer checked against the database, the server at <= 8.
if [ -f scripts/laravel/laravel_test.sh ] && [ $build_ok -eq 1 ] && [ $db_ok -eq 1 ]; then
  run_step laravel-test 600 env MYSQLPOOL_SO="$ROOT/build/mysqlpool.so" bash scripts/laravel/laravel_test.sh
  rc=$?
  count_tap_log laravel "$LOGDIR/laravel-test.log" laravel_test.sh "$rc"
  check_left_sessions laravel_test.sh
fi

# PHP 8.4 with MariaDB 11.8, in a Debian 13 root made once with debootstrap (3 to 10 minutes
# on a new machine) and reused: the phpize build, the PHPTs, php-src's PDO suite on both
# drivers, the differential tester, php-fpm + wrk and the GoogleTests (scripts/php84/php84.sh; its
# `# PHP 8.4 PART: … (N s)` lines are shown below).
if [ -f scripts/php84/php84.sh ] && [ "$(id -u)" -eq 0 ]; then
  run_step php84 2400 bash scripts/php84/php84.sh
  rc=$?
  grep -E '^# PHP' "$LOGDIR/php84.log" | sed 's/^/  /'
  count_tap_log php84 "$LOGDIR/php84.log" php84.sh "$rc"
fi

# Faults under load (scripts/faults/faults.sh: killed workers, FPM and PHP timeouts, the manager and
# the server killed or restarted, an exhausted pool, a 60 s soak). Reported, not yet counted:
# 18/18 at 288aba9, 17/18 at b01c4ee (manager-kill/new-pool: a known gap, docs/RESULTS.md),
# so it has not yet earned a place in the count. Its own MariaDB (it restarts it).
if [ -f scripts/faults/faults.sh ] && [ $build_ok -eq 1 ]; then
  run_step faults 900 env -u MYSQLPOOL_TEST_PORT MYSQLPOOL_SO="$ROOT/build/mysqlpool.so" bash scripts/faults/faults.sh --soak-seconds 30
  grep -E '^(ok|not ok) - fault' "$LOGDIR/faults.log" | cut -c1-160 | sed 's/^/  /'
  say "faults: reported above, not counted (see docs/RESULTS.md)"
fi

# The packages (scripts/package/package_test.sh): the PECL tarball and composer.json checked,
# the Debian package built, installed on this machine, queried through php-fpm and purged.
# Last, because while it is installed the system PHP loads mysqlpool, which every suite above
# loads with -d extension= instead. Needs root (apt-get, dpkg).
if [ -f scripts/package/package_test.sh ] && [ "$(id -u)" -eq 0 ]; then
  run_step package 600 bash scripts/package/package_test.sh
  rc=$?
  count_tap_log package "$LOGDIR/package.log" package_test.sh "$rc"
  # the suite purges it (also from its EXIT trap); a KILL after the time limit would not
  if dpkg-query -W -f='${db:Status-Abbrev}' php8.2-mysqlpool 2>/dev/null | grep -q .; then
    dpkg --purge php8.2-mysqlpool >>"$LOGDIR/package.log" 2>&1
    fail "package_test.sh left php8.2-mysqlpool installed (purged now)"
  fi
fi

finish
