#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/worker/statement_classifier.h"

using namespace mysqlpool;

static bool baseline(const char* sql) { return classify_statement(sql).baseline; }
static bool pins(const char* sql) { return classify_statement(sql).pins; }

TEST(StatementClassifier, plain_session_variables_are_baseline) {
  EXPECT_TRUE(baseline("SET NAMES utf8mb4"));
  EXPECT_TRUE(baseline("set names 'utf8mb4' collate 'utf8mb4_unicode_ci'"));
  EXPECT_TRUE(baseline("set session sql_mode='ONLY_FULL_GROUP_BY,STRICT_TRANS_TABLES'"));
  EXPECT_TRUE(baseline("SET time_zone = '+00:00'"));
  EXPECT_TRUE(baseline("SET @@session.wait_timeout=100, @@sql_mode=''"));
  EXPECT_TRUE(baseline("SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED"));
  EXPECT_TRUE(baseline("USE mysqlpool_test"));
  EXPECT_TRUE(baseline("SET NAMES utf8mb4; SET time_zone='+00:00'"));
  EXPECT_FALSE(pins("SET NAMES utf8mb4"));
}

static std::vector<std::string> parts(const std::string& sql) {
  std::vector<std::string> out;
  for (auto p : classify_statement(sql).baseline_parts)
    out.push_back(sql.substr(p.first, p.second - p.first));
  return out;
}

TEST(StatementClassifier, baseline_parts_drop_semicolons_and_trailing_comments) {
  using V = std::vector<std::string>;
  EXPECT_EQ(parts("use `app`;"), V{"use `app`"});
  EXPECT_EQ(parts("SET NAMES utf8mb4 -- the charset\n"), V{"SET NAMES utf8mb4"});
  EXPECT_EQ(parts("SET NAMES utf8mb4; SET time_zone='+00:00';;"),
            (V{"SET NAMES utf8mb4", "SET time_zone='+00:00'"}));
  EXPECT_EQ(parts("SET sql_mode=';' # x\n"), V{"SET sql_mode=';'"});
  // executable comments stay whole
  EXPECT_EQ(parts("/*!40101 SET NAMES utf8 */;"), V{"/*!40101 SET NAMES utf8 */;"});
  EXPECT_TRUE(parts("SELECT 1").empty());
}

TEST(StatementClassifier, session_tracking_changes_pin_and_are_flagged) {
  StatementTraits t = classify_statement("SET session_track_system_variables=''");
  EXPECT_TRUE(t.changes_session_tracking);
  EXPECT_TRUE(t.pins);
  EXPECT_FALSE(t.baseline);
  EXPECT_TRUE(
      classify_statement("SET @@session.session_track_state_change=0").changes_session_tracking);
}

TEST(StatementClassifier, global_settings_and_autocommit_are_not_baseline) {
  EXPECT_FALSE(baseline("SET GLOBAL max_connections=100"));
  EXPECT_FALSE(baseline("SET @@global.sql_mode=''"));
  EXPECT_FALSE(baseline("SET autocommit=0"));
  EXPECT_FALSE(baseline("SET SESSION autocommit=0"));
  EXPECT_FALSE(baseline("SET @@autocommit=0"));
  EXPECT_FALSE(pins("SET autocommit=0"));  // the status flags pin it
  EXPECT_FALSE(baseline("SELECT 1"));
  EXPECT_FALSE(baseline("SET NAMES utf8mb4; SELECT 1"));
}

