#!/usr/bin/env bash
# The project's PHPTs (php-tests/*.phpt; php-src's vendored ones run in
# scripts/php_src/php_src_tests.sh) against MYSQLPOOL_BUILD's mysqlpool.so (default build/, built
# there first when missing or stale), with PHP's run-tests.php, counted like every other suite:
# a FAIL, a BORK and a SKIP each count as a failure (ours never skip when the extension and the
# server are there: a skip means something is missing), a test not reported too.
#
#   bash scripts/phpt/phpt.sh [--keep]
#
# The server: MYSQLPOOL_TEST_* (scripts/lib/mariadb.sh's env.sh) when MYSQLPOOL_TEST_PORT is set,
# else a private MariaDB started here and stopped at the end. The tests get a manager of their
# own (control socket in the run directory), stopped at the end, so that they test the manager of
# this build. Environment: PHP (default /usr/bin/php), JOBS (run-tests -j, default 2),
# PHPT_LOG_DIR (where run-tests' .out/.diff files, the JUnit report and the manager's log go;
# default a temp dir, removed when all passed unless --keep).
#
# Output: run-tests' result lines for FAIL/SKIP/BORK/LEAK/WARN, the diffs of failed tests, one
# `not ok - PHPT VERDICT FILE` per failure, and last `N passed, N failed`.
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT" || exit 1
# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"  # suite_so, db_unless_given, run_tests_php, stop_manager, keep_and_args

