#!/usr/bin/env bash
# php-src's own PDO tests (vendored, unmodified, in php-tests/php-src/: ext/pdo/tests
# and ext/pdo_mysql/tests of PHP 8.2, see its README.md) run with PHP's run-tests.php against one
# private MariaDB, once per mode:
#
#   pdo_mysql          stock pdo_mysql (+ mysqlnd), `mysql:` DSN: the reference
#   mysqlpool          mysqlpool alone, as a user enables it (mysqlpool.serve_mysql_dsn=1): the
#                      tests' own `mysql:` DSNs are served by mysqlpool; pdo_mysql is NOT loaded
#                      (see "Extensions" below). This is the mode compared with pdo_mysql.
#   mysqlpool-request  the same with mysqlpool.pool_mode=request (a handle keeps its connection
#                      for the request, as a dedicated one): must pass every test pdo_mysql passes
#   mysqlpool-prefix   the same with the `mysqlpool:` DSN prefix (driver name "mysqlpool")
#   mysqlpool-strict   mysqlpool alone with no pdo_mysql.so anywhere: run-tests skips every test
#                      ("Required extension missing: pdo_mysql"); shows why the alias is needed
#
#   bash scripts/php_src/php_src_tests.sh                    # pdo_mysql and mysqlpool, then the comparison
#   bash scripts/php_src/php_src_tests.sh --modes mysqlpool  # one mode (the comparison reads the other
#                                                            # mode's results from the log dir, if any)
#   bash scripts/php_src/php_src_tests.sh --summary-only     # only re-read the results in the log dir
#   bash scripts/php_src/php_src_tests.sh --list-only        # list the vendored tests, run nothing
#   bash scripts/php_src/php_src_tests.sh -- ext/pdo_mysql/tests/bug41125.phpt  # some tests only
#
# Prints `php-src tests: pdo_mysql P passed / F failed / S skipped; mysqlpool ... (of T)`, the
# tests that fail only on mysqlpool, those failing on both, crashes (signal or BORK), and ends with
# `N passed, N failed`: passed = tests mysqlpool passes, failed = tests pdo_mysql passes and
# mysqlpool does not, unless php-tests/php-src-differences.txt lists it as a deliberate
# difference with its reason, plus mysqlpool crashes (each test counted once). A SKIP is not
# a pass. A test php-src marks timing-dependent (it calls sleep() and the like) that run-tests
# passes on its one retry is a pass, as in php-src's own CI; the summary names each.
#
# Extensions: every pdo_mysql test (and, through the redirect in common.phpt, every ext/pdo test)
# declares `--EXTENSIONS-- pdo_mysql`. run-tests.php then loads `pdo_mysql.so` from the test
# PHP's extension_dir if `php -m` lacks it, or skips the test when that file is absent. So the
# mysqlpool mode runs with a private extension_dir (symlinks to the system one) in which
# pdo_mysql.so is absent and `pdo_mysql.so` is a link to mysqlpool.so: the tests run unmodified,
# the code that serves them is mysqlpool's alone, and a `mysql:` DSN is mysqlpool's through
# mysqlpool.serve_mysql_dsn=1. The test PHP runs with -n (no php.ini) plus what the mode needs.
#
# Environment:
#   MYSQLPOOL_BUILD         the build folder whose mysqlpool.so (manager beside it) is tested
#                           (default build/, built there first when missing or stale)
#   MYSQLPOOL_TEST_PORT...  use that server (MYSQLPOOL_TEST_HOST/USER/PASSWORD/SOCKET, and
#                           MYSQLPOOL_TEST_ROOT_SOCKET for the grants); else a private MariaDB
#   PHP_BIN                 the PHP that runs the tests (default: php in PATH; scripts/php84/php84.sh
#                           runs this script with PHP 8.4 in its Debian 13 root)
#   RUN_TESTS               that PHP's run-tests.php (default: build/run-tests.php in its
#                           extension_dir, from php-config: where phpX.Y-dev puts it)
#   PHP_SRC_TESTS_DIR       the vendored tests (default: php-tests/php-src)
#   PHP_SRC_TESTS_LOG       log dir (default build-logs/php-src); one subdir per mode
#   PHP_SRC_TESTS_DB        database the tests use (default phpsrc_test; dropped and re-created
#                           before each mode)
#   PHP_SRC_TESTS_POOL      mysqlpool.max_connections for the run (default 8)
#   PHP_SRC_TESTS_POOL_MODE mysqlpool.pool_mode for the run (default: the extension's, statement)
#   PHP_SRC_TESTS_JOBS      run-tests -j (default 2; the tests' CONFLICTS file makes the MySQL
#                           tests run one at a time anyway)
#   PHP_SRC_TESTS_KEEP=1    keep the temporary dir (server datadir, manager log)
set -uo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
VENDOR=${PHP_SRC_TESTS_DIR:-}
if [ -z "$VENDOR" ]; then
  for VENDOR in "$ROOT/php-tests/php-src"; do
    [ -d "$VENDOR/pdo_mysql" ] && break
  done
