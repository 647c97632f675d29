<?php
/*
 * difftest: what the coordinator (main.php) and the workers (worker.php) share: running one
 * generated statement on a PDO handle and recording what PHP sees, comparing two records,
 * printing them. See scripts/difftest/difftest.sh for what the tester does.
 */

declare(strict_types=1);

/** Connection parameters from the MYSQLPOOL_TEST_* environment (scripts/lib/mariadb.sh env.sh). */
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
function dt_pdo_mysql(array $env, string $charset = 'utf8mb4', array $newpdo = []): PDO
{
    return new PDO("mysql:host=$env[host];port=$env[port];dbname=$env[db];charset=$charset",
        $env['user'], $env['password'], dt_pdo_options($newpdo));
}

/** The options of `new PDO` for an episode: ERRMODE_EXCEPTION, TLS (dt_tls_options()) and the generator's [[name, value], ...]. */
function dt_pdo_options(array $newpdo): array
{
    $o = [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION] + dt_tls_options();
    foreach ($newpdo as [$name, $v]) {
        $o[constant('PDO::' . $name)] = $v;
    }
    return $o;
}

/**
 * DIFFTEST_TLS_DIR=DIR (difftest.sh; DIR made by scripts/lib/tls_certs.sh): every handle of both
 * setups, and the side and helper connections, connects with MYSQL_ATTR_SSL_CA => DIR/ca.pem
 * (TLS on, chain and host name verified), so the same sequences are compared over TLS.
 */
function dt_tls_options(): array
{
    $dir = getenv('DIFFTEST_TLS_DIR');
    return ($dir === false || $dir === '') ? [] : [PDO::MYSQL_ATTR_SSL_CA => "$dir/ca.pem"];
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
 *   ret   => what exec()/beginTransaction()/commit()/rollBack()/setAttribute()/execute()/
 *            closeCursor()/nextRowset()/bind*() returned
 *   f     => what fetch()/fetchColumn()/fetchAll() of a kept statement returned (typed)
 *   rc    => rowCount() of a kept statement after it;  attr => getAttribute() after setAttribute()
 *   err   => the exception (class, state, code, msg), with the sets read before it
 *   lid   => lastInsertId() afterwards;  intx => inTransaction() afterwards
 * $quote: how {Qn} placeholders are quoted (default: $pdo->quote).
 * $ctx: the handle's kept PDOStatement objects by name (s1, s2, ...) and the variables bound
 * to them by bindParam(), for the kinds that work on a statement the episode keeps (see
 * dt_run_kept); the caller empties it when the episode ends, before dropping the PDO.
 */
function dt_run(PDO $pdo, array $st, ?callable $quote = null, ?array &$ctx = null): array
{
    $r = [];
    $ctx ??= [];
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
            case 'getattr':
                $r['attr'] = $pdo->getAttribute(constant('PDO::' . $st['sql']));
                break;
            case 'attr':
                $a = constant('PDO::' . $st['sql']);
                $r['ret'] = $pdo->setAttribute($a, $st['val']);
                $r['attr'] = $pdo->getAttribute($a);
                break;
            default:
                dt_run_kept($pdo, $st, $r, $ctx);
        }
    } catch (Throwable $e) {
        $r['err'] = dt_error($e);
    }
    $r['lid'] = $pdo->lastInsertId();
    $r['intx'] = $pdo->inTransaction();
    return $r;
}

/** PDO::PARAM_* by the generator's name; 'lob' binds a php://memory stream with the value. */
const DT_BIND_TYPES = ['str' => PDO::PARAM_STR, 'int' => PDO::PARAM_INT, 'null' => PDO::PARAM_NULL,
    'bool' => PDO::PARAM_BOOL, 'lob' => PDO::PARAM_LOB, 'none' => null];

/** A value to bind: the value itself, or for 'lob' a stream that reads it. */
function dt_bind_value($v, string $t)
{
    if ($t === 'lob' && is_string($v)) {
        $f = fopen('php://memory', 'w+b');
        fwrite($f, $v);
        rewind($f);
        return $f;
    }
    return $v;
}

