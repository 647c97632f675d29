#!/usr/bin/env bash
# Adminer on mysqlpool's mysqli, against PHP's own, page by page: Debian's unchanged Adminer
# (package `adminer`, 4.8.1 on Debian 12: /usr/share/adminer/adminer.php, copied into a private
# app folder with the probe page beside it) served twice by a private php-fpm (4 workers) +
# nginx on 127.0.0.1, once with PHP's mysqli on mysqlnd (the reference) and once with
# mysqlpool.serve_mysqli=1 and a pool of 2, the same walk each time against one private MariaDB:
#
#   log in (a cookie jar; Adminer connects anew on every request: mysqli's connect, set_charset,
#   select_db), the database's page; an SQL command of 11 statements (DDL, a 3-row INSERT with
#   NULLs, a 4-byte character and a 300-byte blob, SELECTs, SHOW WARNINGS, a division by zero's
#   warning, an unknown table's error); the table's structure, its rows, a search with an order;
#   a row inserted and one changed through Adminer's edit form; the indexes, CREATE TABLE, the
#   SQL export; a user variable, a transaction rolled back; DROP TABLE; the server's variables.
#
# Adminer uses what a database tool needs of mysqli beyond WordPress: multi_query(),
# store_result(), next_result(), more_results(), fetch_field() (types, lengths, flags for its
# grid and export), info, warning_count, SHOW WARNINGS, a subclass of mysqli (`class Min_DB
# extends MySQLi` with parent::init()), set_charset(), real_escape_string(), server_info.
#
# Checks: every page answers 200 with what it must say (by the database's own rows: a SELECT on
# the private server after each change); each page of the pool is the stock one byte for byte
# once the per-request values are masked (nonces, CSRF tokens, times of day, query times); the
# server's variables differ in what must differ only (the pool's connections turn
# session_track_state_change on; a connection's own thread id, random seeds and timestamp); the
# pool opened at most its 2 connections for the walk and closed none (Adminer connects without
# a database and selects one in a session that is not kept: the manager resets such a
# connection to none with COM_CHANGE_USER); no PHP warning or error in php-fpm's logs.
#
#   bash scripts/adminer/adminer_test.sh
#
# Environment: MYSQLPOOL_BUILD (the build folder, default build/: its mysqlpool.so, built when
# missing or stale); MYSQLPOOL_TEST_PORT and the other MYSQLPOOL_TEST_* of scripts/lib/
# mariadb.sh's env.sh: use that server (a database mpadm_<pid> is made and dropped), else a
# private one; FPM_TEST_KEEP=1 keeps the temp dir (both walks' pages, logs). For another PHP
# (scripts/php84/php84.sh: Debian 13's Adminer 5.2.1 on PHP 8.4): ADMINER (the adminer.php),
# FPM_BIN and NGINX_BIN (scripts/lib/fpm.sh), TMPDIR (where the run directory goes), APP_EXTENSION_DIR
# (that PHP's extension_dir), MANAGER_RUN (a command the manager program runs under, e.g. chroot).
# Needs adminer, php8.2-fpm, php8.2-mysql (the reference), nginx (scripts/deps.sh). Prints
# `ok - NAME` / `not ok - NAME: why` per check and `N passed, N failed` last.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
WORKERS=4
POOL_SIZE=2
ADMINER=${ADMINER:-/usr/share/adminer/adminer.php}

# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"
# shellcheck source=scripts/lib/app_php.sh
source "$ROOT/scripts/lib/app_php.sh"  # app_php_ini, app_probe
# shellcheck source=scripts/lib/app_test.sh
source "$ROOT/scripts/lib/app_test.sh"  # app_database, app_pool_settings, sql, page, answered

fpm_test_init "${TMPDIR:-/tmp}/mpadm.XXXXXX" "stock/ and pool/ (pages, php-fpm logs), manager.log"
DB_NAME=mpadm_$$
adminer_cleanup() {
  app_drop_database
  fpm_test_cleanup
}
trap adminer_cleanup EXIT

MODE=pool
app_mysqli_there
app_stock_mysqli_there  # the reference
check "Debian's Adminer there ($ADMINER)" test -f "$ADMINER"
[ -f "$ADMINER" ] || tap_finish
db_start_or_reuse
app_database "CHARACTER SET utf8mb4"
mkdir -p "$TMP/app" "$TMP/pages"
cp "$ADMINER" "$TMP/app/adminer.php"
app_probe "$TMP/app"

