#!/usr/bin/env bash
# Regenerates ext/mysqli/mysqli_arginfo.h from ext/mysqli/mysqli.stub.php with PHP's own
# gen_stub.php (php8.2-dev), offline: gen_stub.php downloads nikic/php-parser into its own
# folder when it finds no PHP-Parser-<version>/ beside itself, so it runs from a copy in a temp
# folder where that path leads to Debian's php-parser (/usr/share/php/PhpParser, 4.15; the
# same major version as the 4.15.1 gen_stub asks for).
#
#   bash scripts/tools/gen_mysqli_arginfo.sh
#
# Needs: php8.2-dev (gen_stub.php), php-parser (apt-get install php-parser), php's tokenizer.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
gen_stub=${GEN_STUB:-/usr/lib/php/20220829/build/gen_stub.php}
parser=/usr/share/php/PhpParser
[ -f "$gen_stub" ] || { echo "gen_mysqli_arginfo.sh: no gen_stub.php (install php8.2-dev)" >&2; exit 1; }
[ -d "$parser" ] || { echo "gen_mysqli_arginfo.sh: no $parser (apt-get install php-parser)" >&2; exit 1; }
version=$(sed -n 's/^ *\$version = "\([0-9.]*\)";$/\1/p' "$gen_stub" | head -1)
[ -n "$version" ] || { echo "gen_mysqli_arginfo.sh: no PHP-Parser version in $gen_stub" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$gen_stub" "$tmp/gen_stub.php"
mkdir -p "$tmp/PHP-Parser-$version/lib"
ln -s "$parser" "$tmp/PHP-Parser-$version/lib/PhpParser"
# -f: regenerate even when the stub's hash in the header says it is up to date
php "$tmp/gen_stub.php" -f "$root/ext/mysqli/mysqli.stub.php"
# The header is C; mysqlpool includes it from C++, where zend_hash_str_find_ptr()'s void* does
# not convert to the zend_function* that zend_add_parameter_attribute() takes (the
# #[\SensitiveParameter] of the password parameters): the one cast C++ needs.
sed -i 's/zend_add_parameter_attribute(zend_hash_str_find_ptr(/zend_add_parameter_attribute((zend_function *) zend_hash_str_find_ptr(/' \
  "$root/ext/mysqli/mysqli_arginfo.h"
echo "gen_mysqli_arginfo.sh: wrote ext/mysqli/mysqli_arginfo.h"
