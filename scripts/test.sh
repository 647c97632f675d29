#!/usr/bin/env bash
# The test command: installs what is missing (scripts/deps.sh), builds (CMake into MYSQLPOOL_BUILD,
# plain and ASan/UBSan), starts a private MariaDB and runs every suite of the list below, each by
# its runner under scripts/<suite>/, last the packages (built, installed, queried through
# php-fpm and purged).
#
#   bash scripts/test.sh                        # every step
#   bash scripts/test.sh --list                 # the steps: name, runner, what each needs
#   bash scripts/test.sh --only NAME[,NAME...]  # those suites (and what they need: deps, the
#                                               # build, the private server)
#
# Every step counts: a suite's `N passed, N failed` line is added to the total; a crash, a
# timeout or an exit status that does not match its counts is a failure; a listed suite whose
# runner is missing fails, and so does one that needs root when not run as root, each with a
# line saying why. The run goes on where it can. At the end a table of every step (name, passed,
# failed, seconds, result, whether its count is fixed), then the failures, and last
# "N passed, N failed"; the exit status is non-zero if anything failed or nothing ran.
# MYSQLPOOL_BUILD names the build folder (default build/ of the repository; the ASan/UBSan build
# goes into its asan/); every suite gets it, so that none builds elsewhere. JOBS: make -j (2).
# Long logs go to build-logs/; a failing step shows the tail of its log.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
ROOT=$PWD
# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"  # stop_manager, build_dir
LOGDIR=$ROOT/build-logs
PHP=${PHP:-/usr/bin/php}
JOBS=${JOBS:-2}
build_dir
export MYSQLPOOL_BUILD=$BUILD
export JOBS PHP

# --- the steps -----------------------------------------------------------------------------------
# One line per suite, in the order they run: NAME RUNNER NEEDS TIME-LIMIT-S COUNT.
# NEEDS: build (the CMake build), asan (the ASan/UBSan build), db (the private MariaDB), root
# (uid 0: else the step fails with its reason), - nothing. COUNT: fixed (the same count on every
# run), or why it may vary (shown in the summary table).
STEPS="
docs_check      scripts/docs_check/docs_check.sh              -           120   fixed
sizes           scripts/sizes/sizes.sh                        -           60    fixed
mysqli_api      scripts/mysqli_api/mysqli_api_test.sh         build       120   fixed
gtest           scripts/gtest/gtest.sh                        build,db    900   fixed
gtest_asan      scripts/gtest/gtest.sh                        asan,db     900   fixed
phpt            scripts/phpt/phpt.sh                          build,db    1200  fixed
fuzz            scripts/fuzz/fuzz.sh                          -           600   one_test:_exit_status
php_src         scripts/php_src/php_src_tests.sh              build,db    900   one_test:_the_comparison
php_src_mysqli  scripts/php_src_mysqli/php_src_mysqli.sh      build       600   fixed
difftest        scripts/difftest/difftest.sh                  build,db    600   fixed
difftest_mysqli scripts/difftest/difftest_mysqli.sh           build,db    300   fixed
oracle          scripts/oracle/oracle.sh                      build       600   fixed
two_users       scripts/two_users/two_users_test.sh           build,root  300   fixed
metrics         scripts/metrics/metrics_test.sh               build,db    300   fixed
hostile_server  scripts/hostile_server/hostile_server_test.sh build       300   fixed
tls             scripts/tls/tls_test.sh                       build       600   fixed
mysql8          scripts/mysql8/mysql8_test.sh                 build       300   fixed
fpm             scripts/fpm/fpm_test.sh                       build,db    900   fixed
fpm_session     scripts/fpm/fpm_session_test.sh               build,db    300   fixed
upgrade         scripts/upgrade/upgrade_test.sh               build,db    600   fixed
laravel         scripts/laravel/laravel_test.sh               build,db    600   fixed
wordpress       scripts/wordpress/wordpress_test.sh           build,db    300   fixed
mediawiki       scripts/mediawiki/mediawiki_test.sh           build,db    300   fixed
adminer         scripts/adminer/adminer_test.sh               build,db    300   fixed
php84           scripts/php84/php84.sh                        root        2400  fixed
faults          scripts/faults/faults.sh                      build       900   fixed
package         scripts/package/package_test.sh               root        600   fixed
"
# why a step needs root, said when it is not
root_reason() {
  case $1 in
    two_users) echo "it creates two Unix users (useradd)" ;;
    php84) echo "it makes and enters a Debian 13 root (debootstrap, chroot, bind mounts)" ;;
    package) echo "it installs and purges the Debian package (apt-get, dpkg)" ;;
    *) echo "it says so" ;;
  esac
}
step_names() { awk 'NF { print $1 }' <<<"$STEPS"; }
step_field() { awk -v n="$1" -v f="$2" '$1 == n { print $f }' <<<"$STEPS"; }

