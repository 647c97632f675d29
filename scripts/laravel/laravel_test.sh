#!/usr/bin/env bash
# Laravel on mysqlpool, php.ini only: a real Laravel 8 application (Debian's
# php-laravel-framework, scripts/laravel/app/) served by a private php-fpm (64 workers,
# pm=static) + nginx on 127.0.0.1, against a private MariaDB, with the stock `mysql` driver in
# config/database.php and the pool enabled in php.ini alone:
#   extension=mysqlpool.so  mysqlpool.serve_mysql_dsn=1  mysqlpool.max_connections=8
#   mysqlpool.manager_socket=<private>
#
#   bash scripts/laravel/laravel_test.sh
#
# 1. functional: every endpoint once, each answer checked against the database on a separate
#    pdo_mysql connection (scripts/laravel/check.php): Laravel's connect sequence, migrations
#    down and up, Eloquent relations and eager loading, the query builder, DB::transaction
#    (commit; an exception that rolls back), nested transactions (savepoints), pagination,
#    chunk, cursor, lazy, a unique-key violation as QueryException with the connection usable
#    afterwards; then migrations down and up again and a fresh seed.
# 2. load: wrk -t2 -c64 for LARAVEL_TEST_SECONDS (default 25) over a weighted mix of the
#    endpoints (scripts/laravel/wrk-mix.lua records every answer). Checks: zero non-2xx, zero
#    socket errors, every answer verified against the database, no rolled-back write visible,
#    stock consistent, and the pool's server connections <= 8 by Max_used_connections (FLUSH
#    STATUS right before the load) and by PROCESSLIST samples.
# 3. the explicit route: php-fpm restarted without the switch, the app on
#    `'driver' => 'mysqlpool'` (integrations/laravel/, DB_CONNECTION=mysqlpool): a short
#    functional pass.
#
# Environment:
#   MYSQLPOOL_BUILD      the build folder (default build/): its mysqlpool.so, built there first
#                        when missing or stale
#   MYSQLPOOL_TEST_PORT  set (with the other MYSQLPOOL_TEST_* of scripts/lib/mariadb.sh's env.sh):
#                        use that server (a database mplaravel_<pid> is made and dropped);
#                        unset: a private server, stopped at the end
#   LARAVEL_TEST_SECONDS the load's length (default 25)
#   FPM_TEST_KEEP=1      keep the temp dir (logs, recorded answers) even when all passed
#
# Needs the packages of scripts/laravel/deps.txt. Prints `ok - NAME` / `not ok - NAME: why` per
# check and `N passed, N failed` last; exits 1 on any failure. For its time: the test command's summary table (docs/RESULTS.md).
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
LARAVEL=$ROOT/scripts/laravel
MAX_CONN=8
WORKERS=64
SECONDS_LOAD=${LARAVEL_TEST_SECONDS:-25}

# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"
# shellcheck source=scripts/lib/app_test.sh
source "$ROOT/scripts/lib/app_test.sh"  # app_database, app_drop_database

fpm_test_init /tmp/mplara.XXXXXX "fpm/php-fpm.log, fpm/php-errors.log, manager.log, bodies/, *.wrk"
DB_NAME=mplaravel_$$
laravel_cleanup() {
  app_drop_database
  fpm_test_cleanup
}
trap laravel_cleanup EXIT

# check.php's lines become this script's counts
run_checker() {
  local line
  while IFS= read -r line; do
    case "$line" in
      "ok - "*) ok "${line#ok - }" ;;
      "not ok - "*) not_ok "${line#not ok - }" ;;
      *) echo "$line" ;;
    esac
  done < <(php "$LARAVEL/check.php" "$@" 2>&1)
}

# wait (up to 10 s) until php-fpm serves no request but the status one: no write in flight
fpm_idle() {
  local i active
  for i in $(seq 1 100); do
    active=$(curl -s --max-time 2 "$URL/fpm-status" | sed -n 's/^active processes: *//p')
    [ "${active:-0}" -le 1 ] && return 0
    sleep 0.1
  done
  return 1
}

# --- the extension ---------------------------------------------------------------------------
if suite_so "$TMP/build.log"; then ok "extension there ($SO)"; else not_ok "extension there ($SO_ERR)"; tap_finish; fi
if [ -f /usr/share/php/Illuminate/autoload.php ]; then
  ok "Laravel $(sed -n "s/.*const VERSION = '\(.*\)'.*/\1/p" /usr/share/php/Illuminate/Foundation/Application.php) from Debian's php-laravel-framework"
else
  not_ok "Debian's php-laravel-framework installed (apt-get install \$(cat scripts/laravel/deps.txt))"
  tap_finish
fi

# --- MariaDB ---------------------------------------------------------------------------------
db_start_or_reuse
app_database "CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"

# The app's config/database.php reads these (php-fpm runs with clear_env=no).
export DB_HOST=$MYSQLPOOL_TEST_HOST DB_PORT=$MYSQLPOOL_TEST_PORT DB_DATABASE=$DB_NAME \
  DB_USERNAME=$MYSQLPOOL_TEST_USER DB_PASSWORD=$MYSQLPOOL_TEST_PASSWORD DB_CONNECTION=mysql \
  LARAVEL_STORAGE=$TMP/storage LARAVEL_DB=$DB_NAME
