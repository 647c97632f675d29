<?php
/*
 * difftest, mysqli mode: running one generated operation (mysqli_gen.php) on a mysqli handle and
 * recording what the PHP code sees; comparing and printing records. Loaded by the workers
 * (mysqli_worker.php: stock mysqli, or mysqlpool's front-end, never PDO) and by the coordinator.
 *
 * A record: what the operation returned or fetched (values typed: dtm_value), the result's
 * properties and field objects (every property), the handle's errno, error, sqlstate,
 * affected_rows, insert_id, info, warning_count, field_count after it, an exception (class,
 * code, sqlstate, message) and the PHP warnings/notices it raised (text). Not compared: thread_id
 * (another connection's number on each side), the time taken.
 */

declare(strict_types=1);

/** A PHP value as fetched, in a form that keeps its type through JSON. */
function dtm_value($v)
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
    if (is_array($v)) {
        $o = [];
        foreach ($v as $k => $x) {
            $o[] = [$k, dtm_value($x)];  // keys kept in order, with their type
        }
        return ['a' => $o];
    }
    if (is_object($v)) {
        return ['o' => get_class($v), 'p' => dtm_value(get_object_vars($v))];
    }
    return ['?' => get_debug_type($v)];
}

/** Text that JSON keeps as it is: bytes that are not UTF-8 written as \xNN. */
function dtm_text(string $s): string
{
    return preg_match('//u', $s) ? $s : preg_replace_callback('/[\x80-\xff]/', fn($m) => sprintf('\\x%02X', ord($m[0])), $s);
}

function dtm_error(Throwable $e): array
{
    $r = ['class' => get_class($e), 'code' => $e->getCode(), 'msg' => dtm_text($e->getMessage())];
    if ($e instanceof mysqli_sql_exception) {
        $r['state'] = $e->getSqlState();
    }
    return $r;
}

/** The PHP warnings and notices of the current operation (the worker's error handler adds them). */
$GLOBALS['dtm_warnings'] = [];
function dtm_error_handler(int $no, string $msg): bool
{
    $GLOBALS['dtm_warnings'][] = $no . ' ' . dtm_text($msg);
    return true;
}

/** A field object (fetch_field*), every property. */
function dtm_field($f)
{
    return is_object($f) ? get_object_vars($f) : dtm_value($f);
}

/** Calls $fn, recording its value (through $conv) or what it threw, into $r[$key]. */
function dtm_try(array &$r, string $key, callable $fn, ?callable $conv = null): void
{
    try {
        $v = $fn();
        $r[$key] = $conv ? $conv($v) : dtm_value($v);
    } catch (Throwable $e) {
        $r[$key] = ['thrown' => dtm_error($e)];
    }
}

/** The handle's state after an operation. */
function dtm_state(?mysqli $m, array &$r): void
{
    if ($m === null) {
        $r['handle'] = null;
        return;
    }
    $s = [];
    foreach (['errno', 'error', 'sqlstate', 'affected_rows', 'insert_id', 'info', 'warning_count', 'field_count'] as $p) {
        dtm_try($s, $p, fn() => $m->$p);
    }
    // MariaDB 11.4 on ends the handshake with an OK whose info is its TLS certificate check,
    // "\x01" and a SHA-256 in hex, different on every connection: stock's mysqlnd shows it as
    // info until the first statement; a pooled link made no handshake, so its info is NULL
    // (README, the mysqli differences). Read as NULL on both sides.
    if (is_string($s['info'] ?? null) && preg_match('/^\x01[0-9A-F]{64}$/D', $s['info'])) {
        $s['info'] = null;
    }
    $r['handle'] = $s;
}

