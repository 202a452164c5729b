// Renders one evaluation (baseline + estimate) as JSON or aligned text. Renderers only format;
// every number comes from Baseline / Estimate.
#pragma once

#include <string>

#include "calibration/profile.h"
#include "cost/estimate.h"
#include "search/memory_class.h"
#include "spec/scenario.h"

namespace psa {

struct EvaluationView {
    const Scenario& scenario;
    const Baseline& baseline;
    const Estimate& estimate;
    const Profile& profile;
    double memory_headroom = kDefaultMemoryHeadroom;  // memory kept free: the class is the search's (memory_class.h)
};

// JSON schema documented in docs/json-schema.md: {scenario, baseline, evaluated, profile}.
std::string evaluationJson(const EvaluationView& v);
// Human-readable report; `color` adds ANSI colours (terminals only).
std::string evaluationText(const EvaluationView& v, bool color);

// "fits with 12 % headroom", "fits with 6 % headroom — risky: below the model's 29 % memory error (p90)",
// "does not fit: 9.3 GiB over" — the class is the one memoryClass (search/memory_class.h) with
// `headroom` kept free (0 = the whole device; a layout between the usable memory and the capacity
// then reads "does not fit: 2.1 GiB over the usable 72.0 GiB").
std::string memoryVerdict(const Estimate& e, const Profile& p, double headroom = 0.0);
// "41.2 % ± 3.9 %" — a value with the profile's median relative error.
std::string withError(double value, double relError, const char* unit, int decimals, double scale = 1.0);

// Formatting helpers shared by the text renderers.
std::string formatGiB(double bytes);
std::string formatSeconds(double s);
std::string formatCount(double n);  // 68.98 B, 405 M, ...
// Display names, translated: a CommCost::collective ("AllReduce") and its link ("scale-up" / "scale-out").
std::string collectiveName(const char* collective);
std::string linkName(bool scaleOut);

}  // namespace psa
