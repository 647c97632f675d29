// Server administration commands on a session (session.h, "Server administration commands"):
// mysqli's kill(), refresh() and dump_debug_info().
#include "core/worker/attachment.h"
#include "core/worker/session.h"

namespace mysqlpool {

namespace {

proto::IoStatus send_refresh(proto::Connection& conn, uint8_t options, proto::OkInfo& ok,
                             bool* is_error, Error* err) {
  return conn.refresh(options, ok, is_error, err);
}

proto::IoStatus send_debug(proto::Connection& conn, uint8_t, proto::OkInfo& ok, bool* is_error,
                           Error* err) {
  return conn.debug(ok, is_error, err);
}

}  // namespace

bool Session::say_gone(Error* err) const {
  err->code = 2006;
  err->sqlstate = "HY000";
  err->message = "MySQL server has gone away";
  return false;
}

// One command answered by OK/EOF or ERR, on the held connection or one leased for it and given
// back after (as stat()'s COM_STATISTICS).
bool Session::simple_command(SimpleCommand send, uint8_t arg, Error* err) {
  if (gone_) return say_gone(err);
  if (out_of_sync(err) || forked_away(err)) return false;
  if (!lease_.active() && !take_connection(err)) return false;
  proto::OkInfo ok;
  bool is_error = false;
  proto::IoStatus io = send(conn_, arg, ok, &is_error, err);
  if (io != proto::IoStatus::Ok) {
    lose_connection(io, err);
    return false;
  }
  if (!kept_since_last_statement_) give_back_if_done();
  return !is_error;
}

bool Session::refresh(uint8_t options, Error* err) {
  return simple_command(send_refresh, options, err);
}

bool Session::debug_info(Error* err) { return simple_command(send_debug, 0, err); }

// The held connection's session ends: COM_PROCESS_KILL of itself, and the connection is
// discarded (the manager replaces it).
void Session::end_by_kill() {
  proto::OkInfo ok;
  bool is_error = false;
  Error ignored;
  conn_.process_kill(uint32_t(thread_id_), true, ok, &is_error, &ignored);
  streaming_ = false;
  pool_->discard(lease_);
  forget_connection_state(true);
}

bool Session::kill(uint32_t id, Error* err) {
  if (gone_) return say_gone(err);
  if (out_of_sync(err) || forked_away(err)) return false;
  if (id == thread_id_) {
    if (lease_.active()) end_by_kill();
    forget_connection_state(true);
    // Quoting goes on without a connection (mysqlnd's uses the charset it knows): one never
    // learned is the charset the pool's connections are opened with.
    if (!escape_.known()) escape_ = EscapeState{pool_->key().charset_or_default(), false};
    gone_ = true;
    return true;
  }
  if (!lease_.active() && !take_connection(err)) return false;
  if (thread_id_ == id) {
    // The pool leased the very connection the id names (idle until now): it ends, as the
    // KILL asked; the handle's next statement leases another.
    end_by_kill();
    return true;
  }
  proto::OkInfo ok;
  bool is_error = false;
  proto::IoStatus io = conn_.process_kill(id, false, ok, &is_error, err);
  if (io != proto::IoStatus::Ok) {
    lose_connection(io, err);
    return false;
  }
  if (!kept_since_last_statement_) give_back_if_done();
  return !is_error;
}

}  // namespace mysqlpool
