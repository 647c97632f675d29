#!/usr/bin/env bash
# Installs the build, test and benchmark dependencies that are missing (Debian 12).
# Idempotent: silent and quick when everything is already installed.
set -euo pipefail

PACKAGES=(
  build-essential cmake pkg-config g++ libgtest-dev
  php8.2-cli php8.2-dev php8.2-mysql php8.2-fpm php8.2-opcache
  libmariadb-dev mariadb-server mariadb-client
  libssl-dev openssl strace
  nginx-light wrk clang libclang-rt-14-dev
  php-laravel-framework
  # scripts/wordpress, bench/wordpress.sh: `php` first, so that apt meets wordpress's
  # `libapache2-mod-php | php` with the php8.2-fpm already here instead of Apache's module
  php wordpress wordpress-theme-twentytwentythree php-getid3 php8.2-curl php8.2-gd php8.2-zip
  # scripts/mediawiki: its `apache2 | httpd` is met by nginx-light above
  mediawiki
  # scripts/adminer: one PHP file (its `php-mysql | ...` met by php8.2-mysql above)
  adminer
)

missing=()
for pkg in "${PACKAGES[@]}"; do
  if ! dpkg -s "$pkg" 2>/dev/null | grep -q '^Status: install ok installed'; then
    missing+=("$pkg")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi

echo "deps: installing ${missing[*]}"

# Installing mariadb-server (or nginx, php-fpm) would start their system services. The tests
# run private instances, so keep the system ones from starting: a policy-rc.d that denies every
# start, removed again afterwards if it is ours.
POLICY=/usr/sbin/policy-rc.d
own_policy=0
if [ ! -e "$POLICY" ]; then
  $SUDO sh -c "printf '#!/bin/sh\nexit 101\n' > $POLICY && chmod 755 $POLICY"
  own_policy=1
fi
cleanup_policy() {
  if [ "$own_policy" = 1 ]; then
    $SUDO rm -f "$POLICY"
  fi
}
trap cleanup_policy EXIT

export DEBIAN_FRONTEND=noninteractive
log=$(mktemp /tmp/mysqlpool-deps.XXXXXX.log)
if ! { $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q &&
       $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
         -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold \
         "${missing[@]}"; } >"$log" 2>&1; then
  echo "deps: apt-get failed; last lines of $log:" >&2
  tail -n 40 "$log" >&2
  exit 1
fi
echo "deps: installed (log: $log)"
