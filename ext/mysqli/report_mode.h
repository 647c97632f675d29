// mysqli_report()'s mode, also mysqli_driver::$report_mode (the same value, as in stock: both
// read and write one global, MyG(report_mode)). Every request starts with the default, as in
// stock (its RINIT sets it): WordPress's MYSQLI_REPORT_OFF must not leak into the next request
// the same php-fpm worker serves.
#ifndef MP_MYSQLI_REPORT_MODE_H
#define MP_MYSQLI_REPORT_MODE_H

extern "C" {
#include "php.h"
}

// MYSQLI_REPORT_* (constants.cpp registers them with these values)
#define MP_MYSQLI_REPORT_OFF 0
#define MP_MYSQLI_REPORT_ERROR 1
#define MP_MYSQLI_REPORT_STRICT 2
#define MP_MYSQLI_REPORT_INDEX 4
#define MP_MYSQLI_REPORT_ALL 255

// PHP 8.1+'s default: MYSQLI_REPORT_ERROR | MYSQLI_REPORT_STRICT (errors throw). Defined by
// the front-end beside mysqli_report() (the only definition: mysqli_driver's handlers
// (driver.cpp) and mysqli_report() must read and write the same variable).
extern zend_long mp_mysqli_report_mode;
constexpr zend_long kMpMysqliDefaultReportMode = MP_MYSQLI_REPORT_ERROR | MP_MYSQLI_REPORT_STRICT;

// The module's RINIT calls it.
inline void mp_mysqli_reset_report_mode() { mp_mysqli_report_mode = kMpMysqliDefaultReportMode; }

#endif
