#!/usr/bin/env bash
# The packages: the PECL tarball, composer.json for PIE, and the Debian package
# php8.2-mysqlpool, built from a scratch copy of the tracked files (nothing is left in the tree)
# and installed on this machine, then purged. Needs root (apt-get, dpkg).
#
#   bash scripts/package/package_test.sh
#
# 1. What it needs, installed with apt-get when missing (debhelper, php-pear, composer, ...).
# 2. PECL: package.xml is what scripts/package/package_xml.sh prints from git ls-files; `pecl
#    package` accepts it; its tarball holds every source the phpize build needs and builds with
#    phpize/configure/make (CXXFLAGS=-O0 -g0: the test is that the tarball is complete, not the
#    code's speed) into modules/mysqlpool.so, which loads, and modules/mysqlpool-manager, which a
#    PDO query through that .so starts (its /proc/PID/exe).
# 3. PIE: composer.json is valid (`composer validate --no-check-publish`: Debian 12's composer
#    2.5 predates the php-ext section, so that section is checked here: type, extension-name,
#    priority equal to the Debian ini's, support-zts false as php_mysqlpool.h refuses ZTS).
# 4. Debian: dpkg-buildpackage -us -uc -b (DEB_BUILD_OPTIONS=parallel=2 nocheck noopt noddebs: unoptimised and no debug-symbol package, the test command's time); the .deb has
#    mysqlpool.so and mysqlpool-manager in `php-config --extension-dir`, the ini in
#    mods-available as a conffile with a priority after pdo's and pdo_mysql's and every
#    mysqlpool.* setting commented out with its real default and a line saying what it does;
#    that ini, uncommented, loads with no warning and gives the defaults; without pdo the
#    extension warns (the check of "no Warning" can see a missing dependency).
# 5. Installed with apt-get: `php -m` lists mysqlpool without -d and warns of nothing; a private
#    MariaDB and a private php-fpm + nginx (scripts/lib/fpm.sh, no --ext: the installed
#    extension through fpm/conf.d) answer a page that does new PDO("mysqlpool:...") and a SELECT
#    of a row written for this run; the worker mapped the installed .so, and the manager
#    listening on the configured mysqlpool.manager_socket is the installed program
#    (/proc/PID/exe). Reinstalling keeps it enabled once; a module the administrator disabled
#    stays disabled across a reinstall (php-maintscript-helper's rule).
# 6. Purged (also by the EXIT trap, whatever happened): no package state left, `php -m` has no
#    mysqlpool, no file of the .deb, no conf.d link and no /var/lib/php/modules state left (the
#    other suites load build/mysqlpool.so with -d extension= and would break otherwise).
#
# While step 5 runs (about a minute) the system PHP loads mysqlpool: scripts/test.sh runs this
# suite last, after every other. PACKAGE_TEST_KEEP=1 keeps the temp dir (logs are kept on
# failure anyway). Prints `ok - NAME` / `not ok - NAME` and `N passed, N failed` last; exits 1
# on any failure. It builds the extension twice (the PECL tarball, the Debian package); for
# its time: the test command's summary table (docs/RESULTS.md).
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
# shellcheck source=scripts/lib/common.sh
source "$ROOT/scripts/lib/common.sh"

PKG=php8.2-mysqlpool
PHP_VERSION=8.2
PHP=/usr/bin/php$PHP_VERSION
PHP_CONFIG=/usr/bin/php-config$PHP_VERSION
MODS=/etc/php/$PHP_VERSION/mods-available
T0=$(date +%s)

# shellcheck disable=SC2034  # read by common.sh's ok, not_ok and tap_finish
passed=0 KEPT_LOGS="*.log"
failed=0
TMP=$(mktemp -d /tmp/mppkg.XXXXXX)
DB=$TMP/db
FPM=$TMP/fpm
MGR_SOCK=$TMP/manager.sock
PECL_MGR_SOCK=$TMP/pecl-manager.sock
db_up=0

elapsed() { echo "$(($(date +%s) - T0))s"; }

pkg_state() { dpkg-query -W -f='${db:Status-Abbrev}' "$PKG" 2>/dev/null | tr -d ' '; }