keep_and_args "$@"
PHP=${PHP:-/usr/bin/php}
JOBS=${JOBS:-2}
TMP=$(mktemp -d /tmp/mysqlpool-phpt.XXXXXX)
DIR=${PHPT_LOG_DIR:-$TMP/phpt}
MANAGER_SOCKET=$TMP/manager.sock
own_db=0
rc=1
cleanup() {
  stop_manager "$MANAGER_SOCKET"
  cp "$TMP/manager.log" "$DIR/manager.log" 2>/dev/null
  [ "$own_db" = 1 ] && bash "$ROOT/scripts/lib/mariadb.sh" stop "$TMP/db" >/dev/null 2>&1
  if [ "$rc" = 0 ] && [ "$keep" = 0 ]; then rm -rf "$TMP"; else rm -rf "$TMP/db/data"; fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

nfiles=$(find php-tests -maxdepth 1 -name '*.phpt' | wc -l)
bail() {  # REASON: every PHPT counted as failed (a run that tests nothing must not pass)
  echo "not ok - $1"
  echo "# logs in $TMP"
  echo "0 passed, $((nfiles > 0 ? nfiles : 1)) failed"
  exit 1
}
[ "$nfiles" -gt 0 ] || bail "no tests in php-tests/"
suite_so "$TMP/build.log" || bail "$SO_ERR; all $nfiles PHPTs counted as failed"
# A PHPT whose extension is missing would be skipped, not failed: check it loads first.
if ! "$PHP" -d extension="$SO" -r \
    'exit(extension_loaded("mysqlpool") && in_array("mysqlpool", PDO::getAvailableDrivers(), true) ? 0 : 1);' \
    >"$TMP/ext-load.log" 2>&1; then
  sed 's/^/# | /' "$TMP/ext-load.log"
  bail "the extension $SO does not load (or registers no PDO driver \"mysqlpool\"); all $nfiles PHPTs counted as failed"
fi
if ! db_unless_given "$TMP/db" "$TMP/mariadb.log"; then
  sed 's/^/# | /' "$TMP/mariadb.log"
  bail "private MariaDB started; all $nfiles PHPTs counted as failed"
fi
export MYSQLPOOL_TEST_HOST MYSQLPOOL_TEST_PORT MYSQLPOOL_TEST_USER MYSQLPOOL_TEST_PASSWORD MYSQLPOOL_TEST_DB
RUN_TESTS=$(run_tests_php "$PHP")
[ -f "$RUN_TESTS" ] || bail "$RUN_TESTS not found (php-dev)"

# Two passes, counted together. The PDO and pool tests run with the system's php.ini (its
# extensions, PHP's own mysqli among them). The mysqli front-end's (4xx-mysqli-*.phpt) run with
# mysqlpool.serve_mysqli=1, which needs PHP's own mysqli not loaded: php -n, with only the
# extensions they use (pdo, mysqlpool; mysqlnd and pdo_mysql for inc/config.inc's root
# connection).
# run a copy, so that run-tests' .out/.diff files land in DIR, not in the tree
rm -rf "$DIR"
mkdir -p "$DIR/pdo" "$DIR/mysqli"
find php-tests -maxdepth 1 -name '*.phpt' ! -name '4*-mysqli-*' -exec cp {} "$DIR/pdo/" \;
find php-tests -maxdepth 1 -name '4*-mysqli-*.phpt' -exec cp {} "$DIR/mysqli/" \;
cp -r php-tests/inc "$DIR/pdo/"
cp -r php-tests/inc "$DIR/mysqli/"
log=$DIR/run-tests.log
: >"$log"
tests=0 failures=0 errors=0 skips=0
run_pass() {  # DIR, then run-tests' extra options: adds to the counts
  local dir=$1 junit=$1/junit.xml head t f e k
  shift
  [ -n "$(ls "$dir"/*.phpt 2>/dev/null)" ] || return 0
  (cd "$dir" && env -u MYSQLPOOL_TEST_DRIVER NO_INTERACTION=1 TEST_PHP_JUNIT="$junit" \
    timeout --kill-after=10 1200 "$PHP" "$RUN_TESTS" -q --no-color -j"$JOBS" -p "$PHP" "$@" \
      -d extension="$SO" -d mysqlpool.manager_socket="$MANAGER_SOCKET" \
      -d mysqlpool.manager_log="$TMP/manager.log" -d mysqlpool.manager_idle_exit_s=120 \
      --show-diff .) >>"$log" 2>&1
  [ -f "$junit" ] || return 0
  head=$(grep -m1 '<testsuites' "$junit")
  t=$(sed -n 's/.* tests="\([0-9]*\)".*/\1/p' <<<"$head")
  f=$(sed -n 's/.* failures="\([0-9]*\)".*/\1/p' <<<"$head")
  e=$(sed -n 's/.* errors="\([0-9]*\)".*/\1/p' <<<"$head")
  k=$(sed -n 's/.* skip="\([0-9]*\)".*/\1/p' <<<"$head")
  tests=$((tests + ${t:-0})); failures=$((failures + ${f:-0}))
  errors=$((errors + ${e:-0})); skips=$((skips + ${k:-0}))
}
echo "# $nfiles tests, extension $SO"
run_pass "$DIR/pdo"
run_pass "$DIR/mysqli" -n -d extension=pdo -d extension=mysqlnd -d extension=pdo_mysql \
  -d mysqlpool.serve_mysqli=1
run_rc=$?
if [ "$tests" -eq 0 ]; then
  tail -n 40 "$log" | sed 's/^/# | /'
  bail "run-tests produced no results (exit $run_rc); all $nfiles PHPTs counted as failed"
fi
# result lines follow progress output and carriage returns: take the part from the verdict on
results=$DIR/results.txt
tr '\r' '\n' <"$log" | grep -aE '^(PASS|FAIL|SKIP|BORK|LEAK|WARN|XFAIL) ' >"$results"
grep -E '^(FAIL|SKIP|BORK|LEAK|WARN)' "$results" | sed 's/^/# /'
grep -E '^(FAIL|SKIP|BORK)' "$results" | sed -E 's/^([A-Z]+) .*\[([^]]*\.phpt)\].*/not ok - PHPT \1 \2/'
if [ $((failures + errors)) -gt 0 ]; then
  echo "# ---- diffs of failed PHPTs (full output in $DIR/*/*.out)"
  for d in "$DIR"/*/*.diff; do
    [ -f "$d" ] || continue
    echo "# == $(basename "$d" .diff)"
    head -n 40 "$d" | awk '{ print "# | " $0 }'  # awk: a diff's last line may have no newline
  done
fi
passed=$((tests - failures - errors - skips))
failed=$((failures + errors + skips))
if [ "$tests" -lt "$nfiles" ]; then
  echo "not ok - PHPT: only $tests of $nfiles tests reported"
  failed=$((failed + nfiles - tests))
fi
echo "# PHPT: $passed passed, $failures failed, $errors broken, $skips skipped (skips count as failed)"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
rc=$?
exit $rc