usage() {
  sed -n '2,/^set -uo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
  exit "${1:-2}"
}
ONLY=""
while [ $# -gt 0 ]; do
  case $1 in
    --list)
      printf '%-15s %-46s %-11s %s\n' STEP RUNNER NEEDS COUNT
      printf '%-15s %-46s %-11s %s\n' deps scripts/deps.sh - "(always)" build "cmake, nm" - "(when a step needs it)" \
        build_asan "cmake (MYSQLPOOL_SANITIZE=ON)" - "(when a step needs it)" mariadb scripts/lib/mariadb.sh - "(when a step needs it)"
      awk 'NF { gsub("_", " ", $5); printf "%-15s %-46s %-11s %s\n", $1, $2, $3, $5 }' <<<"$STEPS"
      exit 0 ;;
    --only) ONLY="$ONLY ${2:?--only NAME[,NAME...]}"; shift 2 ;;
    --only=*) ONLY="$ONLY ${1#--only=}"; shift ;;
    -h|--help) usage 0 ;;
    *) echo "test.sh: unknown argument '$1'" >&2; usage ;;
  esac
done
ONLY=$(tr ',' ' ' <<<"$ONLY")
for n in $ONLY; do
  step_names | grep -qxF -- "$n" || { echo "test.sh: no step '$n' (bash scripts/test.sh --list)" >&2; exit 2; }
done
selected() { [ -z "$ONLY" ] || grep -qw -- "$1" <<<"$ONLY"; }
# needed WHAT: a selected step needs WHAT (build, asan, db)
needed() {
  local n
  for n in $(step_names); do
    selected "$n" && [[ ",$(step_field "$n" 3)," == *",$1,"* ]] && return 0
  done
  return 1
}

rm -rf "$LOGDIR"
mkdir -p "$LOGDIR"

PASSED=0
FAILED=0
FAILURES=()
ROWS=()
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

