#!/usr/bin/env bash
# A private MariaDB for the tests: its own datadir, socket, pid file and TCP port, all in DIR.
#
#   bash scripts/lib/mariadb.sh start DIR  # install + start, create the test user and database,
#                                          # write DIR/env.sh (source it for MYSQLPOOL_TEST_*)
#   bash scripts/lib/mariadb.sh stop DIR   # stop it by the pid in DIR/mysqld.pid, wait for exit
#
# MARIADB_EXTRA_ARGS (optional, default empty): more mariadbd options for `start`, split on
# whitespace, given after the defaults (so they may override them), e.g.
# MARIADB_EXTRA_ARGS='--performance-schema=ON --tmpdir=/tmp/x' (scripts/oracle/oracle.sh).
#
# Never touches the system service and never kills by name: other servers may run here.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"  # pick_port, stop_pid

usage() { echo "usage: $0 start|stop DIR" >&2; exit 2; }
[ $# -eq 2 ] || usage
cmd=$1
dir=$2

TEST_USER=mysqlpool
TEST_PASSWORD=mysqlpool-pw
TEST_DB=mysqlpool_test

admin() {
  mariadb --no-defaults --protocol=socket --socket="$dir/mysqld.sock" -uroot "$@"
}

start() {
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  # unix socket paths are limited to 107 bytes
  if [ ${#dir} -gt 90 ]; then
    echo "mariadb.sh: DIR path too long for a unix socket: $dir" >&2
    exit 1
  fi
  if [ -f "$dir/mysqld.pid" ] && kill -0 "$(cat "$dir/mysqld.pid")" 2>/dev/null; then
    echo "mariadb.sh: already running in $dir (pid $(cat "$dir/mysqld.pid"))" >&2
    exit 1
  fi
  local datadir=$dir/data
  if [ ! -d "$datadir/mysql" ]; then
    # Once more in an empty datadir when the bootstrap server fails: it failed once in a fresh
    # clone's run (two_users, with other servers starting beside it), and the log kept only
    # the tool's advice, not the cause. Each failure's own lines (the bootstrap server's [ERROR]s) are
    # printed; a second failure ends the start.
    local try
    for try in 1 2; do
      rm -rf "$datadir"
      mkdir -p "$datadir"
      if mariadb-install-db --no-defaults --user=root --datadir="$datadir" \
          --auth-root-authentication-method=normal --skip-test-db >"$dir/install.log" 2>&1; then
        break
      fi
      echo "mariadb.sh: mariadb-install-db failed (attempt $try of 2):" >&2
      grep -iE '\[error\]|error:|errno|cannot|can.t' "$dir/install.log" | head -n 20 >&2
      tail -n 5 "$dir/install.log" >&2
      [ "$try" = 2 ] && exit 1
    done
  fi

  local attempt port pid
  for attempt in $(seq 1 10); do
    port=$(pick_port 35000)
    rm -f "$dir/mysqld.pid"
    mariadbd --no-defaults --user=root --datadir="$datadir" \
      --socket="$dir/mysqld.sock" --pid-file="$dir/mysqld.pid" \
      --port="$port" --bind-address=127.0.0.1 --skip-name-resolve \
      --log-error="$dir/err.log" --skip-log-bin \
      --character-set-server=utf8mb4 --collation-server=utf8mb4_general_ci \
      --max-connections=500 --innodb-buffer-pool-size=64M \
      --innodb-flush-log-at-trx-commit=2 --innodb-doublewrite=0 \
      ${MARIADB_EXTRA_ARGS:-} \
      </dev/null >>"$dir/mysqld.out" 2>&1 &
    pid=$!
    echo "$pid" >"$dir/mysqld.launcher.pid"
    # wait until it answers (up to 60 s) or dies
    local i
    for i in $(seq 1 300); do
      if mariadb-admin --no-defaults --protocol=socket --socket="$dir/mysqld.sock" -uroot \
          --connect-timeout=2 ping >/dev/null 2>&1; then
        break
      fi
      if ! kill -0 "$pid" 2>/dev/null; then
        break
      fi
      sleep 0.2
    done
    if kill -0 "$pid" 2>/dev/null && admin -e 'SELECT 1' >/dev/null 2>&1; then
      break
    fi
    if kill -0 "$pid" 2>/dev/null; then
      echo "mariadb.sh: server pid $pid did not answer within 60 s" >&2
      kill "$pid" 2>/dev/null || true
      wait "$pid" 2>/dev/null || true
      tail -n 30 "$dir/err.log" >&2 || true
      exit 1
    fi
    # died: most likely the port was taken in between; try another one
    if [ "$attempt" = 10 ]; then
      echo "mariadb.sh: server failed to start:" >&2
      tail -n 30 "$dir/err.log" >&2 || true
      exit 1
    fi
  done

  admin <<SQL
CREATE DATABASE IF NOT EXISTS \`$TEST_DB\` CHARACTER SET utf8mb4;
CREATE USER IF NOT EXISTS '$TEST_USER'@'%' IDENTIFIED BY '$TEST_PASSWORD';
GRANT ALL PRIVILEGES ON *.* TO '$TEST_USER'@'%';
SET GLOBAL max_connections = 500;
FLUSH PRIVILEGES;
SQL

  cat >"$dir/env.sh" <<ENV
export MYSQLPOOL_TEST_HOST=127.0.0.1
export MYSQLPOOL_TEST_PORT=$port
export MYSQLPOOL_TEST_SOCKET=$dir/mysqld.sock
export MYSQLPOOL_TEST_USER=$TEST_USER
export MYSQLPOOL_TEST_PASSWORD=$TEST_PASSWORD
export MYSQLPOOL_TEST_DB=$TEST_DB
export MYSQLPOOL_TEST_ROOT_SOCKET=$dir/mysqld.sock
ENV
  echo "mariadb.sh: started pid $(cat "$dir/mysqld.pid") port $port socket $dir/mysqld.sock"
}

stop() {
  [ -d "$dir" ] || exit 0
  dir=$(cd "$dir" && pwd)
  local pid=""
  if [ -f "$dir/mysqld.pid" ]; then
    pid=$(cat "$dir/mysqld.pid")
  elif [ -f "$dir/mysqld.launcher.pid" ]; then
    pid=$(cat "$dir/mysqld.launcher.pid")
  fi
  [ -n "$pid" ] || exit 0
  if ! kill -0 "$pid" 2>/dev/null; then
    rm -f "$dir/mysqld.pid" "$dir/mysqld.launcher.pid"
    exit 0
  fi
  # make sure the pid is our server, not a reused pid
  if ! tr '\0' '\n' <"/proc/$pid/cmdline" 2>/dev/null | grep -qxF -- "--datadir=$dir/data"; then
    echo "mariadb.sh: pid $pid is not the server of $dir; not stopping it" >&2
    exit 1
  fi
  stop_pid "$pid" 30
  rm -f "$dir/mysqld.pid" "$dir/mysqld.launcher.pid"
  echo "mariadb.sh: stopped pid $pid"
}

case "$cmd" in
  start) start ;;
  stop) stop ;;
  *) usage ;;
esac
