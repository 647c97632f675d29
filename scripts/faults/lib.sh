# shellcheck shell=bash
# Functions of scripts/faults/faults.sh (sourced after scripts/lib/common.sh, whose globals and
# functions they use: ROOT, APP, TMP, URL, bg_pids, own_manager, wrk_read, wrk_field, admin,
# stop_manager, tap_finish, ok, not_ok, note). Functions only.

# now: epoch seconds with milliseconds (the clock the endpoints' "t" and the prober use).
now() { date +%s.%3N; }

# ms_between T0 T1: (T1 - T0) in whole milliseconds.
ms_between() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%d", (b - a) * 1000 }'; }

# --- php-fpm + nginx + a private manager per fault ---------------------------------------------

# faults_fpm_up TAG WORKERS [KEY=VAL ...]: (re)start scripts/lib/fpm.sh in TMP/fpm with WORKERS
# workers, the extension, a private manager socket TMP/mgr-TAG.sock (log TMP/manager-TAG.log) and
# the php.ini settings given. FAULTS_FPM_SET (env) passes FPM pool settings through
# scripts/faults/php-fpm-wrap.sh. Sets URL, FPM_PID, MGR_SOCK, MGR_LOG; remembers where
# php-errors.log was (ERRLOG_AT) so a fault reads only its own lines.
faults_fpm_up() {
  local tag=$1 workers=$2 kv args
  shift 2
  faults_fpm_down
  MGR_SOCK=$TMP/mgr-$tag.sock
  MGR_LOG=$TMP/manager-$tag.log
  own_manager=$MGR_SOCK
  args=(--workers "$workers" --app "$APP" --ext "$EXT")
  # the same mysqlpool.* settings for the observer (faults_observe), a PHP process of its own
  PHP_MP_ARGS=(-d "extension=$EXT")
  for kv in "mysqlpool.manager_socket=$MGR_SOCK" "mysqlpool.manager_log=$MGR_LOG" "$@"; do
    args+=(--ini "$kv")
    [[ "$kv" == mysqlpool.* ]] && PHP_MP_ARGS+=(-d "$kv")
  done
  # scripts/lib/fpm.sh directly rather than common.sh's fpm_start: one `ok` line per fault, not per
  # php-fpm start
  if ! FPM_BIN=$ROOT/scripts/faults/php-fpm-wrap.sh "$ROOT/scripts/lib/fpm.sh" start "$TMP/fpm" "${args[@]}" \
      >"$TMP/fpm-start.log" 2>&1; then
    cat "$TMP/fpm-start.log"
    not_ok "$tag: php-fpm ($workers workers) and nginx started"
    tap_finish
  fi
  URL=$(cat "$TMP/fpm/url")
  FPM_PID=$(cat "$TMP/fpm/php-fpm.pid")
  note "$tag: php-fpm $FPM_PID ($workers workers, $*), $URL"
  errlog_mark
}

# faults_fpm_down: stop php-fpm/nginx of TMP/fpm and the current private manager.
faults_fpm_down() {
  "$ROOT/scripts/lib/fpm.sh" stop "$TMP/fpm" >/dev/null 2>&1
  [ -n "${own_manager:-}" ] && stop_manager "$own_manager"
  own_manager=""
}

# fpm_workers: the pids of the php-fpm master's children, one per line.
fpm_workers() { pgrep -P "$FPM_PID" | sort -n; }

# errlog_new: the php-errors.log lines written since faults_fpm_up (or errlog_mark).
errlog_new() { tail -n +"$((ERRLOG_AT + 1))" "$TMP/fpm/php-errors.log" 2>/dev/null; }
errlog_mark() { ERRLOG_AT=$(cat "$TMP/fpm/php-errors.log" 2>/dev/null | wc -l); }

# manager_pid: the pid of the manager listening on MGR_SOCK (common.sh's manager_pids), or empty.
manager_pid() { manager_pids "$MGR_SOCK" | head -n 1; }

# --- load and probes ---------------------------------------------------------------------------