/** The fields of a result, read the way $meta says. */
function dtm_meta(mysqli_result $res, string $meta, int $col, array &$x): void
{
    switch ($meta) {
        case 'fields':
            dtm_try($x, 'fields', fn() => $res->fetch_fields(), fn($fs) => array_map('dtm_field', $fs));
            break;
        case 'field_loop':
            $fs = [];
            while (($f = mysqli_fetch_field($res)) !== false) {
                $fs[] = dtm_field($f);
                if (count($fs) > 50) {
                    break;
                }
            }
            $x['field_loop'] = $fs;
            dtm_try($x, 'field_tell', fn() => mysqli_field_tell($res));
            break;
        case 'direct':
            dtm_try($x, 'direct', fn() => $res->fetch_field_direct($col), 'dtm_field');
            dtm_try($x, 'direct_bad', fn() => $res->fetch_field_direct(99), 'dtm_field');
            break;
        case 'seek':
            dtm_try($x, 'field_seek', fn() => $res->field_seek($col));
            dtm_try($x, 'current_field', fn() => $res->current_field);
            dtm_try($x, 'seek_field', fn() => $res->fetch_field(), 'dtm_field');
            break;
    }
}

#[AllowDynamicProperties]
class DtmRow
{
    public $ctor = null;

    public function __construct($a = null, $b = null)
    {
        $this->ctor = [$a, $b];
    }
}

/** Reads every row of $res in the form $fetch says; [rows, lengths of each row]. */
function dtm_rows(mysqli_result $res, string $fetch, int $col, array &$x): void
{
    $rows = [];
    $lens = [];
    $one = function ($row) use (&$rows, &$lens, $res) {
        $rows[] = dtm_value($row);
        $lens[] = $res->lengths;
    };
    switch ($fetch) {
        case 'all_num':
        case 'all_assoc':
        case 'all_both':
            $mode = ['all_num' => MYSQLI_NUM, 'all_assoc' => MYSQLI_ASSOC, 'all_both' => MYSQLI_BOTH][$fetch];
            $x['all'] = dtm_value($res->fetch_all($mode));
            dtm_try($x, 'after_all', fn() => $res->fetch_row());
            return;
        case 'iter':
            foreach ($res as $k => $row) {
                $rows[] = [$k, dtm_value($row)];
            }
            break;
        case 'column':
            while (($v = $res->fetch_column($col)) !== false) {
                $rows[] = dtm_value($v);
            }
            break;
        default:
            $f = [
                'assoc' => fn() => $res->fetch_assoc(),
                'row' => fn() => $res->fetch_row(),
                'both' => fn() => $res->fetch_array(),
                'num' => fn() => $res->fetch_array(MYSQLI_NUM),
                'object' => fn() => $res->fetch_object(),
                'object_class' => fn() => $res->fetch_object('DtmRow', ['x', 2]),
                'proc_assoc' => fn() => mysqli_fetch_assoc($res),
                'proc_array' => fn() => mysqli_fetch_array($res, MYSQLI_ASSOC),
            ][$fetch];
            while (($row = $f()) !== null && $row !== false) {
                $one($row);
                if (count($rows) > 1000) {
                    break;
                }
            }
            $x['end'] = dtm_value($row);
            dtm_try($x, 'lengths_end', fn() => $res->lengths);
    }
    $x['rows'] = $rows;
    if ($lens) {
        $x['lengths'] = $lens;
    }
}

/** Everything about one result: its properties, fields, rows, then its freeing. */
function dtm_result(mysqli_result $res, array $st, array &$r): void
{
    $x = [];
    $use = ($st['mode'] ?? 'store') === 'use';
    dtm_try($x, 'field_count', fn() => $res->field_count);
    dtm_try($x, 'num_fields', fn() => mysqli_num_fields($res));
    dtm_try($x, 'type', fn() => $res->type);
    if (!$use) {
        dtm_try($x, 'num_rows', fn() => $res->num_rows);
    }
    dtm_meta($res, $st['meta'] ?? 'none', $st['col'] ?? 0, $x);
    dtm_rows($res, $st['fetch'] ?? 'assoc', $st['col'] ?? 0, $x);
    dtm_try($x, 'num_rows_end', fn() => $res->num_rows);
    if ($use) {
        dtm_meta($res, 'fields', 0, $x);  // max_length after the rows were read
    }
    switch ($st['free'] ?? 'free') {
        case 'free':
            $res->free();
            break;
        case 'close':
            $res->close();
            break;
        case 'free_result':
            $res->free_result();
            break;
        case 'proc_free':
            mysqli_free_result($res);
            break;
    }
    $r['results'][] = $x;
}

