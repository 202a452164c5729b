// The two entry points of the cost model.
#pragma once

#include "calibration/profile.h"
#include "cost/estimate.h"
#include "cost/eager_traffic.h"
#include "cost/flops.h"
#include "cost/params.h"
#include "spec/scenario.h"

namespace psa {

// Phase 2: single-device memory and FLOPs with no parallelism (cost-model.md §2–§4).
Baseline computeBaseline(const Scenario& sc, const Profile& p);

// Per-scenario quantities every evaluate() needs (parameter and FLOP counts): the search computes them once.
struct ModelInvariants {
    ParamCounts params;
    FlopsPerToken flops;
    int moe_layers = 0;
    EagerLayerElements eager;  // element-wise op widths per token (eager-mode traffic)
};
ModelInvariants modelInvariants(const Scenario& sc);

struct EvaluateOptions {
    bool warnings = true;        // soft-rule sentences (the search skips them: formatting is its hot spot)
    bool check_scenario = true;  // validateScenario() first (the search checks the scenario once)
    const ModelInvariants* invariants = nullptr;  // precomputed for this scenario, or nullptr
};

// Phases 4–6 for one strategy. Never throws; invalid strategies come back with valid = false and reasons.
Estimate evaluate(const Scenario& sc, const Strategy& s, const Profile& p, const EvaluateOptions& options = {});

// Checks the scenario itself (positive sizes, sane ranges). Each problem is one Error naming the field.
std::vector<Error> validateScenario(const Scenario& sc);

}  // namespace psa
