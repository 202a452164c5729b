// A pinned strategy's estimate as the Compare view and the PDF report show it.
#pragma once

#include <QString>

#include "cost/estimate.h"
#include "spec/scenario.h"

namespace psa::ui {

struct PinnedEstimate {
    QString label;
    Precision precision;
    Estimate estimate;
};

}  // namespace psa::ui