/** Runs $sql as $st says: object or procedural, stored or unbuffered. */
function dtm_query(mysqli $m, string $sql, array $st, array &$r): void
{
    $mode = ($st['mode'] ?? 'store') === 'use' ? MYSQLI_USE_RESULT : MYSQLI_STORE_RESULT;
    if (($st['api'] ?? 'oo') === 'real') {
        // real_query(), then store_result()/use_result() (false, errno 0, for a statement with no result set)
        $r['real_query'] = $m->real_query($sql);
        if (!$r['real_query']) {
            return;
        }
        $res = $mode === MYSQLI_USE_RESULT ? mysqli_use_result($m) : $m->store_result();
        dtm_try($r, 'more_results', fn() => $m->more_results());
    } else {
        $res = ($st['api'] ?? 'oo') === 'proc' ? mysqli_query($m, $sql, $mode) : $m->query($sql, $mode);
    }
    if ($res instanceof mysqli_result) {
        dtm_result($res, $st, $r);
    } else {
        $r['ret'] = $res;
    }
}

/** The connection parameters of $env, and a handle made the way $st['how'] says. */
function dtm_connect(array $env, array $st, array &$r): ?mysqli
{
    $host = ($st['p'] ?? false) ? 'p:' . $env['host'] : $env['host'];
    // A p: link of its own each time: stock keys its persistent links by the socket argument too
    // (unused over TCP), so a p: connect never gets back a link an earlier episode left in
    // another state (its charset, native typing, last field_count): that leak is stock's, and
    // the pool does not copy it (README, "Differences from stock mysqli").
    static $plinks = 0;
    $socket = ($st['p'] ?? false) ? '/nonexistent/difftest-plink-' . ++$plinks : null;
    $port = (int) $env['port'];
    $db = $st['db'] ?? null;
    $pw = $env['password'];
    if (($st['bad'] ?? '') === 'password') {
        $pw .= 'wrong';
    } elseif (($st['bad'] ?? '') === 'db') {
        $db = 'no_such_database';
    } elseif (($st['bad'] ?? '') === 'port') {
        $port = 1;
    }
    $class = getenv('DIFFTEST_MYSQLI_BREAK') ? 'DtmBrokenMysqli' : 'mysqli';
    $m = null;
    switch ($st['how'] ?? 'new') {
        case 'new':
            $m = new $class($host, $env['user'], $pw, $db, $port, $socket);
            break;
        case 'init_real':
            // WordPress: mysqli_init(), then real_connect() (its return value checked)
            $m = $class === 'mysqli' ? mysqli_init() : new $class();
            dtm_options($m, $st, $r);
            $r['real_connect'] = $m->real_connect($host, $env['user'], $pw, $db, $port, $socket, 0);
            break;
        case 'connect_fn':
            $m = mysqli_connect($host, $env['user'], $pw, $db, $port, $socket);
            $r['connect_fn'] = $m instanceof mysqli;
            if (!$m) {
                $m = null;
            }
            break;
        case 'adminer':
            // Adminer: class Min_DB extends MySQLi, parent::init() in its constructor
            $m = new DtmAdminerDb();
            dtm_options($m, $st, $r);
            $r['real_connect'] = $m->real_connect($host, $env['user'], $pw, $db, $port, $socket);
            break;
    }
    dtm_try($r, 'connect_errno', fn() => mysqli_connect_errno());
    dtm_try($r, 'connect_error', fn() => mysqli_connect_error());
    if ($m !== null) {
        dtm_try($r, 'prop_connect_errno', fn() => $m->connect_errno);
        dtm_try($r, 'prop_connect_error', fn() => $m->connect_error);
    }
    if ($m !== null && isset($st['set_charset']) && ($r['real_connect'] ?? true) !== false && !mysqli_connect_errno()) {
        dtm_try($r, 'set_charset', fn() => $m->set_charset($st['set_charset']));
    }
    return $m;
}

/** mysqli_options() / $m->options() of the connect operation, before real_connect(). */
function dtm_options(mysqli $m, array $st, array &$r): void
{
    foreach ($st['opts'] ?? [] as $k => [$name, $v]) {
        dtm_try($r, "option_$name", fn() => $k % 2 ? mysqli_options($m, constant($name), $v) : $m->options(constant($name), $v));
    }
}

