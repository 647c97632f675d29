// The version of mysqlpool (the extension and the manager program are built together).
#pragma once

#define MYSQLPOOL_VERSION "0.1.0"
