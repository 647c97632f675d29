#!/usr/bin/env bash
# The GoogleTests (core/tests/) of one build, counted like every other suite: a failed test, a
# skipped one (GTEST_SKIP: every test has what it needs here, so a skip means something is
# missing) and a crash or hang before gtest's summary each count as failures.
#
#   bash scripts/gtest/gtest.sh [BINARY] [GTEST-ARGS...]
#
# BINARY defaults to MYSQLPOOL_BUILD/core_tests (default build/core_tests); scripts/test.sh runs it
# for build/core_tests and for the ASan/UBSan build's (build/asan/core_tests). PoolTls.* is left
# out (a negative --gtest_filter): it needs the TLS server of scripts/tls/tls_test.sh, whose case
# h runs and counts it. GTEST-ARGS go to the binary after that filter (a --gtest_filter of the
# caller's replaces it).
#
# The server: MYSQLPOOL_TEST_* (scripts/lib/mariadb.sh's env.sh) when MYSQLPOOL_TEST_PORT is set,
# else a private MariaDB started here and stopped at the end. Environment: GTEST_XML=FILE writes
# gtest's XML report there; ASAN_OPTIONS/UBSAN_OPTIONS (defaults: leaks detected, halt on UB).
#
# Output: gtest's own, then one `not ok - NAME (failed|skipped)` per such test, and last
# `N passed, N failed`; exit status non-zero if anything failed.
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"  # build_dir, db_unless_given

build_dir
BIN=$BUILD/core_tests
if [ $# -gt 0 ] && [[ "$1" != -* ]]; then
  BIN=$1
  shift
fi
case $BIN in /*) ;; *) BIN=$PWD/$BIN ;; esac
# PoolTls.* needs MYSQLPOOL_TEST_TLS_PORT: scripts/tls/tls_test.sh runs it
FILTER="--gtest_filter=-PoolTls.*"
for a in "$@"; do [[ "$a" == --gtest_filter=* ]] && FILTER=""; done

TMP=$(mktemp -d /tmp/mysqlpool-gtest.XXXXXX)
own_db=0
cleanup() {
  [ "$own_db" = 1 ] && bash "$ROOT/scripts/lib/mariadb.sh" stop "$TMP/db" >/dev/null 2>&1
  rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

bail() {  # the reason as one failure, and the counts
  echo "not ok - $1"
  echo "0 passed, 1 failed"
  exit 1
}

[ -x "$BIN" ] || bail "$BIN was not built"
if ! db_unless_given "$TMP/db" "$TMP/mariadb.log"; then
  sed 's/^/# | /' "$TMP/mariadb.log"
  bail "private MariaDB started"
fi
[ "$own_db" = 1 ] && echo "# private MariaDB on 127.0.0.1:$MYSQLPOOL_TEST_PORT"
export MYSQLPOOL_TEST_HOST MYSQLPOOL_TEST_PORT MYSQLPOOL_TEST_USER MYSQLPOOL_TEST_PASSWORD MYSQLPOOL_TEST_DB

log=$TMP/gtest.log
xml=()
[ -n "${GTEST_XML:-}" ] && xml=(--gtest_output="xml:$GTEST_XML")
env ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}" \
  UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}" \
  "$BIN" --gtest_color=no ${FILTER:+"$FILTER"} "${xml[@]}" "$@" 2>&1 | tee "$log"
rc=${PIPESTATUS[0]}

npass=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) tests\{0,1\}\..*/\1/p' "$log" | tail -n 1)
nfail=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) tests\{0,1\}, listed below:.*/\1/p' "$log" | tail -n 1)
nskip=$(sed -n 's/^\[  SKIPPED \] \([0-9]*\) tests\{0,1\}, listed below:.*/\1/p' "$log" | tail -n 1)
passed=0
failed=0
if [ -z "$npass" ] && [ -z "$nfail" ]; then
  # no summary: it crashed or hung before the end. Count what finished, and the crash.
  passed=$(grep -c '^\[       OK \]' "$log")
  while read -r t; do echo "not ok - $t (failed)"; failed=$((failed + 1)); done \
    < <(sed -n 's/^\[  FAILED  \] \([A-Za-z0-9_/.]*\) (.*/\1/p' "$log")
  while read -r t; do echo "not ok - $t (skipped)"; failed=$((failed + 1)); done \
    < <(sed -n 's/^\[  SKIPPED \] \([A-Za-z0-9_/.]*\) (.*/\1/p' "$log")
  echo "not ok - no gtest summary (exit $rc): crashed or hung after $(grep -E '^\[ RUN      \]' "$log" | tail -n 1 | sed 's/^\[ RUN      \] //')"
  failed=$((failed + 1))
else
  passed=${npass:-0}
  # the lists after the summary name each failed and each skipped test once
  while read -r t; do echo "not ok - $t (failed)"; done \
    < <(sed -n 's/^\[  FAILED  \] \([A-Za-z0-9_/.]*\)\(, where.*\)\{0,1\}$/\1/p' "$log" | sort -u)
  while read -r t; do echo "not ok - $t (skipped: a skip counts as a failure)"; done \
    < <(sed -n 's/^\[  SKIPPED \] \([A-Za-z0-9_/.]*\)$/\1/p' "$log" | sort -u)
  failed=$((${nfail:-0} + ${nskip:-0}))
  if [ "$rc" -ne 0 ] && [ "$failed" -eq 0 ]; then
    # all tests passed but the process failed (a sanitizer report at exit, a leak, ...)
    echo "not ok - exit status $rc after all tests passed"
    failed=1
  fi
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