cleanup() {
  "$ROOT/scripts/lib/fpm.sh" stop "$FPM" >/dev/null 2>&1
  stop_manager "$MGR_SOCK"
  stop_manager "$PECL_MGR_SOCK"
  # the package never outlives the suite
  if [ -n "$(pkg_state)" ]; then
    echo "# cleanup: purging $PKG (state $(pkg_state))"
    DEBIAN_FRONTEND=noninteractive dpkg --purge "$PKG" >>"$TMP/purge-trap.log" 2>&1 ||
      echo "# cleanup: dpkg --purge $PKG failed: see $TMP/purge-trap.log"
  fi
  [ "$db_up" = 1 ] && "$ROOT/scripts/lib/mariadb.sh" stop "$DB" >/dev/null 2>&1
  if [ "$failed" = 0 ] && [ "${PACKAGE_TEST_KEEP:-0}" != 1 ]; then
    rm -rf "$TMP"
  else
    rm -rf "$DB/data" "$TMP/src" "$TMP/pecl-src" "$TMP/pecl-build"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

show_log() { tail -n "${2:-25}" "$1" 2>/dev/null | sed 's/^/# | /'; }

if [ "$(id -u)" != 0 ]; then
  not_ok "run as root (apt-get, dpkg; uid is $(id -u))"
  tap_finish
fi

# --- 1. what it needs --------------------------------------------------------------------------
need=(debhelper dpkg-dev fakeroot php-pear php8.2-dev php8.2-cli php8.2-fpm libmariadb-dev
      libssl-dev g++ mariadb-server nginx-light curl composer)
missing=()
for p in "${need[@]}"; do
  [ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" = "install ok installed" ] || missing+=("$p")
done
# nginx from another package (nginx, nginx-full) serves as well
if [[ " ${missing[*]} " == *" nginx-light "* ]] && command -v nginx >/dev/null; then
  missing=("${missing[@]/nginx-light}")
fi
read -r -a missing <<<"${missing[*]}"
if [ ${#missing[@]} -gt 0 ]; then
  note "installing: ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}" \
    >"$TMP/apt-deps.log" 2>&1 || show_log "$TMP/apt-deps.log"
fi
tools_ok=1
for t in dpkg-buildpackage dh pecl phpize$PHP_VERSION php-fpm$PHP_VERSION nginx mariadbd curl; do
  command -v "$t" >/dev/null || { tools_ok=0; note "missing: $t"; }
done
check "build and test tools present (dpkg-buildpackage, dh, pecl, phpize, php-fpm, nginx, mariadbd, curl)" \
  test "$tools_ok" = 1
[ "$tools_ok" = 1 ] || tap_finish
EXTDIR=$("$PHP_CONFIG" --extension-dir)
PHPAPI=$("$PHP_CONFIG" --phpapi)
VERSION=$(sed -n 's/^#define MYSQLPOOL_VERSION "\(.*\)"$/\1/p' "$ROOT/core/common/version.h")
note "PHP $("$PHP" -r 'echo PHP_VERSION;'), extension dir $EXTDIR, mysqlpool $VERSION"

# A system PHP that already loads mysqlpool (another package, a hand-made conf.d file) would
# make every check below meaningless; a package left by an earlier run is purged first.
if [ -n "$(pkg_state)" ]; then
  note "$PKG is on this machine already (state $(pkg_state)): purging it first"
  dpkg --purge "$PKG" >"$TMP/purge-before.log" 2>&1 || show_log "$TMP/purge-before.log"
fi
check "before: the system PHP does not load mysqlpool" \
  bash -c '! "$1" -m 2>/dev/null | grep -qx mysqlpool' _ "$PHP"
# state php-maintscript-helper left (a disabled_by_admin would keep the install from enabling it)
state=$(find /var/lib/php/modules -name 'mysqlpool*' 2>/dev/null)
check "before: no mysqlpool state under /var/lib/php/modules${state:+; found (left by the purge of an older package: remove it): $(echo $state)}" test -z "$state"

# --- scratch copies of the tracked files --------------------------------------------------------
tree_before=$(git -C "$ROOT" status --porcelain --ignored 2>&1)
copy_tracked() { # DEST: the tracked files of ROOT as they are in the work tree
  mkdir -p "$1"
  (cd "$ROOT" && git ls-files -z | while IFS= read -r -d '' f; do
     [ -e "$f" ] && printf '%s\0' "$f"
   done | xargs -0 cp --parents -t "$1")
}
copy_tracked "$TMP/src" && copy_tracked "$TMP/pecl-src"
check "scratch copies of the tracked files made ($TMP/src, $TMP/pecl-src)" \
  test -f "$TMP/src/debian/rules" -a -f "$TMP/pecl-src/package.xml"

# The server the query checks use (before anything is installed: the install window stays short)
if db_start "$DB" "$TMP/mariadb.log"; then
  db_up=1
  ok "private MariaDB started (port $MYSQLPOOL_TEST_PORT)"
else
  show_log "$TMP/mariadb.log"
  not_ok "private MariaDB started"
fi
TOKEN="pkg-$$-$RANDOM"
if [ "$db_up" = 1 ]; then
  admin "$MYSQLPOOL_TEST_DB" >"$TMP/setup.log" 2>&1 <<SQL
DROP TABLE IF EXISTS package_check;
CREATE TABLE package_check (id INT PRIMARY KEY, token VARCHAR(64) NOT NULL);
INSERT INTO package_check VALUES (1, '$TOKEN');
SQL
  check "table package_check written (token $TOKEN)" test $? = 0
fi

# query_php: PHP that connects through mysqlpool, reads the token and prints a JSON line with
# what it got and which mysqlpool.so the process mapped.
cat >"$TMP/query.php" <<PHP
<?php
\$out = ['error' => null];
try {
  \$pdo = new PDO('mysqlpool:host=127.0.0.1;port=${MYSQLPOOL_TEST_PORT:-0};dbname=${MYSQLPOOL_TEST_DB:-x}',
                 '${MYSQLPOOL_TEST_USER:-x}', '${MYSQLPOOL_TEST_PASSWORD:-x}',
                 [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
  \$st = \$pdo->prepare('SELECT token FROM package_check WHERE id = ?');
  \$st->execute([1]);
  \$out['token'] = \$st->fetchColumn();
  \$out['driver'] = \$pdo->getAttribute(PDO::ATTR_DRIVER_NAME);
} catch (Throwable \$e) {
  \$out['error'] = get_class(\$e) . ': ' . \$e->getMessage();
}
\$so = [];
foreach (file('/proc/self/maps', FILE_IGNORE_NEW_LINES) as \$line) {
  if (preg_match('~(/\S*mysqlpool\.so)\$~', \$line, \$m)) \$so[\$m[1]] = true;
}
\$out['so'] = array_keys(\$so);
\$out['manager_socket'] = ini_get('mysqlpool.manager_socket');
echo json_encode(\$out), "\n";
PHP

# manager_exe SOCKET: the /proc/PID/exe of each manager listening on SOCKET, one a line
manager_exe() {
  local pid
  for pid in $(manager_pids "$1"); do readlink "/proc/$pid/exe"; done
}

# --- 2. PECL -----------------------------------------------------------------------------------
note "[$(elapsed)] PECL"
if bash "$ROOT/scripts/package/package_xml.sh" >"$TMP/package.xml.expected" 2>"$TMP/package_xml.err" &&
   diff -u "$ROOT/package.xml" "$TMP/package.xml.expected" >"$TMP/package.xml.diff"; then
  ok "package.xml is what scripts/package/package_xml.sh makes of git ls-files"
else
  show_log "$TMP/package.xml.diff" 15
  show_log "$TMP/package_xml.err" 5
  not_ok "package.xml is what scripts/package/package_xml.sh makes of git ls-files (run it with --write)"
fi
tgz=$TMP/pecl-src/mysqlpool-$VERSION.tgz
# The scratch copy is packaged as if released today: pecl warns about a release date that is
# not today's, which the committed date is from the day after its commit on (a clone tested
# after midnight failed on it); every other check of pecl's still has to pass without a warning.
sed -i "s|<date>[0-9-]*</date>|<date>$(date +%Y-%m-%d)</date>|" "$TMP/pecl-src/package.xml"
(cd "$TMP/pecl-src" && pecl package package.xml) >"$TMP/pecl-package.log" 2>&1
if [ -f "$tgz" ] && ! grep -qiE 'error|warning' "$TMP/pecl-package.log"; then
  ok "pecl package accepts package.xml: $(basename "$tgz"), no warning"
else
  show_log "$TMP/pecl-package.log"
  not_ok "pecl package accepts package.xml (no $(basename "$tgz") or warnings: $TMP/pecl-package.log)"
fi
if [ -f "$tgz" ]; then
  needed=$(cd "$ROOT" && git ls-files config.m4 Makefile.frag core ext | grep -v '^core/tests/' | LC_ALL=C sort)
  have=$(tar tzf "$tgz" | sed -n "s|^mysqlpool-$VERSION/||p" | LC_ALL=C sort)
  absent=$(comm -23 <(echo "$needed") <(echo "$have"))
  check "the tarball holds every tracked file of config.m4, Makefile.frag, core/ (not tests) and ext/ ($(wc -l <<<"$needed") files)${absent:+; missing: $(echo $absent)}" \
    test -z "$absent"
  mkdir -p "$TMP/pecl-build"
  b=$TMP/pecl-build/mysqlpool-$VERSION
  start=$(date +%s)
  if tar xzf "$tgz" -C "$TMP/pecl-build" &&
     (cd "$b" && "phpize$PHP_VERSION" && ./configure --with-php-config="$PHP_CONFIG" CXXFLAGS="-O0 -g0" &&
      make -j2) >"$TMP/pecl-build.log" 2>&1; then
    ok "the tarball builds with phpize, configure, make ($(($(date +%s) - start))s)"
  else
    show_log "$TMP/pecl-build.log"
    not_ok "the tarball builds with phpize, configure, make (log $TMP/pecl-build.log)"
  fi
  check "modules/mysqlpool.so loads (php -d extension=...)" \
    "$PHP" -d extension="$b/modules/mysqlpool.so" -r 'exit(extension_loaded("mysqlpool") && in_array("mysqlpool", PDO::getAvailableDrivers(), true) ? 0 : 1);'
  check "modules/mysqlpool-manager is beside it, executable" test -x "$b/modules/mysqlpool-manager"
  if [ "$db_up" = 1 ] && [ -f "$b/modules/mysqlpool.so" ]; then
    got=$("$PHP" -d extension="$b/modules/mysqlpool.so" -d mysqlpool.manager_socket="$PECL_MGR_SOCK" \
            -d mysqlpool.manager_log="$TMP/pecl-manager.log" "$TMP/query.php" 2>&1)
    check "a query through the tarball's build returns the token (got: $got)" \
      test "$(json_field "$got" token)" = "'$TOKEN'"
    exe=$(manager_exe "$PECL_MGR_SOCK")
    check "the manager it started is the tarball's modules/mysqlpool-manager (got: ${exe:-none})" \
      test "$exe" = "$b/modules/mysqlpool-manager"
    stop_manager "$PECL_MGR_SOCK"
  fi
fi

# --- 3. PIE: composer.json ----------------------------------------------------------------------
note "[$(elapsed)] composer.json"
if command -v composer >/dev/null; then
  if (cd "$TMP/pecl-src" && COMPOSER_ALLOW_SUPERUSER=1 composer validate --no-interaction \
        --no-check-publish --no-check-lock) >"$TMP/composer-validate.log" 2>&1; then
    ok "composer validate --no-check-publish: valid ($(composer --version 2>/dev/null | grep -o 'version [0-9.]*'))"
  else
    show_log "$TMP/composer-validate.log"
    not_ok "composer validate --no-check-publish"
  fi
else
  note "no composer (apt-get could not install it): only the JSON and its keys are checked"
fi
ini_priority=$(sed -n 's/^; priority=\([0-9]*\)$/\1/p' "$ROOT/debian/mysqlpool.ini")
zts_refused=0
grep -qE '^#error .*ZTS' "$ROOT/ext/php_mysqlpool.h" && zts_refused=1
check_composer() {
  "$PHP" -r '
    $c = json_decode(file_get_contents($argv[1]), true);
    if (!is_array($c)) { echo "not JSON: ", json_last_error_msg(), "\n"; exit(1); }
    $e = $c["php-ext"] ?? null;
    $problems = [];
    if (($c["type"] ?? "") !== "php-ext") $problems[] = "type is not php-ext";
    if (!preg_match("~^[a-z0-9]([_.-]?[a-z0-9]+)*/[a-z0-9](([_.]|-{1,2})?[a-z0-9]+)*$~", $c["name"] ?? "")) $problems[] = "name is not vendor/name";
    if (!is_array($e)) $problems[] = "no php-ext section";
    elseif (($e["extension-name"] ?? "") !== "mysqlpool") $problems[] = "extension-name is not mysqlpool";
    if (is_array($e) && ($e["priority"] ?? null) !== (int)$argv[2]) $problems[] = "priority is not the Debian ini priority " . $argv[2];
    if (is_array($e) && (($e["support-zts"] ?? true) !== ($argv[3] === "0"))) $problems[] = "support-zts does not say what php_mysqlpool.h does";
    if (is_array($e) && isset($e["configure-options"])) foreach ($e["configure-options"] as $o) if (!isset($o["name"])) $problems[] = "a configure option without a name";
    if (!isset($c["require"]["php"])) $problems[] = "no require.php";
    echo implode("; ", $problems);
    exit($problems ? 1 : 0);' "$1" "$2" "$3"
}
why=$(check_composer "$ROOT/composer.json" "$ini_priority" "$zts_refused")
check "composer.json: JSON, type php-ext, php-ext.extension-name mysqlpool, priority $ini_priority as the ini, support-zts false${why:+: $why}" \
  test -z "$why"
# the check sees a wrong file
echo '{"name": "mysqlpool/mysqlpool", "type": "library", "php-ext": {"extension-name": "pool", "support-zts": true}}' \
  >"$TMP/bad-composer.json"
why=$(check_composer "$TMP/bad-composer.json" "$ini_priority" "$zts_refused")
check "the composer.json check refuses a wrong one (it said: $why)" \
  bash -c '[[ "$1" == *"type is not php-ext"* && "$1" == *"extension-name"* && "$1" == *"support-zts"* && "$1" == *"require.php"* ]]' _ "$why"

# --- 4. the Debian package ----------------------------------------------------------------------
note "[$(elapsed)] dpkg-buildpackage"
start=$(date +%s)
if (cd "$TMP/src" && DEB_BUILD_OPTIONS="parallel=2 nocheck noopt noddebs" dpkg-buildpackage -us -uc -b) \
     >"$TMP/deb-build.log" 2>&1; then
  ok "dpkg-buildpackage -us -uc -b ($(($(date +%s) - start))s)"
else
  show_log "$TMP/deb-build.log" 40
  not_ok "dpkg-buildpackage -us -uc -b (log $TMP/deb-build.log)"
fi
deb=$(ls "$TMP"/${PKG}_*.deb 2>/dev/null | head -n 1)
if [ -z "$deb" ]; then
  not_ok "the build made ${PKG}_*.deb"
  tap_finish
fi
ok "the build made $(basename "$deb")"
check "its version is MYSQLPOOL_VERSION $VERSION (got $(dpkg-deb -f "$deb" Version))" \
  test "$(dpkg-deb -f "$deb" Version)" = "$VERSION"
contents=$(dpkg-deb -c "$deb")
check "mysqlpool.so in the extension dir $EXTDIR" grep -qE " \.$EXTDIR/mysqlpool\.so$" <<<"$contents"
check "mysqlpool-manager beside it, executable" grep -qE "^-rwxr-xr-x .* \.$EXTDIR/mysqlpool-manager$" <<<"$contents"
check "$MODS/mysqlpool.ini, a conffile" \
  bash -c 'grep -qE " \.$1/mysqlpool\.ini$" <<<"$2" && dpkg-deb -I "$3" conffiles | grep -qx "$1/mysqlpool.ini"' _ "$MODS" "$contents" "$deb"
depends=$(dpkg-deb -f "$deb" Depends)
check "Depends names phpapi-$PHPAPI, php8.2-common and libmariadb3 ($depends)" \
  bash -c '[[ "$1" == *"phpapi-$2"* && "$1" == *php8.2-common* && "$1" == *libmariadb3* ]]' _ "$depends" "$PHPAPI"
# lintian, when it is installed: its findings as notes (not counted)
if command -v lintian >/dev/null; then
  lintian "$deb" >"$TMP/lintian.log" 2>&1
  note "lintian: $(grep -cE '^[EW]: ' "$TMP/lintian.log") error/warning line(s)"
  grep -E '^[EW]: ' "$TMP/lintian.log" | head -n 10 | sed 's/^/#   /'
fi
x=$TMP/deb-x
dpkg-deb -x "$deb" "$x"
check "the packaged mysqlpool.so names no libmariadb symbol (only the manager links it)" \
  bash -c '! nm -D --undefined-only "$1" | grep -qiE " (mysql|mariadb)_" && ! ldd "$1" | grep -qi mariadb' _ "$x$EXTDIR/mysqlpool.so"
exported=$(nm -D --defined-only "$x$EXTDIR/mysqlpool.so" | awk '$2 != "W" && $2 != "V" && $2 != "u" {print $3}' | tr '\n' ' ')
check "the packaged mysqlpool.so exports get_module only (config.m4's hidden visibility; got: ${exported:0:120})" \
  test "$exported" = "get_module "

# The ini: priority after pdo and pdo_mysql, extension=, every setting with its real default.
ini=$x$MODS/mysqlpool.ini
prio_of() { sed -n 's/^; priority=\([0-9]*\)$/\1/p' "$MODS/$1.ini" 2>/dev/null; }
pdo_prio=$(prio_of pdo)
pdo_mysql_prio=$(prio_of pdo_mysql)
our_prio=$(sed -n 's/^; priority=\([0-9]*\)$/\1/p' "$ini")
check "the ini's priority $our_prio comes after pdo's ${pdo_prio:-?} and pdo_mysql's ${pdo_mysql_prio:-?}" \
  test "${our_prio:-0}" -gt "${pdo_prio:-99}" -a "${our_prio:-0}" -gt "${pdo_mysql_prio:-99}"
check "the ini loads extension=mysqlpool.so" grep -qx 'extension=mysqlpool.so' "$ini"
defaults=$("$PHP" -d extension="$x$EXTDIR/mysqlpool.so" -r \
  'foreach (ini_get_all("mysqlpool") as $k => $v) echo $k, "=", $v["global_value"], "\n";' 2>&1)
ini_problems=$(awk -v defaults="$defaults" '
  BEGIN { n = split(defaults, d, "\n"); for (i = 1; i <= n; i++) if (d[i] != "") {
            k = substr(d[i], 1, index(d[i], "=") - 1); want[k] = substr(d[i], index(d[i], "=") + 1); count++ } }
  /^;mysqlpool\./ {
    line = substr($0, 2); k = line; sub(/[ \t]*=.*/, "", k); v = line; sub(/^[^=]*=[ \t]*/, "", v)
    if (!(k in want)) { print "unknown setting " k; next }
    if (k in seen) print k " listed twice"
    seen[k] = 1
    if (v != want[k]) print k " says " v " but the default is " want[k]
    if (prev !~ /^; ./) print k " has no line above it saying what it does"
  }
  /^mysqlpool\./ { print "a setting not commented out: " $0 }
  { prev = $0 }
  END { for (k in want) if (!(k in seen)) print "missing " k; if (count < 10) print "only " count " settings known: " defaults }
' "$ini")
check "the ini lists every one of the $(grep -c . <<<"$defaults") mysqlpool.* settings, commented out, with its default and a line saying what it does${ini_problems:+: $(echo $ini_problems)}" \
  test -z "$ini_problems"
# The same ini with every setting uncommented, as the only ini (no conf.d): no startup
# warning, the same values.
{
  echo "extension=pdo.so"
  sed -e "s|^extension=mysqlpool.so$|extension=$x$EXTDIR/mysqlpool.so|" -e 's/^;\(mysqlpool\.\)/\1/' "$ini"
} >"$TMP/uncommented.ini"
out=$(PHP_INI_SCAN_DIR='' "$PHP" -c "$TMP/uncommented.ini" -r \
  'foreach (ini_get_all("mysqlpool") as $k => $v) echo $k, "=", $v["global_value"], "\n";' 2>&1)
check "the ini with every setting uncommented loads with no warning and gives the defaults" \
  test "$out" = "$defaults"
# Without pdo it warns at startup: the check of `php -m` below would see a missing dependency.
# (The order of extension= lines alone does not matter to PHP, which starts modules in the order
# of their dependencies; the priority follows Debian's convention all the same.)
out=$("$PHP" -n -d extension="$x$EXTDIR/mysqlpool.so" -m 2>&1)
check "without pdo it warns at startup: $(grep -m1 -i warning <<<"$out" | cut -c1-120)" \
  grep -qi 'warning.*pdo' <<<"$out"

tree_after=$(git -C "$ROOT" status --porcelain --ignored 2>&1)
check "the source tree is as it was (the builds ran in copies)" test "$tree_before" = "$tree_after"

# --- 5. installed ------------------------------------------------------------------------------
note "[$(elapsed)] installing $(basename "$deb") (the system PHP loads mysqlpool until the purge)"
if DEBIAN_FRONTEND=noninteractive apt-get install -y "$deb" >"$TMP/install.log" 2>&1 &&
   [ "$(pkg_state)" = ii ]; then
  ok "apt-get install -y ./$(basename "$deb")"
else
  show_log "$TMP/install.log"
  not_ok "apt-get install -y ./$(basename "$deb") (state: $(pkg_state))"
fi
check "installed: $EXTDIR/mysqlpool.so and $EXTDIR/mysqlpool-manager (executable)" \
  test -f "$EXTDIR/mysqlpool.so" -a -x "$EXTDIR/mysqlpool-manager"
for sapi in $(phpquery -S -v "$PHP_VERSION" 2>/dev/null); do
  link=/etc/php/$PHP_VERSION/$sapi/conf.d/$our_prio-mysqlpool.ini
  check "enabled for $sapi: $link -> $MODS/mysqlpool.ini" \
    test "$(readlink "$link" 2>/dev/null)" = "$MODS/mysqlpool.ini"
done
mods=$("$PHP" -m 2>&1)
check "php -m lists mysqlpool (no -d extension=)" grep -qx mysqlpool <<<"$mods"
check "php -m prints no warning or error$(grep -m1 -iE 'warning|error' <<<"$mods" | sed 's/^/: /' | cut -c1-150)" \
  bash -c '! grep -qiE "warning|error" <<<"$1"' _ "$mods"
check "php -r: PDO drivers include mysqlpool" \
  "$PHP" -r 'exit(in_array("mysqlpool", PDO::getAvailableDrivers(), true) ? 0 : 1);'

# php-fpm + nginx with the system's ini and conf.d only (no --ext)
if [ "$db_up" = 1 ]; then
  mkdir -p "$TMP/app"
  cp "$TMP/query.php" "$TMP/app/query.php"
  if "$ROOT/scripts/lib/fpm.sh" start "$FPM" --workers 2 --app "$TMP/app" \
       --ini "mysqlpool.manager_socket=$MGR_SOCK" --ini "mysqlpool.manager_log=$TMP/manager.log" \
       >"$TMP/fpm-start.log" 2>&1; then
    ok "private php-fpm and nginx started (no -d extension=: fpm/conf.d)"
    check "php-fpm was started without -d extension=" bash -c '! grep -q "extension=" "$1"' _ "$FPM/php-fpm.cmd"
    url=$(cat "$FPM/url")/query.php
    got=$(curl -s --max-time 20 -w '\n%{http_code}' "$url")
    code=$(tail -n 1 <<<"$got")
    body=$(head -n 1 <<<"$got")
    check "GET query.php through php-fpm: 200 and the token read by SELECT through mysqlpool (got $code: $body)" \
      test "$code" = 200 -a "$(json_field "$body" token)" = "'$TOKEN'"
    check "the worker's driver is mysqlpool and its manager socket the configured one" \
      test "$(json_field "$body" driver)" = "'mysqlpool'" -a "$(json_field "$body" manager_socket)" = "'$MGR_SOCK'"
    check "the worker mapped the installed $EXTDIR/mysqlpool.so only (got $(json_field "$body" so))" \
      test "$(json_field "$body" so)" = "$EXTDIR/mysqlpool.so"
    exe=$(manager_exe "$MGR_SOCK")
    check "the manager on $MGR_SOCK is the installed $EXTDIR/mysqlpool-manager (got: ${exe:-none})" \
      test "$exe" = "$EXTDIR/mysqlpool-manager"
    grep -iE 'warning|error' "$FPM/php-fpm.log" "$FPM/php-errors.log" 2>/dev/null | head -n 3 | sed 's/^/# fpm: /'
  else
    show_log "$TMP/fpm-start.log"
    not_ok "private php-fpm and nginx started"
  fi
  "$ROOT/scripts/lib/fpm.sh" stop "$FPM" >/dev/null 2>&1
  stop_manager "$MGR_SOCK"
fi

# Reinstalling (an upgrade to the same version) keeps it enabled, once.
DEBIAN_FRONTEND=noninteractive dpkg -i "$deb" >"$TMP/reinstall.log" 2>&1
check "reinstalled: still enabled, listed once by php -m" \
  test "$("$PHP" -m 2>/dev/null | grep -cx mysqlpool)" = 1
# An administrator's phpdismod survives a reinstall (php_invoke leaves it alone).
phpdismod -v "$PHP_VERSION" -s ALL mysqlpool >"$TMP/dismod.log" 2>&1
DEBIAN_FRONTEND=noninteractive dpkg -i "$deb" >>"$TMP/dismod.log" 2>&1
check "disabled by phpdismod, then reinstalled: stays disabled" \
  bash -c '! "$1" -m 2>/dev/null | grep -qx mysqlpool' _ "$PHP"
phpenmod -v "$PHP_VERSION" -s ALL mysqlpool >>"$TMP/dismod.log" 2>&1
check "phpenmod enables it again" bash -c '"$1" -m 2>/dev/null | grep -qx mysqlpool' _ "$PHP"

# --- 6. purged ---------------------------------------------------------------------------------
note "[$(elapsed)] purging"
files=$(dpkg -L "$PKG" 2>/dev/null | while read -r f; do [ -f "$f" ] || [ -L "$f" ] && echo "$f"; done)
if DEBIAN_FRONTEND=noninteractive apt-get purge -y "$PKG" >"$TMP/purge.log" 2>&1 && [ -z "$(pkg_state)" ]; then
  ok "apt-get purge -y $PKG: no package state left"
else
  show_log "$TMP/purge.log"
  not_ok "apt-get purge -y $PKG (state: $(pkg_state))"
fi
check "after the purge php -m does not list mysqlpool" \
  test "$("$PHP" -m 2>/dev/null | grep -c mysqlpool)" = 0
left=$(for f in $files; do [ -e "$f" ] || [ -L "$f" ] && echo "$f"; done)
check "no file of the package is left ($(wc -w <<<"$files") files: the .so, the manager, the ini, docs)${left:+; left: $(echo $left)}" \
  test -n "$files" -a -z "$left"
check "no /usr/share/doc/$PKG left" test ! -e "/usr/share/doc/$PKG"
links=$(find /etc/php -lname '*mysqlpool*' 2>/dev/null; find /etc/php -name '*mysqlpool*' 2>/dev/null)
check "no conf.d link or ini of mysqlpool under /etc/php${links:+; left: $(echo $links)}" test -z "$links"
state=$(find /var/lib/php/modules -name 'mysqlpool*' 2>/dev/null)
check "no module state under /var/lib/php/modules${state:+; left: $(echo $state)}" test -z "$state"
ext_left=$(find "$EXTDIR" -maxdepth 1 -name '*mysqlpool*' 2>/dev/null)
check "nothing named mysqlpool in $EXTDIR${ext_left:+; left: $(echo $ext_left)}" test -z "$ext_left"

note "done in $(elapsed)"
tap_finish
