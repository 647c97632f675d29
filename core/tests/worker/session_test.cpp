// Session, the session-safety state machine, against the private MariaDB of the test command:
// two sessions share a pool of ONE connection, so every switch between them is visible.
#include <gtest/gtest.h>
#include <unistd.h>

#include <string>

#include "core/tests/support/session_helpers.h"

using namespace mysqlpool;
using mysqlpool::testing::have_test_server;
using mysqlpool::testing::test_server_key;

using mysqlpool::testing::pool_of_one;
using mysqlpool::testing::run_ok;
using mysqlpool::testing::value;

TEST(Session, statement_mode_gives_the_connection_back_after_each_statement) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-release");
  ASSERT_NE(pool, nullptr);
  Session a(pool, PoolMode::Statement), b(pool, PoolMode::Statement);
  EXPECT_EQ(value(a, "SELECT 1"), "1");
  EXPECT_FALSE(a.holds_connection());
  EXPECT_EQ(value(b, "SELECT 2"), "2");  // the one connection is free again
}

TEST(Session, baseline_statements_apply_one_by_one_whatever_their_punctuation) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-baseline");
  ASSERT_NE(pool, nullptr);
  Session a(pool, PoolMode::Statement), b(pool, PoolMode::Statement);
  EXPECT_EQ(value(a, "SET time_zone = '+01:00' -- a comment"), "ok");
  EXPECT_EQ(value(a, "SET NAMES latin1;"), "ok");
  EXPECT_EQ(value(a, "SET @@session.div_precision_increment = 7; SET sql_mode = 'ANSI_QUOTES'"),
            "ok");
  EXPECT_EQ(a.baseline_size(), 4u);
  EXPECT_FALSE(a.holds_connection());                   // settings don't pin
  EXPECT_EQ(value(b, "SELECT @@time_zone"), "SYSTEM");  // b's empty baseline: a reset
  uint64_t resets = b.baseline_resets();
  EXPECT_EQ(resets, 1u);
  // a gets the connection back: reset, then its four statements
  EXPECT_EQ(value(a,
                  "SELECT CONCAT(@@time_zone, ' ', @@character_set_client, ' ', "
                  "@@div_precision_increment, ' ', @@sql_mode)"),
            "+01:00 latin1 7 ANSI_QUOTES");
  EXPECT_EQ(a.baseline_statements_sent(), 4u);
}

TEST(Session, a_shorter_baseline_on_the_connection_gets_only_the_missing_statements) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-prefix");
  ASSERT_NE(pool, nullptr);
  Session a(pool, PoolMode::Statement);
  EXPECT_EQ(value(a, "SET time_zone = '+02:00'"), "ok");
  {
    Session b(pool, PoolMode::Statement);
    EXPECT_EQ(value(b, "SET time_zone = '+02:00'"), "ok");  // the same first statement
    EXPECT_EQ(value(b, "SET div_precision_increment = 9"), "ok");
    EXPECT_EQ(b.baseline_statements_sent(), 0u);  // ran as themselves, nothing replayed
  }
  // the connection has a's baseline plus one: not a prefix of a's, so a resets
  EXPECT_EQ(value(a, "SELECT @@div_precision_increment"), "4");
  EXPECT_EQ(a.baseline_resets(), 1u);
  Session c(pool, PoolMode::Statement);
  EXPECT_EQ(value(c, "SET time_zone = '+02:00'"), "ok");  // no round trip: known good
  EXPECT_EQ(value(c, "SET div_precision_increment = 9"), "ok");
  // the connection holds a's baseline, a prefix of c's: only the missing statement is sent
  EXPECT_EQ(value(c, "SELECT CONCAT(@@time_zone, ' ', @@div_precision_increment)"), "+02:00 9");
  EXPECT_EQ(c.baseline_resets(), 0u);
  EXPECT_EQ(c.baseline_statements_sent(), 1u);
}

TEST(Session, unreplayable_state_pins_until_the_end_and_is_reset_then) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-pin");
  ASSERT_NE(pool, nullptr);
  Session a(pool, PoolMode::Statement);
  EXPECT_EQ(value(a, "SET @v = 5"), "ok");
  EXPECT_TRUE(a.holds_connection());
  EXPECT_EQ(value(a, "SELECT @v"), "5");
  EXPECT_EQ(a.end(), Session::Ending::Reset);
  Session b(pool, PoolMode::Statement);
  EXPECT_EQ(value(b, "SELECT @v"), "NULL");
}

