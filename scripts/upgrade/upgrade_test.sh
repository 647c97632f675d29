#!/usr/bin/env bash
# Upgrading mysqlpool under load, and back: MariaDB + php-fpm (16 workers) + nginx + wrk, the
# pool bounded at 4 connections. The extension and its manager program are installed in a
# directory of the test's; php-fpm loads the .so from there.
#
#   scripts/upgrade/upgrade_test.sh
#
# Two builds of this source: the one under test (control protocol N, build/) and a second one
# built with control protocol N+1 (MYSQLPOOL_BUILD/upgrade-next/), standing for the next release. While wrk
# runs (-t2 -c32, 26 s), and a PHP CLI process of version N queries for the first 10 s:
#   ~5 s   upgrade: both files are replaced (rename, as dpkg does) by N+1 and php-fpm reloaded
#          (SIGUSR2): old workers finish on the old manager, new ones start the new one, which
#          asks the old one to retire; the old one keeps serving the CLI process (one
#          connection) and exits after it;
#   ~14 s  downgrade: N again, and another reload: the N+1 manager retires in its turn.
# Checks: zero non-2xx answers and zero socket errors over the whole run; at most 4 pool
# connections at the server throughout (Max_used_connections after FLUSH STATUS, and
# PROCESSLIST every 50 ms); each retired manager logged its retirement and exited; at the end
# one manager runs, of version N, and the host bound's file is the only one per pool. Also: a
# manager program of another version than its starter refuses to start, saying why.
#
# Then stopping (SIGTERM drains): the socket goes at once and a process that comes meanwhile is
# served by a new manager; a transaction in flight commits and the manager exits after it; with
# --drain-timeout 1 a lease held longer is cut, logged with its holder, and the manager exits 0;
# and `systemd-analyze verify` accepts integrations/systemd/mysqlpool-manager.service.
#
# Environment: MYSQLPOOL_BUILD (the build folder, default build/: its mysqlpool.so with
# mysqlpool-manager beside it; the N+1 build goes into its upgrade-next/), MYSQLPOOL_TEST_*
# (use that server) as the other suites, FPM_TEST_KEEP=1.
# Prints `ok - NAME` / `not ok - NAME` per check and `N passed, N failed` last.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
APP=$ROOT/scripts/fpm/app
MAX_CONN=4
WORKERS=16

# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"
build_dir
EXT=$BUILD/mysqlpool.so
# the next version's build, a folder of its own inside the one build folder
NEXT_BUILD=$BUILD/upgrade-next

fpm_test_init /tmp/mpupg.XXXXXX "fpm/php-fpm.log, fpm/php-errors.log, manager.log, load.wrk"

VERSION=$(sed -n 's/^#define MYSQLPOOL_CONTROL_PROTOCOL_VERSION \([0-9]*\)$/\1/p' "$ROOT/core/control/messages.h")
NEXT=$((VERSION + 1))
note "upgrade from control protocol $VERSION to $NEXT and back, under wrk, pool bound $MAX_CONN"

# --- the next version: this source with control protocol N+1 -----------------------------------
if [ ! -x "$(dirname "$EXT")/mysqlpool-manager" ]; then
  not_ok "extension and manager built ($EXT)"
  tap_finish
fi
if cmake -S "$ROOT" -B "$NEXT_BUILD" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
     -DCMAKE_CXX_FLAGS="-DMYSQLPOOL_CONTROL_PROTOCOL_VERSION=$NEXT" >"$TMP/build.log" 2>&1 &&
   cmake --build "$NEXT_BUILD" -j"${JOBS:-2}" --target mysqlpool_ext mysqlpool-manager >>"$TMP/build.log" 2>&1; then
  ok "control protocol $NEXT built (${NEXT_BUILD#"$ROOT"/}/)"
else
  tail -n 20 "$TMP/build.log"
  not_ok "control protocol $NEXT built (${NEXT_BUILD#"$ROOT"/}/)"
  tap_finish
fi

