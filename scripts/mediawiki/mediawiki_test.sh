#!/usr/bin/env bash
# MediaWiki on mysqlpool's mysqli, php.ini only: Debian's unchanged MediaWiki (package
# `mediawiki`, 1.39 on Debian 12; a private copy of its tree, scripts/lib/mediawiki.sh) served by
# a private php-fpm (8 workers, pm=static) + nginx on 127.0.0.1 against a private MariaDB.
# php-fpm and MediaWiki's installer read a php.ini of their own and neither the system's php.ini
# nor its conf.d, so mysqli is exactly what that php.ini loads:
#   MYSQLI=pool (default)  mysqlpool.so with mysqlpool.serve_mysqli=1 and a pool of 9; PHP's
#                          mysqli and mysqlnd not loaded
#   MYSQLI=stock           PHP's mysqli on mysqlnd (php8.2-mysql): the reference the checks
#                          are proven on
#
#   bash scripts/mediawiki/mediawiki_test.sh
#
# Each step is checked at the server too (a SELECT on the private server over the admin
# connection, not the page only): the installer (maintenance/install.php on the same php.ini:
# its tables, the admin's row in `user`, its groups), Main_Page (its title, its text from the
# server), an API login (action=query&meta=tokens&type=login, then action=clientlogin; a cookie
# jar) and an API edit (action=edit with the csrf token) making a page whose title and text have
# a 4-byte character (its rows in page, revision, slots, content and text; the title and the
# text stored byte for byte), that page's view, a second edit of it (a second revision whose
# parent is the first), its view; then wrk (-c16, 10 s) on Main_Page: no non-2xx answer, no
# socket error, the app's server connections by Max_used_connections (FLUSH STATUS right
# before) and by PROCESSLIST samples never above the pool (4; with MYSQLI=stock three times the 8
# workers: two connections a request, and a closed one's server thread may outlive it); last,
# no PHP warning or error in php-fpm's logs, the installer's output or MediaWiki's own logs
# (exceptions, errors, database errors).
#
# What MediaWiki 1.39.17 sends (the private server's general log, scripts/mediawiki/
# general_log.php: a `# sent:` line per step and for 8 views after the load; not with
# MYSQLPOOL_TEST_PORT). Measured on stock mysqli, MariaDB 10.11:
# - a view of Main_Page, workers warm: 2 connections, the main one and a second one for
#   SqlBagOStuff (the installer leaves $wgMainCacheType = CACHE_NONE without APCu, so sessions,
#   the message cache and the parser cache live in the objectcache table, reached over a
#   connection of its own outside the request's transaction); 37 statements: 30 SELECT, 1
#   REPLACE into objectcache, 2 SET (group_concat_max_len and sql_mode, each connection's
#   first), 2 transactions on the main connection (DBO_TRX: BEGIN before its first query
#   after the connect sequence, COMMIT at preOutputCommit; again around the skin's queries,
#   COMMIT at restInPeace), 1 named lock on the second connection while the main one is in its
#   transaction (GET_LOCK('<db>:messages:en', 0) ... RELEASE_LOCK: SqlBagOStuff::doLock)
# - the installer: 1 connection, 251 statements, 16 transactions (1 rolled back), 2 SAVEPOINT
#   statements, 1 named lock; the API login (3 requests): 43 statements, 3 transactions, 1
#   named lock; an API edit: 110-155 statements, 10-12 transactions, 3-6 named locks
#   (LinksUpdate:atomicity:pageid:N, jobqueue-recycle-*, recentchanges-prune, activeusers and
#   two of sha1 names; the job queue lives in the database and runs after the request)
# - no multi-statement text (DatabaseMysqli::doMultiStatementQuery calls multi_query(), but
#   nothing in 1.39's core calls queryMulti()), no prepared statement. Its mysqli calls:
#   mysqli_init(), options(MYSQLI_SET_CHARSET_NAME 'binary', MYSQLI_OPT_CONNECT_TIMEOUT 3),
#   real_connect(..., MYSQLI_CLIENT_FOUND_ROWS), query(), real_escape_string(), affected_rows,
#   insert_id, errno, error, close(); of the result num_rows, fetch_object(), fetch_array(),
#   data_seek(), fetch_fields(), fetch_field_direct(), field_count
# On the pool the same statements, over the pool's connections (no connect per request), and
# the pool's own (without MediaWiki's `/* Class::method */` after the first word): when a
# request that took a named lock ends, the connection's reset (SET SESSION profiling=1 ...,
# profiling=0 ..., SET SESSION session_track_..., COM_INIT_DB); and on a connection kept after
# a named lock, often a `SELECT @@session.character_set_client` before each
# real_escape_string() (up to 28 in a row in a job run).
#
# The pool is 9 for 8 workers: MediaWiki holds two connections of the pool at once in a request
# (the main one for the whole request, by its implicit transaction, and the objectcache one
# while it does), so a pool has to have workers x (held at once - 1) + 1 connections (HikariCP's
# sizing rule; README, "Sizing the pool"): with 4, 8 workers each hold one and wait for a
# second, no view ends before acquire_timeout_ms (15 s) and MediaWiki's DB error log has "no
# connection free ... 4 of 4 in use, 8 waiting" (MEDIAWIKI_TEST_POOL=4 shows it). Stock opens
# 16 (two per worker).
#
# Environment:
#   MYSQLI               pool (default) or stock
#   MYSQLPOOL_BUILD      the build folder (default build/): its mysqlpool.so (and
#                        mysqlpool_mysqli.so when the front-end is built as a module of its own),
#                        built there first when missing or stale
#   MYSQLPOOL_TEST_PORT  set (with the other MYSQLPOOL_TEST_* of scripts/lib/mariadb.sh's env.sh):
#                        use that server (a database mpmw_<pid> is made and dropped; no general
#                        log); unset: a private server, stopped at the end
#   MEDIAWIKI_TEST_SECONDS  wrk's length (default 10)
#   MEDIAWIKI_TEST_POOL  mysqlpool.max_connections (default 9)
#   FPM_TEST_KEEP=1      keep the temp dir (pages, logs) even when all passed
#   MW_SRC, FPM_BIN, NGINX_BIN, TMPDIR, APP_EXTENSION_DIR, APP_PHP  another PHP's MediaWiki tree,
#                        php-fpm and nginx (scripts/lib/fpm.sh), run directory (default /tmp),
#                        extension_dir and CLI for the installer (scripts/php84/php84.sh: 1.43)
#
# Needs the packages mediawiki (it brings php-intl, -mbstring, -xml), php8.2-fpm, nginx, wrk
# (scripts/deps.sh). Prints `ok - NAME` / `not ok - NAME: why` per check and `N passed, N
# failed` last; exits 1 on any failure.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
MODE=${MYSQLI:-pool}
POOL_SIZE=${MEDIAWIKI_TEST_POOL:-9}
WORKERS=8
WRK_CONNECTIONS=16
SECONDS_LOAD=${MEDIAWIKI_TEST_SECONDS:-10}
WIKI="mysqlpool wiki $$"
ADMIN=Admin
ADMIN_PASSWORD=mysqlpool-mw-pw

# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"
# shellcheck source=scripts/lib/mediawiki.sh
source "$ROOT/scripts/lib/mediawiki.sh"
# shellcheck source=scripts/lib/app_test.sh
source "$ROOT/scripts/lib/app_test.sh"  # app_mysqli_there, app_database, app_pool_settings, page ...

fpm_test_init "${TMPDIR:-/tmp}/mpmw.XXXXXX" "fpm/php-fpm.log, fpm/php-errors.log, mw-*.log, install.log, LocalSettings.php, general.log, manager.log, pages/, load.wrk"
DB_NAME=mpmw_$$
general_log=0
mediawiki_cleanup() {
  app_drop_database
  fpm_test_cleanup
  # a failed run keeps its logs, not the 190 MB tree (unless FPM_TEST_KEEP=1): its settings only
  if [ -d "$TMP/mw" ] && [ "${FPM_TEST_KEEP:-0}" != 1 ]; then
    cp "$TMP/mw/LocalSettings.php" "$TMP/" 2>/dev/null
    rm -rf "$TMP/mw"
  fi
}
trap mediawiki_cleanup EXIT
mkdir -p "$TMP/pages"

# hex TEXT: TEXT's bytes as SQL's HEX() writes them
hex() { printf '%s' "$1" | od -An -tx1 | tr -d ' \n' | tr a-f A-F; }
# jget KEY...: the value at that path of the last page's JSON ('' if none; arrays as JSON)
jget() {
  php -r '$v = json_decode(file_get_contents($argv[1]), true);
    foreach (array_slice($argv, 2) as $k) { $v = is_array($v) ? ($v[$k] ?? null) : null; }
    echo is_array($v) ? json_encode($v) : (string)$v;' "$BODY" "$@"
}
# api NAME QUERY [CURL-ARGS...]: page NAME of api.php?format=json&QUERY with the cookie jar
api() {
  local name=$1 query=$2
  shift 2
  page "$name" "api.php?format=json&formatversion=2&$query" -c "$JAR" -b "$JAR" "$@"
}

