// What an undo step changed, in words: "Set sequence length to 8,192", "Set model to Mixtral 8x7B".
#pragma once

#include "forms/plan_input.h"

#include <QString>

namespace psa::ui {

// The change from `before` to `after` as an undo/redo text; several changes at once: "Edit scenario".
QString describeChange(const PlanInput& before, const PlanInput& after);

} // namespace psa::ui
