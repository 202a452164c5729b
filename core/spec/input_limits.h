// Largest values any front end accepts for the scenario's inputs. They are far above real clusters
// (the search stays bounded by SearchConstraints::max_candidates, not by these) and keep every
// product of them inside double precision and 64-bit integers.
#pragma once

namespace psa::limits {

constexpr long long kMaxDevices = 10'000'000;
constexpr long long kMaxParallelDegree = 10'000'000;
constexpr long long kMaxSeqLen = 1LL << 24;          // 16M tokens
constexpr long long kMaxGlobalBatch = 100'000'000;   // sequences per step
constexpr double kMaxTflops = 1e6;
constexpr double kMaxGbps = 1e6;
constexpr double kMaxMemoryGib = 1e6;
constexpr double kMaxHeadroom = 0.9;                 // keep at most 90 % of memory free
constexpr double kMaxScoreWeight = 1e6;

}  // namespace psa::limits
