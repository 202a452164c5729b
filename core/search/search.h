// Strategy search (seed phases 3 and 7): enumerate every valid layout, evaluate it, score and rank.
#pragma once

#include <array>
#include <functional>
#include <map>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "calibration/profile.h"
#include "calibration/validation.h"
#include "cost/estimate.h"
#include "search/memory_class.h"
#include "spec/input_limits.h"
#include "spec/scenario.h"
#include "spec/strategy.h"

namespace psa {

// Bounds on one parallel dimension: min..max, optionally an explicit set of allowed values.
struct DimRange {
    int min = 1;
    int max = 1 << 30;
    std::vector<int> values;  // non-empty: only these
    [[nodiscard]] bool allows(int v) const;
};

struct SearchConstraints {
    DimRange dp, tp, pp, cp, ep, etp, vpp, mbs, zero{0, 3, {}};
    std::vector<Schedule> schedules;     // empty = all
    std::vector<Recompute> recomputes;   // empty = all
    bool allow_cp = true;
    bool allow_offload = true;
    // FP8 is searched only when asked for: the scenario's precision is what the search uses (BF16 unless the user
    // chose FP8). allow_fp8 = true also tries FP8 next to a BF16/FP16 scenario (the GUI's opt-in "search FP8 too").
    bool allow_fp8 = false;
    bool precision_fixed = false;        // the user chose the precision: do not search another
    double memory_headroom = kDefaultMemoryHeadroom;       // keep this fraction of device memory free
    // The framework is the scenario's (sc.training.framework, else the device default): the search only
    // proposes layouts its feature matrix (spec/framework.h) says it runs.
    int max_vpp = 16;                    // published recipes interleave up to 20 (NeMo Llama-2 70B at pp 4)
    // Statistical ties (issue 11): fitting candidates whose tokens/s are within this fraction of the fastest are
    // tied; among them the ranking prefers memory margin above the risky threshold, the framework's established
    // defaults, fewer parallel dimensions and less scale-out traffic before the score. Negative = the profile's
    // median throughput error (throughput_error_p50); 0 = rank by score alone.
    double tie_band = -1;
    std::vector<int> mbs_candidates = {1, 2, 4, 8, 16};
    // Bound on time and memory: at most this many candidates are evaluated (≈ 210 B each are kept, so
    // 3M ≈ 630 MB and a few seconds per core). Layouts beyond it are skipped and the result says so.
    // search() caps it at limits::kMaxCandidates whatever the source.
    long long max_candidates = limits::kMaxCandidates;
};

// Score = Σ weight · component, each component in [0, 1] (1 best) [seed phase 7].
struct ScoreWeights {
    double throughput = 0.5;  // tokens/s relative to the best candidate (MFU for a fixed precision)
    double memory = 0.2;      // free memory fraction after the headroom
    double comm = 0.2;        // 1 − exposed communication / step time
    double bubble = 0.1;      // 1 − bubble / step time
};
Result<ScoreWeights> parseWeights(const std::string& text);  // "mfu=0.5,memory=0.2,comm=0.2,bubble=0.1"

// One evaluated candidate, compact (the full Estimate is recomputed on demand with evaluate()).
struct Candidate {
    Strategy strategy;             // resolved
    Precision precision = Precision::BF16;
    double memory_bytes = 0;
    std::array<double, 4> memory_parts{};  // params, grads, optimizer, activations (other = total − Σ)
    double capacity_bytes = 0;
    double step_time_s = 0;
    double tokens_per_s = 0;
    double mfu = 0;
    double bubble_ratio = 0;
    double bubble_time_s = 0;
    double comm_exposed_s = 0;
    std::array<double, 5> comm_exposed{};  // by CommDim
    bool fits = false;              // within capacity minus headroom
    bool risky = false;             // fits, but with less free memory than the memory model's 90th-percentile error
    bool pareto = false;            // on the tokens/s vs memory front
    bool tied = false;              // within the tie band of the fastest fitting candidate
    double score = 0;
    double scale_out_bytes = 0;     // communication volume per device per step on scale-out links
    int departures = 0;             // from the framework's established defaults (departuresFromDefaults)
    int parallel_dims = 0;          // of tp, pp, cp, ep above 1

    // Memory class: fits / risky / does not fit.
    [[nodiscard]] bool safe() const { return fits && !risky; }
};

struct SearchStats {
    long long enumerated = 0;   // layouts considered (including those pruned by rules)
    long long valid = 0;        // passed the hard rules and were evaluated
    long long fitting = 0;      // fit within capacity minus headroom
    double elapsed_ms = 0;
    int threads = 1;
    bool cancelled = false;
    bool truncated = false;    // max_candidates reached: later layouts (in tp, pp, cp, ep order) were skipped
    double tie_band = 0;       // the band used (fraction of the fastest fitting candidate's tokens/s)
    ScoreWeights weights; // what the score was computed with (scoreParts)
    double memory_headroom = 0;
    double best_tokens_per_s = 0; // the fastest fitting candidate's (else the fastest's): the throughput term's 1
    long long tied = 0;        // candidates in it (the top of the ranking)
    std::map<std::string, long long> pruned_by_rule;  // rule → layouts it removed
};

struct SearchResult {
    std::vector<Candidate> candidates;  // all valid, best first (fitting before non-fitting)
    SearchStats stats;
    [[nodiscard]] const Candidate* best() const { return candidates.empty() || !candidates.front().fits ? nullptr : &candidates.front(); }
};

using ProgressFn = std::function<void(double fraction, long long seen)>;
// The fastest fitting candidate found so far (not yet scored or ranked), while the search runs: what a
// front end shows before the result is complete.
using PartialFn = std::function<void(const Candidate& fastestSoFar, double fraction)>;

// Runs on `threads` worker threads (0 = hardware concurrency). Deterministic: the same input gives the
// same ranking whatever the thread count. Checks `stop` between candidates; progress is reported from
// the calling thread about every 20 ms, and `partial` (from the calling thread too) when the fastest
// fitting candidate so far changed since the last report.
SearchResult search(const Scenario& sc, const SearchConstraints& c, const ScoreWeights& w, const Profile& p,
                    std::stop_token stop = {}, const ProgressFn& progress = {}, int threads = 0, const PartialFn& partial = {});

// The compact candidate of one estimate (figures, memory class, tie-break keys), as the search ranks it.
Candidate candidateOf(const Estimate& e, Precision precision, const Scenario& sc, double headroom, const Profile& p);

// Scenario with the candidate's precision applied (FP8 is searched as a strategy choice).
Scenario scenarioFor(const Scenario& sc, const Candidate& c);

// Whether some layout of sc passes the hard rules (no evaluation: the enumeration only).
bool hasValidLayout(const Scenario& sc, const SearchConstraints& c);

// When nothing is valid: device counts near N for which some layout passes the hard rules.
std::vector<int> nearbyValidDeviceCounts(const Scenario& sc, const SearchConstraints& c, int maxSuggestions = 4);
// When nothing fits: the smallest device count (multiple of the node size, up to `limit`) where something fits.
std::optional<int> minimumDevicesToFit(const Scenario& sc, const SearchConstraints& c, const Profile& p, int limit = 1 << 17);

}  // namespace psa