TEST(StatementClassifier, unreplayable_state_pins) {
  EXPECT_TRUE(pins("SET @a = 1"));
  EXPECT_TRUE(pins("SET sql_mode='', @a=1"));
  EXPECT_TRUE(pins("SELECT @v := 5"));
  EXPECT_TRUE(pins("SELECT @v:=5"));
  EXPECT_TRUE(pins("SELECT id INTO @w FROM t LIMIT 1"));
  EXPECT_TRUE(pins("SELECT GET_LOCK('x', 1)"));
  EXPECT_FALSE(pins("SELECT SQL_CALC_FOUND_ROWS * FROM t LIMIT 1"));  // kept, not pinned:
  EXPECT_TRUE(classify_statement("SELECT SQL_CALC_FOUND_ROWS * FROM t LIMIT 1").calc_found_rows);
  EXPECT_TRUE(pins("CREATE TEMPORARY TABLE t (id INT)"));
  EXPECT_TRUE(pins("LOCK TABLES t WRITE"));
  EXPECT_TRUE(pins("PREPARE s FROM 'SELECT 1'"));
  EXPECT_TRUE(pins("SET TRANSACTION ISOLATION LEVEL SERIALIZABLE"));
  EXPECT_TRUE(pins("SELECT LAST_INSERT_ID(42)"));
  EXPECT_TRUE(pins("SELECT 1; SET @a=1"));
  EXPECT_TRUE(pins("/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE */"));
}

TEST(StatementClassifier, strings_comments_and_names_hide_nothing_and_fake_nothing) {
  EXPECT_FALSE(pins("SELECT 'SET @a=1', \"GET_LOCK(1)\""));
  EXPECT_FALSE(pins("SELECT `@a` FROM t"));
  EXPECT_FALSE(pins("SELECT 1 -- SET @a=1\n"));
  EXPECT_FALSE(pins("SELECT 1 # GET_LOCK('x',1)\n"));
  EXPECT_FALSE(pins("SELECT /* @a:=1 */ 1"));
  EXPECT_FALSE(pins("SELECT 'it''s', 'a\\'b' , @x"));  // reading a variable leaves no state
  EXPECT_TRUE(pins("SELECT 'x'; SELECT @a:=1"));
}

// The server flags a state change for every SET STATEMENT whatever its inner statement did,
// so the flag proves nothing either way: it pins, whatever it wraps (issue 16: SET @v, USE,
// SET NAMES gbk, PREPARE, CREATE TEMPORARY TABLE inside one reached the next request).
TEST(StatementClassifier, set_statement_for_pins_whatever_it_wraps) {
  for (const char* sql : {"SET STATEMENT max_statement_time=1 FOR SELECT 1",
                          "SET STATEMENT max_statement_time=1 FOR SET @v = 1",
                          "SET STATEMENT max_statement_time=1 FOR USE other",
                          "SET STATEMENT max_statement_time=1 FOR SET NAMES gbk",
                          "set statement sql_mode='' for create temporary table t (a int)",
                          "SET STATEMENT max_statement_time=1 FOR PREPARE s FROM 'SELECT 1'",
                          "SET STATEMENT max_statement_time=1 FOR CALL p()"}) {
    StatementTraits t = classify_statement(sql);
    EXPECT_TRUE(t.pins) << sql;
    EXPECT_FALSE(t.baseline) << sql;
  }
  StatementTraits t =
      classify_statement("SET STATEMENT session_track_system_variables='' FOR SET NAMES gbk");
  EXPECT_TRUE(t.changes_session_tracking);
}

// Stored code does what its text says, not the statement's: a call of a function the server
// does not have built in, or a CALL, pins (a named lock or SELECT ... INTO @v inside it is
// reported by nothing).
TEST(StatementClassifier, a_call_of_a_stored_function_or_procedure_pins) {
  for (const char* sql :
       {"SELECT f()", "SELECT app.f(1)", "SELECT `app`.`f`(1)", "SELECT `f` (1)", "DO touch()",
        "SELECT id FROM t WHERE v = lookup(?)", "INSERT INTO t (a) VALUES (f())",
        "SET time_zone = zone_of(1)", "CALL p()", "SELECT 1 FROM t WHERE a IN (SELECT g(b) FROM u)",
        "SELECT /*! f() */ 1"}) {
    StatementTraits t = classify_statement(sql);
    EXPECT_TRUE(t.runs_stored_code) << sql;
    EXPECT_TRUE(t.pins) << sql;
    EXPECT_FALSE(t.baseline) << sql;
  }
}