# install DIR: put version DIR's .so and manager into TMP/ext the way a package manager does
# (a new file renamed over the old: running processes keep the one they mapped).
mkdir -p "$TMP/ext"
install_from() {
  local f
  for f in mysqlpool.so mysqlpool-manager; do
    cp "$1/$f" "$TMP/ext/.$f.new" && mv -f "$TMP/ext/.$f.new" "$TMP/ext/$f" || return 1
  done
}
install_from "$(dirname "$EXT")"

# A manager program of another version than its starter refuses, naming both.
refusal=$("$TMP/ext/mysqlpool-manager" --socket "$TMP/refuse.sock" --protocol "$NEXT" 2>&1)
rc=$?
check "a manager program of version $VERSION started for version $NEXT refuses (exit $rc: ${refusal:0:120})" \
  grep -q "speaks control protocol $VERSION, the extension $NEXT" <<<"$refusal"
[ ! -e "$TMP/refuse.sock.v$VERSION" ]
check "and listens nowhere" test $? = 0

# --- MariaDB, php-fpm, nginx -------------------------------------------------------------------
db_start_or_reuse
fpm_users_table

SOCK=$TMP/manager.sock
own_manager=$SOCK
fpm_start "$WORKERS" --workers "$WORKERS" --app "$APP" --ext "$TMP/ext/mysqlpool.so" \
  --ini "mysqlpool.max_connections=$MAX_CONN" --ini "mysqlpool.manager_socket=$SOCK" \
  --ini "mysqlpool.manager_log=$TMP/manager.log"
code=$(curl -s -o /dev/null --max-time 10 -w '%{http_code}' "$URL/user.php")
check "user.php answers 200 before the upgrade (got $code)" test "$code" = 200
first=$(manager_pids "$SOCK")
check "one manager of version $VERSION runs (pid ${first:-none})" test -S "$SOCK.v$VERSION" -a -n "$first"

# --- the load, with an upgrade and a downgrade ---------------------------------------------------
if ! sampler_start load; then
  not_ok "connection sampler started ($(cat "$TMP/load.sampler.err"))"
  tap_finish
fi
# A process of the old version that stays through the upgrade (a CLI job, a worker of another
# php-fpm pool): it keeps querying on the old manager while the new workers use the new one.
php -n -d extension=pdo.so -d extension="$TMP/ext/mysqlpool.so" -d mysqlpool.max_connections=$MAX_CONN \
  -d mysqlpool.manager_socket="$SOCK" -d mysqlpool.manager_log="$TMP/manager.log" \
  "$ROOT/scripts/upgrade/old_process.php" 120 "$TMP/old_process.stop" >"$TMP/old_process.out" 2>&1 &
old_pid=$!
bg_pids+=("$old_pid")
wrk -t2 -c32 -d26s --timeout 10s -s "$ROOT/scripts/lib/wrk-report.lua" "$URL/user.php" \
  >"$TMP/load.wrk" 2>&1 &
wrk_pid=$!
bg_pids+=("$wrk_pid")
master=$(cat "$TMP/fpm/php-fpm.pid")

sleep 5
install_from "$NEXT_BUILD" && kill -USR2 "$master"
check "upgrade: version $NEXT installed and php-fpm reloaded" test $? = 0
upgraded=""
for _ in $(seq 1 80); do
  upgraded=$(ss -Hxlp 2>/dev/null | grep -F " $SOCK.v$NEXT " | grep -o 'pid=[0-9]*' | cut -d= -f2 | head -n1)
  [ -n "$upgraded" ] && break
  sleep 0.1
done
check "upgrade: a manager of version $NEXT serves the new workers (pid ${upgraded:-none})" test -n "$upgraded"
sleep 2
check "upgrade: the version $VERSION manager (pid $first) still serves the process of its version" \
  pid_alive "$first"
both=$("$TMP/ext/mysqlpool-manager" status --socket "$SOCK" 2>&1)
check "upgrade: status shows both managers, the old one retiring" \
  bash -c "grep -q 'control protocol $NEXT, .*serving' <<<\"\$1\" && grep -q -- '-- the manager of control protocol $VERSION at $SOCK.v$VERSION --' <<<\"\$1\" && grep -q 'control protocol $VERSION, .*retiring' <<<\"\$1\"" _ "$both"
