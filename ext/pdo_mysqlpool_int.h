// The PDO driver's internal structures, shared by the handle (pdo_handle.cpp) and the
// statement (pdo_statement.cpp). All state that must survive a PHP bailout lives in core
// memory (new/delete), never in PHP's request allocator.
#ifndef PDO_MYSQLPOOL_INT_H
#define PDO_MYSQLPOOL_INT_H

#include <cstdint>
#include <string>

#include "core/pool_client.h"
#include "core/protocol/codec.h"

extern "C" {
#include "php.h"
#include "ext/pdo/php_pdo.h"
#include "ext/pdo/php_pdo_driver.h"
#include "Zend/zend_exceptions.h"
}

struct mp_error {
  unsigned int code = 0;
  char sqlstate[6] = "00000";
  std::string message;

  void set(unsigned int c, const std::string& state, const std::string& msg) {
    code = c;
    snprintf(sqlstate, sizeof sqlstate, "%s", state.size() == 5 ? state.c_str() : "HY000");
    message = msg;
  }
  void clear() { set(0, "00000", ""); }
};

struct mp_handle {
  mysqlpool::PoolClient* pool = nullptr;
  // Held between statements only while the session must stay with this handle (an open
  // transaction, autocommit off); otherwise released after every statement.
  mysqlpool::Lease lease;
  bool mid_command = false;  // a command was sent and its reply not yet read to the end
  uint16_t status = mysqlpool::proto::SERVER_STATUS_AUTOCOMMIT;  // after the last reply
  uint64_t last_insert_id = 0;
  uint64_t affected_rows = 0;
  mp_error error;
  std::string charset;  // for escaping
  mp_handle* next_live = nullptr;  // in the list of handles holding a lease
  mp_handle* prev_live = nullptr;
};

struct mp_statement {
  mp_handle* handle = nullptr;
  mysqlpool::proto::QueryReply reply;
  size_t part = 0;       // the rowset being read
  long row = -1;         // the current row in it
  mp_error error;
};

// Runs one command on a leased connection (leasing one if the handle holds none), reads the
// whole reply, keeps or releases the lease. false: no reply (lease/transport failure) with
// H->error set; true: a reply, which may be a server error (reply->is_error, H->error set).
bool mp_run_query(mp_handle* H, const char* sql, size_t len, mysqlpool::proto::QueryReply* reply);
// Gives the lease back at the end of its use: rolled back / reset by the manager if needed.
void mp_end_session(mp_handle* H);
// Every handle still holding a lease (request shutdown safety net).
void mp_end_all_sessions();
// Raise the handle's last error the PDO way (sets dbh->error_code).
void mp_set_dbh_error(pdo_dbh_t* dbh, const mp_error& e);

extern const struct pdo_stmt_methods mysqlpool_stmt_methods;
extern const pdo_driver_t pdo_mysqlpool_driver;

#endif