TEST(StatementClassifier, built_in_functions_and_grammar_are_no_stored_code) {
  for (const char* sql :
       {"SELECT COUNT(*) AS aggregate FROM `users` WHERE `id` IN (?, ?)",
        "select * from `users` where exists (select 1 from `t` where `t`.`a` = `users`.`id`)",
        "insert into `t` (`a`, `b`) values (?, ?)", "INSERT t(a) VALUES (1)",
        "REPLACE INTO db.t (a) VALUES (NOW())", "SELECT CAST(a AS CHAR(10)) FROM t",
        "SELECT IF(a, LEFT(b, 2), REPLACE(c, 'x', 'y')) FROM t",
        "SELECT MATCH (a) AGAINST ('x') FROM t",
        "SELECT * FROM JSON_TABLE('[1]', '$[*]' COLUMNS (a INT PATH '$')) AS j",
        "WITH c (x) AS (SELECT 1) SELECT x FROM c",
        "WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < 3) SELECT n FROM "
        "c",
        "SELECT ST_AsText(POINT(1, 1)), JSON_EXTRACT('{}', '$.a'), DATE_FORMAT(NOW(), '%Y')",
        "SELECT ROW_NUMBER() OVER (PARTITION BY a ORDER BY b) FROM t",
        "CREATE TABLE t (a INT, b VARCHAR(10), PRIMARY KEY (a), KEY k (b))",
        "CREATE FUNCTION f() RETURNS INT RETURN g()",
        "LOAD DATA LOCAL INFILE 'x' INTO TABLE t (a, b)",
        "SELECT 'f()', \"g()\" FROM t -- h()\n"}) {
    EXPECT_FALSE(classify_statement(sql).runs_stored_code) << sql;
  }
}

// What the server cannot report, read as the server reads names: quoted, commented.
TEST(StatementClassifier, named_locks_pin_however_the_name_is_written) {
  for (const char* sql : {"SELECT GET_LOCK('jobs', 0)", "SELECT `GET_LOCK`('jobs', 0)",
                          "SELECT get_lock/**/('jobs', 0)", "SELECT GET_LOCK /* x */ ('jobs', 0)",
                          "SELECT /*!GET_LOCK*/('jobs', 0)", "DO RELEASE_ALL_LOCKS()",
                          "SELECT `release_lock`('jobs')"}) {
    EXPECT_TRUE(classify_statement(sql).pins) << sql;
  }
  EXPECT_FALSE(classify_statement("SELECT IS_USED_LOCK('jobs'), IS_FREE_LOCK('jobs')").pins);
}

TEST(StatementClassifier, the_global_read_lock_and_backup_locks_pin) {
  for (const char* sql :
       {"FLUSH TABLES WITH READ LOCK", "flush tables t1, t2 with read lock",
        "FLUSH TABLES t FOR EXPORT", "FLUSH NO_WRITE_TO_BINLOG TABLES WITH READ LOCK",
        "BACKUP STAGE START", "BACKUP LOCK t"}) {
    EXPECT_TRUE(classify_statement(sql).pins) << sql;
  }
  EXPECT_FALSE(classify_statement("FLUSH TABLES t").pins);
}

// Settings under which the session records its statements, values inlined, for anyone who
// holds the connection later: never a replayable baseline.
TEST(StatementClassifier, settings_that_keep_a_history_pin) {
  for (const char* sql : {"SET profiling = 1", "SET SESSION profiling=1", "SET @@profiling = 1",
                          "SET profiling_history_size = 100", "SET optimizer_trace='enabled=on'",
                          "SET @@session.`optimizer_trace` = 'enabled=on'"}) {
    StatementTraits t = classify_statement(sql);
    EXPECT_TRUE(t.pins) << sql;
    EXPECT_FALSE(t.baseline) << sql;
  }
}

// An ERR has no status flags: a failed statement that could have run stored code unseen
// (a trigger of a table it writes, a function in a view it reads) leaves an unknown session.
TEST(StatementClassifier, an_error_hides_state_when_the_statement_could_run_stored_code) {
  for (const char* sql : {"INSERT INTO t VALUES (1)", "UPDATE t SET a = 1", "DELETE FROM t",
                          "SELECT * FROM v", "CALL p()", "SELECT f()"})
    EXPECT_TRUE(classify_statement(sql).error_hides_state) << sql;
  for (const char* sql : {"SELECT 1", "SELECT 1/0", "SET time_zone = 'bad'", "DO SLEEP(0)"})
    EXPECT_FALSE(classify_statement(sql).error_hides_state) << sql;
}

