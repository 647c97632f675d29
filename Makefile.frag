# The manager program, built next to the extension (modules/); `make install` installs every
# file of modules/ into the extension directory, so it lands beside mysqlpool.so. The flags
# configure was given (CPPFLAGS, CXXFLAGS, LDFLAGS: a distribution's hardening) apply to it too.
all: $(phplibdir)/mysqlpool-manager

$(phplibdir)/mysqlpool-manager: $(MYSQLPOOL_MANAGER_SOURCES:%=$(srcdir)/%)
	@mkdir -p $(phplibdir)
	$(CXX) -std=c++17 -O2 -g -Wall -Wextra $(CPPFLAGS) $(CXXFLAGS) -I$(srcdir) $(MYSQLPOOL_MARIADB_CFLAGS) -o $@ \
	  $(MYSQLPOOL_MANAGER_SOURCES:%=$(srcdir)/%) $(LDFLAGS) $(MYSQLPOOL_MARIADB_LIBS) -lssl -lcrypto -lpthread
