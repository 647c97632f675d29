# shellcheck shell=bash
# Shell functions shared by bench/laravel.sh and bench/oversubscription.sh: the Laravel test app
# (scripts/laravel/app, Debian's php-laravel-framework) behind private php-fpm + nginx
# instances, a private MariaDB, server-status snapshots, the two benchmarks' options. Functions
# only. What the tests have too (building the .so, stopping by pid and the managers, CPU ticks,
# waiting for the server or another wrk, wrk's numbers, the sampler) is scripts/lib/common.sh's,
# sourced here.
#
# Globals: ROOT, RUN (the run directory), SO (mysqlpool.so), DB_* (after lb_db_start),
# LB_FPM_DIRS (started php-fpm dirs), LB_MGR_SOCKS (manager sockets), LB_BG (background pids).

# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"

LB_FPM_DIRS=()
LB_MGR_SOCKS=()
LB_BG=()
LB_DB_DIRS=()

lb_say() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*"; }
lb_die() { printf '%s: %s\n' "$(basename "$0")" "$*" >&2; exit 1; }

# lb_ensure_so: SO = mysqlpool.so of MYSQLPOOL_BUILD (default build/), built there with CMake when
# missing or older than core/ and ext/ (common.sh's build_dir, so_stale and build_so, as
# bench/run.sh); copied into RUN so a rebuild meanwhile can't matter. LB_NO_BUILD=1: never
# build, take the existing one as it is (a line says when the sources are newer)
lb_ensure_so() {
  build_dir
  local so=$BUILD/mysqlpool.so why
  if [ "${LB_NO_BUILD:-0}" = 1 ] && [ -f "$so" ]; then
    why=$(so_stale "$so") && lb_say "NOTE: not rebuilding $so although it is $why"
  elif so_stale "$so" >/dev/null; then
    lb_say "building $so"
    build_so "$RUN/build.log" "$BUILD" ||
      { tail -n 20 "$RUN/build.log" >&2; [ -f "$so" ] || lb_die "build failed"; lb_say "WARNING: build failed; using the existing $so"; }
  fi
  [ -f "$so" ] || lb_die "$so does not exist"
  cp "$so" "$RUN/mysqlpool.so"
  # the extension may start a manager program installed next to it
  [ -x "$(dirname "$so")/mysqlpool-manager" ] && cp "$(dirname "$so")/mysqlpool-manager" "$RUN/"
  SO=$RUN/mysqlpool.so
}

# lb_db_start [MAX_CONNECTIONS [DIR]]: private MariaDB in DIR (default RUN/db), database
# `laravel`, migrated and seeded by the app itself (CLI, pdo_mysql); sets DB_PORT DB_USER
# DB_PASSWORD DB_SOCKET DB_PID DB_DIR
lb_db_start() {
  DB_DIR=${2:-$RUN/db}
  LB_DB_DIRS+=("$DB_DIR")
  db_start "$DB_DIR" "$DB_DIR.log" || { cat "$DB_DIR.log" >&2; lb_die "MariaDB did not start"; }
  DB_PORT=$MYSQLPOOL_TEST_PORT DB_USER=$MYSQLPOOL_TEST_USER DB_PASSWORD=$MYSQLPOOL_TEST_PASSWORD
  DB_SOCKET=$MYSQLPOOL_TEST_ROOT_SOCKET DB_PID=$(cat "$DB_DIR/mysqld.pid")
  [ -n "${1:-}" ] && admin -e "SET GLOBAL max_connections = $1"
  admin -e "CREATE DATABASE laravel CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci" || lb_die "CREATE DATABASE failed"
  export DB_HOST=127.0.0.1 DB_PORT DB_DATABASE=laravel DB_USERNAME=$DB_USER DB_PASSWORD \
    LARAVEL_STORAGE=$RUN/storage DB_CONNECTION=mysql
  mkdir -p "$LARAVEL_STORAGE"
  local r
  for r in /migrate/up /seed; do
    php "$ROOT/scripts/laravel/app/cli.php" "$r" >>"$DB_DIR.seed.log" 2>&1 || { cat "$DB_DIR.seed.log" >&2; lb_die "$r failed"; }
  done
}

