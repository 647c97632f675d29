# The manager program, built next to the extension (modules/); `make install` installs every
# file of modules/ into the extension directory, so it lands beside mysqlpool.so.
all: $(phplibdir)/mysqlpool-manager

$(phplibdir)/mysqlpool-manager: $(MYSQLPOOL_MANAGER_SOURCES:%=$(srcdir)/%)
	@mkdir -p $(phplibdir)
	$(CXX) -std=c++17 -O2 -g -Wall -Wextra -I$(srcdir) $(MYSQLPOOL_MARIADB_CFLAGS) -o $@ \
	  $(MYSQLPOOL_MANAGER_SOURCES:%=$(srcdir)/%) $(MYSQLPOOL_MARIADB_LIBS) -lssl -lcrypto -lpthread
