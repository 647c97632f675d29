// The statement classifier against the server's own reading of the same texts (issue 33).
// A session's sql_mode (ANSI_QUOTES, NO_BACKSLASH_ESCAPES) and character set (gbk, big5, sjis:
// a two-byte character may end in '\\' or '`') move where a quoted literal ends, and with it
// whether what follows runs as code; so does where a comment ends. Texts made of hostile
// pieces run on one connection of the private MariaDB in each of 20 dialects (ANSI_QUOTES and
// NO_BACKSLASH_ESCAPES on and off, five charsets); the server then tells whether the session was
// left with state (a user variable set, a named lock taken or released, LAST_INSERT_ID set),
// and the classifier's reading of the same text in the same dialect must pin exactly then.
// Needs the private MariaDB of the test command (MYSQLPOOL_TEST_*): without it the tests fail
// (a skipped test would hide that nothing was compared).
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "core/tests/support/test_server.h"
#include "core/worker/statement_classifier.h"

#include <mysql.h>

using namespace mysqlpool;
using mysqlpool::testing::have_test_server;

namespace {

// A session's reading of quotes, set on the server with SET NAMES and SET sql_mode.
struct Dialect {
  bool ansi_quotes;
  bool no_backslash_escapes;
  const char* charset;

  SqlDialect classifier() const {
    SqlDialect d;
    d.ansi_quotes = ansi_quotes;
    d.no_backslash_escapes = no_backslash_escapes;
    d.charset = dialect_charset(charset);
    return d;
  }
  std::string name() const {
    std::string modes = ansi_quotes ? "ANSI_QUOTES" : "";
    if (no_backslash_escapes)
      modes += modes.empty() ? "NO_BACKSLASH_ESCAPES" : ",NO_BACKSLASH_ESCAPES";
    return std::string(charset) + " [" + modes + "]";
  }
};

// utf8mb4, the three charsets whose characters may end in '\\' or '`', and latin1: the bytes
// that end `--` as a comment are the charset's spaces and control characters, and latin1's
// include 0xA0.
std::vector<Dialect> all_dialects() {
  std::vector<Dialect> out;
  for (const char* charset : {"utf8mb4", "gbk", "big5", "sjis", "latin1"})
    for (bool ansi_quotes : {false, true})
      for (bool no_backslash_escapes : {false, true})
        out.push_back({ansi_quotes, no_backslash_escapes, charset});
  return out;
}

// Printable ASCII as is, every other byte (and the backslash) escaped: a text's bytes exactly.
std::string hex_escaped(std::string_view s) {
  std::string out;
  for (unsigned char c : s) {
    if (c == '\\') {
      out += "\\\\";
    } else if (c >= 0x20 && c < 0x7f) {
      out += char(c);
    } else {
      char buf[8];
      snprintf(buf, sizeof buf, "\\x%02X", c);
      out += buf;
    }
  }
  return out;
}

// What the server made of one text.
struct Verdict {
  unsigned error = 0;  // the server's error number; 0: it ran the text
  bool state_set = false;
};

// One connection of the private MariaDB through Connector/C, without multi-statements: a text
// is one COM_QUERY, as the pool sends it.
class ServerSession {
 public:
  ServerSession() = default;
  ServerSession(const ServerSession&) = delete;
  ServerSession& operator=(const ServerSession&) = delete;
  ~ServerSession() {
    if (!mysql_) return;
    if (created_function_) run("DROP FUNCTION IF EXISTS classifier_sets_v");
    free_result();
    mysql_close(mysql_);
  }

