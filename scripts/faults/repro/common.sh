# shellcheck shell=bash
# Shared by the repro scripts: sourced, defines MP (php with the extension and a private manager
# socket), DSN_BASE, PRELUDE (PHP helpers), rsql (root SQL), mgr_pid; removes its temp dir at exit
# (REPRO_KEEP=1 keeps it, with the managers' log m.log).
# Needs a running server (. DIR/env.sh of scripts/lib/mariadb.sh) and a build: MYSQLPOOL_BUILD
# (default build/ of the repository) with mysqlpool.so and mysqlpool-manager.
set -u
: "${MYSQLPOOL_TEST_PORT:?source DIR/env.sh of scripts/lib/mariadb.sh first}"
REPRO_BUILD=${MYSQLPOOL_BUILD:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)/build}
REPRO_SO=$(cd "$REPRO_BUILD" && pwd)/mysqlpool.so
[ -f "$REPRO_SO" ] || { echo "no $REPRO_SO: build first, or set MYSQLPOOL_BUILD" >&2; exit 1; }
REPRO_DIR=$(mktemp -d /tmp/mprepro.XXXXXX)
SOCK=$REPRO_DIR/m.sock
MP=(php -d "extension=$REPRO_SO" -d "mysqlpool.manager_socket=$SOCK" -d "mysqlpool.manager_log=$REPRO_DIR/m.log")
DSN_BASE="mysqlpool:host=$MYSQLPOOL_TEST_HOST;port=$MYSQLPOOL_TEST_PORT;dbname=$MYSQLPOOL_TEST_DB"
export DSN_BASE
# PRELUDE: PHP defining pdo() (a new PDO on pool $POOL, env) and stats() (its mysqlpool_stats()).
PRELUDE='function pdo(string $extra = "") { return new PDO(getenv("DSN_BASE") . ";pool=" . getenv("POOL") . $extra,
    getenv("MYSQLPOOL_TEST_USER"), getenv("MYSQLPOOL_TEST_PASSWORD"), [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]); }
function stats() { foreach (mysqlpool_stats() as $s) if (str_ends_with($s["pool"], "(" . getenv("POOL") . ")")) return $s; }
'
# Run PHP code:  "${MP[@]}" [-d K=V ...] -r "$PRELUDE..."   (directly, so $! is php's own pid)
rsql() { mariadb --no-defaults --protocol=socket --socket="$MYSQLPOOL_TEST_ROOT_SOCKET" -uroot -N "$@"; }
mgr_pid() { ss -Hxlp 2>/dev/null | grep -E " $SOCK(\.v[0-9]+)? " | sed -n 's/.*pid=\([0-9]*\).*/\1/p' | head -n 1; }
repro_end() {
  local pid
  pid=$(mgr_pid)
  [ -n "$pid" ] && kill "$pid"
  if [ "${REPRO_KEEP:-0}" = 1 ]; then echo "kept $REPRO_DIR (m.log: the managers' log)"; else rm -rf "$REPRO_DIR"; fi
}
trap repro_end EXIT
