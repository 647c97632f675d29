#!/usr/bin/env bash
# PHP 8.4 with MariaDB 11.8: the extension built with PHP 8.4's phpize and the PHPT suite run
# against a private MariaDB 11.8, both in a Debian 13 (trixie) root. Debian 12 packages
# neither, so the root is made with debootstrap from the host's own Debian mirror, once
# (about 10 minutes on a new machine), and reused by later runs.
#
#   bash scripts/php84.sh            # build the root if missing, then build and test in it
#
# Prints TAP-style `ok - …` / `not ok - …` (the phpize build, each PHPT that fails) and ends
# with `N passed, N failed`: the PHPTs that passed, and the build and the PHPTs that failed or
# were skipped (a skip counts as failed). Exit status non-zero on any failure.
#
# Environment: MYSQLPOOL_DEB13_ROOT (default /var/tmp/mysqlpool-trixie) is the root; the
# repository is bind-mounted read-only at /mp inside it for the run. Everything it starts in
# the root (MariaDB, the manager) is stopped by pid, and the mounts are undone, at the end.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
R=${MYSQLPOOL_DEB13_ROOT:-/var/tmp/mysqlpool-trixie}
PACKAGES="php8.4-cli php8.4-dev php8.4-mysql mariadb-server mariadb-client g++ make pkg-config libmariadb-dev iproute2 procps"
passed=0
failed=0
ok() { echo "ok - $1"; passed=$((passed + 1)); }
not_ok() { echo "not ok - $1"; failed=$((failed + 1)); }
finish() {
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
  exit $?
}
in_root() { chroot "$R" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }

mounts=()
cleanup() {
  if [ -f "$R/tmp/mp84/db/mysqld.pid" ]; then
    in_root bash /mp/scripts/mariadb.sh stop /tmp/mp84/db >/dev/null 2>&1 || true
  fi
  local sock=/tmp/mp84/manager.sock pid
  pid=$(ss -Hxlp 2>/dev/null | grep -F " $R$sock " | sed -n 's/.*pid=\([0-9]*\).*/\1/p' | head -n 1)
  [ -n "$pid" ] && kill -TERM "$pid" 2>/dev/null
  local m
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
    m=${mounts[$i]}
    umount "$m" 2>/dev/null || umount -l "$m" 2>/dev/null || true
  done
}
trap cleanup EXIT

# --- the root ----------------------------------------------------------------------------------
if [ ! -f "$R/.mysqlpool-ready" ]; then
  echo "# making the Debian 13 root $R (debootstrap + packages: about 10 minutes, once)"
  command -v debootstrap >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
  mirror=$(sed -n 's/^URIs: *\(http[^ ]*debian\)\/*$/\1/p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -n 1)
  [ -n "$mirror" ] || mirror=$(sed -n 's/^deb \(http[^ ]*debian\)\/* bookworm .*/\1/p' /etc/apt/sources.list 2>/dev/null | head -n 1)
  [ -n "$mirror" ] || mirror=http://deb.debian.org/debian
  rm -rf "$R"
  mkdir -p "$R"
  if ! debootstrap --variant=minbase trixie "$R" "$mirror" >/tmp/mysqlpool-debootstrap.log 2>&1; then
    tail -n 20 /tmp/mysqlpool-debootstrap.log
    not_ok "debootstrap trixie from $mirror (log /tmp/mysqlpool-debootstrap.log)"
    finish
  fi
fi
cp /etc/hosts "$R/etc/hosts"
mkdir -p "$R/mp"
mount --bind /proc "$R/proc" && mounts+=("$R/proc")
mount --bind "$ROOT" "$R/mp" && mount -o remount,bind,ro "$R/mp" && mounts+=("$R/mp")
if [ ! -f "$R/.mysqlpool-ready" ]; then
  # no service may start inside the root
  printf '#!/bin/sh\nexit 101\n' >"$R/usr/sbin/policy-rc.d"
  chmod +x "$R/usr/sbin/policy-rc.d"
  if ! in_root bash -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $PACKAGES" \
      >/tmp/mysqlpool-trixie-apt.log 2>&1; then
    tail -n 20 /tmp/mysqlpool-trixie-apt.log
    not_ok "packages in the Debian 13 root (log /tmp/mysqlpool-trixie-apt.log)"
    finish
  fi
  touch "$R/.mysqlpool-ready"
fi
echo "# $(in_root php -r 'echo "PHP ", PHP_VERSION;'), $(in_root mariadbd --version | sed 's/ from Debian.*//')"

# --- the build ---------------------------------------------------------------------------------
rm -rf "$R/tmp/mp84"
mkdir -p "$R/tmp/mp84/build"
cp -r config.m4 Makefile.frag ext core "$R/tmp/mp84/build/"
if in_root bash -c 'cd /tmp/mp84/build && phpize && ./configure && make -j2' >"$R/tmp/mp84/build.log" 2>&1 &&
   [ -f "$R/tmp/mp84/build/modules/mysqlpool.so" ]; then
  ok "phpize build with PHP 8.4"
else
  tail -n 30 "$R/tmp/mp84/build.log"
  not_ok "phpize build with PHP 8.4"
  finish
fi

# --- MariaDB 11.8 and the PHPTs -----------------------------------------------------------------
if ! in_root bash /mp/scripts/mariadb.sh start /tmp/mp84/db >"$R/tmp/mp84/db.log" 2>&1; then
  cat "$R/tmp/mp84/db.log"
  not_ok "MariaDB 11.8 in the root did not start"
  finish
fi
mkdir -p "$R/tmp/mp84/phpt"
cp php-tests/*.phpt "$R/tmp/mp84/phpt/"
cp -r php-tests/inc "$R/tmp/mp84/phpt/"
nfiles=$(ls php-tests/*.phpt | wc -l)
in_root bash -c '. /tmp/mp84/db/env.sh &&
  cd /tmp/mp84/phpt && NO_INTERACTION=1 TEST_PHP_JUNIT=/tmp/mp84/junit.xml timeout 1200 php \
  "$(php-config --prefix)/lib/php/$(php-config --extension-dir | sed "s,.*/,,")/build/run-tests.php" \
  -q --no-color -j2 -p "$(command -v php)" -d extension=/tmp/mp84/build/modules/mysqlpool.so \
  -d mysqlpool.manager_socket=/tmp/mp84/manager.sock -d mysqlpool.manager_log=/tmp/mp84/manager.log \
  -d mysqlpool.manager_idle_exit_s=60 .' >"$R/tmp/mp84/phpt.log" 2>&1
results=$(tr '\r' '\n' <"$R/tmp/mp84/phpt.log" | grep -aE '^(PASS|FAIL|SKIP|BORK|LEAK|WARN) ')
npass=$(grep -c '^PASS ' <<<"$results")
passed=$((passed + npass))
while read -r line; do
  [ -n "$line" ] && not_ok "PHP 8.4 PHPT: $line"
done < <(grep -E '^(FAIL|SKIP|BORK|LEAK|WARN) ' <<<"$results")
[ "$npass" -eq 0 ] && tail -n 30 "$R/tmp/mp84/phpt.log"
reported=$(grep -cE '^(PASS|FAIL|SKIP|BORK|LEAK|WARN) ' <<<"$results")
[ "$reported" -lt "$nfiles" ] && not_ok "PHP 8.4 PHPT: only $reported of $nfiles reported"
echo "# PHP 8.4 + MariaDB 11.8: $npass of $nfiles PHPTs passed"
finish