SERVER="$MYSQLPOOL_TEST_HOST:$MYSQLPOOL_TEST_PORT"
Q="adminer.php?server=${SERVER/:/%3A}&username=$MYSQLPOOL_TEST_USER&db=$DB_NAME"

# mask: what changes from one request to the next whatever serves mysqli
mask() {
  sed -E 's/nonce="[^"]*"/nonce/g; s/[0-9]+:[0-9]+(:[0-9]+)?/T/g; s/\([0-9.]+ s\)/(T s)/g'
}
# step NAME PATH [CURL-ARGS...]: page NAME of PATH with the cookie jar, masked into OUT/NAME.html
step() {
  local name=$1 path=$2
  shift 2
  page "$MODE-$name" "$path" -L -b "$TMP/$MODE/jar" -c "$TMP/$MODE/jar" "$@"
  mask <"$BODY" >"$TMP/$MODE/$name.html"
}
# token PATH: the CSRF token of PATH's form
token() {
  curl -s --max-time 30 -b "$TMP/$MODE/jar" -c "$TMP/$MODE/jar" "$URL/$PATH_PREFIX$1" |
    grep -o "name='token' value='[^']*'" | head -n 1 | sed "s/.*value='//; s/'\$//"
}
# post NAME PATH [CURL-ARGS...]: a form of PATH sent with its token
post() {
  local name=$1 path=$2
  shift 2
  step "$name" "$path" --data-urlencode "token=$(token "$path")" "$@"
}
PATH_PREFIX=""
if grep -q '^VERSION="5' "$ADMINER"; then  # 5.x: `namespace Adminer; const VERSION="5…"`
  CELL5="<td class='number'>5" CELL1="<td class='number'>1"
else
  CELL5="<td>5" CELL1="<td>1"
fi

SQL1="DROP TABLE IF EXISTS adm_t; CREATE TABLE adm_t (id INT PRIMARY KEY AUTO_INCREMENT,
name VARCHAR(20) NOT NULL DEFAULT 'x', d DATETIME NULL, f FLOAT, dec1 DECIMAL(10,3), b BLOB,
e ENUM('a','b'), KEY name_d (name, d)) COMMENT 'adminer test';
INSERT INTO adm_t (name, d, f, dec1, b, e) VALUES ('one', '2020-01-02 03:04:05', 1.5, 2.25,
'bin\\0x', 'a'), ('tw😀', NULL, NULL, NULL, NULL, 'b'), ('three', '2021-12-31 23:59:59', -0.125,
-1.5, REPEAT('z', 300), NULL); SELECT * FROM adm_t; SELECT COUNT(*), SUM(f) FROM adm_t;
SHOW WARNINGS; SELECT 1/0; SELECT * FROM no_such_table"
SQL2="SET @a := 5; SELECT @a, CONNECTION_ID() > 0; START TRANSACTION; UPDATE adm_t SET f = f + 1;
ROLLBACK; SELECT id, f FROM adm_t ORDER BY id"

