// Options shared by analyze / compare / diagnose: constraints, weights, query merging.
#pragma once

#include <string>
#include <vector>

#include "args.h"
#include "catalog/catalog.h"
#include "io/scenario_file.h"
#include "query/query.h"
#include "search/search.h"

namespace psa::cli {

std::vector<OptionSpec> searchOptions();
// `base` (from --scenario) supplies the starting constraints and weights; flags override them.
Result<SearchConstraints> constraintsFromArgs(const Args& args, const ScenarioFile* base = nullptr);
Result<ScoreWeights> weightsFromArgs(const Args& args, const ScenarioFile* base = nullptr);
Result<DimRange> parseDimRange(const std::string& option, const std::string& text);

// Scenario options implied by a query, for those the user did not give as flags.
struct QueryMerge {
    std::vector<std::string> argv;        // the user's argv plus --model/--device/... from the query
    QueryResult query;
    std::vector<std::string> assumptions; // defaults we had to pick (e.g. the device when only "GPUs" was said)
};
QueryMerge mergeQuery(const std::vector<std::string>& argv, const std::string& queryText, const Catalog& catalog);

}  // namespace psa::cli