TEST(StatementClassifier, set_transaction_marks_the_next_transaction) {
  EXPECT_TRUE(
      classify_statement("SET TRANSACTION ISOLATION LEVEL SERIALIZABLE").sets_next_transaction);
  EXPECT_FALSE(classify_statement("SET SESSION TRANSACTION ISOLATION LEVEL SERIALIZABLE")
                   .sets_next_transaction);
}

TEST(StatementClassifier, finds_session_function_calls_to_replace_in_the_first_statement) {
  std::string sql = "INSERT INTO t VALUES (FOUND_ROWS(), ROW_COUNT( ), 'ROW_COUNT()')";
  StatementTraits t = classify_statement(sql);
  ASSERT_EQ(t.session_calls.size(), 2u);
  EXPECT_EQ(sql.substr(t.session_calls[0].begin, t.session_calls[0].end - t.session_calls[0].begin),
            "FOUND_ROWS()");
  EXPECT_EQ(t.session_calls[1].function, StatementTraits::SessionFunction::RowCount);
  EXPECT_EQ(classify_statement("SELECT found_rows()").session_calls.size(), 1u);
  // later statements read the text's own previous statement
  EXPECT_TRUE(classify_statement("UPDATE t SET a=1; SELECT ROW_COUNT()").session_calls.empty());
  // the server stores the text of triggers and routines
  EXPECT_TRUE(classify_statement(
                  "CREATE TRIGGER tr BEFORE INSERT ON t FOR EACH ROW SET NEW.n = ROW_COUNT()")
                  .session_calls.empty());
}

TEST(StatementClassifier, last_insert_id_is_read_not_rewritten) {
  StatementTraits t = classify_statement(
      "INSERT INTO a VALUES (1); INSERT INTO b (a_id) VALUES (LAST_INSERT_ID())");
  EXPECT_TRUE(t.reads_last_insert_id);
  EXPECT_TRUE(t.session_calls.empty());
  EXPECT_FALSE(classify_statement("SELECT LAST_INSERT_ID()").pins);
  EXPECT_TRUE(classify_statement("SELECT @@identity").reads_last_insert_id);
  EXPECT_TRUE(classify_statement("SELECT @@session.last_insert_id").reads_last_insert_id);
  EXPECT_TRUE(classify_statement("CALL p()").reads_last_insert_id);
  EXPECT_FALSE(classify_statement("SELECT 'LAST_INSERT_ID()'").reads_last_insert_id);
}

TEST(StatementClassifier, diagnostics_readers_are_found) {
  EXPECT_TRUE(classify_statement("SHOW WARNINGS").reads_diagnostics);
  EXPECT_TRUE(classify_statement("show errors limit 1").reads_diagnostics);
  EXPECT_TRUE(classify_statement("SHOW COUNT(*) WARNINGS").reads_diagnostics);
  EXPECT_TRUE(
      classify_statement("SELECT @@warning_count, @@session.error_count").reads_diagnostics);
  EXPECT_TRUE(classify_statement("GET DIAGNOSTICS @n = NUMBER").reads_diagnostics);
  EXPECT_TRUE(classify_statement("GET CURRENT DIAGNOSTICS CONDITION 1 @m = MESSAGE_TEXT")
                  .reads_diagnostics);
  EXPECT_FALSE(classify_statement("SHOW TABLES").reads_diagnostics);
  EXPECT_FALSE(classify_statement("SELECT 1; SHOW WARNINGS").reads_diagnostics);
}

TEST(StatementClassifier, sequences_pin) {
  EXPECT_TRUE(pins("SELECT NEXTVAL(s)"));
  EXPECT_TRUE(pins("SELECT NEXT VALUE FOR s"));
  EXPECT_TRUE(pins("SELECT SETVAL(s, 10)"));
  EXPECT_FALSE(pins("SELECT LASTVAL(s)"));
}

