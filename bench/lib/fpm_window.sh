# shellcheck shell=bash
# php-fpm's own count of the requests it ran, for a benchmark that divides its per-request
# figures by the requests php-fpm ran from idle to idle around wrk's window (bench/wordpress.sh,
# bench/mysqli_stmt.sh): a request wrk gives up on at the end of its window still runs and still
# uses CPU and sends statements. Functions only; needs lb_say (bench/lib/laravel.sh).
#
#   fpm_status URL   FPM_ACCEPTED and FPM_ACTIVE of URL/fpm-status (scripts/lib/fpm.sh's
#                    status page), a request of its own: counted in STATUS_READS too
#   fpm_drain URL    wait (up to 60 s) until php-fpm runs no request but the status one
#
# The requests served between two idle points: FPM_ACCEPTED's delta minus STATUS_READS (set
# STATUS_READS=0 after the first drain).

STATUS_READS=0

# fpm_status URL: FPM_ACCEPTED and FPM_ACTIVE of php-fpm's status page (a request of its own,
# counted in its accepted conn and in STATUS_READS)
fpm_status() {
  local st
  st=$(curl -s --max-time 10 "$1/fpm-status")
  STATUS_READS=$((STATUS_READS + 1))
  FPM_ACCEPTED=$(sed -n 's/^accepted conn: *//p' <<<"$st")
  FPM_ACTIVE=$(sed -n 's/^active processes: *//p' <<<"$st")
}
# fpm_drain URL: wait (up to 60 s) until php-fpm runs no request but the status one. A request
# wrk gave up on (at the end of a warm-up or a measurement) still runs to its end in php-fpm.
fpm_drain() {
  local i
  for i in $(seq 1 600); do
    fpm_status "$1"
    [ "${FPM_ACTIVE:-0}" -le 1 ] && return 0
    sleep 0.1
  done
  lb_say "  php-fpm still busy after 60 s"
  return 1
}
