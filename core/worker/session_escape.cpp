// Quoting for a session (session.h, escape_state()): the state a string is escaped in follows
// what the server reports for the connection — the client charset from the session tracker,
// NO_BACKSLASH_ESCAPES from the status flags — and is asked of the server when its reports
// can't be trusted. The slot records it for the connection's next holder.
#include "core/worker/session.h"

#include <cstdio>
#include <cstring>

namespace mysqlpool {

// The quoting state from a reply: NO_BACKSLASH_ESCAPES from the status flags, the client
// charset from the session tracker.
void Session::observe(const proto::QueryReply& reply) {
  if (!reply.is_error || !reply.parts.empty())
    escape_.no_backslash_escapes = reply.status & proto::SERVER_STATUS_NO_BACKSLASH_ESCAPES;
  for (const auto& part : reply.parts) {
    if (part.is_result_set) continue;
    for (const auto& change : part.ok.session) {
      if (change.type == proto::SessionTrackType::Schema && lease_.active())
        pool_->slot_info(lease_.slot).schema_selected = 1;  // take_connection reads it
      if (change.type == proto::SessionTrackType::SystemVariables &&
          change.name == "character_set_client") {
        // A name that does not fit the slot is no charset anyone can quote for.
        escape_.charset =
            change.value.size() < sizeof(SlotConnectionInfo::charset) ? change.value : "";
      }
    }
  }
}

// The slot records the connection's quoting state for its next holder.
void Session::publish_escape_state() {
  SlotConnectionInfo& info = pool_->slot_info(lease_.slot);
  uint8_t nbe = escape_.no_backslash_escapes ? 1 : 0;
  if (info.no_backslash_escapes == nbe &&
      strncmp(info.charset, escape_.charset.c_str(), sizeof info.charset) == 0)
    return;
  snprintf(info.charset, sizeof info.charset, "%s", escape_.charset.c_str());
  info.no_backslash_escapes = escape_.no_backslash_escapes ? 1 : 0;
}

bool Session::escape_state(EscapeState* out, Error* err) {
  if (!escape_.known() && !lease_.active()) {
    // Not learned yet: a connection brought to this handle's baseline tells.
    if (!take_connection(err)) return false;
    give_back_if_done();
  }
  if (tracking_suspect_ && lease_.active() && !escape_asked_ && !ask_escape_state(err))
    return false;
  if (!escape_.known()) {
    err->code = 0;
    err->sqlstate = "HY000";
    err->message =
        "mysqlpool: the connection's character set is not known (session tracking "
        "was changed), so no string can be quoted safely";
    return false;
  }
  *out = escape_;
  return true;
}

// The connection's quoting state asked of the server itself, when its reports can't be trusted
// (tracking_suspect_): the character set by a query, NO_BACKSLASH_ESCAPES from its status.
bool Session::ask_escape_state(Error* err) {
  if (streaming_) return out_of_sync(err);
  proto::QueryReply reply;
  if (!run_own("SELECT @@session.character_set_client", &reply, err)) return false;
  std::string charset;
  if (reply.parts.size() == 1 && reply.parts[0].is_result_set && reply.parts[0].rs.row_count == 1 &&
      reply.parts[0].rs.columns.size() == 1 && !reply.parts[0].rs.is_null(0, 0))
    charset.assign(reply.parts[0].rs.value(0, 0));
  escape_.charset = charset.size() < sizeof(SlotConnectionInfo::charset) ? charset : "";
  escape_.no_backslash_escapes = reply.status & proto::SERVER_STATUS_NO_BACKSLASH_ESCAPES;
  escape_asked_ = true;
  return true;
}

bool Session::escape(std::string_view in, std::string* out, Error* err) {
  EscapeState state;
  if (!escape_state(&state, err)) return false;
  if (!proto::escape_string(
          in, state.charset,
          state.no_backslash_escapes ? proto::SERVER_STATUS_NO_BACKSLASH_ESCAPES : 0, *out)) {
    err->message = "mysqlpool: no string can be quoted safely in the connection's character set " +
                   state.charset + " (unknown to the driver)";
    return false;
  }
  return true;
}

}  // namespace mysqlpool
