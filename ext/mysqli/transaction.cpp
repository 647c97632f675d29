// Transactions as mysqlnd sends them: autocommit(), begin_transaction(), commit(), rollback(),
// savepoint() and release_savepoint() are statements through the link's Session, so the
// server's status flags decide, as for any statement, that the connection stays with the link
// while a transaction is open or autocommit is off. The statements are mysqlnd's own words
// ("SET AUTOCOMMIT=0", "START TRANSACTION /*name*/ READ ONLY", "COMMIT AND NO CHAIN RELEASE",
// "SAVEPOINT `name`"); a savepoint's name is quoted as an identifier (stock puts it between
// backticks as it is).
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "ext/mysqli/mysqli_api.h"

#include <string>

namespace proto = mysqlpool::proto;

namespace {

// MYSQLI_TRANS_START_* and MYSQLI_TRANS_COR_* (constants.cpp).
constexpr zend_long kStartConsistentSnapshot = 1, kStartReadWrite = 2, kStartReadOnly = 4;
constexpr zend_long kAndChain = 1, kAndNoChain = 2, kRelease = 4, kNoRelease = 8;

// begin_transaction(), savepoint() and release_savepoint() report their errors from PHP 8.4 on
// (8.2's return false only; 8.3 not checked: it does as 8.2 here).
constexpr bool kReportsAll = PHP_VERSION_ID >= 80400;

// The statement, its error reported (report mode) or not, as the stock function does.
bool run(mp_link* link, const std::string& sql, bool report) {
  zend_long mode = mp_mysqli_report_mode;
  if (!report) mp_mysqli_report_mode = 0;
  bool ok = mp_link_real_query(link, sql, MP_STORE_RESULT);
  mp_mysqli_report_mode = mode;
  return ok;
}

// mysqlnd's " /*name*/": the name up to a NUL byte, only [0-9A-Za-z -_=] of it, with one
// warning when anything else was left out. Empty for no name.
std::string name_comment(const char* name, size_t len) {
  if (!name) return "";
  std::string out = " /*";
  bool warned = false;
  for (size_t i = 0; i < len && name[i] != '\0'; i++) {
    char c = name[i];
    if (isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == ' ' || c == '=') {
      out += c;
    } else if (!warned) {
      php_error_docref(nullptr, E_WARNING,
                       "Transaction name has been truncated, since it can only contain the A-Z, "
                       "a-z, 0-9, \"\\\", \"-\", \"_\", and \"=\" characters");
      warned = true;
    }
  }
  return out + "*/";
}

void add_word(std::string* to, const char* word, const char* separator) {
  if (!to->empty()) *to += separator;
  *to += word;
}

// The arguments of commit(), rollback() and begin_transaction(): the link, then optional flags
// and a name (null: none). false: a TypeError or a closed link, already thrown.
bool flags_and_name(INTERNAL_FUNCTION_PARAMETERS, mp_link** link, zend_long* flags, char** name,
                    size_t* name_len) {
  zval* object;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O|ls!", &object, mp_mysqli_ce,
                                   flags, name, name_len) == FAILURE)
    return false;
  *link = mp_valid_link(object);
  return *link != nullptr;
}

// commit() and rollback(): "COMMIT /*name*/ AND CHAIN RELEASE".
void commit_or_rollback(INTERNAL_FUNCTION_PARAMETERS, const char* verb) {
  mp_link* link;
  zend_long flags = 0;
  char* name = nullptr;
  size_t name_len = 0;
  if (!flags_and_name(INTERNAL_FUNCTION_PARAM_PASSTHRU, &link, &flags, &name, &name_len))
    RETURN_THROWS();
  std::string options;
  if ((flags & kAndChain) && !(flags & kAndNoChain))
    add_word(&options, "AND CHAIN", " ");
  else if ((flags & kAndNoChain) && !(flags & kAndChain))
    add_word(&options, "AND NO CHAIN", " ");
  if ((flags & kRelease) && !(flags & kNoRelease))
    add_word(&options, "RELEASE", " ");
  else if ((flags & kNoRelease) && !(flags & kRelease))
    add_word(&options, "NO RELEASE", " ");
  RETURN_BOOL(run(link, verb + name_comment(name, name_len) + " " + options, true));
}

// savepoint() and release_savepoint(): a name that is not empty.
void savepoint(INTERNAL_FUNCTION_PARAMETERS, const char* verb) {
  zval* object;
  char* name = nullptr;
  size_t name_len = 0;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "Os", &object, mp_mysqli_ce, &name,
                                   &name_len) == FAILURE)
    RETURN_THROWS();
  mp_link* link = mp_valid_link(object);
  if (!link) RETURN_THROWS();
  if (name_len == 0) {
    mp_argument_empty(getThis() ? 1 : 2);
    RETURN_THROWS();
  }
  // up to a NUL byte, as mysqlnd's C string
  std::string_view id(name, strnlen(name, name_len));
  RETURN_BOOL(run(link, std::string(verb) + proto::quote_identifier(id), kReportsAll));
}

}  // namespace

ZEND_FUNCTION(mysqli_autocommit) {
  zval* object;
  bool on;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "Ob", &object, mp_mysqli_ce, &on) ==
      FAILURE)
    RETURN_THROWS();
  mp_link* link = mp_valid_link(object);
  if (!link) RETURN_THROWS();
  RETURN_BOOL(run(link, on ? "SET AUTOCOMMIT=1" : "SET AUTOCOMMIT=0", true));
}

ZEND_FUNCTION(mysqli_begin_transaction) {
  mp_link* link;
  zend_long flags = 0;
  char* name = nullptr;
  size_t name_len = 0;
  if (!flags_and_name(INTERNAL_FUNCTION_PARAM_PASSTHRU, &link, &flags, &name, &name_len))
    RETURN_THROWS();
  if (flags < 0) {
    zend_argument_value_error(getThis() ? 1 : 2, "must be one of the MYSQLI_TRANS_* constants");
    RETURN_THROWS();
  }
  if (name && name_len == 0) {
    mp_argument_empty(getThis() ? 2 : 3);
    RETURN_THROWS();
  }
  std::string options;
  if (flags & kStartConsistentSnapshot) add_word(&options, "WITH CONSISTENT SNAPSHOT", ", ");
  if (flags & kStartReadWrite)
    add_word(&options, "READ WRITE", ", ");
  else if (flags & kStartReadOnly)
    add_word(&options, "READ ONLY", ", ");
  RETURN_BOOL(
      run(link, "START TRANSACTION" + name_comment(name, name_len) + " " + options, kReportsAll));
}

ZEND_FUNCTION(mysqli_commit) { commit_or_rollback(INTERNAL_FUNCTION_PARAM_PASSTHRU, "COMMIT"); }

ZEND_FUNCTION(mysqli_rollback) { commit_or_rollback(INTERNAL_FUNCTION_PARAM_PASSTHRU, "ROLLBACK"); }

ZEND_FUNCTION(mysqli_savepoint) { savepoint(INTERNAL_FUNCTION_PARAM_PASSTHRU, "SAVEPOINT "); }

ZEND_FUNCTION(mysqli_release_savepoint) {
  savepoint(INTERNAL_FUNCTION_PARAM_PASSTHRU, "RELEASE SAVEPOINT ");
}