/**
 * The kinds that work on a statement kept by name in $ctx (the way applications hold a
 * PDOStatement across other statements, transactions and, on mysqlpool, other connections):
 *   sprep  $ctx[sn] = $pdo->prepare(sql, opts)     squery $ctx[sn] = $pdo->query(sql), kept
 *   bind   bindValue/bindParam(key, value, type)   setv   change a bindParam variable
 *   exe    execute(args or null), then 'fetch'     fetch  fetch/fetchColumn/fetchAll ('fetch')
 *   next   nextRowset(), then 'fetch'              close  closeCursor()     unset  unset($ctx[sn])
 *   drain  every remaining rowset read as dt_read_sets does
 * A statement that prepare() refused is not there: its later steps record the same error on
 * both setups (class difftest).
 */
function dt_run_kept(PDO $pdo, array $st, array &$r, array &$ctx): void
{
    $sn = $st['sn'] ?? 's1';
    $k = $st['k'];
    if ($k === 'sprep') {
        $opts = [];
        foreach ($st['opts'] ?? [] as [$name, $v]) {
            $opts[constant('PDO::' . $name)] = $v;
        }
        $ctx[$sn] = $pdo->prepare($st['sql'], $opts);  // an earlier statement of that name goes after
        unset($ctx['_v'][$sn]);
        $r['ret'] = true;
        return;
    }
    if ($k === 'squery') {
        $ctx[$sn] = $pdo->query($st['sql']);
        unset($ctx['_v'][$sn]);
        $r['rc'] = $ctx[$sn]->rowCount();
        dt_fetch($ctx[$sn], $st['fetch'] ?? 'none', $r);
        return;
    }
    if ($k === 'unset') {
        unset($ctx[$sn], $ctx['_v'][$sn]);
        $r['ret'] = true;
        return;
    }
    if (!isset($ctx[$sn])) {
        $r['err'] = ['class' => 'difftest', 'code' => 0, 'msg' => "no statement $sn (its prepare() failed)"];
        return;
    }
    $s = $ctx[$sn];
    switch ($k) {
        case 'bind':
            [$key, $v, $t] = $st['bind'];
            $type = DT_BIND_TYPES[$t];
            if ($st['by'] === 'param') {
                $ctx['_v'][$sn][$key] = dt_bind_value($v, $t);
                $r['ret'] = $type === null ? $s->bindParam($key, $ctx['_v'][$sn][$key])
                    : $s->bindParam($key, $ctx['_v'][$sn][$key], $type);
            } else {
                $value = dt_bind_value($v, $t);
                if (is_resource($value)) {
                    // kept so that a retried execute reads it from the start (worker.php)
                    $ctx['_v']['_lob'][] = $value;
                }
                $r['ret'] = $type === null ? $s->bindValue($key, $value)
                    : $s->bindValue($key, $value, $type);
            }
            break;
        case 'setv':
            [$key, $v, $t] = $st['bind'];
            $ctx['_v'][$sn][$key] = dt_bind_value($v, $t);
            $r['ret'] = true;
            break;
        case 'exe':
            $r['ret'] = array_key_exists('args', $st) ? $s->execute($st['args']) : $s->execute();
            $r['rc'] = $s->rowCount();
            dt_fetch($s, $st['fetch'] ?? 'none', $r);
            break;
        case 'fetch':
            dt_fetch($s, $st['fetch'], $r);
            $r['rc'] = $s->rowCount();
            break;
        case 'next':
            $r['ret'] = $s->nextRowset();
            $r['rc'] = $s->rowCount();
            dt_fetch($s, $st['fetch'] ?? 'none', $r);
            break;
        case 'close':
            $r['ret'] = $s->closeCursor();
            break;
        case 'drain':
            $r['sets'] = [];
            while ($s->nextRowset()) {
                dt_read_one_set($pdo, $s, $r['sets']);
            }
            break;
        default:
            throw new LogicException("unknown statement kind $k");
    }
}

