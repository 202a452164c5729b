// The two entry points of the cost model.
#pragma once

#include "calibration/profile.h"
#include "cost/estimate.h"
#include "spec/scenario.h"

namespace psa {

// Phase 2: single-device memory and FLOPs with no parallelism (cost-model.md §2–§4).
Baseline computeBaseline(const Scenario& sc, const Profile& p);

// Phases 4–6 for one strategy. Never throws; invalid strategies come back with valid = false and reasons.
Estimate evaluate(const Scenario& sc, const Strategy& s, const Profile& p);

// Checks the scenario itself (positive sizes, sane ranges). Each problem is one Error naming the field.
std::vector<Error> validateScenario(const Scenario& sc);

}  // namespace psa
