// Everything the forms edit is a core ScenarioFile (io/scenario_file.h): this file only adapts it to
// Qt — QJsonObject snapshots for undo/redo and QSettings, and atomic saves with QSaveFile.
#pragma once

#include <QJsonObject>
#include <QString>

#include "io/scenario_file.h"

namespace psa::ui {

using PlanInput = ScenarioFile;

inline PlanInput defaultPlanInput(const Catalog& catalog) { return defaultScenarioFile(catalog); }

QJsonObject toJson(const PlanInput& in);
Result<PlanInput> planInputFromJson(const QJsonObject& o, const Catalog& catalog);

// Atomic write (QSaveFile). Errors are returned as text naming the file and the problem.
bool saveScenarioFile(const QString& path, const PlanInput& in, QString* error);
Result<PlanInput> loadScenarioFile(const QString& path, const Catalog& catalog);

}  // namespace psa::ui
