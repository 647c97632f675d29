// Whether the server resolves a name called as a function as its own (a built-in function or a
// grammar word) or looks for a stored function of that name, whose body the statement's text
// does not show (statement_classifier.cpp: such a call pins the connection).
#pragma once

#include <string_view>

namespace mysqlpool {

// `name` without backticks, any case. MariaDB 10.11's list (builtin_functions.inc, made by
// scripts/tools/gen_builtin_functions.sh), plus the words that open a parenthesis in its
// grammar without being a function (MATCH ... AGAINST (...), JSON_TABLE(... COLUMNS (...))).
bool is_builtin_function(std::string_view name);

}  // namespace mysqlpool
