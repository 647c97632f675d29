<?php
/*
 * The oracle's workload: case families and the seeded generator of requests.
 *
 * A request is one `new PDO('mysqlpool:…')`, its statements, and the handle destroyed. Each
 * request carries exactly one case family (the adversarial statements, labelled) among a
 * baseline and harmless statements, so that a difference names the family that made it.
 *
 * Statement kinds:
 *   base     a baseline setting with one of the FIXED allowed values (OracleGen::VARIANTS); the
 *            pool may legitimately keep it on the connection for handles with the same baseline
 *   setting  a plain `SET SESSION x = v` that the pool may take into the baseline too (profiling,
 *            optimizer_trace): the probe replays it, so only what it leaves behind (history) counts
 *   case     the family's statements: session state that must never reach another request
 *   harmless reads and writes of the request's own rows
 * Adversarial values (time_zone '+07:00', sql_mode PIPES_AS_CONCAT,…, gbk/latin1, database
 * oracle_x, SERIALIZABLE, group_concat_max_len 77) appear only in `case` statements, never in a
 * plain setting: an idle connection may show a baseline value, never one of these.
 */

declare(strict_types=1);

final class OracleGen
{
    /** Baseline variants: fixed sequences of plain settings with the allowed values. */
    public const VARIANTS = [
        'B0' => [],
        'B1' => ["SET time_zone = '+01:00'"],
        'B2' => ["SET NAMES utf8mb4 COLLATE utf8mb4_unicode_ci", "SET SESSION sql_mode = 'TRADITIONAL'"],
        'B3' => ["USE oracle_b", "SET time_zone = '+01:00'"],
        'B4' => ["SET sql_mode = 'STRICT_TRANS_TABLES,NO_ENGINE_SUBSTITUTION,ONLY_FULL_GROUP_BY'", "USE `oracle_b`",
                 "SET NAMES utf8mb3"],
        'B5' => ["SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED", "SET time_zone = '+01:00'",
                 "SET SESSION group_concat_max_len = 4096"],
        // WordPress's setup on every request (through set_charset() in a mysqli request)
        'B6' => ["SET NAMES utf8mb4", "SET NAMES 'utf8mb4' COLLATE 'utf8mb4_unicode_520_ci'",
                 "SET SESSION sql_mode='ERROR_FOR_DIVISION_BY_ZERO,NO_AUTO_CREATE_USER,NO_ENGINE_SUBSTITUTION'"],
    ];

    /** Names the workload uses, so that the observer and the probe can look for them. */
    public const LOCK_NAMES = ['oracle_lk_1', 'oracle_lk_2', 'oracle_lk_3', 'oracle_lk_4', 'oracle_lk_f', 'oracle_lk_p',
        'oracle_lk_trig', 'oracle_lk_q'];
    public const TEMP_TABLES = ['ot_1', 'ot_2', 'ot_3', 'ot_4', 'ot_f', 'ot_p', 'ot_r', 'ot_s'];
    /** The sequence of every database of DATABASES (the probe reads its last value in each). */
    public const SEQUENCE = 'oracle_s';
    /**
     * Values the workload gives LAST_INSERT_ID(n) explicitly: no insert of the run reaches them,
     * so the session's LAST_INSERT_ID at one of them is that statement's, never an insert's.
     */
    public const LID_MARK = 900000000;
    /** The file LOAD DATA [LOCAL] INFILE reads (main.php writes it in the run's directory). */
    public static string $infile = '/tmp/oracle-infile.tsv';
    public const INFILE_ROWS = "1\t10\n2\t20\n";
    public const DATABASES = ['oracle_a', 'oracle_b', 'oracle_x'];
    public const ALLOWED_DATABASES = ['oracle_a', 'oracle_b'];

    private const SST = 'SET STATEMENT max_statement_time=10 FOR ';
    private const ADV_TZ = "'+07:00'";
    private const ADV_MODE = "'PIPES_AS_CONCAT,ALLOW_INVALID_DATES'";
    private const ENGINES = ['InnoDB', 'MEMORY', 'Aria', 'MyISAM'];