/** Fetches from a kept statement as $how says and records what came back in $r['f']. */
function dt_fetch(PDOStatement $s, string $how, array &$r): void
{
    switch ($how) {
        case 'none':
            return;
        case 'one':
            $row = $s->fetch(PDO::FETCH_NUM);
            $r['f'] = $row === false ? false : [array_map('dt_value', $row)];
            return;
        case 'col':
            $v = $s->fetchColumn();
            $r['f'] = $v === false ? false : dt_value($v);
            return;
        case 'all':
            $r['cols'] = dt_cols($s);
            $r['f'] = $s->columnCount() > 0 ? array_map(fn($row) => array_map('dt_value', $row), $s->fetchAll(PDO::FETCH_NUM)) : [];
            return;
        case 'assoc':
            $r['f'] = array_map(fn($row) => array_map('dt_value', $row), $s->fetchAll(PDO::FETCH_ASSOC));
            return;
    }
    throw new LogicException("unknown fetch $how");
}

function dt_cols(PDOStatement $s): array
{
    $cols = [];
    $n = $s->columnCount();
    for ($i = 0; $i < $n; $i++) {
        $meta = $s->getColumnMeta($i);
        $cols[] = $meta['name'] ?? '?';
    }
    return $cols;
}

function dt_read_sets(PDO $pdo, PDOStatement $s, array &$sets): void
{
    do {
        dt_read_one_set($pdo, $s, $sets);
    } while ($s->nextRowset());
}

