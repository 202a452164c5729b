// Options shared by analyze / compare / diagnose: constraints, weights, query merging.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "args.h"
#include "catalog/catalog.h"
#include "io/scenario_file.h"
#include "query/apply_query.h"
#include "query/query.h"
#include "search/search.h"

namespace psa::cli {

std::vector<OptionSpec> searchOptions();
// `base` (from --scenario) supplies the starting constraints and weights; flags override them.
Result<SearchConstraints> constraintsFromArgs(const Args& args, const ScenarioFile* base = nullptr);
Result<ScoreWeights> weightsFromArgs(const Args& args, const ScenarioFile* base = nullptr);
Result<DimRange> parseDimRange(const std::string& option, const std::string& text);

// A query on the command line: the core's applyQuery() builds the run it describes (what it does not
// say comes from --scenario, else a new scenario's defaults); flags then override it.
struct QueryMerge {
    QueryResult query;
    std::optional<AppliedQuery> applied;  // empty without a query
    std::vector<std::string> assumptions; // defaults we had to pick (e.g. the device when only "GPUs" was said)
};
// Error when the query leaves out what nothing else gives (the model, the device count).
Result<QueryMerge> mergeQuery(const Args& flags, const std::string& queryText, const Catalog& catalog, const ScenarioFile* base);
// The echo of the run: the query's values, flags and defaults as the final scenario uses them.
std::vector<std::string> runEcho(const QueryMerge& m, const Args& flags, const ScenarioFile& final);

}  // namespace psa::cli
