#!/usr/bin/env bash
# Points mysqlpool at a fake, hostile MySQL server (scripts/hostile_server/fake_mysql.php) and checks
# that nothing it does makes the manager or a worker leak a file or the password, crash or hang.
#
#   bash scripts/hostile_server/hostile_server_test.sh
#   MYSQLPOOL_BUILD=DIR bash scripts/hostile_server/hostile_server_test.sh   # DIR/mysqlpool.so (default build/)
#
# The extension of MYSQLPOOL_BUILD (default build/), built there first when missing or stale
# (CMake, -j2; not counted in the test's time). Needs only PHP CLI (scripts/deps.sh): no MariaDB, no
# Python. Everything lives in a mktemp -d directory, removed at exit (kept on failure, or with
# HOSTILE_KEEP=1); the fake servers and the manager this script started are stopped by pid.
#
# Output: one `ok - NAME` / `not ok - NAME: why` line per case, then `N passed, N failed`;
# exits non-zero if any case failed.
#
# Cases (each one scenario of the fake server; see fake_mysql.php):
#   infile-on-connect       the manager's init command is answered by a LOCAL INFILE request
#   infile-on-query         a worker's query is answered by a LOCAL INFILE request (expect 2068)
#   infile-etc-passwd       the same for /etc/passwd
#   infile-outside-directory, infile-symlink-in-directory   the handle allows a directory
#                           (LOCAL_INFILE_DIRECTORY); the server asks for a file outside it, or
#                           for a symlink inside it that points outside (expect 2068, no bytes)
#   infile-allowed          control: LOCAL_INFILE => true, the file does arrive (the checks
#                           above would see a leak)
#   cleartext-auth-switch   AuthSwitchRequest to mysql_clear_password over plain TCP
#   dialog-auth-switch      AuthSwitchRequest to dialog, asking for the password
#   sha256-pubkey           AuthSwitchRequest to sha256_password, server hands out its own RSA key
#   garbage-replies/*       malformed replies to a worker's query (five kinds)
#   huge-version, bad-scramble-len, pre41-greeting   malformed handshakes
#   stall-greeting, stall-init                           a server that stops answering
#   stall-rollback          a handle still alive at request end is inside a transaction (its
#                           connection goes back to the manager, which rolls back); the server
#                           never answers that ROLLBACK: the manager gives the connection up
#                           after read_timeout_ms instead of keeping a job thread on it
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"

FAKE="$ROOT/scripts/hostile_server/fake_mysql.php"
PASSWORD='Pw-Hostile-q7Zx3Kw9'   # distinctive: grep-able in the fake server's raw log
START_NS=$(date +%s%N)
passed=0
failed=0
fake_pids=()
TMP=""

# --- the extension -----------------------------------------------------------------------------
if ! suite_so "/tmp/mysqlpool-hostile-build.$$.log"; then
  echo "not ok - extension: $SO_ERR"
  echo "0 passed, 1 failed"
  exit 1
fi
rm -f "/tmp/mysqlpool-hostile-build.$$.log"
START_NS=$(date +%s%N)  # the build not counted in the test's time

TMP=$(mktemp -d /tmp/mysqlpool-hostile.XXXXXX)
MSOCK="$TMP/m.sock"
SECRET_FILE="$TMP/secret-file.txt"
MARKER="SECRET-MARKER-$(od -An -N8 -tx1 /dev/urandom | tr -d ' \n')"
printf 'first line\n%s\nlast line\n' "$MARKER" >"$SECRET_FILE"

