#!/usr/bin/env bash
# Docs that can't drift: every identifier and path that docs/DESIGN.md and docs/MYSQL-NOTES.md
# cite must still exist. A rename or a removal that leaves the design doc naming the old thing
# fails the test command here, with the file and line of the stale citation.
#
#   bash scripts/docs_check/docs_check.sh              # the two docs, the links of README.md,
#                                                      # docs/RESULTS.md and bench/README.md, the
#                                                      # allowlist, then the self-test
#   bash scripts/docs_check/docs_check.sh FILE.md ...  # other docs (no self-test, no allowlist check)
#   bash scripts/docs_check/docs_check.sh --list ...   # also every citation checked, as a # line
#
# What is a citation, and how it is checked (no server, no build needed; bash, grep and awk):
# - Backticked spans (`x` and ``x``) outside fenced code blocks, the targets of relative
#   markdown links (and their #anchors: a heading of the target must make it), and this
#   repository's paths written as plain text (core/…, php-tests/…). A span with a space is prose, SQL or a command line and is not checked,
#   except a call with arguments (`hand_back(rollback, reset)`: its name is).
# - A path (it has a `/`, or ends in a source or document extension, or in `.*`) must exist in
#   the repository, from the root or from the doc's folder; a bare file name anywhere in it.
#   `<placeholder>` and `*` match anything, `php-tests/311` names PHPT 311, `build/x` must be
#   a target CMakeLists.txt names. Absolute paths (/run/user/<uid>, /dev/shm) are the host's
#   and not checked.
# - An identifier (snake_case, a `name_` member, CamelCase or camelCase, kConstant,
#   `Foo::bar` — every part —, a `mysqlpool.name` ini setting — its name —, any other dotted
#   name as written) must be a word of the code: core/ ext/ scripts/ php-tests/ bench/
#   integrations/ and the build files, comments included, markdown and bench/results excluded.
#   ALL_CAPS names (system calls' flags, protocol constants, slot states in prose) and plain
#   lower-case words are not checked: too many of them are the system's or English.
# - What docs must name although the code does not (MariaDB's variables and status names, ...)
#   is listed in docs/terms-not-in-code.txt, one term per line with its reason. An entry that
#   has no reason, that no doc cites any more, or that the code now contains, fails too.
#
# The links of README.md, docs/RESULTS.md and bench/README.md are checked too (only their links:
# they name paths that exist only at run time, build/ and build-logs/).
#
# Output is TAP: one `ok` per document whose citations all exist, one `not ok` per missing
# citation (with every file:line citing it), the allowlist's health, the self-test (a fixture
# citing one identifier and one path that do not exist must fail with exactly those two), and
# "N passed, N failed" last. Exit status 1 if anything failed.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
ROOT=$PWD
SELF=scripts/docs_check/docs_check.sh
ALLOW_FILE=docs/terms-not-in-code.txt
CODE_DIRS=(core ext scripts php-tests bench integrations CMakeLists.txt config.m4 Makefile.frag)
DEFAULT_DOCS=(docs/DESIGN.md docs/MYSQL-NOTES.md)
# Only their links: they also name paths that exist at run time only (build/, build-logs/).
LINK_DOCS=(README.md docs/RESULTS.md bench/README.md)

self_test=1
check_allowlist=1
list=0
docs=()
while [ $# -gt 0 ]; do
  case $1 in
    --allow) ALLOW_FILE=$2; shift 2 ;;
    --no-self-test) self_test=0; shift ;;
    --list) list=1; shift ;;
    -h|--help) sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) docs+=("$1"); shift ;;
  esac
