#include <gtest/gtest.h>

#include "core/statement_classifier.h"

using namespace mysqlpool;

static bool baseline(const char* sql) { return classify_statement(sql).baseline; }
static bool pins(const char* sql) { return classify_statement(sql).unreplayable; }

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

TEST(StatementClassifier, set_names_reports_the_new_charset) {
  EXPECT_EQ(classify_statement("SET NAMES 'gbk'").new_charset, "gbk");
  EXPECT_EQ(classify_statement("SET CHARACTER SET latin1").new_charset, "latin1");
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
  EXPECT_TRUE(pins("SELECT SQL_CALC_FOUND_ROWS * FROM t LIMIT 1"));
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

TEST(StatementClassifier, set_statement_for_is_a_known_false_positive) {
  StatementTraits t = classify_statement("SET STATEMENT max_statement_time=1 FOR SELECT 1");
  EXPECT_TRUE(t.state_flag_is_false_positive);
  EXPECT_FALSE(t.unreplayable);
  EXPECT_FALSE(t.baseline);
}

TEST(StatementClassifier, finds_session_function_calls_to_replace) {
  std::string sql = "INSERT INTO t VALUES (LAST_INSERT_ID(), ROW_COUNT( ), 'LAST_INSERT_ID()')";
  StatementTraits t = classify_statement(sql);
  ASSERT_EQ(t.session_calls.size(), 2u);
  EXPECT_EQ(sql.substr(t.session_calls[0].begin, t.session_calls[0].end - t.session_calls[0].begin),
            "LAST_INSERT_ID()");
  EXPECT_EQ(t.session_calls[1].function, StatementTraits::SessionFunction::RowCount);
  EXPECT_EQ(classify_statement("SELECT found_rows()").session_calls.size(), 1u);
  EXPECT_FALSE(classify_statement("SELECT LAST_INSERT_ID()").unreplayable);
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
  EXPECT_TRUE(names("SELECT LAST_INSERT_ID()"));
  EXPECT_TRUE(names("select last_insert_id(), 1"));
  EXPECT_TRUE(names("SELECT 1, ROW_COUNT() FROM dual"));
  EXPECT_TRUE(names("SELECT FOUND_ROWS();"));
  EXPECT_FALSE(names("SELECT LAST_INSERT_ID() AS id"));
  EXPECT_FALSE(names("SELECT LAST_INSERT_ID() + 1"));
  EXPECT_FALSE(names("SELECT CONCAT('x', LAST_INSERT_ID())"));
  EXPECT_FALSE(names("INSERT INTO t VALUES (LAST_INSERT_ID())"));
  EXPECT_FALSE(names("SELECT * FROM t WHERE id = LAST_INSERT_ID()"));
  EXPECT_FALSE(names("SELECT a FROM t ORDER BY a, LAST_INSERT_ID()"));
  EXPECT_TRUE(names("SELECT a FROM t UNION SELECT LAST_INSERT_ID()"));
}
