// Two single-statement baselines with the same unkeyed identity, chain_hash(0, text) =
// 0x7709326b5566ad63: a connection set up with one reads, by that hash, as set up with the
// other (issue 33, case 1). Found by scripts/tools/forge_chain_hash.cpp (distinguished-point
// collision search, the comment's 11 characters carrying a 64-bit walk):
//   g++ -std=c++17 -O2 -Wall -Wextra -I. scripts/tools/forge_chain_hash.cpp -o /tmp/forge
//   /tmp/forge 1 20     # seed 1, 20 distinguished bits
// after 2.87e9 hashes, 25.8 s of CPU on one core (34 s wall, the machine shared).
#pragma once

namespace mysqlpool::forged {

constexpr const char* kGbk = "SET NAMES gbk /*eYzuNNN_WzG*/";
constexpr const char* kUtf8mb4 = "SET NAMES utf8mb4 /*XIvt2H_kwXF*/";

}  // namespace mysqlpool::forged
