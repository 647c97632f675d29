# Plot of the Laravel-shaped and over-subscription benchmarks (bench/laravel.sh,
# bench/oversubscription.sh), one PNG with four panels:
#   gnuplot -e "laravel='DIR/summary.tsv'; over='DIR2/oversubscription.tsv'; out='X.png'" bench/plot_laravel.gp
if (!exists("laravel")) laravel = "laravel/summary.tsv"
if (!exists("over")) over = "oversubscription/oversubscription.tsv"
if (!exists("out")) out = "laravel.png"

set terminal pngcairo size 1600,450 font "sans,10" noenhanced
set output out
set datafile separator "\t"
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set boxwidth 0.8
set grid ytics
set key off
set bmargin 3
set yrange [0:*]
name(v) = v eq "pdo_new" ? "new conn/req" : v eq "pdo_persistent" ? "persistent" : v eq "mysqlpool" ? "mysqlpool" : v
color(v) = v eq "mysqlpool" ? 0x2ca02c : v eq "pdo_persistent" ? 0x1f77b4 : 0xd62728

set multiplot layout 1,4 title "Laravel-shaped endpoint (64 php-fpm workers) and over-subscription (3 pools x 64 workers, max_connections=151)"

set title "Laravel: requests/s"
plot laravel using 5:xtic(name(stringcolumn(1))) every ::1 lc rgb "#2ca02c" title ""

set title "Laravel: CPU µs per request (app + db)"
plot laravel using 13:xtic(name(stringcolumn(1))) every ::1 lc rgb "#1f77b4" title ""

set title "Laravel: server connections"
plot laravel using 9:xtic(name(stringcolumn(1))) every ::1 lc rgb "#7f7f7f" title ""

set title "Over-subscription: failed requests (of all)"
plot over using 7:xtic(name(stringcolumn(1))) every ::1 lc rgb "#d62728" title ""

unset multiplot
