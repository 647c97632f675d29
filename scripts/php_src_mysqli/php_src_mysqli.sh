#!/usr/bin/env bash
# php-src's own mysqli tests (vendored, unmodified, in php-tests/php-src-mysqli/: ext/mysqli/tests
# of PHP 8.2, see its README.md) run with PHP's run-tests.php on two sides and compared per test:
#
#   stock      PHP's mysqli on mysqlnd (-d extension=mysqlnd -d extension=mysqli): the reference
#   mysqlpool  mysqlpool's mysqli front-end as a user enables it: -d extension=<build>/mysqlpool.so
#              -d mysqlpool.serve_mysqli=1 and the pool's settings; PHP's mysqli is not loaded
#              and not loadable (a private extension_dir without mysqli.so: run-tests loads a
#              test's --EXTENSIONS-- from there when `php -m` lacks it)
#
# Only the tests in issue 36's scope run: scope.php beside this script says which are out and
# why, and out_of_scope.txt (committed) is its output; the step fails when the two differ, so
# that what leaves the comparison is reviewed. Each side has a private MariaDB of its own (a
# `test` database, a user with ALL PRIVILEGES ... WITH GRANT OPTION), and the two sides run at
# the same time (run-tests runs the mysqli tests one at a time: their CONFLICTS file).
#
#   bash scripts/php_src_mysqli/php_src_mysqli.sh                   # both sides, the comparison
#   bash scripts/php_src_mysqli/php_src_mysqli.sh --subject stock   # stock against stock: proves
#                                                                   # the comparison, no mysqlpool
#   bash scripts/php_src_mysqli/php_src_mysqli.sh --all             # every vendored test (measuring)
#   bash scripts/php_src_mysqli/php_src_mysqli.sh --summary-only    # re-read the results in the log dir
#   bash scripts/php_src_mysqli/php_src_mysqli.sh -- mysqli_query.phpt mysqli_ping.phpt  # some tests
#
# differences.txt beside this script (committed) lists the tests that fail on mysqlpool by
# design (inherent to pooling), each with its reason: they are shown, their diffs kept, and not
# counted as failures unless they crash.
#
# Prints each side's counts, the out-of-scope tests as a number per reason, then per test that
# passes on stock and not on mysqlpool its status and the head of its diff (all of them in
# LOG/failures.txt), the crashes (a signal, a sanitizer's report, BORK), and last
# `N passed, N failed` over the in-scope tests: failed = stock passes and mysqlpool does not
# (a SKIP is not a pass), or mysqlpool crashed; passed = mysqlpool passes. Tests neither side
# passes (stock's skips and MariaDB's messages) are listed and counted in neither.
#
# Environment:
#   MYSQLPOOL_BUILD          the build folder whose mysqlpool.so (manager beside it) is tested
#                            (default build/, built there first when missing or stale)
#   PHP_SRC_MYSQLI_SO        test this mysqlpool.so as it is (manager beside it), no build: e.g.
#                            one built from another worktree
#   PHP_BIN                  the PHP that runs the tests (default: php in PATH)
#   RUN_TESTS                its run-tests.php (default: build/run-tests.php of its extension_dir)
#   PHP_SRC_MYSQLI_LOG       log dir (default build-logs/php-src-mysqli); one subdir per side
#   PHP_SRC_MYSQLI_POOL      mysqlpool.max_connections (default 8)
#   PHP_SRC_MYSQLI_SUBJECT_INI  more settings for mysqlpool's side, space-separated NAME=VALUE
#                            (to look under a failure, e.g. auto_prepend_file=...; not for the step)
#   PHP_SRC_MYSQLI_KEEP=1    keep the temporary dir (servers' datadirs, manager log)
set -uo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE=$ROOT/scripts/php_src_mysqli
VENDOR=$ROOT/php-tests/php-src-mysqli/mysqli
OUT_OF_SCOPE=$HERE/out_of_scope.txt
DIFFERENCES=$HERE/differences.txt
PHP_BIN=${PHP_BIN:-$(command -v php)}
SYS_EXT_DIR=$("$PHP_BIN" -n -r 'echo ini_get("extension_dir");')
LOG=${PHP_SRC_MYSQLI_LOG:-$ROOT/build-logs/php-src-mysqli}
POOL_SIZE=${PHP_SRC_MYSQLI_POOL:-8}
TEST_USER=phpsrc_mysqli
TEST_PASSWORD=phpsrc-mysqli-pw
REFERENCE=stock
SUBJECT=mysqlpool

# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"  # run_tests_php, suite_so, stop_manager
RUN_TESTS=${RUN_TESTS:-$(run_tests_php "$PHP_BIN")}

usage() {
  sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
  exit 2
}

all=0
summary_only=0
tests=()
while [ $# -gt 0 ]; do
  case "$1" in
    --subject) SUBJECT=${2:?--subject needs stock or mysqlpool}; shift 2 ;;
    --subject=*) SUBJECT=${1#--subject=}; shift ;;
    --all) all=1; shift ;;
    --summary-only) summary_only=1; shift ;;
    --) shift; tests=("$@"); break ;;
    -h|--help) usage ;;
    *) echo "php_src_mysqli.sh: unknown argument $1" >&2; usage ;;
  esac
done
case "$SUBJECT" in
  mysqlpool) ;;
  stock) SUBJECT=stock-b ;;
  *) echo "php_src_mysqli.sh: --subject is stock or mysqlpool" >&2; exit 2 ;;
esac
mkdir -p "$LOG"

scope() { "$PHP_BIN" -n -d extension=tokenizer "$HERE/scope.php" "$VENDOR" "$@"; }

# --- what runs ---------------------------------------------------------------------------------

# The committed list must be what scope.php says today.
scope_ok=1
if ! scope >"$LOG/out_of_scope.generated.txt" 2>"$LOG/scope.err"; then
  echo "# scope.php failed: $(head -c 300 "$LOG/scope.err")"
  scope_ok=0
elif ! diff -u "$OUT_OF_SCOPE" "$LOG/out_of_scope.generated.txt" >"$LOG/out_of_scope.diff"; then
  echo "# $OUT_OF_SCOPE is not what scope.php makes of the vendored tests; review and commit"
  echo "#   php -n -d extension=tokenizer scripts/php_src_mysqli/scope.php php-tests/php-src-mysqli/mysqli >scripts/php_src_mysqli/out_of_scope.txt"
  head -n 20 "$LOG/out_of_scope.diff" | sed 's/^/#   /'
  scope_ok=0
