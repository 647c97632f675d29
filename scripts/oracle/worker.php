<?php
/*
 * An oracle worker: a CLI PHP process with mysqlpool loaded that runs the requests main.php
 * sends it, one JSON line each on stdin: {"dsn", "user", "password", "req"}. A request is a
 * `new PDO(dsn)` (ATTR_EMULATE_PREPARES => false for binary-protocol families), its statements
 * one by one (every result set read; errors caught and recorded, the request goes on), and the
 * handle destroyed. The reply is one JSON line: {"id", "results": [{"err": null|"code msg"}…],
 * "ms"}. Statements with 'params', and every statement of a binary-protocol request, are
 * prepared and executed; the others go through query(). A statement's text that is not UTF-8
 * comes as "sql_b64"; LOCAL INFILE is allowed for requests of families with 'infile'.
 * A request with "front": "mysqli" goes through mysqlpool's mysqli front-end instead
 * (scripts/oracle/mysqli.php); one whose handle is left for the request's end ("end":
 * "request_end") is this process's last: it replies, and its request (the script) ends.
 */

declare(strict_types=1);
require __DIR__ . '/lib.php';
require __DIR__ . '/mysqli.php';

$trace = getenv('ORACLE_TRACE') === '1';
while (($line = fgets(STDIN)) !== false) {
    $msg = json_decode($line, true);
    if (!is_array($msg)) continue;
    if (($msg['cmd'] ?? '') === 'quit') break;
    $req = $msg['req'];
    $t0 = microtime(true);
    if ($req['front'] === 'mysqli') {
        [$results, $connect_err] = oracle_mysqli_request($msg, $req, $trace);
    } else {
        [$results, $connect_err] = oracle_pdo_request($msg, $req, $trace);
    }
    $end = $req['my']['end'] ?? null;
    echo json_encode(['id' => $req['id'], 'results' => $results, 'connect_err' => $connect_err,
        'ms' => round((microtime(true) - $t0) * 1000, 1), 'ended' => $end === 'request_end'], JSON_INVALID_UTF8_SUBSTITUTE), "\n";
    // a handle left for the request's end: this process's request ends now (the coordinator
    // waits for it to exit and starts another worker)
    if ($end === 'request_end') break;
}

/** A PDO request: returns [results, connect error]. */
function oracle_pdo_request(array $msg, array $req, bool $trace): array
{
    $results = [];
    $connect_err = null;
    try {
        $pdo = new PDO($msg['dsn'], $msg['user'], $msg['password'], [
            PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
            PDO::ATTR_EMULATE_PREPARES => !$req['bin'],
            PDO::MYSQL_ATTR_LOCAL_INFILE => !empty($req['infile']),
        ]);
        foreach ($req['stmts'] as $s) {
            // a text that is not UTF-8 (gbk, big5, sjis families) comes base64-encoded: JSON can't carry it
            if (isset($s['sql_b64'])) $s['sql'] = base64_decode($s['sql_b64']);
            if ($trace) fwrite(STDERR, "[" . getmypid() . "] {$req['id']} {$s['sql']}\n");
            $err = oracle_run($pdo, $s['sql'], $s['params'] ?? null, $req['bin'], $first);
            $bad = null;
            if ($err === null && array_key_exists('expect', $s) && $first !== $s['expect']) {
                $bad = "answered " . var_export($first, true) . ", expected " . var_export($s['expect'], true);
            }
            $results[] = ['err' => $err, 'bad' => $bad];
        }
    } catch (Throwable $e) {
        $connect_err = get_class($e) . ': ' . $e->getMessage();
    }
    $pdo = null;  // the handle is destroyed: its connection goes back to the pool
    return [$results, $connect_err];
}