# step_begin NAME / step_end NAME COUNT-NOTE: one row of the summary table: what the step added
# to the counts, and its seconds.
step_begin() { STEP_T=$(date +%s); STEP_P=$PASSED; STEP_F=$FAILED; }
step_end() {
  local p=$((PASSED - STEP_P)) f=$((FAILED - STEP_F)) result=ok
  [ "$f" -gt 0 ] && result=FAILED
  [ $((p + f)) -eq 0 ] && result="ok (no count)"
  ROWS+=("$1|$p|$f|$(($(date +%s) - STEP_T))|$result|${2:-fixed}")
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
# counts as one failure (a crash, a timeout after its last line), a missing line too.
count_tap_log() {
  local name=$1 log=$2 script=$3 rc=$4 counts
  counts=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -n 1)
  if [[ "$counts" =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
    pass "$name" "${BASH_REMATCH[1]}"
    if [ "${BASH_REMATCH[2]}" -gt 0 ]; then
      FAILED=$((FAILED + BASH_REMATCH[2]))
      FAILURES+=("$script: ${BASH_REMATCH[2]} failed")
      # the first few, so that the end of the output (all CI may show) says which
      while read -r line; do FAILURES+=("    ${line:0:220}"); done < <(grep -E '^not ok' "$log" | head -n 8)
    fi
    if [ "$rc" -ne 0 ] && [ "${BASH_REMATCH[2]}" -eq 0 ]; then
      fail "$script: exit $rc$([ "$rc" -eq 124 ] && echo " (timed out)")"
    fi
    say "$script: $counts"
  else
    fail "$script: no 'N passed, N failed' line (exit $rc$([ "$rc" -eq 124 ] && echo ", timed out"))"
  fi
}

finish() {
  local total=$((PASSED + FAILED)) row name p f sec result note
  echo
  say "done in $(($(date +%s) - T0))s; logs in $LOGDIR"
  echo
  printf '| %-15s | %6s | %6s | %7s | %-13s | %s |\n' step passed failed seconds result count
  printf '|%s|%s|%s|%s|%s|%s|\n' "-----------------" "-------:" "-------:" "--------:" "---------------" "------"
  for row in "${ROWS[@]}"; do
    IFS='|' read -r name p f sec result note <<<"$row"
    printf '| %-15s | %6s | %6s | %7s | %-13s | %s |\n' "$name" "$p" "$f" "$sec" "$result" "${note//_/ }"
  done
  printf '| %-15s | %6s | %6s | %7s | %-13s | %s |\n' total "$PASSED" "$FAILED" "$(($(date +%s) - T0))" \
    "$([ "$FAILED" -eq 0 ] && [ "$total" -gt 0 ] && echo ok || echo FAILED)" ""
  echo
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
step_begin
if ! run_step deps 1800 bash scripts/deps.sh; then
  fail "deps.sh"
fi
step_end deps

# --- builds -----------------------------------------------------------------------------------
build_ok=0
if needed build; then
  step_begin
  if run_step cmake-configure 300 cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=RelWithDebInfo &&
     run_step cmake-build 1200 cmake --build "$BUILD" -j"$JOBS"; then
    build_ok=1
  else
    fail "CMake build ($BUILD)"
  fi
  # The phpize build (config.m4, Makefile.frag) is built three times elsewhere, so not here: by
  # the package suite (last) from the PECL tarball and for the Debian package, where it is
  # loaded, queried through php-fpm and purged, and by the PHP 8.4 step.

  # Only the manager links libmariadb: the extension must not even name one of its symbols.
  if [ $build_ok -eq 1 ]; then
    if nm -D --undefined-only "$BUILD/mysqlpool.so" | grep -qiE ' (mysql|mariadb)_' ||
       ldd "$BUILD/mysqlpool.so" | grep -qi mariadb; then
      fail "mysqlpool.so uses libmariadb (only the manager may)"
    else
      say "mysqlpool.so uses no libmariadb symbol"
      pass no-libmariadb
    fi
    # Hidden visibility (CMakeLists.txt): of its own code the .so exports get_module alone (the
    # weak symbols left are the C++ library's templates, default by their headers).
    exported=$(nm -D --defined-only "$BUILD/mysqlpool.so" | awk '$2 != "W" && $2 != "V" && $2 != "u" {print $3}' | tr '\n' ' ')
    if [ "$exported" = "get_module " ]; then
      say "mysqlpool.so exports get_module only"
      pass exports-get-module-only
    else
      fail "mysqlpool.so exports more than get_module: ${exported:0:200}"
    fi
  fi
  step_end build
fi

asan_ok=0
if needed asan; then
  step_begin
  # -O1 -g1: the sanitizers check the same, and the build takes 45 % less CPU than at -O2 -g
  # (line tables are kept for the reports' stack traces)
  if run_step asan-configure 300 cmake -S . -B "$BUILD/asan" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
       -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
       -DMYSQLPOOL_SANITIZE=ON -DMYSQLPOOL_BUILD_EXTENSION=OFF &&
     run_step asan-build 1200 cmake --build "$BUILD/asan" -j"$JOBS" --target core_tests; then
    asan_ok=1
  else
    fail "ASan/UBSan build ($BUILD/asan)"
  fi
  step_end build_asan
fi

# --- private MariaDB --------------------------------------------------------------------------
RUNDIR=$(mktemp -d /tmp/mysqlpool-test.XXXXXX)
DBDIR=$RUNDIR/db
# The php-fpm suites get managers of their own (control sockets in RUNDIR), so that they test
# the manager of this build, not one some earlier run left behind; stopped after each.
FPM_MANAGER_SOCKET=$RUNDIR/fpm-manager.sock
FPM_SESSION_MANAGER_SOCKET=$RUNDIR/fpm-session-manager.sock
db_ok=0
cleanup() {
  local rc=$?
  stop_manager "$FPM_MANAGER_SOCKET"
  stop_manager "$FPM_SESSION_MANAGER_SOCKET"
  if [ "$db_ok" = 1 ]; then
    bash "$ROOT/scripts/lib/mariadb.sh" stop "$DBDIR" >/dev/null 2>&1 || true
    # keep the server's error log with the other logs
    cp "$DBDIR/err.log" "$LOGDIR/mariadb-err.log" 2>/dev/null || true
  fi
  rm -rf "$RUNDIR"
  return $rc
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if needed db; then
  step_begin
  if run_step mariadb-start 180 bash scripts/lib/mariadb.sh start "$DBDIR"; then
    # shellcheck disable=SC1091
    . "$DBDIR/env.sh"
    db_ok=1
    say "MariaDB on 127.0.0.1:$MYSQLPOOL_TEST_PORT (socket $MYSQLPOOL_TEST_SOCKET)"
  else
    fail "private MariaDB did not start"
  fi
  step_end mariadb
fi

# check_left_sessions STEP: after STEP, no session but root's may stay open on the test server;
# the next step's bound checks count every session of the test user. Waits up to 10 s for them
# to end, then lists each with the process holding its client end, KILLs it (so that the next
# step starts clean) and counts a failure of STEP.
check_left_sessions() {
  [ "$db_ok" = 1 ] || return 0
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


# --- the suites -----------------------------------------------------------------------------------
# suite_cmd NAME: CMD = how the test command runs that suite's runner (arguments, environment);
# KIND = tap (its `N passed, N failed` line is counted) or exit (one test: its exit status).
suite_cmd() {
  KIND=tap
  local runner=$2
  case $1 in
    gtest) CMD=(env GTEST_XML="$LOGDIR/gtest.xml" bash "$runner" "$BUILD/core_tests") ;;
    gtest_asan) CMD=(env GTEST_XML="$LOGDIR/gtest_asan.xml" bash "$runner" "$BUILD/asan/core_tests") ;;
    phpt) CMD=(env PHPT_LOG_DIR="$LOGDIR/phpt" bash "$runner") ;;
    fuzz) CMD=(bash "$runner" 30); KIND="exit" ;;
    # on the front-end mysqlpool.so serves (the suite can also check the API files alone)
    mysqli_api) CMD=(bash "$runner" --ext "$BUILD/mysqlpool.so") ;;
    php_src) CMD=(env PHP_SRC_TESTS_LOG="$LOGDIR/php-src" bash "$runner"); KIND="exit" ;;
    # its own two MariaDBs (one a side, run at once), not the run's
    php_src_mysqli) CMD=(env PHP_SRC_MYSQLI_LOG="$LOGDIR/php-src-mysqli" bash "$runner") ;;
    fpm) CMD=(env FPM_TEST_INI="mysqlpool.manager_socket=$FPM_MANAGER_SOCKET mysqlpool.manager_log=$LOGDIR/fpm-manager.log" bash "$runner") ;;
    fpm_session) CMD=(env FPM_TEST_INI="mysqlpool.manager_socket=$FPM_SESSION_MANAGER_SOCKET mysqlpool.manager_log=$LOGDIR/fpm-session-manager.log" bash "$runner") ;;
    # its own MariaDB (it restarts it); the 30 s soak
    faults) CMD=(env -u MYSQLPOOL_TEST_PORT bash "$runner" --soak-seconds 30) ;;
    *) CMD=(bash "$runner") ;;
  esac
}

