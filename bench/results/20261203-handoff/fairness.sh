#!/bin/bash
# run.sh SO TAG: 64 processes on a pool of 2 for 8 s; latency percentiles of all statements
so=$1 tag=$2; d=/tmp/fair/$tag; rm -rf $d; mkdir -p $d
. /tmp/mpdb/env.sh
args="-d extension=$so -d mysqlpool.max_connections=2 -d mysqlpool.manager_socket=$d/m.sock -d mysqlpool.acquire_timeout_ms=10000"
php $args -r '$p=new PDO("mysqlpool:host=127.0.0.1;port='$MYSQLPOOL_TEST_PORT';dbname=mysqlpool_test","mysqlpool","mysqlpool-pw"); $p->query("SELECT 1");'
pids=""
for i in $(seq 1 64); do php $args /tmp/fair/w.php 0 $d/lat.$i & pids="$pids $!"; done
wait $pids
cat $d/lat.* | sort -n | awk '{x[NR]=$1} END {printf "%s: n=%d p50=%.1fms p99=%.1fms p99.9=%.1fms max=%.1fms\n", "'$tag'", NR, x[int(NR*0.5)]/1000, x[int(NR*0.99)]/1000, x[int(NR*0.999)]/1000, x[NR]/1000}'
mp=$(ps -eo pid,args | grep "[m]ysqlpool-manager --socket $d/m.sock" | awk '{print $1}'); [ -n "$mp" ] && kill $mp