cleanup() {
  local pid
  for pid in "${fake_pids[@]}"; do
    kill "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
  done
  stop_manager "$MSOCK"
  if [ "$failed" = 0 ] && [ "${HOSTILE_KEEP:-0}" != 1 ]; then
    rm -rf "$TMP"
  else
    echo "# logs kept in $TMP (CASE.log: fake server events, CASE.log.raw: bytes it received, CASE.out: client, m.log: manager)"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# The worker: connects, runs one query, prints what happened. Never lets an exception escape,
# so any exit code but 0 means a crash (or the timeout).
cat >"$TMP/client.php" <<'EOF'
<?php
[, $port, $password, $sql] = $argv;
// Optional 5th argument: the handle's LOCAL INFILE options, as JSON {"local_infile":bool,"dir":path}.
$infile = json_decode($argv[4] ?? '{}', true);
$options = [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION];
if (isset($infile['local_infile'])) $options[PDO::MYSQL_ATTR_LOCAL_INFILE] = $infile['local_infile'];
if (isset($infile['dir'])) $options[PDO::MYSQL_ATTR_LOCAL_INFILE_DIRECTORY] = $infile['dir'];
// {"keep":true}: the handle is kept in a static property, so it is still alive when the request
// ends (not freed with the globals): its connection is then handed back to the manager, which
// rolls back what it holds (as for a framework's container kept until the end)
final class Keep { public static $pdo; }
$t0 = microtime(true);
try {
    $pdo = new PDO("mysqlpool:host=127.0.0.1;port=$port;dbname=x", 'hostile', $password, $options);
    echo "CONNECTED\n";
    if (!empty($infile['keep'])) Keep::$pdo = $pdo;
    try {
        echo 'VERSION_LEN ', strlen((string)$pdo->getAttribute(PDO::ATTR_SERVER_VERSION)), "\n";
    } catch (PDOException $e) {
        echo "VERSION_EXC\n";
    }
    $rows = $pdo->query($sql)->fetchAll(PDO::FETCH_NUM);
    echo 'ROWS ', json_encode($rows), "\n";
} catch (PDOException $e) {
    echo 'EXC code=', $e->getCode(), ' info=', json_encode($e->errorInfo), ' msg=',
         str_replace("\n", ' ', $e->getMessage()), "\n";
}
printf("ELAPSED_MS %d\n", (microtime(true) - $t0) * 1000);
if (preg_match('/VmHWM:\s+(\d+)/', (string)@file_get_contents('/proc/self/status'), $m)) echo "VMHWM_KB $m[1]\n";
EOF

PHP_ARGS=(-d "extension=$SO" -d "mysqlpool.manager_socket=$MSOCK" -d "mysqlpool.manager_log=$TMP/m.log"
  -d mysqlpool.connect_timeout_ms=2000 -d mysqlpool.read_timeout_ms=3000
  -d mysqlpool.acquire_timeout_ms=3000 -d mysqlpool.manager_idle_exit_s=60)

# start_fake CASE SCENARIO [PATH]: start the fake server (a LOCAL INFILE request asks for PATH,
# default the secret file); sets PORT, FAKE_PID, LOG (its event log).
start_fake() {
  local _
  LOG="$TMP/$1.log"
  rm -f "$TMP/$1.port"
  php "$FAKE" --scenario "$2" --port-file "$TMP/$1.port" --log "$LOG" --secret "${3:-$SECRET_FILE}" \
    --lifetime 40 >"$TMP/$1.fake.err" 2>&1 &
  FAKE_PID=$!
  fake_pids+=("$FAKE_PID")
  for _ in $(seq 1 100); do
    [ -s "$TMP/$1.port" ] && break
    sleep 0.05
  done
  PORT=$(cat "$TMP/$1.port" 2>/dev/null)
  [ -n "$PORT" ]
}
# fake_run CASE SCENARIO [SQL [INFILE-JSON]]: start_fake CASE SCENARIO, then run_client CASE 8
# SQL (default SELECT 1); a fake server that does not start is a `not ok` and a non-zero return.
fake_run() {
  start_fake "$1" "$2" || { not_ok "$1: fake server did not start"; return 1; }
  run_client "$1" 8 "${3:-SELECT 1}" "${4:-}"
}
stop_fake() {
  kill "$FAKE_PID" 2>/dev/null
  wait "$FAKE_PID" 2>/dev/null
}

# run_client CASE SECONDS SQL [INFILE-JSON]: the worker under `timeout`; sets RC, OUT (its
# stdout), ELAPSED (ms).
run_client() {
  local t0 opts=${4:-}
  [ -n "$opts" ] || opts='{}'
  t0=$(date +%s%N)
  timeout -k 2 "$2" php "${PHP_ARGS[@]}" "$TMP/client.php" "$PORT" "$PASSWORD" "$3" "$opts" \
    >"$TMP/$1.out" 2>"$TMP/$1.err"
  RC=$?
  ELAPSED=$((($(date +%s%N) - t0) / 1000000))
  OUT=$(cat "$TMP/$1.out")
}

manager_pid() { manager_pids "$MSOCK" | head -n 1; }
MANAGER_PID=""

# The reasons a case failed, collected by the check functions below.
why=()
# Common checks after a client run: it ended by itself, without a crash, with a PDOException
# (unless $2 = any), and the manager is still the same live process.
common_checks() {
  local name=$1 want=${2:-exception} pid
  if [ "$RC" = 124 ] || [ "$RC" = 137 ]; then
    why+=("client hung (killed by timeout after ${ELAPSED} ms)")
  elif [ "$RC" != 0 ]; then
    why+=("php exited with $RC (crash?): $(tail -c 300 "$TMP/$name.err" | tr '\n' ' ')")
  fi
  if [ "$want" = exception ] && ! grep -q '^EXC ' <<<"$OUT"; then
    why+=("no PDOException (client printed: $(tr '\n' ' ' <<<"$OUT" | cut -c1-200))")
  fi
  pid=$(manager_pid)
  if [ -z "$MANAGER_PID" ]; then
    MANAGER_PID=$pid
  elif [ "$pid" != "$MANAGER_PID" ] || ! kill -0 "$MANAGER_PID" 2>/dev/null; then
    why+=("the manager (pid $MANAGER_PID) died (now: ${pid:-none})")
    MANAGER_PID=$pid
  fi
}
no_secret() {  # no_secret CASE TEXT LABEL
  if grep -a -q -F "$2" "$TMP/$1.log.raw" 2>/dev/null; then
    why+=("$3 reached the fake server")
  fi
}
finish_case() {  # finish_case NAME
  if [ ${#why[@]} = 0 ]; then
    ok "$1"
  else
    local joined
    joined=$(printf '; %s' "${why[@]}")
    echo "not ok - $1: ${joined#; }"
    failed=$((failed + 1))
  fi
  why=()
}
exc_line() { grep -m1 '^EXC ' <<<"$OUT" | cut -c1-220; }

# --- 1. LOCAL INFILE request in answer to the manager's init command ----------------------------
case_infile_on_connect() {
  local n=infile-on-connect
  fake_run "$n" infile-on-connect || return
  common_checks $n
  no_secret $n "$MARKER" "the secret file's marker (Connector/C sent the file: MYSQL_OPT_LOCAL_INFILE is on)"
  # The capability is negotiated for the workers; the manager's own handler refuses the file.
  grep -q 'local_files=1' "$LOG" || why+=("the manager's handshake response lacks CLIENT_LOCAL_FILES (workers can't load files)")
  grep -q 'infile-request' "$LOG" || why+=("the fake server never asked the manager for the file")
  stop_fake
  finish_case $n
}

# --- 2. LOCAL INFILE request in answer to a worker's query -------------------------------------
case_infile_on_query() {
  local n=infile-on-query
  fake_run "$n" infile-on-query || return
  common_checks $n
  no_secret $n "$MARKER" "the secret file's marker"
  if grep -q '^EXC ' <<<"$OUT" && ! grep -q '2068' <<<"$OUT"; then
    why+=("the PDOException is not error 2068: $(exc_line)")
  fi
  grep -q 'infile-request' "$LOG" || why+=("the fake server never got the worker's query")
  stop_fake
  finish_case $n
}

# --- 2b. the same request for files the worker's handle does not allow -------------------------
# case_infile_refused NAME PATH INFILE-JSON WHAT: the server asks the worker for PATH; the handle
# has the LOCAL INFILE options INFILE-JSON; nothing of WHAT may reach the server.
case_infile_refused() {
  local n=$1 path=$2 opts=$3 what=$4
  start_fake "$n" infile-on-query "$path" || { not_ok "$n: fake server did not start"; return; }
  run_client "$n" 8 'SELECT 1' "$opts"
  common_checks "$n"
  no_secret "$n" "$what" "the file's content"
  grep -q 'infile-data len=0$' "$LOG" || why+=("the worker sent file bytes: $(grep -m1 'infile-data' "$LOG")")
  if grep -q '^EXC ' <<<"$OUT" && ! grep -q '2068' <<<"$OUT"; then
    why+=("the PDOException is not error 2068: $(exc_line)")
  fi
  grep -q 'infile-request' "$LOG" || why+=("the fake server never got the worker's query")
  stop_fake
  finish_case "$n"
}

# --- 2c. control: a handle with LOCAL_INFILE => true does send the file ------------------------
case_infile_allowed() {
  local n=infile-allowed
  fake_run "$n" infile-on-query 'SELECT 1' '{"local_infile":true}' || return
  common_checks $n any
  grep -a -q -F "$MARKER" "$TMP/$n.log.raw" 2>/dev/null ||
    why+=("the allowed file did not reach the server: the refusal checks prove nothing ($(grep -m1 'infile-data' "$LOG"))")
  grep -q '^ROWS ' <<<"$OUT" || why+=("the load did not succeed: $(tr '\n' ' ' <<<"$OUT" | cut -c1-200)")
  stop_fake
  finish_case $n
}

# --- 3. AuthSwitchRequest to plugins that hand the password over -------------------------------
case_auth_switch() {  # NAME: cleartext-auth-switch | dialog-auth-switch | sha256-pubkey
  local n=$1
  fake_run "$n" "$n" || return
  common_checks "$n"
  no_secret "$n" "$PASSWORD" "the password (in clear text or decryptable with the server's key)"
  stop_fake
  finish_case "$n"
}

# --- 4. malformed replies to a worker's query --------------------------------------------------
case_garbage() {  # KIND MESSAGE-REGEX DESCRIPTION [MAX-PEAK-RSS-MB]
  local kind=$1 re=$2 n="garbage-replies/$1" max_mb=${4:-} rss
  local f="garbage-$kind"
  start_fake "$f" "garbage-$kind" || { not_ok "$n: fake server did not start"; return; }
  run_client "$f" 8 'SELECT 1'
  common_checks "$f"
  if grep -q '^EXC ' <<<"$OUT" && ! grep -Eqi "$re" <<<"$(exc_line)"; then
    why+=("unclear message (want /$re/): $(exc_line)")
  fi
  # The reply is read into the driver's own memory, outside PHP's memory_limit: a count the
  # server made up must not make the worker allocate for it.
  rss=$(sed -n 's/^VMHWM_KB //p' <<<"$OUT")
  if [ -n "$max_mb" ] && [ -n "$rss" ] && [ "$rss" -gt $((max_mb * 1024)) ]; then
    why+=("the worker grew to $((rss / 1024)) MB peak RSS while the server streamed column definitions ($ELAPSED ms; bound $max_mb MB)")
  fi
  if [ ${#why[@]} = 0 ]; then
    note "$n ($3): $(exc_line | sed 's/.* msg=//' | cut -c1-150) [${ELAPSED} ms, $(sed -n 's/^VMHWM_KB //p' <<<"$OUT") kB peak RSS]"
  fi
  stop_fake
  finish_case "$n"
}

# --- 5. malformed handshakes and stalls --------------------------------------------------------
case_handshake() {  # NAME WANT(exception|any)
  local n=$1 want=$2
  fake_run "$n" "$n" || return
  common_checks "$n" "$want"
  no_secret "$n" "$PASSWORD" "the password"
  if grep -q 'event=short-handshake-response' "$LOG"; then
    why+=("the manager answered with a pre-4.1 handshake response (mysql_old_password scramble of the password, with salt bytes read past the greeting)")
  fi
  note "$n: $(grep -E '^(EXC|ROWS|VERSION_LEN)' "$TMP/$n.out" | tr '\n' ' ' | cut -c1-200)"
  stop_fake
  finish_case "$n"
}

case_stall() {  # NAME: stall-greeting | stall-init
  local n=$1 gave_up=""
  fake_run "$n" "$n" || return
  common_checks "$n"
  if [ "$RC" = 0 ] && [ "$ELAPSED" -gt 8000 ]; then
    why+=("the error took ${ELAPSED} ms (connect_timeout 2 s, acquire_timeout 3 s)")
  fi
  # The manager must give the stalled connection up too, not keep a thread and a slot on it
  # forever: within connect_timeout (2 s) + read_timeout (3 s) + 2 s of slack after the start.
  for _ in $(seq 1 40); do
    if grep -q ' eof' "$LOG"; then gave_up=1; break; fi
    [ $((($(date +%s%N) - START_CASE_NS) / 1000000)) -gt 7000 ] && break
    sleep 0.1
  done
  [ -n "$gave_up" ] || why+=("the manager still holds the stalled connection open 7 s after the attempt began (no read timeout while connecting)")
  stop_fake
  finish_case "$n"
}

case_stall_rollback() {
  local n=stall-rollback gave_up="" t_end
  fake_run "$n" "$n" 'BEGIN' '{"keep":true}' || return
  common_checks "$n" any
  grep -q '^ROWS' <<<"$OUT" || why+=("the client's BEGIN failed: $(tr '\n' ' ' <<<"$OUT" | cut -c1-200)")
  t_end=$(date +%s%N)
  # The request ended in a transaction: the manager rolls back, the server never answers; the
  # manager must close that connection within read_timeout (3 s) + 2 s of slack.
  for _ in $(seq 1 60); do
    if grep -q 'event=stalling-rollback' "$LOG" && grep -q ' eof' "$LOG"; then gave_up=1; break; fi
    [ $((($(date +%s%N) - t_end) / 1000000)) -gt 5000 ] && break
    sleep 0.1
  done
  grep -q 'event=stalling-rollback' "$LOG" || why+=("the manager never sent the ROLLBACK")
  [ -n "$gave_up" ] || why+=("the manager still waits for the ROLLBACK 5 s after the request ended (no read timeout on its own connections)")
  stop_fake
  finish_case "$n"
}

# --- run -----------------------------------------------------------------------------------------
echo "# extension: $SO"
case_infile_on_connect
case_infile_on_query
case_infile_refused infile-etc-passwd /etc/passwd '{}' 'root:'
mkdir -p "$TMP/allowed-dir"
ln -s "$SECRET_FILE" "$TMP/allowed-dir/link-to-secret"
case_infile_refused infile-outside-directory "$SECRET_FILE" "{\"dir\":\"$TMP/allowed-dir\"}" "$MARKER"
case_infile_refused infile-symlink-in-directory "$TMP/allowed-dir/link-to-secret" \
  "{\"dir\":\"$TMP/allowed-dir\"}" "$MARKER"
case_infile_allowed
case_auth_switch cleartext-auth-switch
case_auth_switch dialog-auth-switch
case_auth_switch sha256-pubkey
case_garbage 16m 'closed|connection|lost|gone' 'length header 16 MiB, closed after 10 bytes'
case_garbage colcount 'column|closed|connection|lost|protocol' 'column count 2^40, then up to 10^6 column definitions' 64
case_garbage ok-trunc 'malformed|OK packet|protocol' 'OK packet cut inside a length-encoded integer'
case_garbage field-len 'field length|malformed|row' 'row field length past the packet'
case_garbage seq 'sequence' 'OK with sequence id 7'
case_handshake huge-version any
case_handshake bad-scramble-len exception
case_handshake pre41-greeting exception
START_CASE_NS=$(date +%s%N); case_stall stall-greeting
START_CASE_NS=$(date +%s%N); case_stall stall-init
case_stall_rollback

# --- the manager's log never holds the password -------------------------------------------------
if grep -a -q -F "$PASSWORD" "$TMP/m.log" 2>/dev/null; then
  not_ok "manager-log-no-password: the password is in the manager's log"
else
  ok "manager-log-no-password"
fi

note "runtime $((($(date +%s%N) - START_NS) / 1000000)) ms"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ] && [ "$passed" -gt 0 ]
