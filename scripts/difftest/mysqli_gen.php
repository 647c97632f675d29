<?php
/*
 * difftest, mysqli mode: the program generator. A seed fixes, for each handle, a list of
 * episodes; an episode is what one mysqli handle does between its connect and its close (or
 * its destruction): one request of WordPress or of a plugin calling mysqli on $wpdb->dbh.
 * Every operation is a short piece of the WordPress mysqli surface (query with a stored or an
 * unbuffered result read by one of the fetch forms, field metadata, escaping, set_charset,
 * select_db, SQL_CALC_FOUND_ROWS + FOUND_ROWS(), CALL with several results, close and connect
 * again, ...), on the handle's own objects only (its two schemas), so that a dedicated stock
 * connection gives the expected answer. scripts/difftest/mysqli_lib.php runs each kind.
 *
 * Each operation carries, as gen.php's statements do (the same names and meaning):
 *   cat      the block that produced it (mismatches are grouped by it)
 *   pin_st, pin_tx   whether the handle may hold its pooled connection after it in statement /
 *            transaction mode (the worker then runs that handle alone until they clear)
 *   cmp_tx   whether the result is defined in transaction mode (FOUND_ROWS() after an
 *            SQL_CALC_FOUND_ROWS outside a transaction, user variables set outside one: the mode
 *            resets that state when the connection goes back, README "Session safety")
 *   rm       the report mode the operation runs under (mysqli_report() is per process, and the
 *            handles of a process interleave: it is set again before every operation)
 *   cs, mcs  the session's character_set_client, and the charset mysqli was told by
 *            set_charset() (or the connect's utf8mb4): when they differ, setup A escapes with a
 *            helper connection of charset cs (stock mysqlnd does not follow SET NAMES: its
 *            escape would be an injection there; see mysqli_main.php)
 *   nbe      NO_BACKSLASH_ESCAPES in the session's sql_mode
 */

declare(strict_types=1);

require_once __DIR__ . '/gen.php';  // DtGen's charsets, sql_modes, hostile strings, MAY_PIN

final class DtGenMysqli
{
    const REPORT_MODES = ['off' => 0, 'exceptions' => 3, 'warnings' => 1];
    const FETCHES = ['assoc', 'row', 'both', 'num', 'object', 'object_class', 'all_num', 'all_assoc', 'all_both',
        'column', 'iter', 'proc_assoc', 'proc_array'];
    const METAS = ['none', 'none', 'fields', 'field_loop', 'direct', 'seek'];
    const FREES = ['free', 'close', 'free_result', 'proc_free', 'none'];

    private Random\Randomizer $r;
    private array $out = [];
    private array $m;
    private int $k = 0;

    public function __construct(private string $prefix, private string $hid, int $seed)
    {
        $this->r = new Random\Randomizer(new Random\Engine\Mt19937($seed));
    }

    public static function schemas(string $prefix, string $hid): array
    {
        return ["{$prefix}_{$hid}_a", "{$prefix}_{$hid}_b"];
    }

    public function handle(int $episodes, int $blocks): array
    {
        $list = [];
        for ($e = 0; $e < $episodes; $e++) {
            $list[] = $this->episode($e, $blocks);
        }
        return $list;
    }

    private function rand(int $a, int $b): int { return $this->r->getInt($a, $b); }
    private function pick(array $a) { return $a[$this->r->getInt(0, count($a) - 1)]; }
    private function chance(int $percent): bool { return $this->r->getInt(1, 100) <= $percent; }
    private function sa(): string { return self::schemas($this->prefix, $this->hid)[0]; }
    private function sb(): string { return self::schemas($this->prefix, $this->hid)[1]; }

    private function fresh_model(int $e): array
    {
        return ['e' => $e, 'p' => false, 'txn' => false, 'dirty' => false, 'held' => false, 'cs' => 'utf8mb4', 'mcs' => 'utf8mb4', 'nbe' => false,
            'rm' => $this->pick(['off', 'off', 'exceptions', 'exceptions', 'warnings']), 'valid' => []];
    }

