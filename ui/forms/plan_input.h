// Everything the forms edit: the scenario, where it came from (presets), the search constraints,
// the score weights and the code framework. Serialised as a .psa.json scenario file.
#pragma once

#include <QJsonObject>
#include <QString>

#include <string>

#include "catalog/catalog.h"
#include "codegen/codegen.h"
#include "search/search.h"
#include "spec/scenario.h"
#include "util/result.h"

namespace psa::ui {

struct PlanInput {
    Scenario scenario;
    std::string model_preset;   // catalog id the model started from ("" = custom / imported)
    std::string device_preset;  // catalog id of the device
    bool search_fp8 = true;     // let the search pick FP8 where the device supports it
    SearchConstraints constraints;
    ScoreWeights weights;
    Framework code_framework = Framework::PyTorch;
};

// llama2-70b on 64 × H100, seq 4096, global batch 1024.
PlanInput defaultPlanInput(const Catalog& catalog);

// The constraints handed to search(): the form's constraints with the precision choice applied.
SearchConstraints effectiveConstraints(const PlanInput& in);

QJsonObject toJson(const PlanInput& in);
Result<PlanInput> planInputFromJson(const QJsonObject& o, const Catalog& catalog);

// Atomic write (QSaveFile). Errors are returned as text naming the file and the problem.
bool saveScenarioFile(const QString& path, const PlanInput& in, QString* error);
Result<PlanInput> loadScenarioFile(const QString& path, const Catalog& catalog);

}  // namespace psa::ui
