// What every pooled connection is set to after it opens and after every reset, by the
// manager (connector.cpp) and by a worker that resets a connection to apply its baseline.
#pragma once

namespace mysqlpool {

// Every connection reports what the session-safety rules need: a change of session state, on
// every reply (the SERVER_SESSION_STATE_CHANGED status flag, which a result set's EOF carries
// too). The transaction-state tracker stays off: it raises the same flag for every
// transaction boundary and every first read or write inside a transaction, which would make
// the flag no proof of anything (docs/MYSQL-NOTES.md, "Status flags and session tracking");
// transactions show in the status flags themselves. COM_RESET_CONNECTION turns the trackers
// back to the global values (docs/MYSQL-NOTES.md, "Reset"), so they are sent again after every
// reset.
// character_set_client is what quoting follows (session.h): tracked whatever the server's
// global default list says.
constexpr const char kTrackerSetupSql[] =
    "SET SESSION session_track_state_change=ON, session_track_transaction_info=OFF, "
    "session_track_schema=ON, "
    "session_track_system_variables='autocommit,character_set_client,character_set_connection,"
    "character_set_results,time_zone'";

// Sent before every COM_RESET_CONNECTION of a session that may have turned profiling on (a
// pinned one), one after the other: the reset sets @@profiling back but keeps SHOW PROFILES'
// history (the session's statements, values inlined) and, if profiling was on, goes on
// recording. A history size of 0 empties it when the first statement ends (profiling on);
// the second turns profiling off for real (docs/MYSQL-NOTES.md, "Reset").
constexpr const char kEmptyProfilingHistorySql[] =
    "SET SESSION profiling=1, profiling_history_size=0";
constexpr const char kProfilingOffSql[] = "SET SESSION profiling=0, profiling_history_size=DEFAULT";

}  // namespace mysqlpool
