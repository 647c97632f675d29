#!/usr/bin/env bash
# mysqlpool against a fake MySQL 8.4 server (scripts/mysql8/fake_mysql8.php): no MySQL 8 can be
# installed on Debian 12, so MySQL 8's authentication paths, TLS and result-set forms are
# checked against a server that speaks them as MySQL 8.4 does.
#
#   bash scripts/mysql8/mysql8_test.sh
#   MYSQLPOOL_BUILD=DIR bash scripts/mysql8/mysql8_test.sh       # DIR/mysqlpool.so, its manager (default build/)
#   MYSQL8_DRIVER=mysql bash scripts/mysql8/mysql8_test.sh       # the same cases on pdo_mysql
#
# The extension of MYSQLPOOL_BUILD (default build/), built there first when missing or stale
# (CMake, -j2). Needs PHP CLI with pcntl and openssl, and openssl (scripts/lib/tls_certs.sh makes the
# certificates). Everything lives in a mktemp -d directory, removed at exit (kept on failure or
# with MYSQL8_KEEP=1); each case has its own fake server and its own manager (own socket
# directory), both stopped by pid at the case's end.
#
# Output: one `ok - NAME` / `not ok - NAME: why` line per case, then `N passed, N failed`;
# exits non-zero if any case failed.
#
# Cases (S = the account's plugin and the server's state, C = what the client gives):
#   sha2-hit-plain-key     S caching_sha2_password, cache hit, no TLS; C SERVER_PUBLIC_KEY:
#                          fast auth, SELECT 1; the server never gets the password in clear
#                          nor a key request
#   sha2-miss-plain-key    cache miss (full authentication), no TLS; C the key: RSA, no key request
#   sha2-miss-plain-nokey  cache miss, no TLS, C nothing: refused, 2061 naming SERVER_PUBLIC_KEY,
#                          nothing in clear, no key request (pdo_mysql asks for the key: it
#                          connects, and only "nothing in clear" is checked for it)
#   sha2-miss-tls, sha2-hit-tls   TLS required by the server; C SSL_CA: the password goes
#                          inside TLS (the server's raw log, the ciphertext, lacks it)
#   sha256-tls, sha256-plain-key  sha256_password over TLS, and with the key
#   native-tls, native-plain   mysql_native_password (an AuthSwitchRequest from the greeting's
#                          caching_sha2_password, as from MySQL 8.4) over TLS, and without TLS
#   wrong-password/*       the paths above with a wrong password: 1045
#   require-tls-plain      the server requires TLS, C gives no TLS option: 3159 (on mysqlpool
#                          also 5010 naming TLS: it refuses the greeting's caching_sha2_password)
#   pool                   2 processes sharing a pool of 1 connection (max_connections=1):
#                          SELECT n, emulated and server-side prepared `SELECT ?` (int and
#                          string), @@version, 25 times each; in the DEPRECATE_EOF form when the
#                          client negotiates CLIENT_DEPRECATE_EOF (noted when it does not)
#   tls-wrong-host         the server's certificate is for db.invalid: refused, "mismatch"
#   change-user-ok, change-user-clear   a pool without a database, a database selected in a
#                          session the pool resets: the manager's COM_CHANGE_USER (own handshake)
#                          authenticated on the same connection; a server that answers it by
#                          asking for the password in clear gets nothing, and the connection
#                          is replaced (mysqlpool only)
#   fake-deprecate-eof     the fake server itself, seen by a raw client that negotiates
#                          DEPRECATE_EOF: text and binary result sets and the prepare reply
#                          in MySQL 8's form (pdo_mysql of PHP 8.2 and Connector/C 3.3 never
#                          negotiate it; mysqlpool's own handshake, for pools with TLS or a key,
#                          does)
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"

