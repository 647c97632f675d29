#!/usr/bin/env bash
# Two real Unix users on one host: the squatter takes every path of the victim's manager it can
# (the old /tmp/mysqlpool-<uid>.sock and .lock, /tmp/mysqlpool-<uid> as a directory, symlink,
# file, FIFO or socket, look-alikes of the fallback names) and listens wherever it could,
# recording every connection and byte. The victim, with no mysqlpool.manager_socket, must still
# get working queries within a bound, from a manager in a directory of its own, and nothing may
# reach the squatter. A configured socket path the squatter owns (or a lock file it holds, or a
# listener that never accepts, or a symlink it planted there) must give a clear error within a
# bound: never a hang. Beside a configured path in a shared directory: a log path planted as a
# symlink is not written through; a pool file the squatter made first moves the bound to the
# victim's own directory; 200,000 look-alike names cost the manager's start nothing.
#
#   bash scripts/two_users/two_users_test.sh  # as root; MYSQLPOOL_BUILD=dir (default: build/)
#
# Creates the users mp_victim and mp_squatter (useradd, no home), a private MariaDB
# (scripts/lib/mariadb.sh) and a temp dir; removes all of it at the end (users, processes by pid,
# files). Prints "ok - ..."/"not ok - ..." per check and "N passed, N failed" last; exits
# non-zero on failure (200,000 files made and removed in /dev/shm among the checks; every wait
# is bounded, so a run where every check times out still ends). For its time: the test command's summary table (docs/RESULTS.md).
set -uo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${MYSQLPOOL_BUILD:-$ROOT/build}
PHP=${PHP:-/usr/bin/php}
VICTIM=mp_victim
SQUATTER=mp_squatter
MARK="mysqlpool two_users_test"
RUN_TIMEOUT=6      # a victim run is killed after this long (a hang)
DEFAULT_BOUND=5    # s: with no configuration, the victim's first query under the squat
ERROR_BOUND=3      # s: a configured path the squatter owns: the error
CONNECT_BOUND=4    # s: a configured listener that never accepts (connect waits 2 s)

passed=0
failed=0
ok() { echo "ok - $*"; passed=$((passed + 1)); }
not_ok() { echo "not ok - $*"; failed=$((failed + 1)); }
note() { echo "#   $*"; }

if [ "$(id -u)" != 0 ]; then
  echo "two_users_test.sh: run as root (it creates two Unix users)" >&2
  exit 2
fi
for f in "$BUILD/mysqlpool.so" "$BUILD/mysqlpool-manager"; do
  if [ ! -f "$f" ]; then
    echo "two_users_test.sh: $f missing: build first (MYSQLPOOL_BUILD=dir)" >&2
    exit 2
  fi
done

W=""
DB=""
FLOOD=""
SQUAT_PIDS=()
RUN_USER_MADE=""
EXPLICIT=/tmp/mp2u-explicit-$$

pids_of_user() { ps -u "$1" -o pid= 2>/dev/null | tr -d ' '; }

# Every process of a user this test created, by pid: TERM, then KILL what is left after 2 s.
stop_user_processes() {
  local user=$1 pid i
  getent passwd "$user" >/dev/null || return 0
  for pid in $(pids_of_user "$user"); do kill -TERM "$pid" 2>/dev/null; done
  for i in $(seq 1 20); do
    [ -z "$(pids_of_user "$user")" ] && return 0
    sleep 0.1
  done
  for pid in $(pids_of_user "$user"); do kill -KILL "$pid" 2>/dev/null; done
}

stop_squatters() {
  local pid
  for pid in "${SQUAT_PIDS[@]}"; do
    kill -TERM "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
  done
  SQUAT_PIDS=()
}

# The paths of a uid's manager, old and new scheme (exact names: uid 10 must not match 100).
remove_manager_paths() {
  local uid=$1
  rm -rf "/tmp/mysqlpool-$uid" "/tmp/mysqlpool-$uid".*
}

remove_user() {
  local user=$1 uid
  getent passwd "$user" >/dev/null || return 0
  uid=$(id -u "$user")
  stop_user_processes "$user"
  remove_manager_paths "$uid"
  userdel "$user" >/dev/null 2>&1 || userdel -f "$user" >/dev/null 2>&1
}