class DtmAdminerDb extends mysqli
{
    public $extra = 'adminer';

    public function __construct()
    {
        parent::init();
    }
}

/**
 * The deliberately broken side (DIFFTEST_MYSQLI_BREAK=1, the comparison's own check): a mysqli
 * that escapes without regard to the charset (addslashes, as code that "does not need the
 * connection" does) and sends one statement more after each INSERT (as a wrapper that resets
 * a session would), which zeroes insert_id and affected_rows. The tester must catch both.
 */
class DtmBrokenMysqli extends mysqli
{
    public function real_escape_string(string $string): string
    {
        return addslashes($string);
    }

    public function query(string $query, int $result_mode = MYSQLI_STORE_RESULT): mysqli_result|bool
    {
        $res = parent::query($query, $result_mode);
        if ($res === true && stripos($query, 'INSERT') === 0) {
            parent::query('DO 0');
        }
        return $res;
    }
}

/** The escaped text of $s on $m, as $how calls it. */
function dtm_escape(mysqli $m, string $s, string $how): string
{
    return match ($how) {
        'proc' => mysqli_real_escape_string($m, $s),
        'alias' => $m->escape_string($s),
        default => $m->real_escape_string($s),
    };
}

/**
 * Runs operation $st on the handle $m (null before the episode's connect and after a failed
 * one; set by 'connect' and by 'close' back to null ... kept closed) and returns its record.
 * $escape: setup A's oracle escape for 'esc' operations (see mysqli_main.php), null otherwise.
 */
function dtm_run(?mysqli &$m, array $st, array $env, ?callable $escape = null): array
{
    mysqli_report($st['rm']);
    $GLOBALS['dtm_warnings'] = [];
    $r = [];
    try {
        switch ($st['k']) {
            case 'connect':
                $m = dtm_connect($env, $st, $r);
                break;
            case 'connect_bad':
                $bad = dtm_connect($env, ['how' => 'new', 'db' => null] + $st, $r);
                unset($bad);
                break;
            case 'q':
                dtm_need($m);
                dtm_query($m, $st['sql'], $st, $r);
                break;
            case 'txapi':
                // the transaction API (issue 37): $m->begin_transaction(...) or mysqli_commit($m, ...)
                dtm_need($m);
                $r['ret'] = $st['api'] === 'proc' ? ('mysqli_' . $st['call'])($m, ...$st['args']) : $m->{$st['call']}(...$st['args']);
                break;
            case 'esc':
                dtm_need($m);
                $e = $escape ? $escape($st['s']) : dtm_escape($m, $st['s'], $st['how']);
                $r['escaped'] = dtm_value($e);
                dtm_query($m, str_replace('{E}', $e, $st['sql']), ['fetch' => 'row', 'free' => 'free'], $r);
                break;
            case 'set_charset':
                dtm_need($m);
                $r['ret'] = $st['api'] === 'proc' ? mysqli_set_charset($m, $st['sql']) : $m->set_charset($st['sql']);
                dtm_try($r, 'charset_name', fn() => $m->character_set_name());
                break;
            case 'select_db':
                dtm_need($m);
                $r['ret'] = $st['api'] === 'proc' ? mysqli_select_db($m, $st['sql']) : $m->select_db($st['sql']);
                break;
            case 'close':
                if ($m !== null) {
                    $r['ret'] = $m->close();
                }
                break;
            default:
                dtm_run_more($m, $st, $r);
        }
    } catch (Throwable $e) {
        $r['err'] = dtm_error($e);
    }
    if ($st['k'] !== 'close' && $st['k'] !== 'closed_use' && $st['k'] !== 'connect_bad') {
        dtm_state($m, $r);
    }
    if ($GLOBALS['dtm_warnings']) {
        $r['php'] = $GLOBALS['dtm_warnings'];
    }
    return $r;
}

function dtm_need(?mysqli $m): void
{
    if ($m === null) {
        throw new LogicException('no handle (its connect failed)');
    }
}