  bool open() {
    PoolKey k = mysqlpool::testing::test_server_key("classifier-server");
    mysql_ = mysql_init(nullptr);
    if (!mysql_real_connect(mysql_, k.host.c_str(), k.user.c_str(), k.password.c_str(),
                            k.dbname.c_str(), k.port, nullptr, 0))
      return fail("connect");
    long long base = number("SELECT @@GLOBAL.sql_mode IS NOT NULL");  // any query answers
    if (base != 1) return fail("first query");
    if (number(
            "SELECT COUNT(*) FROM information_schema.PLUGINS WHERE PLUGIN_NAME = 'user_variables' "
            "AND PLUGIN_STATUS = 'ACTIVE'") != 1)
      return fail("information_schema.USER_VARIABLES missing");
    // Stored code that leaves a user variable: what a call of it in the text does unseen.
    created_function_ = run("CREATE OR REPLACE FUNCTION classifier_sets_v() RETURNS INT NO SQL "
                            "BEGIN SET @v = 1; RETURN 1; END") == 0;
    return created_function_ || fail("CREATE FUNCTION");
  }

  // The session reads quotes as `d` says; the server's other sql_mode flags stay as they are.
  bool enter(const Dialect& d) {
    std::string mode = "SET sql_mode = CONCAT_WS(',', @@GLOBAL.sql_mode";
    if (d.ansi_quotes) mode += ", 'ANSI_QUOTES'";
    if (d.no_backslash_escapes) mode += ", 'NO_BACKSLASH_ESCAPES'";
    mode += ")";
    return (run(std::string("SET NAMES ") + d.charset) == 0 || fail("SET NAMES")) &&
           (run(mode) == 0 || fail("SET sql_mode"));
  }

  // Runs `text` in the session's current dialect and asks what it left behind. Before it the
  // session holds one named lock (a RELEASE_LOCK in the text shows as none, a GET_LOCK as two),
  // no user variable with a value, and LAST_INSERT_ID() is 0.
  Verdict judge(std::string_view text, const Dialect& d) {
    Verdict v;
    if (run("DO GET_LOCK('t', 0), LAST_INSERT_ID(0)") != 0) {
      fail("GET_LOCK before the text");
      return v;
    }
    v.error = run(text);
    if (v.error >= 2000) fail("the text's query");  // a client error: the connection is gone
    MYSQL_ROW row = first_row(
        "SELECT RELEASE_ALL_LOCKS(), (SELECT COUNT(*) FROM information_schema.USER_VARIABLES "
        "WHERE VARIABLE_VALUE IS NOT NULL), LAST_INSERT_ID()");
    if (!row || !row[0] || !row[1] || !row[2]) {
      fail("the verdict query");
      return v;
    }
    bool locks_changed = std::string(row[0]) != "1";
    bool variables_set = std::string(row[1]) != "0";
    v.state_set = locks_changed || variables_set || std::string(row[2]) != "0";
    free_result();
    // The text may have set any variable (its name read in ways no fixed SET @v = NULL covers):
    // the server forgets them all with the session, then the dialect is set again.
    if (variables_set && (mysql_reset_connection(mysql_) != 0 || !enter(d))) fail("reset");
    return v;
  }

  // Whatever went wrong with a query of the test's own (not a text's verdict), or "".
  const std::string& problem() const { return problem_; }

 private:
  bool fail(const char* what) {
    if (problem_.empty()) problem_ = std::string(what) + ": " + mysql_error(mysql_);
    return false;
  }

  // Sends sql and reads every result; the server's error number, 0 when it ran.
  unsigned run(std::string_view sql) {
    if (mysql_real_query(mysql_, sql.data(), sql.size()) != 0) return mysql_errno(mysql_);
    MYSQL_RES* res = mysql_store_result(mysql_);
    if (res) {
      mysql_free_result(res);
    } else if (mysql_field_count(mysql_) != 0) {
      return mysql_errno(mysql_);  // failed while sending rows
    }
    return 0;
  }

  MYSQL_ROW first_row(const char* sql) {
    free_result();
    if (mysql_query(mysql_, sql) != 0) return nullptr;
    result_ = mysql_store_result(mysql_);
    return result_ ? mysql_fetch_row(result_) : nullptr;
  }
  void free_result() {
    if (result_) mysql_free_result(result_);
    result_ = nullptr;
  }
  long long number(const char* sql) {
    MYSQL_ROW row = first_row(sql);
    long long n = row && row[0] ? atoll(row[0]) : -1;
    free_result();
    return n;
  }