TEST(Session, a_transaction_pins_and_is_rolled_back_at_the_end) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-trx");
  ASSERT_NE(pool, nullptr);
  Session a(pool, PoolMode::Statement);
  EXPECT_EQ(value(a, "START TRANSACTION"), "ok");
  EXPECT_TRUE(a.in_transaction());
  EXPECT_TRUE(a.holds_connection());
  EXPECT_EQ(a.end(), Session::Ending::RolledBack);
  EXPECT_FALSE(a.holds_connection());
  EXPECT_EQ(a.end(), Session::Ending::NoConnection);
}

TEST(Session, warnings_keep_the_connection_until_the_next_statement) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-diag");
  ASSERT_NE(pool, nullptr);
  Session a(pool, PoolMode::Statement);
  EXPECT_EQ(value(a, "SELECT CAST('x' AS INT)"), "0");
  EXPECT_TRUE(a.holds_connection());
  EXPECT_EQ(value(a, "SELECT @@warning_count"), "1");
  EXPECT_TRUE(a.holds_connection());  // a statement that names no table clears nothing
  EXPECT_EQ(value(a, "SELECT 2"), "2");
  EXPECT_EQ(value(a, "SHOW WARNINGS"), "Warning");
  EXPECT_EQ(value(a, "SELECT COUNT(*) > 0 FROM information_schema.ENGINES"), "1");
  EXPECT_FALSE(a.holds_connection());
  // MariaDB clears warnings only with a statement that names a table: b's read of the
  // diagnostics is preceded by one.
  Session b(pool, PoolMode::Statement);
  EXPECT_EQ(value(b, "SELECT @@warning_count"), "0");  // not a's
}

TEST(Session, transaction_mode_resets_state_but_keeps_set_transaction_for_the_next_one) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-tmode");
  ASSERT_NE(pool, nullptr);
  Session a(pool, PoolMode::Transaction);
  EXPECT_EQ(value(a, "SET @v = 1"), "ok");
  EXPECT_FALSE(a.holds_connection());  // handed back to be reset
  EXPECT_EQ(value(a, "SELECT @v"), "NULL");
  EXPECT_EQ(value(a, "SET TRANSACTION READ ONLY"), "ok");
  EXPECT_TRUE(a.holds_connection());
  EXPECT_EQ(value(a, "START TRANSACTION"), "ok");
  EXPECT_EQ(value(a, "SELECT @@in_transaction"), "1");
  EXPECT_EQ(value(a, "COMMIT"), "ok");
  EXPECT_FALSE(a.holds_connection());
}

TEST(Session, escape_state_follows_the_server_on_every_path) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-escape");
  ASSERT_NE(pool, nullptr);
  EscapeState state;
  Error err;
  {
    Session fresh(pool, PoolMode::Statement);
    ASSERT_TRUE(fresh.escape_state(&state, &err)) << err.message;  // learned from a lease
    EXPECT_EQ(state.charset, "utf8mb4");
    EXPECT_FALSE(state.no_backslash_escapes);
    EXPECT_FALSE(fresh.holds_connection());
  }
  Session a(pool, PoolMode::Statement);
  EXPECT_EQ(value(a, "SET @@session.character_set_client = 'gbk'"), "ok");
  ASSERT_TRUE(a.escape_state(&state, &err));
  EXPECT_EQ(state.charset, "gbk");
  Session b(pool, PoolMode::Statement);
  EXPECT_EQ(value(b, "SET @@session.character_set_client = 'gbk'"), "ok");  // no round trip
  EXPECT_FALSE(b.holds_connection());
  ASSERT_TRUE(b.escape_state(&state, &err));
  EXPECT_EQ(state.charset, "gbk");
  Session c(pool, PoolMode::Statement);
  EXPECT_EQ(value(c, "SET sql_mode = 'NO_BACKSLASH_ESCAPES'"), "ok");
  ASSERT_TRUE(c.escape_state(&state, &err));
  EXPECT_TRUE(state.no_backslash_escapes);
  EXPECT_EQ(state.charset, "utf8mb4");
  // With the trackers switched off the server reports no charset change: quoting asks the
  // server itself, for as long as the (pinned) connection is held.
  Session d(pool, PoolMode::Statement);
  EXPECT_EQ(value(d, "SET session_track_system_variables = ''"), "ok");
  EXPECT_TRUE(d.holds_connection());
  EXPECT_EQ(value(d, "SET NAMES gbk"), "ok");
  ASSERT_TRUE(d.escape_state(&state, &err)) << err.message;
  EXPECT_EQ(state.charset, "gbk");
  EXPECT_EQ(d.end(), Session::Ending::Reset);
}

