<?php
/*
 * The oracle's observer (outside the pool), its probe (the session as a later request with the
 * same baseline gets it) and the comparisons. Used by main.php; scripts/oracle/oracle.sh documents it.
 */

declare(strict_types=1);

require_once __DIR__ . '/gen.php';

const ORACLE_PASSWORD = 'oracle-pw';

/**
 * System variables that differ between any two fresh connections, or that the pool sets per
 * statement for the handle (docs/DESIGN.md "Session values": LAST_INSERT_ID is primed with the
 * handle's own value before any statement that reads it), so never state of another request.
 */
const ORACLE_PER_THREAD_VARS = ['PSEUDO_THREAD_ID', 'RAND_SEED1', 'RAND_SEED2', 'TIMESTAMP', 'LAST_INSERT_ID',
    'IDENTITY', 'INSERT_ID', 'WARNING_COUNT', 'ERROR_COUNT'];

function oracle_env(): array
{
    $e = [];
    foreach (['HOST' => '127.0.0.1', 'PORT' => null, 'ROOT_SOCKET' => null] as $k => $def) {
        $v = getenv("MYSQLPOOL_TEST_$k");
        if (($v === false || $v === '') && $def === null) {
            fwrite(STDERR, "oracle: MYSQLPOOL_TEST_$k is not set\n");
            exit(2);
        }
        $e[strtolower($k)] = ($v === false || $v === '') ? $def : $v;
    }
    $e['tmpdir'] = getenv('ORACLE_SERVER_TMPDIR') ?: '';
    return $e;
}

