<?php
/*
 * difftest: what the coordinator (main.php) and the workers (worker.php) share: running one
 * generated statement on a PDO handle and recording what PHP sees, comparing two records,
 * printing them. See scripts/difftest.sh for what the tester does.
 */

declare(strict_types=1);

/** Connection parameters from the MYSQLPOOL_TEST_* environment (scripts/mariadb.sh env.sh). */
function dt_env(): array
{
    $e = [];
    foreach (['HOST', 'PORT', 'USER', 'PASSWORD', 'DB'] as $k) {
        $v = getenv("MYSQLPOOL_TEST_$k");
        if ($v === false || $v === '') {
            fwrite(STDERR, "difftest: MYSQLPOOL_TEST_$k is not set\n");
            exit(2);
        }
        $e[strtolower($k)] = $v;
    }
    return $e;
}

/** A dedicated pdo_mysql connection (setup A, helpers, side writers). */
function dt_pdo_mysql(array $env, string $charset = 'utf8mb4'): PDO
{
    return new PDO("mysql:host=$env[host];port=$env[port];dbname=$env[db];charset=$charset",
        $env['user'], $env['password'], [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
}

/** A PHP value as fetched, in a form that keeps its type through JSON. */
function dt_value($v)
{
    if ($v === null || is_bool($v)) {
        return $v;
    }
    if (is_int($v)) {
        return ['i' => $v];
    }
    if (is_float($v)) {
        return ['f' => var_export($v, true)];
    }
    if (is_string($v)) {
        return preg_match('//u', $v) ? $v : ['hex' => bin2hex($v)];
    }
    return ['?' => get_debug_type($v)];
}

/** The error part of a record: what is compared (class, SQLSTATE, driver code) and the message. */
function dt_error(Throwable $e): array
{
    $info = $e instanceof PDOException ? $e->errorInfo : null;
    $r = ['class' => get_class($e)];
    if (is_array($info) && isset($info[0])) {
        $r['state'] = (string) $info[0];
        $r['code'] = isset($info[1]) ? (int) $info[1] : null;
    } else {
        $r['code'] = $e->getCode();
    }
    $r['msg'] = dt_text($e->getMessage());
    return $r;
}

/** Text that JSON keeps as it is: bytes that are not UTF-8 written as \xNN. */
function dt_text(string $s): string
{
    return preg_match('//u', $s) ? $s : preg_replace_callback('/[\x80-\xff]/', fn($m) => sprintf('\\x%02X', ord($m[0])), $s);
}

/** The SQL text of a statement, with {Qn} replaced by $quote(params[n]). */
function dt_sql_with_quotes(array $st, callable $quote): string
{
    $sql = $st['sql'];
    foreach ($st['params'] ?? [] as $i => $p) {
        $sql = str_replace('{Q' . $i . '}', $quote($p), $sql);
    }
    return $sql;
}

const DT_PARAM_TYPES = ['str' => PDO::PARAM_STR, 'int' => PDO::PARAM_INT, 'null' => PDO::PARAM_NULL,
    'bool' => PDO::PARAM_BOOL];

/**
 * Runs statement $st on $pdo and returns its record:
 *   sets  => one entry per result (rowset): cols (names), rows (FETCH_NUM, typed), rc, lid
 *   ret   => what exec()/beginTransaction()/commit()/rollBack() returned
 *   err   => the exception (class, state, code, msg), with the sets read before it
 *   lid   => lastInsertId() afterwards;  intx => inTransaction() afterwards
 * $quote: how {Qn} placeholders are quoted (default: $pdo->quote).
 */
function dt_run(PDO $pdo, array $st, ?callable $quote = null): array
{
    $r = [];
    try {
        switch ($st['k']) {
            case 'api':
                $r['ret'] = $pdo->{$st['sql']}();
                break;
            case 'x':
                $r['ret'] = $pdo->exec($st['sql']);
                break;
            case 'q':
            case 'quote':
                $sql = $st['k'] === 'q' ? $st['sql']
                    : dt_sql_with_quotes($st, $quote ?? fn(string $s) => $pdo->quote($s));
                $r['sets'] = [];
                dt_read_sets($pdo, $pdo->query($sql), $r['sets']);
                break;
            case 'prep':
                $s = $pdo->prepare($st['sql']);
                foreach ($st['params'] as $i => [$v, $t]) {
                    $s->bindValue(is_int($i) ? $i + 1 : $i, $v, DT_PARAM_TYPES[$t]);
                }
                $s->execute();
                $r['sets'] = [];
                dt_read_sets($pdo, $s, $r['sets']);
                break;
            default:
                throw new LogicException("unknown statement kind $st[k]");
        }
    } catch (Throwable $e) {
        $r['err'] = dt_error($e);
    }
    $r['lid'] = $pdo->lastInsertId();
    $r['intx'] = $pdo->inTransaction();
    return $r;
}

function dt_read_sets(PDO $pdo, PDOStatement $s, array &$sets): void
{
    do {
        $set = ['cols' => [], 'rows' => []];
        $n = $s->columnCount();
        for ($i = 0; $i < $n; $i++) {
            $meta = $s->getColumnMeta($i);
            $set['cols'][] = $meta['name'] ?? '?';
        }
        if ($n > 0) {
            foreach ($s->fetchAll(PDO::FETCH_NUM) as $row) {
                $set['rows'][] = array_map('dt_value', $row);
            }
        }
        $set['rc'] = $s->rowCount();
        $set['lid'] = $pdo->lastInsertId();
        $sets[] = $set;
    } while ($s->nextRowset());
}

/** The part of a record that must be equal. */
function dt_compared(array $r): array
{
    $c = $r;
    if (isset($c['err'])) {
        // the message is printed, not compared: pdo_mysql and mysqlpool word client errors
        // differently; PDO's own errors (no SQLSTATE) are compared by message
        if (isset($c['err']['state'])) {
            unset($c['err']['msg']);
        }
    }
    unset($c['oracle'], $c['retries'], $c['ms']);
    return $c;
}

function dt_same(array $expected, array $got): bool
{
    return serialize(dt_compared($expected)) === serialize(dt_compared($got));
}

/** What differs between two records: rows, columns, rowCount, lastInsertId, error, ... */
function dt_diff_fields(array $exp, ?array $got): array
{
    if ($got === null) {
        return ['not run'];
    }
    $e = dt_compared($exp);
    $g = dt_compared($got);
    $d = [];
    if (isset($e['err']) !== isset($g['err']) || (isset($e['err']) && serialize($e['err']) !== serialize($g['err']))) {
        $d[] = 'error';
    }
    $es = $e['sets'] ?? [];
    $gs = $g['sets'] ?? [];
    if (count($es) !== count($gs)) {
        $d[] = 'results';
    } else {
        foreach (['cols' => 'columns', 'rows' => 'rows', 'rc' => 'rowCount', 'lid' => 'lastInsertId'] as $k => $label) {
            foreach ($es as $i => $set) {
                if (serialize($set[$k]) !== serialize($gs[$i][$k])) {
                    $d[] = $label;
                    break;
                }
            }
        }
    }
    if (($e['ret'] ?? null) !== ($g['ret'] ?? null)) {
        $d[] = 'returned';
    }
    if ($e['lid'] !== $g['lid'] && !in_array('lastInsertId', $d, true)) {
        $d[] = 'lastInsertId';
    }
    if ($e['intx'] !== $g['intx']) {
        $d[] = 'inTransaction';
    }
    return $d ?: ['?'];
}

/** One value, short and typed: 5, '5', 1.5, NULL, x'bf27'. */
function dt_show_value($v): string
{
    if ($v === null) {
        return 'NULL';
    }
    if (is_bool($v)) {
        return $v ? 'true' : 'false';
    }
    if (is_array($v)) {
        if (isset($v['i'])) {
            return (string) $v['i'];
        }
        if (isset($v['f'])) {
            return 'float ' . $v['f'];
        }
        if (isset($v['hex'])) {
            return "x'" . $v['hex'] . "'";
        }
        return json_encode($v);
    }
    return "'" . addcslashes($v, "\0..\37'\\") . "'";
}

/** A record on one line. */
function dt_show(?array $r, int $limit = 400): string
{
    if ($r === null) {
        return '(no result: the statement did not run)';
    }
    $parts = [];
    foreach ($r['sets'] ?? [] as $set) {
        if ($set['cols']) {
            $rows = array_map(fn($row) => '(' . implode(', ', array_map('dt_show_value', $row)) . ')',
                $set['rows']);
            $parts[] = '[' . implode(', ', $set['cols']) . '] ' . (count($rows) ? implode(' ', $rows) : 'no rows')
                . " rowCount=$set[rc]" . ($set['lid'] !== '0' ? " lastInsertId=$set[lid]" : '');
        } else {
            $parts[] = "OK rowCount=$set[rc] lastInsertId=$set[lid]";
        }
    }
    if (array_key_exists('ret', $r)) {
        $parts[] = 'returned ' . var_export($r['ret'], true);
    }
    if (isset($r['err'])) {
        $e = $r['err'];
        $parts[] = 'ERROR ' . (isset($e['state']) ? "$e[state]/" . ($e['code'] ?? '-') : "code $e[code]")
            . " ($e[class]: " . $e['msg'] . ')';
    }
    $parts[] = 'lastInsertId()=' . $r['lid'] . ($r['intx'] ? ' inTransaction' : '');
    $s = implode(' ; ', $parts);
    return strlen($s) > $limit ? substr($s, 0, $limit) . '...' : $s;
}

/** A statement on one line, as the handle ran it. */
function dt_show_statement(array $st): string
{
    switch ($st['k']) {
        case 'api':
            return '$pdo->' . $st['sql'] . '()';
        case 'x':
            return '$pdo->exec(' . json_encode($st['sql'], JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE) . ')';
        case 'q':
            return $st['sql'];
        case 'side':
            return $st['sql'] . '   -- on another connection (pdo_mysql), committed at once';
        case 'quote':
            $sql = $st['sql'];
            foreach ($st['params'] as $i => $p) {
                $sql = str_replace('{Q' . $i . '}', '$pdo->quote(' . dt_php_string($p) . ')', $sql);
            }
            return $sql;
        case 'prep':
            $ps = [];
            foreach ($st['params'] as $i => [$v, $t]) {
                $ps[] = (is_int($i) ? $i + 1 : "'$i'") . ' => ' . ($v === null ? 'null' : (is_string($v) ? dt_php_string($v) : var_export($v, true))) . " ($t)";
            }
            return 'prepare(' . $st['sql'] . ')->execute(' . implode(', ', $ps) . ')';
    }
    return json_encode($st);
}

/** A PHP double-quoted literal for any bytes. */
function dt_php_string(string $s): string
{
    $out = '"';
    for ($i = 0, $n = strlen($s); $i < $n; $i++) {
        $c = $s[$i];
        $o = ord($c);
        if ($c === '"' || $c === '\\' || $c === '$') {
            $out .= '\\' . $c;
        } elseif ($o < 32 || $o > 126) {
            $out .= sprintf('\\x%02x', $o);
        } else {
            $out .= $c;
        }
    }
    return $out . '"';
}
