#!/usr/bin/env bash
# The manager SIGKILLed while it opens a new pool's first connection (inside the Attach of
# `new PDO`): the worker tries a fresh manager once (docs/DESIGN.md) but that try can fail too,
# and `new PDO` throws "[2006] mysqlpool: lost the manager (Connection reset by peer)".
# Each round: 8 processes attach to a new pool key at once (the user faults_slow, whose
# connects take 0.3 s through the server's init_connect, set here and restored), the manager is
# killed when its first connection to the server is open. Prints each round's outcomes
# (expected: all "ok").  usage: attach-killed.sh [ROUNDS=10]
source "$(dirname "$0")/common.sh"
rounds=${1:-10}
rsql -e "CREATE USER IF NOT EXISTS 'faults_slow'@'%' IDENTIFIED BY 'faults-slow-pw';
         GRANT SELECT ON \`$MYSQLPOOL_TEST_DB\`.* TO 'faults_slow'@'%'"
saved=$(rsql -e 'SELECT @@GLOBAL.init_connect')
rsql -e "SET GLOBAL init_connect = 'DO SLEEP(0.3)'"
export MYSQLPOOL_TEST_USER=faults_slow MYSQLPOOL_TEST_PASSWORD=faults-slow-pw
"${MP[@]}" -r "$PRELUDE"'putenv("POOL=warm"); pdo();'   # a manager to kill
fails=0
for r in $(seq 1 "$rounds"); do
  m=$(mgr_pid)
  [ -n "$m" ] || { "${MP[@]}" -r "$PRELUDE"'putenv("POOL=warm"); pdo();'; m=$(mgr_pid); }
  before=$(ss -Htnp state established "( dport = :$MYSQLPOOL_TEST_PORT )" | grep -c "pid=$m,")
  pids=()
  for i in 1 2 3 4 5 6 7 8; do
    POOL=round$r "${MP[@]}" -r "$PRELUDE"'try { pdo(); echo "ok\n"; } catch (PDOException $e) { echo $e->getMessage(), "\n"; }' >"$REPRO_DIR/out.$r.$i" &
    pids+=("$!")
  done
  for _ in $(seq 1 400); do
    [ "$(ss -Htnp state established "( dport = :$MYSQLPOOL_TEST_PORT )" | grep -c "pid=$m,")" -gt "$before" ] && break
    sleep 0.005
  done
  [ -n "$m" ] && kill -9 "$m"
  wait "${pids[@]}"
  out=$(cat "$REPRO_DIR"/out.$r.* | sort | uniq -c | tr -s ' ' | tr '\n' ';')
  echo "round $r: $out"
  grep -qv '^ok$' "$REPRO_DIR"/out.$r.* && fails=$((fails + 1))
done
rsql -e "SET GLOBAL init_connect = '${saved//\'/\'\'}'"
echo "rounds with a failed new PDO: $fails of $rounds"
