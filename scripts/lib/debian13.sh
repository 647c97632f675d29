# shellcheck shell=bash
# The Debian 13 (trixie) root in which PHP 8.4 and MariaDB 11.8 run, for scripts/php84/php84.sh and
# `bench/run.sh --php 8.4`. Debian 12 packages neither, so the root is made once with debootstrap
# from the host's own Debian mirror (3 to 10 minutes on a new machine) and reused. Functions
# only: sourcing it defines them and does nothing else.
#
#   source "$ROOT/scripts/lib/debian13.sh"
#   deb13_root_ready || exit 1    # make the root, or add the packages it lacks (once)
#   deb13_share /proc; deb13_share "$ROOT" ro; deb13_share "$WORK"
#   deb13 CMD...                  # CMD in the root, with a clean environment
#   deb13_unshare                 # undo deb13_share's mounts, last first
#
# A host directory is shared by a bind mount at the SAME path inside the root, so that a path
# means the same on both sides: the repository's scripts run in the root from where they are,
# and the configs, sockets, pid files and logs that processes in the root write under a shared
# directory are read by the host's tools (wrk, curl, the mariadb client, kill by pid; the root
# shares the host's network and pid namespaces). Nothing is shared by default.
#
# MYSQLPOOL_DEB13_ROOT (default /var/tmp/mysqlpool-trixie) is the root. Its `.mysqlpool-ready`
# says it was made and has packages (a root without it is made again); `.mysqlpool-packages`
# holds the DEB13_PACKAGES last installed, so that a root made with fewer packages gets the new
# ones once, and a new machine all of them in one go.

DEB13_ROOT=${MYSQLPOOL_DEB13_ROOT:-/var/tmp/mysqlpool-trixie}
# php8.4-fpm, php8.4-opcache, nginx: php-fpm + nginx runs (wrk and curl stay on the host);
# cmake, libgtest-dev: the GoogleTests; libssl-dev, openssl: TLS (the manager, the test certificates);
# wordpress (6.8 in Debian 13), its default theme and the extensions it uses: WordPress on PHP 8.4
# (the package's Depends bring apache2-bin and libapache2-mod-php8.4 too: never started here);
# adminer (5.2.1), mediawiki (1.43): Adminer and MediaWiki on PHP 8.4
DEB13_PACKAGES="php8.4-cli php8.4-dev php8.4-mysql php8.4-fpm php8.4-opcache mariadb-server mariadb-client g++ make pkg-config libmariadb-dev libssl-dev openssl iproute2 procps cmake libgtest-dev nginx wordpress wordpress-theme-twentytwentyfive php8.4-gd php8.4-curl php8.4-xml php8.4-mbstring php8.4-zip php8.4-intl adminer mediawiki"
DEB13_MOUNTS=()
DEB13_MADE=()  # mount points deb13_share made (removed again by deb13_unshare)

# deb13 CMD...: run CMD in the root (chroot) with only PATH, HOME and LANG set; pass more as
# `deb13 env KEY=VAL ... CMD`.
deb13() {
  chroot "$DEB13_ROOT" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"
}

# deb13_root_ready: make the root if it is missing (debootstrap), install DEB13_PACKAGES unless
# `.mysqlpool-packages` already lists exactly them. Under a lock (DEB13_ROOT.lock), so that two
# runs do not both make it. Prints `not ok - …` and returns 1 on failure.
deb13_root_ready() {
  local R=$DEB13_ROOT lock rc=0
  exec {lock}>"$R.lock"
  if ! flock -w 1800 "$lock"; then
    echo "not ok - the lock $R.lock (another run is making the root) was not free after 30 min"
    exec {lock}>&-
    return 1
  fi
  deb13_make_locked || rc=1
  exec {lock}>&-
  return $rc
}

