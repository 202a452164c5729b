// The text form of a bound on one parallel dimension, shared by the CLI (--tp 1..8) and the GUI's
// constraint fields: "" or "any" (no bound), "N" (fixed), "A..B" (range), "A,B,C" (only these).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "search/search.h"
#include "util/result.h"

namespace psa {

inline constexpr int kMaxDegreeText = 1 << 20;  // largest degree the text form accepts
inline constexpr int kMaxZeroStage = 3;          // ZeRO stages 0–3 (3 = FSDP full shard) [cost model §4.1]

// `field` names the input in errors ("--tp", "constraints.tp"). [lowest, highest] are the legal values
// (degrees 1.., the ZeRO stage 0..kMaxZeroStage). "" and "any" give the whole legal range (unbounded
// above for degrees).
Result<DimRange> parseDimRange(const std::string& field, std::string_view text, int lowest = 1, int highest = kMaxDegreeText);
// Inverse of parseDimRange for what it produces ("" for the whole legal range).
std::string formatDimRange(const DimRange& r, int lowest = 1, int highest = kMaxDegreeText);

// Micro-batch sizes to try for a user's micro-batch bound: its listed values, else the powers of two
// inside [min, max] (at most up to kMaxMicroBatch).
inline constexpr int kMaxMicroBatch = 1024;
std::vector<int> microBatchCandidates(const DimRange& r);

}  // namespace psa
