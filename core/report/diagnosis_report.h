// Diagnosis of a setup that runs out of memory (psa diagnose, the seed's "Currently using DP=8 …, OOM"
// usage; issue 16): the assumptions first, why the current strategy does not fit (by component), the
// fixes on the devices the user has ranked by throughput — single changes (recompute, ZeRO stage,
// micro-batch, offload) and re-layouts (TP, PP, CP, EP) — and the eight-section plan of the best fix
// with what changes from the user's setup.
#pragma once

#include "calibration/profile.h"
#include "cost/estimate.h"
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

struct DiagnosisFix {
    enum Kind { SingleChange, Relayout, SearchBest } kind = SingleChange;
    std::string change; // "recompute=full" (strategy notation, not translated)
    std::vector<std::string> changes; // what differs from the current setup, one item each (translated)
    Estimate estimate; // on the scenario's devices (all of them)
    MemoryClass memory_class = MemoryClass::DoesNotFit;
};

struct DiagnosisReport {
    Scenario scenario; // as asked: the devices the user has
    Scenario used; // the devices the current strategy covers (devicesCoveredBy), else = scenario
    Strategy asked; // the current strategy as given
    Estimate current; // the current strategy on `used`
    MemoryClass current_class = MemoryClass::DoesNotFit;
    double memory_headroom = 0; // constraints: usable = capacity × (1 − headroom)
    std::vector<std::string> assumptions; // what the question did not say, first lines of the report
    std::vector<DiagnosisFix> fixes; // valid fixes that fit (fits or risky) on all devices, fastest first
    std::vector<DiagnosisFix> rejected; // single changes that were tried but do not fit (memory says by how much)
    std::optional<PlanReport> plan; // the eight-section plan of fixes.front()
    std::vector<Candidate> best; // up to three fitting layouts of the full search, best first
    std::optional<int> minimum_devices; // when nothing fits: from how many devices something does
    [[nodiscard]] double throughputChange(const Estimate& e) const; // per device vs current (0 if unknown)
};

// `notes`: what the front end assumed (device type not named, …), listed with the report's own assumptions.
DiagnosisReport buildDiagnosis(const Scenario& scenario, const Strategy& current, const SearchConstraints& constraints,
    const ScoreWeights& weights, const Profile& profile, int threads = 0, const std::vector<std::string>& notes = {});
// The same from a search already run on `scenario` (the desktop application's current result). It
// costs a few dozen evaluations, so a GUI thread may call it; it does not look for the smallest device
// count that fits (a series of searches), so minimum_devices stays empty.
DiagnosisReport buildDiagnosis(const Scenario& scenario, const Strategy& current, const SearchConstraints& constraints,
    const Profile& profile, const SearchResult& searched, const std::vector<std::string>& notes = {});

Document diagnosisDocument(const DiagnosisReport& d);
// Text or Markdown, in the installed language.
std::string renderDiagnosisText(const DiagnosisReport& d, bool markdown);
// Schema in docs/json-schema.md ("psa diagnose").
std::string renderDiagnosisJson(const DiagnosisReport& d, const Profile& profile);

} // namespace psa
