#include "charts/nice_axis.h"

#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace psa::ui {

void setNiceRange(QValueAxis* axis, double max, double min)
{
    if (!std::isfinite(min))
        min = 0;
    if (!std::isfinite(max) || max <= min)
        max = min + 1;
    const double span = max - min;
    const double magnitude = std::pow(10.0, std::floor(std::log10(span / 4)));
    double step = magnitude;
    for (double m : { 1.0, 2.0, 2.5, 5.0, 10.0 }) {
        step = m * magnitude;
        if (span / step <= 5.0)
            break;
    }
    const double lo = std::floor(min / step + 1e-9) * step;
    const double hi = std::ceil(max / step - 1e-9) * step;
    const int ticks = static_cast<int>(std::lround((hi - lo) / step)) + 1;
    // Decimals of the step (2.5 × 10^k needs one more than 10^k).
    const double scaled = step / std::pow(10.0, std::floor(std::log10(step)));
    int decimals = std::max(0, -static_cast<int>(std::floor(std::log10(step) + 1e-9)));
    if (std::fabs(scaled - 2.5) < 1e-6)
        ++decimals;
    axis->setRange(lo, hi);
    axis->setTickCount(std::max(2, ticks));
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
}

} // namespace psa::ui
