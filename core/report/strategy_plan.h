// The eight-section plan for one given layout rather than the search's pick: the comparison's
// winner and the diagnosis's best fix get the same schedule table, memory levers, launch code and
// time to train as a recommendation, with the search's own layouts as the alternatives.
#pragma once

#include "report/plan_report.h"

#include <optional>

namespace psa {

// `context`: a search of `sc` under `c` (its fitting layouts become the alternatives). The layout is
// evaluated on `sc` with `precision`; the report's recommendation is that layout.
PlanReport buildPlanReportFor(const Scenario& sc, const Strategy& strategy, Precision precision,
    const SearchResult& context, const SearchConstraints& c, const Profile& p,
    std::optional<Framework> emitter = std::nullopt);

} // namespace psa