    /**
     * The case families: label => [statements (kind 'case' unless given), options].
     * A statement is a string or ['sql' => …, 'kind' => …, 'params' => […], 'bin' => bool].
     * Options: 'gap' => true (a known gap: run only with --known-gaps, not counted), 'pair' =>
     * false (never in a round of two requests), 'bin' => true (the request uses the binary
     * protocol: ATTR_EMULATE_PREPARES => false, every statement prepared and executed).
     */
    public static function families(): array
    {
        $f = [];
        $sst = self::SST;
        $tz = self::ADV_TZ;
        $mode = self::ADV_MODE;
        // -- plain statements
        $f['plain.user_var'] = [["SET @ov_plain = 1"]];
        $f['plain.select_assign'] = [["SELECT @ov_assign := 2"]];
        $f['plain.select_into'] = [["SELECT 3 INTO @ov_into"]];
        $f['plain.temp_table'] = [["CREATE TEMPORARY TABLE ot_1 (a INT) ENGINE={engine}", "INSERT INTO ot_1 VALUES (1)"]];
        $f['plain.prepare'] = [["PREPARE ops_1 FROM 'SELECT 1'"]];
        $f['plain.get_lock'] = [["SELECT GET_LOCK('oracle_lk_1', 0)"]];
        $f['plain.lock_tables'] = [["LOCK TABLES oracle_t READ", "SELECT COUNT(*) FROM oracle_t"]];
        $f['plain.handler'] = [["HANDLER oracle_t OPEN", "HANDLER oracle_t READ FIRST"]];
        $f['plain.ftwrl'] = [["FLUSH TABLES WITH READ LOCK"], ['pair' => false]];
        $f['plain.flush_table_read_lock'] = [["FLUSH TABLES oracle_t WITH READ LOCK"], ['pair' => false]];
        $f['plain.backup_stage'] = [["BACKUP STAGE START"], ['pair' => false]];
        $f['plain.backup_lock'] = [["BACKUP LOCK oracle_t"], ['pair' => false]];
        $f['plain.begin'] = [["BEGIN", "INSERT INTO oracle_w (a) VALUES ({k})"]];
        $f['plain.snapshot'] = [["START TRANSACTION WITH CONSISTENT SNAPSHOT", "SELECT COUNT(*) FROM oracle_t"]];
        $f['plain.autocommit_off'] = [["SET autocommit = 0", "INSERT INTO oracle_w (a) VALUES ({k})"]];
        $f['plain.xa'] = [["XA START 'oxa_{k}'", "INSERT INTO oracle_w (a) VALUES ({k})"]];
        $f['plain.next_trx_isolation'] = [["SET TRANSACTION ISOLATION LEVEL SERIALIZABLE"]];
        $f['plain.next_trx_read_only'] = [["SET TRANSACTION READ ONLY"]];
        $f['plain.profiling'] = [[['sql' => "SET profiling = 1", 'kind' => 'setting'], "SELECT a FROM oracle_t WHERE a = 1"],
            ['pair' => false]];
        $f['plain.optimizer_trace'] = [[['sql' => "SET optimizer_trace = 'enabled=on'", 'kind' => 'setting'],
            "SELECT v FROM oracle_t WHERE a = 2"], ['pair' => false]];
        // -- SET STATEMENT … FOR <each>
        $f['sst.user_var'] = [["{$sst}SET @ov_sst = 1"]];
        $f['sst.select_into'] = [["{$sst}SELECT 4 INTO @ov_sst_into"]];
        $f['sst.time_zone'] = [["{$sst}SET time_zone = $tz"]];
        $f['sst.sql_mode'] = [["{$sst}SET sql_mode = $mode"]];
        $f['sst.names'] = [["{$sst}SET NAMES gbk"]];
        $f['sst.isolation'] = [["{$sst}SET SESSION TRANSACTION ISOLATION LEVEL SERIALIZABLE"]];
        $f['sst.session_var'] = [["{$sst}SET SESSION group_concat_max_len = 77"]];
        $f['sst.use'] = [["{$sst}USE oracle_x"]];
        $f['sst.temp_table'] = [["{$sst}CREATE TEMPORARY TABLE ot_2 (a INT) ENGINE={engine}"]];
        $f['sst.prepare'] = [["{$sst}PREPARE ops_2 FROM 'SELECT 2'"]];
        $f['sst.get_lock'] = [["{$sst}SELECT GET_LOCK('oracle_lk_2', 0)"]];
        $f['sst.ftwrl'] = [["{$sst}FLUSH TABLES WITH READ LOCK"], ['pair' => false]];
        $f['sst.profiling'] = [["{$sst}SET profiling = 1", "SELECT a FROM oracle_t WHERE a = 3"], ['pair' => false]];
        $f['sst.optimizer_trace'] = [["{$sst}SET optimizer_trace = 'enabled=on'", "SELECT v FROM oracle_t WHERE a = 3"],
            ['pair' => false]];
        $f['sst.begin'] = [["{$sst}BEGIN", "INSERT INTO oracle_w (a) VALUES ({k})"]];
        $f['sst.lock_tables'] = [["{$sst}LOCK TABLES oracle_t READ"]];
        $f['sst.handler'] = [["{$sst}HANDLER oracle_t OPEN"]];
        // -- stored functions called from a SELECT (and other statements)
        $f['func.user_var'] = [["SELECT f_user_var()"]];
        $f['func.user_var_in_where'] = [["SELECT a FROM oracle_t WHERE a = f_user_var()"]];
        $f['func.user_var_in_insert'] = [["INSERT INTO oracle_w (a) VALUES (f_user_var())"]];
        $f['func.user_var_do'] = [["DO f_user_var()"]];
        $f['func.time_zone'] = [["SELECT f_time_zone()"]];
        $f['func.time_zone_qualified'] = [["SELECT `oracle_a`.`f_time_zone`()"]];
        $f['func.isolation'] = [["SELECT f_isolation()"]];
        $f['func.session_var'] = [["SELECT f_session_var()"]];
        $f['func.get_lock'] = [["SELECT f_get_lock()"]];
        $f['func.select_into'] = [["SELECT f_select_into()"]];
        $f['func.temp_table'] = [["SELECT f_temp_table()"]];
        // -- stored procedures via CALL
        $f['proc.user_var'] = [["CALL p_user_var()"]];
        $f['proc.select_into'] = [["CALL p_select_into()"]];
        $f['proc.time_zone'] = [["CALL p_time_zone()"]];
        $f['proc.get_lock'] = [["CALL p_get_lock()"]];
        $f['proc.temp_table'] = [["CALL p_temp_table()"]];
        $f['proc.prepare'] = [["CALL p_prepare()"]];
        $f['proc.begin'] = [["CALL p_begin({k})"]];
        $f['proc.profiling'] = [["CALL p_profiling()"], ['pair' => false]];
        $f['proc.optimizer_trace'] = [["CALL p_optimizer_trace()"], ['pair' => false]];
        $f['proc.ftwrl'] = [["CALL p_ftwrl()"], ['pair' => false]];
        // -- triggers
        $f['trigger.user_var'] = [["INSERT INTO oracle_trg_var (a) VALUES ({k})"]];
        $f['trigger.time_zone'] = [["INSERT INTO oracle_trg_tz (a) VALUES ({k})"]];
        $f['trigger.get_lock'] = [["INSERT INTO oracle_trg_lock (a) VALUES ({k})"], ['gap' => true]];
        $f['trigger.select_into'] = [["INSERT INTO oracle_trg_into (a) VALUES ({k})"], ['gap' => true]];
        // -- quoted, commented, executable-comment names
        $f['quoted.get_lock_backtick'] = [["SELECT `GET_LOCK`('oracle_lk_3', 0)"]];
        $f['quoted.get_lock_comment'] = [["SELECT GET_LOCK/**/('oracle_lk_3', 0)"]];
        $f['quoted.get_lock_spaced_comment'] = [["SELECT GET_LOCK /* x */ ('oracle_lk_3', 0)"]];
        $f['quoted.get_lock_lower'] = [["select get_lock('oracle_lk_3', 0)"]];
        $f['quoted.get_lock_exec_comment'] = [["SELECT /*! GET_LOCK('oracle_lk_3', 0) */"]];
        $f['quoted.get_lock_versioned_comment'] = [["SELECT /*!50000 GET_LOCK('oracle_lk_3', 0) */"]];
        $f['quoted.get_lock_do'] = [["DO GET_LOCK('oracle_lk_3', 0)"]];
        $f['quoted.get_lock_subquery'] = [["SELECT (SELECT GET_LOCK('oracle_lk_3', 0)) AS g"]];
        $f['quoted.user_var_backtick'] = [["SET @`ov_bq` = 5"]];
        $f['quoted.user_var_exec_comment'] = [["/*!SET @ov_ec = 6*/"]];
        $f['quoted.user_var_versioned_comment'] = [["/*!100000 SET @ov_vc = 7 */"]];
        $f['quoted.temp_table_exec_comment'] = [["/*!CREATE TEMPORARY TABLE ot_3 (a INT) ENGINE={engine}*/"]];
        $f['quoted.temp_table_leading_comment'] = [["/* c */ CREATE /* d */ TEMPORARY TABLE ot_3 (a INT)"]];
        $f['quoted.prepare_leading_comment'] = [["-- c\nPREPARE ops_3 FROM 'SELECT 3'"]];
        $f['quoted.func_backtick'] = [["SELECT `f_user_var`()"]];
        $f['quoted.sst_lowercase'] = [["set statement max_statement_time=10 for set @ov_sstl = 1"]];
        // -- several statements in one text
        $f['multi.user_var'] = [["SELECT 1; SET @ov_multi = 1"]];
        $f['multi.temp_table'] = [["SELECT 1; CREATE TEMPORARY TABLE ot_4 (a INT)"]];
        $f['multi.get_lock'] = [["DO 1; SELECT GET_LOCK('oracle_lk_4', 0)"]];
        $f['multi.prepare'] = [["SELECT 1; PREPARE ops_4 FROM 'SELECT 4'"]];
        $f['multi.sst_time_zone'] = [["SELECT 1; {$sst}SET time_zone = $tz"]];
        $f['multi.func_time_zone'] = [["SELECT 1; SELECT f_time_zone()"]];
        $f['multi.call'] = [["SELECT 1; CALL p_user_var()"]];
        $f['multi.ftwrl'] = [["SELECT 1; FLUSH TABLES WITH READ LOCK"], ['pair' => false]];
        $f['multi.begin'] = [["SELECT 1; BEGIN; INSERT INTO oracle_w (a) VALUES ({k})"]];
        // -- statements that fail (after changing state, or alone)
        $f['fail.func_signal'] = [["SELECT f_fail()"]];
        $f['fail.proc_signal'] = [["CALL p_fail()"]];
        $f['fail.multi_second'] = [["SET @ov_fm = 1; SELECT no_such_col FROM oracle_t"]];
        $f['fail.multi_temp_table'] = [["CREATE TEMPORARY TABLE ot_4 (a INT); SELECT * FROM no_such_table"]];
        $f['fail.get_lock_runtime_error'] = [["SELECT GET_LOCK('oracle_lk_4', 0) + (SELECT a FROM oracle_t WHERE a < 3)"]];
        $f['fail.sst_time_zone_then_error'] = [["{$sst}SET time_zone = $tz, @@no_such_variable = 1"]];
        $f['fail.syntax'] = [["SELEC 1"]];
        $f['fail.bad_setting'] = [["SET time_zone = 'not/a/zone'"]];
        $f['fail.duplicate_in_trx'] = [["BEGIN", "INSERT INTO oracle_w (id, a) VALUES (1, 0)"]];
        // -- the binary protocol (ATTR_EMULATE_PREPARES => false): prepared and executed
        $bin = ['bin' => true];
        $f['bin.user_var'] = [["SET @ov_bin = 1"], $bin];
        $f['bin.user_var_param'] = [[['sql' => "SET @ov_binp = ?", 'params' => [7]]], $bin];
        $f['bin.select_into_param'] = [[['sql' => "SELECT ? INTO @ov_bini", 'params' => [8]]], $bin];
        $f['bin.get_lock'] = [["SELECT GET_LOCK('oracle_lk_1', 0)"], $bin];
        $f['bin.get_lock_param'] = [[['sql' => "SELECT GET_LOCK(?, 0)", 'params' => ['oracle_lk_1']]], $bin];
        $f['bin.get_lock_backtick'] = [["SELECT `GET_LOCK`('oracle_lk_1', 0)"], $bin];
        $f['bin.temp_table'] = [["CREATE TEMPORARY TABLE ot_1 (a INT) ENGINE={engine}"], $bin];
        $f['bin.prepare'] = [["PREPARE ops_1 FROM 'SELECT 1'"], $bin];
        $f['bin.func_user_var'] = [["SELECT f_user_var()"], $bin];
        $f['bin.func_time_zone'] = [["SELECT f_time_zone()"], $bin];
        $f['bin.func_param'] = [[['sql' => "SELECT f_user_var() + ?", 'params' => [1]]], $bin];
        $f['bin.call'] = [["CALL p_user_var()"], $bin];
        $f['bin.sst_user_var'] = [["{$sst}SET @ov_bsst = 1"], $bin];
        $f['bin.sst_time_zone'] = [["{$sst}SET time_zone = $tz"], $bin];
        $f['bin.sst_use'] = [["{$sst}USE oracle_x"], $bin];
        $f['bin.trigger'] = [[['sql' => "INSERT INTO oracle_trg_var (a) VALUES (?)", 'params' => [3]]], $bin];
        $f['bin.begin'] = [["BEGIN", "INSERT INTO oracle_w (a) VALUES ({k})"], $bin];
        $f['bin.ftwrl'] = [["FLUSH TABLES WITH READ LOCK"], ['bin' => true, 'pair' => false]];
        $f['bin.lock_tables'] = [["LOCK TABLES oracle_t READ"], $bin];
        $f['bin.profiling'] = [[['sql' => "SET profiling = 1", 'kind' => 'setting'], "SELECT a FROM oracle_t WHERE a = 1"],
            ['bin' => true, 'pair' => false]];
        // -- SQL_CALC_FOUND_ROWS + FOUND_ROWS() (WordPress's front page): the answer is checked
        $f['found_rows.plain'] = [["SELECT SQL_CALC_FOUND_ROWS a FROM oracle_t ORDER BY a LIMIT 2",
            ['sql' => "SELECT FOUND_ROWS()", 'expect' => '5']], ['none' => true]];
        $f['found_rows.after_user_var'] = [["SET @ov_fr = 1", "SELECT SQL_CALC_FOUND_ROWS a FROM oracle_t LIMIT 3",
            ['sql' => "SELECT FOUND_ROWS()", 'expect' => '5']]];
        // -- controls: nothing may remain (false positives of the harness would show here)
        $f['control.harmless'] = [["SELECT 1"]];
        $f['control.released'] = [["SELECT GET_LOCK('oracle_lk_1', 0)", "SELECT RELEASE_LOCK('oracle_lk_1')",
            "SET @ov_ctl = NULL", "CREATE TEMPORARY TABLE ot_1 (a INT)", "DROP TEMPORARY TABLE ot_1",
            "PREPARE ops_1 FROM 'SELECT 1'", "DEALLOCATE PREPARE ops_1", "LOCK TABLES oracle_t READ", "UNLOCK TABLES",
            "BEGIN", "INSERT INTO oracle_w (a) VALUES ({k})", "COMMIT"]];
        $f['control.committed'] = [["START TRANSACTION", "INSERT INTO oracle_w (a) VALUES ({k})", "COMMIT"]];
        return $f + self::families_issue33() + self::families_mysqli();
    }