  MYSQL* mysql_ = nullptr;
  MYSQL_RES* result_ = nullptr;
  bool created_function_ = false;
  std::string problem_;
};

// The pieces a literal is made of: each moves where a string ends under some reading.
// $N$A is the text's named-lock call (one kind per text: GET_LOCK and RELEASE_LOCK would cancel
// out in the server's verdict); $M a two-byte character, or a lead byte alone (kLeads, kTrails);
// $0 a NUL byte. Whether the server runs the code of a versioned comment depends on its
// version (MariaDB 10.11 runs /*!50000 and /*!100000, skips /*!50700 to /*!99999 and any
// version above its own).
const char* const kPieces[] = {
    "a",
    " ",
    "\\",
    "\\\\",
    "''",
    "\"\"",
    "\\'",
    "\\\"",
    "'",
    "\"",
    "`",
    "``",
    "\\`",
    "--",
    "-- ",
    "--\t",
    "--\x01",
    "#",
    "/*",
    "*/",
    "/*!",
    "/*!99999 ",
    "/*M!999999 ",
    "/*!50000 ",
    "\n",
    "\r",
    "$0",
    "$M",
    "$M",
    "$M",
    "$M",
    "$M",
    "$M",
    "\\$M",
    ", @v := 1 ",
    " INTO @v",
    ", $N$A",
    ", \"$N\"$A",
    ", `$N`$A",
    ", @'v' := 1",
    ", @\"v\" := 1",
    ", LAST_INSERT_ID(7)",
    ", classifier_sets_v()",
};
// Lead bytes: 0x95 and 0x81 start a character in gbk and sjis, 0xBF and 0xA0 in gbk (0xBF also
// in big5), 0xE0 and 0xA1 in all three (0xA1 is a one-byte katakana in sjis), 0xFA in gbk and
// sjis, 0xFE in gbk only; 0x80 and 0xFF in none.
const unsigned char kLeads[] = {0x95, 0x81, 0xBF, 0xA0, 0xE0, 0xA1, 0xFA, 0xFE, 0x80, 0xFF};
// Second bytes: 0x5C and 0x60 end a character in all three, 0x40 ('@') too; 0x80 and 0xA0 in gbk
// and sjis, 0xFD in gbk and big5; 0x7F and the quotes in none.
const unsigned char kTrails[] = {0x5C, 0x5C, 0x60, 0x60, 0x40, 0x80, 0xA0, 0xFD, 0x7F, 0x27, 0x22};
// What follows the literal: something that sets session state when read as code, or nothing.
const char* const kTails[] = {
    "",
    ", 1",
    ", @v := 1",
    " INTO @v",
    ", @'v' := 1",
    ", @\"v\" := 1",
    ", @`v` := 1",
    ", $N$A",
    ", \"$N\"$A",
    ", `$N`$A",
    ", LAST_INSERT_ID(7)",
    ", `LAST_INSERT_ID`(7)",
    ", \"LAST_INSERT_ID\"(7)",
    ", classifier_sets_v()",
    ", `classifier_sets_v`()",
    ", \"classifier_sets_v\"()",
};
// A comment that swallows the rest, under some reading.
const char* const kTrailers[] = {"", " -- '", " # \"", " -- `", " /* ' */", " -- \\'", " --\t'"};
// What may stand before a literal: an introducer or N (national string).
const char* const kPrefixes[] = {"", "", "", "", "N", "_binary", "_latin1 ", "_gbk"};

template <typename T, size_t N>
T pick(std::mt19937& rng, const T (&list)[N]) {
  return list[std::uniform_int_distribution<size_t>(0, N - 1)(rng)];
}

void replace_all(std::string& s, std::string_view from, std::string_view to) {
  for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
}

// A piece, its multi-byte placeholder made bytes.
std::string piece(std::mt19937& rng) {
  std::string p = pick(rng, kPieces);
  size_t at = p.find("$M");
  if (at != std::string::npos) {
    std::string bytes(1, char(pick(rng, kLeads)));
    if (std::bernoulli_distribution(0.8)(rng)) bytes += char(pick(rng, kTrails));
    p.replace(at, 2, bytes);
  }
  return p;
}

// `SELECT <literal><tail><trailer>`, or `SELECT 1 AS <name><tail><trailer>` (a quoted alias, a
// backtick more often): the literal opens and closes with the same quote and holds up to five
// pieces.
std::string generate_text(std::mt19937& rng) {
  bool alias = std::bernoulli_distribution(0.25)(rng);
  std::string text = alias ? "SELECT 1 AS " : std::string("SELECT ") + pick(rng, kPrefixes);
  double r = std::uniform_real_distribution<double>(0, 1)(rng);
  const char* quote = r < (alias ? 0.6 : 0.05) ? "`" : r < (alias ? 0.8 : 0.7) ? "'" : "\"";
  text += quote;
  int pieces = std::uniform_int_distribution<int>(0, 5)(rng);
  for (int i = 0; i < pieces; i++) text += piece(rng);
  text += quote;
  text += pick(rng, kTails);
  text += pick(rng, kTrailers);
  bool get = std::bernoulli_distribution(0.5)(rng);
  replace_all(text, "$N", get ? "GET_LOCK" : "RELEASE_LOCK");
  replace_all(text, "$A", get ? "('t', 0)" : "('t')");
  replace_all(text, "$0", std::string_view("\0", 1));
  return text;
}

// The texts of issue 33, as an application writes them, probes, then the generated ones.
const uint32_t kSeeds[] = {1, 7, 33, 101, 2024, 4099, 65537, 1000003, 77777, 3141592};
constexpr int kTextsPerSeed = 40;

std::vector<std::string> texts() {
  std::vector<std::string> out = {
      "SELECT \"GET_LOCK\"('x', 0)",    // ANSI_QUOTES: a quoted built-in
      "SELECT 'C:\\', @v := 1 -- '",    // NO_BACKSLASH_ESCAPES: a path ending in '\'
      "SELECT '\xBF\\', @v := 1 -- '",  // gbk: quote() of a value ending in 0xBF 0x5C
  };
  // Where comments end, and whether a comment is one, read in every dialect ($0 is a NUL byte).
  const char* const probes[] = {
      "SELECT 1 --\x01 '\n, @v := 1 -- '",
      "SELECT 1 --\x7F '\n, @v := 1 -- '",
      "SELECT 1 --\x0B'\n, @v := 1 -- '",
      "SELECT 1 --\x0C'\n, @v := 1 -- '",
      "SELECT 1 # '\r, @v := 1 -- '",
      "SELECT 1 -- '\r, @v := 1 -- '",
      "SELECT 1 # $0, @v := 1",
      "SELECT 1 -- $0, @v := 1",
      "SELECT 1 /* $0 */, @v := 1",
      "SELECT '$0', @v := 1",
      "SELECT 1 $0, @v := 1",
      "SELECT 1 # '$0', @v := 1 -- '",
      "SELECT 1 /*M!999999 ' */, @v := 1 -- '",
      "SELECT 1 /*!99999 ' */, @v := 1 -- '",
      "SELECT 1 /*!100000 ' */, @v := 1 -- '",
      "SELECT 1 /*!9999999 ' */, @v := 1 -- '",
      "SELECT 1 /* /* */ ' */, @v := 1 -- '",
      "SELECT 1 /*! /* */ ' */, @v := 1 -- '",
      "SELECT 1 /*!*/ ' */, @v := 1 -- '",
      "SELECT 1 /*!50000 -- */, @v := 1",
      "SELECT 1 /*!50699 ' */, @v := 1 -- '",
      "SELECT 1 /*!50700 ' */, @v := 1 -- '",
      "SELECT 1 /*!100000 '*/' */, @v := 1",
      "SELECT 1 /*!50000 , @v := 1 /* ' */ */",
      "SELECT 1 /*!50000 /*!50000 ' */ */, @v := 1 -- '",
      "SELECT 1 /*!50000 -- '\n */, @v := 1 -- '",
      "SELECT 1 /*!50000 # '\n */, @v := 1 -- '",
      "SELECT 1 /*! 99999 ' */, @v := 1 -- '",
      "SELECT 1 /*M!50700 ' */, @v := 1 -- '",
      "SELECT 1 /*!M ' */, @v := 1 -- '",
      "SELECT @ 'v' := 1",
      "SELECT @ v := 1",
      "SELECT _gbk'\xBF\\', @v := 1 -- '",
      "SELECT _big5'\xBF\\', @v := 1 -- '",
      "SELECT _binary'\xBF\\', @v := 1 -- '",
      "SELECT N'\xBF\\', @v := 1 -- '",
      "SELECT 1 AS `\xBF`, @v := 1 -- `",
      "SELECT @`\xBF` := 1, @v := 1 -- `",
      "SELECT '\\\xBF', @v := 1 -- '",
      "SELECT '\\\xBF\\', @v := 1 -- '",
      "SELECT 1 INTO @v -- '",
      "SELECT 1 INTO @`v` -- '",
  };
  for (const char* probe : probes) {
    std::string text = probe;
    replace_all(text, "$0", std::string_view("\0", 1));
    out.push_back(text);
  }
  // `--` is a comment when a space or a control character of the connection's charset follows
  // it (the server's my_isspace / my_iscntrl): every byte but printable ASCII.
  for (int c = 0; c <= 0xFF; c++) {
    if (c > 0x20 && c < 0x7F) continue;
    out.push_back(std::string("SELECT 1 --") + char(c) + "'\n, @v := 1 -- '");
  }
  for (uint32_t seed : kSeeds) {
    std::mt19937 rng(seed);
    for (int i = 0; i < kTextsPerSeed; i++) out.push_back(generate_text(rng));
  }
  return out;
}

struct Counts {
  size_t texts = 0, accepted = 0, state_set = 0, set_despite_error = 0, missed = 0, extra = 0;
};

struct Mismatch {
  std::string text, dialect;
  Verdict server;
  bool pins;
};

std::string describe(const Mismatch& m) {
  return m.dialect + ": \"" + hex_escaped(m.text) + "\": server " +
         (m.server.error ? "error " + std::to_string(m.server.error) : std::string("ran it")) +
         ", " + (m.server.state_set ? "state set" : "no state") + "; classifier " +
         (m.pins ? "pins" : "does not pin");
}

// Whether the classifier pins `text` for a session in `reading`'s sql_mode and charset, on some
// server: which versioned comments a server runs, and which bytes after `--` start a comment in
// its charset, are the server's (dialects_to_read() reads both ways).
bool pins_in_some_server(std::string_view text, SqlDialect reading) {
  if (mixed_comment_versions(text)) return true;
  for (bool wide : {false, true})
    for (bool skip : {false, true}) {
      reading.dash_comment_wide = wide;
      reading.skip_versioned = skip;
      if (classify_statement(text, reading).pins) return true;
    }
  return false;
}

}  // namespace

