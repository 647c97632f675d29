#include "core/worker/builtin_functions.h"

#include <algorithm>
#include <vector>

#include "core/common/ascii.h"

namespace mysqlpool {

namespace {

const char* const kServerNames[] = {
#include "core/worker/builtin_functions.inc"
};

// Grammar words that take a parenthesis but that a lone call (`SELECT AGAINST()`) does not
// resolve as built in, so the generator can't find them.
const char* const kGrammarWords[] = {"AGAINST", "COLUMNS", "JSON_TABLE"};

bool less_ci(std::string_view a, std::string_view b) {
  return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
    return ascii::to_upper(static_cast<unsigned char>(x)) <
           ascii::to_upper(static_cast<unsigned char>(y));
  });
}

const std::vector<std::string_view>& sorted_names() {
  static const std::vector<std::string_view>* names = [] {
    auto* v = new std::vector<std::string_view>(std::begin(kServerNames), std::end(kServerNames));
    v->insert(v->end(), std::begin(kGrammarWords), std::end(kGrammarWords));
    std::sort(v->begin(), v->end(), less_ci);
    return v;
  }();
  return *names;
}

}  // namespace

bool is_builtin_function(std::string_view name) {
  const auto& names = sorted_names();
  auto it = std::lower_bound(names.begin(), names.end(), name, less_ci);
  return it != names.end() && !less_ci(name, *it);
}

}  // namespace mysqlpool
