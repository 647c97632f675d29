// Codec against a real MariaDB: Connector/C opens and authenticates, the codec drives the
// socket it hands over (as a worker does with a pooled connection).
// Needs MYSQLPOOL_TEST_HOST/PORT/USER/PASSWORD/DB; skipped when MYSQLPOOL_TEST_PORT is unset.
#include <gtest/gtest.h>
#include <sys/socket.h>
#include <sys/stat.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

// codec.h must come first: Connector/C defines many of its constant names as macros.
#include "core/protocol/codec.h"

#include <mysql.h>

// The MariaDB extended capabilities this Connector/C turns on when the server offers them,
// captured before the clashing macros are removed.
constexpr uint64_t kConnectorExtendedCaps = MARIADB_CLIENT_SUPPORTED_FLAGS;
#undef BINARY_FLAG
#undef BLOB_FLAG
#undef CLIENT_CONNECT_WITH_DB
#undef CLIENT_FOUND_ROWS
#undef CLIENT_MULTI_RESULTS
#undef CLIENT_MULTI_STATEMENTS
#undef CLIENT_PROTOCOL_41
#undef CLIENT_PS_MULTI_RESULTS
#undef CLIENT_TRANSACTIONS
#undef MARIADB_CLIENT_CACHE_METADATA
#undef MARIADB_CLIENT_EXTENDED_METADATA
#undef MARIADB_CLIENT_PROGRESS
#undef MARIADB_CLIENT_STMT_BULK_OPERATIONS
#undef MULTIPLE_KEY_FLAG
#undef NOT_NULL_FLAG
#undef PRI_KEY_FLAG
#undef SERVER_SESSION_STATE_CHANGED
#undef SERVER_STATUS_ANSI_QUOTES
#undef SERVER_STATUS_AUTOCOMMIT
#undef SERVER_STATUS_IN_TRANS
#undef SERVER_STATUS_IN_TRANS_READONLY
#undef SERVER_STATUS_NO_BACKSLASH_ESCAPES
#undef UNIQUE_KEY_FLAG
#undef UNSIGNED_FLAG
#undef ZEROFILL_FLAG

namespace mysqlpool::proto {
namespace {

const char* env_or(const char* name, const char* fallback) {
  const char* v = std::getenv(name);
  return v ? v : fallback;
}

// Connector/C reports no negotiated MariaDB extended capabilities; it turns on every one it
// supports that the server offers (docs/MYSQL-NOTES.md, "Capabilities").
Capabilities negotiated_capabilities(MYSQL* mysql) {
  Capabilities caps;
  caps.client = static_cast<uint32_t>(mysql->client_flag & mysql->server_capabilities);
  unsigned long server_ext = 0;
  if (mariadb_get_infov(mysql, MARIADB_CONNECTION_EXTENDED_SERVER_CAPABILITIES, &server_ext) == 0) {
    caps.mariadb = static_cast<uint32_t>(server_ext & (kConnectorExtendedCaps >> 32));
  }
  return caps;
}

class LiveCodec : public ::testing::Test {
 protected:
  void SetUp() override {
    // the test command always starts a server: without one this fails (a skip would pass)
    ASSERT_NE(std::getenv("MYSQLPOOL_TEST_PORT"), nullptr)
        << "MYSQLPOOL_TEST_PORT not set: start a server (scripts/lib/mariadb.sh start DIR)";
    mysql_ = open_connection();
    ASSERT_NE(mysql_, nullptr);
    caps_ = negotiated_capabilities(mysql_);
    conn_ = std::make_unique<Connection>(mysql_get_socket(mysql_), caps_, 10000);
  }
  void TearDown() override {
    conn_.reset();
    if (mysql_) mysql_close(mysql_);
  }

