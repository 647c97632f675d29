#!/usr/bin/env bash
# TLS to the server: mysqlpool against a private MariaDB that requires TLS
# (--require-secure-transport=ON), with certificates made fresh by scripts/lib/tls_certs.sh.
#
#   bash scripts/tls/tls_test.sh                          # build/ (built there first when stale)
#   MYSQLPOOL_BUILD=DIR bash scripts/tls/tls_test.sh      # DIR/mysqlpool.so, its manager beside it
#   TLS_TEST_DRIVER=mysql bash scripts/tls/tls_test.sh    # the cases on pdo_mysql, where they mean
#       something without a pool (a, b, c, d): checks the suite itself; e, f, g, the difftest
#       and the faults are then not run
#
# Two servers (scripts/lib/mariadb.sh, in the temp dir, stopped at the end): S1 requires TLS
# (server.pem; max_allowed_packet 64M); S2 offers TLS without requiring it, its certificate files
# swapped and reloaded with FLUSH SSL (good, wrong host, expired), and serves the plaintext
# control of case d. Every case has its own manager (mysqlpool.manager_socket in the temp dir),
# stopped by pid at its end. PHP connects with `mysqlpool:` DSNs and pdo_mysql's TLS attributes.
#
# Cases:
#   a  plaintext to S1 is refused (pdo_mysql, and mysqlpool) while TLS with the same user works
#   b  SSL_CA: Ssl_version is TLSv1.3; 8 PHP CLI processes at once, 200 statements each (rows of
#      a table, INSERTs, server-side and emulated prepared statements with parameters, 1 MiB
#      result rows, 5 MiB statements), pool of 2: every result checked; the server never had more
#      than 2 sessions of the pool's user (PROCESSLIST every 50 ms, Max_used_connections)
#   c  refused with the reason, `[2026] mysqlpool: TLS ...`: wrong CA (other-ca.pem), expired
#      server certificate, wrong host; connects: the good certificate on S2, and
#      SSL_VERIFY_SERVER_CERT => false with the wrong CA or the expired certificate (pdo_mysql's
#      rule: no verification at all)
#      An account that REQUIREs X509: refused without SSL_CERT/SSL_KEY, served with them.
#   d  no plaintext on the wire: one PHP process and the manager it starts run under strace -f
#      (every read/write/send/recv syscall, -xx, whole buffers); a statement carrying one marker
#      and a row holding another (inserted over a root connection) never appear in any buffer;
#      the same run in plaintext to S2 does show both (the check works)
#   e  a worker SIGKILLed while blocked in a read of a 20 MB result row, and one blocked in the
#      write of a 16 MiB statement (stopped with SIGSTOP until /proc/PID/syscall shows that
#      syscall on a socket, then SIGKILL), pool of 1: 3 processes' statements then all succeed
#      with the right values, closed_dead_holder counts both, the server holds at most 1 session
#   f  the manager SIGKILLed: a process that outlives it and new processes work on a new manager,
#      over TLS 1.3
#   g  the TLS settings are part of the pool key: SSL_CA of the same CA at two paths gives two
#      pools, the same path twice one
#   h  TLS keys retired by record count (RFC 8446 5.5): core_tests' PoolTls.* (beside the
#      extension, built if missing) with the threshold lowered in its process, and a connection
#      of a pool without a database handed back with one selected: reset to none by the own
#      handshake's COM_CHANGE_USER (the same session, DATABASE() NULL after); the plain GoogleTest runs
#      (scripts/gtest/gtest.sh) leave them out, so this is where they are counted
#   difftest  scripts/difftest/difftest.sh with DIFFTEST_TLS_DIR (seed 1, statement:1 and
#      transaction:2, ~2,000 statements): both drivers over TLS, every result compared
#   faults    scripts/faults/faults.sh with FAULTS_TLS_DIR, its own TLS server: worker-kill/
#      mid-result, manager-kill/load, db-restart (over TCP and TLS); one check, every fault line
#      of it counted (manager-kill/load's too, as in the test command's faults step)
#
# Installs strace and openssl with apt-get if missing. Output: `ok - ...` / `not ok - ...` per
# check, `#` notes, last `N passed, N failed`; exit non-zero on any failure. For its time: the
# test command's summary table (docs/RESULTS.md). The temp dir is removed unless something
# failed or TLS_TEST_KEEP=1.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"  # stop_manager, manager_pids, stop_pid, build_so, sampler_*, check_bound

passed=0
failed=0
T_BEGIN=$(date +%s)
DRIVER=${TLS_TEST_DRIVER:-mysqlpool}
case $DRIVER in mysqlpool|mysql) ;; *) echo "tls_test.sh: TLS_TEST_DRIVER is mysqlpool or mysql" >&2; exit 2 ;; esac
bg_pids=()
MSOCKS=()
TMP=$(mktemp -d /tmp/mp-tls.XXXXXX)
KEPT_LOGS="m-*.log (managers), *.out (clients), *.strace, difftest.log, faults.log, db*/err.log"