deb13_make_locked() {
  local R=$DEB13_ROOT mirror log=/tmp/mysqlpool-trixie-setup.log
  if [ ! -f "$R/.mysqlpool-ready" ]; then
    echo "# making the Debian 13 root $R (debootstrap + packages: 3 to 10 minutes, once)"
    command -v debootstrap >/dev/null ||
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
    mirror=$(sed -n 's/^URIs: *\(http[^ ]*debian\)\/*$/\1/p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -n 1)
    [ -n "$mirror" ] || mirror=$(sed -n 's/^deb \(http[^ ]*debian\)\/* bookworm .*/\1/p' /etc/apt/sources.list 2>/dev/null | head -n 1)
    [ -n "$mirror" ] || mirror=http://deb.debian.org/debian
    # --one-file-system: never through a mount another run left in the half-made root
    rm -rf --one-file-system "$R"
    mkdir -p "$R"
    if ! debootstrap --variant=minbase trixie "$R" "$mirror" >"$log" 2>&1; then
      tail -n 20 "$log"
      echo "not ok - debootstrap trixie from $mirror (log $log)"
      return 1
    fi
    # no service may start inside the root
    printf '#!/bin/sh\nexit 101\n' >"$R/usr/sbin/policy-rc.d"
    chmod +x "$R/usr/sbin/policy-rc.d"
    rm -f "$R/.mysqlpool-packages"
  fi
  [ "$(cat "$R/.mysqlpool-packages" 2>/dev/null)" = "$DEB13_PACKAGES" ] && return 0
  echo "# installing packages in the Debian 13 root: $DEB13_PACKAGES"
  local rc=0
  mount --bind /proc "$R/proc" || return 1
  deb13 bash -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
    --no-install-recommends $DEB13_PACKAGES" >"$log" 2>&1 || rc=1
  umount "$R/proc" 2>/dev/null || umount -l "$R/proc"
  if [ $rc -ne 0 ]; then
    tail -n 20 "$log"
    echo "not ok - packages in the Debian 13 root (log $log)"
    return 1
  fi
  echo "$DEB13_PACKAGES" >"$R/.mysqlpool-packages"
  touch "$R/.mysqlpool-ready"
}

# deb13_share DIR [ro]: DIR (absolute) appears at the same path in the root, read-only with ro.
deb13_share() {
  local target=$DEB13_ROOT$1
  # A run killed before deb13_unshare leaves its mount behind, maybe of a directory deleted
  # since (a fresh clone at the same path): mounting over it fails with ENOENT. Undone first.
  if mountpoint -q "$target" 2>/dev/null; then
    echo "# a stale mount at $target (a run that did not finish): unmounted"
    umount "$target" 2>/dev/null || umount -l "$target" 2>/dev/null || return 1
  fi
  [ -d "$target" ] || DEB13_MADE+=("$target")
  mkdir -p "$target" && mount --bind "$1" "$target" || return 1
  DEB13_MOUNTS+=("$target")
  [ "${2:-}" = ro ] || return 0
  mount -o remount,bind,ro "$target"
}

# deb13_unshare: undo every deb13_share, last first (lazily if something still uses it), and
# remove the (empty) mount points it made.
deb13_unshare() {
  local i m
  for ((i = ${#DEB13_MOUNTS[@]} - 1; i >= 0; i--)); do
    m=${DEB13_MOUNTS[$i]}
    umount "$m" 2>/dev/null || umount -l "$m" 2>/dev/null || echo "# could not unmount $m"
  done
  for m in "${DEB13_MADE[@]}"; do
    mountpoint -q "$m" || rmdir "$m" 2>/dev/null
  done
  DEB13_MOUNTS=()
  DEB13_MADE=()
}

# deb13_build_ext DIR: the extension built with PHP 8.4's phpize in DIR (shared with the root):
# DIR/modules/mysqlpool.so and the manager program beside it. Output to stdout.
deb13_build_ext() {
  local dir=$1
  rm -rf "$dir"
  mkdir -p "$dir"
  cp -r "$ROOT/config.m4" "$ROOT/Makefile.frag" "$ROOT/ext" "$ROOT/core" "$dir/"
  deb13 bash -c "cd '$dir' && phpize && ./configure && make -j2" &&
    [ -f "$dir/modules/mysqlpool.so" ] && [ -x "$dir/modules/mysqlpool-manager" ]
}

# deb13_fpm_bins DIR: DIR/php-fpm and DIR/nginx run the root's php-fpm 8.4 and nginx, with the
# caller's environment (php-fpm's workers see it: clear_env=no); for FPM_BIN and NGINX_BIN of
# scripts/lib/fpm.sh, whose DIR must then be shared.
deb13_fpm_bins() {
  mkdir -p "$1"
  printf '#!/bin/sh\nexec chroot %s /usr/sbin/php-fpm8.4 "$@"\n' "$DEB13_ROOT" >"$1/php-fpm"
  printf '#!/bin/sh\nexec chroot %s /usr/sbin/nginx "$@"\n' "$DEB13_ROOT" >"$1/nginx"
  chmod +x "$1/php-fpm" "$1/nginx"
}
