#!/usr/bin/env bash
# After the manager dies, a process that used the pool and is now idle (an FPM worker between
# requests) keeps the dead manager's connections open on the server (its cached fds), beside
# the new manager's: more server sessions than max_connections, for as long as it stays idle.
# Pool of 1: A runs a statement, then idles 6 s; the manager is SIGKILLed at 1 s; B runs a
# statement at 2 s (a new manager, a new connection). Prints the pool user's server sessions
# at 4 s (expected: 1, the new pool's one connection).
source "$(dirname "$0")/common.sh"
export POOL=deadsessions
"${MP[@]}" -d mysqlpool.max_connections=1 -r "$PRELUDE"'$p = pdo(); $p->query("SELECT 1"); sleep(6);' &
a=$!
sleep 1
kill -9 "$(mgr_pid)"
sleep 1
"${MP[@]}" -d mysqlpool.max_connections=1 -r "$PRELUDE"'$p = pdo(); $p->query("SELECT 1"); $s = stats(); echo "new pool: open {$s["open"]} of max {$s["max_connections"]}\n";'
sleep 2
echo "server sessions of $MYSQLPOOL_TEST_USER: $(rsql -e "SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE USER = '$MYSQLPOOL_TEST_USER'")"
wait "$a"
