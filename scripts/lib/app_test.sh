# shellcheck shell=bash
# What the application tests share: the WordPress and MediaWiki ones
# (scripts/wordpress/wordpress_test.sh, scripts/mediawiki/mediawiki_test.sh) the check that the
# mysqli under test is there, their database, the pool's php.ini lines and their page checks;
# the Laravel one (scripts/laravel/laravel_test.sh) the database. Functions only; source it after scripts/lib/common.sh. They
# use the test's MODE (pool or stock), DB_NAME, TMP and URL.
#
#   app_mysqli_there           one check: what MODE names is there (ends the test if not)
#   app_stock_mysqli_there     one check: PHP's own mysqli is there (the reference)
#   app_database [OPTIONS]     DB_NAME made anew (CREATE DATABASE ... OPTIONS); own_database=1
#   app_drop_database          for the cleanup: drops it, if made here on a server not ours
#   app_pool_settings          the pool's php.ini lines (pool_ini), own_manager, MAX_CONN
#   sql QUERY                  one value (or rows, tab-separated) of DB_NAME, as the admin
#   page NAME PATH [CURL...]   URL/PATH into TMP/pages/NAME.html: CODE, BODY
#   has TEXT                   the last page contains TEXT (fixed string)
#   answered NAME WANT TEXT... one check: the last page has status WANT and every TEXT

own_database=0

# app_mysqli_there: pool: the extension of the build (suite_so: SO); stock: PHP's mysqli.so
# (app_stock_mysqli_there).
app_mysqli_there() {
  note "mysqli: $MODE"
  case $MODE in
    pool)
      if suite_so "$TMP/build.log"; then ok "extension there ($SO)"; else not_ok "extension there ($SO_ERR)"; tap_finish; fi ;;
    stock) app_stock_mysqli_there ;;
    *) not_ok "MYSQLI is pool or stock, not '$MODE'"; tap_finish ;;
  esac
}

# app_stock_mysqli_there: one check: PHP's own mysqli.so is there (php8.2-mysql; in
# APP_EXTENSION_DIR when that names another PHP's)
app_stock_mysqli_there() {
  check "PHP's mysqli there (${APP_EXTENSION_DIR:-php8.2-mysql})" \
    test -f "${APP_EXTENSION_DIR:-$(php -n -r 'echo ini_get("extension_dir");')}/mysqli.so"
}

# app_database [OPTIONS]: DB_NAME dropped and created (with OPTIONS: a character set), one check;
# ends the test if the server refuses.
app_database() {
  if admin -e "DROP DATABASE IF EXISTS \`$DB_NAME\`; CREATE DATABASE \`$DB_NAME\`${1:+ $1}" \
      >"$TMP/setup.log" 2>&1; then
    own_database=1
    ok "database $DB_NAME created"
  else
    cat "$TMP/setup.log"
    not_ok "database $DB_NAME created"
    tap_finish
  fi
}

# app_drop_database: the database app_database made, dropped unless the server is the test's
# own (db_start_or_reuse: own_db=1), which goes with its data.
app_drop_database() {
  if [ "$own_database" = 1 ] && [ "$own_db" != 1 ]; then
    admin -e "DROP DATABASE IF EXISTS \`$DB_NAME\`" >/dev/null 2>&1
  fi
}

# app_pool_settings: pool_ini, the mysqlpool.* lines of the pool under test (POOL_SIZE
# connections, a 15 s acquire timeout, a manager socket and log of the test's own); own_manager,
# that socket (common.sh stops its manager at the end); MAX_CONN, the bound the test checks.
app_pool_settings() {
  MAX_CONN=$POOL_SIZE
  pool_ini=("mysqlpool.max_connections=$POOL_SIZE" "mysqlpool.acquire_timeout_ms=15000"
            "mysqlpool.manager_socket=$TMP/mgr.sock" "mysqlpool.manager_log=$TMP/manager.log")
  own_manager=$TMP/mgr.sock
}

sql() { admin -N -B "$DB_NAME" -e "$1" 2>>"$TMP/sql.log"; }

page() {
  local name=$1 path=$2
  shift 2
  CODE=$(curl -s --max-time 60 -o "$TMP/pages/$name.html" -w '%{http_code}' "$@" "$URL/$path")
  BODY=$TMP/pages/$name.html
}

has() { grep -qF -- "$1" "$BODY"; }

answered() {
  local name=$1 want=$2 t missing=""
  shift 2
  for t in "$@"; do has "$t" || missing="$missing '$t'"; done
  check "$name: HTTP $want (got $CODE)${missing:+, missing$missing}" \
    test "$CODE" = "$want" -a -z "$missing"
  if [ "$CODE" != "$want" ] || [ -n "$missing" ]; then
    sed -e 's/<[^>]*>//g' "$BODY" | grep -v '^\s*$' | head -n 8 | cut -c1-200 | sed 's/^/#   | /'
  fi
}