    private function episode(int $e, int $blocks): array
    {
        $this->out = [];
        $this->m = $this->fresh_model($e);
        $this->connect();
        $w = ['query' => 10, 'types' => 3, 'write' => 6, 'escape' => 5, 'charset' => 3, 'selectdb' => 2, 'calcfound' => 3,
            'call' => 2, 'diag' => 4, 'props' => 1, 'sync' => 1, 'seek' => 2, 'reconnect' => 2, 'freed' => 1,
            'report' => 2, 'baseline' => 4, 'txn' => 2, 'uservar' => 1, 'connect_error' => 1, 'stmt' => 6,
            'multi' => 2];
        $n = $this->rand(max(1, intdiv($blocks, 2)), $blocks);
        for ($i = 0; $i < $n; $i++) {
            $this->{'blk_' . $this->weighted($w)}();
        }
        if ($this->m['txn']) {
            $this->m['txn'] = false;
            $this->emit('q', $this->pick(['COMMIT', 'ROLLBACK']), 'txn', $this->qopts());
        }
        if ($this->chance(50)) {
            $this->emit('close', '', 'episode');
        }
        return $this->out;
    }

    private function weighted(array $w): string
    {
        $n = $this->rand(1, array_sum($w));
        foreach ($w as $k => $x) {
            if (($n -= $x) <= 0) {
                return $k;
            }
        }
        return array_key_first($w);
    }

    /** Appends an operation of kind $k; $o: reads/wu (state keys read / written unreplayably), st (more fields). */
    private function emit(string $k, string $sql, string $cat, array $o = []): void
    {
        $m = &$this->m;
        $st = ['k' => $k, 'sql' => $sql, 'cat' => $cat] + ($o['st'] ?? []);
        $ok = true;
        foreach ($o['reads'] ?? [] as $key) {
            $ok = $ok && ($m['valid'][$key] ?? true);
        }
        foreach ($o['wu'] ?? [] as $key) {
            $m['valid'][$key] = $ok;
        }
        if ($sql !== '' && preg_match(DtGen::MAY_PIN, $sql)) {
            $m['dirty'] = true;
        }
        if (!empty($o['holds'])) {
            $m['held'] = true;  // results left unread: the link keeps its connection in every mode
        }
        if (!$m['txn']) {
            // transaction mode: outside a transaction the connection goes back after this, reset
            foreach ($o['wu'] ?? [] as $key) {
                $m['valid'][$key] = false;
            }
        }
        $st['cmp_tx'] = $ok && empty($o['tx_undefined']);
        $st['pin_st'] = $m['txn'] || $m['dirty'] || $m['held'];
        $st['pin_tx'] = $m['txn'] || $m['held'];
        $st['rm'] = self::REPORT_MODES[$m['rm']];
        $st['cs'] = $m['cs'];
        $st['mcs'] = $m['mcs'];
        $st['nbe'] = $m['nbe'];
        $this->out[] = $st;
    }

    /** How a query's result is read: mode, fetch form, metadata, freeing, procedural or object calls. */
    private function qopts(array $more = []): array
    {
        $fetch = $this->pick(self::FETCHES);
        $mode = $this->chance(30) ? 'use' : 'store';
        $meta = $this->pick(self::METAS);
        if ($mode === 'use' && $meta === 'seek') {
            $meta = 'fields';
        }
        return ['st' => ['mode' => $mode, 'fetch' => $fetch, 'meta' => $meta, 'free' => $this->pick(self::FREES),
            'api' => $this->pick(['oo', 'oo', 'oo', 'oo', 'proc', 'proc', 'real']), 'col' => $this->rand(0, 1)] + ($more['st'] ?? [])] + $more;
    }

    // ---- connecting ------------------------------------------------------------------------

    private function connect(string $cat = 'episode'): void
    {
        $how = $this->pick(['new', 'new', 'init_real', 'init_real', 'connect_fn', 'adminer']);
        // options before real_connect() (mysqli_init() and the Adminer subclass): values typed
        // natively, an init command, the charset to connect with
        $opts = [];
        $persistent = $this->chance(20);
        $this->m['p'] = $persistent;
        if ($how === 'init_real' || $how === 'adminer') {
            if ($this->chance(30)) {
                $opts[] = ['MYSQLI_OPT_INT_AND_FLOAT_NATIVE', 1];
            }
            if ($this->chance(15)) {
                $opts[] = ['MYSQLI_INIT_COMMAND', "SET time_zone = '+01:00'"];
            }
            if ($this->chance(15)) {
                $opts[] = ['MYSQLI_SET_CHARSET_NAME', 'latin1'];
            }
        }
        $set_charset = $this->chance(60) ? 'utf8mb4' : null;
        if ($set_charset === null && in_array(['MYSQLI_SET_CHARSET_NAME', 'latin1'], $opts, true)) {
            $this->m['cs'] = $this->m['mcs'] = 'latin1';
        }
        $this->emit('connect', '', $cat, ['st' => ['how' => $how, 'p' => $persistent,
            'db' => $this->chance(85) ? $this->sa() : null, 'set_charset' => $set_charset, 'opts' => $opts]]);
        if ($this->out[count($this->out) - 1]['db'] === null) {
            $this->emit('q', 'USE `' . $this->sa() . '`', $cat, $this->qopts());
        }
    }

