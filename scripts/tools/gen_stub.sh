#!/usr/bin/env bash
# Generates an arginfo header from a stub with PHP's gen_stub.php, offline: gen_stub wants
# nikic/php-parser next to itself (PHP-Parser-<version>/lib) and downloads it otherwise; here
# Debian's php-parser package (/usr/share/php/PhpParser) is put there, in a copy of gen_stub.
#
#   bash scripts/tools/gen_stub.sh ext/mysqli/mysqli.stub.php   (writes ext/mysqli/mysqli_arginfo.h)
set -euo pipefail
GEN=${GEN_STUB:-/usr/lib/php/20220829/build/gen_stub.php}
[ -d /usr/share/php/PhpParser ] || { echo "needs Debian's php-parser: apt-get install php-parser" >&2; exit 1; }
version=$(sed -n 's/^ *\$version = "\([0-9.]*\)";.*/\1/p' "$GEN" | head -n1)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$GEN" "$tmp/gen_stub.php"
mkdir -p "$tmp/PHP-Parser-$version"
ln -s /usr/share/php "$tmp/PHP-Parser-$version/lib"
php "$tmp/gen_stub.php" -f "$@"
