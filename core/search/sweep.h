// Scaling sweeps (issue 14): the best plan at each device count or sequence length under the same
// constraints, for "what do we gain from more (or fewer) devices?" — psa sweep and the Scaling view.
#pragma once

#include <optional>
#include <stop_token>
#include <vector>

#include "calibration/profile.h"
#include "cost/estimate.h"
#include "cost/time_to_train.h"
#include "search/search.h"
#include "spec/scenario.h"

namespace psa {

struct SweepPoint {
    int devices = 0;
    long long seq_len = 0;
    SearchStats stats;
    std::optional<Candidate> recommended;     // the search's best fitting layout
    std::optional<Estimate> estimate;         // its full evaluation
    std::optional<TimeToTrain> time_to_train; // when the scenario's budget asks for tokens
};

// Device counts from lo to hi on a log scale: the powers of two in between and the ends, each
// replaced by the nearest count the node size allows (multiples of the node, powers of two below
// it) that has a valid layout. Sorted, without duplicates.
std::vector<int> sweepDeviceCounts(const Scenario& sc, const SearchConstraints& c, int lo, int hi);
// Sequence lengths from lo to hi: the powers of two in between and the ends.
std::vector<long long> sweepSeqLens(long long lo, long long hi);

// One search per point (devices × seq_len; pass one value for the fixed axis). Stops early (the
// points so far) when `stop` is requested.
std::vector<SweepPoint> sweep(const Scenario& base, const SearchConstraints& c, const ScoreWeights& w, const Profile& p,
                              const std::vector<int>& devices, const std::vector<long long>& seqLens, std::stop_token stop = {},
                              int threads = 0);

}  // namespace psa
