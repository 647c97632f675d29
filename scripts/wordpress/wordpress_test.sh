#!/usr/bin/env bash
# WordPress on mysqlpool's mysqli, php.ini only: Debian's unchanged WordPress (package
# `wordpress`, 6.1.9 on Debian 12; 6.8 on PHP 8.4 in the Debian 13 root, where
# scripts/php84/php84.sh runs this script; a copy of its tree with a plain wp-config.php,
# scripts/lib/wordpress.sh) served by a private php-fpm (8 workers, pm=static) + nginx on
# 127.0.0.1 against a private MariaDB. php-fpm reads a php.ini of its own and neither the
# system's php.ini nor its conf.d, so mysqli is exactly what that php.ini loads:
#   MYSQLI=pool (default)  mysqlpool.so with mysqlpool.serve_mysqli=1 and a pool of 4; PHP's
#                          mysqli and mysqlnd not loaded
#   MYSQLI=stock           PHP's mysqli on mysqlnd (php8.2-mysql): the reference the checks
#                          are proven on
#
#   bash scripts/wordpress/wordpress_test.sh
#
# Each step is checked at the server too (a SELECT on the private server over the admin
# connection, not the page only): the installer (12 tables, the admin user's row), the front
# page, a post, a search, the REST API's post list, a login with a cookie jar and the
# dashboard, a comment (its row in wp_comments, a 4-byte character stored byte for byte: the
# tables are utf8mb4), an XML-RPC wp.newPost (its row in wp_posts, then its page); then wrk
# (-c16, 10 s) on the front page: no non-2xx answer, no socket error, the connect sequence's
# SETs per request (stock: 3, on a new connection each; pool: 0, they join the baseline),
# the app's server connections by Max_used_connections (FLUSH STATUS right before) and by
# PROCESSLIST samples never above the pool (4; with MYSQLI=stock twice the 8 workers: a closed
# connection's server thread may outlive the worker's next connect); last, no PHP warning or
# error in php-fpm's logs.
#
# Environment:
#   MYSQLI               pool (default) or stock
#   MYSQLPOOL_BUILD      the build folder (default build/): its mysqlpool.so (and
#                        mysqlpool_mysqli.so when the front-end is built as a module of its own),
#                        built there first when missing or stale
#   MYSQLPOOL_TEST_PORT  set (with the other MYSQLPOOL_TEST_* of scripts/lib/mariadb.sh's env.sh):
#                        use that server (a database mpwp_<pid> is made and dropped); unset: a
#                        private server, stopped at the end
#   WORDPRESS_TEST_SECONDS  wrk's length (default 10)
#   WP_SRC               the WordPress tree to copy (default /usr/share/wordpress)
#   FPM_BIN, NGINX_BIN, TMPDIR, APP_EXTENSION_DIR  another PHP's php-fpm and nginx (scripts/lib/fpm.sh),
#                        where the run directory goes (default /tmp), that PHP's extension_dir
#   FPM_TEST_KEEP=1      keep the temp dir (pages, logs) even when all passed
#
# Needs the packages wordpress, wordpress-theme-twentytwentythree, php-getid3, php8.2-fpm,
# php8.2-gd/-curl/-zip/-mbstring/-xml/-intl, nginx, wrk (scripts/deps.sh). Prints `ok - NAME` /
# `not ok - NAME: why` per check and `N passed, N failed` last; exits 1 on any failure.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
MODE=${MYSQLI:-pool}
POOL_SIZE=4
WORKERS=8
WRK_CONNECTIONS=16
SECONDS_LOAD=${WORDPRESS_TEST_SECONDS:-10}
TITLE="mysqlpool blog $$"
ADMIN=admin
ADMIN_PASSWORD=mysqlpool-wp-pw

# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"
# shellcheck source=scripts/lib/wordpress.sh
source "$ROOT/scripts/lib/wordpress.sh"
# shellcheck source=scripts/lib/app_test.sh
source "$ROOT/scripts/lib/app_test.sh"  # app_mysqli_there, app_database, app_pool_settings, page ...

fpm_test_init "${TMPDIR:-/tmp}/mpwp.XXXXXX" "fpm/php-fpm.log, fpm/php-errors.log, manager.log, pages/, load.wrk"
DB_NAME=mpwp_$$
wordpress_cleanup() {
  app_drop_database
  fpm_test_cleanup
}
trap wordpress_cleanup EXIT
mkdir -p "$TMP/pages"


# --- the extension and WordPress ---------------------------------------------------------------
app_mysqli_there
THEME=$(wp_default_theme)
if [ -f "$WP_SRC/wp-includes/version.php" ] && [ -n "$THEME" ] && [ -d "$WP_SRC/wp-content/themes/$THEME" ]; then
  ok "WordPress $(wp_version) from Debian's wordpress, its default theme $THEME"
