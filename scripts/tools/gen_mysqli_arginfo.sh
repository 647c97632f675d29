#!/usr/bin/env bash
# Regenerates ext/mysqli/mysqli_arginfo.h from ext/mysqli/mysqli.stub.php with PHP 8.4's own
# gen_stub.php, run in the Debian 13 root (scripts/lib/debian13.sh: php8.4-dev, and php-parser,
# which this script installs there). One header for PHP 8.2 and 8.4: the stub says
# `@generate-legacy-arginfo 80200`, so gen_stub writes what differs between them under
# PHP_VERSION_ID checks, and the stub's own `#if PHP_VERSION_ID >= 80400` declarations (8.4's
# `true` return types, its #[\Deprecated] reasons) become the same checks. PHP 8.2's gen_stub
# can't be used: it ignores a function's #[\Deprecated], which carries 8.4's messages.
# Offline: gen_stub.php downloads nikic/php-parser into its own folder when it finds no
# PHP-Parser-<version>/ beside itself, so it runs from a copy in a temp folder where that path
# leads to Debian 13's php-parser (5.x, the major version gen_stub asks for).
#
#   bash scripts/tools/gen_mysqli_arginfo.sh
#
# Needs root (chroot, bind mounts).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=scripts/lib/debian13.sh
source "$ROOT/scripts/lib/debian13.sh"
deb13_root_ready
tmp=$(mktemp -d /tmp/mpgenstub.XXXXXX)
trap 'deb13_unshare; rm -rf "$tmp"' EXIT
deb13_share /proc
deb13_share "$tmp"
[ -d "$DEB13_ROOT/usr/share/php/PhpParser" ] ||
  deb13 env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends php-parser >/dev/null
gen_stub=$(ls "$DEB13_ROOT"/usr/lib/php/*/build/gen_stub.php | head -n 1)
version=$(sed -n 's/^ *\$version = "\([0-9.]*\)";$/\1/p' "$gen_stub" | head -1)
[ -n "$version" ] || { echo "gen_mysqli_arginfo.sh: no PHP-Parser version in $gen_stub" >&2; exit 1; }
cp "$gen_stub" "$tmp/gen_stub.php"
cp "$ROOT/ext/mysqli/mysqli.stub.php" "$tmp/"
mkdir -p "$tmp/PHP-Parser-$version/lib"
ln -s /usr/share/php/PhpParser "$tmp/PHP-Parser-$version/lib/PhpParser"
# -f: regenerate even when the stub's hash in the header says it is up to date
deb13 bash -c "cd '$tmp' && php gen_stub.php -f mysqli.stub.php"
# The header is C; mysqlpool includes it from C++, where zend_hash_str_find_ptr()'s void* does
# not convert to the zend_function* that zend_add_parameter_attribute() (the
# #[\SensitiveParameter] of the password parameters) and zend_add_function_attribute() (8.4's
# #[\Deprecated]) take: the one cast C++ needs.
sed -E 's/zend_add_(parameter|function)_attribute\(zend_hash_str_find_ptr\(/zend_add_\1_attribute((zend_function *) zend_hash_str_find_ptr(/' \
  "$tmp/mysqli_arginfo.h" >"$ROOT/ext/mysqli/mysqli_arginfo.h"
echo "gen_mysqli_arginfo.sh: wrote ext/mysqli/mysqli_arginfo.h"