  static MYSQL* open_connection() {
    MYSQL* m = mysql_init(nullptr);
    unsigned int port = static_cast<unsigned int>(std::atoi(env_or("MYSQLPOOL_TEST_PORT", "0")));
    if (!mysql_real_connect(m, env_or("MYSQLPOOL_TEST_HOST", "127.0.0.1"),
                            env_or("MYSQLPOOL_TEST_USER", "root"),
                            env_or("MYSQLPOOL_TEST_PASSWORD", ""),
                            env_or("MYSQLPOOL_TEST_DB", "test"), port, nullptr, 0)) {
      ADD_FAILURE() << "connect: " << mysql_error(m);
      mysql_close(m);
      return nullptr;
    }
    return m;
  }

  QueryReply q(const std::string& sql) {
    QueryReply r;
    IoStatus st = conn_->query(sql, r);
    EXPECT_EQ(st, IoStatus::Ok) << sql << ": " << conn_->last_error();
    return r;
  }
  // A statement expected to succeed with one OK.
  OkInfo exec(const std::string& sql) {
    QueryReply r = q(sql);
    EXPECT_FALSE(r.is_error) << sql << ": " << r.err.message;
    if (r.parts.size() != 1 || r.parts[0].is_result_set) {
      ADD_FAILURE() << sql << ": expected one OK";
      return OkInfo{};
    }
    return r.parts[0].ok;
  }
  ResultSet select(const std::string& sql) {
    QueryReply r = q(sql);
    EXPECT_FALSE(r.is_error) << sql << ": " << r.err.message;
    if (r.parts.size() != 1 || !r.parts[0].is_result_set) {
      ADD_FAILURE() << sql << ": expected one result set";
      return ResultSet{};
    }
    return std::move(r.parts[0].rs);
  }