mkdir -p "$LARAVEL_STORAGE"

# 64 workers queue for 8 connections on 2 shared cores: when other jobs take the CPU a lease
# can wait longer than the default 3 s. This test is about answers and the bound, not latency:
# a longer acquire_timeout_ms keeps a busy machine from turning waits into failures.
pool_ini=(--ini "mysqlpool.max_connections=$MAX_CONN" --ini "mysqlpool.acquire_timeout_ms=15000"
          --ini "mysqlpool.manager_socket=$TMP/mgr.sock" --ini "mysqlpool.manager_log=$TMP/manager.log")
own_manager=$TMP/mgr.sock

# --- pass 1: the php.ini switch ----------------------------------------------------------------
note "pass 1: stock 'mysql' driver, mysqlpool.serve_mysql_dsn=1, pool of $MAX_CONN, $WORKERS php-fpm workers"
fpm_start "$WORKERS" --workers "$WORKERS" --app "$LARAVEL/app/public" --ext "$SO" \
  --ini mysqlpool.serve_mysql_dsn=1 "${pool_ini[@]}"
probe=$(curl -s --max-time 20 "$URL/index.php?r=/connect")
note "probe: $probe"
check "workers have mysqlpool and pdo_mysql loaded, PDO drivers: $(json_field "$probe" pdo_drivers)" \
  test "$(json_field "$probe" mysqlpool_loaded),$(json_field "$probe" pdo_mysql_loaded)" = "true,true"

run_checker functional "$URL" mysql

# pool_stats: mysqlpool_stats() as seen by a worker, one `# pool ...` line per pool
pool_stats() {
  curl -s --max-time 10 "$URL/index.php?r=/pool" | php -r '
    $j = json_decode(stream_get_contents(STDIN), true);
    foreach ((array)($j["stats"] ?? []) as $i => $p) {
      echo "# pool $i: ", implode(" ", array_map(fn($k, $v) => "$k=" . (is_scalar($v) ? $v : json_encode($v)),
        array_keys($p), $p)), "\n";
    }'
}

# --- load ------------------------------------------------------------------------------------
mkdir -p "$TMP/bodies"
fpm_idle
pool_stats
if ! sampler_start load; then
  not_ok "load: FLUSH STATUS and connection sampler started ($(cat "$TMP/load.sampler.err"))"
  tap_finish
fi
# wrk's timeout above the pool's acquire_timeout_ms (15 s): a wait the pool allows is no timeout
LARAVEL_BODIES=$TMP/bodies LARAVEL_RUN=$$ wrk -t2 -c"$WORKERS" -d"${SECONDS_LOAD}s" --timeout 30s \
  -s "$LARAVEL/wrk-mix.lua" "$URL" >"$TMP/load.wrk" 2>&1 &
wrk_pid=$!
bg_pids+=("$wrk_pid")
wait "$wrk_pid"
fpm_idle || note "php-fpm still busy 10 s after wrk ended"
sampler_stop load
pool_stats
wrk_read load || tap_finish
wrk_note load
check "load: wrk saw zero non-2xx answers (of $WRK_REQUESTS)" test "$WRK_STATUS" = 0
check "load: zero socket errors and timeouts (got $WRK_SOCK)" test "$WRK_SOCK" = 0
check "load: at least 500 requests in ${SECONDS_LOAD} s (got $WRK_REQUESTS)" test "$WRK_REQUESTS" -ge 500
check_bound load
run_checker bodies "$WRK_REQUESTS" "$TMP"/bodies/bodies-*.txt
errors=$(grep -c -i -E 'error|warning' "$TMP/fpm/php-errors.log" 2>/dev/null)
check "no PHP errors or warnings logged by the workers (got ${errors:-0})" test "${errors:-0}" = 0
[ "${errors:-0}" != 0 ] && head -n 5 "$TMP/fpm/php-errors.log" | sed 's/^/# /'

# --- pass 2: the Laravel driver ----------------------------------------------------------------
"$ROOT/scripts/lib/fpm.sh" stop "$TMP/fpm" >/dev/null 2>&1
note "pass 2: 'driver' => 'mysqlpool' (integrations/laravel/), no php.ini switch"
export DB_CONNECTION=mysqlpool
fpm_start "$WORKERS" --workers "$WORKERS" --app "$LARAVEL/app/public" --ext "$SO" "${pool_ini[@]}"
LARAVEL_DRIVER=mysqlpool run_checker smoke "$URL" mysqlpool
probe=$(curl -s --max-time 20 "$URL/index.php?r=/connect")
check "pass 2: the connection is Laravel's MySqlConnection on the 'mysqlpool' driver ($(json_field "$probe" laravel_driver))" \
  test "$(json_field "$probe" laravel_driver)" = "'mysqlpool'"

tap_finish
