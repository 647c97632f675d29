<?php
/*
 * A worker's mysqli requests (issue 36): run through mysqlpool's own mysqli front-end, which
 * the worker process has because oracle.sh starts it with mysqlpool.serve_mysqli=1 and PHP's
 * mysqli not loaded. The pool is the unit's (the same key as the PDO requests' DSN: host, port,
 * user, password, database oracle_a, charset utf8mb4), its mode and size from the
 * mysqlpool.* php.ini entries, which a mysqli handle reads (set here per request with
 * ini_set, as a php.ini would).
 *
 * A statement's 'op' says how it runs: query (default; 'mode' => 'use' for MYSQLI_USE_RESULT,
 * 'fetch' => n to read only n rows and leave the result open), set_charset, select_db,
 * init_command (MYSQLI_INIT_COMMAND before the connect), reconnect (close() and a new handle),
 * autocommit ('arg'), change_user (to the same user and database: a new session), kill (of the
 * handle's own thread_id), async (MYSQLI_ASYNC, mysqli_poll(), reap_async_query());
 * 'tpl' with 'esc': the text is built with real_escape_string(), whose output must be
 * 'esc_expect'; 'expect': the first column of the first row must be that. A wrong answer is
 * returned as 'bad' (the coordinator counts it as a difference); an error as 'err'.
 */

declare(strict_types=1);

/** Handles and results the request leaves for its end ('end' => 'request_end'). */
$GLOBALS['oracle_left'] = [];

/** Connects as the request says: [mysqli, null] or [null, "connect error"]. */
function oracle_mysqli_connect(array $msg, array $req): array
{
    $c = $msg['mysqli'];
    $my = $req['my'];
    ini_set('mysqlpool.pool_mode', $c['mode']);
    ini_set('mysqlpool.max_connections', (string) $c['max']);
    ini_set('mysqlpool.acquire_timeout_ms', '8000');
    mysqli_report($my['report'] === 'off' ? MYSQLI_REPORT_OFF : MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT);
    $host = ($my['persistent'] ? 'p:' : '') . $c['host'];
    $init = array_values(array_filter($req['stmts'], fn($s) => ($s['op'] ?? '') === 'init_command'));
    try {
        if ($my['connect'] === 'init' || $init || $req['infile']) {
            $m = mysqli_init();
            foreach ($init as $s) $m->options(MYSQLI_INIT_COMMAND, $s['sql']);
            if (!$m->real_connect($host, $msg['user'], $msg['password'], $c['db'], (int) $c['port'])) {
                return [null, "connect {$m->connect_errno} {$m->connect_error}"];
            }
            // after the connect, which sets it from mysqli.allow_local_infile (as stock's)
            if ($req['infile']) $m->options(MYSQLI_OPT_LOCAL_INFILE, true);
        } elseif ($my['connect'] === 'new') {
            $m = new mysqli($host, $msg['user'], $msg['password'], $c['db'], (int) $c['port']);
            if ($m->connect_errno) return [null, "connect {$m->connect_errno} {$m->connect_error}"];
        } else {
            $m = mysqli_connect($host, $msg['user'], $msg['password'], $c['db'], (int) $c['port']);
            if (!$m) return [null, "connect " . mysqli_connect_errno() . ' ' . mysqli_connect_error()];
        }
    } catch (mysqli_sql_exception $e) {
        return [null, "connect {$e->getCode()} {$e->getMessage()}"];
    }
    return [$m, null];
}

/** Every row of $r (or its first $n), and the first value of the first row. */
function oracle_mysqli_read(mysqli_result $r, ?int $n): ?string
{
    $first = null;
    for ($i = 0; $n === null || $i < $n; $i++) {
        $row = $r->fetch_row();
        if (!$row) break;
        if ($i === 0) $first = $row[0] === null ? null : (string) $row[0];
    }
    return $first;
}

