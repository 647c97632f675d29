# Plot of the worker sweep of bench/run.sh --full (median over the rounds per point).
#   gnuplot -e "dir='bench/results/<timestamp>'; pool=20" bench/plot.gp   ->  dir/plot.png
# Reads dir/plot.dat (one block per variant, written by bench/lib/report.php) and
# dir/plot.variants (the blocks' names, in order). Go has no worker processes: it is drawn flat.
if (!exists("dir")) dir = "."
if (!exists("pool")) pool = 20
variants = system("cat '".dir."/plot.variants'")
data = dir."/plot.dat"

set terminal pngcairo size 1500,500 font "sans,10" noenhanced
set output dir."/plot.png"
set datafile separator "\t"
set datafile commentschars "#"
set logscale x 2
set xrange [26:156]
set xtics ("32" 32, "64" 64, "128" 128)
set xlabel "php-fpm workers (pm.max_children)"
set grid
set style line 1 lc rgb "#d62728" lw 2 pt 7 ps 1.2
set style line 2 lc rgb "#1f77b4" lw 2 pt 5 ps 1.2
set style line 3 lc rgb "#2ca02c" lw 2 pt 9 ps 1.4
set style line 4 lc rgb "#7f7f7f" lw 2 pt 1 ps 1.2 dt 2
style(v) = v eq "pdo_new" ? 1 : v eq "pdo_persistent" ? 2 : v eq "mysqlpool" ? 3 : 4
name(v) = v eq "go" ? "go (database/sql, no nginx)" : v

set multiplot layout 1,3 title "mysqlpool reference workload: GET /user?id=N, median of the rounds"

set key top left
set title "server connections (Max_used_connections)"
set ylabel "connections"
set yrange [0:*]
plot for [i=1:words(variants)] data index (i-1) using 2:3 with linespoints ls style(word(variants,i)) title name(word(variants,i)), \
     pool with lines lc rgb "#2ca02c" dt 3 title sprintf("pool size %d", pool)

unset key
set title "throughput"
set ylabel "requests/s"
plot for [i=1:words(variants)] data index (i-1) using 2:4 with linespoints ls style(word(variants,i)) title name(word(variants,i))

set title "server CPU per request (app + database)"
set ylabel "µs per request"
plot for [i=1:words(variants)] data index (i-1) using 2:5 with linespoints ls style(word(variants,i)) title name(word(variants,i))

unset multiplot