function oracle_root(array $env): PDO
{
    $pdo = new PDO("mysql:unix_socket={$env['root_socket']}", 'root', '', [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
    $pdo->exec("SET SESSION lock_wait_timeout = 5, SESSION max_statement_time = 20");
    return $pdo;
}

/**
 * A dedicated pdo_mysql connection as a pool's user, as the pool's DSN makes it (db, charset);
 * $infile: LOCAL INFILE allowed (a request of a family with 'infile').
 */
function oracle_direct(array $env, string $user, bool $infile = false): PDO
{
    return new PDO("mysql:host={$env['host']};port={$env['port']};dbname=oracle_a;charset=utf8mb4", $user,
        ORACLE_PASSWORD, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION, PDO::MYSQL_ATTR_LOCAL_INFILE => $infile]);
}

function oracle_pool_dsn(array $env, string $mode, int $max): string
{
    return "mysqlpool:host={$env['host']};port={$env['port']};dbname=oracle_a;charset=utf8mb4;pool_mode=$mode;"
        . "max_connections=$max;acquire_timeout_ms=8000";
}

/**
 * Runs one SQL text (all its result sets); returns null or "code message". $first: the first
 * column of the first row (null if none), for a statement whose answer is checked.
 */
function oracle_run(PDO $pdo, string $sql, ?array $params = null, bool $prepare = false, mixed &$first = null): ?string
{
    $st = null;
    $first = null;
    $seen = false;
    try {
        if ($prepare || $params !== null) {
            $st = $pdo->prepare($sql);
            $st->execute($params ?? []);
        } else {
            $st = $pdo->query($sql);
        }
        do {
            if ($st->columnCount() > 0) {
                $rows = $st->fetchAll(PDO::FETCH_NUM);
                if (!$seen && $rows) $first = $rows[0][0] === null ? null : (string) $rows[0][0];
                $seen = true;
            }
        } while ($st->nextRowset());
        $st->closeCursor();
        return null;
    } catch (PDOException $e) {
        if ($st) {
            try {
                $st->closeCursor();
            } catch (Throwable) {
            }
        }
        $code = $e->errorInfo[1] ?? $e->getCode();
        return $code . ' ' . preg_replace('/\s+/', ' ', substr($e->getMessage(), 0, 160));
    }
}

// ---- the observer: root, not through the pool ----------------------------------------------------

final class OracleObserver
{
    private string $pidhex = '';

    public function __construct(private PDO $root, private array $env)
    {
        $pidfile = $this->root->query("SELECT @@pid_file")->fetchColumn();
        $pid = is_file((string) $pidfile) ? (int) trim((string) file_get_contents((string) $pidfile)) : 0;
        $this->pidhex = $pid ? dechex($pid) : '';
    }

    public function tmpdir_usable(): bool
    {
        return $this->pidhex !== '' && $this->env['tmpdir'] !== '' && is_dir($this->env['tmpdir']);
    }

    /** The user's sessions: processlist id => [tid (P_S thread id), db, command, state]. */
    public function sessions(string $user): array
    {
        $st = $this->root->prepare("SELECT p.ID, t.THREAD_ID, p.DB, p.COMMAND, p.STATE, p.QUERY_ID FROM information_schema.PROCESSLIST p"
            . " LEFT JOIN performance_schema.threads t ON t.PROCESSLIST_ID = p.ID WHERE p.USER = ? AND p.ID <> CONNECTION_ID()");
        $st->execute([$user]);
        $out = [];
        foreach ($st->fetchAll(PDO::FETCH_NUM) as [$id, $tid, $db, $cmd, $state, $qid]) {
            $out[(int) $id] = ['tid' => $tid === null ? null : (int) $tid, 'db' => $db, 'command' => $cmd, 'state' => $state,
                'query_id' => (int) $qid];
        }
        return $out;
    }

    /** The id of each session's last query (PROCESSLIST.QUERY_ID): tells which ones a round used. */
    public function last_query_ids(array $sessions): array
    {
        return array_map(fn($x) => $x['query_id'], $sessions);
    }

    /**
     * Everything seen from outside on each session: id => [check => [item, …]]; an empty list
     * for a session in the state of a fresh connection (or of one with an allowed baseline).
     */
    public function inspect(array $sessions): array
    {
        $out = [];
        if (!$sessions) return $out;
        $bytid = [];
        foreach ($sessions as $id => $s) {
            $out[$id] = [];
            if ($s['tid'] !== null) $bytid[$s['tid']] = $id;
            if (!in_array($s['db'], OracleGen::ALLOWED_DATABASES, true)) {
                $out[$id]['database'][] = 'current database ' . var_export($s['db'], true) . ' (allowed: '
                    . implode(', ', OracleGen::ALLOWED_DATABASES) . ')';
            }
        }
        $ids = implode(',', array_keys($sessions));
        $tids = implode(',', array_keys($bytid) ?: [0]);
        $q = fn(string $sql) => $this->root->query($sql)->fetchAll(PDO::FETCH_NUM);
        foreach ($q("SELECT THREAD_ID, VARIABLE_NAME, VARIABLE_VALUE FROM performance_schema.user_variables_by_thread"
            . " WHERE THREAD_ID IN ($tids)") as [$tid, $name, $value]) {
            $out[$bytid[$tid]]['user_variable'][] = "@$name = " . var_export($value, true);
        }
        foreach ($q("SELECT OWNER_THREAD_ID, STATEMENT_NAME, SQL_TEXT FROM performance_schema.prepared_statements_instances"
            . " WHERE OWNER_THREAD_ID IN ($tids)") as [$tid, $name, $text]) {
            if ($name !== null) {
                $out[$bytid[$tid]]['sql_prepare'][] = "PREPARE $name FROM " . var_export($text, true);
            } else {
                $out[$bytid[$tid]]['protocol_prepare'][] = "COM_STMT_PREPARE " . var_export($text, true);
            }
        }
        foreach ($q("SELECT OWNER_THREAD_ID, OBJECT_TYPE, OBJECT_SCHEMA, OBJECT_NAME, LOCK_TYPE, LOCK_DURATION"
            . " FROM performance_schema.metadata_locks WHERE OWNER_THREAD_ID IN ($tids)") as [$tid, $type, $schema, $name, $lt, $dur]) {
            $check = match ($type) {
                'USER LEVEL LOCK' => 'named_lock',
                'BACKUP' => 'global_read_or_backup_lock',
                default => 'table_lock',
            };
            $what = $type . ($schema !== null ? " $schema" : '') . ($name !== null ? ".$name" : '');
            $out[$bytid[$tid]][$check][] = "metadata lock $what $lt ($dur)";
        }
        $names = OracleGen::LOCK_NAMES;
        $row = $q("SELECT " . implode(', ', array_map(fn($n) => "IS_USED_LOCK('$n')", $names)))[0];
        foreach ($names as $j => $n) {
            if ($row[$j] !== null && isset($out[(int) $row[$j]])) {
                $out[(int) $row[$j]]['named_lock'][] = "IS_USED_LOCK('$n')";
            }
        }
        foreach ($q("SELECT trx_mysql_thread_id, trx_state, trx_started FROM information_schema.INNODB_TRX"
            . " WHERE trx_mysql_thread_id IN ($ids)") as [$id, $state, $started]) {
            $out[(int) $id]['transaction'][] = "INNODB_TRX $state since $started";
        }
        foreach ($q("SELECT THREAD_ID, STATE, XID_GTRID, XA_STATE FROM performance_schema.events_transactions_current"
            . " WHERE THREAD_ID IN ($tids) AND STATE = 'ACTIVE'") as [$tid, $state, $xid, $xa]) {
            $out[$bytid[$tid]]['transaction'][] = "events_transactions_current ACTIVE" . ($xid !== null ? " XA '$xid' $xa" : '');
        }
        if ($this->tmpdir_usable()) {
            $hexids = [];
            foreach ($sessions as $id => $s) $hexids[dechex($id)] = $id;
            foreach (scandir($this->env['tmpdir']) ?: [] as $file) {
                // #sql-temptable-<server pid>-<thread id>-<n>.* (Aria, MyISAM; InnoDB and MEMORY leave none)
                if (preg_match('/^#sql-temptable-' . $this->pidhex . '-([0-9a-f]+)-([0-9a-f]+)\./', $file, $m)
                    && isset($hexids[$m[1]])) {
                    $out[$hexids[$m[1]]]['temp_table_file'][] = "tmpdir file $file";
                }
            }
        }
        foreach ($out as $id => $checks) {
            foreach ($checks as $c => $items) {
                $items = array_values(array_unique($items));
                sort($items);
                $out[$id][$c] = $items;
            }
        }
        return $out;
    }

    /**
     * Rolls back the workload's prepared XA transactions that no session holds any more: one
     * outlives its session (a KILL, a disconnect, a reset detach it), and the next unit of the
     * same seed would start the same XID. Called after a round's look, so it hides nothing.
     */
    public function rollback_detached_xa(): void
    {
        foreach ($this->root->query("XA RECOVER")->fetchAll(PDO::FETCH_ASSOC) as $x) {
            if (!str_starts_with((string) $x['data'], 'oxa_')) continue;
            try {
                $this->root->exec("XA ROLLBACK " . $this->root->quote((string) $x['data']));
            } catch (PDOException) {
                // still held by a live session: it ends with that session
            }
        }
    }

    public function kill(array $ids): void
    {
        foreach ($ids as $id) {
            try {
                $this->root->exec("KILL CONNECTION " . (int) $id);
            } catch (PDOException) {
            }
        }
    }
}

// ---- the probe: what a later request with the same settings sees --------------------------------------

final class OracleProbe
{
    /** The statements a probe runs after its baseline (also left out of the profiling check). */
    public const READS = [
        'id' => "SELECT CONNECTION_ID()",
        'vars' => "SELECT VARIABLE_NAME, VARIABLE_VALUE FROM information_schema.SESSION_VARIABLES",
        'uvars' => "SELECT VARIABLE_NAME, VARIABLE_VALUE FROM information_schema.USER_VARIABLES",
        'db' => "SELECT DATABASE(), @@in_transaction",
        'profiles' => "SHOW PROFILES",
        'trace' => "SELECT QUERY FROM information_schema.OPTIMIZER_TRACE",
        'trx_begin' => "START TRANSACTION",
        'trx' => "SELECT ISOLATION_LEVEL, ACCESS_MODE FROM performance_schema.events_transactions_current WHERE THREAD_ID ="
            . " (SELECT THREAD_ID FROM performance_schema.threads WHERE PROCESSLIST_ID = CONNECTION_ID()) AND STATE = 'ACTIVE'",
        'trx_end' => "COMMIT",
    ];

    /**
     * Reads the session of $pdo (a probe handle, or a dedicated connection in the self-test).
     * $sequences: also the session's last value of the workload's sequences (PREVIOUS VALUE FOR
     * pins a pooled probe's connection, so main.php asks for it only in rounds that draw one).
     * A read the session refuses (an XA transaction IDLE or PREPARED refuses every statement) is
     * recorded in 'refused': that is state too.
     */
    public static function read(PDO $pdo, bool $sequences = true): array
    {
        $s = ['refused' => []];
        $q = function (string $key, string $sql, callable $fetch, $default) use ($pdo, &$s) {
            try {
                return $fetch($pdo->query($sql));
            } catch (PDOException $e) {
                $s['refused'][] = "$key: " . oracle_short($e->getMessage(), 100);
                return $default;
            }
        };
        // first: the trace holds the last traced statement, which the next read would replace
        $s['trace'] = $q('trace', self::READS['trace'], fn($st) => array_values(array_filter($st->fetchAll(PDO::FETCH_COLUMN),
            fn($x) => $x !== '' && $x !== null)), []);
        $s['id'] = (int) $q('id', self::READS['id'], fn($st) => $st->fetchColumn(), 0);
        $s['vars'] = $q('vars', self::READS['vars'], fn($st) => $st->fetchAll(PDO::FETCH_KEY_PAIR), []);
        $s['uvars'] = $q('uvars', self::READS['uvars'], fn($st) => $st->fetchAll(PDO::FETCH_KEY_PAIR), []);
        [$s['db'], $s['in_trx']] = $q('db', self::READS['db'], fn($st) => $st->fetch(PDO::FETCH_NUM), [null, null]);
        $s['profiles'] = $q('profiles', self::READS['profiles'], fn($st) => array_column($st->fetchAll(PDO::FETCH_ASSOC), 'Query'), []);
        // temporary tables of the workload's names, in every database (CHECKSUM TABLE answers NULL
        // for a missing table, with a warning, not an error)
        $names = [];
        foreach (OracleGen::DATABASES as $db) {
            foreach (OracleGen::TEMP_TABLES as $t) $names[] = "`$db`.`$t`";
        }
        $s['temp'] = [];
        foreach ($q('temp', "CHECKSUM TABLE " . implode(', ', $names), fn($st) => $st->fetchAll(PDO::FETCH_NUM), []) as [$t, $sum]) {
            if ($sum !== null) $s['temp'][] = $t;
        }
        // then the characteristics a `SET TRANSACTION` left for the next transaction, as the
        // next transaction gets them (no variable shows them)
        try {
            $pdo->exec(self::READS['trx_begin']);
            $s['next_trx'] = implode(' ', $pdo->query(self::READS['trx'])->fetch(PDO::FETCH_NUM) ?: ['(none)']);
            $pdo->exec(self::READS['trx_end']);
        } catch (PDOException $e) {
            // an XA transaction still open refuses START TRANSACTION: that is state too
            $s['next_trx'] = 'START TRANSACTION refused: ' . oracle_short($e->getMessage(), 100);
        }
        // after the transaction (a read of a sequence would use up a `SET TRANSACTION`): the
        // last value this session drew from each database's sequence (NULL if none): a
        // statement that draws one (NEXT VALUE FOR, a column's DEFAULT) changes it unreported
        $s['seq'] = null;
        if ($sequences) {
            $cols = array_map(fn($db) => "PREVIOUS VALUE FOR `$db`.`" . OracleGen::SEQUENCE . "`", OracleGen::DATABASES);
            $row = $q('seq', "SELECT " . implode(', ', $cols), fn($st) => $st->fetch(PDO::FETCH_NUM), []);
            $s['seq'] = [];
            foreach (OracleGen::DATABASES as $j => $db) {
                if (($row[$j] ?? null) !== null) $s['seq'][] = "$db." . OracleGen::SEQUENCE . " = {$row[$j]}";
            }
        }
        return $s;
    }

    /**
     * The differences of probe state $got from the reference $ref (a fresh connection with the
     * same baseline): check => [item, …]. $foreign: texts that other requests ran (the
     * workload's, less the probe's own baseline): one of them in the probe's profiling history
     * or optimizer trace is another request's state.
     */
    public static function compare(array $got, array $ref, array $foreign): array
    {
        $d = [];
        // a session that refused the read of its variables shows that, not every variable as missing
        foreach ($got['vars'] || !$got['refused'] ? $ref['vars'] : [] as $k => $v) {
            if (in_array($k, ORACLE_PER_THREAD_VARS, true)) continue;
            $g = $got['vars'][$k] ?? null;
            if ($g !== $v) {
                $d['system_variable'][] = strtolower($k) . " = " . var_export($g, true) . " (fresh connection with the same baseline: "
                    . var_export($v, true) . ")";
            }
        }
        foreach ($got['vars'] as $k => $v) {
            if (!array_key_exists($k, $ref['vars'])) $d['system_variable'][] = strtolower($k) . " = " . var_export($v, true) . " (not on a fresh connection)";
        }
        foreach ($got['uvars'] as $k => $v) {
            if (!array_key_exists($k, $ref['uvars'])) $d['user_variable'][] = "@$k = " . var_export($v, true) . " (read by the probe)";
        }
        if ($got['db'] !== $ref['db']) {
            $d['database'][] = "DATABASE() = " . var_export($got['db'], true) . " (expected " . var_export($ref['db'], true) . ")";
        }
        if ((string) $got['in_trx'] !== (string) $ref['in_trx']) {
            $d['transaction'][] = "@@in_transaction = {$got['in_trx']}";
        }
        // COM_RESET_CONNECTION turns @@profiling off but leaves the history, and the server goes on
        // recording into it (MariaDB 10.11): with profiling off in the reference, any history counts
        if (!$ref['profiles'] && $got['profiles']) {
            $d['profiling_history'][] = count($got['profiles']) . " statements in SHOW PROFILES (none on a fresh connection"
                . " with the same baseline), e.g. " . var_export(oracle_short((string) $got['profiles'][0], 80), true);
        }
        if (!$ref['trace'] && $got['trace']) {
            $d['optimizer_trace'][] = "OPTIMIZER_TRACE holds " . var_export(oracle_short((string) $got['trace'][0], 80), true)
                . " (empty on a fresh connection with the same baseline)";
        }
        foreach ($ref['profiles'] ? $got['profiles'] : [] as $q) {
            if (isset($foreign[trim((string) $q)])) {
                $d['profiling_history'][] = "SHOW PROFILES lists another request's " . var_export(oracle_short((string) $q, 80), true);
            }
        }
        foreach ($ref['trace'] ? $got['trace'] : [] as $q) {
            if (isset($foreign[trim((string) $q)])) {
                $d['optimizer_trace'][] = "OPTIMIZER_TRACE holds another request's " . var_export(oracle_short((string) $q, 80), true);
            }
        }
        if ($got['next_trx'] !== $ref['next_trx']) {
            $d['next_transaction'][] = "the next transaction gets {$got['next_trx']} (expected {$ref['next_trx']})";
        }
        foreach ($got['temp'] as $t) {
            if (!in_array($t, $ref['temp'], true)) $d['temp_table'][] = "temporary table $t exists";
        }
        foreach ($got['seq'] ?? [] as $v) {
            if (!in_array($v, $ref['seq'] ?? [], true)) $d['sequence'][] = "PREVIOUS VALUE FOR $v (NULL on a fresh connection)";
        }
        // LAST_INSERT_ID is the pool's to prime per handle (ORACLE_PER_THREAD_VARS), but a value
        // only the workload's LAST_INSERT_ID(n) gives is that statement's, neither pinned nor reset:
        // a reader the pool does not prime (stored code, a quoted name) would get it
        $lid = (int) ($got['vars']['LAST_INSERT_ID'] ?? 0);
        if ($lid >= OracleGen::LID_MARK && (int) ($ref['vars']['LAST_INSERT_ID'] ?? 0) < OracleGen::LID_MARK) {
            $d['last_insert_id'][] = "LAST_INSERT_ID() = $lid, another request's LAST_INSERT_ID(n) (fresh connection: "
                . ($ref['vars']['LAST_INSERT_ID'] ?? 'none') . ")";
        }
        foreach ($got['refused'] as $r) {
            if (!in_array($r, $ref['refused'], true)) $d['probe_refused'][] = "the session refused the probe's $r";
        }
        foreach ($d as $c => $items) {
            $items = array_values(array_unique($items));
            sort($items);
            $d[$c] = $items;
        }
        return $d;
    }
}

/** One line per check: "check: item; item". */
function oracle_format_diff(array $d): string
{
    $parts = [];
    foreach ($d as $c => $items) $parts[] = "$c: " . implode('; ', $items);
    // a user variable's value in gbk, big5 or sjis is not UTF-8
    return oracle_printable(implode(' | ', $parts));
}

function oracle_short(string $s, int $n = 140): string
{
    $s = oracle_printable($s);
    $s = preg_replace('/\s+/', ' ', $s);
    return strlen($s) > $n ? substr($s, 0, $n - 3) . '...' : $s;
}

/** $s, or with every byte above 0x7F as \xNN if it is not UTF-8 (a gbk/big5/sjis family's text). */
function oracle_printable(string $s): string
{
    if (preg_match('//u', $s)) return $s;
    return preg_replace_callback('/[\x80-\xff]/', fn($m) => sprintf('\\x%02X', ord($m[0])), $s);
}
