// Builds a Scenario (and Strategy) from command-line options, shared by every psa subcommand.
#pragma once

#include <vector>

#include "args.h"
#include "calibration/profile.h"
#include "catalog/catalog.h"
#include "spec/scenario.h"
#include "spec/strategy.h"

namespace psa::cli {

std::vector<OptionSpec> scenarioOptions();
std::vector<OptionSpec> profileOptions();

Result<Scenario> scenarioFromArgs(const Args& args, const Catalog& catalog);
Result<Strategy> strategyFromArgs(const Args& args);
// --profile FILE then --set key=value overrides.
Result<Profile> profileFromArgs(const Args& args);
// Loads the built-in catalog plus every --catalog FILE.
Result<Catalog> catalogFromArgs(const Args& args);

}  // namespace psa::cli