// The three texts of issue 33, item 4: each sets state in its dialect, and the classifier's
// reading in that dialect (and the union of all readings) pins it. In the plain dialect the
// server reads the first as a syntax error and the others as one string: no state.
TEST(ClassifierServer, the_issue_texts_set_state_in_their_dialect_and_pin) {
  REQUIRE_SERVER();
  ServerSession server;
  ASSERT_TRUE(server.open()) << server.problem();
  struct Case {
    Dialect dialect;
    std::string text;
  } cases[] = {
      {{true, false, "utf8mb4"}, "SELECT \"GET_LOCK\"('x', 0)"},
      {{false, true, "utf8mb4"}, "SELECT 'C:\\', @v := 1 -- '"},
      {{false, false, "gbk"}, "SELECT '\xBF\\', @v := 1 -- '"},
  };
  const Dialect plain{false, false, "utf8mb4"};
  for (const Case& c : cases) {
    SCOPED_TRACE(c.dialect.name() + ": " + hex_escaped(c.text));
    ASSERT_TRUE(server.enter(c.dialect)) << server.problem();
    Verdict v = server.judge(c.text, c.dialect);
    ASSERT_TRUE(server.problem().empty()) << server.problem();
    EXPECT_EQ(v.error, 0u);
    EXPECT_TRUE(v.state_set);
    EXPECT_TRUE(classify_statement(c.text, c.dialect.classifier()).pins);
    EXPECT_TRUE(classify_statement(c.text).pins);

    ASSERT_TRUE(server.enter(plain)) << server.problem();
    Verdict p = server.judge(c.text, plain);
    ASSERT_TRUE(server.problem().empty()) << server.problem();
    EXPECT_FALSE(p.state_set);
    if (p.error == 0) {
      EXPECT_FALSE(classify_statement(c.text, plain.classifier()).pins);
    }
  }
}

