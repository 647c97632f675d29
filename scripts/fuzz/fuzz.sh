#!/usr/bin/env bash
# Builds the codec fuzz target with clang/libFuzzer (ASan + UBSan) straight from the codec
# sources and runs it for a bounded time. Exits non-zero if the fuzzer finds a crash.
# Usage: scripts/fuzz/fuzz.sh [seconds=60] [extra libFuzzer args...]
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-60}"
shift || true

for pkg in clang libclang-rt-14-dev; do
  dpkg -s "$pkg" >/dev/null 2>&1 || { echo "missing package $pkg (apt-get install clang libclang-rt-14-dev)" >&2; exit 2; }
done

out="${FUZZ_OUT:-${MYSQLPOOL_BUILD:-build}/fuzz}"
mkdir -p "$out/corpus" "$out/artifacts"
clang++ -std=c++17 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
  -fno-omit-frame-pointer -I. core/tests/fuzz/codec_fuzz.cpp core/protocol/*.cpp core/common/clock.cpp \
  -lcrypto -o "$out/codec_fuzz"

# New inputs go to the scratch corpus; the committed seeds are only read.
"$out/codec_fuzz" -max_total_time="$seconds" -max_len=16384 -timeout=10 \
  -artifact_prefix="$out/artifacts/" -print_final_stats=1 "$@" \
  "$out/corpus" core/tests/fuzz/corpus
