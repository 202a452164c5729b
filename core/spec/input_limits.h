// Largest values any front end accepts for the scenario's inputs. They are far above real clusters
// (the search stays bounded by SearchConstraints::max_candidates, not by these) and keep every
// product of them inside double precision and 64-bit integers.
#pragma once

#include <cstddef>

namespace psa::limits {

constexpr long long kMaxDevices = 10'000'000;
constexpr long long kMaxParallelDegree = 10'000'000;
constexpr long long kMaxSeqLen = 1LL << 24;          // 16M tokens
constexpr long long kMaxGlobalBatch = 100'000'000;   // sequences per step
constexpr double kMaxTflops = 1e6;
constexpr double kMaxGbps = 1e6;
constexpr double kMaxMemoryGib = 1e6;
constexpr double kMaxPowerW = 1e5;                   // board power per device, W
constexpr double kMaxHeadroom = 0.9;                 // keep at most 90 % of memory free
constexpr double kMaxScoreWeight = 1e6;
// The search's candidate bound (about 210 bytes kept per candidate: ~630 MB, a few seconds per core):
// the default and the highest value any source (scenario file, GUI, library caller) may set.
constexpr long long kMaxCandidates = 3'000'000;
// Names and other free text taken from files (model and device names, ids, descriptions).
constexpr std::size_t kMaxNameLength = 256;
constexpr std::size_t kMaxTextLength = 4096;

}  // namespace psa::limits