else
  not_ok "Debian's wordpress and wordpress-theme-${THEME:-?} installed in $WP_SRC (bash scripts/deps.sh)"
  tap_finish
fi

# --- MariaDB and the tree ------------------------------------------------------------------------
db_start_or_reuse
app_database "CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
if wp_tree "$TMP/wp" "$DB_NAME" "$MYSQLPOOL_TEST_USER" "$MYSQLPOOL_TEST_PASSWORD" \
    "$MYSQLPOOL_TEST_HOST:$MYSQLPOOL_TEST_PORT" 2>"$TMP/tree.log"; then
  ok "WordPress tree copied with a plain wp-config.php ($(du -sm "$TMP/wp" | cut -f1) MB)"
else
  cat "$TMP/tree.log"
  not_ok "WordPress tree copied"
  tap_finish
fi
app_probe "$TMP/wp"  # what serves mysqli in the workers

# --- php-fpm -----------------------------------------------------------------------------------
if [ "$MODE" = pool ]; then
  app_pool_settings
  wp_php_ini "$TMP/php.ini" pool "$SO" "${pool_ini[@]}"
else
  # WordPress connects once per request and closes at its end: one connection per worker, plus
  # the one it just closed whose server thread has not ended yet when the next request connects
  # (measured: 9 with 8 workers). A sanity bound: the pool's is the one this test is about.
  MAX_CONN=$((2 * WORKERS))
  wp_php_ini "$TMP/php.ini" stock
fi
fpm_start "$WORKERS" --workers "$WORKERS" --app "$TMP/wp" --php-ini "$TMP/php.ini"
probe=$(curl -s --max-time 20 "$URL/mysqlpool-probe.php")
note "probe: $probe"
if [ "$MODE" = pool ]; then
  check "workers: mysqli served by mysqlpool (class mysqli of '$(json_field "$probe" mysqli_class)', mysqlnd loaded: $(json_field "$probe" mysqlnd_loaded), conf.d read: '$(json_field "$probe" scanned)')" \
    test "$(json_field "$probe" mysqlpool_loaded),$(json_field "$probe" mysqli_connect),$(json_field "$probe" mysqlnd_loaded),$(json_field "$probe" scanned)" = "true,true,false,false"
else
  check "workers: PHP's mysqli, not mysqlpool (class mysqli of '$(json_field "$probe" mysqli_class)', conf.d read: '$(json_field "$probe" scanned)')" \
    test "$(json_field "$probe" mysqli_class),$(json_field "$probe" mysqlpool_loaded),$(json_field "$probe" scanned)" = "'mysqli',false,false"
fi

# --- install -----------------------------------------------------------------------------------
wp_install "$URL" "$TITLE" "$ADMIN" "$ADMIN_PASSWORD" "$TMP/pages/install.html"
BODY=$TMP/pages/install.html
CODE=200
answered "install: wp-admin/install.php?step=2" 200 'Success!'
tables=$(sql "SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME LIKE 'wp\_%'")
check "install: 12 tables at the server (got ${tables:-none})" test "${tables:-0}" = 12
row=$(sql "SELECT CONCAT(user_login, ' ', user_email) FROM wp_users")
check "install: the admin user's row in wp_users ('$row')" test "$row" = "$ADMIN $ADMIN@example.invalid"
# WordPress picks utf8mb4 only if the client says it can (wpdb::has_cap: mysqli_get_client_info()
# naming mysqlnd >= 5.0.9, or a libmysqlclient >= 5.5.3); else its tables are utf8mb3 and a
# 4-byte character (an emoji) can't be stored
wide=$(sql "SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_COLLATION LIKE 'utf8mb4%'")
narrow=$(sql "SELECT IFNULL(GROUP_CONCAT(DISTINCT TABLE_COLLATION), '') FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_COLLATION NOT LIKE 'utf8mb4%'")
check "install: the 12 tables utf8mb4 (got ${wide:-none}${narrow:+; others: $narrow})" test "${wide:-0}" = 12 -a -z "$narrow"
blogname=$(sql "SELECT option_value FROM wp_options WHERE option_name = 'blogname'")
check "install: blogname in wp_options ('$blogname')" test "$blogname" = "$TITLE"

# --- reading -----------------------------------------------------------------------------------
post1=$(sql "SELECT post_title FROM wp_posts WHERE ID = 1 AND post_status = 'publish'")
page front ""
answered "front page" 200 "$TITLE" "$post1"
check "front page: post 1 at the server is 'Hello world!' (got '$post1')" test "$post1" = "Hello world!"