# faults_wrk TAG SECONDS PATH [CONNECTIONS=32] [DELAY_MS=0]: wrk -t2 in the background on URL/PATH
# with scripts/faults/app/cli/wrk-report.lua into TMP/TAG.wrk; sets wrk_pid. (common.sh's run_wrk
# is fixed at 64 connections and no delay.)
faults_wrk() {
  local conns=${4:-32} delay=${5:-0}
  FAULTS_WRK_DELAY_MS=$delay wrk -t2 -c"$conns" -d"$2"s --timeout 10s -s "$APP/cli/wrk-report.lua" \
    "$URL/$3" >"$TMP/$1.wrk" 2>&1 &
  wrk_pid=$!
  bg_pids+=("$wrk_pid")
}

# loop_start TAG PATH [CONCURRENCY=1]: CONCURRENCY request loops (cli/probe.php, no pause) on
# URL/PATH until loop_stop, one line per request into TMP/TAG.loop (probe.php's format); sets
# loop_pids.
loop_start() {
  local tag=$1 path=$2 n=${3:-1}
  rm -f "$TMP/$tag.loopstop"
  : >"$TMP/$tag.loop"
  loop_pids=()
  for _ in $(seq 1 "$n"); do
    php "$APP/cli/probe.php" "$URL/$path" "$TMP/$tag.loopstop" 0 30 >>"$TMP/$tag.loop" 2>/dev/null &
    loop_pids+=("$!")
    bg_pids+=("$!")
  done
}
# loop_stop TAG: ask the loops to stop and wait for their current request.
loop_stop() {
  local pid
  touch "$TMP/$1.loopstop"
  for pid in "${loop_pids[@]}"; do wait "$pid" 2>/dev/null; done
}

# probe_start TAG [PATH] [INTERVAL_MS=50]: the recovery prober (cli/probe.php) on URL/PATH
# (default work.php?kind=query) into TMP/TAG.probe; probe_stop TAG ends it.
probe_start() {
  rm -f "$TMP/$1.probestop"
  php "$APP/cli/probe.php" "$URL/${2:-work.php?kind=query}" "$TMP/$1.probestop" "${3:-50}" 5 >"$TMP/$1.probe" 2>/dev/null &
  probe_pid=$!
  bg_pids+=("$probe_pid")
}
probe_stop() {
  touch "$TMP/$1.probestop"
  wait "$probe_pid" 2>/dev/null
}
# probe_await TAG T LIMIT_S: the probe goes on until one of its requests that started at or after
# T succeeded, or LIMIT_S passed: a fault injected near the end of the load gets a recovery to
# measure, not "not recovered" because the probe stopped first (recovery_ms counts only requests
# that started after the fault).
probe_await() {
  local deadline
  deadline=$(awk -v n="$(now)" -v l="$3" 'BEGIN { printf "%.3f", n + l }')
  until awk -v t="$2" '$1 >= t && $3 == 200 { found = 1 } END { exit !found }' "$TMP/$1.probe"; do
    awk -v n="$(now)" -v d="$deadline" 'BEGIN { exit !(n >= d) }' && return 1
    sleep 0.1
  done
}

# recovery_ms FILE T [T_END]: from a probe/loop file, the time from T until requests succeed again:
# the end of the first successful request that started at or after T and after the last failed
# request (among those still running at T or started later, before T_END). A request that waited
# through the fault and then succeeded counts with its wait. -1: none succeeded after the failures.
recovery_ms() {
  awk -v t="$2" -v tend="${3:-1e12}" '
    $2 >= t && $1 < tend { n++; start[n] = $1; end_[n] = $2; st[n] = $3; if ($3 != 200 && $1 > lastfail) lastfail = $1 }
    END {
      from = (lastfail > t) ? lastfail : t
      best = -1
      for (i = 1; i <= n; i++) if (st[i] == 200 && start[i] >= from && (best < 0 || end_[i] < best)) best = end_[i]
      if (best < 0) print -1; else printf "%d\n", (best - t) * 1000
    }' "$1"
}

# probe_waits FILE: from a probe file (cli/probe.php), PROBE_N (requests), PROBE_DB_MAX (the
# longest time an endpoint reported for its database work, "db_ms": its acquire waits included)
# and PROBE_REQ_MAX (the longest request, nginx and php-fpm included), in whole ms.
probe_waits() {
  eval "$(awk '{ n++; r = ($2 - $1) * 1000; if (r > rm) rm = r; if ($5 != "-" && $5 + 0 > dm) dm = $5 + 0 }
    END { printf "PROBE_N=%d PROBE_DB_MAX=%d PROBE_REQ_MAX=%d\n", n, dm, rm }' "$1")"
}