// On a connection whose reports can't be trusted, quoting asks the server once per statement
// the connection ran, not once a string (MediaWiki quotes up to 28 strings in a row after a
// named lock); the next statement may change the character set, so it is asked again.
TEST(Session, an_untrusted_connection_is_asked_its_charset_once_per_statement) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-escape-ask");
  ASSERT_NE(pool, nullptr);
  Session d(pool, PoolMode::Statement);
  EXPECT_EQ(value(d, "SET session_track_system_variables = ''"), "ok");
  EXPECT_EQ(value(d, "SET NAMES gbk"), "ok");
  const char* questions =
      "SELECT VARIABLE_VALUE FROM information_schema.SESSION_STATUS "
      "WHERE VARIABLE_NAME = 'QUESTIONS'";
  const long before = std::stol(value(d, questions));
  Error err;
  for (int i = 0; i < 3; i++) {
    std::string quoted;
    ASSERT_TRUE(d.escape("it's", &quoted, &err)) << err.message;
    EXPECT_EQ(quoted, "it\\'s");
  }
  // the read of QUESTIONS itself and one question for the three strings
  EXPECT_EQ(std::stol(value(d, questions)) - before, 2);
  EXPECT_EQ(value(d, "SET NAMES latin1"), "ok");
  EscapeState state;
  ASSERT_TRUE(d.escape_state(&state, &err)) << err.message;
  EXPECT_EQ(state.charset, "latin1");
  EXPECT_EQ(d.end(), Session::Ending::Reset);
}

// Issue 16: each way one request's session reached the next, on a pool of one connection.
// Request A's session ends, then B (a fresh handle) must see a fresh session.

TEST(Session, stored_code_and_set_statement_never_leave_state_for_the_next_request) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-isolation");
  ASSERT_NE(pool, nullptr);
  {
    Session setup(pool, PoolMode::Statement);
    for (const char* sql :
         {"DROP FUNCTION IF EXISTS mp16_secret", "DROP FUNCTION IF EXISTS mp16_into",
          "DROP FUNCTION IF EXISTS mp16_tz", "DROP FUNCTION IF EXISTS mp16_fail",
          "CREATE FUNCTION mp16_secret() RETURNS INT BEGIN SET @secret = 42; RETURN 1; END",
          "CREATE FUNCTION mp16_into() RETURNS INT BEGIN SELECT 7 INTO @secret; RETURN 1; END",
          "CREATE FUNCTION mp16_tz() RETURNS INT BEGIN SET time_zone = '+07:00'; RETURN 1; END",
          "CREATE FUNCTION mp16_fail() RETURNS INT BEGIN SET @secret = 9; "
          "SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'boom'; RETURN 1; END"})
      run_ok(setup, sql);
  }
  struct Case {
    const char* sql;
    bool fails;
  };
  for (const Case& c : std::initializer_list<Case>{
           {"SELECT mp16_secret()", false},
           {"SELECT `mp16_into`()", false},
           {"SELECT mp16_tz()", false},
           {"SELECT mp16_fail()", true},
           {"SET STATEMENT max_statement_time=10 FOR SET @secret = 5", false},
           {"SET STATEMENT max_statement_time=10 FOR SET time_zone = '+07:00'", false},
           {"SET STATEMENT max_statement_time=10 FOR USE mysql", false}}) {
    {
      Session a(pool, PoolMode::Statement);
      proto::QueryReply reply;
      Error err;
      ASSERT_TRUE(a.run(c.sql, &reply, &err)) << c.sql << ": " << err.message;
      EXPECT_EQ(reply.is_error, c.fails) << c.sql;
      EXPECT_TRUE(a.holds_connection()) << c.sql << ": pinned";
      EXPECT_EQ(a.end(), Session::Ending::Reset) << c.sql;
    }
    Session b(pool, PoolMode::Statement);
    EXPECT_EQ(value(b, "SELECT CONCAT(IFNULL(@secret, 'none'), ' ', @@time_zone, ' ', DATABASE())"),
              "none SYSTEM mysqlpool_test")
        << "after " << c.sql;
  }
}