cleanup() {
  local pid s
  for pid in "${bg_pids[@]}"; do
    kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
  done
  for s in "${MSOCKS[@]}"; do stop_manager "$s"; done
  bash "$ROOT/scripts/lib/mariadb.sh" stop "$TMP/db1" >/dev/null 2>&1
  bash "$ROOT/scripts/lib/mariadb.sh" stop "$TMP/db2" >/dev/null 2>&1
  rm -rf "$TMP/db1/data" "$TMP/db2/data" "$TMP/db1-failed/data" "$TMP/db2-failed/data"
  if [ "$failed" = 0 ] && [ "${TLS_TEST_KEEP:-0}" != 1 ]; then
    rm -rf "$TMP"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

bail() {  # WHY: a setup step failed; nothing else can run
  not_ok "$1"
  tap_finish
}

# --- what it needs ---------------------------------------------------------------------------
missing=()
command -v strace >/dev/null || missing+=(strace)
command -v openssl >/dev/null || missing+=(openssl)
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
  note "installing ${missing[*]}"
  { $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q &&
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"; } \
    >"$TMP/apt.log" 2>&1 || { tail -n 20 "$TMP/apt.log" | sed 's/^/# | /'; bail "apt-get install ${missing[*]}"; }
fi

# --- the extension -----------------------------------------------------------------------------
SO=""
if [ "$DRIVER" = mysqlpool ]; then
  suite_so "$TMP/build.log" || bail "extension and mysqlpool-manager ($SO_ERR)"
  php -d extension="$SO" -r 'exit(in_array("mysqlpool", PDO::getAvailableDrivers(), true) ? 0 : 1);' \
    >"$TMP/load.log" 2>&1 || { sed 's/^/# | /' "$TMP/load.log"; bail "$SO loads"; }
  note "extension $SO"
else
  note "TLS_TEST_DRIVER=mysql: the cases run on pdo_mysql; e, f, g, the difftest and the faults do not run"
fi

# --- certificates and servers -----------------------------------------------------------------
CERTS=$TMP/certs
bash "$ROOT/scripts/lib/tls_certs.sh" "$CERTS" >"$TMP/certs.log" 2>&1 || { sed 's/^/# | /' "$TMP/certs.log"; bail "certificates (tls_certs.sh)"; }
CA=$CERTS/ca.pem
# S2's certificate: files swapped, then FLUSH SSL (s2_cert NAME)
mkdir -p "$TMP/s2cert"
cp "$CERTS/server.pem" "$TMP/s2cert/cur.pem"
cp "$CERTS/server.key" "$TMP/s2cert/cur.key"

S1_ARGS="--ssl-ca=$CA --ssl-cert=$CERTS/server.pem --ssl-key=$CERTS/server.key --require-secure-transport=ON
  --max-allowed-packet=64M"
S2_ARGS="--ssl-ca=$CA --ssl-cert=$TMP/s2cert/cur.pem --ssl-key=$TMP/s2cert/cur.key --max-allowed-packet=64M"
# both at once (each start is mostly mariadb-install-db); one that failed is tried once more alone
# (seen once: "Could not remove temporary table '/tmp/#sql-temptable-...'" in mariadb-install-db)
MARIADB_EXTRA_ARGS=$S1_ARGS bash "$ROOT/scripts/lib/mariadb.sh" start "$TMP/db1" >"$TMP/db1.log" 2>&1 &
# shellcheck disable=SC2034  # read as ${!pid_var}
s1_start=$!
MARIADB_EXTRA_ARGS=$S2_ARGS bash "$ROOT/scripts/lib/mariadb.sh" start "$TMP/db2" >"$TMP/db2.log" 2>&1 &
s2_start=$!
for s in 1 2; do
  pid_var=s${s}_start
  args_var=S${s}_ARGS
  wait "${!pid_var}" && continue
  note "S$s did not start: $(grep -m1 -E 'ERROR|failed' "$TMP/db$s/install.log" "$TMP/db$s.log" 2>/dev/null | head -c 200); once more"
  bash "$ROOT/scripts/lib/mariadb.sh" stop "$TMP/db$s" >/dev/null 2>&1
  mv "$TMP/db$s" "$TMP/db$s-failed"
  if ! MARIADB_EXTRA_ARGS=${!args_var} bash "$ROOT/scripts/lib/mariadb.sh" start "$TMP/db$s" >"$TMP/db$s.log" 2>&1; then
    sed 's/^/# | /' "$TMP/db$s.log"
    [ "$s" = 1 ] && wait "$s2_start"
    bail "S$s started"
  fi
done
# shellcheck disable=SC1091
source "$TMP/db1/env.sh"
P1=$MYSQLPOOL_TEST_PORT
P2=$(sed -n 's/^export MYSQLPOOL_TEST_PORT=//p' "$TMP/db2/env.sh")
S1_ROOT=$TMP/db1/mysqld.sock
S2_ROOT=$TMP/db2/mysqld.sock
root1() { mariadb --no-defaults --protocol=socket --socket="$S1_ROOT" -uroot "$@"; }
root2() { mariadb --no-defaults --protocol=socket --socket="$S2_ROOT" -uroot "$@"; }
note "S1 (TLS required) 127.0.0.1:$P1, S2 (TLS offered) 127.0.0.1:$P2; certificates in $CERTS"

# s2_cert NAME: S2 serves CERTS/NAME.pem from now on (FLUSH SSL re-reads the files).
s2_cert() {
  cp "$CERTS/$1.pem" "$TMP/s2cert/cur.pem" && cp "$CERTS/$1.key" "$TMP/s2cert/cur.key" && root2 -e 'FLUSH SSL'
}

for r in root1 root2; do
  $r mysqlpool_test >"$TMP/schema.log" 2>&1 <<'SQL' || { sed 's/^/# | /' "$TMP/schema.log"; bail "tables created ($r)"; }
CREATE TABLE tls_items (id INT PRIMARY KEY, name VARCHAR(40) NOT NULL, hash CHAR(32) NOT NULL);
INSERT INTO tls_items SELECT seq, CONCAT('item-', seq), MD5(seq) FROM seq_1_to_1000;
CREATE TABLE tls_log (id INT AUTO_INCREMENT PRIMARY KEY, proc INT NOT NULL, i INT NOT NULL, v VARCHAR(64) NOT NULL);
CREATE TABLE tls_mark (id INT PRIMARY KEY, v VARCHAR(64) NOT NULL);
SQL
done

# --- the PHP client ----------------------------------------------------------------------------
# php client.php MODE ARGS... ; the connection from the environment: C_DRIVER (mysqlpool|mysql),
# C_PORT, C_POOL, C_MAX (max_connections), C_OPTS ("SSL_CA=/path;SSL_VERIFY_SERVER_CERT=false":
# PDO::MYSQL_ATTR_* names). Prints one JSON line (never a marker of case d).
cat >"$TMP/client.php" <<'PHP'
<?php
declare(strict_types=1);
function cfg(string $k, string $d = ''): string { $v = getenv($k); return ($v === false || $v === '') ? $d : $v; }
function opts(): array {
    $o = [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION];
    foreach (array_filter(explode(';', cfg('C_OPTS'))) as $kv) {
        [$k, $v] = explode('=', $kv, 2);
        $o[constant("PDO::MYSQL_ATTR_$k")] = $v === 'true' ? true : ($v === 'false' ? false : $v);
    }
    return $o;
}
function dsn(): string {
    $drv = cfg('C_DRIVER', 'mysqlpool');
    $d = sprintf('%s:host=127.0.0.1;port=%s;dbname=mysqlpool_test', $drv, cfg('C_PORT'));
    if ($drv === 'mysqlpool') {
        $d .= ';pool=' . cfg('C_POOL', 'tls') . ';acquire_timeout_ms=20000';
        if (cfg('C_MAX') !== '') $d .= ';max_connections=' . cfg('C_MAX');
    }
    return $d;
}
function connect(array $extra = []): PDO {
    return new PDO(dsn(), 'mysqlpool', 'mysqlpool-pw', $extra + opts());
}
function ssl(PDO $p): string {
    return (string)($p->query("SHOW SESSION STATUS LIKE 'Ssl_version'")->fetch(PDO::FETCH_NUM)[1] ?? '');
}
function out(array $r): void { echo json_encode($r), "\n"; }
function err(Throwable $e): array {
    $code = $e instanceof PDOException ? ($e->errorInfo[1] ?? $e->getCode()) : $e->getCode();
    return ['ok' => false, 'code' => $code, 'msg' => $e->getMessage()];
}
// the pool's entries of mysqlpool_stats() (names "user@host:port/db (POOL)", then flags such as " [tls]")
function pool_stats(string $pool): array {
    if (!function_exists('mysqlpool_stats')) return [];
    $re = '/ \(' . preg_quote($pool, '/') . '\)( \[[^\]]*\])*$/';
    return array_values(array_filter(mysqlpool_stats(), fn($e) => (bool)preg_match($re, $e['pool'])));
}
// one checked statement of the mixes (case b, e, f); throws on a wrong answer
function one(PDO $p, PDO $sp, int $proc, int $i, int &$inserts): void {
    if ($i % 50 === 7) {            // a 1 MiB result row
        $c = chr(65 + ($proc + $i) % 26);
        $v = $p->query("SELECT REPEAT('$c', 1048576) AS big, $i AS i")->fetch(PDO::FETCH_NUM);
        if ($v[0] !== str_repeat($c, 1048576) || (int)$v[1] !== $i) throw new RuntimeException("1 MiB row $i wrong (" . strlen((string)$v[0]) . ' bytes)');
        return;
    }
    if ($i % 50 === 33) {           // a 5 MiB statement
        $s = str_repeat(sprintf('%02d-%03d|', $proc, $i), intdiv(5 << 20, 7));
        $v = $p->query("SELECT MD5('$s'), LENGTH('$s')")->fetch(PDO::FETCH_NUM);
        if ($v[0] !== md5($s) || (int)$v[1] !== strlen($s)) throw new RuntimeException("5 MiB statement $i: " . json_encode($v));
        return;
    }
    switch ($i % 4) {
        case 0:                     // rows of a table
            $from = random_int(1, 990);
            $rows = $p->query("SELECT id, name, hash FROM tls_items WHERE id BETWEEN $from AND " . ($from + 9) . ' ORDER BY id')->fetchAll(PDO::FETCH_NUM);
            if (count($rows) !== 10) throw new RuntimeException("rows from $from: " . count($rows));
            foreach ($rows as $k => [$id, $name, $hash]) {
                $w = $from + $k;
                if ((int)$id !== $w || $name !== "item-$w" || $hash !== md5((string)$w)) throw new RuntimeException("row $w: $id $name $hash");
            }
            return;
        case 1:                     // an INSERT
            $n = $p->exec("INSERT INTO tls_log (proc, i, v) VALUES ($proc, $i, 'v-$proc-$i')");
            if ($n !== 1 || (int)$p->lastInsertId() < 1) throw new RuntimeException("insert $i: $n rows, id " . $p->lastInsertId());
            $inserts++;
            return;
        case 2:                     // a server-side prepared statement with parameters
            $id = random_int(1, 1000);
            $st = $sp->prepare('SELECT id, name FROM tls_items WHERE id = ? AND hash = ?');
            $st->execute([$id, md5((string)$id)]);
            $r = $st->fetchAll(PDO::FETCH_NUM);
            if (count($r) !== 1 || (int)$r[0][0] !== $id || $r[0][1] !== "item-$id") throw new RuntimeException("prepared $id: " . json_encode($r));
            return;
        default:                    // an emulated one, named parameters, a string to quote
            $t = "it's \\ \"$proc-$i\"";
            $st = $p->prepare('SELECT :a + :b AS s, :t AS t');
            $st->execute([':a' => $i, ':b' => $proc, ':t' => $t]);
            $r = $st->fetch(PDO::FETCH_NUM);
            if ((int)$r[0] !== $i + $proc || $r[1] !== $t) throw new RuntimeException("emulated $i: " . json_encode($r));
    }
}
$mode = $argv[1] ?? '';
try {
    switch ($mode) {
        case 'probe':               // connect, Ssl_version
            $p = connect();
            out(['ok' => true, 'ssl' => ssl($p), 'stats_tls' => pool_stats(cfg('C_POOL', 'tls'))[0]['tls'] ?? null]);
            break;
        case 'load':                // PROC N: the mix of case b
        case 'check':
            [$proc, $n] = [(int)$argv[2], (int)$argv[3]];
            $p = connect();
            $sp = connect([PDO::ATTR_EMULATE_PREPARES => false]);
            $ssl = [ssl($p), ssl($sp)];
            $inserts = 0;
            $errors = [];
            for ($i = 0; $i < $n; $i++) {
                try {
                    one($p, $sp, $proc, $i, $inserts);
                } catch (Throwable $e) {
                    if (count($errors) < 5) $errors[] = "$i: " . substr($e->getMessage(), 0, 300);
                    else $errors[5] = '...';
                }
            }
            $logged = (int)$p->query("SELECT COUNT(*) FROM tls_log WHERE proc = $proc")->fetchColumn();
            $ssl[] = ssl($p);
            out(['ok' => !$errors && $logged === $inserts, 'n' => $n, 'inserts' => $inserts, 'logged' => $logged,
                 'ssl' => array_values(array_unique($ssl)), 'errors' => $errors]);
            break;
        case 'marker':              // M1 M2: a statement with marker 1, the row holding marker 2
            $p = connect();
            $m1 = 'mp-marker-' . $argv[2];
            $got = $p->query("SELECT '$m1' AS m")->fetchColumn();
            $row = $p->query('SELECT v FROM tls_mark WHERE id = 1')->fetchColumn();
            $ssl = ssl($p);
            out(['ok' => $got === $m1 && $row === 'mp-row-' . $argv[3], 'statement_back' => $got === $m1,
                 'row_right' => $row === 'mp-row-' . $argv[3], 'ssl' => $ssl]);
            break;
        case 'bigread':             // PROGRESS: a 20 MB row, over and over, until killed
            $p = connect();
            for ($k = 1; ; $k++) {
                $v = $p->query("SELECT REPEAT('x', 20000000)")->fetchColumn();
                if (strlen($v) !== 20000000) { out(['ok' => false, 'msg' => 'short row ' . strlen($v)]); exit(1); }
                file_put_contents($argv[2], "$k\n");
            }
        case 'bigwrite':            // PROGRESS: a 16 MiB statement, over and over, until killed
            $p = connect();
            $s = str_repeat('y', 16 << 20);
            for ($k = 1; ; $k++) {
                $v = (int)$p->query("SELECT LENGTH('$s')")->fetchColumn();
                if ($v !== 16 << 20) { out(['ok' => false, 'msg' => "length $v"]); exit(1); }
                file_put_contents($argv[2], "$k\n");
            }
        case 'stats':               // POOL: attach, print the pool's mysqlpool_stats()
            $p = connect();
            out(['ok' => true, 'pools' => pool_stats($argv[2])]);
            break;
        case 'hold':                // READY GO: a query, wait for GO, 30 checked statements
            $p = connect();
            $sp = connect([PDO::ATTR_EMULATE_PREPARES => false]);
            $before = ssl($p);
            file_put_contents($argv[2], "ready\n");
            for ($t = 0; !file_exists($argv[3]) && $t < 1200; $t++) usleep(50000);
            $inserts = 0;
            for ($i = 0; $i < 30; $i++) one($p, $sp, 90, $i, $inserts);
            out(['ok' => true, 'ssl' => [$before, ssl($p), ssl($sp)]]);
            break;
        case 'keys':                // POOL CA1 CA2: handles with SSL_CA CA1, CA1, CA2 -> pools
            $h = [];
            $counts = [];
            foreach ([$argv[3], $argv[3], $argv[4]] as $ca) {
                $h[] = $x = connect([PDO::MYSQL_ATTR_SSL_CA => $ca]);
                $x->query('SELECT 1')->fetchAll();
                $counts[] = count(pool_stats($argv[2]));
            }
            out(['ok' => true, 'pools_after_each' => $counts, 'ssl' => array_map('ssl', $h)]);
            break;
        default:
            fwrite(STDERR, "client.php: unknown mode '$mode'\n");
            exit(2);
    }
} catch (Throwable $e) {
    $r = err($e);
    if ($mode === 'marker') $r['msg'] = str_replace([$argv[2], $argv[3]], '<marker>', $r['msg']);
    out($r);
}
PHP

# client CASE OUT MODE ARGS...: the client with the extension and the case's manager (socket
# TMP/m-CASE.sock, log TMP/m-CASE.log), its JSON line into TMP/OUT.out. C_* from the caller's
# environment (C_DRIVER defaults to DRIVER).
PHP_TIMEOUT=120
client() {
  local case=$1 out=$2
  shift 2
  client_cmd "$case"
  C_DRIVER=${C_DRIVER:-$DRIVER} timeout -k 5 "$PHP_TIMEOUT" "${CMD[@]}" "$@" >"$TMP/$out.out" 2>"$TMP/$out.err"
}
# client_cmd CASE: CMD = php with the extension (mysqlpool) and the case's manager, and client.php
client_cmd() {
  local sock=$TMP/m-$1.sock
  CMD=(php)
  if [ -n "$SO" ]; then
    [[ " ${MSOCKS[*]} " == *" $sock "* ]] || MSOCKS+=("$sock")
    CMD+=(-d "extension=$SO" -d "mysqlpool.manager_socket=$sock" -d "mysqlpool.manager_log=$TMP/m-$1.log"
      -d mysqlpool.manager_idle_exit_s=120)
  fi
  CMD+=("$TMP/client.php")
}
# field OUT KEY: a field of TMP/OUT.out's JSON (var_export; arrays as JSON).
field() {
  # shellcheck disable=SC2016
  php -r '$j = json_decode((string)@file_get_contents($argv[1]), true); $v = $j[$argv[2]] ?? null;
    echo is_array($v) ? json_encode($v) : (is_bool($v) ? ($v ? "true" : "false") : (string)$v);' "$TMP/$1.out" "$2"
}
# show OUT: the JSON line (and stderr) of a client, shortened, as a note
show() { note "  $1: $(head -c 600 "$TMP/$1.out") $(head -c 300 "$TMP/$1.err" | tr '\n' ' ')"; }
# done_case CASE: stop the case's manager (by pid, in the background: a manager takes ~1.5 s to
# go); wait_stops waits for those stops.
stop_jobs=()
done_case() {
  stop_manager "$TMP/m-$1.sock" &
  stop_jobs+=("$!")
}
wait_stops() {
  [ ${#stop_jobs[@]} -gt 0 ] && wait "${stop_jobs[@]}" 2>/dev/null
  stop_jobs=()
}
tls13() { [ "$(field "$1" ssl)" = TLSv1.3 ]; }
S1TLS="SSL_CA=$CA"

# --- a. plaintext refused ------------------------------------------------------------------------
note "=== a. plaintext to S1 ($(($(date +%s) - T_BEGIN)) s in)"
C_DRIVER=mysql C_PORT=$P1 C_OPTS="" client a a-plain-pdo probe
C_DRIVER=mysql C_PORT=$P1 C_OPTS="$S1TLS" client a a-tls-pdo probe
# MariaDB 10.11 answers a plaintext login under require_secure_transport with 1045
if [ "$(field a-plain-pdo ok)" = false ] && [ "$(field a-tls-pdo ok)" = true ] && tls13 a-tls-pdo; then
  ok "a: pdo_mysql in plaintext to S1 is refused ($(field a-plain-pdo code): $(field a-plain-pdo msg | cut -c1-100)); with SSL_CA the same user gets TLSv1.3"
else
  not_ok "a: pdo_mysql in plaintext to S1 refused, with SSL_CA TLSv1.3"; show a-plain-pdo; show a-tls-pdo
fi
if [ "$DRIVER" = mysqlpool ]; then
  C_PORT=$P1 C_POOL=a-plain C_OPTS="" client a a-plain-mp probe
  if [ "$(field a-plain-mp ok)" = false ]; then
    ok "a: mysqlpool without TLS options to S1 is refused too ($(field a-plain-mp code): $(field a-plain-mp msg | cut -c1-140))"
  else
    not_ok "a: mysqlpool without TLS options to S1 is refused"; show a-plain-mp
  fi
  done_case a
fi

# --- b. TLS 1.3 under concurrency, pool of 2 ----------------------------------------------------
note "=== b. 8 processes x 200 statements, pool of 2 ($(($(date +%s) - T_BEGIN)) s in)"
C_PORT=$P1 C_POOL=b C_MAX=2 C_OPTS="$S1TLS" client b b-probe probe
if [ "$(field b-probe ok)" = true ] && tls13 b-probe; then
  ok "b: SSL_CA: the pooled session's Ssl_version is TLSv1.3"
else
  not_ok "b: SSL_CA: the pooled session's Ssl_version is TLSv1.3"; show b-probe
fi
if [ "$DRIVER" = mysqlpool ]; then
  # what mysqlpool_stats() says of the pool's connections (e.g. "TLSv1.3 TLS_AES_256_GCM_SHA384")
  b_stats_tls=$(field b-probe stats_tls)
  check "b: mysqlpool_stats() of the pool: tls '$b_stats_tls'" test "${b_stats_tls%% *}" = TLSv1.3
fi
MAX_CONN=2
[ "$DRIVER" = mysql ] && MAX_CONN=8
if sampler_run "$TMP/b" --socket "$S1_ROOT" --user mysqlpool --interval-ms 50 --max-s 120; then
  bg_pids+=("$sampler_pid")
  b_pids=()
  t0=$(date +%s.%N)
  for p in 1 2 3 4 5 6 7 8; do
    C_PORT=$P1 C_POOL=b C_MAX=2 C_OPTS="$S1TLS" client b "b-$p" load "$p" 200 &
    b_pids+=("$!")
    bg_pids+=("$!")
  done
  wait "${b_pids[@]}"
  b_secs=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
  touch "$TMP/b.stop"
  wait "$sampler_pid"
  SAMPLER_OUT=$(cat "$TMP/b.sampler")
  b_bad=0
  for p in 1 2 3 4 5 6 7 8; do
    if [ "$(field "b-$p" ok)" != true ] || [ "$(field "b-$p" ssl)" != '["TLSv1.3"]' ]; then
      b_bad=$((b_bad + 1)); show "b-$p"
    fi
  done
  check "b: 8 processes x 200 statements (rows, INSERTs, prepared, 1 MiB rows, 5 MiB statements) in $b_secs s: every result right, every session TLSv1.3 ($b_bad processes wrong)" \
    test "$b_bad" = 0
  if [ "$b_bad" = 8 ]; then
    not_ok "b: the pool's bound (no process ran)"
  elif [ "$DRIVER" = mysqlpool ]; then
    check_bound b
  else
    note "b: (pdo_mysql: one connection per process, no bound to check; sampled max $(json_field "$SAMPLER_OUT" app_max))"
  fi
else
  not_ok "b: the connection sampler started ($(cat "$TMP/b.sampler.err" "$TMP/b.ready" 2>/dev/null | head -c 300))"
fi
done_case b

# --- c. certificates refused (and pdo_mysql's verify=false) --------------------------------------
note "=== c. wrong CA, expired, wrong host ($(($(date +%s) - T_BEGIN)) s in)"
# c_case NAME PORT OPTS WANT: WANT "connect", or a regex of the reason
c_case() {
  local name=$1 port=$2 opts=$3 want=$4 msg
  # one manager for the case; a pool per check
  C_PORT=$port C_POOL="c-$name" C_OPTS=$opts client c "c-$name" probe
  msg=$(field "c-$name" msg)
  if [ "$want" = connect ]; then
    if [ "$(field "c-$name" ok)" = true ] && tls13 "c-$name"; then
      ok "c: $name: connects, TLSv1.3"
    else
      not_ok "c: $name: connects, TLSv1.3"; show "c-$name"
    fi
  elif [ "$DRIVER" = mysql ]; then
    # pdo_mysql words it its own way: refused is what is checked
    check "c: $name: refused (pdo_mysql: $(field "c-$name" code) ${msg:0:120})" test "$(field "c-$name" ok)" = false
  elif [ "$(field "c-$name" ok)" = false ] && [[ "$msg" == "SQLSTATE[HY000] [2026] mysqlpool: TLS "* ]] && [[ "$msg" =~ $want ]]; then
    ok "c: $name: refused: ${msg:0:200}"
  else
    not_ok "c: $name: refused with 'SQLSTATE[HY000] [2026] mysqlpool: TLS ...' and /$want/"; show "c-$name"
  fi
}
c_case wrong-ca "$P1" "SSL_CA=$CERTS/other-ca.pem" 'unable to get local issuer certificate|self-signed certificate in certificate chain'
c_case wrong-ca-verify-false "$P1" "SSL_CA=$CERTS/other-ca.pem;SSL_VERIFY_SERVER_CERT=false" connect
c_case s2-good "$P2" "$S1TLS" connect
if s2_cert expired; then
  c_case expired "$P2" "$S1TLS" 'certificate has expired'
  c_case expired-verify-false "$P2" "$S1TLS;SSL_VERIFY_SERVER_CERT=false" connect
else
  not_ok "c: S2 serves the expired certificate (FLUSH SSL)"
fi
if s2_cert wronghost; then
  c_case wrong-host "$P2" "$S1TLS" 'hostname mismatch|IP address mismatch'
else
  not_ok "c: S2 serves the wrong-host certificate (FLUSH SSL)"
fi
s2_cert server || not_ok "c: S2 serves its good certificate again"
# A client certificate (SSL_CERT + SSL_KEY) where the account requires one (REQUIRE X509 on S1
# for these two checks): without it the server refuses the login, with it mysqlpool connects.
if root1 -e "ALTER USER 'mysqlpool'@'%' REQUIRE X509"; then
  C_PORT=$P1 C_POOL=c-no-client-cert C_OPTS="$S1TLS" client c c-no-client-cert probe
  if [ "$(field c-no-client-cert ok)" = false ] && [ "$(field c-no-client-cert code)" = 1045 ]; then
    ok "c: an account that requires a client certificate: refused without one (1045)"
  else
    not_ok "c: an account that requires a client certificate: refused without one (1045)"; show c-no-client-cert
  fi
  c_case client-cert "$P1" "$S1TLS;SSL_CERT=$CERTS/client.pem;SSL_KEY=$CERTS/client.key" connect
  root1 -e "ALTER USER 'mysqlpool'@'%' REQUIRE NONE" || not_ok "c: REQUIRE NONE again"
else
  not_ok "c: ALTER USER ... REQUIRE X509"
fi
done_case c

# --- d. no plaintext on the wire -----------------------------------------------------------------
note "=== d. strace of a client and its manager ($(($(date +%s) - T_BEGIN)) s in)"
# hexneedle TEXT: TEXT as strace -xx prints a buffer (\x6d\x70...)
hexneedle() { printf '%s' "$1" | od -An -v -tx1 | tr -d ' \n' | sed 's/../\\x&/g'; }
# d_run TAG PORT OPTS ROOTFN: the marker client under strace -f (it starts its manager, which is
# traced too); markers in TMP/TAG.strace looked for. Sets D_M1, D_M2 (occurrences).
d_run() {
  local tag=$1 port=$2 opts=$3 rootfn=$4 m1 m2 spid i
  m1=$(od -An -N8 -tx1 /dev/urandom | tr -d ' \n')
  m2=$(od -An -N8 -tx1 /dev/urandom | tr -d ' \n')
  $rootfn mysqlpool_test -e "REPLACE INTO tls_mark VALUES (1, 'mp-row-$m2')"
  client_cmd "$tag"
  # the markers only in argv: never in a file this process reads, nor in what it prints
  C_DRIVER=$DRIVER C_PORT=$port C_POOL="$tag" C_OPTS=$opts \
    strace -f -e trace=write,writev,sendto,sendmsg,read,readv,recvfrom,recvmsg -xx -s 100000 \
    -o "$TMP/$tag.strace" "${CMD[@]}" marker "$m1" "$m2" >"$TMP/$tag.out" 2>"$TMP/$tag.err" &
  spid=$!
  bg_pids+=("$spid")
  for i in $(seq 1 300); do
    [ -s "$TMP/$tag.out" ] && break
    kill -0 "$spid" 2>/dev/null || break
    sleep 0.1
  done
  sleep 0.3
  # strace -f ends when the manager it traces does
  [ -n "$SO" ] && stop_manager "$TMP/m-$tag.sock"
  for i in $(seq 1 100); do kill -0 "$spid" 2>/dev/null || break; sleep 0.1; done
  kill -0 "$spid" 2>/dev/null && { note "d: strace $spid still running; killed"; kill -KILL "$spid"; }
  wait "$spid" 2>/dev/null
  D_PIDS=$(awk '{ print $1 }' "$TMP/$tag.strace" | sort -u | wc -l)
  D_M1=$(grep -cF "$(hexneedle "$m1")" "$TMP/$tag.strace")
  D_M2=$(grep -cF "$(hexneedle "$m2")" "$TMP/$tag.strace")
  D_SOCKIO=$(grep -cE '^[0-9]+ +(sendto|recvfrom|sendmsg|recvmsg|read|write)\(' "$TMP/$tag.strace")
}
d_run d-tls "$P1" "$S1TLS" root1
if [ "$(field d-tls ok)" = true ] && tls13 d-tls; then
  ok "d: the marker client over TLS got both markers back, TLSv1.3"
else
  not_ok "d: the marker client over TLS got both markers back, TLSv1.3"; show d-tls
fi
d_ran=$([ "$(field d-tls ok)" = true ] && echo 1 || echo 0)
check "d: over TLS no buffer of any read/write/send/recv of the client or its manager holds the statement's marker ($D_M1 lines) or the row's ($D_M2 lines) ($D_PIDS processes/threads, $D_SOCKIO such syscalls traced; the client's queries $([ "$d_ran" = 1 ] && echo ran || echo "did not run"))" \
  test "$D_M1" = 0 -a "$D_M2" = 0 -a "$D_SOCKIO" -gt 0 -a "$d_ran" = 1
d_run d-plain "$P2" "" root2
if [ "$(field d-plain ok)" = true ] && [ "$(field d-plain ssl)" = "" ] && [ "$D_M1" -gt 0 ] && [ "$D_M2" -gt 0 ]; then
  ok "d: control: in plaintext to S2 the same check finds the statement's marker ($D_M1 lines) and the row's ($D_M2)"
else
  not_ok "d: control: in plaintext to S2 the same check finds both markers (got $D_M1 and $D_M2 lines; Ssl_version '$(field d-plain ssl)')"; show d-plain
fi

# --- e. a worker SIGKILLed mid-record --------------------------------------------------------------
# stop_in_syscall PID read|write: SIGSTOP PID until /proc/PID/syscall shows it in that direction's
# I/O on a socket, then SIGKILL it; tries 20 ms apart (SIGCONT between), at most 2,000 tries.
# "In I/O" is a read/recv (or write/send) whose first argument is a socket fd, or a poll/ppoll
# on one pollfd (how transport.cpp waits: MSG_DONTWAIT, then poll) whose fd is a socket and whose
# events ask POLLIN (or POLLOUT); the pollfd is read from /proc/PID/mem while PID is stopped.
# A worker writing a 16 MiB statement over TLS spends most of a round in user space (the text,
# its classification, the sealing) and is caught in about one try of 40-80 here; on a slower
# machine it waits in poll for the server to read, which is why poll counts. A bound in tries,
# not seconds: a 20 s clock once gave up after 665 tries on a slow machine (fresh clone 28).
# (Reading /proc/PID/syscall without stopping PID does not help: a syscall still copying shows
# as "running".) Sets E_HOW ("read on socket:[...]" or why not).
declare -A SYSNO=([0]=read [1]=write [7]=poll [19]=readv [20]=writev [44]=sendto [45]=recvfrom [46]=sendmsg [47]=recvmsg [271]=ppoll)
declare -A IO_DIR=([none]=none [poll]=none [ppoll]=none [read]=read [readv]=read [recvfrom]=read [recvmsg]=read [write]=write [writev]=write [sendto]=write [sendmsg]=write)
# poll_fd PID ADDR MASK: the fd of the pollfd at ADDR in PID's memory if its events have MASK
poll_fd() {
  local w
  read -r -a w < <(dd if="/proc/$1/mem" bs=8 count=1 iflag=skip_bytes skip="$2" 2>/dev/null | od -An -td4 -w8)
  [ "${#w[@]}" = 2 ] && (((w[1] & 0xffff) & $3)) && echo "${w[0]}"
}
stop_in_syscall() {
  local pid=$1 dir=$2 i nr a1 a2 name fd target how mask
  mask=$([ "$dir" = read ] && echo 1 || echo 4)  # POLLIN, POLLOUT
  for ((i = 1; i <= 2000; i++)); do
    kill -STOP "$pid" 2>/dev/null || { E_HOW="exited before the kill"; return 1; }
    sleep 0.005
    nr=x a1=0 a2=0
    read -r nr a1 a2 _ <"/proc/$pid/syscall" 2>/dev/null
    name=${SYSNO[${nr:-x}]:-none}  # "running" when caught outside a syscall
    fd=
    if [ "${IO_DIR[$name]:-}" = "$dir" ]; then
      fd=$((a1)) how="$name($fd)"
    elif [ "$name" = poll ] || [ "$name" = ppoll ] && [ "$((a2))" = 1 ]; then
      fd=$(poll_fd "$pid" "$((a1))" "$mask") how="$name(fd $fd, $([ "$mask" = 1 ] && echo POLLIN || echo POLLOUT))"
    fi
    if [ -n "$fd" ]; then
      target=$(readlink "/proc/$pid/fd/$fd" 2>/dev/null)
      if [[ "$target" == socket:* ]]; then
        kill -KILL "$pid"
        E_HOW="SIGKILLed stopped in $how on $target, try $i"
        return 0
      fi
    fi
    kill -CONT "$pid"
    sleep 0.02
  done
  E_HOW="never seen in $dir I/O on a socket in 2,000 tries"
  kill -KILL "$pid" 2>/dev/null
  return 1
}
if [ "$DRIVER" = mysqlpool ]; then
  note "=== e. workers SIGKILLed mid-record, pool of 1 ($(($(date +%s) - T_BEGIN)) s in)"
  ekills=0
  for what in read write; do
    client_cmd e
    mode=$([ "$what" = read ] && echo bigread || echo bigwrite)
    C_DRIVER=mysqlpool C_PORT=$P1 C_POOL=e C_MAX=1 C_OPTS="$S1TLS" "${CMD[@]}" "$mode" "$TMP/e-$what.progress" \
      >"$TMP/e-$what.out" 2>"$TMP/e-$what.err" &
    epid=$!
    bg_pids+=("$epid")
    for i in $(seq 1 300); do [ -s "$TMP/e-$what.progress" ] && break; kill -0 "$epid" 2>/dev/null || break; sleep 0.05; done
    if [ ! -s "$TMP/e-$what.progress" ]; then
      not_ok "e: the $mode worker got going (a first full round)"; show "e-$what"
      kill -KILL "$epid" 2>/dev/null
    elif stop_in_syscall "$epid" "$what"; then
      ok "e: a worker $([ "$what" = read ] && echo "reading a 20 MB result row" || echo "writing a 16 MiB statement") $E_HOW (after $(cat "$TMP/e-$what.progress") full rounds)"
      ekills=$((ekills + 1))
    else
      not_ok "e: a worker $what-blocked on its TLS socket SIGKILLed ($E_HOW)"; show "e-$what"
    fi
    wait "$epid" 2>/dev/null
  done 2>/dev/null  # not bash's "Killed" line for each victim (the victims' stderr goes to their .err)
  e_pids=()
  for p in 1 2 3; do
    C_PORT=$P1 C_POOL=e C_MAX=1 C_OPTS="$S1TLS" client e "e-after-$p" check "$((10 + p))" 60 &
    e_pids+=("$!")
    bg_pids+=("$!")
  done
  wait "${e_pids[@]}"
  e_bad=0
  for p in 1 2 3; do
    if [ "$(field "e-after-$p" ok)" != true ] || [ "$(field "e-after-$p" ssl)" != '["TLSv1.3"]' ]; then e_bad=$((e_bad + 1)); show "e-after-$p"; fi
  done
  check "e: then 3 processes x 60 statements on the same pool of 1: all right, all TLSv1.3 ($e_bad processes wrong)" test "$e_bad" = 0
  C_PORT=$P1 C_POOL=e C_MAX=1 C_OPTS="$S1TLS" client e e-stats stats e
  # shellcheck disable=SC2016
  dead=$(php -r '$j = json_decode(file_get_contents($argv[1]), true); echo $j["pools"][0]["closed_dead_holder"] ?? "?";' "$TMP/e-stats.out")
  check "e: mysqlpool_stats() closed_dead_holder = $dead for $ekills killed holders" test "$dead" = "$ekills"
  wait_stops
  sess=$(root1 -N -e "SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE USER = 'mysqlpool'")
  check "e: S1 holds $sess session(s) of the pool's user for the pool of 1 (the killed holders' connections closed; $ekills killed)" \
    test "$sess" -le 1 -a "$ekills" -gt 0
  done_case e

  # --- f. the manager SIGKILLed --------------------------------------------------------------------
  note "=== f. manager SIGKILLed ($(($(date +%s) - T_BEGIN)) s in)"
  client_cmd f
  C_DRIVER=mysqlpool C_PORT=$P1 C_POOL=f C_MAX=2 C_OPTS="$S1TLS" "${CMD[@]}" hold "$TMP/f.ready" "$TMP/f.go" >"$TMP/f-hold.out" 2>"$TMP/f-hold.err" &
  hpid=$!
  bg_pids+=("$hpid")
  for i in $(seq 1 200); do [ -s "$TMP/f.ready" ] && break; sleep 0.05; done
  m1=$(manager_pids "$TMP/m-f.sock" | head -n 1)
  if [ -n "$m1" ] && [ -s "$TMP/f.ready" ]; then
    kill -KILL "$m1"
    for i in $(seq 1 50); do kill -0 "$m1" 2>/dev/null || break; sleep 0.05; done
    touch "$TMP/f.go"
    wait "$hpid"
    C_PORT=$P1 C_POOL=f C_MAX=2 C_OPTS="$S1TLS" client f f-new-1 check 21 40 &
    f1=$!
    C_PORT=$P1 C_POOL=f C_MAX=2 C_OPTS="$S1TLS" client f f-new-2 check 22 40
    wait "$f1"
    m2=$(manager_pids "$TMP/m-f.sock" | head -n 1)
    if [ "$(field f-hold ok)" = true ] && [ "$(field f-hold ssl)" = '["TLSv1.3","TLSv1.3","TLSv1.3"]' ]; then
      ok "f: a process that outlived manager $m1 (SIGKILL) runs 30 more statements, all right, TLSv1.3"
    else
      not_ok "f: a process that outlived manager $m1 (SIGKILL) runs 30 more statements, all right, TLSv1.3"; show f-hold
    fi
    if [ "$(field f-new-1 ok)" = true ] && [ "$(field f-new-2 ok)" = true ] &&
       [ "$(field f-new-1 ssl)" = '["TLSv1.3"]' ] && [ "$(field f-new-2 ssl)" = '["TLSv1.3"]' ] && [ -n "$m2" ] && [ "$m2" != "$m1" ]; then
      ok "f: 2 new processes x 40 statements on a new manager ($m2): all right, TLSv1.3"
    else
      not_ok "f: 2 new processes x 40 statements on a new manager (${m2:-none}): all right, TLSv1.3"; show f-new-1; show f-new-2
    fi
  else
    not_ok "f: a first process connected and its manager found (manager '${m1:-}')"; show f-hold
    kill -KILL "$hpid" 2>/dev/null
  fi
  done_case f

  # --- g. TLS settings in the pool key --------------------------------------------------------------
  note "=== g. pool key ($(($(date +%s) - T_BEGIN)) s in)"
  mkdir -p "$TMP/ca-copy"
  cp "$CA" "$TMP/ca-copy/ca.pem"
  C_PORT=$P1 C_POOL=g C_OPTS="" client g g keys g "$CA" "$TMP/ca-copy/ca.pem"
  if [ "$(field g ok)" = true ] && [ "$(field g pools_after_each)" = '[1,1,2]' ] && [ "$(field g ssl)" = '["TLSv1.3","TLSv1.3","TLSv1.3"]' ]; then
    ok "g: SSL_CA $CA twice: one pool; the same CA at another path: a second pool (mysqlpool_stats() pools after each handle: $(field g pools_after_each))"
  else
    not_ok "g: SSL_CA at two paths gives two pools, the same path one (want pools after each handle [1,1,2])"; show g
  fi
  done_case g

  # --- h. TLS keys retired by record count ----------------------------------------------------------
  # The GoogleTest beside the extension (built if missing), with the threshold lowered in its
  # process: a connection whose read key alone, then write key alone, reached it is not leased
  # again (core/tests/manager/pool_test.cpp, PoolTls.*).
  note "=== h. keys retired by record count ($(($(date +%s) - T_BEGIN)) s in)"
  H_DIR=$BUILD
  if [ ! -x "$H_DIR/core_tests" ] && [ -f "$H_DIR/CMakeCache.txt" ]; then
    cmake --build "$H_DIR" -j2 --target core_tests >"$TMP/h-build.log" 2>&1
  fi
  if [ -x "$H_DIR/core_tests" ]; then
    MYSQLPOOL_TEST_TLS_PORT=$P1 MYSQLPOOL_TEST_TLS_CA=$CA timeout 120 "$H_DIR/core_tests" \
      --gtest_filter='PoolTls.*' >"$TMP/h.out" 2>&1
    if grep -q '^\[  PASSED  \] 2 tests' "$TMP/h.out" && ! grep -q SKIPPED "$TMP/h.out"; then
      ok "h: a TLS connection whose read key, then one whose write key, reached the (lowered) record threshold is not leased again; one handed back with a database its pool has none of is reset to none with the own handshake's COM_CHANGE_USER, the same session"
    else
      not_ok "h: PoolTls.* (core_tests)"; sed 's/^/# | /' "$TMP/h.out" | tail -n 30
    fi
  else
    not_ok "h: core_tests beside $SO (built: $(tail -n 3 "$TMP/h-build.log" 2>/dev/null | head -c 300))"
  fi
  # (its manager, in core_tests' own run directory, exits 3 s after the test)
fi

# --- the differential tester over TLS ------------------------------------------------------------
if [ "$DRIVER" = mysqlpool ]; then
  note "=== difftest over TLS ($(($(date +%s) - T_BEGIN)) s in)"
  t0=$(date +%s)
  # S1 as its server (MYSQLPOOL_TEST_* of db1/env.sh)
  DIFFTEST_TLS_DIR=$CERTS MYSQLPOOL_BUILD=$BUILD timeout -k 10 180 bash "$ROOT/scripts/difftest/difftest.sh" \
    --seed 1 --only statement:1,transaction:2 >"$TMP/difftest.log" 2>&1
  rc=$?
  counts=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$TMP/difftest.log" | tail -n 1)
  if [ $rc = 0 ]; then
    ok "difftest over TLS (seed 1, statement:1 and transaction:2): $(grep -E '^difftest: ' "$TMP/difftest.log"); $counts; $(($(date +%s) - t0)) s"
  else
    not_ok "difftest over TLS (exit $rc): $(grep -E '^difftest: ' "$TMP/difftest.log"); ${counts:-no counts}"
    grep -E '^not ok' "$TMP/difftest.log" | head -n 5 | cut -c1-300 | sed 's/^/#   /'
  fi
fi

# --- the faults over TLS -------------------------------------------------------------------------
if [ "$DRIVER" = mysqlpool ]; then
  note "=== faults over TLS ($(($(date +%s) - T_BEGIN)) s in)"
  t0=$(date +%s)
  # its own server (it restarts it), with S1's certificates
  env -u MYSQLPOOL_TEST_PORT -u MYSQLPOOL_TEST_HOST -u MYSQLPOOL_TEST_SOCKET -u MYSQLPOOL_TEST_ROOT_SOCKET \
    FAULTS_TLS_DIR="$CERTS" MYSQLPOOL_BUILD="$BUILD" timeout -k 10 300 bash "$ROOT/scripts/faults/faults.sh" \
    --only worker-kill/mid-result,manager-kill/load,db-restart >"$TMP/faults.log" 2>&1
  rc=$?
  grep -E '^(ok|not ok) - ' "$TMP/faults.log" | cut -c1-260 | sed 's/^/#   /'
  # every not ok line counts, manager-kill/load's too (case f checks a manager killed and
  # replaced over TLS; this one under load)
  bad=$(grep -cE '^not ok - ' "$TMP/faults.log")
  nfault=$(grep -cE '^(ok|not ok) - fault: ' "$TMP/faults.log")
  if [ "$rc" = 0 ] && [ "$bad" = 0 ] && [ "$nfault" = 3 ] && grep -q '^ok - TLS: a pool' "$TMP/faults.log"; then
    ok "faults over TLS (worker-kill/mid-result, manager-kill/load, db-restart; pools over TLS 1.3): passed; $(($(date +%s) - t0)) s"
  else
    not_ok "faults over TLS (exit $rc): $bad check(s) failed, $nfault of 3 faults reported; $(($(date +%s) - t0)) s"
    [ "$nfault" = 0 ] && tail -n 15 "$TMP/faults.log" | cut -c1-260 | sed 's/^/#   /'
  fi
fi

wait_stops
note "runtime $(($(date +%s) - T_BEGIN)) s"
tap_finish