  MYSQL* mysql_ = nullptr;
  Capabilities caps_;
  std::unique_ptr<Connection> conn_;
};

TEST_F(LiveCodec, capabilities_match_the_notes) {
  EXPECT_TRUE(caps_.client & CLIENT_PROTOCOL_41);
  EXPECT_TRUE(caps_.client & CLIENT_SESSION_TRACK);
  EXPECT_TRUE(caps_.client & CLIENT_MULTI_RESULTS);
  EXPECT_FALSE(caps_.client & CLIENT_MULTI_STATEMENTS);
  EXPECT_FALSE(caps_.client & CLIENT_DEPRECATE_EOF);
  EXPECT_TRUE(caps_.mariadb & MARIADB_CLIENT_EXTENDED_METADATA);
  EXPECT_TRUE(caps_.mariadb & MARIADB_CLIENT_CACHE_METADATA);
}

TEST_F(LiveCodec, many_types_and_nulls) {
  exec("DROP TEMPORARY TABLE IF EXISTS types");
  exec(
      "CREATE TEMPORARY TABLE types (i INT NOT NULL PRIMARY KEY, u BIGINT UNSIGNED, "
      "d DECIMAL(10,3), f DOUBLE, s VARCHAR(20), b BLOB, dt DATE, ts DATETIME(6), "
      "j JSON, e ENUM('x','y'), n INT) CHARACTER SET utf8mb4");
  exec(
      "INSERT INTO types VALUES (1, 18446744073709551615, -12.345, 1.5, 'héllo', 'bin', "
      "'2024-02-29', '2024-02-29 12:34:56.123456', '{\"a\":1}', 'y', NULL), "
      "(2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)");
  ResultSet rs = select("SELECT * FROM types ORDER BY i");
  ASSERT_EQ(rs.columns.size(), 11u);
  ASSERT_EQ(rs.row_count, 2u);
  EXPECT_EQ(rs.columns[0].name, "i");
  EXPECT_EQ(rs.columns[0].table, "types");
  EXPECT_EQ(rs.columns[0].type, TYPE_LONG);
  EXPECT_TRUE(rs.columns[0].flags & PRI_KEY_FLAG);
  EXPECT_EQ(rs.columns[1].type, TYPE_LONGLONG);
  EXPECT_TRUE(rs.columns[1].flags & UNSIGNED_FLAG);
  EXPECT_EQ(rs.columns[2].type, TYPE_NEWDECIMAL);
  EXPECT_EQ(rs.columns[2].decimals, 3);
  EXPECT_EQ(rs.columns[3].type, TYPE_DOUBLE);
  EXPECT_EQ(rs.columns[4].type, TYPE_VAR_STRING);
  EXPECT_EQ(rs.columns[5].type, TYPE_BLOB);
  EXPECT_EQ(rs.columns[6].type, TYPE_DATE);
  EXPECT_EQ(rs.columns[7].type, TYPE_DATETIME);
  EXPECT_EQ(rs.value(0, 0), "1");
  EXPECT_EQ(rs.value(0, 1), "18446744073709551615");
  EXPECT_EQ(rs.value(0, 2), "-12.345");
  EXPECT_EQ(rs.value(0, 3), "1.5");
  EXPECT_EQ(rs.value(0, 4), "héllo");
  EXPECT_EQ(rs.value(0, 5), "bin");
  EXPECT_EQ(rs.value(0, 6), "2024-02-29");
  EXPECT_EQ(rs.value(0, 7), "2024-02-29 12:34:56.123456");
  EXPECT_EQ(rs.value(0, 8), "{\"a\":1}");
  EXPECT_EQ(rs.value(0, 9), "y");
  EXPECT_TRUE(rs.is_null(0, 10));
  EXPECT_EQ(rs.value(1, 0), "2");
  for (size_t c = 1; c < 11; ++c) EXPECT_TRUE(rs.is_null(1, c)) << c;
}

TEST_F(LiveCodec, binary_blob_round_trip_with_every_byte_value) {
  std::string blob;
  for (int rep = 0; rep < 4; ++rep) {
    for (int i = 0; i < 256; ++i) blob.push_back(static_cast<char>(i));
  }
  std::string escaped;
  ASSERT_TRUE(escape_string(blob, "binary", 0, escaped));
  exec("CREATE TEMPORARY TABLE blobs (b LONGBLOB)");
  exec("INSERT INTO blobs VALUES ('" + escaped + "')");
  ResultSet rs = select("SELECT b, LENGTH(b), HEX(b) = HEX(_binary'" + escaped + "') FROM blobs");
  ASSERT_EQ(rs.row_count, 1u);
  EXPECT_TRUE(rs.value(0, 0) == blob);
  EXPECT_EQ(rs.value(0, 1), "1024");
  EXPECT_EQ(rs.value(0, 2), "1");
}

TEST_F(LiveCodec, utf8mb4) {
  exec("SET NAMES utf8mb4");
  const std::string text = "Grüße 😀 中文 'quoted' \\ back";
  std::string escaped;
  ASSERT_TRUE(escape_string(text, "utf8mb4", 0, escaped));
  ResultSet rs = select("SELECT '" + escaped + "' AS t, CHAR_LENGTH('" + escaped + "')");
  ASSERT_EQ(rs.row_count, 1u);
  EXPECT_EQ(rs.value(0, 0), text);
  EXPECT_EQ(rs.value(0, 1), "26");
  EXPECT_EQ(rs.columns[0].name, "t");
}

// The server, not the escaper's own idea of gbk, decides: every string comes back unchanged,
// and none ends its literal early (the 0xBF27 injection).
TEST_F(LiveCodec, gbk_strings_with_lone_lead_bytes_come_back_unchanged) {
  for (uint16_t status : {uint16_t(0), SERVER_STATUS_NO_BACKSLASH_ESCAPES}) {
    exec(status ? "SET sql_mode='NO_BACKSLASH_ESCAPES'" : "SET sql_mode=''");
    exec("SET NAMES gbk");
    for (std::string text : {std::string("\xBF' OR 1=1 -- "), std::string("\xBF\\' OR 1=1 -- "),
                             std::string("abc\x81"), std::string("\x95\x5C'\xBF"),
                             std::string("\xBF\\\\' UNION SELECT 2 -- ")}) {
      std::string escaped;
      ASSERT_TRUE(escape_string(text, "gbk", status, escaped));
      ResultSet rs = select("SELECT HEX('" + escaped + "'), 'end'");
      ASSERT_EQ(rs.row_count, 1u) << status;
      std::string hex;
      for (unsigned char c : text) {
        static const char* digits = "0123456789ABCDEF";
        hex += digits[c >> 4];
        hex += digits[c & 15];
      }
      EXPECT_EQ(rs.value(0, 0), hex) << "status " << status;
      EXPECT_EQ(rs.value(0, 1), "end");
    }
  }
  exec("SET sql_mode=DEFAULT");
  exec("SET NAMES utf8mb4");
}

TEST_F(LiveCodec, hundred_thousand_rows) {
  auto start = std::chrono::steady_clock::now();
  ResultSet rs = select("SELECT seq, seq * 2, NULL FROM seq_1_to_100000");
  auto us = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() -
                                                                  start)
                .count();
  ASSERT_EQ(rs.row_count, 100000u);
  ASSERT_EQ(rs.fields.size(), 300000u);
  EXPECT_EQ(rs.value(0, 0), "1");
  EXPECT_EQ(rs.value(99999, 0), "100000");
  EXPECT_EQ(rs.value(99999, 1), "200000");
  EXPECT_TRUE(rs.is_null(50000, 2));
  std::printf("100k rows x 3 columns: %lld us\n", static_cast<long long>(us));
}

TEST_F(LiveCodec, errors_keep_the_connection_usable) {
  QueryReply r = q("SELEC 1");
  ASSERT_TRUE(r.is_error);
  EXPECT_EQ(r.err.code, 1064);
  EXPECT_EQ(r.err.sqlstate, "42000");
  r = q("SELECT * FROM no_such_table_here");
  ASSERT_TRUE(r.is_error);
  EXPECT_EQ(r.err.code, 1146);
  EXPECT_EQ(r.err.sqlstate, "42S02");
  EXPECT_NE(r.err.message.find("no_such_table_here"), std::string::npos);
  ResultSet rs = select("SELECT 42");
  EXPECT_EQ(rs.value(0, 0), "42");
}

TEST_F(LiveCodec, multi_statements_are_off) {
  QueryReply r = q("SELECT 1; SELECT 2");
  ASSERT_TRUE(r.is_error);
  EXPECT_EQ(r.err.code, 1064);
  EXPECT_TRUE(r.parts.empty());
  EXPECT_EQ(select("SELECT 3").value(0, 0), "3");
}

TEST_F(LiveCodec, stored_procedure_with_two_result_sets) {
  exec("DROP PROCEDURE IF EXISTS codec_two_sets");
  exec("CREATE PROCEDURE codec_two_sets() BEGIN SELECT 1 AS a; SELECT 'x' AS b, NULL AS c; END");
  QueryReply r = q("CALL codec_two_sets()");
  ASSERT_FALSE(r.is_error) << r.err.message;
  ASSERT_EQ(r.parts.size(), 3u);
  ASSERT_TRUE(r.parts[0].is_result_set);
  EXPECT_EQ(r.parts[0].rs.value(0, 0), "1");
  EXPECT_TRUE(r.parts[0].rs.status & SERVER_MORE_RESULTS_EXISTS);
  ASSERT_TRUE(r.parts[1].is_result_set);
  EXPECT_EQ(r.parts[1].rs.columns.size(), 2u);
  EXPECT_EQ(r.parts[1].rs.value(0, 0), "x");
  EXPECT_TRUE(r.parts[1].rs.is_null(0, 1));
  EXPECT_FALSE(r.parts[2].is_result_set);
  EXPECT_FALSE(r.status & SERVER_MORE_RESULTS_EXISTS);
  exec("DROP PROCEDURE codec_two_sets");
}

TEST_F(LiveCodec, session_tracking) {
  exec("SET SESSION session_track_state_change=1");
  OkInfo ok = exec("SET @a=1");
  EXPECT_TRUE(ok.status & SERVER_SESSION_STATE_CHANGED);
  ASSERT_EQ(ok.session.size(), 1u);
  EXPECT_EQ(ok.session[0].type, SessionTrackType::StateChange);
  EXPECT_EQ(ok.session[0].name, "1");

  exec("SET SESSION session_track_system_variables='time_zone'");
  ok = exec("SET time_zone='+01:00'");
  bool found = false;
  for (const auto& c : ok.session) {
    if (c.type == SessionTrackType::SystemVariables && c.name == "time_zone") {
      EXPECT_EQ(c.value, "+01:00");
      found = true;
    }
  }
  EXPECT_TRUE(found);

  exec("SET SESSION session_track_transaction_info='STATE'");
  ok = exec("START TRANSACTION");
  EXPECT_TRUE(ok.status & SERVER_STATUS_IN_TRANS);
  found = false;
  for (const auto& c : ok.session) {
    if (c.type == SessionTrackType::TransactionState) {
      EXPECT_EQ(c.name.size(), 8u) << c.name;
      EXPECT_EQ(c.name[0], 'T') << c.name;
      found = true;
    }
  }
  EXPECT_TRUE(found);
  exec("COMMIT");
}

TEST_F(LiveCodec, ping_reset_and_init_db) {
  OkInfo ok;
  bool is_error = true;
  Error err;
  ASSERT_EQ(conn_->ping(ok, &is_error, &err), IoStatus::Ok) << conn_->last_error();
  EXPECT_FALSE(is_error);
  EXPECT_TRUE(ok.status & SERVER_STATUS_AUTOCOMMIT);

  exec("SET @keep = 5");
  exec("CREATE TEMPORARY TABLE gone (x INT)");
  ASSERT_EQ(conn_->reset_connection(ok, &is_error, &err), IoStatus::Ok) << conn_->last_error();
  EXPECT_FALSE(is_error);
  ResultSet rs = select("SELECT @keep");
  EXPECT_TRUE(rs.is_null(0, 0));
  EXPECT_TRUE(q("SELECT * FROM gone").is_error);

  exec("CREATE DATABASE IF NOT EXISTS codec_other");
  ASSERT_EQ(conn_->init_db("codec_other", ok, &is_error, &err), IoStatus::Ok);
  EXPECT_FALSE(is_error);
  EXPECT_EQ(select("SELECT DATABASE()").value(0, 0), "codec_other");
  ASSERT_EQ(conn_->init_db("codec_no_such_db", ok, &is_error, &err), IoStatus::Ok);
  EXPECT_TRUE(is_error);
  EXPECT_EQ(err.code, 1049);
  EXPECT_EQ(err.sqlstate, "42000");
  ASSERT_EQ(conn_->init_db(env_or("MYSQLPOOL_TEST_DB", "test"), ok, &is_error, &err), IoStatus::Ok);
  exec("DROP DATABASE codec_other");
}

TEST_F(LiveCodec, alter_with_progress_reports) {
  exec("SET SESSION progress_report_time=1");
  exec("CREATE TEMPORARY TABLE prog (id INT PRIMARY KEY, v VARCHAR(100)) ENGINE=InnoDB");
  exec("INSERT INTO prog SELECT seq, REPEAT('a', 50) FROM seq_1_to_100000");
  OkInfo ok = exec("ALTER TABLE prog FORCE, ALGORITHM=COPY");
  EXPECT_EQ(ok.affected_rows, 100000u);
  EXPECT_EQ(select("SELECT COUNT(*) FROM prog").value(0, 0), "100000");
}

TEST_F(LiveCodec, local_infile_is_refused_without_desync) {
  exec("CREATE TEMPORARY TABLE infile_target (x TEXT)");
  QueryReply r = q("LOAD DATA LOCAL INFILE '/etc/hostname' INTO TABLE infile_target");
  ASSERT_TRUE(r.is_error);
  // The server asked for the file (local_infile is ON by default) and got none.
  EXPECT_EQ(r.err.code, 2068) << r.err.message;
  EXPECT_EQ(r.err.message.rfind("LOAD DATA LOCAL INFILE is forbidden, check related settings", 0),
            0u)
      << r.err.message;
  EXPECT_EQ(select("SELECT COUNT(*) FROM infile_target").value(0, 0), "0");
}

// A directory with a data file, and a file outside it; removed at the end.
struct InfileFiles {
  InfileFiles() {
    char tmpl[] = "/tmp/mysqlpool-live-infile.XXXXXX";
    root = mkdtemp(tmpl);
    mkdir((root + "/allowed").c_str(), 0700);
    data = write(root + "/allowed/data.csv");
    outside = write(root + "/outside.csv");
  }
  ~InfileFiles() { std::system(("rm -rf '" + root + "'").c_str()); }
  // 20000 rows of "N;rowN" (about 250 KB: several packets).
  static std::string write(const std::string& path) {
    FILE* f = fopen(path.c_str(), "w");
    for (int i = 1; i <= 20000; ++i) fprintf(f, "%d;row%d\n", i, i);
    fclose(f);
    return path;
  }
  std::string root, data, outside;
};

std::string load_sql(const std::string& path) {
  return "LOAD DATA LOCAL INFILE '" + path +
         "' INTO TABLE infile_t FIELDS TERMINATED BY ';' LINES TERMINATED BY '\\n'";
}

TEST_F(LiveCodec, local_infile_allowed_file_is_loaded) {
  InfileFiles files;
  exec("CREATE TEMPORARY TABLE infile_t (id INT PRIMARY KEY, v VARCHAR(20))");
  LocalInfilePolicy policy;
  policy.allowed = true;
  QueryReply r;
  ASSERT_EQ(conn_->query(load_sql(files.outside), r, &policy), IoStatus::Ok) << conn_->last_error();
  ASSERT_FALSE(r.is_error) << r.err.message;
  ASSERT_EQ(r.parts.size(), 1u);
  EXPECT_EQ(r.parts[0].ok.affected_rows, 20000u);
  ResultSet rs = select("SELECT COUNT(*), MAX(id), MAX(v = CONCAT('row', id)) FROM infile_t");
  EXPECT_EQ(rs.value(0, 0), "20000");
  EXPECT_EQ(rs.value(0, 1), "20000");
  EXPECT_EQ(rs.value(0, 2), "1");
  // Loaded again: every row a duplicate, skipped with a warning each (LOCAL implies IGNORE).
  ASSERT_EQ(conn_->query(load_sql(files.outside), r, &policy), IoStatus::Ok);
  ASSERT_FALSE(r.is_error) << r.err.message;
  EXPECT_EQ(r.parts[0].ok.affected_rows, 0u);
  EXPECT_EQ(r.parts[0].ok.warnings, 20000u);
  // A file that does not exist: mysqlnd's error, and the connection goes on.
  ASSERT_EQ(conn_->query(load_sql(files.root + "/nope.csv"), r, &policy), IoStatus::Ok);
  ASSERT_TRUE(r.is_error);
  EXPECT_EQ(r.err.code, 7890) << r.err.message;
  EXPECT_EQ(select("SELECT COUNT(*) FROM infile_t").value(0, 0), "20000");
}

TEST_F(LiveCodec, local_infile_directory_allows_below_and_denies_outside) {
  InfileFiles files;
  exec("CREATE TEMPORARY TABLE infile_t (id INT PRIMARY KEY, v VARCHAR(20))");
  LocalInfilePolicy policy;
  policy.directory = files.root + "/allowed";
  QueryReply r;
  ASSERT_EQ(conn_->query(load_sql(files.outside), r, &policy), IoStatus::Ok);
  ASSERT_TRUE(r.is_error);
  EXPECT_EQ(r.err.code, 2068);
  EXPECT_EQ(r.err.message,
            "LOAD DATA LOCAL INFILE DIRECTORY restriction in effect. Unable to open file");
  EXPECT_EQ(select("SELECT COUNT(*) FROM infile_t").value(0, 0), "0");
  ASSERT_EQ(conn_->query(load_sql(files.root + "/allowed/../outside.csv"), r, &policy),
            IoStatus::Ok);
  EXPECT_EQ(r.err.code, 2068);
  ASSERT_EQ(conn_->query(load_sql(files.data), r, &policy), IoStatus::Ok);
  ASSERT_FALSE(r.is_error) << r.err.message;
  EXPECT_EQ(r.parts[0].ok.affected_rows, 20000u);
  EXPECT_EQ(select("SELECT COUNT(*) FROM infile_t").value(0, 0), "20000");
}

TEST_F(LiveCodec, payloads_larger_than_16_mib_both_ways) {
  // max_allowed_packet is read at connect: raise it, then open a fresh connection.
  exec("SET GLOBAL max_allowed_packet = 64 * 1024 * 1024");
  MYSQL* m = open_connection();
  ASSERT_NE(m, nullptr);
  {
    Connection big(mysql_get_socket(m), negotiated_capabilities(m), 20000);
    std::string literal(17u << 20, 'z');
    literal[100] = 'Q';
    QueryReply r;
    ASSERT_EQ(big.query("SELECT LENGTH('" + literal + "'), REPEAT('w', 18 << 20), 'tail'", r),
              IoStatus::Ok)
        << big.last_error();
    ASSERT_FALSE(r.is_error) << r.err.message;
    const ResultSet& rs = r.parts.at(0).rs;
    EXPECT_EQ(rs.value(0, 0), std::to_string(literal.size()));
    EXPECT_EQ(rs.value(0, 1).size(), 18u << 20);
    EXPECT_EQ(rs.value(0, 2), "tail");
  }
  mysql_close(m);
}

TEST_F(LiveCodec, read_timeout) {
  Connection slow(mysql_get_socket(mysql_), caps_, 200);
  QueryReply r;
  EXPECT_EQ(slow.query("SELECT SLEEP(2)", r), IoStatus::Timeout);
  // The reply is still on its way: this connection must not be reused.
  shutdown(mysql_get_socket(mysql_), SHUT_RDWR);
}

// COM_PROCESS_KILL of another session (its id in 4 bytes, answered OK; an unknown id 1094),
// COM_REFRESH and COM_DEBUG (one OK/EOF each), and a kill of the connection's own session:
// sent unanswered, after which nothing more is sent on it.
TEST_F(LiveCodec, kill_refresh_and_debug) {
  MYSQL* other = open_connection();
  ASSERT_NE(other, nullptr);
  const uint32_t other_id = uint32_t(mysql_thread_id(other));
  OkInfo ok;
  bool is_error = true;
  Error err;
  ASSERT_EQ(conn_->process_kill(other_id, false, ok, &is_error, &err), IoStatus::Ok)
      << conn_->last_error();
  EXPECT_FALSE(is_error) << err.message;
  EXPECT_NE(mysql_query(other, "SELECT 1"), 0);  // its session is gone
  mysql_close(other);
  ASSERT_EQ(conn_->process_kill(4294967295u, false, ok, &is_error, &err), IoStatus::Ok);
  EXPECT_TRUE(is_error);
  EXPECT_EQ(err.code, 1094);
  ASSERT_EQ(conn_->refresh(16 /* REFRESH_STATUS */, ok, &is_error, &err), IoStatus::Ok);
  EXPECT_FALSE(is_error) << err.message;
  ASSERT_EQ(conn_->debug(ok, &is_error, &err), IoStatus::Ok) << conn_->last_error();
  EXPECT_FALSE(is_error) << err.message;
  EXPECT_EQ(select("SELECT 1").value(0, 0), "1");  // still in step after all three

  const uint32_t own = uint32_t(mysql_thread_id(mysql_));
  ASSERT_EQ(conn_->process_kill(own, true, ok, &is_error, &err), IoStatus::Ok);
  QueryReply r;
  EXPECT_NE(conn_->query("SELECT 1", r), IoStatus::Ok);  // nothing after it
}

}  // namespace
}  // namespace mysqlpool::proto