# --- what a fault left behind ------------------------------------------------------------------

# faults_observe TAG POOLS USERS TIMEOUT_S: cli/observe.php, run with the extension and the fault's
# mysqlpool.* settings (PHP_MP_ARGS): mysqlpool_stats() of POOLS as a fresh process sees them +
# the server's sessions of USERS and open transactions, every 200 ms until clean or TIMEOUT_S;
# JSON in TMP/TAG.observe;
# sets OBS_CLEAN, OBS_SETTLE_MS, OBS_IN_USE, OBS_UPKEEP, OBS_WAITING, OBS_OPEN, OBS_IDLE, OBS_EXTRA,
# OBS_MAX_EXTRA, OBS_TRX, OBS_SESSIONS.
faults_observe() {
  local tag=$1 j
  php "${PHP_MP_ARGS[@]}" "$APP/cli/observe.php" "$2" "$3" "$4" >"$TMP/$tag.observe" 2>"$TMP/$tag.observe.err"
  j=$(cat "$TMP/$tag.observe")
  eval "$(php -r '
    $j = json_decode($argv[1], true) ?: [];
    $f = ["OBS_CLEAN" => "clean", "OBS_SETTLE_MS" => "settle_ms", "OBS_IN_USE" => "in_use",
          "OBS_UPKEEP" => "in_upkeep", "OBS_WAITING" => "waiting", "OBS_OPEN" => "open",
          "OBS_IDLE" => "idle", "OBS_EXTRA" => "extra", "OBS_MAX_EXTRA" => "max_extra",
          "OBS_TRX" => "open_trx", "OBS_SESSIONS" => "sessions"];
    foreach ($f as $var => $key) {
        $v = $j[$key] ?? "?";
        if (is_bool($v)) $v = $v ? 1 : 0;
        echo $var, "=", escapeshellarg((string)$v), "\n";
    }' "$j")"
}

# counter TAG POOL NAME: a counter of mysqlpool_stats() in the last observe sample of TAG.
counter() {
  php -r '$j = json_decode(file_get_contents($argv[1]), true); echo $j["counters"][$argv[2]][$argv[3]] ?? "?";' \
    "$TMP/$1.observe" "$2" "$3"
}

# lease_means TAG POOL: "held H ms, waited W ms" — the mean lease hold (leased_us_total / leases)
# and the mean wait of the leases that waited (wait_ms_total / waits) in the last observe sample.
lease_means() {
  php -r '$c = json_decode(file_get_contents($argv[1]), true)["counters"][$argv[2]] ?? [];
    printf("held %d ms, waited %d ms", intdiv($c["leased_us_total"] ?? 0, max(1, $c["leases"] ?? 0) * 1000),
      intdiv($c["wait_ms_total"] ?? 0, max(1, $c["waits"] ?? 0)));' "$TMP/$1.observe" "$2"
}

# balance_sum: SUM(balance) of fault_accounts (1000000 unless a transfer was half applied).
balance_sum() { admin -N -e "SELECT SUM(balance) FROM \`$MYSQLPOOL_TEST_DB\`.fault_accounts" 2>/dev/null; }

# --- counting requests -------------------------------------------------------------------------