    /**
     * Issue 36's: what mysqlpool's mysqli front-end (mysqlpool.serve_mysqli=1) does with a
     * session, in requests that always go through mysqli (option 'front' => 'mysqli'): a charset
     * and a database set by the API (set_charset, select_db: they must join the handle's
     * baseline, never bypass it), real_escape_string in a multi-byte charset, MYSQLI_INIT_COMMAND,
     * SQL_CALC_FOUND_ROWS + FOUND_ROWS() (the answer is checked: 'expect'), an unbuffered result
     * left half read when the handle ends, a handle closed and another opened in the same request
     * (the first one's state must not reach it), and state left by a handle that the request
     * end (not close()) gives back. A statement's 'op' says how the worker runs it (its 'sql' is
     * what the front-end sends, for the self-test and the probe); 'end' forces how the handle ends.
     */
    private static function families_mysqli(): array
    {
        $f = [];
        $my = fn(array $o = []) => ['front' => 'mysqli'] + $o;
        $none = $my(['none' => true]);
        $charset = fn(string $cs, string $kind = 'case') => ['sql' => "SET NAMES $cs", 'op' => 'set_charset', 'arg' => $cs,
            'kind' => $kind];
        $f['mysqli.set_charset'] = [[$charset('gbk')], $my()];
        $f['mysqli.set_charset_latin1'] = [[$charset('latin1'), "SELECT v FROM oracle_t WHERE a = 1"], $my()];
        // an allowed database, so that only the probe (not the look from outside) can tell
        $f['mysqli.select_db'] = [[['sql' => "USE `oracle_b`", 'op' => 'select_db', 'arg' => 'oracle_b']], $my()];
        $f['mysqli.select_db_then_user_var'] = [[['sql' => "USE `oracle_b`", 'op' => 'select_db', 'arg' => 'oracle_b'],
            "SET @ov_mdb = 1"], $my()];
        // real_escape_string's output is checked against 'esc_expect' (the 'sql' has it filled in)
        $f['mysqli.escape_assign'] = [[['tpl' => "SELECT '{esc}', @ov_mesc := 1", 'esc' => "O'Brien\\",
            'esc_expect' => "O\\'Brien\\\\"]], $my()];
        $f['mysqli.escape_gbk_assign'] = [[$charset('gbk', 'setting'), ['tpl' => "SELECT '{esc}', @ov_mgbk := 1 -- '",
            'esc' => "\xbf\x5c", 'esc_expect' => "\xbf\x5c"]], $my()];
        $f['mysqli.init_command'] = [[['sql' => "SET @ov_minit = 1", 'op' => 'init_command']], $my()];
        $f['mysqli.found_rows_unbuffered'] = [[['sql' => "SELECT SQL_CALC_FOUND_ROWS a FROM oracle_t WHERE a > 1 LIMIT 1",
            'mode' => 'use'], ['sql' => "SELECT FOUND_ROWS()", 'expect' => '4']], $none];
        $f['mysqli.unbuffered_left'] = [[['sql' => "SELECT a, v FROM oracle_t ORDER BY a", 'mode' => 'use', 'fetch' => 1]],
            $my(['none' => true, 'last' => true])];
        $f['mysqli.unbuffered_left_user_var'] = [["SET @ov_mub = 1", ['sql' => "SELECT a, v FROM oracle_t ORDER BY a",
            'mode' => 'use', 'fetch' => 2]], $my(['last' => true])];
        $f['mysqli.reconnect'] = [["SET @ov_mrc = 1", "CREATE TEMPORARY TABLE ot_1 (a INT)", ['sql' => "DO 0 /* mysqli: close(), then a new handle */", 'op' => 'reconnect'],
            ['sql' => "SELECT @ov_mrc IS NULL", 'expect' => '1']], $none];
        $f['mysqli.request_end_user_var'] = [["SET @ov_mre = 1"], $my(['end' => 'request_end'])];
        $f['mysqli.request_end_begin'] = [["BEGIN", "INSERT INTO oracle_w (a) VALUES ({k})"], $my(['end' => 'request_end'])];
        $f['mysqli.request_end_get_lock'] = [["SELECT GET_LOCK('oracle_lk_2', 0)"], $my(['end' => 'request_end'])];
        $f['mysqli.close_temp_table'] = [["CREATE TEMPORARY TABLE ot_2 (a INT) ENGINE={engine}"], $my(['end' => 'close'])];
        $f['mysqli.close_prepare'] = [["PREPARE ops_2 FROM 'SELECT 2'"], $my(['end' => 'close'])];
        $f['mysqli.unset_time_zone_func'] = [["SELECT f_time_zone()"], $my(['end' => 'unset'])];
        // issue 37's session-changing calls: autocommit(), change_user(), kill() of its own
        // session, a statement sent with MYSQLI_ASYNC and reaped
        $op = fn(string $op, string $sql, array $o = []) => ['sql' => $sql, 'op' => $op] + $o;
        $f['mysqli.autocommit_off'] = [[$op('autocommit', 'SET autocommit = 0', ['arg' => false]),
            "INSERT INTO oracle_w (a) VALUES ({k})"], $my()];
        $f['mysqli.autocommit_off_on'] = [[$op('autocommit', 'SET autocommit = 0', ['arg' => false]),
            "SET @ov_mac = 1", $op('autocommit', 'SET autocommit = 1', ['arg' => true])], $my()];
        $f['mysqli.change_user_then_user_var'] = [[$op('change_user', 'DO 0 /* mysqli: change_user() */'),
            "SET @ov_mcu = 1"], $my()];
        $f['mysqli.user_var_then_change_user'] = [["SET @ov_mcv = 1", $op('change_user', 'DO 0 /* mysqli: change_user() */')],
            $my()];
        $f['mysqli.kill_own'] = [["SET @ov_mko = 1", "CREATE TEMPORARY TABLE ot_3 (a INT)",
            $op('kill', 'DO 0 /* mysqli: kill(thread_id) */')], $my(['none' => true, 'end' => 'close'])];
        $f['mysqli.async_user_var'] = [[$op('async', "SET @ov_mas = 1")], $my()];
        $f['mysqli.async_temp_table'] = [[$op('async', "CREATE TEMPORARY TABLE ot_4 (a INT)")], $my()];
        return $f;
    }