# lb_fpm_start DIR VARIANT WORKERS POOL: php-fpm + nginx for the app; VARIANT pdo_new |
# pdo_persistent | mysqlpool (php.ini switch; manager socket RUN/mgr.sock shared by every
# instance of the run). Sets LB_URL; non-zero (start log on stderr) on failure. The document
# root is LB_APP when set (bench/tls.sh: its TLS front controller of the Laravel app, and
# bench/app), else the Laravel app's public/.
lb_fpm_start() {
  local dir=$1 v=$2 w=$3 pool=$4 args=()
  args=(--workers "$w" --app "${LB_APP:-$ROOT/scripts/laravel/app/public}")
  if [ "$v" = mysqlpool ]; then
    args+=(--ext "$SO" --ini mysqlpool.serve_mysql_dsn=1 --ini "mysqlpool.max_connections=$pool"
           --ini "mysqlpool.manager_socket=$RUN/mgr.sock" --ini "mysqlpool.manager_log=$RUN/manager.log"
           --ini mysqlpool.manager_idle_exit_s=30)
    # once: lb_stop_managers looks for every socket listed (ss -p reads every process)
    [[ " ${LB_MGR_SOCKS[*]} " == *" $RUN/mgr.sock "* ]] || LB_MGR_SOCKS+=("$RUN/mgr.sock")
  fi
  LB_FPM_DIRS+=("$dir")
  LB_URL=""
  DB_PERSISTENT=$([ "$v" = pdo_persistent ] && echo 1 || echo 0) \
    "$ROOT/scripts/lib/fpm.sh" start "$dir" "${args[@]}" >"$dir.start.log" 2>&1 || { cat "$dir.start.log" >&2; return 1; }
  LB_URL=$(cat "$dir/url")
}

lb_fpm_stop() {
  local d
  for d in "$@"; do "$ROOT/scripts/lib/fpm.sh" stop "$d" >/dev/null 2>&1; done
}

lb_stop_managers() {
  local s
  for s in "${LB_MGR_SOCKS[@]}"; do stop_manager "$s"; done
}

lb_cleanup() {
  local p
  for p in "${LB_BG[@]}"; do kill -0 "$p" 2>/dev/null && kill "$p" 2>/dev/null; done
  lb_fpm_stop "${LB_FPM_DIRS[@]}"
  lb_stop_managers
  for p in "${LB_DB_DIRS[@]}"; do
    [ -d "$p" ] && "$ROOT/scripts/lib/mariadb.sh" stop "$p" >/dev/null 2>&1
    rm -rf "$p/data"
  done
  if [ "${KEEP:-0}" = 1 ]; then echo "# kept $RUN"; else rm -rf "$RUN"; fi
}

# lb_status: the server's counters the benchmarks use, as KEY=VALUE words
lb_status() {
  admin -N -e "SHOW GLOBAL STATUS WHERE Variable_name IN ('Questions', 'Com_select', 'Com_stmt_prepare',
    'Com_stmt_execute', 'Com_stmt_close', 'Com_change_db', 'Com_set_option', 'Connections', 'Aborted_connects',
    'Threads_connected', 'Max_used_connections', 'Connection_errors_max_connections')" | awk '{ printf "%s=%s ", $1, $2 }'
}
# lb_get WORDS KEY: the value of KEY in lb_status's words
lb_get() { sed -n "s/.*\b$2=\([0-9]*\).*/\1/p" <<<"$1"; }

# lb_rss_kb PID: VmRSS and VmHWM of a process, kB ("RSS HWM")
lb_rss_kb() { awk '/^VmRSS:/ { r = $2 } /^VmHWM:/ { h = $2 } END { print r + 0, h + 0 }' "/proc/$1/status" 2>/dev/null; }

# lb_parse_options NAME "$@": the options both Laravel benchmarks take (--rounds, --measure,
# --warmup, --workers, --pool, --connections, --variants, --out, --keep, --help), into the
# globals of the same names; the caller sets their defaults first.
lb_parse_options() {
  local name=$1
  shift
  while [ $# -gt 0 ]; do
    case "$1" in
      --rounds) ROUNDS=${2:?}; shift 2 ;;
      --measure) MEASURE=${2:?}; shift 2 ;;
      --warmup) WARMUP=${2:?}; shift 2 ;;
      --workers) WORKERS=${2:?}; shift 2 ;;
      --pool) POOL=${2:?}; shift 2 ;;
      --connections) CONNS=${2:?}; shift 2 ;;
      --variants) VARIANTS=${2:?}; shift 2 ;;
      --out) OUT=${2:?}; shift 2 ;;
      --keep) KEEP=1; shift ;;
      -h|--help) sed -n '2,/^set -uo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
      *) echo "$name: unknown option $1 (--help)" >&2; exit 2 ;;
    esac
  done
  local v
  for v in $VARIANTS; do
    case "$v" in pdo_new|pdo_persistent|mysqlpool) ;; *) lb_die "unknown variant $v" ;; esac
  done
  [ -f /usr/share/php/Illuminate/autoload.php ] ||
    lb_die "needs Debian's php-laravel-framework (scripts/laravel/deps.txt)"
}

# lb_setup KIND TMP_PREFIX: the results dir (OUT, default bench/results/<stamp>-KIND), the
# run's temp dir (RUN, cleaned at exit), HZ and T0.
lb_setup() {
  OUT=${OUT:-$ROOT/bench/results/$(date +%Y%m%d-%H%M%S)-$1}
  mkdir -p "$OUT" || lb_die "cannot create $OUT"
  OUT=$(cd "$OUT" && pwd)
  RUN=$(mktemp -d "/tmp/$2.XXXXXX")
  trap lb_cleanup EXIT
  trap 'exit 130' INT TERM
  HZ=$(getconf CLK_TCK)
  T0=$(date +%s)
}
