// Finds two single-statement baselines with the same unkeyed identity chain_hash(0, text):
//   "SET NAMES gbk /*XXXXXXXXXXX*/"  and  "SET NAMES utf8mb4 /*YYYYYYYYYYY*/"
// (11 characters of [A-Za-z0-9_-]: no '*' or '/', and no '!', '+' or 'M!' that would make the
// comment one the server executes). It shows the identity is forgeable by anyone who writes a
// baseline statement; the pair is core/tests/support/forged_baselines.h. Not built by default:
//
//   g++ -std=c++17 -O2 -Wall -Wextra -I. scripts/tools/forge_chain_hash.cpp -o /tmp/forge
//   /tmp/forge [seed] [distinguished bits, 20]
//
// A birthday collision of the 64-bit hash, by parallel collision search (van Oorschot and
// Wiener's distinguished points, Pollard's rho without the cycle): x -> chain_hash(0,
// text(x)), where text(x) writes x's 64 bits into the comment in 6-bit characters and x's low
// bit picks the prefix. Walks stop at a hash whose top bits are zero; two walks that stop at the
// same point merged, and are walked again in step to where they met. Half of the merges are
// between the two prefixes; the rest are kept walking past. Expect about 2^33 hashes (two
// merges); seed 1 was lucky, its first merge was the pair: 2.87e9 hashes, 25.8 s of CPU on one
// core of an AMD EPYC (34 s wall, the machine shared with three builds), about 9 ns a hash.
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <unordered_map>

#include "core/common/chain_hash.h"

namespace {

constexpr uint64_t kPrime = 0x100000001b3ull;
constexpr int kChars = 11;  // 66 bits: every x its own text
const char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const char* const kPrefix[2] = {"SET NAMES gbk /*", "SET NAMES utf8mb4 /*"};

uint64_t prefix_state[2];  // FNV state after previous = 0 and the prefix: computed once

uint64_t fnv_add(uint64_t h, const char* s) {
  for (; *s; s++) h = (h ^ (unsigned char)*s) * kPrime;
  return h;
}

std::string text(uint64_t x) {
  std::string t = kPrefix[x & 1];
  for (int i = 0; i < kChars; i++) t += kAlphabet[(x >> (6 * i)) & 63];
  return t + "*/";
}

// chain_hash(0, text(x)) from the prefix's state: the inner loop, so no string is built.
inline uint64_t step(uint64_t x) {
  uint64_t h = prefix_state[x & 1];
  for (int i = 0; i < kChars; i++) h = (h ^ (unsigned char)kAlphabet[(x >> (6 * i)) & 63]) * kPrime;
  h = (h ^ '*') * kPrime;
  h = (h ^ '/') * kPrime;
  return h ? h : 1;
}

uint64_t splitmix(uint64_t& s) {
  uint64_t z = (s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

struct Trail {
  uint64_t start;
  uint64_t length;
};

// Two trails ending at the same point: walk the longer one ahead by the difference, then both
// in step; the last values before they agree are the colliding pair. False when one start lay
// on the other's trail (they never differ then).
bool locate(Trail a, Trail b, uint64_t& xa, uint64_t& xb) {
  if (a.length < b.length) std::swap(a, b);
  for (uint64_t i = b.length; i < a.length; i++) a.start = step(a.start);
  xa = a.start;
  xb = b.start;
  if (xa == xb) return false;
  for (;;) {
    const uint64_t na = step(xa), nb = step(xb);
    if (na == nb) return true;
    xa = na;
    xb = nb;
  }
}

}  // namespace

int main(int argc, char** argv) {
  uint64_t seed = argc > 1 ? strtoull(argv[1], nullptr, 10) : 1;
  const int bits = argc > 2 ? atoi(argv[2]) : 20;
  const uint64_t mask = ~0ull << (64 - bits);  // a point is distinguished when these are 0
  const uint64_t max_length = 40ull << bits;   // a walk this long is in a cycle: dropped
  char zeros[9] = {};
  for (int p = 0; p < 2; p++) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (int i = 0; i < 8; i++) h = (h ^ zeros[i]) * kPrime;  // previous = 0, its 8 bytes
    prefix_state[p] = fnv_add(h, kPrefix[p]);
  }
  for (uint64_t t : {0ull, 1ull, 0x0123456789abcdefull, ~0ull}) {  // the fast step is the real one
    if (step(t) != mysqlpool::chain_hash(0, text(t))) return fprintf(stderr, "step is wrong\n"), 1;
  }

  // Eight walks at once: the multiplications of one wait on each other, not on the others'.
  constexpr int kWalks = 8;
  Trail trail[kWalks];
  uint64_t x[kWalks];
  for (int w = 0; w < kWalks; w++) trail[w] = {x[w] = splitmix(seed), 0};
  std::unordered_map<uint64_t, Trail> points;
  uint64_t hashes = 0, merges = 0;
  const clock_t began = clock();
  for (;;) {
    for (int w = 0; w < kWalks; w++) x[w] = step(x[w]);
    hashes += kWalks;
    for (int w = 0; w < kWalks; w++) {
      trail[w].length++;
      if ((x[w] & mask) != 0 && trail[w].length < max_length) continue;
      if ((x[w] & mask) == 0) {
        auto [it, fresh] = points.emplace(x[w], trail[w]);
        uint64_t a, b;
        if (!fresh && locate(it->second, trail[w], a, b)) {
          merges++;
          const std::string ta = text(a), tb = text(b);
          const double seconds = double(clock() - began) / CLOCKS_PER_SEC;
          printf("merge %" PRIu64 " after %.3g hashes, %.1f s CPU: %s | %s\n", merges,
                 double(hashes), seconds, ta.c_str(), tb.c_str());
          fflush(stdout);
          if ((a & 1) != (b & 1) && mysqlpool::chain_hash(0, ta) == mysqlpool::chain_hash(0, tb)) {
            printf("pair: chain_hash(0, text) = 0x%016" PRIx64 "\n  %s\n  %s\n",
                   mysqlpool::chain_hash(0, ta), ta.c_str(), tb.c_str());
            return 0;
          }
        }
      }
      trail[w] = {x[w] = splitmix(seed), 0};
    }
  }
}