grep -q retiring <<<"$both" || sed 's/^/# | /' <<<"$both" | head -n 20
# The old process ends now, when told (not after a fixed time, which a loaded machine used up
# before the checks above: the old manager had exited with it).
touch "$TMP/old_process.stop"
wait "$old_pid"
check "upgrade: the process of version $VERSION saw no error through the upgrade ($(tail -n1 "$TMP/old_process.out"))" \
  grep -q "^queries [1-9][0-9]* errors 0$" "$TMP/old_process.out"
for _ in $(seq 1 40); do pid_alive "$first" || break; sleep 0.1; done
check "upgrade: the version $VERSION manager (pid $first) exited within 4 s of its last process" \
  test "$(pid_alive "$first" && echo alive)" = ""

sleep 2
# php-fpm (daemonized) forks anew when it re-executes itself: its pid file names the new master.
master=$(cat "$TMP/fpm/php-fpm.pid")
install_from "$(dirname "$EXT")" && kill -USR2 "$master"
check "downgrade: version $VERSION installed again and php-fpm reloaded" test $? = 0
for _ in $(seq 1 80); do pid_alive "$upgraded" || break; sleep 0.1; done
check "downgrade: the version $NEXT manager (pid $upgraded) retired and exited within 8 s" \
  test "$(pid_alive "$upgraded" && echo alive)" = ""

wait "$wrk_pid"
sampler_stop load
wrk_read load && {
  wrk_note load
  check "zero failed requests over upgrade and downgrade (non-2xx: $WRK_STATUS of $WRK_REQUESTS)" test "$WRK_STATUS" = 0
  check "zero socket errors or timeouts (got $WRK_SOCK)" test "$WRK_SOCK" = 0
  check "at least 1000 requests (got $WRK_REQUESTS)" test "$WRK_REQUESTS" -ge 1000
}
check_bound load

# --- what the managers said --------------------------------------------------------------------
retired=$(grep -c "retiring; connections are closed as they come back" "$TMP/manager.log")
exited=$(grep -c "manager exits: retired" "$TMP/manager.log")
check "both retirements logged (\"retiring\": $retired, \"exits: retired\": $exited)" \
  test "$retired" = 2 -a "$exited" = 2
check "a manager of each version asked the other to retire" \
  grep -q "asked the manager of control protocol $VERSION at $SOCK.v$VERSION to retire" "$TMP/manager.log"
last=$(manager_pids "$SOCK")
check "one manager runs at the end, of version $VERSION (pid ${last:-none}; sockets: $(cd "$TMP" && ls -d manager.sock.v* 2>/dev/null | grep -v lock | tr '\n' ' '))" \
  test -n "$last" -a "$(echo "$last" | wc -w)" = 1 -a -S "$SOCK.v$VERSION" -a ! -e "$SOCK.v$NEXT"
pools=$(cd "$TMP" && ls manager.sock.pool-* 2>/dev/null | wc -l)
check "one bound file for the one pool (got $pools)" test "$pools" = 1
errors=$(grep -c -i "mysqlpool" "$TMP/fpm/php-errors.log" 2>/dev/null)
check "no mysqlpool error in php-fpm's error log (got ${errors:-0})" test "${errors:-0}" = 0
[ "${errors:-0}" != 0 ] && grep -i mysqlpool "$TMP/fpm/php-errors.log" | head -n 5 | sed 's/^/# /'

