<?php
/*
 * difftest: the statement generator. A seed fixes, for each handle, a list of episodes; an
 * episode is what one PDO handle runs between `new PDO` and its destruction (one request of
 * a web application). Every statement touches only the handle's own objects (its two schemas,
 * its lock names, its sequences, its temporary tables), so its result depends on the handle's
 * own statements alone and a dedicated pdo_mysql connection gives the expected answer.
 *
 * Each statement carries, besides its SQL:
 *   cat     the block that produced it (the category mismatches are grouped by)
 *   pin_st, pin_tx, pin_rq   whether the handle may hold its pooled connection after it in
 *           statement / transaction / request mode (the workers then run that handle alone
 *           until its episode ends, so that a sibling handle of the same process does not wait
 *           for a connection the process itself holds)
 *   cmp_tx  whether the result is defined in transaction mode (see "transaction mode" below)
 *   cmp     false: defined in no mode (FOUND_ROWS() before the episode returned rows)
 *   cs, nbe the character_set_client and NO_BACKSLASH_ESCAPES the session has by then (for
 *           the quoting oracle of setup A: see main.php)
 *
 * Transaction mode resets, when the connection goes back to the pool after a statement outside
 * a transaction, the session state that can't be replayed (README, "Session safety and pool
 * modes"). The generator follows that state as keys: user variables (uv:*), temporary tables
 * (tmp:*), named locks (lock:*), a sequence's LASTVAL (seq:*), FOUND_ROWS() after
 * SQL_CALC_FOUND_ROWS (fr), LAST_INSERT_ID() after LAST_INSERT_ID(expr) (lii). A key written
 * outside a transaction (or before the transaction that reads it) is undefined in transaction
 * mode, and so is every statement that reads it: those statements run but are not compared.
 * (GET_LOCK itself always answers 1 here, but a lock's count then depends on the count before.)
 * Compared in transaction mode: everything inside a transaction (or with autocommit off), the
 * baseline settings, LAST_INSERT_ID()/ROW_COUNT()/FOUND_ROWS() of the handle's own previous
 * statement, the diagnostics (SHOW WARNINGS ...) of the handle's own previous statement, and the
 * characteristics set by SET TRANSACTION for the next transaction (the key txnext, never
 * undefined: they belong to the next transaction, which the mode promises to keep together).
 * Not compared in transaction mode either: diagnostics read after a statement that left none
 * and named no table (the older warnings a dedicated connection still shows; that mode keeps a
 * connection only for the warnings of the statement right before).
 *
 * Kept statements (blk_sprep, blk_types, blk_unbuf, blk_rowsets, wedge): PDOStatement objects
 * held by name across statements, with the handle's attributes (server-side prepares, unbuffered
 * results) modelled as pdo_mysql reads them; see "kept statements" below. Their only pdo_mysql
 * quirk handled specially: destroying a statement not read to its end reads every pending result
 * set of the connection (while_busy(), blk_rowsets()): shown once where it happens, not hidden.
 *
 * Not generated: an INSERT/REPLACE that gives an AUTO_INCREMENT column an explicit value. Its
 * OK packet reports that value while LAST_INSERT_ID() stays as it was, and the driver can't
 * tell the two apart: a known gap (README, "Session safety").
 */

declare(strict_types=1);

final class DtGen
{
    const CHARSETS = ['utf8mb4', 'utf8mb4', 'latin1', 'latin1', 'gbk', 'gbk', 'gbk', 'big5', 'big5', 'utf8mb3'];
    const SQL_MODES = ['', 'ANSI_QUOTES', 'NO_BACKSLASH_ESCAPES', 'NO_BACKSLASH_ESCAPES,ANSI_QUOTES',
        'STRICT_TRANS_TABLES', 'TRADITIONAL', 'PIPES_AS_CONCAT', 'ANSI',
        'STRICT_TRANS_TABLES,ERROR_FOR_DIVISION_BY_ZERO,NO_AUTO_CREATE_USER,NO_ENGINE_SUBSTITUTION',
        'NO_BACKSLASH_ESCAPES,STRICT_ALL_TABLES'];
    // strings for PDO::quote(): quotes, backslashes, NUL, bytes that start a multibyte character
    // in gbk/big5 followed by a quote or a backslash (0xbf27, 0xbf5c, 0xa55c), multibyte UTF-8
    const TRICKY = ["it's", "back\\slash", "\\'", "\\\\'", "\0", "nul\0byte", "\xbf'", "\xbf\\'",
        "\xbf\\", "\xa1'", "\xa5\\'", "\x95\\", "\x81'", "\xc3\xa9'", "\xe6\x97\xa5\xe6\x9c\xac'\xe8\xaa\x9e",
        "\xf0\x9f\x92\xa9'", "\r\n\t", "\x1a", '"dq"', "%_\\%", "'; SELECT 1; -- ", "\xc3'", "",
        "a''b", "\\\"", "\xe9'", "\xbf\x27\x20OR\x201=1\x20--\x20"];
    const ASCII_TRICKY = ["it's", "back\\slash", "\\'", "\\\\'", "\0", "nul\0byte", "\r\n\t", "\x1a",
        '"dq"', "%_\\%", "'; SELECT 1; -- ", "", "a''b", "\\\""];

    // SQL after which a pooled handle may keep its connection in statement mode (for the
    // workers' scheduling only: see worker.php), whether or not the statement succeeds
    const MAY_PIN = '/(?<!@)@[a-z_]|TEMPORARY|GET_LOCK|SQL_CALC_FOUND_ROWS|LAST_INSERT_ID\s*\(\s*[^\s)]|SET\s+TRANSACTION|PREPARE|'
        . 'LOCK\s+TABLES|SET\s+ROLE|SET\s+(@@session\.|@@|SESSION\s+)?autocommit|HANDLER|NEXTVAL|NEXT\s+VALUE|SETVAL|LASTVAL|PREVIOUS\s+VALUE|SEQUENCE|DIAGNOSTICS/i';

    private Random\Randomizer $r;
    private array $out = [];     // the current episode
    private array $m;            // the session model of the current episode
    private array $seqs = [];    // sequences this handle created (they outlive episodes)
    private int $k = 0;          // counter for unique names and values

    public function __construct(private string $prefix, private string $hid, int $seed)
    {
        $this->r = new Random\Randomizer(new Random\Engine\Mt19937($seed));
    }

    public static function schemas(string $prefix, string $hid): array
    {
        return ["{$prefix}_{$hid}_a", "{$prefix}_{$hid}_b"];
    }

    /** A list of episodes, each a list of statements. $blocks: blocks per episode (about). */
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

