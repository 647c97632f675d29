<?php
// bench/mysqli_stmt.sh's endpoint: what Doctrine DBAL's mysqli driver does with one prepared
// statement in a request. GET /stmt.php?n=N[&fetch=bind|get_result]:
//   connect      new mysqli(host, user, password, db, port), host 'p:HOST' when
//                BENCH_PERSISTENT=1 (PHP's persistent link); set_charset('utf8mb4')
//   prepare      ONE statement, once: SELECT id, name, email, created_at FROM users WHERE id = ?
//   N executes   bind_param('i', $id) once, $id changed before each execute (a random id of
//                1..BENCH_ROWS); each row read as Doctrine's Result reads it after every
//                execute: result_metadata() + fetch_fields() for the column names,
//                bind_result() by reference, fetch() until null, free_result() (fetch=bind,
//                the default); or get_result() +
//                fetch_assoc() (fetch=get_result)
//   close        the statement, then the link
// Answers {"rows":N,"last":{...}}; 500 (and a line in php-fpm's error log) when a call fails or a
// row is not the one asked for, so that wrk counts every failure as an error.
//
// The connection comes from the environment (php-fpm runs with clear_env=no): BENCH_DB_HOST,
// BENCH_DB_PORT, BENCH_DB_USER, BENCH_DB_PASSWORD, BENCH_DB_NAME, BENCH_ROWS, BENCH_PERSISTENT.
// The variant is php.ini's: PHP's mysqli, or mysqlpool's (mysqlpool.serve_mysqli=1).
header('Content-Type: application/json');

function stmt_fail(string $why): void {
    http_response_code(500);
    echo json_encode(['error' => $why], JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE), "\n";
    error_log("bench stmt.php: $why");
}

$n = filter_var($_GET['n'] ?? 20, FILTER_VALIDATE_INT, ['options' => ['min_range' => 1, 'max_range' => 10000]]);
$mode = $_GET['fetch'] ?? 'bind';
if ($n === false || ($mode !== 'bind' && $mode !== 'get_result')) {
    http_response_code(400);
    echo "{\"error\":\"n is 1..10000, fetch is bind or get_result\"}\n";
    return;
}
$rows = max(1, (int)(getenv('BENCH_ROWS') ?: 100000));
$host = (getenv('BENCH_PERSISTENT') === '1' ? 'p:' : '') . (getenv('BENCH_DB_HOST') ?: '127.0.0.1');

mysqli_report(MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT);
try {
    $db = new mysqli($host, getenv('BENCH_DB_USER') ?: 'mysqlpool', getenv('BENCH_DB_PASSWORD') ?: '',
        getenv('BENCH_DB_NAME') ?: 'bench', (int)(getenv('BENCH_DB_PORT') ?: 3306));
    $db->set_charset('utf8mb4');
    $stmt = $db->prepare('SELECT id, name, email, created_at FROM users WHERE id = ?');
    $id = 0;
    $stmt->bind_param('i', $id);
    $last = [];
    for ($i = 0; $i < $n; $i++) {
        $id = mt_rand(1, $rows);
        $stmt->execute();
        $got = [];
        if ($mode === 'bind') {
            // Doctrine's Result, made on every execute: the column names, then bind_result()
            $meta = $stmt->result_metadata();
            $columns = array_map(fn($f) => $f->name, $meta->fetch_fields());
            $meta->free();
            $values = array_fill(0, count($columns), null);
            $refs = [];
            foreach ($values as $k => &$v) {
                $refs[$k] = &$v;
            }
            unset($v);
            $stmt->bind_result(...$refs);
            while ($stmt->fetch()) {
                $got[] = array_combine($columns, $values);
            }
            $stmt->free_result();
        } else {
            $result = $stmt->get_result();
            while (($row = $result->fetch_assoc()) !== null) {
                $got[] = $row;
            }
            $result->free();
        }
        if (count($got) !== 1 || (int)$got[0]['id'] !== $id) {
            stmt_fail("execute $i asked for id $id, got " . json_encode($got));
            return;
        }
        $last = $got[0];
    }
    $stmt->close();
    $db->close();
} catch (Throwable $e) {
    stmt_fail(get_class($e) . ': ' . $e->getMessage());
    return;
}
echo json_encode(['rows' => $n, 'last' => $last], JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE), "\n";