    /**
     * Issue 33's families: what the server does not report, read as the server reads it.
     * Option 'none' => true: the family leaves nothing on a dedicated connection either (it ends
     * what it began, or KILLs a query): a difference there is the pool's, and the self-test's
     * check that every family leaves state skips it. 'infile' => true: the request's handle
     * allows LOCAL INFILE (PDO::MYSQL_ATTR_LOCAL_INFILE).
     */
    private static function families_issue33(): array
    {
        $f = [];
        $none = ['none' => true];
        // CREATE OR REPLACE TEMPORARY TABLE: the server flags no session change for it
        $f['temp.create_or_replace'] = [["CREATE OR REPLACE TEMPORARY TABLE ot_r (a INT) ENGINE={engine}",
            "INSERT INTO ot_r VALUES (1)"]];
        $f['temp.create_or_replace_as_select'] = [["CREATE OR REPLACE TEMPORARY TABLE ot_r ENGINE={engine} AS SELECT a, v FROM oracle_t"]];
        $f['temp.create_or_replace_select'] = [["CREATE OR REPLACE TEMPORARY TABLE ot_s SELECT a FROM oracle_t WHERE a < 3"]];
        $f['temp.create_or_replace_lower'] = [["create or replace temporary table ot_s (a int)"]];
        // LOAD DATA: user variables filled from the file (no flag, no `:=`, no INTO)
        $f['load_data.local_user_var'] = [["LOAD DATA LOCAL INFILE '{infile}' INTO TABLE oracle_ld (a, @ov_ld) SET b = @ov_ld"],
            ['infile' => true]];
        $f['load_data.server_user_var'] = [["LOAD DATA INFILE '{infile}' INTO TABLE oracle_ld (a, @ov_lds) SET b = @ov_lds"]];
        $f['load_data.local_user_var_only'] = [["LOAD DATA LOCAL INFILE '{infile}' INTO TABLE oracle_ld (@ov_ldo, @ov_ldo2)"],
            ['infile' => true]];
        // quotes read as the session reads them: the statement after the setting hides in what
        // a reader of the default quoting takes for a string (or the setting makes "x"(…) a call)
        $aq = ['sql' => "SET SESSION sql_mode = 'ANSI_QUOTES'", 'kind' => 'setting'];
        $nbe = ['sql' => "SET SESSION sql_mode = 'NO_BACKSLASH_ESCAPES'", 'kind' => 'setting'];
        $f['quote.ansi_get_lock'] = [[$aq, "SELECT \"GET_LOCK\"('oracle_lk_q', 0)"]];
        // (a named lock taken in a function: the server reports nothing of it)
        $f['quote.ansi_func'] = [[$aq, "SELECT \"f_get_lock\"()"]];
        // a backslash does not escape in an identifier: the alias ends where a string would go on
        $f['quote.ansi_alias_then_assign'] = [[$aq, 'SELECT 1 AS "a\\", @ov_aq := 1 -- "']];
        $f['quote.nbe_assign'] = [[$nbe, "SELECT 'C:\\', @ov_nbe := 1 -- '"]];
        $f['quote.nbe_into'] = [[$nbe, "SELECT 'C:\\' INTO @ov_nbe_into -- '"]];
        $f['quote.nbe_get_lock'] = [[$nbe, "SELECT 'C:\\', GET_LOCK('oracle_lk_q', 0) -- '"]];
        $f['quote.nbe_call'] = [[$nbe, "SELECT 'C:\\', f_get_lock() -- '"]];
        // a multi-byte character set: a quoted value whose last character ends in 0x5C, as
        // PDO::quote() writes it (gbk 0xBF5C, big5 0xA55C, sjis 0x955C)
        foreach (['gbk' => "\xbf\x5c", 'big5' => "\xa5\x5c", 'sjis' => "\x95\x5c"] as $cs => $ch) {
            $names = ['sql' => "SET NAMES $cs", 'kind' => 'setting'];
            $f["quote.{$cs}_assign"] = [[$names, "SELECT '$ch', @ov_{$cs} := 1 -- '"]];
            $f["quote.{$cs}_into"] = [[$names, "SELECT '$ch' INTO @ov_{$cs}_into -- '"]];
            $f["quote.{$cs}_get_lock"] = [[$names, "SELECT '$ch', GET_LOCK('oracle_lk_q', 0) -- '"]];
            $f["quote.{$cs}_call"] = [[$names, "SELECT '$ch', f_get_lock() -- '"]];
        }
        // sequences: the session's last value of a sequence (PREVIOUS VALUE FOR, LASTVAL())
        $f['seq.column_default'] = [["INSERT INTO oracle_seq_t (a) VALUES ({k})"]];
        $f['seq.next_value_for'] = [["SELECT NEXT VALUE FOR oracle_s"]];
        $f['seq.nextval'] = [["SELECT NEXTVAL(oracle_s)"]];
        $f['seq.nextval_lower'] = [["select nextval(oracle_s)"]];
        $f['seq.column_default_bin'] = [["INSERT INTO oracle_seq_t (a) VALUES ({k})"], ['bin' => true]];
        // LAST_INSERT_ID(n): the value the next request would read where the pool does not prime it
        $lid = self::LID_MARK;
        $f['lid.plain'] = [["SELECT LAST_INSERT_ID(" . ($lid + 1) . ")"]];
        $f['lid.backtick'] = [["SELECT `LAST_INSERT_ID`(" . ($lid + 2) . ")"]];
        $f['lid.comment'] = [["SELECT LAST_INSERT_ID/**/(" . ($lid + 3) . ")"]];
        $f['lid.backtick_update'] = [["UPDATE oracle_w SET a = `LAST_INSERT_ID`(" . ($lid + 4) . ") WHERE id = 1"]];
        // a trigger's SET @v, and then the statement fails (an ERR carries no flag)
        $f['trigger.user_var_then_error'] = [["INSERT INTO oracle_trg_fail (a) VALUES (1), (1)"]];
        $f['trigger.user_var_then_error_bin'] = [["INSERT INTO oracle_trg_fail (a) VALUES (2), (2)"], ['bin' => true]];
        // … and fails with an error the server also gives before running anything (an unknown
        // table or function, met at run time inside the trigger or a view's function)
        $f['trigger.user_var_then_unknown_table'] = [["INSERT INTO oracle_trg_nt (a) VALUES ({k})"]];
        $f['trigger.user_var_then_unknown_function'] = [["INSERT INTO oracle_trg_nf (a) VALUES ({k})"]];
        $f['trigger.user_var_then_unknown_table_bin'] = [["INSERT INTO oracle_trg_nt (a) VALUES ({k})"], ['bin' => true]];
        $f['view.func_user_var_then_unknown_table'] = [["SELECT x FROM oracle_f_vfail_v"]];
        // XA beyond XA START (a prepared XA transaction outlives its session: main.php rolls back
        // the workload's detached ones after every round; they hold nothing: no writes)
        $f['xa.end'] = [["XA START 'oxa_{k}'", "INSERT INTO oracle_w (a) VALUES ({k})", "XA END 'oxa_{k}'"]];
        $f['xa.prepare'] = [["XA START 'oxa_{k}'", "SELECT COUNT(*) FROM oracle_t", "XA END 'oxa_{k}'", "XA PREPARE 'oxa_{k}'"]];
        $f['xa.prepare_recover'] = [["XA START 'oxa_{k}'", "XA END 'oxa_{k}'", "XA PREPARE 'oxa_{k}'", "XA RECOVER"]];
        $f['xa.begin'] = [["XA BEGIN 'oxa_{k}'", "INSERT INTO oracle_w (a) VALUES ({k})"]];
        $f['xa.lowercase'] = [["xa start 'oxa_{k}'", "insert into oracle_w (a) values ({k})"]];
        $f['xa.multi'] = [["SELECT 1; XA START 'oxa_{k}'; INSERT INTO oracle_w (a) VALUES ({k})"]];
        $f['xa.commit_one_phase'] = [["XA START 'oxa_{k}'", "INSERT INTO oracle_w (a) VALUES ({k})", "XA END 'oxa_{k}'",
            "XA COMMIT 'oxa_{k}' ONE PHASE"], $none];
        $f['xa.prepare_commit'] = [["XA START 'oxa_{k}'", "XA END 'oxa_{k}'", "XA PREPARE 'oxa_{k}'", "XA COMMIT 'oxa_{k}'"],
            $none];
        $f['xa.rollback'] = [["XA START 'oxa_{k}'", "INSERT INTO oracle_w (a) VALUES ({k})", "XA END 'oxa_{k}'",
            "XA ROLLBACK 'oxa_{k}'"], $none];
        $f['xa.recover'] = [["XA RECOVER"], $none];
        // HANDLER: open under another name, read on, closed
        $f['handler.alias_read_next'] = [["HANDLER oracle_t OPEN AS oh_1", "HANDLER oh_1 READ `PRIMARY` FIRST",
            "HANDLER oh_1 READ `PRIMARY` NEXT"]];
        $f['handler.lowercase'] = [["handler oracle_t open"]];
        $f['handler.exec_comment'] = [["/*!HANDLER oracle_t OPEN*/"]];
        $f['handler.multi'] = [["SELECT 1; HANDLER oracle_t OPEN AS oh_2"]];
        $f['handler.closed'] = [["HANDLER oracle_t OPEN AS oh_3", "HANDLER oh_3 READ FIRST", "HANDLER oh_3 CLOSE"], $none];
        // KILL QUERY: of the session's own query, of another session of the user (a procedure
        // finds it), of no session
        $f['kill.own_query'] = [["KILL QUERY CONNECTION_ID()"], $none];
        $f['kill.other_query'] = [["CALL p_kill_other()"], $none];
        $f['kill.unknown_thread'] = [["KILL QUERY 999999999"], $none];
        $f['kill.unknown_query_id'] = [["KILL QUERY ID 999999999"], $none];
        return $f;
    }

