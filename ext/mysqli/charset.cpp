// get_charset(): the link's character set as mysqlnd describes it, from mysqlnd's own table
// (mysqlnd_charset.c of PHP 8.2: the first entry of each name, its default collation), for the
// name character_set_name() answers.
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include <strings.h>

#include <string>

#include "ext/mysqli/mysqli_api.h"

namespace {

struct Charset {
  const char* name;
  const char* collation;
  int number, min_length, max_length;
  const char* comment;
};

// mysqlnd's 42 names (set_charset's, query.cpp), with what mysqlnd says of each.
const Charset kCharsets[] = {
    {"big5", "big5_chinese_ci", 1, 1, 2, ""},
    {"dec8", "dec8_swedish_ci", 3, 1, 1, ""},
    {"cp850", "cp850_general_ci", 4, 1, 1, ""},
    {"hp8", "hp8_english_ci", 6, 1, 1, ""},
    {"koi8r", "koi8r_general_ci", 7, 1, 1, ""},
    {"latin1", "latin1_swedish_ci", 8, 1, 1, ""},
    {"latin2", "latin2_general_ci", 9, 1, 1, ""},
    {"swe7", "swe7_swedish_ci", 10, 1, 1, ""},
    {"ascii", "ascii_general_ci", 11, 1, 1, ""},
    {"ujis", "ujis_japanese_ci", 12, 1, 3, ""},
    {"sjis", "sjis_japanese_ci", 13, 1, 2, ""},
    {"hebrew", "hebrew_general_ci", 16, 1, 1, ""},
    {"filename", "filename", 17, 1, 5, ""},
    {"tis620", "tis620_thai_ci", 18, 1, 1, ""},
    {"euckr", "euckr_korean_ci", 19, 1, 2, ""},
    {"koi8u", "koi8u_general_ci", 22, 1, 1, ""},
    {"gb2312", "gb2312_chinese_ci", 24, 1, 2, ""},
    {"greek", "greek_general_ci", 25, 1, 1, ""},
    {"cp1250", "cp1250_general_ci", 26, 1, 1, ""},
    {"gbk", "gbk_chinese_ci", 28, 1, 2, ""},
    {"latin5", "latin5_turkish_ci", 30, 1, 1, ""},
    {"armscii8", "armscii8_general_ci", 32, 1, 1, ""},
    {"utf8", "utf8_general_ci", 33, 1, 3, "UTF-8 Unicode"},
    {"ucs2", "ucs2_general_ci", 35, 2, 2, "UCS-2 Unicode"},
    {"cp866", "cp866_general_ci", 36, 1, 1, ""},
    {"keybcs2", "keybcs2_general_ci", 37, 1, 1, ""},
    {"macce", "macce_general_ci", 38, 1, 1, ""},
    {"macroman", "macroman_general_ci", 39, 1, 1, ""},
    {"cp852", "cp852_general_ci", 40, 1, 1, ""},
    {"latin7", "latin7_general_ci", 41, 1, 1, ""},
    {"utf8mb4", "utf8mb4_general_ci", 45, 1, 4, "UTF-8 Unicode"},
    {"cp1251", "cp1251_general_ci", 51, 1, 1, ""},
    {"utf16", "utf16_general_ci", 54, 2, 4, "UTF-16 Unicode"},
    {"utf16le", "utf16le_general_ci", 56, 2, 4, "UTF-16LE Unicode"},
    {"cp1256", "cp1256_general_ci", 57, 1, 1, ""},
    {"cp1257", "cp1257_general_ci", 59, 1, 1, ""},
    {"utf32", "utf32_general_ci", 60, 4, 4, "UTF-32 Unicode"},
    {"binary", "binary", 63, 1, 1, ""},
    {"geostd8", "geostd8_general_ci", 92, 1, 1, ""},
    {"cp932", "cp932_japanese_ci", 95, 1, 2, ""},
    {"eucjpms", "eucjpms_japanese_ci", 97, 1, 3, ""},
    {"gb18030", "gb18030_chinese_ci", 248, 1, 4, ""},
};

const Charset* find(const std::string& name) {
  // MariaDB reports utf8 as utf8mb3; mysqlnd's table names it utf8
  const std::string wanted = strcasecmp(name.c_str(), "utf8mb3") == 0 ? "utf8" : name;
  for (const Charset& c : kCharsets)
    if (strcasecmp(c.name, wanted.c_str()) == 0) return &c;
  return nullptr;
}

}  // namespace

ZEND_FUNCTION(mysqli_get_charset) {
  zval* object;
  if (zend_parse_method_parameters(ZEND_NUM_ARGS(), getThis(), "O", &object, mp_mysqli_ce) ==
      FAILURE)
    RETURN_THROWS();
  mp_link* link = mp_valid_link(object);
  if (!link) RETURN_THROWS();
  std::string name;
  if (!mp_link_charset_name(link, &name)) RETURN_THROWS();
  const Charset* cs = find(name);
  if (!cs) {  // stock's words for a connection without one
    php_error_docref(nullptr, E_WARNING, "The connection has no charset associated");
    RETURN_NULL();
  }
  object_init(return_value);
  add_property_string(return_value, "charset", cs->name);
  add_property_string(return_value, "collation", cs->collation);
  add_property_string(return_value, "dir", "");
  add_property_long(return_value, "min_length", cs->min_length);
  add_property_long(return_value, "max_length", cs->max_length);
  add_property_long(return_value, "number", cs->number);
  add_property_long(return_value, "state", 1);  // all compiled in, as mysqlnd's
  add_property_string(return_value, "comment", cs->comment);
}