// Preparing `SET @v = ?` creates @v on the server (NULL), and a PREPARE's reply has no status
// flags: the classifier's verdict pins at prepare() already.
TEST(Session, preparing_a_user_variable_assignment_pins) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-prepare-pins");
  ASSERT_NE(pool, nullptr);
  {
    Session a(pool, PoolMode::Statement);
    uint16_t params = 0;
    Error err;
    ASSERT_TRUE(a.check_prepare("SET @mp16_prepared = ?", &params, &err)) << err.message;
    EXPECT_TRUE(a.holds_connection());
    EXPECT_EQ(a.end(), Session::Ending::Reset);
  }
  Session b(pool, PoolMode::Statement);
  EXPECT_EQ(value(b,
                  "SELECT COUNT(*) FROM information_schema.USER_VARIABLES "
                  "WHERE VARIABLE_NAME = 'mp16_prepared'"),
            "0");
}

TEST(Session, named_locks_and_the_global_read_lock_end_with_the_request) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-locks");
  ASSERT_NE(pool, nullptr);
  for (const char* sql :
       {"SELECT `GET_LOCK`('mp16_jobs', 0)", "SELECT get_lock/**/('mp16_jobs', 0)",
        "FLUSH TABLES WITH READ LOCK", "BACKUP STAGE START"}) {
    {
      Session a(pool, PoolMode::Statement);
      run_ok(a, sql);
      EXPECT_TRUE(a.holds_connection()) << sql;
      EXPECT_EQ(a.end(), Session::Ending::Reset) << sql;
    }
    Session b(pool, PoolMode::Statement);
    EXPECT_EQ(value(b, "SELECT IFNULL(IS_USED_LOCK('mp16_jobs'), 'free')"), "free") << sql;
    // a writer is not held up by a lock an idle pooled connection keeps
    EXPECT_EQ(value(b,
                    "SET STATEMENT lock_wait_timeout=2 FOR "
                    "CREATE TABLE IF NOT EXISTS mp16_w (a INT)"),
              "ok")
        << sql;
    EXPECT_EQ(b.end(), Session::Ending::Reset);  // SET STATEMENT pins
  }
}

// A PREPARE that fails while sent with its EXECUTE (1461: max_prepared_stmt_count, a limit any
// account can use up) must not run the connection's previous statement with the new values.
TEST(Session, a_failed_pipelined_prepare_runs_no_other_statement) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-pipelined");
  ASSERT_NE(pool, nullptr);
  Session a(pool, PoolMode::Transaction);
  run_ok(a, "CREATE TABLE IF NOT EXISTS mp16_rows (id INT PRIMARY KEY)");
  run_ok(a, "DELETE FROM mp16_rows");
  run_ok(a, "INSERT INTO mp16_rows VALUES (1), (2), (3)");
  std::vector<proto::Param> two(1);
  two[0].kind = proto::Param::Kind::Int;
  two[0].i = 2;
  proto::QueryReply reply;
  Error err;
  uint16_t params = 0;
  const char* select = "SELECT id FROM mp16_rows WHERE id = ?";
  const char* remove = "DELETE FROM mp16_rows WHERE id = ?";
  // both texts known to the process (their next execute sends PREPARE + EXECUTE in one write)
  ASSERT_TRUE(a.check_prepare(select, &params, &err)) << err.message;
  ASSERT_TRUE(a.check_prepare(remove, &params, &err)) << err.message;
  // pinned: handed back and reset, which closes the statements the connection kept
  run_ok(a, "SET @mp16_forget = 1");
  EXPECT_FALSE(a.holds_connection());
  run_ok(a, "BEGIN");  // one lease: the DELETE is the connection's last statement
  std::vector<proto::Param> none(1);
  none[0].kind = proto::Param::Kind::Int;
  none[0].i = 99;
  ASSERT_TRUE(a.execute(remove, none, &reply, &err)) << err.message;
  ASSERT_FALSE(reply.is_error) << reply.err.message;
  // no room for another statement on the server
  proto::QueryReply r2;
  Error e2;
  ASSERT_TRUE(a.run("SET GLOBAL max_prepared_stmt_count = 0", &r2, &e2)) << e2.message;
  ASSERT_TRUE(a.execute(select, two, &reply, &err)) << err.message;
  run_ok(a, "SET GLOBAL max_prepared_stmt_count = DEFAULT");
  EXPECT_TRUE(reply.is_error);
  EXPECT_EQ(reply.err.code, 1461u) << reply.err.message;
  run_ok(a, "COMMIT");
  EXPECT_EQ(value(a, "SELECT COUNT(*) FROM mp16_rows"), "3");
}