cleanup() {
  stop_squatters
  stop_user_processes "$VICTIM"
  stop_user_processes "$SQUATTER"
  [ -n "$RUN_USER_MADE" ] && rm -rf "$RUN_USER_MADE"
  rm -rf "$EXPLICIT".*
  [ -n "$FLOOD" ] && rm -rf "$FLOOD"
  remove_user "$VICTIM"
  remove_user "$SQUATTER"
  [ -n "$DB" ] && bash "$ROOT/scripts/lib/mariadb.sh" stop "$DB" >/dev/null 2>&1
  [ -n "$W" ] && rm -rf "$W"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

make_user() {
  local user=$1
  if getent passwd "$user" >/dev/null; then
    if [ "$(getent passwd "$user" | cut -d: -f5)" != "$MARK" ]; then
      echo "two_users_test.sh: user $user exists and was not made by this test" >&2
      exit 2
    fi
    remove_user "$user"  # left by an earlier run that was killed
  fi
  useradd --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin \
    --comment "$MARK" --user-group "$user" || exit 2
}

make_user "$VICTIM"
make_user "$SQUATTER"
VUID=$(id -u "$VICTIM")
SUID=$(id -u "$SQUATTER")
remove_manager_paths "$VUID"
remove_manager_paths "$SUID"

as_user() {
  local user=$1
  shift
  setpriv --reuid="$(id -u "$user")" --regid="$(id -g "$user")" --clear-groups -- "$@"
}

# The build, where the users can read it (the build dir may not be traversable by them).
W=$(mktemp -d /tmp/mp2u.XXXXXX)
chmod 0755 "$W"
mkdir -m 0755 "$W/bin"
cp "$BUILD/mysqlpool.so" "$BUILD/mysqlpool-manager" "$ROOT/scripts/two_users/"*.php "$W/bin/"
chmod 0755 "$W/bin"/*
mkdir -m 0700 "$W/victim-own" "$W/victim-log"
: >"$W/victim-file"
chmod 0600 "$W/victim-file"
chown "$VICTIM:" "$W/victim-own" "$W/victim-log" "$W/victim-file"
mkdir -m 0755 "$W/squat"
chown "$SQUATTER:" "$W/squat"
SQUAT_LOG=$W/squat/log
as_user "$SQUATTER" touch "$SQUAT_LOG"

DB=$W/db
if ! bash "$ROOT/scripts/lib/mariadb.sh" start "$DB" >"$W/mariadb.out" 2>&1; then
  cat "$W/mariadb.out" >&2
  echo "two_users_test.sh: MariaDB did not start" >&2
  exit 1
fi
# shellcheck disable=SC1091
. "$DB/env.sh"

# Starts the squatter's listener/lock holder (squatter.php) on the given specs, as $1.
start_squatter() {
  local user=$1 ready i
  shift
  ready=$W/squat/ready.$RANDOM
  (cd "$W" && exec setpriv --reuid="$(id -u "$user")" --regid="$(id -g "$user")" \
    --clear-groups -- "$PHP" "$W/bin/squatter.php" "$SQUAT_LOG" "$ready" "$@") \
    >>"$W/squatter.out" 2>&1 &
  SQUAT_PIDS+=($!)
  for i in $(seq 1 50); do
    [ -s "$ready" ] && return 0
    sleep 0.1
  done
  echo "two_users_test.sh: the squatter did not get ready" >&2
}

# Runs victim.php as the victim with extra -d settings; prints its line and the wall time.
# Sets RUN_OUT and RUN_SECONDS.
run_victim() {
  local start end
  start=$(date +%s.%N)
  RUN_OUT=$(cd "$W" && timeout -k 1 "$RUN_TIMEOUT" \
    setpriv --reuid="$VUID" --regid="$(id -g "$VICTIM")" --clear-groups -- \
    "$PHP" -d extension="$W/bin/mysqlpool.so" \
    -d mysqlpool.manager_binary="$W/bin/mysqlpool-manager" \
    -d mysqlpool.manager_log="$W/victim-log/manager.log" \
    -d mysqlpool.manager_idle_exit_s=60 "$@" "$W/bin/victim.php" 2>&1)
  local rc=$?
  end=$(date +%s.%N)
  RUN_SECONDS=$(printf '%.2f' "$(echo "$end - $start" | bc)")
  [ $rc -eq 124 ] || [ $rc -eq 137 ] && RUN_OUT="killed after ${RUN_TIMEOUT} s, still waiting: $RUN_OUT"
  return 0
}

faster_than() { [ "$(echo "$RUN_SECONDS < $1" | bc)" = 1 ]; }

# The --socket of the victim's running manager(s), one per line.
victim_manager_sockets() {
  local pid
  for pid in $(ps -u "$VICTIM" -o pid=,comm= | awk '$2 ~ /^mysqlpool-manag/ {print $1}'); do
    tr '\0' '\n' <"/proc/$pid/cmdline" 2>/dev/null | grep -A1 -x -- --socket | tail -n 1
  done
}

# The directory of the manager's socket belongs to the victim and has mode 700.
socket_dir_is_victims() {
  local dir
  dir=$(dirname "$1")
  [ -n "$1" ] && [ ! -L "$dir" ] && [ "$(stat -c '%u %a %F' "$dir" 2>/dev/null)" = "$VUID 700 directory" ]
}

P=/tmp/mysqlpool-$VUID
# The manager of control protocol N listens on "<socket path>.v<N>" (DESIGN, "Upgrading"): the
# squats below take those names, and the unversioned ones of older releases too.
V=.v$(sed -n 's/^#define MYSQLPOOL_CONTROL_PROTOCOL_VERSION \([0-9]*\)$/\1/p' "$ROOT/core/control/messages.h")

# Fresh state, then every squat that does not depend on the variant: the old default socket and
# lock, look-alikes of the fallback names (a squatter directory with a listener and a held
# lock, symlinks to a directory and a file of the victim's, a file, a FIFO, a socket), and
# /run/user/<uid> if it can (it can't: root's /run/user).
squat_common() {
  stop_squatters
  stop_user_processes "$VICTIM"
  remove_manager_paths "$VUID"
  as_user "$SQUATTER" mkdir -m 0777 "$P.aaaaaa"
  as_user "$SQUATTER" ln -s "$W/victim-own" "$P.bbbbbb"
  as_user "$SQUATTER" ln -s "$W/victim-file" "$P.eeeeee"
  as_user "$SQUATTER" sh -c "umask 0; : > '$P.cccccc'"
  as_user "$SQUATTER" mkfifo -m 0666 "$P.dddddd"
  as_user "$SQUATTER" mkdir -m 0777 "/run/user/$VUID" 2>/dev/null &&
    not_ok "the squatter could make /run/user/$VUID"
  COMMON_SPECS=("listen:$P.sock" "lock:$P.sock.lock" "listen:$P.aaaaaa/mysqlpool.sock"
    "lock:$P.aaaaaa/mysqlpool.sock.lock" "listen:$P.aaaaaa/mysqlpool.sock$V"
    "lock:$P.aaaaaa/mysqlpool.sock$V.lock" "listen:$P.000000")
}

# squat_common, then P the squatter's directory (mode 777) with a listener inside.
squat_dir_listener() {
  squat_common
  as_user "$SQUATTER" mkdir -m 0777 "$P"
  start_squatter "$SQUATTER" "${COMMON_SPECS[@]}" "listen:$P/mysqlpool.sock$V"
}

# expect_victim_at SOCKET OK-NAME NOT-OK-NAME LABEL: the victim's query is served by the manager of
# SOCKET (ok OK-NAME), else not_ok NOT-OK-NAME and a note with what it got (LABEL: the sockets).
expect_victim_at() {
  run_victim
  if [[ $RUN_OUT == "ok 1 "* ]] && [ "$(victim_manager_sockets)" = "$1" ]; then
    ok "$2"
  else
    not_ok "$3"
    note "victim: $RUN_OUT; $4: $(victim_manager_sockets | tr '\n' ' ')"
  fi
}

# The victim's first query, no configuration, under the squat; its manager in its own directory.
expect_default_works() {
  local what=$1 sockets
  run_victim
  sockets=$(victim_manager_sockets)
  if [[ $RUN_OUT == "ok 1 "* ]] && faster_than "$DEFAULT_BOUND" && [ "$(echo "$sockets" | grep -c .)" = 1 ] &&
    socket_dir_is_victims "$sockets"; then
    ok "$what: the victim's SELECT 1 works with no configuration (${RUN_SECONDS} s), manager at $sockets"
  else
    not_ok "$what: the victim's SELECT 1 with no configuration"
    note "victim: $RUN_OUT (${RUN_SECONDS} s)"
    note "victim's manager socket(s): ${sockets:-none}"
  fi
}

# 1-6: /tmp/mysqlpool-<uid> squatted six ways.
squat_common
as_user "$SQUATTER" mkdir -m 0777 "$P"
start_squatter "$SQUATTER" "${COMMON_SPECS[@]}" "listen:$P/mysqlpool.sock$V" "lock:$P/mysqlpool.sock$V.lock"
expect_default_works "$P is the squatter's directory (mode 777) with a listener and a held lock inside"

squat_common
as_user "$SQUATTER" ln -s "$W/victim-own" "$P"
start_squatter "$SQUATTER" "${COMMON_SPECS[@]}"
expect_default_works "$P is the squatter's symlink to a directory of the victim's"

squat_common
as_user "$SQUATTER" ln -s "$W/victim-file" "$P"
start_squatter "$SQUATTER" "${COMMON_SPECS[@]}"
expect_default_works "$P is the squatter's symlink to a file of the victim's"

squat_common
as_user "$SQUATTER" sh -c "umask 0; : > '$P'"
start_squatter "$SQUATTER" "${COMMON_SPECS[@]}"
expect_default_works "$P is the squatter's regular file"

squat_common
as_user "$SQUATTER" mkfifo -m 0666 "$P"
start_squatter "$SQUATTER" "${COMMON_SPECS[@]}"
expect_default_works "$P is the squatter's FIFO"

squat_common
start_squatter "$SQUATTER" "${COMMON_SPECS[@]}" "listen:$P"
expect_default_works "$P is the squatter's listening socket"

# The manager holds the passwords: not even another process of its own user may read its
# memory, environment or fds through /proc (it is not dumpable).
mgr_pid=$(ps -u "$VICTIM" -o pid=,comm= | awk '$2 ~ /^mysqlpool-manag/ {print $1; exit}')
if [ -z "$mgr_pid" ]; then
  not_ok "the victim's manager is not readable by the victim's other processes (no manager running)"
elif as_user "$VICTIM" cat "/proc/$mgr_pid/environ" >/dev/null 2>&1 ||
    as_user "$VICTIM" ls "/proc/$mgr_pid/fd" >/dev/null 2>&1; then
  not_ok "the victim's manager is not readable by the victim's other processes (/proc/$mgr_pid/environ or fd readable)"
else
  ok "the victim's manager is not readable by the victim's other processes (not dumpable)"
fi

# 7: the fallback directory, once made, is found again: a second PHP process uses the same
# manager (the squat still in place).
first_manager=$(victim_manager_sockets)
expect_victim_at "$first_manager" "a second victim process finds the same manager ($first_manager)" \
  "a second victim process finds the same manager" managers

# 8: six first requests at once under the squat: all served, by one manager.
squat_dir_listener
race_pids=()
for i in 1 2 3 4 5 6; do
  (run_victim && echo "$RUN_OUT" >"$W/race.$i") &
  race_pids+=($!)
done
for pid in "${race_pids[@]}"; do wait "$pid"; done
served=$(cat "$W"/race.* 2>/dev/null | grep -c '^ok 1 ')
managers=$(victim_manager_sockets | grep -c .)
if [ "$served" = 6 ] && [ "$managers" = 1 ]; then
  ok "six concurrent first requests under the squat: all served, by one manager"
else
  not_ok "six concurrent first requests under the squat: $served of 6 served, $managers manager(s)"
  note "$(cat "$W"/race.* 2>/dev/null | head -n 3 | tr '\n' '|')"
fi

# 9: /run/user/<uid> as logind makes it: preferred, whatever the squatter did in /tmp.
squat_dir_listener
if [ ! -e "/run/user/$VUID" ]; then
  mkdir -p /run/user
  install -d -m 0700 -o "$VICTIM" -g "$VICTIM" "/run/user/$VUID"
  RUN_USER_MADE=/run/user/$VUID
  expect_victim_at "/run/user/$VUID/mysqlpool.sock" "with /run/user/$VUID (logind's) the manager listens there" \
    "with /run/user/$VUID (logind's) the manager listens there" manager
  stop_user_processes "$VICTIM"
  rm -rf "$RUN_USER_MADE"
  RUN_USER_MADE=""
fi

# Configured socket paths (mysqlpool.manager_socket): used as given, but refused when another
# user owns them, and never waited on without a bound.
stop_squatters
stop_user_processes "$VICTIM"
X=$EXPLICIT

expect_error() {
  local what=$1 bound=$2 pattern=$3
  shift 3
  run_victim "$@"
  if [[ $RUN_OUT == "error "* ]] && faster_than "$bound" && echo "$RUN_OUT" | grep -q -- "$pattern"; then
    ok "$what: clear error in ${RUN_SECONDS} s: ${RUN_OUT#error * }"
  else
    not_ok "$what: a clear error within $bound s"
    note "victim: $RUN_OUT (${RUN_SECONDS} s)"
  fi
}

start_squatter "$SQUATTER" "listen:$X.listen.sock$V" "full:$X.full.sock$V" "lock:$X.locked.sock$V.lock"
as_user "$SQUATTER" mkdir -m 0777 "$X.dir.sock$V"
expect_error "configured socket is the squatter's listener" "$ERROR_BOUND" "$X.listen.sock" \
  -d mysqlpool.manager_socket="$X.listen.sock"
expect_error "configured socket is the squatter's, never accepting (full backlog)" \
  "$ERROR_BOUND" "$X.full.sock" -d mysqlpool.manager_socket="$X.full.sock"
expect_error "configured socket's lock file is the squatter's, held with LOCK_EX" \
  "$ERROR_BOUND" "$X.locked.sock$V.lock" -d mysqlpool.manager_socket="$X.locked.sock"
expect_error "configured socket path is the squatter's directory" "$ERROR_BOUND" "$X.dir.sock" \
  -d mysqlpool.manager_socket="$X.dir.sock"
# A configured path may name a root-run (service) manager: root's listener is connected to, and
# one that never accepts costs a bounded wait, not a hang.
start_squatter root "full:$X.rootfull.sock$V"
expect_error "configured socket is root's, never accepting (full backlog)" "$CONNECT_BOUND" \
  "$X.rootfull.sock" -d mysqlpool.manager_socket="$X.rootfull.sock"

# The names a manager at a configured path has beside it, in a shared directory (mode 1777,
# as /tmp): the squatter plants "<path>.v<N>" as a symlink to root's listener (a socket the
# victim would trust at a configured path): not followed, nothing reaches it.
SHARED=$W/shared
mkdir -m 1777 "$SHARED"
start_squatter root "listen:$SHARED/root.sock"
as_user "$SQUATTER" ln -s "$SHARED/root.sock" "$SHARED/sym.sock$V"
expect_error "configured socket$V is the squatter's symlink to root's listener" "$ERROR_BOUND" \
  "symlink" -d mysqlpool.manager_socket="$SHARED/sym.sock"

# The configured log path (mysqlpool.manager_log, here in the shared directory) planted as a
# symlink to a file of the victim's: not followed (the manager logs to syslog instead).
as_user "$SQUATTER" ln -s "$W/victim-file" "$SHARED/manager.log"
run_victim -d mysqlpool.manager_socket="$SHARED/log.sock" -d mysqlpool.manager_log="$SHARED/manager.log"
if [[ $RUN_OUT == "ok 1 "* ]] && [ ! -s "$W/victim-file" ]; then
  ok "the configured log path is the squatter's symlink to a file of the victim's: not written through"
else
  not_ok "the configured log path is the squatter's symlink: the victim's file got $(wc -c <"$W/victim-file") bytes"
  note "victim: $RUN_OUT"
fi
stop_user_processes "$VICTIM"

# The pool file "<path>.pool-<hash>" taken first by the squatter: refused, and the victim's
# managers keep the cross-manager bound in the victim's run directory (a file of the victim's,
# mode 0600, whose bytes the manager holds with OFD locks), and the log says so.
run_victim -d mysqlpool.manager_socket="$SHARED/pool.sock"
pool_file=$(ls "$SHARED"/pool.sock.pool-* 2>/dev/null | head -n 1)
stop_user_processes "$VICTIM"
rm -f "$SHARED"/pool.sock.*
if [ -n "$pool_file" ]; then
  as_user "$SQUATTER" sh -c "umask 0; : > '$pool_file'"
  : >"$W/victim-log/manager.log"
  run_victim -d mysqlpool.manager_socket="$SHARED/pool.sock"
  kept=$(sed -n 's/.* the bound across this user.s managers is kept in \([^ ]*\) instead.*/\1/p' \
    "$W/victim-log/manager.log" | head -n 1)
  ino=$( [ -n "$kept" ] && stat -c %i "$kept" 2>/dev/null)
  if [[ $RUN_OUT == "ok 1 "* ]] && grep -q "$pool_file.*refusing" "$W/victim-log/manager.log" &&
    [ -n "$ino" ] && [ "$(stat -c '%u %a' "$kept")" = "$VUID 600" ] &&
    [ "$(stat -c %u "$(dirname "$kept")")" = "$VUID" ] && grep -q "OFDLCK.*:$ino " /proc/locks; then
    ok "the pool file is the squatter's: refused, the bound kept in $kept (locked), and logged"
  else
    not_ok "the pool file is the squatter's: refused, and the bound kept in the victim's run directory"
    note "victim: $RUN_OUT; kept: ${kept:-none}"
    grep -i "pool" "$W/victim-log/manager.log" | tail -n 3 | while read -r line; do note "$line"; done
  fi
  stop_user_processes "$VICTIM"
else
  not_ok "the pool file is the squatter's: no pool file beside $SHARED/pool.sock to take"
fi

# 200,000 look-alike names in a shared directory (the squatter's pool-file names; in /dev/shm,
# a tmpfs of mode 1777 like many a /tmp, where they are made in seconds): the manager's start
# (other versions' sockets, the pool files a killed manager left) costs what the victim has,
# not what the directory holds. Timed against the same first request in a calm directory.
FLOOD=$(mktemp -d /dev/shm/mp2u-flood.XXXXXX)
chmod 1777 "$FLOOD"
mkdir -m 1777 "$FLOOD/calm" "$FLOOD/flood"
run_victim -d mysqlpool.manager_socket="$FLOOD/calm/app.sock"
calm_out=$RUN_OUT
stop_user_processes "$VICTIM"
flood_start=$(date +%s.%N)
as_user "$SQUATTER" "$PHP" -r '$d = $argv[1]; for ($i = 0; $i < 200000; $i++) {
  touch(sprintf("%s/app.sock.pool-%016x", $d, $i)); }' "$FLOOD/flood"
