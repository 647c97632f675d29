# shellcheck shell=bash
# Debian's unchanged MediaWiki (package `mediawiki`, 1.39 on Debian 12) served by a private
# php-fpm + nginx (scripts/lib/fpm.sh) against a private MariaDB, with mysqli either PHP's own
# or mysqlpool's front-end: for scripts/mediawiki/mediawiki_test.sh. Functions only; source it
# after scripts/lib/common.sh (ROOT set).
#
#   mw_tree DEST                                   a private copy of the tree
#   mw_php_ini FILE stock|pool [SO [KEY=VAL ...]]  the php.ini php-fpm and the installer run with
#   mw_install INI DEST URL NAME ADMIN PASSWORD DB_NAME DB_SERVER DB_USER DB_PASSWORD LOG
#                                                  maintenance/install.php on that php.ini
#   mw_settings DEST URL LOGDIR                    the test's lines after the installer's
#
# Why a copy: Debian's tree (/usr/share/mediawiki) reaches out of itself by symlinks:
# LocalSettings.php -> /var/lib/mediawiki -> /etc/mediawiki, and config, extensions and images
# into /var/lib/mediawiki; and MediaWiki finds its LocalSettings.php beside its own code
# (includes/'s parent, symlinks resolved) unless told otherwise. A copy of the code (these
# symlinks and extensions-core left out: no extension is installed) with a directory of its own
# for LocalSettings.php, images/, extensions/ and cache/ keeps everything under the caller's
# temp dir; nothing of the system's is written.

# shellcheck source=scripts/lib/app_php.sh
source "$(dirname "${BASH_SOURCE[0]}")/app_php.sh"  # app_php_ini, app_probe

MW_SRC=${MW_SRC:-/usr/share/mediawiki}

# mw_version: the MediaWiki version of MW_SRC (includes/Defines.php's MW_VERSION).
mw_version() {
  sed -n "s/^define( 'MW_VERSION', '\(.*\)' );/\1/p" "$MW_SRC/includes/Defines.php"
}

# mw_tree DEST: MW_SRC's code copied to DEST (symlinks followed), without Debian's links to
# /var/lib/mediawiki and /etc/mediawiki and without extensions-core; empty images/,
# extensions/ and cache/ of its own.
mw_tree() {
  local dest=$1 f
  rm -rf "$dest"
  mkdir -p "$dest"
  for f in "$MW_SRC"/* "$MW_SRC"/.[!.]*; do
    [ -e "$f" ] || continue
    case ${f##*/} in LocalSettings.php|config|extensions|extensions-core|images) continue ;; esac
    cp -rL "$f" "$dest/" || return 1
  done
  mkdir -p "$dest/images" "$dest/extensions" "$dest/cache"
}

# mw_php_ini FILE MODE [SO [KEY=VAL ...]]: app_php_ini (scripts/lib/app_php.sh), for php-fpm
# and the installer, with the extensions MediaWiki uses that Debian's php8.2 builds as shared
# objects (the others, json, openssl, zlib, hash, session, are built in: `php -n -m`).
mw_php_ini() {
  app_php_ini "$1" MediaWiki "$2" "xml ctype dom fileinfo iconv intl mbstring posix simplexml \
    tokenizer xmlreader xmlwriter" "${@:3}"
}

# mw_install INI DEST URL NAME ADMIN PASSWORD DB_NAME DB_SERVER DB_USER DB_PASSWORD LOG:
# MediaWiki's command-line installer (maintenance/install.php) of the tree DEST, run by the
# php.ini INI alone and APP_PHP (default php: the PHP of php-fpm) (so its mysqli is the one php-fpm has), for the wiki NAME at URL
# ($wgServer, the script path empty) with that administrator, on MariaDB at DB_SERVER
# (host:port) as DB_USER for both the install and the wiki (the database made if missing), the
# Vector skin only (URL: the installer's $wgServer, mw_settings sets the real one); its output into LOG. Succeeds if the installer does and
# DEST/LocalSettings.php is written.
mw_install() {
  local ini=$1 dest=$2
  (cd "$dest" && env PHP_INI_SCAN_DIR= ${APP_PHP:-php} -c "$ini" maintenance/install.php \
     --server "$3" --scriptpath "" --lang en --dbtype mysql --dbserver "$8" --dbname "$7" \
     --installdbuser "$9" --installdbpass "${10}" --dbuser "$9" --dbpass "${10}" \
     --pass "$6" --skins Vector --confpath "$dest" "$4" "$5") >"${11}" 2>&1 &&
    [ -s "$dest/LocalSettings.php" ]
}

# mw_settings DEST URL LOGDIR: the test's lines appended to DEST/LocalSettings.php: the wiki's
# URL ($wgServer: the installer runs before nginx has picked its port), MediaWiki's own logs of
# exceptions, errors and database errors into LOGDIR (each file absent unless something was
# logged), exception details on the error page. Nothing else of the installer's is changed.
mw_settings() {
  cat >>"$1/LocalSettings.php" <<EOF

# added by scripts/lib/mediawiki.sh: the URL, MediaWiki's own error logs (absent unless written)
\$wgServer = '$2';
\$wgShowExceptionDetails = true;
\$wgDBerrorLog = '$3/mw-dberror.log';
\$wgDebugLogGroups['exception'] = '$3/mw-exception.log';
\$wgDebugLogGroups['error'] = '$3/mw-error.log';
\$wgDebugLogGroups['fatal'] = '$3/mw-fatal.log';
\$wgDebugLogGroups['DBQuery'] = [ 'destination' => '$3/mw-dbquery.log', 'level' => 'warning' ];
\$wgDebugLogGroups['DBConnection'] = [ 'destination' => '$3/mw-dbconnection.log', 'level' => 'warning' ];
EOF
}