    private function blk_connect_error(): void
    {
        // a second handle of this episode that fails to connect: bad database or port. Not a bad
        // password: another password is another pool, whose first connection proves it, and while
        // the episode's own handles hold the host's bound it can't be opened: the pool answers its
        // 2002 after connect_timeout_ms where stock answers 1045 (README, "Differences from stock
        // mysqli"; PHPT 404 checks a bad user's 1045)
        $this->emit('connect_bad', '', 'connect_error', ['st' => ['bad' => $this->pick(['db', 'port'])]]);
    }

    private function blk_reconnect(): void
    {
        $this->emit('close', '', 'reconnect');
        if ($this->chance(50)) {
            $this->emit('closed_use', 'SELECT 1', 'reconnect', ['st' => ['what' => $this->pick(['query', 'prop', 'escape', 'proc_query'])]]);
        }
        $rm = $this->m['rm'];
        $this->m = $this->fresh_model($this->m['e']);
        $this->m['rm'] = $rm;
        $this->connect('reconnect');
    }

    private function blk_report(): void
    {
        $this->m['rm'] = $this->pick(array_keys(self::REPORT_MODES));
        $this->emit('q', $this->pick(['SELECT * FROM no_such_table', 'SELECT 1 AS one', 'SELEC 1']), 'report', $this->qopts());
    }

    // ---- reading ---------------------------------------------------------------------------

    private function blk_query(): void
    {
        $sql = $this->pick([
            'SELECT id, v, s, n FROM t1 ORDER BY id',
            'SELECT id, v FROM t1 WHERE n >= 2 ORDER BY id',
            'SELECT id, v FROM t1 WHERE 1 = 0',
            'SELECT COUNT(*) AS c, MAX(id) FROM t1',
            'SELECT t1.v AS tv, t2.v, t1.n + 1 AS n1 FROM t1 LEFT JOIN t2 ON t2.id - 999 = t1.id ORDER BY t1.id',
            "SELECT 'a' AS x, NULL AS y, 1.5 AS z, '' AS e, 42 AS i",
            'SELECT v AS v, v AS v FROM t1 ORDER BY id LIMIT 2',
            'SELECT * FROM t2 ORDER BY id',
            "SELECT option_name, option_value, autoload FROM wp_options WHERE autoload = 'yes' ORDER BY option_id",
            "SELECT option_value FROM wp_options WHERE option_name = 'siteurl' LIMIT 1",
            'SHOW COLUMNS FROM t1',
            'SHOW TABLES',
            "SHOW VARIABLES LIKE 'character_set_c%'",
            'SELECT DATABASE(), @@character_set_client, @@collation_connection, @@sql_mode',
            'SELECT * FROM no_such_table',
            'SELECT id FROM t1 WHERE',
        ]);
        $this->emit('q', $sql, 'query', $this->qopts());
    }

    private function blk_types(): void
    {
        $this->emit('q', $this->pick(['SELECT * FROM t3 ORDER BY id', 'SELECT id, b, bin, tx, dc, f, d FROM t3 ORDER BY id DESC',
            'SELECT bi + 0, CAST(dc AS CHAR), dtm, tm, y, zf FROM t3 ORDER BY id']), 'types', $this->qopts());
    }

    private function blk_seek(): void
    {
        $this->emit('seek', 'SELECT id, v, n FROM t1 ORDER BY id', 'seek', ['st' => ['to' => $this->rand(0, 5),
            'field' => $this->rand(0, 3), 'api' => $this->chance(30) ? 'proc' : 'oo']]);
    }

    private function blk_freed(): void
    {
        $this->emit('freed', 'SELECT id FROM t1 ORDER BY id LIMIT 2', 'freed', ['st' => ['what' => $this->pick(['fetch', 'num_rows', 'free', 'seek', 'fields'])]]);
    }