FAKE="$ROOT/scripts/mysql8/fake_mysql8.php"
DRIVER=${MYSQL8_DRIVER:-mysqlpool}
USER_NAME=app
PASSWORD='Pw-Mysql8-k4Vd9Qz2'   # distinctive: grep-able in the fake server's logs
WRONG='Wrong-Pw-x8Hc2Lm5'
START_NS=$(date +%s%N)
passed=0
failed=0
TMP=""
FAKE_PID=""
CASE_DIR=""

# --- the extension -----------------------------------------------------------------------------
SO=""
if [ "$DRIVER" = mysqlpool ]; then
  if ! suite_so "/tmp/mysqlpool-mysql8-build.$$.log"; then
    echo "not ok - extension: $SO_ERR"
    echo "0 passed, 1 failed"
    exit 1
  fi
  rm -f "/tmp/mysqlpool-mysql8-build.$$.log"
  START_NS=$(date +%s%N)
elif [ "$DRIVER" != mysql ]; then
  echo "usage: MYSQL8_DRIVER=mysqlpool|mysql $0" >&2
  exit 2
fi

TMP=$(mktemp -d /tmp/mysqlpool-mysql8.XXXXXX)
CERTS="$TMP/certs"
if ! bash "$ROOT/scripts/lib/tls_certs.sh" "$CERTS" >"$TMP/certs.log" 2>&1; then
  echo "not ok - certificates: scripts/lib/tls_certs.sh failed: $(tail -n 3 "$TMP/certs.log" | tr '\n' ' ')"
  echo "0 passed, 1 failed"
  exit 1
fi