/** The kinds that work on results kept over several calls: seek, freed, sync, call, props, closed_use. */
function dtm_run_more(?mysqli $m, array $st, array &$r): void
{
    dtm_need($m);
    switch ($st['k']) {
        case 'seek':
            $res = $st['api'] === 'proc' ? mysqli_query($m, $st['sql']) : $m->query($st['sql']);
            dtm_try($r, 'data_seek', fn() => $st['api'] === 'proc' ? mysqli_data_seek($res, $st['to']) : $res->data_seek($st['to']));
            dtm_try($r, 'row', fn() => $res->fetch_row());
            dtm_try($r, 'lengths', fn() => mysqli_fetch_lengths($res));
            dtm_try($r, 'data_seek0', fn() => $res->data_seek(0));
            dtm_try($r, 'row0', fn() => $res->fetch_assoc());
            dtm_try($r, 'field_seek', fn() => $res->field_seek($st['field']));
            dtm_try($r, 'field', fn() => $res->fetch_field(), 'dtm_field');
            dtm_try($r, 'field_tell', fn() => mysqli_field_tell($res));
            dtm_try($r, 'seek_neg', fn() => $res->data_seek(-1));
            $res->free();
            break;
        case 'freed':
            $res = $m->query($st['sql']);
            $res->free();
            $f = ['fetch' => fn() => $res->fetch_row(), 'num_rows' => fn() => $res->num_rows, 'free' => fn() => $res->free(),
                'seek' => fn() => $res->data_seek(0), 'fields' => fn() => mysqli_fetch_fields($res)][$st['what']];
            dtm_try($r, 'after_free', $f);
            break;
        case 'sync':
            $a = $m->query($st['sql'], MYSQLI_USE_RESULT);
            $r['first'] = dtm_value($a->fetch_row());
            dtm_try($r, 'while_unread', fn() => $m->query($st['then']));
            dtm_try($r, 'errno_then', fn() => $m->errno);
            $a->free();
            dtm_try($r, 'after_free', fn() => $m->query($st['then']), fn($v) => $v instanceof mysqli_result ? $v->fetch_all() : $v);
            break;
        case 'call':
            dtm_call($m, $st, $r);
            break;
        case 'warnings':
            // get_warnings(): the chain of mysqli_warning objects, walked with next()
            dtm_try($r, 'warnings', function () use ($m, $st) {
                $w = $st['api'] === 'proc' ? mysqli_get_warnings($m) : $m->get_warnings();
                if (!$w instanceof mysqli_warning) {
                    return $w;
                }
                $all = [];
                do {
                    $all[] = [$w->errno, $w->sqlstate, dtm_text($w->message)];
                } while ($w->next() && count($all) < 70);
                return $all;
            });
            break;
        case 'multi':
            dtm_try($r, 'ret', fn() => $m->multi_query($st['sql']));
            dtm_drain($m, $st, $r, true);
            break;
        case 'stmt':
            dtm_stmt($m, $st, $r);
            break;
        case 'props':
            foreach (['server_info', 'server_version', 'protocol_version', 'host_info', 'client_info', 'client_version'] as $p) {
                dtm_try($r, $p, fn() => $m->$p);
            }
            dtm_try($r, 'get_server_info', fn() => mysqli_get_server_info($m));
            dtm_try($r, 'get_client_info', fn() => mysqli_get_client_info());
            dtm_try($r, 'character_set_name', fn() => $m->character_set_name());
            dtm_try($r, 'ping', fn() => $m->ping());
            // thread_id: the connection the handle holds or last held, so the one that just
            // answered CONNECTION_ID() (its number differs between the sides: not compared)
            dtm_try($r, 'thread_id', fn() => is_int($m->thread_id) && $m->thread_id > 0);
            dtm_try($r, 'thread_id_is_connection', fn() => (int) $m->query('SELECT CONNECTION_ID()')->fetch_row()[0] === $m->thread_id);
            dtm_try($r, 'error_list', fn() => $m->error_list);
            dtm_try($r, 'instanceof', fn() => [$m instanceof mysqli, get_class($m)]);
            break;
        case 'closed_use':
            $f = ['query' => fn() => $m->query($st['sql']), 'prop' => fn() => $m->affected_rows,
                'escape' => fn() => $m->real_escape_string("x'"), 'proc_query' => fn() => mysqli_query($m, $st['sql'])][$st['what']];
            dtm_try($r, 'closed', $f);
            break;
        default:
            throw new LogicException("unknown operation kind $st[k]");
    }
}