TEST(Session, multi_statements_off_is_the_servers_and_set_back_for_the_next_session) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-multi");
  ASSERT_NE(pool, nullptr);
  Session off(pool, PoolMode::Statement), on(pool, PoolMode::Statement);
  off.set_multi_statements(false);
  EXPECT_EQ(value(off, "SELECT 1; SELECT 2"), "error 1064");
  EXPECT_EQ(value(off, "SELECT 3 FROM information_schema.ENGINES LIMIT 1"), "3");
  EXPECT_EQ(value(on, "SELECT 4; SELECT 5"), "4");
}

TEST(Session, a_repeated_setting_replaces_itself_and_the_baseline_is_bounded) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-bounded");
  ASSERT_NE(pool, nullptr);
  Session a(pool, PoolMode::Statement);
  for (int request = 0; request < 20; request++) {  // a persistent handle's connect sequence
    EXPECT_EQ(value(a, "USE mysqlpool_test"), "ok");
    EXPECT_EQ(value(a, "SET NAMES utf8mb4"), "ok");
    EXPECT_EQ(value(a, "SET time_zone = '+00:00'"), "ok");
  }
  EXPECT_EQ(a.baseline_size(), 3u);
  for (int i = 0; i < 80;
       i++)  // distinct settings: the baseline stops growing, the connection pins
    EXPECT_EQ(value(a, "SET @@session.div_precision_increment = " + std::to_string(i % 30 + 1) +
                           " + 0 * " + std::to_string(i)),
              "ok");
  EXPECT_LE(a.baseline_size(), 64u);
  EXPECT_TRUE(a.holds_connection());
  EXPECT_EQ(value(a, "SELECT @@div_precision_increment"), "20");
  a.end();
}

// ---- server-side prepared statements and unbuffered replies ----

namespace {

// This connection's count of a COM_STMT_* command (SHOW SESSION STATUS), as a number.
long stmt_counter(Session& s, const std::string& name) {
  std::string v = value(s,
                        "SELECT VARIABLE_VALUE FROM information_schema.SESSION_STATUS "
                        "WHERE VARIABLE_NAME = '" +
                            name + "'");
  return std::atol(v.c_str());
}

std::string execute_value(Session& s, const std::string& sql, int64_t param) {
  std::vector<proto::Param> params(1);
  params[0].kind = proto::Param::Kind::Int;
  params[0].i = param;
  proto::QueryReply reply;
  Error err;
  if (!s.execute(sql, params, &reply, &err)) return "failed: " + err.message;
  if (reply.is_error) return "error " + std::to_string(reply.err.code);
  if (reply.parts.empty() || !reply.parts[0].is_result_set) return "ok";
  return std::string(reply.parts[0].rs.value(0, 0));
}

}  // namespace