# after_suite NAME: what a suite's step shows or checks after it ran.
after_suite() {
  local log=$LOGDIR/$1.log
  case $1 in
    php_src)
      if [ "$2" -ne 0 ]; then
        while read -r line; do FAILURES+=("    ${line:0:220}"); done < <(sed -n \
          -e '/^# fail only on mysqlpool/,/^# deliberate/{/^  /p}' -e '/^# crashes/,/^# mysqlpool-request/{/^  /p}' \
          -e '/^# mysqlpool-request: tests pdo_mysql passes/,/^# results:/{/^# results:/!p}' \
          "$log" | head -n 24)
      fi
      grep -E '^php-src tests:|^  mysqlpool-request:' "$log" | sed 's/^/  /' ;;
    php_src_mysqli) grep -E '^php-src mysqli tests:|^# out of scope, not run:' "$log" | cut -c1-300 | sed 's/^/  /' ;;
    difftest) grep -E '^difftest: ' "$log" | sed 's/^/  /' ;;
    difftest_mysqli) grep -E '^difftest_mysqli: ' "$log" | sed 's/^/  /' ;;
    oracle) grep -E '^oracle: |^# families with differences|^# (pdo|mysqli) requests' "$log" | cut -c1-300 | sed 's/^/  /' ;;
    php84) grep -E '^# PHP' "$log" | sed 's/^/  /' ;;
    faults) grep -E '^(ok|not ok) - fault' "$log" | cut -c1-160 | sed 's/^/  /' ;;
    # its idle connections would count against the next suite's bound
    fpm) stop_manager "$FPM_MANAGER_SOCKET" ;;
    fpm_session) stop_manager "$FPM_SESSION_MANAGER_SOCKET" ;;
    package)
      # the suite purges it (also from its EXIT trap); a KILL after the time limit would not
      if dpkg-query -W -f='${db:Status-Abbrev}' php8.2-mysqlpool 2>/dev/null | grep -q .; then
        dpkg --purge php8.2-mysqlpool >>"$log" 2>&1
        fail "package_test.sh left php8.2-mysqlpool installed (purged now)"
      fi ;;
  esac
  # the next suite's bound checks count every session of the test user
  case $1 in
    phpt|php_src|difftest|difftest_mysqli|oracle|two_users|metrics|fpm|fpm_session|upgrade|laravel) check_left_sessions "$1" ;;
  esac
}