    private function episode(int $e, int $blocks): array
    {
        $this->out = [];
        $this->m = ['e' => $e, 'txn' => false, 'ac0' => false, 'dirty' => false, 'cs' => 'utf8mb4',
            'nbe' => false, 'level' => 'REPEATABLE READ', 'next_level' => null, 'next_ro' => false,
            'valid' => [], 'unrep' => [], 'tmps' => [], 'locks' => [], 'seqlast' => [],
            'emu' => true, 'buf' => true, 'stmts' => [], 'busy' => [], 'wedged' => false,
            'rows_seen' => false];
        // a share of the handles are made with server-side prepares and/or unbuffered results
        $newpdo = [];
        if ($this->chance(35)) {
            if ($this->chance(75)) {
                $newpdo[] = [$this->chance(70) ? 'ATTR_EMULATE_PREPARES' : 'MYSQL_ATTR_DIRECT_QUERY', false];
                $this->m['emu'] = false;
            }
            if ($this->chance(45) || !$newpdo) {
                $newpdo[] = ['MYSQL_ATTR_USE_BUFFERED_QUERY', false];
                $this->m['buf'] = false;
            }
        }
        $this->emit('q', 'USE `' . $this->sa() . '`', 'episode', $newpdo ? ['st' => ['newpdo' => $newpdo]] : []);
        if ($this->chance(40)) {
            // the same few settings first thing in many episodes: a later handle of the process
            // then sets them without a round trip (a baseline it knows), and quotes right after
            $this->blk_escape();
        }
        // first blocks that leave the connection free in statement mode (so that the handles
        // of a process really interleave on shared connections), then anything
        $free = ['baseline' => 10, 'observe' => 3, 'autoinc' => 4, 'multi' => 4, 'diag' => 5, 'quote' => 3,
            'escape' => 4, 'prep' => 2, 'sprep' => 3, 'types' => 2, 'unbuf' => 2, 'rowsets' => 2, 'attr' => 1];
        if (!$this->m['emu'] || !$this->m['buf']) {
            $free['sprep'] += 4;
            $free['types'] += 2;
        }
        $all = $free + ['uservar' => 3, 'temp' => 2, 'lock' => 2, 'txn' => 4, 'ac0' => 2, 'settx' => 3,
            'seq' => 2, 'calcfound' => 1, 'lii_expr' => 1];
        $n1 = $this->rand(1, max(1, intdiv($blocks, 2)));
        for ($i = 0; $i < $n1; $i++) {
            $this->block($this->weighted($free));
        }
        $n2 = $this->rand(max(1, intdiv($blocks, 2)), $blocks);
        for ($i = 0; $i < $n2; $i++) {
            $this->block($this->weighted($all));
        }
        if ($this->m['txn']) {
            $this->end_txn();
        }
        if ($this->m['ac0']) {
            $this->m['ac0'] = false;
            $this->emit('q', 'SET autocommit = 1', 'ac0');
        }
        if ($this->chance(8)) {
            $this->wedge();
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

    private function block(string $name): void
    {
        $this->{'blk_' . $name}();
    }

    /**
     * Appends a statement. The caller has already applied its effect on the transaction
     * state (txn, ac0); reads/wu/wr are the state keys it reads, writes unreplayably, writes
     * replayably (see the file comment).
     */
    private function emit(string $k, string $sql, string $cat, array $o = []): void
    {
        $m = &$this->m;
        $st = ['k' => $k, 'sql' => $sql, 'cat' => $cat];
        if (isset($o['params'])) {
            $st['params'] = $o['params'];
        }
        $st += $o['st'] ?? [];
        $ok = true;
        foreach ($o['reads'] ?? [] as $key) {
            if (!($m['valid'][$key] ?? true)) {
                $ok = false;
            }
        }
        foreach ($o['wu'] ?? [] as $key) {
            $m['valid'][$key] = $ok;
            $m['unrep'][$key] = true;
            $m['dirty'] = true;
        }
        if (preg_match(self::MAY_PIN, $sql)) {
            $m['dirty'] = true;  // statement mode: the driver may keep the connection from now on
        }
        foreach ($o['wr'] ?? [] as $key) {
            $m['valid'][$key] = $ok;
            unset($m['unrep'][$key]);
        }
        foreach ($o['upd'] ?? [] as $key) {
            // the new state depends on the old one (a lock's count), the result does not
            $m['valid'][$key] = $ok && ($m['valid'][$key] ?? true);
            $m['unrep'][$key] = true;
            $m['dirty'] = true;
        }
        $kept = $m['txn'] || $m['ac0'];
        // characteristics set by SET TRANSACTION wait on the session for the next transaction:
        // a driver that keeps them keeps the connection until then
        $pending = isset($m['unrep']['txnext']);
        if (!$kept) {
            // transaction mode: the connection goes back, reset if it holds such state
            foreach ($m['unrep'] as $key => $_) {
                if ($key !== 'txnext') {
                    $m['valid'][$key] = false;
                }
            }
        }
        $st['cmp_tx'] = $ok && empty($o['tx_undefined']);
        // after a statement undefined in transaction mode (it may fail there, on state the
        // reset dropped): ROW_COUNT() reads that statement, and a statement that fails leaves
        // lastInsertId() as that one set it
        if ($this->out && !end($this->out)['cmp_tx']) {
            if (preg_match('/ROW_COUNT\s*\(/i', $sql)) {
                $st['cmp_tx'] = false;
            }
            $st['lid_tx'] = false;
        }
        // FOUND_ROWS() before the episode's first statement that returns rows reads what the
        // connection did before the episode: pdo_mysql's answer there is not reproducible (its
        // connection's history), so it is run but not compared, in any mode
        if (stripos($sql, 'FOUND_ROWS()') !== false && !$m['rows_seen'] &&
            !preg_match('/^\s*SELECT\s+(?!FOUND_ROWS\(\))/i', $sql)) {
            $st['cmp'] = false;
        }
        if (preg_match('/^\s*(SELECT|SHOW|CALL)\b/i', $sql)) {
            $m['rows_seen'] = true;
            // FOUND_ROWS() is this statement's from now on: undefined in transaction mode if
            // this one may fail there (it reads state the reset dropped, a temporary table)
            if (!$ok) {
                $m['valid']['fr'] = false;
            }
        }
        // setAttribute(), prepare() and binding change no insert id: the lastInsertId() shown
        // with them is the previous statement's, undefined in transaction mode when that one was
        if (in_array($k, ['attr', 'sprep', 'bind', 'setv', 'unset'], true) && $this->out &&
            !end($this->out)['cmp_tx']) {
            $st['cmp_tx'] = false;
        }
        // a statement with unread rows or result sets keeps the connection with the handle
        $busy = $m['busy'] || $m['wedged'];
        $st['pin_st'] = $kept || $m['dirty'] || $busy;
        $st['pin_tx'] = $kept || $pending || $busy;
        $st['pin_rq'] = true;
        $st['cs'] = $m['cs'];
        $st['nbe'] = $m['nbe'];
        $this->out[] = $st;
    }

    // ---- plain session settings (the handle's baseline) ------------------------------------

    private function blk_baseline(): void
    {
        $m = &$this->m;
        switch ($this->rand(1, 12)) {
            case 1:
            case 2:
                $cs = $this->pick(self::CHARSETS);
                $sql = $this->pick(["SET NAMES $cs", "SET NAMES '$cs'", "set names $cs",
                    "SET NAMES $cs COLLATE " . ($cs === 'utf8mb4' ? 'utf8mb4_bin' : ($cs === 'latin1' ? 'latin1_bin' : "{$cs}_chinese_ci"))]);
                if ($cs !== 'gbk' && str_contains($sql, 'chinese')) {
                    $sql = "SET NAMES $cs";
                }
                $m['cs'] = $cs;
                $this->emit('q', $sql, 'baseline.charset');
                $this->observe_one(['charset', 'literal', 'row3', 'quote', 'quote', 'quote']);
                break;
            case 3:
                $cs = $this->pick(self::CHARSETS);
                $m['cs'] = $cs;
                $this->emit('q', $this->pick(["SET character_set_client = $cs", "SET @@session.character_set_client = '$cs'",
                    "SET CHARACTER SET $cs"]), 'baseline.charset');
                $this->observe_one(['charset', 'literal', 'quote', 'quote']);
                break;
            case 4:
                $this->emit('q', $this->pick(['SET character_set_results = latin1', 'SET character_set_results = NULL',
                    'SET character_set_results = utf8mb4']), 'baseline.charset');
                $this->observe_one(['charset', 'row3']);
                break;
            case 5:
            case 6:
                $mode = $this->pick(self::SQL_MODES);
                $m['nbe'] = str_contains($mode, 'NO_BACKSLASH_ESCAPES');
                $this->emit('q', $this->pick(["SET sql_mode = '$mode'", "SET SESSION sql_mode = '$mode'",
                    "SET @@session.sql_mode = '$mode'", "SET @@sql_mode = '$mode'"]), 'baseline.sql_mode');
                $this->observe_one(['sql_mode', 'dq', 'backslash', 'pipes', 'quote', 'too_long']);
                break;
            case 7:
                $tz = $this->pick(["'+05:00'", "'-03:30'", "'+00:00'", "'SYSTEM'", "'+13:00'", "'Nowhere/Zone'"]);
                $this->emit('q', $this->pick(["SET time_zone = $tz", "SET @@session.time_zone = $tz", "SET SESSION time_zone = $tz"]),
                    'baseline.time_zone');
                $this->observe_one(['tz', 'tz_row']);
                break;
            case 8:
            case 9:
                [$var, $vals] = $this->pick([
                    ['div_precision_increment', ['0', '2', '8']],
                    ['group_concat_max_len', ['8', '20', '1024']],
                    ['sql_select_limit', ['1', '2', 'DEFAULT']],
                    ['lc_time_names', ["'de_DE'", "'fr_FR'", "'en_US'"]],
                    ['auto_increment_increment', ['1', '3', '5']],
                    ['auto_increment_offset', ['1', '2']],
                    ['max_join_size', ['DEFAULT', '1000000']],
                    ['tx_isolation', ["'READ-COMMITTED'", "'REPEATABLE-READ'"]],
                ]);
                $val = $this->pick($vals);
                if ($var === 'tx_isolation') {
                    $m['level'] = $val === "'READ-COMMITTED'" ? 'READ COMMITTED' : 'REPEATABLE READ';
                }
                $this->emit('q', $this->pick(["SET @@session.$var = $val", "SET SESSION $var = $val", "SET $var = $val",
                    "SET @@$var = $val"]), 'baseline.session_var');
                $this->observe_one(['vars', 'div', 'gc', 'limit', 'lc', 'insert_ids']);
                break;
            case 10:
                $level = $this->pick(['READ COMMITTED', 'REPEATABLE READ', 'READ UNCOMMITTED', 'SERIALIZABLE']);
                $m['level'] = $level;
                $this->emit('q', "SET SESSION TRANSACTION ISOLATION LEVEL $level", 'baseline.session_var');
                $this->observe_one(['isolation']);
                break;
            case 11:
                $db = $this->pick([$this->sa(), $this->sb()]);
                $this->emit('q', $this->pick(["USE `$db`", "USE $db", "use `$db`"]), 'baseline.use');
                $this->observe_one(['db', 'row3', 'insert_ids']);
                break;
            case 12:
                // several settings in one SET, and a bad one
                if ($this->chance(70)) {
                    $cs = $this->pick(self::CHARSETS);
                    $m['cs'] = $cs;
                    $this->emit('q', "SET NAMES $cs, time_zone = '+02:00', div_precision_increment = 3", 'baseline.multi');
                    $this->observe_one(['charset', 'tz', 'div']);
                } else {
                    $this->emit('q', $this->pick(["SET sql_mode = 'NO_SUCH_MODE'", 'SET NAMES no_such_charset',
                        'SET @@session.no_such_variable = 1']), 'baseline.error');
                    $this->observe_one(['sql_mode', 'charset']);
                }
                break;
        }
    }

    /** A setting that changes how strings must be quoted, then quoted strings. */
    private function blk_escape(): void
    {
        $m = &$this->m;
        [$sql, $cs, $nbe] = $this->pick([
            ['SET NAMES gbk', 'gbk', null], ['SET character_set_client = gbk', 'gbk', null], ['SET NAMES big5', 'big5', null],
            ['SET NAMES latin1', 'latin1', null], ['SET NAMES utf8mb4', 'utf8mb4', null],
            ["SET sql_mode = 'NO_BACKSLASH_ESCAPES'", null, true], ["SET sql_mode = 'NO_BACKSLASH_ESCAPES,ANSI_QUOTES'", null, true],
            ["SET sql_mode = ''", null, false], ["SET NAMES gbk, sql_mode = 'NO_BACKSLASH_ESCAPES'", 'gbk', true],
        ]);
        $m['cs'] = $cs ?? $m['cs'];
        $m['nbe'] = $nbe ?? $m['nbe'];
        $this->emit('q', $sql, 'escape.set');
        $n = $this->rand(2, 4);
        for ($i = 0; $i < $n; $i++) {
            if ($this->chance(80)) {
                $this->quote_one('escape.quote');
            } else {
                $pool = $m['cs'] === 'utf8mb4' ? self::TRICKY : self::ASCII_TRICKY;
                $this->emit('prep', 'SELECT HEX(?) AS h, ? AS s', 'escape.prep', ['params' => [[$s = $this->pick($pool), 'str'], [$s, 'str']]]);
            }
        }
    }

    private function blk_observe(): void
    {
        $n = $this->rand(1, 3);
        for ($i = 0; $i < $n; $i++) {
            $this->observe_one(['charset', 'sql_mode', 'tz', 'db', 'row3', 'dq', 'backslash', 'pipes', 'div',
                'gc', 'limit', 'lc', 'vars', 'isolation', 'literal', 'tz_row', 'autocommit']);
        }
    }

    private function observe_one(array $kinds): void
    {
        switch ($this->pick($kinds)) {
            case 'charset':
                $this->emit('q', 'SELECT @@character_set_client, @@character_set_connection, @@character_set_results, @@collation_connection', 'observe.charset');
                break;
            case 'literal':
                $this->emit('q', "SELECT 'h\xc3\xa9' AS e, HEX('h\xc3\xa9') AS h, CHAR_LENGTH('h\xc3\xa9') AS n", 'observe.charset');
                break;
            case 'row3':
                $this->emit('q', $this->pick(['SELECT id, v, n FROM t1 ORDER BY id LIMIT 3', 'SELECT v, HEX(v) FROM t1 WHERE n = 3']), 'observe.charset');
                break;
            case 'sql_mode':
                $this->emit('q', $this->pick(['SELECT @@sql_mode', 'SELECT @@session.sql_mode AS m']), 'observe.sql_mode');
                break;
            case 'dq':
                $this->emit('q', 'SELECT "dq" AS x', 'observe.sql_mode');
                break;
            case 'backslash':
                $this->emit('q', "SELECT 'a\\nb\\'' AS s, LENGTH('a\\nb') AS n", 'observe.sql_mode');
                break;
            case 'pipes':
                $this->emit('q', "SELECT 'a' || 'b' AS c", 'observe.sql_mode');
                break;
            case 'too_long':
                // (no 'wr lii': an INSERT that fails leaves LAST_INSERT_ID() as it was)
                $this->emit('q', "INSERT INTO t1 (v, s) VALUES ('long', 'too long for s')", 'observe.sql_mode');
                $this->emit('q', 'SHOW WARNINGS', 'observe.sql_mode');
                break;
            case 'tz':
                $this->emit('q', "SELECT @@time_zone, FROM_UNIXTIME(1000000000) AS t, UNIX_TIMESTAMP('2020-06-01 12:00:00') AS u", 'observe.time_zone');
                break;
            case 'tz_row':
                $this->emit('q', "INSERT INTO t1 (v, ts) VALUES ('tz', '2020-06-01 12:00:00')", 'observe.time_zone', ['wr' => ['lii']]);
                $this->emit('q', "SELECT ts, UNIX_TIMESTAMP(ts) AS u FROM t1 WHERE v = 'tz' ORDER BY id", 'observe.time_zone');
                break;
            case 'db':
                $this->emit('q', $this->pick(['SELECT DATABASE()', 'SELECT DATABASE() AS db, (SELECT v FROM t1 ORDER BY id LIMIT 1) AS first']), 'observe.use');
                break;
            case 'div':
                $this->emit('q', 'SELECT 1/3 AS d, 2/7 AS e', 'observe.session_var');
                break;
            case 'gc':
                $this->emit('q', 'SELECT GROUP_CONCAT(v ORDER BY id) AS g FROM t1', 'observe.session_var');
                break;
            case 'limit':
                $this->emit('q', 'SELECT id FROM t1 ORDER BY id', 'observe.session_var');
                break;
            case 'lc':
                $this->emit('q', "SELECT DATE_FORMAT('2020-03-01', '%W %M') AS d", 'observe.session_var');
                break;
            case 'vars':
                $this->emit('q', 'SELECT @@auto_increment_increment, @@auto_increment_offset, @@div_precision_increment, @@sql_select_limit, @@group_concat_max_len, @@lc_time_names', 'observe.session_var');
                break;
            case 'insert_ids':
                $this->emit('q', "INSERT INTO t2 (v) VALUES ('i1'), ('i2')", 'observe.session_var', ['wr' => ['lii']]);
                $this->emit('q', 'SELECT LAST_INSERT_ID(), (SELECT MAX(id) FROM t2) AS mx', 'observe.session_var', ['reads' => ['lii']]);
                break;
            case 'isolation':
                $this->emit('q', 'SELECT @@tx_isolation, @@session.tx_isolation', 'observe.isolation');
                break;
            case 'autocommit':
                $this->emit('q', 'SELECT @@autocommit, @@in_transaction', 'observe.autocommit');
                break;
            case 'quote':
                $this->quote_one();
                break;
        }
    }

    // ---- AUTO_INCREMENT, LAST_INSERT_ID(), ROW_COUNT(), FOUND_ROWS() ---------------------------

    private function blk_autoinc(): void
    {
        $n = $this->rand(1, 4);
        for ($i = 0; $i < $n; $i++) {
            $k = ++$this->k;
            $kind = $this->chance(30) ? 'x' : 'q';
            switch ($this->rand(1, 10)) {
                case 1:
                case 2:
                    $this->emit($kind, "INSERT INTO t1 (v, n) VALUES ('r$k', $k)", 'autoinc.insert', ['wr' => ['lii']]);
                    break;
                case 3:
                    $this->emit($kind, "INSERT INTO t1 (v) VALUES ('m$k'), ('m$k'), ('m$k')", 'autoinc.insert', ['wr' => ['lii']]);
                    break;
                case 4:
                    $this->emit($kind, "INSERT INTO t2 (v) VALUES ('w$k')", 'autoinc.insert', ['wr' => ['lii']]);
                    break;
                case 5:
                    $this->emit($kind, "INSERT IGNORE INTO t1 (u, v) VALUES (1, 'dup$k')", 'autoinc.insert');
                    break;
                case 6:
                    $this->emit($kind, "INSERT INTO t1 (u, v) VALUES (7, 'od$k') ON DUPLICATE KEY UPDATE n = n + 1", 'autoinc.insert');
                    break;
                case 7:
                    $this->emit($kind, $this->pick(["UPDATE t1 SET n = n + 1 WHERE id <= 2", "UPDATE t1 SET n = n WHERE id = 1",
                        "DELETE FROM t2 WHERE v = 'nothing'", "REPLACE INTO t2 (v) VALUES ('rep$k')"]), 'autoinc.update');
                    break;
                case 8:
                    $this->emit($kind, 'INSERT INTO t2 (v) SELECT v FROM t1 WHERE id < 3', 'autoinc.insert', ['wr' => ['lii']]);
                    break;
                case 9:
                    $this->emit('q', $this->pick(['SELECT id FROM t1 ORDER BY id LIMIT 2', 'SELECT id, v FROM t2 ORDER BY id DESC LIMIT 1',
                        'SELECT COUNT(*) FROM t1']), 'autoinc.select', ['wr' => ['fr']]);
                    break;
                case 10:
                    $this->emit('q', "INSERT INTO t1 (id, v) VALUES (NULL, 'nul$k')", 'autoinc.insert', ['wr' => ['lii']]);
                    break;
            }
            $this->read_session_values();
        }
    }

    private function read_session_values(): void
    {
        $r = $this->rand(1, 12);
        if ($r <= 3) {
            $this->emit('q', $this->pick(['SELECT LAST_INSERT_ID()', 'select last_insert_id()', 'SELECT LAST_INSERT_ID() AS lid',
                'SELECT LAST_INSERT_ID() + 1 AS nxt', 'SELECT /* c */ LAST_INSERT_ID()', 'SELECT id, v FROM t1 WHERE id = LAST_INSERT_ID()']),
                'autoinc.last_insert_id', ['reads' => ['lii']]);
        } elseif ($r <= 5) {
            $this->emit('q', $this->pick(['SELECT ROW_COUNT()', 'SELECT ROW_COUNT() AS rc', 'SELECT row_count(), 1 AS one']),
                'autoinc.row_count');
        } elseif ($r <= 6) {
            $this->emit('q', $this->pick(['SELECT FOUND_ROWS()', 'SELECT FOUND_ROWS() AS fr']), 'autoinc.found_rows', ['reads' => ['fr']]);
        } elseif ($r <= 8) {
            $this->emit('q', $this->pick(['SELECT @@identity', 'SELECT @@last_insert_id', 'SELECT @@identity, LAST_INSERT_ID()']),
                'autoinc.identity', ['reads' => ['lii']]);
        }
        // else: nothing; the next statement's lastInsertId()/rowCount() are recorded anyway
    }

    private function blk_multi(): void
    {
        $k = ++$this->k;
        [$sql, $o] = $this->pick([
            ["INSERT INTO t1 (v) VALUES ('ms$k'); SELECT LAST_INSERT_ID()", ['wr' => ['lii']]],
            ["SELECT LAST_INSERT_ID(); INSERT INTO t2 (v) VALUES ('ms$k'); SELECT LAST_INSERT_ID() AS after_insert", ['reads' => ['lii'], 'wr' => ['lii']]],
            ["INSERT INTO t2 (v) VALUES ('a$k'), ('b$k'); SELECT @@identity, LAST_INSERT_ID()", ['wr' => ['lii']]],
            ["UPDATE t1 SET n = n + 1 WHERE id <= 2; SELECT ROW_COUNT()", []],
            ["SELECT ROW_COUNT(); DELETE FROM t2 WHERE v = 'none'; SELECT ROW_COUNT() AS after_delete", []],
            ["SELECT id FROM t1 ORDER BY id LIMIT 2; SELECT FOUND_ROWS()", ['reads' => ['fr'], 'wr' => ['fr']]],
            ["SELECT FOUND_ROWS(); SELECT id FROM t1 LIMIT 1; SELECT FOUND_ROWS() AS after_select", ['reads' => ['fr'], 'wr' => ['fr']]],
            ["SELECT CAST('x' AS INT) AS c; SHOW WARNINGS", []],
            ["SELECT 1 AS a; SELECT 2 AS b", []],
            ["INSERT INTO t1 (v) VALUES ('mx$k'); SELECT LAST_INSERT_ID(), ROW_COUNT(); SELECT FOUND_ROWS()", ['reads' => ['fr'], 'wr' => ['lii']]],
            ["SELECT 1; SELECT * FROM no_such_table_$k; SELECT 2", []],
        ]);
        $this->emit('q', $sql, 'multi', $o);
        if ($this->chance(50)) {
            $this->read_session_values();
        }
    }

    // ---- diagnostics -------------------------------------------------------------------------

    private function blk_diag(): void
    {
        $k = ++$this->k;
        [$sql, $o] = $this->pick([
            ["SELECT CAST('x' AS INT) AS c", []],
            ["SELECT CAST('1a' AS INT) AS a, CAST('b' AS INT) AS b", []],
            ['SELECT 1/0 AS z', []],
            ["INSERT INTO t1 (v, s) VALUES ('long$k', 'toolongvalue')", []],
            ["SELECT * FROM no_such_table_$k", []],
            ["INSERT IGNORE INTO t1 (u, v) VALUES (1, 'dup$k')", []],
            ['SELECT 1 AS ok', []],
            ['DROP TEMPORARY TABLE IF EXISTS no_such_tmp', []],
            ["SELECT CONVERT('\xc3\xa9' USING ascii) AS a", []],
        ]);
        $this->emit($this->chance(20) && str_starts_with($sql, 'INSERT') ? 'x' : 'q', $sql, 'diag.cause', $o);
        // A cause that leaves no warnings and names no table leaves the older warnings in place
        // on a dedicated connection; transaction mode keeps a connection for the warnings of the
        // statement right before only (README): after such a cause, reads are undefined there.
        // (SELECT 1/0 warns only with ERROR_FOR_DIVISION_BY_ZERO in the session's sql_mode)
        $tx = ['tx_undefined' => in_array($sql, ['SELECT 1 AS ok', 'SELECT 1/0 AS z'], true)];
        $n = $this->rand(1, 3);
        for ($i = 0; $i < $n; $i++) {
            $r = $this->rand(1, 9);
            if ($r <= 7) {
                $this->emit('q', $this->pick(['SHOW WARNINGS', 'SHOW COUNT(*) WARNINGS', 'SELECT @@warning_count',
                    'SELECT @@warning_count, @@error_count', 'SHOW ERRORS', 'SHOW COUNT(*) ERRORS', 'SHOW WARNINGS LIMIT 1']), 'diag.read', $tx);
            } elseif ($r === 8) {
                $this->emit('q', 'GET DIAGNOSTICS @n = NUMBER; SELECT @n', 'diag.read', ['wu' => ['uv:n']] + $tx);
            } else {
                // with no condition 1 it assigns nothing: the SELECT reads the earlier values
                $this->emit('q', 'GET DIAGNOSTICS CONDITION 1 @dn = MYSQL_ERRNO, @dm = MESSAGE_TEXT; SELECT @dn, @dm', 'diag.read',
                    ['reads' => ['uv:dn'], 'wu' => ['uv:dn']] + $tx);
            }
        }
    }

    // ---- PDO::quote() and prepared statements (emulated) ----------------------------------------

    private function blk_quote(): void
    {
        $n = $this->rand(1, 3);
        for ($i = 0; $i < $n; $i++) {
            $this->quote_one();
        }
    }

    private function quote_one(string $cat = 'quote'): void
    {
        $s = $this->pick(self::TRICKY);
        switch ($this->rand(1, 4)) {
            case 1:
            case 2:
                $this->emit('quote', 'SELECT HEX({Q0}) AS h, {Q0} AS s', $cat, ['params' => [$s]]);
                break;
            case 3:
                $this->emit('quote', 'SELECT LENGTH({Q0}) AS n, {Q0} = {Q1} AS same', $cat, ['params' => [$s, $this->pick(self::TRICKY)]]);
                break;
            case 4:
                $this->emit('quote', 'INSERT INTO t2 (v) VALUES ({Q0})', $cat, ['params' => [$s]]);  // may fail: no 'wr lii'
                $this->emit('q', 'SELECT HEX(v) AS h FROM t2 WHERE id = LAST_INSERT_ID()', $cat, ['reads' => ['lii']]);
                break;
        }
    }

    private function blk_prep(): void
    {
        // non-ASCII values only while the client charset is pdo_mysql's (see main.php's oracle)
        $pool = $this->m['cs'] === 'utf8mb4' ? self::TRICKY : self::ASCII_TRICKY;
        $k = ++$this->k;
        switch ($this->rand(1, 6)) {
            case 1:
                $this->emit('prep', 'SELECT ? AS a, ? AS b, ? AS c', 'prep', ['params' => [[$this->pick($pool), 'str'], [$k, 'int'], [null, 'null']]]);
                break;
            case 2:
                $this->emit('prep', 'INSERT INTO t1 (v, n) VALUES (?, ?)', 'prep', ['params' => [["p$k", 'str'], [$k, 'int']], 'wr' => ['lii']]);
                $this->read_session_values();
                break;
            case 3:
                $this->emit('prep', 'SELECT id, v FROM t1 WHERE n = :n ORDER BY id', 'prep', ['params' => [':n' => [$this->rand(0, 3), 'int']], 'wr' => ['fr']]);
                break;
            case 4:
                $this->emit('prep', 'SELECT HEX(?) AS h, ? AS s', 'prep', ['params' => [[$s = $this->pick($pool), 'str'], [$s, 'str']]]);
                break;
            case 5:
                $this->emit('prep', 'SELECT ? + 0 AS x, ? AS y', 'prep', ['params' => [['5', 'str'], ['12', 'int']]]);
                break;
            case 6:
                $this->emit('prep', 'UPDATE t1 SET n = n + ? WHERE v = ?', 'prep', ['params' => [[1, 'int'], [$this->pick(['r1', 'a-one', "it's"]), 'str']]]);
                break;
        }
    }

    // ---- kept statements: server-side prepares, unbuffered results, result sets ---------------
    //
    // The statement objects live in the handle's episode by name (s1, s2, s3), as an application
    // keeps a PDOStatement across other statements and transactions; on mysqlpool the next
    // execute() may then run on another pooled connection (prepared there again). The model
    // follows the handle's attributes (emu: ATTR_EMULATE_PREPARES, read by prepare(); buf:
    // USE_BUFFERED_QUERY, read by execute(), as pdo_mysql does) and which statements still have
    // unread rows or result sets (busy: the handle keeps its connection until they are read,
    // closed or unset; meanwhile any other statement is pdo_mysql's 2014). Every block leaves
    // nothing busy, but wedge() at an episode's end.

    /** Templates: sql, params (key => value kind), sets (result sets: 0 for DML), lii. */
    private function templates(): array
    {
        return [
            'sel_n' => ['sql' => 'SELECT id, v, n FROM t1 WHERE n >= ? ORDER BY id', 'params' => [1 => 'small'], 'sets' => 1],
            'sel_named' => ['sql' => 'SELECT id, v FROM t1 WHERE v = :v OR n = :n ORDER BY id', 'params' => [':v' => 'v', ':n' => 'small'], 'sets' => 1],
            'ins_t1' => ['sql' => 'INSERT INTO t1 (v, n) VALUES (?, ?)', 'params' => [1 => 'newv', 2 => 'small'], 'sets' => 0, 'lii' => true],
            'ins_t2_named' => ['sql' => 'INSERT INTO t2 (v) VALUES (:v)', 'params' => [':v' => 'newv'], 'sets' => 0, 'lii' => true],
            'mixed' => ['sql' => 'SELECT ? AS a, ? AS b, ? AS c', 'params' => [1 => 'any', 2 => 'any', 3 => 'any'], 'sets' => 1],
            'same_name' => ['sql' => 'SELECT :x AS a, :x AS b, :y AS c', 'params' => [':x' => 'any', ':y' => 'any'], 'sets' => 1],
            'upd' => ['sql' => 'UPDATE t1 SET n = n + :d WHERE id <= :id', 'params' => [':d' => 'small', ':id' => 'small'], 'sets' => 0],
            'count' => ['sql' => 'SELECT COUNT(*) AS c, SUM(n) AS s, MAX(v) AS m FROM t1 WHERE v LIKE ?', 'params' => [1 => 'like'], 'sets' => 1],
            'del_t2' => ['sql' => 'DELETE FROM t2 WHERE v = ?', 'params' => [1 => 'v'], 'sets' => 0],
            'limit' => ['sql' => 'SELECT id, v FROM t2 WHERE id > ? ORDER BY id LIMIT ?', 'params' => [1 => 'small', 2 => 'small'], 'sets' => 1],
            't3_row' => ['sql' => 'SELECT ti, tu, si, mi, i, bu, bi, f, d, dc, dt, dtm, tm, y, b, zf, tx, bin, ts FROM t3 WHERE id = ?',
                'params' => [1 => 't3id'], 'sets' => 1],
            't3_all' => ['sql' => 'SELECT * FROM t3 ORDER BY id', 'params' => [], 'sets' => 1],
            't3_ins' => ['sql' => 'INSERT INTO t3 (ti, bu, f, d, dc, dt, dtm, tm, y, b, zf, tx, bin) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
                'params' => [1 => 'ti', 2 => 'bu', 3 => 'float', 4 => 'float', 5 => 'dec', 6 => 'date', 7 => 'dtm', 8 => 'time', 9 => 'year',
                    10 => 'bit', 11 => 'small', 12 => 'text', 13 => 'bytes'], 'sets' => 0, 'lii' => true],
            'casts' => ['sql' => 'SELECT CAST(? AS DECIMAL(10,3)) AS dc, CAST(? AS DATE) AS dd, CAST(? AS UNSIGNED) AS u, ? + 0.5 AS e, ? IS NULL AS isnull',
                'params' => [1 => 'any', 2 => 'date', 3 => 'small', 4 => 'any', 5 => 'any'], 'sets' => 1],
            'call' => ['sql' => 'CALL p1(?)', 'params' => [1 => 'small'], 'sets' => 3],
            'two_sets' => ['sql' => 'SELECT id, v FROM t1 ORDER BY id LIMIT 2; SELECT COUNT(*) AS c FROM t2; SELECT 3 AS three', 'params' => [], 'sets' => 3, 'multi' => true],
            'sel_unbuf' => ['sql' => 'SELECT id, v, n FROM t1 ORDER BY id', 'params' => [], 'sets' => 1],
        ];
    }

    /** A value of a kind, with the PDO type to bind it as: [value, type]. */
    private function value(string $kind): array
    {
        $utf8 = $this->m['cs'] === 'utf8mb4';
        switch ($kind) {
            case 'small':
                return [$this->rand(-1, 4), $this->pick(['int', 'int', 'str', 'none'])];
            case 'v':
                return [$this->pick(['a-one', 'r1', "it's", 'nothing', 'b-two']), 'str'];
            case 'newv':
                return ['k' . (++$this->k) . $this->pick(['', "'q", '\\b', '%']), $this->pick(['str', 'str', 'none', 'lob'])];
            case 'like':
                return [$this->pick(['a-%', '%o%', '_-t%', '%']), 'str'];
            case 't3id':
                return [$this->rand(1, 4), $this->pick(['int', 'str'])];
            case 'ti':
                return [$this->rand(-128, 127), 'int'];
            case 'bu':
                return $this->pick([['18446744073709551615', 'str'], [PHP_INT_MAX, 'int'], [0, 'int'], ['42', 'none']]);
            case 'float':
                return [$this->pick([1.5, -0.25, 3.14159, 1e20, 0.1, -2.5e-5]), $this->pick(['int', 'none', 'str'])];
            case 'dec':
                return $this->pick([['12.3456', 'str'], [2.5, 'int'], [-7, 'int'], ['99999999.9999', 'str']]);
            case 'date':
                return [$this->pick(['2020-02-29', '1999-12-31', '0000-00-00', '2038-01-19']), 'str'];
            case 'dtm':
                return [$this->pick(['2021-03-04 05:06:07.123456', '2000-01-01 00:00:00', '1970-01-01 00:00:01.5']), 'str'];
            case 'time':
                return [$this->pick(['-12:34:56', '838:59:59', '00:00:00.25', '7:08']), 'str'];
            case 'year':
                return $this->pick([[2024, 'int'], ['99', 'str'], [1901, 'int'], [null, 'null']]);
            case 'bit':
                return $this->pick([[5, 'int'], [1023, 'int'], [0, 'int'], [null, 'null']]);
            case 'text':
                return [$utf8 ? $this->pick(["h\xc3\xa9llo", "\xf0\x9f\x92\xa9 ok", "\xe6\x97\xa5\xe6\x9c\xac", 'plain']) : $this->pick(['plain', "it's"]),
                    $this->pick(['str', 'lob'])];
            case 'bytes':
                return $utf8 ? $this->pick([["\x00\xff'\\\x80", 'lob'], ["\x00\xff'\\\x80", 'str'], ['', 'str'], [null, 'null']])
                    : $this->pick([['abc', 'lob'], [null, 'null']]);
            case 'any':
            default:
                return $this->pick([[$this->rand(-5, 100), 'int'], [PHP_INT_MAX, 'int'], [1.5, 'int'], [0.1, 'none'], [true, 'bool'],
                    [false, 'bool'], [null, 'null'], [null, 'str'], ['12', 'str'], ['x', 'str'], [7, 'str'], [true, 'none'],
                    [$utf8 ? "h\xc3\xa9" : 'abc', 'str'], ['', 'str'], ['-3', 'int']]);
        }
    }

    private function emit_kept(string $k, string $sn, string $cat, array $st, array $o = []): void
    {
        $this->emit($k, $st['sql'] ?? '', $cat, ['st' => ['sn' => $sn] + $st] + $o);
    }

    /** prepare(): the statement becomes $sn (unless prepare fails: then the old one stays). */
    private function kp_prepare(string $sn, string $tpl, string $cat, array $opts = []): void
    {
        $t = $this->templates()[$tpl];
        if (!$this->m['busy'] || $this->m['emu']) {
            $this->m['stmts'][$sn] = ['tpl' => $tpl];
            unset($this->m['busy'][$sn]);
        }
        $this->emit_kept('sprep', $sn, $cat, ['sql' => $t['sql']] + ($opts ? ['opts' => $opts] : []));
    }

    /** Binds every parameter of $sn's template, or returns them for execute($args). */
    private function kp_bind(string $sn, string $cat, string $by): ?array
    {
        $t = $this->templates()[$this->m['stmts'][$sn]['tpl'] ?? 'sel_n'];
        $args = [];
        foreach ($t['params'] as $key => $kind) {
            [$v, $type] = $this->value($kind);
            if ($by === 'args') {
                // execute(array) binds every value as a string (a stream is no value here)
                $args[is_int($key) ? $key - 1 : $key] = is_resource($v) ? 'x' : $v;
                continue;
            }
            $this->emit_kept('bind', $sn, $cat, ['bind' => [$key, $v, $type], 'by' => $by]);
        }
        return $by === 'args' ? $args : null;
    }

    /** execute() and fetch; the model: which statements have unread rows or result sets after it. */
    private function kp_exec(string $sn, string $cat, string $fetch, ?array $args = null, bool $fails = false): void
    {
        $m = &$this->m;
        $t = $this->templates()[$m['stmts'][$sn]['tpl'] ?? 'sel_n'];
        $others = array_diff_key($m['busy'], [$sn => 1]);
        unset($m['busy'][$sn]);
        if (!$fails && !$others && $t['sets'] > 0) {
            $unread = $t['sets'] > 1 || (!$m['buf'] && !in_array($fetch, ['all', 'assoc'], true));
            if ($unread) {
                $m['busy'][$sn] = true;
            }
        }
        $o = ($t['lii'] ?? false) && !$fails ? ['wr' => ['lii']] : [];
        $this->emit_kept('exe', $sn, $cat, ['fetch' => $t['sets'] > 0 ? $fetch : 'none'] + ($args !== null ? ['args' => $args] : []), $o);
    }

    /** Reads or drops what $sn still has, the ways applications do. */
    private function kp_free(string $sn, string $cat): void
    {
        $t = $this->templates()[$this->m['stmts'][$sn]['tpl'] ?? 'sel_n'];
        switch ($this->rand(1, $t['sets'] > 1 ? 5 : 4)) {
            case 1:
            case 2:
                unset($this->m['busy'][$sn]);
                $this->emit_kept('close', $sn, $cat, []);
                break;
            case 3:
                unset($this->m['busy'][$sn], $this->m['stmts'][$sn]);
                $this->emit_kept('unset', $sn, $cat, []);
                break;
            case 4:
                if ($t['sets'] > 1) {
                    unset($this->m['busy'][$sn]);
                    $this->emit_kept('drain', $sn, $cat, []);
                } else {
                    // the rest of the rows; an unbuffered set is then read to its end
                    unset($this->m['busy'][$sn]);
                    $this->emit_kept('fetch', $sn, $cat, ['fetch' => 'all']);
                }
                break;
            case 5:
                // nextRowset() one by one, each set read, to the end (false)
                for ($i = 1; $i <= $t['sets']; $i++) {
                    if ($i === $t['sets']) {
                        unset($this->m['busy'][$sn]);
                    }
                    $this->emit_kept('next', $sn, $cat, ['fetch' => $i < $t['sets'] ? $this->pick(['all', 'all', 'one', 'col']) : 'none']);
                }
                break;
        }
    }

    /** Everything busy freed (closeCursor), so that the block ends with a free handle. */
    private function kp_free_all(string $cat): void
    {
        foreach (array_keys($this->m['busy']) as $sn) {
            unset($this->m['busy'][$sn]);
            $this->emit_kept('close', $sn, $cat, []);
        }
    }

    /** A statement while another has unread rows or result sets: pdo_mysql's 2014. */
    private function while_busy(string $cat): void
    {
        $k = ++$this->k;
        $case = $this->rand(1, 6);
        $this->while_busy_case($case, $cat, $k);
        $sets = false;
        foreach (array_keys($this->m['busy']) as $sn) {
            $sets = $sets || $this->templates()[$this->m['stmts'][$sn]['tpl'] ?? 'sel_n']['sets'] > 1;
        }
        if (($case === 3 || $case === 4) && $sets) {
            // A statement whose prepare() (server-side: 2014) or execute() (emulated) failed was
            // destroyed (case 3: at the end of the call, case 4: unset), before it was done. pdo_mysql's statement destructor then
            // reads and frees every pending result set of the connection, whichever statement
            // they belong to (pdo_mysql_stmt_dtor, "while (mysql_more_results(...))"): the
            // handle is free again and the busy statement's nextRowset() returns false. One
            // statement shows whether the handle is free; the busy statements are then closed on
            // both setups, so that the difference, if any, shows here once.
            $this->emit('q', 'SELECT 1 AS after_destructor', 'rowsets.destructor');
            $this->kp_free_all('rowsets.destructor');
        }
    }

    private function while_busy_case(int $case, string $cat, int $k): void
    {
        switch ($case) {
            case 1:
                $this->emit('q', $this->pick(['SELECT 1 AS one', 'SELECT COUNT(*) FROM t1', 'SELECT LAST_INSERT_ID()']), $cat);
                break;
            case 2:
                $this->emit('x', "INSERT INTO t2 (v) VALUES ('busy$k')", $cat);
                break;
            case 3:
                $this->emit('prep', 'SELECT ? AS a', $cat, ['params' => [[$k, 'int']]]);
                break;
            case 4:
                // with emulation on prepare() answers without the server; execute() then fails
                $this->emit_kept('sprep', 's3', $cat, ['sql' => 'SELECT id FROM t1 WHERE id = ?']);
                $this->emit_kept('exe', 's3', $cat, ['fetch' => 'all', 'args' => [1]]);
                unset($this->m['stmts']['s3']);
                $this->emit_kept('unset', 's3', $cat, []);
                break;
            case 5:
                $this->emit('quote', 'SELECT {Q0} AS s', $cat, ['params' => ["it's"]]);
                break;
            case 6:
                if (!$this->m['txn'] && !$this->m['ac0']) {
                    // refused: the handle stays out of a transaction
                    $this->emit('api', 'beginTransaction', $cat);
                } else {
                    $this->emit('q', 'SELECT 2 AS two', $cat);
                }
                break;
        }
    }

    private function blk_attr(): void
    {
        $m = &$this->m;
        switch ($this->rand(1, 3)) {
            case 1:
                $m['emu'] = !$m['emu'];
                $this->emit('attr', 'ATTR_EMULATE_PREPARES', 'attr', ['st' => ['val' => $m['emu']]]);
                break;
            case 2:
                $m['emu'] = !$m['emu'];
                $this->emit('attr', 'MYSQL_ATTR_DIRECT_QUERY', 'attr', ['st' => ['val' => $m['emu'] ? 1 : 0]]);
                break;
            case 3:
                $m['buf'] = !$m['buf'];
                $this->emit('attr', 'MYSQL_ATTR_USE_BUFFERED_QUERY', 'attr', ['st' => ['val' => $m['buf']]]);
                break;
        }
        if ($this->chance(60)) {
            $this->observe_one(['row3', 'db', 'vars', 'insert_ids', 'charset']);
        }
    }

    /** Prepared statements the ways applications use them. */
    private function blk_sprep(): void
    {
        $m = &$this->m;
        $cat = 'sprep';
        $tpls = ['sel_n', 'sel_named', 'ins_t1', 'ins_t2_named', 'mixed', 'same_name', 'upd', 'count', 'del_t2', 'limit', 't3_row', 'casts'];
        // one statement kept from an earlier block (another connection, another transaction since)
        $sn = 's1';
        $reuse = isset($m['stmts']['s1']) && $this->chance(50);
        if (!$reuse) {
            $sn = $this->pick(['s1', 's1', 's2']);
            $opts = [];
            if ($this->chance(10)) {
                // PDO::prepare()'s driver options: pdo_mysql reads neither of these there
                $opts[] = $this->pick([['MYSQL_ATTR_USE_BUFFERED_QUERY', !$m['buf']], ['ATTR_EMULATE_PREPARES', !$m['emu']]]);
            }
            $this->kp_prepare($sn, $this->pick($tpls), $cat, $opts);
            if ($opts) {
                // the handle's attribute after it (pdo_mysql: unchanged), then set back to what the
                // model says, so that a difference shows here once and not in every later statement
                $this->emit('getattr', $opts[0][0], "$cat.prepare_options");
                $this->emit('attr', $opts[0][0], "$cat.prepare_options", ['st' => ['val' => $opts[0][0] === 'ATTR_EMULATE_PREPARES' ? $m['emu'] : $m['buf']]]);
            }
        }
        $rounds = $this->rand(1, 3);
        for ($r = 0; $r < $rounds; $r++) {
            if (!isset($m['stmts'][$sn])) {
                $this->kp_prepare($sn, $this->pick($tpls), $cat);
            }
            $kind = $this->rand(1, 12);
            if ($kind <= 6) {
                $by = $this->pick(['value', 'value', 'param', 'args']);
                $args = $this->kp_bind($sn, $cat, $by);
                $fetch = $this->pick(['all', 'all', 'all', 'assoc', 'col', 'one', 'none']);
                $this->kp_exec($sn, $cat, $fetch, $args);
                if ($this->m['busy'] || in_array($fetch, ['one', 'col', 'none'], true) && $this->chance(60)) {
                    if ($this->m['busy'] && $this->chance(40)) {
                        $this->while_busy("$cat.busy");
                    }
                    $this->kp_free($sn, $cat);
                }
                if ($by === 'param' && $this->chance(50) && isset($m['stmts'][$sn])) {
                    // bindParam: the variable's value at execute() counts
                    $t = $this->templates()[$m['stmts'][$sn]['tpl']];
                    $key = array_key_first($t['params']);
                    if ($key !== null) {
                        // (no stream: bound as another type it would be the text "Resource id #n")
                        [$v, $type] = $this->value($t['params'][$key]);
                        $this->emit_kept('setv', $sn, $cat, ['bind' => [$key, $v, $type === 'lob' ? 'str' : $type]]);
                        $this->kp_exec($sn, $cat, 'all');
                        $this->kp_free_all($cat);
                    }
                }
            } elseif ($kind <= 7) {
                // wrong parameter counts: HY093 (too many at bind with server-side prepares)
                $t = $this->templates()[$m['stmts'][$sn]['tpl'] ?? 'sel_n'];
                $n = count($t['params']);
                if ($this->chance(50)) {
                    $this->kp_exec($sn, "$cat.params", 'all', array_fill(0, $n + 1, '1'), true);
                } elseif ($n > 1 && is_int(array_key_first($t['params']))) {
                    $this->kp_exec($sn, "$cat.params", 'all', array_fill(0, $n - 1, '1'), true);
                } else {
                    $this->emit_kept('bind', $sn, "$cat.params", ['bind' => [$n + 1, 1, 'int'], 'by' => 'value']);
                    $this->emit_kept('bind', $sn, "$cat.params", ['bind' => [':nope', 1, 'int'], 'by' => 'value']);
                }
            } elseif ($kind <= 8) {
                // prepare errors: at prepare() with server-side prepares, at execute() emulated
                $k = ++$this->k;
                $this->emit_kept('sprep', 's3', "$cat.error", ['sql' => $this->pick(["SELECT * FROM no_such_table_$k WHERE id = ?",
                    'SELECT id FROM t1 WHERE no_such_col = ?', 'SELEC ? AS broken', 'SELECT ? AS a, :b AS b'])]);
                $this->emit_kept('exe', 's3', "$cat.error", ['fetch' => 'all', 'args' => [1]]);
                $this->emit_kept('unset', 's3', "$cat.error", []);
                unset($m['stmts']['s3']);
            } elseif ($kind <= 10 && !$m['txn'] && !$m['ac0']) {
                // prepared in a transaction, executed after COMMIT/ROLLBACK
                $this->begin("$cat.txn");
                $this->kp_prepare('s2', $this->pick(['ins_t1', 'sel_n', 'count', 'upd']), "$cat.txn");
                $this->kp_exec('s2', "$cat.txn", 'all', $this->kp_bind('s2', "$cat.txn", 'args'));
                if ($this->chance(50)) {
                    $this->emit('q', 'SELECT COUNT(*) AS n FROM t1', "$cat.txn", ['wr' => ['fr']]);
                }
                $this->end_txn("$cat.txn");
                $this->kp_exec('s2', "$cat.txn", 'all', $this->kp_bind('s2', "$cat.txn", 'args'));
                $this->read_session_values();
            } else {
                // the same statement again after other statements (likely another connection)
                $this->blk_autoinc();
                $this->kp_exec($sn, $cat, 'all', $this->kp_bind($sn, $cat, 'args'));
            }
            $this->kp_free_all($cat);
        }
        if (($this->templates()[$m['stmts'][$sn]['tpl'] ?? 'sel_n']['lii'] ?? false) || $this->chance(20)) {
            $this->read_session_values();
        }
        if ($this->chance(30)) {
            unset($m['stmts'][$sn]);
            $this->emit_kept('unset', $sn, $cat, []);
        }
    }

    /** Column types through the text protocol (emulated) and the binary one (server-side). */
    private function blk_types(): void
    {
        $cat = 'types';
        switch ($this->rand(1, 5)) {
            case 1:
                $this->emit('q', $this->pick(['SELECT * FROM t3 ORDER BY id',
                    'SELECT id, b, b + 0 AS bn, HEX(bin) AS hb, zf, y, dtm, tm, ts FROM t3 ORDER BY id',
                    "SELECT 18446744073709551615 AS bu, -9223372036854775808 AS bi, 1.5e0 AS d, CAST(1.25 AS FLOAT) AS f, 0.1 + 0.2 AS dc, "
                    . "DATE '2020-01-01' AS dd, TIME '12:34:56.5' AS tt, b'101' AS bits, NULL AS n, X'00FF' AS bin, 2.50 AS dec2, CAST(2024 AS YEAR) AS y"]), $cat);
                break;
            case 2:
            case 3:
                $this->kp_prepare('s2', $this->pick(['t3_row', 't3_row', 't3_all', 'casts', 'mixed']), $cat);
                $n = $this->rand(1, 3);
                for ($i = 0; $i < $n; $i++) {
                    $this->kp_exec('s2', $cat, $this->pick(['all', 'all', 'assoc', 'one']), $this->chance(30) ? $this->kp_bind('s2', $cat, 'args') : $this->kp_bind('s2', $cat, 'value'));
                    $this->kp_free_all($cat);
                    if ($this->chance(30)) {
                        $this->emit('q', 'SELECT id, v FROM t1 ORDER BY id LIMIT 1', $cat, ['wr' => ['fr']]);
                    }
                }
                break;
            case 4:
            case 5:
                $this->kp_prepare('s2', 't3_ins', $cat);
                $this->kp_exec('s2', $cat, 'none', $this->kp_bind('s2', $cat, $this->pick(['value', 'value', 'param'])));
                $this->emit('q', 'SELECT * FROM t3 WHERE id = LAST_INSERT_ID()', $cat, ['reads' => ['lii']]);
                if ($this->chance(50)) {
                    $this->kp_prepare('s1', 't3_row', $cat);
                    $this->emit_kept('bind', 's1', $cat, ['bind' => [1, 4, 'int'], 'by' => 'value']);
                    $this->kp_exec('s1', $cat, 'all');
                    $this->kp_free_all($cat);
                }
                break;
        }
    }

    /** Unbuffered results: rows streamed, the handle busy until they are read or dropped. */
    private function blk_unbuf(): void
    {
        $m = &$this->m;
        $cat = 'unbuf';
        $restore = false;
        if ($m['buf']) {
            $m['buf'] = false;
            $restore = $this->chance(60);
            $this->emit('attr', 'MYSQL_ATTR_USE_BUFFERED_QUERY', $cat, ['st' => ['val' => false]]);
        }
        $fetch = $this->pick(['one', 'one', 'col', 'none']);
        if ($this->chance(50)) {
            $m['busy']['s1'] = true;
            $m['stmts']['s1'] = ['tpl' => 'sel_unbuf'];
            $this->emit_kept('squery', 's1', $cat, ['sql' => $this->pick(['SELECT id, v, n FROM t1 ORDER BY id', 'SELECT v FROM t1 WHERE n > 0 ORDER BY id'])
                , 'fetch' => $fetch]);
        } else {
            $this->kp_prepare('s1', $this->pick(['sel_unbuf', 'sel_n', 't3_all', 'count']), $cat);
            $this->kp_exec('s1', $cat, $fetch, $this->kp_bind('s1', $cat, 'args'));
            $m['busy']['s1'] = true;  // (a one-row set too: its end is not read yet)
        }
        if ($this->chance(60)) {
            $this->emit_kept('fetch', 's1', $cat, ['fetch' => $this->pick(['one', 'col'])]);
        }
        if ($this->chance(70)) {
            $this->while_busy("$cat.busy");
        }
        switch ($this->rand(1, 4)) {
            case 1:
                // executed again: the unread rows are dropped first
                unset($m['busy']['s1']);
                if (($m['stmts']['s1']['tpl'] ?? '') !== 'sel_unbuf' || true) {
                    $this->kp_exec('s1', $cat, 'all', $this->kp_bind('s1', $cat, 'args'));
                }
                break;
            default:
                $this->kp_free('s1', $cat);
        }
        $this->kp_free_all($cat);
        $this->emit('q', $this->pick(['SELECT COUNT(*) AS n FROM t1', 'SELECT v FROM t1 ORDER BY id LIMIT 2']), $cat, ['wr' => ['fr']]);
        if ($restore) {
            $m['buf'] = true;
            $this->emit('attr', 'MYSQL_ATTR_USE_BUFFERED_QUERY', $cat, ['st' => ['val' => true]]);
        }
    }

    /** Several result sets (a multi-statement text, CALL): the handle busy until the last. */
    private function blk_rowsets(): void
    {
        $m = &$this->m;
        $cat = 'rowsets';
        $tpl = $this->pick(['call', 'call', 'two_sets', 'two_sets']);
        $restore = null;
        if ($tpl === 'two_sets' && !$m['emu']) {
            // a multi-statement text needs emulated prepares (the server prepares one statement)
            $restore = false;
            $m['emu'] = true;
            $this->emit('attr', 'ATTR_EMULATE_PREPARES', $cat, ['st' => ['val' => true]]);
        }
        // (a name of its own: assigning a new statement to a variable destroys the one it held,
        // and pdo_mysql's destructor of a statement not read to its end reads and frees every
        // pending result set of the connection, the new statement's too: see while_busy(),
        // which shows that once)
        $sn = 's4';
        $fetch = $this->pick(['all', 'all', 'one', 'col', 'none']);
        if ($tpl === 'two_sets' && $this->chance(60)) {
            $m['stmts'][$sn] = ['tpl' => $tpl];
            $m['busy'][$sn] = true;
            $this->emit_kept('squery', $sn, $cat, ['sql' => $this->templates()[$tpl]['sql'], 'fetch' => $fetch]);
        } else {
            $this->kp_prepare($sn, $tpl, $cat);
            $this->kp_exec($sn, $cat, $fetch, $tpl === 'call' && $this->chance(50) ? $this->kp_bind($sn, $cat, 'args') : $this->kp_bind($sn, $cat, 'value'));
        }
        if ($this->chance(60)) {
            $this->while_busy("$cat.busy");
        }
        $this->kp_free($sn, $cat);
        $this->kp_free_all($cat);
        if (isset($m['stmts'][$sn])) {
            unset($m['stmts'][$sn]);
            $this->emit_kept('unset', $sn, $cat, []);
        }
        $this->emit('q', 'SELECT COUNT(*) AS n FROM t2', $cat, ['wr' => ['fr']]);
        if ($this->chance(40)) {
            // exec() reads every result of a multi-statement text that starts with no rows
            $k = ++$this->k;
            if ($m['emu']) {
                $this->emit('x', "INSERT INTO t2 (v) VALUES ('e$k'); UPDATE t1 SET n = n + 1 WHERE id = 1", $cat, ['wr' => ['lii']]);
            } else {
                $this->emit('x', 'CALL p2()', $cat);
            }
            $this->read_session_values();
        }
        if ($restore !== null) {
            $m['emu'] = $restore;
            $this->emit('attr', $this->pick(['ATTR_EMULATE_PREPARES', 'MYSQL_ATTR_DIRECT_QUERY']), $cat, ['st' => ['val' => $restore]]);
        }
    }

    /** exec() of a statement that returns rows: pdo_mysql leaves its result unread, the handle fails with 2014 from then on. */
    private function wedge(): void
    {
        $cat = 'wedge';
        $this->m['wedged'] = true;
        $this->emit('x', $this->pick(['SELECT id FROM t1 ORDER BY id LIMIT 2', 'SELECT 1 AS one', 'SHOW WARNINGS']), $cat);
        $n = $this->rand(1, 2);
        for ($i = 0; $i < $n; $i++) {
            $this->while_busy($cat);
        }
    }

    // ---- state that can't be replayed ----------------------------------------------------------

    private function blk_uservar(): void
    {
        $n = $this->rand(2, 4);
        for ($i = 0; $i < $n; $i++) {
            $k = ++$this->k;
            switch ($this->rand(1, 7)) {
                case 1:
                    $this->emit('q', "SET @v = $k", 'uservar', ['wu' => ['uv:v']]);
                    break;
                case 2:
                    $this->emit('q', 'SELECT @v := @v + 1 AS v', 'uservar', ['reads' => ['uv:v'], 'wu' => ['uv:v']]);
                    break;
                case 3:
                    $this->emit('q', 'SELECT COUNT(*) INTO @c FROM t1', 'uservar', ['wu' => ['uv:c']]);
                    break;
                case 4:
                    $this->emit('q', "SET @s = 's$k', @i = $k", 'uservar', ['wu' => ['uv:s']]);
                    break;
                case 5:
                    $this->emit('q', 'SET @x = LAST_INSERT_ID()', 'uservar', ['reads' => ['lii'], 'wu' => ['uv:x']]);
                    break;
                default:
                    $this->emit('q', $this->pick(['SELECT @v, @c', 'SELECT @s, @i', 'SELECT @x, @v', 'SELECT @n, @dn, @dm']), 'uservar',
                        ['reads' => ['uv:v', 'uv:c', 'uv:s', 'uv:x', 'uv:n', 'uv:dn']]);
            }
        }
    }

    private function blk_temp(): void
    {
        $m = &$this->m;
        $name = 'tmp' . $this->hid . '_' . $this->rand(1, 2);
        $key = "tmp:$name";
        $this->emit('q', "CREATE TEMPORARY TABLE $name (id INT AUTO_INCREMENT PRIMARY KEY, v VARCHAR(20))", 'temp',
            ['reads' => [$key], 'wu' => [$key]]);
        $n = $this->rand(1, 4);
        for ($i = 0; $i < $n; $i++) {
            $k = ++$this->k;
            switch ($this->rand(1, 3)) {
                case 1:
                    $this->emit('q', "INSERT INTO $name (v) VALUES ('t$k'), ('u$k')", 'temp', ['reads' => [$key], 'wu' => [$key], 'wr' => ['lii']]);
                    break;
                case 2:
                    $this->emit('q', "SELECT id, v FROM $name ORDER BY id", 'temp', ['reads' => [$key]]);
                    break;
                case 3:
                    $this->emit('q', "SELECT COUNT(*), LAST_INSERT_ID() FROM $name", 'temp', ['reads' => [$key, 'lii']]);
                    break;
            }
        }
        if ($this->chance(70)) {
            $this->emit('q', "DROP TEMPORARY TABLE $name", 'temp', ['reads' => [$key], 'wr' => [$key]]);
        }
    }

    private function blk_lock(): void
    {
        $name = "{$this->prefix}_{$this->hid}_e{$this->m['e']}_L" . $this->rand(1, 2);
        $key = "lock:$name";
        // (reads the key: in transaction mode an earlier GET_LOCK's connection may still be
        // being reset, holding the lock, when this one runs)
        $this->emit('q', "SELECT GET_LOCK('$name', 0) AS g", 'lock', ['reads' => [$key], 'upd' => [$key]]);
        $n = $this->rand(1, 3);
        for ($i = 0; $i < $n; $i++) {
            switch ($this->rand(1, 3)) {
                case 1:
                case 2:
                    $this->emit('q', "SELECT IS_USED_LOCK('$name') = CONNECTION_ID() AS mine, IS_FREE_LOCK('$name') AS free", 'lock',
                        ['reads' => [$key]]);
                    break;
                case 3:
                    $this->emit('q', "SELECT GET_LOCK('$name', 0) AS again", 'lock', ['reads' => [$key], 'upd' => [$key]]);
                    break;
            }
        }
        if ($this->chance(70)) {
            $this->emit('q', "SELECT RELEASE_LOCK('$name') AS r", 'lock', ['reads' => [$key], 'wu' => [$key]]);
        }
        if ($this->chance(20)) {
            $this->emit('q', 'SELECT RELEASE_ALL_LOCKS() AS n', 'lock', ['reads' => array_keys(array_filter($this->m['valid'] + [$key => true],
                fn($k) => str_starts_with($k, 'lock:'), ARRAY_FILTER_USE_KEY))]);
        }
    }

    private function blk_seq(): void
    {
        $seq = '`' . $this->sa() . '`.seq' . $this->rand(1, 2);
        $key = "seq:$seq";
        if (!isset($this->seqs[$seq]) || ($this->chance(30) && !$this->m['txn'])) {
            if ($this->m['txn']) {
                return;  // DDL would commit the transaction
            }
            $this->seqs[$seq] = true;
            $this->emit('q', "CREATE OR REPLACE SEQUENCE $seq START WITH 100 INCREMENT BY " . $this->rand(1, 5), 'seq', ['wu' => [$key]]);
        }
        $n = $this->rand(1, 4);
        for ($i = 0; $i < $n; $i++) {
            switch ($this->rand(1, 5)) {
                case 1:
                    $this->emit('q', "SELECT NEXTVAL($seq) AS nv", 'seq', ['wu' => [$key]]);
                    break;
                case 2:
                    $this->emit('q', "SELECT NEXT VALUE FOR $seq AS nv", 'seq', ['wu' => [$key]]);
                    break;
                case 3:
                    $this->emit('q', "SELECT LASTVAL($seq) AS lv", 'seq', ['reads' => [$key]]);
                    break;
                case 4:
                    $this->emit('q', "SELECT PREVIOUS VALUE FOR $seq AS pv", 'seq', ['reads' => [$key]]);
                    break;
                case 5:
                    $this->emit('q', "SELECT NEXTVAL($seq) AS nv, LASTVAL($seq) AS lv", 'seq', ['wu' => [$key]]);
                    break;
            }
        }
    }

    private function blk_calcfound(): void
    {
        $this->emit('q', $this->pick(['SELECT SQL_CALC_FOUND_ROWS id FROM t1 ORDER BY id LIMIT 1',
            'SELECT SQL_CALC_FOUND_ROWS v FROM t2 LIMIT 0']), 'calcfound', ['wu' => ['fr']]);
        $this->emit('q', 'SELECT FOUND_ROWS()', 'calcfound', ['reads' => ['fr']]);
    }

    private function blk_lii_expr(): void
    {
        $k = ++$this->k;
        $this->emit('q', $this->pick(["SELECT LAST_INSERT_ID($k) AS x", "UPDATE t1 SET n = LAST_INSERT_ID(n + $k) WHERE id = 1"]),
            'lii_expr', ['wu' => ['lii']]);
        $this->emit('q', $this->pick(['SELECT LAST_INSERT_ID()', 'SELECT @@identity, LAST_INSERT_ID()']), 'lii_expr', ['reads' => ['lii']]);
    }

    // ---- transactions --------------------------------------------------------------------------

    private function begin(string $cat): void
    {
        $this->m['txn'] = true;
        $this->m['next_level'] = null;
        $this->m['next_ro'] = false;
        [$k, $sql] = $this->pick([['q', 'BEGIN'], ['q', 'START TRANSACTION'], ['api', 'beginTransaction'], ['api', 'beginTransaction'],
            ['q', 'BEGIN WORK'], ['q', 'START TRANSACTION READ WRITE']]);
        if ($this->m['ac0'] && $k === 'api') {
            [$k, $sql] = ['q', 'BEGIN'];
        }
        $this->emit($k, $sql, $cat, ['reads' => ['txnext'], 'wr' => ['txnext']]);
    }

    private function end_txn(string $cat = 'txn'): void
    {
        $this->m['txn'] = false;
        [$k, $sql] = $this->pick([['q', 'COMMIT'], ['q', 'ROLLBACK'], ['api', 'commit'], ['api', 'rollBack'], ['q', 'COMMIT WORK']]);
        $this->emit($k, $sql, $cat);
    }

    private function inner_blocks(): void
    {
        $n = $this->rand(1, 3);
        for ($i = 0; $i < $n; $i++) {
            $b = $this->pick(['autoinc', 'autoinc', 'uservar', 'temp', 'lock', 'observe', 'diag', 'quote', 'prep', 'seq', 'calcfound',
                'lii_expr', 'savepoint', 'multi', 'sprep', 'sprep', 'types', 'unbuf', 'rowsets']);
            if ($b === 'savepoint') {
                $k = ++$this->k;
                $this->emit('q', 'SAVEPOINT sp1', 'txn.savepoint');
                $this->emit('q', "INSERT INTO t1 (v) VALUES ('sp$k')", 'txn.savepoint', ['wr' => ['lii']]);
                $this->emit('q', $this->pick(['ROLLBACK TO SAVEPOINT sp1', 'ROLLBACK TO sp1', 'RELEASE SAVEPOINT sp1']), 'txn.savepoint');
                $this->emit('q', "SELECT COUNT(*) FROM t1 WHERE v = 'sp$k'", 'txn.savepoint', ['wr' => ['fr']]);
            } else {
                $this->block($b);
            }
        }
    }

    private function blk_txn(): void
    {
        if ($this->m['ac0']) {
            return;
        }
        $this->begin('txn');
        $this->inner_blocks();
        if ($this->chance(10)) {
            // a PDO API call that does not fit the transaction state
            $this->emit('api', 'beginTransaction', 'txn.api_misuse');
        }
        $this->end_txn();
        if ($this->chance(10)) {
            $this->emit('api', $this->pick(['commit', 'rollBack']), 'txn.api_misuse');
        }
        if ($this->chance(30)) {
            $this->emit('q', 'SELECT COUNT(*) FROM t1', 'txn', ['wr' => ['fr']]);
        }
    }

    private function blk_ac0(): void
    {
        if ($this->m['txn'] || $this->m['ac0']) {
            return;
        }
        $this->m['ac0'] = true;
        $this->emit('q', $this->pick(['SET autocommit = 0', 'SET @@autocommit = 0', 'SET SESSION autocommit = OFF']), 'ac0');
        $rounds = $this->rand(1, 2);
        for ($i = 0; $i < $rounds; $i++) {
            $this->inner_blocks();
            $this->emit('q', $this->pick(['COMMIT', 'ROLLBACK']), 'ac0');
        }
        if ($this->chance(70)) {
            $this->m['ac0'] = false;
            $this->emit('q', $this->pick(['SET autocommit = 1', 'SET @@autocommit = 1', 'SET SESSION autocommit = ON']), 'ac0');
        }
    }

    private function blk_settx(): void
    {
        $m = &$this->m;
        if ($m['txn']) {
            // not allowed inside a transaction: an error both ways
            $this->emit('q', 'SET TRANSACTION ISOLATION LEVEL READ COMMITTED', 'settx.in_txn');
            return;
        }
        $level = $this->pick(['READ COMMITTED', 'READ UNCOMMITTED', 'REPEATABLE READ', 'SERIALIZABLE', null]);
        $ro = $this->chance(30);
        $sets = [];
        if ($level !== null) {
            $sets[] = "ISOLATION LEVEL $level";
        }
        if ($ro || !$sets) {
            $sets[] = 'READ ONLY';
            $ro = true;
        }
        $this->emit('q', 'SET TRANSACTION ' . implode(', ', $sets), 'settx', ['wu' => ['txnext']]);
        $effective = $level ?? $m['level'];
        if ($m['ac0']) {
            $this->emit('q', 'BEGIN', 'settx', ['reads' => ['txnext'], 'wr' => ['txnext']]);
            $m['txn'] = true;
        } else {
            $this->begin('settx');
        }
        $this->emit('q', 'SELECT @@tx_isolation', 'settx');
        $t1 = '`' . $this->sa() . '`.t1';
        if ($ro) {
            $k = ++$this->k;
            $this->emit('q', "INSERT INTO $t1 (v) VALUES ('ro$k')", 'settx.read_only', ['reads' => ['txnext']]);
        }
        if ($effective !== 'SERIALIZABLE') {
            // what the isolation level changes: a row another connection commits meanwhile
            $k = ++$this->k;
            $this->emit('q', "SELECT COUNT(*) AS n FROM $t1", 'settx.isolation', ['reads' => ['txnext']]);
            $this->emit('side', "INSERT INTO $t1 (v) VALUES ('side$k')", 'settx.isolation');
            $this->emit('q', "SELECT COUNT(*) AS n FROM $t1", 'settx.isolation', ['reads' => ['txnext']]);
        }
        if ($m['ac0']) {
            $m['txn'] = false;
            $this->emit('q', $this->pick(['COMMIT', 'ROLLBACK']), 'settx');
        } else {
            $this->end_txn('settx');
        }
    }
}