// Statements stay prepared on their connection across leases, for every session that leases
// it under the same context: in steady state the server sees executes only.
TEST(Session, prepared_statements_stay_on_the_connection_for_every_lease) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-prepared");
  ASSERT_NE(pool, nullptr);
  Session a(pool, PoolMode::Statement), b(pool, PoolMode::Statement);
  long prepared = stmt_counter(b, "COM_STMT_PREPARE"), closed = stmt_counter(b, "COM_STMT_CLOSE");
  // Statement mode: each execute leases the one connection; the first prepares there.
  for (int i = 0; i < 3; i++) EXPECT_EQ(execute_value(a, "SELECT ? + 1", i), std::to_string(i + 1));
  EXPECT_FALSE(a.holds_connection());
  for (int i = 0; i < 3; i++) EXPECT_EQ(execute_value(b, "SELECT ? + 1", i), std::to_string(i + 1));
  EXPECT_EQ(value(a, "BEGIN"), "ok");
  for (int i = 0; i < 3; i++) EXPECT_EQ(execute_value(a, "SELECT ? + 1", i), std::to_string(i + 1));
  EXPECT_EQ(value(a, "COMMIT"), "ok");
  EXPECT_EQ(stmt_counter(b, "COM_STMT_PREPARE") - prepared, 1);
  EXPECT_EQ(stmt_counter(b, "COM_STMT_CLOSE") - closed, 0);
  EXPECT_EQ(a.statements_prepared() + b.statements_prepared(), 1u);
}

// A reset closes them on the server (the slot forgets them), and a statement is never run
// under another context than its own: a handle with other settings prepares its own.
TEST(Session, a_reset_or_another_context_prepares_again) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-prepared-context");
  ASSERT_NE(pool, nullptr);
  Session a(pool, PoolMode::Statement), b(pool, PoolMode::Statement);
  const std::string tz = "SELECT @@session.time_zone, ?";
  EXPECT_EQ(execute_value(a, tz, 1), "SYSTEM");
  EXPECT_EQ(value(b, "SET time_zone = '+01:00'"), "ok");
  EXPECT_EQ(execute_value(b, tz, 1), "+01:00");  // b's context: prepared again
  EXPECT_EQ(b.statements_prepared(), 1u);
  EXPECT_EQ(execute_value(a, tz, 1), "SYSTEM");  // a's context back: a reset, prepared again
  EXPECT_EQ(a.statements_prepared(), 2u);
  // a pinned session goes back reset by the manager: nothing of the slot's statements stays
  EXPECT_EQ(value(a, "SET @pinned = 1"), "ok");
  EXPECT_EQ(a.end(), Session::Ending::Reset);
  EXPECT_EQ(execute_value(a, tz, 1), "SYSTEM");
  EXPECT_EQ(a.statements_prepared(), 3u);
  EXPECT_EQ(execute_value(a, tz, 2), "SYSTEM");
  EXPECT_EQ(a.statements_prepared(), 3u);
}

// The server omits a statement's columns from an EXECUTE's reply while they are those it last
// sent on that connection (CACHE_METADATA), whoever it sent them to. When a table changes it
// sends them again, and every holder reads the new ones. A holder that never saw the ones the
// connection last got (another process's) prepares the statement again.
TEST(Session, columns_the_server_sent_to_another_holder_are_the_ones_read) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-prepared-columns");
  ASSERT_NE(pool, nullptr);
  Session a(pool, PoolMode::Statement), b(pool, PoolMode::Statement);
  EXPECT_EQ(value(a, "CREATE OR REPLACE TABLE t_columns (id INT)"), "ok");
  EXPECT_EQ(value(a, "INSERT INTO t_columns VALUES (1)"), "ok");
  const std::string sql = "SELECT * FROM t_columns WHERE id = ?";
  auto columns = [&](Session& s) {
    std::vector<proto::Param> params(1);
    params[0].kind = proto::Param::Kind::Int;
    params[0].i = 1;
    proto::QueryReply reply;
    Error err;
    if (!s.execute(sql, params, &reply, &err) || reply.is_error || reply.parts.empty()) return -1;
    const proto::ResultSet& rs = reply.parts[0].rs;
    return rs.row_count == 1 ? int(rs.columns.size()) : -2;
  };
  EXPECT_EQ(columns(a), 1);
  EXPECT_EQ(columns(b), 1);
  EXPECT_EQ(value(a, "ALTER TABLE t_columns ADD COLUMN c INT DEFAULT 7"), "ok");
  EXPECT_EQ(columns(b), 2);  // the server sent them to b
  EXPECT_EQ(columns(a), 2);  // and omits them for a
  EXPECT_EQ(a.statements_prepared() + b.statements_prepared(), 1u);
  // As if another process had got columns this one never saw: prepared again, read right.
  SlotConnectionInfo& info = pool->slot_info(0);
  int changed = 0;
  for (SlotStatement& e : info.statements)
    if (e.key && e.columns == 2) e.columns_hash ^= 1, changed++;
  EXPECT_EQ(changed, 1);
  EXPECT_EQ(columns(a), 2);
  EXPECT_EQ(a.statements_prepared(), 2u);
  EXPECT_EQ(value(a, "DROP TABLE t_columns"), "ok");
}