# tally ITEM...: the requests of wrk reports (ITEM wrk:TAG, TMP/TAG.wrk of wrk-report.lua) and
# of probe/loop files (ITEM a path): sets SERVED, FAILED, CLASSES ("class=n ..." over all).
tally() {
  local f kv tag
  SERVED=0 FAILED=0
  declare -A cls=()
  for f in "$@"; do
    if [[ "$f" == wrk:* ]]; then
      tag=${f#wrk:}
      wrk_read "$tag" || continue
      SERVED=$((SERVED + WRK_REQUESTS - WRK_STATUS))
      FAILED=$((FAILED + WRK_STATUS + WRK_SOCK))
      [ "$WRK_SOCK" -gt 0 ] && cls[socket]=$((${cls[socket]:-0} + WRK_SOCK))
      for kv in $(sed -n 's/^CLASS //p' "$TMP/$tag.wrk"); do
        cls[${kv%%=*}]=$((${cls[${kv%%=*}]:-0} + ${kv#*=}))
      done
      continue
    fi
    [ -f "$f" ] || continue
    SERVED=$((SERVED + $(awk '$3 == 200' "$f" | wc -l)))
    FAILED=$((FAILED + $(awk '$3 != 200' "$f" | wc -l)))
    while read -r c n; do
      cls[$c]=$((${cls[$c]:-0} + n))
    done < <(awk '$3 != 200 { n[$4]++ } END { for (c in n) print c, n[c] }' "$f")
  done
  CLASSES=""
  local c
  for c in $(printf '%s\n' "${!cls[@]}" | sort); do CLASSES+="$c=${cls[$c]} "; done
  CLASSES=${CLASSES% }
  [ -n "$CLASSES" ] || CLASSES="-"
}

# classes_only ALLOWED...: true if every class in CLASSES is one of ALLOWED.
classes_only() {
  local kv c a found
  [ "$CLASSES" = - ] && return 0
  for kv in $CLASSES; do
    c=${kv%%=*}
    found=0
    for a in "$@"; do [ "$c" = "$a" ] && found=1; done
    [ "$found" = 1 ] || return 1
  done
}

# --- results -----------------------------------------------------------------------------------

# result NAME PASS SERVED FAILED EXPECTED RECOVERY WHY: print `ok - fault: NAME: ...` or
# `not ok - fault: NAME: ...: WHY` with the numbers, and add the row to TMP/faults.tsv. Reads
# CLASSES and the OBS_* of the last faults_observe.
result() {
  local r_name=$1 r_pass=$2 r_served=$3 r_failed=$4 r_expected=$5 r_recovery=$6 r_why=$7 leaked line
  if [[ "${OBS_IN_USE:-}" =~ ^[0-9]+$ ]] && [[ "${OBS_UPKEEP:-}" =~ ^[0-9]+$ ]]; then
    leaked=$((OBS_IN_USE + OBS_UPKEEP))
  else
    leaked="?"
  fi
  line="served $r_served, failed $r_failed ($r_expected), classes: $CLASSES; slots leaked $leaked (in_use ${OBS_IN_USE:-?}, in_upkeep ${OBS_UPKEEP:-?}), waiters leaked ${OBS_WAITING:-?}, sessions left open ${OBS_EXTRA:-?} (max ${OBS_MAX_EXTRA:-?}), open transactions ${OBS_TRX:-?}, clean after ${OBS_SETTLE_MS:-?} ms, recovery $r_recovery"
  if [ "$r_pass" = 1 ]; then
    ok "fault: $r_name: $line"
  else
    not_ok "fault: $r_name: $line: $r_why"
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$r_name" "$r_served" "$r_failed" "$r_expected" \
    "$CLASSES" "$leaked" "${OBS_WAITING:-?}" "${OBS_EXTRA:-?}" "${OBS_TRX:-?}" "${OBS_SETTLE_MS:-?}" \
    "$r_recovery" "$([ "$r_pass" = 1 ] && echo pass || echo FAIL)" "${r_why:--}" >>"$TMP/faults.tsv"
}

# print_tables: TMP/faults.tsv as TSV (with a header) and as a Markdown table.
print_tables() {
  local header="fault	served	failed	expected failures	failure classes	slots leaked	waiters leaked	sessions left open	open trx	clean after ms	recovery	result	why"
  [ -s "$TMP/faults.tsv" ] || return 0
  echo "# --- results (TSV) ---"
  { echo "$header"; cat "$TMP/faults.tsv"; } | sed 's/^/# /'
  echo "# --- results (Markdown) ---"
  { echo "$header"; cat "$TMP/faults.tsv"; } | awk -F'\t' '
    { line = "|"; for (i = 1; i <= NF; i++) { gsub(/\|/, "\\|", $i); line = line " " $i " |" } print "# " line
      if (NR == 1) { sep = "|"; for (i = 1; i <= NF; i++) sep = sep "---|"; print "# " sep } }'
}
