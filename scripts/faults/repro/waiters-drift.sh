#!/usr/bin/env bash
# A worker killed while it waits for a connection leaves the pool's `waiting` count up for good.
# Pool of 1: A holds the connection in a transaction for 3 s; B waits for it and is SIGKILLed
# (as FPM's request_terminate_timeout or an OOM kill would); after A is done, mysqlpool_stats()
# still says 1 waiting. Prints "waiting after: N" (expected 0).
source "$(dirname "$0")/common.sh"
export POOL=drift
"${MP[@]}" -d mysqlpool.max_connections=1 -r "$PRELUDE"'$p = pdo(); $p->beginTransaction(); $p->query("SELECT 1"); sleep(3); $p->commit();' &
a=$!
sleep 0.5
"${MP[@]}" -d mysqlpool.max_connections=1 -r "$PRELUDE"'$p = pdo(); $p->query("SELECT 1");' &
b=$!
sleep 0.5
kill -9 "$b"
wait "$a"
"${MP[@]}" -d mysqlpool.max_connections=1 -r "$PRELUDE"'$p = pdo(); $s = stats(); echo "waiting after: {$s["waiting"]} (in_use {$s["in_use"]}, idle {$s["idle"]} of open {$s["open"]})\n";'
