// Declarations shared between the codec's source files; not part of the API.
#pragma once

#include <cstdint>
#include <string_view>

#include "core/protocol/codec.h"

namespace mysqlpool::proto::detail {

// Commands of the command phase.
constexpr uint8_t COM_QUIT = 0x01;
constexpr uint8_t COM_INIT_DB = 0x02;
constexpr uint8_t COM_QUERY = 0x03;
constexpr uint8_t COM_REFRESH = 0x07;
constexpr uint8_t COM_STATISTICS = 0x09;
constexpr uint8_t COM_PROCESS_KILL = 0x0c;
constexpr uint8_t COM_DEBUG = 0x0d;
constexpr uint8_t COM_PING = 0x0e;
constexpr uint8_t COM_SET_OPTION = 0x1b;
constexpr uint8_t COM_RESET_CONNECTION = 0x1f;

// A 0xFE packet that ends a result set (classic EOF or, with CLIENT_DEPRECATE_EOF, an OK).
bool is_eof_packet(std::string_view payload);
// Classic EOF packet: 0xFE, warnings, status.
bool parse_eof(std::string_view payload, uint16_t& warnings, uint16_t& status);
// Decodes one binary-protocol row (its 0x00 header first) into rs, whose columns are set:
// each value appended to rs.data as the text the server would have sent (prepared.cpp), its
// field recorded. nullptr, or what is wrong with the row.
const char* parse_binary_row(std::string_view row, ResultSet& rs);
// MariaDB progress report: an ERR packet with code 0xFFFF, never a real error.
bool is_progress_packet(std::string_view payload);

}  // namespace mysqlpool::proto::detail
