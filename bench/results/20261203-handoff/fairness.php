<?php
// one process: N statements, each timed (lease wait included); prints latencies in µs
$n = (int)$argv[1];
$port = getenv('MYSQLPOOL_TEST_PORT');
$lat = [];
$end = hrtime(true) + 8e9;
while (hrtime(true) < $end) {
  $t = hrtime(true);
  $pdo = new PDO("mysqlpool:host=127.0.0.1;port=$port;dbname=mysqlpool_test", 'mysqlpool', 'mysqlpool-pw');
  $pdo->query('SELECT 1')->fetchAll();
  $pdo = null;
  $lat[] = intdiv(hrtime(true) - $t, 1000);
  usleep(random_int(0, 2000));
}
file_put_contents($argv[2], implode("\n", $lat) . "\n");