# walk: the same requests for either MODE; the checks that need only this walk's pages
walk() {
  mkdir -p "$TMP/$MODE"
  step login "adminer.php"  # the session cookie
  step login "adminer.php" --data-urlencode "auth[driver]=server" \
    --data-urlencode "auth[server]=$SERVER" --data-urlencode "auth[username]=$MYSQLPOOL_TEST_USER" \
    --data-urlencode "auth[password]=$MYSQLPOOL_TEST_PASSWORD" --data-urlencode "auth[db]=$DB_NAME"
  answered "$MODE: log in" 200 "Tables and views" "$DB_NAME"
  post sql1 "$Q&sql=" --data-urlencode "query=$SQL1" --data-urlencode "limit="
  answered "$MODE: SQL command of 11 statements" 200 "Query executed OK, 3 rows affected." \
    "3 rows" "Division by 0" "Table &#039;$DB_NAME.no_such_table&#039; doesn&#039;t exist" "tw😀"
  check "$MODE: its 3 rows at the server, the 4-byte character stored byte for byte" \
    test "$(sql "SELECT GROUP_CONCAT(HEX(name) ORDER BY id) FROM adm_t")" = "6F6E65,7477F09F9880,7468726565"
  step database "$Q"
  answered "$MODE: the database's page" 200 "adm_t"
  step table "$Q&table=adm_t"
  answered "$MODE: the table's structure" 200 "decimal(10,3)" "enum(&#039;a&#039;,&#039;b&#039;)" "name_d"
  step select "$Q&select=adm_t"
  answered "$MODE: the table's rows" 200 "2020-01-02 03:04:05" "-0.125" "tw😀"
  step search "$Q&select=adm_t&where%5B0%5D%5Bcol%5D=name&where%5B0%5D%5Bop%5D=LIKE+%25%25&where%5B0%5D%5Bval%5D=t&order%5B0%5D=f&desc%5B0%5D=1"
  answered "$MODE: a search with an order" 200 "three"
  post insert "$Q&edit=adm_t" --data-urlencode "fields[name]=four's" \
    --data-urlencode "fields[d]=2022-02-02 00:00:00" --data-urlencode "fields[f]=3.25" \
    --data-urlencode "fields[dec1]=7" --data-urlencode "fields[e]=2" --data-urlencode "save=Save"
  answered "$MODE: a row inserted by the edit form" 200 "Item 4 has been inserted."
  check "$MODE: the inserted row at the server" test "$(sql "SELECT CONCAT(id, ' ', name, ' ', dec1) FROM adm_t WHERE name LIKE 'four%'")" = "4 four's 7.000"
  post update "$Q&edit=adm_t&where%5Bid%5D=2" --data-urlencode "fields[name]=TWO" \
    --data-urlencode "function[d]=NULL" --data-urlencode "function[f]=NULL" \
    --data-urlencode "function[dec1]=NULL" --data-urlencode "function[b]=NULL" \
    --data-urlencode "fields[e]=2" --data-urlencode "save=Save"
  answered "$MODE: a row changed by the edit form" 200 "Item has been updated."
  check "$MODE: the changed row at the server" test "$(sql "SELECT name FROM adm_t WHERE id = 2")" = "TWO"
  step edit "$Q&edit=adm_t&where%5Bid%5D=2"
  answered "$MODE: the edit form of a row" 200 "<input value='TWO'"
  step indexes "$Q&indexes=adm_t"
  answered "$MODE: the indexes" 200 "name_d"
  step create "$Q&create=adm_t"
  answered "$MODE: ALTER TABLE's form" 200 "adminer test"
  post dump "$Q&dump=" --data-urlencode "output=text" --data-urlencode "format=sql" \
    --data-urlencode "db_style=" --data-urlencode "table_style=DROP+CREATE" \
    --data-urlencode "data_style=INSERT" --data-urlencode "tables[]=adm_t" --data-urlencode "data[]=adm_t"
  answered "$MODE: the SQL export" 200 "CREATE TABLE \`adm_t\`" "INSERT INTO \`adm_t\`" "four\\'s"
  post sql2 "$Q&sql=" --data-urlencode "query=$SQL2" --data-urlencode "limit="
  # Adminer 5 marks a numeric column's cells (from the field's type): <td class='number'>
  answered "$MODE: a user variable, a transaction rolled back" 200 "$CELL5$CELL1"
  check "$MODE: the rollback at the server" test "$(sql "SELECT f FROM adm_t WHERE id = 1")" = "1.5"
  step variables "$Q&variables="
  answered "$MODE: the server's variables" 200 "character_set_client"
  post drop "$Q&sql=" --data-urlencode "query=DROP TABLE adm_t" --data-urlencode "limit="
  answered "$MODE: DROP TABLE" 200 "Query executed OK"
  check "$MODE: the table gone at the server" test "$(sql "SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()")" = 0
}