TEST(StatementClassifier, counts_statements_outside_strings_and_comments) {
  EXPECT_EQ(classify_statement("SELECT 1").statements, 1u);
  EXPECT_EQ(classify_statement("SELECT 1;").statements, 1u);
  EXPECT_EQ(classify_statement("SELECT ';'; -- ;\n SELECT 2").statements, 2u);
  EXPECT_EQ(classify_statement("/* ; */ SELECT `a;b`").statements, 1u);
}

TEST(StatementClassifier, knows_when_a_session_call_names_its_column) {
  auto names = [](const char* sql) {
    StatementTraits t = classify_statement(sql);
    return !t.session_calls.empty() && t.session_calls[0].names_a_column;
  };
  EXPECT_TRUE(names("SELECT ROW_COUNT()"));
  EXPECT_TRUE(names("select row_count(), 1"));
  EXPECT_TRUE(names("SELECT 1, ROW_COUNT() FROM dual"));
  EXPECT_TRUE(names("SELECT FOUND_ROWS();"));
  EXPECT_FALSE(names("SELECT ROW_COUNT() AS id"));
  EXPECT_FALSE(names("SELECT ROW_COUNT() + 1"));
  EXPECT_FALSE(names("SELECT CONCAT('x', ROW_COUNT())"));
  EXPECT_FALSE(names("INSERT INTO t VALUES (ROW_COUNT())"));
  EXPECT_FALSE(names("SELECT * FROM t WHERE id = ROW_COUNT()"));
  EXPECT_FALSE(names("SELECT a FROM t ORDER BY a, FOUND_ROWS()"));
  EXPECT_TRUE(names("SELECT a FROM t UNION SELECT FOUND_ROWS()"));
}

// Backticks around a variable name change nothing for the server; they must change nothing here.
TEST(StatementClassifier, quoted_variable_names_are_read_as_the_server_reads_them) {
  for (const char* sql : {"SET SESSION `session_track_system_variables`=''",
                          "SET `session_track_system_variables`=''",
                          "SET @@session.`session_track_system_variables`=''",
                          "SET @@`session_track_system_variables`=''"}) {
    StatementTraits t = classify_statement(sql);
    EXPECT_TRUE(t.changes_session_tracking) << sql;
    EXPECT_FALSE(t.baseline) << sql;
  }
  EXPECT_FALSE(baseline("SET `autocommit`=0"));
  EXPECT_FALSE(baseline("SET @@session.`autocommit`=0"));
  EXPECT_FALSE(baseline("SET @@`autocommit`=0"));
  EXPECT_FALSE(baseline("SET @@global.`sql_mode`=''"));
  EXPECT_TRUE(baseline("SET `sql_mode`=''"));
}

// The classifier keeps a text's first 48 tokens on the stack and moves them to the heap when
// a longer text needs more: what comes before, at and after that point is read the same.
TEST(StatementClassifier, long_texts_are_read_past_the_tokens_kept_on_the_stack) {
  for (int commas : {20, 22, 23, 24, 25, 40, 200}) {
    std::string select = "SELECT 1";
    for (int i = 0; i < commas; i++) select += ", 1";  // 2 tokens each, 2 before
    SCOPED_TRACE(commas);
    EXPECT_FALSE(pins(select.c_str()));
    EXPECT_TRUE(pins((select + ", GET_LOCK('x', 1)").c_str()));
    EXPECT_TRUE(pins((select + "; SET @a = 1").c_str()));
    std::vector<std::string> want{"SET NAMES utf8mb4", "SET time_zone = '+00:00'"};
    std::string settings = "SET NAMES utf8mb4; SET time_zone = '+00:00'";
    for (int i = 0; i < commas; i++) {
      want.push_back("SET sql_mode = ''");
      settings += "; SET sql_mode = ''";
    }
    EXPECT_EQ(parts(settings), want);
    EXPECT_EQ(classify_statement(settings).statements, size_t(commas) + 2);
  }
}

