// Side-by-side comparison of given strategies on one scenario (psa compare, the seed's "Compare A vs
// B" usage; issue 16). One report for the CLI's text, Markdown and JSON, the PDF's compare section and
// the desktop application's Compare tab: per strategy its memory by component with the memory class,
// communication per dimension, bubble and schedule, step time, MFU, tokens/s and time to train; the
// verdict, which weighs speed against the model's error (the search's tie band) and memory risk; the
// launch code of the winner; and the best layout the search finds under the same constraints.
#pragma once

#include "calibration/profile.h"
#include "cost/estimate.h"
#include "cost/time_to_train.h"
#include "report/plan_report.h"
#include "search/memory_class.h"
#include "search/search.h"
#include "spec/scenario.h"
#include "spec/strategy.h"

#include <optional>
#include <string>
#include <vector>

namespace psa {

struct Document;

struct ComparedStrategy {
    std::string key; // "A", "B", … (ties the tables to the charts' legends)
    Strategy asked; // as given
    Precision precision = Precision::BF16;
    Estimate estimate; // on the report's scenario with `precision`
    MemoryClass memory_class = MemoryClass::DoesNotFit;
    double free_bytes = 0; // capacity − memory per device (the headroom it keeps)
    std::optional<TimeToTrain> time_to_train;
    std::optional<long long> search_rank; // 1-based place in the search's ranking; unset = not among its candidates
    double vs_best = 0; // tokens/s relative to the search's best (−0.05 = 5 % slower); 0 without one
};

struct ComparisonVerdict {
    int winner = -1; // index into strategies; -1 = none is valid and fits
    bool tied = false; // the fastest usable strategies are within the tie band of each other
    std::vector<int> tied_with; // indices tied with the fastest (including it)
    int fastest = -1; // the fastest usable strategy
    std::string text; // the verdict line, translated
};

struct ComparisonReport {
    Scenario scenario;
    std::string profile_name;
    double throughput_error = 0; // the profile's median relative error
    double memory_error = 0;
    std::string throughput_error_family;  // the workload family whose held-out median throughput_error is; "" = all runs
    double tie_band = 0; // fraction: the search's (constraints.tie_band, else throughput_error)
    double memory_headroom = 0; // constraints: usable = capacity × (1 − headroom)
    double risky_below = 0; // profile's memory p90 error
    Baseline baseline;
    std::vector<ComparedStrategy> strategies;
    ComparisonVerdict verdict;
    std::optional<PlanEntry> search_best; // the best layout the search finds under the same constraints
    std::optional<PlanReport> winner_plan; // the winner's plan: launch code, schedules, memory levers
    std::vector<std::string> notes; // assumptions and query echo
    [[nodiscard]] bool anyValid() const;
};

// `context`: a search of `scenario` under `constraints` (the context row, the alternatives); nullptr = none.
ComparisonReport buildComparison(const Scenario& scenario, const std::vector<Strategy>& strategies,
    const SearchConstraints& constraints, const Profile& profile, const SearchResult* context,
    std::optional<Framework> emitter = std::nullopt, std::vector<Precision> precisions = {});

// "A: DP=4 TP=8 PP=2 …" — the row label of strategy i.
std::string comparisonLabel(const ComparisonReport& r, size_t i);
// The report as sections: 1 baseline, 2 summary side by side and verdict, 3 launch code of the winner,
// 4 memory by component, 5 communication per dimension, 6 bubble and schedule, 7 memory optimisations,
// 8 comparison with the search's best.
Document comparisonDocument(const ComparisonReport& r);
std::string renderComparisonText(const ComparisonReport& r, bool markdown);
// Schema in docs/json-schema.md ("psa compare").
std::string renderComparisonJson(const ComparisonReport& r, const Profile& profile);

} // namespace psa