TEST(Session, at_most_kSlotStatements_prepared_per_connection) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-prepared-bound");
  ASSERT_NE(pool, nullptr);
  Session a(pool, PoolMode::Statement), b(pool, PoolMode::Statement);
  EXPECT_EQ(value(a, "BEGIN"), "ok");
  const int distinct = int(kSlotStatements) + 8;
  for (int i = 0; i < distinct; i++)
    EXPECT_EQ(execute_value(a, "SELECT ? + " + std::to_string(i), 1), std::to_string(i + 1));
  // The least recently used are closed as new ones come: the server holds kSlotStatements.
  EXPECT_EQ(value(a,
                  "SELECT COUNT(*) FROM information_schema.SESSION_STATUS WHERE VARIABLE_NAME = "
                  "'COM_STMT_CLOSE' AND VARIABLE_VALUE + 0 >= 8"),
            "1");
  EXPECT_EQ(value(a, "COMMIT"), "ok");
  EXPECT_EQ(a.statements_prepared(), size_t(distinct));
  // the most recent are still there, for another session too
  EXPECT_EQ(execute_value(b, "SELECT ? + " + std::to_string(distinct - 1), 1),
            std::to_string(distinct));
  EXPECT_EQ(b.statements_prepared(), 0u);
}

TEST(Session, an_unbuffered_reply_keeps_the_connection_until_read) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-stream");
  ASSERT_NE(pool, nullptr);
  Session a(pool, PoolMode::Statement), b(pool, PoolMode::Statement);
  proto::QueryReply reply;
  Error err;
  // 40,000 rows of 100 bytes: more than one batch.
  ASSERT_TRUE(a.run("SELECT seq, REPEAT('x', 100) FROM seq_1_to_40000", &reply, &err,
                    Session::kStreamBatch))
      << err.message;
  ASSERT_TRUE(a.streaming());
  EXPECT_TRUE(a.holds_connection());
  EXPECT_LT(reply.parts[0].rs.row_count, 40000u);
  // Nothing else runs on the handle meanwhile.
  proto::QueryReply other;
  EXPECT_FALSE(a.run("SELECT 1", &other, &err));
  EXPECT_EQ(err.code, 2014);
  size_t rows = 0;
  while (true) {
    rows += reply.parts[0].rs.row_count;
    if (!a.streaming()) break;
    EXPECT_LE(reply.parts[0].rs.data.size(), 2 * Session::kStreamBatch);  // bounded memory
    reply.parts[0].rs.drop_rows();
    ASSERT_TRUE(a.read_more(&reply, &err)) << err.message;
  }
  EXPECT_EQ(rows, 40000u);
  EXPECT_FALSE(a.holds_connection());                   // given back at the reply's end
  EXPECT_EQ(value(a, "SELECT FOUND_ROWS()"), "40000");  // the handle's, counted over the batches
  // Dropped half-way: read away, and the connection is in step for the next statement.
  ASSERT_TRUE(a.run("SELECT seq, REPEAT('x', 100) FROM seq_1_to_40000", &reply, &err,
                    Session::kStreamBatch));
  a.drop_stream(&reply);
  EXPECT_FALSE(a.streaming());
  EXPECT_EQ(value(b, "SELECT 2"), "2");
}

