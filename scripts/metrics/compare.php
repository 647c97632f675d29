<?php
// Attaches to the test pool, then checks that mysqlpool_metrics() (the manager's text) agrees
// with mysqlpool_stats() (this process's view of the shared segment) for that pool. Prints
// "agree" or what differs.
$dsn = 'mysqlpool:host=' . getenv('MYSQLPOOL_TEST_HOST') . ';port=' . getenv('MYSQLPOOL_TEST_PORT')
     . ';dbname=' . getenv('MYSQLPOOL_TEST_DB');
$pdo = new PDO($dsn, getenv('MYSQLPOOL_TEST_USER'), getenv('MYSQLPOOL_TEST_PASSWORD'));
$pdo->query('SELECT 1')->fetchAll();
// The manager may finish opening a connection between the two reads (a connect asked for while
// this process waited): read until both are taken between two equal views of the segment.
for ($try = 0; ; $try++) {
    $stats = mysqlpool_stats()[0];
    $text = mysqlpool_metrics();
    $again = mysqlpool_stats()[0];
    if ($stats == $again || $try >= 20) break;
    usleep(50000);
}
$label = 'pool="' . addcslashes($stats['pool'], "\\\"") . '"';
$value = function (string $family, string $extra = '') use ($text, $label) {
    $re = '/^' . preg_quote($family . '{' . $label . $extra . '}', '/') . ' (\S+)$/m';
    return preg_match($re, $text, $m) ? $m[1] + 0 : null;
};
$checks = [
    'leases' => [$stats['leases'], $value('mysqlpool_leases_total')],
    'in_use' => [$stats['in_use'], $value('mysqlpool_connections', ',state="leased"')],
    'idle' => [$stats['idle'], $value('mysqlpool_connections', ',state="free"')],
    'max_connections' => [$stats['max_connections'], $value('mysqlpool_max_connections')],
    'waiting' => [$stats['waiting'], $value('mysqlpool_waiters')],
    'opened' => [$stats['opened'], $value('mysqlpool_connections_opened_total')],
    'hold_count' => [$stats['leases'] - $stats['in_use'], $value('mysqlpool_lease_hold_seconds_count')],
    'wait_count' => [$stats['leases'], $value('mysqlpool_lease_wait_seconds_count')],
];
$bad = [];
foreach ($checks as $name => [$want, $got]) {
    if ($got === null || $want != $got) $bad[] = "$name: stats $want, metrics " . var_export($got, true);
}
echo $bad ? implode("; ", $bad) : 'agree', "\n";
