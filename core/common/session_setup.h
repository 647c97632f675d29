// What every pooled connection is set to after it opens and after every reset, by the
// manager (connector.cpp) and by a worker that resets a connection to apply its baseline.
#pragma once

namespace mysqlpool {

// Every connection reports what the session-safety rules need: a change of session state
// and the transaction state. COM_RESET_CONNECTION turns these back to the global values
// (docs/MYSQL-NOTES.md, "Reset"), so they are sent again after every reset.
// character_set_client is what quoting follows (session.h): tracked whatever the server's
// global default list says.
constexpr const char kTrackerSetupSql[] =
    "SET SESSION session_track_state_change=ON, session_track_transaction_info='STATE', "
    "session_track_system_variables='autocommit,character_set_client,character_set_connection,"
    "character_set_results,time_zone'";

}  // namespace mysqlpool