    private function blk_sync(): void
    {
        // a query while an unbuffered result still has rows: 2014 (commands out of sync), then
        // the result freed and the handle used again
        $this->emit('sync', 'SELECT id, v FROM t1 ORDER BY id', 'sync', ['st' => ['then' => $this->pick(['SELECT 1', "UPDATE t1 SET n = n WHERE id = 1"])]]);
    }

    private function blk_call(): void
    {
        $sql = 'CALL p1(' . $this->rand(0, 3) . ')';
        $mode = $this->chance(30) ? 'use' : 'store';
        $drain = $this->chance(80);
        $this->emit('call', $sql, 'call', ['st' => ['mode' => $mode, 'drain' => $drain], 'holds' => !$drain]);
        if ($this->chance(50)) {
            $this->emit('q', 'SELECT 1 AS after_call', 'call', $this->qopts());
        }
    }

    /** multi_query(): several statements, their results drained (or not: the link then refuses). */
    private function blk_multi(): void
    {
        $k = ++$this->k;
        $sql = $this->pick([
            'SELECT 1 AS a; SELECT 2 AS b',
            "INSERT INTO t2 (v) VALUES ('mq$k'); SELECT LAST_INSERT_ID() AS id, ROW_COUNT() AS rc",
            'SELECT id, v FROM t1 ORDER BY id; SELECT * FROM no_such_table; SELECT 3',
            "UPDATE t1 SET n = n + 1 WHERE id = 1; UPDATE t1 SET n = n - 1 WHERE id = 1",
            'SELEC 1; SELECT 2',
            "SELECT COUNT(*) FROM t2; DELETE FROM t2 WHERE v = 'nothing'; SELECT 'x' AS x",
            'SELECT 1;',
        ]);
        $mode = $this->chance(30) ? 'use' : 'store';
        $drain = $this->chance(80);
        $this->emit('multi', $sql, 'multi', ['st' => ['mode' => $mode, 'drain' => $drain], 'holds' => !$drain]);
        if ($this->chance(50)) {
            $this->emit('q', 'SELECT 1 AS after_multi; SELECT 2', 'multi', $this->qopts());
        }
    }

    private function blk_props(): void
    {
        $this->emit('props', '', 'props');
    }

    // ---- writing ---------------------------------------------------------------------------

    private function blk_write(): void
    {
        $k = ++$this->k;
        $sql = $this->pick([
            "INSERT INTO t1 (v, n) VALUES ('r$k', $k)",
            "INSERT INTO t1 (v) VALUES ('m$k'), ('m$k'), ('m$k')",
            "INSERT INTO t2 (v) VALUES ('w$k')",
            "INSERT IGNORE INTO t1 (u, v) VALUES (1, 'dup$k')",
            "INSERT INTO t1 (u, v) VALUES (7, 'od$k') ON DUPLICATE KEY UPDATE n = n + 1",
            'UPDATE t1 SET n = n + 1 WHERE id <= 2',
            'UPDATE t1 SET n = n WHERE id = 1',
            "DELETE FROM t2 WHERE v = 'nothing'",
            "REPLACE INTO t2 (v) VALUES ('rep$k')",
            'INSERT INTO t2 (v) SELECT v FROM t1 WHERE id < 3',
            "INSERT INTO t1 (v, s) VALUES ('long$k', 'too long for s')",
            "INSERT INTO wp_options (option_name, option_value) VALUES ('o$k', 'v') ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)",
            "UPDATE wp_options SET option_value = 'x$k' WHERE option_name = 'siteurl'",
            "INSERT INTO t1 (u, v) VALUES (1, 'dupkey$k')",
        ]);
        $this->emit('q', $sql, 'write', $this->qopts());
        if ($this->chance(40)) {
            $this->emit('q', $this->pick(['SELECT LAST_INSERT_ID()', 'SELECT ROW_COUNT()', 'SELECT LAST_INSERT_ID() AS lid, ROW_COUNT() AS rc']),
                'write.read', $this->qopts());
        }
    }

    /** A transaction API call (issue 37): $call with $args (ints, not MYSQLI_* names: no mysqli here). */
    private function txapi(string $call, array $args): void
    {
        $this->emit('txapi', '', 'txn', ['st' => ['call' => $call, 'args' => $args, 'api' => $this->chance(30) ? 'proc' : 'oo']]);
    }

