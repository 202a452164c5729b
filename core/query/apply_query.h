// A parsed query applied to a scenario: the one place where "what the sentence says" becomes the run
// that is planned. The GUI's query line and `psa analyze "<sentence>"` both call it, so the same
// sentence gives the same scenario (and so the same result) in both.
//
// A query describes a whole run: every field it does not name comes from `defaults` (a new
// scenario's values; for the CLI a --scenario file when one is given), never from an earlier query.
// What the query implies is applied too: a device type sets its node size and default framework, a
// named precision is used as is, a diagnosed strategy runs on the devices it covers.
#pragma once

#include "io/scenario_file.h"
#include "query/query.h"

#include <optional>
#include <string>
#include <vector>

namespace psa {

// Which of the echoed values the query (or, for the CLI, a flag) named; the others are marked "(default)".
struct EchoSources {
    bool model = true, devices = true, device = true, seq_len = true, global_batch = true, precision = true,
         framework = true;
};

struct AppliedQuery {
    ScenarioFile file; // the run the query describes
    EchoSources sources; // what the query named
    std::vector<std::string> echo; // every value the run uses, "(default)" where the query did not say it
    std::optional<std::string> note; // an implied change worth reading first (diagnosed strategy's devices)
    std::vector<Strategy> strategies; // to compare (all) or diagnose (the first)
    bool model_named = false; // the query named (or implied by size) a catalog model
    bool device_named = false; // ... a device type
    bool devices_named = false; // ... a device count
};

AppliedQuery applyQuery(const QueryResult& q, const Catalog& catalog, const ScenarioFile& defaults);

// The values of a scenario as the run uses them ("model: Llama 2 70B", "devices: 64", …), each marked
// "(default)" where `from` says nobody named it. Also the status line's text after a control changed
// the scenario (then nothing is marked).
std::vector<std::string> describeRun(const ScenarioFile& file, const EchoSources& from = {});
// The whole echo of a query: its intent, describeRun(file, from), the strategies and the symptom.
std::vector<std::string> queryEcho(const QueryResult& q, const ScenarioFile& file, const EchoSources& from);

} // namespace psa
