dnl The phpize build of the mysqlpool extension (what packagers use):
dnl   phpize && ./configure && make
dnl It compiles the same core/ and ext/ sources as CMakeLists.txt, without the tests.

PHP_ARG_ENABLE([mysqlpool],
  [whether to enable mysqlpool],
  [AS_HELP_STRING([--enable-mysqlpool], [Enable the mysqlpool PDO driver])],
  [yes])

if test "$PHP_MYSQLPOOL" != "no"; then
  PHP_REQUIRE_CXX()
  PHP_CXX_COMPILE_STDCXX(17, mandatory, PHP_MYSQLPOOL_STDCXX)

  AC_PATH_PROG(MARIADB_CONFIG, mariadb_config, no)
  if test "$MARIADB_CONFIG" = "no"; then
    AC_PATH_PROG(MARIADB_CONFIG, mysql_config, no)
  fi
  if test "$MARIADB_CONFIG" = "no"; then
    AC_MSG_ERROR([mariadb_config not found: install libmariadb-dev])
  fi
  MARIADB_INCLINE=`$MARIADB_CONFIG --include`
  MARIADB_LIBLINE=`$MARIADB_CONFIG --libs`
  PHP_EVAL_INCLINE($MARIADB_INCLINE)
  PHP_EVAL_LIBLINE($MARIADB_LIBLINE, MYSQLPOOL_SHARED_LIBADD)
  PHP_ADD_LIBRARY(pthread, 1, MYSQLPOOL_SHARED_LIBADD)
  PHP_SUBST(MYSQLPOOL_SHARED_LIBADD)

  PHP_ADD_EXTENSION_DEP(mysqlpool, pdo)

  dnl core/ first, then the extension; manager_main.cpp is the standalone binary's.
  MYSQLPOOL_CORE=`cd $srcdir && ls core/*.cpp core/protocol/*.cpp | grep -v manager_main.cpp | tr '\n' ' '`
  MYSQLPOOL_EXT=`cd $srcdir && ls ext/*.cpp | tr '\n' ' '`
  PHP_NEW_EXTENSION(mysqlpool, $MYSQLPOOL_CORE $MYSQLPOOL_EXT, $ext_shared, , [\$(PHP_MYSQLPOOL_STDCXX) -I@ext_srcdir@ -Wall -Wextra -Wno-unused-parameter -Wno-missing-field-initializers], cxx)
  PHP_ADD_BUILD_DIR($ext_builddir/core)
  PHP_ADD_BUILD_DIR($ext_builddir/core/protocol)
  PHP_ADD_BUILD_DIR($ext_builddir/ext)
fi
