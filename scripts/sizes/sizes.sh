#!/usr/bin/env bash
# The sizes of the product's code: no function over 80 lines, no file over 700 (core/ and ext/,
# not core/tests/). A function is read the way the code is laid out (clang-format's Google
# style): a definition at namespace scope starts at column 0 and ends at the first `}` alone on
# a line at column 0; its length counts from the first line of its signature to that `}`.
# Functions defined inside a class body are indented and short by the same rule's spirit: a
# class's inline members are counted with the class's file.
#
#   bash scripts/sizes/sizes.sh [--self-test]
# TAP lines, then `N passed, N failed`.
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT" || exit 1
MAX_FUNCTION=${MAX_FUNCTION:-80}
MAX_FILE=${MAX_FILE:-700}

# Prints "file:line: name N" for every function of the files given longer than $1 lines.
long_functions() {
  local max=$1
  shift
  awk -v max="$max" '
    FNR == 1 { start = 0 }
    # a signature begins at column 0 with a type or a name, not a keyword of a block
    start == 0 && /^[A-Za-z_][A-Za-z0-9_:<>,*& ]*[ *&:]~?[A-Za-z_][A-Za-z0-9_:~]*(<[^>]*>)?\(/ &&
        !/^(namespace|struct|class|enum|union|extern|typedef|using|static_assert|template)[ {]/ &&
        !/;[ \t]*(\/\/.*)?$/ {
      start = FNR; opened = /\{/; name = $0; sub(/\(.*/, "", name); n = split(name, w, /[ *&]+/); name = w[n]
      next
    }
    # a declaration over several lines: no body
    start > 0 && !opened && /;[ \t]*(\/\/.*)?$/ { start = 0; next }
    start > 0 && /\{/ { opened = 1 }
    start > 0 && /^}/ {
      len = FNR - start + 1
      if (len > max) printf "%s:%d: %s %d\n", FILENAME, start, name, len
      start = 0
      next
    }
  ' "$@"
}

self_test() {
  local dir ok=0
  dir=$(mktemp -d)
  {
    echo 'int short_one(int a) {'
    for i in $(seq 1 78); do echo "  a += $i;"; done
    echo '}'
    echo 'bool declared(int a,'
    echo '              int b);'
    echo 'static bool long_one(int a,'
    echo '                     int b) {'
    for i in $(seq 1 78); do echo "  a += $i;"; done
    echo '}'
  } >"$dir/f.cpp"
  local out
  out=$(long_functions 80 "$dir/f.cpp")
  rm -rf "$dir"
  [ "$out" = "$dir/f.cpp:83: long_one 81" ] && ok=1
  if [ $ok -eq 1 ]; then
    echo "ok - self-test: a function of 80 lines passes, one of 81 (a two-line signature) fails"
  else
    echo "not ok - self-test: expected one finding (long_one, 81 lines), got: ${out:-nothing}"
  fi
  return $((1 - ok))
}

passed=0
failed=0
if self_test; then passed=$((passed + 1)); else failed=$((failed + 1)); fi

# Generated files are left out: builtin_functions.inc, and the arginfo headers PHP's
# gen_stub.php makes from a stub (ext/mysqli/mysqli_arginfo.h: scripts/tools/gen_mysqli_arginfo.sh).
mapfile -t files < <(git ls-files 'core/*.cpp' 'core/*.h' 'core/*.inc' 'ext/*.cpp' 'ext/*.h' |
                     grep -v '^core/tests/' | grep -v 'builtin_functions.inc$' | grep -v '_arginfo\.h$')
findings=$(long_functions "$MAX_FUNCTION" "${files[@]}")
if [ -z "$findings" ]; then
  echo "ok - functions: none of ${#files[@]} files has one over $MAX_FUNCTION lines"
  passed=$((passed + 1))
else
  while read -r line; do
    echo "not ok - function over $MAX_FUNCTION lines: $line"
    failed=$((failed + 1))
  done <<<"$findings"
fi
big=0
for f in "${files[@]}"; do
  n=$(wc -l <"$f")
  if [ "$n" -gt "$MAX_FILE" ]; then
    echo "not ok - file over $MAX_FILE lines: $f ($n)"
    failed=$((failed + 1))
    big=1
  fi
done
if [ $big -eq 0 ]; then
  echo "ok - files: none of ${#files[@]} is over $MAX_FILE lines"
  passed=$((passed + 1))
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
