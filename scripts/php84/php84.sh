#!/usr/bin/env bash
# PHP 8.4 with MariaDB 11.8, in a Debian 13 (trixie) root (scripts/lib/debian13.sh: made once
# with debootstrap from the host's mirror, 3 to 10 minutes on a new machine, then reused): the
# extension built with PHP 8.4's phpize, a private MariaDB 11.8, and against them the parts
#
#   mysqli-api the mysqli API of the front-end against 8.4's stock mysqli, with no server
#             (scripts/mysqli_api/mysqli_api_test.sh --ext: by reflection, by behaviour, and
#             what 8.4 deprecates and how)
#   phpt      the project's PHPTs (php-tests/*.phpt; the mysqli front-end's with serve_mysqli=1)
#   php-src   php-src's PDO suite (scripts/php_src/php_src_tests.sh) on PHP 8.4's pdo_mysql, then on
#             mysqlpool in statement and in request mode, compared as on the host
#   php-src-mysqli  php-src's mysqli tests (PHP 8.2's, vendored) on 8.4's stock mysqli and on the
#             front-end, compared per test (scripts/php_src_mysqli/php_src_mysqli.sh)
#   difftest  the differential tester against PHP 8.4's pdo_mysql (scripts/difftest/difftest.sh, seeds
#             1-2, about 8,400 statements; PHP84_DIFFTEST_SEEDS=N: seeds 1-N)
#   difftest-mysqli  the differential tester's mysqli mode against 8.4's stock mysqli
#             (scripts/difftest/difftest_mysqli.sh, its default seeds)
#   fpm       php-fpm 8.4 and nginx of the root under wrk, which runs on the host
#             (scripts/fpm/fpm_test.sh: no non-2xx answer, the pool bounded, a killed worker)
#   wordpress Debian 13's WordPress 6.8 on php-fpm 8.4 + nginx of the root
#             (scripts/wordpress/wordpress_test.sh, every check): first on PHP 8.4's own mysqli,
#             the reference the checks hold on, then on mysqlpool's
#   mediawiki Debian 13's MediaWiki 1.43 on php-fpm 8.4 + nginx of the root, on 8.4's mysqli then
#             on the front-end (scripts/mediawiki/mediawiki_test.sh, every check)
#   adminer   Debian 13's Adminer 5.2.1 on php-fpm 8.4 + nginx of the root, page by page on 8.4's
#             mysqli and on the front-end (scripts/adminer/adminer_test.sh, every check)
#   gtest     the GoogleTests (CMake target core_tests) built with the root's g++ and gtest
#
#   bash scripts/php84/php84.sh           # every part
#   bash scripts/php84/php84.sh phpt fpm  # the build and these parts only
#
# Prints TAP-style `ok - …` / `not ok - …` and ends with `N passed, N failed`: the build, each
# PHPT, php-src's comparison (one), each difftest unit, each fpm check, each GoogleTest (a
# skipped PHPT or GoogleTest counts as failed). One `# PHP 8.4 PART: … (N s)` line per part.
# Exit status non-zero on any failure. Logs: PHP84_LOG (default build-logs/php84).
#
# The repository (read-only) and a run directory /tmp/mp84.XXXXXX are shared with the root at
# their own paths, so the scripts run in the root unchanged and the host reads what the root's
# processes write (php-fpm's pid file, the MariaDB socket). Everything started in the root is
# stopped by pid and every mount undone at the end, also on failure or interrupt.
# MYSQLPOOL_DEB13_ROOT (default /var/tmp/mysqlpool-trixie) is the root.
set -uo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"  # stop_manager, ok, not_ok, note
# shellcheck source=scripts/lib/debian13.sh
source "$ROOT/scripts/lib/debian13.sh"
R=$DEB13_ROOT
LOGS=${PHP84_LOG:-$ROOT/build-logs/php84}
DIFFTEST_SEEDS=${PHP84_DIFFTEST_SEEDS:-2}