/** A statement's numbers and error, as its properties read them. */
function dtm_stmt_state(mysqli_stmt $s, array &$r, string $key): void
{
    $x = [];
    foreach (['errno', 'error', 'sqlstate', 'affected_rows', 'insert_id', 'num_rows', 'field_count', 'param_count', 'error_list'] as $p) {
        dtm_try($x, $p, fn() => $s->$p);
    }
    $r[$key] = $x;
}

/** The rows of an executed statement, read as $how says. */
function dtm_stmt_read(mysqli_stmt $s, string $how, array &$r, string $key): void
{
    $x = [];
    switch ($how) {
        case 'bind':
            $n = $s->field_count;
            if ($n === 0) {
                dtm_try($x, 'fetch_no_result', fn() => $s->fetch());
                break;
            }
            $vars = array_fill(0, $n, null);
            $refs = [];
            foreach ($vars as $i => &$v) {
                $refs[] = &$v;
            }
            unset($v);
            dtm_try($x, 'bind_result', fn() => $s->bind_result(...$refs));
            for ($i = 0; $i < 20; $i++) {
                $got = null;
                dtm_try($x, "fetch$i", function () use ($s, &$got) { return $got = $s->fetch(); });
                if ($got !== true) {
                    break;
                }
                $x["row$i"] = dtm_value($vars);
            }
            dtm_try($x, 'num_rows', fn() => $s->num_rows);
            break;
        case 'store':
            dtm_try($x, 'store', fn() => $s->store_result());
            dtm_try($x, 'num_rows', fn() => $s->num_rows);
            dtm_try($x, 'affected', fn() => $s->affected_rows);
            if ($s->field_count > 0) {
                $vars = array_fill(0, $s->field_count, null);
                $refs = [];
                foreach ($vars as $i => &$v) {
                    $refs[] = &$v;
                }
                unset($v);
                $s->bind_result(...$refs);
                dtm_try($x, 'seek', fn() => $s->data_seek(1));
                dtm_try($x, 'fetch', fn() => $s->fetch());
                $x['row'] = dtm_value($vars);
            }
            break;
        case 'get':
            dtm_try($x, 'get', function () use ($s) {
                $res = $s->get_result();
                return $res instanceof mysqli_result ? ['rows' => $res->fetch_all(MYSQLI_ASSOC), 'n' => $res->num_rows,
                    'fields' => array_map(fn($f) => [$f->name, $f->type, $f->flags, $f->length], $res->fetch_fields())] : $res;
            });
            break;
        case 'meta':
            dtm_try($x, 'meta', function () use ($s) {
                $res = $s->result_metadata();
                return $res instanceof mysqli_result ? [$res->field_count, array_map('dtm_field', $res->fetch_fields()), $res->fetch_row()] : $res;
            });
            break;
    }
    dtm_try($x, 'more', fn() => $s->more_results());
    $r[$key] = $x;
}