    /**
     * A transaction: by SQL, by begin_transaction() (flags: 1 WITH CONSISTENT SNAPSHOT, 2 READ
     * WRITE; a name) or by autocommit(false); savepoints by the API; the end by SQL, by
     * commit()/rollback() (flags 2 AND NO CHAIN, 8 NO RELEASE; a name) or autocommit(true). The
     * pool keeps the connection after autocommit(true) until the link closes (README): dirty.
     */
    private function blk_txn(): void
    {
        $k = ++$this->k;
        $this->m['txn'] = true;
        $how = $this->pick(['sql', 'sql', 'begin', 'begin', 'autocommit']);
        if ($how === 'sql') {
            $this->emit('q', $this->pick(['BEGIN', 'START TRANSACTION']), 'txn', $this->qopts());
        } elseif ($how === 'begin') {
            $this->txapi('begin_transaction', $this->pick([[], [2], [1], [0, "tx-$k"], [3, "tx $k"]]));
        } else {
            $this->txapi('autocommit', [false]);
        }
        $this->emit('q', "INSERT INTO t2 (v) VALUES ('t$k')", 'txn', $this->qopts());
        if ($this->chance(40)) {
            $this->txapi('savepoint', ["sp$k"]);
            $this->emit('q', "INSERT INTO t2 (v) VALUES ('s$k')", 'txn', $this->qopts());
            if ($this->chance(50)) {
                $this->emit('q', "ROLLBACK TO SAVEPOINT sp$k", 'txn', $this->qopts());
            }
            $this->txapi('release_savepoint', ["sp$k"]);
        }
        $this->emit('q', 'SELECT COUNT(*) AS c, @@in_transaction FROM t2', 'txn', $this->qopts());
        if ($this->chance(40)) {
            $this->blk_calcfound();
        }
        $this->m['txn'] = false;
        if ($how === 'autocommit') {
            $this->txapi('autocommit', [true]);
            $this->m['dirty'] = true;
        } elseif ($this->chance(50)) {
            $this->txapi($this->pick(['commit', 'rollback']), $this->pick([[], [2], [8], [0, "end-$k"]]));
        } else {
            $this->emit('q', $this->pick(['COMMIT', 'ROLLBACK']), 'txn', $this->qopts());
        }
        $this->emit('q', 'SELECT COUNT(*) AS c, @@in_transaction FROM t2', 'txn', $this->qopts());
    }

    private function blk_uservar(): void
    {
        $k = ++$this->k;
        $this->emit('q', "SET @dm_v = 'u$k'", 'uservar', $this->qopts(['wu' => ['uv']]));
        $this->emit('q', 'SELECT @dm_v AS v', 'uservar', $this->qopts(['reads' => ['uv']]));
    }

    // ---- WordPress's SQL_CALC_FOUND_ROWS -----------------------------------------------------

    private function blk_calcfound(): void
    {
        $this->emit('q', $this->pick([
            'SELECT SQL_CALC_FOUND_ROWS id, v FROM t1 ORDER BY id LIMIT 2',
            'SELECT SQL_CALC_FOUND_ROWS id FROM t1 WHERE n > 100 LIMIT 1',
            "SELECT SQL_CALC_FOUND_ROWS wp_options.option_id FROM wp_options WHERE 1=1 ORDER BY option_id DESC LIMIT 0, 1",
        ]), 'calcfound', $this->qopts(['wu' => ['fr']]));
        if ($this->chance(20)) {
            // an unrelated statement in between: FOUND_ROWS() then reads that one's count
            $this->emit('q', 'SELECT 1 AS between_them', 'calcfound', $this->qopts(['wu' => ['fr']]));
        }
        $this->emit('q', $this->pick(['SELECT FOUND_ROWS()', 'SELECT FOUND_ROWS() AS fr']), 'calcfound', $this->qopts(['reads' => ['fr']]));
    }

    // ---- escaping, charsets, databases ---------------------------------------------------------

    private function blk_escape(): void
    {
        $n = $this->rand(1, 3);
        if ($this->chance(50)) {
            $this->blk_baseline_charset();
        }
        for ($i = 0; $i < $n; $i++) {
            $s = $this->pick(DtGen::TRICKY);
            $this->emit('esc', $this->pick(["SELECT HEX('{E}') AS h, '{E}' AS s", "INSERT INTO t2 (v) VALUES ('{E}')",
                "SELECT LENGTH('{E}') AS n"]), 'escape', ['st' => ['s' => $s, 'how' => $this->pick(['oo', 'proc', 'alias'])]]);
        }
    }