end_servers() {  # the current case's fake server and manager, by pid
  if [ -n "$FAKE_PID" ]; then
    kill "$FAKE_PID" 2>/dev/null
    wait "$FAKE_PID" 2>/dev/null
    FAKE_PID=""
  fi
  [ -n "$CASE_DIR" ] && stop_manager "$CASE_DIR/m.sock"
}
cleanup() {
  end_servers
  if [ "$failed" = 0 ] && [ "${MYSQL8_KEEP:-0}" != 1 ]; then
    rm -rf "$TMP"
  else
    echo "# logs kept in $TMP (CASE/server.log: the fake server's events, server.log.raw: bytes it received (ciphertext inside TLS), server.log.plain: what TLS decrypted, *.out: clients, m.log: manager)"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# The client: connects, runs MODE, prints what happened; never lets an exception escape.
#   php client.php DRIVER PORT USER PASSWORD OPTIONS-JSON MODE
# OPTIONS: ca (SSL_CA), key (SERVER_PUBLIC_KEY), pool (DSN max_connections=1 on mysqlpool).
# OPTIONS nodb: the DSN names no database. MODE basic: SELECT 1 and Ssl_version. MODE schema:
# USE and a pinned session, then a second handle's DATABASE(). MODE pool: 25 rounds of SELECT n, emulated and
# server-side prepared SELECT ? (int and string) and @@version; a line per wrong value.
cat >"$TMP/client.php" <<'EOF'
<?php
[, $driver, $port, $user, $password, $json, $mode] = $argv;
$o = json_decode($json, true);
$options = [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION];
if (isset($o['ca'])) $options[PDO::MYSQL_ATTR_SSL_CA] = $o['ca'];
if (isset($o['key'])) $options[PDO::MYSQL_ATTR_SERVER_PUBLIC_KEY] = $o['key'];
$dsn = "$driver:host=127.0.0.1;port=$port" . (empty($o['nodb']) ? ';dbname=app' : '')
    . (!empty($o['pool']) && $driver === 'mysqlpool' ? ';max_connections=1' : '');
try {
    $pdo = new PDO($dsn, $user, $password, $options);
    echo "CONNECTED\n";
    if ($mode === 'basic') {
        echo 'ROWS ', json_encode($pdo->query('SELECT 1')->fetchAll(PDO::FETCH_NUM)), "\n";
        echo 'SSL ', json_encode($pdo->query("SHOW SESSION STATUS LIKE 'Ssl_version'")->fetchAll(PDO::FETCH_NUM)), "\n";
    } elseif ($mode === 'schema') {
        // A database selected in a session the pool can't keep (a user variable pins it): the
        // next handle of the pool, which has none, must see none (DATABASE() NULL).
        $pdo->exec('USE app');
        $pdo->exec('SET @pin = 1');
        echo 'DB1 ', json_encode($pdo->query('SELECT DATABASE()')->fetchColumn()), "\n";
        $pdo = null;
        $pdo = new PDO($dsn, $user, $password, $options);
        echo 'DB2 ', json_encode($pdo->query('SELECT DATABASE()')->fetchColumn()), "\n";
    } else {
        $bad = 0;
        $check = function (string $what, $got, $want) use (&$bad) {
            if ($got !== $want) { $bad++; echo "WRONG $what: got ", json_encode($got), ' want ', json_encode($want), "\n"; }
        };
        for ($i = 1; $i <= 25; $i++) {
            $n = getmypid() * 100 + $i;
            $check("SELECT $n", $pdo->query("SELECT $n")->fetchAll(PDO::FETCH_NUM), [[$n]]);
            $pdo->setAttribute(PDO::ATTR_EMULATE_PREPARES, true);
            $st = $pdo->prepare('SELECT ?');
            $st->execute(["e$n"]);
            $check('emulated SELECT ?', $st->fetchAll(PDO::FETCH_NUM), [["e$n"]]);
            $pdo->setAttribute(PDO::ATTR_EMULATE_PREPARES, false);
            $st = $pdo->prepare('SELECT ?');
            $st->bindValue(1, $n, PDO::PARAM_INT);
            $st->execute();
            $check('prepared SELECT ? (int)', $st->fetchAll(PDO::FETCH_NUM), [[$n]]);
            $st->execute(["s$n"]);
            $check('prepared SELECT ? (string)', $st->fetchAll(PDO::FETCH_NUM), [["s$n"]]);
            $check('SELECT @@version', $pdo->query('SELECT @@version')->fetchColumn(), '8.4.3');
        }
        echo "DONE wrong=$bad\n";
    }
} catch (PDOException $e) {
    echo 'EXC code=', $e->getCode(), ' msg=', str_replace("\n", ' ', $e->getMessage()), "\n";
}
EOF

# The raw client of fake-deprecate-eof: negotiates CLIENT_DEPRECATE_EOF (and SESSION_TRACK),
# authenticates with the caching_sha2_password fast path, checks each packet's form.
cat >"$TMP/raw_client.php" <<'EOF'
<?php
[, $port, $user, $password] = $argv;
$s = stream_socket_client("tcp://127.0.0.1:$port", $errno, $errstr, 5) or exit("FAIL connect: $errstr\n");
stream_set_timeout($s, 5);
$seq = 0;
function rd($s): string {
    global $seq;
    $get = function (int $n) use ($s): string {
        for ($b = ''; strlen($b) < $n; $b .= $c) if (($c = fread($s, $n - strlen($b))) === '' || $c === false) exit("FAIL connection ended\n");
        return $b;
    };
    $h = $get(4);
    $seq = ord($h[3]) + 1;
    $len = unpack('V', substr($h, 0, 3) . "\0")[1];
    return $len ? $get($len) : '';
}
function wr($s, string $p, ?int $at = null): void {
    global $seq;
    fwrite($s, substr(pack('V', strlen($p)), 0, 3) . chr($at ?? $seq) . $p);
}
function want(string $what, bool $ok, string $got): void {
    if (!$ok) exit("FAIL $what: got " . bin2hex($got) . "\n");
}
$g = rd($s);
$at = strpos($g, "\0", 1) + 5;                       // version, thread id
$scramble = substr($g, $at, 8);
$caps = unpack('v', substr($g, $at + 9, 2))[1] | (unpack('v', substr($g, $at + 14, 2))[1] << 16);
want('greeting: MySQL caps (LONG_PASSWORD set, MariaDB extended caps zero, no CLIENT_SSL)',
     ($caps & 1) && substr($g, $at + 17, 10) === str_repeat("\0", 10) && !($caps & 0x800), $g);
$scramble .= substr($g, $at + 27, 12);
$caps = 0x8 | 0x200 | 0x8000 | 0x20000 | 0x80000 | 0x200000 | 0x800000 | 0x1000000;
$h1 = hash('sha256', $password, true);
$auth = $h1 ^ hash('sha256', hash('sha256', $h1, true) . $scramble, true);
wr($s, pack('V', $caps) . pack('V', 1 << 24) . chr(255) . str_repeat("\0", 23) . "$user\0" . chr(32) . $auth
       . "app\0caching_sha2_password\0");
$p = rd($s); want('fast auth success 01 03', $p === "\x01\x03", $p);
$p = rd($s); want('OK after auth', $p[0] === "\x00", $p);
wr($s, "\x03SELECT 7", 0);
$p = rd($s); want('column count 1', $p === "\x01", $p);
$p = rd($s); want('column definition', substr($p, 0, 4) === "\x03def", $p);
$p = rd($s); want('the row right after the column definitions (no EOF)', $p === "\x017", $p);
$p = rd($s); want('result set ended by an OK with header 0xFE (7+ bytes, not a 5-byte EOF)', $p[0] === "\xFE" && strlen($p) >= 7, $p);
wr($s, "\x16SELECT ?", 0);
$p = rd($s); want('prepare OK: 1 column, 1 parameter', $p[0] === "\x00" && substr($p, 5, 4) === "\x01\x00\x01\x00", $p);
$id = substr($p, 1, 4);
$p = rd($s); want('parameter definition', substr($p, 0, 4) === "\x03def", $p);
$p = rd($s); want('column definition right after it (no EOF)', substr($p, 0, 4) === "\x03def", $p);
wr($s, "\x17" . $id . "\x00\x01\x00\x00\x00" . "\x00" . "\x01" . "\x08\x00" . pack('q', 9), 0);
$p = rd($s); want('execute: column count 1', $p === "\x01", $p);
$p = rd($s); want('execute: column definition', substr($p, 0, 4) === "\x03def", $p);
$p = rd($s); want('binary row 9 (no EOF before it)', $p === "\x00\x00" . pack('q', 9), $p);
$p = rd($s); want('binary result set ended by an OK with header 0xFE', $p[0] === "\xFE" && strlen($p) >= 7, $p);
wr($s, "\x01", 0);
echo "PASS\n";
EOF

# --- helpers ---------------------------------------------------------------------------------------
# new_case NAME: its directory (CASE_DIR), fresh.
new_case() {
  CASE_DIR="$TMP/$1"
  mkdir -p "$CASE_DIR"
}
# start_fake ARGS...: the fake server for the current case; sets PORT, FAKE_PID, LOG, PUBKEY.
start_fake() {
  local _
  LOG="$CASE_DIR/server.log"
  PUBKEY="$CASE_DIR/pub.pem"
  rm -f "$CASE_DIR/port"
  php "$FAKE" --port-file "$CASE_DIR/port" --log "$LOG" --user "$USER_NAME" --password "$PASSWORD" \
    --pubkey-out "$PUBKEY" --lifetime 120 "$@" >"$CASE_DIR/fake.err" 2>&1 &
  FAKE_PID=$!
  for _ in $(seq 1 100); do
    [ -s "$CASE_DIR/port" ] && break
    sleep 0.05
  done
  PORT=$(cat "$CASE_DIR/port" 2>/dev/null)
  [ -n "$PORT" ]
}
TLS_ARGS=(--tls-cert "$CERTS/server.pem" --tls-key "$CERTS/server.key" --require-tls)

# run_client NAME PASSWORD OPTIONS-JSON [MODE]: the client under `timeout` (for mysqlpool with
# the case's own manager); sets RC, OUT.
run_client() {
  local php_args=()
  if [ "$DRIVER" = mysqlpool ]; then
    php_args=(-d "extension=$SO" -d "mysqlpool.manager_socket=$CASE_DIR/m.sock"
      -d "mysqlpool.manager_log=$CASE_DIR/m.log" -d mysqlpool.connect_timeout_ms=3000
      -d mysqlpool.read_timeout_ms=5000 -d mysqlpool.acquire_timeout_ms=5000 -d mysqlpool.manager_idle_exit_s=60)
  fi
  timeout -k 2 30 php "${php_args[@]}" "$TMP/client.php" "$DRIVER" "$PORT" "$USER_NAME" "$2" "$3" "${4:-basic}" \
    >"$CASE_DIR/$1.out" 2>"$CASE_DIR/$1.err"
  RC=$?
  OUT=$(cat "$CASE_DIR/$1.out")
}

why=()
finish_case() {  # finish_case NAME: ok, or not ok with the reasons collected in why
  end_servers
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
exc_line() { grep -m1 '^EXC ' <<<"$OUT" | cut -c1-240; }
ran() {  # ran NAME: the client ended by itself
  if [ "$RC" = 124 ] || [ "$RC" = 137 ]; then why+=("client hung (killed by timeout)")
  elif [ "$RC" != 0 ]; then why+=("php exited with $RC: $(tail -c 300 "$CASE_DIR/$1.err" | tr '\n' ' ')"); fi
}
connected() {  # connected NAME [SSL]: connected, SELECT 1 gave [[1]], Ssl_version as given
  ran "$1"
  if ! grep -q '^CONNECTED' <<<"$OUT"; then
    why+=("not connected: $(exc_line)$(grep -m1 'event=err' "$LOG" | sed 's/^/; server: /')")
    return
  fi
  grep -qxF 'ROWS [[1]]' <<<"$OUT" || why+=("SELECT 1: $(grep -m1 '^ROWS\|^EXC' <<<"$OUT")")
  grep -qxF "SSL [[\"Ssl_version\",\"${2:-}\"]]" <<<"$OUT" || why+=("Ssl_version: $(grep -m1 '^SSL\|^EXC' <<<"$OUT")")
}
refused() {  # refused NAME CODE-REGEX [MESSAGE-REGEX]
  ran "$1"
  if grep -q '^CONNECTED' <<<"$OUT"; then why+=("connected; want error $2"); return; fi
  grep -Eq "^EXC code=($2) " <<<"$OUT" || why+=("not error $2: $(exc_line)")
  if [ -n "${3:-}" ] && ! grep '^EXC ' <<<"$OUT" | grep -Eqi "$3"; then why+=("message lacks /$3/: $(exc_line)"); fi
}
auth_path() {  # auth_path PATH: the server authenticated this way
  grep -q "event=auth result=ok path=$1 " "$LOG" ||
    why+=("the server did not authenticate by $1: $(grep -m1 'event=auth\|event=err' "$LOG" | cut -d' ' -f3-)")
}
nothing_in_clear() {  # the password never crossed the network in clear; the key was never asked for
  if grep -a -q -F "$PASSWORD" "$LOG.raw"; then why+=("the password crossed the network in clear"); fi
  if grep -q 'event=cleartext-without-tls' "$LOG"; then why+=("the client sent a password in clear without TLS"); fi
  if [ "${1:-}" != key-ok ] && grep -q 'event=pubkey-requested' "$LOG"; then
    why+=("the client asked the server for its public key")
  fi
}
inside_tls() {  # inside_tls PATH: a TLS 1.3 session; on tls-clear the password arrived in it
  grep -q 'event=tls protocol=TLSv1.3' "$LOG" || why+=("no TLS 1.3 session")
  if [ "$1" = tls-clear ] && ! grep -a -q -F "$PASSWORD" "$LOG.plain"; then
    why+=("the password did not arrive inside TLS")
  fi
}

# --- cases -----------------------------------------------------------------------------------------
# good_case NAME PATH SSL CLIENT-OPTIONS SERVER-ARGS...: the right password connects by PATH.
good_case() {
  local n=$1 path=$2 ssl=$3 opts=$4
  shift 4
  new_case "$n"
  start_fake "$@" || { why+=("fake server did not start: $(cat "$CASE_DIR/fake.err")"); finish_case "$n"; return; }
  run_client client "$PASSWORD" "${opts//@KEY@/$PUBKEY}"
  connected client "$ssl"
  auth_path "$path"
  nothing_in_clear
  [ -n "$ssl" ] && inside_tls "$path"
  finish_case "$n"
}
# wrong_case NAME CLIENT-OPTIONS SERVER-ARGS...: a wrong password gets 1045.
wrong_case() {
  local n="wrong-password/$1" opts=$2
  shift 2
  new_case "$n"
  start_fake "$@" || { why+=("fake server did not start"); finish_case "$n"; return; }
  run_client client "$WRONG" "${opts//@KEY@/$PUBKEY}"
  refused client 1045 'Access denied'
  nothing_in_clear
  grep -a -q -F "$WRONG" "$LOG.raw" && why+=("the wrong password crossed the network in clear")
  finish_case "$n"
}

CA="{\"ca\":\"$CERTS/ca.pem\"}"
KEY='{"key":"@KEY@"}'

case_nokey() {
  local n=sha2-miss-plain-nokey
  new_case $n
  start_fake --cache miss || { why+=("fake server did not start"); finish_case $n; return; }
  run_client client "$PASSWORD" '{}'
  if [ "$DRIVER" = mysqlpool ]; then
    refused client 2061 'SERVER_PUBLIC_KEY'
    nothing_in_clear
  else
    ran client
    nothing_in_clear key-ok
    note "$n on pdo_mysql: $(grep -m1 '^CONNECTED\|^EXC' <<<"$OUT"), key requested: $(grep -c 'event=pubkey-requested' "$LOG")"
  fi
  finish_case $n
}

case_require_tls_plain() {
  local n=require-tls-plain
  new_case $n
  start_fake "${TLS_ARGS[@]}" || { why+=("fake server did not start"); finish_case $n; return; }
  run_client client "$PASSWORD" '{}'
  if [ "$DRIVER" = mysqlpool ]; then  # mysqlpool refuses caching_sha2_password over TCP at the greeting
    refused client '3159|5010' 'insecure transport|TLS'
  else
    refused client 3159 'insecure transport'
  fi
  nothing_in_clear
  finish_case $n
}

case_wrong_host() {
  local n=tls-wrong-host
  new_case $n
  start_fake --tls-cert "$CERTS/wronghost.pem" --tls-key "$CERTS/wronghost.key" --require-tls ||
    { why+=("fake server did not start"); finish_case $n; return; }
  run_client client "$PASSWORD" "$CA"
  if [ "$DRIVER" = mysqlpool ]; then
    refused client '[0-9]+' 'mismatch'
  else  # mysqlnd says "Cannot connect to MySQL using SSL" (its warning: "did not match")
    refused client 2002 'SSL'
  fi
  grep -q 'event=handshake-response' "$LOG" && why+=("the client went on past the TLS handshake")
  nothing_in_clear
  finish_case $n
}

# A server whose TLS stops at 1.2: mysqlpool speaks TLS 1.3 only and says so (pdo_mysql
# connects with TLS 1.2). Checked on mysqlpool only.
case_tls12() {
  local n=tls12-only-refused
  new_case $n
  start_fake "${TLS_ARGS[@]}" --tls12-only ||
    { why+=("fake server did not start"); finish_case $n; return; }
  run_client client "$PASSWORD" "$CA"
  refused client 2026 'TLS 1.3 only'
  grep -q 'event=handshake-response' "$LOG" && why+=("the client went on past the TLS handshake")
  nothing_in_clear
  finish_case $n
}

case_pool() {
  local n=pool pids=() i accepts prepares executes
  new_case $n
  start_fake --cache hit || { why+=("fake server did not start"); finish_case $n; return; }
  for i in 1 2; do
    run_client "client$i" "$PASSWORD" "{\"key\":\"$PUBKEY\",\"pool\":true}" pool &
    pids+=($!)
  done
  for i in "${pids[@]}"; do wait "$i"; done
  for i in 1 2; do
    OUT=$(cat "$CASE_DIR/client$i.out")
    grep -q '^DONE wrong=0$' <<<"$OUT" ||
      why+=("process $i: $(grep -m2 '^WRONG\|^EXC\|^DONE' <<<"$OUT" | tr '\n' ' ' | cut -c1-300)")
  done
  grep -q 'event=prepare .*params=1' "$LOG" || why+=("no server-side prepare of SELECT ? reached the server")
  grep -q 'event=resultset protocol=binary' "$LOG" || why+=("no binary result set was sent")
  nothing_in_clear
  accepts=$(grep -c 'event=accept' "$LOG")
  # Statements stay prepared on their connection for both processes: `SELECT ?` (the one
  # statement with a parameter) once per connection, where pdo_mysql prepares it at every
  # prepare() (25 per process). The client's `SELECT n` are 50 distinct texts, each prepared.
  prepares=$(grep -c 'event=prepare .*params=1 ' "$LOG")
  executes=$(grep -c 'event=execute ' "$LOG")
  if [ "$DRIVER" = mysqlpool ] && [ "$prepares" -gt "$accepts" ]; then
    why+=("SELECT ? prepared $prepares times on $accepts connection(s): prepared again on a connection that kept it")
  fi
  note "$n: SELECT ? prepared $prepares time(s) for 100 executes; $(grep -c 'event=prepare ' "$LOG") COM_STMT_PREPARE and $executes COM_STMT_EXECUTE in all, $accepts connection(s)"
  if [ "$DRIVER" = mysqlpool ] && [ "$accepts" -gt 1 ]; then
    note "$n: the server accepted $accepts connections for a pool of 1 (one at a time is all the pool promises)"
  fi
  if grep -q 'event=handshake-response.* deprecate_eof=1' "$LOG"; then
    grep -q 'event=resultset .*form=eof ' "$LOG" && why+=("a result set in the EOF form after DEPRECATE_EOF was negotiated")
    note "$n: DEPRECATE_EOF negotiated; result sets in MySQL 8's OK-terminated form"
  elif grep -q 'event=handshake-response' "$LOG"; then
    note "$n: the client did not negotiate CLIENT_DEPRECATE_EOF (caps $(grep -m1 -o 'event=handshake-response caps=0x[0-9a-f]*' "$LOG" | cut -d= -f3)): result sets in the EOF form"
  fi
  finish_case $n
}

# change-user-ok, change-user-clear: a pool without a database (own handshake: the key), the
# first handle's USE in a session pinned by a user variable: the manager's reset is a
# COM_CHANGE_USER, and the second handle sees no database. ok: the server authenticates it
# (fast path) on the same connection (1 accepted). clear (hostile): the server answers it with
# an AuthSwitchRequest to mysql_clear_password; the manager sends nothing back (the password
# never in clear), the connection is closed ("cleaning it failed") and another opened.
case_change_user() {
  local mode=$1 n=change-user-$1 accepts
  new_case $n
  start_fake --cache hit --change-user "$mode" || { why+=("fake server did not start"); finish_case $n; return; }
  run_client client "$PASSWORD" "{\"key\":\"$PUBKEY\",\"pool\":true,\"nodb\":true}" schema
  ran client
  grep -qxF 'DB1 "app"' <<<"$OUT" || why+=("first handle: $(grep -m1 '^DB1\|^EXC' <<<"$OUT")")
  grep -qxF 'DB2 null' <<<"$OUT" || why+=("second handle: $(grep -m1 '^DB2\|^EXC' <<<"$OUT")")
  grep -q "event=change-user user=$USER_NAME db= plugin=caching_sha2_password " "$LOG" ||
    why+=("no COM_CHANGE_USER to no database reached the server")
  nothing_in_clear
  accepts=$(grep -c 'event=accept' "$LOG")
  if [ "$mode" = ok ]; then
    [ "$(grep -c 'event=auth result=ok path=fast ' "$LOG")" = 2 ] ||
      why+=("want 2 fast authentications (connect, COM_CHANGE_USER)")
    [ "$accepts" = 1 ] || why+=("$accepts connections accepted: want the same one")
  else
    grep -q 'event=change-user-clear-reply len=none' "$LOG" ||
      why+=("the manager answered the switch to mysql_clear_password: $(grep -m1 'change-user-clear-reply' "$LOG")")
    [ "$accepts" = 2 ] || why+=("$accepts connections accepted: want the refused one replaced")
    grep -q 'closing the connection: cleaning it failed' "$CASE_DIR/m.log" ||
      why+=("the manager's log does not say the clean-up failed")
  fi
  finish_case $n
}

case_fake_deprecate_eof() {
  local n=fake-deprecate-eof
  new_case $n
  start_fake --cache hit || { why+=("fake server did not start"); finish_case $n; return; }
  OUT=$(timeout 10 php "$TMP/raw_client.php" "$PORT" "$USER_NAME" "$PASSWORD" 2>&1)
  [ "$OUT" = PASS ] || why+=("$(head -c 300 <<<"$OUT")")
  finish_case $n
}

# --- run -------------------------------------------------------------------------------------------
echo "# driver: $DRIVER${SO:+ ($SO)}"
good_case sha2-hit-plain-key fast '' "$KEY" --cache hit
good_case sha2-miss-plain-key rsa '' "$KEY" --cache miss
case_nokey
good_case sha2-miss-tls tls-clear TLSv1.3 "$CA" --cache miss "${TLS_ARGS[@]}"
good_case sha2-hit-tls fast TLSv1.3 "$CA" --cache hit "${TLS_ARGS[@]}"
good_case sha256-tls tls-clear TLSv1.3 "$CA" --plugin sha256_password "${TLS_ARGS[@]}"
good_case sha256-plain-key rsa '' "$KEY" --plugin sha256_password
good_case native-tls native TLSv1.3 "$CA" --plugin mysql_native_password "${TLS_ARGS[@]}"
good_case native-plain native '' '{}' --plugin mysql_native_password
wrong_case sha2-hit-plain-key "$KEY" --cache hit
wrong_case sha2-miss-plain-key "$KEY" --cache miss
wrong_case sha2-miss-tls "$CA" --cache miss "${TLS_ARGS[@]}"
wrong_case sha256-tls "$CA" --plugin sha256_password "${TLS_ARGS[@]}"
wrong_case sha256-plain-key "$KEY" --plugin sha256_password
wrong_case native-tls "$CA" --plugin mysql_native_password "${TLS_ARGS[@]}"
case_require_tls_plain
case_pool
case_wrong_host
[ "$DRIVER" = mysqlpool ] && case_tls12
if [ "$DRIVER" = mysqlpool ]; then case_change_user ok; case_change_user clear; fi
case_fake_deprecate_eof

if [ "$DRIVER" = mysqlpool ]; then
  if cat "$TMP"/*/m.log "$TMP"/*/*/m.log 2>/dev/null | grep -a -q -F -e "$PASSWORD" -e "$WRONG"; then
    not_ok "manager-log-no-password: a password is in a manager's log"
  else
    ok "manager-log-no-password"
  fi
fi

note "runtime $((($(date +%s%N) - START_NS) / 1000000)) ms"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ] && [ "$passed" -gt 0 ]
