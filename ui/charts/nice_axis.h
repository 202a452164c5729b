// Axis ranges on round values: ticks every 1, 2, 2.5 or 5 × 10^k, and labels with just enough decimals
// that no two are equal (an empty chart's [0, 1] range used to read "0 0 1 1 1"; a Pareto front's
// [0, 0.11] "0.00 0.04 0.07 0.11").
#pragma once

class QValueAxis;

namespace psa::ui {

// [min, max] widened to whole steps; max ≤ min (an empty chart) becomes [min, min + 1].
void setNiceRange(QValueAxis* axis, double max, double min = 0);

} // namespace psa::ui
