<?php
// Connection sampler for scripts/fpm_test.sh (CLI only). Over ONE admin connection it
//   1. runs FLUSH GLOBAL STATUS (MariaDB 11.5 on; FLUSH STATUS on 10.11), which resets
//      Max_used_connections to the number of connections open right now, this one included,
//   2. records what is open at that moment: all connections (Threads_connected) and those of
//      the pool user (excluding itself),
//   3. writes READY_FILE, then every 50 ms counts the pool user's connections in
//      information_schema.PROCESSLIST until STOP_FILE exists (or 120 s pass),
//   4. prints one JSON object: max_used (Max_used_connections at the end), at_flush_total,
//      at_flush_pool, samples, max_pool_sampled, and accepted: the connections the server
//      accepted from FLUSH to the end, every client's (status Connections), which tells a
//      bound exceeded by the pool from one exceeded by another client connecting meanwhile.
// The pool's peak by the server's own counter is then
//   max_used - (at_flush_total - at_flush_pool)
// i.e. everything that was open at FLUSH time and is not the pool user (this sampler, other
// admin clients) is subtracted; pool connections already open at FLUSH time stay counted.
//
// usage: php sampler.php READY_FILE STOP_FILE
// env: MYSQLPOOL_TEST_ROOT_SOCKET (root over the socket) or else MYSQLPOOL_TEST_HOST/PORT/
//      USER/PASSWORD; MYSQLPOOL_TEST_USER names the pool user.
if (PHP_SAPI !== 'cli') {
    http_response_code(403);
    exit;
}
[$ready_file, $stop_file] = [$argv[1] ?? '', $argv[2] ?? ''];
if ($ready_file === '' || $stop_file === '') {
    fwrite(STDERR, "usage: php sampler.php READY_FILE STOP_FILE\n");
    exit(2);
}
$pool_user = getenv('MYSQLPOOL_TEST_USER') ?: 'mysqlpool';
$socket = getenv('MYSQLPOOL_TEST_ROOT_SOCKET');
try {
    if ($socket) {
        $db = new PDO("mysql:unix_socket=$socket", 'root', '');
    } else {
        $db = new PDO(sprintf('mysql:host=%s;port=%s', getenv('MYSQLPOOL_TEST_HOST') ?: '127.0.0.1',
            getenv('MYSQLPOOL_TEST_PORT') ?: '3306'), $pool_user, getenv('MYSQLPOOL_TEST_PASSWORD') ?: '');
    }
    $db->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
    $count_pool = $db->prepare("SELECT COUNT(*) FROM information_schema.PROCESSLIST
                                 WHERE USER = ? AND ID <> CONNECTION_ID()");
    $status = fn(string $name) => (int)$db->query("SHOW GLOBAL STATUS LIKE '$name'")->fetch(PDO::FETCH_NUM)[1];

    $connections = $status('Connections');  // a total since the start: FLUSH STATUS keeps it
    // MariaDB 11.5 on resets Max_used_connections with FLUSH GLOBAL STATUS only (FLUSH STATUS
    // became the session's); 10.11 and MySQL know only FLUSH STATUS, which does both.
    try {
        $db->exec('FLUSH GLOBAL STATUS');
    } catch (PDOException $e) {
        $db->exec('FLUSH STATUS');
    }
    $at_flush_total = $status('Threads_connected');
    $count_pool->execute([$pool_user]);
    $at_flush_pool = (int)$count_pool->fetchColumn();
    $max_used_at_flush = $status('Max_used_connections');
    file_put_contents($ready_file, "ready\n");

    $samples = 0;
    $max_pool = $at_flush_pool;
    $deadline = microtime(true) + 120;
    while (!file_exists($stop_file) && microtime(true) < $deadline) {
        $count_pool->execute([$pool_user]);
        $max_pool = max($max_pool, (int)$count_pool->fetchColumn());
        $samples++;
        usleep(50000);
    }
    echo json_encode([
        'max_used' => $status('Max_used_connections'),
        'max_used_at_flush' => $max_used_at_flush,
        'at_flush_total' => $at_flush_total,
        'at_flush_pool' => $at_flush_pool,
        'samples' => $samples,
        'max_pool_sampled' => $max_pool,
        'accepted' => $status('Connections') - $connections,
    ]), "\n";
} catch (Throwable $e) {
    fwrite(STDERR, 'sampler: ' . $e->getMessage() . "\n");
    file_put_contents($ready_file, "failed\n");
    exit(1);
}
