#!/usr/bin/env bash
# FPM_BIN for scripts/lib/fpm.sh when a fault needs pool settings fpm.sh does not take (it has
# --ini for php.ini values only): before running php-fpm it rewrites, in the config file named by
# -y, each "KEY = VALUE" line of FAULTS_FPM_SET ("key=value;key=value", e.g.
# "request_terminate_timeout=2s"), or appends it to the pool when absent. Then it execs the real
# php-fpm (FAULTS_FPM_REAL, default php-fpm8.2) with the same arguments.
set -euo pipefail
conf=""
args=("$@")
for ((i = 0; i < ${#args[@]}; i++)); do
  if [ "${args[$i]}" = -y ] && [ $((i + 1)) -lt ${#args[@]} ]; then conf=${args[$((i + 1))]}; fi
done
if [ -n "$conf" ] && [ -n "${FAULTS_FPM_SET:-}" ]; then
  IFS=';' read -r -a sets <<<"$FAULTS_FPM_SET"
  for kv in "${sets[@]}"; do
    [ -n "$kv" ] || continue
    key=${kv%%=*}
    val=${kv#*=}
    if grep -q "^$key = " "$conf"; then
      sed -i "s|^$key = .*|$key = $val|" "$conf"
    else
      echo "$key = $val" >>"$conf"
    fi
  done
fi
exec "${FAULTS_FPM_REAL:-php-fpm8.2}" "$@"