# --- stopping: SIGTERM drains -------------------------------------------------------------------
"$ROOT/scripts/lib/fpm.sh" stop "$TMP/fpm" >/dev/null 2>&1
stop_manager "$SOCK"
pools=$(cd "$TMP" && ls manager.sock.pool-* 2>/dev/null | wc -l)
check "the last manager to exit removed the pool's bound file (left: $pools)" test "$pools" = 0
STOP_SOCK=$TMP/stop.sock
cli() {  # cli SCRIPT ARGS...: PHP CLI on the built extension, on STOP_SOCK's manager
  php -n -d extension=pdo.so -d extension="$TMP/ext/mysqlpool.so" -d mysqlpool.max_connections=2 \
    -d mysqlpool.manager_socket="$STOP_SOCK" -d mysqlpool.manager_log="$TMP/stop-manager.log" "$@"
}
wait_line() {  # wait_line FILE LINE: up to 10 s
  for _ in $(seq 1 100); do grep -q "^$2" "$1" 2>/dev/null && return 0; sleep 0.1; done
  return 1
}
cli "$ROOT/scripts/upgrade/hold.php" 3 >"$TMP/hold1.out" 2>&1 &
hold=$!
bg_pids+=("$hold")
wait_line "$TMP/hold1.out" begun
stopping=$(manager_pids "$STOP_SOCK")
kill -TERM "$stopping" 2>/dev/null
sleep 0.3
check "SIGTERM: the manager (pid $stopping) stops listening at once" test ! -e "$STOP_SOCK.v$VERSION"
out=$(cli "$ROOT/scripts/upgrade/old_process.php" 0.5 2>&1)
check "SIGTERM: a process that comes meanwhile is served by a new manager ($out)" \
  grep -q "^queries [1-9][0-9]* errors 0$" <<<"$out"
check "SIGTERM: the manager waits for the leased connection" pid_alive "$stopping"
wait "$hold"
check "SIGTERM: the transaction in flight commits ($(tail -n1 "$TMP/hold1.out"))" grep -qx committed "$TMP/hold1.out"
for _ in $(seq 1 30); do pid_alive "$stopping" || break; sleep 0.1; done
check "SIGTERM: the drained manager exits within 3 s of the last connection's return" \
  test "$(pid_alive "$stopping" && echo alive)" = ""
check "SIGTERM: logged as drained" grep -q "\[$stopping\] info: manager exits: drained" "$TMP/stop-manager.log"
stop_manager "$STOP_SOCK"

# The drain's bound: a lease held past --drain-timeout is cut, and the manager exits.
"$TMP/ext/mysqlpool-manager" --socket "$STOP_SOCK" --log "$TMP/stop-manager.log" --drain-timeout 1 &
manual=$!
bg_pids+=("$manual")
for _ in $(seq 1 50); do [ -S "$STOP_SOCK.v$VERSION" ] && break; sleep 0.1; done
cli "$ROOT/scripts/upgrade/hold.php" 6 >"$TMP/hold2.out" 2>&1 &
hold=$!
bg_pids+=("$hold")
wait_line "$TMP/hold2.out" begun
t0=$(date +%s%N)
kill -TERM "$manual"
wait "$manual"
rc=$?
ms=$((($(date +%s%N) - t0) / 1000000))
check "--drain-timeout 1: the manager exits with 0 after cutting the lease ($ms ms, exit $rc)" \
  test "$rc" = 0 -a "$ms" -lt 8000
check "--drain-timeout 1: the cut is logged with the holder" \
  grep -q "the manager stops (still leased by pid [0-9]* at the end of the drain)" "$TMP/stop-manager.log"
wait "$hold"
check "--drain-timeout 1: the holder gets an error, not a hang ($(tail -n1 "$TMP/hold2.out" | cut -c1-100))" \
  grep -q "PDOException" "$TMP/hold2.out"
stop_manager "$STOP_SOCK"

# The systemd unit (integrations/systemd/) is one systemd accepts, with the path of this build.
if command -v systemd-analyze >/dev/null 2>&1; then
  sed "s|/usr/lib/php/20220829/mysqlpool-manager|$TMP/ext/mysqlpool-manager|" \
    "$ROOT/integrations/systemd/mysqlpool-manager.service" >"$TMP/mysqlpool-manager.service"
  check "systemd-analyze verify accepts integrations/systemd/mysqlpool-manager.service" \
    systemd-analyze verify "$TMP/mysqlpool-manager.service"
fi

admin -e "DROP TABLE IF EXISTS \`$MYSQLPOOL_TEST_DB\`.fpm_users" >/dev/null 2>&1
tap_finish
