// Hard validity rules for a candidate (cost-model.md §7) and the soft recommendations.
#pragma once

#include <string>
#include <vector>

#include "spec/scenario.h"
#include "spec/strategy.h"
#include "util/result.h"

namespace psa {

// Fills dp (when 0) and etp (when 0: 1 for MoE, the fine-grained default [MLM-MOE ✔]; tp for dense).
Strategy resolveStrategy(const Scenario& sc, Strategy s);

// Every violated hard rule, each naming the field ("strategy.tp", ...) and the rule. Empty = valid.
std::vector<Error> hardRuleViolations(const Scenario& sc, const Strategy& resolved);

// Soft rules (§7 "recommended") that the strategy breaks, as readable sentences.
std::vector<std::string> softRuleWarnings(const Scenario& sc, const Strategy& resolved);

}  // namespace psa
