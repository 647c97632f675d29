#!/usr/bin/env bash
# The mysqli API (ext/mysqli: the stub and its arginfo, the constants, the ini entries,
# mysqli_driver, mysqli_sql_exception) compared with the stock mysqli of the PHP that runs it
# (php8.2-mysql on the host; php8.4-mysql in the Debian 13 root, scripts/php84/php84.sh), with
# no server: by reflection (scripts/tools/mysqli_surface.php: every function, parameter, class,
# method, property, constant, ini entry; stock's is php-tests/mysqli-surface-<version>.txt) and
# by behaviour (behaviour.php: mysqli_driver's properties, the exception, the ini entries'
# changeability; with --ext also report_mode.php and deprecations.php: what is deprecated and
# how). The front-end implements every function and method of the API (front_end_names.txt: the
# split is checked).
#
#   bash scripts/mysqli_api/mysqli_api_test.sh                 # on the harness (below)
#   bash scripts/mysqli_api/mysqli_api_test.sh --ext SO        # on mysqlpool.so, mysqlpool.serve_mysqli=1
#
# Without --ext it runs on a test-only module named "mysqli" built here from ext/mysqli's API
# files and harness.cpp (what the front-end implements is absent there: the API alone); with
# --ext it runs that first, its checks counted as "harness: ...", then on the front-end. Ends
# with "N passed, N failed"; exits non-zero on any failure.
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
HERE=$ROOT/scripts/mysqli_api
EXT=""
[ "${1:-}" = "--ext" ] && EXT=${2:?--ext SO}
passed=0
failed=0
ok() { echo "ok - $*"; passed=$((passed + 1)); }
not_ok() { echo "not ok - $*"; failed=$((failed + 1)); }
finish() {
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
  exit
}

command -v php >/dev/null || { not_ok "no php"; finish; }
PHPV=$(php -r 'echo PHP_MAJOR_VERSION, ".", PHP_MINOR_VERSION;')
dpkg -s "php$PHPV-mysql" >/dev/null 2>&1 || apt-get install -y -q "php$PHPV-mysql" >/dev/null ||
  { not_ok "stock mysqli (php$PHPV-mysql) not installable"; finish; }
STOCK=(php -n -d extension=mysqlnd -d extension=mysqli)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The functions and methods the harness leaves to the front-end: declared by the arginfo,
# defined by none of ext/mysqli's API files.
build_harness() {
  grep -ho '^ZEND_FUNCTION([a-z_]*)\|^ZEND_METHOD([a-z_]*, [A-Za-z_]*)' \
    "$ROOT/ext/mysqli/mysqli_arginfo.h" | sed 's/^ZEND_//' | sort -u >"$tmp/declared"
  grep -ho '^ZEND_METHOD([a-z_]*, [A-Za-z_]*)\|^ZEND_FUNCTION([a-z_]*)' \
    "$ROOT"/ext/mysqli/{constants,ini,driver,exception,uncloneable}.cpp |
    sed 's/^ZEND_//' | sort >"$tmp/defined"
  comm -23 "$tmp/declared" "$tmp/defined" | sed 's/^/HARNESS_/' >"$tmp/harness_rest.inc"
  # shellcheck disable=SC2046
  g++ -std=c++17 -shared -fPIC -O1 -Wall -Wextra -Werror -Wno-unused-parameter \
    -Wno-missing-field-initializers -I"$ROOT" -I"$tmp" $(php-config --includes) \
    "$HERE/harness.cpp" "$ROOT"/ext/mysqli/{constants,ini,driver,exception,uncloneable}.cpp \
    -o "$tmp/mysqli_harness.so" 2>"$tmp/build.log"
}