// A request that ends with an unbuffered reply not read to its end: the connection can't go
// back in the middle of the reply, so it is closed (Ending::Closed, not Reset) and the pool
// opens another, on which the next session runs.
TEST(Session, an_unread_unbuffered_reply_at_the_end_closes_the_connection) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-stream-end");
  ASSERT_NE(pool, nullptr);
  std::string first_id;
  {
    Session a(pool, PoolMode::Statement);
    first_id = value(a, "SELECT CONNECTION_ID()");
    proto::QueryReply reply;
    Error err;
    ASSERT_TRUE(a.run("SELECT seq, REPEAT('x', 100) FROM seq_1_to_40000", &reply, &err,
                      Session::kStreamBatch))
        << err.message;
    ASSERT_TRUE(a.streaming());
    EXPECT_EQ(a.end(), Session::Ending::Closed);
  }
  Session b(pool, PoolMode::Statement);
  std::string second_id = value(b, "SELECT CONNECTION_ID()");
  EXPECT_NE(second_id, first_id);
  EXPECT_EQ(second_id.find_first_not_of("0123456789"), std::string::npos) << second_id;
}

// WordPress's connect: two settings, a read of sql_mode, then the mode it derived. On a warm
// pool the handle's baseline at the read is a strict prefix of the connection's: the read is
// answered from this process's memory of the same read under the same baseline (no reset, no
// replay), with the value the server gave under that baseline (not the connection's later mode).
TEST(Session, a_settings_read_between_settings_costs_no_reset_on_a_warm_pool) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-setting-read");
  ASSERT_NE(pool, nullptr);
  const char* settings[] = {"SET NAMES utf8mb4",
                            "SET NAMES 'utf8mb4' COLLATE 'utf8mb4_unicode_520_ci'"};
  std::string first_read;
  for (int request = 0; request < 3; request++) {
    Session s(pool, PoolMode::Statement);
    for (const char* sql : settings) EXPECT_EQ(value(s, sql), "ok");
    std::string mode = value(s, "SELECT @@SESSION.sql_mode");
    if (request == 0) first_read = mode;
    EXPECT_EQ(mode, first_read) << "request " << request;
    EXPECT_NE(mode, "NO_ENGINE_SUBSTITUTION");
    EXPECT_EQ(value(s, "SET SESSION sql_mode = 'NO_ENGINE_SUBSTITUTION'"), "ok");
    // (an alias: not a plain settings read, so it runs, on a connection with the baseline)
    EXPECT_EQ(value(s, "SELECT @@sql_mode AS m"), "NO_ENGINE_SUBSTITUTION");
    if (request > 0) {
      EXPECT_EQ(s.setting_reads_answered(), 1u) << "request " << request;
      EXPECT_EQ(s.baseline_resets(), 0u) << "request " << request;
      EXPECT_EQ(s.baseline_statements_sent(), 0u) << "request " << request;
    }
    s.end();
  }
}

// WordPress's paging: SELECT SQL_CALC_FOUND_ROWS … LIMIT, then SELECT FOUND_ROWS(). The count is
// the server's only: the connection stays until FOUND_ROWS() is read (set anew), then goes back
// without a reset; another handle's first FOUND_ROWS() still answers its own (a new session's 1).
TEST(Session, sql_calc_found_rows_keeps_the_connection_until_found_rows_is_read) {
  REQUIRE_SERVER();
  PoolAttachment* pool = pool_of_one("session-calc-found-rows");
  ASSERT_NE(pool, nullptr);
  std::string total = [&] {
    Session probe(pool, PoolMode::Statement);
    return value(probe, "SELECT COUNT(*) FROM information_schema.CHARACTER_SETS");
  }();
  Session a(pool, PoolMode::Statement), b(pool, PoolMode::Statement);
  EXPECT_EQ(value(a,
                  "SELECT SQL_CALC_FOUND_ROWS CHARACTER_SET_NAME FROM "
                  "information_schema.CHARACTER_SETS LIMIT 1")
                .empty(),
            false);
  EXPECT_TRUE(a.holds_connection());
  EXPECT_EQ(value(a, "SELECT FOUND_ROWS()"), total);
  EXPECT_FALSE(a.holds_connection());
  EXPECT_EQ(value(b, "SELECT FOUND_ROWS()"), "1");
  EXPECT_EQ(b.baseline_resets(), 0u);
  a.end();
  b.end();
}