    /** Objects the families need, made by root before the run (in every database of DATABASES). */
    public static function setup_sql(): array
    {
        $tz = self::ADV_TZ;
        $sql = [];
        foreach (self::DATABASES as $db) {
            $sql[] = "DROP DATABASE IF EXISTS `$db`";
            $sql[] = "CREATE DATABASE `$db` CHARACTER SET utf8mb4";
            $sql[] = "CREATE TABLE `$db`.oracle_t (a INT PRIMARY KEY, v VARCHAR(20)) ENGINE=InnoDB";
            $sql[] = "INSERT INTO `$db`.oracle_t VALUES (1, 'one'), (2, 'two'), (3, 'three'), (4, 'four'), (5, 'five')";
            $sql[] = "CREATE TABLE `$db`.oracle_w (id INT AUTO_INCREMENT PRIMARY KEY, a INT) ENGINE=InnoDB";
            $sql[] = "INSERT INTO `$db`.oracle_w (id, a) VALUES (1, 0)";
            $sql[] = "CREATE SEQUENCE `$db`." . self::SEQUENCE;
            $sql[] = "CREATE TABLE `$db`.oracle_seq_t (a INT, b BIGINT DEFAULT (NEXT VALUE FOR `$db`." . self::SEQUENCE
                . ")) ENGINE=InnoDB";
            $sql[] = "CREATE TABLE `$db`.oracle_ld (a INT, b INT) ENGINE=InnoDB";
            // its trigger sets @v for the first row, then the second row's duplicate key fails the statement
            $sql[] = "CREATE TABLE `$db`.oracle_trg_fail (a INT PRIMARY KEY) ENGINE=InnoDB";
            $sql[] = "CREATE TRIGGER `$db`.oracle_trg_fail_bi BEFORE INSERT ON `$db`.oracle_trg_fail FOR EACH ROW SET @ov_trig_fail = NEW.a";
            // triggers that set @v and then meet an unknown table or function (resolved at run time)
            foreach (['nt' => "INSERT INTO oracle_no_such_table VALUES (1)", 'nf' => "DO oracle_no_such_function()"] as $n => $then) {
                $sql[] = "CREATE TABLE `$db`.oracle_trg_$n (a INT) ENGINE=InnoDB";
                $sql[] = "CREATE TRIGGER `$db`.oracle_trg_{$n}_bi BEFORE INSERT ON `$db`.oracle_trg_$n FOR EACH ROW BEGIN SET @ov_trig_$n = NEW.a; $then; END";
            }
            foreach (['var' => "SET @ov_trig = NEW.a", 'tz' => "SET time_zone = $tz",
                         'lock' => "DO GET_LOCK('oracle_lk_trig', 0)", 'into' => "SELECT NEW.a INTO @ov_trig_into"] as $n => $body) {
                $sql[] = "CREATE TABLE `$db`.oracle_trg_$n (a INT) ENGINE=InnoDB";
                $sql[] = "CREATE TRIGGER `$db`.oracle_trg_{$n}_bi BEFORE INSERT ON `$db`.oracle_trg_$n FOR EACH ROW $body";
            }
            $routines = [
                "FUNCTION f_user_var() RETURNS INT BEGIN SET @ov_func = 1; RETURN 1; END",
                "FUNCTION f_time_zone() RETURNS INT BEGIN SET time_zone = $tz; RETURN 1; END",
                "FUNCTION f_isolation() RETURNS INT BEGIN SET SESSION TRANSACTION ISOLATION LEVEL SERIALIZABLE; RETURN 1; END",
                "FUNCTION f_session_var() RETURNS INT BEGIN SET SESSION group_concat_max_len = 77; RETURN 1; END",
                "FUNCTION f_get_lock() RETURNS INT RETURN GET_LOCK('oracle_lk_f', 0)",
                "FUNCTION f_select_into() RETURNS INT BEGIN SELECT 9 INTO @ov_func_into; RETURN 1; END",
                "FUNCTION f_temp_table() RETURNS INT BEGIN CREATE TEMPORARY TABLE IF NOT EXISTS ot_f (a INT); RETURN 1; END",
                "FUNCTION f_fail() RETURNS INT BEGIN SET @ov_ffail = 1; SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'oracle: planned failure'; RETURN 1; END",
                "PROCEDURE p_user_var() BEGIN SET @ov_proc = 1; END",
                "PROCEDURE p_select_into() BEGIN SELECT 10 INTO @ov_proc_into; END",
                "PROCEDURE p_time_zone() BEGIN SET time_zone = $tz; END",
                "PROCEDURE p_get_lock() BEGIN DO GET_LOCK('oracle_lk_p', 0); END",
                "PROCEDURE p_temp_table() BEGIN CREATE TEMPORARY TABLE IF NOT EXISTS ot_p (a INT); END",
                "PROCEDURE p_prepare() BEGIN PREPARE ops_p FROM 'SELECT 5'; END",
                "PROCEDURE p_begin(k INT) BEGIN START TRANSACTION; INSERT INTO oracle_w (a) VALUES (k); END",
                "PROCEDURE p_profiling() BEGIN SET profiling = 1; END",
                "PROCEDURE p_optimizer_trace() BEGIN SET optimizer_trace = 'enabled=on'; END",
                "PROCEDURE p_ftwrl() BEGIN FLUSH TABLES WITH READ LOCK; END",
                "FUNCTION f_vfail() RETURNS INT BEGIN SET @ov_vfail = 1; INSERT INTO oracle_no_such_table VALUES (1); RETURN 1; END",
                "VIEW oracle_f_vfail_v AS SELECT f_vfail() AS x",
                "PROCEDURE p_kill_other() BEGIN DECLARE i BIGINT; SELECT MIN(ID) INTO i FROM information_schema.PROCESSLIST"
                    . " WHERE USER = SUBSTRING_INDEX(USER(), '@', 1) AND ID <> CONNECTION_ID(); IF i IS NOT NULL THEN KILL QUERY i; END IF; END",
                "PROCEDURE p_fail() BEGIN SET @ov_pfail = 1; SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'oracle: planned failure'; END",
            ];
            foreach ($routines as $r) {
                $sql[] = "USE `$db`";
                $sql[] = "CREATE $r";
            }
        }
        return $sql;
    }