if [ -n "$EXT" ]; then
  # The API files alone first (this script without --ext: the harness, the naming contract),
  # its checks counted here; then the front-end.
  bash "$0" >"$tmp/harness.log" 2>&1
  sed -n 's/^ok - /ok - harness: /p; s/^not ok - /not ok - harness: /p; /^  /p' "$tmp/harness.log"
  if [[ "$(tail -n 1 "$tmp/harness.log")" =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
    passed=$((passed + BASH_REMATCH[1])) failed=$((failed + BASH_REMATCH[2]))
  else
    not_ok "harness: no 'N passed, N failed' line: $(tail -n 1 "$tmp/harness.log")"
  fi
  # mysqlpool needs pdo; a link (report_mode.php connects to nothing) still starts a manager:
  # its own socket, gone a second after its last client
  TARGET=(php -n -d extension=pdo -d "extension=$EXT" -d mysqlpool.serve_mysqli=1
          -d "mysqlpool.manager_socket=$tmp/manager.sock" -d mysqlpool.manager_idle_exit_s=1)
  ok "target: $EXT with mysqlpool.serve_mysqli=1"
elif build_harness; then
  TARGET=(php -n -d "extension=$tmp/mysqli_harness.so")
  ok "the harness builds with -Wall -Wextra -Werror ($(wc -l <"$tmp/harness_rest.inc") names left to the front-end)"
  # the naming contract: each name of the API the API files leave is one the front-end implements
  if diff <(grep -v '^#' "$HERE/front_end_names.txt") <(sed 's/^HARNESS_//' "$tmp/harness_rest.inc") >"$tmp/split.diff"; then
    ok "the names left to the front-end are front_end_names.txt's"
  else
    not_ok "the names left to the front-end are not front_end_names.txt's (< listed, > left):"
    sed 's/^/  /' "$tmp/split.diff"
  fi
else
  not_ok "the harness does not build:"
  sed 's/^/  /' "$tmp/build.log" | head -40
  finish
fi

# --- by reflection: each kind of fact compared on its own, so that a failure says which
"${STOCK[@]}" "$ROOT/scripts/tools/mysqli_surface.php" >"$tmp/stock.txt" 2>&1 ||
  not_ok "mysqli_surface.php on stock mysqli failed"
"${TARGET[@]}" "$ROOT/scripts/tools/mysqli_surface.php" >"$tmp/target.txt" 2>&1 ||
  not_ok "mysqli_surface.php on the target failed"
# the committed reference (the PHP version's line aside: Debian's updates change it)
if diff <(sed 1d "$ROOT/php-tests/mysqli-surface-$PHPV.txt") <(sed 1d "$tmp/stock.txt") >"$tmp/ref.diff"; then
  ok "stock's surface is php-tests/mysqli-surface-$PHPV.txt's"
else
  not_ok "stock's surface differs from php-tests/mysqli-surface-$PHPV.txt:"
  head -20 "$tmp/ref.diff"
fi
compare_kind() {  # compare_kind WHAT REGEX: the lines of that kind
  local what=$1 re=$2 n
  n=$(grep -cE "$re" "$tmp/stock.txt")
  if diff <(grep -E "$re" "$tmp/stock.txt") <(grep -E "$re" "$tmp/target.txt") >"$tmp/kind.diff"; then
    ok "$what: the same as stock's ($n lines)"
  else
    not_ok "$what differ from stock's (< stock, > target):"
    head -30 "$tmp/kind.diff"
  fi
}
compare_kind "extension name and version" '^extension '
compare_kind "functions (parameters, defaults, attributes, return types)" '^function '
compare_kind "classes, their properties and methods" '^(class |  )'
compare_kind "constants (value, type, deprecation)" '^constant '
compare_kind "ini entries (default, changeability)" '^ini '
counts=$(awk '/^function /{f++} /^class /{c++} /^  method /{m++} /^constant /{k++} /^ini /{i++}
              END {printf "%d functions, %d classes, %d methods, %d constants, %d ini entries", f, c, m, k, i}' "$tmp/target.txt")
echo "# the target has $counts"

# --- by behaviour: a script run on stock and on the target, its output the same
# compare_run SCRIPT WHAT [PATTERN NOUN]: ok "SCRIPT: WHAT (N lines)", or (N NOUN: stock's lines
# matching PATTERN), when its outputs on stock and on the target are the same, and both reached
# the script's last line (two runs that die alike, say on a syntax error, are not a pass)
compare_run() {
  local name=${1%.php} stock=$tmp/stock_${1%.php}.txt target=$tmp/target_${1%.php}.txt end n
  end="-- end of $1"
  "${STOCK[@]}" "$HERE/$1" >"$stock" 2>&1
  "${TARGET[@]}" "$HERE/$1" >"$target" 2>&1
  if [ "$(tail -n 1 "$stock")" != "$end" ] || [ "$(tail -n 1 "$target")" != "$end" ]; then
    not_ok "$1 did not run to its end (stock's last line: '$(tail -n 1 "$stock")', the target's: '$(tail -n 1 "$target")')"
  elif diff "$stock" "$target" >"$tmp/$name.diff"; then
    if [ -n "${3:-}" ]; then n="$(grep -c -- "$3" "$stock") $4"; else n="$(wc -l <"$stock") lines"; fi
    ok "$1: $2 ($n)"
  else
    not_ok "$1 differs from stock's (< stock, > target):"
    head -30 "$tmp/$name.diff"
  fi
}
compare_run behaviour.php "the same as stock's"
# mysqli_report() and what is deprecated are the front-end's: with it, that mysqli_report() and
# mysqli_driver share the mode, and that each deprecation says what stock's says
if [ -n "$EXT" ]; then
  compare_run report_mode.php "mysqli_report() and mysqli_driver::\$report_mode are one setting, as in stock"
  compare_run deprecations.php "what is deprecated, and the messages, as stock PHP $PHPV's" 'error 8192' deprecations
fi

finish