    private function blk_charset(): void
    {
        $cs = $this->pick(['utf8mb4', 'utf8mb4', 'utf8', 'latin1', 'gbk', 'big5', 'no_such_charset']);
        $this->emit('set_charset', $cs, 'charset', ['st' => ['api' => $this->chance(30) ? 'proc' : 'oo']]);
        if ($cs !== 'no_such_charset') {
            $this->m['cs'] = $this->m['mcs'] = $cs === 'utf8' ? 'utf8mb3' : $cs;
        }
        $this->emit('q', 'SELECT @@character_set_client, @@character_set_results, @@collation_connection', 'charset', $this->qopts());
    }

    private function blk_baseline_charset(): void
    {
        $cs = $this->pick(DtGen::CHARSETS);
        $this->m['cs'] = $cs;
        $this->emit('q', $this->pick(["SET NAMES $cs", "SET NAMES '$cs'", "SET character_set_client = $cs"]), 'baseline.charset', $this->qopts());
    }

    private function blk_baseline(): void
    {
        switch ($this->rand(1, 4)) {
            case 1:
                $this->blk_baseline_charset();
                break;
            case 2:
                $mode = $this->pick(DtGen::SQL_MODES);
                $this->m['nbe'] = str_contains($mode, 'NO_BACKSLASH_ESCAPES');
                $this->emit('q', "SET SESSION sql_mode = '$mode'", 'baseline.sql_mode', $this->qopts());
                break;
            case 3:
                // what WordPress sends after connecting
                $this->m['cs'] = 'utf8mb4';
                $this->emit('q', "SET NAMES 'utf8mb4' COLLATE 'utf8mb4_unicode_520_ci'", 'baseline.wordpress', $this->qopts());
                $this->emit('q', 'SELECT @@SESSION.sql_mode', 'baseline.wordpress', $this->qopts());
                $this->m['nbe'] = false;
                $this->emit('q', "SET SESSION sql_mode='ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION'", 'baseline.wordpress', $this->qopts());
                break;
            case 4:
                $this->emit('q', $this->pick(["SET time_zone = '+05:00'", 'SET SESSION div_precision_increment = 2', 'SET @@session.no_such_variable = 1']),
                    'baseline.var', $this->qopts());
                $this->emit('q', 'SELECT @@time_zone, 1/3 AS d', 'baseline.var', $this->qopts());
                break;
        }
    }

    private function blk_selectdb(): void
    {
        $db = $this->pick([$this->sa(), $this->sb(), $this->sa(), 'no_such_database']);
        $this->emit('select_db', $db, 'select_db', ['st' => ['api' => $this->chance(30) ? 'proc' : 'oo']]);
        $this->emit('q', 'SELECT DATABASE() AS db, (SELECT v FROM t1 ORDER BY id LIMIT 1) AS first', 'select_db', $this->qopts());
    }

    // ---- prepared statements (issue 37) ------------------------------------------------------

    /** A parameter value of bind_param type $t (or for execute([...]): any). */
    private function param_value(string $t)
    {
        if ($this->chance(10)) {
            return null;
        }
        return match ($t) {
            'i' => $this->pick([0, 1, 2, -7, PHP_INT_MAX, '3', '9223372036854775808', 1.9, 'abc', true]),
            'd' => $this->pick([0.5, -1.25, 1e300, 3, '2.5', 'x']),
            'b' => $this->pick(['', 'blob', "\0\xff"]),
            default => $this->pick(array_merge(['a', '', '12', 'h\u{e9}llo', 'r' . $this->k], DtGen::ASCII_TRICKY)),
        };
    }