// Every text in every dialect: where the server ran it, the classifier's reading in that
// dialect pins exactly when the server was left with state; where the server refused it, it
// must still pin if state was left (an error reports nothing). And the union of all readings
// pins every text that left state in any dialect.
TEST(ClassifierServer, the_classifier_reads_quotes_as_the_server_does) {
  REQUIRE_SERVER();
  ServerSession server;
  ASSERT_TRUE(server.open()) << server.problem();
  auto start = std::chrono::steady_clock::now();
  const std::vector<std::string> all_texts = texts();
  const std::vector<Dialect> dialects = all_dialects();
  std::vector<bool> state_in_any(all_texts.size(), false);
  std::vector<Mismatch> mismatches;
  for (const Dialect& d : dialects) {
    ASSERT_TRUE(server.enter(d)) << server.problem();
    const SqlDialect reading = d.classifier();
    Counts n;
    for (size_t i = 0; i < all_texts.size(); i++) {
      const std::string& text = all_texts[i];
      Verdict v = server.judge(text, d);
      ASSERT_TRUE(server.problem().empty()) << server.problem() << " after " << hex_escaped(text);
      bool pins = pins_in_some_server(text, reading);
      n.texts++;
      if (v.error == 0) n.accepted++;
      if (v.state_set) n.state_set++;
      if (v.state_set && v.error != 0) n.set_despite_error++;
      if (v.state_set) state_in_any[i] = true;
      bool compared = v.error == 0 || v.state_set;
      if (compared && v.state_set != pins) {
        (v.state_set ? n.missed : n.extra)++;
        mismatches.push_back({text, d.name(), v, pins});
      }
    }
    printf(
        "[ dialect  ] %-40s %zu texts, %zu accepted, %zu refused, %zu set state (%zu despite an "
        "error), "
        "%zu missed, %zu pinned without state\n",
        d.name().c_str(), n.texts, n.accepted, n.texts - n.accepted, n.state_set,
        n.set_despite_error, n.missed, n.extra);
  }
  std::vector<std::string> union_misses;
  for (size_t i = 0; i < all_texts.size(); i++)
    if (state_in_any[i] && !classify_statement(all_texts[i]).pins)
      union_misses.push_back(all_texts[i]);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  printf(
      "[ total    ] %zu texts x %zu dialects in %.1f s: %zu mismatches, %zu texts the union "
      "misses\n",
      all_texts.size(), dialects.size(), seconds, mismatches.size(), union_misses.size());

  std::string first;
  for (size_t i = 0; i < mismatches.size() && i < 12; i++)
    first += "\n  " + describe(mismatches[i]);
  EXPECT_TRUE(mismatches.empty()) << mismatches.size()
                                  << " readings differ from the server's:" << first;
  std::string misses;
  for (size_t i = 0; i < union_misses.size() && i < 12; i++)
    misses += "\n  \"" + hex_escaped(union_misses[i]) + "\"";
  EXPECT_TRUE(union_misses.empty())
      << union_misses.size()
      << " texts set state in some dialect, yet classify_statement(text) "
         "does not pin them:"
      << misses;
}
