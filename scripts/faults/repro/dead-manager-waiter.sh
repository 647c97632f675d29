#!/usr/bin/env bash
# A statement waiting for a connection when the manager dies waits out acquire_timeout_ms and
# fails with "no connection free", though the connection it waits for is handed back 1.5 s later
# (docs/DESIGN.md, Failures, "manager dies": the user sees nothing).
# Pool of 1: A pins the connection (a user variable) and ends after 2 s, so its connection is
# handed back to the manager to be reset; B waits from 0.5 s; the manager is SIGKILLed at 1 s.
# Prints B's outcome (expected: "B: ok" within ~2 s, from a new manager).
source "$(dirname "$0")/common.sh"
export POOL=deadmgr
"${MP[@]}" -d mysqlpool.max_connections=1 -r "$PRELUDE"'$p = pdo(); $p->exec("SET @v = 1"); $p->query("SELECT @v"); sleep(2);' &
a=$!
sleep 0.5
"${MP[@]}" -d mysqlpool.max_connections=1 -r "$PRELUDE"'$p = pdo(); $t = microtime(true);
  try { $p->query("SELECT 1"); echo "B: ok after ", round(microtime(true) - $t, 2), " s\n"; }
  catch (PDOException $e) { echo "B: failed after ", round(microtime(true) - $t, 2), " s: ", $e->getMessage(), "\n"; }' &
b=$!
sleep 0.5
kill -9 "$(mgr_pid)"
wait "$a" "$b"