# sent PHASE: a `# sent:` line of what the app user sent since the last one (the general log)
log_from=0
sent() {
  local out
  [ "$general_log" = 1 ] || return 0
  admin -e "FLUSH GENERAL LOGS" >/dev/null 2>&1
  out=$(php "$ROOT/scripts/mediawiki/general_log.php" "$TMP/general.log" "$log_from" "$MYSQLPOOL_TEST_USER")
  log_from=${out##*lines=}
  note "sent: $1: ${out% lines=*}"
}

# --- the extension and MediaWiki ---------------------------------------------------------------
app_mysqli_there
if [ -f "$MW_SRC/includes/Defines.php" ] && [ -f "$MW_SRC/maintenance/install.php" ]; then
  ok "MediaWiki $(mw_version) from Debian's mediawiki"
else
  not_ok "Debian's mediawiki installed (bash scripts/deps.sh)"
  tap_finish
fi

# --- MariaDB and the tree ------------------------------------------------------------------------
db_start_or_reuse
app_database
# the server's general log, on a private server only (it is every client's)
if [ "$own_db" = 1 ]; then
  if admin -e "SET GLOBAL general_log_file = '$TMP/general.log'; SET GLOBAL general_log = 1" \
      >>"$TMP/setup.log" 2>&1; then
    general_log=1
  else
    note "general log not on: $(tail -n 1 "$TMP/setup.log")"
  fi
fi
if mw_tree "$TMP/mw" 2>"$TMP/tree.log"; then
  ok "MediaWiki tree copied ($(du -sm "$TMP/mw" | cut -f1) MB)"
else
  cat "$TMP/tree.log"
  not_ok "MediaWiki tree copied"
  tap_finish
fi
app_probe "$TMP/mw"  # what serves mysqli in the workers

# --- php.ini -------------------------------------------------------------------------------------
if [ "$MODE" = pool ]; then
  app_pool_settings
  mw_php_ini "$TMP/php.ini" pool "$SO" "${pool_ini[@]}"
else
  # two connections per request (the main one, and SqlBagOStuff's for objectcache: sessions,
  # messages, the parser cache), closed at its end: two per worker, plus those just closed whose
  # server threads have not ended yet when the next request connects. A sanity bound: the pool's
  # is the one this test is about.
  MAX_CONN=$((3 * WORKERS))
  mw_php_ini "$TMP/php.ini" stock
fi

# --- install -----------------------------------------------------------------------------------
started=$SECONDS
if mw_install "$TMP/php.ini" "$TMP/mw" "http://127.0.0.1" "$WIKI" "$ADMIN" "$ADMIN_PASSWORD" "$DB_NAME" \
    "$MYSQLPOOL_TEST_HOST:$MYSQLPOOL_TEST_PORT" "$MYSQLPOOL_TEST_USER" "$MYSQLPOOL_TEST_PASSWORD" \
    "$TMP/install.log"; then
  ok "install: maintenance/install.php on the php.ini of php-fpm ($((SECONDS - started)) s)"
else
  not_ok "install: maintenance/install.php on the php.ini of php-fpm (log $TMP/install.log)"
  tail -n 15 "$TMP/install.log" | cut -c1-300 | sed 's/^/#   | /'
fi
sent "install"
# The installer's connections stay in its manager's pools (one without a database, whose
# connection would idle there beside the wiki's pool, and the wiki's): that manager is stopped,
# so that php-fpm's workers start the one the load measures, with the wiki's pool alone.
[ "$MODE" = pool ] && stop_manager "$own_manager"
want_tables=$(grep -c '^CREATE TABLE' "$TMP/mw/maintenance/tables-generated.sql")
tables=$(sql "SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()")
check "install: the $want_tables tables of maintenance/tables-generated.sql at the server (got ${tables:-none})" \
  test "${tables:-0}" = "$want_tables"
row=$(sql "SELECT CONCAT(user_id, ' ', user_name) FROM user WHERE user_id = 1")
check "install: the admin's row in user ('$row')" test "$row" = "1 $ADMIN"
groups=$(sql "SELECT GROUP_CONCAT(ug_group ORDER BY ug_group) FROM user_groups WHERE ug_user = 1")
check "install: the admin's groups in user_groups ('$groups')" test "$groups" = "bureaucrat,interface-admin,sysop"

# --- php-fpm -----------------------------------------------------------------------------------
fpm_start "$WORKERS" --workers "$WORKERS" --app "$TMP/mw" --php-ini "$TMP/php.ini"
probe=$(curl -s --max-time 20 "$URL/mysqlpool-probe.php")
note "probe: $probe"
if [ "$MODE" = pool ]; then
  check "workers: mysqli served by mysqlpool (class mysqli of '$(json_field "$probe" mysqli_class)', mysqlnd loaded: $(json_field "$probe" mysqlnd_loaded), conf.d read: '$(json_field "$probe" scanned)')" \
    test "$(json_field "$probe" mysqlpool_loaded),$(json_field "$probe" mysqli_connect),$(json_field "$probe" mysqlnd_loaded),$(json_field "$probe" scanned)" = "true,true,false,false"
else
  check "workers: PHP's mysqli, not mysqlpool (class mysqli of '$(json_field "$probe" mysqli_class)', conf.d read: '$(json_field "$probe" scanned)')" \
    test "$(json_field "$probe" mysqli_class),$(json_field "$probe" mysqlpool_loaded),$(json_field "$probe" scanned)" = "'mysqli',false,false"
fi
mw_settings "$TMP/mw" "$URL" "$TMP"

# --- reading -----------------------------------------------------------------------------------
# Main_Page's text at the server: its current revision's main slot, through content to text
text_of() {
  sql "SELECT t.old_text FROM page p JOIN slots s ON s.slot_revision_id = p.page_latest
       JOIN content c ON c.content_id = s.slot_content_id
       JOIN text t ON c.content_address = CONCAT('tt:', t.old_id)
       WHERE p.page_namespace = 0 AND $1"
}
main_text=$(text_of "p.page_title = 'Main_Page'")
first=$(printf '%s' "$main_text" | sed -n 's/^<strong>\([^<]*\)<\/strong>.*/\1/p' | head -n 1)
check "Main_Page: its text at the server begins '<strong>MediaWiki has been installed.' (got '${first:-none}')" \
  test "$first" = "MediaWiki has been installed."
page main "index.php?title=Main_Page"
# the main page's <title> is the wiki's name alone; its heading names it
answered "Main_Page (index.php?title=Main_Page)" 200 "<title>$WIKI</title>" \
  '<span class="mw-page-title-main">Main Page</span>' "${first:-(none)}"
sent "Main_Page, first view"
page main2 "index.php?title=Main_Page"
answered "Main_Page again" 200 "<title>$WIKI</title>" '<span class="mw-page-title-main">Main Page</span>'
sent "Main_Page, a view"

# --- API login -----------------------------------------------------------------------------------
JAR=$TMP/cookies.txt
api login-token "action=query&meta=tokens&type=login"
login_token=$(jget query tokens logintoken)
check "API: a login token (action=query&meta=tokens&type=login; HTTP $CODE, '$login_token')" \
  test "$CODE" = 200 -a "${login_token: -2}" = "+\\"
api login "" -d action=clientlogin --data-urlencode "username=$ADMIN" \
  --data-urlencode "password=$ADMIN_PASSWORD" --data-urlencode "logintoken=$login_token" \
  --data-urlencode "loginreturnurl=$URL/"
status=$(jget clientlogin status)
check "API: action=clientlogin as $ADMIN answers PASS (HTTP $CODE, got '$status'$( [ "$status" = PASS ] || echo ": $(head -c 300 "$BODY")"))" \
  test "$CODE" = 200 -a "$status" = PASS
check "API: the cookie jar has the wiki's session and user cookies" \
  grep -q "${DB_NAME}_session" "$JAR"
sessions=$(sql "SELECT COUNT(*) FROM objectcache WHERE keyname LIKE '%:MWSession:%'")
check "API: the session's row in objectcache (got ${sessions:-none})" test "${sessions:-0}" -ge 1
sent "API login (3 requests)"
api csrf "action=query&meta=tokens"
csrf=$(jget query tokens csrftoken)
check "API: a csrf token once logged in (HTTP $CODE, '$csrf')" test "$CODE" = 200 -a ${#csrf} -gt 2 -a "$csrf" != "+\\"

# --- API edits -----------------------------------------------------------------------------------
title="Mysqlpool test 🐘 $$"
key=${title// /_}
text1="Written through the API on mysqli, run $$, with a 4-byte character: 🐘 and more."
text2="A second revision, run $$: 🐘🐘 twice now."
# edit NAME TEXT [CURL-ARGS...]: action=edit of the page; REV = the new revision's id
edit() {
  local name=$1 body=$2
  shift 2
  api "$name" "" -d action=edit --data-urlencode "title=$title" --data-urlencode "text=$body" \
    --data-urlencode "summary=mysqlpool test: $name" --data-urlencode "token=$csrf" "$@"
  REV=$(jget edit newrevid)
  check "API: action=edit ($name) answers Success with a new revision (HTTP $CODE, '$(jget edit result)', newrevid '$REV'$( [ -n "$REV" ] || echo ": $(head -c 300 "$BODY")"))" \
    test "$CODE" = 200 -a "$(jget edit result)" = Success -a -n "$REV"
}
edit edit1 "$text1" -d createonly=1
rev1=${REV:-0}
sent "API edit, a new page"
row=$(sql "SELECT CONCAT(page_id, ' ', page_latest, ' ', page_len) FROM page WHERE page_namespace = 0 AND HEX(page_title) = '$(hex "$key")'")
check "edit: the page's row in page, its title byte for byte, page_latest $rev1, page_len ${#text1} chars = $(printf '%s' "$text1" | wc -c) bytes ('$row')" \
  test "${row#* }" = "$rev1 $(printf '%s' "$text1" | wc -c)"
page_id=${row%% *}
revs=$(sql "SELECT GROUP_CONCAT(rev_id, ':', rev_parent_id ORDER BY rev_id) FROM revision WHERE rev_page = '${page_id:-0}'")
check "edit: one revision in revision, no parent ('$revs')" test "$revs" = "$rev1:0"
same=$(text_of "p.page_id = '${page_id:-0}' AND HEX(t.old_text) = '$(hex "$text1")'" | wc -l)
check "edit: the text in text (through slots and content) byte for byte, its 4-byte character too (rows: $same)" \
  test "$same" = 1
page view1 "index.php" -G --data-urlencode "title=$key"
answered "the new page's view" 200 "<title>$title - $WIKI</title>" "$text1"

edit edit2 "$text2" -d nocreate=1 -d "baserevid=$rev1"
rev2=${REV:-0}
sent "API edit, a second revision"
revs=$(sql "SELECT GROUP_CONCAT(rev_id, ':', rev_parent_id ORDER BY rev_id) FROM revision WHERE rev_page = '${page_id:-0}'")
check "edit 2: a second row in revision, its parent the first ('$revs')" test "$revs" = "$rev1:0,$rev2:$rev1"
latest=$(sql "SELECT page_latest FROM page WHERE page_id = '${page_id:-0}'")
check "edit 2: page_latest is the new revision ($latest)" test "$latest" = "$rev2" -a "$rev2" != "$rev1"
same=$(text_of "p.page_id = '${page_id:-0}' AND HEX(t.old_text) = '$(hex "$text2")'" | wc -l)
check "edit 2: the new text byte for byte (rows: $same)" test "$same" = 1
page view2 "index.php" -G --data-urlencode "title=$key"
answered "the page's view after the second edit" 200 "<title>$title - $WIKI</title>" "$text2"
sent "the page's view after the edit"
# not under load: a general log slows the server
[ "$general_log" = 1 ] && admin -e "SET GLOBAL general_log = 0"

# --- load --------------------------------------------------------------------------------------
# A warm-up first, not measured: every php-fpm process serves a few requests.
wrk -t2 -c"$WRK_CONNECTIONS" -d3s --timeout 30s "$URL/index.php?title=Main_Page" >"$TMP/warmup.wrk" 2>&1
connections() { admin -N -e "SHOW GLOBAL STATUS LIKE 'Connections'" | cut -f2; }
conns0=$(connections)
if ! sampler_start load; then
  not_ok "load: FLUSH STATUS and connection sampler started ($(cat "$TMP/load.sampler.err"))"
  tap_finish
fi
wrk -t2 -c"$WRK_CONNECTIONS" -d"${SECONDS_LOAD}s" --timeout 30s -s "$ROOT/scripts/lib/wrk-report.lua" \
  "$URL/index.php?title=Main_Page" >"$TMP/load.wrk" 2>&1 &
wrk_pid=$!
bg_pids+=("$wrk_pid")
wait "$wrk_pid"
sampler_stop load
conns1=$(connections)
wrk_read load || tap_finish
wrk_note load
check "load: wrk saw zero non-2xx answers (of $WRK_REQUESTS)" test "$WRK_STATUS" = 0
check "load: zero socket errors and timeouts (got $WRK_SOCK)" test "$WRK_SOCK" = 0
check "load: at least 50 views of Main_Page in $SECONDS_LOAD s (got $WRK_REQUESTS)" test "$WRK_REQUESTS" -ge 50
questions=$(json_field "$SAMPLER_OUT" questions_delta)
if [ "$WRK_REQUESTS" -gt 0 ] && [ -n "$questions" ]; then
  note "load: about $((questions / WRK_REQUESTS)) statements per view at the server ($questions Questions, the sampler's included), $(((conns1 - conns0 - 2) * 100 / WRK_REQUESTS))% of views with a new server connection"
fi
check_bound load

# the requests wrk left behind end first (a view that waits for the pool does for up to
# acquire_timeout_ms), so that the logs below have what they wrote: php-fpm's socket has no
# connection from nginx (one per request) and none queued. Not asked of php-fpm's status page: a
# worker answers it, in the same queue.
fpm_busy() {
  ss -Hxa 2>/dev/null | awk -v p="$TMP/fpm/php-fpm.sock" '$5 == p && ($2 != "LISTEN" || $3 > 0)' | grep -c .
}
fpm_idle() {
  local end=$((SECONDS + $1))
  while [ "$SECONDS" -lt "$end" ]; do
    [ "$(fpm_busy)" = 0 ] && return 0
    sleep 0.2
  done
  return 1
}
fpm_idle 30 || note "load: php-fpm still serving $(fpm_busy) request(s) 30 s after wrk's end"

# what a view sends once the workers are warm: 8 views one after another, the general log on
# (not after a failed load: its queued requests would hold the workers up first)
if [ "$WRK_REQUESTS" -lt 50 ] || [ "$WRK_STATUS" != 0 ] || [ "$WRK_SOCK" != 0 ]; then
  note "sent: views after the load not measured: the load failed"
elif [ "$general_log" = 1 ] && admin -e "SET GLOBAL general_log = 1"; then
  log_from=$(wc -l <"$TMP/general.log")
  for i in 1 2 3 4 5 6 7 8; do page "warm$i" "index.php?title=Main_Page"; done
  sent "8 views of Main_Page after the load"
  admin -e "SET GLOBAL general_log = 0"
fi

# --- logs --------------------------------------------------------------------------------------
logged=$(cat "$TMP/fpm/php-errors.log" "$TMP/fpm/php-fpm.log" 2>/dev/null |
         grep -E 'PHP (Warning|Fatal error|Parse error|Notice|Deprecated)|mysqli' | sort | uniq -c | sort -rn)
check "no PHP warning or error in php-fpm's logs (got $(printf '%s' "$logged" | grep -c .) distinct)" test -z "$logged"
[ -n "$logged" ] && printf '%s\n' "$logged" | head -n 8 | cut -c1-300 | sed 's/^/# /'
# PHP's own (" in FILE on line N"), not the installer's messages ("Warning: Could not find APCu ...")
logged=$(grep -E '(Warning|Fatal error|Parse error|Notice|Deprecated): .* on line [0-9]+|mysqli' \
         "$TMP/install.log" | sort | uniq -c | sort -rn)
check "no PHP warning or error in the installer's output (got $(printf '%s' "$logged" | grep -c .) distinct)" test -z "$logged"
[ -n "$logged" ] && printf '%s\n' "$logged" | head -n 8 | cut -c1-300 | sed 's/^/# /'
mwlogs=$(find "$TMP" -maxdepth 1 -name 'mw-*.log' -printf '%f ')
check "nothing in MediaWiki's logs of exceptions, errors and database errors (got: ${mwlogs:-none})" test -z "$mwlogs"
for f in $mwlogs; do head -n 4 "$TMP/$f" | cut -c1-300 | sed "s/^/# $f: /"; done

tap_finish
