// What one analysis run produced: plain value types shared by the controller, every view and the
// PDF/CSV exporters (which psa links without the rest of the GUI).
#pragma once

#include <QMetaType>
#include <QtGlobal>

#include <memory>
#include <optional>
#include <thread>

#include "calibration/profile.h"
#include "cost/estimate.h"
#include "search/search.h"
#include "spec/scenario.h"

namespace psa::ui {

using Generation = quint64;

struct AnalysisRequest {
    Scenario scenario;
    SearchConstraints constraints;
    ScoreWeights weights;
};

// What one completed run produced; immutable and shared by every view.
struct AnalysisOutput {
    Generation generation = 0;
    AnalysisRequest request;
    SearchResult result;
    Baseline baseline;
    Profile profile;  // the calibration profile this run used
    std::vector<int> nearby_device_counts;  // when no layout is valid: the nearest counts that have one
    // evaluate() of the first candidates in the ranking (up to kTopEstimates fitting ones, else the first):
    // what the Overview and the memory chart show, computed by the worker with the search.
    static constexpr std::size_t kTopEstimates = 4;
    std::vector<Estimate> top;
    // When nothing fits: the layout that needs the least memory, the one that comes closest (Overview).
    std::optional<Estimate> closest;
    std::thread::id computed_on;  // the thread that ran the search: never the GUI thread (tests check it)
};
using AnalysisPtr = std::shared_ptr<const AnalysisOutput>;

}  // namespace psa::ui

Q_DECLARE_METATYPE(psa::ui::AnalysisPtr)