    /**
     * The request's adversarial text: its case statements and the bodies of the routines and
     * triggers they reach (to tell which request of a round of two made a difference).
     */
    public static function case_text(array $req): string
    {
        static $bodies = null;
        if ($bodies === null) {
            $bodies = [];
            foreach (self::setup_sql() as $sql) {
                if (preg_match('/^CREATE (?:FUNCTION|PROCEDURE) (\w+)\(.*?\) (.*)$/s', $sql, $m)
                    || preg_match('/^CREATE TRIGGER \S+ BEFORE INSERT ON `\w+`\.(\w+) FOR EACH ROW (.*)$/s', $sql, $m)) {
                    $bodies[$m[1]] = $m[2];
                }
            }
        }
        $text = '';
        foreach ($req['stmts'] as $s) {
            if ($s['kind'] === 'base' || $s['kind'] === 'harmless') continue;
            $text .= $s['sql'] . "\n";
            foreach ($bodies as $name => $body) {
                if (stripos($s['sql'], $name) !== false) $text .= $body . "\n";
            }
        }
        return $text;
    }

    /** Words of a difference line that its cause's text must contain (case_text()); a list: any of them. */
    public static function markers(string $diff): array
    {
        $m = [];
        preg_match_all('/@`?(\w+)/', $diff, $x);
        $m = array_merge($m, $x[1]);
        preg_match_all('/\b(oracle_lk_\w+|ot_\w|ops_\w|oracle_x|oracle_s)\b/', $diff, $x);
        $m = array_merge($m, $x[1]);
        preg_match_all('/metadata lock TABLE \w+\.(\w+)/', $diff, $x);
        $m = array_merge($m, $x[1]);
        // a table's metadata lock held while idle: only these statements take one for longer
        if ($x[1]) $m[] = ['LOCK TABLES', 'HANDLER', 'BACKUP LOCK', 'FLUSH TABLES oracle_t'];
        preg_match_all('/\w+ = \'([^\']+)\' \(fresh/', $diff, $x);
        foreach ($x[1] as $v) {
            $m[] = match (true) {
                str_starts_with($v, 'gbk') => 'gbk',
                $v === 'SERIALIZABLE' => 'SERIALIZABLE',
                str_contains($v, 'PIPES_AS_CONCAT') => 'PIPES_AS_CONCAT',
                $v === 'enabled=on' => 'optimizer_trace',
                $v === 'ON' => 'profiling',
                default => $v,
            };
        }
        foreach (['BACKUP_FTWRL' => 'FLUSH TABLES WITH READ LOCK', 'BACKUP_BLOCK_DDL' => 'BACKUP STAGE',
                     'SHARED_HIGH_PRIO' => 'BACKUP LOCK', 'profiling_history' => 'profiling',
                     'optimizer_trace:' => 'optimizer_trace', 'READ ONLY' => 'READ ONLY',
                     'last_insert_id:' => 'LAST_INSERT_ID', 'XA' => 'XA', 'oh_' => 'HANDLER'] as $k => $v) {
            if (str_contains($diff, $k)) $m[] = $v;
        }
        return array_values(array_unique($m, SORT_REGULAR));
    }