    /**
     * One statement's life in one operation (atomic for the worker): prepare (method, function,
     * stmt_init + prepare, new mysqli_stmt), bind_param with types and by reference (values
     * changed before a second execute), or execute([...]), or mysqli_execute_query(); long data
     * for "b"; the rows read by bind_result/fetch, store_result (num_rows, data_seek), get_result,
     * result_metadata, or not at all (then closed, the link used again).
     */
    private function blk_stmt(): void
    {
        $k = ++$this->k;
        [$sql, $types] = $this->pick([
            ['SELECT id, v, s, n FROM t1 WHERE id > ? ORDER BY id', 'i'],
            ['SELECT ? AS a, ? AS b, ? AS c', $this->pick(['isd', 'sss', 'ddi', 'bsi', 'iii'])],
            ['SELECT * FROM t3 WHERE id >= ? ORDER BY id', 'i'],
            ['SELECT ti, bu, bi, f, d, dc, dt, dtm, tm, y, b, zf, tx, bin, ts FROM t3 WHERE id = ?', 'i'],
            ['SELECT COUNT(*), SUM(n) FROM t1 WHERE v <> ?', 's'],
            ["INSERT INTO t1 (v, n) VALUES (?, ?)", 'si'],
            ["INSERT INTO t2 (v) VALUES (?)", $this->pick(['s', 'b'])],
            ['UPDATE t1 SET n = n + ? WHERE id <= ?', 'ii'],
            ["INSERT INTO t1 (v, s) VALUES (?, ?)", 'ss'],
            ['SELECT option_value FROM wp_options WHERE option_name = ?', 's'],
            ['SELECT * FROM no_such_table WHERE id = ?', 'i'],
            ['SELECT id FROM t1 WHERE', ''],
            ['CALL p1(?)', 'i'],
            ['SELECT a, (SELECT 1 UNION SELECT a) FROM (SELECT 1 a UNION SELECT 2) t WHERE a > ?', 'i'],
            ['DO 1', ''],
        ]);
        $vals = [];
        $vals2 = [];
        for ($i = 0; $i < strlen($types); $i++) {
            $vals[] = $this->param_value($types[$i]);
            $vals2[] = $this->param_value($types[$i]);
        }
        if (str_starts_with($sql, 'CALL')) {
            // p1's INT parameter: a value out of its range is an error whose "at row N" counts
            // the connection's earlier rows, which differ between a dedicated and a pooled one
            $vals = [$this->rand(0, 3)];
            $vals2 = [$this->rand(0, 3)];
        }
        $long = [];
        for ($i = 0; $i < strlen($types); $i++) {
            if ($types[$i] === 'b' && $this->chance(60)) {
                $long[$i] = $this->pick([['ab', 'cd'], ['x'], ["\0", "\xff'", '']]);
            }
        }
        $this->emit('stmt', $sql, 'stmt', ['st' => [
            'prep' => $this->pick(['oo', 'oo', 'proc', 'init', 'new']),
            // not execute_query() on a p: link: PHP 8.2's copies its statement's request-memory
            // error list over the persistent connection's, and an error left on the link at the
            // end then corrupts the heap at exit (close_stmt_and_copy_errors(), mysqli_api.c)
            'bind' => $types === '' ? 'none' : $this->pick($this->m['p'] ? ['param', 'param', 'param', 'array']
                : ['param', 'param', 'param', 'array', 'query']),
            'types' => $types, 'vals' => $vals, 'vals2' => $vals2, 'long' => $long,
            'read' => $this->pick(['bind', 'bind', 'store', 'get', 'get', 'meta', 'none']),
            // not twice after long data: stock's second execute then builds a packet that its
            // own buffer size did not count for (a corrupted statement, even "zend_mm_heap
            // corrupted": mysqlnd of PHP 8.2), which is no answer to compare with
            'twice' => !$long && $this->chance(40), 'api' => $this->chance(30) ? 'proc' : 'oo']]);
        if ($this->chance(30)) {
            $this->emit('q', 'SELECT COUNT(*) AS c FROM t1', 'stmt.after', $this->qopts());
        }
    }

    // ---- warnings and errors ---------------------------------------------------------------

    private function blk_diag(): void
    {
        $k = ++$this->k;
        $this->emit('q', $this->pick(["SELECT CAST('x' AS INT) AS c", "SELECT CAST('1a' AS INT) AS a, CAST('b' AS INT) AS b",
            "INSERT INTO t1 (v, s) VALUES ('long$k', 'toolongvalue')", "SELECT * FROM no_such_table_$k",
            "INSERT IGNORE INTO t1 (u, v) VALUES (1, 'dup$k')", "SELECT CONVERT('\xc3\xa9' USING ascii) AS a"]), 'diag.cause', $this->qopts());
        if ($this->chance(30)) {
            $this->emit('warnings', '', 'diag.read', ['st' => ['api' => $this->chance(30) ? 'proc' : 'oo']]);
        } elseif ($this->chance(70)) {
            $this->emit('q', $this->pick(['SHOW WARNINGS', 'SHOW COUNT(*) WARNINGS', 'SELECT @@warning_count', 'SHOW ERRORS']),
                'diag.read', $this->qopts());
        }
    }
}