/** A prepared statement's life: see DtGenMysqli::blk_stmt(). */
function dtm_stmt(mysqli $m, array $st, array &$r): void
{
    if ($st['bind'] === 'query') {
        dtm_try($r, 'execute_query', function () use ($m, $st) {
            $res = $m->execute_query($st['sql'], $st['vals']);
            return $res instanceof mysqli_result ? $res->fetch_all(MYSQLI_BOTH) : $res;
        });
        return;
    }
    $s = null;
    dtm_try($r, 'prepare', function () use ($m, $st, &$s) {
        switch ($st['prep']) {
            case 'proc':
                $s = mysqli_prepare($m, $st['sql']);
                break;
            case 'init':
                $s = $m->stmt_init();
                return [$s->prepare($st['sql']), $s->errno];
            case 'new':
                $s = new mysqli_stmt($m, $st['sql']);
                break;
            default:
                $s = $m->prepare($st['sql']);
        }
        return is_object($s) ? get_class($s) : $s;
    });
    if (!$s instanceof mysqli_stmt) {
        return;
    }
    dtm_stmt_state($s, $r, 'prepared');
    $vals = $st['vals'];
    $refs = [];
    foreach ($vals as $i => &$v) {
        $refs[] = &$v;
    }
    unset($v);
    if ($st['bind'] === 'param') {
        dtm_try($r, 'bind_param', fn() => $s->bind_param($st['types'], ...$refs));
        foreach ($st['long'] as $i => $pieces) {
            foreach ($pieces as $j => $piece) {
                dtm_try($r, "long$i.$j", fn() => $s->send_long_data($i, $piece));
            }
        }
    }
    $exec = fn() => $st['bind'] === 'array' ? ($st['api'] === 'proc' ? mysqli_stmt_execute($s, $vals) : $s->execute($vals))
        : ($st['api'] === 'proc' ? mysqli_stmt_execute($s) : $s->execute());
    dtm_try($r, 'execute', $exec);
    dtm_stmt_state($s, $r, 'executed');
    dtm_stmt_read($s, $st['read'], $r, 'read');
    if ($st['twice']) {
        foreach ($st['vals2'] as $i => $v2) {
            $vals[$i] = $v2;  // read at execute(): bound by reference
        }
        dtm_try($r, 'execute2', $exec);
        dtm_stmt_state($s, $r, 'executed2');
        dtm_stmt_read($s, $st['read'], $r, 'read2');
    }
    dtm_try($r, 'link_after', fn() => $m->query('SELECT 1')->fetch_row());
    dtm_try($r, 'close', fn() => $s->close());
}

/** CALL with several results: the first one, then more_results()/next_result() to the end. */
function dtm_call(mysqli $m, array $st, array &$r): void
{
    dtm_query($m, $st['sql'], $st + ['fetch' => 'row', 'free' => 'free'], $r);
    dtm_drain($m, $st, $r, false);
}

/** The results after the current one (after multi_query(): from the first: $first). */
function dtm_drain(mysqli $m, array $st, array &$r, bool $first): void
{
    if ($first) {
        $res = ($st['mode'] ?? 'store') === 'use' ? $m->use_result() : $m->store_result();
        if ($res instanceof mysqli_result) {
            dtm_result($res, ['fetch' => 'assoc', 'free' => 'free'] + $st, $r);
        } else {
            $r['results'][] = ['stored' => $res, 'errno' => $m->errno, 'affected' => $m->affected_rows];
        }
    }
    $n = 0;
    while ($st['drain'] && $n++ < 5) {
        $more = $m->more_results();
        $r['more'][] = $more;
        if (!$more) {
            break;
        }
        $r['next'][] = $m->next_result();
        $res = ($st['mode'] ?? 'store') === 'use' ? $m->use_result() : $m->store_result();
        if ($res instanceof mysqli_result) {
            dtm_result($res, ['fetch' => 'assoc', 'free' => 'free'] + $st, $r);
        } else {
            $r['results'][] = ['stored' => $res, 'errno' => $m->errno, 'affected' => $m->affected_rows];
        }
    }
}

/** The part of a record that must be equal. */
function dtm_compared(array $r): array
{
    unset($r['ms'], $r['oracle'], $r['retries']);
    return $r;
}

function dtm_same(array $a, array $b): bool
{
    return serialize(dtm_compared($a)) === serialize(dtm_compared($b));
}

