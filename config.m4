dnl The phpize build of the mysqlpool extension (what packagers use):
dnl   phpize && ./configure && make && make install
dnl It compiles the same sources as CMakeLists.txt, without the tests: the extension
dnl (core/common, segment, control, protocol, worker + ext/ and ext/mysqli/, no libmariadb; libcrypto) and the manager
dnl program modules/mysqlpool-manager (core/manager + the shared parts, with libmariadb), which
dnl `make install` puts next to mysqlpool.so; the extension starts it from there.

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
  MYSQLPOOL_MARIADB_CFLAGS=`$MARIADB_CONFIG --include`
  MYSQLPOOL_MARIADB_LIBS=`$MARIADB_CONFIG --libs`
  PHP_SUBST(MYSQLPOOL_MARIADB_CFLAGS)
  PHP_SUBST(MYSQLPOOL_MARIADB_LIBS)
  dnl The record layer of TLS sessions (core/protocol/tls_records.cpp): libcrypto, which PHP's
  dnl own openssl extension links too. The manager also links libssl (its handshake).
  PHP_ADD_LIBRARY(crypto, 1, MYSQLPOOL_SHARED_LIBADD)
  PHP_ADD_LIBRARY(pthread, 1, MYSQLPOOL_SHARED_LIBADD)
  PHP_ADD_LIBRARY(dl, 1, MYSQLPOOL_SHARED_LIBADD)
  PHP_SUBST(MYSQLPOOL_SHARED_LIBADD)

  PHP_ADD_EXTENSION_DEP(mysqlpool, pdo)

  dnl The folders of core/ (their layering is CMakeLists.txt's): those both programs have, then
  dnl the extension's and the manager's own.
  MYSQLPOOL_SHARED_DIRS="core/common core/segment core/control core/protocol"
  MYSQLPOOL_EXT_DIRS="$MYSQLPOOL_SHARED_DIRS core/worker ext ext/mysqli"
  MYSQLPOOL_MANAGER_DIRS="core/manager $MYSQLPOOL_SHARED_DIRS"
  MYSQLPOOL_EXT_SOURCES=`cd $srcdir && for dir in $MYSQLPOOL_EXT_DIRS; do ls $dir/*.cpp; done | sort | tr '\n' ' '`
  MYSQLPOOL_MANAGER_SOURCES=`cd $srcdir && for dir in $MYSQLPOOL_MANAGER_DIRS; do ls $dir/*.cpp; done | sort | tr '\n' ' '`
  PHP_SUBST(MYSQLPOOL_MANAGER_SOURCES)
  dnl Nothing exported but get_module: calls inside the .so are direct and may be inlined
  dnl (CMakeLists.txt says why).
  PHP_NEW_EXTENSION(mysqlpool, $MYSQLPOOL_EXT_SOURCES, $ext_shared, , [\$(PHP_MYSQLPOOL_STDCXX) -I@ext_srcdir@ -Wall -Wextra -Wno-unused-parameter -Wno-missing-field-initializers -fvisibility=hidden -fvisibility-inlines-hidden], cxx)
  for dir in $MYSQLPOOL_EXT_DIRS; do
    PHP_ADD_BUILD_DIR($ext_builddir/$dir)
  done
  PHP_ADD_MAKEFILE_FRAGMENT
fi
