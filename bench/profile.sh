#!/usr/bin/env bash
# A perf profile (cpu-clock, the whole machine, call graphs) of the reference workload with
# mysqlpool (or --variant V: another of bench/run.sh's variants, e.g. pdo_persistent, to compare)
# at 64 workers: bench/run.sh runs the variant, this samples 10 s of its measurement
# and prints where the CPU went: by process, by object within php-fpm, and the top symbols of
# mysqlpool.so and of the kernel within php-fpm, each as a share of all samples and as µs of CPU
# per request (the share of the sampled CPU time over the requests served while sampling, at the
# measurement's req/s), so that two variants' profiles compare line by line. bench/README.md,
# "Profile", summarises a run.
#
#   bash bench/profile.sh [--variant V] [--workers N] [--seconds S] [--out DIR]
# Needs linux-perf (apt) and root (or kernel.perf_event_paranoid <= 0): -a samples every CPU.
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
VARIANT=mysqlpool WORKERS=64 SECONDS_=10 OUT=""
while [ $# -gt 0 ]; do
  case $1 in
    --variant) VARIANT=$2; shift 2 ;;
    --workers) WORKERS=$2; shift 2 ;;
    --seconds) SECONDS_=$2; shift 2 ;;
    --out) OUT=$2; shift 2 ;;
    -h|--help) sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "profile.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
command -v perf >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq linux-perf >/dev/null
OUT=${OUT:-$ROOT/bench/results/$(date +%Y%m%d-%H%M%S)-profile}
mkdir -p "$OUT"
WARMUP=4
# --keep: the run directory holds the copy of mysqlpool.so the workers loaded; perf report
# needs it for mysqlpool.so's symbols, so it goes only after the report.
bash "$ROOT/bench/run.sh" --rounds 1 --warmup $WARMUP --measure $((SECONDS_ + 6)) --keep \
  --configs "$VARIANT:$WORKERS" --out "$OUT/run" >"$OUT/run.log" 2>&1 &
RUN_PID=$!
trap 'kill $RUN_PID 2>/dev/null' INT TERM
# the variant's warm-up starts after its "round 1/1  VARIANT" line; sample inside the measurement
for _ in $(seq 1 600); do
  grep -q "round 1/1  $VARIANT" "$OUT/run.log" 2>/dev/null && break
  kill -0 $RUN_PID 2>/dev/null || break
  sleep 0.5
done
sleep $((WARMUP + 8))  # the app's restart and probe, the warm-up, then 2 s into the measurement
perf record -q -e cpu-clock -a -g -o "$OUT/perf.data" -- sleep "$SECONDS_" 2>"$OUT/perf-record.err"
wait $RUN_PID
tail -n 3 "$OUT/run.log"
rps=$(sed -n 's/^.*  \([0-9.]*\) req\/s, p99.*$/\1/p' "$OUT/run.log" | tail -n 1)
total_ns=$(perf report -i "$OUT/perf.data" --stdio --sort comm 2>/dev/null |
  sed -n 's/^# Event count (approx.): //p' | head -n 1)
{
  echo "## $VARIANT, $WORKERS workers: ${rps:-?} req/s; $((${total_ns:-0} / 1000000)) ms of CPU sampled in $SECONDS_ s"
  # each line: µs of CPU per request, then perf's line (its share of all samples first)
  per_request() {
    awk -v t="${total_ns:-0}" -v n="${rps:-0}" -v s="$SECONDS_" 'BEGIN { n *= s }
      { p = $1; sub(/%/, "", p); printf "%8.1f µs/req %s\n", (n > 0 ? p / 100 * t / 1000 / n : 0), $0 }'
  }
  rep() { perf report -i "$OUT/perf.data" --no-children --stdio -g none "$@" 2>/dev/null | grep -E '^ +[0-9]' | per_request; }
  echo "## by process (% of all samples)"
  rep --sort comm | head -8
  echo "## php-fpm, by object (% of all samples)"
  rep --sort comm,dso | grep -F 'php-fpm' | head -8
  echo "## php-fpm: mysqlpool.so's symbols"
  rep --sort comm,dso,sym | grep -F 'php-fpm' | grep -F 'mysqlpool.so' | head -15
  echo "## php-fpm: the kernel's symbols"
  rep --sort comm,dso,sym | grep -F 'php-fpm' | grep -F '[kernel.kallsyms]' | head -12
  echo "## php-fpm: system calls (the kernel's samples under each entry point)"
  perf report -i "$OUT/perf.data" --children --stdio -g none --sort comm,sym 2>/dev/null |
    grep -E '^ +[0-9].*php-fpm.*\[k\] __(x64|se)_sys_' | head -16 | per_request
} | tee "$OUT/profile.txt"
kept=$(sed -n 's/.*run directory kept: \(\/tmp\/mpbench\.[A-Za-z0-9]*\)$/\1/p' "$OUT/run.log" | tail -n 1)
[ -n "$kept" ] && rm -rf "$kept"
echo "results: $OUT"