fi
DIFFERENCES=${PHP_SRC_TESTS_DIFFERENCES:-$ROOT/php-tests/php-src-differences.txt}
PHP_BIN=${PHP_BIN:-$(command -v php)}
SYS_EXT_DIR=$("$PHP_BIN" -n -r 'echo ini_get("extension_dir");')
LOG=${PHP_SRC_TESTS_LOG:-$ROOT/build-logs/php-src}
TEST_DB=${PHP_SRC_TESTS_DB:-phpsrc_test}
POOL_SIZE=${PHP_SRC_TESTS_POOL:-8}
JOBS=${PHP_SRC_TESTS_JOBS:-2}
REFERENCE=pdo_mysql
SUBJECT=mysqlpool

# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"
RUN_TESTS=${RUN_TESTS:-$(run_tests_php "$PHP_BIN")}

usage() {
  sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
  exit 2
}

modes="pdo_mysql mysqlpool mysqlpool-request"
list_only=0
summary_only=0
tests=()
while [ $# -gt 0 ]; do
  case "$1" in
    --modes) modes=$(echo "${2:?--modes needs a list}" | tr ',' ' '); shift 2 ;;
    --modes=*) modes=$(echo "${1#--modes=}" | tr ',' ' '); shift ;;
    --list-only) list_only=1; shift ;;
    --summary-only) summary_only=1; shift ;;
    --) shift; tests=("$@"); break ;;
    -h|--help) usage ;;
    *) echo "php_src_tests.sh: unknown argument $1" >&2; usage ;;
  esac
done
for m in $modes; do
  case "$m" in
    pdo_mysql|mysqlpool|mysqlpool-request|mysqlpool-prefix|mysqlpool-strict) ;;
    *) echo "php_src_tests.sh: unknown mode $m" >&2; exit 2 ;;
  esac