done
link_docs=()
if [ ${#docs[@]} -eq 0 ]; then
  docs=("${DEFAULT_DOCS[@]}")
  link_docs=("${LINK_DOCS[@]}")
else
  self_test=0
  check_allowlist=0
fi

PASSED=0
FAILED=0
N=0
ok() { N=$((N + 1)); PASSED=$((PASSED + 1)); echo "ok $N - $*"; }
not_ok() { N=$((N + 1)); FAILED=$((FAILED + 1)); echo "not ok $N - $*"; }

TMP=$(mktemp -d /tmp/docs_check.XXXXXX)
trap 'rm -rf "$TMP"' EXIT

# --- what exists -------------------------------------------------------------------------------
# Files of the work tree (committed or not, but not ignored); outside git, every file.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  git ls-files --cached --others --exclude-standard | sort -u >"$TMP/files"
else
  find . -type f ! -path './.git/*' | sed 's|^\./||' | sort -u >"$TMP/files"
fi
declare -A PATHS=()
while IFS= read -r f; do
  [ -e "$f" ] || continue  # deleted but still in the index
  PATHS[$f]=1
  d=$f
  while [[ $d == */* ]]; do d=${d%/*}; PATHS[$d/]=1; PATHS[$d]=1; done
done <"$TMP/files"

# The code's words: identifiers as grep -w sees them, from the code folders' text files.
code_files=()
while IFS= read -r f; do
  case $f in
    *.md|bench/results/*|"$SELF") continue ;;
  esac
  for d in "${CODE_DIRS[@]}"; do
    if [ "$f" = "$d" ] || [[ $f == "$d"/* ]]; then
      [ -f "$f" ] && code_files+=("$f")
      break
    fi
  done
done <"$TMP/files"
cat "${code_files[@]}" >"$TMP/code"
# (one declaration for all of them: words are [A-Za-z0-9_], nothing in them for eval to read)
eval "declare -A WORDS=($(grep -oaE '[A-Za-z_][A-Za-z0-9_]*' "$TMP/code" | sort -u | sed 's/.*/[&]=1/' | tr '\n' ' '))"
# What `build/<name>` may name: a target of a CMakeLists.txt (any folder's), a benchmark
# (bench/<name>.cpp, built by a glob), or the extension module.
cmake_files=()
while IFS= read -r f; do [ -f "$f" ] && cmake_files+=("$f"); done \
  < <(grep -E '(^|/)CMakeLists\.txt$|\.cmake$' "$TMP/files")
targets=" $( ((${#cmake_files[@]})) && grep -ohE '(add_executable|add_library|add_custom_target)\([A-Za-z0-9_.-]+' "${cmake_files[@]}" |
  sed 's/.*(//' | tr '\n' ' ') mysqlpool.so "
# Headers the code includes from elsewhere (PHP's, the system's): a bare name cited may be one.
includes=" $(grep -aoE '^[[:space:]]*#[[:space:]]*include[[:space:]]*["<][^">]+[">]' "$TMP/code" |
  sed -E 's/.*["<]([^">]+)[">]/\1/' | sort -u | tr '\n' ' ') "

# --- the allowlist -----------------------------------------------------------------------------
declare -A ALLOW=() ALLOW_LINE=() ALLOW_USED=()
allow_problems=()
if [ -f "$ALLOW_FILE" ]; then
  ln=0
  while IFS= read -r line || [ -n "$line" ]; do
    ln=$((ln + 1))
    [[ $line =~ ^[[:space:]]*(#|$) ]] && continue
    term=${line%%[[:space:]]*}
    reason=${line#"$term"}
    reason=${reason#"${reason%%[![:space:]]*}"}
    if [ -z "$reason" ]; then
      allow_problems+=("$ALLOW_FILE:$ln: \`$term\` has no reason")
    fi
    ALLOW[$term]=1
    ALLOW_LINE[$term]=$ln
  done <"$ALLOW_FILE"
fi

# --- the citations -----------------------------------------------------------------------------
# extract DOC: "line<TAB>span" for backticked spans and "line<TAB>\x01target" for link targets.
extract() {
  awk '
    function flush_spans(s, ln,    i, n, c, j, k, delim, rest, body) {
      n = length(s); i = 1
      while (i <= n) {
        c = substr(s, i, 1)
        if (c != "`") { i++; continue }
        j = i; while (j <= n && substr(s, j, 1) == "`") j++
        delim = substr(s, i, j - i)
        rest = substr(s, j)
        k = index(rest, delim)
        if (k == 0) { carry = substr(s, i); carry_ln = ln; return }
        body = substr(rest, 1, k - 1)
        print ln "\t" body
        i = j + k - 1 + length(delim)
      }
    }
    function prose(s, ln,    t) {
      # outside code spans: the targets of markdown links, and paths of this repository
      # written as plain text ("core/control/socket.h", "php-tests/311")
      gsub(/`[^`]*`/, "", s)
      while (match(s, /\]\([^) ]+\)/)) {
        t = substr(s, RSTART + 2, RLENGTH - 3)
        s = substr(s, 1, RSTART) substr(s, RSTART + RLENGTH)
        print ln "\t\001" t
      }
      s = " " s
      while (match(s, /[^A-Za-z0-9_.\/-](core|ext|scripts|php-tests|bench|docs|integrations)\/[A-Za-z0-9_.\/*-]*/)) {
        t = substr(s, RSTART + 1, RLENGTH - 1)
        s = substr(s, RSTART + RLENGTH)
        sub(/[.,:;]+$/, "", t)
        print ln "\t\002" t
      }
    }
    /^[ \t]*(```|~~~)/ { fence = !fence; carry = ""; next }
    fence { next }
    {
      if (carry != "" && $0 ~ /^[ \t]*$/) carry = ""  # a stray backtick: not past a paragraph
      if (carry != "") { s = carry " " $0; ln = carry_ln; carry = "" } else { s = $0; ln = NR }
      flush_spans(s, ln)
      prose($0, NR)
    }
  ' "$1"
}

ident_re_snake='^_?[a-z][a-z0-9]*(_[a-z0-9]+)+_?$'
ident_re_member='^[a-z][a-z0-9]*_$'
ident_re_camel='^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$'
ident_re_lower_camel='^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$'
ident_re_const='^k[A-Z][A-Za-z0-9]*$'
path_ext_re='\.(cpp|h|inc|c|sh|php|phpt|md|txt|lua|go|gp|sql|m4|frag|json|tsv|png|cmake|stub\.php)$'

is_identifier() {
  [[ $1 =~ $ident_re_snake || $1 =~ $ident_re_member || $1 =~ $ident_re_camel ||
     $1 =~ $ident_re_lower_camel || $1 =~ $ident_re_const ]]
}

# path_exists DOC PATH: the path from the root, from the doc's folder, or a bare name anywhere.
path_exists() {
  local doc_dir=$1 p=$2 f pat
  p=${p#./}
  if [[ $p =~ ^build/([A-Za-z0-9_.-]+)$ ]]; then
    [[ $targets == *" ${BASH_REMATCH[1]} "* || -n ${PATHS[bench/${BASH_REMATCH[1]}.cpp]:-} ]]
    return
  fi
  [[ $p != */* && $includes == *" $p "* ]] && return 0
  # php-tests/311: the PHPT numbered 311
  [[ $p =~ ^(.*/)?([0-9]+)$ ]] && p="$p-*.phpt"
  pat=$p
  while [[ $pat =~ ^(.*)\<[^\>]*\>(.*)$ ]]; do pat="${BASH_REMATCH[1]}*${BASH_REMATCH[2]}"; done
  if [[ $pat != *'*'* ]]; then
    [ -n "${PATHS[$pat]:-}" ] && return 0
    [ -n "${PATHS[$doc_dir/$pat]:-}" ] && return 0
    [ -e "$doc_dir/$pat" ] && return 0
  fi
  if [[ $pat == */* ]]; then
    for f in "${!PATHS[@]}"; do
      # shellcheck disable=SC2053
      [[ $f == $pat || $f == $doc_dir/$pat ]] && return 0
    done
  else
    for f in "${!PATHS[@]}"; do
      # shellcheck disable=SC2053
      [[ ${f##*/} == $pat ]] && return 0
    done
  fi
  return 1
}

# check_token DOC_DIR TOKEN: prints "kind" and returns 0 (exists), 1 (missing), 2 (not checked)
check_token() {
  local doc_dir=$1 t=$2 part
  # a call: its name
  if [[ $t =~ ^([A-Za-z_][A-Za-z0-9_:.]*)\(.*\)$ ]]; then t=${BASH_REMATCH[1]}; fi
  [[ $t == *[[:space:]]* ]] && return 2
  case $t in
    /*|~*|-*|'$'*|@*|'<'*) return 2 ;;
  esac
  # the ini settings' prefix; a gtest suite (`CodecInfile.*`) or test (`Suite.test_name`)
  [[ $t == 'mysqlpool.*' ]] && return 2
  if [[ $t =~ ^([A-Z][A-Za-z0-9]*)\.([A-Za-z0-9_]*)\*?$ && $t != *.h ]]; then
    KIND=identifier
    [ -n "${WORDS[${BASH_REMATCH[1]}]:-}" ] && { [ -z "${BASH_REMATCH[2]}" ] || [[ $t == *'*' ]] ||
      [ -n "${WORDS[${BASH_REMATCH[2]}]:-}" ]; }
    return
  fi
  # ALL_CAPS with a slash (`CLIENT_/SERVER_TRAFFIC_SECRET_0`) is no path
  if [[ ( $t == */* && $t == *[a-z]* ) || $t =~ $path_ext_re || $t =~ ^[A-Za-z0-9_.-]+\.\*$ ]]; then
    KIND=path
    [[ $t =~ ^[A-Za-z0-9_.*/\<\>-]+$ ]] || return 2
    path_exists "$doc_dir" "$t"
    return
  fi
  [[ $t == *'*'* ]] && return 2
  if [[ $t =~ ^mysqlpool\.([a-z_]+)$ ]]; then
    KIND=identifier
    [ -n "${WORDS[${BASH_REMATCH[1]}]:-}" ]
    return
  fi
  if [[ $t == *::* ]]; then
    [[ $t =~ ^[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)+$ ]] || return 2
    KIND=identifier
    local rest=$t
    while [ -n "$rest" ]; do
      part=${rest%%::*}
      [ -n "${WORDS[$part]:-}" ] || return 1
      [[ $rest == *::* ]] && rest=${rest#*::} || rest=
    done
    return 0
  fi
  if [[ $t =~ ^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+$ ]]; then
    KIND=identifier
    grep -qaFw -- "$t" "$TMP/code"
    return
  fi
  if is_identifier "$t"; then
    KIND=identifier
    [ -n "${WORDS[$t]:-}" ]
    return
  fi
  return 2
}

# anchor_exists FILE FRAGMENT: FILE (markdown) has a heading whose GitHub anchor is FRAGMENT
# (lower case, punctuation but - and _ dropped, spaces as -).
anchor_exists() {
  local file=$1 frag=$2
  [ -f "$file" ] || return 1
  grep -E '^#{1,6} ' "$file" | sed -E 's/^#+ +//; s/ +$//' | tr '[:upper:]' '[:lower:]' |
    sed -E 's/[^a-z0-9 _-]//g; s/ /-/g' | grep -qxF -- "$frag"
}

# check_doc DOC [links]: every citation of DOC, or (links) only its link targets
check_doc() {
  local doc=$1 only_links=${2:-} doc_dir ln span t rc n_ident=0 n_path=0 n_allowed=0 missing=0
  if [ ! -f "$doc" ]; then
    not_ok "$doc: no such document"
    return
  fi
  doc_dir=$(dirname "$doc")
  declare -A seen=() where=() kind_of=()
  local order=()
  while IFS=$'\t' read -r ln span; do
    # trim one space each side (`` `x` `` style)
    span=${span# }; span=${span% }
    [ -n "$only_links" ] && [[ $span != $'\001'* ]] && continue
    if [[ $span == $'\001'* || $span == $'\002'* ]]; then
      KIND="link"
      [[ $span == $'\002'* ]] && KIND="path"
      t=${span:1}
      case $t in http:*|https:*|mailto:*) continue ;; esac
      local frag="" target
      [[ $t == *'#'* ]] && frag=${t#*#}
      t=${t%%#*}
      if [ -z "$t" ]; then
        target=$doc t="#$frag"
        if anchor_exists "$target" "$frag"; then rc=0; else rc=1; fi
      elif path_exists "$doc_dir" "$t"; then
        rc=0
        target=$doc_dir/$t
        [ -f "$target" ] || target=$t
        if [ -n "$frag" ]; then
          anchor_exists "$target" "$frag" || rc=1
          t="$t#$frag"
        fi
      else
        rc=1
      fi
    else
      t=$span
      KIND=
      check_token "$doc_dir" "$t"
      rc=$?
      [ $rc -eq 2 ] && continue
    fi
    if [ -n "${ALLOW[$t]:-}" ]; then
      ALLOW_USED[$t]=1
      if [ $rc -ne 0 ]; then rc=0; n_allowed=$((n_allowed + 1)); fi
    fi
    if [ -z "${seen[$t]:-}" ]; then
      [ $list -eq 1 ] && echo "# $doc:$ln $KIND $([ $rc -eq 0 ] && echo found || echo MISSING) $t"
      seen[$t]=$rc
      kind_of[$t]=$KIND
      order+=("$t")
      case $KIND in identifier) n_ident=$((n_ident + 1)) ;; *) n_path=$((n_path + 1)) ;; esac
    fi
    [ "$rc" -ne 0 ] && where[$t]="${where[$t]:+${where[$t]},}$ln"
  done < <(extract "$doc")
  for t in "${order[@]}"; do
    [ "${seen[$t]}" -eq 0 ] && continue
    missing=$((missing + 1))
    case ${kind_of[$t]} in
      identifier) not_ok "$doc:${where[$t]}: \`$t\` is no word of the code (${CODE_DIRS[*]})" ;;
      link) not_ok "$doc:${where[$t]}: link target $t does not exist" ;;
      *) not_ok "$doc:${where[$t]}: \`$t\`: no such file or folder in the repository" ;;
    esac
  done
  CITED=$((CITED + n_ident + n_path))
  if [ $missing -eq 0 ]; then
    local allowed=""
    [ $n_allowed -gt 0 ] && allowed=" ($n_allowed by the allowlist)"
    if [ -n "$only_links" ]; then
      ok "$doc: $n_path links, all found"
    else
      ok "$doc: $((n_ident + n_path)) citations ($n_ident identifiers, $n_path paths and links), all found$allowed"
    fi
  fi
}