fi
if [ ${#tests[@]} -eq 0 ]; then
  if [ "$all" = 1 ]; then
    mapfile -t tests < <(find "$VENDOR" -maxdepth 1 -name '*.phpt' -printf '%f\n' | LC_ALL=C sort)
  else
    mapfile -t tests < <(scope --in-scope)
  fi
fi
printf '%s\n' "${tests[@]}" >"$LOG/tests.txt"

# --- results -----------------------------------------------------------------------------------

counts() {
  local f=$LOG/$1/results.tsv p s t
  if [ ! -s "$f" ]; then echo "no results"; return; fi
  p=$(grep -c '^PASS	' "$f")
  s=$(grep -c '^SKIP	' "$f")
  t=$(wc -l <"$f")
  echo "$p passed / $((t - p - s)) failed / $s skipped"
}

# status_of SIDE: "test STATUS" of the tests that were to run, sorted; NOTRUN for one missing
status_of() {
  local t
  sort "$LOG/tests.txt" | while read -r t; do
    awk -F'\t' -v t="$t" '$2 == t {s = $1} END {print t, (s == "" ? "NOTRUN" : s)}' \
      "$LOG/$1/results.tsv" 2>/dev/null || echo "$t NOTRUN"
  done
}

# out_of_scope_counts: "prepared_statements 142, async 11, ..." from the committed list's header
out_of_scope_counts() {
  awk '/^# [a-z_]+ +[0-9]+  / && $2 != "total" {printf "%s%s %s", (n++ ? ", " : ""), $2, $3}' "$OUT_OF_SCOPE"
}

# show_diff SIDE TEST [LINES]: the test's .diff (expected vs actual) of that side
show_diff() {
  local d=$LOG/$1/ext/mysqli/tests/${2%.phpt}.diff
  # bytes that are not text shown as '?': a NUL in the log would make grep call it binary and
  # miss the count line
  if [ -f "$d" ]; then
    if [ -n "${3:-}" ]; then head -n "$3" "$d" | cut -c1-200; else cat "$d"; fi |
      LC_ALL=C tr -c '[:print:]\t\n' '?'
  else
    awk -F'\t' -v t="$2" '$2 == t && $3 != "" {print "(" $1 ": " $3 ")"}' "$LOG/$1/results.tsv"
  fi
}

# deliberate TEST: the test is in differences.txt (a difference inherent to pooling, with its
# reason): its failing on the subject only is expected, and not counted
deliberate() { grep -q "^$1[[:space:]]" "$DIFFERENCES" 2>/dev/null; }

summary() {
  local total=${#tests[@]} joined=$LOG/comparison.txt t a b n_pass n_fail
  echo "php-src mysqli tests: $REFERENCE $(counts "$REFERENCE"); $SUBJECT $(counts "$SUBJECT") (of $total run)"
  echo "# out of scope, not run: $(grep -c -v '^#' "$OUT_OF_SCOPE") of $(find "$VENDOR" -maxdepth 1 -name '*.phpt' | wc -l) ($(out_of_scope_counts)); the list: $OUT_OF_SCOPE"
  if [ ! -s "$LOG/$SUBJECT/results.tsv" ] || [ ! -s "$LOG/$REFERENCE/results.tsv" ]; then
    echo "# no results of $([ -s "$LOG/$REFERENCE/results.tsv" ] && echo "$SUBJECT" || echo "$REFERENCE")"
    echo "0 passed, 1 failed"
    return 1
  fi
  join <(status_of "$REFERENCE") <(status_of "$SUBJECT") >"$joined"
  : >"$LOG/failures.txt"
  echo "# fail on $SUBJECT, pass on $REFERENCE (diffs: $LOG/failures.txt):"
  while read -r t a b; do
    if [ "$a" != PASS ] || [ "$b" = PASS ] || deliberate "$t"; then continue; fi
    echo "not ok - php-src mysqli $t: $b on $SUBJECT, PASS on $REFERENCE"
    show_diff "$SUBJECT" "$t" 12 | sed 's/^/      | /'
    { echo "=== $b $t"; show_diff "$SUBJECT" "$t"; echo; } >>"$LOG/failures.txt"
  done <"$joined"
  echo "# crashes (a signal, a sanitizer's report, BORK):"
  awk -v r="$REFERENCE" '$2 == "CRASH" || $2 == "BORK" {print "  " r ": " $2 " " $1}' "$joined"
  # a crash on the subject fails even where stock does not pass
  awk -v s="$SUBJECT" '($3 == "CRASH" || $3 == "BORK") && $2 != "PASS" {
    print "not ok - php-src mysqli " $1 ": " $3 " on " s}' "$joined"
  echo "# pass on $SUBJECT only:"
  awk '$2 != "PASS" && $3 == "PASS" {printf "  %-6s %s\n", $2, $1}' "$joined"
  echo "# pass on neither (not counted), with $REFERENCE's reason:"
  awk '$2 != "PASS" && $3 != "PASS" {print $1, $2, $3}' "$joined" | while read -r t a b; do
    printf '  %-6s %-6s %-45s %s\n' "$a" "$b" "$t" \
      "$(awk -F'\t' -v t="$t" '$2 == t {print substr($3, 1, 90)}' "$LOG/$REFERENCE/results.tsv")"
  done
  n_pass=$(awk '$3 == "PASS"' "$joined" | wc -l)
  echo "# deliberate differences (in $DIFFERENCES, each with its reason; not counted when they fail):"
  while read -r t a b; do
    deliberate "$t" || continue
    printf '  %-6s on %s, %-6s on %s: %s\n' "$b" "$SUBJECT" "$a" "$REFERENCE" "$t"
    [ "$b" = PASS ] || { echo "=== $b $t (deliberate)"; show_diff "$SUBJECT" "$t"; echo; } >>"$LOG/failures.txt"
  done <"$joined"
  n_fail=$(awk '($2 == "PASS" && $3 != "PASS") || $3 == "CRASH" || $3 == "BORK"' "$joined" |
    while read -r t a b; do
      # a listed test may fail as stock does not, never crash
      if deliberate "$t" && [ "$b" != CRASH ] && [ "$b" != BORK ]; then continue; fi
      echo "$t"
    done | wc -l)
  [ "$scope_ok" = 1 ] || { echo "# out_of_scope.txt is stale (above): 1 failed"; n_fail=$((n_fail + 1)); }
  echo "# results: $LOG/{$REFERENCE,$SUBJECT}/results.tsv, comparison: $joined"
  echo "$n_pass passed, $n_fail failed"
  [ "$n_fail" = 0 ] && [ "$n_pass" -gt 0 ]
}

if [ "$summary_only" = 1 ]; then
  for s in "$REFERENCE" "$SUBJECT"; do
    [ -f "$LOG/$s/junit.xml" ] && "$PHP_BIN" -n "$HERE/results.php" "$LOG/$s" >"$LOG/$s/results.tsv"
  done
  summary
  exit $?
fi

# --- setup -------------------------------------------------------------------------------------

fail_setup() { echo "php_src_mysqli.sh: $*"; echo "0 passed, 1 failed"; exit 1; }

[ -f "$RUN_TESTS" ] || fail_setup "$RUN_TESTS not found (php$("$PHP_BIN" -n -r 'echo PHP_MAJOR_VERSION, ".", PHP_MINOR_VERSION;')-dev)"
[ -f "$SYS_EXT_DIR/mysqli.so" ] || fail_setup "no $SYS_EXT_DIR/mysqli.so (php$("$PHP_BIN" -n -r 'echo PHP_MAJOR_VERSION, ".", PHP_MINOR_VERSION;')-mysql)"
if [ "$SUBJECT" = mysqlpool ]; then
  if [ -n "${PHP_SRC_MYSQLI_SO:-}" ]; then
    SO=$PHP_SRC_MYSQLI_SO
    if [ ! -f "$SO" ] || [ ! -x "$(dirname "$SO")/mysqlpool-manager" ]; then
      fail_setup "PHP_SRC_MYSQLI_SO=$SO: no such .so, or no mysqlpool-manager beside it"
    fi
  elif ! suite_so "$LOG/build.log"; then
    fail_setup "$SO_ERR"
  fi
fi

TMP=$(mktemp -d /tmp/phpsrc-mysqli.XXXXXX)
cleanup() {
  local s
  stop_manager "$TMP/mysqlpool-manager.sock"
  for s in "$REFERENCE" "$SUBJECT"; do
    [ -d "$TMP/db-$s" ] && "$ROOT/scripts/lib/mariadb.sh" stop "$TMP/db-$s" >/dev/null 2>&1
  done
  for s in "$TMP"/*-manager.log; do [ -f "$s" ] && cp "$s" "$LOG/"; done
  if [ "${PHP_SRC_MYSQLI_KEEP:-0}" = 1 ]; then echo "# kept $TMP"; else rm -rf "$TMP"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# db_for SIDE: a private MariaDB in TMP/db-SIDE with the `test` database and the tests' user
# (GRANT OPTION: tests grant to users of their own); its port in TMP/db-SIDE/port. With
# performance_schema on, as a MySQL server has it: mysqli_connect_attr reads it (skipped without);
# no fsync: the tests create and drop tables all the time, and the server is thrown away after.
# A second try from scratch when the first fails: mariadb-install-db failed once here at a load
# average of 85.
db_for() {
  local dir=$TMP/db-$1 try
  for try in 1 2; do
    rm -rf "$dir"
    MARIADB_EXTRA_ARGS="--performance-schema=ON --innodb-flush-method=nosync" \
      bash "$ROOT/scripts/lib/mariadb.sh" start "$dir" >>"$TMP/mariadb-$1.log" 2>&1 && break
    [ "$try" = 2 ] && return 1
    bash "$ROOT/scripts/lib/mariadb.sh" stop "$dir" >/dev/null 2>&1
  done
  mariadb --no-defaults --protocol=socket --socket="$dir/mysqld.sock" -uroot -e "
    CREATE DATABASE test;
    CREATE USER '$TEST_USER'@'%' IDENTIFIED BY '$TEST_PASSWORD';
    GRANT ALL PRIVILEGES ON *.* TO '$TEST_USER'@'%' WITH GRANT OPTION;" >>"$TMP/mariadb-$1.log" 2>&1 || return 1
  # shellcheck disable=SC1091
  (source "$dir/env.sh" && echo "$MYSQLPOOL_TEST_PORT") >"$dir/port"
}

# the servers start together: each is a few seconds of mariadb-install-db
db_for "$REFERENCE" &
ref_db=$!
db_for "$SUBJECT" &
sub_db=$!
# both waited for before either failure ends the run, so that the cleanup finds no start under way
wait "$ref_db"
ref_rc=$?
wait "$sub_db"
sub_rc=$?
[ "$ref_rc" = 0 ] || { tail -n 30 "$TMP/mariadb-$REFERENCE.log"; fail_setup "MariaDB of $REFERENCE did not start"; }
[ "$sub_rc" = 0 ] || { tail -n 30 "$TMP/mariadb-$SUBJECT.log"; fail_setup "MariaDB of $SUBJECT did not start"; }

# side_args SIDE: PHP_ARGS, the test PHP's options (after -n)
side_args() {
  local extdir=$LOG/$1/extension_dir so
  case "$1" in
    stock|stock-b)
      PHP_ARGS=(-d "extension_dir=$SYS_EXT_DIR" -d extension=mysqlnd -d extension=mysqli) ;;
    mysqlpool)
      rm -rf "$extdir"
      mkdir -p "$extdir"
      for so in "$SYS_EXT_DIR"/*.so; do
        [ "$(basename "$so")" = mysqli.so ] || ln -s "$so" "$extdir/"
      done
      # pdo first: mysqlpool.so is also the PDO driver and requires it (Debian loads it anyway)
      PHP_ARGS=(-d "extension_dir=$extdir" -d extension=pdo -d "extension=$SO" -d mysqlpool.serve_mysqli=1
        -d "mysqlpool.manager_binary=$(dirname "$SO")/mysqlpool-manager"
        -d "mysqlpool.manager_socket=$TMP/mysqlpool-manager.sock"
        -d "mysqlpool.manager_log=$TMP/mysqlpool-manager.log"
        -d "mysqlpool.max_connections=$POOL_SIZE")
      for so in ${PHP_SRC_MYSQLI_SUBJECT_INI:-}; do PHP_ARGS+=(-d "$so"); done ;;
  esac
}

# run_side SIDE: stage the vendored tests under LOG/SIDE in php-src's layout (run-tests writes
# .out/.diff next to them), run them against the side's server, parse the results
run_side() {
  local side=$1 dir=$LOG/$1 db=$TMP/db-$1 start ms rc
  rm -rf "$dir"
  mkdir -p "$dir/ext/mysqli"
  cp -r "$VENDOR" "$dir/ext/mysqli/tests"
  cp "$RUN_TESTS" "$dir/run-tests.php"
  side_args "$side"
  echo "# $side: test PHP -n ${PHP_ARGS[*]}" >"$dir/side.txt"
  start=$(date +%s%N)
  (
    cd "$dir" &&
    env MYSQL_TEST_HOST=127.0.0.1 MYSQL_TEST_PORT="$(cat "$db/port")" MYSQL_TEST_USER="$TEST_USER" \
      MYSQL_TEST_PASSWD="$TEST_PASSWORD" MYSQL_TEST_DB=test MYSQL_TEST_ENGINE=InnoDB \
      MYSQL_TEST_SOCKET="$db/mysqld.sock" \
      TEST_PHP_EXECUTABLE="$PHP_BIN" TEST_PHP_JUNIT="$dir/junit.xml" NO_INTERACTION=1 \
      REPORT_EXIT_STATUS=0 \
      "$PHP_BIN" run-tests.php -q -n -p "$PHP_BIN" "${PHP_ARGS[@]}" --no-color \
        "${tests[@]/#/ext/mysqli/tests/}"
  ) >"$dir/run-tests.out" 2>&1
  rc=$?
  ms=$((($(date +%s%N) - start) / 1000000))
  printf '# %s: run-tests exit %s, %d.%01d s\n' "$side" "$rc" $((ms / 1000)) $((ms % 1000 / 100)) >>"$dir/side.txt"
  "$PHP_BIN" -n "$HERE/results.php" "$dir" >"$dir/results.tsv"
  echo "# $side: $(counts "$side")" >>"$dir/side.txt"
}

# Say it once when the subject has no mysqli at all (a build without the front-end, or one that
# refused to serve it): else that shows only as every test skipped.
if [ "$SUBJECT" = mysqlpool ]; then
  side_args mysqlpool
  if ! "$PHP_BIN" -n "${PHP_ARGS[@]}" -r 'exit(extension_loaded("mysqli") ? 0 : 1);' >"$TMP/probe.out" 2>&1; then
    echo "# mysqlpool's side has no module mysqli: $SO does not serve it (mysqlpool.serve_mysqli=1); $(head -c 300 "$TMP/probe.out" | tr '\n' ' ')"
  fi
  stop_manager "$TMP/mysqlpool-manager.sock"
fi

run_side "$REFERENCE" &
ref_run=$!
run_side "$SUBJECT" &
sub_run=$!
wait "$ref_run"
wait "$sub_run"
cat "$LOG/$REFERENCE/side.txt" "$LOG/$SUBJECT/side.txt"
stop_manager "$TMP/mysqlpool-manager.sock"
summary
