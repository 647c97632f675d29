// mysqli_options() (and its alias mysqli_set_opt()): every option answered as PHP 8.2's
// mysqli on mysqlnd answers it (mysqli_options() converting the value to the option's type,
// mysqlnd's set_client_option() taking it or not). What the pool honours is kept on the link
// for its next connect; what has no meaning for a pooled connection (buffer sizes, a public
// key, the option files mysqlnd does not read either) is taken and has no effect; what mysqlnd
// refuses is false with nothing reported, as there. README, "mysqli: what differs".
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <algorithm>
#include <climits>
#include <string>

#include "ext/mysqli/mysqli_api.h"

namespace {

// mysqlnd's enum_mysqlnd_client_option (the numbers of PHP's MYSQLI_* constants).
enum Option : zend_long {
  kConnectTimeout = 0,
  kNamedPipe = 2,
  kInitCommand = 3,
  kReadDefaultFile = 4,
  kReadDefaultGroup = 5,
  kSetCharsetDir = 6,
  kSetCharsetName = 7,
  kLocalInfile = 8,
  kReadTimeout = 11,
  kWriteTimeout = 12,
  kServerPublicKey = 35,
  kCanHandleExpiredPasswords = 37,
  kLoadDataLocalDir = 43,
  kIntAndFloatNative = 201,
  kNetCmdBufferSize = 202,
  kNetReadBufferSize = 203,
};

constexpr unsigned kNetCmdBufferMinSize = 4096;  // MYSQLND_NET_CMD_BUFFER_MIN_SIZE

enum class Kind { None, Long, String };

// mysqli_options_get_option_zval_type() of PHP 8.2 built with mysqlnd (the options that
// libmysqlclient alone has are IS_NULL there: false, nothing sent).
Kind kind_of(zend_long option) {
  switch (option) {
    case kNetCmdBufferSize:
    case kNetReadBufferSize:
    case kIntAndFloatNative:
    case kConnectTimeout:
    case kLocalInfile:
    case kNamedPipe:
    case kReadTimeout:
    case kWriteTimeout:
    case kCanHandleExpiredPasswords:
      return Kind::Long;
    case kReadDefaultFile:
    case kReadDefaultGroup:
    case kInitCommand:
    case kSetCharsetName:
    case kSetCharsetDir:
    case kServerPublicKey:
    case kLoadDataLocalDir:
      return Kind::String;
    default:
      return Kind::None;
  }
}

// An option with a number (mysqli passes it to mysqlnd as an unsigned int): false where
// mysqlnd's set_client_option() fails.
bool set_number(mp_link* link, zend_long option, unsigned value) {
  switch (option) {
    case kConnectTimeout:  // 0: the pool's connect_timeout_ms (mysqlnd's: PHP's default)
      link->connect_timeout_s = std::min(value, kMpMaxTimeoutS);
      return true;
    case kReadTimeout:  // the link's next connect reads with it (mysqlnd's: its stream's)
      link->read_timeout_s = std::min(value, kMpMaxTimeoutS);
      link->read_timeout_set = true;
      return true;
    case kLocalInfile:  // files this process reads, where open_basedir allows
      link->local_infile.allowed = value != 0;
      link->local_infile.path_allowed = mp_open_basedir_allows;
      if (link->session) link->session->set_local_infile(link->local_infile);
      return true;
    case kIntAndFloatNative:
      link->int_and_float_native = value != 0;
      return true;
    case kNetCmdBufferSize:  // a size mysqlnd checks; the pool has no such buffer
      return value >= kNetCmdBufferMinSize;
    case kNamedPipe:                  // Windows' pipes
    case kNetReadBufferSize:          // the pool's reads are its own
    case kCanHandleExpiredPasswords:  // the pool never connects in the sandbox mode
      return true;
    default:  // kWriteTimeout: mysqlnd's stream layer has none
      return false;
  }
}

// An option with a text (a C string to mysqlnd: up to a NUL byte).
bool set_text(mp_link* link, zend_long option, const std::string& value) {
  switch (option) {
    case kInitCommand:  // each connect runs them all, in order
      link->init_commands.push_back(value);
      return true;
    case kSetCharsetName:
      if (!mp_mysqlnd_knows_charset(value)) {
        mp_link_set_error(link, mysqlpool::Error{2019, "HY000", "Unknown character set"});
        mp_report_link_error(link);
        return false;
      }
      link->charset_name = value;
      return true;
    case kLoadDataLocalDir:  // else only files below it ("": none)
      link->local_infile.directory = value;
      link->local_infile.path_allowed = mp_open_basedir_allows;
      if (link->session) link->session->set_local_infile(link->local_infile);
      return true;
    case kReadDefaultFile:   // mysqlnd reads no option file
    case kReadDefaultGroup:  //
    case kServerPublicKey:   // the manager authenticates the pool's connections
      return true;
    default:  // kSetCharsetDir: mysqlnd's charsets are compiled in
      return false;
  }
}

}  // namespace

ZEND_FUNCTION(mysqli_options) {
  zval *object, *value;
  zend_long option;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "Olz", &object, mp_mysqli_ce,
                                   &option, &value) == FAILURE)
    RETURN_THROWS();
  mp_link* link = mp_link_or_throw(object, false);
  if (!link) RETURN_THROWS();
  switch (kind_of(option)) {
    case Kind::Long:
      RETURN_BOOL(set_number(link, option, unsigned(zval_get_long(value))));
    case Kind::String: {
      zend_string* s = zval_try_get_string(value);  // an array: "Array" and a warning
      if (!s) RETURN_THROWS();
      std::string text(ZSTR_VAL(s), strnlen(ZSTR_VAL(s), ZSTR_LEN(s)));
      zend_string_release(s);
      RETURN_BOOL(set_text(link, option, text));
    }
    case Kind::None:
      RETURN_FALSE;
  }
}
