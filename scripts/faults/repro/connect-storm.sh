#!/usr/bin/env bash
# With the server down, a statement waiting for a connection makes the manager connect in a tight
# loop (no backoff) and then fails with "no connection free in 3000 ms ... raise max_connections"
# instead of the server's error at once (docs/DESIGN.md, Failures, "server down").
# Pool of 2: A holds one connection (a transaction, 6 s); the server is stopped (this script
# stops and restarts the server of DIR, the first argument: scripts/lib/mariadb.sh's DIR); B runs a
# statement. Prints B's outcome and the pool's open_failures (connect attempts) during its wait.
#   usage: connect-storm.sh DIR
source "$(dirname "$0")/common.sh"
dir=${1:?usage: connect-storm.sh DIR (of scripts/lib/mariadb.sh)}
export POOL=storm
"${MP[@]}" -d mysqlpool.max_connections=2 -r "$PRELUDE"'$p = pdo(); $p->beginTransaction(); $p->query("SELECT 1"); sleep(6); try { $p->commit(); } catch (Throwable $e) {}' 2>/dev/null &
a=$!
sleep 0.5
pid=$(cat "$dir/mysqld.pid")
mapfile -d '' cmd <"/proc/$pid/cmdline"
bash "$(dirname "$0")/../../lib/mariadb.sh" stop "$dir" >/dev/null
"${MP[@]}" -d mysqlpool.max_connections=2 -r "$PRELUDE"'$p = pdo(); $f0 = stats()["open_failures"]; $t = microtime(true);
  try { $p->query("SELECT 1"); echo "B: ok\n"; }
  catch (PDOException $e) { echo "B: failed after ", round(microtime(true) - $t, 2), " s: ", $e->getMessage(), "\n"; }
  echo "connect attempts while B waited: ", stats()["open_failures"] - $f0, "\n";'
"${cmd[@]}" </dev/null >>"$dir/mysqld.out" 2>&1 &
wait "$a"
for i in $(seq 1 100); do rsql -e 'SELECT 1' >/dev/null 2>&1 && break; sleep 0.1; done
echo "server restarted (pid $(cat "$dir/mysqld.pid"))"
