// Builds a Scenario (and Strategy) from command-line options, shared by every psa subcommand.
#pragma once

#include <optional>
#include <vector>

#include "args.h"
#include "calibration/profile.h"
#include "catalog/catalog.h"
#include "io/scenario_file.h"
#include "spec/scenario.h"
#include "spec/strategy.h"

namespace psa::cli {

std::vector<OptionSpec> scenarioOptions();
std::vector<OptionSpec> profileOptions();

// --scenario FILE, when given (the application's .psa.json; the other flags override it).
Result<std::optional<ScenarioFile>> scenarioFileFromArgs(const Args& args, const Catalog& catalog);
// `base` (from --scenario) supplies everything the flags leave out.
// What `--save-scenario` writes: the scenario as the application would save it.
ScenarioFile scenarioFileFor(const Scenario& sc, const SearchConstraints& c, const ScoreWeights& w, const Catalog& catalog,
                             std::optional<Framework> framework);
Result<Scenario> scenarioFromArgs(const Args& args, const Catalog& catalog, const ScenarioFile* base = nullptr);
Result<Strategy> strategyFromArgs(const Args& args);
// --profile FILE then --set key=value overrides.
Result<Profile> profileFromArgs(const Args& args);
// Loads the built-in catalog plus every --catalog FILE.
Result<Catalog> catalogFromArgs(const Args& args);

}  // namespace psa::cli