note "200,000 names made in $(printf '%.1f' "$(echo "$(date +%s.%N) - $flood_start" | bc)") s"
run_victim -d mysqlpool.manager_socket="$FLOOD/flood/app.sock"
# The victim's own time (new PDO to the row: the manager's start included), not PHP's start.
calm_seconds=$(echo "$calm_out" | cut -d' ' -f3)
flood_seconds=$(echo "$RUN_OUT" | cut -d' ' -f3)
if [[ $RUN_OUT == "ok 1 "* ]] && [[ $calm_out == "ok 1 "* ]] &&
  [ "$(echo "$flood_seconds < $calm_seconds + 0.2" | bc)" = 1 ]; then
  ok "200,000 look-alike names beside a configured path: first request in ${flood_seconds} s (${calm_seconds} s without)"
else
  not_ok "200,000 look-alike names beside a configured path: the first request within 0.2 s of ${calm_seconds:-?} s"
  note "victim: $RUN_OUT; without them: $calm_out"
fi
stop_user_processes "$VICTIM"
rm -rf "$FLOOD"
FLOOD=""

# Nothing the victim did reached the squatter: no connection accepted, no byte.
stop_squatters
if ! grep -qE '^(accept|bytes) ' "$SQUAT_LOG"; then
  ok "nothing reached the squatter's listeners (no connection, no byte)"
else
  not_ok "the squatter's listeners were reached: $(grep -cE '^accept ' "$SQUAT_LOG") connection(s), $(grep -cE '^bytes ' "$SQUAT_LOG") read(s) with bytes"
  grep -E '^(accept|bytes) ' "$SQUAT_LOG" | sort | uniq -c | head -n 5 | while read -r line; do note "$line"; done
fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