/** Runs one statement; returns ['err' => …] (and 'bad' => … for a wrong answer). */
function oracle_mysqli_run(mysqli &$m, array $s, array $msg, array $req, array &$held): array
{
    $op = $s['op'] ?? 'query';
    $bad = null;
    $first = null;
    try {
        switch ($op) {
            case 'init_command':
                return ['err' => null];
            case 'set_charset':
                $ok = $m->set_charset($s['arg']);
                break;
            case 'select_db':
                $ok = $m->select_db($s['arg']);
                break;
            case 'autocommit':
                $ok = $m->autocommit($s['arg']);
                break;
            case 'change_user':  // the same user and database: a new session on the same pool
                $ok = $m->change_user($msg['user'], $msg['password'], $msg['mysqli']['db']);
                break;
            case 'kill':  // its own session: the handle is gone after it, as on stock
                $ok = $m->kill($m->thread_id);
                break;
            case 'async':  // sent, waited for with mysqli_poll(), reaped
                $ok = $m->query($s['sql'], MYSQLI_ASYNC);
                if ($ok) {
                    $read = [$m];
                    $error = $reject = [];
                    mysqli_poll($read, $error, $reject, 8);
                    $r = $m->reap_async_query();
                    $ok = $r !== false;
                    if ($r instanceof mysqli_result) {
                        $first = oracle_mysqli_read($r, null);
                        $r->free();
                    }
                }
                break;
            case 'reconnect':
                $m->close();
                [$m2, $err] = oracle_mysqli_connect($msg, $req);
                if ($m2 === null) return ['err' => $err];
                $m = $m2;
                return ['err' => null];
            default:
                $sql = $s['sql'];
                if (isset($s['tpl'])) {
                    $esc = $m->real_escape_string($s['esc']);
                    if ($esc !== $s['esc_expect']) {
                        $bad = "real_escape_string(" . bin2hex($s['esc']) . ") = " . bin2hex($esc) . ", expected "
                            . bin2hex($s['esc_expect']);
                    }
                    $sql = str_replace('{esc}', $esc, $s['tpl']);
                }
                $r = $m->query($sql, ($s['mode'] ?? '') === 'use' ? MYSQLI_USE_RESULT : MYSQLI_STORE_RESULT);
                $ok = $r !== false;
                if ($r instanceof mysqli_result) {
                    $first = oracle_mysqli_read($r, $s['fetch'] ?? null);
                    if (isset($s['fetch'])) {
                        $held[] = $r;  // left half read: the handle's end must deal with it
                    } else {
                        $r->free();
                    }
                }
                // a CALL's further results
                while ($ok && !isset($s['fetch']) && $m->more_results() && $m->next_result()) {
                    if (($x = $m->store_result()) instanceof mysqli_result) $x->free();
                }
        }
        if (!$ok) return ['err' => $m->errno . ' ' . $m->error, 'bad' => $bad];
    } catch (mysqli_sql_exception $e) {
        return ['err' => $e->getCode() . ' ' . preg_replace('/\s+/', ' ', substr($e->getMessage(), 0, 160)), 'bad' => $bad];
    }
    if (array_key_exists('expect', $s) && $first !== $s['expect']) {
        $bad = ($bad ? "$bad; " : '') . "answered " . var_export($first, true) . ", expected " . var_export($s['expect'], true);
    }
    return ['err' => null, 'bad' => $bad];
}

/**
 * A mysqli request: connect, its statements one by one (errors recorded, the request goes on),
 * and the handle's end: close(), destroyed, or left (with its open results) for the request's
 * end. Returns [results, connect error].
 */
function oracle_mysqli_request(array $msg, array $req, bool $trace): array
{
    // PHP's own mysqli would connect on its own, outside the pool: not what is tested
    if (ini_get('mysqlpool.serve_mysqli') !== '1') return [[], "not mysqlpool's mysqli front-end (mysqlpool.serve_mysqli=1)"];
    [$m, $connect_err] = oracle_mysqli_connect($msg, $req);
    if ($m === null) return [[], $connect_err];
    $results = [];
    $held = [];
    foreach ($req['stmts'] as $s) {
        if (isset($s['sql_b64'])) $s['sql'] = base64_decode($s['sql_b64']);
        if (isset($s['tpl_b64'])) $s['tpl'] = base64_decode($s['tpl_b64']);
        foreach (['esc', 'esc_expect'] as $k) {
            if (isset($s["{$k}_b64"])) $s[$k] = base64_decode($s["{$k}_b64"]);
        }
        if ($trace) fwrite(STDERR, "[" . getmypid() . "] {$req['id']} mysqli " . ($s['op'] ?? 'query') . " {$s['sql']}\n");
        $results[] = oracle_mysqli_run($m, $s, $msg, $req, $held);
    }
    switch ($req['my']['end']) {
        case 'close':
            try {
                $m->close();
            } catch (Throwable $e) {
                $connect_err = 'close: ' . get_class($e) . ': ' . $e->getMessage();
            }
            break;
        case 'request_end':
            // in an array: not freed before the module's request shutdown ends its session
            $GLOBALS['oracle_left'][] = $m;
            foreach ($held as $r) $GLOBALS['oracle_left'][] = $r;
            break;
    }
    $held = [];
    $m = null;
    return [$results, $connect_err];
}