// Issue 33: a statement leaves its connection shareable only in a form known to be harmless.
TEST(StatementClassifier, only_forms_known_to_be_harmless_leave_the_connection_shareable) {
  for (const char* sql : {"SELECT 1",
                          "select * from t where a = 'x'",
                          "INSERT INTO t VALUES (1)",
                          "UPDATE t SET a = 1",
                          "DELETE FROM t",
                          "REPLACE INTO t VALUES (1)",
                          "WITH c AS (SELECT 1) SELECT * FROM c",
                          "(SELECT 1) UNION (SELECT 2)",
                          "SHOW TABLES",
                          "DESCRIBE t",
                          "EXPLAIN SELECT 1",
                          "BEGIN",
                          "COMMIT",
                          "ROLLBACK",
                          "START TRANSACTION",
                          "CREATE TABLE t (a INT)",
                          "ALTER TABLE t ADD b INT",
                          "DROP TABLE t",
                          "TRUNCATE TABLE t",
                          "CREATE OR REPLACE TABLE t AS SELECT 1",
                          "ANALYZE TABLE t",
                          "FLUSH TABLES t",
                          "SAVEPOINT s",
                          "RELEASE SAVEPOINT s",
                          "DO 1"})
    EXPECT_FALSE(pins(sql)) << sql;
  for (const char* sql :
       {// any CREATE ... TEMPORARY, however it is spelled
        "CREATE OR REPLACE TEMPORARY TABLE t AS SELECT 1",
        "CREATE OR REPLACE TEMPORARY TABLE t SELECT 1",
        "create /* c */ or replace temporary table t (a int)",
        "CREATE TEMPORARY TABLE IF NOT EXISTS t (a INT)",
        // LOAD DATA fills user variables that nothing reports
        "LOAD DATA LOCAL INFILE '/tmp/x' INTO TABLE t (a, @v) SET b = @v",
        "LOAD DATA INFILE '/tmp/x' INTO TABLE t", "LOAD XML LOCAL INFILE '/tmp/x' INTO TABLE t",
        // forms not known to be harmless
        "HANDLER t OPEN", "XA START 'x'", "XA END 'x'", "XA PREPARE 'x'", "KILL QUERY 1",
        "PREPARE s FROM 'SELECT 1'", "BEGIN NOT ATOMIC SET @v = 1; END", "LOCK TABLES t READ",
        "BACKUP STAGE START", "COMMIT RELEASE", "ROLLBACK AND NO CHAIN RELEASE", "FROBNICATE 1",
        "INSTALL SONAME 'x'", "GET DIAGNOSTICS @n = NUMBER",
        // a backticked built-in is still the built-in
        "SELECT `LAST_INSERT_ID`(7)", "SELECT `GET_LOCK`('x', 0)", "SELECT `nextval`(s)",
        "SELECT NEXT VALUE FOR s", "SELECT s.nextval", "SELECT SETVAL(s, 10)",
        // text the lexer can't read one way: versioned comments of two versions
        "SELECT 1 /*!50700 , 2 */ /*!99999 , 3 */"})
    EXPECT_TRUE(pins(sql)) << sql;
}