# run_suite NAME: the suite's step: its runner there, what it needs there, then run and counted.
run_suite() {
  local name=$1 runner needs limit rc need
  runner=$(step_field "$name" 2)
  needs=$(step_field "$name" 3)
  limit=$(step_field "$name" 4)
  if [ ! -f "$ROOT/$runner" ]; then
    fail "$name: its runner $runner is missing"
    return
  fi
  for need in ${needs//,/ }; do
    case $need in
      build) [ "$build_ok" = 1 ] || { fail "$name: not run: the build failed"; return; } ;;
      asan) [ "$asan_ok" = 1 ] || { fail "$name: not run: the ASan/UBSan build failed"; return; } ;;
      db) [ "$db_ok" = 1 ] || { fail "$name: not run: no private MariaDB"; return; } ;;
      root) [ "$(id -u)" -eq 0 ] || { fail "$name: needs root: $(root_reason "$name") (uid $(id -u))"; return; } ;;
    esac
  done
  suite_cmd "$name" "$runner"
  run_step "$name" "$limit" "${CMD[@]}"
  rc=$?
  if [ "$KIND" = exit ]; then
    if [ $rc -eq 0 ]; then pass "$name"; else fail "$runner: exit $rc (see $LOGDIR/$name.log)"; fi
  else
    count_tap_log "$name" "$LOGDIR/$name.log" "${runner##*/}" "$rc"
  fi
  after_suite "$name" "$rc"
}

for name in $(step_names); do
  selected "$name" || continue
  step_begin
  run_suite "$name"
  step_end "$name" "$(step_field "$name" 5)"
done

finish