done
[ ${#tests[@]} -gt 0 ] || tests=(ext/pdo_mysql/tests)

# The tests as run-tests names them: ext/pdo_mysql/tests/X.phpt, and the ext/pdo ones reached
# through the redirect in ext/pdo_mysql/tests/common.phpt (which is not a test itself).
list_tests() {
  (cd "$VENDOR" && ls pdo/*.phpt pdo_mysql/*.phpt) |
    sed 's#^\([a-z_]*\)/#ext/\1/tests/#' | grep -vx 'ext/pdo_mysql/tests/common.phpt'
}

if [ "$list_only" = 1 ]; then
  list_tests
  echo "# $(list_tests | wc -l) tests ($(list_tests | grep -c '^ext/pdo/') from ext/pdo through the redirect, $(list_tests | grep -c '^ext/pdo_mysql/') from ext/pdo_mysql)"
  exit 0
fi

# --- results -----------------------------------------------------------------------------------

# parse_results MODE: LOG/MODE/junit.xml (+ run-tests.out for XFAIL, which JUnit records as a
# pass) -> LOG/MODE/results.tsv: STATUS TAB test TAB reason, one line per test, the test named by
# its vendored path (pdo/X.phpt, pdo_mysql/X.phpt). run-tests names the ext/pdo tests it reaches
# through the redirect ext/pdo_mysql/tests/X.phpt and writes their .out/.diff there. A non-PASS
# whose .out ends with Termsig=N (the PHP died of signal N) becomes CRASH.
parse_results() {
  local dir=$LOG/$1
  [ -f "$dir/junit.xml" ] || return 1
  "$PHP_BIN" -n /dev/stdin "$dir" "$VENDOR" >"$dir/results.tsv" <<'PHP'
<?php
[, $dir, $vendor] = $argv;
$xml = file_get_contents("$dir/junit.xml");
$out = @file_get_contents("$dir/run-tests.out") ?: '';
$out = str_replace("\r", "\n", preg_replace('/\e\[[0-9;]*m/', '', $out));
preg_match_all('/\bXFAIL\b[^\n]*\[(ext\/[^\]]*\.phpt)\]/', $out, $xf);
$xfail = array_flip($xf[1]);
preg_match_all("/<testcase name='([^' ]*\\.phpt) [^>]*>(.*?)<\\/testcase>/s", $xml, $m, PREG_SET_ORDER);
$rows = [];
foreach ($m as [, $path, $body]) {
    $base = basename($path);
    $name = is_file("$vendor/pdo_mysql/$base") ? "pdo_mysql/$base" : "pdo/$base";
    $reason = '';
    if (preg_match('/<skipped>(.*?)<\/skipped>/s', $body, $r)) {
        $status = 'SKIP'; $reason = $r[1];
    } elseif (preg_match("/<failure type='([A-Z&]+)ED'/", $body, $r)) {
        $status = 'FAIL';
    } elseif (preg_match("/<error type='([A-Z&]+?)(ED)?' message='([^']*)'/", $body, $r)) {
        $status = $r[1] === 'BORK' ? 'BORK' : $r[1]; $reason = $r[3];
    } elseif (preg_match("/<warning>(.*?)<\/warning>/s", $body, $r)) {
        $status = 'WARN'; $reason = $r[1];
    } else {
        $status = isset($xfail[$path]) ? 'XFAIL' : 'PASS';
    }
    $o = @file_get_contents(dirname("$dir/$path") . '/' . basename($base, '.phpt') . '.out');
    if ($status !== 'PASS' && $status !== 'SKIP' && $o !== false
        && preg_match_all('/Termsig=(\d+)/', $o, $t)) {
        $status = 'CRASH'; $reason = 'signal ' . end($t[1]);
    }
    $reason = trim(preg_replace('/\s+/', ' ', html_entity_decode($reason, ENT_QUOTES)));
    // run-tests runs a test again when php-src marks it timing-dependent (it calls sleep(),
    // microtime(), ... or says FLAKY) and passes it on the second run with a WARN, which
    // php-src's CI (REPORT_EXIT_STATUS) does not count as a failure: neither do we. The
    // summary lists them.
    if ($status === 'WARN' && stripos($reason, 'passed on retry') !== false) {
        $status = 'PASS'; $reason = 'passed on its retry';
    }
    $rows[$name] = "$status\t$name\t$reason";
}
// run-tests skips a test whose --EXTENSIONS-- are missing before JUnit sees it: take those from
// its output; a test found nowhere did not run
preg_match_all('/\[ext\/[a-z_]+\/tests\/([^\]\/]*\.phpt)\] reason: ([^\n]*)/', $out, $sk, PREG_SET_ORDER);
$skips = [];
foreach ($sk as [, $base, $why]) $skips[$base] = trim($why);
foreach (['pdo', 'pdo_mysql'] as $d) {
    foreach (glob("$vendor/$d/*.phpt") as $f) {
        $name = "$d/" . basename($f);
        if ($name === 'pdo_mysql/common.phpt' || isset($rows[$name])) continue;
        if ($d === 'pdo' && isset($skips['common.phpt'])) {
            $rows[$name] = "SKIP\t$name\tvia common.phpt: " . $skips['common.phpt'];
        } else {
            $rows[$name] = isset($skips[basename($f)])
                ? "SKIP\t$name\t" . $skips[basename($f)] : "NOTRUN\t$name\tnot in run-tests' results";
        }
    }
}
ksort($rows);
echo $rows ? implode("\n", $rows) . "\n" : '';
PHP
}

# counts MODE: "P passed / F failed / S skipped" (failed: anything neither PASS nor SKIP).
counts() {
  local f=$LOG/$1/results.tsv p s t
  if [ ! -s "$f" ]; then echo "no results"; return; fi
  p=$(grep -c '^PASS	' "$f")
  s=$(grep -c '^SKIP	' "$f")
  t=$(wc -l <"$f")
  echo "$p passed / $((t - p - s)) failed / $s skipped"
}

# status_of MODE: "test STATUS" lines, sorted by test.
status_of() { awk -F'\t' '{print $2, $1}' "$LOG/$1/results.tsv" | sort; }

# symptom MODE TEST STATUS: a short first cause, from the test's .out (actual output) or reason.
symptom() {
  local mode=$1 t=$2 st=$3 out m
  out=$LOG/$mode/ext/pdo_mysql/tests/$(basename "$t" .phpt).out
  if [ "$st" = SKIP ] || [ "$st" = WARN ] || [ "$st" = BORK ] || [ "$st" = CRASH ] || [ "$st" = NOTRUN ]; then
    awk -F'\t' -v t="$t" '$2 == t {print substr($3, 1, 110)}' "$LOG/$mode/results.tsv"
    return
  fi
  [ -f "$out" ] || { echo "(no .out)"; return; }
  # the earliest line of the actual output that shows a known symptom
  awk '
    /Undefined constant PDO::[A-Z_]+/ { match($0, /PDO::[A-Z_]+/); print "undefined: " substr($0, RSTART, RLENGTH); exit }
    /could not find driver/ { print "could not find driver (the test builds its own mysql: DSN)"; exit }
    /does not support that attribute/ { print "getAttribute(): driver does not support that attribute"; exit }
    /transaction was still open when its handle was closed/ { print "warning: transaction still open when its handle was closed; rolled back"; exit }
  ' "$out" | grep . || echo "output differs"
}

# difference KIND TEST: the reason listed for TEST in $DIFFERENCES under KIND, or nothing.
difference() {
  [ -f "$DIFFERENCES" ] || return 0
  awk -v k="$1" -v t="$2" '$1 == k && $2 == t { $1 = ""; $2 = ""; sub(/^ +/, ""); print; exit }' \
    "$DIFFERENCES"
}

summary() {
  local ref=$LOG/$REFERENCE/results.tsv sub=$LOG/$SUBJECT/results.tsv total m
  total=$(list_tests | wc -l)
  local line="php-src tests:"
  for m in $REFERENCE $SUBJECT; do
    line="$line $m $(counts "$m");"
  done
  echo "${line%;} (of $total)"
  for m in $modes; do
    case "$m" in "$REFERENCE"|"$SUBJECT") continue ;; esac
    [ -s "$LOG/$m/results.tsv" ] && echo "  $m: $(counts "$m") (of $total)"
  done
  if [ ! -s "$sub" ]; then
    echo "0 passed, 1 failed"
    return 1
  fi
  local joined=$LOG/comparison.txt
  # test, reference status (or -), subject status
  if [ -s "$ref" ]; then
    join -a 2 -e - -o 0,1.2,2.2 <(status_of "$REFERENCE") <(status_of "$SUBJECT") >"$joined"
  else
    echo "# no $REFERENCE results in $LOG: below, failed counts only $SUBJECT's crashes"
    status_of "$SUBJECT" | awk '{print $1, "-", $2}' >"$joined"
  fi
  echo
  echo "# fail only on $SUBJECT ($REFERENCE passes), with the first symptom found in its output"
  echo "# (details: $LOG/$SUBJECT/ext/pdo_mysql/tests/<test>.diff):"
  awk '$2 == "PASS" && $3 != "PASS" {print $1, $3}' "$joined" |
    while read -r t st; do
      [ -n "$(difference mysqlpool "$t")" ] && continue
      printf '  %-6s %-60s %s\n' "$st" "$t" "$(symptom "$SUBJECT" "$t" "$st")"
    done
  echo "# deliberate differences ($DIFFERENCES), failing on $SUBJECT only:"
  awk '$2 == "PASS" && $3 != "PASS" {print $1, $3}' "$joined" |
    while read -r t st; do
      local why
      why=$(difference mysqlpool "$t")
      [ -n "$why" ] && printf '  %-6s %s: %s\n' "$st" "$t" "$why"
    done
  echo "# fail on both (neither PASS nor SKIP on either), with the reason when it is known:"
  awk '$2 != "PASS" && $2 != "SKIP" && $2 != "-" && $3 != "PASS" && $3 != "SKIP" {print $2, $3, $1}' "$joined" |
    while read -r a b t; do
      printf '  %-6s %-6s %s: %s\n' "$a" "$b" "$t" "$(difference both "$t")"
    done
  echo "# skipped on $REFERENCE, run and failed on $SUBJECT (not counted as failed below):"
  awk '$2 == "SKIP" && $3 != "PASS" && $3 != "SKIP" {print $1, $3}' "$joined" |
    while read -r t st; do
      printf '  %-6s %-60s %s\n' "$st" "$t" "$(symptom "$SUBJECT" "$t" "$st")"
    done
  echo "# pass on $SUBJECT only:"
  awk '$2 != "PASS" && $3 == "PASS" {printf "  %-6s %s\n", $2, $1}' "$joined"
  echo "# skipped on $SUBJECT, not on $REFERENCE (reason from $SUBJECT):"
  awk -F'\t' '$1 == "SKIP" {print $2 "\t" $3}' "$sub" | sort >"$LOG/.subject-skips"
  awk '$2 != "SKIP" && $3 == "SKIP" {print $1}' "$joined" |
    while read -r t; do
      printf '  %s: %s\n' "$t" "$(grep -F "$t	" "$LOG/.subject-skips" | cut -f2 | head -c 120)"
    done
  rm -f "$LOG/.subject-skips"
  echo "# passed on run-tests' retry (php-src marks them timing-dependent):"
  local m2
  for m2 in $REFERENCE $SUBJECT $modes; do
    [ -s "$LOG/$m2/results.tsv" ] || continue
    awk -F'\t' -v m="$m2" '$1 == "PASS" && $3 == "passed on its retry" {printf "  %s: %s\n", m, $2}' \
      "$LOG/$m2/results.tsv"
  done | sort -u
  echo "# crashes (signal or BORK):"
  for m2 in $REFERENCE $SUBJECT $modes; do
    [ -s "$LOG/$m2/results.tsv" ] || continue
    awk -F'\t' -v m="$m2" '$1 == "CRASH" || $1 == "BORK" {printf "  %s: %s %s %s\n", m, $1, $2, $3}' \
      "$LOG/$m2/results.tsv"
  done | sort -u
  local n_pass n_fail
  n_pass=$(awk '$3 == "PASS"' "$joined" | wc -l)
  n_fail=$(awk '($2 == "PASS" && $3 != "PASS") || $3 == "CRASH" || $3 == "BORK" {print $1, $3}' "$joined" |
    while read -r t st; do
      [ "$st" != CRASH ] && [ "$st" != BORK ] && [ -n "$(difference mysqlpool "$t")" ] && continue
      echo "$t"
    done | wc -l)
  # pool_mode=request: a handle keeps its connection as a dedicated one: no difference allowed
  if [ -s "$ref" ] && [ -s "$LOG/mysqlpool-request/results.tsv" ]; then
    local req_fail
    req_fail=$(join -o 0,1.2,2.2 <(status_of "$REFERENCE") <(status_of mysqlpool-request) |
      awk '($2 == "PASS" && $3 != "PASS") || $3 == "CRASH" || $3 == "BORK" {print $1}')
    echo "# mysqlpool-request: tests pdo_mysql passes that it does not: ${req_fail:-none}" | tr '\n' ' '
    echo
    # Each with its status and first symptom, and the head of its diff: CI shows only the tail.
    local t st d
    for t in $req_fail; do
      st=$(awk -F'\t' -v t="$t" '$2 == t {print $1}' "$LOG/mysqlpool-request/results.tsv")
      printf '#   %-6s %-50s %s\n' "$st" "$t" "$(symptom mysqlpool-request "$t" "$st")"
      d=$LOG/mysqlpool-request/ext/pdo_mysql/tests/$(basename "$t" .phpt).diff
      [ -f "$d" ] && head -n 6 "$d" | cut -c1-200 | sed 's/^/#     /'
    done
    # and what the mode's manager warned of: a stall or a lost connection shows there
    if [ -n "$req_fail" ]; then
      local mlog=${TMP:-}/mysqlpool-request-manager.log
      [ -f "$mlog" ] || mlog=$LOG/mysqlpool-request-manager.log
      [ -f "$mlog" ] && grep -E '\] (warning|error):' "$mlog" | tail -n 8 | cut -c1-220 | sed 's/^/#   manager: /'
    fi
    n_fail=$((n_fail + $(printf '%s' "$req_fail" | grep -c .)))
  fi
  echo "# results: $LOG/{$REFERENCE,$SUBJECT}/results.tsv, comparison: $joined"
  echo "$n_pass passed, $n_fail failed"
  [ "$n_fail" = 0 ] && [ "$n_pass" -gt 0 ]
}

if [ "$summary_only" = 1 ]; then
  for m in $REFERENCE $SUBJECT $modes; do
    [ -f "$LOG/$m/junit.xml" ] && parse_results "$m"
  done
  summary
  exit $?
fi

# --- setup -------------------------------------------------------------------------------------

[ -f "$RUN_TESTS" ] || { echo "php_src_tests.sh: $RUN_TESTS not found (php$("$PHP_BIN" -n -r 'echo PHP_MAJOR_VERSION, ".", PHP_MINOR_VERSION;')-dev)" >&2; exit 1; }

need_mysqlpool=0
case " $modes " in *" mysqlpool"*) need_mysqlpool=1 ;; esac
if [ "$need_mysqlpool" = 1 ]; then
  mkdir -p "$LOG"
  # MYSQLPOOL_BUILD's (default build/), built there first when missing or stale
  if ! suite_so "$LOG/build.log"; then
    echo "php_src_tests.sh: $SO_ERR"
    echo "0 passed, 1 failed"
    exit 1
  fi
fi

TMP=$(mktemp -d /tmp/phpsrc.XXXXXX)
own_db=0
managers=()
cleanup() {
  local s
  for s in "${managers[@]}"; do stop_manager "$s"; done
  [ "$own_db" = 1 ] && "$ROOT/scripts/lib/mariadb.sh" stop "$TMP/db" >/dev/null 2>&1
  if [ "${PHP_SRC_TESTS_KEEP:-0}" = 1 ]; then
    echo "# kept $TMP"
  else
    # the manager logs are worth keeping next to the results
    for s in "$TMP"/*-manager.log; do [ -f "$s" ] && cp "$s" "$LOG/" 2>/dev/null; done
    rm -rf "$TMP"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

if ! db_unless_given "$TMP/db" "$TMP/mariadb.log"; then
  cat "$TMP/mariadb.log"
  echo "0 passed, 1 failed"
  exit 1
fi
if [ "$own_db" = 1 ]; then
  echo "# private MariaDB on port $MYSQLPOOL_TEST_PORT"
else
  echo "# using the server at ${MYSQLPOOL_TEST_HOST:-127.0.0.1}:$MYSQLPOOL_TEST_PORT"
fi
MYSQLPOOL_TEST_HOST=${MYSQLPOOL_TEST_HOST:-127.0.0.1}
export MYSQLPOOL_TEST_HOST MYSQLPOOL_TEST_PORT MYSQLPOOL_TEST_USER MYSQLPOOL_TEST_PASSWORD
[ -n "${MYSQLPOOL_TEST_ROOT_SOCKET:-}" ] && export MYSQLPOOL_TEST_ROOT_SOCKET

# What the tests need beyond mariadb.sh's `GRANT ALL PRIVILEGES ON *.*` (which already covers
# CREATE/DROP DATABASE, CREATE ROUTINE, SUPER, FILE, PROCESS): nothing, but say so if the server
# is someone else's and the user has less.
reset_db() {
  admin -e "DROP DATABASE IF EXISTS \`$TEST_DB\`; CREATE DATABASE \`$TEST_DB\` CHARACTER SET utf8mb4;
    DROP DATABASE IF EXISTS \`crazy;dbname\`; DROP DATABASE IF EXISTS pdo_exec_ddl;
    DROP DATABASE IF EXISTS pdo_exec_ddl2" >/dev/null
}
if ! reset_db; then
  echo "php_src_tests.sh: cannot create database $TEST_DB"
  echo "0 passed, 1 failed"
  exit 1
fi
admin -N -e "SHOW GRANTS FOR CURRENT_USER" >"$TMP/grants" 2>&1 || true
if [ -z "${MYSQLPOOL_TEST_ROOT_SOCKET:-}" ] && ! grep -q 'ALL PRIVILEGES ON \*\.\*' "$TMP/grants"; then
  echo "# warning: $MYSQLPOOL_TEST_USER lacks ALL PRIVILEGES ON *.*; some tests will fail: $(tr '\n' ' ' <"$TMP/grants")"
fi

# --- modes -------------------------------------------------------------------------------------

# extdir_without_pdo_mysql DIR [ALIAS-SO]: DIR gets links to every module of the system
# extension_dir except pdo_mysql.so; with ALIAS-SO, pdo_mysql.so links to it.
extdir_without_pdo_mysql() {
  local dir=$1 so
  rm -rf "$dir"
  mkdir -p "$dir"
  for so in "$SYS_EXT_DIR"/*.so; do
    [ "$(basename "$so")" = pdo_mysql.so ] && continue
    ln -s "$so" "$dir/"
  done
  [ -n "${2:-}" ] && ln -s "$2" "$dir/pdo_mysql.so"
  return 0
}

# mode_setup MODE: sets DRIVER (DSN prefix), PHP_ARGS (the test PHP's -d options), MANAGER (the
# manager socket or empty); returns 1 (with a message) when the mode can't run here.
mode_setup() {
  local mode=$1 extdir=$LOG/$1/extension_dir
  MANAGER=""
  PHP_ARGS=()
  local pool_args=()
  if [ "$mode" != pdo_mysql ]; then
    MANAGER=$TMP/$mode-manager.sock
    # the .so is loaded through a link in another directory: name the manager program beside it
    pool_args=(-d "mysqlpool.manager_binary=$(dirname "$SO")/mysqlpool-manager"
      -d "mysqlpool.manager_socket=$MANAGER" -d "mysqlpool.manager_log=$TMP/$mode-manager.log"
      -d "mysqlpool.max_connections=$POOL_SIZE")
    [ -n "${PHP_SRC_TESTS_POOL_MODE:-}" ] && pool_args+=(-d "mysqlpool.pool_mode=$PHP_SRC_TESTS_POOL_MODE")
  fi
  case "$mode" in
    pdo_mysql)
      DRIVER=mysql
      PHP_ARGS=(-d "extension_dir=$SYS_EXT_DIR" -d extension=pdo -d extension=mysqlnd
        -d extension=pdo_mysql)
      ;;
    mysqlpool|mysqlpool-request|mysqlpool-prefix)
      DRIVER=mysql
      [ "$mode" = mysqlpool-prefix ] && DRIVER=mysqlpool
      [ "$mode" = mysqlpool-request ] && pool_args+=(-d mysqlpool.pool_mode=request)
      extdir_without_pdo_mysql "$extdir" "$SO"
      # mysqlpool.so is loaded by run-tests as the tests' required "pdo_mysql" (see the header).
      # mysqlnd is loaded as in the pdo_mysql mode (and on a Debian host with php-mysql), so the
      # two runs differ only in the driver; mysqlpool uses nothing of it.
      PHP_ARGS=(-d "extension_dir=$extdir" -d extension=pdo -d extension=mysqlnd
        "${pool_args[@]}" -d mysqlpool.serve_mysql_dsn=1)
      ;;
    mysqlpool-strict)
      DRIVER=mysqlpool
      extdir_without_pdo_mysql "$extdir"
      PHP_ARGS=(-d "extension_dir=$extdir" -d extension=pdo -d "extension=$SO"
        "${pool_args[@]}")
      ;;
  esac
  return 0
}

# run_mode MODE: stage the vendored tests under LOG/MODE (run-tests writes its .out/.diff/.log
# files next to the tests, and common.phpt finds ext/pdo/tests relative to run-tests.php, so
# both go there in php-src's layout), run them, parse the results.
run_mode() {
  local mode=$1 dir=$LOG/$1 dsn start rc
  rm -rf "$dir"
  mkdir -p "$dir/ext/pdo" "$dir/ext/pdo_mysql"
  mode_setup "$mode" || { rm -rf "$dir"; return 0; }
  cp -r "$VENDOR/pdo" "$dir/ext/pdo/tests"
  cp -r "$VENDOR/pdo_mysql" "$dir/ext/pdo_mysql/tests"
  cp "$RUN_TESTS" "$dir/run-tests.php"
  [ -n "$MANAGER" ] && managers+=("$MANAGER")
  reset_db
  dsn="$DRIVER:host=$MYSQLPOOL_TEST_HOST;port=$MYSQLPOOL_TEST_PORT;dbname=$TEST_DB"
  echo "# $mode: DSN $dsn; test PHP: -n ${PHP_ARGS[*]}"
  start=$(date +%s%N)
  (
    cd "$dir" &&
    env PDO_MYSQL_TEST_DSN="$dsn" \
      PDO_MYSQL_TEST_USER="$MYSQLPOOL_TEST_USER" PDO_MYSQL_TEST_PASS="$MYSQLPOOL_TEST_PASSWORD" \
      PDO_MYSQL_TEST_HOST="$MYSQLPOOL_TEST_HOST" PDO_MYSQL_TEST_PORT="$MYSQLPOOL_TEST_PORT" \
      PDO_MYSQL_TEST_SOCKET="${MYSQLPOOL_TEST_SOCKET:-}" PDO_MYSQL_TEST_DB="$TEST_DB" \
      PDO_MYSQL_TEST_ENGINE=InnoDB \
      PDOTEST_DSN="$dsn" PDOTEST_USER="$MYSQLPOOL_TEST_USER" PDOTEST_PASS="$MYSQLPOOL_TEST_PASSWORD" \
      TEST_PHP_EXECUTABLE="$PHP_BIN" TEST_PHP_JUNIT="$dir/junit.xml" NO_INTERACTION=1 REPORT_EXIT_STATUS=0 \
      "$PHP_BIN" run-tests.php -q -n -j"$JOBS" -p "$PHP_BIN" "${PHP_ARGS[@]}" \
        --no-color "${tests[@]}"
  ) >"$dir/run-tests.out" 2>&1
  rc=$?
  DURATION=$((($(date +%s%N) - start) / 1000000))
  printf '# %s: run-tests exit %s, %d.%01d s\n' "$mode" "$rc" $((DURATION / 1000)) $((DURATION % 1000 / 100))
  echo "$DURATION" >"$dir/milliseconds"
  [ -n "$MANAGER" ] && stop_manager "$MANAGER"
  parse_results "$mode"
  echo "# $mode: $(counts "$mode")"
}

for m in $modes; do
  run_mode "$m"
done
summary