    private const HARMLESS = [
        "SELECT 1",
        "SELECT a, v FROM oracle_t WHERE a = {k5}",
        "SELECT COUNT(*) FROM oracle_t",
        "INSERT INTO oracle_w (a) VALUES ({k})",
        "UPDATE oracle_w SET a = a + 1 WHERE id = 1",
        "SELECT NOW(), @@time_zone",
        "DO 0",
        "SELECT RELEASE_LOCK('oracle_lk_unused')",
        "SELECT CONCAT('a', 'b'), 'GET_LOCK(' AS s",
    ];

    private int $k = 0;
    /** --front pdo|mysqli: every request that can goes through that front-end (families that force one keep theirs). */
    public static ?string $force_front = null;

    public function __construct(private int $seed, private array $families)
    {
    }

    /** Names of the families of the run (gap families only with $gaps). */
    public static function family_names(array $families, bool $gaps): array
    {
        $names = [];
        foreach ($families as $name => $def) {
            if (!empty($def[1]['gap']) === $gaps) $names[] = $name;
        }
        return $names;
    }

    /**
     * The seed's rounds: [[request, …], …] with 1 or 2 requests per round (two requests of a
     * round run at once, in two processes, with the same baseline). First every family of
     * $names $cover times in a seeded order, each alone or (a quarter of them) with a control
     * request beside it, so that a difference names its family; then $extra random families,
     * half of the rounds two adversarial requests at once.
     */
    public function rounds(array $names, int $extra, int $cover = 1): array
    {
        mt_srand($this->seed);
        $controls = array_values(array_filter(array_keys($this->families), fn($f) => str_starts_with($f, 'control.')));
        $rounds = [];
        $rno = 0;
        for ($c = 0; $c < $cover; $c++) {
            $perm = $names;
            shuffle($perm);
            foreach ($perm as $fam) {
                $a = $this->request($fam, "$rno.a", null, $this->cover_front($fam));
                $round = [$a];
                if (mt_rand(0, 3) === 0 && $this->pairable($fam) && !str_starts_with($fam, 'control.')) {
                    $round[] = $this->request($controls[mt_rand(0, count($controls) - 1)], "$rno.b", $a['variant']);
                }
                $rounds[] = $round;
                $rno++;
            }
        }
        for ($i = 0; $i < $extra; $rno++) {
            $a = $this->request($names[mt_rand(0, count($names) - 1)], "$rno.a", null);
            $i++;
            $round = [$a];
            $b = $names[mt_rand(0, count($names) - 1)];
            if ($i < $extra && mt_rand(0, 1) === 0 && $this->pairable($a['family']) && $this->pairable($b)) {
                $round[] = $this->request($b, "$rno.b", $a['variant']);
                $i++;
            }
            $rounds[] = $round;
        }
        return $rounds;
    }