CITED=0
for doc in "${docs[@]}"; do check_doc "$doc"; done
for doc in "${link_docs[@]}"; do check_doc "$doc" links; done

if [ $check_allowlist -eq 1 ]; then
  if [ ! -f "$ALLOW_FILE" ]; then
    not_ok "$ALLOW_FILE: missing"
  else
    for term in "${!ALLOW[@]}"; do
      if [ -z "${ALLOW_USED[$term]:-}" ]; then
        allow_problems+=("$ALLOW_FILE:${ALLOW_LINE[$term]}: \`$term\` is cited by none of ${docs[*]}: remove it")
      elif [ -n "${WORDS[$term]:-}" ]; then
        allow_problems+=("$ALLOW_FILE:${ALLOW_LINE[$term]}: \`$term\` is a word of the code now: remove it")
      fi
    done
    if [ ${#allow_problems[@]} -eq 0 ]; then
      ok "$ALLOW_FILE: ${#ALLOW[@]} terms, each with its reason, each cited, none in the code"
    else
      for p in "${allow_problems[@]}"; do not_ok "$p"; done
    fi
  fi
fi

# --- self-test: a drifted doc fails, with exactly its two stale citations ----------------------
if [ $self_test -eq 1 ]; then
  fixture=$TMP/drifted.md
  cat >"$fixture" <<'EOF'
# A drifted doc

`PoolRegistry::attach` (`core/worker/attachment.h`) leases through `try_lease_any`, see
[the design](docs/DESIGN.md) — fine. But `lease_or_wait_forever_` is gone,
and so is `core/worker/no_such_file.cpp`. `SELECT 1` and `EMPTY` are not checked.
EOF
  out=$(bash "$ROOT/$SELF" --no-self-test "$fixture" 2>&1)
  rc=$?
  fails=$(grep -c '^not ok' <<<"$out")
  # shellcheck disable=SC2016  # the backticks are the doc's, not a command
  if [ $rc -ne 0 ] && [ "$fails" -eq 2 ] &&
     grep -q '^not ok .*drifted.md:4: `lease_or_wait_forever_`' <<<"$out" &&
     grep -q '^not ok .*drifted.md:5: `core/worker/no_such_file.cpp`' <<<"$out"; then
    ok "self-test: a fixture citing a missing identifier and a missing path fails with exactly those two"
  else
    not_ok "self-test: the fixture's two missing citations were not (exactly) reported (exit $rc):"
    while IFS= read -r line; do echo "#   $line"; done <<<"$out"
  fi
fi

echo "# $((${#docs[@]} + ${#link_docs[@]})) document(s) (${#link_docs[@]} for their links only), $CITED distinct citations checked; allowlist ${#ALLOW[@]} terms ($ALLOW_FILE)"
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ] && [ "$PASSED" -gt 0 ]
