// The .psa.json scenario file: everything the GUI's forms edit (scenario, presets it came from,
// search constraints, score weights, code framework). One reader for the GUI, the CLI (--scenario)
// and the fuzzer; every field is validated and a bad one is named in the error.
//
// Version 2 stores the whole model and device in the catalog schema (so imported models keep
// norm, biases, MTP, ...); version 1 files (preset + a few overrides) are still read.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "catalog/catalog.h"
#include "codegen/codegen.h"
#include "search/search.h"
#include "spec/scenario.h"
#include "util/result.h"

namespace psa {

// A strategy pinned for comparison (the GUI's Compare tab, psa analyze "Compare …" --save-scenario).
// Stored as a strategy string ("dp=4,tp=8,pp=2,…"), with ",precision=fp8" when it differs from the scenario's.
struct PinnedStrategy {
    Strategy strategy;
    Precision precision = Precision::BF16;
    bool operator==(const PinnedStrategy&) const = default;
};

struct ScenarioFile {
    Scenario scenario;
    std::string model_preset;   // catalog id the model started from ("" = custom / imported)
    std::string device_preset;  // catalog id of the device
    bool search_fp8 = false;    // opt-in: let the search also try FP8 where the device and framework support it
    SearchConstraints constraints;
    ScoreWeights weights;
    Framework code_framework = Framework::PyTorch;
    std::vector<PinnedStrategy> pinned;  // "pinned": [strategy strings], in the order shown (A, B, …)
};

inline constexpr int kMaxPinned = 26;  // keys A–Z

// "dp=4,tp=8,pp=2,…[,precision=fp8]" and back; the precision key is written only when it differs from `scenarioPrecision`.
std::string pinnedToString(const PinnedStrategy& p, Precision scenarioPrecision);
Result<PinnedStrategy> parsePinned(const std::string& text, Precision scenarioPrecision);

inline constexpr int kScenarioFormatVersion = 2;
inline constexpr const char* kScenarioFormatName = "parallel-strategy-analyzer/scenario";

// llama2-70b on 64 × H100, seq 4096, global batch 1024 (or the catalog's first entries).
ScenarioFile defaultScenarioFile(const Catalog& catalog);

// The constraints handed to search(): the file's constraints with the precision choice applied.
SearchConstraints effectiveConstraints(const ScenarioFile& in);

// Indented JSON text (version kScenarioFormatVersion).
std::string scenarioFileToJson(const ScenarioFile& in);

// `origin` names the file in messages. Errors name the field ("cluster.devices", "model.hidden").
Result<ScenarioFile> parseScenarioFile(std::string_view text, const Catalog& catalog,
                                       const std::string& origin = "scenario");
Result<ScenarioFile> loadScenarioFile(const std::filesystem::path& file, const Catalog& catalog);

}  // namespace psa