/** The top-level parts that differ between two records. */
function dtm_diff_fields(array $exp, ?array $got): array
{
    if ($got === null) {
        return ['not run'];
    }
    $e = dtm_compared($exp);
    $g = dtm_compared($got);
    $d = [];
    foreach (array_unique(array_merge(array_keys($e), array_keys($g))) as $k) {
        if (!array_key_exists($k, $e) || !array_key_exists($k, $g) || serialize($e[$k]) !== serialize($g[$k])) {
            if ($k === 'handle' && is_array($e[$k] ?? null) && is_array($g[$k] ?? null)) {
                foreach (array_unique(array_merge(array_keys($e[$k]), array_keys($g[$k]))) as $p) {
                    if (serialize($e[$k][$p] ?? null) !== serialize($g[$k][$p] ?? null)) {
                        $d[] = $p;
                    }
                }
            } elseif ($k === 'results' && is_array($e[$k] ?? null) && is_array($g[$k] ?? null) && count($e[$k]) === count($g[$k])) {
                // which parts of the results: rows, fields, lengths_end, num_rows, ...
                foreach ($e[$k] as $n => $x) {
                    foreach (array_unique(array_merge(array_keys($x), array_keys($g[$k][$n]))) as $p) {
                        if (serialize($x[$p] ?? null) !== serialize($g[$k][$n][$p] ?? null) && !in_array("result.$p", $d, true)) {
                            $d[] = "result.$p";
                        }
                    }
                }
            } else {
                $d[] = $k;
            }
        }
    }
    return $d ?: ['?'];
}

/** A record or an operation on one line (JSON, long values cut). */
function dtm_show($x, int $limit = 600): string
{
    if ($x === null) {
        return '(no result: the operation did not run)';
    }
    $s = json_encode($x, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE);
    return strlen($s) > $limit ? substr($s, 0, $limit) . '...' : $s;
}

/** An operation as the PHP a reader would write for it (for the report). */
function dtm_show_op(array $st): string
{
    $rm = array_search($st['rm'], ['OFF' => 0, 'ERROR|STRICT' => 3, 'ERROR' => 1], true);
    $q = fn(string $s) => var_export($s, true);
    $x = match ($st['k']) {
        'connect' => "connect(how={$st['how']}" . ($st['p'] ? ', p: host' : '') . ', db=' . ($st['db'] ?? 'null')
            . (isset($st['set_charset']) ? ", set_charset('{$st['set_charset']}')" : '')
            . implode('', array_map(fn($o) => ", options($o[0], " . var_export($o[1], true) . ')', $st['opts'] ?? [])) . ')',
        'connect_bad' => "new mysqli(... bad {$st['bad']})",
        'q' => ['proc' => 'mysqli_query($m, ', 'oo' => '$m->query(', 'real' => '$m->real_query('][$st['api']] . $q($st['sql'])
            . ($st['api'] === 'real' ? '); $m->' . $st['mode'] . '_result(' : ', ' . strtoupper($st['mode'])) . ')'
            . " fetch={$st['fetch']} meta={$st['meta']} free={$st['free']}",
        'esc' => '$e = ' . $st['how'] . '_escape(' . dtm_php_string($st['s']) . '); $m->query(' . $q($st['sql']) . ')',
        'stmt' => "stmt({$q($st['sql'])}, prep {$st['prep']}, bind {$st['bind']} '{$st['types']}' "
            . json_encode(array_map('dtm_value', $st['vals'])) . ', long ' . json_encode(array_map(fn($p) => array_map('dtm_value', $p), $st['long']))
            . ", read {$st['read']}" . ($st['twice'] ? ', twice ' . json_encode(array_map('dtm_value', $st['vals2'])) : '') . ')',
        'warnings' => ($st['api'] === 'proc' ? 'mysqli_get_warnings($m)' : '$m->get_warnings()') . ' walked by next()',
        'multi' => "\$m->multi_query({$q($st['sql'])}) " . ($st['drain'] ? 'drained' : 'not drained') . " by {$st['mode']}_result()",
        'txapi' => ($st['api'] === 'proc' ? "mysqli_{$st['call']}(\$m" . ($st['args'] ? ', ' : '') : "\$m->{$st['call']}(")
            . implode(', ', array_map(fn($a) => var_export($a, true), $st['args'])) . ')',
        'set_charset' => "\$m->set_charset('{$st['sql']}')",
        'select_db' => "\$m->select_db('{$st['sql']}')",
        'close' => '$m->close()',
        default => $st['k'] . '(' . $q($st['sql']) . ', ' . json_encode(array_diff_key($st, array_flip(['k', 'sql', 'cat', 'pin_st', 'pin_tx', 'cmp_tx', 'rm', 'cs', 'mcs', 'nbe']))) . ')',
    };
    return "[report $rm] $x";
}

/** A PHP double-quoted literal for any bytes. */
function dtm_php_string(string $s): string
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