parts=("$@")
[ ${#parts[@]} -gt 0 ] || parts=(mysqli-api phpt php-src php-src-mysqli difftest difftest-mysqli fpm wordpress mediawiki adminer gtest)
for p in "${parts[@]}"; do
  case "$p" in
    mysqli-api|phpt|php-src|php-src-mysqli|difftest|difftest-mysqli|fpm|wordpress|mediawiki|adminer|gtest) ;;
    *) echo "php84.sh: unknown part $p (mysqli-api phpt php-src php-src-mysqli difftest difftest-mysqli fpm wordpress mediawiki adminer gtest)" >&2; exit 2 ;;
  esac
done

passed=0
failed=0
T0=$(date +%s)
finish() {
  echo "# PHP 8.4 total: $(($(date +%s) - T0)) s"
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
  exit $?
}
part_start=0
part() { part_start=$(date +%s); }
part_done() { echo "# PHP 8.4 $1: $2 ($(($(date +%s) - part_start)) s)"; }

# add_counts NAME LOG RC: the `N passed, N failed` line of a TAP-style script's LOG added to the
# counts, its `not ok` lines shown; a failed exit with nothing failed, or no such line, fails.
add_counts() {
  local name=$1 log=$2 rc=$3 counts
  counts=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -n 1)
  grep -E '^not ok' "$log" | sed "s/^not ok - /not ok - $name: /"
  if [[ "$counts" =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
    passed=$((passed + BASH_REMATCH[1]))
    failed=$((failed + BASH_REMATCH[2]))
    [ "$rc" -ne 0 ] && [ "${BASH_REMATCH[2]}" -eq 0 ] && not_ok "$name: exit $rc"
  else
    tail -n 20 "$log"
    not_ok "$name: no 'N passed, N failed' line (exit $rc)"
  fi
  PART_COUNTS=$counts
}

W=""
# processes in the root that belong to this run (their command line or an open file names W):
# MariaDB, the managers, what a part left
own_pids() {
  local p
  for p in /proc/[0-9]*; do
    [ "$(readlink "$p/root" 2>/dev/null)" = "$R" ] || continue
    if tr '\0' ' ' <"$p/cmdline" 2>/dev/null | grep -qF "$W" ||
       ls -l "$p/fd" 2>/dev/null | grep -qF "$W"; then
      echo "${p#/proc/}"
    fi
  done
}
# Within seconds (the test command's timeout gives 10 after its TERM): every process of the run
# in the root gets TERM at once (MariaDB and the managers shut down on it), KILL after 5 s;
# then the logs are kept and the mounts undone.
cleanup() {
  local rc=$? pids i
  trap - EXIT INT TERM
  if [ -n "$W" ]; then
    pids=$(own_pids)
    if [ -n "$pids" ]; then
      echo "# stopping in the root: $(ps -o pid=,comm= -p "$(echo $pids | tr ' ' ,)" | tr -s ' \n' ' ')"
      kill -TERM $pids 2>/dev/null
      for i in $(seq 1 50); do
        pids=$(own_pids)
        [ -z "$pids" ] && break
        sleep 0.1
      done
      [ -n "$pids" ] && kill -KILL $pids 2>/dev/null
    fi
    # the logs worth keeping (the datadir and the builds are not)
    cp "$W"/*.log "$LOGS/" 2>/dev/null
    cp "$W/db/err.log" "$LOGS/mariadb-err.log" 2>/dev/null
    [ -d "$W/php-src" ] && cp -r "$W/php-src" "$LOGS/"
    for i in "$W"/mpfpm.*; do [ -d "$i" ] && cp -r "$i" "$LOGS/fpm"; done
    for i in "$W"/mpmw.*; do [ -d "$i" ] && mkdir -p "$LOGS/mediawiki" && cp -r "$i" "$LOGS/mediawiki/"; done
    for i in "$W"/mpadm.*; do [ -d "$i" ] && mkdir -p "$LOGS/adminer" && cp -r "$i" "$LOGS/adminer/"; done
    for i in "$W"/mpwp.*; do [ -d "$i" ] && mkdir -p "$LOGS/wordpress" && cp -r "$i" "$LOGS/wordpress/"; done
  fi
  deb13_unshare
  [ -n "$W" ] && rm -rf --one-file-system "$W"
  exit $rc
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

rm -rf "$LOGS"
mkdir -p "$LOGS"

# --- the root and the build --------------------------------------------------------------------
part
deb13_root_ready || { failed=$((failed + 1)); finish; }
W=$(mktemp -d /tmp/mp84.XXXXXX)
mkdir "$W/tmp"  # TMPDIR of the parts in the root: their temp files go with the run
cp /etc/hosts "$R/etc/hosts"
if ! { deb13_share /proc && deb13_share "$ROOT" ro && deb13_share "$W"; }; then
  not_ok "bind mounts into $R"
  finish
fi
echo "# PHP $(deb13 php -r 'echo PHP_VERSION;'), $(deb13 mariadbd --version | sed 's/ from Debian.*//')"
SO=$W/build/modules/mysqlpool.so
if deb13_build_ext "$W/build" >"$W/build.log" 2>&1; then
  ok "phpize build with PHP 8.4"
else
  tail -n 30 "$W/build.log"
  not_ok "phpize build with PHP 8.4"
  finish
fi
part_done build "phpize build"

# --- MariaDB 11.8 ------------------------------------------------------------------------------
if ! deb13 bash "$ROOT/scripts/lib/mariadb.sh" start "$W/db" >"$W/mariadb.log" 2>&1; then
  cat "$W/mariadb.log"
  not_ok "MariaDB 11.8 in the root did not start"
  finish
fi
# shellcheck disable=SC2207
db_env=($(sed -n 's/^export //p' "$W/db/env.sh"))

has_part() { [[ " ${parts[*]} " == *" $1 "* ]]; }

# --- the mysqli API ---------------------------------------------------------------------------
if has_part mysqli-api; then
  part
  deb13 env TMPDIR="$W/tmp" bash "$ROOT/scripts/mysqli_api/mysqli_api_test.sh" --ext "$SO" \
    >"$W/mysqli-api.log" 2>&1
  add_counts mysqli-api "$W/mysqli-api.log" $?
  part_done mysqli-api "the front-end's API against PHP 8.4's mysqli: $PART_COUNTS"
fi

# --- the PHPTs ---------------------------------------------------------------------------------
# Two passes, as scripts/phpt/phpt.sh: the PDO and pool tests with the root's php.ini, the mysqli
# front-end's (4xx-mysqli-*.phpt) with mysqlpool.serve_mysqli=1 and PHP's own mysqli not loaded
# (php -n and the extensions they use).
if has_part phpt; then
  part
  mkdir -p "$W/phpt/pdo" "$W/phpt/mysqli"
  find php-tests -maxdepth 1 -name '*.phpt' ! -name '4*-mysqli-*' -exec cp {} "$W/phpt/pdo/" \;
  find php-tests -maxdepth 1 -name '4*-mysqli-*.phpt' -exec cp {} "$W/phpt/mysqli/" \;
  cp -r php-tests/inc "$W/phpt/pdo/"
  cp -r php-tests/inc "$W/phpt/mysqli/"
  nfiles=$(ls php-tests/*.phpt | wc -l)
  : >"$W/phpt.log"
  for pass in pdo mysqli; do
    extra=""
    [ "$pass" = mysqli ] && extra="-n -d extension=pdo -d extension=mysqlnd -d extension=pdo_mysql -d mysqlpool.serve_mysqli=1"
    # --foreground: in the run's process group, so that the test command's TERM reaches the tests
    # run-tests.php of the root's PHP, found by common.sh's run_tests_php (php-config) in the root
    deb13 env "${db_env[@]}" TMPDIR="$W/tmp" bash -c 'source "$4/scripts/lib/common.sh" && cd "$1" &&
      NO_INTERACTION=1 timeout --foreground 1200 php "$(run_tests_php)" \
      -q --no-color --show-diff -j2 -p "$(command -v php)" $5 -d extension="$2" \
      -d mysqlpool.manager_socket="$3/manager.sock" -d mysqlpool.manager_log="$3/manager.log" \
      -d mysqlpool.manager_idle_exit_s=60 .' _ "$W/phpt/$pass" "$SO" "$W" "$ROOT" "$extra" >>"$W/phpt.log" 2>&1
  done
  results=$(tr '\r' '\n' <"$W/phpt.log" | grep -aE '^(PASS|FAIL|SKIP|BORK|LEAK|WARN) ')
  npass=$(grep -c '^PASS ' <<<"$results")
  passed=$((passed + npass))
  while read -r line; do
    [ -n "$line" ] && not_ok "PHP 8.4 PHPT: $line"
  done < <(grep -E '^(FAIL|SKIP|BORK|LEAK|WARN) ' <<<"$results")
  [ "$npass" -eq 0 ] && tail -n 30 "$W/phpt.log"
  reported=$(grep -cE '^(PASS|FAIL|SKIP|BORK|LEAK|WARN) ' <<<"$results")
  [ "$reported" -lt "$nfiles" ] && not_ok "PHP 8.4 PHPT: only $reported of $nfiles reported"
  # its pools' idle connections would count against the fpm part's bound
  stop_manager "$W/manager.sock"
  part_done phpt "$npass of $nfiles PHPTs passed"
fi

# --- php-src's PDO suite -----------------------------------------------------------------------
if has_part php-src; then
  part
  deb13 env "${db_env[@]}" TMPDIR="$W/tmp" MYSQLPOOL_BUILD="$W/build/modules" PHP_SRC_TESTS_LOG="$W/php-src" \
    bash "$ROOT/scripts/php_src/php_src_tests.sh" >"$W/php-src.log" 2>&1
  rc=$?
  summary=$(grep -E '^php-src tests:' "$W/php-src.log" | sed 's/^php-src tests: //')
  request=$(grep -E '^  mysqlpool-request:' "$W/php-src.log" | sed 's/^ *//')
  if [ $rc -eq 0 ] && grep -qE '^[0-9]+ passed, 0 failed$' "$W/php-src.log"; then
    ok "php-src's PDO suite on PHP 8.4: mysqlpool fails none that pdo_mysql passes but the listed differences, in statement and request mode; no crash"
  else
    sed -n '/^# fail only on/,/^# results:/p' "$W/php-src.log"
    not_ok "php-src's PDO suite on PHP 8.4 (exit $rc; $W/php-src.log is kept in $LOGS)"
  fi
  part_done php-src "${summary:-no results}; ${request:-no request-mode results}"
fi

# --- php-src's mysqli tests ---------------------------------------------------------------------
if has_part php-src-mysqli; then
  part
  deb13 env TMPDIR="$W/tmp" PHP_SRC_MYSQLI_SO="$SO" PHP_SRC_MYSQLI_LOG="$W/php-src-mysqli" \
    bash "$ROOT/scripts/php_src_mysqli/php_src_mysqli.sh" >"$W/php-src-mysqli.log" 2>&1
  add_counts php-src-mysqli "$W/php-src-mysqli.log" $?
  part_done php-src-mysqli "$(grep -E '^# (stock|mysqlpool): [0-9]+ passed' "$W/php-src-mysqli.log" | sed 's/^# //' | tr '\n' ';')counted: $PART_COUNTS"
fi

# --- the differential tester -------------------------------------------------------------------
if has_part difftest; then
  part
  deb13 env "${db_env[@]}" MYSQLPOOL_BUILD="$W/build/modules" \
    bash "$ROOT/scripts/difftest/difftest.sh" --seed "1-$DIFFTEST_SEEDS" >"$W/difftest.log" 2>&1
  add_counts difftest "$W/difftest.log" $?
  part_done difftest "$(grep -E '^difftest: ' "$W/difftest.log" | sed 's/^difftest: //'); units: $PART_COUNTS"
fi

# --- the differential tester, mysqli ------------------------------------------------------------
if has_part difftest-mysqli; then
  part
  deb13 env "${db_env[@]}" TMPDIR="$W/tmp" MYSQLPOOL_BUILD="$W/build/modules" \
    bash "$ROOT/scripts/difftest/difftest_mysqli.sh" >"$W/difftest-mysqli.log" 2>&1
  add_counts difftest-mysqli "$W/difftest-mysqli.log" $?
  part_done difftest-mysqli "$(grep -E '^difftest_mysqli: ' "$W/difftest-mysqli.log" | sed 's/^difftest_mysqli: //'); units: $PART_COUNTS"
fi

# --- php-fpm + nginx of the root, driven from the host ------------------------------------------
# The php-fpm tests of the host (scripts/fpm/, scripts/<app>/<app>_test.sh) run unchanged on the
# root's php-fpm 8.4 and nginx, the root's MariaDB, the phpize build and the root's
# extension_dir, from the host (curl, wrk, the mariadb client stay there).
if has_part fpm || has_part wordpress || has_part mediawiki || has_part adminer; then
  deb13_fpm_bins "$W/bin"
  # an installer run by the root's php where the caller stands (chroot itself goes to /)
  printf '#!/bin/sh\nexec chroot %s /bin/sh -c '"'"'cd "$0" && exec php "$@"'"'"' "$PWD" "$@"\n' "$R" >"$W/bin/php"
  chmod +x "$W/bin/php"
  APP_ENV=(TMPDIR="$W" FPM_BIN="$W/bin/php-fpm" NGINX_BIN="$W/bin/nginx" MYSQLPOOL_BUILD="$W/build/modules"
           APP_EXTENSION_DIR="$R$(deb13 php -n -r 'echo ini_get("extension_dir");')")
fi
# app_run LOG KEY=VAL... COMMAND: COMMAND with APP_ENV, those settings and the root's MariaDB
app_run() {
  local log=$1
  shift
  (
    # shellcheck disable=SC1091
    source "$W/db/env.sh"
    env "${APP_ENV[@]}" "$@"
  ) >"$log" 2>&1
}
# root_copy SRC DEST NAME...: the tree SRC copied in the root to DEST (shared), links followed,
# so that they lead where the root's do (getid3, a theme, /etc/ssl's CA bundle), without the
# entries NAME (Debian's links to /etc and /var/lib); the test copies it again, as on the host
root_copy() {
  local src=$1 dest=$2
  shift 2
  deb13 bash -c 'src=$1 dest=$2; shift 2; mkdir -p "$dest" || exit 1
    for f in "$src"/* "$src"/.[!.]*; do
      [ -e "$f" ] || continue
      for x in "$@"; do [ "${f##*/}" = "$x" ] && continue 2; done
      cp -rL "$f" "$dest/" || exit 1
    done' _ "$src" "$dest" "$@" >"$dest.log" 2>&1 || cat "$dest.log"
}

# --- php-fpm + nginx + wrk ---------------------------------------------------------------------
if has_part fpm; then
  part
  app_run "$W/fpm.log" \
    FPM_TEST_INI="mysqlpool.manager_socket=$W/fpm-manager.sock mysqlpool.manager_log=$W/fpm-manager.log" \
    bash "$ROOT/scripts/fpm/fpm_test.sh"
  add_counts fpm "$W/fpm.log" $?
  stop_manager "$W/fpm-manager.sock"
  # the figures of fpm_test.sh's checks on one line
  f=$W/fpm.log
  p1=$(sed -n 's/.*phase1: zero non-2xx responses (got \([0-9]*\) of \([0-9]*\))$/\2 requests, \1 non-2xx/p' "$f")
  rps=$(sed -n 's/.*Requests\/sec: \([0-9]*\).*/\1/p' "$f" | head -n 1)
  used=$(sed -n 's/.*phase1: pool connections by Max_used_connections <= [0-9]* (got \([0-9]*\).*/\1/p' "$f")
  sampled=$(sed -n 's/.*phase1: pool connections sampled .*(max \([0-9]*\) over.*/\1/p' "$f")
  p2=$(sed -n "s/.*phase2: at most [0-9]* failed request(s), the killed workers' (got \([0-9]*\): .* of \([0-9]*\))$/\2 requests, \1 failed/p" "$f")
  part_done fpm "php-fpm 8.4, 32 workers, pool of 4: ${p1:-?} (${rps:-?} req/s), at most ${used:-?} connections by Max_used_connections, ${sampled:-?} sampled; a worker killed: ${p2:-?}; checks: $PART_COUNTS"
fi

# --- the applications: WordPress 6.8, MediaWiki 1.43, Adminer 5 ----------------------------------
if has_part wordpress; then
  part
  root_copy /usr/share/wordpress "$W/wp-src" .htaccess wp-config.php
  wp_figures=""
  for mode in stock pool; do
    app_run "$W/wordpress-$mode.log" MYSQLI=$mode WP_SRC="$W/wp-src" \
      bash "$ROOT/scripts/wordpress/wordpress_test.sh"
    add_counts "wordpress ($mode mysqli)" "$W/wordpress-$mode.log" $?
    rps=$(sed -n 's/.*Requests\/sec: *\([0-9.]*\).*/\1/p' "$W/wordpress-$mode.log" | tail -n 1)
    wp_figures+="$mode: $PART_COUNTS, ${rps:-?} front pages/s; "
  done
  part_done wordpress "WordPress $(sed -n "s/^\$wp_version = '\(.*\)';/\1/p" "$W/wp-src/wp-includes/version.php") on php-fpm 8.4, ${wp_figures%; }"
fi

if has_part mediawiki; then
  part
  root_copy /usr/share/mediawiki "$W/mw-src" LocalSettings.php config extensions images
  mw_figures=""
  for mode in stock pool; do
    app_run "$W/mediawiki-$mode.log" MYSQLI=$mode MW_SRC="$W/mw-src" APP_PHP="$W/bin/php" \
      bash "$ROOT/scripts/mediawiki/mediawiki_test.sh"
    add_counts "mediawiki ($mode mysqli)" "$W/mediawiki-$mode.log" $?
    mw_figures+="$mode: $PART_COUNTS; "
  done
  part_done mediawiki "MediaWiki $(sed -n "s/^define( 'MW_VERSION', '\(.*\)' );/\1/p" "$W/mw-src/includes/Defines.php") on php-fpm 8.4, ${mw_figures%; }"
fi

if has_part adminer; then
  part
  app_run "$W/adminer.log" ADMINER="$R/usr/share/adminer/adminer.php" MANAGER_RUN="chroot $R" \
    bash "$ROOT/scripts/adminer/adminer_test.sh"
  add_counts adminer "$W/adminer.log" $?
  part_done adminer "Adminer $(sed -n 's/^VERSION="\([0-9.]*\)".*/\1/p' "$R/usr/share/adminer/adminer.php" | head -n 1) on php-fpm 8.4: $PART_COUNTS"
fi

# --- GoogleTest --------------------------------------------------------------------------------
if has_part gtest; then
  part
  # unoptimised, no debug information: the quickest to compile (the host builds them optimised
  # and with ASan/UBSan); only the tests and what they link, the extension is the phpize one
  if deb13 bash -c "cmake -S '$ROOT' -B '$W/cmake' -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG=-O0 \
       -DMYSQLPOOL_BUILD_EXTENSION=OFF && cmake --build '$W/cmake' -j2 --target core_tests" \
       >"$W/gtest-build.log" 2>&1; then
    # PoolTls.* needs a TLS server (scripts/tls/tls_test.sh runs it on the host): left out here as
    # in scripts/gtest/gtest.sh, where without its server it would fail
    deb13 env "${db_env[@]}" "$W/cmake/core_tests" --gtest_color=no '--gtest_filter=-PoolTls.*' \
      >"$W/gtest.log" 2>&1
    rc=$?
    npass=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) tests\{0,1\}\..*/\1/p' "$W/gtest.log" | tail -n 1)
    nskip=$(sed -n 's/^\[  SKIPPED \] \([0-9]*\) tests\{0,1\}, listed below:.*/\1/p' "$W/gtest.log" | tail -n 1)
    passed=$((passed + ${npass:-0}))
    while read -r t; do
      [ -n "$t" ] && not_ok "GoogleTest $t"
    done < <(grep -E '^\[  (FAILED  |SKIPPED )\] [A-Za-z0-9_/.]+(, where.*)?$' "$W/gtest.log" |
               sed -E 's/^\[  ([A-Z]+) *\] /\1 /' | sort -u)
    if [ -z "$npass" ]; then
      tail -n 20 "$W/gtest.log"
      not_ok "GoogleTest: no summary (exit $rc), crashed or hung after: $(grep -E '^\[ RUN      \]' "$W/gtest.log" | tail -n 1)"
    elif [ $rc -ne 0 ] && ! grep -q '^\[  FAILED  \]' "$W/gtest.log"; then
      not_ok "GoogleTest: exit $rc after all tests passed"
    fi
    part_done gtest "core_tests: ${npass:-0} passed, $(grep -c '^\[  FAILED  \] [A-Za-z0-9_/.]* (' "$W/gtest.log") failed, ${nskip:-0} skipped"
  else
    tail -n 30 "$W/gtest-build.log"
    not_ok "CMake build of core_tests in the root"
    part_done gtest "build failed"
  fi
fi

finish
