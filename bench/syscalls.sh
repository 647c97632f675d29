#!/usr/bin/env bash
# System calls per statement: pdo_mysql (persistent) against mysqlpool, one CLI process each,
# counted by `strace -c` (issue 20's "syscalls per statement").
#
#   bench/syscalls.sh [STATEMENTS]      (default 2000)
#
# Each driver's process runs 50 statements to warm up (connect, attach, the first lease), then
# writes a mark (a `getppid()` it makes nowhere else) and runs STATEMENTS `SELECT $i`; strace -f
# counts only the calls after the mark (strace -e trace=all with -o, then the lines after the
# mark are counted here), so the connect and the manager's start are left out. The manager is
# a separate process, not traced. Prints per driver: the calls per statement by name and in
# all. Starts a private MariaDB (scripts/lib/mariadb.sh) unless MYSQLPOOL_TEST_PORT is set.
# Environment: MYSQLPOOL_BUILD (the build folder, default build/), SYSCALLS_TLS_CA (a CA file:
# both drivers connect with PDO::MYSQL_ATTR_SSL_CA to a server that offers TLS).
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"  # cli_bench_start
build_dir
EXT=$BUILD/mysqlpool.so
N=${1:-2000}
command -v strace >/dev/null || { echo "syscalls: strace is missing (apt-get install strace)" >&2; exit 2; }
[ -f "$EXT" ] || { echo "syscalls: $EXT not found (build first)" >&2; exit 2; }

cli_bench_start syscalls mpsys

cat >"$TMP/run.php" <<'PHP'
<?php
[$_, $driver, $n] = $argv;
$opts = [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION];
if ($driver === 'mysql') $opts[PDO::ATTR_PERSISTENT] = true;
if (getenv('SYSCALLS_TLS_CA')) $opts[PDO::MYSQL_ATTR_SSL_CA] = getenv('SYSCALLS_TLS_CA');
$pdo = new PDO(sprintf('%s:host=127.0.0.1;port=%s;dbname=%s', $driver, getenv('MYSQLPOOL_TEST_PORT'),
    getenv('MYSQLPOOL_TEST_DB')), getenv('MYSQLPOOL_TEST_USER'), getenv('MYSQLPOOL_TEST_PASSWORD'), $opts);
for ($i = 0; $i < 50; $i++) $pdo->query("SELECT $i")->fetchColumn();
posix_getppid();  // the mark
for ($i = 1; $i <= $n; $i++) if ((int)$pdo->query("SELECT $i")->fetchColumn() !== $i) exit(1);
posix_getppid();  // the end
PHP

echo "# syscalls: $N x SELECT \$i per driver, after 50 to warm up; server 127.0.0.1:$MYSQLPOOL_TEST_PORT${SYSCALLS_TLS_CA:+, TLS}"
status=0
for driver in mysql mysqlpool; do
  # (strace -f follows the manager the PHP process starts, and ends when it does: 2 s idle)
  strace -f -qq -o "$TMP/$driver.trace" php -d "extension=$EXT" -d "mysqlpool.manager_socket=$TMP/m.sock" \
    -d mysqlpool.manager_idle_exit_s=2 "$TMP/run.php" "$driver" "$N" || { echo "$driver: the run failed" >&2; status=1; continue; }
  # the calls between the two marks, by name (a call strace shows as "<... resumed>" after
  # another thread's is counted once, at its start; POSIX awk)
  awk -v n="$N" -v d="$driver" '
    /getppid\(/ { marks++; next }
    marks == 1 && $2 ~ /^[a-z_0-9]+\(/ { name = $2; sub(/\(.*/, "", name); count[name]++; total++ }
    END {
      line = sprintf("%-10s %.2f per statement:", d, total / n)
      for (c in count) line = line sprintf(" %s %.2f", c, count[c] / n)
      print line
    }' "$TMP/$driver.trace"
done
exit $status