# serve MODE: php-fpm + nginx with that mysqli; the walk; stop
serve() {
  MODE=$1
  if [ "$MODE" = pool ]; then
    app_pool_settings
    app_php_ini "$TMP/$MODE.ini" Adminer pool "ctype iconv mbstring" "$SO" "${pool_ini[@]}"
  else
    app_php_ini "$TMP/$MODE.ini" Adminer stock "ctype iconv mbstring"
  fi
  fpm_start "$WORKERS" --workers "$WORKERS" --app "$TMP/app" --php-ini "$TMP/$MODE.ini"
  local probe
  probe=$(curl -s --max-time 20 "$URL/mysqlpool-probe.php")
  check "$MODE: mysqli in the workers is $MODE's (probe: $probe)" \
    test "$(json_field "$probe" mysqlpool_loaded),$(json_field "$probe" mysqlnd_loaded)" = \
    "$([ "$MODE" = pool ] && echo true,false || echo false,true)"
  walk
  if [ "$MODE" = pool ]; then
    local used
    used=$(($(app_user_connections) - before))
    check "pool: at most $POOL_SIZE server connections of the app user more than before it (got $used)" \
      test "$used" -le "$POOL_SIZE"
    # Adminer connects without a database and selects one in a session that is not kept: the
    # manager resets such a connection to none (COM_CHANGE_USER) instead of closing it
    # (README, "mysqli and WordPress"; before that, 25-26 connections for this walk)
    local counters
    counters=$(${MANAGER_RUN:-} "$BUILD/mysqlpool-manager" status --json --socket "$own_manager" 2>/dev/null |
      php -r '$s = json_decode(stream_get_contents(STDIN), true); $o = $b = $l = $r = 0;
        foreach ($s["pools"] ?? [] as $p) { $c = $p["counters"]; $o += $c["opened"];
          $b += $c["closed_broken"]; $l += $c["leases"]; $r += $c["resets"]; }
        echo "$o $b $l $r";')
    read -r opened closed leases resets <<<"$counters"
    note "pool: $leases leases, $resets resets, $opened connections opened, $closed closed"
    check "pool: at most $POOL_SIZE connections opened for the walk, none closed (got ${opened:-?}, ${closed:-?})" \
      test "${opened:-99}" -le "$POOL_SIZE" -a "${closed:-99}" = 0
  fi
  "$ROOT/scripts/lib/fpm.sh" stop "$TMP/fpm" >/dev/null 2>&1
  mkdir -p "$TMP/$MODE/fpm"
  cp "$TMP"/fpm/*.log "$TMP/$MODE/fpm/" 2>/dev/null
  rm -rf "$TMP/fpm"
}

# app_user_connections: the app user's connections at the server now
app_user_connections() {
  admin -N -e "SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE USER = '$MYSQLPOOL_TEST_USER'"
}
serve stock
before=$(app_user_connections)
serve pool

# --- the pool's pages against stock's --------------------------------------------------------
for f in "$TMP"/stock/*.html; do
  name=$(basename "$f" .html)
  [ "$name" = variables ] && continue
  if cmp -s "$f" "$TMP/pool/$name.html"; then
    ok "page '$name': the pool's is stock's"
  else
    not_ok "page '$name': the pool's differs from stock's ($(diff "$f" "$TMP/pool/$name.html" | grep -c '^[<>]') lines)"
    diff "$f" "$TMP/pool/$name.html" | head -n 6 | cut -c1-300 | sed 's/^/# /'
  fi
done
# the variables by name: those of a connection's own, and the tracker the pool turns on
rows() { sed 's/<tr>/\n/g' "$1" | sed -n "s/.*jush-sqlset'>\([a-z_0-9]*\)<\/code><td>\(.*\)/\1=\2/p"; }
differ=$(diff <(rows "$TMP/stock/variables.html") <(rows "$TMP/pool/variables.html") |
         sed -n 's/^> \([a-z_0-9]*\)=.*/\1/p' | sort | tr '\n' ' ')
# The pool sets session_track_system_variables to the list it needs (core/common/session_setup.h),
# MariaDB 10.11's default; 11.8's default names redirect_url too (README, the differences)
tracked=autocommit,character_set_client,character_set_connection,character_set_results,time_zone
own_list=""
stock_list=$(rows "$TMP/stock/variables.html" | sed -n 's/^session_track_system_variables=//p')
[ "$stock_list" = "$tracked" ] || own_list="session_track_system_variables "
check "variables: the pool's differ in pseudo_thread_id rand_seed1 rand_seed2 session_track_state_change ${own_list}timestamp only (got: ${differ:-none})" \
  test "$differ" = "pseudo_thread_id rand_seed1 rand_seed2 session_track_state_change ${own_list}timestamp "

# --- logs --------------------------------------------------------------------------------------
for MODE in stock pool; do
  logged=$(cat "$TMP/$MODE"/fpm/*.log 2>/dev/null |
           grep -E 'PHP (Warning|Fatal error|Parse error|Notice|Deprecated)|mysqli' | sort | uniq -c | sort -rn)
  check "$MODE: no PHP warning or error in php-fpm's logs (got $(printf '%s' "$logged" | grep -c .) distinct)" test -z "$logged"
  [ -n "$logged" ] && printf '%s\n' "$logged" | head -n 8 | cut -c1-300 | sed 's/^/# /'
done
tap_finish