function dt_read_one_set(PDO $pdo, PDOStatement $s, array &$sets): void
{
    $set = ['cols' => dt_cols($s), 'rows' => []];
    if ($set['cols']) {
        foreach ($s->fetchAll(PDO::FETCH_NUM) as $row) {
            $set['rows'][] = array_map('dt_value', $row);
        }
    }
    $set['rc'] = $s->rowCount();
    $set['lid'] = $pdo->lastInsertId();
    $sets[] = $set;
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

/**
 * dt_same() as the statement is compared in $mode: in transaction mode, the lastInsertId()
 * after a statement that follows an undefined one (gen.php: lid_tx) is not compared, since a
 * failing statement leaves it as the undefined one set it.
 */
function dt_same_in(array $expected, array $got, array $st, string $mode): bool
{
    if ($mode === 'transaction' && !($st['lid_tx'] ?? true)) {
        unset($expected['lid'], $got['lid']);
    }
    return dt_same($expected, $got);
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
    foreach (['f' => 'fetched', 'cols' => 'columns', 'rc' => 'rowCount', 'attr' => 'getAttribute'] as $k => $label) {
        if (serialize($e[$k] ?? null) !== serialize($g[$k] ?? null) && !in_array($label, $d, true)) {
            $d[] = $label;
        }
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
    if (array_key_exists('attr', $r)) {
        $parts[] = 'getAttribute ' . var_export($r['attr'], true);
    }
    if (array_key_exists('f', $r)) {
        $f = $r['f'];
        if ($f === false) {
            $parts[] = 'fetched false';
        } elseif (is_array($f) && array_is_list($f) && (!$f || is_array($f[0]) && !isset($f[0]['i'], $f[0]['f'], $f[0]['hex']))) {
            $parts[] = (isset($r['cols']) ? '[' . implode(', ', $r['cols']) . '] ' : '') . 'fetched '
                . ($f ? implode(' ', array_map(fn($row) => '(' . implode(', ', array_map(fn($k, $v) => (is_string($k) ? "$k=" : '') . dt_show_value($v),
                    array_keys($row), $row)) . ')', $f)) : 'no rows');
        } else {
            $parts[] = 'fetched ' . dt_show_value($f);
        }
    }
    if (array_key_exists('rc', $r)) {
        $parts[] = "rowCount()=$r[rc]";
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
            if (isset($st['newpdo'])) {
                // the episode's first statement: the handle is made with these options
                return 'new PDO(..., [' . implode(', ', array_map(fn($x) => 'PDO::' . $x[0] . ' => ' . var_export($x[1], true), $st['newpdo']))
                    . ']); ' . $st['sql'];
            }
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
        case 'getattr':
            return '$pdo->getAttribute(PDO::' . $st['sql'] . ')';
        case 'attr':
            return '$pdo->setAttribute(PDO::' . $st['sql'] . ', ' . var_export($st['val'], true) . ')';
        case 'sprep':
            $o = array_map(fn($x) => 'PDO::' . $x[0] . ' => ' . var_export($x[1], true), $st['opts'] ?? []);
            return "\$$st[sn] = \$pdo->prepare(" . dt_php_string($st['sql']) . ($o ? ', [' . implode(', ', $o) . ']' : '') . ')';
        case 'squery':
            return "\$$st[sn] = \$pdo->query(" . dt_php_string($st['sql']) . ')' . dt_show_fetch($st['sn'], $st['fetch'] ?? 'none');
        case 'bind':
        case 'setv':
            [$key, $v, $t] = $st['bind'];
            $kv = is_int($key) ? (string) $key : "'$key'";
            $vv = $v === null ? 'null' : (is_string($v) ? dt_php_string($v) : var_export($v, true));
            if ($t === 'lob') {
                $vv = "fopen('data:,'.rawurlencode($vv), 'rb')";
            }
            if ($st['k'] === 'setv') {
                return "\$v_{$st['sn']}[$kv] = $vv   -- the variable bound by bindParam";
            }
            $type = $t === 'none' ? '' : ', PDO::PARAM_' . strtoupper($t);
            return $st['by'] === 'param' ? "\$v_{$st['sn']}[$kv] = $vv; \$$st[sn]->bindParam($kv, \$v_{$st['sn']}[$kv]$type)"
                : "\$$st[sn]->bindValue($kv, $vv$type)";
        case 'exe':
            $args = '';
            if (array_key_exists('args', $st)) {
                $args = '[' . implode(', ', array_map(fn($k, $v) => (is_string($k) ? "'$k' => " : '')
                    . ($v === null ? 'null' : (is_string($v) ? dt_php_string($v) : var_export($v, true))), array_keys($st['args']), $st['args'])) . ']';
            }
            return "\$$st[sn]->execute($args)" . dt_show_fetch($st['sn'], $st['fetch'] ?? 'none') . "; \$$st[sn]->rowCount()";
        case 'fetch':
            return ltrim(dt_show_fetch($st['sn'], $st['fetch']), '; ');
        case 'next':
            return "\$$st[sn]->nextRowset()" . dt_show_fetch($st['sn'], $st['fetch'] ?? 'none');
        case 'close':
            return "\$$st[sn]->closeCursor()";
        case 'unset':
            return "unset(\$$st[sn])";
        case 'drain':
            return "while (\$$st[sn]->nextRowset()) \$$st[sn]->fetchAll()";
    }
    return json_encode($st);
}

function dt_show_fetch(string $sn, string $how): string
{
    $s = '; $' . $sn;
    return ['none' => '', 'one' => $s . '->fetch(PDO::FETCH_NUM)', 'col' => $s . '->fetchColumn()',
        'all' => $s . '->fetchAll(PDO::FETCH_NUM)', 'assoc' => $s . '->fetchAll(PDO::FETCH_ASSOC)'][$how];
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

/**
 * An emulated execute read its bound LOB streams before it failed (PDO reads them while it
 * builds the query): tried again from the start, they are read from the start.
 */
function dt_rewind_lobs(array $ctx): void
{
    foreach ($ctx['_v'] ?? [] as $vars) {
        foreach ($vars as $v) {
            if (is_resource($v) && get_resource_type($v) === 'stream') {
                @rewind($v);
            }
        }
    }
}