    private function pairable(string $family): bool
    {
        return ($this->families[$family][1]['pair'] ?? true) !== false;
    }

    /**
     * Whether the family can run through mysqli: the mysqli front-end runs one statement per
     * query() (no multi-statement texts) and has no prepared statements (no binary protocol, no
     * parameters).
     */
    public function mysqli_capable(string $family): bool
    {
        [$stmts, $opt] = $this->families[$family] + [1 => []];
        if (!empty($opt['bin'])) return false;
        foreach ($stmts as $s) {
            if (is_array($s) && isset($s['params'])) return false;
            if (str_contains(is_string($s) ? $s : ($s['sql'] ?? $s['tpl']), ';')) return false;
        }
        return true;
    }

    /**
     * The front-end of a request of the first pass (every family once): of the families that
     * can run through mysqli, half go through it under an odd seed and the other half under an
     * even one, so that the bounded run (seeds 1 and 2) runs each of them through both.
     */
    public function cover_front(string $family): string
    {
        $forced = $this->families[$family][1]['front'] ?? null;
        if ($forced !== null) return $forced;
        return $this->mysqli_capable($family) && (crc32($family) + $this->seed) % 2 === 1 ? 'mysqli' : 'pdo';
    }

    /**
     * One request: a baseline variant, harmless statements, the family's statements. $front:
     * 'pdo' or 'mysqli' (null: the family's, else a third of the capable ones through mysqli).
     */
    public function request(string $family, string $id, ?string $variant, ?string $front = null): array
    {
        [$stmts, $opt] = $this->families[$family] + [1 => []];
        $variant ??= array_keys(self::VARIANTS)[mt_rand(0, count(self::VARIANTS) - 1)];
        $k = ++$this->k + $this->seed * 100000;
        $engine = self::ENGINES[mt_rand(0, count(self::ENGINES) - 1)];
        $fill = fn(string $s): string => strtr($s, ['{k}' => (string) $k, '{k5}' => (string) (1 + $k % 5),
            '{engine}' => $engine, '{infile}' => self::$infile]);
        $case = [];
        foreach ($stmts as $s) {
            $s = is_string($s) ? ['sql' => $s] : $s;
            // a statement built with real_escape_string: its text as a correct escape makes it
            if (isset($s['tpl'])) $s['sql'] = str_replace('{esc}', $s['esc_expect'], $s['tpl']);
            $s['sql'] = $fill($s['sql']);
            $s['kind'] ??= 'case';
            $case[] = $s;
        }
        $base = array_map(fn($s) => ['sql' => $s, 'kind' => 'base'], self::VARIANTS[$variant]);
        $harm = [];
        for ($j = mt_rand(0, 2); $j > 0; $j--) {
            $harm[] = ['sql' => $fill(self::HARMLESS[mt_rand(0, count(self::HARMLESS) - 1)]), 'kind' => 'harmless'];
        }
        $front = $opt['front'] ?? self::$force_front ?? $front ?? (mt_rand(0, 2) === 0 ? 'mysqli' : 'pdo');
        if ($front === 'mysqli' && !$this->mysqli_capable($family)) $front = 'pdo';
        $my = $front === 'mysqli' ? $this->mysqli_options($opt) : null;
        $answers = (bool) array_filter($case, fn($s) => array_key_exists('expect', $s));
        if (!empty($opt['last']) || $answers) {
            // the case last (an unbuffered result left half read when the handle ends), or in
            // one piece (nothing between SQL_CALC_FOUND_ROWS and the FOUND_ROWS() it answers)
            $list = array_merge($base, $harm, $case);
        } else {
            // the baseline first (mostly), or some of it after the case; harmless anywhere
            $split = mt_rand(0, 3) === 0 ? mt_rand(0, count($base)) : count($base);
            $list = array_merge(array_slice($base, 0, $split), $case, array_slice($base, $split));
            foreach ($harm as $h) array_splice($list, mt_rand(0, count($list)), 0, [$h]);
            // now and then a harmless statement last, after the case (a released, or pinned, connection)
            if (mt_rand(0, 2) === 0) $list[] = ['sql' => "SELECT 2", 'kind' => 'harmless'];
        }
        if ($my !== null) $list = array_map([self::class, 'mysqli_op'], $list);
        return ['id' => $id, 'family' => $family, 'variant' => $variant, 'bin' => !empty($opt['bin']),
            'gap' => !empty($opt['gap']), 'infile' => !empty($opt['infile']), 'front' => $front, 'my' => $my,
            'stmts' => $list];
    }

    /**
     * How a mysqli request connects and ends: mysqli_init() + real_connect(), new mysqli or
     * mysqli_connect(); a `p:` host now and then; report mode OFF (WordPress) or exceptions
     * (PHP 8.1+'s default); the handle closed, destroyed, or left for the request's end (the
     * worker process then ends its request: its module's request shutdown gives it back).
     */
    private function mysqli_options(array $opt): array
    {
        $ends = ['close', 'close', 'unset', 'unset', 'close', 'close', 'unset', 'unset', 'close', 'request_end'];
        return ['connect' => ['init', 'new', 'function'][mt_rand(0, 2)], 'persistent' => mt_rand(0, 3) === 0,
            'report' => mt_rand(0, 1) === 0 ? 'off' : 'strict', 'end' => $opt['end'] ?? $ends[mt_rand(0, count($ends) - 1)]];
    }

    /** A mysqli request's plain SET NAMES and USE `db` go through set_charset() and select_db(). */
    private static function mysqli_op(array $s): array
    {
        if (isset($s['op']) || ($s['kind'] !== 'base' && $s['kind'] !== 'setting')) return $s;
        if (preg_match('/^SET NAMES (\w+)$/', $s['sql'], $m)) return $s + ['op' => 'set_charset', 'arg' => $m[1]];
        if (preg_match('/^USE `(\w+)`$/', $s['sql'], $m)) return $s + ['op' => 'select_db', 'arg' => $m[1]];
        return $s;
    }

    /**
     * What a handle with this request's settings has as its baseline: its `base` and `setting`
     * statements in order (the probe replays exactly these; a failed one is left out by the caller).
     */
    public static function probe_sequence(array $req, array $results = []): array
    {
        $seq = [];
        foreach ($req['stmts'] as $i => $s) {
            if ($s['kind'] !== 'base' && $s['kind'] !== 'setting') continue;
            if (isset($results[$i]) && $results[$i]['err'] !== null) continue;
            $seq[] = $s['sql'];
        }
        return $seq;
    }
}
