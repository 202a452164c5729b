// Diagnosis of a setup that runs out of memory (psa diagnose, the seed's "Currently using DP=8 …, OOM"
// usage): why the current strategy does not fit, single changes to it that do (ranked by throughput),
// and the best layouts of the full search.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "calibration/profile.h"
#include "cost/estimate.h"
#include "search/search.h"
#include "spec/scenario.h"
#include "spec/strategy.h"

namespace psa {

struct DiagnosisFix {
    std::string change;  // "cp=2 + zero=3" (strategy notation, not translated)
    Estimate estimate;
};

struct DiagnosisReport {
    Scenario scenario;                  // as asked
    Scenario used;                      // the devices the current strategy covers (devicesCoveredBy)
    Estimate current;                   // the current strategy on `used`
    std::vector<DiagnosisFix> fixes;    // fitting single changes (on `scenario`), fastest first
    std::vector<Candidate> best;        // up to three fitting layouts of the full search, best first
    std::optional<int> minimum_devices; // when nothing fits: from how many devices something does
    [[nodiscard]] double throughputChange(const Estimate& e) const;  // per device vs current (0 if unknown)
};

DiagnosisReport buildDiagnosis(const Scenario& scenario, const Strategy& current, const SearchConstraints& constraints,
                               const ScoreWeights& weights, const Profile& profile, int threads = 0);
// The same from a search already run on `scenario` (the desktop application's current result). It
// costs a few dozen evaluations, so a GUI thread may call it; it does not look for the smallest device
// count that fits (a series of searches), so minimum_devices stays empty.
DiagnosisReport buildDiagnosis(const Scenario& scenario, const Strategy& current, const SearchConstraints& constraints,
                               const Profile& profile, const SearchResult& searched);

// Text or Markdown, in the installed language.
std::string renderDiagnosisText(const DiagnosisReport& d, bool markdown);
// {current, current_devices, fixes: […], best: […], minimum_devices?}
std::string renderDiagnosisJson(const DiagnosisReport& d, const Profile& profile);

}  // namespace psa