# the first words of its text (post_content is block markup: <!-- wp:paragraph --><p>Welcome ...)
content=$(sql "SELECT SUBSTRING(REGEXP_SUBSTR(post_content, '<p>[^<.]+'), 4) FROM wp_posts WHERE ID = 1")
page post1 "?p=1"
answered "a post (/?p=1)" 200 "$post1" "$content"

page search "?s=hello"
hits=$(sql "SELECT COUNT(*) FROM wp_posts WHERE post_status = 'publish' AND post_type IN ('post', 'page') AND (post_title LIKE '%hello%' OR post_content LIKE '%hello%')")
answered "search (/?s=hello)" 200 "$post1"
check "search: the server has $hits matching post(s), >= 1" test "${hits:-0}" -ge 1

page rest "?rest_route=/wp/v2/posts"
answered "REST (/?rest_route=/wp/v2/posts)" 200 '"id":1'
published=$(sql "SELECT COUNT(*) FROM wp_posts WHERE post_type = 'post' AND post_status = 'publish'")
rest=$(php -r '$j = json_decode(file_get_contents($argv[1]), true);
  if (!is_array($j)) { echo "not JSON"; exit; }
  echo count($j), " ", json_encode(array_values(array_filter(array_map(fn($p) => $p["id"] == 1 ? $p["title"]["rendered"] : null, $j))));' "$BODY")
check "REST: JSON with the server's $published published post(s), post 1 'Hello world!' (got $rest)" \
  test "$rest" = "$published [\"Hello world!\"]"

# --- login and the dashboard -------------------------------------------------------------------
JAR=$TMP/cookies.txt
page login-form "wp-login.php" -c "$JAR" -b "$JAR"
answered "login form (wp-login.php)" 200 'name="log"'
page login "wp-login.php" -c "$JAR" -b "$JAR" --data-urlencode "log=$ADMIN" \
  --data-urlencode "pwd=$ADMIN_PASSWORD" -d "wp-submit=Log+In" -d "testcookie=1" \
  --data-urlencode "redirect_to=$URL/wp-admin/"
check "login: POST wp-login.php answers 302 (got $CODE)" test "$CODE" = 302
check "login: the cookie jar has WordPress's logged-in cookie" grep -q wordpress_logged_in "$JAR"
tokens=$(sql "SELECT COUNT(*) FROM wp_usermeta m JOIN wp_users u ON u.ID = m.user_id WHERE u.user_login = '$ADMIN' AND m.meta_key = 'session_tokens' AND m.meta_value <> ''")
check "login: the session token's row in wp_usermeta (got ${tokens:-none})" test "${tokens:-0}" = 1
page dashboard "wp-admin/" -b "$JAR"
answered "dashboard (/wp-admin/)" 200 "Dashboard" "$TITLE"

# --- writing -----------------------------------------------------------------------------------
comment="A comment through mysqli, run $$, with a 4-byte character: 🐘"
page comment "wp-comments-post.php" -d comment_post_ID=1 -d comment_parent=0 \
  --data-urlencode "author=mysqlpool tester" --data-urlencode "email=tester@example.invalid" \
  --data-urlencode "url=" --data-urlencode "comment=$comment"
check "comment: POST wp-comments-post.php answers 302 (got $CODE)" test "$CODE" = 302
row=$(sql "SELECT CONCAT(comment_post_ID, ' ', comment_author) FROM wp_comments WHERE comment_content LIKE 'A comment through mysqli, run $$,%'")
check "comment: its row in wp_comments ('$row')" test "$row" = "1 mysqlpool tester"
# compared as bytes: the client's own character set plays no part
hex=$(printf '%s' "$comment" | od -An -tx1 | tr -d ' \n' | tr a-f A-F)
same=$(sql "SELECT COUNT(*) FROM wp_comments WHERE HEX(comment_content) = '$hex'")
check "comment: stored byte for byte, its 4-byte character too (rows: ${same:-none})" test "${same:-0}" = 1

xtitle="Posted over XML-RPC, run $$"
cat >"$TMP/newpost.xml" <<EOF
<?xml version="1.0"?>
<methodCall><methodName>wp.newPost</methodName><params>
<param><value><int>1</int></value></param>
<param><value><string>$ADMIN</string></value></param>
<param><value><string>$ADMIN_PASSWORD</string></value></param>
<param><value><struct>
<member><name>post_title</name><value><string>$xtitle</string></value></member>
<member><name>post_content</name><value><string>Its body, written by wp.newPost.</string></value></member>
<member><name>post_status</name><value><string>publish</string></value></member>
</struct></value></param>
</params></methodCall>
EOF
page xmlrpc "xmlrpc.php" -H 'Content-Type: text/xml' --data-binary "@$TMP/newpost.xml"
new_id=$(sed -n 's/.*<string>\([0-9][0-9]*\)<\/string>.*/\1/p' "$BODY" | head -n 1)
answered "XML-RPC wp.newPost answers a post id (got '${new_id:-none}')" 200 "<methodResponse>"
row=$(sql "SELECT CONCAT(post_status, ' ', post_type, ' ', post_title) FROM wp_posts WHERE ID = '${new_id:-0}'")
check "XML-RPC: the new row in wp_posts ('$row')" test "$row" = "publish post $xtitle"
page newpost "?p=${new_id:-0}"
answered "the new post's page" 200 "$xtitle"

# --- load --------------------------------------------------------------------------------------
# A warm-up first, not measured: every php-fpm process serves a few requests, in which it learns
# (once per process) that WordPress's settings and its sql_mode read are known to the pool.
wrk -t2 -c"$WRK_CONNECTIONS" -d3s --timeout 30s "$URL/" >"$TMP/warmup.wrk" 2>&1
if ! sampler_start load; then
  not_ok "load: FLUSH STATUS and connection sampler started ($(cat "$TMP/load.sampler.err"))"
  tap_finish
fi
wrk -t2 -c"$WRK_CONNECTIONS" -d"${SECONDS_LOAD}s" --timeout 30s -s "$ROOT/scripts/lib/wrk-report.lua" \
  "$URL/" >"$TMP/load.wrk" 2>&1 &
wrk_pid=$!
bg_pids+=("$wrk_pid")
wait "$wrk_pid"
sampler_stop load
wrk_read load || tap_finish
wrk_note load
check "load: wrk saw zero non-2xx answers (of $WRK_REQUESTS)" test "$WRK_STATUS" = 0
check "load: zero socket errors and timeouts (got $WRK_SOCK)" test "$WRK_SOCK" = 0
check "load: at least 50 front pages in $SECONDS_LOAD s (got $WRK_REQUESTS)" test "$WRK_REQUESTS" -ge 50
questions=$(json_field "$SAMPLER_OUT" questions_delta)
[ "$WRK_REQUESTS" -gt 0 ] && [ -n "$questions" ] &&
  note "load: about $((questions / WRK_REQUESTS)) statements per front page at the server ($questions Questions, the sampler's included)"
check_bound load
# WordPress's connect sequence (SET NAMES twice, SELECT @@SESSION.sql_mode, SET SESSION
# sql_mode) on every request: stock mysqli sends its 3 SETs on each new connection; on the pool
# they join the connection's baseline, so a request sends none (issue 36). Com_set_option over
# the sampler's window, read by the sampler itself (after its FLUSH: MariaDB 11.8's FLUSH GLOBAL
# STATUS resets it, 10.11's FLUSH STATUS does not); the sampler sends no SET.
set_delta=$(json_field "$SAMPLER_OUT" com_set_option_delta)
if ! [[ "$set_delta" =~ ^[0-9]+$ ]]; then
  not_ok "load: the sampler's count of SET statements (got '${set_delta}')"
  set_delta=999999
fi
sets=$((set_delta * 100 / (WRK_REQUESTS > 0 ? WRK_REQUESTS : 1)))
if [ "$MODE" = pool ]; then
  check "load: the connect sequence's SETs joined the pool's baseline: 0 per front page (got $((sets / 100)).$(printf '%02d' $((sets % 100))))" \
    test "$sets" -le 5
else
  # plus the SETs of the requests wrk leaves in flight at its end (up to one per connection)
  check "load: stock mysqli sends WordPress's 3 SETs per front page (got $((sets / 100)).$(printf '%02d' $((sets % 100))))" \
    test "$sets" -ge 295 -a "$sets" -le $((305 + 300 * WRK_CONNECTIONS / (WRK_REQUESTS > 0 ? WRK_REQUESTS : 1)))
fi

# --- PHP's logs --------------------------------------------------------------------------------
logged=$(cat "$TMP/fpm/php-errors.log" "$TMP/fpm/php-fpm.log" 2>/dev/null |
         grep -E 'PHP (Warning|Fatal error|Parse error|Notice|Deprecated)|mysqli' | sort | uniq -c | sort -rn)
check "no PHP warning or error in php-fpm's logs (got $(printf '%s' "$logged" | grep -c .) distinct)" test -z "$logged"
[ -n "$logged" ] && printf '%s\n' "$logged" | head -n 8 | cut -c1-300 | sed 's/^/# /'

tap_finish
