// The desktop application's pinned strategies as the core's comparison (the Compare tab, the PDF's
// compare section) and the rule for pins made on another model or cluster.
#pragma once

#include "controller/analysis_output.h"
#include "io/scenario_file.h"
#include "report/comparison_report.h"

#include <QStringList>
#include <string>
#include <utility>
#include <vector>

namespace psa::ui {

using Pin = std::pair<Strategy, Precision>;

// The pins compared on the shown result's scenario, with its search as the context row.
ComparisonReport comparePinned(
    const AnalysisOutput& out, const std::vector<Pin>& pins, const Profile& profile, Framework emitter);

// What a pin depends on beyond the training settings: the model and the cluster. Pins made under
// another origin are re-checked (dropInvalidPins) before they are shown.
std::string pinOrigin(const Scenario& sc);
// Removes the pins that are not valid, or do not fit (memory class), on `sc`; returns their
// descriptions (for the status bar). A pin that fits is kept and re-evaluated like any other.
QStringList dropInvalidPins(std::vector<Pin>& pins, const Scenario& sc, const SearchConstraints& c, const Profile& p);

std::vector<PinnedStrategy> toPinnedStrategies(const std::vector<Pin>& pins);
std::vector<Pin> fromPinnedStrategies(const std::vector<PinnedStrategy>& pins);

} // namespace psa::ui