// Read in every dialect the session could have: the @v := or INTO @v that one reading of the
// quotes hides pins.
TEST(StatementClassifier, quotes_are_read_in_every_dialect_the_session_could_have) {
  for (const char* sql : {"SELECT 1 AS \"a\\\", @v := 1 -- \"",    // ANSI_QUOTES
                          "SELECT \"GET_LOCK\"('x', 0) -- \"",     // ANSI_QUOTES: a call
                          "SELECT 'C:\\', @v := 1 -- '",           // NO_BACKSLASH_ESCAPES
                          "SELECT 'C:\\' INTO @v -- '",            // NO_BACKSLASH_ESCAPES
                          "SELECT '\xBF\\', @v := 1 -- '",         // gbk, big5
                          "SELECT '\x95\\', @v := 1 -- '",         // gbk, sjis
                          "SELECT 1 --\x01'\n, @v := 1 -- '",      // -- then a control byte
                          "SELECT 1 --\x7F'\n, @v := 1 -- '",      // -- then DEL (utf8mb4)
                          "SELECT 1 --\xA0'\n, @v := 1 -- '",      // -- then NBSP (latin1)
                          "SELECT 1 /*!99999 ' */, @v := 1 -- '",  // a skipped comment
                          "SELECT 1 /*M!999999 ' */, @v := 1 -- '"})
    EXPECT_TRUE(pins(sql)) << sql;
  SqlDialect plain;
  EXPECT_FALSE(classify_statement("SELECT 'C:\\', @v := 1 -- '", plain).pins);
  SqlDialect nbe;
  nbe.no_backslash_escapes = true;
  EXPECT_TRUE(classify_statement("SELECT 'C:\\', @v := 1 -- '", nbe).pins);
  // A baseline read two ways is not one baseline: it pins.
  EXPECT_FALSE(baseline("SET NAMES '\xBF\\'; SET @v = 1 -- '"));
  EXPECT_TRUE(pins("SET NAMES '\xBF\\'; SET @v = 1 -- '"));
  // Comments every supported server runs or skips alike read one way.
  EXPECT_TRUE(baseline("/*!40101 SET NAMES utf8 */"));
  EXPECT_EQ(dialects_to_read("SELECT 1 /*!40101 , 2 */").size(), 1u);
  EXPECT_EQ(dialects_to_read("SELECT 1").size(), 1u);
}

TEST(StatementClassifier, sequence_reads_are_found) {
  for (const char* sql : {"SELECT PREVIOUS VALUE FOR s", "SELECT LASTVAL(s)", "SELECT `lastval`(s)",
                          "SELECT s.currval", "select previous value for db.s"})
    EXPECT_TRUE(classify_statement(sql).reads_sequence_value) << sql;
  for (const char* sql : {"SELECT 'PREVIOUS VALUE FOR s'", "SELECT lastval", "SELECT 1"})
    EXPECT_FALSE(classify_statement(sql).reads_sequence_value) << sql;
}

// Only plain reads of settings whose value the settings alone decide may be answered from the
// memory of an earlier read (Session's setting reads): not the time, the connection's identity,
// its last statement's values, a global, or anything with a comment, alias or table.
TEST(StatementClassifier, reads_settings_only_accepts_plain_reads_of_settings_alone) {
  for (const char* sql :
       {"SELECT @@SESSION.sql_mode", "select @@sql_mode", "SELECT @@local.time_zone",
        " SELECT @@character_set_client, @@collation_connection ;", "SELECT\t@@SESSION.SQL_MODE\n"})
    EXPECT_TRUE(reads_settings_only(sql)) << sql;
  for (const char* sql :
       {"SELECT @@GLOBAL.sql_mode", "SELECT @@timestamp", "SELECT @@identity",
        "SELECT @@warning_count", "SELECT @@pseudo_thread_id", "SELECT @@sql_mode AS m",
        "SELECT @@sql_mode FROM t", "SELECT @@sql_mode /* x */", "SELECT @@sql_mode, 1",
        "SELECT @@sql_mode; SELECT 1", "SELECT @@sql_mode -- x", "SELECT @@session.sql_modes",
        "SELECT @@", "SELECT", "SELECT@@sql_mode", "SELECT @@in_transaction",
        "SELECT @@last_insert_id", ""})
    EXPECT_FALSE(reads_settings_only(sql)) << sql;
}

// USE selects the session's database (a pool without one must know: Session::take_connection),
// in any statement of a text; nothing else does.
TEST(StatementClassifier, use_selects_the_schema) {
  for (const char* sql : {"USE db", "use `db`", "/* x */ USE db", "SELECT 1; USE db", "USE db;"})
    EXPECT_TRUE(classify_statement(sql).selects_schema) << sql;
  for (const char* sql : {"SELECT 'USE db'", "SET NAMES utf8mb4", "SELECT DATABASE()",
                          "-- USE db\nSELECT 1", "CREATE DATABASE db", ""})
    EXPECT_FALSE(classify_statement(sql).selects_schema) << sql;
}
