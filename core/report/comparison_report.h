// Side-by-side comparison of given strategies on one scenario (psa compare, the seed's "Compare A vs
// B" usage): each strategy evaluated, the fastest valid one that fits named as the verdict.
#pragma once

#include <string>
#include <vector>

#include "calibration/profile.h"
#include "cost/estimate.h"
#include "spec/scenario.h"
#include "spec/strategy.h"

namespace psa {

struct ComparisonReport {
    Scenario scenario;
    std::vector<Estimate> estimates;  // one per strategy, in the order given (A, B, …)
    int verdict = -1;                 // index of the fastest valid strategy that fits; -1 = none
    [[nodiscard]] bool anyValid() const;
};

ComparisonReport buildComparison(const Scenario& scenario, const std::vector<Strategy>& strategies, const Profile& profile);
// The verdict of evaluated strategies: the index of the fastest valid one that fits; -1 = none.
int comparisonVerdict(const std::vector<Estimate>& estimates);
// "Verdict: B (…) is the fastest of the strategies that fit: … tokens/s." in the installed language.
std::string comparisonVerdictText(const ComparisonReport& r);

// "A: DP=4 TP=8 PP=2 …" — the row label of strategy i.
std::string comparisonLabel(const ComparisonReport& r, size_t i);
// Aligned text table (or a Markdown one) and the verdict line, in the installed language.
std::string renderComparisonText(const ComparisonReport& r, bool markdown);
// {scenario: {model, device, devices}, strategies: [evaluated…], verdict}
std::string renderComparisonJson(const ComparisonReport& r, const Profile& profile);

}  // namespace psa
